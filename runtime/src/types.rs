//! Value types generated code uses: format newtypes, [`Nullable`] and [`Secret`].

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::check;
use crate::format::Format;
use crate::validate::{Path, Validate, ValidationErrors, Violations};

macro_rules! format_type {
    ($(#[$doc:meta])* $name:ident, $format:ident, $example:literal) => {
        $(#[$doc])*
        ///
        /// Construct it with `TryFrom`/`FromStr`, which check the format. Decoding JSON is
        /// lenient and accepts any string, because responses are decoded tolerantly;
        /// [`Validate::validate`] checks a decoded value again.
        ///
        /// ```
        #[doc = concat!("use oapigen_runtime::", stringify!($name), ";")]
        #[doc = concat!("let v: ", stringify!($name), " = ", stringify!($example), ".parse().unwrap();")]
        #[doc = concat!("assert_eq!(v.as_str(), ", stringify!($example), ");")]
        #[doc = concat!("assert!(\"not valid\".parse::<", stringify!($name), ">().is_err());")]
        /// ```
        #[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(String);

        impl $name {
            /// The format this type checks.
            pub const FORMAT: Format = Format::$format;

            /// The text.
            pub fn as_str(&self) -> &str {
                &self.0
            }

            /// The text, owned.
            pub fn into_inner(self) -> String {
                self.0
            }

            fn check(s: &str) -> Result<(), ValidationErrors> {
                let mut out = Violations::new();
                check::format(&mut out, &Path::ROOT, s, Format::$format);
                out.into_result()
            }
        }

        impl TryFrom<String> for $name {
            type Error = ValidationErrors;
            fn try_from(s: String) -> Result<Self, ValidationErrors> {
                Self::check(&s)?;
                Ok($name(s))
            }
        }

        impl TryFrom<&str> for $name {
            type Error = ValidationErrors;
            fn try_from(s: &str) -> Result<Self, ValidationErrors> {
                Self::check(s)?;
                Ok($name(s.to_owned()))
            }
        }

        impl FromStr for $name {
            type Err = ValidationErrors;
            fn from_str(s: &str) -> Result<Self, ValidationErrors> {
                Self::try_from(s)
            }
        }

        impl From<$name> for String {
            fn from(v: $name) -> String {
                v.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(&self.0)
            }
        }

        impl fmt::Debug for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                fmt::Debug::fmt(&self.0, f)
            }
        }

        impl Deref for $name {
            type Target = str;
            fn deref(&self) -> &str {
                &self.0
            }
        }

        impl AsRef<str> for $name {
            fn as_ref(&self) -> &str {
                &self.0
            }
        }

        impl Borrow<str> for $name {
            fn borrow(&self) -> &str {
                &self.0
            }
        }

        impl PartialEq<str> for $name {
            fn eq(&self, other: &str) -> bool {
                self.0 == other
            }
        }

        impl PartialEq<&str> for $name {
            fn eq(&self, other: &&str) -> bool {
                self.0 == *other
            }
        }

        impl Serialize for $name {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(&self.0)
            }
        }

        impl<'de> Deserialize<'de> for $name {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                String::deserialize(d).map($name)
            }
        }

        impl Validate for $name {
            fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
                check::format(out, path, &self.0, Format::$format);
            }
        }
    };
}

format_type!(
    /// A `format: uuid` string (`123e4567-e89b-12d3-a456-426614174000`).
    Uuid,
    Uuid,
    "123e4567-e89b-12d3-a456-426614174000"
);
format_type!(
    /// A `format: date-time` string (RFC 3339, `2024-02-29T13:45:00Z`).
    DateTime,
    DateTime,
    "2024-02-29T13:45:00Z"
);
format_type!(
    /// A `format: date` string (RFC 3339 full-date, `2024-02-29`).
    Date,
    Date,
    "2024-02-29"
);
format_type!(
    /// A `format: time` string (RFC 3339 full-time, `13:45:00+01:00`).
    Time,
    Time,
    "13:45:00+01:00"
);
format_type!(
    /// A `format: email` string (`joe@example.com`).
    Email,
    Email,
    "joe@example.com"
);
format_type!(
    /// A `format: uri` string (an absolute URI, `https://example.com/a?b#c`).
    Uri,
    Uri,
    "https://example.com/a?b#c"
);
format_type!(
    /// A `format: ipv4` string (`192.0.2.1`).
    Ipv4,
    Ipv4,
    "192.0.2.1"
);
format_type!(
    /// A `format: ipv6` string (`2001:db8::1`).
    Ipv6,
    Ipv6,
    "2001:db8::1"
);
format_type!(
    /// A `format: byte` string: base64 (standard alphabet, padded) of binary data.
    Byte,
    Byte,
    "aGVsbG8="
);
format_type!(
    /// A `format: hostname` string (`api.example.com`).
    Hostname,
    Hostname,
    "api.example.com"
);
format_type!(
    /// A CIDR block string, IPv4 or IPv6 (`10.0.0.0/8`, `2001:db8::/32`).
    Cidr,
    Cidr,
    "10.0.0.0/8"
);

impl Byte {
    /// Base64-encodes `data`.
    pub fn encode(data: &[u8]) -> Self {
        Byte(crate::format::base64_encode(data))
    }

    /// Decodes the base64 text, or reports why it is not valid base64.
    pub fn decode(&self) -> Result<Vec<u8>, ValidationErrors> {
        match crate::format::base64_decode(&self.0) {
            Some(data) => Ok(data),
            None => Err(Self::check(&self.0).expect_err("invalid base64 fails the format check")),
        }
    }
}

/// An optional field whose schema also allows `null`: absent, `null` and a value are three
/// different things (as in a JSON merge patch, where `null` deletes and absent keeps).
///
/// Generated structs declare such a field as
/// `#[serde(default, skip_serializing_if = "Nullable::is_absent")] field: Nullable<T>`, so an
/// absent field is not written, [`Nullable::Null`] is written as `null` and a value as itself.
/// Decoding reads `null` as `Null`, a value as `Value`, and a missing member as `Absent`
/// (through `#[serde(default)]`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Nullable<T> {
    /// Not present.
    #[default]
    Absent,
    /// Present as `null`.
    Null,
    /// Present with a value.
    Value(T),
}

impl<T> Nullable<T> {
    /// Whether the field is absent.
    pub fn is_absent(&self) -> bool {
        matches!(self, Nullable::Absent)
    }

    /// Whether the field is present as `null`.
    pub fn is_null(&self) -> bool {
        matches!(self, Nullable::Null)
    }

    /// Whether the field holds a value.
    pub fn is_value(&self) -> bool {
        matches!(self, Nullable::Value(_))
    }

    /// Borrows the value.
    pub fn as_ref(&self) -> Nullable<&T> {
        match self {
            Nullable::Absent => Nullable::Absent,
            Nullable::Null => Nullable::Null,
            Nullable::Value(v) => Nullable::Value(v),
        }
    }

    /// Borrows the value mutably.
    pub fn as_mut(&mut self) -> Nullable<&mut T> {
        match self {
            Nullable::Absent => Nullable::Absent,
            Nullable::Null => Nullable::Null,
            Nullable::Value(v) => Nullable::Value(v),
        }
    }

    /// The value, if there is one.
    pub fn value(&self) -> Option<&T> {
        match self {
            Nullable::Value(v) => Some(v),
            _ => None,
        }
    }

    /// The value, if there is one (absent and `null` both become `None`).
    pub fn into_option(self) -> Option<T> {
        match self {
            Nullable::Value(v) => Some(v),
            _ => None,
        }
    }

    /// Maps the value, keeping absent and `null`.
    pub fn map<U>(self, f: impl FnOnce(T) -> U) -> Nullable<U> {
        match self {
            Nullable::Absent => Nullable::Absent,
            Nullable::Null => Nullable::Null,
            Nullable::Value(v) => Nullable::Value(f(v)),
        }
    }
}

impl<T> From<T> for Nullable<T> {
    fn from(v: T) -> Self {
        Nullable::Value(v)
    }
}

impl<T> From<Option<T>> for Nullable<T> {
    /// `None` becomes [`Nullable::Null`] (an explicit `null`), `Some` a value.
    fn from(v: Option<T>) -> Self {
        match v {
            Some(v) => Nullable::Value(v),
            None => Nullable::Null,
        }
    }
}

impl<T: Serialize> Serialize for Nullable<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self {
            Nullable::Value(v) => v.serialize(s),
            Nullable::Absent | Nullable::Null => s.serialize_none(),
        }
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Nullable<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Option::<T>::deserialize(d).map(Nullable::from)
    }
}

impl<T: Validate> Validate for Nullable<T> {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        if let Nullable::Value(v) = self {
            v.validate_at(path, out);
        }
    }
}

/// A secret string (an API key, a password): `Debug` and `Display` print `<redacted>`.
///
/// [`Secret::expose`] is the only way to read it. Serializing writes the real value (a
/// password in a request body has to be sent); deserializing accepts any string.
///
/// ```
/// use oapigen_runtime::Secret;
/// let key = Secret::new("s3cr3t");
/// assert_eq!(format!("{key:?} {key}"), "<redacted> <redacted>");
/// assert_eq!(key.expose(), "s3cr3t");
/// ```
#[derive(Clone, PartialEq, Eq)]
pub struct Secret(String);

impl Secret {
    /// Wraps a secret.
    pub fn new(s: impl Into<String>) -> Self {
        Secret(s.into())
    }

    /// The secret text. Keep it out of logs.
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl From<String> for Secret {
    fn from(s: String) -> Self {
        Secret(s)
    }
}

impl From<&str> for Secret {
    fn from(s: &str) -> Self {
        Secret(s.to_owned())
    }
}

impl fmt::Debug for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl fmt::Display for Secret {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("<redacted>")
    }
}

impl Serialize for Secret {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(&self.0)
    }
}

impl<'de> Deserialize<'de> for Secret {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        String::deserialize(d).map(Secret)
    }
}

impl Validate for Secret {
    /// A secret has no rules of its own; generated code checks a secret field's constraints
    /// inside [`Violations::sensitive`].
    fn validate_at(&self, _path: &Path<'_>, _out: &mut Violations) {}
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    struct Patch {
        #[serde(default, skip_serializing_if = "Nullable::is_absent")]
        description: Nullable<String>,
        #[serde(default, skip_serializing_if = "Nullable::is_absent")]
        size: Nullable<u32>,
    }

    #[test]
    fn nullable_round_trips_three_states() {
        let cases = [
            (
                Patch {
                    description: Nullable::Absent,
                    size: Nullable::Absent,
                },
                "{}",
            ),
            (
                Patch {
                    description: Nullable::Null,
                    size: Nullable::Null,
                },
                r#"{"description":null,"size":null}"#,
            ),
            (
                Patch {
                    description: Nullable::Value("x".into()),
                    size: Nullable::Value(3),
                },
                r#"{"description":"x","size":3}"#,
            ),
            (
                Patch {
                    description: Nullable::Null,
                    size: Nullable::Value(0),
                },
                r#"{"description":null,"size":0}"#,
            ),
        ];
        for (value, json) in cases {
            assert_eq!(serde_json::to_string(&value).unwrap(), json);
            assert_eq!(serde_json::from_str::<Patch>(json).unwrap(), value);
        }
        assert!(serde_json::from_str::<Patch>(r#"{"size":"x"}"#).is_err());
    }

    #[test]
    fn nullable_helpers() {
        let v: Nullable<u32> = 5.into();
        assert!(v.is_value() && !v.is_null() && !v.is_absent());
        assert_eq!(v.value(), Some(&5));
        assert_eq!(v.as_ref(), Nullable::Value(&5));
        assert_eq!(v.map(|x| x + 1), Nullable::Value(6));
        assert_eq!(Nullable::<u32>::from(None), Nullable::Null);
        assert_eq!(Nullable::from(Some(1)), Nullable::Value(1));
        assert_eq!(Nullable::<u32>::default(), Nullable::Absent);
        // No `T: Default` bound.
        struct NoDefault;
        assert!(Nullable::<NoDefault>::default().is_absent());
        assert_eq!(Nullable::<u32>::Null.into_option(), None);
        assert_eq!(Nullable::<u32>::Null.value(), None);
        let mut m = Nullable::Value(1);
        if let Nullable::Value(x) = m.as_mut() {
            *x = 9;
        }
        assert_eq!(m, Nullable::Value(9));
    }

    #[test]
    fn nullable_validates_only_values() {
        let bad = Nullable::Value(Uuid("x".into()));
        assert_eq!(bad.validate().unwrap_err().violations()[0].keyword, "format");
        assert!(Nullable::<Uuid>::Null.validate().is_ok());
        assert!(Nullable::<Uuid>::Absent.validate().is_ok());
    }

    #[test]
    fn format_types_check_on_construction_but_decode_leniently() {
        assert!(Uuid::try_from("123e4567-e89b-12d3-a456-426614174000").is_ok());
        let err = Uuid::try_from("nope").unwrap_err();
        assert_eq!(err.violations()[0].path, "");
        assert_eq!(err.violations()[0].value.as_deref(), Some("\"nope\""));
        let lenient: Uuid = serde_json::from_str("\"nope\"").unwrap();
        assert_eq!(lenient.as_str(), "nope");
        assert!(lenient.validate().is_err());
        assert!(serde_json::from_str::<Uuid>("3").is_err());
        let d = Date::try_from("2024-02-29".to_owned()).unwrap();
        assert_eq!(serde_json::to_string(&d).unwrap(), "\"2024-02-29\"");
        assert_eq!(format!("{d:?}"), "\"2024-02-29\"");
        assert_eq!(d.to_string(), "2024-02-29");
        assert_eq!(d.len(), 10); // Deref<Target = str>
        assert_eq!(d, "2024-02-29");
        assert_eq!(String::from(d.clone()), "2024-02-29");
        assert_eq!(d.into_inner(), "2024-02-29");
        assert!("2023-02-29".parse::<Date>().is_err());
        assert!("10.0.0.0/33".parse::<Cidr>().is_err());
        assert!("10.0.0.0/24".parse::<Cidr>().is_ok());
        assert_eq!(DateTime::FORMAT, Format::DateTime);
    }

    #[test]
    fn byte_encodes_and_decodes() {
        let b = Byte::encode(b"hello");
        assert_eq!(b.as_str(), "aGVsbG8=");
        assert_eq!(b.decode().unwrap(), b"hello");
        let bad: Byte = serde_json::from_str("\"a\"").unwrap();
        assert_eq!(bad.decode().unwrap_err().violations()[0].keyword, "format");
    }

    #[test]
    fn secret_is_redacted() {
        let s = Secret::from("k3y");
        assert_eq!(format!("{s:?}"), "<redacted>");
        assert_eq!(format!("{s}"), "<redacted>");
        assert_eq!(format!("{:?}", Some(&s)), "Some(<redacted>)");
        assert_eq!(s.expose(), "k3y");
        assert_eq!(serde_json::to_string(&s).unwrap(), "\"k3y\"");
        let back: Secret = serde_json::from_str("\"k3y\"").unwrap();
        assert_eq!(back, s);
    }
}
