//! The stack matcher must answer exactly as `regress` does. Random strings, drawn from the
//! characters each pattern mentions plus tricky ones (non-ASCII digits and spaces, line
//! terminators, astral characters), are matched by both.

use oapigen_runtime::Pattern;

const PATTERNS: &[&str] = &[
    // From the seed.
    "^[a-z][-a-z0-9]{0,24}[a-z0-9]$",
    r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$",
    "^[a-z0-9]([-a-z0-9]*[a-z0-9])?$",
    "^[-a-z0-9]{0,25}[-a-z0-9]$",
    "^[^,/]{1,60}$",
    r"^[a-z][a-z0-9\-]{0,18}[a-z0-9]$",
    r"^[a-zA-Z0-9{][a-zA-Z 0-9._\-}{]{1,61}[a-zA-Z0-9._}]$",
    // Unanchored, partially anchored, alternation, groups and quantifiers.
    "ab",
    "a.c",
    "^a|b$",
    "(ab|a)(c|bcd)(d*)",
    "^(a|ab)(c|bcd)(d*)$",
    "(a*)*b",
    "(a*)+$",
    "(?:a|b)*?c",
    "^(?:a|ab)*?b$",
    "a{2,3}",
    "^a{2}$",
    "^a{2,}b?$",
    "x*?y",
    "^.*$",
    "^.+z",
    r"\d{3}-\d{4}",
    r"^\w+@\w+\.\w{2,}$",
    r"^\s*$",
    r"\S+\s\S+",
    r"^[\d\s]+$",
    r"^[^\d]+$",
    r"^[\W]+$",
    r"^\D*\d\D*$",
    r"^[.\-_]+$",
    r"[\]\[\\]",
    "^$",
    "",
    "|a",
    "()",
    "^(|a)+$",
    "^(a?)*$",
    "^(a|)*b",
    r"^\t\n?[\r\f\v\0]*$",
    r"a\.b\*c\+d\?e\(f\)g\{h\}i\|j\/k\^l\$",
    "[a-]",
    "[-a]",
    "^[a-c-e]+$",
    "^[--/]+$",
    "^é+$",
    "^[é-ü]+$",
    "^😀.?$",
    "^[^a]$",
];

/// Characters worth trying against any pattern.
const TRICKY: &[char] = &[
    'a', 'b', 'z', 'A', '0', '9', '-', '_', '.', ' ', '\t', '\n', '\r', '\u{0B}', '\u{0C}', '\0', ',', '/', '{', '}',
    '[', ']', '\\', '@', 'é', 'ü', '٣', '２', '\u{A0}', '\u{2028}', '\u{3000}', '\u{FEFF}', '😀', 'c', 'd', 'x', 'y',
];

fn alphabet(pattern: &str) -> Vec<char> {
    let mut chars: Vec<char> = pattern.chars().filter(|c| !"^$()|?*+".contains(*c)).collect();
    chars.extend_from_slice(TRICKY);
    chars.sort_unstable();
    chars.dedup();
    chars
}

#[test]
fn stack_matcher_agrees_with_regress() {
    let mut rng = fastrand::Rng::with_seed(0x0a91_2e5c);
    let mut checked = 0usize;
    let mut matched = 0usize;
    let mut gave_up = 0usize;
    for src in PATTERNS {
        let pattern = Pattern::new(src);
        assert!(
            pattern.uses_stack_matcher(),
            "{src:?} should be handled by the stack matcher"
        );
        let alphabet = alphabet(src);
        // Bias towards the pattern's own characters so that many strings match.
        let own: Vec<char> = src
            .chars()
            .filter(|c| c.is_alphanumeric() || "-_. ,/{}".contains(*c))
            .collect();
        for i in 0..3000 {
            let len = rng.usize(0..if i % 10 == 0 { 70 } else { 12 });
            let s: String = (0..len)
                .map(|_| {
                    if !own.is_empty() && rng.bool() {
                        own[rng.usize(..own.len())]
                    } else {
                        alphabet[rng.usize(..alphabet.len())]
                    }
                })
                .collect();
            let theirs = pattern.is_match_regress(&s).expect("pattern compiles");
            // The public answer, whichever engine gives it.
            assert_eq!(pattern.is_match(&s), theirs, "pattern {src:?} on {s:?}");
            // The stack matcher's own answer (it may give up on pathological input).
            match pattern.is_match_stack(&s) {
                Some(ours) => assert_eq!(ours, theirs, "pattern {src:?} on {s:?}"),
                None => gave_up += 1,
            }
            checked += 1;
            matched += usize::from(theirs);
        }
    }
    assert!(gave_up < checked / 1000, "the stack matcher gave up {gave_up} times");
    // The strings exercise both answers.
    assert!(matched > checked / 20, "{matched} of {checked} matched");
    assert!(matched < checked - checked / 20, "{matched} of {checked} matched");
}

#[test]
fn patterns_outside_the_subset_still_match_via_regress() {
    for (src, yes, no) in [
        (r"\bcat\b", "a cat!", "concat"),
        (r"(?=.*\d)(?=.*[a-z]).{8,}", "abcdefg1", "abcdefgh"),
        (r"^(?<word>[a-z]+)-\k<word>$", "ab-ab", "ab-ba"),
        (r"^\u0041\x42$", "AB", "ab"),
        (r"^[\d-z]+$", "1-z", "a"),
        (r"a{,2}", "a{,2}", "aa"),
    ] {
        let p = Pattern::new(src);
        assert!(!p.uses_stack_matcher(), "{src}");
        assert!(p.is_match(yes), "{src} on {yes}");
        assert!(!p.is_match(no), "{src} on {no}");
    }
}
