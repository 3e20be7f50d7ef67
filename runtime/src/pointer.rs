//! JSON pointers (RFC 6901): a member name is a segment with `~` written `~0` and `/` written
//! `~1`, and a pointer in a URI fragment is percent-encoded. The one place these spellings live:
//! the runtime renders violation paths with it, oapigen reads and writes the pointers of
//! documents with it, and the fake of `oapigen-fake` walks schemas with it (it needs no
//! dependency, so oapigen reads it without the `runtime` feature).

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

/// `segment` unescaped into `out`, which is cleared first: one buffer for the segments of a
/// walk, where [`unescape`] would allocate for each escaped one.
pub fn unescape_into(out: &mut String, segment: &str) {
    out.clear();
    let mut rest = segment;
    while let Some(i) = rest.find('~') {
        out.push_str(&rest[..i]);
        match rest.as_bytes().get(i + 1) {
            Some(b'1') => out.push('/'),
            Some(b'0') => out.push('~'),
            _ => {
                out.push('~');
                rest = &rest[i + 1..];
                continue;
            }
        }
        rest = &rest[i + 2..];
    }
    out.push_str(rest);
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

/// A pointer as a URI fragment (RFC 6901, section 6): every byte that RFC 3986's `fragment`
/// does not allow as is (it allows `pchar`, `/` and `?`) percent-encoded, `%` itself and every
/// non-ASCII byte included. The one encoding of a schema's place: oapigen writes each slot's
/// `uri#fragment` with it, and the fake keys the validators it compiles by it.
pub fn to_fragment(pointer: &str) -> String {
    const KEPT: &[u8] = b"-._~!$&'()*+,;=:@/?";
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    let mut out = String::with_capacity(pointer.len());
    for b in pointer.bytes() {
        if b.is_ascii_alphanumeric() || KEPT.contains(&b) {
            out.push(char::from(b));
        } else {
            out.push('%');
            out.push(char::from(HEX[usize::from(b >> 4)]));
            out.push(char::from(HEX[usize::from(b & 0xF)]));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn unescape_into_reads_as_unescape() {
        let mut out = String::from("stale");
        for segment in ["", "a", "~1", "~0", "~01", "~~1", "a~1b~0c", "~", "x~2y", "~1~0~"] {
            super::unescape_into(&mut out, segment);
            assert_eq!(out, super::unescape(segment), "{segment:?}");
        }
    }

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

    #[test]
    fn fragments_encode_what_a_uri_fragment_cannot_hold() {
        assert_eq!(to_fragment("/components/schemas/Pet"), "/components/schemas/Pet");
        assert_eq!(to_fragment("/paths/~1a~1{id}/get"), "/paths/~1a~1%7Bid%7D/get");
        assert_eq!(
            to_fragment("/a b/50%/\"#<>[]^`|\\"),
            "/a%20b/50%25/%22%23%3C%3E%5B%5D%5E%60%7C%5C"
        );
        assert_eq!(to_fragment("/caf\u{e9}/\t"), "/caf%C3%A9/%09");
        // What RFC 3986 allows in a fragment stays as it is.
        let kept = "/azAZ09-._~!$&'()*+,;=:@?";
        assert_eq!(to_fragment(kept), kept);
    }
}
