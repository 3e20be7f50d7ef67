//! Readings of conventions that real documents follow beyond what OpenAPI defines. Each is a
//! heuristic, kept here so that it is visible and easy to change; none can make a document
//! fail.

use serde_json::{Map, Value};

/// Member names whose values are secrets even where the document does not say so
/// (`format: password`, `writeOnly` or `x-sensitive` say it explicitly): their values are
/// redacted in `Debug` output and errors.
const SENSITIVE_NAMES: &[&str] = &[
    "password",
    "passwd",
    "secret",
    "api_key",
    "api_keys",
    "apikey",
    "token",
    "access_token",
    "user_data",
    "private_key",
];

/// Is a member of this name a secret by its name alone?
pub(crate) fn sensitive_name(name: &str) -> bool {
    SENSITIVE_NAMES.contains(&name.to_ascii_lowercase().as_str())
}

/// The scheme word an `Authorization` API key is sent with, from the security scheme's
/// description: providers write the header's form there in backticks (Gcore:
/// "`apikey <KEY>`"), since OpenAPI has no field for it.
pub(crate) fn auth_scheme_word(description: &str) -> Option<String> {
    description
        .split('`')
        .nth(1)
        .and_then(|code| code.split_whitespace().next())
        .filter(|w| w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'))
        .map(str::to_string)
}

/// Where a documented fact comes from, as the document notes it: `x-source` (this project's
/// spec marks what it takes from the real service with `x-source: reference`).
pub(crate) fn source_note(schema: &Map<String, Value>) -> Option<String> {
    schema.get("x-source").and_then(Value::as_str).map(str::to_string)
}

/// Enum values that name a settled state of a record (compared without case).
const SETTLED_STATES: &[&str] = &[
    "available",
    "active",
    "ready",
    "running",
    "online",
    "enabled",
    "ok",
    "healthy",
    "succeeded",
    "success",
    "finished",
    "completed",
    "complete",
    "provisioned",
    "created",
    "up",
];

/// Words that make an enum value a transition or a failure.
const PASSING_WORDS: &[&str] = &["error", "fail", "deleted", "pending", "unknown"];

/// How an enum value reads as a record's state: `Some(true)` settled (`available`, `ACTIVE`),
/// `Some(false)` in passing (`creating`, `DELETING`, `error`), `None` neither. The fake makes
/// records in a settled state (`oapigen_fake::model::States`).
pub(crate) fn settled_state(value: &str) -> Option<bool> {
    let v = value.to_ascii_lowercase();
    if SETTLED_STATES.contains(&v.as_str()) {
        Some(true)
    } else if v.ends_with("ing") || PASSING_WORDS.iter().any(|w| v.contains(w)) {
        Some(false)
    } else {
        None
    }
}
