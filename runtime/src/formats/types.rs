//! One value type per string format (`Uuid`, `DateTime`, `Byte`, …): a string checked against
//! its [`Format`] when constructed, decoded leniently.

use std::borrow::Borrow;
use std::fmt;
use std::ops::Deref;
use std::str::FromStr;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use super::check::Format;
use crate::check;
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

        impl crate::Checked<&str> for $name {
            fn checked(s: &str) -> Result<Self, ValidationErrors> {
                Self::try_from(s)
            }
            fn unchecked(s: &str) -> Self {
                $name(s.to_owned())
            }
        }

        impl crate::Checked<String> for $name {
            fn checked(s: String) -> Result<Self, ValidationErrors> {
                Self::try_from(s)
            }
            fn unchecked(s: String) -> Self {
                $name(s)
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
        Byte(super::check::base64_encode(data))
    }

    /// Decodes the base64 text, or reports why it is not valid base64.
    pub fn decode(&self) -> Result<Vec<u8>, ValidationErrors> {
        match super::check::base64_decode(&self.0) {
            Some(data) => Ok(data),
            None => Err(Self::check(&self.0).expect_err("invalid base64 fails the format check")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::values::Nullable;

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
    fn nullable_validates_only_values() {
        let bad = Nullable::Value(Uuid("x".into()));
        assert_eq!(bad.validate().unwrap_err().violations()[0].keyword, "format");
        assert!(Nullable::<Uuid>::Null.validate().is_ok());
        assert!(Nullable::<Uuid>::Absent.validate().is_ok());
    }
}
