//! The string formats the runtime checks, implemented by hand without allocation.
//!
//! Where JSON Schema defines a format, the checks follow what the `jsonschema` crate accepts
//! (it is the oracle of the project's differential tests); `byte` and `cidr` come from OpenAPI
//! and common usage. Known differences from `jsonschema` 0.60: `hostname` (and the domain of
//! `email`) does not decode punycode `xn--` labels (any `xn--` label of valid characters is
//! accepted), `email` accepts no display name, and digits in dates and times must be ASCII
//! digits (`jsonschema`'s parser lets a few other bytes, such as `*` and `,`, through).

use std::fmt;
use std::net::{Ipv4Addr, Ipv6Addr};
use std::str::FromStr;

/// A `format` with a runtime check.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Format {
    /// `uuid`: 36 characters, hexadecimal digits in groups 8-4-4-4-12 joined by `-`; any
    /// version, either case.
    Uuid,
    /// `date-time`: RFC 3339 `date-time` (`2024-02-29T13:45:00.5+01:00`), `T`/`Z` in either case.
    DateTime,
    /// `date`: RFC 3339 `full-date` (`2024-02-29`), with days checked against the month and
    /// leap years.
    Date,
    /// `time`: RFC 3339 `full-time` (`13:45:00Z`, `23:59:60+00:00`); the offset is required.
    Time,
    /// `email`: `local@domain`, the local part a dot-atom or quoted string (ASCII), the domain
    /// a hostname or an `[IPv4]` / `[IPv6:…]` literal.
    Email,
    /// `uri`: an absolute RFC 3986 URI (`scheme:` followed by a valid hierarchical part,
    /// query and fragment).
    Uri,
    /// `ipv4`: a dotted quad without leading zeros.
    Ipv4,
    /// `ipv6`: any RFC 4291 text form.
    Ipv6,
    /// `byte`: base64 with the standard alphabet and `=` padding (length a multiple of 4).
    Byte,
    /// `hostname`: RFC 1123 labels of letters, digits and `-` (1–63 each, not starting or
    /// ending with `-`), at most 253 characters, no trailing dot.
    Hostname,
    /// `cidr`: an IPv4 or IPv6 address, `/`, and a prefix length (0–32 or 0–128).
    Cidr,
}

/// Every format this crate asserts, under each `format` keyword value it is known by (its own,
/// then aliases documents use): the one table the runtime's schema engine, the generated checks,
/// oapigen's lowering and the values the fake of `oapigen-fake` makes up read.
pub const KEYWORDS: &[(&str, Format)] = &[
    ("uuid", Format::Uuid),
    ("date-time", Format::DateTime),
    ("date", Format::Date),
    ("time", Format::Time),
    ("email", Format::Email),
    ("uri", Format::Uri),
    ("ipv4", Format::Ipv4),
    ("ipv6", Format::Ipv6),
    ("byte", Format::Byte),
    ("hostname", Format::Hostname),
    ("cidr", Format::Cidr),
    ("ip-cidr", Format::Cidr),
    ("ipv4-cidr", Format::Cidr),
    ("ipv6-cidr", Format::Cidr),
];

impl Format {
    /// The format a `format` keyword value names ([`KEYWORDS`]), if this crate asserts it.
    pub fn from_keyword(keyword: &str) -> Option<Format> {
        KEYWORDS.iter().find(|(k, _)| *k == keyword).map(|(_, f)| *f)
    }

    /// The variant's name, which is also the name of the value type of the format (`Uuid`,
    /// `DateTime`, …).
    pub const fn name(self) -> &'static str {
        match self {
            Format::Uuid => "Uuid",
            Format::DateTime => "DateTime",
            Format::Date => "Date",
            Format::Time => "Time",
            Format::Email => "Email",
            Format::Uri => "Uri",
            Format::Ipv4 => "Ipv4",
            Format::Ipv6 => "Ipv6",
            Format::Byte => "Byte",
            Format::Hostname => "Hostname",
            Format::Cidr => "Cidr",
        }
    }

    /// The `format` keyword value.
    pub const fn keyword(self) -> &'static str {
        match self {
            Format::Uuid => "uuid",
            Format::DateTime => "date-time",
            Format::Date => "date",
            Format::Time => "time",
            Format::Email => "email",
            Format::Uri => "uri",
            Format::Ipv4 => "ipv4",
            Format::Ipv6 => "ipv6",
            Format::Byte => "byte",
            Format::Hostname => "hostname",
            Format::Cidr => "cidr",
        }
    }

    /// A short description for messages ("must be a valid …").
    pub const fn describe(self) -> &'static str {
        match self {
            Format::Uuid => "UUID",
            Format::DateTime => "RFC 3339 date-time",
            Format::Date => "RFC 3339 date (YYYY-MM-DD)",
            Format::Time => "RFC 3339 time with offset",
            Format::Email => "email address",
            Format::Uri => "absolute URI",
            Format::Ipv4 => "IPv4 address",
            Format::Ipv6 => "IPv6 address",
            Format::Byte => "base64 string",
            Format::Hostname => "hostname",
            Format::Cidr => "CIDR block (address/prefix)",
        }
    }

    /// Whether `s` is valid for this format. Allocates nothing.
    pub fn is_valid(&self, s: &str) -> bool {
        match self {
            Format::Uuid => is_uuid(s),
            Format::DateTime => is_date_time(s),
            Format::Date => is_date(s),
            Format::Time => is_time(s),
            Format::Email => is_email(s),
            Format::Uri => is_uri(s),
            Format::Ipv4 => Ipv4Addr::from_str(s).is_ok(),
            Format::Ipv6 => Ipv6Addr::from_str(s).is_ok(),
            Format::Byte => is_base64(s),
            Format::Hostname => is_hostname(s),
            Format::Cidr => is_cidr(s),
        }
    }
}

impl fmt::Display for Format {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.keyword())
    }
}

fn is_uuid(s: &str) -> bool {
    let b = s.as_bytes();
    b.len() == 36
        && b.iter().enumerate().all(|(i, &c)| match i {
            8 | 13 | 18 | 23 => c == b'-',
            _ => c.is_ascii_hexdigit(),
        })
}

fn two_digits(b: &[u8]) -> Option<u8> {
    match b {
        [a @ b'0'..=b'9', c @ b'0'..=b'9'] => Some((a - b'0') * 10 + (c - b'0')),
        _ => None,
    }
}

fn is_leap_year(y: u16) -> bool {
    (y % 4 == 0 && y % 100 != 0) || y % 400 == 0
}

fn is_date(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() != 10 || b[4] != b'-' || b[7] != b'-' {
        return false;
    }
    if !b[..4].iter().all(u8::is_ascii_digit) {
        return false;
    }
    let year = b[..4].iter().fold(0u16, |acc, d| acc * 10 + u16::from(d - b'0'));
    let (Some(month), Some(day)) = (two_digits(&b[5..7]), two_digits(&b[8..10])) else {
        return false;
    };
    let days = match month {
        1 | 3 | 5 | 7 | 8 | 10 | 12 => 31,
        4 | 6 | 9 | 11 => 30,
        2 if is_leap_year(year) => 29,
        2 => 28,
        _ => return false,
    };
    (1..=days).contains(&day)
}

fn is_time(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() < 9 || b[2] != b':' || b[5] != b':' {
        return false;
    }
    let (Some(hour), Some(minute), Some(second)) = (two_digits(&b[..2]), two_digits(&b[3..5]), two_digits(&b[6..8]))
    else {
        return false;
    };
    if hour > 23 || minute > 59 || second > 60 {
        return false;
    }
    let mut i = 8;
    if b.get(i) == Some(&b'.') {
        i += 1;
        let start = i;
        while b.get(i).is_some_and(u8::is_ascii_digit) {
            i += 1;
        }
        if i == start {
            return false;
        }
    }
    let Some(&sign) = b.get(i) else {
        return false;
    };
    match sign {
        b'Z' | b'z' => i + 1 == b.len() && (second != 60 || (hour == 23 && minute == 59)),
        b'+' | b'-' => {
            let off = &b[i + 1..];
            if off.len() != 5 || off[2] != b':' {
                return false;
            }
            let (Some(oh), Some(om)) = (two_digits(&off[..2]), two_digits(&off[3..5])) else {
                return false;
            };
            if oh > 23 || om > 59 {
                return false;
            }
            if second != 60 {
                return true;
            }
            // A leap second is only valid at 23:59:60 UTC.
            let local = i32::from(hour) * 60 + i32::from(minute);
            let offset = i32::from(oh) * 60 + i32::from(om);
            let utc = if sign == b'+' { local - offset } else { local + offset };
            utc.rem_euclid(24 * 60) == 23 * 60 + 59
        }
        _ => false,
    }
}

fn is_date_time(s: &str) -> bool {
    match s.bytes().position(|c| c == b'T' || c == b't') {
        Some(t) => is_date(&s[..t]) && is_time(&s[t + 1..]),
        None => false,
    }
}

fn is_hostname_label(label: &[u8]) -> bool {
    !label.is_empty()
        && label.len() <= 63
        && label[0] != b'-'
        && label[label.len() - 1] != b'-'
        && label
            .iter()
            .all(|c| c.is_ascii_alphanumeric() || *c == b'-')
        // RFC 5891: hyphens in the 3rd and 4th positions only for an A-label.
        && !(label.len() >= 4
            && label[2] == b'-'
            && label[3] == b'-'
            && !label.starts_with(b"xn"))
}

fn is_hostname(s: &str) -> bool {
    !s.is_empty() && s.len() <= 253 && s.as_bytes().split(|c| *c == b'.').all(is_hostname_label)
}

fn is_atext(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"!#$%&'*+-/=?^_`{|}~".contains(&c)
}

fn is_email(s: &str) -> bool {
    let Some((local, domain)) = s.rsplit_once('@') else {
        return false;
    };
    if local.is_empty() || local.len() > 64 || domain.is_empty() || domain.len() > 254 {
        return false;
    }
    let lb = local.as_bytes();
    let local_ok = if lb.len() >= 2 && lb[0] == b'"' && lb[lb.len() - 1] == b'"' {
        // quoted-string: qtext, spaces, tabs and quoted pairs.
        let inner = &lb[1..lb.len() - 1];
        let mut i = 0;
        let mut ok = true;
        while i < inner.len() {
            match inner[i] {
                b'\\' => match inner.get(i + 1) {
                    Some(0x21..=0x7e) => i += 2,
                    _ => {
                        ok = false;
                        break;
                    }
                },
                b' ' | b'\t' | 0x21 | 0x23..=0x5b | 0x5d..=0x7e => i += 1,
                _ => {
                    ok = false;
                    break;
                }
            }
        }
        ok
    } else {
        lb.split(|c| *c == b'.')
            .all(|atom| !atom.is_empty() && atom.iter().all(|c| is_atext(*c)))
    };
    if !local_ok {
        return false;
    }
    if let Some(literal) = domain.strip_prefix('[').and_then(|d| d.strip_suffix(']')) {
        match literal.get(..5) {
            Some(tag) if tag.eq_ignore_ascii_case("IPv6:") => Ipv6Addr::from_str(&literal[5..]).is_ok(),
            _ => Ipv4Addr::from_str(literal).is_ok(),
        }
    } else {
        is_hostname(domain)
    }
}

fn is_unreserved_or_sub_delim(c: u8) -> bool {
    c.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=".contains(&c)
}

/// Scans `[unreserved / sub-delims / extra / pct-encoded]*` from `at`; `None` on a broken
/// percent-encoding.
fn scan(b: &[u8], mut at: usize, extra: &[u8]) -> Option<usize> {
    while let Some(&c) = b.get(at) {
        if is_unreserved_or_sub_delim(c) || extra.contains(&c) {
            at += 1;
        } else if c == b'%' {
            if !b.get(at + 1..at + 3)?.iter().all(u8::is_ascii_hexdigit) {
                return None;
            }
            at += 3;
        } else {
            break;
        }
    }
    Some(at)
}

fn is_ip_literal(inner: &str) -> bool {
    if let Some(rest) = inner.strip_prefix(['v', 'V']) {
        // IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
        let Some((hex, tail)) = rest.split_once('.') else {
            return false;
        };
        !hex.is_empty()
            && hex.bytes().all(|c| c.is_ascii_hexdigit())
            && !tail.is_empty()
            && tail.bytes().all(|c| is_unreserved_or_sub_delim(c) || c == b':')
    } else {
        Ipv6Addr::from_str(inner).is_ok()
    }
}

fn is_authority(a: &str) -> bool {
    let b = a.as_bytes();
    // userinfo holds no '@', so the first '@' ends it.
    let host_start = match a.find('@') {
        Some(at) => {
            if scan(b, 0, b":") != Some(at) {
                return false;
            }
            at + 1
        }
        None => 0,
    };
    let host_end = if b.get(host_start) == Some(&b'[') {
        let Some(close) = a[host_start..].find(']') else {
            return false;
        };
        if !is_ip_literal(&a[host_start + 1..host_start + close]) {
            return false;
        }
        host_start + close + 1
    } else {
        match scan(b, host_start, b"") {
            Some(end) => end,
            None => return false,
        }
    };
    match b.get(host_end) {
        None => true,
        Some(b':') => b[host_end + 1..].iter().all(u8::is_ascii_digit),
        Some(_) => false,
    }
}

fn is_uri(s: &str) -> bool {
    let b = s.as_bytes();
    // scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
    if !b.first().is_some_and(u8::is_ascii_alphabetic) {
        return false;
    }
    let Some(colon) = b
        .iter()
        .position(|c| !(c.is_ascii_alphanumeric() || matches!(c, b'+' | b'-' | b'.')))
    else {
        return false;
    };
    if b[colon] != b':' {
        return false;
    }
    let mut at = colon + 1;
    if b[at..].starts_with(b"//") {
        let end = b[at + 2..]
            .iter()
            .position(|c| matches!(c, b'/' | b'?' | b'#'))
            .map_or(b.len(), |p| at + 2 + p);
        if !is_authority(&s[at + 2..end]) {
            return false;
        }
        at = end;
    }
    let Some(end) = scan(b, at, b":@/") else {
        return false;
    };
    at = end;
    if b.get(at) == Some(&b'?') {
        let Some(end) = scan(b, at + 1, b":@/?") else {
            return false;
        };
        at = end;
    }
    if b.get(at) == Some(&b'#') {
        let Some(end) = scan(b, at + 1, b":@/?") else {
            return false;
        };
        at = end;
    }
    at == b.len()
}

fn base64_value(c: u8) -> Option<u8> {
    Some(match c {
        b'A'..=b'Z' => c - b'A',
        b'a'..=b'z' => c - b'a' + 26,
        b'0'..=b'9' => c - b'0' + 52,
        b'+' => 62,
        b'/' => 63,
        _ => return None,
    })
}

fn is_base64(s: &str) -> bool {
    let b = s.as_bytes();
    if b.len() % 4 != 0 {
        return false;
    }
    let pad = b.iter().rev().take_while(|c| **c == b'=').count();
    pad <= 2 && b[..b.len() - pad].iter().all(|c| base64_value(*c).is_some())
}

/// Decodes standard base64 with padding; `None` when `s` is not valid for [`Format::Byte`].
#[cfg(feature = "runtime")]
pub(crate) fn base64_decode(s: &str) -> Option<Vec<u8>> {
    if !is_base64(s) {
        return None;
    }
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len() / 4 * 3);
    for chunk in b.chunks(4) {
        let mut acc: u32 = 0;
        let mut n = 0;
        for &c in chunk {
            if c == b'=' {
                break;
            }
            acc = (acc << 6) | u32::from(base64_value(c)?);
            n += 1;
        }
        // n is 4, 3 or 2 here (padding is at most 2).
        acc <<= 6 * (4 - n);
        let bytes = acc.to_be_bytes();
        out.extend_from_slice(&bytes[1..n]);
    }
    Some(out)
}

/// Encodes bytes as standard base64 with padding.
#[cfg(feature = "runtime")]
pub(crate) fn base64_encode(data: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::with_capacity(data.len().div_ceil(3) * 4);
    for chunk in data.chunks(3) {
        let mut buf = [0u8; 3];
        buf[..chunk.len()].copy_from_slice(chunk);
        let n = u32::from_be_bytes([0, buf[0], buf[1], buf[2]]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}

fn is_cidr(s: &str) -> bool {
    let Some((addr, prefix)) = s.split_once('/') else {
        return false;
    };
    let max = if Ipv4Addr::from_str(addr).is_ok() {
        32
    } else if Ipv6Addr::from_str(addr).is_ok() {
        128
    } else {
        return false;
    };
    let p = prefix.as_bytes();
    if p.is_empty() || p.len() > 3 || !p.iter().all(u8::is_ascii_digit) || (p.len() > 1 && p[0] == b'0') {
        return false;
    }
    let n = p.iter().fold(0u32, |acc, d| acc * 10 + u32::from(d - b'0'));
    n <= max
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(f: Format, valid: &[&str], invalid: &[&str]) {
        for s in valid {
            assert!(f.is_valid(s), "{f} should accept {s:?}");
        }
        for s in invalid {
            assert!(!f.is_valid(s), "{f} should reject {s:?}");
        }
    }

    #[test]
    fn uuid() {
        check(
            Format::Uuid,
            &[
                "123e4567-e89b-12d3-a456-426614174000",
                "00000000-0000-0000-0000-000000000000",
                "FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF",
            ],
            &[
                "",
                "123e4567e89b12d3a456426614174000",
                "123e4567-e89b-12d3-a456-42661417400",
                "123e4567-e89b-12d3-a456-4266141740000",
                "123e4567-e89b-12d3-a456_426614174000",
                "g23e4567-e89b-12d3-a456-426614174000",
                "{23e4567-e89b-12d3-a456-42661417400}",
            ],
        );
    }

    #[test]
    fn date() {
        check(
            Format::Date,
            &["2024-02-29", "2000-02-29", "1999-12-31", "0000-01-01"],
            &[
                "2023-02-29",
                "1900-02-29",
                "2024-04-31",
                "2024-13-01",
                "2024-00-10",
                "2024-01-00",
                "2024-1-01",
                "24-01-01",
                "2024-01-01T",
                "2024/01/01",
                "２０２４-01-01",
            ],
        );
    }

    #[test]
    fn time() {
        check(
            Format::Time,
            &[
                "13:45:00Z",
                "13:45:00z",
                "13:45:00.123456+01:00",
                "23:59:60Z",
                "00:59:60+01:00",
                "23:59:60-00:00",
                "15:59:60-08:00",
            ],
            &[
                "13:45:00",
                "13:45Z",
                "24:00:00Z",
                "12:60:00Z",
                "12:00:61Z",
                "22:59:60Z",
                "13:45:00.Z",
                "13:45:00+1:00",
                "13:45:00+01:60",
                "13:45:00+24:00",
                "13:45:00+0100",
                "13:45:00ZZ",
            ],
        );
    }

    #[test]
    fn date_time() {
        check(
            Format::DateTime,
            &[
                "2024-02-29T13:45:00Z",
                "2024-02-29t13:45:00.5+01:00",
                "1998-12-31T23:59:60Z",
            ],
            &[
                "2024-02-29 13:45:00Z",
                "2024-02-30T13:45:00Z",
                "2024-02-29T13:45:00",
                "2024-02-29T",
                "",
            ],
        );
    }

    #[test]
    fn email() {
        check(
            Format::Email,
            &[
                "joe@example.com",
                "first.last+tag@sub.example.org",
                "\"joe smith\"@example.com",
                "\"a\\\"b\"@example.com",
                "x@[127.0.0.1]",
                "x@[IPv6:::1]",
                "x@localhost",
            ],
            &[
                "",
                "joe",
                "@example.com",
                "joe@",
                ".joe@example.com",
                "jo..e@example.com",
                "joe.@example.com",
                "jo e@example.com",
                "joe@-example.com",
                "joe@example.com.",
                "joe@exa_mple.com",
                "jö@example.com",
                "x@[::1]",
                "x@[300.0.0.1]",
            ],
        );
    }

    #[test]
    fn uri() {
        check(
            Format::Uri,
            &[
                "https://example.com",
                "https://user:pw@example.com:8080/a/b?c=d&e#frag",
                "urn:isbn:0451450523",
                "mailto:joe@example.com",
                "http://[::1]:80/",
                "http://[v1.fe]/",
                "file:///etc/hosts",
                "a+b-c.d:x",
                "http://example.com/%41",
                "http://example.com:",
            ],
            &[
                "",
                "example.com",
                "/relative/path",
                "1http://x",
                "http://exa mple.com",
                "http://example.com/%4",
                "http://example.com/%zz",
                "http://[::1",
                "http://[zz]/",
                "http://a@b@c/",
                "http://example.com:8o",
                "http://example.com/<>",
                "http://example.com/é",
                "ht tp://x",
            ],
        );
    }

    #[test]
    fn ip() {
        check(
            Format::Ipv4,
            &["127.0.0.1", "0.0.0.0", "255.255.255.255"],
            &["256.0.0.1", "01.2.3.4", "1.2.3", "1.2.3.4.5", " 1.2.3.4", "::1"],
        );
        check(
            Format::Ipv6,
            &["::1", "::", "2001:db8::8a2e:370:7334", "::ffff:192.0.2.1"],
            &["1.2.3.4", ":::", "2001:db8::g", "[::1]", "::1%eth0"],
        );
    }

    #[test]
    fn hostname() {
        check(
            Format::Hostname,
            &["example.com", "a", "xn--bcher-kva.example", "a-b.c-d", &"a".repeat(63)],
            &[
                "",
                "example.com.",
                "-a.com",
                "a-.com",
                "a..b",
                "a_b.com",
                "ab--c.com",
                "Xn--bcher-kva.example",
                &"a".repeat(64),
                &format!("{}.{}", "a".repeat(63), "b".repeat(190)),
                "bücher.example",
            ],
        );
        assert!(is_hostname(&["a"; 127].join(".")));
        assert!(!is_hostname(&["a"; 128].join(".")));
    }

    #[test]
    fn byte() {
        check(
            Format::Byte,
            &["", "Zg==", "Zm8=", "Zm9v", "Zm9vYmFy", "+/+/"],
            &["Zg", "Zg=", "Z===", "Zm9v!", "Zm9v\n", "Zg==Zg==", "-_-_"],
        );
        for data in [&b""[..], b"f", b"fo", b"foo", b"foob", b"\x00\xff\xfe"] {
            let enc = base64_encode(data);
            assert!(is_base64(&enc));
            assert_eq!(base64_decode(&enc).as_deref(), Some(data));
        }
        assert_eq!(base64_encode(b"foobar"), "Zm9vYmFy");
        assert_eq!(base64_decode("Zm9vYg=="), Some(b"foob".to_vec()));
        assert_eq!(base64_decode("Zm9vYg="), None);
    }

    #[test]
    fn cidr() {
        check(
            Format::Cidr,
            &["10.0.0.0/8", "0.0.0.0/0", "192.168.1.1/32", "2001:db8::/32", "::/128"],
            &[
                "10.0.0.0",
                "10.0.0.0/33",
                "10.0.0.0/",
                "10.0.0.0/08",
                "10.0.0.0/-1",
                "::/129",
                "10.0.0/8",
                "/8",
                "10.0.0.0/8/8",
            ],
        );
    }

    #[test]
    fn keywords_display() {
        assert_eq!(Format::DateTime.to_string(), "date-time");
        assert_eq!(Format::Cidr.keyword(), "cidr");
        assert!(Format::Uuid.describe().contains("UUID"));
    }
}
