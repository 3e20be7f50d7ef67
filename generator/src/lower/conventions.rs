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
    "provisioned",
    "created",
    "up",
];

/// Enum values that name the end of something done (an action, a job): settled before any
/// other, since an enum that has one is the state of work that ends (`running` then `success`).
const DONE_STATES: &[&str] = &[
    "succeeded",
    "success",
    "successful",
    "finished",
    "completed",
    "complete",
    "done",
];

/// Words that make an enum value a transition or a failure.
const PASSING_WORDS: &[&str] = &["error", "fail", "deleted", "pending", "unknown"];

/// How an enum value reads as a state.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum StateReading {
    /// Work that ended well (`success`, `COMPLETED`).
    Done,
    /// A record at rest (`available`, `ACTIVE`, `running`).
    Settled,
    /// A transition or a failure (`creating`, `DELETING`, `error`).
    Passing,
}

/// How an enum value reads as a record's state, `None` for neither. The fake makes records in
/// a settled state (`oapigen_fake::model::States`), and work it starts done.
pub(crate) fn settled_state(value: &str) -> Option<StateReading> {
    let v = value.to_ascii_lowercase();
    if DONE_STATES.contains(&v.as_str()) {
        Some(StateReading::Done)
    } else if SETTLED_STATES.contains(&v.as_str()) {
        Some(StateReading::Settled)
    } else if v.ends_with("ing") || PASSING_WORDS.iter().any(|w| v.contains(w)) {
        Some(StateReading::Passing)
    } else {
        None
    }
}

/// What a member of a record that holds a time says: when the record was made, or when it last
/// changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Stamp {
    Made,
    Changed,
}

/// Words that name a record's making, and its last change, in a member's name.
const MADE_WORDS: &[&str] = &["created", "creation", "create", "inserted"];
const CHANGED_WORDS: &[&str] = &["updated", "update", "modified", "modification", "changed"];
/// Words around them that say no more than "the time of" (`created_at`, `last_modified`,
/// `creation_timestamp`).
const TIME_WORDS: &[&str] = &[
    "at",
    "on",
    "time",
    "date",
    "datetime",
    "timestamp",
    "ts",
    "last",
    "when",
];
/// Words of a description that say a member is a time.
const TIME_TEXT: &[&str] = &[
    "time",
    "date",
    "timestamp",
    "epoch",
    "iso 8601",
    "iso-8601",
    "iso8601",
    "rfc 3339",
];
/// Phrases of a description that say of what: the record's making, its last change.
const MADE_TEXT: &[&str] = &["was created", "were created", "was made", "creation"];
const CHANGED_TEXT: &[&str] = &[
    "was updated",
    "was last updated",
    "last updated",
    "was modified",
    "last modified",
    "was last changed",
    "last changed",
];

/// Whether a member of a record holds when the record was made or last changed, by its name
/// (`created_at`, `date_created`, `updatedAt`, `last_modified`), else by its description ("Time
/// at which the object was created", "Point in time when the Resource was created").
pub(crate) fn stamp(name: &str, description: Option<&str>) -> Option<Stamp> {
    let snake = super::naming::snake_words(name);
    let words: Vec<&str> = snake
        .split('_')
        .filter(|w| !w.is_empty() && !TIME_WORDS.contains(w))
        .collect();
    match words.as_slice() {
        [w] if MADE_WORDS.contains(w) => return Some(Stamp::Made),
        [w] if CHANGED_WORDS.contains(w) => return Some(Stamp::Changed),
        _ => {}
    }
    let text = description?.to_ascii_lowercase();
    let words: Vec<&str> = text.split(|c: char| !c.is_ascii_alphanumeric() && c != '-').collect();
    let timed = TIME_TEXT.iter().any(|t| {
        if t.contains(' ') {
            text.contains(t)
        } else {
            words.contains(t)
        }
    });
    if !timed {
        return None;
    }
    let says = |phrases: &[&str]| phrases.iter().any(|p| text.contains(p));
    // The member's name said nothing, so its text must say only one.
    match (says(MADE_TEXT), says(CHANGED_TEXT)) {
        (true, false) => Some(Stamp::Made),
        (false, true) => Some(Stamp::Changed),
        _ => None,
    }
}

/// What a string member of an error answer holds: the message, the name of the request's
/// field at fault, or a JSON pointer to it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ErrorRole {
    Message,
    Field,
    Pointer,
}

/// Names of an error's message, the likelier first.
const MESSAGE_NAMES: &[&str] = &[
    "message",
    "detail",
    "details",
    "reason",
    "error_message",
    "error_description",
    "description",
    "title",
    "msg",
    "error",
];
/// Names of the member naming the field at fault, the likelier first.
const FIELD_NAMES: &[&str] = &[
    "field",
    "param",
    "parameter",
    "field_name",
    "property",
    "attribute",
    "location",
];
/// Names of a JSON pointer to it.
const POINTER_NAMES: &[&str] = &["pointer", "json_pointer", "instance_path"];

/// The role of a string member of an error answer, with its rank (lower is likelier), by its
/// name, else by its description ("A human-readable message", "The field that caused the
/// error", "A JSON Pointer to …").
pub(crate) fn error_role(name: &str, description: Option<&str>) -> Option<(ErrorRole, usize)> {
    let snake = super::naming::snake_words(name);
    if let Some(i) = MESSAGE_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Message, i));
    }
    if let Some(i) = FIELD_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Field, i));
    }
    if let Some(i) = POINTER_NAMES.iter().position(|n| *n == snake) {
        return Some((ErrorRole::Pointer, i));
    }
    let text = description?.to_ascii_lowercase();
    if text.contains("json pointer") {
        return Some((ErrorRole::Pointer, POINTER_NAMES.len()));
    }
    if text.contains("human-readable") || text.contains("human readable") {
        return Some((ErrorRole::Message, MESSAGE_NAMES.len()));
    }
    let names_field = ["field", "parameter", "property"].iter().any(|w| text.contains(w));
    let at_fault = ["caused", "related", "invalid", "failed", "refers", "relates"]
        .iter()
        .any(|w| text.contains(w));
    (names_field && at_fault).then_some((ErrorRole::Field, FIELD_NAMES.len()))
}

/// Whether `plural` is the plural of `single` as English spells a member's name (`names` of
/// `name`, `addresses` of `address`, `policies` of `policy`).
pub(crate) fn plural_of(plural: &str, single: &str) -> bool {
    !single.is_empty()
        && (plural == format!("{single}s")
            || plural == format!("{single}es")
            || single
                .strip_suffix('y')
                .is_some_and(|stem| plural == format!("{stem}ies")))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stamps_are_read_from_names_then_descriptions() {
        for made in [
            "created_at",
            "created",
            "date_created",
            "createdAt",
            "creation_timestamp",
        ] {
            assert_eq!(stamp(made, None), Some(Stamp::Made), "{made}");
        }
        for changed in ["updated_at", "last_modified", "modifiedOn", "updateTime"] {
            assert_eq!(stamp(changed, None), Some(Stamp::Changed), "{changed}");
        }
        for neither in ["created_by", "canceled_at", "update_policy", "at"] {
            assert_eq!(stamp(neither, None), None, "{neither}");
        }
        let stripe = "Time at which the object was created. Measured in seconds since the Unix epoch.";
        assert_eq!(stamp("born", Some(stripe)), Some(Stamp::Made));
        assert_eq!(stamp("n", Some("How many were created")), None, "no time in it");
        let key = "The fingerprint is created when the key is added to your account.";
        assert_eq!(stamp("fingerprint", Some(key)), None, "not the time of anything");
        let hetzner = "Point in time when the Resource was created (in ISO-8601 format)";
        assert_eq!(stamp("born", Some(hetzner)), Some(Stamp::Made));
    }

    #[test]
    fn error_members_are_read_by_role() {
        assert_eq!(error_role("message", None), Some((ErrorRole::Message, 0)));
        assert_eq!(error_role("param", None).map(|r| r.0), Some(ErrorRole::Field));
        assert_eq!(
            error_role("text", Some("A human-readable explanation")).map(|r| r.0),
            Some(ErrorRole::Message)
        );
        assert_eq!(
            error_role("where", Some("The field in the request that caused this error.")).map(|r| r.0),
            Some(ErrorRole::Field)
        );
        assert_eq!(
            error_role("request_id", Some("A request ID to report bugs with.")),
            None
        );
    }

    #[test]
    fn plurals_as_member_names_spell_them() {
        assert!(plural_of("names", "name") && plural_of("addresses", "address") && plural_of("policies", "policy"));
        assert!(!plural_of("name", "name") && !plural_of("tags", "") && !plural_of("nameservers", "name"));
    }
}
