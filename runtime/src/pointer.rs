//! JSON pointers (RFC 6901): a member name is a segment with `~` written `~0` and `/` written
//! `~1`. The one place both spellings live: the runtime renders violation paths with it, and
//! oapigen reads and writes the pointers of documents with it (it needs no dependency, so
//! oapigen reads it without the `runtime` feature).

use std::borrow::Cow;

/// Appends `key` as a pointer segment (escaped, without the leading `/`).
pub fn escape_into(out: &mut String, key: &str) {
    for c in key.chars() {
        match c {
            '~' => out.push_str("~0"),
            '/' => out.push_str("~1"),
            c => out.push(c),
        }
    }
}

/// `key` as a pointer segment, borrowed when nothing needs escaping.
pub fn escape(key: &str) -> Cow<'_, str> {
    if key.contains(['~', '/']) {
        let mut out = String::with_capacity(key.len() + 2);
        escape_into(&mut out, key);
        Cow::Owned(out)
    } else {
        Cow::Borrowed(key)
    }
}

/// A segment's text, borrowed when it has no escape.
pub fn unescape(segment: &str) -> Cow<'_, str> {
    if segment.contains('~') {
        Cow::Owned(segment.replace("~1", "/").replace("~0", "~"))
    } else {
        Cow::Borrowed(segment)
    }
}

/// The segments of a pointer (`/a/b~1c` → `a`, `b/c`), unescaped; none for the whole document
/// (``).
pub fn segments(pointer: &str) -> impl Iterator<Item = Cow<'_, str>> {
    pointer.split('/').skip(1).map(unescape)
}

/// The last segment of a pointer, unescaped (`` for the whole document).
pub fn last(pointer: &str) -> Cow<'_, str> {
    match pointer.rsplit_once('/') {
        Some((_, seg)) => unescape(seg),
        None => Cow::Borrowed(""),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn segments_round_trip_through_their_escapes() {
        for key in ["a", "a/b", "~1", "~/~0/", ""] {
            assert_eq!(unescape(&escape(key)), key);
        }
        assert_eq!(escape("a/b~c"), "a~1b~0c");
        // `~01` is `~1` escaped, not `/`: `~1` is replaced first.
        assert_eq!(unescape("~01"), "~1");
        assert_eq!(
            segments("/paths/~1a~1{b}/get").collect::<Vec<_>>(),
            ["paths", "/a/{b}", "get"]
        );
        assert_eq!(segments("").count(), 0);
        assert_eq!(last("/components/schemas/a~1b"), "a/b");
        assert_eq!(last(""), "");
    }
}
