//! Constraints on scalars, as JSON Schema defines them.

use serde_json::Value;

/// `format` values that have a runtime check (and, without other constraints, a runtime type):
/// the runtime's table is the one list of them and their keywords.
pub use oapigen_runtime::Format;

/// Constraints on strings (also used for map keys through `propertyNames`).
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StringConstraints {
    pub min_length: Option<u64>,
    pub max_length: Option<u64>,
    /// ECMA-262 source, unanchored unless the pattern anchors itself.
    pub pattern: Option<String>,
    pub format: Option<Format>,
}

impl StringConstraints {
    pub fn is_empty(&self) -> bool {
        self.min_length.is_none() && self.max_length.is_none() && self.pattern.is_none() && self.format.is_none()
    }
}

/// A numeric bound; integers keep their exact value.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Bound {
    Int(i128),
    Float(f64),
}

/// Constraints on numbers.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct NumberConstraints {
    pub minimum: Option<Bound>,
    pub maximum: Option<Bound>,
    pub exclusive_minimum: Option<Bound>,
    pub exclusive_maximum: Option<Bound>,
    pub multiple_of: Option<Bound>,
}

impl NumberConstraints {
    pub fn is_empty(&self) -> bool {
        self.minimum.is_none()
            && self.maximum.is_none()
            && self.exclusive_minimum.is_none()
            && self.exclusive_maximum.is_none()
            && self.multiple_of.is_none()
    }
}

/// Everything a constrained scalar checks.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct ScalarConstraints {
    pub string: StringConstraints,
    pub number: NumberConstraints,
    /// `enum` over non-string (or mixed) values; JSON equality.
    pub enum_values: Option<Vec<Value>>,
    /// `const`.
    pub const_value: Option<Value>,
}
