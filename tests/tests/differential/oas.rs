//! OpenAPI Schema Objects → JSON Schema 2020-12, for the oracle and the value generator.
//!
//! Only what the oracle needs is converted: the schemas of `components/schemas`,
//! `components/requestBodies` and the request bodies of `paths`. The rules are listed in the
//! module docs of `differential.rs`; in short, for every document the integer formats of the
//! OpenAPI format registry become bounds, and for an OpenAPI 3.0 document:
//!
//! * siblings of `$ref` are dropped (3.0 ignores them);
//! * `nullable: true` makes the schema also accept `null`: `type: T` becomes `type: [T, "null"]`
//!   (and `null` joins an `enum`), or, when the schema combines others (`allOf`, `oneOf`,
//!   `anyOf`, `not`, `const`) or has no `type`, it becomes `anyOf: [{type: "null"}, <schema>]`;
//! * boolean `exclusiveMinimum`/`exclusiveMaximum` become the numbers of 2020-12 (`true` takes
//!   the value of `minimum`/`maximum`, `false` is dropped);
//! * `discriminator`, `example`, `xml` and `externalDocs` are dropped (annotations; the
//!   discriminator does not change what `oneOf`/`anyOf` accept). `readOnly`/`writeOnly` stay,
//!   they are annotations in 2020-12 too.

use serde_json::{Map, Value, json};

/// Integer formats of the OpenAPI format registry (<https://spec.openapis.org/registry/format/>)
/// and the range each one allows.
pub const INT_FORMATS: &[(&str, i128, i128)] = &[
    ("int8", i8::MIN as i128, i8::MAX as i128),
    ("int16", i16::MIN as i128, i16::MAX as i128),
    ("int32", i32::MIN as i128, i32::MAX as i128),
    ("int64", i64::MIN as i128, i64::MAX as i128),
    ("uint8", 0, u8::MAX as i128),
    ("uint16", 0, u16::MAX as i128),
    ("uint32", 0, u32::MAX as i128),
    ("uint64", 0, u64::MAX as i128),
];

/// Whether `doc` is an OpenAPI 3.0 document (`openapi: 3.0.x`).
pub fn is_v30(doc: &Value) -> bool {
    doc["openapi"].as_str().is_some_and(|v| v.starts_with("3.0"))
}

/// `doc` with its schemas in JSON Schema 2020-12 (see the module docs).
pub fn to_2020_12(doc: &Value) -> Value {
    let v30 = is_v30(doc);
    let mut out = doc.clone();
    if let Some(schemas) = out.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        for s in schemas.values_mut() {
            convert(s, v30);
        }
    }
    if let Some(Value::Object(bodies)) = out.pointer_mut("/components/requestBodies") {
        bodies.values_mut().for_each(|b| convert_body(b, v30));
    }
    if let Some(Value::Object(items)) = out.get_mut("paths") {
        for item in items.values_mut() {
            if let Value::Object(ops) = item {
                for op in ops.values_mut() {
                    if let Some(b) = op.get_mut("requestBody") {
                        convert_body(b, v30);
                    }
                }
            }
        }
    }
    out
}

/// Converts the schemas of a Request Body Object.
fn convert_body(body: &mut Value, v30: bool) {
    if let Some(Value::Object(content)) = body.get_mut("content") {
        for media in content.values_mut() {
            if let Some(s) = media.get_mut("schema") {
                convert(s, v30);
            }
        }
    }
}

/// Keywords whose value is a schema.
const SCHEMA_KEYWORDS: &[&str] = &[
    "additionalProperties",
    "items",
    "not",
    "if",
    "then",
    "else",
    "propertyNames",
    "contains",
    "unevaluatedProperties",
    "unevaluatedItems",
];
/// Keywords whose value is an array of schemas.
const SCHEMA_ARRAY_KEYWORDS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems", "items"];
/// Keywords whose value is a map of schemas.
const SCHEMA_MAP_KEYWORDS: &[&str] = &["properties", "patternProperties", "dependentSchemas", "$defs"];

fn convert(schema: &mut Value, v30: bool) {
    let Value::Object(m) = schema else { return };
    if v30 && m.contains_key("$ref") {
        m.retain(|k, _| k == "$ref");
        return;
    }
    for (k, v) in m.iter_mut() {
        let k = k.as_str();
        if SCHEMA_KEYWORDS.contains(&k) && v.is_object() {
            convert(v, v30);
        }
        if SCHEMA_ARRAY_KEYWORDS.contains(&k) {
            if let Value::Array(items) = v {
                items.iter_mut().for_each(|s| convert(s, v30));
            }
        }
        if SCHEMA_MAP_KEYWORDS.contains(&k) {
            if let Value::Object(map) = v {
                map.values_mut().for_each(|s| convert(s, v30));
            }
        }
    }
    int_format_bounds(m);
    if !v30 {
        return;
    }
    for k in ["discriminator", "example", "xml", "externalDocs"] {
        m.remove(k);
    }
    for (exclusive, bound) in [("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")] {
        match m.get(exclusive) {
            Some(Value::Bool(true)) => match m.remove(bound) {
                Some(b) => {
                    m.insert(exclusive.to_owned(), b);
                }
                None => {
                    m.remove(exclusive);
                }
            },
            Some(Value::Bool(false)) => {
                m.remove(exclusive);
            }
            _ => {}
        }
    }
    if m.remove("nullable") == Some(Value::Bool(true)) {
        add_null(schema);
    }
}

/// Tightens `minimum`/`maximum` to the range of an integer format of the registry.
fn int_format_bounds(m: &mut Map<String, Value>) {
    let Some(&(_, lo, hi)) = m
        .get("format")
        .and_then(Value::as_str)
        .and_then(|f| INT_FORMATS.iter().find(|(name, _, _)| *name == f))
    else {
        return;
    };
    let number = |i: i128| -> Value {
        match i64::try_from(i) {
            Ok(i) => Value::from(i),
            Err(_) => Value::from(u64::try_from(i).expect("a registry bound fits u64")),
        }
    };
    let min = m.get("minimum").and_then(Value::as_f64);
    if min.is_none_or(|v| v < lo as f64) {
        m.insert("minimum".into(), number(lo));
    }
    let max = m.get("maximum").and_then(Value::as_f64);
    if max.is_none_or(|v| v > hi as f64) {
        m.insert("maximum".into(), number(hi));
    }
}

/// Makes a (converted) schema also accept `null`.
fn add_null(schema: &mut Value) {
    let Value::Object(m) = schema else { return };
    let combines = ["allOf", "anyOf", "oneOf", "not", "const"]
        .iter()
        .any(|k| m.contains_key(*k));
    if let (Some(Value::String(t)), false) = (m.get("type"), combines) {
        let t = t.clone();
        m.insert("type".into(), json!([t, "null"]));
        if let Some(Value::Array(values)) = m.get_mut("enum") {
            if !values.contains(&Value::Null) {
                values.push(Value::Null);
            }
        }
        return;
    }
    let inner = std::mem::take(m);
    *schema = json!({"anyOf": [{"type": "null"}, Value::Object(inner)]});
}

#[cfg(test)]
mod tests {
    use super::*;

    fn conv(s: Value) -> Value {
        let doc = json!({"openapi": "3.0.3", "components": {"schemas": {"S": s}}});
        to_2020_12(&doc)["components"]["schemas"]["S"].take()
    }

    #[test]
    fn conversions() {
        assert_eq!(
            conv(json!({"type": "string", "nullable": true})),
            json!({"type": ["string", "null"]})
        );
        assert_eq!(
            conv(json!({"type": "string", "enum": ["a"], "nullable": true, "example": "a"})),
            json!({"type": ["string", "null"], "enum": ["a", null]})
        );
        assert_eq!(
            conv(json!({"nullable": true, "allOf": [{"$ref": "#/x", "description": "d"}]})),
            json!({"anyOf": [{"type": "null"}, {"allOf": [{"$ref": "#/x"}]}]})
        );
        assert_eq!(
            conv(
                json!({"type": "integer", "minimum": 1, "exclusiveMinimum": true, "maximum": 5, "exclusiveMaximum": false})
            ),
            json!({"type": "integer", "exclusiveMinimum": 1, "maximum": 5})
        );
        assert_eq!(
            conv(json!({"type": "integer", "format": "uint8", "minimum": 1})),
            json!({"type": "integer", "format": "uint8", "minimum": 1, "maximum": 255})
        );
        assert_eq!(
            conv(json!({"type": "integer", "format": "uint64", "minimum": 0})),
            json!({"type": "integer", "format": "uint64", "minimum": 0, "maximum": u64::MAX})
        );
        assert_eq!(
            conv(
                json!({"type": "object", "properties": {"nullable": {"type": "string", "nullable": true}},
                        "discriminator": {"propertyName": "nullable"}})
            ),
            json!({"type": "object", "properties": {"nullable": {"type": ["string", "null"]}}})
        );
    }
}
