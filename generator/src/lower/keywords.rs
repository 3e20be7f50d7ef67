//! The JSON Schema keywords oapigen understands. Every keyword is either lowered into Rust
//! types and checks, an annotation, or judged at run time by the schema engine; a constraint is
//! never dropped silently.

use crate::ir::{Format, Method};

/// Keywords that become types or generated checks.
pub const ENFORCED: &[&str] = &[
    "$ref",
    "type",
    "nullable",
    "enum",
    "const",
    "format",
    "minLength",
    "maxLength",
    "pattern",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "items",
    "minItems",
    "maxItems",
    "uniqueItems",
    "properties",
    "required",
    "additionalProperties",
    "propertyNames",
    "minProperties",
    "maxProperties",
    "dependentRequired",
    "allOf",
    "oneOf",
    "anyOf",
    "not",
    "discriminator",
    "if",
    "then",
];

/// Keywords that only annotate (documentation, examples, identifiers).
pub const ANNOTATIONS: &[&str] = &[
    "title",
    "description",
    "summary",
    "default",
    "example",
    "examples",
    "deprecated",
    "readOnly",
    "writeOnly",
    "xml",
    "externalDocs",
    "$schema",
    "$id",
    "$comment",
    "$anchor",
    "$defs",
    "definitions",
    "contentMediaType",
    "contentEncoding",
    "contentSchema",
    "$dynamicAnchor",
    "$recursiveAnchor",
    "$vocabulary",
];

/// JSON Schema 2020-12 keywords that no Rust shape expresses: a schema using one is checked by
/// the schema engine at run time, its Rust type a looser view.
pub const JUDGED: &[&str] = &[
    "prefixItems",
    "contains",
    "minContains",
    "maxContains",
    "patternProperties",
    "dependentSchemas",
    "unevaluatedItems",
    "unevaluatedProperties",
    "else",
    "$dynamicRef",
];

/// Assertions that apply to values of one JSON type only (strings, numbers, arrays, objects).
pub const TYPED_ASSERTIONS: &[&str] = &[
    "minLength",
    "maxLength",
    "pattern",
    "format",
    "minimum",
    "maximum",
    "exclusiveMinimum",
    "exclusiveMaximum",
    "multipleOf",
    "minItems",
    "maxItems",
    "uniqueItems",
    "contains",
    "minContains",
    "maxContains",
    "prefixItems",
    "unevaluatedItems",
    "minProperties",
    "maxProperties",
    "required",
    "dependentRequired",
    "dependentSchemas",
    "propertyNames",
    "patternProperties",
    "unevaluatedProperties",
];

/// Those of [`JUDGED`] that only narrow what the rest of the schema accepts, so the Rust type
/// lowered from the rest still holds every valid value.
pub const NARROWING: &[&str] = &[
    "contains",
    "minContains",
    "maxContains",
    "patternProperties",
    "dependentSchemas",
    "unevaluatedItems",
    "unevaluatedProperties",
    "else",
];

/// Is `key` a keyword oapigen handles (or an `x-` extension)?
pub fn known(key: &str) -> bool {
    is_extension(key) || ENFORCED.contains(&key) || ANNOTATIONS.contains(&key)
}

/// Is `key` a specification extension (`x-…`)? The objects whose keys the document otherwise
/// chooses and that OpenAPI lets carry extensions (Paths, Responses, Callback) hold them beside
/// their entries: a reader of their entries passes them by. (In a map of components, whose keys
/// are names, `x-foo` is a name like any other.)
pub fn is_extension(key: &str) -> bool {
    key.starts_with("x-")
}

/// The `format` keyword values that have a Rust type and a check of their own (the runtime's
/// table, aliases included).
pub fn format(keyword: &str) -> Option<Format> {
    Format::from_keyword(keyword)
}

/// The operation keys of a path item and the HTTP method each names, in the order a path
/// item's operations are read: the one table, which `operation.rs` lowers and `select.rs`
/// filters by.
pub const METHODS: &[(&str, Method)] = &[
    ("get", Method::Get),
    ("put", Method::Put),
    ("post", Method::Post),
    ("delete", Method::Delete),
    ("options", Method::Options),
    ("head", Method::Head),
    ("patch", Method::Patch),
    ("trace", Method::Trace),
];

#[cfg(test)]
mod tests {
    use super::*;

    /// Each operation key is its method's name in lower case, once each.
    #[test]
    fn operation_keys_name_their_methods() {
        for (key, method) in METHODS {
            assert_eq!(*key, method.as_str().to_ascii_lowercase());
        }
        let keys: std::collections::BTreeSet<&str> = METHODS.iter().map(|(k, _)| *k).collect();
        assert_eq!(keys.len(), 8);
    }
}
