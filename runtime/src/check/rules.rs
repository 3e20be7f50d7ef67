//! Rules across the fields of one object (presence rules written with `oneOf`, `anyOf`,
//! `not` and `dependentRequired`).

use super::quoted_list;
use crate::validate::{Path, Violations};

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
