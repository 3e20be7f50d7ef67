//! Reading the spec's Schema Objects: `$ref` resolution, types, unions, cross-field rules.
//!
//! The schemas read here are already in JSON Schema 2020-12 (`oas.rs` converts OpenAPI 3.0
//! documents). Only the shapes the tested documents use are understood; anything else panics
//! with the offending schema, so that a spec change that the generator cannot follow is
//! noticed instead of silently generating less.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};
use std::rc::Rc;

use serde_json::{Map, Value};

/// Keywords that may sit next to `$ref` without changing what the schema accepts.
const ANNOTATIONS: &[&str] = &[
    "description",
    "title",
    "deprecated",
    "default",
    "readOnly",
    "writeOnly",
    "examples",
    "example",
];

fn is_annotation(key: &str) -> bool {
    ANNOTATIONS.contains(&key) || key.starts_with("x-")
}

/// Follows `$ref` chains (local references only) and `allOf` wrappers of one schema (with
/// only annotations beside, as in `{description: ..., allOf: [{$ref: ...}]}`).
pub fn resolve<'s>(doc: &'s Value, schema: &'s Value) -> &'s Value {
    let mut s = schema;
    for _ in 0..32 {
        if let Some(Value::Array(all)) = s.get("allOf")
            && let [only] = all.as_slice()
            && s.as_object()
                .is_some_and(|m| m.keys().all(|k| k == "allOf" || is_annotation(k)))
        {
            s = only;
            continue;
        }
        let Some(reference) = s.get("$ref").and_then(Value::as_str) else {
            return s;
        };
        if let Some(map) = s.as_object() {
            for key in map.keys() {
                assert!(
                    key == "$ref" || is_annotation(key),
                    "`{key}` next to `$ref` is not supported by the differential generator: {s}"
                );
            }
        }
        let pointer = reference
            .strip_prefix('#')
            .unwrap_or_else(|| panic!("only local references are supported: {reference}"));
        s = doc
            .pointer(pointer)
            .unwrap_or_else(|| panic!("unresolved reference {reference}"));
    }
    panic!("$ref/allOf chain too long at {schema}");
}

/// The `type` keyword as a list (empty when absent).
pub fn types(s: &Value) -> Vec<&str> {
    match s.get("type") {
        Some(Value::String(t)) => vec![t.as_str()],
        Some(Value::Array(ts)) => ts.iter().filter_map(Value::as_str).collect(),
        _ => Vec::new(),
    }
}

pub fn properties(s: &Value) -> Option<&Map<String, Value>> {
    s.get("properties").and_then(Value::as_object)
}

pub fn str_list(v: Option<&Value>) -> Vec<&str> {
    v.and_then(Value::as_array)
        .map(|a| a.iter().filter_map(Value::as_str).collect())
        .unwrap_or_default()
}

pub fn required(s: &Value) -> Vec<&str> {
    str_list(s.get("required"))
}

pub fn uint(s: &Value, key: &str) -> Option<u64> {
    s.get(key).and_then(Value::as_u64)
}

/// `additionalProperties` when it is a schema (an object), i.e. the object is a map.
pub fn map_values(s: &Value) -> Option<&Value> {
    s.get("additionalProperties").filter(|v| v.is_object())
}

/// Whether values of this schema are objects whose members we know how to walk.
pub fn is_object_like(s: &Value) -> bool {
    let ts = types(s);
    ts.contains(&"object")
        || (ts.is_empty()
            && (s.get("properties").is_some()
                || s.get("required").is_some()
                || s.get("additionalProperties").is_some()))
}

/// `oneOf` / `anyOf` used to pick one of several shapes (no `type` or `properties` of its own):
/// the value is one of the alternatives.
pub fn dispatch_alternatives(s: &Value) -> Option<&Vec<Value>> {
    if s.get("properties").is_some() || s.get("type").is_some() || s.get("required").is_some() {
        return None;
    }
    s.get("oneOf").or_else(|| s.get("anyOf")).and_then(Value::as_array)
}

/// A cross-field rule of an object schema.
#[derive(Debug, Clone)]
pub enum Rule<'s> {
    /// `oneOf` (`exactly == true`) or `anyOf` of alternatives that each only list `required`.
    Groups { exactly: bool, groups: Vec<Vec<&'s str>> },
    /// `not: {required: [...]}` (directly or inside `allOf`): not all of them together.
    NotAll(Vec<&'s str>),
    /// `if: {properties: {k: {const: c}}, required: [k]}` `then: {required: [...]}`.
    IfThen {
        when: Vec<(&'s str, &'s Value)>,
        then_required: Vec<&'s str>,
    },
}

fn required_only<'s>(doc: &'s Value, alt: &'s Value) -> Vec<&'s str> {
    let alt = resolve(doc, alt);
    let map = alt
        .as_object()
        .unwrap_or_else(|| panic!("unsupported alternative {alt}"));
    for key in map.keys() {
        assert!(
            key == "required" || is_annotation(key),
            "an object schema with `properties` and a union whose alternative is not only `required` \
             is not supported: {alt}"
        );
    }
    required(alt)
}

fn not_required(s: &Value) -> Vec<&str> {
    let map = s.as_object().unwrap_or_else(|| panic!("unsupported `not` {s}"));
    for key in map.keys() {
        assert!(
            key == "required",
            "only `not: {{required: [...]}}` is supported, got {s}"
        );
    }
    required(s)
}

/// The cross-field rules of an object schema (which must not be a dispatch union).
pub fn rules<'s>(doc: &'s Value, s: &'s Value) -> Vec<Rule<'s>> {
    let mut out = Vec::new();
    if dispatch_alternatives(s).is_none() {
        for (key, exactly) in [("oneOf", true), ("anyOf", false)] {
            if let Some(alts) = s.get(key).and_then(Value::as_array) {
                let groups = alts.iter().map(|a| required_only(doc, a)).collect();
                out.push(Rule::Groups { exactly, groups });
            }
        }
    }
    if let Some(not) = s.get("not") {
        out.push(Rule::NotAll(not_required(not)));
    }
    if let Some(all) = s.get("allOf").and_then(Value::as_array) {
        for item in all {
            let item = resolve(doc, item);
            let map = item
                .as_object()
                .unwrap_or_else(|| panic!("unsupported allOf item {item}"));
            assert!(
                map.keys().all(|k| k == "not" || is_annotation(k)),
                "only `allOf` of `not: {{required}}` is supported, got {item}"
            );
            out.push(Rule::NotAll(not_required(&item["not"])));
        }
    }
    if let Some(cond) = s.get("if") {
        let then = s.get("then").unwrap_or_else(|| panic!("`if` without `then`: {s}"));
        assert!(s.get("else").is_none(), "`else` is not supported: {s}");
        let cond_map = cond.as_object().expect("`if` is an object");
        assert!(
            cond_map.keys().all(|k| k == "properties" || k == "required"),
            "unsupported `if`: {cond}"
        );
        let mut when = Vec::new();
        for (k, p) in properties(cond).into_iter().flatten() {
            let c = p
                .get("const")
                .unwrap_or_else(|| panic!("only `if` on `const` members is supported: {cond}"));
            when.push((k.as_str(), c));
        }
        let mut cond_required = required(cond);
        cond_required.sort_unstable();
        let mut when_keys: Vec<&str> = when.iter().map(|(k, _)| *k).collect();
        when_keys.sort_unstable();
        assert_eq!(
            cond_required, when_keys,
            "`if` must require exactly the members it tests: {cond}"
        );
        let then_map = then.as_object().expect("`then` is an object");
        assert!(then_map.keys().all(|k| k == "required"), "unsupported `then`: {then}");
        out.push(Rule::IfThen {
            when,
            then_required: required(then),
        });
    }
    out
}

/// Whether an `if` of [`Rule::IfThen`] holds for `obj`.
pub fn when_holds(when: &[(&str, &Value)], obj: &Map<String, Value>) -> bool {
    when.iter().all(|(k, c)| obj.get(*k) == Some(*c))
}

/// Whether `v` is an instance of the JSON Schema type `t` (as the oracle sees it).
pub fn has_type(t: &str, v: &Value) -> bool {
    match t {
        "null" => v.is_null(),
        "boolean" => v.is_boolean(),
        "string" => v.is_string(),
        "object" => v.is_object(),
        "array" => v.is_array(),
        "number" => v.is_number(),
        "integer" => v.as_i64().is_some() || v.as_u64().is_some() || v.as_f64().is_some_and(|f| f.fract() == 0.0),
        _ => panic!("unknown type {t}"),
    }
}

/// Everything the generator and the mutator read from one (resolved) schema, computed once:
/// the document is a `serde_json::Value` whose objects hash their keys on every lookup, which
/// would dominate the run time in debug builds.
pub struct Info<'s> {
    pub types: Vec<&'s str>,
    pub object_like: bool,
    pub const_: Option<&'s Value>,
    pub enum_: Option<&'s [Value]>,
    /// Alternatives of a dispatch union (see [`dispatch_alternatives`]), resolved.
    pub alternatives: Option<Vec<&'s Value>>,
    pub props: Option<&'s Map<String, Value>>,
    pub required: Vec<&'s str>,
    /// `additionalProperties` when it is a schema.
    pub map_values: Option<&'s Value>,
    pub additional_absent: bool,
    pub key_min: Option<u64>,
    pub key_max: Option<u64>,
    pub rules: Vec<Rule<'s>>,
    pub min_length: Option<u64>,
    pub max_length: Option<u64>,
    pub pattern: Option<&'s str>,
    /// The pattern without its lookarounds, for generating matches (see [`split_lookarounds`]).
    pub gen_pattern: Option<String>,
    /// The bodies of the pattern's negative lookaheads: matches of them are near-misses.
    pub lookaheads: Vec<&'s str>,
    pub pattern_bounds: Option<(u64, Option<u64>)>,
    pub format: Option<&'s str>,
    pub items: Option<&'s Value>,
    pub min_items: Option<u64>,
    pub max_items: Option<u64>,
    pub unique_items: bool,
    pub int_lo: Option<i64>,
    pub int_hi: Option<i64>,
}

impl<'s> Info<'s> {
    fn new(doc: &'s Value, schema: &'s Value) -> Self {
        let s = resolve(doc, schema);
        let names = s.get("propertyNames").map(|p| resolve(doc, p));
        let (int_lo, int_hi) = int_bounds(s);
        let pattern = s.get("pattern").and_then(Value::as_str);
        let (gen_pattern, lookaheads) = match pattern.map(split_lookarounds) {
            Some((p, l)) => (Some(p), l),
            None => (None, Vec::new()),
        };
        Info {
            types: types(s),
            object_like: is_object_like(s),
            const_: s.get("const"),
            enum_: s.get("enum").and_then(Value::as_array).map(Vec::as_slice),
            alternatives: dispatch_alternatives(s).map(|a| a.iter().map(|x| resolve(doc, x)).collect()),
            props: properties(s),
            required: required(s),
            map_values: map_values(s),
            additional_absent: s.get("additionalProperties").is_none(),
            key_min: names.and_then(|n| uint(n, "minLength")),
            key_max: names.and_then(|n| uint(n, "maxLength")),
            rules: if is_object_like(s) { rules(doc, s) } else { Vec::new() },
            min_length: uint(s, "minLength"),
            max_length: uint(s, "maxLength"),
            pattern,
            pattern_bounds: gen_pattern.as_deref().and_then(pattern_length_bounds),
            gen_pattern,
            lookaheads,
            format: s.get("format").and_then(Value::as_str),
            items: s.get("items"),
            min_items: uint(s, "minItems"),
            max_items: uint(s, "maxItems"),
            unique_items: s.get("uniqueItems") == Some(&Value::Bool(true)),
            int_lo,
            int_hi,
        }
    }

    /// The schema of member `key`: its property, else the map's value schema; `None` for a
    /// member the schema does not describe.
    pub fn member(&self, key: &str) -> Option<&'s Value> {
        self.props.and_then(|p| p.get(key)).or(self.map_values)
    }
}

/// `minimum`/`maximum` (and their exclusive forms) as inclusive integer bounds.
pub fn int_bounds(s: &Value) -> (Option<i64>, Option<i64>) {
    let get = |k: &str| s.get(k).and_then(Value::as_f64);
    let lo = match (get("minimum"), get("exclusiveMinimum")) {
        (Some(a), Some(b)) => Some(a.ceil().max(b.floor() + 1.0)),
        (Some(a), None) => Some(a.ceil()),
        (None, Some(b)) => Some(b.floor() + 1.0),
        (None, None) => None,
    };
    let hi = match (get("maximum"), get("exclusiveMaximum")) {
        (Some(a), Some(b)) => Some(a.floor().min(b.ceil() - 1.0)),
        (Some(a), None) => Some(a.floor()),
        (None, Some(b)) => Some(b.ceil() - 1.0),
        (None, None) => None,
    };
    (lo.map(|f| f as i64), hi.map(|f| f as i64))
}

/// Hashes a schema's address (a `usize`) with one multiplication.
#[derive(Default)]
pub struct AddrHasher(u64);

impl Hasher for AddrHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for b in bytes {
            self.0 = (self.0 ^ u64::from(*b)).wrapping_mul(0x0100_0000_01b3);
        }
    }
    fn write_usize(&mut self, n: usize) {
        self.0 = (n as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15);
    }
}

/// [`Info`] of every schema met so far, by the address of the (unresolved) schema.
pub struct Schemas<'s> {
    doc: &'s Value,
    cache: HashMap<usize, Rc<Info<'s>>, BuildHasherDefault<AddrHasher>>,
    /// Compiled patterns (ECMA-262, as `regress` reads them) by the pattern's address.
    patterns: HashMap<usize, Option<regress::Regex>, BuildHasherDefault<AddrHasher>>,
}

impl<'s> Schemas<'s> {
    pub fn new(doc: &'s Value) -> Self {
        Schemas {
            doc,
            cache: HashMap::default(),
            patterns: HashMap::default(),
        }
    }

    pub fn info(&mut self, schema: &'s Value) -> Rc<Info<'s>> {
        let doc = self.doc;
        self.cache
            .entry(schema as *const Value as usize)
            .or_insert_with(|| Rc::new(Info::new(doc, schema)))
            .clone()
    }

    /// The [`Info`] describing `v`: for dispatch unions, the alternative `v` belongs to (the
    /// union itself when none matches).
    pub fn select(&mut self, schema: &'s Value, v: &Value) -> Rc<Info<'s>> {
        let mut info = self.info(schema);
        for _ in 0..16 {
            let Some(alts) = info.alternatives.clone() else {
                return info;
            };
            let mut next = None;
            for alt in alts {
                let a = self.info(alt);
                if self.shallow_match(&a, v) {
                    next = Some(a);
                    break;
                }
            }
            match next {
                Some(a) => info = a,
                None => return info,
            }
        }
        info
    }

    /// Cheap structural match of `v` against one alternative of a union: its `type`, `const`,
    /// `enum`, the `const` (or one-value `enum`) members (tags) of its properties, and for a
    /// string (or a string member) its pattern and format (`uuid`, `ipv4`, `ipv6`), so that a
    /// mutation of a string of the second alternative of `oneOf: [{format: uuid}, {pattern:
    /// …}]` aims at the pattern.
    fn shallow_match(&mut self, alt: &Info<'s>, v: &Value) -> bool {
        if !alt.types.is_empty() && !alt.types.iter().any(|t| has_type(t, v)) {
            return false;
        }
        if alt.const_.is_some_and(|c| c != v) || alt.enum_.is_some_and(|e| !e.contains(v)) {
            return false;
        }
        if let Value::String(text) = v {
            let format_ok = match alt.format {
                Some("uuid") => {
                    text.len() == 36
                        && text.bytes().enumerate().all(|(i, c)| match i {
                            8 | 13 | 18 | 23 => c == b'-',
                            _ => c.is_ascii_hexdigit(),
                        })
                }
                Some("ipv4") => text.parse::<std::net::Ipv4Addr>().is_ok(),
                Some("ipv6") => text.parse::<std::net::Ipv6Addr>().is_ok(),
                _ => true,
            };
            let pattern_ok = alt.pattern.is_none_or(|p| {
                self.patterns
                    .entry(p.as_ptr() as usize)
                    .or_insert_with(|| regress::Regex::with_flags(p, "u").ok())
                    .as_ref()
                    .is_none_or(|re| re.find(text).is_some())
            });
            return format_ok && pattern_ok;
        }
        if let (Some(obj), Some(props)) = (v.as_object(), alt.props) {
            for (k, p) in props {
                let p = self.info(p);
                let tag = match (p.const_, p.enum_) {
                    (Some(c), _) => Some(c),
                    (None, Some([only])) => Some(only),
                    _ => None,
                };
                if let Some(c) = tag
                    && obj.get(k) != Some(c)
                {
                    return false;
                }
                // Strings of members too (`{first, last}` of IPv4 or IPv6 addresses).
                if let Some(member @ Value::String(_)) = obj.get(k)
                    && !self.shallow_match(&p, member)
                {
                    return false;
                }
            }
        }
        true
    }
}

/// `pattern` without its lookaround groups (`(?!…)`, `(?=…)`, `(?<!…)`, `(?<=…)`), and the
/// bodies of its negative lookaheads. Generating from the rest (which `rand_regex` can) lands
/// on a match unless a lookaround forbids it; the oracle decides.
pub fn split_lookarounds(pattern: &str) -> (String, Vec<&str>) {
    let b = pattern.as_bytes();
    let mut out = String::new();
    let mut negative = Vec::new();
    let mut i = 0;
    let mut in_class = false;
    while i < b.len() {
        let c = b[i];
        const LOOKAROUNDS: [&[u8]; 4] = [b"(?!", b"(?=", b"(?<!", b"(?<="];
        let lookaround = LOOKAROUNDS.iter().find(|p| !in_class && b[i..].starts_with(p));
        if let Some(open) = lookaround {
            // Find the matching `)`.
            let start = i + open.len();
            let (mut j, mut depth, mut class) = (start, 1, false);
            while j < b.len() && depth > 0 {
                match b[j] {
                    b'\\' => j += 1,
                    b'[' if !class => class = true,
                    b']' if class => class = false,
                    b'(' if !class => depth += 1,
                    b')' if !class => depth -= 1,
                    _ => {}
                }
                j += 1;
            }
            if *open == b"(?!" {
                negative.push(&pattern[start..j - 1]);
            }
            i = j;
            continue;
        }
        match c {
            b'\\' => {
                let end = (i + 2).min(b.len());
                // A multi-byte escaped character: copy it whole.
                let end = (end..=b.len())
                    .find(|e| pattern.is_char_boundary(*e))
                    .unwrap_or(b.len());
                out.push_str(&pattern[i..end]);
                i = end;
                continue;
            }
            b'[' if !in_class => in_class = true,
            b']' if in_class => in_class = false,
            _ => {}
        }
        let end = (i + 1..=b.len())
            .find(|e| pattern.is_char_boundary(*e))
            .unwrap_or(b.len());
        out.push_str(&pattern[i..end]);
        i = end;
    }
    (out, negative)
}

/// `\d` and `\w` as the ASCII classes they are in ECMA-262 (`rand_regex` would read them as
/// Unicode classes and generate digits the pattern does not accept).
pub fn ascii_classes(pattern: &str) -> String {
    let mut out = String::new();
    let mut chars = pattern.chars();
    let mut in_class = false;
    while let Some(c) = chars.next() {
        match c {
            '\\' => match chars.next() {
                Some('d') => out.push_str(if in_class { "0-9" } else { "[0-9]" }),
                Some('w') => out.push_str(if in_class { "A-Za-z0-9_" } else { "[A-Za-z0-9_]" }),
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
    out
}

/// Length bounds (in code points) implied by a simple regular expression: literals, escapes,
/// classes, groups, alternation and the quantifiers `* + ? {n} {n,} {n,m}`. Anchors count 0.
/// `None` for anything else.
pub fn pattern_length_bounds(pattern: &str) -> Option<(u64, Option<u64>)> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut pos = 0;
    let r = parse_alternation(&chars, &mut pos)?;
    (pos == chars.len()).then_some(r)
}

type Bounds = (u64, Option<u64>);

fn parse_alternation(c: &[char], pos: &mut usize) -> Option<Bounds> {
    let mut acc = parse_sequence(c, pos)?;
    while c.get(*pos) == Some(&'|') {
        *pos += 1;
        let next = parse_sequence(c, pos)?;
        acc = (acc.0.min(next.0), acc.1.zip(next.1).map(|(a, b)| a.max(b)));
    }
    Some(acc)
}

fn parse_sequence(c: &[char], pos: &mut usize) -> Option<Bounds> {
    let mut acc: Bounds = (0, Some(0));
    while let Some(&ch) = c.get(*pos) {
        let atom: Bounds = match ch {
            '|' | ')' => break,
            '^' | '$' => {
                *pos += 1;
                (0, Some(0))
            }
            '(' => {
                *pos += 1;
                if c.get(*pos) == Some(&'?') {
                    if c.get(*pos + 1) == Some(&':') {
                        *pos += 2;
                    } else {
                        return None;
                    }
                }
                let inner = parse_alternation(c, pos)?;
                if c.get(*pos) != Some(&')') {
                    return None;
                }
                *pos += 1;
                inner
            }
            '[' => {
                *pos += 1;
                if c.get(*pos) == Some(&'^') {
                    *pos += 1;
                }
                let mut first = true;
                loop {
                    match c.get(*pos)? {
                        ']' if !first => break,
                        '\\' => *pos += 2,
                        _ => *pos += 1,
                    }
                    first = false;
                }
                *pos += 1;
                (1, Some(1))
            }
            '\\' => {
                let next = *c.get(*pos + 1)?;
                if next.is_ascii_alphabetic() && !"dDwWsStnrfv".contains(next) {
                    return None;
                }
                *pos += 2;
                (1, Some(1))
            }
            '*' | '+' | '?' | '{' => return None,
            _ => {
                *pos += 1;
                (1, Some(1))
            }
        };
        let (lo, hi) = parse_quantifier(c, pos)?;
        let atom = (
            atom.0 * lo,
            match (atom.1, hi) {
                (Some(0), _) => Some(0),
                (Some(a), Some(h)) => Some(a * h),
                _ => None,
            },
        );
        acc = (acc.0 + atom.0, acc.1.zip(atom.1).map(|(a, b)| a + b));
    }
    Some(acc)
}

fn parse_quantifier(c: &[char], pos: &mut usize) -> Option<(u64, Option<u64>)> {
    let q = match c.get(*pos) {
        Some('*') => {
            *pos += 1;
            (0, None)
        }
        Some('+') => {
            *pos += 1;
            (1, None)
        }
        Some('?') => {
            *pos += 1;
            (0, Some(1))
        }
        Some('{') => {
            let close = c[*pos..].iter().position(|&x| x == '}')? + *pos;
            let body: String = c[*pos + 1..close].iter().collect();
            *pos = close + 1;
            match body.split_once(',') {
                None => {
                    let n = body.parse().ok()?;
                    (n, Some(n))
                }
                Some((lo, "")) => (lo.parse().ok()?, None),
                Some((lo, hi)) => (lo.parse().ok()?, Some(hi.parse().ok()?)),
            }
        }
        _ => return Some((1, Some(1))),
    };
    if c.get(*pos) == Some(&'?') {
        // Lazy quantifier: same lengths.
        *pos += 1;
    }
    Some(q)
}

/// How a pattern's quantifiers are rewritten before generating a match.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Extreme {
    /// Every quantifier at its smallest count.
    Min,
    /// Every quantifier at its largest count (`unbounded` for `*`, `+`, `{n,}`).
    Max { unbounded: u64 },
}

/// Rewrites the quantifiers of `pattern` (outside character classes) to fixed counts.
pub fn rewrite_quantifiers(pattern: &str, mode: Extreme) -> String {
    let c: Vec<char> = pattern.chars().collect();
    let mut out = String::new();
    let mut i = 0;
    let mut in_class = false;
    let mut class_start = false;
    while i < c.len() {
        let ch = c[i];
        if ch == '\\' {
            out.push(ch);
            if let Some(&n) = c.get(i + 1) {
                out.push(n);
            }
            i += 2;
            class_start = false;
            continue;
        }
        if in_class {
            if ch == ']' && !class_start {
                in_class = false;
            }
            class_start = class_start && ch == '^';
            out.push(ch);
            i += 1;
            continue;
        }
        let fixed = |lo: u64, hi: Option<u64>| -> String {
            let n = match mode {
                Extreme::Min => lo,
                Extreme::Max { unbounded } => hi.unwrap_or(lo + unbounded),
            };
            format!("{{{n}}}")
        };
        match ch {
            '[' => {
                in_class = true;
                class_start = true;
                out.push(ch);
                i += 1;
            }
            '*' => {
                out.push_str(&fixed(0, None));
                i += 1;
            }
            '+' => {
                out.push_str(&fixed(1, None));
                i += 1;
            }
            '?' => {
                out.push_str(&fixed(0, Some(1)));
                i += 1;
            }
            '{' => {
                let close = c[i..].iter().position(|&x| x == '}').map(|p| p + i);
                let body: Option<String> = close.map(|e| c[i + 1..e].iter().collect());
                let parsed = body.as_deref().and_then(|b| match b.split_once(',') {
                    None => b.parse::<u64>().ok().map(|n| (n, Some(n))),
                    Some((lo, "")) => lo.parse().ok().map(|lo| (lo, None)),
                    Some((lo, hi)) => Some((lo.parse().ok()?, Some(hi.parse().ok()?))),
                });
                match (close, parsed) {
                    (Some(e), Some((lo, hi))) => {
                        out.push_str(&fixed(lo, hi));
                        i = e + 1;
                    }
                    _ => {
                        out.push(ch);
                        i += 1;
                    }
                }
            }
            _ => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pattern_bounds() {
        assert_eq!(
            pattern_length_bounds(r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$"),
            Some((3, Some(63)))
        );
        assert_eq!(
            pattern_length_bounds(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"),
            Some((1, None))
        );
        assert_eq!(pattern_length_bounds(r"^[^,/]{1,60}$"), Some((1, Some(60))));
        assert_eq!(
            rewrite_quantifiers(r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$", Extreme::Min),
            r"^[a-z0-9]([-a-z0-9]{0}[a-z0-9]){0}$"
        );
        assert_eq!(
            rewrite_quantifiers(r"^[a-zA-Z0-9{][a-z{]{1,61}[}]$", Extreme::Max { unbounded: 5 }),
            r"^[a-zA-Z0-9{][a-z{]{61}[}]$"
        );
        let name = r"^(?![0-9a-fA-F]{8}-[0-9a-fA-F]{4}$)^[a-z][a-z0-9-]*[a-zA-Z0-9]$";
        assert_eq!(
            split_lookarounds(name),
            (
                r"^^[a-z][a-z0-9-]*[a-zA-Z0-9]$".to_owned(),
                vec![r"[0-9a-fA-F]{8}-[0-9a-fA-F]{4}$"]
            )
        );
        assert_eq!(split_lookarounds(r"a(?=[)])\(é"), (r"a\(é".to_owned(), vec![]));
        assert_eq!(ascii_classes(r"^\d+[\d.]\.\w$"), r"^[0-9]+[0-9.]\.[A-Za-z0-9_]$");
    }
}
