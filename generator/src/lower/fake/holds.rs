//! Where answers hold records (`oapigen_fake::model::Held`): a read answer that wraps its record
//! (`{"droplet": {…}}`), a create's that answers the record beside other members (`{"server":
//! {…}, "action": {…}, "next_actions": […]}`) or as a list. A place holds a resource's record
//! where its schema is the record's: the same schema, or one written out alike (a document that
//! writes its schemas in full at each use), annotations aside.

use std::collections::HashMap;

use oapigen_runtime::pointer::escape;
use serde_json::{Map, Value};

use super::super::Lowerer;
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
