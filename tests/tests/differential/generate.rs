//! Schema-driven generation of (mostly) valid JSON values.
//!
//! The generator aims at values the schema accepts, biased toward the edges: bounds of numbers,
//! lengths and item counts, nulls where the type allows them, multi-byte characters in free
//! strings. It does not have to be exact: the oracle decides what is valid, the generator only
//! has to land close to the boundary often.

use std::collections::{BTreeSet, HashMap};

use rand::rngs::Xoshiro256PlusPlus;
use rand::seq::IndexedRandom;
use rand::{RngExt, SeedableRng};
use serde_json::{Map, Number, Value};

use crate::schema::{self, Extreme, Info, Rule, Schemas};

/// Deeper than this, optional members are left out and arrays stay at `minItems`.
const MAX_DEPTH: u32 = 7;

/// Characters of free strings: mostly ASCII, with multi-byte ones (2, 3 and 4 bytes in UTF-8,
/// a combining mark) and control characters.
const FREE_CHARS: &[char] = &[
    'a', 'b', 'k', 'z', 'A', 'Q', 'Z', '0', '7', '9', ' ', '-', '_', '.', ',', '/', ':', '{', '}', 'é', 'ß', '日',
    '本', '🦀', '😀', '\u{301}', '\n', '\t', '"', '\\', '\u{0}', '\u{7f}',
];

pub struct Fuzzer<'s> {
    pub schemas: Schemas<'s>,
    /// A named, portable generator (unlike `SmallRng`), much faster than `StdRng` in debug
    /// builds.
    pub rng: Xoshiro256PlusPlus,
    /// Compiled generators by (pattern address in the document, quantifier mode).
    regexes: HashMap<(usize, u8), Option<rand_regex::Regex>>,
    /// Pattern strings for which no candidate within the length bounds was found.
    pub pattern_misses: usize,
}

impl<'s> Fuzzer<'s> {
    pub fn new(doc: &'s Value, seed: u64) -> Self {
        Fuzzer {
            schemas: Schemas::new(doc),
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            regexes: HashMap::new(),
            pattern_misses: 0,
        }
    }

    pub fn chance(&mut self, p: f64) -> bool {
        self.rng.random_bool(p)
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        items.choose(&mut self.rng).expect("non-empty choice")
    }

    /// A value for `schema`.
    pub fn gen_value(&mut self, schema: &'s Value, depth: u32) -> Value {
        let info = self.schemas.info(schema);
        if let Some(c) = info.const_ {
            return c.clone();
        }
        if let Some(values) = info.enum_ {
            return self.pick(values).clone();
        }
        if let Some(alts) = &info.alternatives {
            let alt = *self.pick(alts);
            return self.gen_value(alt, depth);
        }
        let t = if info.types.is_empty() {
            if info.object_like {
                "object"
            } else {
                return self.free_json(depth);
            }
        } else {
            let non_null: Vec<&str> = info.types.iter().copied().filter(|t| *t != "null").collect();
            if info.types.contains(&"null") && (non_null.is_empty() || self.chance(0.2)) {
                return Value::Null;
            }
            *self.pick(&non_null)
        };
        match t {
            "object" => self.gen_object(&info, depth),
            "array" => self.gen_array(&info, depth),
            "string" => Value::String(self.gen_string(&info)),
            "integer" => Value::from(self.gen_integer(&info)),
            "number" => self.gen_number(&info),
            "boolean" => Value::Bool(self.chance(0.5)),
            other => panic!("unsupported type {other}"),
        }
    }

    fn gen_object(&mut self, info: &Info<'s>, depth: u32) -> Value {
        let mut required: BTreeSet<&str> = info.required.iter().copied().collect();
        let mut forbidden: BTreeSet<&str> = BTreeSet::new();
        for rule in &info.rules {
            if let Rule::Groups { exactly, groups } = rule {
                let chosen = self.rng.random_range(0..groups.len());
                required.extend(groups[chosen].iter().copied());
                if *exactly {
                    for (i, g) in groups.iter().enumerate() {
                        if i != chosen {
                            forbidden.extend(g.iter().copied().filter(|m| !required.contains(m)));
                        }
                    }
                }
            }
        }
        let mut obj = Map::new();
        if let Some(props) = info.props {
            for (k, p) in props {
                let include = required.contains(k.as_str())
                    || (!forbidden.contains(k.as_str()) && depth < MAX_DEPTH && self.chance(0.45));
                if include {
                    let v = self.gen_value(p, depth + 1);
                    obj.insert(k.clone(), v);
                }
            }
        }
        for k in &required {
            if !obj.contains_key(*k) {
                let v = self.free_json(depth + 1);
                obj.insert((*k).to_owned(), v);
            }
        }
        if info.props.is_none() {
            if let Some(values) = info.map_values {
                let n = self.entry_count(depth);
                for _ in 0..n {
                    let key = self.gen_key(info, &obj);
                    let v = self.gen_value(values, depth + 1);
                    obj.insert(key, v);
                }
            } else if info.additional_absent && required.is_empty() {
                // A free-form object.
                let n = self.entry_count(depth);
                for _ in 0..n {
                    let key = self.free_string(1, Some(8));
                    let v = self.free_json(depth + 1);
                    obj.insert(key, v);
                }
            }
        }
        for rule in &info.rules {
            match rule {
                Rule::NotAll(names) if names.iter().all(|n| obj.contains_key(*n)) => {
                    let removable: Vec<&str> = names.iter().copied().filter(|n| !required.contains(n)).collect();
                    let victim = *self.pick(&removable);
                    obj.remove(victim);
                }
                Rule::IfThen { when, then_required } if schema::when_holds(when, &obj) => {
                    for name in then_required {
                        if !obj.contains_key(*name) {
                            let v = match info.member(name) {
                                Some(p) => self.gen_value(p, depth + 1),
                                None => self.free_json(depth + 1),
                            };
                            obj.insert((*name).to_owned(), v);
                        }
                    }
                }
                _ => {}
            }
        }
        Value::Object(obj)
    }

    fn entry_count(&mut self, depth: u32) -> usize {
        if depth >= MAX_DEPTH || self.chance(0.2) {
            0
        } else {
            self.rng.random_range(1..=3)
        }
    }

    /// A map key allowed by `propertyNames` (length bounds only) and not yet in `obj`.
    pub fn gen_key(&mut self, info: &Info<'s>, obj: &Map<String, Value>) -> String {
        for _ in 0..20 {
            let key = self.free_string(info.key_min.unwrap_or(0), info.key_max);
            if !obj.contains_key(&key) {
                return key;
            }
        }
        format!("k{}", obj.len())
    }

    fn gen_array(&mut self, info: &Info<'s>, depth: u32) -> Value {
        let min = info.min_items.unwrap_or(0);
        let max = info.max_items;
        let len = if depth >= MAX_DEPTH || self.chance(0.15) {
            min
        } else if max.is_some_and(|m| m <= 64) && self.chance(0.04) {
            max.unwrap_or(min)
        } else {
            let extra = self.rng.random_range(0..=3);
            max.map_or(min + extra, |m| (min + extra).min(m))
        };
        // Long arrays get lean items (no optional members), to keep the cases cheap.
        let item_depth = if len > 8 { MAX_DEPTH } else { depth + 1 };
        let mut out: Vec<Value> = Vec::new();
        for _ in 0..len {
            let v = match info.items {
                Some(i) => self.gen_value(i, item_depth),
                None => self.free_json(depth + 1),
            };
            if info.unique_items && out.contains(&v) {
                continue;
            }
            out.push(v);
        }
        Value::Array(out)
    }

    pub fn gen_string(&mut self, info: &Info<'s>) -> String {
        let min = info.min_length.unwrap_or(0);
        let max = info.max_length;
        match info.format {
            Some("uuid") => return self.uuid(),
            Some("date-time") => return self.date_time(),
            Some("byte") => {
                let n = self.rng.random_range(0..24);
                let data: Vec<u8> = (0..n).map(|_| self.rng.random()).collect();
                return base64(&data);
            }
            Some("ipv4") => return self.ipv4(),
            Some("ipv6") => return self.ipv6(),
            // An annotation (not a format of JSON Schema or the registry), for an address of
            // either family.
            Some("ip") if self.chance(0.8) => {
                return if self.chance(0.5) { self.ipv4() } else { self.ipv6() };
            }
            _ => {}
        }
        match (info.pattern, info.gen_pattern.as_deref()) {
            (Some(p), Some(g)) => self.gen_pattern(p, g, min, max),
            _ => self.free_string(min, max),
        }
    }

    /// A match of `pattern` (`generate` is the pattern without lookarounds, see
    /// [`schema::split_lookarounds`]) with `min..=max` code points: quantifiers sometimes fixed
    /// at their smallest or largest count to reach the edges of the length the pattern allows.
    fn gen_pattern(&mut self, pattern: &'s str, generate: &str, min: u64, max: Option<u64>) -> String {
        self.sample_pattern(pattern, generate, min, max).unwrap_or_else(|| {
            self.pattern_misses += 1;
            fallback_sample(pattern).to_owned()
        })
    }

    /// A match of `body`, the negative lookahead of a pattern (a near-miss of that pattern).
    pub fn sample_lookahead(&mut self, body: &'s str) -> Option<String> {
        self.sample_pattern(body, body, 0, None)
    }

    /// A sample of `generate` (cached under the address of `pattern`) within the length bounds,
    /// else the last sample drawn (the oracle decides what it is); `None` when no generator
    /// can be compiled from it.
    fn sample_pattern(&mut self, pattern: &'s str, generate: &str, min: u64, max: Option<u64>) -> Option<String> {
        let mut last = None;
        for _ in 0..30 {
            let r: f64 = self.rng.random();
            let mode: u8 = if r < 0.2 {
                1
            } else if r < 0.4 {
                2
            } else {
                0
            };
            let compiled = self
                .regexes
                .entry((pattern.as_ptr() as usize, mode))
                .or_insert_with(|| {
                    let generate = schema::ascii_classes(generate);
                    let body = generate.trim_start_matches('^');
                    let body = match body.strip_suffix('$') {
                        Some(b) if !b.ends_with('\\') => b,
                        _ => body,
                    };
                    let src = match mode {
                        1 => schema::rewrite_quantifiers(body, Extreme::Min),
                        2 => {
                            let unbounded = max.map_or(40, |m| m.saturating_sub(2).max(1));
                            schema::rewrite_quantifiers(body, Extreme::Max { unbounded })
                        }
                        _ => body.to_owned(),
                    };
                    rand_regex::Regex::compile(&src, 12).ok()
                });
            let Some(re) = compiled.as_ref() else {
                continue;
            };
            let candidate: String = self.rng.sample(re);
            let n = candidate.chars().count() as u64;
            if n >= min && max.is_none_or(|m| n <= m) {
                return Some(candidate);
            }
            last = Some(candidate);
        }
        // No candidate fits: use the last one anyway (the oracle decides what it is).
        if last.is_some() {
            self.pattern_misses += 1;
        }
        last
    }

    /// A string of `min..=max` code points from [`FREE_CHARS`], often at a bound.
    pub fn free_string(&mut self, min: u64, max: Option<u64>) -> String {
        let hi = max.unwrap_or(min + 16).min(min + 16);
        let r: f64 = self.rng.random();
        let len = if r < 0.1 {
            min
        } else if r < 0.2 && max.is_some_and(|m| m <= 1000) {
            max.unwrap_or(min)
        } else {
            self.rng.random_range(min..=hi.max(min))
        };
        (0..len)
            .map(|_| {
                if self.chance(0.7) {
                    let c = self.rng.random_range(0..36u32);
                    char::from_digit(c, 36).unwrap_or('a')
                } else {
                    *self.pick(FREE_CHARS)
                }
            })
            .collect()
    }

    pub fn uuid(&mut self) -> String {
        let upper = self.chance(0.2);
        let mut out = String::with_capacity(36);
        for i in 0..32 {
            if matches!(i, 8 | 12 | 16 | 20) {
                out.push('-');
            }
            let d = char::from_digit(self.rng.random_range(0..16), 16).unwrap_or('0');
            out.push(if upper { d.to_ascii_uppercase() } else { d });
        }
        out
    }

    /// A dotted quad, sometimes at the edges of an octet.
    pub fn ipv4(&mut self) -> String {
        let octet = |fz: &mut Self| -> u8 {
            if fz.chance(0.3) {
                *fz.pick(&[0, 1, 9, 10, 99, 100, 199, 200, 249, 250, 255])
            } else {
                fz.rng.random()
            }
        };
        let o: Vec<String> = (0..4).map(|_| octet(self).to_string()).collect();
        o.join(".")
    }

    /// An IPv6 address in one of its text forms (full, compressed, embedded IPv4, either case).
    pub fn ipv6(&mut self) -> String {
        let groups: Vec<u16> = (0..8)
            .map(|_| if self.chance(0.4) { 0 } else { self.rng.random() })
            .collect();
        let hex = |g: &[u16]| g.iter().map(|x| format!("{x:x}")).collect::<Vec<_>>().join(":");
        let text = match self.rng.random_range(0..5) {
            0 => hex(&groups),
            1 => groups.iter().map(|x| format!("{x:04x}")).collect::<Vec<_>>().join(":"),
            2 => {
                // `::` in place of a run of groups.
                let start = self.rng.random_range(0..8);
                let end = self.rng.random_range(start..=8);
                format!("{}::{}", hex(&groups[..start]), hex(&groups[end..]))
            }
            3 => {
                let v4 = self.ipv4();
                if self.chance(0.5) {
                    format!("::ffff:{v4}")
                } else {
                    format!("{}:{v4}", hex(&groups[..6]))
                }
            }
            _ => (*self.pick(&["::", "::1", "fe80::1", "fd12:3456::", "2001:db8::8a2e:370:7334"])).to_owned(),
        };
        if self.chance(0.2) { text.to_uppercase() } else { text }
    }

    pub fn date_time(&mut self) -> String {
        let year = *self.pick(&[1970u32, 2000, 2023, 2024, 2100, 1]);
        let month = self.rng.random_range(1..=12u32);
        let days = match month {
            2 if (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 => 29,
            2 => 28,
            4 | 6 | 9 | 11 => 30,
            _ => 31,
        };
        let day = if self.chance(0.3) {
            days
        } else {
            self.rng.random_range(1..=days)
        };
        let (h, m, s) = if self.chance(0.05) {
            (23, 59, 60)
        } else {
            (
                self.rng.random_range(0..24u32),
                self.rng.random_range(0..60u32),
                self.rng.random_range(0..60u32),
            )
        };
        let t = if self.chance(0.1) { 't' } else { 'T' };
        let frac = if self.chance(0.3) {
            format!(".{}", self.rng.random_range(0..1_000_000u32))
        } else {
            String::new()
        };
        let offset = if (h, m, s) == (23, 59, 60) || self.chance(0.5) {
            if self.chance(0.1) {
                "z".to_owned()
            } else {
                "Z".to_owned()
            }
        } else {
            let sign = if self.chance(0.5) { '+' } else { '-' };
            format!(
                "{sign}{:02}:{:02}",
                self.rng.random_range(0..24u32),
                self.rng.random_range(0..60u32)
            )
        };
        format!("{year:04}-{month:02}-{day:02}{t}{h:02}:{m:02}:{s:02}{frac}{offset}")
    }

    pub fn gen_integer(&mut self, info: &Info<'s>) -> i64 {
        let (lo, hi) = (info.int_lo, info.int_hi);
        let r: f64 = self.rng.random();
        match (lo, hi) {
            (Some(lo), Some(hi)) => {
                if r < 0.3 {
                    *self.pick(&[lo, hi, lo.saturating_add(1).min(hi), hi.saturating_sub(1).max(lo)])
                } else {
                    self.rng.random_range(lo..=hi)
                }
            }
            (Some(lo), None) => {
                if r < 0.3 {
                    *self.pick(&[lo, lo.saturating_add(1)])
                } else if r < 0.35 {
                    i64::MAX
                } else {
                    lo.saturating_add(self.rng.random_range(0..1000))
                }
            }
            (None, Some(hi)) => {
                if r < 0.3 {
                    *self.pick(&[hi, hi.saturating_sub(1)])
                } else if r < 0.35 {
                    i64::MIN
                } else {
                    hi.saturating_sub(self.rng.random_range(0..1000))
                }
            }
            (None, None) => {
                if r < 0.15 {
                    *self.pick(&[
                        0,
                        -1,
                        1,
                        i64::MAX,
                        i64::MIN,
                        i64::from(i32::MAX) + 1,
                        i64::from(i32::MIN) - 1,
                    ])
                } else {
                    self.rng.random_range(-1000..=100_000)
                }
            }
        }
    }

    fn gen_number(&mut self, info: &Info<'s>) -> Value {
        let i = self.gen_integer(info);
        if self.chance(0.5) {
            return Value::from(i);
        }
        let f = i as f64 + 0.25;
        let f = if info.int_hi.is_some_and(|m| f > m as f64) {
            i as f64 - 0.25
        } else {
            f
        };
        Number::from_f64(f).map_or(Value::from(i), Value::Number)
    }

    /// Any JSON value (small), for free-form members.
    pub fn free_json(&mut self, depth: u32) -> Value {
        let top = if depth >= MAX_DEPTH { 6 } else { 8 };
        match self.rng.random_range(0..top) {
            0 => Value::Null,
            1 => Value::Bool(self.chance(0.5)),
            2 => Value::from(self.rng.random_range(-100..=100_000i64)),
            3 => Value::from(*self.pick(&[0.5, -1.25, 1e-7, 2.0, 1e300])),
            4 | 5 => Value::String(self.free_string(0, Some(12))),
            6 => {
                let n = self.rng.random_range(0..3);
                Value::Array((0..n).map(|_| self.free_json(depth + 2)).collect())
            }
            _ => {
                let n = self.rng.random_range(0..3);
                let mut m = Map::new();
                for _ in 0..n {
                    let k = self.free_string(1, Some(6));
                    let v = self.free_json(depth + 2);
                    m.insert(k, v);
                }
                Value::Object(m)
            }
        }
    }
}

/// Fixed matches for patterns `rand_regex` cannot generate from.
fn fallback_sample(pattern: &str) -> &'static str {
    match pattern {
        r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$" => "my-resource_1",
        r"^[a-z][-a-z0-9]{0,24}[a-z0-9]$" => "ns-1",
        r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$" => "pg-cluster-1",
        r"^[^,/]{1,60}$" => "tag",
        r"^[a-z][a-z0-9\-]{0,18}[a-z0-9]$" => "pool-1",
        r"^[a-zA-Z0-9{][a-zA-Z 0-9._\-}{]{1,61}[a-zA-Z0-9._}]$" => "lb-{ip_octets}",
        _ => "sample",
    }
}

/// Standard base64 with padding (RFC 4648 §4).
pub fn base64(data: &[u8]) -> String {
    const ALPHABET: &[u8; 64] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    let mut out = String::new();
    for chunk in data.chunks(3) {
        let b = [chunk[0], *chunk.get(1).unwrap_or(&0), *chunk.get(2).unwrap_or(&0)];
        let n = (u32::from(b[0]) << 16) | (u32::from(b[1]) << 8) | u32::from(b[2]);
        for i in 0..4 {
            if i <= chunk.len() {
                out.push(char::from(ALPHABET[((n >> (18 - 6 * i)) & 63) as usize]));
            } else {
                out.push('=');
            }
        }
    }
    out
}
