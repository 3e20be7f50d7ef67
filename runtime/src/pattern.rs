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
/// (`engine::engine_options`, which the fake's judge and oapigen's own check compile with too)
/// both compile with it.
pub(crate) fn compile(src: &str) -> Result<regress::Regex, String> {
    regress::Regex::with_flags(src, "u")
        .or_else(|_| regress::Regex::new(src))
        .map_err(|e| e.to_string())
}

/// Whether `src` matches somewhere in `s`, or `None` where `src` does not compile: for a check
/// made once (oapigen's reading of a document's own examples), not for a value checked again and
/// again (a [`Pattern`] compiles once).
pub fn matches(src: &str, s: &str) -> Option<bool> {
    compile(src).ok().map(|regex| is_match(&regex, s))
}

/// Why `src` is not an ECMA-262 regular expression this crate can judge values by, or `None`
/// when it is: what oapigen checks every `pattern` of a document with.
pub fn syntax_error(src: &str) -> Option<String> {
    compile(src).err()
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

/// ECMA-262's `\s`: its white space and line terminators (`regex`'s Unicode `\s` lacks U+FEFF
/// and has U+0085).
const SPACE: &str = r"\t\n\x0B\x0C\r \x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}";

/// `src`, an ECMA-262 pattern, as the schema engine's regular expressions (`fancy-regex` over
/// Rust's `regex` dialect, Unicode by default) read the same language: `\d`, `\w` and `\b` are
/// ASCII in ECMA-262, `\s` is its own set, `.` stops at every line terminator, and a class
/// takes `[`, `&` and `~` literally and `\D`, `\W`, `\S` among its members. The engine matches
/// `patternProperties` with its own regular expressions and cannot be given `regress`;
/// [`crate::engine::for_engine`] rewrites those keys with this, so that a member's name is judged alike by the
/// client, the fake and `validate_json` (a differential test over every pattern of the corpus
/// keeps it so). Everything else is left as written.
pub fn to_engine_dialect(src: &str) -> String {
    const WORD: &str = "A-Za-z0-9_";
    let mut out = String::with_capacity(src.len() + 16);
    let mut rest = src;
    while let Some(c) = rest.chars().next() {
        rest = &rest[c.len_utf8()..];
        match c {
            '\\' => {
                let Some(n) = rest.chars().next() else {
                    out.push('\\');
                    break;
                };
                rest = &rest[n.len_utf8()..];
                match n {
                    'd' => out.push_str("[0-9]"),
                    'D' => out.push_str("[^0-9]"),
                    'w' => out.push_str("[A-Za-z0-9_]"),
                    'W' => out.push_str("[^A-Za-z0-9_]"),
                    's' => out.push_str(&format!("[{SPACE}]")),
                    'S' => out.push_str(&format!("[^{SPACE}]")),
                    'b' => out.push_str(&format!("(?:(?<=[{WORD}])(?![{WORD}])|(?<![{WORD}])(?=[{WORD}]))")),
                    'B' => out.push_str(&format!("(?:(?<=[{WORD}])(?=[{WORD}])|(?<![{WORD}])(?![{WORD}]))")),
                    _ => {
                        out.push('\\');
                        out.push(n);
                    }
                }
            }
            '[' => {
                let negated = rest.starts_with('^');
                if negated {
                    rest = &rest[1..];
                }
                // ECMA-262 ends a class at its first unescaped `]`, even the first character.
                let mut end = None;
                let mut escaped = false;
                for (i, ch) in rest.char_indices() {
                    match ch {
                        _ if escaped => escaped = false,
                        '\\' => escaped = true,
                        ']' => {
                            end = Some(i);
                            break;
                        }
                        _ => {}
                    }
                }
                let Some(end) = end else {
                    // Not a class ECMA-262 reads: left to fail as it does.
                    out.push('[');
                    if negated {
                        out.push('^');
                    }
                    continue;
                };
                out.push_str(&class(&rest[..end], negated));
                rest = &rest[end + 1..];
            }
            '.' => out.push_str(r"[^\n\r\x{2028}\x{2029}]"),
            _ => out.push(c),
        }
    }
    out
}

/// An ECMA-262 class body (between `[` or `[^` and `]`) in the engine's dialect.
fn class(body: &str, negated: bool) -> String {
    let mut plain = String::new();
    // The complemented sets among the members (`\D`, `\W`, `\S`), as class bodies.
    let mut complements: Vec<String> = Vec::new();
    let mut chars = body.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('d') => plain.push_str("0-9"),
                Some('w') => plain.push_str("A-Za-z0-9_"),
                Some('s') => plain.push_str(SPACE),
                Some('D') => complements.push("0-9".into()),
                Some('W') => complements.push("A-Za-z0-9_".into()),
                Some('S') => complements.push(SPACE.into()),
                // Backspace, in a class.
                Some('b') => plain.push_str(r"\x08"),
                Some(n) => {
                    plain.push('\\');
                    plain.push(n);
                }
                None => plain.push('\\'),
            },
            // Nested classes and set operations in the engine's dialect; literals in ECMA-262.
            '[' | '&' | '~' => {
                plain.push('\\');
                plain.push(c);
            }
            _ => plain.push(c),
        }
    }
    let any = !plain.is_empty();
    match (negated, complements.is_empty()) {
        (false, true) if any => format!("[{plain}]"),
        // `[]` matches nothing, `[^]` any one character.
        (false, true) => "(?!)".into(),
        (true, true) if any => format!("[^{plain}]"),
        (true, true) => r"[\s\S]".into(),
        // A member or outside one of the complemented sets.
        (false, false) => {
            let mut alternatives: Vec<String> = complements.iter().map(|c| format!("[^{c}]")).collect();
            if any {
                alternatives.insert(0, format!("[{plain}]"));
            }
            format!("(?:{})", alternatives.join("|"))
        }
        // None of the members, and inside every complemented set.
        (true, false) => {
            let mut out = String::from("(?:");
            if any {
                out.push_str(&format!("(?![{plain}])"));
            }
            let (last, others) = complements.split_last().expect("not empty");
            for c in others {
                out.push_str(&format!("(?=[{c}])"));
            }
            out.push_str(&format!("[{last}])"));
            out
        }
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

    #[test]
    fn patterns_are_rewritten_into_the_engines_dialect() {
        assert_eq!(super::to_engine_dialect(r"^\d+$"), "^[0-9]+$");
        assert_eq!(super::to_engine_dialect(r"^[\w.-]+$"), "^[A-Za-z0-9_.-]+$");
        // A complemented class among a class's members, and literals the engine reads otherwise.
        assert_eq!(super::to_engine_dialect(r"[a\D]"), "(?:[a]|[^0-9])");
        assert_eq!(super::to_engine_dialect(r"[^a\D]"), "(?:(?![a])[0-9])");
        assert_eq!(super::to_engine_dialect(r"[[&~]"), r"[\[\&\~]");
        assert_eq!(super::to_engine_dialect(r"\\d"), r"\\d");
        assert_eq!(super::to_engine_dialect("a.c"), r"a[^\n\r\x{2028}\x{2029}]c");
    }
}
