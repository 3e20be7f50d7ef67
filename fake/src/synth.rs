//! Values made from a schema: what the document itself offers first (`const`, `default`,
//! `examples`, `enum`), else a value built from the keywords, and always judged by the schema's
//! validator before anyone sees it. Deterministic for a seed: the only randomness (UUIDs) comes
//! from the caller's generator.

use std::time::SystemTime;

use oapigen_runtime::Format;
use serde_json::{Map, Number, Value};

use crate::clock;
use crate::error::{Error, Violation};
use crate::model::{Auth, Model, Operation, ParamLocation};
use crate::pattern;
use crate::schema::{Loc, Schemas, escape};

/// How deep a value may nest before a branch gives up (documents are often cyclic).
const MAX_DEPTH: usize = 24;

pub(crate) struct Synth<'a> {
    schemas: &'a Schemas,
    rng: &'a mut fastrand::Rng,
    now: SystemTime,
    /// Only what the schema demands: no optional members, no documented values but `const`
    /// and `enum` (the retry when a fuller value breaks the schema).
    minimal: bool,
    /// The value is a request's: an optional member that would be null is left out (its null
    /// `default` means "not given", and in a merge patch a null removes the member).
    request: bool,
    /// The value is a new record's, before the request's members are set on it: only what the
    /// schema requires, and of that the emptiest a member allows (null, an empty list, its
    /// default); optional members only at their documented default. An example would claim a
    /// relation or a state nobody asked for (a port, an instance, a secret).
    record: bool,
    /// The depth of the record's own object (its `$ref`s and `allOf` parts made at that depth
    /// count as it), once found.
    record_top: Option<usize>,
}

/// `example` with each letter and digit replaced by a random one of its kind (hex digits stay
/// hex, case is kept), where it reads like a unique value: at least eight letters and digits,
/// both among them, and not a date. `None` for anything else.
fn vary(example: &Value, rng: &mut fastrand::Rng) -> Option<Value> {
    let text = example.as_str()?;
    let alnum = text.chars().filter(char::is_ascii_alphanumeric).count();
    let dated = text.len() > 4 && text.as_bytes()[..4].iter().all(u8::is_ascii_digit) && text.as_bytes()[4] == b'-';
    if alnum < 8 || dated || !text.chars().any(|c| c.is_ascii_digit()) || !text.chars().any(|c| c.is_ascii_alphabetic())
    {
        return None;
    }
    let hex = text
        .chars()
        .filter(char::is_ascii_alphabetic)
        .all(|c| c.is_ascii_hexdigit());
    let pick = |rng: &mut fastrand::Rng, from: &[u8]| char::from(from[rng.usize(..from.len())]);
    let varied: String = text
        .chars()
        .map(|c| match c {
            '0'..='9' if hex => pick(rng, b"0123456789abcdef"),
            'a'..='f' | 'A'..='F' if hex => {
                let v = pick(rng, b"0123456789abcdef");
                if c.is_ascii_uppercase() {
                    v.to_ascii_uppercase()
                } else {
                    v
                }
            }
            '0'..='9' => pick(rng, b"0123456789"),
            'a'..='z' => pick(rng, b"abcdefghijklmnopqrstuvwxyz"),
            'A'..='Z' => pick(rng, b"ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
            _ => c,
        })
        .collect();
    Some(Value::String(varied))
}

/// A version 4 UUID from `rng`.
pub(crate) fn uuid4(rng: &mut fastrand::Rng) -> String {
    let mut b = [0u8; 16];
    for byte in &mut b {
        *byte = rng.u8(..);
    }
    b[6] = (b[6] & 0x0f) | 0x40;
    b[8] = (b[8] & 0x3f) | 0x80;
    let hex: String = b.iter().map(|x| format!("{x:02x}")).collect();
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

impl<'a> Synth<'a> {
    pub fn new(schemas: &'a Schemas, rng: &'a mut fastrand::Rng, now: SystemTime) -> Self {
        Synth {
            schemas,
            rng,
            now,
            minimal: false,
            request: false,
            record: false,
            record_top: None,
        }
    }

    /// A new record's value at `loc` (see `record`), or a fuller one where that breaks the
    /// schema.
    pub fn record(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        self.record_or_draft(loc).map_err(|(_, violations)| violations)
    }

    /// As [`Synth::record`], but where no valid record is found, the bare one it made, for a
    /// caller that sets the request's members on it and judges the whole after: a member the
    /// fake cannot make valid (a `name` whose pattern has a lookahead) is the request's to give.
    pub fn record_or_draft(&mut self, loc: &Loc) -> Result<Value, (Value, Vec<Violation>)> {
        self.record = true;
        self.record_top = None;
        let bare = self.make(loc, 0);
        self.record = false;
        match bare {
            Some(v) if self.schemas.is_valid(loc, &v) => Ok(v),
            bare => self
                .value(loc)
                .map_err(|violations| (bare.unwrap_or_else(|| Value::Object(Map::new())), violations)),
        }
    }

    /// A value that names one record among others (a fingerprint the path may name it by): a
    /// documented example that reads like a unique value varied ([`vary`]), else a value made
    /// from the schema.
    pub fn unique(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        self.record = true;
        // Below the record itself: its examples are offered, and varied.
        self.record_top = Some(0);
        let made = self.make(loc, 1);
        self.record = false;
        self.record_top = None;
        match made {
            Some(v) if self.schemas.is_valid(loc, &v) => Ok(v),
            _ => self.value(loc),
        }
    }

    /// A required member of a new record: its default, else null, else an empty list, where the
    /// schema takes them; else a value made for it.
    fn emptiest(&mut self, loc: &Loc, depth: usize) -> Value {
        if let Some(d) = self
            .schemas
            .keyword(loc, "default")
            .filter(|d| self.schemas.is_valid(loc, d))
        {
            return d.clone();
        }
        for empty in [Value::Null, Value::Array(Vec::new())] {
            if self.schemas.is_valid(loc, &empty) {
                return empty;
            }
        }
        self.make(loc, depth).unwrap_or(Value::Null)
    }

    /// A value valid against the schema at `loc`, or why none was found.
    pub fn value(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        self.minimal = false;
        let full = self.make(loc, 0).unwrap_or(Value::Null);
        if self.schemas.is_valid(loc, &full) {
            return Ok(full);
        }
        self.minimal = true;
        let bare = self.make(loc, 0).unwrap_or(Value::Null);
        self.minimal = false;
        if self.schemas.is_valid(loc, &bare) {
            return Ok(bare);
        }
        Err(self.schemas.violations(loc, &full, ""))
    }

    /// A value for `loc`; not necessarily valid (the callers that must know ask the validator).
    pub fn make(&mut self, loc: &Loc, depth: usize) -> Option<Value> {
        if depth > MAX_DEPTH {
            return None;
        }
        // Borrowed from the schemas (not from `self`), so that making a value copies no schema.
        let schemas = self.schemas;
        let obj = match schemas.node(loc)? {
            Value::Bool(true) => return Some(Value::Null),
            Value::Object(o) => o,
            _ => return None,
        };
        if let Some(v) = self.documented(loc, obj) {
            return Some(v);
        }
        let mut merged: Option<Value> = None;
        if let Some(r) = obj.get("$ref").and_then(Value::as_str) {
            let target = self.schemas.resolve_ref(loc, r);
            merged = merge(merged, self.make(&target, depth + 1));
        }
        if let Some(all) = obj.get("allOf").and_then(Value::as_array) {
            for i in 0..all.len() {
                let part = self.make(&loc.child("allOf").child_index(i), depth + 1);
                merged = merge(merged, part);
            }
        }
        let own = self.own(loc, obj, depth);
        merged = merge(merged, own);
        for keyword in ["oneOf", "anyOf"] {
            let Some(variants) = obj.get(keyword).and_then(Value::as_array) else {
                continue;
            };
            let mut first = None;
            let mut chosen = None;
            for i in 0..variants.len() {
                let v = self.make(&loc.child(keyword).child_index(i), depth + 1);
                let candidate = merge(merged.clone(), v);
                if let Some(c) = &candidate {
                    if self.schemas.is_valid(loc, c) {
                        chosen = candidate;
                        break;
                    }
                }
                if first.is_none() {
                    first = candidate;
                }
            }
            merged = chosen.or(first).or(merged);
        }
        if let Some(Value::Object(members)) = &mut merged {
            self.fill_nulls(loc, members, depth);
        }
        Some(merged.unwrap_or(Value::Null))
    }

    /// A member one part of an object requires and another declares (`allOf: [{required:
    /// [email]}, {properties: {email: …}}]`) was made null by the part that could not see its
    /// schema: it gets a value of the schema the whole object gives it, where null is not one.
    fn fill_nulls(&mut self, loc: &Loc, members: &mut Map<String, Value>, depth: usize) {
        let nulls: Vec<String> = members
            .iter()
            .filter(|(_, v)| v.is_null())
            .map(|(k, _)| k.clone())
            .collect();
        for name in nulls {
            let Some(p) = self.schemas.property(loc, &name) else {
                continue;
            };
            if self.schemas.is_valid(&p, &Value::Null) {
                continue;
            }
            let v = if self.record && self.record_top.is_some_and(|t| t >= depth) {
                self.emptiest(&p, depth + 1)
            } else {
                self.make(&p, depth + 1).unwrap_or(Value::Null)
            };
            members.insert(name, v);
        }
    }

    /// What the document offers at `loc` itself, when valid there. In a new record, an example
    /// string that reads like a unique value (a fingerprint, a key, a serial: letters and digits
    /// together) is varied character by character ([`vary`]), so that two records do not share it.
    fn documented(&mut self, loc: &Loc, obj: &Map<String, Value>) -> Option<Value> {
        let mut offered: Vec<(&Value, bool)> = Vec::new();
        offered.extend(obj.get("const").map(|v| (v, false)));
        // A record's own example is one record of the document's, not the one asked for.
        let record_itself = self.record && self.record_top.is_none();
        if !self.minimal && !record_itself {
            offered.extend(obj.get("default").map(|v| (v, false)));
            if let Some(Value::Array(examples)) = obj.get("examples") {
                offered.extend(examples.iter().map(|v| (v, true)));
            }
            offered.extend(obj.get("example").map(|v| (v, true)));
        }
        if let Some(Value::Array(values)) = obj.get("enum") {
            // A made record should look settled: `available` or `ACTIVE` rather than the
            // `attaching` or `DELETING` a document may list first.
            let mut values: Vec<&Value> = values.iter().collect();
            values.sort_by_key(|v| self.schemas.unsettled(v));
            offered.extend(values.into_iter().map(|v| (v, false)));
        }
        let (chosen, example) = offered.into_iter().find(|(v, _)| self.schemas.is_valid(loc, v))?;
        if example && self.record {
            if let Some(varied) = vary(chosen, self.rng).filter(|v| self.schemas.is_valid(loc, v)) {
                return Some(varied);
            }
        }
        Some(chosen.clone())
    }

    /// The value the keywords at `loc` itself describe (not its `$ref` or `allOf`), if any.
    fn own(&mut self, loc: &Loc, obj: &Map<String, Value>, depth: usize) -> Option<Value> {
        let declared: Vec<&str> = match obj.get("type") {
            Some(Value::String(t)) => vec![t.as_str()],
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_str).collect(),
            _ => Vec::new(),
        };
        let has = |k: &[&str]| k.iter().any(|k| obj.contains_key(*k));
        let ty = match declared.iter().find(|t| **t != "null") {
            Some(t) => *t,
            None if !declared.is_empty() => "null",
            None if has(&["properties", "required", "additionalProperties", "minProperties"]) => "object",
            None if has(&["items", "prefixItems", "minItems"]) => "array",
            None if has(&["pattern", "minLength", "maxLength", "format"]) => "string",
            None if has(&[
                "minimum",
                "maximum",
                "exclusiveMinimum",
                "exclusiveMaximum",
                "multipleOf",
            ]) =>
            {
                "number"
            }
            None => return None,
        };
        Some(match ty {
            "object" => self.object(loc, obj, depth),
            "array" => self.array(loc, obj, depth),
            "string" => self.string(loc, obj),
            // A time in unix seconds is now, not 1970.
            "integer" if obj.get("format").and_then(Value::as_str).is_some_and(is_unix_time) => {
                Value::from(clock::unix_seconds(self.now))
            }
            "integer" => number(obj, true),
            "number" => number(obj, false),
            "boolean" => Value::Bool(false),
            _ => Value::Null,
        })
    }

    /// Whether the schema at `loc` names null among its types (`type: [integer, "null"]`, 3.0's
    /// `nullable` as rewritten, or a `{type: "null"}` alternative), rather than taking anything.
    fn declares_null(&self, loc: &Loc) -> bool {
        if self.schemas.types(loc).iter().any(|t| t == "null") {
            return true;
        }
        self.schemas.parts(loc).iter().any(|part| {
            ["anyOf", "oneOf"].iter().any(|k| {
                let Some(Value::Array(alternatives)) = self.schemas.node(part).and_then(|n| n.get(*k)) else {
                    return false;
                };
                (0..alternatives.len()).any(|i| self.schemas.types(&part.child(k).child_index(i)) == ["null"])
            })
        })
    }

    fn object(&mut self, loc: &Loc, obj: &Map<String, Value>, depth: usize) -> Value {
        let mut out = Map::new();
        let top = self.record && *self.record_top.get_or_insert(depth) >= depth;
        let required: Vec<String> = obj
            .get("required")
            .and_then(Value::as_array)
            .map(|r| r.iter().filter_map(|n| n.as_str().map(String::from)).collect())
            .unwrap_or_default();
        for name in &required {
            let v = match self.schemas.property(loc, name) {
                Some(p) if top => self.emptiest(&p, depth + 1),
                Some(p) => self.make(&p, depth + 1).unwrap_or(Value::Null),
                None => Value::Null,
            };
            out.insert(name.clone(), v);
        }
        let props = obj.get("properties").and_then(Value::as_object);
        if top {
            // A record's optional members start absent, or at their documented default; one the
            // document says may be null starts null (a list empty), as services show a member
            // not set.
            for (name, schema) in props.into_iter().flatten() {
                if out.contains_key(name) {
                    continue;
                }
                let p = loc.child("properties").child(name);
                if let Some(d) = schema.get("default").filter(|d| !d.is_null()) {
                    if self.schemas.is_valid(&p, d) {
                        out.insert(name.clone(), d.clone());
                    }
                } else if self.declares_null(&p) && self.schemas.is_valid(&p, &Value::Null) {
                    // A list holds nothing as the empty list, where the schema takes it.
                    let empty = Value::Array(Vec::new());
                    let list = self.schemas.types(&p).iter().any(|t| t == "array") && self.schemas.is_valid(&p, &empty);
                    out.insert(name.clone(), if list { empty } else { Value::Null });
                }
            }
        } else if !self.minimal {
            // Optional members the document gives a value for make records read like its examples.
            for (name, schema) in props.into_iter().flatten() {
                if out.contains_key(name) {
                    continue;
                }
                let offered = ["const", "default", "example"].iter().any(|k| schema.get(*k).is_some());
                if offered {
                    let p = loc.child("properties").child(name);
                    match self.make(&p, depth + 1) {
                        Some(Value::Null) if self.request => {}
                        Some(v) => {
                            out.insert(name.clone(), v);
                        }
                        None => {}
                    }
                }
            }
        }
        let min = obj.get("minProperties").and_then(Value::as_u64).unwrap_or(0).min(64) as usize;
        for (name, _) in props.into_iter().flatten() {
            if out.len() >= min {
                break;
            }
            if !out.contains_key(name) {
                let v = self.make(&loc.child("properties").child(name), depth + 1);
                out.insert(name.clone(), v.unwrap_or(Value::Null));
            }
        }
        // A map (`additionalProperties` a schema) that must not be empty gets made-up keys.
        if matches!(obj.get("additionalProperties"), Some(Value::Object(_))) {
            let mut n = 0;
            while out.len() < min {
                n += 1;
                let name = format!("key{n}");
                if !out.contains_key(&name) {
                    let v = self.make(&loc.child("additionalProperties"), depth + 1);
                    out.insert(name, v.unwrap_or(Value::Null));
                }
            }
        }
        Value::Object(out)
    }

    fn array(&mut self, loc: &Loc, obj: &Map<String, Value>, depth: usize) -> Value {
        let min = obj.get("minItems").and_then(Value::as_u64).unwrap_or(0).min(64) as usize;
        let prefix = obj.get("prefixItems").and_then(Value::as_array).map_or(0, Vec::len);
        let mut items = Vec::with_capacity(min);
        for i in 0..min {
            let at = if i < prefix {
                loc.child("prefixItems").child_index(i)
            } else {
                loc.child("items")
            };
            let mut v = self.make(&at, depth + 1).unwrap_or(Value::Null);
            if obj.get("uniqueItems") == Some(&Value::Bool(true)) && items.contains(&v) {
                // Another documented value first (an enum's next member), else a varied one.
                let listed = self.schemas.keyword(&at, "enum").and_then(Value::as_array);
                let other = listed
                    .into_iter()
                    .flatten()
                    .find(|c| !items.contains(*c) && self.schemas.is_valid(&at, c))
                    .cloned();
                v = other.unwrap_or_else(|| distinct(v, i));
            }
            items.push(v);
        }
        Value::Array(items)
    }

    fn string(&mut self, loc: &Loc, obj: &Map<String, Value>) -> Value {
        if let Some(f) = obj.get("format").and_then(Value::as_str) {
            if let Some(s) = self.formatted(f) {
                return Value::String(s);
            }
        }
        let min = obj.get("minLength").and_then(Value::as_u64).unwrap_or(0) as usize;
        let max = obj.get("maxLength").and_then(Value::as_u64).map(|m| m as usize);
        if let Some(p) = obj.get("pattern").and_then(Value::as_str) {
            let candidates = pattern::candidates(p);
            let fits = |s: &String| {
                let n = s.chars().count();
                n >= min && max.is_none_or(|m| n <= m)
            };
            let found = candidates
                .iter()
                .find(|s| fits(s) && self.schemas.is_valid(loc, &Value::String((*s).clone())))
                .or_else(|| candidates.iter().find(|s| fits(s)))
                .or(candidates.first());
            if let Some(s) = found {
                return Value::String(s.clone());
            }
        }
        let mut s = String::from("string");
        while s.len() < min.min(4096) {
            s.push('x');
        }
        if let Some(m) = max {
            s.truncate(m);
        }
        Value::String(s)
    }

    /// A value of the format `keyword` names. The asserted formats and their aliases are the
    /// runtime's ([`Format::from_keyword`], the table its checks and the schema engine read), so
    /// each value here is one the client's check accepts; the other formats are annotations,
    /// given a value of their kind all the same.
    fn formatted(&mut self, keyword: &str) -> Option<String> {
        if let Some(format) = Format::from_keyword(keyword) {
            return Some(match format {
                Format::Uuid => uuid4(self.rng),
                Format::DateTime => clock::rfc3339(self.now),
                Format::Date => clock::date(self.now),
                Format::Time => "12:00:00Z".into(),
                Format::Email => "user@example.com".into(),
                Format::Ipv4 => "192.0.2.1".into(),
                Format::Ipv6 => "2001:db8::1".into(),
                Format::Uri => "https://example.com/".into(),
                Format::Hostname => "example.com".into(),
                Format::Byte => "ZmFrZQ==".into(),
                // One format takes either family; the alias that names IPv6 gets an IPv6 block.
                Format::Cidr if keyword.starts_with("ipv6") => "2001:db8::/32".into(),
                Format::Cidr => "192.0.2.0/24".into(),
            });
        }
        Some(match keyword {
            "idn-email" => "user@example.com".into(),
            "iri" | "url" => "https://example.com/".into(),
            "uri-reference" | "iri-reference" => "/".into(),
            "idn-hostname" => "example.com".into(),
            "duration" => "PT1M".into(),
            "json-pointer" => "/".into(),
            _ => return None,
        })
    }
}

/// A request an operation accepts, made from its parameter and body schemas
/// ([`crate::Fake::example_request`]).
#[derive(Debug, Clone, PartialEq)]
pub struct ExampleRequest {
    /// Upper case, as the model has it.
    pub method: String,
    /// The path template with every parameter filled in, each value percent-encoded.
    pub path: String,
    /// The required query parameters (an array is one pair per item).
    pub query: Vec<(String, String)>,
    /// The required header parameters and, when the operation requires them, the credentials.
    pub headers: Vec<(String, String)>,
    /// The JSON body, when the operation takes one.
    pub body: Option<Value>,
    /// The body's media type (one the operation lists), when there is a body.
    pub content_type: Option<String>,
}

/// A request for `op`: every path parameter, every required query, header and cookie
/// parameter, a JSON body when the operation takes one, the credentials when it requires them.
pub(crate) fn example_request(
    model: &Model,
    schemas: &Schemas,
    op: &Operation,
    rng: &mut fastrand::Rng,
    now: SystemTime,
) -> Result<ExampleRequest, Error> {
    let mut synth = Synth::new(schemas, rng, now);
    synth.request = true;
    let made = |synth: &mut Synth<'_>, slot: Option<usize>, pointer: &str| -> Result<Option<Value>, Error> {
        let Some(loc) = slot.and_then(|s| schemas.slot(s)) else {
            return Ok(None);
        };
        synth.value(loc).map(Some).map_err(|violations| Error::Invalid {
            message: format!("no value valid at {pointer} of {} was found", op.id),
            violations,
        })
    };
    let id_member = op.role.resource().and_then(|r| {
        let res = &model.resources[r];
        let record = res.record.and_then(|s| schemas.slot(s))?;
        let member = schemas.property(record, res.id_member.as_deref()?)?;
        Some((op.id_param(res).to_string(), member))
    });
    let mut path_values: Vec<(&str, String)> = Vec::new();
    let mut query = Vec::new();
    let mut headers = Vec::new();
    let mut cookies: Vec<String> = Vec::new();
    for p in &op.params {
        if !(p.required || p.location == ParamLocation::Path) {
            continue;
        }
        let where_ = match p.location {
            ParamLocation::Path => "$path",
            ParamLocation::Query => "$query",
            ParamLocation::Header => "$header",
            ParamLocation::Cookie => "$cookie",
        };
        let pointer = format!("/{where_}/{}", escape(&p.name));
        let value = match id_member.as_ref().filter(|(name, _)| *name == p.name) {
            // The record's id member is often stricter than the parameter (a uuid for any
            // string): a value it takes names a record the fake can hold.
            Some((_, member)) => match (synth.value(member), p.schema.and_then(|s| schemas.slot(s))) {
                (Ok(v), Some(param)) if schemas.is_valid(param, &crate::text::scalar(schemas, param, &text(&v))) => {
                    Some(v)
                }
                _ => made(&mut synth, p.schema, &pointer)?,
            },
            None => made(&mut synth, p.schema, &pointer)?,
        };
        // A parameter without a schema takes any text; a path segment must not be empty.
        let value = value.unwrap_or_else(|| Value::from("example"));
        match (p.location, &value) {
            _ if p.json => {
                let text = value.to_string();
                match p.location {
                    ParamLocation::Path => path_values.push((&p.name, text)),
                    ParamLocation::Query => query.push((p.name.clone(), text)),
                    ParamLocation::Header => headers.push((p.name.clone(), text)),
                    ParamLocation::Cookie => cookies.push(format!("{}={text}", p.name)),
                }
            }
            // Form style, exploded: one pair per item; an empty array is one empty value.
            (ParamLocation::Query, Value::Array(items)) if items.is_empty() => {
                query.push((p.name.clone(), String::new()))
            }
            (ParamLocation::Query, Value::Array(items)) => {
                query.extend(items.iter().map(|i| (p.name.clone(), text(i))));
            }
            (ParamLocation::Path, v) => path_values.push((&p.name, text(v))),
            (ParamLocation::Query, v) => query.push((p.name.clone(), text(v))),
            (ParamLocation::Header, v) => headers.push((p.name.clone(), text(v))),
            (ParamLocation::Cookie, v) => cookies.push(format!("{}={}", p.name, text(v))),
        }
    }
    // The credentials of its first alternative, after the parameters' headers and cookie.
    let mut credentials = Vec::new();
    if op.requires_auth() {
        for auth in op.security[0].iter().filter_map(|name| model.schemes.get(name)) {
            match auth {
                Auth::Header {
                    name,
                    scheme: Some(word),
                } => credentials.push((name.clone(), format!("{word} test"))),
                Auth::Header { name, scheme: None } => credentials.push((name.clone(), "test".into())),
                Auth::Bearer => credentials.push(("authorization".into(), "Bearer test".into())),
                // `test:test`.
                Auth::Basic => credentials.push(("authorization".into(), "Basic dGVzdDp0ZXN0".into())),
                Auth::Query { name } => query.push((name.clone(), "test".into())),
                Auth::Cookie { name } => cookies.push(format!("{name}=test")),
            }
        }
    }
    if !cookies.is_empty() {
        headers.push(("cookie".into(), cookies.join("; ")));
    }
    headers.extend(credentials);
    let mut path = String::new();
    let mut rest = op.path.as_str();
    while let Some(open) = rest.find('{') {
        let Some(close) = rest[open..].find('}').map(|c| c + open) else {
            break;
        };
        path.push_str(&rest[..open]);
        let name = &rest[open + 1..close];
        match path_values.iter().find(|(n, _)| *n == name) {
            // Encoded as a client encodes it.
            Some((_, v)) => path.push_str(&oapigen_runtime::encode_path_segment(v)),
            None => {
                return Err(Error::Model(format!(
                    "the path of {} names {{{name}}}, which is not one of its parameters",
                    op.id
                )));
            }
        }
        rest = &rest[close + 1..];
    }
    path.push_str(rest);
    let json_type = op.body.as_ref().and_then(|b| {
        let media = b.content_types.iter().find(|c| is_json(c))?;
        Some((media.clone(), b.schema))
    });
    let (body, content_type) = match json_type {
        Some((media, slot)) => {
            // A JSON body without a schema takes any JSON: an empty object reads as a request.
            let v = made(&mut synth, slot, "/body")?.unwrap_or_else(|| Value::Object(Map::new()));
            (Some(v), Some(media))
        }
        None => (None, None),
    };
    Ok(ExampleRequest {
        method: op.method.to_ascii_uppercase(),
        path,
        query,
        headers,
        body,
        content_type,
    })
}

/// A parameter value as text (simple style: an array's items joined by commas).
fn text(v: &Value) -> String {
    match v {
        Value::String(s) => s.clone(),
        Value::Array(items) => items.iter().map(text).collect::<Vec<_>>().join(","),
        other => other.to_string(),
    }
}

fn is_json(media: &str) -> bool {
    let m = media.split(';').next().unwrap_or("").trim().to_ascii_lowercase();
    m == "application/json" || (m.starts_with("application/") && m.ends_with("+json"))
}

/// Both values as one: members of objects united (the first value's member kept when both
/// have one that is not an object), else the first value unless it is null.
pub(crate) fn merge(a: Option<Value>, b: Option<Value>) -> Option<Value> {
    match (a, b) {
        (None, b) => b,
        (a, None) => a,
        (Some(Value::Object(mut a)), Some(Value::Object(b))) => {
            for (k, v) in b {
                let merged = merge(a.remove(&k), Some(v));
                if let Some(m) = merged {
                    a.insert(k, m);
                }
            }
            Some(Value::Object(a))
        }
        (Some(Value::Null), b) => b,
        (a, _) => a,
    }
}

/// A value like `v` but different from its siblings (for `uniqueItems`).
fn distinct(v: Value, i: usize) -> Value {
    match v {
        Value::String(s) => Value::String(format!("{s}{i}")),
        Value::Number(n) => Value::from(n.as_i64().unwrap_or(0) + i as i64),
        other => other,
    }
}

/// The spellings of `format` for a time in seconds since the Unix epoch.
fn is_unix_time(format: &str) -> bool {
    matches!(
        format,
        "unix-time" | "unixtime" | "unix_time" | "timestamp" | "unix-timestamp"
    )
}

/// A number within the bounds at `obj`, on its `multipleOf`, nearest zero.
fn number(obj: &Map<String, Value>, integer: bool) -> Value {
    let f = |k: &str| obj.get(k).and_then(Value::as_f64);
    let step = if integer { 1.0 } else { 0.5 };
    let mut lo = f("minimum");
    if let Some(x) = f("exclusiveMinimum") {
        lo = Some(lo.map_or(x + step, |l| l.max(x + step)));
    }
    let mut hi = f("maximum");
    if let Some(x) = f("exclusiveMaximum") {
        hi = Some(hi.map_or(x - step, |h| h.min(x - step)));
    }
    let mut x: f64 = 0.0;
    if let Some(l) = lo {
        x = x.max(if integer { l.ceil() } else { l });
    }
    if let Some(h) = hi {
        x = x.min(if integer { h.floor() } else { h });
    }
    if let Some(m) = f("multipleOf").filter(|m| *m > 0.0) {
        let up = (x / m).ceil() * m;
        x = if hi.is_some_and(|h| up > h) {
            (x / m).floor() * m
        } else {
            up
        };
    }
    if x.fract() == 0.0 && x.abs() < 9.0e15 {
        Value::from(x as i64)
    } else {
        Number::from_f64(x).map(Value::Number).unwrap_or(Value::from(0))
    }
}

#[cfg(test)]
mod tests {
    use std::time::{Duration, UNIX_EPOCH};

    use serde_json::json;

    use super::*;
    use crate::model::{Model, SchemaResource};

    const A: &str = "https://x.test/a.json";

    fn schemas(defs: Value) -> Schemas {
        let other = json!({ "$defs": { "B": { "type": "integer", "minimum": 41, "exclusiveMaximum": 43 } } });
        let model = Model {
            // As the generator reads these tests' values (`lower/conventions.rs`).
            states: crate::model::States {
                settled: vec!["available".into()],
                passing: ["attaching", "DELETING", "error", "creating"]
                    .map(String::from)
                    .to_vec(),
                ..Default::default()
            },
            schemas: vec![
                SchemaResource {
                    uri: A.into(),
                    schema: json!({ "$defs": defs }),
                },
                SchemaResource {
                    uri: "https://x.test/b.json".into(),
                    schema: other,
                },
            ],
            ..Model::default()
        };
        Schemas::new(&model).unwrap()
    }

    fn make(defs: Value, name: &str, seed: u64) -> Result<Value, Vec<Violation>> {
        let s = schemas(defs);
        let mut rng = fastrand::Rng::with_seed(seed);
        let now = UNIX_EPOCH + Duration::from_secs(1_709_214_300);
        Synth::new(&s, &mut rng, now).value(&Loc::parse(&format!("{A}#/$defs/{name}")))
    }

    fn one(schema: Value) -> Value {
        make(json!({ "S": schema }), "S", 0).unwrap()
    }

    #[test]
    fn an_enum_gives_a_settled_value_first() {
        let status = json!({ "type": "string", "enum": ["attaching", "DELETING", "in-use", "available", "error"] });
        assert_eq!(one(status), json!("available"));
        let neutral = json!({ "type": "string", "enum": ["creating", "b", "a"] });
        assert_eq!(one(neutral), json!("b"), "the document's order among equals");
        let numbers = json!({ "enum": [3, 1] });
        assert_eq!(one(numbers), json!(3));
    }

    #[test]
    fn strings_follow_formats_lengths_and_patterns() {
        let formats = ["uuid", "date-time", "date", "email", "ipv4", "ipv6", "uri", "hostname"];
        let props: Map<String, Value> = formats
            .iter()
            .map(|f| (f.to_string(), json!({ "type": "string", "format": f })))
            .collect();
        let v = one(json!({ "type": "object", "required": formats, "properties": props }));
        assert_eq!(v["date-time"], "2024-02-29T13:45:00Z");
        assert_eq!(v["date"], "2024-02-29");
        assert_eq!(v["email"], "user@example.com");
        assert_eq!(v["uuid"].as_str().map(str::len), Some(36));
        assert_eq!(
            one(json!({ "type": "string", "minLength": 10 })).as_str().map(str::len),
            Some(10)
        );
        assert_eq!(one(json!({ "type": "string", "maxLength": 3 })), "str");
        assert_eq!(
            one(json!({ "type": "string", "pattern": "^[A-Z]{3}-\\d{2}$" })),
            "AAA-00"
        );
        assert_eq!(
            one(json!({ "type": "string", "format": "email", "example": "nope" })),
            "user@example.com"
        );
        assert_eq!(one(json!({ "type": "string", "examples": [7, "seven"] })), "seven");
    }

    /// Every format the runtime asserts, under each name it is known by, gets a value the
    /// runtime's own check accepts; an alias that names IPv6 gets an IPv6 block.
    #[test]
    fn every_asserted_format_gets_a_value_the_runtime_accepts() {
        for (keyword, format) in oapigen_runtime::formats::KEYWORDS {
            let v = one(json!({ "type": "string", "format": keyword }));
            let s = v.as_str().unwrap_or_default();
            assert!(format.is_valid(s), "{keyword}: {v}");
        }
        assert_eq!(one(json!({ "type": "string", "format": "ipv6-cidr" })), "2001:db8::/32");
        assert_eq!(one(json!({ "type": "string", "format": "ip-cidr" })), "192.0.2.0/24");
    }

    #[test]
    fn numbers_stay_within_their_bounds() {
        assert_eq!(
            one(json!({ "type": "integer", "minimum": 3, "maximum": 9, "multipleOf": 4 })),
            4
        );
        assert_eq!(one(json!({ "type": "integer", "exclusiveMaximum": -5 })), -6);
        assert_eq!(one(json!({ "type": "number", "exclusiveMinimum": 0 })), 0.5);
        assert_eq!(one(json!({ "type": "integer", "minimum": 1, "default": 10 })), 10);
        assert_eq!(
            one(json!({ "$ref": "b.json#/$defs/B" })),
            41,
            "a relative reference to another resource"
        );
    }

    #[test]
    fn combinators_nullables_and_constants() {
        let v = one(json!({
            "allOf": [
                { "type": "object", "required": ["a"], "properties": { "a": { "type": "string" } } },
                { "type": "object", "required": ["b"], "properties": { "b": { "enum": ["x", "y"] } } }
            ]
        }));
        assert_eq!(v, json!({ "a": "string", "b": "x" }));
        let v = one(json!({ "oneOf": [{ "type": "string", "minLength": 3, "maxLength": 1 }, { "type": "boolean" }] }));
        assert_eq!(v, false, "the first variant that yields a valid value");
        assert_eq!(one(json!({ "type": ["null", "string"] })), "string");
        assert_eq!(one(json!({ "const": { "k": [1] } })), json!({ "k": [1] }));
        let v = one(json!({ "type": "array", "minItems": 2, "uniqueItems": true, "items": { "type": "string" } }));
        assert_eq!(v, json!(["string", "string1"]));
        let v = one(json!({ "type": "array", "minItems": 2, "uniqueItems": true, "items": { "enum": ["a", "b"] } }));
        assert_eq!(v, json!(["a", "b"]));
        let v = one(
            json!({ "type": "object", "properties": { "d": { "type": "integer", "default": 3 }, "e": { "type": "string" } } }),
        );
        assert_eq!(
            v,
            json!({ "d": 3 }),
            "optional members only when the document gives a value"
        );
    }

    #[test]
    fn a_map_that_must_not_be_empty_gets_made_up_keys() {
        let v = one(json!({
            "type": "object",
            "minProperties": 2,
            "additionalProperties": { "type": "integer", "minimum": 7 }
        }));
        assert_eq!(v, json!({ "key1": 7, "key2": 7 }));
        let v = one(json!({
            "type": "object",
            "minProperties": 2,
            "properties": { "a": { "type": "string" } },
            "additionalProperties": { "type": "boolean" }
        }));
        assert_eq!(v, json!({ "a": "string", "key1": false }), "declared members first");
    }

    #[test]
    fn impossible_and_cyclic_schemas_fail_without_looping() {
        let err = make(
            json!({ "S": { "type": "string", "minLength": 3, "maxLength": 1 } }),
            "S",
            0,
        )
        .unwrap_err();
        assert!(!err.is_empty());
        let cyclic = json!({ "N": { "type": "object", "required": ["next"], "properties": { "next": { "$ref": "#/$defs/N" } } } });
        assert!(make(cyclic, "N", 0).is_err());
    }

    #[test]
    fn the_seed_decides_the_random_parts() {
        let defs = json!({ "S": { "type": "string", "format": "uuid" } });
        assert_eq!(make(defs.clone(), "S", 1).unwrap(), make(defs.clone(), "S", 1).unwrap());
        assert_ne!(make(defs.clone(), "S", 1).unwrap(), make(defs, "S", 2).unwrap());
    }
}
