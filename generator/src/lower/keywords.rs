//! The JSON Schema keywords oapigen understands. A schema keyword outside these lists is an
//! error: a constraint we do not enforce must never be dropped silently.

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
];

/// Is `key` a keyword oapigen handles (or an `x-` extension)?
pub fn known(key: &str) -> bool {
    key.starts_with("x-") || ENFORCED.contains(&key) || ANNOTATIONS.contains(&key)
}
