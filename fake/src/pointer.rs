//! Editing a JSON value at a JSON pointer (RFC 6901): what every layer of the fake that writes
//! into a body or a record uses, below them all.

use serde_json::Value;

use crate::schema::{escape, unescape};

/// Removes the member at `pointer` (`/a/b`) from `value`, where there is one.
pub(crate) fn remove_at(value: &mut Value, pointer: &str) {
    let Some((parent, last)) = pointer.rsplit_once('/') else {
        return;
    };
    if let Some(Value::Object(m)) = value.pointer_mut(parent) {
        m.remove(&crate::schema::unescape(last));
    }
}

/// Sets `pointer` in `value`, making objects where members are missing (or null); false when
/// the way is blocked (an index out of range, a scalar on the way).
pub(crate) fn set_at(value: &mut Value, pointer: &str, new: Value) -> bool {
    if pointer.is_empty() {
        *value = new;
        return true;
    }
    let segments: Vec<String> = pointer.split('/').skip(1).map(unescape).collect();
    let mut here = value;
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if here.is_null() {
            *here = Value::Object(Default::default());
        }
        here = match here {
            Value::Object(m) => {
                if last {
                    m.insert(seg.clone(), new);
                    return true;
                }
                m.entry(seg.clone()).or_insert(Value::Null)
            }
            Value::Array(a) => match seg.parse::<usize>().ok().and_then(|i| a.get_mut(i)) {
                Some(slot) if last => {
                    *slot = new;
                    return true;
                }
                Some(slot) => slot,
                None => return false,
            },
            _ => return false,
        };
    }
    false
}

/// A pointer to member `name` of the root.
pub(crate) fn member(name: &str) -> String {
    format!("/{}", escape(name))
}
