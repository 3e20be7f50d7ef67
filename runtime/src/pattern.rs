//! `pattern`: ECMA-262 regular expressions, compiled once per process.
//!
//! Every pattern is compiled with [`regress`] (an ECMA-262 engine, default flags) the first
//! time it is used; that compile decides whether the pattern is valid. Matching is an
//! unanchored search, as JSON Schema specifies: `abc` matches `xabcx`; a pattern anchors
//! itself with `^…$`.
//!
//! `regress` allocates a backtracking stack on every search. So that validating a valid value
//! allocates nothing, the patterns schemas actually use — literals, `.`, classes such as
//! `[a-z0-9._\-]`, `\d`/`\w`/`\s` and their negations, groups, alternation, greedy and lazy
//! quantifiers and the anchors `^`/`$` — are also compiled into a small backtracking matcher
//! of our own that runs on the stack with the same ECMA semantics. Anything outside that
//! subset (look-around, back-references, `\b`, Unicode escapes, …), long inputs (over 4096
//! bytes, or over 128 bytes for a pattern that repeats a group, to bound recursion) and
//! pathological backtracking (over 200 000 steps) go to `regress`, which gives the same answer
//! and allocates.

use std::cell::Cell;
use std::fmt;
use std::sync::OnceLock;

/// A compiled pattern: either our stack matcher (with `regress` as a fallback) or `regress`
/// alone, or the compile error.
enum Compiled {
    Ready {
        regress: regress::Regex,
        simple: Option<simple::Program>,
    },
    Invalid(String),
}

/// An ECMA-262 regular expression from a schema's `pattern`, compiled on first use.
///
/// Compiled with `regress` (default flags), which decides validity. The common subset of
/// patterns (classes, `\d`/`\w`/`\s`, groups, alternation, quantifiers, anchors) also runs on
/// a stack-only matcher with the same ECMA semantics, so matching allocates nothing; other
/// patterns, inputs over 4096 bytes (128 when a group repeats) and pathological backtracking
/// are answered by `regress`.
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
        // ECMA-262 with the `u` flag, as JSON Schema specifies (so `\p{Letter}` is a property
        // class); a pattern that is only valid without it (an identity escape such as `\_`,
        // common in documents) keeps its meaning without it.
        self.compiled.get_or_init(|| match regress::Regex::with_flags(self.src, "u").or_else(|_| regress::Regex::new(self.src)) {
            Ok(regress) => Compiled::Ready {
                regress,
                simple: simple::compile(self.src),
            },
            Err(e) => Compiled::Invalid(e.to_string()),
        })
    }

    /// Why the pattern does not compile, or `None` when it does.
    pub fn compile_error(&self) -> Option<&str> {
        match self.compiled() {
            Compiled::Ready { .. } => None,
            Compiled::Invalid(e) => Some(e),
        }
    }

    /// Whether the pattern matches somewhere in `s`, or `Err` with the compile error.
    pub fn try_is_match(&self, s: &str) -> Result<bool, &str> {
        match self.compiled() {
            Compiled::Ready { regress, simple } => {
                if let Some(program) = simple
                    && let Some(answer) = program.is_match(s)
                {
                    return Ok(answer);
                }
                Ok(regress.find(s).is_some())
            }
            Compiled::Invalid(e) => Err(e),
        }
    }

    /// Whether the pattern matches somewhere in `s` (unanchored search). A pattern that does
    /// not compile matches nothing; [`crate::check::pattern`] reports it as a violation.
    pub fn is_match(&self, s: &str) -> bool {
        self.try_is_match(s).unwrap_or(false)
    }

    /// Whether `s` is matched by `regress` alone, bypassing the stack matcher (for tests that
    /// compare the two).
    #[doc(hidden)]
    pub fn is_match_regress(&self, s: &str) -> Option<bool> {
        match self.compiled() {
            Compiled::Ready { regress, .. } => Some(regress.find(s).is_some()),
            Compiled::Invalid(_) => None,
        }
    }

    /// Whether the stack matcher handles this pattern (for tests).
    #[doc(hidden)]
    pub fn uses_stack_matcher(&self) -> bool {
        matches!(self.compiled(), Compiled::Ready { simple: Some(_), .. })
    }

    /// The stack matcher's answer alone: `None` when it does not handle the pattern or gave
    /// up on this input (for tests).
    #[doc(hidden)]
    pub fn is_match_stack(&self, s: &str) -> Option<bool> {
        match self.compiled() {
            Compiled::Ready {
                simple: Some(program), ..
            } => program.is_match(s),
            _ => None,
        }
    }
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

/// The stack matcher for the common subset of ECMA-262 (non-Unicode mode, no flags).
mod simple {
    use super::Cell;

    /// Inputs longer than this go to `regress`, which keeps recursion depth bounded.
    const MAX_INPUT: usize = 4096;
    /// Inputs longer than this go to `regress` when a group is repeated without a small bound
    /// (each repetition of a group takes stack frames).
    const MAX_INPUT_GROUP_REPEAT: usize = 128;
    /// Backtracking steps before giving up and asking `regress`.
    const STEP_BUDGET: u32 = 200_000;

    #[derive(Debug, Clone, Copy)]
    enum ClassItem {
        Range(char, char),
        Digit(bool),
        Word(bool),
        Space(bool),
    }

    #[derive(Debug)]
    enum Node {
        /// One character matched by a set.
        Set(Set),
        Start,
        End,
        Group(Vec<Vec<Node>>),
        Repeat(Repeat),
    }

    #[derive(Debug)]
    struct Repeat {
        node: Box<Node>,
        min: u32,
        max: Option<u32>,
        greedy: bool,
    }

    #[derive(Debug)]
    enum Set {
        Char(char),
        Any,
        Class { negated: bool, items: Vec<ClassItem> },
    }

    fn is_line_terminator(c: char) -> bool {
        matches!(c, '\n' | '\r' | '\u{2028}' | '\u{2029}')
    }

    fn is_ecma_space(c: char) -> bool {
        matches!(
            c,
            '\t' | '\n' | '\u{0B}' | '\u{0C}' | '\r' | ' ' | '\u{A0}' | '\u{1680}' | '\u{2000}'
                ..='\u{200A}' | '\u{2028}' | '\u{2029}' | '\u{202F}' | '\u{205F}' | '\u{3000}' | '\u{FEFF}'
        )
    }

    fn is_word(c: char) -> bool {
        c.is_ascii_alphanumeric() || c == '_'
    }

    impl ClassItem {
        fn matches(self, c: char) -> bool {
            match self {
                ClassItem::Range(lo, hi) => lo <= c && c <= hi,
                ClassItem::Digit(neg) => c.is_ascii_digit() != neg,
                ClassItem::Word(neg) => is_word(c) != neg,
                ClassItem::Space(neg) => is_ecma_space(c) != neg,
            }
        }
    }

    impl Set {
        fn matches(&self, c: char) -> bool {
            match self {
                Set::Char(x) => *x == c,
                Set::Any => !is_line_terminator(c),
                Set::Class { negated, items } => items.iter().any(|i| i.matches(c)) != *negated,
            }
        }
    }

    /// A pattern compiled for the stack matcher.
    #[derive(Debug)]
    pub(super) struct Program {
        alts: Vec<Vec<Node>>,
        anchored_start: bool,
        group_repeat: bool,
    }

    struct Parser<'a> {
        chars: std::iter::Peekable<std::str::Chars<'a>>,
        group_repeat: bool,
    }

    /// Compiles `src` when it is inside the supported subset; `None` sends it to `regress`.
    pub(super) fn compile(src: &str) -> Option<Program> {
        let mut p = Parser {
            chars: src.chars().peekable(),
            group_repeat: false,
        };
        let alts = p.alternation()?;
        if p.chars.next().is_some() {
            return None;
        }
        let anchored_start = alts.iter().all(|seq| matches!(seq.first(), Some(Node::Start)));
        Some(Program {
            alts,
            anchored_start,
            group_repeat: p.group_repeat,
        })
    }

    impl Parser<'_> {
        fn alternation(&mut self) -> Option<Vec<Vec<Node>>> {
            let mut alts = vec![self.sequence()?];
            while self.chars.peek() == Some(&'|') {
                self.chars.next();
                alts.push(self.sequence()?);
            }
            Some(alts)
        }

        fn sequence(&mut self) -> Option<Vec<Node>> {
            let mut seq = Vec::new();
            while let Some(&c) = self.chars.peek() {
                if c == '|' || c == ')' {
                    break;
                }
                let atom = self.atom()?;
                let atom = self.quantifier(atom)?;
                seq.push(atom);
            }
            Some(seq)
        }

        fn atom(&mut self) -> Option<Node> {
            let c = self.chars.next()?;
            Some(match c {
                '^' => Node::Start,
                '$' => Node::End,
                '.' => Node::Set(Set::Any),
                '(' => {
                    if self.chars.peek() == Some(&'?') {
                        self.chars.next();
                        if self.chars.next()? != ':' {
                            return None; // look-around or named group
                        }
                    }
                    let alts = self.alternation()?;
                    if self.chars.next()? != ')' {
                        return None;
                    }
                    Node::Group(alts)
                }
                '[' => self.class()?,
                '\\' => match self.escape(false)? {
                    Escape::Char(c) => Node::Set(Set::Char(c)),
                    Escape::Class(item) => Node::Set(Set::Class {
                        negated: false,
                        items: vec![item],
                    }),
                },
                // Annex B literals and quantifiers without an atom: leave to regress.
                ')' | ']' | '{' | '}' | '*' | '+' | '?' => return None,
                c => Node::Set(Set::Char(c)),
            })
        }

        fn number(&mut self) -> Option<u32> {
            let mut n: Option<u32> = None;
            while let Some(d) = self.chars.peek().and_then(|c| c.to_digit(10)) {
                self.chars.next();
                n = Some(n.unwrap_or(0).checked_mul(10)?.checked_add(d)?);
            }
            n
        }

        fn quantifier(&mut self, atom: Node) -> Option<Node> {
            let (min, max) = match self.chars.peek() {
                Some('*') => (0, None),
                Some('+') => (1, None),
                Some('?') => (0, Some(1)),
                Some('{') => {
                    self.chars.next();
                    let min = self.number()?;
                    let max = match self.chars.next()? {
                        '}' => Some(min),
                        ',' => {
                            if self.chars.peek() == Some(&'}') {
                                self.chars.next();
                                None
                            } else {
                                let max = self.number()?;
                                if self.chars.next()? != '}' || max < min {
                                    return None;
                                }
                                Some(max)
                            }
                        }
                        _ => return None,
                    };
                    let greedy = self.lazy_suffix();
                    return self.repeat(atom, min, max, greedy);
                }
                _ => return Some(atom),
            };
            self.chars.next();
            let greedy = self.lazy_suffix();
            self.repeat(atom, min, max, greedy)
        }

        fn lazy_suffix(&mut self) -> bool {
            if self.chars.peek() == Some(&'?') {
                self.chars.next();
                false
            } else {
                true
            }
        }

        fn repeat(&mut self, atom: Node, min: u32, max: Option<u32>, greedy: bool) -> Option<Node> {
            match atom {
                Node::Start | Node::End | Node::Repeat(_) => return None,
                Node::Group(_) => {
                    if max.is_none_or(|m| m > 16) {
                        self.group_repeat = true;
                    }
                }
                Node::Set(_) => {}
            }
            Some(Node::Repeat(Repeat {
                node: Box::new(atom),
                min,
                max,
                greedy,
            }))
        }

        fn escape(&mut self, in_class: bool) -> Option<Escape> {
            let c = self.chars.next()?;
            Some(match c {
                'd' => Escape::Class(ClassItem::Digit(false)),
                'D' => Escape::Class(ClassItem::Digit(true)),
                'w' => Escape::Class(ClassItem::Word(false)),
                'W' => Escape::Class(ClassItem::Word(true)),
                's' => Escape::Class(ClassItem::Space(false)),
                'S' => Escape::Class(ClassItem::Space(true)),
                't' => Escape::Char('\t'),
                'n' => Escape::Char('\n'),
                'r' => Escape::Char('\r'),
                'v' => Escape::Char('\u{0B}'),
                'f' => Escape::Char('\u{0C}'),
                '0' if !self.chars.peek().is_some_and(char::is_ascii_digit) => Escape::Char('\0'),
                '-' if in_class => Escape::Char('-'),
                '^' | '$' | '\\' | '.' | '*' | '+' | '?' | '(' | ')' | '[' | ']' | '{' | '}' | '|' | '/' => {
                    Escape::Char(c)
                }
                _ => return None,
            })
        }

        fn class(&mut self) -> Option<Node> {
            let negated = if self.chars.peek() == Some(&'^') {
                self.chars.next();
                true
            } else {
                false
            };
            let mut items = Vec::new();
            loop {
                let c = self.chars.next()?;
                let first = match c {
                    ']' => break,
                    '\\' => self.escape(true)?,
                    '[' => return None,
                    c => Escape::Char(c),
                };
                if self.chars.peek() == Some(&'-') {
                    // A range, or a literal '-' before ']'.
                    let mut ahead = self.chars.clone();
                    ahead.next();
                    if ahead.peek() == Some(&']') {
                        items.push(first.item());
                        continue;
                    }
                    self.chars.next();
                    let second = match self.chars.next()? {
                        '\\' => self.escape(true)?,
                        '[' => return None,
                        c => Escape::Char(c),
                    };
                    match (first, second) {
                        (Escape::Char(lo), Escape::Char(hi)) if lo <= hi => {
                            items.push(ClassItem::Range(lo, hi));
                        }
                        // Reversed ranges are errors; class escapes in ranges are Annex B.
                        _ => return None,
                    }
                } else {
                    items.push(first.item());
                }
            }
            if items.is_empty() {
                return None; // `[]` and `[^]`
            }
            Some(Node::Set(Set::Class { negated, items }))
        }
    }

    #[derive(Clone, Copy)]
    enum Escape {
        Char(char),
        Class(ClassItem),
    }

    impl Escape {
        fn item(self) -> ClassItem {
            match self {
                Escape::Char(c) => ClassItem::Range(c, c),
                Escape::Class(i) => i,
            }
        }
    }

    struct Matcher<'s> {
        s: &'s str,
        steps: Cell<u32>,
    }

    /// Signals that the step budget ran out.
    struct Exhausted;

    type Cont<'k> = &'k mut dyn FnMut(usize) -> Result<bool, Exhausted>;

    impl Program {
        /// `Some(answer)`, or `None` when `regress` must decide (input too long, budget spent).
        pub(super) fn is_match(&self, s: &str) -> Option<bool> {
            if s.len() > MAX_INPUT || (self.group_repeat && s.len() > MAX_INPUT_GROUP_REPEAT) {
                return None;
            }
            let m = Matcher { s, steps: Cell::new(0) };
            let mut start = 0;
            loop {
                let found = self
                    .alts
                    .iter()
                    .try_fold(false, |found, seq| -> Result<bool, Exhausted> {
                        Ok(found || m.seq(seq, start, &mut |_| Ok(true))?)
                    })
                    .ok()?;
                if found {
                    return Some(true);
                }
                if self.anchored_start {
                    return Some(false);
                }
                match s[start..].chars().next() {
                    Some(c) => start += c.len_utf8(),
                    None => return Some(false),
                }
            }
        }
    }

    impl Matcher<'_> {
        fn step(&self) -> Result<(), Exhausted> {
            let n = self.steps.get() + 1;
            if n > STEP_BUDGET {
                return Err(Exhausted);
            }
            self.steps.set(n);
            Ok(())
        }

        fn char_at(&self, pos: usize) -> Option<char> {
            self.s[pos..].chars().next()
        }

        fn seq(&self, nodes: &[Node], pos: usize, k: Cont<'_>) -> Result<bool, Exhausted> {
            match nodes.split_first() {
                None => k(pos),
                Some((first, rest)) => {
                    if rest.is_empty() {
                        self.node(first, pos, k)
                    } else {
                        self.node(first, pos, &mut |p| self.seq(rest, p, k))
                    }
                }
            }
        }

        fn node(&self, node: &Node, pos: usize, k: Cont<'_>) -> Result<bool, Exhausted> {
            self.step()?;
            match node {
                Node::Set(set) => match self.char_at(pos) {
                    Some(c) if set.matches(c) => k(pos + c.len_utf8()),
                    _ => Ok(false),
                },
                Node::Start => {
                    if pos == 0 {
                        k(pos)
                    } else {
                        Ok(false)
                    }
                }
                Node::End => {
                    if pos == self.s.len() {
                        k(pos)
                    } else {
                        Ok(false)
                    }
                }
                Node::Group(alts) => {
                    for seq in alts {
                        if self.seq(seq, pos, k)? {
                            return Ok(true);
                        }
                    }
                    Ok(false)
                }
                Node::Repeat(rep) => match &*rep.node {
                    Node::Set(set) => self.repeat_set(set, rep, pos, k),
                    _ => self.repeat_node(rep, 0, pos, k),
                },
            }
        }

        /// A repeated single-character set: scan forward, then try the continuation from the
        /// longest (greedy) or shortest (lazy) run, without recursion per character.
        fn repeat_set(&self, set: &Set, rep: &Repeat, pos: usize, k: Cont<'_>) -> Result<bool, Exhausted> {
            let Repeat { min, max, greedy, .. } = *rep;
            let mut count = 0u32;
            let mut end = pos;
            while max.is_none_or(|m| count < m) {
                match self.char_at(end) {
                    Some(c) if set.matches(c) => {
                        end += c.len_utf8();
                        count += 1;
                    }
                    _ => break,
                }
            }
            if count < min {
                return Ok(false);
            }
            // Position after `min` characters.
            let mut lo = pos;
            for _ in 0..min {
                lo += self.char_at(lo).map_or(0, char::len_utf8);
            }
            if greedy {
                let mut p = end;
                loop {
                    self.step()?;
                    if k(p)? {
                        return Ok(true);
                    }
                    if p == lo {
                        return Ok(false);
                    }
                    p -= self.s[..p].chars().next_back().map_or(0, char::len_utf8);
                }
            } else {
                let mut p = lo;
                loop {
                    self.step()?;
                    if k(p)? {
                        return Ok(true);
                    }
                    if p == end {
                        return Ok(false);
                    }
                    p += self.char_at(p).map_or(0, char::len_utf8);
                }
            }
        }

        /// A repeated group, with ECMA's rule that an iteration past the minimum may not match
        /// the empty string.
        fn repeat_node(&self, rep: &Repeat, count: u32, pos: usize, k: Cont<'_>) -> Result<bool, Exhausted> {
            let can_more = rep.max.is_none_or(|m| count < m);
            let more = |k: Cont<'_>| -> Result<bool, Exhausted> {
                if !can_more {
                    return Ok(false);
                }
                self.node(&rep.node, pos, &mut |p| {
                    if p == pos && count >= rep.min {
                        return Ok(false);
                    }
                    self.repeat_node(rep, count + 1, p, k)
                })
            };
            if count < rep.min {
                return more(k);
            }
            if rep.greedy {
                if more(k)? {
                    return Ok(true);
                }
                k(pos)
            } else {
                if k(pos)? {
                    return Ok(true);
                }
                more(k)
            }
        }
    }

    #[cfg(test)]
    mod tests {
        use super::*;

        #[test]
        fn subset_detection() {
            for p in [
                "^[a-z][-a-z0-9]{0,24}[a-z0-9]$",
                "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
                r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$",
                "^[^,/]{1,60}$",
                r"\d+",
                "a|b|",
                "(?:ab)+?c",
                "[-a]",
                "[a-]",
                r"[\d\s]",
            ] {
                assert!(compile(p).is_some(), "{p} should be in the subset");
            }
            for p in [
                r"\bfoo", r"(a)\1", "(?=a)", "(?<n>a)", r"\u0041", "a{", "[]", "[^]", r"[\d-z]", "a**", "^*", r"\p{L}",
                "[z-a]",
            ] {
                assert!(compile(p).is_none(), "{p} should not be in the subset");
            }
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
        assert_eq!(BAD.is_match_regress("x"), None);
    }

    #[test]
    fn unanchored_vs_anchored() {
        static UN: Pattern = Pattern::new("abc");
        static AN: Pattern = Pattern::new("^abc$");
        assert!(UN.is_match("xxabcxx"));
        assert!(!AN.is_match("xxabcxx"));
        assert!(AN.is_match("abc"));
        assert!(UN.uses_stack_matcher());
        assert_eq!(UN.as_str(), "abc");
        assert_eq!(format!("{UN:?}"), "Pattern(\"abc\")");
        assert_eq!(UN.to_string(), "abc");
    }

    #[test]
    fn ecma_digit_is_ascii_only() {
        static D: Pattern = Pattern::new(r"^\d+$");
        assert!(D.is_match("0123456789"));
        assert!(!D.is_match("\u{0661}\u{0662}")); // Arabic-Indic digits
        assert_eq!(D.is_match_regress("\u{0661}"), Some(false));
        static W: Pattern = Pattern::new(r"^\w+$");
        assert!(!W.is_match("é"));
    }

    #[test]
    fn fallback_patterns_still_work() {
        static B: Pattern = Pattern::new(r"\bfoo\b");
        assert!(!B.uses_stack_matcher());
        assert!(B.is_match("a foo b"));
        assert!(!B.is_match("afoob"));
        static BACK: Pattern = Pattern::new(r"^(a+)b\1$");
        assert!(BACK.is_match("aabaa"));
        assert!(!BACK.is_match("aaba"));
    }

    #[test]
    fn long_inputs_use_regress() {
        static P: Pattern = Pattern::new("^a*$");
        let long = "a".repeat(10_000);
        assert!(P.is_match(&long));
        assert!(!P.is_match(&format!("{long}b")));
    }

    #[test]
    fn catastrophic_backtracking_falls_back() {
        // Exponential for a backtracking engine: our matcher gives up after its step budget
        // and `regress` (also backtracking, but faster per step) answers.
        static P: Pattern = Pattern::new("^(a|aa)*c$");
        assert!(P.uses_stack_matcher());
        assert_eq!(P.is_match_stack("aaaac"), Some(true));
        assert_eq!(P.is_match_stack("aaaa"), Some(false));
        let s = "a".repeat(27);
        assert_eq!(P.is_match_stack(&s), None);
        assert!(!P.is_match(&s));
        assert!(P.is_match(&format!("{s}c")));
    }
}

#[cfg(test)]
mod depth_tests {
    use super::*;

    /// Group repetition recurses per iteration; the input limit keeps the depth small enough
    /// for a thread with a modest stack, even in a debug build.
    #[test]
    fn deep_group_repetition_fits_a_small_stack() {
        std::thread::Builder::new()
            .stack_size(256 * 1024)
            .spawn(|| {
                static P: Pattern = Pattern::new("^(?:a|b)*$");
                static Q: Pattern = Pattern::new("^([a-z]+-?)*[0-9]$");
                let s = "ab".repeat(64);
                assert_eq!(P.is_match_stack(&s), Some(true));
                assert_eq!(P.is_match_stack(&format!("{s}c")[1..]), Some(false));
                let t = "ab-".repeat(42);
                assert!(Q.is_match(&format!("{t}1")));
                static R: Pattern = Pattern::new("^[a-z]*x$");
                let long = "a".repeat(4000);
                assert_eq!(R.is_match_stack(&format!("{long}x")), Some(true));
            })
            .unwrap()
            .join()
            .unwrap();
    }
}
