//! The model's schemas: the resources, compiled validators (one per slot or sub-schema asked
//! about, compiled on first use and kept), and the walk through
//! `$ref`, `allOf` and friends that finds the schema of a member.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock};

use jsonschema::Validator;
use percent_encoding::percent_decode_str;
use serde_json::Value;

use crate::error::{Error, Violation};
use crate::model::{Model, SlotId};

/// Where a schema is: a resource URI and a JSON pointer into it.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct Loc {
    pub uri: Arc<str>,
    pub pointer: String,
}

impl Loc {
    /// `uri#pointer` as a slot says it (the fragment may be percent-encoded).
    pub fn parse(text: &str) -> Loc {
        let (uri, fragment) = text.split_once('#').unwrap_or((text, ""));
        let pointer = percent_decode_str(fragment).decode_utf8_lossy().into_owned();
        Loc {
            uri: Arc::from(uri),
            pointer,
        }
    }

    pub fn child(&self, segment: &str) -> Loc {
        Loc {
            uri: self.uri.clone(),
            pointer: format!("{}/{}", self.pointer, escape(segment)),
        }
    }

    pub fn child_index(&self, i: usize) -> Loc {
        Loc {
            uri: self.uri.clone(),
            pointer: format!("{}/{i}", self.pointer),
        }
    }

    /// The reference text a validator is compiled from (the pointer encoded as oapigen encodes
    /// a slot's).
    pub fn key(&self) -> String {
        format!("{}#{}", self.uri, oapigen_runtime::pointer::to_fragment(&self.pointer))
    }
}

/// RFC 6901 escaping of one pointer segment (the runtime's).
pub(crate) fn escape(segment: &str) -> String {
    oapigen_runtime::pointer::escape(segment).into_owned()
}

pub(crate) fn unescape(segment: &str) -> String {
    oapigen_runtime::pointer::unescape(segment).into_owned()
}

/// A validator, or why its schema cannot be compiled.
type Compiled = Result<Arc<Validator>, String>;

pub(crate) struct Schemas {
    docs: HashMap<String, Value>,
    registry: Arc<jsonschema::Registry<'static>>,
    /// Where each slot is, and its validator once a request first needs it: compiling every
    /// slot of a large document up front is most of a fake's start-up.
    slots: Vec<(Loc, OnceLock<Compiled>)>,
    /// Where each slot is, so a slot's validator is found without compiling it again.
    slot_at: HashMap<Loc, usize>,
    /// Validators by location, compiled once (or the reason they cannot be).
    cache: Mutex<HashMap<Loc, Compiled>>,
    /// What the walks through `$ref` and `allOf` found (`parts`, `declared_property`): the
    /// engine asks the same questions of a record schema for every record it makes.
    walks: Mutex<Walks>,
    /// How far each enum value the model reads as a state is from a settled one (0 done, 1
    /// settled, 3 in passing; a value not here is 2): `model::States`.
    states: HashMap<String, u8>,
}

/// See `Schemas::walks`. Bounded by the document: a key per schema location asked about.
#[derive(Default)]
struct Walks {
    parts: HashMap<Loc, Arc<[Loc]>>,
    properties: HashMap<(Loc, String), Option<Loc>>,
    declared: HashMap<(Loc, String), Option<Loc>>,
    types: HashMap<Loc, Vec<String>>,
    formats: HashMap<Loc, Option<String>>,
}

impl Schemas {
    /// How far an enum value is from a settled state, as the model reads it: 0 for work done
    /// (`success`), 1 for a settled one (`available`, `ACTIVE`), 3 for a transition or a failure
    /// (`creating`, `error`), 2 for any other value.
    pub fn unsettled(&self, v: &Value) -> u8 {
        v.as_str().and_then(|t| self.states.get(t)).copied().unwrap_or(2)
    }

    pub fn new(model: &Model) -> Result<Schemas, Error> {
        let mut docs = HashMap::new();
        let mut resources = Vec::new();
        for r in &model.schemas {
            docs.insert(r.uri.trim_end_matches('#').to_string(), r.schema.clone());
            let mut schema = r.schema.clone();
            // `patternProperties` as the runtime hands it to the engine: ECMA-262, not the engine's dialect.
            oapigen_runtime::engine::for_engine(&mut schema);
            resources.push((r.uri.clone(), schema));
        }
        let registry = jsonschema::Registry::new()
            .extend(resources)
            .and_then(|r| r.prepare())
            .map(Arc::new)
            .map_err(|e| Error::Schema {
                slot: None,
                uri: model
                    .schemas
                    .iter()
                    .map(|s| s.uri.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
                message: e.to_string(),
            })?;
        let mut schemas = Schemas {
            docs,
            registry,
            slots: Vec::new(),
            slot_at: HashMap::new(),
            cache: Mutex::new(HashMap::new()),
            walks: Mutex::new(Walks::default()),
            states: (model.states.done.iter().map(|v| (v.clone(), 0)))
                .chain(model.states.settled.iter().map(|v| (v.clone(), 1)))
                .chain(model.states.passing.iter().map(|v| (v.clone(), 3)))
                .collect(),
        };
        for (i, text) in model.slots.iter().enumerate() {
            let loc = Loc::parse(text);
            if schemas.node(&loc).is_none() {
                return Err(Error::Schema {
                    slot: Some(i),
                    uri: text.clone(),
                    message: "no schema is at this address".into(),
                });
            }
            schemas.slot_at.entry(loc.clone()).or_insert(i);
            schemas.slots.push((loc, OnceLock::new()));
        }
        Ok(schemas)
    }

    /// Compiles every slot now: the first that cannot be is the error, naming it.
    pub fn compile_all(&self, model: &Model) -> Result<(), Error> {
        self.compile((0..self.slots.len()).map(Some), model)
    }

    /// Compiles these slots now if they are not yet: the first that cannot be is the error.
    pub fn compile(&self, slots: impl IntoIterator<Item = Option<SlotId>>, model: &Model) -> Result<(), Error> {
        for i in slots.into_iter().flatten() {
            let Some((loc, _)) = self.slots.get(i) else { continue };
            self.validator(loc).map_err(|message| Error::Schema {
                slot: Some(i),
                uri: model.slots[i].clone(),
                message,
            })?;
        }
        Ok(())
    }

    pub fn slot(&self, slot: SlotId) -> Option<&Loc> {
        self.slots.get(slot).map(|(loc, _)| loc)
    }

    /// The schema at `loc`, if the address leads somewhere.
    pub fn node(&self, loc: &Loc) -> Option<&Value> {
        let doc = self.docs.get(&*loc.uri)?;
        if loc.pointer.is_empty() {
            return Some(doc);
        }
        // `Value::pointer` allocates twice per segment to unescape it; the engine asks for nodes
        // on every member of every record it makes, and few segments need it.
        let mut here = doc;
        let mut buffer = String::new();
        for segment in loc.pointer.strip_prefix('/')?.split('/') {
            let key = if segment.contains('~') {
                oapigen_runtime::pointer::unescape_into(&mut buffer, segment);
                buffer.as_str()
            } else {
                segment
            };
            here = match here {
                Value::Object(m) => m.get(key)?,
                Value::Array(a) => {
                    let index = key.bytes().all(|b| b.is_ascii_digit()) && (key == "0" || !key.starts_with('0'));
                    a.get(index.then(|| key.parse::<usize>().ok()).flatten()?)?
                }
                _ => return None,
            };
        }
        Some(here)
    }

    fn validator(&self, loc: &Loc) -> Compiled {
        if let Some(&i) = self.slot_at.get(loc) {
            let (_, compiled) = &self.slots[i];
            return compiled
                .get_or_init(|| compile(&loc.key(), &self.registry).map(Arc::new))
                .clone();
        }
        if let Some(found) = self.cache.lock().unwrap_or_else(|e| e.into_inner()).get(loc) {
            return found.clone();
        }
        // Compiled outside the lock: two requests may both compile a schema the first time,
        // which costs less than every request waiting on one compilation.
        let compiled = compile(&loc.key(), &self.registry).map(Arc::new);
        self.cache
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry(loc.clone())
            .or_insert(compiled)
            .clone()
    }

    /// Whether `value` is valid against the schema at `loc` (never, when it cannot be compiled).
    pub fn is_valid(&self, loc: &Loc, value: &Value) -> bool {
        self.validator(loc).is_ok_and(|v| v.is_valid(value))
    }

    /// Every rule of the schema at `loc` that `value` breaks, at pointers under `prefix`.
    pub fn violations(&self, loc: &Loc, value: &Value, prefix: &str) -> Vec<Violation> {
        let validator = match self.validator(loc) {
            Ok(v) => v,
            Err(message) => {
                return vec![Violation::new(
                    prefix,
                    format!("the schema {} cannot be compiled: {message}", loc.key()),
                )];
            }
        };
        // Most values are valid, and a yes/no costs a fraction of collecting the errors.
        if validator.is_valid(value) {
            return Vec::new();
        }
        validator
            .iter_errors(value)
            .map(|e| {
                Violation::new(
                    format!("{prefix}{}", e.instance_path().as_str()),
                    message(&e, prefix, 0),
                )
            })
            .collect()
    }

    /// The target of `reference` written in the schema at `from`.
    pub fn resolve_ref(&self, from: &Loc, reference: &str) -> Loc {
        let (target, fragment) = reference.split_once('#').unwrap_or((reference, ""));
        let uri: Arc<str> = if target.is_empty() {
            from.uri.clone()
        } else if target.contains(':') {
            Arc::from(target)
        } else {
            let base = from.uri.rsplit_once('/').map(|(b, _)| b).unwrap_or("");
            Arc::from(format!("{base}/{}", target.trim_start_matches("./")))
        };
        Loc {
            uri,
            pointer: percent_decode_str(fragment).decode_utf8_lossy().into_owned(),
        }
    }

    /// The schemas that apply together at `loc`: itself, and through `$ref` and `allOf` what
    /// they name (bounded, since documents may be cyclic).
    pub fn parts(&self, loc: &Loc) -> Arc<[Loc]> {
        if let Some(found) = self.walks().parts.get(loc) {
            return found.clone();
        }
        let found: Arc<[Loc]> = self.walk_parts(loc).into();
        self.walks().parts.insert(loc.clone(), found.clone());
        found
    }

    fn walks(&self) -> std::sync::MutexGuard<'_, Walks> {
        self.walks.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn walk_parts(&self, loc: &Loc) -> Vec<Loc> {
        let mut out = Vec::new();
        let mut todo = vec![loc.clone()];
        while let Some(l) = todo.pop() {
            if out.len() > 64 || out.contains(&l) {
                continue;
            }
            let Some(node) = self.node(&l) else { continue };
            if let Some(r) = node.get("$ref").and_then(Value::as_str) {
                todo.push(self.resolve_ref(&l, r));
            }
            if let Some(all) = node.get("allOf").and_then(Value::as_array) {
                for i in (0..all.len()).rev() {
                    todo.push(l.child("allOf").child_index(i));
                }
            }
            out.push(l);
        }
        out
    }

    /// The first value of `keyword` among the parts of `loc`.
    pub fn keyword(&self, loc: &Loc, keyword: &str) -> Option<&Value> {
        self.parts(loc).iter().find_map(|l| self.node(l)?.get(keyword))
    }

    /// The declared types at `loc` (`type` as a list), through `$ref` and `allOf`.
    pub fn types(&self, loc: &Loc) -> Vec<String> {
        if let Some(found) = self.walks().types.get(loc) {
            return found.clone();
        }
        let found = match self.keyword(loc, "type") {
            Some(Value::String(t)) => vec![t.clone()],
            Some(Value::Array(a)) => a.iter().filter_map(|t| t.as_str().map(String::from)).collect(),
            _ => Vec::new(),
        };
        self.walks().types.insert(loc.clone(), found.clone());
        found
    }

    pub fn format(&self, loc: &Loc) -> Option<String> {
        if let Some(found) = self.walks().formats.get(loc) {
            return found.clone();
        }
        let found = self.keyword(loc, "format").and_then(Value::as_str).map(String::from);
        self.walks().formats.insert(loc.clone(), found.clone());
        found
    }

    /// The schema of member `name` of an object at `loc`: a declared property (through `$ref`,
    /// `allOf`, then the first `oneOf`/`anyOf` variant that declares it), else
    /// `additionalProperties` when it is a schema.
    pub fn property(&self, loc: &Loc, name: &str) -> Option<Loc> {
        let key = (loc.clone(), name.to_string());
        if let Some(found) = self.walks().properties.get(&key) {
            return found.clone();
        }
        let found = self.find_property(loc, name);
        self.walks().properties.insert(key, found.clone());
        found
    }

    fn find_property(&self, loc: &Loc, name: &str) -> Option<Loc> {
        self.declared(loc, name).or_else(|| {
            self.parts(loc)
                .iter()
                .find_map(|l| match self.node(l)?.get("additionalProperties") {
                    Some(Value::Object(_)) => Some(l.child("additionalProperties")),
                    _ => None,
                })
        })
    }

    /// Whether the object at `loc` declares a member `name` (see [`Schemas::property`]; a schema
    /// of `additionalProperties` declares none).
    pub fn declares(&self, loc: &Loc, name: &str) -> bool {
        self.declared(loc, name).is_some()
    }

    fn declared(&self, loc: &Loc, name: &str) -> Option<Loc> {
        let key = (loc.clone(), name.to_string());
        if let Some(found) = self.walks().declared.get(&key) {
            return found.clone();
        }
        let found = self.declared_property(loc, name, 0);
        self.walks().declared.insert(key, found.clone());
        found
    }

    fn declared_property(&self, loc: &Loc, name: &str, depth: usize) -> Option<Loc> {
        if depth > 8 {
            return None;
        }
        let parts = self.parts(loc);
        for l in parts.iter() {
            if self.node(l)?.get("properties").and_then(|p| p.get(name)).is_some() {
                return Some(l.child("properties").child(name));
            }
        }
        for l in parts.iter() {
            for keyword in ["oneOf", "anyOf"] {
                if let Some(variants) = self.node(l).and_then(|n| n.get(keyword)).and_then(Value::as_array) {
                    for i in 0..variants.len() {
                        if let Some(found) = self.declared_property(&l.child(keyword).child_index(i), name, depth + 1) {
                            return Some(found);
                        }
                    }
                }
            }
        }
        None
    }

    /// The names of the properties declared at `loc` (through `$ref` and `allOf`).
    pub fn property_names(&self, loc: &Loc) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for l in self.parts(loc).iter() {
            if let Some(props) = self
                .node(l)
                .and_then(|n| n.get("properties"))
                .and_then(Value::as_object)
            {
                for name in props.keys() {
                    if !out.contains(name) {
                        out.push(name.clone());
                    }
                }
            }
        }
        out
    }

    /// The names the schema at `loc` requires (through `$ref` and `allOf`).
    pub fn required(&self, loc: &Loc) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for l in self.parts(loc).iter() {
            if let Some(names) = self.node(l).and_then(|n| n.get("required")).and_then(Value::as_array) {
                out.extend(names.iter().filter_map(Value::as_str).map(String::from));
            }
        }
        out
    }

    /// The schema of the items of an array at `loc`: its own `items`, else those of the first
    /// `anyOf`/`oneOf` variant that has them (`anyOf: [{type: array, items: …}, {type: null}]`).
    pub fn items(&self, loc: &Loc) -> Option<Loc> {
        let parts = self.parts(loc);
        let own = |l: &Loc| match self.node(l)?.get("items") {
            Some(Value::Object(_)) | Some(Value::Bool(true)) => Some(l.child("items")),
            _ => None,
        };
        parts.iter().find_map(own).or_else(|| {
            parts.iter().find_map(|l| {
                ["anyOf", "oneOf"].iter().find_map(|keyword| {
                    let n = self.node(l)?.get(*keyword)?.as_array()?.len();
                    (0..n).find_map(|i| self.parts(&l.child(keyword).child_index(i)).iter().find_map(own))
                })
            })
        })
    }

    /// The schema of the value at `pointer` inside a value of the schema at `loc`.
    pub fn at_pointer(&self, loc: &Loc, pointer: &str) -> Option<Loc> {
        let mut here = loc.clone();
        for seg in pointer.split('/').skip(1) {
            let seg = unescape(seg);
            here = match self.property(&here, &seg) {
                Some(p) => p,
                None => self.items(&here)?,
            };
        }
        Some(here)
    }
}

/// How many reasons a failed `oneOf`/`anyOf` gives for its nearest alternative.
const REASONS: usize = 5;

/// An error's message. "Not valid under any of the schemas listed in the 'oneOf' keyword" alone
/// does not say what to change: it is followed by why the nearest alternative (the one with the
/// fewest violations) fails, each reason with its pointer.
fn message(e: &jsonschema::ValidationError<'_>, prefix: &str, depth: usize) -> String {
    use jsonschema::error::ValidationErrorKind as K;
    let (keyword, context) = match e.kind() {
        K::AnyOf { context } => ("anyOf", context),
        K::OneOfNotValid { context } => ("oneOf", context),
        // The runtime's own keywords (`pattern`) say what is wrong, not with which value.
        K::Custom { .. } => return format!("{} {e}", e.instance()),
        _ => return e.to_string(),
    };
    let nearest = context
        .iter()
        .enumerate()
        .filter(|(_, reasons)| !reasons.is_empty())
        .min_by_key(|(_, reasons)| reasons.len());
    let Some((i, reasons)) = nearest.filter(|_| depth < 3) else {
        return e.to_string();
    };
    let listed: Vec<String> = reasons
        .iter()
        .take(REASONS)
        .map(|r| {
            let at = format!("{prefix}{}", r.instance_path().as_str());
            let at = if at.is_empty() { "/" } else { at.as_str() };
            format!("{at}: {}", message(r, prefix, depth + 1))
        })
        .collect();
    let more = match reasons.len().saturating_sub(REASONS) {
        0 => String::new(),
        n => format!(" (and {n} more)"),
    };
    format!(
        "{e}; the nearest alternative, {keyword}/{i}, fails at {}{more}",
        listed.join(", ")
    )
}

fn compile(key: &str, registry: &jsonschema::Registry<'static>) -> Result<Validator, String> {
    // The runtime's engine, formats and all: the fake judges values as a generated client does.
    oapigen_runtime::schema::engine_options(registry)
        .build(&serde_json::json!({ "$ref": key }))
        .map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;
    use crate::model::SchemaResource;

    #[test]
    fn a_failed_one_of_says_why_its_nearest_alternative_fails() {
        let uri = "https://x.test/s.json";
        let schema = json!({ "$defs": { "S": { "type": "object", "properties": { "v": { "oneOf": [
            { "type": "object", "required": ["kind", "name", "id"] },
            { "type": "object", "required": ["a", "b"], "properties": { "a": { "type": "integer" }, "b": { "type": "integer" } } }
        ] } } } } });
        let model = Model {
            schemas: vec![SchemaResource {
                uri: uri.into(),
                schema,
            }],
            slots: vec![format!("{uri}#/$defs/S")],
            ..Model::default()
        };
        let schemas = Schemas::new(&model).unwrap();
        let loc = schemas.slot(0).unwrap().clone();
        let v = schemas.violations(&loc, &json!({ "v": { "a": "1" } }), "/body");
        assert_eq!(v.len(), 1, "{v:?}");
        assert_eq!(v[0].pointer, "/body/v");
        let m = &v[0].message;
        assert!(
            m.contains("is not valid under any of the schemas listed in the 'oneOf' keyword"),
            "{m}"
        );
        assert!(
            m.ends_with("the nearest alternative, oneOf/1, fails at /body/v: \"b\" is a required property, /body/v/a: \"1\" is not of type \"integer\""),
            "{m}"
        );
    }

    /// `pattern` is judged as a client's generated check judges it (ECMA-262: `[^]` is any
    /// character), and its violation names the value.
    #[test]
    fn patterns_are_judged_as_a_client_judges_them() {
        let uri = "https://x.test/s.json";
        let model = Model {
            schemas: vec![SchemaResource {
                uri: uri.into(),
                schema: json!({ "$defs": { "S": { "type": "string", "pattern": "^a[^]$" } } }),
            }],
            slots: vec![format!("{uri}#/$defs/S")],
            ..Model::default()
        };
        let schemas = Schemas::new(&model).unwrap();
        let loc = schemas.slot(0).unwrap().clone();
        assert!(schemas.violations(&loc, &json!("a\n"), "/body").is_empty());
        let v = schemas.violations(&loc, &json!("b"), "/body");
        assert_eq!(v.len(), 1, "{v:?}");
        assert_eq!(v[0].pointer, "/body");
        assert_eq!(v[0].message, "\"b\" must match the pattern `^a[^]$`");
    }
}
