//! Rust identifiers that cannot be invalid. [`Ident`] is the only way the generator names
//! anything in the code it emits: its constructors are total functions from any text (empty,
//! digits only, a keyword, punctuation, non-ASCII), so no name a document gives can make an
//! emitter panic or the crate fail to compile. The emitters turn an [`Ident`] into tokens
//! through its `ToTokens`; `quote::format_ident!` and `proc_macro2::Ident::new` are refused by
//! the generator's `clippy.toml` everywhere but here.

use std::fmt;

use heck::{ToShoutySnakeCase, ToSnakeCase, ToUpperCamelCase};

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

/// Keywords that cannot be raw identifiers.
const NOT_RAW: &[&str] = &["self", "Self", "crate", "super", "_"];

/// Whether `name` is a strict or reserved Rust keyword (the table `KEYWORDS`).
pub fn is_keyword(name: &str) -> bool {
    KEYWORDS.contains(&name)
}

/// A valid Rust identifier, possibly raw (`r#type`), plain ASCII. Names that differ only in
/// case are told apart by `lower::naming::NameTable`, not here.
#[derive(Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Ident(String);

impl Ident {
    /// A `snake_case` identifier for a field, parameter, method or module, from any text.
    pub fn snake(text: &str) -> Ident {
        let mut n = sanitize(text).to_snake_case();
        if n.is_empty() {
            n = "value".into();
        }
        if n.starts_with(|c: char| c.is_ascii_digit()) {
            n = format!("n{n}");
        }
        Ident(escape_keyword(n))
    }

    /// A `PascalCase` identifier for a type or variant, from any text.
    pub fn pascal(text: &str) -> Ident {
        let mut n = sanitize(text).to_upper_camel_case();
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
        Ident(n)
    }

    /// A type's name the generator made of names (`{Union}Variant1`, `{Type}Content`): kept
    /// where it is already an UpperCamelCase identifier rustc does not warn of, else made one
    /// as [`Ident::pascal`] makes it.
    pub fn pascal_kept(text: &str) -> Ident {
        if is_plain(text) && text != "Self" && is_upper_camel(text) {
            Ident(text.to_string())
        } else {
            Ident::pascal(text)
        }
    }

    /// A `SCREAMING_SNAKE_CASE` identifier for a constant, from any text.
    pub fn constant(text: &str) -> Ident {
        let mut n = sanitize(text).to_shouty_snake_case();
        if n.is_empty() {
            n = "ROOT".into();
        }
        if n.starts_with(|c: char| c.is_ascii_digit()) {
            n = format!("S_{n}");
        }
        Ident(n)
    }

    /// `self` with `suffix` after it (`Volume` + `Builder`, `size` + `_null`): the characters of
    /// `suffix` that cannot continue an identifier become `_`, and a keyword the two make is
    /// escaped. The case is the caller's: a suffix keeps the case it is written in.
    pub fn suffixed(&self, suffix: &str) -> Ident {
        let mut n = self.unraw().to_string();
        // `self_` + `_null` is `self_null`: two underscores in a row are no snake-case name.
        if suffix.starts_with(|c: char| !c.is_ascii_alphanumeric()) {
            while n.ends_with('_') && n.len() > 1 {
                n.pop();
            }
        }
        n.extend(suffix.chars().map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }));
        Ident(escape_keyword(n))
    }

    /// `prefix` before `self` (`set_` + `size`): as [`Ident::suffixed`], and a prefix that cannot
    /// begin an identifier is preceded by `_`.
    pub fn prefixed(&self, prefix: &str) -> Ident {
        let mut n: String = prefix
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' })
            .collect();
        if n.is_empty() || n.starts_with(|c: char| c.is_ascii_digit()) {
            n.insert(0, '_');
        }
        n.push_str(self.unraw());
        Ident(escape_keyword(n))
    }

    /// An identifier the generator writes itself (`value`, `out`, `Other`): kept as written
    /// where it is one, else made one as a snake-case name is (so that a typo in the generator
    /// is a wrong name in its output, caught by its tests, never a panic).
    pub fn fixed(name: &str) -> Ident {
        let keyword = |n: &str| is_keyword(n) || WEAK_KEYWORDS.contains(&n);
        match name.strip_prefix("r#") {
            Some(raw) if is_plain(raw) && keyword(raw) && !NOT_RAW.contains(&raw) => Ident(name.to_string()),
            None if is_plain(name) && !keyword(name) => Ident(name.to_string()),
            _ => Ident::snake(name),
        }
    }

    /// The identifier as Rust spells it (`r#type`).
    pub fn as_str(&self) -> &str {
        &self.0
    }

    /// The identifier without its `r#` (for names made of names and for text).
    pub fn unraw(&self) -> &str {
        self.0.strip_prefix("r#").unwrap_or(&self.0)
    }

    /// The token an emitter writes.
    pub fn token(&self) -> proc_macro2::Ident {
        #[allow(clippy::disallowed_methods)] // the one place identifiers become tokens
        match self.0.strip_prefix("r#") {
            Some(raw) => proc_macro2::Ident::new_raw(raw, proc_macro2::Span::call_site()),
            None => proc_macro2::Ident::new(&self.0, proc_macro2::Span::call_site()),
        }
    }
}

impl quote::ToTokens for Ident {
    fn to_tokens(&self, tokens: &mut proc_macro2::TokenStream) {
        tokens.extend(std::iter::once(proc_macro2::TokenTree::Ident(self.token())));
    }
}

impl fmt::Display for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl fmt::Debug for Ident {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&self.0, f)
    }
}

impl std::ops::Deref for Ident {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}

impl AsRef<str> for Ident {
    fn as_ref(&self) -> &str {
        &self.0
    }
}

impl std::borrow::Borrow<str> for Ident {
    fn borrow(&self) -> &str {
        &self.0
    }
}

impl PartialEq<str> for Ident {
    fn eq(&self, other: &str) -> bool {
        self.0 == other
    }
}

impl PartialEq<&str> for Ident {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

impl PartialEq<String> for Ident {
    fn eq(&self, other: &String) -> bool {
        &self.0 == other
    }
}

impl PartialEq<Ident> for str {
    fn eq(&self, other: &Ident) -> bool {
        self == other.0
    }
}

impl PartialEq<Ident> for &str {
    fn eq(&self, other: &Ident) -> bool {
        *self == other.0
    }
}

impl From<Ident> for String {
    fn from(i: Ident) -> String {
        i.0
    }
}

/// `[A-Za-z_][A-Za-z0-9_]*` and not `_` alone.
fn is_plain(s: &str) -> bool {
    let mut chars = s.chars();
    matches!(chars.next(), Some(c) if c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_')
        && s != "_"
}

/// rustc's `non_camel_case_types` rule: no lowercase first letter, no `__`, and no underscore
/// beside a letter.
fn is_upper_camel(s: &str) -> bool {
    let t = s.trim_matches('_');
    let chars: Vec<char> = t.chars().collect();
    !t.is_empty()
        && !chars[0].is_lowercase()
        && !t.contains("__")
        && !chars
            .windows(2)
            .any(|w| (w[0].is_alphabetic() && w[1] == '_') || (w[1].is_alphabetic() && w[0] == '_'))
}

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

/// The snake_case words of a text, not yet an identifier (`r#` and digits first are left to
/// [`Ident::snake`]): for names made of names, such as a resource's chain.
pub fn snake_words(s: &str) -> String {
    sanitize(s).to_snake_case()
}

fn escape_keyword(n: String) -> String {
    if is_keyword(&n) || WEAK_KEYWORDS.contains(&n.as_str()) {
        if NOT_RAW.contains(&n.as_str()) {
            format!("{n}_")
        } else {
            format!("r#{n}")
        }
    } else if n == "_" || n.chars().all(|c| c == '_') {
        // `_` is no identifier, and `__` is not a snake- or camel-case one.
        format!("{n}value")
    } else {
        n
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parses(i: &Ident) -> bool {
        syn::parse_str::<syn::Ident>(i.as_str()).is_ok()
    }

    #[test]
    fn keywords_and_digits() {
        assert_eq!(Ident::snake("type"), "r#type");
        assert_eq!(Ident::snake("self"), "self_");
        assert_eq!(Ident::snake("1st"), "n1st");
        assert_eq!(Ident::snake(""), "value");
        assert_eq!(Ident::pascal("self"), "SelfType");
        assert_eq!(Ident::pascal("1st"), "V1st");
        assert_eq!(Ident::pascal("2"), "V2");
        assert_eq!(Ident::pascal("created_at.desc"), "CreatedAtDesc");
        assert_eq!(Ident::snake("MBps_base_limit"), "m_bps_base_limit");
        assert_eq!(Ident::snake("café"), "caf_ue9");
        assert_eq!(Ident::pascal("-"), "Empty");
        assert_eq!(Ident::constant("1 a"), "S_1_A");
    }

    /// Every keyword of the table, strict, reserved or weak, becomes an identifier `syn` reads.
    #[test]
    fn every_keyword_is_escaped() {
        for k in KEYWORDS.iter().chain(WEAK_KEYWORDS) {
            let name = Ident::snake(k);
            assert_ne!(name, *k, "{k} is not escaped");
            assert!(parses(&name), "{k} became {name}");
        }
        assert!(is_keyword("gen") && is_keyword("Self"));
        // Weak keywords are names Cargo accepts.
        assert!(!is_keyword("union") && !is_keyword("raw"));
    }

    #[test]
    fn made_names_stay_names() {
        let ty = Ident::snake("type");
        assert_eq!(ty.suffixed("_null"), "type_null");
        assert_eq!(ty.prefixed("set_"), "set_type");
        assert_eq!(Ident::fixed("s").suffixed("elf"), "self_");
        assert_eq!(Ident::pascal("Volume").suffixed("Builder"), "VolumeBuilder");
        assert_eq!(Ident::snake("a").suffixed("-b c"), "a_b_c");
        assert_eq!(Ident::snake("a").prefixed("1"), "_1a");
        assert_eq!(Ident::fixed("out"), "out");
        assert_eq!(Ident::fixed("match"), "r#match");
        assert_eq!(Ident::fixed("2x"), "n2x");
        assert_eq!(Ident::fixed("r#type"), "r#type");
        assert_eq!(Ident::fixed("r#self"), "r_self");
        assert_eq!(Ident::fixed("r#plain"), "r_plain");
        assert_eq!(Ident::snake("self").suffixed("_null"), "self_null");
        assert_eq!(Ident::pascal_kept("HTTPServerVariant1"), "HTTPServerVariant1");
        assert_eq!(Ident::pascal_kept("V1_2"), "V1_2");
        assert_eq!(Ident::pascal_kept("v4"), "V4");
        assert_eq!(Ident::pascal_kept("Foo_bar"), "FooBar");
        assert_eq!(Ident::pascal_kept("2"), "V2");
    }

    /// Any text, through every constructor, is an identifier syn reads.
    #[test]
    fn any_text_is_a_name() {
        let texts = [
            "",
            " ",
            "_",
            "__",
            "0",
            "123",
            "-2",
            "a-2",
            "ConversationParam-2",
            "ü",
            "日本",
            "🙂",
            "\u{0}",
            "a\nb",
            "r#type",
            "Self",
            "self",
            "crate",
            "super",
            "_0",
            "__proto__",
            "$ref",
            "x-y.z",
            "\u{200b}",
        ];
        for t in texts {
            for i in [
                Ident::snake(t),
                Ident::pascal(t),
                Ident::pascal_kept(t),
                Ident::constant(t),
                Ident::fixed(t),
            ] {
                assert!(parses(&i), "{t:?} became {i}");
                assert!(parses(&i.suffixed(t)), "{t:?} suffixed became {}", i.suffixed(t));
                assert!(parses(&i.prefixed(t)), "{t:?} prefixed became {}", i.prefixed(t));
            }
        }
    }
}
