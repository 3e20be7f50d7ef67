//! Decoding of generated structs.
//!
//! Generated structs implement `Deserialize` by reading the JSON object into an [`Object`] and
//! taking each member out of it by name ([`FromObject`]), instead of deriving it: the derived
//! code (a field enum, a visitor for maps and one for sequences, per struct) was about half of
//! the time `cargo check` spent on a generated crate. One generic implementation here
//! ([`deserialize_object`]) is compiled once; each struct's own part is not generic.
//!
//! The rules are those of a tolerant reader:
//!
//! * a required member that is missing is an error (`missing field `name``);
//! * an optional member that is absent or `null` is `None` (a server that sends `null` for a
//!   member the document does not mark nullable still decodes);
//! * a nullable optional member keeps the difference: absent, `null` or a value
//!   ([`Nullable`]);
//! * members the struct does not declare are ignored, or collected by [`Object::rest`] when the
//!   schema describes them (`additionalProperties`);
//! * a value that is not an object is an error.
//!
//! An error inside a member names it (`member `a`: member `b`: invalid type: ...`); for a
//! sensitive member the cause is left out, because serde's messages quote the offending value.

use std::collections::BTreeMap;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Deserializer};
use serde_json::{Map, Value};

use crate::Nullable;

/// The members of a JSON object being decoded into a generated struct. Its errors are
/// `serde_json::Error`s whatever the deserializer the object came from, so that the code taking
/// the members out is not generic.
#[derive(Debug)]
pub struct Object {
    members: Map<String, Value>,
}

impl Object {
    /// Reads a JSON object (anything else is an error).
    pub fn new<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        match Value::deserialize(deserializer)? {
            Value::Object(members) => Ok(Object { members }),
            other => Err(serde::de::Error::custom(format_args!(
                "invalid type: {}, expected an object",
                kind(&other)
            ))),
        }
    }

    /// A member that must be present.
    pub fn required<T: DeserializeOwned>(&mut self, name: &'static str) -> Result<T> {
        match self.members.remove(name) {
            Some(v) => decode(name, v, false),
            None => Err(serde::de::Error::missing_field(name)),
        }
    }

    /// [`Object::required`] for a sensitive member: errors do not show its value.
    pub fn required_secret<T: DeserializeOwned>(&mut self, name: &'static str) -> Result<T> {
        match self.members.remove(name) {
            Some(v) => decode(name, v, true),
            None => Err(serde::de::Error::missing_field(name)),
        }
    }

    /// A member that may be absent; `null` reads as absent.
    pub fn optional<T: DeserializeOwned>(&mut self, name: &str) -> Result<Option<T>> {
        self.optional_inner(name, false)
    }

    /// [`Object::optional`] for a sensitive member.
    pub fn optional_secret<T: DeserializeOwned>(&mut self, name: &str) -> Result<Option<T>> {
        self.optional_inner(name, true)
    }

    fn optional_inner<T: DeserializeOwned>(&mut self, name: &str, secret: bool) -> Result<Option<T>> {
        match self.members.remove(name) {
            None | Some(Value::Null) => Ok(None),
            Some(v) => decode(name, v, secret).map(Some),
        }
    }

    /// A member where absent, `null` and a value are three different things.
    pub fn nullable<T: DeserializeOwned>(&mut self, name: &str) -> Result<Nullable<T>> {
        self.nullable_inner(name, false)
    }

    /// [`Object::nullable`] for a sensitive member.
    pub fn nullable_secret<T: DeserializeOwned>(&mut self, name: &str) -> Result<Nullable<T>> {
        self.nullable_inner(name, true)
    }

    fn nullable_inner<T: DeserializeOwned>(&mut self, name: &str, secret: bool) -> Result<Nullable<T>> {
        match self.members.remove(name) {
            None => Ok(Nullable::Absent),
            Some(Value::Null) => Ok(Nullable::Null),
            Some(v) => decode(name, v, secret).map(Nullable::Value),
        }
    }

    /// Every member not taken yet (the ones beyond the declared properties).
    pub fn rest<T: DeserializeOwned>(self) -> Result<BTreeMap<String, T>> {
        self.members
            .into_iter()
            .map(|(k, v)| {
                let value = decode(&k, v, false)?;
                Ok((k, value))
            })
            .collect()
    }
}

/// A generated struct read from an [`Object`]: the body of its `Deserialize` impl, without the
/// deserializer's type. [`deserialize_object`] (through
/// [`deserialize_from_object!`](crate::deserialize_from_object)) is the impl; it is generic, this
/// is not, so a crate's structs are checked by `cargo check` once each rather than once per
/// deserializer projection and error conversion.
pub trait FromObject: Sized {
    /// Takes each member out of `object`.
    fn from_object(object: Object) -> Result<Self>;
}

/// What reading a member gives: the value or why it does not decode.
pub type Result<T, E = serde_json::Error> = std::result::Result<T, E>;

/// `T::deserialize` for a [`FromObject`]: reads the JSON object, then hands it to `T`.
pub fn deserialize_object<'de, D: Deserializer<'de>, T: FromObject>(deserializer: D) -> Result<T, D::Error> {
    T::from_object(Object::new(deserializer)?).map_err(serde::de::Error::custom)
}

/// Implements `Deserialize` for a [`FromObject`] type.
#[macro_export]
macro_rules! deserialize_from_object {
    ($name:ty) => {
        impl<'de> $crate::reexports::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::reexports::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::de::deserialize_object(deserializer)
            }
        }
    };
}

/// Decodes `value` as a tolerant reader: JSON Schema counts `1.0` as an integer, so a value
/// that does not decode is tried again with its whole-number floats read as integers. Only
/// then, so that a value that decodes (a `serde_json::Value` member keeping `1.0`) is left as
/// sent. The error is the first attempt's.
pub fn from_value<T: DeserializeOwned>(value: Value) -> Result<T, serde_json::Error> {
    let retry = has_whole_float(&value).then(|| value.clone());
    match (T::deserialize(value), retry) {
        (Err(e), Some(mut whole)) => {
            integers_for_whole_floats(&mut whole);
            T::deserialize(whole).map_err(|_| e)
        }
        (first, _) => first,
    }
}

fn decode<T: DeserializeOwned>(name: &str, value: Value, secret: bool) -> Result<T> {
    from_value(value).map_err(|e| {
        if secret {
            serde::de::Error::custom(format_args!(
                "member `{name}`: invalid value (not shown: the member is sensitive)"
            ))
        } else {
            serde::de::Error::custom(format_args!("member `{name}`: {e}"))
        }
    })
}

/// Is there a float with no fractional part in `v` (`1.0`, `-3e2`)?
fn has_whole_float(v: &Value) -> bool {
    match v {
        Value::Number(n) => whole(n).is_some(),
        Value::Array(items) => items.iter().any(has_whole_float),
        Value::Object(members) => members.values().any(has_whole_float),
        _ => false,
    }
}

/// The integer a float with no fractional part stands for, when an `i64` or `u64` holds it.
fn whole(n: &serde_json::Number) -> Option<serde_json::Number> {
    if n.is_i64() || n.is_u64() {
        return None;
    }
    let f = n.as_f64()?;
    if f.fract() != 0.0 || !f.is_finite() {
        return None;
    }
    // The bounds are exact in f64: -2^63 and 2^64.
    if (-9_223_372_036_854_775_808.0..0.0).contains(&f) {
        Some((f as i64).into())
    } else if (0.0..18_446_744_073_709_551_616.0).contains(&f) {
        Some((f as u64).into())
    } else {
        None
    }
}

fn integers_for_whole_floats(v: &mut Value) {
    match v {
        Value::Number(n) => {
            if let Some(i) = whole(n) {
                *n = i;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(integers_for_whole_floats),
        Value::Object(members) => members.values_mut().for_each(integers_for_whole_floats),
        _ => {}
    }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[derive(Debug, PartialEq)]
    struct S {
        a: u32,
        b: Option<String>,
        c: Nullable<bool>,
        extra: BTreeMap<String, i64>,
    }

    // As a generated struct decodes.
    impl FromObject for S {
        fn from_object(mut object: Object) -> Result<Self> {
            Ok(S {
                a: object.required("a")?,
                b: object.optional("b")?,
                c: object.nullable("c")?,
                extra: object.rest()?,
            })
        }
    }
    crate::deserialize_from_object!(S);

    fn decode_str(s: &str) -> Result<S, String> {
        serde_json::from_str(s).map_err(|e| e.to_string())
    }

    #[test]
    fn members_absent_null_and_present() {
        let s = decode_str(r#"{"a": 1, "b": null, "x": 5}"#).unwrap();
        assert_eq!(
            s,
            S {
                a: 1,
                b: None,
                c: Nullable::Absent,
                extra: BTreeMap::from([("x".into(), 5)])
            }
        );
        assert_eq!(decode_str(r#"{"a": 1, "c": null}"#).unwrap().c, Nullable::Null);
        assert_eq!(decode_str(r#"{"a": 1, "c": true}"#).unwrap().c, Nullable::Value(true));
    }

    #[test]
    fn errors_name_the_member() {
        assert!(decode_str(r#"{"b": "x"}"#).unwrap_err().contains("missing field `a`"));
        let e = decode_str(r#"{"a": "one"}"#).unwrap_err();
        assert!(e.contains("member `a`: invalid type: string \"one\""), "{e}");
        let e = decode_str(r#"[1]"#).unwrap_err();
        assert!(e.contains("expected an object"), "{e}");
        let e = decode_str(r#"{"a": 1, "x": "y"}"#).unwrap_err();
        assert!(e.contains("member `x`"), "{e}");
    }

    #[test]
    fn whole_floats_decode_as_integers() {
        let s = decode_str(r#"{"a": 1.0, "x": 2e0}"#).unwrap();
        assert_eq!((s.a, s.extra["x"]), (1, 2));
        let e = decode_str(r#"{"a": 1.5}"#).unwrap_err();
        assert!(e.contains("member `a`: invalid type: floating point `1.5`"), "{e}");
        let e = decode_str(r#"{"a": -1.0}"#).unwrap_err();
        assert!(e.contains("member `a`"), "{e}");
        // What decodes as sent is left as sent.
        let mut o = Object::new(json!({"v": [1.0, 2], "n": 1.0})).unwrap();
        assert_eq!(o.required::<Value>("v").unwrap(), json!([1.0, 2]));
        assert_eq!(o.required::<f64>("n").unwrap(), 1.0);
        let mut o = Object::new(json!({"v": [1.0, 3e0], "big": 1e300})).unwrap();
        assert_eq!(o.required::<Vec<i64>>("v").unwrap(), [1, 3]);
        assert!(o.required::<u64>("big").is_err());
    }

    #[test]
    fn sensitive_members_are_not_echoed() {
        let value = json!({"pw": 12345});
        let mut o = Object::new(value).unwrap();
        let e = o.required_secret::<String>("pw").unwrap_err().to_string();
        assert!(!e.contains("12345"), "{e}");
        assert!(e.contains("`pw`"), "{e}");
    }
}
