//! JSON Schema → named types and shapes.
//!
//! A schema becomes a *named type* when Rust needs a declaration for it (an object with
//! properties, a string enum, a constrained scalar, a union) or when it is the target of a
//! `$ref`; otherwise it is a structural [`Shape`] (`Vec<T>`, a map, a primitive, a format type).

mod ambiguity;
mod array;
mod cycles;
mod dispatch;
mod merge;
mod object;
mod reference;
mod scalar;
mod undeclared;
mod union;

pub use cycles::mark_boxes;
pub use undeclared::keep_undeclared;

use serde_json::{Map, Value};

use super::keywords;
use crate::ir::*;
use crate::load::Location;

/// The result of lowering one schema: either a declaration or a structural shape.
enum Lowered {
    Kind(Box<TypeKind>, bool),
    Shape(Shape),
}

/// A count keyword's value: a non-negative integer (JSON Schema counts `3.0` as the integer 3).
fn count_value(v: &Value) -> Option<u64> {
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f < u64::MAX as f64)
            .map(|f| f as u64)
    })
}

fn bound(v: &Value) -> Option<Bound> {
    if let Some(i) = v.as_i64() {
        Some(Bound::Int(i as i128))
    } else if let Some(u) = v.as_u64() {
        Some(Bound::Int(u as i128))
    } else {
        v.as_f64().map(Bound::Float)
    }
}

fn type_list(m: &Map<String, Value>) -> Option<Vec<&str>> {
    match m.get("type") {
        None => Some(Vec::new()),
        Some(Value::String(s)) => Some(vec![s.as_str()]),
        Some(Value::Array(a)) => a.iter().map(Value::as_str).collect(),
        Some(_) => None,
    }
}

/// `application/json` or another JSON media type (`…+json`), parameters aside.
pub(super) fn is_json_media(media: &str) -> bool {
    let essence = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

/// A schema that asserts nothing: `true`, `{}`, or only annotations and extensions.
fn annotation_only(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::Object(m) => m
            .keys()
            .all(|k| k.starts_with("x-") || keywords::ANNOTATIONS.contains(&k.as_str())),
        _ => false,
    }
}

/// The `type` a schema declares, when it declares exactly one.
fn declared_type(v: Option<&Value>) -> Option<&str> {
    v?.get("type")?.as_str()
}

/// A shape whose values hold what a schema accepts when the schema's own keywords merely
/// narrow it (a list or map of anything, a primitive): no named type that could be stricter.
fn is_plain_view(s: &Shape) -> bool {
    match s {
        Shape::Array(a) => a.items == Shape::Any,
        Shape::Map(m) => m.values == Shape::Any,
        Shape::Named(_) | Shape::Nullable(_) | Shape::Checked(..) | Shape::JsonText(_) => false,
        _ => true,
    }
}

/// The last segment of a location's pointer, unescaped (a component's name).
fn seg_name(loc: &Location) -> String {
    oapigen_runtime::pointer::last(&loc.pointer).into_owned()
}

fn shape_word(s: &Shape) -> &'static str {
    match s {
        Shape::String | Shape::Format(_) => "string",
        Shape::Integer(_) => "integer",
        Shape::Number => "number",
        Shape::Boolean => "boolean",
        Shape::Array(_) => "array",
        Shape::Map(_) => "object",
        Shape::Nullable(_) => "nullable",
        Shape::Any | Shape::Named(_) | Shape::External(_) => "value",
        Shape::Checked(inner, _) => shape_word(inner),
        Shape::JsonText(_) => "json",
    }
}

fn scalar_base_of(c: &Value, ty: Option<&str>) -> ScalarBase {
    match c {
        Value::String(_) => ScalarBase::String,
        Value::Number(n) if (n.is_i64() || n.is_u64()) && ty != Some("number") => ScalarBase::Integer(IntKind::I64),
        Value::Number(_) => ScalarBase::Number,
        _ => ScalarBase::Any,
    }
}
