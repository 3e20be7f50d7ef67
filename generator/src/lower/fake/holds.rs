//! Where answers hold records (`oapigen_fake::model::Held`): a read answer that wraps its record
//! (`{"droplet": {…}}`), a create's that answers the record beside other members (`{"server":
//! {…}, "action": {…}, "next_actions": […]}`) or as a list. A place holds a resource's record
//! where its schema is the record's: the same schema, or one written out alike (a document that
//! writes its schemas in full at each use), annotations aside.
//!
//! `hold_records` applies this to each operation's success answer: its own resource's record
//! (`own_held`), and, made by an operation that changes something, another's (`other_held`).

use std::collections::HashMap;

use oapigen_fake::model as fm;
use oapigen_runtime::pointer::escape;
use serde_json::{Map, Value};

use super::super::Lowerer;
use super::Slots;
use crate::load::Location;

/// Keywords that say nothing of which values a schema takes.
const ANNOTATIONS: &[&str] = &[
    "description",
    "example",
    "examples",
    "title",
    "$comment",
    "externalDocs",
    "xml",
];
/// Keywords whose value is a map of schemas.
const SCHEMA_MAPS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];
/// Keywords whose value is one schema.
const SCHEMA_ONE: &[&str] = &[
    "items",
    "additionalProperties",
    "not",
    "if",
    "then",
    "else",
    "contains",
    "propertyNames",
    "unevaluatedItems",
    "unevaluatedProperties",
    "additionalItems",
];
/// Keywords whose value is a list of schemas.
const SCHEMA_LISTS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];

/// Schemas compared by what they take: each schema's canonical text, once.
#[derive(Default)]
pub(super) struct Canon {
    texts: HashMap<Location, Option<String>>,
}

impl Lowerer<'_> {
    /// The schema at `loc` with the references that are all of it followed (a `$ref` alone, an
    /// `allOf` of one).
    pub(super) fn target(&self, loc: &Location) -> Location {
        let mut at = loc.clone();
        for _ in 0..32 {
            let Some(m) = self.value(&at).and_then(Value::as_object) else {
                break;
            };
            let meaningful: Vec<&String> = m.keys().filter(|k| !is_annotation(k)).collect();
            let next = match meaningful.as_slice() {
                [k] if *k == "$ref" => m
                    .get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| self.loader.resolve(at.file, r)),
                [k] if *k == "allOf" => match m.get("allOf") {
                    Some(Value::Array(parts)) if parts.len() == 1 => Some(Self::child(&Self::child(&at, "allOf"), "0")),
                    _ => None,
                },
                _ => None,
            };
            match next {
                Some(n) => at = n,
                None => break,
            }
        }
        at
    }

    /// A text two schemas share when they take the same values as written: the same schema, or
    /// the same keywords with the same references, annotations aside. `None` for a schema that
    /// is not there or takes anything.
    pub(super) fn canonical(&self, canon: &mut Canon, loc: &Location) -> Option<String> {
        let at = self.target(loc);
        if let Some(t) = canon.texts.get(&at) {
            return t.clone();
        }
        let text = self.value(&at).and_then(|v| match v {
            Value::Object(m) if !m.is_empty() => {
                let normal = self.normal_schema(&at, m, 0);
                Some(normal.to_string())
            }
            _ => None,
        });
        canon.texts.insert(at, text.clone());
        text
    }

    fn normal_schema(&self, at: &Location, m: &Map<String, Value>, depth: usize) -> Value {
        let mut out = Map::new();
        for (k, v) in m {
            if is_annotation(k) {
                continue;
            }
            let here = Self::child(at, k);
            let normal = match v {
                Value::String(r) if k == "$ref" => {
                    let target = self.loader.resolve(at.file, r).map(|t| self.target(&t));
                    Value::String(match target {
                        Some(t) => format!("{}#{}", t.file.0, t.pointer),
                        None => r.clone(),
                    })
                }
                _ if depth > 64 => v.clone(),
                Value::Object(map) if SCHEMA_MAPS.contains(&k.as_str()) => Value::Object(
                    map.iter()
                        .map(|(name, s)| (name.clone(), self.normal_value(&Self::child(&here, name), s, depth)))
                        .collect(),
                ),
                Value::Array(list) if SCHEMA_LISTS.contains(&k.as_str()) => Value::Array(
                    list.iter()
                        .enumerate()
                        .map(|(i, s)| self.normal_value(&Self::child(&here, &i.to_string()), s, depth))
                        .collect(),
                ),
                v if SCHEMA_ONE.contains(&k.as_str()) => self.normal_value(&here, v, depth),
                v => v.clone(),
            };
            out.insert(k.clone(), normal);
        }
        Value::Object(out)
    }

    fn normal_value(&self, at: &Location, v: &Value, depth: usize) -> Value {
        match v {
            Value::Object(m) => self.normal_schema(at, m, depth + 1),
            other => other.clone(),
        }
    }

    /// The members an object schema declares (through references and compositions), each
    /// once, the first place it is declared.
    pub(super) fn members_of(&self, loc: &Location) -> Vec<(String, Location)> {
        let mut out: Vec<(String, Location)> = Vec::new();
        let mut todo = vec![(loc.clone(), 0)];
        // Each schema once: a composition that lists itself (or one schema twice) adds nothing
        // new the second time, and would multiply the walk.
        let mut seen = std::collections::HashSet::new();
        while let Some((at, depth)) = todo.pop() {
            let Some(m) = self.value(&at).and_then(Value::as_object) else {
                continue;
            };
            if depth > 16 || !seen.insert(at.clone()) {
                continue;
            }
            if let Some(Value::Object(props)) = m.get("properties") {
                for name in props.keys() {
                    if !out.iter().any(|(n, _)| n == name) {
                        out.push((name.clone(), Self::child(&Self::child(&at, "properties"), name)));
                    }
                }
            }
            let mut next = Vec::new();
            if let Some(t) = m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(at.file, r))
            {
                next.push((t, depth + 1));
            }
            for k in ["allOf", "anyOf", "oneOf"] {
                if let Some(Value::Array(list)) = m.get(k) {
                    for i in 0..list.len() {
                        next.push((Self::child(&Self::child(&at, k), &i.to_string()), depth + 1));
                    }
                }
            }
            // Depth first, in the document's order.
            todo.extend(next.into_iter().rev());
        }
        out
    }

    /// The items schema of an array schema (through references and compositions).
    pub(super) fn items_of(&self, loc: &Location) -> Option<Location> {
        self.items_within(loc, &mut std::collections::HashSet::new())
    }

    /// `items_of`, each schema looked at once: a schema that composes itself (`A: {allOf:
    /// [{$ref: A}, …]}`) is not followed around its ring.
    fn items_within(&self, loc: &Location, seen: &mut std::collections::HashSet<Location>) -> Option<Location> {
        let at = self.target(loc);
        if !seen.insert(at.clone()) {
            return None;
        }
        let m = self.value(&at)?.as_object()?;
        if m.get("items").is_some_and(Value::is_object) {
            return Some(Self::child(&at, "items"));
        }
        for k in ["allOf", "anyOf", "oneOf"] {
            if let Some(Value::Array(list)) = m.get(k) {
                for i in 0..list.len() {
                    if let Some(found) = self.items_within(&Self::child(&Self::child(&at, k), &i.to_string()), seen) {
                        return Some(found);
                    }
                }
            }
        }
        None
    }

    /// Where the answer at `answer` holds records: each place whose schema is a resource's
    /// record (`records[r]`, the canonical text of resource `r`'s record), the answer itself
    /// or one of its members, one record or a list. `own` is the operation's resource. Empty
    /// when the answer is the operation's own record itself (as it is answered today).
    pub(super) fn holds(
        &self,
        canon: &mut Canon,
        answer: &Location,
        own: usize,
        records: &HashMap<String, Vec<usize>>,
    ) -> Vec<(String, Vec<usize>, bool)> {
        let mut places: Vec<(String, Location, bool)> = vec![(String::new(), answer.clone(), false)];
        if let Some(items) = self.items_of(answer) {
            places.push((String::new(), items, true));
        }
        for (name, at) in self.members_of(answer) {
            let pointer = format!("/{}", escape(&name));
            if let Some(items) = self.items_of(&at) {
                places.push((pointer.clone(), items, true));
            }
            places.push((pointer, at, false));
        }
        let mut out = Vec::new();
        for (pointer, at, many) in places {
            let Some(text) = self.canonical(canon, &at) else {
                continue;
            };
            let Some(found) = records.get(&text) else { continue };
            if pointer.is_empty() && !many && found.contains(&own) {
                return Vec::new();
            }
            let mut resources = found.clone();
            // The operation's own first: it is what the answer is about.
            if let Some(i) = resources.iter().position(|r| *r == own) {
                resources.remove(i);
                resources.insert(0, own);
            }
            out.push((pointer, resources, many));
        }
        out
    }
}

/// What an operation's answer says of its own record: its resource, and the id the answer's
/// example gives it.
struct Own<'v> {
    resource: usize,
    id: Option<Value>,
    example: Option<&'v Value>,
}

impl Lowerer<'_> {
    /// Where each operation's success answer holds records (`fm::Operation::holds`): its own
    /// resource's, or, where it changes something, another's it makes.
    pub(super) fn hold_records(
        &self,
        ops: &mut [fm::Operation],
        resources: &[fm::Resource],
        examples: &[Vec<Option<Value>>],
        slots: &Slots,
    ) {
        let mut canon = Canon::default();
        let records = self.records_by_form(&mut canon, resources, slots);
        // Records no operation creates are made by the operations whose answers hold them
        // (an `action`); others are only named there (the `coupon` of a discount).
        let created: Vec<bool> = (0..resources.len())
            .map(|r| ops.iter().any(|o| o.role == fm::Role::Create { resource: r }))
            .collect();
        for (o, op) in ops.iter_mut().enumerate() {
            let Some(resource) = op.role.resource() else { continue };
            if matches!(op.role, fm::Role::List { .. }) {
                continue;
            }
            let Some((k, schema)) = success_schema(op) else {
                continue;
            };
            let example = examples[o].get(k).and_then(Option::as_ref);
            let found = self.holds(&mut canon, &slots.locs[schema], resource, &records);
            let own = Own {
                resource,
                id: own_id(&found, resource, resources[resource].id_member.as_ref(), example),
                example,
            };
            for (pointer, rs, many) in found {
                if rs[0] == resource {
                    op.holds.push(own_held(pointer, resource, many));
                    continue;
                }
                // Another's record is made by an operation that changes something, and stored
                // where it reads back by its id.
                if op.method == "GET" {
                    continue;
                }
                if let Some(held) = self.other_held(op, &own, resources, &created, (pointer, rs, many), slots) {
                    op.holds.push(held);
                }
            }
        }
    }

    /// The resources of each canonical record schema: those whose record has members enough
    /// not to be any object.
    fn records_by_form(
        &self,
        canon: &mut Canon,
        resources: &[fm::Resource],
        slots: &Slots,
    ) -> HashMap<String, Vec<usize>> {
        let mut records: HashMap<String, Vec<usize>> = HashMap::new();
        for (i, r) in resources.iter().enumerate() {
            let Some(s) = r.record else { continue };
            let loc = &slots.locs[s];
            if self.members_of(loc).len() < 2 {
                continue;
            }
            if let Some(text) = self.canonical(canon, loc) {
                records.entry(text).or_default().push(i);
            }
        }
        records
    }

    /// Another resource's record held in `op`'s answer at `pointer` (`found`), where `op` makes
    /// it: kept for the resources no operation creates, that have an id member and whose scope
    /// `op` names; made from the document's example of it where there is one, else with the
    /// members its examples spell for each operation.
    fn other_held(
        &self,
        op: &fm::Operation,
        own: &Own<'_>,
        resources: &[fm::Resource],
        created: &[bool],
        (pointer, rs, many): (String, Vec<usize>, bool),
        slots: &Slots,
    ) -> Option<fm::Held> {
        let kept: Vec<usize> = rs
            .into_iter()
            .filter(|&x| {
                !created[x] && resources[x].id_member.is_some() && fills_scope(op, &resources[x], own.resource)
            })
            .collect();
        let &first = kept.first()?;
        let other = own
            .example
            .and_then(|e| e.pointer(&pointer))
            .filter(|v| v.is_object() && !many)
            .cloned();
        let skip = format!("/{}", resources[first].id_member.as_deref().unwrap_or("id"));
        let names_own = match (&other, &own.id) {
            (Some(v), Some(id)) => naming(v, id, &skip),
            _ => Vec::new(),
        };
        let names: Vec<String> = kept.iter().map(|&x| format!("`{}`", resources[x].name)).collect();
        let what = if many { "lists of records" } else { "a record" };
        let spelled = match (&other, resources[first].record) {
            (None, Some(slot)) if !many => self.spelled_for(op, &resources[own.resource].name, &slots.locs[slot]),
            _ => Vec::new(),
        };
        let mut from = if other.is_some() {
            ", made from the document's example of it,".to_string()
        } else {
            String::new()
        };
        for (pointer, value) in &spelled {
            from.push_str(&format!(
                " with {pointer} {value} (as the examples spell it for each operation),"
            ));
        }
        let shown = if pointer.is_empty() { "the answer" } else { &pointer };
        Some(fm::Held {
            why: format!(
                "answers hold {what} of {} at `{shown}`{from} stored where it reads back",
                names.join(" and ")
            ),
            pointer,
            resources: kept,
            many,
            example: other,
            names_own,
            spelled,
        })
    }

    /// The text members of a record made beside `op`'s (an `action`) whose schema's example is
    /// a verb and the singular of `op`'s resource joined by `_` (`start_server`): spelled with
    /// `op`'s own word (`delete_server`, `create_server`, `resize_server` for `…/resize`).
    fn spelled_for(&self, op: &fm::Operation, own: &str, record: &Location) -> Vec<(String, Value)> {
        let kind = super::super::resources::singular_word(own);
        let word = match op.role {
            fm::Role::Create { .. } => "create".to_string(),
            fm::Role::Delete { .. } => "delete".to_string(),
            fm::Role::Update { .. } | fm::Role::Replace { .. } => "update".to_string(),
            fm::Role::Action { .. } => match op.path.rsplit('/').find(|s| !s.starts_with('{')) {
                Some(w) if w.bytes().all(|b| b.is_ascii_lowercase() || b == b'_') => w.to_string(),
                _ => return Vec::new(),
            },
            _ => return Vec::new(),
        };
        let mut out = Vec::new();
        for (name, loc) in self.members_of(record) {
            let spelled_so = self.schema_examples(&loc).iter().any(|ex| {
                ex.split_once('_').is_some_and(|(verb, rest)| {
                    rest == kind && !verb.is_empty() && verb.bytes().all(|b| b.is_ascii_lowercase())
                })
            });
            if spelled_so {
                out.push((
                    format!("/{}", oapigen_runtime::pointer::escape(&name)),
                    Value::String(format!("{word}_{kind}")),
                ));
            }
        }
        out
    }
}

/// The first success answer of `op` with a schema: its index and its schema's slot.
fn success_schema(op: &fm::Operation) -> Option<(usize, usize)> {
    op.responses.iter().enumerate().find_map(|(k, r)| {
        let success = match r.status {
            fm::Status::Code(c) => (200..300).contains(&c),
            fm::Status::Range(h) => h == 2,
            fm::Status::Default => false,
        };
        r.schema.filter(|_| success).map(|s| (k, s))
    })
}

/// The id the answer's example gives the operation's own record, where the answer holds one
/// of its records (`found`) and the record has an id member.
fn own_id(
    found: &[(String, Vec<usize>, bool)],
    own: usize,
    id_member: Option<&String>,
    example: Option<&Value>,
) -> Option<Value> {
    let own_at = found
        .iter()
        .find(|(_, rs, many)| rs[0] == own && !many)
        .map(|(p, _, _)| p.clone());
    own_at
        .as_ref()
        .zip(id_member)
        .and_then(|(p, m)| example?.pointer(&format!("{p}/{}", escape(m))).cloned())
}

/// The operation's own record, held at `pointer` of its answer (one, or a list).
fn own_held(pointer: String, own: usize, many: bool) -> fm::Held {
    let shown = if pointer.is_empty() { "the answer" } else { &pointer };
    let what = if many { "a list of its records" } else { "its record" };
    fm::Held {
        why: format!("answers hold {what} at `{shown}`"),
        pointer,
        resources: vec![own],
        many,
        example: None,
        names_own: Vec::new(),
        spelled: Vec::new(),
    }
}

/// Whether `op` names the scope a record of `other` is kept in, beside its own resource's
/// record: each scope parameter of `other` is one of the operation's path parameters, or the
/// one naming the operation's own record where `other` sits on its item path.
fn fills_scope(op: &fm::Operation, other: &fm::Resource, own: usize) -> bool {
    other.scope.iter().all(
        |p| match other.relations.iter().find(|rel| rel.nested && rel.member == *p) {
            Some(rel) => rel.to == own,
            None => op
                .params
                .iter()
                .any(|q| q.location == fm::ParamLocation::Path && q.name == *p),
        },
    )
}

fn is_annotation(key: &str) -> bool {
    ANNOTATIONS.contains(&key) || key.starts_with("x-")
}

/// The places in `value` (an example of another record) that hold `id` (the example's id of the
/// operation's own record), but its own id member `skip`.
pub(super) fn naming(value: &Value, id: &Value, skip: &str) -> Vec<String> {
    fn walk(v: &Value, id: &Value, at: String, out: &mut Vec<String>) {
        match v {
            Value::Object(m) => {
                for (k, x) in m {
                    walk(x, id, format!("{at}/{}", escape(k)), out);
                }
            }
            Value::Array(a) => {
                for (i, x) in a.iter().enumerate() {
                    walk(x, id, format!("{at}/{i}"), out);
                }
            }
            x if x == id => out.push(at),
            _ => {}
        }
    }
    let mut out = Vec::new();
    walk(value, id, String::new(), &mut out);
    out.retain(|p| p != skip);
    out
}

/// The example of a documented answer: the media type's `example`, else its first `examples`
/// entry's `value`, else the schema's `example`.
pub(super) fn answer_example(media: &Map<String, Value>) -> Option<&Value> {
    media
        .get("example")
        .or_else(|| {
            media
                .get("examples")
                .and_then(Value::as_object)
                .and_then(|e| e.values().next())
                .and_then(|e| e.get("value"))
        })
        .or_else(|| media.get("schema").and_then(|s| s.get("example")))
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    #[test]
    fn an_example_names_the_record_where_it_holds_its_id() {
        let action = json!({"id": 42, "resources": [{"id": 42, "type": "server"}], "progress": 0});
        assert_eq!(super::naming(&action, &json!(42), "/id"), vec!["/resources/0/id"]);
    }
}
