//! Exact JSON Schema 2020-12 validation of raw JSON, against the schemas of the document a crate
//! was generated from.
//!
//! Generated code carries its document's schemas as JSON text ([`Schemas`]: one resource per
//! source file, pruned to the schemas the crate uses and rewritten to 2020-12 for OpenAPI 3.0
//! documents) and one [`Slot`] per schema it validates against. A slot is compiled with the
//! [`jsonschema`] crate, the field's reference implementation, on first use; validating a value
//! walks the compiled schema. Two things use it:
//!
//! - `validate_json` of every generated type ([`ValidateJson`]): a payload from a file or a queue
//!   is checked with exact semantics, without decoding it first;
//! - `validate()` of the values whose schema has no exact Rust shape (`unevaluatedProperties`,
//!   `$dynamicRef`, a constraint beside a `$ref`, …): the Rust type is a looser view, and the
//!   schema judges the value's JSON form.
//!
//! Formats are checked as everywhere in this crate: the formats of [`crate::Format`] are
//! asserted with the same functions as typed values; every other format is an annotation.
//! Patterns are ECMA-262 with Unicode semantics (the `u` flag), and `pattern` is judged by the
//! same engine (`regress`) as the generated checks ([`crate::Pattern`]), not by the engine's own
//! regular expressions (see [`engine_options`]); `patternProperties`, which the engine matches with
//! its own, is rewritten into the engine's dialect first ([`crate::engine::for_engine`]).

use std::sync::{Arc, OnceLock};

use serde::Serialize;
use serde_json::Value;

pub use crate::engine::engine_options;
use crate::validate::{Path, ValidationErrors, Violations};

/// The schemas of one generated crate.
pub struct Schemas {
    /// `(uri, json)`: each resource's base URI and its JSON text.
    resources: &'static [(&'static str, &'static str)],
    /// Member names whose values are never rendered in a violation (passwords, keys).
    sensitive: &'static [&'static str],
    registry: OnceLock<Result<Arc<jsonschema::Registry<'static>>, String>>,
}

/// One schema to validate against: `uri#pointer` into one of the [`Schemas`]' resources.
pub struct Slot {
    uri: &'static str,
    validator: OnceLock<Result<jsonschema::Validator, String>>,
}

impl Slot {
    /// A slot for the schema at `uri` (a resource URI with a JSON-pointer fragment).
    pub const fn new(uri: &'static str) -> Self {
        Slot {
            uri,
            validator: OnceLock::new(),
        }
    }

    /// The schema's URI.
    pub fn uri(&self) -> &'static str {
        self.uri
    }
}

impl Schemas {
    /// The schemas of a crate: its resources and the member names never rendered in errors.
    pub const fn new(resources: &'static [(&'static str, &'static str)], sensitive: &'static [&'static str]) -> Self {
        Schemas {
            resources,
            sensitive,
            registry: OnceLock::new(),
        }
    }

    fn registry(&self) -> Result<&Arc<jsonschema::Registry<'static>>, String> {
        self.registry
            .get_or_init(|| {
                let mut resources = Vec::with_capacity(self.resources.len());
                for (uri, text) in self.resources {
                    let mut value: Value =
                        serde_json::from_str(text).map_err(|e| format!("the embedded schema {uri} is not JSON: {e}"))?;
                    crate::engine::for_engine(&mut value);
                    resources.push((*uri, value));
                }
                jsonschema::Registry::new()
                    .extend(resources)
                    .and_then(|r| r.prepare())
                    .map(Arc::new)
                    .map_err(|e| format!("the embedded schemas cannot be indexed: {e}"))
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    fn validator<'s>(&self, slot: &'s Slot) -> Result<&'s jsonschema::Validator, String> {
        slot.validator
            .get_or_init(|| {
                let registry = self.registry()?;
                compile(slot.uri, registry)
            })
            .as_ref()
            .map_err(Clone::clone)
    }

    /// Whether `value` is valid against the schema of `slot`.
    pub fn is_valid(&self, slot: &Slot, value: &Value) -> bool {
        match self.validator(slot) {
            Ok(v) => v.is_valid(value),
            Err(_) => false,
        }
    }

    /// Records a violation at `path` for every rule of the schema of `slot` that `value` breaks.
    pub fn check(&self, slot: &Slot, value: &Value, path: &Path<'_>, out: &mut Violations) {
        let validator = match self.validator(slot) {
            Ok(v) => v,
            Err(e) => {
                out.push_without_value(path, "$ref", format!("cannot check against the schema: {e}"));
                return;
            }
        };
        if validator.is_valid(value) {
            return;
        }
        let base = path.to_pointer();
        for error in validator.iter_errors(value) {
            let at = error.instance_path().as_str();
            let pointer = format!("{base}{at}");
            let (keyword, message) = describe(error.kind());
            // A generated check of the same value may have said it already.
            if out.as_slice().iter().any(|v| v.path == pointer && v.keyword == keyword) {
                continue;
            }
            let secret = out.is_sensitive() || self.names_secret(at);
            let rendered = if secret {
                None
            } else {
                Some(render(&self.mask(error.instance())))
            };
            out.push_pointer(pointer, keyword, message, rendered);
        }
    }

    /// Checks the JSON form of a typed value (what a looser Rust view holds) against `slot`.
    pub fn check_serialized<T: Serialize + ?Sized>(&self, slot: &Slot, value: &T, path: &Path<'_>, out: &mut Violations) {
        match serde_json::to_value(value) {
            Ok(v) => self.check(slot, &v, path, out),
            Err(e) => out.push_without_value(path, "type", format!("cannot be written as JSON: {e}")),
        }
    }

    /// `Ok(())` when `value` is valid against the schema of `slot`, else every violation.
    pub fn validate(&self, slot: &Slot, value: &Value) -> Result<(), ValidationErrors> {
        let mut out = Violations::new();
        self.check(slot, value, &Path::ROOT, &mut out);
        out.into_result()
    }

    /// The value with the members named as secrets replaced, so that a violation on an object
    /// never shows a password inside it.
    fn mask(&self, v: &Value) -> Value {
        match v {
            Value::Object(m) if !self.sensitive.is_empty() => Value::Object(
                m.iter()
                    .map(|(k, v)| {
                        let secret = self.sensitive.iter().any(|s| s.eq_ignore_ascii_case(k));
                        (k.clone(), if secret { Value::from("<redacted>") } else { self.mask(v) })
                    })
                    .collect(),
            ),
            Value::Array(a) if !self.sensitive.is_empty() => Value::Array(a.iter().map(|v| self.mask(v)).collect()),
            other => other.clone(),
        }
    }

    fn names_secret(&self, pointer: &str) -> bool {
        !self.sensitive.is_empty()
            && crate::pointer::segments(pointer).any(|seg| self.sensitive.iter().any(|s| s.eq_ignore_ascii_case(&seg)))
    }
}

fn compile(uri: &str, registry: &jsonschema::Registry<'static>) -> Result<jsonschema::Validator, String> {
    engine_options(registry)
        .build(&serde_json::json!({ "$ref": uri }))
        .map_err(|e| format!("{uri}: {e}"))
}

/// A value as JSON for a violation, long strings shortened.
fn render(v: &Value) -> String {
    let text = v.to_string();
    match text.char_indices().nth(200) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text,
    }
}

fn plural(n: u64, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The keyword and a sentence for a broken rule; never the offending value itself (that goes
/// to [`crate::Violation::value`], unless it is secret).
fn describe(kind: &jsonschema::error::ValidationErrorKind) -> (&'static str, String) {
    use jsonschema::error::ValidationErrorKind as K;
    match kind {
        K::AdditionalItems { limit } => ("items", format!("must have at most {}", plural(*limit as u64, "item", "items"))),
        K::AdditionalProperties { unexpected } => (
            "additionalProperties",
            format!("has members the schema does not allow: {}", names(unexpected)),
        ),
        K::AnyOf { .. } => ("anyOf", "must match at least one of the alternatives".into()),
        K::BacktrackLimitExceeded { .. } | K::RegexEngineFailure { .. } => {
            ("pattern", "cannot be matched against the pattern (the regular expression engine gave up)".into())
        }
        K::Constant { expected_value } => ("const", format!("must be {expected_value}")),
        K::Contains => ("contains", "must contain an item that matches the `contains` schema".into()),
        K::ContentEncoding { content_encoding } => {
            ("contentEncoding", format!("must be encoded as {content_encoding}"))
        }
        K::ContentMediaType { content_media_type } => {
            ("contentMediaType", format!("must be a {content_media_type} document"))
        }
        K::Custom { keyword, message } => (static_keyword(keyword), message.clone()),
        K::Enum { options } => ("enum", format!("must be one of {options}")),
        K::ExclusiveMaximum { limit } => ("exclusiveMaximum", format!("must be less than {limit}")),
        K::ExclusiveMinimum { limit } => ("exclusiveMinimum", format!("must be greater than {limit}")),
        K::FalseSchema => ("false", "is not allowed here (the schema is `false`)".into()),
        K::Format { format } => ("format", format!("must be a valid {format}")),
        K::FromUtf8 { .. } => ("contentEncoding", "must decode to UTF-8 text".into()),
        K::MaxItems { limit } => ("maxItems", format!("must have at most {}", plural(*limit, "item", "items"))),
        K::Maximum { limit } => ("maximum", format!("must be at most {limit}")),
        K::MaxLength { limit } => ("maxLength", format!("must be at most {}", plural(*limit, "character", "characters"))),
        K::MaxProperties { limit } => (
            "maxProperties",
            format!("must have at most {}", plural(*limit, "member", "members")),
        ),
        K::MinItems { limit } => ("minItems", format!("must have at least {}", plural(*limit, "item", "items"))),
        K::Minimum { limit } => ("minimum", format!("must be at least {limit}")),
        K::MinLength { limit } => (
            "minLength",
            format!("must be at least {}", plural(*limit, "character", "characters")),
        ),
        K::MinProperties { limit } => (
            "minProperties",
            format!("must have at least {}", plural(*limit, "member", "members")),
        ),
        K::MultipleOf { multiple_of, .. } => ("multipleOf", format!("must be a multiple of {multiple_of}")),
        K::Not { .. } => ("not", "must not match the schema under `not`".into()),
        K::OneOfMultipleValid { .. } => ("oneOf", "must match exactly one alternative (it matches several)".into()),
        K::OneOfNotValid { .. } => ("oneOf", "must match exactly one alternative (it matches none)".into()),
        K::Pattern { pattern } => ("pattern", format!("must match the pattern `{pattern}`")),
        K::PropertyNames { error } => ("propertyNames", format!("has a member name that breaks a rule: {}", describe(error.kind()).1)),
        K::Required { property } => ("required", format!("must have the member {property}")),
        K::Type { kind } => ("type", format!("must be of type {}", type_names(kind))),
        K::UnevaluatedItems { unexpected } => (
            "unevaluatedItems",
            format!("has items no schema allows: {}", unexpected.join(", ")),
        ),
        K::UnevaluatedProperties { unexpected } => (
            "unevaluatedProperties",
            format!("has members no schema allows: {}", names(unexpected)),
        ),
        K::UniqueItems => ("uniqueItems", "must not contain the same item twice".into()),
        K::Referencing(e) => ("$ref", format!("cannot follow a reference: {e}")),
    }
}

fn names(list: &[String]) -> String {
    let mut out = String::new();
    for (i, n) in list.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        out.push('`');
        out.push_str(n);
        out.push('`');
    }
    out
}

fn type_names(kind: &jsonschema::error::TypeKind) -> String {
    use jsonschema::error::TypeKind;
    match kind {
        TypeKind::Single(t) => t.to_string(),
        TypeKind::Multiple(set) => {
            let list: Vec<String> = set.iter().map(|t| t.to_string()).collect();
            list.join(" or ")
        }
    }
}

/// Keywords of custom errors, as the static strings [`crate::Violation`] holds.
fn static_keyword(k: &str) -> &'static str {
    const KNOWN: &[&str] = &[
        "dependentRequired",
        "dependentSchemas",
        "minContains",
        "maxContains",
        "contains",
        "if",
        "then",
        "else",
        "prefixItems",
        "items",
        "$dynamicRef",
        "$ref",
        // This crate's own `pattern` (`engine::EcmaPattern`).
        "pattern",
    ];
    KNOWN.iter().find(|n| **n == k).copied().unwrap_or("schema")
}

/// Where a generated crate keeps its schemas: one implementation per crate, in its `schema`
/// module, so that each type's [`ValidateJson`] is two constants rather than a function.
pub trait SchemaSource {
    /// The crate's schemas.
    fn schemas() -> &'static Schemas;
    /// The slot of every type, indexed by [`ValidateJson::SLOT`].
    fn slots() -> &'static [Slot];
}

/// What every generated type offers: its schema, to check raw JSON against.
pub trait ValidateJson {
    /// Where the crate's schemas are.
    type Source: SchemaSource;
    /// This type's slot among them.
    const SLOT: usize;

    /// The schemas of the crate and this type's slot among them.
    fn schema() -> (&'static Schemas, &'static Slot) {
        (Self::Source::schemas(), &Self::Source::slots()[Self::SLOT])
    }

    /// Checks `value` against this type's schema with exact JSON Schema 2020-12 semantics (the
    /// same checks, error shape and redaction as [`crate::Validate::validate`]), without
    /// decoding it first: for payloads that come from files or queues.
    fn validate_json(value: &Value) -> Result<(), ValidationErrors> {
        let (schemas, slot) = Self::schema();
        schemas.validate(slot, value)
    }

    /// The value of this type that `value` is, checked against the schema first: a plain way
    /// to write a value out as JSON (`Tags::from_json(json!({"env": "prod", "old": null}))`)
    /// where a builder or a map of newtypes would be long-winded.
    fn from_json(value: Value) -> Result<Self, ValidationErrors>
    where
        Self: serde::de::DeserializeOwned,
    {
        Self::validate_json(&value)?;
        serde_json::from_value(value).map_err(|e| {
            ValidationErrors::from_violations(vec![crate::Violation {
                path: String::new(),
                keyword: "type",
                message: format!("does not read as this type: {e}"),
                value: None,
            }])
        })
    }
}

/// Implements [`ValidateJson`] for a generated type: `validate_json!(Type, Source, slot::TYPE)` names
/// the crate's [`SchemaSource`] and the type's slot. Constants only: a crate has one per type,
/// and constants give the compiler no function body to check.
#[macro_export]
macro_rules! validate_json {
    ($name:ty, $source:path, $slot:expr) => {
        impl $crate::ValidateJson for $name {
            type Source = $source;
            const SLOT: usize = $slot;
        }
    };
}
