//! `minItems`, `maxItems` and `uniqueItems` (with JSON equality).

use serde::Serialize;

use super::plural;
use crate::validate::{Path, Violations};

// ---------------------------------------------------------------------------------------------
// arrays

/// `minItems`: at least `min` items.
pub fn min_items(out: &mut Violations, path: &Path<'_>, len: usize, min: u64) {
    let n = len as u64;
    if n < min {
        out.push(
            path,
            "minItems",
            format!("must have at least {min} {} (got {n})", plural(min, "item", "items")),
            || n.to_string(),
        );
    }
}

/// `maxItems`: at most `max` items.
pub fn max_items(out: &mut Violations, path: &Path<'_>, len: usize, max: u64) {
    let n = len as u64;
    if n > max {
        out.push(
            path,
            "maxItems",
            format!("must have at most {max} {} (got {n})", plural(max, "item", "items")),
            || n.to_string(),
        );
    }
}

/// `uniqueItems`: no two items are equal as JSON values.
///
/// Items are compared with `PartialEq` first (no allocation). Only when an item contains a
/// float, where `PartialEq` and JSON equality can disagree (`1` and `1.0` inside a
/// `serde_json::Value` or an untagged enum), are items serialized and compared as JSON. The
/// first pair of equal items is reported.
pub fn unique_items<T: PartialEq + Serialize>(out: &mut Violations, path: &Path<'_>, items: &[T]) {
    let mut dup = None;
    'outer: for (i, a) in items.iter().enumerate() {
        for (j, b) in items.iter().enumerate().skip(i + 1) {
            if a == b {
                dup = Some((i, j));
                break 'outer;
            }
        }
    }
    if dup.is_none() && items.len() > 1 && items.iter().any(float_probe::contains_float) {
        let values: Vec<serde_json::Value> = items
            .iter()
            .map(|v| serde_json::to_value(v).unwrap_or(serde_json::Value::Null))
            .collect();
        'slow: for (i, a) in values.iter().enumerate() {
            for (j, b) in values.iter().enumerate().skip(i + 1) {
                if json_equal(a, b) {
                    dup = Some((i, j));
                    break 'slow;
                }
            }
        }
    }
    if let Some((i, j)) = dup {
        out.push(
            path,
            "uniqueItems",
            format!("must not contain duplicates (items {i} and {j} are equal)"),
            || serde_json::to_string(&items[j]).unwrap_or_default(),
        );
    }
}

/// JSON equality: numbers compare by value (`1` equals `1.0`), objects ignore member order.
pub fn json_equal(a: &serde_json::Value, b: &serde_json::Value) -> bool {
    use serde_json::Value;
    match (a, b) {
        (Value::Number(x), Value::Number(y)) => {
            if let (Some(x), Some(y)) = (x.as_i64(), y.as_i64()) {
                x == y
            } else if let (Some(x), Some(y)) = (x.as_u64(), y.as_u64()) {
                x == y
            } else {
                match (x.as_f64(), y.as_f64()) {
                    (Some(x), Some(y)) => x == y,
                    _ => x == y,
                }
            }
        }
        (Value::Array(x), Value::Array(y)) => x.len() == y.len() && x.iter().zip(y).all(|(a, b)| json_equal(a, b)),
        (Value::Object(x), Value::Object(y)) => {
            x.len() == y.len() && x.iter().all(|(k, v)| y.get(k).is_some_and(|w| json_equal(v, w)))
        }
        _ => a == b,
    }
}

/// Finds out, without allocating, whether a value serializes any float.
pub(super) mod float_probe {
    use serde::ser::{self, Serialize};
    use std::fmt;

    #[derive(Debug)]
    pub(super) struct Found;

    impl fmt::Display for Found {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("stop")
        }
    }

    impl std::error::Error for Found {}

    impl ser::Error for Found {
        fn custom<T: fmt::Display>(_msg: T) -> Self {
            Found
        }
    }

    /// Whether `v` serializes an `f32` or `f64` anywhere (a custom error counts as one, so
    /// such values take the JSON path).
    pub(crate) fn contains_float<T: Serialize>(v: &T) -> bool {
        v.serialize(Probe).is_err()
    }

    struct Probe;

    type R = Result<(), Found>;

    impl ser::Serializer for Probe {
        type Ok = ();
        type Error = Found;
        type SerializeSeq = Probe;
        type SerializeTuple = Probe;
        type SerializeTupleStruct = Probe;
        type SerializeTupleVariant = Probe;
        type SerializeMap = Probe;
        type SerializeStruct = Probe;
        type SerializeStructVariant = Probe;

        fn serialize_bool(self, _: bool) -> R {
            Ok(())
        }
        fn serialize_i8(self, _: i8) -> R {
            Ok(())
        }
        fn serialize_i16(self, _: i16) -> R {
            Ok(())
        }
        fn serialize_i32(self, _: i32) -> R {
            Ok(())
        }
        fn serialize_i64(self, _: i64) -> R {
            Ok(())
        }
        fn serialize_i128(self, _: i128) -> R {
            Ok(())
        }
        fn serialize_u8(self, _: u8) -> R {
            Ok(())
        }
        fn serialize_u16(self, _: u16) -> R {
            Ok(())
        }
        fn serialize_u32(self, _: u32) -> R {
            Ok(())
        }
        fn serialize_u64(self, _: u64) -> R {
            Ok(())
        }
        fn serialize_u128(self, _: u128) -> R {
            Ok(())
        }
        fn serialize_f32(self, _: f32) -> R {
            Err(Found)
        }
        fn serialize_f64(self, _: f64) -> R {
            Err(Found)
        }
        fn serialize_char(self, _: char) -> R {
            Ok(())
        }
        fn serialize_str(self, _: &str) -> R {
            Ok(())
        }
        fn serialize_bytes(self, _: &[u8]) -> R {
            Ok(())
        }
        fn serialize_none(self) -> R {
            Ok(())
        }
        fn serialize_some<T: ?Sized + Serialize>(self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn serialize_unit(self) -> R {
            Ok(())
        }
        fn serialize_unit_struct(self, _: &'static str) -> R {
            Ok(())
        }
        fn serialize_unit_variant(self, _: &'static str, _: u32, _: &'static str) -> R {
            Ok(())
        }
        fn serialize_newtype_struct<T: ?Sized + Serialize>(self, _: &'static str, v: &T) -> R {
            v.serialize(Probe)
        }
        fn serialize_newtype_variant<T: ?Sized + Serialize>(
            self,
            _: &'static str,
            _: u32,
            _: &'static str,
            v: &T,
        ) -> R {
            v.serialize(Probe)
        }
        fn serialize_seq(self, _: Option<usize>) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_tuple(self, _: usize) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_tuple_struct(self, _: &'static str, _: usize) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_tuple_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_map(self, _: Option<usize>) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_struct(self, _: &'static str, _: usize) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn serialize_struct_variant(self, _: &'static str, _: u32, _: &'static str, _: usize) -> Result<Probe, Found> {
            Ok(Probe)
        }
        fn collect_str<T: ?Sized + fmt::Display>(self, _: &T) -> R {
            Ok(())
        }
    }

    impl ser::SerializeSeq for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeTuple for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_element<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeTupleStruct for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeTupleVariant for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_field<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeMap for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_key<T: ?Sized + Serialize>(&mut self, _: &T) -> R {
            Ok(())
        }
        fn serialize_value<T: ?Sized + Serialize>(&mut self, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeStruct for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_field<T: ?Sized + Serialize>(&mut self, _: &'static str, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }

    impl ser::SerializeStructVariant for Probe {
        type Ok = ();
        type Error = Found;
        fn serialize_field<T: ?Sized + Serialize>(&mut self, _: &'static str, v: &T) -> R {
            v.serialize(Probe)
        }
        fn end(self) -> R {
            Ok(())
        }
    }
}
