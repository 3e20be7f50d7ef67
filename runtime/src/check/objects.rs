//! `minProperties`, `maxProperties` and `required`.

use super::plural;
use crate::validate::{Path, Violations};

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

/// `additionalProperties: false`: each member a decoded value kept beyond those the schema
/// declares is a violation at its own path.
pub fn no_undeclared<'k>(out: &mut Violations, path: &Path<'_>, names: impl Iterator<Item = &'k String>) {
    for name in names {
        out.push_without_value(
            &path.key(name),
            "additionalProperties",
            format!("`{name}` is not a member the schema declares, and no others are allowed"),
        );
    }
}
