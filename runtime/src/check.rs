//! The rules generated [`Validate`](crate::Validate) implementations call.
//!
//! Each function checks one JSON Schema keyword (or one cross-field rule) and, when the rule
//! is broken, records a [`Violation`](crate::Violation) through [`Violations::push`]. Nothing
//! is returned and nothing is allocated when the rule holds.
//!
//! Bounds are the schema's numbers. Messages are sentences for a person:
//! `must be at most 20 characters (got 25)`. The recorded value is the offending value as JSON
//! (strings longer than 200 characters shortened), or `None` inside
//! [`Violations::sensitive`].

use std::fmt::{self, Write as _};

use serde::Serialize;

pub use crate::formats::Format;
pub use crate::pattern::Pattern;
use crate::validate::{Path, Violations};

/// Longest string value (in characters) kept in a violation.
const VALUE_EXCERPT: usize = 200;

/// A string as a JSON string literal, shortened past [`VALUE_EXCERPT`] characters.
fn render_str(s: &str) -> String {
    match s.char_indices().nth(VALUE_EXCERPT) {
        Some((cut, _)) => {
            let mut out = serde_json::Value::from(&s[..cut]).to_string();
            out.insert(out.len() - 1, '…');
            out
        }
        None => serde_json::Value::from(s).to_string(),
    }
}

/// A float as a short decimal (exponent form for very large or small magnitudes).
struct F(f64);

impl fmt::Display for F {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let a = self.0.abs();
        if a != 0.0 && !(1e-6..1e16).contains(&a) {
            write!(f, "{:e}", self.0)
        } else {
            write!(f, "{}", self.0)
        }
    }
}

fn plural(n: u64, one: &'static str, many: &'static str) -> &'static str {
    if n == 1 { one } else { many }
}

fn quoted_list(items: impl IntoIterator<Item = impl fmt::Display>) -> String {
    let mut out = String::new();
    for (i, item) in items.into_iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        let _ = write!(out, "`{item}`");
    }
    out
}

// ---------------------------------------------------------------------------------------------
// strings

/// `minLength`: at least `min` characters, counted as Unicode code points (not bytes).
pub fn min_length(out: &mut Violations, path: &Path<'_>, s: &str, min: u64) {
    // Cheap exits: a byte length below `min` is also a code point count below it, and every
    // code point takes at least one byte.
    if s.len() as u64 >= min.saturating_mul(4) {
        return;
    }
    let n = s.chars().count() as u64;
    if n < min {
        out.push(
            path,
            "minLength",
            format!(
                "must be at least {min} {} (got {n})",
                plural(min, "character", "characters")
            ),
            || render_str(s),
        );
    }
}

/// `maxLength`: at most `max` characters, counted as Unicode code points (not bytes).
pub fn max_length(out: &mut Violations, path: &Path<'_>, s: &str, max: u64) {
    if s.len() as u64 <= max {
        return;
    }
    let n = s.chars().count() as u64;
    if n > max {
        out.push(
            path,
            "maxLength",
            format!(
                "must be at most {max} {} (got {n})",
                plural(max, "character", "characters")
            ),
            || render_str(s),
        );
    }
}

/// `pattern`: the ECMA-262 expression matches somewhere in `s` (unanchored search). A pattern
/// that does not compile is recorded as a violation instead of panicking.
pub fn pattern(out: &mut Violations, path: &Path<'_>, s: &str, pat: &Pattern) {
    match pat.try_is_match(s) {
        Ok(true) => {}
        Ok(false) => out.push(
            path,
            "pattern",
            format!("must match the pattern `{}`", pat.as_str()),
            || render_str(s),
        ),
        Err(e) => out.push(
            path,
            "pattern",
            format!(
                "cannot be checked: the pattern `{}` does not compile ({e})",
                pat.as_str()
            ),
            || render_str(s),
        ),
    }
}

/// `format`: `s` is valid for `f` (see [`Format`]).
pub fn format(out: &mut Violations, path: &Path<'_>, s: &str, f: Format) {
    if !f.is_valid(s) {
        out.push(
            path,
            "format",
            format!("must be a valid {} (format `{}`)", f.describe(), f.keyword()),
            || render_str(s),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// integers

/// `minimum` for integers: `v >= min`.
pub fn minimum_i(out: &mut Violations, path: &Path<'_>, v: i64, min: i64) {
    if v < min {
        out.push(path, "minimum", format!("must be at least {min} (got {v})"), || {
            v.to_string()
        });
    }
}

/// `maximum` for integers: `v <= max`.
pub fn maximum_i(out: &mut Violations, path: &Path<'_>, v: i64, max: i64) {
    if v > max {
        out.push(path, "maximum", format!("must be at most {max} (got {v})"), || {
            v.to_string()
        });
    }
}

/// `exclusiveMinimum` for integers: `v > min`.
pub fn exclusive_minimum_i(out: &mut Violations, path: &Path<'_>, v: i64, min: i64) {
    if v <= min {
        out.push(
            path,
            "exclusiveMinimum",
            format!("must be greater than {min} (got {v})"),
            || v.to_string(),
        );
    }
}

/// `exclusiveMaximum` for integers: `v < max`.
pub fn exclusive_maximum_i(out: &mut Violations, path: &Path<'_>, v: i64, max: i64) {
    if v >= max {
        out.push(
            path,
            "exclusiveMaximum",
            format!("must be less than {max} (got {v})"),
            || v.to_string(),
        );
    }
}

/// `multipleOf` for integers: `v` is divisible by `m`. A zero `m` (not a valid schema)
/// checks nothing.
pub fn multiple_of_i(out: &mut Violations, path: &Path<'_>, v: i64, m: i64) {
    if m == 0 {
        return;
    }
    // `checked_rem` is `None` only for `i64::MIN % -1`, whose remainder is 0.
    if v.checked_rem(m).unwrap_or(0) != 0 {
        out.push(
            path,
            "multipleOf",
            format!("must be a multiple of {m} (got {v})"),
            || v.to_string(),
        );
    }
}

/// `format: int32`: `v` fits in a 32-bit signed integer.
pub fn int32(out: &mut Violations, path: &Path<'_>, v: i64) {
    if i32::try_from(v).is_err() {
        out.push(
            path,
            "format",
            format!("must be a 32-bit integer ({} to {}) (got {v})", i32::MIN, i32::MAX),
            || v.to_string(),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// floats

/// `minimum` for numbers: `v >= min` (NaN is a violation).
pub fn minimum_f(out: &mut Violations, path: &Path<'_>, v: f64, min: f64) {
    if v < min || v.is_nan() {
        out.push(
            path,
            "minimum",
            format!("must be at least {} (got {})", F(min), F(v)),
            || F(v).to_string(),
        );
    }
}

/// `maximum` for numbers: `v <= max` (NaN is a violation).
pub fn maximum_f(out: &mut Violations, path: &Path<'_>, v: f64, max: f64) {
    if v > max || v.is_nan() {
        out.push(
            path,
            "maximum",
            format!("must be at most {} (got {})", F(max), F(v)),
            || F(v).to_string(),
        );
    }
}

/// `exclusiveMinimum` for numbers: `v > min` (NaN is a violation).
pub fn exclusive_minimum_f(out: &mut Violations, path: &Path<'_>, v: f64, min: f64) {
    if v <= min || v.is_nan() {
        out.push(
            path,
            "exclusiveMinimum",
            format!("must be greater than {} (got {})", F(min), F(v)),
            || F(v).to_string(),
        );
    }
}

/// `exclusiveMaximum` for numbers: `v < max` (NaN is a violation).
pub fn exclusive_maximum_f(out: &mut Violations, path: &Path<'_>, v: f64, max: f64) {
    if v >= max || v.is_nan() {
        out.push(
            path,
            "exclusiveMaximum",
            format!("must be less than {} (got {})", F(max), F(v)),
            || F(v).to_string(),
        );
    }
}

/// `multipleOf` for numbers, with the decimal reading JSON Schema validators use: `0.3` is a
/// multiple of `0.1` although the binary floats are not. A non-positive or non-finite `m`
/// (not a valid schema) checks nothing.
pub fn multiple_of_f(out: &mut Violations, path: &Path<'_>, v: f64, m: f64) {
    if !m.is_finite() || m <= 0.0 {
        return;
    }
    if !is_multiple_of_f(v, m) {
        out.push(
            path,
            "multipleOf",
            format!("must be a multiple of {} (got {})", F(m), F(v)),
            || F(v).to_string(),
        );
    }
}

/// A fixed buffer that `write!` fills without allocating.
struct StackBuf {
    buf: [u8; 48],
    len: usize,
}

impl fmt::Write for StackBuf {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        let end = self.len + s.len();
        if end > self.buf.len() {
            return Err(fmt::Error);
        }
        self.buf[self.len..end].copy_from_slice(s.as_bytes());
        self.len = end;
        Ok(())
    }
}

/// A finite float as the shortest decimal that reads back as it: `mantissa / 10^decimals`.
fn decimal_parts(v: f64) -> Option<(i128, i32)> {
    if !v.is_finite() {
        return None;
    }
    let mut b = StackBuf { buf: [0; 48], len: 0 };
    write!(b, "{v:e}").ok()?;
    let text = &b.buf[..b.len];
    let (digits, exp) = match text.iter().position(|c| *c == b'e') {
        Some(e) => (&text[..e], &text[e + 1..]),
        None => (text, &b"0"[..]),
    };
    let mut mantissa: i128 = 0;
    let mut decimals: i32 = 0;
    let mut negative = false;
    let mut fractional = false;
    for &c in digits {
        match c {
            b'-' => negative = true,
            b'.' => fractional = true,
            d => {
                mantissa = mantissa
                    .checked_mul(10)?
                    .checked_add(i128::from(d.checked_sub(b'0')?))?;
                decimals += i32::from(fractional);
            }
        }
    }
    let (exp_negative, exp_digits) = match exp.split_first() {
        Some((b'-', rest)) => (true, rest),
        _ => (false, exp),
    };
    let mut exponent: i32 = 0;
    for &d in exp_digits {
        exponent = exponent.checked_mul(10)?.checked_add(i32::from(d.checked_sub(b'0')?))?;
    }
    if exp_negative {
        exponent = -exponent;
    }
    Some((if negative { -mantissa } else { mantissa }, decimals - exponent))
}

/// Whether `v / m` is an integer in the decimal reading of both; `None` outside `i128`.
fn divides_exactly(v: f64, m: f64) -> Option<bool> {
    let (vm, vd) = decimal_parts(v)?;
    let (mm, md) = decimal_parts(m)?;
    if mm == 0 {
        return None;
    }
    let shared = vd.min(md);
    let scale = |mantissa: i128, decimals: i32| {
        let places = u32::try_from(decimals - shared).ok()?;
        mantissa.checked_mul(10_i128.checked_pow(places)?)
    };
    Some(scale(vm, md)? % scale(mm, vd)? == 0)
}

/// The `multipleOf` test for a float value (`m > 0`), as the `jsonschema` crate decides it.
pub(crate) fn is_multiple_of_f(v: f64, m: f64) -> bool {
    if !v.is_finite() {
        return false;
    }
    if m.fract() == 0.0 && m <= 9_007_199_254_740_992.0 {
        // A whole divisor: a fractional value never divides, a whole one by float remainder.
        return v.fract() == 0.0 && v % m == 0.0;
    }
    if v == 0.0 {
        return true;
    }
    if v.abs() < m {
        return false;
    }
    if let Some(answer) = divides_exactly(v, m) {
        return answer;
    }
    let q = v / m;
    (q - q.round()).abs() <= f64::EPSILON * q.abs().max(1.0)
}

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
mod float_probe {
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
    pub(super) fn contains_float<T: Serialize>(v: &T) -> bool {
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

// ---------------------------------------------------------------------------------------------
// objects

/// `minProperties`: at least `min` members.
pub fn min_properties(out: &mut Violations, path: &Path<'_>, n: usize, min: u64) {
    let n = n as u64;
    if n < min {
        out.push(
            path,
            "minProperties",
            format!(
                "must have at least {min} {} (got {n})",
                plural(min, "property", "properties")
            ),
            || n.to_string(),
        );
    }
}

/// `maxProperties`: at most `max` members.
pub fn max_properties(out: &mut Violations, path: &Path<'_>, n: usize, max: u64) {
    let n = n as u64;
    if n > max {
        out.push(
            path,
            "maxProperties",
            format!(
                "must have at most {max} {} (got {n})",
                plural(max, "property", "properties")
            ),
            || n.to_string(),
        );
    }
}

/// `required`: the member `name` of the object at `path` is present. The violation's path
/// points at the missing member (`path/name`), so it names what to add; JSON Schema
/// validators report the object's path instead.
pub fn required_present(out: &mut Violations, path: &Path<'_>, name: &str, present: bool) {
    if !present {
        out.push_without_value(
            &path.key(name),
            "required",
            format!("missing required property `{name}`"),
        );
    }
}

// ---------------------------------------------------------------------------------------------
// enum and const

/// `oneOf` without a discriminator: the value, held as alternative `held` and valid as that,
/// must not be accepted by any other alternative (`accepts[i]` decodes and checks a JSON value
/// as alternative `i`; `names` are the alternatives' names for the message). Serializes the
/// value, so it allocates; generated code calls it only when two alternatives can overlap.
pub fn one_of<T: Serialize + ?Sized>(
    out: &mut Violations,
    path: &Path<'_>,
    value: &T,
    held: usize,
    accepts: &[fn(&serde_json::Value) -> bool],
    names: &[&str],
) {
    let Ok(json) = serde_json::to_value(value) else {
        return;
    };
    let also: Vec<&str> = accepts
        .iter()
        .enumerate()
        .filter(|(i, accept)| *i != held && accept(&json))
        .map(|(i, _)| names.get(i).copied().unwrap_or("?"))
        .collect();
    if !also.is_empty() {
        let mut all = vec![names.get(held).copied().unwrap_or("?")];
        all.extend(also);
        out.push(
            path,
            "oneOf",
            format!(
                "matches more than one alternative ({}); exactly one is allowed",
                quoted_list(&all)
            ),
            || json.to_string(),
        );
    }
}

/// `enum` for the `Unknown(String)` variant of a forward-compatible enum: a value the client
/// does not know is accepted when decoding a response but refused when sending a request.
pub fn enum_unknown(out: &mut Violations, path: &Path<'_>, value: &str, allowed: &[&str]) {
    out.push(path, "enum", format!("must be one of {}", quoted_list(allowed)), || {
        render_str(value)
    });
}

/// `enum` over strings: `s` is one of `allowed`.
pub fn enum_str(out: &mut Violations, path: &Path<'_>, s: &str, allowed: &[&str]) {
    if !allowed.contains(&s) {
        enum_unknown(out, path, s, allowed);
    }
}

/// `enum` over integers: `v` is one of `allowed`.
pub fn enum_i(out: &mut Violations, path: &Path<'_>, v: i64, allowed: &[i64]) {
    if !allowed.contains(&v) {
        out.push(path, "enum", format!("must be one of {}", quoted_list(allowed)), || {
            v.to_string()
        });
    }
}

/// `enum` over any JSON values, with JSON equality ([`json_equal`]).
pub fn enum_json(out: &mut Violations, path: &Path<'_>, v: &serde_json::Value, allowed: &[serde_json::Value]) {
    if !allowed.iter().any(|a| json_equal(a, v)) {
        out.push(path, "enum", format!("must be one of {}", quoted_list(allowed)), || {
            v.to_string()
        });
    }
}

/// `const` for a string: `s` equals `expected`.
pub fn const_str(out: &mut Violations, path: &Path<'_>, s: &str, expected: &str) {
    if s != expected {
        out.push(path, "const", format!("must be {}", render_str(expected)), || {
            render_str(s)
        });
    }
}

/// `const` for an integer: `v` equals `expected`.
pub fn const_i(out: &mut Violations, path: &Path<'_>, v: i64, expected: i64) {
    if v != expected {
        out.push(path, "const", format!("must be {expected}"), || v.to_string());
    }
}

/// `const` for a boolean: `v` equals `expected`.
pub fn const_bool(out: &mut Violations, path: &Path<'_>, v: bool, expected: bool) {
    if v != expected {
        out.push(path, "const", format!("must be {expected}"), || v.to_string());
    }
}

/// `const` for any JSON value, with JSON equality ([`json_equal`]).
pub fn const_json(out: &mut Violations, path: &Path<'_>, v: &serde_json::Value, expected: &serde_json::Value) {
    if !json_equal(v, expected) {
        out.push(path, "const", format!("must be {expected}"), || v.to_string());
    }
}

// ---------------------------------------------------------------------------------------------
// rules across the fields of one object

fn present_names<'a>(fields: &'a [(&'a str, bool)]) -> impl Iterator<Item = &'a str> + 'a {
    fields.iter().filter(|(_, p)| *p).map(|(n, _)| *n)
}

fn all_names<'a>(fields: &'a [(&'a str, bool)]) -> impl Iterator<Item = &'a str> + 'a {
    fields.iter().map(|(n, _)| *n)
}

/// At most one of `fields` (name, present) is present.
pub fn mutually_exclusive(out: &mut Violations, path: &Path<'_>, fields: &[(&str, bool)]) {
    if present_names(fields).nth(1).is_some() {
        out.push_without_value(
            path,
            "mutuallyExclusive",
            format!(
                "at most one of {} may be set, but {} are",
                quoted_list(all_names(fields)),
                quoted_list(present_names(fields))
            ),
        );
    }
}

/// Not all of `fields` (name, present) are present at once (JSON Schema
/// `not: {required: [...]}`); any smaller combination is fine.
pub fn not_all_present(out: &mut Violations, path: &Path<'_>, fields: &[(&str, bool)]) {
    if !fields.is_empty() && fields.iter().all(|(_, p)| *p) {
        out.push_without_value(
            path,
            "not",
            format!("{} must not all be set together", quoted_list(all_names(fields))),
        );
    }
}

/// Exactly one of `fields` (name, present) is present.
pub fn exactly_one_of(out: &mut Violations, path: &Path<'_>, fields: &[(&str, bool)]) {
    let mut present = present_names(fields);
    match (present.next(), present.next()) {
        (Some(_), None) => {}
        (None, _) => out.push_without_value(
            path,
            "exactlyOneOf",
            format!(
                "exactly one of {} must be set, but none is",
                quoted_list(all_names(fields))
            ),
        ),
        (Some(_), Some(_)) => out.push_without_value(
            path,
            "exactlyOneOf",
            format!(
                "exactly one of {} must be set, but {} are",
                quoted_list(all_names(fields)),
                quoted_list(present_names(fields))
            ),
        ),
    }
}

/// At least one of `fields` (name, present) is present.
pub fn at_least_one_of(out: &mut Violations, path: &Path<'_>, fields: &[(&str, bool)]) {
    if present_names(fields).next().is_none() {
        out.push_without_value(
            path,
            "atLeastOneOf",
            format!("at least one of {} must be set", quoted_list(all_names(fields))),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decimal_parts_reads_shortest_decimal() {
        assert_eq!(decimal_parts(0.1), Some((1, 1)));
        assert_eq!(decimal_parts(1234.5), Some((12345, 1)));
        assert_eq!(decimal_parts(-0.003), Some((-3, 3)));
        assert_eq!(decimal_parts(1e20), Some((1, -20)));
        assert_eq!(decimal_parts(0.0), Some((0, 0)));
        assert_eq!(decimal_parts(f64::NAN), None);
    }

    #[test]
    fn float_multiples_follow_decimal_reading() {
        assert!(is_multiple_of_f(0.3, 0.1));
        assert!(is_multiple_of_f(1070468.14, 0.01));
        assert!(is_multiple_of_f(-0.6, 0.2));
        assert!(is_multiple_of_f(0.0, 0.1));
        assert!(is_multiple_of_f(4.5, 1.5));
        assert!(!is_multiple_of_f(0.35, 0.1));
        assert!(!is_multiple_of_f(0.05, 0.1));
        assert!(is_multiple_of_f(10.0, 5.0));
        assert!(!is_multiple_of_f(10.5, 5.0));
        assert!(!is_multiple_of_f(11.0, 5.0));
        assert!(!is_multiple_of_f(f64::INFINITY, 0.5));
        assert!(is_multiple_of_f(1e30, 0.1));
        // Past i128 the quotient is checked against the nearest integer.
        assert!(is_multiple_of_f(1e300, 0.1));
        assert!(!is_multiple_of_f(1e-300 * 3.0, 1e-300 * 2.0));
    }

    #[test]
    fn render_shortens_long_strings() {
        assert_eq!(render_str("a\"b"), "\"a\\\"b\"");
        let long = "é".repeat(300);
        let r = render_str(&long);
        assert_eq!(r.chars().count(), 200 + 3);
        assert!(r.ends_with("…\""));
    }

    #[test]
    fn float_display() {
        assert_eq!(F(0.5).to_string(), "0.5");
        assert_eq!(F(1e300).to_string(), "1e300");
        assert_eq!(F(1e-9).to_string(), "1e-9");
        assert_eq!(F(0.0).to_string(), "0");
    }

    #[test]
    fn probe_finds_floats() {
        assert!(!float_probe::contains_float(&vec!["a", "b"]));
        assert!(!float_probe::contains_float(&serde_json::json!({"a": [1, "x", null]})));
        assert!(float_probe::contains_float(&serde_json::json!({"a": [1.5]})));
        assert!(float_probe::contains_float(&Some(2.0f32)));
    }
}
