//! Near-miss edits of generated values, at any depth.
//!
//! [`Fuzzer::mutate`] walks the value together with its schema, picks one place (the root, a
//! nested object, an array, an item, a leaf) and replaces the value there by one of a list of
//! candidates built from the schema at that place: bounds ±1, lengths ±1 code point, pattern,
//! format and enum near-misses, dropped required members, both or none of an exclusive pair,
//! item counts past the bounds, duplicates, wrong JSON types, `null`, unknown members.

use std::rc::Rc;

use rand::RngExt;
use serde_json::{Map, Number, Value, json};

use crate::generate::Fuzzer;
use crate::schema::{Info, Rule, has_type};

/// One step of a path into a JSON value.
#[derive(Debug, Clone)]
enum Seg {
    Key(String),
    Index(usize),
}

struct Site<'s> {
    path: Vec<Seg>,
    info: Rc<Info<'s>>,
}

/// Characters used for pattern near-misses: inside and outside the spec's character classes,
/// multi-byte, whitespace.
const NEAR_CHARS: &[char] = &[
    'a', 'Z', '0', '-', '_', '.', ' ', ',', '/', '{', '}', '!', '@', 'é', '日', '🦀', '\n', '\t', '\u{0}',
];

/// One edit of the value at a site; built lazily so that only the chosen one costs anything.
#[derive(Debug)]
enum Edit<'s> {
    Replace(Value),
    Remove(Vec<String>),
    Insert(String, Value),
    /// Members to add (generated from their schemas) when missing.
    InsertGenerated(Vec<&'s str>),
    /// Members set to constants, then members removed.
    SetRemove(Vec<(&'s str, &'s Value)>, Vec<&'s str>),
    Resize(usize),
    PushGenerated,
    Duplicate(usize),
    RemoveIndex(usize),
}

type Candidate<'s> = (&'static str, String, Edit<'s>);

/// A mutation applied to a value: its kind (for statistics) and where/what (for reports).
#[derive(Debug, Clone)]
pub struct Applied {
    pub kind: &'static str,
    pub detail: String,
}

fn pointer(path: &[Seg]) -> String {
    let mut out = String::new();
    for seg in path {
        out.push('/');
        match seg {
            Seg::Key(k) => out.push_str(&k.replace('~', "~0").replace('/', "~1")),
            Seg::Index(i) => out.push_str(&i.to_string()),
        }
    }
    out
}

fn get_mut<'v>(root: &'v mut Value, path: &[Seg]) -> &'v mut Value {
    let mut cur = root;
    for seg in path {
        cur = match (seg, cur) {
            (Seg::Key(k), Value::Object(m)) => m.get_mut(k).expect("path member exists"),
            (Seg::Index(i), Value::Array(a)) => &mut a[*i],
            _ => panic!("path does not fit the value"),
        };
    }
    cur
}

fn type_of(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "boolean",
        Value::Number(_) => "number",
        Value::String(_) => "string",
        Value::Array(_) => "array",
        Value::Object(_) => "object",
    }
}

/// `s` with its code point count changed to `target`: code points are inserted or removed in
/// the middle (copies of the middle one, or `fill`), so that the first and last stay.
fn resize(s: &str, target: usize, fill: Option<char>) -> String {
    let mut chars: Vec<char> = s.chars().collect();
    while chars.len() > target {
        chars.remove(chars.len() / 2);
    }
    while chars.len() < target {
        let c = fill.unwrap_or_else(|| if chars.is_empty() { 'a' } else { chars[chars.len() / 2] });
        chars.insert(chars.len().div_ceil(2), c);
    }
    chars.into_iter().collect()
}

impl<'s> Fuzzer<'s> {
    fn collect_sites(&mut self, schema: &'s Value, v: &Value, path: &mut Vec<Seg>, out: &mut Vec<Site<'s>>) {
        let info = self.schemas.select(schema, v);
        out.push(Site {
            path: path.clone(),
            info: info.clone(),
        });
        match v {
            Value::Object(m) if info.object_like => {
                for (k, child) in m {
                    if let Some(cs) = info.member(k) {
                        path.push(Seg::Key(k.clone()));
                        self.collect_sites(cs, child, path, out);
                        path.pop();
                    }
                }
            }
            Value::Array(items) if info.types.contains(&"array") => {
                if let Some(item_schema) = info.items {
                    for (i, child) in items.iter().enumerate() {
                        path.push(Seg::Index(i));
                        self.collect_sites(item_schema, child, path, out);
                        path.pop();
                    }
                }
            }
            _ => {}
        }
    }

    /// Applies one near-miss edit somewhere in `value` (described by `schema`).
    pub fn mutate(&mut self, schema: &'s Value, value: &mut Value) -> Option<Applied> {
        let mut sites = Vec::new();
        self.collect_sites(schema, value, &mut Vec::new(), &mut sites);
        for _ in 0..8 {
            let site = &sites[self.rng.random_range(0..sites.len())];
            let target = get_mut(value, &site.path);
            let mut edits = self.candidates(&site.info, target);
            if edits.is_empty() {
                continue;
            }
            let i = self.rng.random_range(0..edits.len());
            let (kind, what, edit) = edits.swap_remove(i);
            self.apply(&site.info, target, edit);
            return Some(Applied {
                kind,
                detail: format!("{} at `{}`", what, pointer(&site.path)),
            });
        }
        None
    }

    fn apply(&mut self, info: &Info<'s>, target: &mut Value, edit: Edit<'s>) {
        let gen_member = |fz: &mut Self, k: &str| match info.member(k) {
            Some(p) => fz.gen_value(p, 4),
            None => fz.free_json(4),
        };
        match (edit, target) {
            (Edit::Replace(v), t) => *t = v,
            (Edit::Remove(keys), Value::Object(m)) => {
                for k in keys {
                    m.remove(&k);
                }
            }
            (Edit::Insert(k, v), Value::Object(m)) => {
                m.insert(k, v);
            }
            (Edit::InsertGenerated(keys), Value::Object(m)) => {
                for k in keys {
                    if !m.contains_key(k) {
                        let v = gen_member(self, k);
                        m.insert(k.to_owned(), v);
                    }
                }
            }
            (Edit::SetRemove(set, remove), Value::Object(m)) => {
                for (k, c) in set {
                    m.insert(k.to_owned(), c.clone());
                }
                for k in remove {
                    m.remove(k);
                }
            }
            (Edit::Resize(target_len), Value::Array(items)) => {
                let original = items.clone();
                items.truncate(target_len);
                while items.len() < target_len {
                    let next = if original.is_empty() || self.chance(0.3) {
                        match info.items {
                            Some(i) => self.gen_value(i, 6),
                            None => self.free_json(6),
                        }
                    } else {
                        original[items.len() % original.len()].clone()
                    };
                    items.push(next);
                }
            }
            (Edit::PushGenerated, Value::Array(items)) => {
                let v = match info.items {
                    Some(i) => self.gen_value(i, 4),
                    None => self.free_json(4),
                };
                items.push(v);
            }
            (Edit::Duplicate(i), Value::Array(items)) => {
                let v = items[i].clone();
                items.push(v);
            }
            (Edit::RemoveIndex(i), Value::Array(items)) => {
                items.remove(i);
            }
            (edit, t) => panic!("edit {edit:?} does not apply to {t}"),
        }
    }

    /// Edits of `cur` (described by `s`): (kind, description, edit).
    fn candidates(&mut self, info: &Info<'s>, cur: &Value) -> Vec<Candidate<'s>> {
        let mut out: Vec<Candidate<'s>> = Vec::new();
        let ts = &info.types;
        let object_like = info.object_like;
        // `null` and a wrong type apply everywhere; keep them from crowding out the near-misses.
        if !cur.is_null() && self.chance(0.25) {
            let kind = if ts.contains(&"null") {
                "null (nullable)"
            } else {
                "null"
            };
            out.push((kind, "null".to_owned(), Edit::Replace(Value::Null)));
        }
        if (!ts.is_empty() || object_like) && self.chance(0.25) {
            let allowed = |v: &Value| ts.iter().any(|t| has_type(t, v)) || (ts.is_empty() && v.is_object());
            let wrong: Vec<Value> = [json!("7"), json!(true), json!(1.5), json!(7), json!([]), json!({})]
                .into_iter()
                .filter(|v| !allowed(v))
                .collect();
            if !wrong.is_empty() {
                let v = self.pick(&wrong).clone();
                out.push(("wrong type", format!("{} -> {v}", type_of(cur)), Edit::Replace(v)));
            }
        }
        match cur {
            Value::String(text) => self.string_candidates(info, text, &mut out),
            Value::Number(n) => self.number_candidates(info, n, &mut out),
            Value::Array(items) if ts.contains(&"array") => self.array_candidates(info, items, &mut out),
            Value::Object(obj) if object_like => self.object_candidates(info, obj, &mut out),
            _ => {}
        }
        out
    }

    fn string_candidates(&mut self, info: &Info<'s>, text: &str, out: &mut Vec<Candidate<'s>>) {
        let len = text.chars().count() as u64;
        let mut push =
            |kind: &'static str, what: String, v: String| out.push((kind, what, Edit::Replace(Value::String(v))));
        let consts = info.const_.map(std::slice::from_ref);
        for (is_enum, values) in [(true, info.enum_), (false, consts)] {
            let Some(values) = values else { continue };
            let mut typos = vec![
                format!("{text}x"),
                format!(" {text}"),
                format!("{text}\n"),
                text.chars()
                    .take(text.chars().count().saturating_sub(1))
                    .collect::<String>(),
            ];
            let flipped: String = text
                .chars()
                .map(|c| {
                    if c.is_uppercase() {
                        c.to_lowercase().next().unwrap_or(c)
                    } else {
                        c.to_uppercase().next().unwrap_or(c)
                    }
                })
                .collect();
            typos.push(flipped);
            let typo = self.pick(&typos).clone();
            push(
                if is_enum { "enum typo" } else { "const typo" },
                format!("{text:?} -> {typo:?}"),
                typo,
            );
            if is_enum && let Value::String(other) = self.pick(values).clone() {
                push("enum other value", format!("{text:?} -> {other:?}"), other);
            }
        }
        let pattern = info.pattern;
        let mut targets: Vec<(&'static str, u64)> = Vec::new();
        if let Some(min) = info.min_length {
            targets.push(("minLength", min));
            if min > 0 {
                targets.push(("minLength-1", min - 1));
            }
        }
        if let Some(max) = info.max_length {
            targets.push(("maxLength", max));
            targets.push(("maxLength+1", max + 1));
        }
        if let Some((lo, hi)) = info.pattern_bounds {
            if lo > 0 {
                targets.push(("pattern length min-1", lo - 1));
            }
            targets.push(("pattern length min", lo));
            if let Some(hi) = hi {
                targets.push(("pattern length max", hi));
                targets.push(("pattern length max+1", hi + 1));
            }
        }
        if pattern.is_none() && info.enum_.is_none() && info.format.is_none() {
            targets.push(("length+1", len + 1));
        }
        if !targets.is_empty() {
            let (kind, target) = *self.pick(&targets);
            // Free strings grow with multi-byte characters; pattern strings with their own.
            let fill = if pattern.is_none() && self.chance(0.5) {
                Some(*self.pick(&['é', '日', '🦀', 'a']))
            } else {
                None
            };
            let v = resize(text, target as usize, fill);
            push(kind, format!("{len} -> {target} code points"), v);
        }
        if pattern.is_some() {
            let c = *self.pick(NEAR_CHARS);
            let chars: Vec<char> = text.chars().collect();
            let mut variants = vec![
                ("pattern append", format!("{text}{c}")),
                ("pattern prepend", format!("{c}{text}")),
                ("pattern trailing newline", format!("{text}\n")),
            ];
            if !chars.is_empty() {
                let i = self.rng.random_range(0..chars.len());
                let mut swapped = chars.clone();
                swapped[i] = c;
                variants.push(("pattern swap char", swapped.iter().collect()));
                variants.push(("pattern drop first", chars[1..].iter().collect()));
                variants.push(("pattern drop last", chars[..chars.len() - 1].iter().collect()));
            }
            let (kind, v) = self.pick(&variants).clone();
            push(kind, format!("{text:?} -> {v:?}"), v);
        }
        if !info.lookaheads.is_empty() {
            let body = *self.pick(&info.lookaheads);
            if let Some(v) = self.sample_lookahead(body) {
                push("pattern lookahead", format!("{text:?} -> {v:?}"), v);
            }
        }
        match info.format {
            Some("ipv4") => {
                let v = self.ipv4_near_miss(text);
                push("format ipv4", format!("{text:?} -> {v:?}"), v);
            }
            Some("ipv6") => {
                let v = self.ipv6_near_miss(text);
                push("format ipv6", format!("{text:?} -> {v:?}"), v);
            }
            Some("uuid") => {
                let v = self.uuid_near_miss(text);
                push("format uuid", format!("{text:?} -> {v:?}"), v);
            }
            Some("date-time") => {
                let v = self.date_time_near_miss();
                push("format date-time", format!("-> {v:?}"), v);
            }
            Some("byte") => {
                let v = self.base64_near_miss(text);
                push("format byte", format!("{text:?} -> {v:?}"), v);
            }
            _ => {}
        }
    }

    fn uuid_near_miss(&mut self, text: &str) -> String {
        let fresh = self.uuid();
        let base = if text.chars().count() == 36 {
            text.to_owned()
        } else {
            fresh
        };
        let chars: Vec<char> = base.chars().collect();
        let i = self.rng.random_range(0..chars.len());
        let variants: Vec<String> = vec![
            resize(&base, 35, None),
            format!("{base}0"),
            {
                let mut c = chars.clone();
                c[i] = if matches!(i, 8 | 13 | 18 | 23) { '0' } else { 'g' };
                c.into_iter().collect()
            },
            base.replace('-', ""),
            format!("{{{base}}}"),
            format!("urn:uuid:{base}"),
            base.to_uppercase(),
            base.replacen('-', "_", 1),
            format!(" {base}"),
            {
                // Hyphens moved: 8-4-4-4-12 becomes 9-3-4-4-12.
                let mut c = chars.clone();
                c.swap(8, 9);
                c.into_iter().collect()
            },
        ];
        self.pick(&variants).clone()
    }

    fn ipv4_near_miss(&mut self, text: &str) -> String {
        let fresh = self.ipv4();
        let octets: Vec<&str> = text.split('.').collect();
        let i = self.rng.random_range(0..octets.len());
        let edited = |f: &dyn Fn(&str) -> String| {
            let mut o: Vec<String> = octets.iter().map(|x| (*x).to_owned()).collect();
            o[i] = f(&o[i]);
            o.join(".")
        };
        let mut variants = vec![
            edited(&|o| {
                o.parse::<u32>()
                    .map_or_else(|_| "256".to_owned(), |n| (n + 1).to_string())
            }),
            edited(&|o| format!("0{o}")),
            edited(&|_| "256".to_owned()),
            edited(&|_| "-1".to_owned()),
            edited(&|_| String::new()),
            edited(&|o| format!("{o}.0")),
            edited(&|o| format!("{o}a")),
            edited(&|_| "0x1".to_owned()),
            edited(&|_| "１".to_owned()),
        ];
        variants.extend([
            format!("{text}.1"),
            format!("{text}/24"),
            format!("{text}:80"),
            format!(" {text}"),
            format!("{text}\n"),
            format!("::ffff:{text}"),
            octets[..octets.len().saturating_sub(1)].join("."),
            fresh,
            "0.0.0.0".to_owned(),
            "255.255.255.255".to_owned(),
            "1.2.3".to_owned(),
            "1.2.3.4.5".to_owned(),
            "1..2.3".to_owned(),
            String::new(),
        ]);
        self.pick(&variants).clone()
    }

    fn ipv6_near_miss(&mut self, text: &str) -> String {
        let chars: Vec<char> = text.chars().collect();
        let mut variants: Vec<String> = vec![
            format!("{text}:"),
            format!(":{text}"),
            format!("{text}::"),
            format!("{text}%eth0"),
            format!("[{text}]"),
            format!(" {text}"),
            format!("{text}\n"),
            format!("{text}/64"),
            format!("{text}:1"),
            format!("1:{text}"),
            text.replacen(':', "", 1),
            text.to_uppercase(),
            ":::".to_owned(),
            "::".to_owned(),
            "1:2:3:4:5:6:7:8".to_owned(),
            "1:2:3:4:5:6:7:8:9".to_owned(),
            "1:2:3:4:5:6:7".to_owned(),
            "1:2:3:4:5:6:7::".to_owned(),
            "::2:3:4:5:6:7:8".to_owned(),
            "1::2:3:4:5:6:7:8".to_owned(),
            "1::2::3".to_owned(),
            "12345::".to_owned(),
            "00000::1".to_owned(),
            "0000:0000:0000:0000:0000:0000:0000:0001".to_owned(),
            "::ffff:1.2.3.4".to_owned(),
            "::ffff:1.2.3.256".to_owned(),
            "::ffff:01.2.3.4".to_owned(),
            "::1.2.3".to_owned(),
            "1:2:3:4:5:6:1.2.3.4".to_owned(),
            "1:2:3:4:5:6:7:1.2.3.4".to_owned(),
            "1.2.3.4".to_owned(),
            "fe80::1%1".to_owned(),
            "g::1".to_owned(),
            String::new(),
        ];
        if !chars.is_empty() {
            let i = self.rng.random_range(0..chars.len());
            let mut c = chars.clone();
            c[i] = if c[i] == ':' { '.' } else { 'g' };
            variants.push(c.into_iter().collect());
        }
        self.pick(&variants).clone()
    }

    fn date_time_near_miss(&mut self) -> String {
        let variants = [
            "2024-13-01T00:00:00Z",
            "2024-00-10T00:00:00Z",
            "2024-04-31T00:00:00Z",
            "2023-02-29T00:00:00Z",
            "2024-02-29T00:00:00Z",
            "2100-02-29T00:00:00Z",
            "2000-02-29T00:00:00Z",
            "2024-01-01T24:00:00Z",
            "2024-01-01T23:60:00Z",
            "2024-01-01T12:00:60Z",
            "2024-12-31T23:59:60Z",
            "2024-12-31T23:59:60+00:00",
            "2024-12-31T22:59:60-01:00",
            "2024-12-31T23:59:60+01:00",
            "2024-01-01t00:00:00z",
            "2024-01-01 00:00:00Z",
            "2024-01-01T00:00:00",
            "2024-01-01T00:00Z",
            "2024-01-01T00:00:00.Z",
            "2024-01-01T00:00:00,5Z",
            "2024-01-01T00:00:00.123456789Z",
            "2024-01-01T00:00:00+24:00",
            "2024-01-01T00:00:00+23:59",
            "2024-01-01T00:00:00+0100",
            "2024-01-01T00:00:00-00:00",
            "2024-1-01T00:00:00Z",
            "24-01-01T00:00:00Z",
            "2024-01-01",
            "2024-01-01T00:00:00Z\n",
            " 2024-01-01T00:00:00Z",
            "２０２４-01-01T00:00:00Z",
        ];
        let base = self.pick(&variants).to_string();
        if self.chance(0.2) { self.date_time() } else { base }
    }

    fn base64_near_miss(&mut self, text: &str) -> String {
        let variants = vec![
            text.trim_end_matches('=').to_owned(),
            format!("{text}="),
            format!("{text}=="),
            format!("{text}A"),
            format!("{text}AAAA"),
            format!("*{}", text.get(1..).unwrap_or("")),
            text.replace('+', "-").replace('/', "_"),
            format!("{text}\n"),
            format!("AA=A{text}"),
            "====".to_owned(),
            "A===".to_owned(),
            "AA==".to_owned(),
            "AAA=".to_owned(),
            "QR==".to_owned(),
            String::new(),
            "aGVsbG8".to_owned(),
            "aGVs bG8=".to_owned(),
        ];
        self.pick(&variants).clone()
    }

    fn number_candidates(&mut self, info: &Info<'s>, n: &Number, out: &mut Vec<Candidate<'s>>) {
        let ts = &info.types;
        let integer = ts.contains(&"integer") && !ts.contains(&"number");
        let (lo, hi) = (info.int_lo, info.int_hi);
        let mut targets: Vec<(&'static str, i64)> = Vec::new();
        if let Some(lo) = lo {
            targets.push(("minimum", lo));
            if let Some(below) = lo.checked_sub(1) {
                targets.push(("minimum-1", below));
            }
        }
        if let Some(hi) = hi {
            targets.push(("maximum", hi));
            if let Some(above) = hi.checked_add(1) {
                targets.push(("maximum+1", above));
            }
        }
        if lo.is_none() && hi.is_none() {
            targets.push(("extreme", *self.pick(&[i64::MAX, i64::MIN, 0])));
        }
        if ts.contains(&"integer") || ts.contains(&"number") {
            let (kind, t) = *self.pick(&targets);
            out.push((kind, format!("{n} -> {t}"), Edit::Replace(Value::from(t))));
        }
        if integer {
            // A non-integral number; never an integral float such as `2.0`, which the oracle
            // accepts as an integer but `i64` does not decode.
            let base = n.as_i64().filter(|i| i.unsigned_abs() < 1 << 40).unwrap_or(0);
            let f = base as f64 + *self.pick(&[0.5, -0.5, 0.001]);
            if let Some(num) = Number::from_f64(f) {
                out.push(("non-integral", format!("{n} -> {f}"), Edit::Replace(Value::Number(num))));
            }
        }
    }

    fn array_candidates(&mut self, info: &Info<'s>, items: &[Value], out: &mut Vec<Candidate<'s>>) {
        let len = items.len();
        if let Some(max) = info.max_items {
            let max = max as usize;
            out.push(("maxItems", format!("{len} -> {max} items"), Edit::Resize(max)));
            out.push((
                "maxItems+1",
                format!("{len} -> {} items", max + 1),
                Edit::Resize(max + 1),
            ));
        }
        if let Some(min) = info.min_items {
            let min = min as usize;
            if min > 0 {
                out.push((
                    "minItems-1",
                    format!("{len} -> {} items", min - 1),
                    Edit::Resize(min - 1),
                ));
            }
            out.push(("minItems", format!("{len} -> {min} items"), Edit::Resize(min)));
        }
        if !items.is_empty() {
            let i = self.rng.random_range(0..len);
            out.push(("duplicate item", format!("item {i} repeated"), Edit::Duplicate(i)));
            out.push(("remove item", format!("item {i} removed"), Edit::RemoveIndex(i)));
        }
        out.push(("push item", "one generated item added".to_owned(), Edit::PushGenerated));
        out.push(("clear", format!("{len} -> 0 items"), Edit::Resize(0)));
    }

    fn object_candidates(&mut self, info: &Info<'s>, obj: &Map<String, Value>, out: &mut Vec<Candidate<'s>>) {
        let required = &info.required;
        let props = info.props;
        // Members.
        let present_required: Vec<&str> = required.iter().copied().filter(|k| obj.contains_key(*k)).collect();
        if !present_required.is_empty() {
            let k = *self.pick(&present_required);
            out.push((
                "drop required",
                format!("`{k}` removed"),
                Edit::Remove(vec![k.to_owned()]),
            ));
        }
        let present_optional: Vec<&String> = obj.keys().filter(|k| !required.contains(&k.as_str())).collect();
        if !present_optional.is_empty() {
            let k = (*self.pick(&present_optional)).clone();
            out.push(("drop optional", format!("`{k}` removed"), Edit::Remove(vec![k])));
        }
        if let Some(props) = props {
            let missing: Vec<&'s str> = props
                .keys()
                .map(String::as_str)
                .filter(|k| !obj.contains_key(*k))
                .collect();
            if !missing.is_empty() {
                let k = *self.pick(&missing);
                out.push(("add optional", format!("`{k}` added"), Edit::InsertGenerated(vec![k])));
            }
            if info.additional_absent {
                // An unknown member: valid per schema; the client drops it.
                let known: Vec<&String> = props.keys().collect();
                let near = (*self.pick(&known)).clone();
                let mut name_chars = near.chars();
                let capitalised: String = name_chars
                    .next()
                    .map(|c| c.to_uppercase().chain(name_chars).collect())
                    .unwrap_or_default();
                let name = self
                    .pick(&[
                        capitalised,
                        format!("{near}_"),
                        "x-extra".to_owned(),
                        "unknownMember".to_owned(),
                    ])
                    .clone();
                if !obj.contains_key(&name) {
                    let v = self.free_json(5);
                    out.push(("unknown member", format!("`{name}` added"), Edit::Insert(name, v)));
                }
            }
        }
        // Maps.
        if props.is_none() {
            if let Some(values) = info.map_values {
                let (min, max) = (info.key_min, info.key_max);
                let mut keys: Vec<(&'static str, String)> = vec![("map key", self.gen_key(info, obj))];
                if let Some(max) = max {
                    let fill = *self.pick(&['k', 'é', '日', '🦀']);
                    keys.push(("propertyNames maxLength", resize("key", max as usize, Some(fill))));
                    keys.push(("propertyNames maxLength+1", resize("key", max as usize + 1, Some(fill))));
                }
                if let Some(min) = min.filter(|m| *m > 0) {
                    keys.push(("propertyNames minLength-1", resize("key", min as usize - 1, None)));
                }
                keys.push(("map empty key", String::new()));
                let (kind, key) = self.pick(&keys).clone();
                let v = self.gen_value(values, 5);
                let what = format!("key of {} code points added", key.chars().count());
                out.push((kind, what, Edit::Insert(key, v)));
                if let Some(k) = obj.keys().next().cloned() {
                    out.push((
                        "map value null",
                        format!("`{k}` set to null"),
                        Edit::Insert(k, Value::Null),
                    ));
                }
            } else if info.additional_absent {
                let v = self.free_json(5);
                out.push((
                    "free-form member",
                    "member added".to_owned(),
                    Edit::Insert("extra".to_owned(), v),
                ));
            }
        }
        // Cross-field rules.
        for rule in info.rules.iter().cloned() {
            match rule {
                Rule::Groups { exactly, groups } => {
                    let all: Vec<&'s str> = groups.iter().flatten().copied().collect();
                    let kind = if exactly {
                        "exactly-one: set all"
                    } else {
                        "at-least-one: set all"
                    };
                    out.push((kind, format!("{all:?} all set"), Edit::InsertGenerated(all.clone())));
                    let kind = if exactly {
                        "exactly-one: none"
                    } else {
                        "at-least-one: none"
                    };
                    let what = format!("{all:?} removed");
                    out.push((kind, what, Edit::Remove(all.iter().map(|k| (*k).to_owned()).collect())));
                }
                Rule::NotAll(names) => {
                    let what = format!("{names:?} all set");
                    out.push(("mutually-exclusive: set all", what, Edit::InsertGenerated(names)));
                }
                Rule::IfThen { when, then_required } => {
                    out.push((
                        "if/then: condition without consequence",
                        format!("{when:?} set, {then_required:?} removed"),
                        Edit::SetRemove(when.clone(), then_required),
                    ));
                    out.push((
                        "if/then: condition set",
                        format!("{when:?} set"),
                        Edit::SetRemove(when, vec![]),
                    ));
                }
            }
        }
    }
}
