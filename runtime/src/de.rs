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

    /// A member that may be absent; `null` reads as absent, unless the member's type takes `null`
    /// itself (a newtype of a nullable schema, any JSON value): then it is that type's `null`, so
    /// that it encodes back as it came.
    pub fn optional<T: DeserializeOwned>(&mut self, name: &str) -> Result<Option<T>> {
        self.optional_inner(name, false)
    }

    /// [`Object::optional`] for a sensitive member.
    pub fn optional_secret<T: DeserializeOwned>(&mut self, name: &str) -> Result<Option<T>> {
        self.optional_inner(name, true)
    }

    fn optional_inner<T: DeserializeOwned>(&mut self, name: &str, secret: bool) -> Result<Option<T>> {
        match self.members.remove(name) {
            None => Ok(None),
            Some(Value::Null) => Ok(from_value(Value::Null).ok()),
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

/// [`deserialize_object`] for a struct whose schema has no `type` (`implied`): JSON Schema lets
/// any other JSON type through such a schema, the struct does not, and the error says so.
pub fn deserialize_implied_object<'de, D: Deserializer<'de>, T: FromObject>(deserializer: D) -> Result<T, D::Error> {
    let object = Object::new(deserializer).map_err(|e| typeless_choice(e, "an object"))?;
    T::from_object(object).map_err(serde::de::Error::custom)
}

/// `T`'s own `Deserialize`, for a list view of a schema without `type`: when the value is not a
/// list, the error says that reading it as one was oapigen's choice (an error inside the list is
/// the item's own).
pub fn implied_list<'de, T: Deserialize<'de>, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    implied(deserializer, Value::is_array, "a list")
}

/// [`implied_list`] for a map view.
pub fn implied_map<'de, T: Deserialize<'de>, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    implied(deserializer, Value::is_object, "a map")
}

fn implied<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
    deserializer: D,
    is_view: fn(&Value) -> bool,
    read_as: &str,
) -> Result<T, D::Error> {
    let value = Value::deserialize(deserializer)?;
    let refused_by_choice = !is_view(&value);
    T::deserialize(value).map_err(|e| {
        if refused_by_choice {
            typeless_choice(e, read_as)
        } else {
            serde::de::Error::custom(e)
        }
    })
}

/// A decoding error of a type-less schema's view, naming the choice that refused the value.
fn typeless_choice<E: serde::de::Error>(e: impl std::fmt::Display, read_as: &str) -> E {
    E::custom(format_args!(
        "{e}: the schema has no `type` and is read as {read_as} because of its keywords (oapigen's choice, its guide's \"Choices worth knowing\", docs/design/validation.md); `validate_json` judges such a value by the schema"
    ))
}

/// Implements `Deserialize` for a [`FromObject`] type (`implied`: its schema has no `type`,
/// [`deserialize_implied_object`]).
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
    ($name:ty, implied) => {
        impl<'de> $crate::reexports::serde::Deserialize<'de> for $name {
            fn deserialize<D: $crate::reexports::serde::Deserializer<'de>>(
                deserializer: D,
            ) -> ::std::result::Result<Self, D::Error> {
                $crate::de::deserialize_implied_object(deserializer)
            }
        }
    };
}

/// A number a generated type holds, decoded as JSON Schema counts numbers: an integer type takes
/// a float with no fractional part (`1.0`, `9007199254740992.0`) that it can hold, so that
/// `serde_json::from_value` of a stored value reads what the schema calls an integer.
pub trait Number: Sized {
    /// Decodes the number.
    fn deserialize_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error>;
}

/// [`Number::deserialize_number`], for `#[serde(deserialize_with = "…")]` and the newtypes of
/// numbers.
pub fn number<'de, T: Number, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    T::deserialize_number(deserializer)
}

/// `T`'s own `Deserialize`, for the newtypes of other values.
pub fn plain<'de, T: Deserialize<'de>, D: Deserializer<'de>>(deserializer: D) -> Result<T, D::Error> {
    T::deserialize(deserializer)
}

macro_rules! integer_number {
    ($($t:ty),*) => {$(
        impl Number for $t {
            fn deserialize_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                deserializer.deserialize_any(IntegerVisitor::<$t>(std::marker::PhantomData))
            }
        }
    )*};
}
integer_number!(i8, i16, i32, i64, u8, u16, u32, u64);

impl Number for f64 {
    fn deserialize_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        f64::deserialize(deserializer)
    }
}

impl Number for f32 {
    fn deserialize_number<'de, D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        f32::deserialize(deserializer)
    }
}

struct IntegerVisitor<T>(std::marker::PhantomData<T>);

impl<T> serde::de::Visitor<'_> for IntegerVisitor<T>
where
    T: TryFrom<i64> + TryFrom<u64>,
{
    type Value = T;

    fn expecting(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "an integer in the range of {}", std::any::type_name::<T>())
    }

    fn visit_i64<E: serde::de::Error>(self, v: i64) -> Result<T, E> {
        T::try_from(v).map_err(|_| E::invalid_value(serde::de::Unexpected::Signed(v), &self))
    }

    fn visit_u64<E: serde::de::Error>(self, v: u64) -> Result<T, E> {
        T::try_from(v).map_err(|_| E::invalid_value(serde::de::Unexpected::Unsigned(v), &self))
    }

    fn visit_f64<E: serde::de::Error>(self, v: f64) -> Result<T, E> {
        let out_of_range = || E::invalid_value(serde::de::Unexpected::Float(v), &self);
        match serde_json::Number::from_f64(v).as_ref().and_then(whole) {
            Some(n) => match (n.as_i64(), n.as_u64()) {
                (Some(i), _) => T::try_from(i).map_err(|_| out_of_range()),
                (None, Some(u)) => T::try_from(u).map_err(|_| out_of_range()),
                (None, None) => Err(out_of_range()),
            },
            None => Err(E::invalid_type(serde::de::Unexpected::Float(v), &self)),
        }
    }
}

/// The text of a discriminator member, as the mapping spells it: a string as it is, a boolean
/// or a number by its JSON text (a service written in Python maps `True` to one branch: the
/// generator spells such a key `true` where the branch pins the member to `true`).
pub fn tag_text<'v>(value: &'v Value, tag: &str) -> Option<std::borrow::Cow<'v, str>> {
    match value.get(tag)? {
        Value::String(s) => Some(std::borrow::Cow::Borrowed(s)),
        v @ (Value::Bool(_) | Value::Number(_)) => Some(std::borrow::Cow::Owned(v.to_string())),
        _ => None,
    }
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
    fn a_typeless_view_names_the_choice_only_for_another_json_type() {
        #[derive(Debug, serde::Deserialize)]
        struct L(#[serde(deserialize_with = "implied_list")] Vec<i64>);
        let err = |v: Value| serde_json::from_value::<L>(v).unwrap_err().to_string();
        assert!(
            err(json!({"a": 1})).contains("read as a list"),
            "{}",
            err(json!({"a": 1}))
        );
        // A wrong item is the item's error, not the choice's.
        let inner = err(json!([1, "x"]));
        assert!(!inner.contains("no `type`"), "{inner}");
        assert_eq!(serde_json::from_value::<L>(json!([1, 2])).unwrap().0, [1, 2]);
    }

    #[test]
    fn an_integer_takes_a_whole_float_it_can_hold_and_nothing_else() {
        #[derive(Debug, PartialEq, serde::Deserialize)]
        struct N(#[serde(deserialize_with = "number")] i64);
        #[derive(Debug, PartialEq, serde::Deserialize)]
        struct Small(#[serde(deserialize_with = "number")] u8);
        let n = |v: Value| serde_json::from_value::<N>(v).map_err(|e| e.to_string());
        assert_eq!(n(json!(1.0)), Ok(N(1)));
        assert_eq!(n(json!(-0.0)), Ok(N(0)));
        assert_eq!(n(json!(9_007_199_254_740_992.0)), Ok(N(9_007_199_254_740_992)));
        assert_eq!(n(json!(7)), Ok(N(7)));
        assert!(n(json!(1.5)).unwrap_err().contains("floating point `1.5`"));
        assert!(n(json!(1e300)).is_err());
        assert!(n(json!("1")).is_err());
        let small = |v: Value| serde_json::from_value::<Small>(v).map_err(|e| e.to_string());
        assert_eq!(small(json!(255.0)), Ok(Small(255)));
        assert!(small(json!(256.0)).unwrap_err().contains("range of u8"));
        assert!(small(json!(-1)).is_err());
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
