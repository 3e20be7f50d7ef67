//! Bounds and `multipleOf` of integers and floats (exact for decimal multiples).

use std::fmt::{self, Write as _};

use super::F;
use crate::validate::{Path, Violations};

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
pub(super) fn decimal_parts(v: f64) -> Option<(i128, i32)> {
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
