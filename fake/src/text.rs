//! A parameter's or a form field's text as the JSON value its schema describes, and which media
//! types are JSON: what reading a request (`judge.rs`, `form.rs`, `multipart.rs`) and making
//! values (`synth.rs`) share, below them.

use serde_json::{Number, Value};

use crate::schema::{Loc, Schemas};

/// One text as a scalar of the type its schema names.
pub(crate) fn scalar(schemas: &Schemas, loc: &Loc, text: &str) -> Value {
    let types = schemas.types(loc);
    if types.is_empty() {
        let as_string = Value::String(text.to_string());
        if schemas.is_valid(loc, &as_string) {
            return as_string;
        }
        return serde_json::from_str::<Value>(text)
            .ok()
            .filter(|v| schemas.is_valid(loc, v))
            .unwrap_or(as_string);
    }
    for t in &types {
        let v = match t.as_str() {
            // JSON Schema's integers have no bound: one past u64 (or written `2.0`) is still
            // one, read as the number it is, unless its format bounds it (`int64`).
            "integer" => text
                .parse::<i64>()
                .map(Value::from)
                .or_else(|_| text.parse::<u64>().map(Value::from))
                .ok()
                .or_else(|| {
                    let bounded = schemas
                        .format(loc)
                        .is_some_and(|f| f.starts_with("int") || f.starts_with("uint"));
                    text.parse::<f64>()
                        .ok()
                        .filter(|f| !bounded && f.is_finite() && f.fract() == 0.0)
                        .and_then(Number::from_f64)
                        .map(Value::Number)
                }),
            "number" => text
                .parse::<i64>()
                .map(Value::from)
                .ok()
                .or_else(|| text.parse::<f64>().ok().and_then(Number::from_f64).map(Value::Number)),
            "boolean" => match text {
                "true" => Some(Value::Bool(true)),
                "false" => Some(Value::Bool(false)),
                _ => None,
            },
            "null" if text.is_empty() || text == "null" => Some(Value::Null),
            "string" => Some(Value::String(text.to_string())),
            "object" => serde_json::from_str::<Value>(text).ok().filter(Value::is_object),
            _ => None,
        };
        if let Some(v) = v {
            return v;
        }
    }
    Value::String(text.to_string())
}

pub(crate) fn is_json(media: &str) -> bool {
    media == "application/json" || (media.starts_with("application/") && media.ends_with("+json"))
}
