//! Which JSON types a shape's values can have: what decides whether two alternatives of a
//! `oneOf` can both hold one value (so that exclusivity needs checking at all).

use super::*;

pub const JSON_NULL: u8 = 1;

pub const JSON_BOOLEAN: u8 = 2;

pub const JSON_INTEGER: u8 = 4;

/// A number that is not an integer.
pub const JSON_NUMBER: u8 = 8;

pub const JSON_STRING: u8 = 16;

pub const JSON_ARRAY: u8 = 32;

pub const JSON_OBJECT: u8 = 64;

pub const JSON_ANY: u8 = 127;

impl Api {
    /// The JSON types a value of this shape can have, as a bit set (`JSON_*`).
    pub fn json_kinds(&self, shape: &Shape) -> u8 {
        self.json_kinds_at(shape, 0)
    }

    fn json_kinds_at(&self, shape: &Shape, depth: usize) -> u8 {
        if depth > 32 {
            return JSON_ANY;
        }
        match shape {
            Shape::Named(id) => match &self.ty(*id).kind {
                TypeKind::Struct(_) => JSON_OBJECT,
                TypeKind::Enum(_) => JSON_STRING,
                TypeKind::Union(u) if u.tag.is_some() => JSON_OBJECT,
                TypeKind::Union(u) => u
                    .variants
                    .iter()
                    .fold(0, |k, v| k | self.json_kinds_at(&v.shape, depth + 1)),
                TypeKind::Scalar(s) => match s.base {
                    ScalarBase::String => JSON_STRING,
                    ScalarBase::Integer(_) => JSON_INTEGER,
                    ScalarBase::Number => JSON_INTEGER | JSON_NUMBER,
                    ScalarBase::Any => JSON_ANY,
                },
                TypeKind::Alias(inner) => self.json_kinds_at(inner, depth + 1),
            },
            Shape::String | Shape::Format(_) => JSON_STRING,
            Shape::Integer(_) => JSON_INTEGER,
            Shape::Number => JSON_INTEGER | JSON_NUMBER,
            Shape::Boolean => JSON_BOOLEAN,
            Shape::Any | Shape::External(_) => JSON_ANY,
            Shape::Array(_) => JSON_ARRAY,
            Shape::Map(_) => JSON_OBJECT,
            Shape::Nullable(inner) => JSON_NULL | self.json_kinds_at(inner, depth + 1),
            Shape::Checked(inner, _) => self.json_kinds_at(inner, depth + 1),
            Shape::JsonText(_) => JSON_STRING,
        }
    }

    /// Does `validate()` of this union check `oneOf` exclusivity: is it an untagged `oneOf`
    /// two of whose alternatives can hold one JSON value?
    pub fn checks_exclusivity(&self, u: &UnionDef) -> bool {
        if !u.exclusive || u.tag.is_some() || u.variants.len() < 2 {
            return false;
        }
        let kinds: Vec<u8> = u.variants.iter().map(|v| self.json_kinds(&v.shape)).collect();
        kinds
            .iter()
            .enumerate()
            .any(|(i, a)| kinds[i + 1..].iter().any(|b| a & b != 0))
    }
}
