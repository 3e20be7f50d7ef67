//! Strings, numbers, integers and enumerations: constrained scalars and their constraints.

use std::collections::HashSet;

use serde_json::{Map, Value};

use super::{Lowered, bound, count_value, is_json_media};
use crate::ir::*;
use crate::load::Location;
use crate::lower::naming::{self, NameTable};
use crate::lower::{Lowerer, keywords, reserved};

impl<'a> Lowerer<'a> {
    pub(super) fn enumeration(
        &mut self,
        loc: &Location,
        m: &Map<String, Value>,
        e: &Value,
        ty: Option<&str>,
        nullable: &mut bool,
    ) -> Lowered {
        let Some(values) = e.as_array() else {
            self.error(&Self::child(loc, "enum"), Some("enum"), "`enum` must be an array");
            return Lowered::Shape(Shape::Any);
        };
        if values.is_empty() {
            self.unsupported(loc, "enum", "no value is allowed");
            return Lowered::Shape(Shape::Any);
        }
        let mut values: Vec<Value> = values.clone();
        if values.contains(&Value::Null) {
            *nullable = true;
            values.retain(|v| !v.is_null());
        }
        if values.is_empty() {
            // Only `null` is allowed.
            *nullable = false;
            let constraints = ScalarConstraints {
                enum_values: Some(vec![Value::Null]),
                ..Default::default()
            };
            return Lowered::Kind(
                Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                    base: ScalarBase::Any,
                    constraints,
                }))),
                false,
            );
        }
        let _ = m;
        if ty.is_none_or(|t| t == "string") && values.iter().all(Value::is_string) {
            let mut names = NameTable::new();
            names.reserve(&[reserved::UNKNOWN_VARIANT]);
            let variants = values
                .iter()
                .filter_map(Value::as_str)
                .map(|s| EnumVariant {
                    value: s.to_string(),
                    rust_name: names.claim(&naming::pascal(s)),
                })
                .collect::<Vec<_>>();
            // Two spellings of the same value would make a useless enum; dedup by JSON value.
            let mut seen = HashSet::new();
            let variants = variants.into_iter().filter(|v| seen.insert(v.value.clone())).collect();
            return Lowered::Kind(Box::new(TypeKind::Enum(EnumDef { variants })), false);
        }
        let base = if values.iter().all(|v| v.is_i64() || v.is_u64()) && ty != Some("number") {
            ScalarBase::Integer(IntKind::I64)
        } else if values.iter().all(Value::is_number) {
            ScalarBase::Number
        } else {
            ScalarBase::Any
        };
        let constraints = ScalarConstraints {
            enum_values: Some(values),
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef { base, constraints }))),
            false,
        )
    }

    pub(super) fn string(&mut self, loc: &Location, m: &Map<String, Value>, name: &str) -> Lowered {
        // In a multipart body a binary string is a file part: bytes, not text.
        let binary = m.get("format").and_then(Value::as_str) == Some("binary")
            || (m.contains_key("contentMediaType") && !m.contains_key("contentEncoding"));
        if self.multipart && binary {
            for k in ["minLength", "maxLength", "pattern"] {
                if m.contains_key(k) {
                    self.error_hint(
                        &Self::child(loc, k),
                        k,
                        format!("`{k}` on a binary part of a multipart body is not supported"),
                        "remove it: the part is bytes, not text",
                    );
                }
            }
            return Lowered::Shape(Shape::External("::oapigen_runtime::File".into()));
        }
        if let (Some(media), Some(_)) = (
            m.get("contentMediaType").and_then(Value::as_str),
            m.get("contentSchema"),
        ) {
            if is_json_media(media) {
                // A string that carries JSON: the caller gives the value, the client sends its text.
                let inner = self.shape(
                    &Self::child(loc, "contentSchema"),
                    &format!("{}Content", naming::unraw(name)),
                );
                if let Some(k) = m
                    .keys()
                    .find(|k| matches!(k.as_str(), "minLength" | "maxLength" | "pattern" | "format"))
                {
                    self.refine(loc, k, "on the JSON text of a value");
                }
                return Lowered::Shape(Shape::JsonText(Box::new(inner)));
            }
        }
        let mut c = StringConstraints {
            min_length: self.count(loc, m, "minLength"),
            max_length: self.count(loc, m, "maxLength"),
            ..Default::default()
        };
        if let Some(p) = m.get("pattern") {
            match p.as_str() {
                Some(p) => match oapigen_runtime::pattern::syntax_error(p) {
                    None => {
                        if let Some(e) = super::super::fake::example_breaking(m, p) {
                            self.warning(
                                &Self::child(loc, "pattern"),
                                "pattern",
                                format!(
                                    "the schema's own example `{e}` does not match its pattern `{p}`: the client checks values by the pattern all the same; the fake does not judge by it"
                                ),
                            );
                        }
                        c.pattern = Some(p.to_string())
                    }
                    Some(e) => self.error_hint(
                        &Self::child(loc, "pattern"),
                        "pattern",
                        format!("`{p}` is not a valid ECMA-262 regular expression: {e}"),
                        "patterns follow ECMA-262 (JavaScript) syntax",
                    ),
                },
                None => self.error(
                    &Self::child(loc, "pattern"),
                    Some("pattern"),
                    "`pattern` must be a string",
                ),
            }
        }
        let format = m.get("format").and_then(Value::as_str);
        if let Some(rust) = format.and_then(|f| self.format_types.get(f)) {
            if c.min_length.is_none() && c.max_length.is_none() && c.pattern.is_none() {
                return Lowered::Shape(Shape::External(rust.clone()));
            }
        }
        c.format = format.and_then(keywords::format);
        let sensitive = format == Some("password");
        if c.min_length.is_none() && c.max_length.is_none() && c.pattern.is_none() {
            return match c.format {
                Some(f) => Lowered::Shape(Shape::Format(f)),
                None if sensitive => Lowered::Kind(
                    Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                        base: ScalarBase::String,
                        constraints: ScalarConstraints::default(),
                    }))),
                    true,
                ),
                None => Lowered::Shape(Shape::String),
            };
        }
        let constraints = ScalarConstraints {
            string: c,
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                base: ScalarBase::String,
                constraints,
            }))),
            sensitive,
        )
    }

    pub(super) fn number(&mut self, loc: &Location, m: &Map<String, Value>, integer: bool) -> Lowered {
        let mut c = NumberConstraints {
            minimum: m.get("minimum").and_then(bound),
            maximum: m.get("maximum").and_then(bound),
            multiple_of: m.get("multipleOf").and_then(bound),
            ..Default::default()
        };
        for k in ["minimum", "maximum", "multipleOf"] {
            if m.get(k).is_some_and(|v| !v.is_number()) {
                self.error(&Self::child(loc, k), Some(k), format!("`{k}` must be a number"));
            }
        }
        if let Some(mo) = c.multiple_of {
            let positive = match mo {
                Bound::Int(i) => i > 0,
                Bound::Float(f) => f > 0.0,
            };
            if !positive {
                self.error(
                    &Self::child(loc, "multipleOf"),
                    Some("multipleOf"),
                    "`multipleOf` must be greater than 0",
                );
                c.multiple_of = None;
            }
        }
        // 3.0: boolean modifiers of minimum/maximum; 3.1: numbers of their own.
        for (key, is_min) in [("exclusiveMinimum", true), ("exclusiveMaximum", false)] {
            match m.get(key) {
                Some(Value::Bool(true)) if self.keywords30 => {
                    if is_min {
                        c.exclusive_minimum = c.minimum.take();
                    } else {
                        c.exclusive_maximum = c.maximum.take();
                    }
                }
                // A boolean not read as 3.0's (a 3.1 document, the setting off) is ignored.
                Some(Value::Bool(_)) | None => {}
                Some(v) => match bound(v) {
                    Some(b) if is_min => c.exclusive_minimum = Some(b),
                    Some(b) => c.exclusive_maximum = Some(b),
                    None => self.error(
                        &Self::child(loc, key),
                        Some(key),
                        format!("`{key}` must be a number or a boolean"),
                    ),
                },
            }
        }
        let format = m.get("format").and_then(Value::as_str);
        if integer {
            let kind = match format {
                Some("int8") => IntKind::I8,
                Some("int16") => IntKind::I16,
                Some("int32") => IntKind::I32,
                Some("uint8") => IntKind::U8,
                Some("uint16") => IntKind::U16,
                Some("uint32") => IntKind::U32,
                Some("uint64") | Some("uint") => IntKind::U64,
                _ => IntKind::I64,
            };
            if c.is_empty() {
                return Lowered::Shape(Shape::Integer(kind));
            }
            let constraints = ScalarConstraints {
                number: c,
                ..Default::default()
            };
            return Lowered::Kind(
                Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                    base: ScalarBase::Integer(kind),
                    constraints,
                }))),
                false,
            );
        }
        if c.is_empty() {
            return Lowered::Shape(Shape::Number);
        }
        let constraints = ScalarConstraints {
            number: c,
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                base: ScalarBase::Number,
                constraints,
            }))),
            false,
        )
    }

    /// A count keyword (`minLength`, `maxItems`, …); anything but a non-negative integer that
    /// fits in 64 bits is an error, never dropped.
    pub(super) fn count(&mut self, loc: &Location, m: &Map<String, Value>, k: &str) -> Option<u64> {
        let v = m.get(k)?;
        let n = count_value(v);
        if n.is_none() {
            self.error_hint(
                &Self::child(loc, k),
                k,
                format!("`{k}` must be a non-negative integer, found `{v}`"),
                "write a whole number such as `3`",
            );
        }
        n
    }

    pub(super) fn string_constraints_of(&mut self, loc: &Location) -> StringConstraints {
        match self.value(loc) {
            Some(Value::Object(m)) => {
                self.check_keywords(loc, m);
                match self.string(loc, m, "Key") {
                    Lowered::Kind(k, _) => match *k {
                        TypeKind::Scalar(s) => s.constraints.string,
                        _ => StringConstraints::default(),
                    },
                    Lowered::Shape(Shape::Format(f)) => StringConstraints {
                        format: Some(f),
                        ..Default::default()
                    },
                    _ => StringConstraints::default(),
                }
            }
            _ => StringConstraints::default(),
        }
    }
}
