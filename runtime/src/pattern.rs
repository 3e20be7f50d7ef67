//! `pattern`: ECMA-262 regular expressions, compiled once per process.
//!
//! Every pattern is compiled with [`regress`] (an ECMA-262 engine) the first time it is used;
//! that compile decides whether the pattern is valid, and `regress` answers every match.
//! Matching is an unanchored search, as JSON Schema specifies: `abc` matches `xabcx`; a pattern
//! anchors itself with `^…$`.
//!
//! One engine: a second matcher of our own that allocated nothing used to sit beside it, for a
//! saving of one small allocation per match in a check that runs once before a network round
//! trip (`bench/RESULTS.md`, session 9); two engines would have to agree on ECMA-262 forever.

use std::fmt;
use std::sync::OnceLock;

/// A compiled pattern, or the compile error.
enum Compiled {
    Ready(regress::Regex),
    Invalid(String),
}

/// An ECMA-262 regular expression from a schema's `pattern`, compiled on first use (with
/// `regress`, which decides validity and answers every match).
///
/// Declared as a `static` by generated code:
///
/// ```
/// use oapigen_runtime::Pattern;
/// static NAME: Pattern = Pattern::new("^[a-z][-a-z0-9]{0,24}[a-z0-9]$");
/// assert!(NAME.is_match("my-cluster-1"));
/// assert!(!NAME.is_match("My-Cluster"));
/// // Unanchored search unless the pattern anchors itself:
/// static DIGIT: Pattern = Pattern::new(r"\d");
/// assert!(DIGIT.is_match("abc1def"));
/// ```
pub struct Pattern {
    src: &'static str,
    compiled: OnceLock<Compiled>,
}

impl Pattern {
    /// A pattern from its ECMA-262 source. Nothing is compiled until first use.
    pub const fn new(src: &'static str) -> Self {
        Pattern {
            src,
            compiled: OnceLock::new(),
        }
    }

    /// The pattern's source text.
    pub fn as_str(&self) -> &'static str {
        self.src
    }

    fn compiled(&self) -> &Compiled {
        self.compiled.get_or_init(|| match compile(self.src) {
            Ok(regress) => Compiled::Ready(regress),
            Err(e) => Compiled::Invalid(e),
        })
    }

    /// Why the pattern does not compile, or `None` when it does.
    pub fn compile_error(&self) -> Option<&str> {
        match self.compiled() {
            Compiled::Ready(_) => None,
            Compiled::Invalid(e) => Some(e),
        }
    }

    /// Whether the pattern matches somewhere in `s`, or `Err` with the compile error.
    pub fn try_is_match(&self, s: &str) -> Result<bool, &str> {
        match self.compiled() {
            Compiled::Ready(regress) => Ok(is_match(regress, s)),
            Compiled::Invalid(e) => Err(e),
        }
    }

    /// Whether the pattern matches somewhere in `s` (unanchored search). A pattern that does
    /// not compile matches nothing; [`crate::check::pattern`] reports it as a violation.
    pub fn is_match(&self, s: &str) -> bool {
        self.try_is_match(s).unwrap_or(false)
    }
}

/// Compiles a schema's `pattern`: ECMA-262 with the `u` flag, as JSON Schema specifies (so
/// `\p{Letter}` is a property class); a pattern that is only valid without it (an identity
/// escape such as `\_`, common in documents) keeps its meaning without it. The one reading of a
/// pattern: [`Pattern`] (the generated checks) and the schema engine's `pattern` keyword
/// (`schema::engine_options`, which the fake's judge compiles with too) both compile with it.
pub(crate) fn compile(src: &str) -> Result<regress::Regex, String> {
    regress::Regex::with_flags(src, "u")
        .or_else(|_| regress::Regex::new(src))
        .map_err(|e| e.to_string())
}

/// Whether a compiled pattern matches somewhere in `s` (unanchored search, as JSON Schema
/// specifies).
pub(crate) fn is_match(regex: &regress::Regex, s: &str) -> bool {
    regex.find(s).is_some()
}

impl fmt::Debug for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("Pattern").field(&self.src).finish()
    }
}

impl fmt::Display for Pattern {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.src)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn invalid_pattern_is_reported_not_panicking() {
        static BAD: Pattern = Pattern::new("(unclosed");
        assert!(BAD.compile_error().is_some());
        assert!(!BAD.is_match("(unclosed"));
        assert!(BAD.try_is_match("x").is_err());
    }

    #[test]
    fn unanchored_vs_anchored() {
        static UN: Pattern = Pattern::new("abc");
        static AN: Pattern = Pattern::new("^abc$");
        assert!(UN.is_match("xxabcxx"));
        assert!(!AN.is_match("xxabcxx"));
        assert!(AN.is_match("abc"));
        assert_eq!(UN.as_str(), "abc");
        assert_eq!(format!("{UN:?}"), "Pattern(\"abc\")");
        assert_eq!(UN.to_string(), "abc");
    }

    #[test]
    fn ecma_classes_and_escapes() {
        static D: Pattern = Pattern::new(r"^\d+$");
        assert!(D.is_match("0123456789"));
        assert!(!D.is_match("\u{0661}\u{0662}")); // Arabic-Indic digits
        static W: Pattern = Pattern::new(r"^\w+$");
        assert!(!W.is_match("é"));
        static B: Pattern = Pattern::new(r"\bfoo\b");
        assert!(B.is_match("a foo b"));
        assert!(!B.is_match("afoob"));
        static BACK: Pattern = Pattern::new(r"^(a+)b\1$");
        assert!(BACK.is_match("aabaa"));
        assert!(!BACK.is_match("aaba"));
        // Valid only without the `u` flag: keeps its flag-less meaning.
        static UNDERSCORE: Pattern = Pattern::new(r"^[a-z\_]+$");
        assert!(UNDERSCORE.is_match("a_b"));
        static LETTER: Pattern = Pattern::new(r"^\p{Letter}+$");
        assert!(LETTER.is_match("héllo"));
    }

    #[test]
    fn long_inputs_and_backtracking_are_answered() {
        static P: Pattern = Pattern::new("^a*$");
        let long = "a".repeat(10_000);
        assert!(P.is_match(&long));
        assert!(!P.is_match(&format!("{long}b")));
        static Q: Pattern = Pattern::new("^(a|aa)*c$");
        let s = "a".repeat(27);
        assert!(!Q.is_match(&s));
        assert!(Q.is_match(&format!("{s}c")));
    }
}
