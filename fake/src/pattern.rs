//! Strings that match a `pattern`: a small generator for the shapes documents use (literals,
//! classes, `\d`/`\w`, groups, alternation, quantifiers). It proposes candidates; the schema's
//! validator has the last word, so a shape it reads wrongly costs a candidate, not a wrong
//! answer.

#[derive(Debug, Clone)]
enum Node {
    Char(char),
    /// Ranges, negated.
    Class(Vec<(char, char)>, bool),
    Any,
    Group(Vec<Vec<Node>>),
    Repeat(Box<Node>, usize, Option<usize>),
}

/// Candidate strings for `pattern`, shortest first; empty when the pattern is beyond this parser.
pub(crate) fn candidates(pattern: &str) -> Vec<String> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut pos = 0;
    let Some(alts) = parse_alternation(&chars, &mut pos, 0) else {
        return Vec::new();
    };
    if pos != chars.len() {
        return Vec::new();
    }
    let mut out: Vec<String> = Vec::new();
    for last in [false, true] {
        for reps in [0, 1, 2, 3, 4, 8, 16, 32, 64] {
            let mut s = String::new();
            gen_alts(&alts, reps, last, &mut s);
            if !out.contains(&s) {
                out.push(s);
            }
        }
    }
    out
}

fn parse_alternation(chars: &[char], pos: &mut usize, depth: usize) -> Option<Vec<Vec<Node>>> {
    if depth > 32 {
        return None;
    }
    let mut alts = vec![Vec::new()];
    while *pos < chars.len() {
        let c = chars[*pos];
        match c {
            ')' => break,
            '|' => {
                *pos += 1;
                alts.push(Vec::new());
                continue;
            }
            _ => {}
        }
        let Some(atom) = parse_atom(chars, pos, depth)? else {
            continue;
        };
        let atom = parse_quantifier(chars, pos, atom)?;
        alts.last_mut()?.push(atom);
    }
    Some(alts)
}

/// One atom; `Some(None)` for what generates nothing (anchors).
fn parse_atom(chars: &[char], pos: &mut usize, depth: usize) -> Option<Option<Node>> {
    let c = chars[*pos];
    *pos += 1;
    Some(Some(match c {
        '^' | '$' => return Some(None),
        '.' => Node::Any,
        '(' => {
            let mut refuses = false;
            if chars.get(*pos) == Some(&'?') {
                // `(?:…)`, and a lookahead read as a plain group (the validator judges); what a
                // negative lookahead refuses generates nothing (nexus's `Name` refuses a UUID).
                *pos += 1;
                match chars.get(*pos) {
                    Some(':') | Some('=') => *pos += 1,
                    Some('!') => {
                        *pos += 1;
                        refuses = true;
                    }
                    _ => return None,
                }
            }
            let alts = parse_alternation(chars, pos, depth + 1)?;
            if chars.get(*pos) != Some(&')') {
                return None;
            }
            *pos += 1;
            if refuses {
                return Some(None);
            }
            Node::Group(alts)
        }
        '[' => parse_class(chars, pos)?,
        '\\' => {
            let e = *chars.get(*pos)?;
            *pos += 1;
            match e {
                'b' | 'B' => return Some(None),
                _ => escape_node(e, chars, pos)?,
            }
        }
        '*' | '+' | '?' | '{' => return None,
        c => Node::Char(c),
    }))
}

fn escape_node(e: char, chars: &[char], pos: &mut usize) -> Option<Node> {
    Some(match e {
        'd' => Node::Class(vec![('0', '9')], false),
        'D' => Node::Class(vec![('0', '9')], true),
        'w' => Node::Class(vec![('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')], false),
        'W' => Node::Class(vec![('a', 'z'), ('A', 'Z'), ('0', '9'), ('_', '_')], true),
        's' => Node::Char(' '),
        'S' => Node::Class(vec![(' ', ' ')], true),
        'n' => Node::Char('\n'),
        't' => Node::Char('\t'),
        'u' => {
            let hex: String = chars.get(*pos..*pos + 4)?.iter().collect();
            *pos += 4;
            Node::Char(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?)
        }
        c => Node::Char(c),
    })
}

fn parse_class(chars: &[char], pos: &mut usize) -> Option<Node> {
    let negated = chars.get(*pos) == Some(&'^');
    if negated {
        *pos += 1;
    }
    let mut ranges = Vec::new();
    let mut first = true;
    loop {
        let c = *chars.get(*pos)?;
        *pos += 1;
        if c == ']' && !first {
            break;
        }
        first = false;
        let lo = if c == '\\' {
            let e = *chars.get(*pos)?;
            *pos += 1;
            match escape_node(e, chars, pos)? {
                Node::Char(c) => c,
                Node::Class(rs, false) => {
                    ranges.extend(rs);
                    continue;
                }
                _ => continue,
            }
        } else {
            c
        };
        if chars.get(*pos) == Some(&'-') && chars.get(*pos + 1).is_some_and(|c| *c != ']') {
            let mut hi = chars[*pos + 1];
            *pos += 2;
            if hi == '\\' {
                hi = *chars.get(*pos)?;
                *pos += 1;
            }
            ranges.push((lo, hi));
        } else {
            ranges.push((lo, lo));
        }
    }
    Some(Node::Class(ranges, negated))
}

fn parse_quantifier(chars: &[char], pos: &mut usize, atom: Node) -> Option<Node> {
    let (min, max) = match chars.get(*pos) {
        Some('*') => (0, None),
        Some('+') => (1, None),
        Some('?') => (0, Some(1)),
        Some('{') => {
            let close = chars[*pos..].iter().position(|c| *c == '}')? + *pos;
            let inner: String = chars[*pos + 1..close].iter().collect();
            let (min, max) = match inner.split_once(',') {
                Some((a, "")) => (a.trim().parse().ok()?, None),
                Some((a, b)) => (a.trim().parse().ok()?, Some(b.trim().parse().ok()?)),
                None => {
                    let n = inner.trim().parse().ok()?;
                    (n, Some(n))
                }
            };
            *pos = close;
            (min, max)
        }
        _ => return Some(atom),
    };
    *pos += 1;
    // Lazy and possessive markers change nothing about which strings match.
    if matches!(chars.get(*pos), Some('?') | Some('+')) {
        *pos += 1;
    }
    if min > 10_000 {
        return None;
    }
    Some(Node::Repeat(Box::new(atom), min, max))
}

fn gen_alts(alts: &[Vec<Node>], reps: usize, last: bool, out: &mut String) {
    let seq = if last { alts.last() } else { alts.first() };
    for node in seq.into_iter().flatten() {
        gen_node(node, reps, last, out);
    }
}

/// Longer candidates than this are not worth making (nested quantifiers multiply).
const MAX_LEN: usize = 4096;

fn gen_node(node: &Node, reps: usize, last: bool, out: &mut String) {
    if out.len() > MAX_LEN {
        return;
    }
    match node {
        Node::Char(c) => out.push(*c),
        Node::Any => out.push('a'),
        Node::Class(ranges, false) => out.push(ranges.first().map(|r| pick(*r)).unwrap_or('a')),
        Node::Class(ranges, true) => {
            let c = "aA0_x-."
                .chars()
                .find(|c| !ranges.iter().any(|(lo, hi)| lo <= c && c <= hi))
                .unwrap_or('~');
            out.push(c);
        }
        Node::Group(alts) => gen_alts(alts, reps, last, out),
        Node::Repeat(inner, min, max) => {
            let n = reps.max(*min).min(max.unwrap_or(usize::MAX));
            for _ in 0..n {
                gen_node(inner, reps, last, out);
            }
        }
    }
}

/// A readable member of a range: a letter or digit when the range has one.
fn pick((lo, hi): (char, char)) -> char {
    for c in ['a', 'A', '0'] {
        if lo <= c && c <= hi {
            return c;
        }
    }
    lo
}

#[cfg(test)]
mod tests {
    use super::candidates;

    fn matches(pattern: &str, s: &str) -> bool {
        regress::Regex::with_flags(pattern, "u").unwrap().find(s).is_some()
    }

    #[test]
    fn proposes_matching_strings_for_common_shapes() {
        for p in [
            "^[a-z][a-z0-9-]{2,62}$",
            "^\\d{3}-\\d{4}$",
            "^(eu|us)-[a-z]+-\\d$",
            "^[A-Z]{2}$",
            "^sk_(live|test)_[A-Za-z0-9]{24}$",
            "^[^/]+$",
            "^(?:[0-9]{1,3}\\.){3}[0-9]{1,3}/\\d+$",
            // nexus's `Name`: not a UUID, then a name.
            "^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$)^[a-z][a-z0-9-]*[a-zA-Z0-9]$",
        ] {
            let found = candidates(p).into_iter().find(|s| matches(p, s));
            assert!(found.is_some(), "no candidate for {p}");
        }
        assert!(
            candidates("(a{9999}){9999}")
                .iter()
                .all(|c| c.len() <= 2 * super::MAX_LEN)
        );
        // Broken patterns give nothing rather than a panic.
        for broken in ["a{2,1", "[", "(a", "\\", "a{99999}", "*"] {
            let _ = candidates(broken);
        }
    }
}
