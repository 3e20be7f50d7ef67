//! What real documents get wrong in their schemas where the meaning is clear, read as meant once,
//! on the loaded document, before anything else reads it: the generated checks, the schemas the
//! crate carries for its schema engine and the fake's model all see the same reading. Each
//! reading is a located warning that says what was written and what it is read as.
//!
//! - A `pattern` written for Ruby's or PCRE's regular expressions: `\A`, `\z` and `\Z` outside a
//!   character class ([`foreign_anchors`]).
//! - A `pattern` written for Java's regular expressions: its POSIX classes (`\p{XDigit}`,
//!   `\p{Alnum}` …), which ECMA-262 does not define, read as the ASCII classes they are
//!   ([`java_classes`]).
//! - A name listed more than once in `required` (JSON Schema asks for unique names): read once.

use serde_json::Value;

use crate::diagnostics::Diagnostic;

/// Reads every schema of `root` (the document, or a file it references, at `path`) as meant,
/// in place, and returns a warning for each reading.
pub(super) fn read_as_meant(root: &mut Value, path: &std::path::Path) -> Vec<Diagnostic> {
    let mut warnings = Vec::new();
    walk(root, &mut String::new(), false, path, &mut warnings);
    warnings
}

/// `names`: `v` is a map whose keys the document chooses (`properties`, `paths` …), whose
/// members are no keywords.
fn walk(v: &mut Value, ptr: &mut String, names: bool, path: &std::path::Path, out: &mut Vec<Diagnostic>) {
    match v {
        Value::Object(map) => {
            if !names {
                read_object(map, ptr, path, out);
            }
            for (k, child) in map.iter_mut() {
                if !names && super::is_data(k, child, ptr) {
                    continue;
                }
                let len = ptr.len();
                ptr.push('/');
                ptr.push_str(&oapigen_runtime::pointer::escape(k));
                walk(child, ptr, !names && super::NAME_MAPS.contains(&k.as_str()), path, out);
                ptr.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, child) in items.iter_mut().enumerate() {
                let len = ptr.len();
                ptr.push_str(&format!("/{i}"));
                walk(child, ptr, false, path, out);
                ptr.truncate(len);
            }
        }
        _ => {}
    }
}

/// The readings of one object that may be a schema.
fn read_object(map: &mut serde_json::Map<String, Value>, ptr: &str, path: &std::path::Path, out: &mut Vec<Diagnostic>) {
    if let Some(Value::String(pattern)) = map.get_mut("pattern") {
        if let Some(read) = foreign_anchors(pattern) {
            out.push(
                Diagnostic::error(path, format!("{ptr}/pattern"), format!(
                    "`{pattern}` anchors itself with {}, as Ruby's and PCRE's regular expressions do (ECMA-262, which JSON Schema patterns follow, has no such escape): read as `{read}`",
                    anchors_named(pattern)
                ))
                .keyword("pattern")
                .hint("write ECMA-262's anchors: `^` for `\\A`, `$` for `\\z`, `(?=\\n?$)` for `\\Z`")
                .warning(),
            );
            *pattern = read;
        }
    }
    if let Some(Value::String(pattern)) = map.get_mut("pattern") {
        if let Some(read) = java_classes(pattern) {
            out.push(
                Diagnostic::error(path, format!("{ptr}/pattern"), format!(
                    "`{pattern}` names POSIX classes as Java's regular expressions do (`\\p{{XDigit}}`; ECMA-262, which JSON Schema patterns follow, has no such property): read as `{read}`"
                ))
                .keyword("pattern")
                .hint("write the class itself: `[0-9A-Fa-f]` for `\\p{XDigit}`, `[A-Za-z0-9]` for `\\p{Alnum}`")
                .warning(),
            );
            *pattern = read;
        }
    }
    if let Some(Value::Object(pp)) = map.get("patternProperties") {
        for key in pp.keys().filter(|k| foreign_anchors(k).is_some()) {
            out.push(
                Diagnostic::error(
                    path,
                    format!("{ptr}/patternProperties/{}", oapigen_runtime::pointer::escape(key)),
                    format!(
                        "the `patternProperties` key `{key}` uses {}, which ECMA-262 reads as letters: it is read as written (a key is a name, and is not rewritten)",
                        anchors_named(key)
                    ),
                )
                .keyword("patternProperties")
                .hint("write ECMA-262's anchors: `^` for `\\A`, `$` for `\\z`, `(?=\\n?$)` for `\\Z`")
                .warning(),
            );
        }
    }
    if let Some(Value::Array(required)) = map.get_mut("required") {
        let mut seen: Vec<&str> = Vec::new();
        let mut repeated: Vec<usize> = Vec::new();
        for (i, name) in required.iter().enumerate() {
            if let Value::String(name) = name {
                if seen.contains(&name.as_str()) {
                    repeated.push(i);
                    out.push(
                        Diagnostic::error(
                            path,
                            format!("{ptr}/required/{i}"),
                            format!("`{name}` is listed in `required` more than once (JSON Schema asks for unique names): read once"),
                        )
                        .keyword("required")
                        .hint("list each required member once")
                        .warning(),
                    );
                } else {
                    seen.push(name);
                }
            }
        }
        for i in repeated.into_iter().rev() {
            required.remove(i);
        }
    }
}

/// Java's POSIX classes that ECMA-262 has no property of, and the ASCII characters each is.
const JAVA_CLASSES: &[(&str, &str)] = &[
    ("XDigit", "0-9A-Fa-f"),
    ("Digit", "0-9"),
    ("Alnum", "A-Za-z0-9"),
    ("Punct", r##"!"#$%&'()*+,\-./:;<=>?@\[\\\]^_`{|}~"##),
    ("Space", r" \t\n\x0B\f\r"),
    ("Blank", r" \t"),
    ("Cntrl", r"\x00-\x1F\x7F"),
    ("Graph", r"\x21-\x7E"),
    ("Print", r"\x20-\x7E"),
];

/// `src` with Java's POSIX classes (`\p{XDigit}`, and their negations `\P{…}`) written as the
/// ASCII classes they are, or `None` when it has none: `[0-9A-Fa-f]` outside a class, the
/// range alone inside one (`[\p{Alnum}_]` is `[A-Za-z0-9_]`); a negation inside a class is left
/// as written (a class cannot subtract one).
pub fn java_classes(src: &str) -> Option<String> {
    let mut out = String::with_capacity(src.len() + 16);
    let mut changed = false;
    let mut in_class = false;
    let mut rest = src;
    while let Some(c) = rest.chars().next() {
        if c == '\\' {
            let after = &rest[1..];
            let negated = after.starts_with('P');
            if after.starts_with(['p', 'P']) && after[1..].starts_with('{') {
                if let Some(close) = after.find('}') {
                    let name = &after[2..close];
                    if let Some((_, chars)) = JAVA_CLASSES.iter().find(|(n, _)| *n == name) {
                        match (in_class, negated) {
                            (false, false) => out.push_str(&format!("[{chars}]")),
                            (false, true) => out.push_str(&format!("[^{chars}]")),
                            (true, false) => out.push_str(chars),
                            (true, true) => {
                                out.push_str(&rest[..close + 2]);
                                rest = &rest[close + 2..];
                                continue;
                            }
                        }
                        changed = true;
                        rest = &after[close + 1..];
                        continue;
                    }
                }
            }
            // Any other escape, kept whole (`\[` is no class).
            let len = 1 + after.chars().next().map_or(0, char::len_utf8);
            out.push_str(&rest[..len]);
            rest = &rest[len..];
            continue;
        }
        match c {
            '[' if !in_class => in_class = true,
            ']' if in_class => in_class = false,
            _ => {}
        }
        out.push(c);
        rest = &rest[c.len_utf8()..];
    }
    changed.then_some(out)
}

/// The foreign anchors `src` uses, for a message (`` `\A` and `\z` ``).
fn anchors_named(src: &str) -> String {
    let found: Vec<String> = ['A', 'z', 'Z']
        .into_iter()
        .filter(|c| escapes_outside_classes(src).any(|e| e == *c))
        .map(|c| format!("`\\{c}`"))
        .collect();
    found.join(" and ")
}

/// The characters escaped by a backslash outside a character class of an ECMA-262 pattern.
fn escapes_outside_classes(src: &str) -> impl Iterator<Item = char> + '_ {
    let mut chars = src.chars();
    let mut in_class = false;
    std::iter::from_fn(move || {
        while let Some(c) = chars.next() {
            match c {
                '\\' => {
                    let n = chars.next()?;
                    if !in_class {
                        return Some(n);
                    }
                }
                '[' if !in_class => in_class = true,
                ']' if in_class => in_class = false,
                _ => {}
            }
        }
        None
    })
}

/// `src` with Ruby's and PCRE's anchors read as ECMA-262 writes them, or `None` when it has
/// none: `\A` (start of input) is `^`, `\z` (end of input) is `$`, and `\Z` (end of input, or
/// before a newline that ends it) is `(?=\n?$)`. Outside a character class only, where the
/// reading is unambiguous: ECMA-262 has no such escapes (with the `u` flag JSON Schema asks
/// for, each is a syntax error; without it, an identity escape, the letter itself, which no
/// pattern means by `\A`). A `^` or `$` of ECMA-262 without the `m` flag, which a schema's
/// pattern never has, anchors at the ends of the whole input, as `\A` and `\z` do.
pub fn foreign_anchors(src: &str) -> Option<String> {
    if !escapes_outside_classes(src).any(|c| matches!(c, 'A' | 'z' | 'Z')) {
        return None;
    }
    let mut out = String::with_capacity(src.len() + 8);
    let mut chars = src.chars();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('A') if !in_class => out.push('^'),
                Some('z') if !in_class => out.push('$'),
                Some('Z') if !in_class => out.push_str(r"(?=\n?$)"),
                Some(n) => {
                    out.push('\\');
                    out.push(n);
                }
                None => out.push('\\'),
            },
            '[' if !in_class => {
                in_class = true;
                out.push(c);
            }
            ']' if in_class => {
                in_class = false;
                out.push(c);
            }
            _ => out.push(c),
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::foreign_anchors;

    #[test]
    fn ruby_anchors_are_read_as_ecma_262_writes_them() {
        assert_eq!(foreign_anchors(r"\A[a-z]+\z").as_deref(), Some("^[a-z]+$"));
        assert_eq!(
            foreign_anchors(r"\Asnap-[0-9]{8}\Z").as_deref(),
            Some(r"^snap-[0-9]{8}(?=\n?$)")
        );
        // Escaped backslashes, classes, and other escapes are left as they are.
        assert_eq!(foreign_anchors(r"\\A"), None);
        assert_eq!(foreign_anchors(r"[\A]"), None);
        assert_eq!(foreign_anchors(r"^\d+$"), None);
        assert_eq!(foreign_anchors(r"\A[\]\z]\d\z").as_deref(), Some(r"^[\]\z]\d$"));
        // Each reading is ECMA-262 with the `u` flag.
        for p in [r"\A[a-z]+\z", r"\A(\*\.)?[a-z]+\Z"] {
            assert_eq!(
                oapigen_runtime::pattern::syntax_error(&foreign_anchors(p).unwrap()),
                None
            );
        }
    }
}

#[cfg(test)]
mod java_tests {
    use super::java_classes;

    #[test]
    fn java_posix_classes_are_read_as_the_ascii_classes_they_are() {
        assert_eq!(
            java_classes(r"^\p{XDigit}{8}-\p{XDigit}{4}$").as_deref(),
            Some("^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}$")
        );
        assert_eq!(java_classes(r"[\p{Alnum}_]+").as_deref(), Some("[A-Za-z0-9_]+"));
        assert_eq!(java_classes(r"\P{Digit}").as_deref(), Some("[^0-9]"));
        assert_eq!(java_classes(r"\p{L}+"), None, "ECMA-262's own properties stay");
        assert_eq!(java_classes(r"\\p{XDigit}"), None, "an escaped backslash is no class");
        for p in [
            r"^\p{XDigit}+$",
            r"[\p{Punct}\p{Space}]",
            r"\p{Cntrl}\p{Graph}\p{Print}\p{Blank}",
        ] {
            let read = java_classes(p).unwrap();
            assert_eq!(
                oapigen_runtime::pattern::syntax_error(&read),
                None,
                "{p} read as {read}"
            );
        }
        let read = java_classes(r"^\p{XDigit}{8}$").unwrap();
        assert_eq!(oapigen_runtime::pattern::matches(&read, "00aAfF09"), Some(true));
        assert_eq!(oapigen_runtime::pattern::matches(&read, "00aAfF0g"), Some(false));
    }
}
