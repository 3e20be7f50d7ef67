//! `oneOf`s whose branches the document does not tell apart.
//!
//! `oneOf` refuses a value that two of its branches accept. Documents often list branches that
//! nothing keeps apart: a branch that requires nothing beside one that requires `subnet_id`, a
//! `discriminator` whose member the branches neither require nor pin to a value (the provider's
//! `attach_interface` body), `integer` beside `number`. There every value of the larger branch
//! matches both, so JSON Schema refuses what the service, which picks a branch, accepts.
//!
//! The rule, one for the client's checks, its schema engine and the fake's judge: two branches
//! are told apart when their JSON types do not overlap, or (both taking objects) a member one
//! requires is pinned to other values (`const`/`enum`) by the other, or forbidden by it
//! (`additionalProperties: false`), or each requires a member the other does not
//! (`{email}` or `{phone}`: a value with both is refused, as `oneOf` says), or (both taking
//! strings) they pin other values or formats. A `oneOf` with two branches not told apart is
//! *ambiguous*, and a located warning at generation. With a `discriminator` (OpenAPI's word that
//! the tag, not exclusivity, picks the branch) it is read as the service reads it: a value
//! whose tag names a branch must match that branch, and one without the tag is accepted when
//! it matches one branch or more (`bundle.rs` writes this for the schema engine as `anyOf` and
//! an `if`/`then` per named branch; lowering makes the Rust union's check inclusive). Without
//! one it keeps JSON Schema's meaning (the official test suite's verdicts, a document that
//! means "exactly one").

use std::collections::{BTreeMap, BTreeSet};

use serde_json::Value;

use crate::load::{FileId, Location};
use crate::lower::Lowerer;

const NULL: u8 = 1;
const BOOLEAN: u8 = 2;
const INTEGER: u8 = 4;
/// A number that is not an integer (`type: number` takes both).
const FRACTION: u8 = 8;
const STRING: u8 = 16;
const ARRAY: u8 = 32;
const OBJECT: u8 = 64;
const ANY: u8 = 127;

/// What a branch says that can tell it from another.
#[derive(Default)]
struct Facts {
    /// The JSON types it is meant for (a schema without `type` is read by its keywords, as
    /// lowering reads it: `properties` means an object).
    kinds: u8,
    /// Its own `const`/`enum`, when it pins values.
    values: Option<Vec<Value>>,
    format: Option<String>,
    required: BTreeSet<String>,
    /// Each declared member, with the values it is pinned to, if it is.
    members: BTreeMap<String, Option<Vec<Value>>>,
    /// The members it allows at all, when `additionalProperties: false` closes it.
    closed: Option<BTreeSet<String>>,
}

fn kinds_of_type(t: &str) -> u8 {
    match t {
        "null" => NULL,
        "boolean" => BOOLEAN,
        "integer" => INTEGER,
        "number" => INTEGER | FRACTION,
        "string" => STRING,
        "array" => ARRAY,
        "object" => OBJECT,
        _ => ANY,
    }
}

fn kind_of_value(v: &Value) -> u8 {
    match v {
        Value::Null => NULL,
        Value::Bool(_) => BOOLEAN,
        Value::Number(n) if n.is_i64() || n.is_u64() => INTEGER,
        Value::Number(n) if n.as_f64().is_some_and(|f| f.fract() == 0.0) => INTEGER,
        Value::Number(_) => FRACTION,
        Value::String(_) => STRING,
        Value::Array(_) => ARRAY,
        Value::Object(_) => OBJECT,
    }
}

/// The values a schema pins: `const`, or `enum`.
fn pinned(m: &serde_json::Map<String, Value>) -> Option<Vec<Value>> {
    match (m.get("const"), m.get("enum")) {
        (Some(c), _) => Some(vec![c.clone()]),
        (None, Some(Value::Array(e))) => Some(e.clone()),
        _ => None,
    }
}

fn disjoint(a: &[Value], b: &[Value]) -> bool {
    a.iter().all(|x| !b.contains(x))
}

impl Lowerer<'_> {
    /// The first two branches (by index) of the `oneOf` list `alts`, in `file`, that the
    /// document does not tell apart; `None` when every two are (see the module docs).
    pub(crate) fn one_of_overlap(&self, file: FileId, alts: &[Value]) -> Option<(usize, usize)> {
        let facts: Vec<Facts> = alts.iter().map(|a| self.facts(file, a)).collect();
        for i in 0..facts.len() {
            for j in i + 1..facts.len() {
                if !told_apart(&facts[i], &facts[j]) {
                    return Some((i, j));
                }
            }
        }
        None
    }

    /// Whether the `oneOf` at `at` (the keyword's location) keeps its exclusivity: false for an
    /// ambiguous one with a `discriminator`, which is read as the service reads it. An ambiguous
    /// one is a located warning either way (once per location).
    pub(super) fn one_of_is_exclusive(&mut self, at: &Location) -> bool {
        let Some(Value::Array(alts)) = self.value(at) else {
            return true;
        };
        let Some((i, j)) = self.one_of_overlap(at.file, alts) else {
            return true;
        };
        let parent = at.pointer.rsplit_once('/').map_or("", |(p, _)| p);
        let tag = self
            .value(&Location {
                file: at.file,
                pointer: format!("{parent}/discriminator/propertyName"),
            })
            .and_then(Value::as_str);
        if self.warned.insert(at.clone()) {
            let label = |k: usize| match alts[k].get("$ref").and_then(Value::as_str) {
                Some(r) => format!("{k} (`{r}`)"),
                None => k.to_string(),
            };
            let read = match tag {
                Some(t) => format!(
                    "with its discriminator it is read as the service reads it: a value whose `{t}` names a branch must match that branch, and one without `{t}` is accepted when it matches one branch or more"
                ),
                None => "without a discriminator it keeps JSON Schema's meaning: a value that matches both is refused"
                    .to_string(),
            };
            let message = format!(
                "branches {} and {} of this `oneOf` are not told apart by anything the document says, so a value can match both; {read}",
                label(i),
                label(j)
            );
            let d = self
                .loader
                .diag(at.file, &at.pointer, message)
                .keyword("oneOf")
                .hint("pin a member to a different `const` in each branch, require in each a member the other does not have, or write `anyOf` if a value may match both")
                .warning();
            self.diags.push(d);
        }
        tag.is_none()
    }

    /// The values a union's branch `v` (in `file`) pins its member `tag` to, through `$ref`,
    /// `allOf` and nested unions.
    pub(crate) fn tag_pins(&self, file: FileId, v: &Value, tag: &str) -> Option<Vec<Value>> {
        self.facts(file, v).members.remove(tag).flatten()
    }

    /// What the schema `v` (in `file`) says, through `$ref` and `allOf`.
    fn facts(&self, file: FileId, v: &Value) -> Facts {
        self.facts_at(file, v, 0)
    }

    fn facts_at(&self, file: FileId, v: &Value, depth: usize) -> Facts {
        let mut f = Facts::default();
        if depth > 4 {
            f.kinds = ANY;
            return f;
        }
        let mut typed: Option<u8> = None;
        let mut inferred = 0u8;
        let mut unions: Vec<u8> = Vec::new();
        let mut todo: Vec<(FileId, &Value)> = vec![(file, v)];
        let mut seen = 0;
        while let Some((file, v)) = todo.pop() {
            seen += 1;
            if seen > 64 {
                break;
            }
            let Value::Object(m) = v else {
                if v == &Value::Bool(false) {
                    typed = Some(0);
                }
                continue;
            };
            if let Some(target) = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(file, r))
            {
                if let Some(t) = self.loader.get(&target) {
                    todo.push((target.file, t));
                }
                if !self.v31 {
                    // 3.0: the siblings of `$ref` are ignored.
                    continue;
                }
            }
            let nullable = self.keywords30 && m.get("nullable") == Some(&Value::Bool(true));
            let own = match m.get("type") {
                Some(Value::String(t)) => Some(kinds_of_type(t)),
                Some(Value::Array(ts)) => Some(
                    ts.iter()
                        .filter_map(Value::as_str)
                        .map(kinds_of_type)
                        .fold(0, |a, b| a | b),
                ),
                _ => None,
            };
            if let Some(k) = own {
                let k = if nullable { k | NULL } else { k };
                typed = Some(typed.map_or(k, |t| t & k));
            }
            let has = |keys: &[&str]| keys.iter().any(|k| m.contains_key(*k));
            if has(&[
                "properties",
                "required",
                "additionalProperties",
                "patternProperties",
                "minProperties",
                "maxProperties",
                "propertyNames",
            ]) {
                inferred |= OBJECT;
            }
            if has(&[
                "items",
                "prefixItems",
                "minItems",
                "maxItems",
                "uniqueItems",
                "contains",
            ]) {
                inferred |= ARRAY;
            }
            if has(&["minLength", "maxLength", "pattern", "format"]) {
                inferred |= STRING;
            }
            if has(&[
                "minimum",
                "maximum",
                "exclusiveMinimum",
                "exclusiveMaximum",
                "multipleOf",
            ]) {
                inferred |= INTEGER | FRACTION;
            }
            if let Some(values) = pinned(m) {
                let k = values.iter().map(kind_of_value).fold(0, |a, b| a | b);
                typed = Some(typed.map_or(k, |t| t & k));
                f.values = Some(match f.values.take() {
                    Some(prev) => prev.into_iter().filter(|x| values.contains(x)).collect(),
                    None => values,
                });
            }
            for key in ["oneOf", "anyOf"] {
                if let Some(Value::Array(subs)) = m.get(key) {
                    // A nested union says what all of its branches say (a discriminated union
                    // whose branches each pin the tag pins it to one of their values).
                    let subs: Vec<Facts> = subs.iter().map(|s| self.facts_at(file, s, depth + 1)).collect();
                    let u = any_of(subs);
                    unions.push(u.kinds);
                    f.required.extend(u.required);
                    for (name, pin) in u.members {
                        let slot = f.members.entry(name).or_default();
                        if slot.is_none() {
                            *slot = pin;
                        }
                    }
                    if let Some(values) = u.values {
                        f.values = Some(match f.values.take() {
                            Some(prev) => prev.into_iter().filter(|x| values.contains(x)).collect(),
                            None => values,
                        });
                    }
                    if let Some(names) = u.closed {
                        f.closed = Some(match f.closed.take() {
                            Some(prev) => prev.intersection(&names).cloned().collect(),
                            None => names,
                        });
                    }
                }
            }
            if let Some(Value::String(fmt)) = m.get("format") {
                f.format.get_or_insert_with(|| fmt.clone());
            }
            if let Some(Value::Array(names)) = m.get("required") {
                f.required
                    .extend(names.iter().filter_map(Value::as_str).map(String::from));
            }
            let props = m.get("properties").and_then(Value::as_object);
            if let Some(props) = props {
                for (name, p) in props {
                    let pin = self.pinned_through_refs(file, p);
                    let slot = f.members.entry(name.clone()).or_default();
                    if slot.is_none() {
                        *slot = pin;
                    }
                }
            }
            if m.get("additionalProperties") == Some(&Value::Bool(false)) && !m.contains_key("patternProperties") {
                let names: BTreeSet<String> = props.map(|p| p.keys().cloned().collect()).unwrap_or_default();
                f.closed = Some(match f.closed.take() {
                    Some(prev) => prev.intersection(&names).cloned().collect(),
                    None => names,
                });
            }
            if let Some(Value::Array(all)) = m.get("allOf") {
                todo.extend(all.iter().map(|a| (file, a)));
            }
        }
        f.kinds = match typed {
            Some(k) => k,
            None if inferred != 0 => inferred,
            None => unions.iter().fold(ANY, |a, b| a & b),
        };
        f
    }

    /// The values a member's schema pins, through its `$ref`s.
    fn pinned_through_refs(&self, file: FileId, v: &Value) -> Option<Vec<Value>> {
        let (mut file, mut v) = (file, v);
        for _ in 0..16 {
            let m = v.as_object()?;
            if let Some(values) = pinned(m) {
                return Some(values);
            }
            let target = self.loader.resolve(file, m.get("$ref")?.as_str()?)?;
            v = self.loader.get(&target)?;
            file = target.file;
        }
        None
    }
}

/// What every one of a union's branches says: a value matches one of them at least.
fn any_of(subs: Vec<Facts>) -> Facts {
    let mut subs = subs.into_iter();
    let Some(mut u) = subs.next() else {
        return Facts {
            kinds: ANY,
            ..Facts::default()
        };
    };
    for b in subs {
        u.kinds |= b.kinds;
        u.values = match (u.values.take(), b.values) {
            (Some(mut x), Some(y)) => {
                x.extend(y.into_iter().filter(|v| !x.contains(v)).collect::<Vec<_>>());
                Some(x)
            }
            _ => None,
        };
        if u.format != b.format {
            u.format = None;
        }
        u.required = u.required.intersection(&b.required).cloned().collect();
        // A member is pinned only where every branch pins it.
        u.members = std::mem::take(&mut u.members)
            .into_iter()
            .filter_map(|(name, pin)| {
                let other = b.members.get(&name)?;
                let pin = match (pin, other) {
                    (Some(mut x), Some(y)) => {
                        x.extend(y.iter().filter(|v| !x.contains(v)).cloned().collect::<Vec<_>>());
                        Some(x)
                    }
                    _ => None,
                };
                Some((name, pin))
            })
            .collect();
        u.closed = match (u.closed.take(), b.closed) {
            (Some(x), Some(y)) => Some(x.union(&y).cloned().collect()),
            _ => None,
        };
    }
    u
}

/// Can no value match both branches, as far as the document says?
fn told_apart(a: &Facts, b: &Facts) -> bool {
    if let (Some(x), Some(y)) = (&a.values, &b.values) {
        if disjoint(x, y) {
            return true;
        }
    }
    let overlap = a.kinds & b.kinds;
    [NULL, BOOLEAN, INTEGER, FRACTION, STRING, ARRAY, OBJECT]
        .into_iter()
        .filter(|k| overlap & k != 0)
        .all(|k| match k {
            OBJECT => objects_told_apart(a, b),
            STRING => matches!((&a.format, &b.format), (Some(x), Some(y)) if x != y),
            _ => false,
        })
}

fn objects_told_apart(a: &Facts, b: &Facts) -> bool {
    // A member one requires that the other pins to other values, or does not allow.
    let excludes = |x: &Facts, y: &Facts| {
        x.required.iter().any(|name| {
            let pinned_apart = match (x.members.get(name), y.members.get(name)) {
                (Some(Some(xv)), Some(Some(yv))) => disjoint(xv, yv),
                _ => false,
            };
            let forbidden = y.closed.as_ref().is_some_and(|allowed| !allowed.contains(name));
            pinned_apart || forbidden
        })
    };
    if excludes(a, b) || excludes(b, a) {
        return true;
    }
    // Each requires a member the other does not: a value of either alone matches one.
    !a.required.is_subset(&b.required) && !b.required.is_subset(&a.required)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn facts(v: Value) -> Facts {
        // Without references, `facts` needs no loader: read the keywords directly.
        let mut f = Facts::default();
        let m = v.as_object().unwrap();
        f.kinds = match m.get("type").and_then(Value::as_str) {
            Some(t) => kinds_of_type(t),
            None => OBJECT,
        };
        f.values = pinned(m);
        f.format = m.get("format").and_then(Value::as_str).map(String::from);
        if let Some(Value::Array(r)) = m.get("required") {
            f.required = r.iter().filter_map(Value::as_str).map(String::from).collect();
        }
        if let Some(Value::Object(p)) = m.get("properties") {
            for (n, s) in p {
                f.members.insert(n.clone(), s.as_object().and_then(pinned));
            }
            if m.get("additionalProperties") == Some(&Value::Bool(false)) {
                f.closed = Some(p.keys().cloned().collect());
            }
        }
        f
    }

    #[test]
    fn what_tells_branches_apart() {
        let apart = |a: Value, b: Value| told_apart(&facts(a), &facts(b));
        // The provider's interface: `type` neither required nor pinned.
        let external = json!({"type": "object", "properties": {"type": {"type": "string"}}});
        let subnet = json!({"type": "object", "required": ["subnet_id"], "properties": {"type": {"type": "string"}, "subnet_id": {"type": "string"}}});
        assert!(!apart(external.clone(), subnet.clone()));
        // Pinned and required: told apart.
        let ext = json!({"type": "object", "required": ["type"], "properties": {"type": {"const": "external"}}});
        let sub =
            json!({"type": "object", "required": ["type", "subnet_id"], "properties": {"type": {"const": "subnet"}}});
        assert!(apart(ext, sub));
        // Each requires its own member.
        assert!(apart(json!({"required": ["email"]}), json!({"required": ["phone"]})));
        // A closed branch forbids the other's required member.
        assert!(apart(
            json!({"type": "object", "additionalProperties": false, "properties": {"a": {}}}),
            json!({"type": "object", "required": ["b"]})
        ));
        assert!(apart(json!({"type": "string"}), json!({"type": "integer"})));
        assert!(!apart(json!({"type": "integer"}), json!({"type": "number"})));
        assert!(apart(
            json!({"type": "string", "format": "uuid"}),
            json!({"type": "string", "format": "date"})
        ));
        assert!(!apart(
            json!({"type": "string"}),
            json!({"type": "string", "maxLength": 3})
        ));
        assert!(apart(json!({"enum": ["a", "b"]}), json!({"enum": ["c"]})));
    }
}
