//! Constraints on scalars, as JSON Schema defines them.

use serde_json::Value;

/// `format` values that have a runtime check (and, without other constraints, a runtime type).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    Uuid,
    DateTime,
    Date,
    Time,
    Email,
    Uri,
    Ipv4,
    Ipv6,
    Byte,
    Hostname,
    Cidr,
}

impl Format {
    /// The variant name of `oapigen_runtime::Format` and the runtime type of the same name.
    pub fn rust_name(self) -> &'static str {
        match self {
            Format::Uuid => "Uuid",
            Format::DateTime => "DateTime",
            Format::Date => "Date",
            Format::Time => "Time",
            Format::Email => "Email",
            Format::Uri => "Uri",
            Format::Ipv4 => "Ipv4",
            Format::Ipv6 => "Ipv6",
            Format::Byte => "Byte",
            Format::Hostname => "Hostname",
            Format::Cidr => "Cidr",
        }
    }

    pub fn keyword(self) -> &'static str {
        match self {
            Format::Uuid => "uuid",
            Format::DateTime => "date-time",
            Format::Date => "date",
            Format::Time => "time",
            Format::Email => "email",
            Format::Uri => "uri",
            Format::Ipv4 => "ipv4",
            Format::Ipv6 => "ipv6",
            Format::Byte => "byte",
            Format::Hostname => "hostname",
            Format::Cidr => "cidr",
        }
    }
}

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
