//! `enum`, `const` and `oneOf` exclusivity.

use serde::Serialize;

use super::{json_equal, quoted_list, render_str};
use crate::validate::{Path, Violations};

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
