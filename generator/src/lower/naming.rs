//! Rust names from spec names: valid, deterministic, collision-free, keywords escaped.
//! The JSON name is always kept separately (for serde), so renaming never changes the wire.

use std::collections::BTreeSet;

pub use crate::ir::{Ident, is_keyword, snake_words};

/// `snake_case` identifier for a field, parameter or method ([`Ident::snake`]).
pub fn snake(s: &str) -> Ident {
    Ident::snake(s)
}

/// `PascalCase` identifier for a type or variant ([`Ident::pascal`]).
pub fn pascal(s: &str) -> Ident {
    Ident::pascal(s)
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
    pub fn claim(&mut self, wanted: &Ident) -> Ident {
        let key = Self::key;
        if self.used.insert(key(wanted)) {
            return wanted.clone();
        }
        let sep = if wanted.unraw().ends_with(|c: char| c.is_ascii_digit()) {
            "_"
        } else {
            ""
        };
        for i in 2.. {
            let candidate = wanted.suffixed(&format!("{sep}{i}"));
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
    fn collisions_after_case_conversion() {
        let mut t = NameTable::new();
        assert_eq!(t.claim(&snake("fooBar")), "foo_bar");
        assert_eq!(t.claim(&snake("foo_bar")), "foo_bar2");
        assert_eq!(t.claim(&snake("FOO-BAR")), "foo_bar3");
        let mut t = NameTable::new();
        assert_eq!(t.claim(&pascal("V1")), "V1");
        assert_eq!(t.claim(&pascal("V1")), "V1_2");
        let mut t = NameTable::new();
        assert_eq!(t.claim(&snake("type")), "r#type");
        assert_eq!(t.claim(&snake("type")), "type2");
    }
}
