//! Value types generated code uses that are not formats: [`Nullable`] (absent, `null` or a
//! value), [`Secret`] (a string never printed) and [`Redacted`] (what `Debug` prints instead of
//! a sensitive value).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::validate::{Path, Validate, Violations};

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

/// Stands in for a sensitive value in `Debug` output: prints `<redacted>`.
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Redacted;

impl std::fmt::Debug for Redacted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("<redacted>")
    }
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

    #[test]
    fn redacted_prints_redacted() {
        assert_eq!(format!("{:?}", Redacted), "<redacted>");
    }
}
