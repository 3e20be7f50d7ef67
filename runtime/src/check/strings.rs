//! `minLength`, `maxLength`, `pattern` and `format`.

use super::{Format, Pattern, plural, render_str};
use crate::validate::{Path, Violations};

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
