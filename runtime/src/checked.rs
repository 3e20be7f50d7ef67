//! Builder setters that take a raw value or a checked one: `.min_node_count(3)` as well as
//! `.min_node_count(MinNodeCount::new(3)?)`, with every value's violations reported together by
//! `build()`, each at its member's JSON pointer.

use crate::Nullable;
use crate::validate::{ValidationErrors, Violations};

/// A type made from a `V` by checking `V` against its constraints: every type from itself
/// (nothing to check) and each generated constrained newtype from the values it wraps (`i64`,
/// `String`, `&str` …). Implemented on the type made, so that an integer literal infers the
/// one integer type the newtype takes (`.min_node_count(3)`).
pub trait Checked<V>: Sized {
    /// The checked value, or every constraint it breaks (at the value's own root).
    fn checked(value: V) -> Result<Self, ValidationErrors>;

    /// The value as given, not checked (what tolerant decoding makes of a value that breaks
    /// the constraints). A request builder's raw-value setter stores this, and the request
    /// checks it when it is built, unless `skip_validation()` is on: then it is sent as given.
    fn unchecked(value: V) -> Self;
}

impl<T> Checked<T> for T {
    fn checked(value: T) -> Result<T, ValidationErrors> {
        Ok(value)
    }

    fn unchecked(value: T) -> T {
        value
    }
}

/// What a setter stored for `member`: the value, or `None` after recording its violations in
/// `out` under `/member`. The flag says whether the member was set at all (an invalid value is
/// set: it is reported as invalid, not as missing).
pub fn take_checked<T>(
    out: &mut Violations,
    member: &str,
    stored: Option<Result<T, ValidationErrors>>,
) -> (Option<T>, bool) {
    match stored {
        None => (None, false),
        Some(Ok(v)) => (Some(v), true),
        Some(Err(errors)) => {
            out.extend_at(errors, &crate::Path::ROOT.key(member));
            (None, true)
        }
    }
}

/// [`take_checked`] for a member that may be sent as `null`.
pub fn take_checked_nullable<T>(
    out: &mut Violations,
    member: &str,
    stored: Nullable<Result<T, ValidationErrors>>,
) -> Nullable<T> {
    match stored {
        Nullable::Absent => Nullable::Absent,
        Nullable::Null => Nullable::Null,
        Nullable::Value(r) => match take_checked(out, member, Some(r)).0 {
            Some(v) => Nullable::Value(v),
            None => Nullable::Absent,
        },
    }
}

/// A list of raw items, each as given (see [`Checked::unchecked`]), for a request builder's
/// setter that takes raw items: the request checks them, each under its index, when it is built.
pub fn unchecked_items<T, V>(values: impl IntoIterator<Item = V>) -> Vec<T>
where
    T: Checked<V>,
{
    values.into_iter().map(T::unchecked).collect()
}

/// A list checked item by item, for a setter that takes raw items (`.tag_key(["env", "team"])`):
/// the items, or every item's violations, each under its index.
pub fn checked_items<T, V>(values: impl IntoIterator<Item = V>) -> Result<Vec<T>, ValidationErrors>
where
    T: Checked<V>,
{
    let mut out = Violations::new();
    let mut items = Vec::new();
    for (i, v) in values.into_iter().enumerate() {
        match T::checked(v) {
            Ok(item) => items.push(item),
            Err(errors) => out.extend_at(errors, &crate::Path::ROOT.index(i)),
        }
    }
    out.into_result().map(|()| items)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Path;

    #[test]
    fn an_invalid_value_is_reported_under_its_member_and_counts_as_set() {
        let mut inner = Violations::new();
        inner.push(&Path::ROOT, "minimum", "must be at least 1 (got 0)", || "0".into());
        let errors = inner.into_result().unwrap_err();
        let mut out = Violations::new();
        let (value, set) = take_checked::<i64>(&mut out, "min/count", Some(Err(errors)));
        assert_eq!((value, set), (None, true));
        assert_eq!(out.as_slice()[0].path, "/min~1count");
        assert_eq!(out.as_slice()[0].keyword, "minimum");
        assert_eq!(take_checked::<i64>(&mut out, "a", None), (None, false));
        assert_eq!(take_checked(&mut out, "a", Some(Ok(3))), (Some(3), true));
        assert_eq!(out.len(), 1);
    }

    #[test]
    fn a_list_of_raw_items_is_checked_item_by_item() {
        struct Small(i64);
        impl Checked<i64> for Small {
            fn checked(v: i64) -> Result<Self, ValidationErrors> {
                let mut out = Violations::new();
                if v > 9 {
                    out.push(&Path::ROOT, "maximum", "must be at most 9", || v.to_string());
                }
                out.into_result().map(|()| Small(v))
            }
            fn unchecked(v: i64) -> Self {
                Small(v)
            }
        }
        let items: Vec<Small> = checked_items([1, 2]).unwrap();
        assert_eq!(items.iter().map(|s| s.0).collect::<Vec<_>>(), [1, 2]);
        let errors = checked_items::<Small, _>([1, 10, 3, 11]).err().unwrap();
        let paths: Vec<&str> = errors.iter().map(|v| v.path.as_str()).collect();
        assert_eq!(paths, ["/1", "/3"]);
        let as_given: Vec<Small> = unchecked_items([1, 10]);
        assert_eq!(as_given.iter().map(|s| s.0).collect::<Vec<_>>(), [1, 10]);
    }
}
