//! Rust names from spec names: valid, deterministic, collision-free, keywords escaped.
//! The JSON name is always kept separately (for serde), so renaming never changes the wire.

use std::collections::BTreeSet;

use heck::{ToSnakeCase, ToUpperCamelCase};

/// Rust's keywords, strict and reserved, in every edition: no identifier may be one (it is
/// escaped as `r#…`). The one table: `package.rs` refuses them as crate names, as Cargo does.
const KEYWORDS: &[&str] = &[
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern", "false", "fn",
    "for", "gen", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref", "return", "self",
    "Self", "static", "struct", "super", "trait", "true", "type", "unsafe", "use", "where", "while", "abstract",
    "become", "box", "do", "final", "macro", "override", "priv", "try", "typeof", "unsized", "virtual", "yield",
];

/// Weak keywords (special in some positions only) that names escape too, so that a generated
/// identifier never depends on its position.
const WEAK_KEYWORDS: &[&str] = &["union", "macro_rules", "raw", "safe"];

/// Whether `name` is a strict or reserved Rust keyword ([`KEYWORDS`]).
pub fn is_keyword(name: &str) -> bool {
    KEYWORDS.contains(&name)
}

/// Keywords that cannot be raw identifiers.
const NOT_RAW: &[&str] = &["self", "Self", "crate", "super", "_"];

/// Replaces characters that cannot appear in an identifier by word breaks, and spells out
/// non-ASCII letters so that every identifier is plain ASCII.
fn sanitize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if c.is_alphanumeric() {
            out.push_str(&format!(" u{:x} ", c as u32));
        } else {
            out.push(' ');
        }
    }
    out
}

/// `snake_case` identifier for a field, parameter or method. Returns a string that is a valid
/// identifier (possibly `r#`-prefixed).
pub fn snake(s: &str) -> String {
    let mut n = sanitize(s).to_snake_case();
    if n.is_empty() {
        n = "value".into();
    }
    if n.starts_with(|c: char| c.is_ascii_digit()) {
        n = format!("n{n}");
    }
    escape_keyword(n)
}

/// The snake_case words of a name, not yet an identifier (`r#` and digits first are left to
/// [`snake`]): for names made of names, such as a resource's chain.
pub fn snake_words(s: &str) -> String {
    sanitize(s).to_snake_case()
}

/// `PascalCase` identifier for a type or variant.
pub fn pascal(s: &str) -> String {
    let mut n = sanitize(s).to_upper_camel_case();
    if n.is_empty() {
        n = "Empty".into();
    }
    if n.starts_with(|c: char| c.is_ascii_digit()) {
        n = format!("V{n}");
    }
    // `Self` is the one PascalCase keyword; `Self_` would not be UpperCamelCase.
    if n == "Self" {
        n = "SelfType".into();
    }
    n
}

fn escape_keyword(n: String) -> String {
    if is_keyword(&n) || WEAK_KEYWORDS.contains(&n.as_str()) {
        if NOT_RAW.contains(&n.as_str()) {
            format!("{n}_")
        } else {
            format!("r#{n}")
        }
    } else {
        n
    }
}

/// The identifier without an `r#` prefix (for building derived names).
pub fn unraw(s: &str) -> &str {
    s.strip_prefix("r#").unwrap_or(s)
}

/// Names already taken in one namespace; `claim` returns a unique variant of a wanted name.
#[derive(Debug, Default, Clone)]
pub struct NameTable {
    used: BTreeSet<String>,
}

impl NameTable {
    pub fn new() -> Self {
        Self::default()
    }

    /// Marks names as taken (for example names the emitter defines itself).
    pub fn reserve(&mut self, names: &[&str]) {
        for n in names {
            self.used.insert(Self::key(n));
        }
    }

    /// Comparison key: ignores the `r#` prefix and ASCII case so that names that differ only in
    /// case never collide in case-insensitive file systems or confuse readers.
    fn key(s: &str) -> String {
        unraw(s).to_ascii_lowercase()
    }

    /// Whether `name` is still free.
    pub fn is_free(&self, name: &str) -> bool {
        !self.used.contains(&Self::key(name))
    }

    /// Claims `wanted`, or `wanted2`, `wanted3`, … if it is taken (see [`NameTable::key`]).
    pub fn claim(&mut self, wanted: &str) -> String {
        let key = Self::key;
        if self.used.insert(key(wanted)) {
            return wanted.to_string();
        }
        let base = unraw(wanted);
        let sep = if base.ends_with(|c: char| c.is_ascii_digit()) {
            "_"
        } else {
            ""
        };
        for i in 2.. {
            let candidate = format!("{base}{sep}{i}");
            if self.used.insert(key(&candidate)) {
                return candidate;
            }
        }
        unreachable!("an unbounded counter always finds a free name")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keywords_and_digits() {
        assert_eq!(snake("type"), "r#type");
        assert_eq!(snake("self"), "self_");
        assert_eq!(snake("1st"), "n1st");
        assert_eq!(snake(""), "value");
        assert_eq!(pascal("self"), "SelfType");
        assert_eq!(pascal("1st"), "V1st");
        assert_eq!(pascal("created_at.desc"), "CreatedAtDesc");
        assert_eq!(snake("MBps_base_limit"), "m_bps_base_limit");
        assert_eq!(snake("café"), "caf_ue9");
        assert_eq!(pascal("-"), "Empty");
    }

    /// Every keyword of the table, strict, reserved or weak, becomes an identifier `syn` reads.
    #[test]
    fn every_keyword_is_escaped() {
        for k in KEYWORDS.iter().chain(WEAK_KEYWORDS) {
            let name = snake(k);
            assert_ne!(name, *k, "{k} is not escaped");
            assert!(syn::parse_str::<syn::Ident>(&name).is_ok(), "{k} became {name}");
        }
        assert!(is_keyword("gen") && is_keyword("Self"));
        // Weak keywords are names Cargo accepts.
        assert!(!is_keyword("union") && !is_keyword("raw"));
    }

    #[test]
    fn collisions_after_case_conversion() {
        let mut t = NameTable::new();
        assert_eq!(t.claim(&snake("fooBar")), "foo_bar");
        assert_eq!(t.claim(&snake("foo_bar")), "foo_bar2");
        assert_eq!(t.claim(&snake("FOO-BAR")), "foo_bar3");
        let mut t = NameTable::new();
        assert_eq!(t.claim("V1"), "V1");
        assert_eq!(t.claim("V1"), "V1_2");
    }
}
