//! The schemas a generated crate carries for its schema engine: every schema a type or check
//! refers to, with everything those reference, pruned out of the source files at their own JSON
//! pointers (so `$ref`s need no rewriting), stripped of annotations, and with OpenAPI's own
//! meanings turned into JSON Schema 2020-12: 3.0's `nullable` and boolean `exclusiveMinimum`
//! (in a 3.1 document too, unless the `openapi30_keywords` setting is off), `required` read-only
//! members, which a request leaves out, and an ambiguous `oneOf` with a `discriminator`
//! (`schema/ambiguity.rs`), which the service reads by its tag.

use std::collections::{BTreeMap, BTreeSet, HashSet};
use std::path::{Component, PathBuf};

use serde_json::{Map, Value};

use super::Lowerer;
use crate::ir::{Ident, Response, SchemaBundle, Shape, SlotId, TypeId, TypeKind, checks_within};
use crate::load::{FileId, Location};

/// Keywords whose value is a schema.
const SCHEMA_VALUED: &[&str] = &[
    "items",
    "additionalProperties",
    "propertyNames",
    "contains",
    "not",
    "if",
    "then",
    "else",
    "unevaluatedItems",
    "unevaluatedProperties",
    "contentSchema",
    "additionalItems",
];

/// Keywords whose value is an object of schemas.
const SCHEMA_MAPS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
];

/// Keywords whose value is an array of schemas.
const SCHEMA_LISTS: &[&str] = &["allOf", "anyOf", "oneOf", "prefixItems"];

/// Keywords that change nothing a validator decides, left out to keep the crate small.
const DROPPED: &[&str] = &[
    "description",
    "title",
    "summary",
    "example",
    "examples",
    "externalDocs",
    "xml",
    "deprecated",
    "default",
    "$comment",
    "discriminator",
    "readOnly",
    "writeOnly",
    "nullable",
];

/// Keywords that make a standalone schema file unsafe to prune: they name schemas by means
/// other than JSON pointers.
const RESOURCE_KEYWORDS: &[&str] = &["$id", "$anchor", "$dynamicAnchor", "$dynamicRef", "$recursiveRef"];

/// Who reads the carried schemas.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum View {
    /// The generated crate's schema engine, which judges requests: annotations left out, and
    /// read-only members not required.
    Engine,
    /// The fake, which also makes values from them: annotations (`default`, `examples`,
    /// `readOnly`, …) kept, `required` as written (an answer has every required member).
    Fake,
}

impl Lowerer<'_> {
    /// Fills [`crate::ir::Api::schemas`] from the slots lowering made, and leaves out the types
    /// nothing reaches (those made for a schema that turned out to need a looser view).
    pub fn bundle_schemas(&mut self) {
        self.leave_out_unreachable();
        // Every location to carry, closed over references: the schemas of the types generated and
        // of the checks they and the operations make.
        let used = self.used_slots();
        self.renumber_slots(&used);
        let (resources, slots) = self.carry(&self.slot_locs, View::Engine);
        let mut sensitive: BTreeSet<String> = BTreeSet::new();
        for t in &self.api.types {
            if let TypeKind::Struct(s) = &t.kind {
                sensitive.extend(s.fields.iter().filter(|f| f.sensitive).map(|f| f.name.clone()));
            }
        }
        self.verify_judged(&resources, &slots);
        self.api.schemas = SchemaBundle {
            resources: resources.into_iter().map(|(u, v)| (u, json_lines(&v))).collect(),
            slots,
            slot_names: slot_names(&self.slot_locs),
            sensitive: sensitive.into_iter().collect(),
        };
    }

    /// The schemas at `locs` as the schema engine reads them, with everything they reference:
    /// one resource per source file (pruned to what is carried, at the same pointers), and the
    /// `uri#pointer` of each of `locs`.
    pub(super) fn carry(&self, locs: &[Location], view: View) -> (Vec<(String, Value)>, Vec<String>) {
        let mut todo: Vec<Location> = locs.to_vec();
        let mut seen: HashSet<Location> = HashSet::new();
        let mut whole: BTreeSet<usize> = BTreeSet::new();
        let mut wanted: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
        while let Some(loc) = todo.pop() {
            if !seen.insert(loc.clone()) {
                continue;
            }
            let Some(node) = self.loader.get(&loc) else { continue };
            wanted.entry(loc.file.0).or_default().insert(loc.pointer.clone());
            let mut refs = Vec::new();
            let mut resource = false;
            scan(node, &mut refs, &mut resource);
            let standalone = loc.file != self.root;
            if resource && standalone {
                whole.insert(loc.file.0);
            }
            for r in refs {
                match self.loader.resolve(loc.file, &r) {
                    Some(target) => todo.push(target),
                    None if standalone => {
                        whole.insert(loc.file.0);
                    }
                    None => {}
                }
            }
        }
        let uris = self.file_uris(wanted.keys().copied());
        let mut resources = Vec::new();
        // Per file, where carried schemas moved what they hold (see `moved`).
        let mut relocations: BTreeMap<usize, Relocations> = BTreeMap::new();
        for (file, pointers) in &wanted {
            let root = &self.loader.file(FileId(*file)).root;
            let ambiguous = |alts: &[Value]| self.one_of_overlap(FileId(*file), alts).is_some();
            let tag_pins = |branch: &Value, tag: &str| self.tag_pins(FileId(*file), branch, tag);
            let reshaped = std::cell::Cell::new(false);
            let reading = Reading {
                v30: !self.v31,
                keywords30: self.keywords30,
                view,
                ambiguous: &ambiguous,
                tag_pins: &tag_pins,
                reshaped: &reshaped,
            };
            let mut moves = Relocations::default();
            let pruned = if whole.contains(file) {
                let out = schema(root, reading);
                if reshaped.take() {
                    moved(root, &out, &mut String::new(), &mut String::new(), &mut moves);
                }
                out
            } else {
                let mut out = Value::Null;
                let mut kept: Vec<&String> = Vec::new();
                for p in pointers {
                    // A pointer inside one already kept is carried with it.
                    if kept.iter().any(|k| inside(p, k)) {
                        continue;
                    }
                    kept.push(p);
                    if let Some(node) = crate::load::pointer(root, p) {
                        let carried = schema(node, reading);
                        if reshaped.take() {
                            moved(node, &carried, &mut p.clone(), &mut p.clone(), &mut moves);
                        }
                        place(&mut out, root, p, carried);
                    }
                }
                out
            };
            if !moves.0.is_empty() {
                relocations.insert(*file, moves);
            }
            resources.push((uris[file].clone(), pruned));
        }
        if !relocations.is_empty() {
            // References into what moved follow it.
            for ((file, _), (_, carried)) in wanted.iter().zip(resources.iter_mut()) {
                self.follow_moves(FileId(*file), carried, &relocations);
            }
        }
        let relocate = |l: &Location| match relocations.get(&l.file.0) {
            Some(moves) => moves.apply(&l.pointer),
            None => l.pointer.clone(),
        };
        let slots: Vec<String> = locs
            .iter()
            .map(|l| {
                // A file whose root sets its own base is known by that URI.
                let base = match self.loader.file(l.file).root.get("$id").and_then(Value::as_str) {
                    Some(id) if id.contains(':') => id.trim_end_matches('#').to_string(),
                    Some(id) => {
                        let file = uris.get(&l.file.0).map_or("", String::as_str);
                        let dir = file.rsplit_once('/').map_or(file, |(d, _)| d);
                        format!("{dir}/{}", id.trim_end_matches('#'))
                    }
                    // A location that does not exist (it was reported) is carried by no file.
                    None => uris.get(&l.file.0).cloned().unwrap_or_default(),
                };
                format!("{base}#{}", oapigen_runtime::pointer::to_fragment(&relocate(l)))
            })
            .collect();
        #[cfg(debug_assertions)]
        {
            let dangling = self.dangling(locs, &wanted, &resources, &relocate);
            debug_assert!(
                dangling.is_empty(),
                "bundled pointers that resolve to nothing: {dangling:?}"
            );
        }
        (resources, slots)
    }

    /// The slots and `$ref`s of a bundle that name a schema of the document but nothing in the
    /// bundle (none, when carrying is right): checked in debug builds, so that every test and
    /// fuzz run checks it. `files` are the carried files, in the order of `resources`.
    #[cfg(debug_assertions)]
    fn dangling(
        &self,
        locs: &[Location],
        files: &BTreeMap<usize, BTreeSet<String>>,
        resources: &[(String, Value)],
        relocate: &dyn Fn(&Location) -> String,
    ) -> Vec<String> {
        let carried = |l: &Location| -> bool {
            if self.loader.get(l).is_none() || self.loader.has_ids(l.file) {
                // Nothing to carry (reported already), or resolved by the engine.
                return true;
            }
            let Some(i) = files.keys().position(|f| *f == l.file.0) else {
                return false;
            };
            crate::load::pointer(&resources[i].1, &relocate(l)).is_some()
        };
        let mut out: Vec<String> = locs
            .iter()
            .filter(|l| !carried(l))
            .map(|l| format!("slot {}", l.pointer))
            .collect();
        for (file, (uri, root)) in files.keys().zip(resources) {
            if self.loader.has_ids(FileId(*file)) {
                continue;
            }
            let mut refs = Vec::new();
            let mut resource = false;
            scan(root, &mut refs, &mut resource);
            for r in refs {
                let Some(target) = self.loader.resolve(FileId(*file), &r) else {
                    continue;
                };
                // A moved reference is written where its target is carried, so it is read back
                // through the carried file, not the document.
                let Some(i) = files.keys().position(|f| *f == target.file.0) else {
                    out.push(format!("{uri}: $ref {r} (its file is not carried)"));
                    continue;
                };
                let (_, pointer) = crate::load::split_ref(&r);
                let found =
                    crate::load::pointer(&resources[i].1, &pointer).is_some() || self.loader.get(&target).is_none();
                if !found {
                    out.push(format!("{uri}: $ref {r}"));
                }
            }
        }
        out
    }

    /// Rewrites the `$ref`s in `carried` (a resource carried from `file`) whose target moved.
    fn follow_moves(&self, file: FileId, carried: &mut Value, relocations: &BTreeMap<usize, Relocations>) {
        match carried {
            Value::Object(m) => {
                for (k, x) in m.iter_mut() {
                    match (k.as_str(), x) {
                        ("$ref", Value::String(r)) => {
                            let Some(target) = self.loader.resolve(file, r) else {
                                continue;
                            };
                            let Some(moves) = relocations.get(&target.file.0) else {
                                continue;
                            };
                            let to = moves.apply(&target.pointer);
                            if to != target.pointer {
                                let base = r.split_once('#').map_or(r.as_str(), |(b, _)| b);
                                *r = format!("{base}#{}", oapigen_runtime::pointer::to_fragment(&to));
                            }
                        }
                        ("enum" | "const" | "default" | "examples" | "example", _) => {}
                        (_, x) => self.follow_moves(file, x, relocations),
                    }
                }
            }
            Value::Array(a) => a.iter_mut().for_each(|x| self.follow_moves(file, x, relocations)),
            _ => {}
        }
    }

    /// A base URI per file that keeps their relative paths, so that references between files
    /// resolve in the schema engine as they did here.
    fn file_uris(&self, files: impl Iterator<Item = usize>) -> BTreeMap<usize, String> {
        let files: Vec<(usize, PathBuf)> = files
            .map(|f| {
                let p = &self.loader.file(FileId(f)).path;
                (f, std::path::absolute(p).unwrap_or_else(|_| p.clone()))
            })
            .collect();
        let dirs: Vec<Vec<Component>> = files
            .iter()
            .map(|(_, p)| p.parent().map(|d| d.components().collect()).unwrap_or_default())
            .collect();
        let common = dirs
            .first()
            .map(|first| {
                (0..first.len())
                    .take_while(|i| dirs.iter().all(|d| d.get(*i) == first.get(*i)))
                    .count()
            })
            .unwrap_or(0);
        files
            .iter()
            .map(|(f, p)| {
                let rel: Vec<String> = p
                    .components()
                    .skip(common)
                    .map(|c| uri_segment(&c.as_os_str().to_string_lossy()))
                    .collect();
                let rel = if rel.is_empty() {
                    vec!["schema.json".to_string()]
                } else {
                    rel
                };
                (*f, format!("file:///oapigen/{}", rel.join("/")))
            })
            .collect()
    }

    /// Compiles the schemas whose checks stand in for generated ones, so that a schema the
    /// engine cannot read is an error here, at its location, and not at run time.
    fn verify_judged(&mut self, resources: &[(String, Value)], slots: &[String]) {
        let mut judged: BTreeSet<SlotId> = BTreeSet::new();
        // Every shape a kept type or an operation holds directly.
        let mut shapes: Vec<&Shape> = Vec::new();
        for (i, t) in self.api.types.iter().enumerate() {
            if self.api.left_out_types.contains(&TypeId(i)) {
                continue;
            }
            if t.loose.is_some() {
                judged.extend(t.schema);
            }
            shapes.extend(t.kind.held_shapes());
        }
        for op in &self.api.operations {
            shapes.extend(op.params.iter().map(|p| &p.shape));
            shapes.extend(op.body.iter().map(|b| &b.shape));
        }
        judged.extend(checks_within(shapes).into_iter().map(|(slot, _)| slot));
        if judged.is_empty() {
            return;
        }
        // As the generated crate's schema engine reads them: its dialect for `patternProperties`
        // keys, its options (`pattern` is ECMA-262, as the generated checks read it).
        let resources: Vec<(&str, Value)> = resources
            .iter()
            .map(|(u, v)| {
                let mut v = v.clone();
                oapigen_runtime::engine::for_engine(&mut v);
                (u.as_str(), v)
            })
            .collect();
        let registry = match jsonschema::Registry::new()
            .extend(resources.iter().map(|(u, v)| (*u, v)))
            .and_then(|r| r.prepare())
        {
            Ok(r) => r,
            Err(e) => {
                let d = self
                    .loader
                    .diag(
                        self.root,
                        "",
                        format!("the document's schemas cannot be read by the schema engine: {e}"),
                    )
                    .keyword("$ref");
                self.diags.push(d);
                return;
            }
        };
        let options = oapigen_runtime::engine::engine_options(&registry);
        for slot in judged {
            let loc = self.slot_locs[slot.0].clone();
            let uri = &slots[slot.0];
            if let Err(e) = options.build(&serde_json::json!({ "$ref": uri })) {
                let d = self
                    .loader
                    .diag(
                        loc.file,
                        &loc.pointer,
                        format!("the schema engine cannot read this schema: {e}"),
                    )
                    .keyword("$ref")
                    .hint("its checks have no Rust shape, so the schema itself must be readable");
                self.diags.push(d);
            }
        }
    }

    /// The slots generated code can name: each kept type's own, and those of the checks inside
    /// kept types and operations.
    fn used_slots(&self) -> BTreeSet<SlotId> {
        let mut used = BTreeSet::new();
        let mut shapes: Vec<&Shape> = Vec::new();
        for (i, t) in self.api.types.iter().enumerate() {
            if self.api.left_out_types.contains(&TypeId(i)) {
                continue;
            }
            used.extend(t.schema);
            shapes.extend(t.kind.held_shapes());
        }
        for op in &self.api.operations {
            shapes.extend(op.params.iter().map(|p| &p.shape));
            shapes.extend(op.body.iter().map(|b| &b.shape));
            shapes.extend(op.responses.iter().flat_map(Response::shapes));
            shapes.extend(op.pagination.iter().map(|p| &p.item_shape));
        }
        used.extend(checks_within(shapes).into_iter().map(|(slot, _)| slot));
        used
    }

    /// Keeps only the `used` slots, renumbered in their order, so that the crate carries no
    /// schema its code cannot name (most of them, in a slice of a large document).
    fn renumber_slots(&mut self, used: &BTreeSet<SlotId>) {
        if used.len() == self.slot_locs.len() {
            return;
        }
        let new: std::collections::HashMap<SlotId, SlotId> =
            used.iter().enumerate().map(|(i, old)| (*old, SlotId(i))).collect();
        let locs = std::mem::take(&mut self.slot_locs);
        self.slot_locs = used.iter().map(|s| locs[s.0].clone()).collect();
        self.slot_ids = self
            .slot_locs
            .iter()
            .enumerate()
            .map(|(i, l)| (l.clone(), SlotId(i)))
            .collect();
        fn remap(shape: &mut Shape, new: &std::collections::HashMap<SlotId, SlotId>) {
            match shape {
                Shape::Checked(inner, slot) => {
                    if let Some(n) = new.get(slot) {
                        *slot = *n;
                    }
                    remap(inner, new);
                }
                Shape::Array(a) => remap(&mut a.items, new),
                Shape::Map(m) => remap(&mut m.values, new),
                Shape::Nullable(inner) | Shape::JsonText(inner) => remap(inner, new),
                _ => {}
            }
        }
        for t in &mut self.api.types {
            t.schema = t.schema.and_then(|s| new.get(&s).copied());
            match &mut t.kind {
                TypeKind::Struct(s) => {
                    s.fields.iter_mut().for_each(|f| remap(&mut f.shape, &new));
                    s.additional.iter_mut().for_each(|a| remap(a, &new));
                }
                TypeKind::Union(u) => u.variants.iter_mut().for_each(|v| remap(&mut v.shape, &new)),
                TypeKind::Alias(s) => remap(s, &new),
                _ => {}
            }
        }
        for op in &mut self.api.operations {
            op.params.iter_mut().for_each(|p| remap(&mut p.shape, &new));
            op.body.iter_mut().for_each(|b| remap(&mut b.shape, &new));
            op.responses
                .iter_mut()
                .flat_map(Response::shapes_mut)
                .for_each(|s| remap(s, &new));
            op.pagination.iter_mut().for_each(|p| remap(&mut p.item_shape, &new));
        }
    }

    /// Types made while lowering a schema that then got a looser view are reached by nothing.
    /// Components are generated whether an operation uses them or not, unless operation filters
    /// are set: a slice of the API carries only the types its operations reach.
    fn leave_out_unreachable(&mut self) {
        let all_components = !self.filters.any();
        let mut roots: Vec<Shape> = self
            .by_location
            .iter()
            .filter(|(l, _)| all_components && l.file == self.root && is_component(&l.pointer))
            .map(|(_, id)| Shape::Named(*id))
            .collect();
        for op in &self.api.operations {
            roots.extend(op.params.iter().map(|p| p.shape.clone()));
            roots.extend(op.body.iter().map(|b| b.shape.clone()));
            roots.extend(op.responses.iter().flat_map(Response::shapes).cloned());
        }
        let reached = self.api.reachable(roots.iter());
        for i in 0..self.api.types.len() {
            if !reached.contains(&TypeId(i)) {
                self.api.left_out_types.insert(TypeId(i));
            }
        }
    }
}

fn is_component(pointer: &str) -> bool {
    pointer
        .strip_prefix("/components/schemas/")
        .is_some_and(|rest| !rest.contains('/'))
}

/// Is `p` the pointer `ancestor` or inside it?
fn inside(p: &str, ancestor: &str) -> bool {
    p == ancestor || (p.starts_with(ancestor) && p[ancestor.len()..].starts_with('/'))
}

/// Collects every `$ref` in a schema and whether it names schemas by other means than
/// pointers. The members of a map of schemas (`properties`, `$defs` …) are names, not
/// keywords: a property named `default` or `enum` is a schema like any other.
fn scan(v: &Value, refs: &mut Vec<String>, resource: &mut bool) {
    match v {
        Value::Object(m) => {
            for (k, x) in m {
                match (k.as_str(), x) {
                    ("$ref", Value::String(r)) => refs.push(r.clone()),
                    (k, _) if RESOURCE_KEYWORDS.contains(&k) => *resource = true,
                    ("enum" | "const" | "default" | "examples" | "example", _) => {}
                    (k, Value::Object(named)) if SCHEMA_MAPS.contains(&k) => {
                        named.values().for_each(|x| scan(x, refs, resource));
                    }
                    _ => scan(x, refs, resource),
                }
            }
        }
        Value::Array(a) => a.iter().for_each(|x| scan(x, refs, resource)),
        _ => {}
    }
}

/// Where a carried file holds what it was written to hold elsewhere: prefixes of pointers as
/// written (each ending in `/`), with the prefix they have as carried.
#[derive(Default)]
struct Relocations(Vec<(String, String)>);

impl Relocations {
    /// `pointer` (as written) as it is carried: under the longest prefix that moved (a prefix
    /// moves what is inside it, not itself).
    fn apply(&self, pointer: &str) -> String {
        self.0
            .iter()
            .filter(|(from, _)| pointer.starts_with(from.as_str()))
            .max_by_key(|(from, _)| from.len())
            .map_or_else(
                || pointer.to_string(),
                |(from, to)| format!("{to}{}", &pointer[from.len()..]),
            )
    }
}

/// Walks a schema as written (`orig`, at pointer `at`) beside it as carried (`out`, at `to`)
/// and records where carrying moved what it holds: the branches of a discriminated `oneOf`
/// read as the service reads it (into `anyOf`), the members of a composition 3.0 made
/// `nullable` (into the second branch of an `anyOf`).
fn moved(orig: &Value, out: &Value, at: &mut String, to: &mut String, moves: &mut Relocations) {
    let (Value::Object(m), Value::Object(o)) = (orig, out) else {
        return;
    };
    let wrapped = o.len() == 1
        && !m.contains_key("anyOf")
        && m.get("nullable") == Some(&Value::Bool(true))
        && o.get("anyOf").and_then(|a| a.get(1)).is_some();
    if wrapped {
        let inner = &o["anyOf"][1];
        moves.0.push((format!("{at}/"), format!("{to}/anyOf/1/")));
        let len = to.len();
        to.push_str("/anyOf/1");
        moved(orig, inner, at, to, moves);
        to.truncate(len);
        return;
    }
    let child = |at: &mut String,
                 to: &mut String,
                 key: &str,
                 moves: &mut Relocations,
                 f: &dyn Fn(&mut String, &mut String, &mut Relocations)| {
        let (a, t) = (at.len(), to.len());
        at.push('/');
        oapigen_runtime::pointer::escape_into(at, key);
        to.push('/');
        oapigen_runtime::pointer::escape_into(to, key);
        f(at, to, moves);
        at.truncate(a);
        to.truncate(t);
    };
    for (k, x) in m {
        let Some(y) = o.get(k) else {
            if k == "oneOf" {
                // Read as the service reads it: the branches are the `anyOf`, or, beside an
                // `anyOf` of the schema's own, that of the `allOf` member after its own.
                let place = if m.contains_key("anyOf") {
                    let n = m.get("allOf").and_then(Value::as_array).map_or(0, Vec::len);
                    format!("/allOf/{n}/anyOf")
                } else {
                    "/anyOf".to_string()
                };
                let Some(Value::Array(carried)) = out.pointer(&place) else {
                    continue;
                };
                moves.0.push((format!("{at}/oneOf/"), format!("{to}{place}/")));
                if let Value::Array(written) = x {
                    for (i, (w, c)) in written.iter().zip(carried).enumerate() {
                        let (a, t) = (at.len(), to.len());
                        at.push_str(&format!("/oneOf/{i}"));
                        to.push_str(&format!("{place}/{i}"));
                        moved(w, c, at, to, moves);
                        at.truncate(a);
                        to.truncate(t);
                    }
                }
            }
            continue;
        };
        let k = k.as_str();
        if SCHEMA_MAPS.contains(&k) {
            if let (Value::Object(xs), Value::Object(ys)) = (x, y) {
                child(at, to, k, moves, &|at, to, moves| {
                    for (name, xv) in xs {
                        if let Some(yv) = ys.get(name) {
                            child(at, to, name, moves, &|at, to, moves| moved(xv, yv, at, to, moves));
                        }
                    }
                });
            }
        } else if SCHEMA_LISTS.contains(&k) || SCHEMA_VALUED.contains(&k) {
            match (x, y) {
                (Value::Array(xs), Value::Array(ys)) => child(at, to, k, moves, &|at, to, moves| {
                    for (i, (xv, yv)) in xs.iter().zip(ys).enumerate() {
                        child(at, to, &i.to_string(), moves, &|at, to, moves| {
                            moved(xv, yv, at, to, moves)
                        });
                    }
                }),
                (x, y) => child(at, to, k, moves, &|at, to, moves| moved(x, y, at, to, moves)),
            }
        }
    }
}

/// Sets `value` at `pointer` in `out`, building the containers on the way as they are in
/// `original` (arrays padded with empty schemas).
fn place(out: &mut Value, original: &Value, pointer: &str, value: Value) {
    let segments: Vec<String> = oapigen_runtime::pointer::segments(pointer)
        .map(|s| s.into_owned())
        .collect();
    let mut cur = out;
    let mut orig = Some(original);
    for seg in &segments {
        let o = orig;
        match o {
            Some(Value::Array(_)) => {
                let i: usize = seg.parse().unwrap_or(0);
                if !cur.is_array() {
                    *cur = Value::Array(Vec::new());
                }
                let Value::Array(a) = cur else { return };
                while a.len() <= i {
                    a.push(Value::Object(Map::new()));
                }
                orig = o.and_then(|v| v.get(i));
                cur = &mut a[i];
            }
            _ => {
                if !cur.is_object() {
                    *cur = Value::Object(Map::new());
                }
                let Value::Object(m) = cur else { return };
                orig = o.and_then(|v| v.get(seg.as_str()));
                cur = m.entry(seg.clone()).or_insert(Value::Null);
            }
        }
    }
    *cur = value;
}

/// How the carried schemas are read.
#[derive(Clone, Copy)]
struct Reading<'r> {
    /// OpenAPI 3.0: the siblings of a `$ref` are ignored.
    v30: bool,
    /// OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` are read as
    /// 3.0 means them (a 3.0 document, or a 3.1 one with the `openapi30_keywords` setting on);
    /// otherwise, in a 3.1 document, they are left out, as 3.1 ignores them.
    keywords30: bool,
    view: View,
    /// Whether a `oneOf` of these branches is one the document does not tell apart
    /// (`schema/ambiguity.rs`): with a `discriminator` it is read as the service reads it.
    ambiguous: &'r dyn Fn(&[Value]) -> bool,
    /// The values a branch pins a member to (`const`, `enum`), through references and `allOf`.
    tag_pins: &'r dyn Fn(&Value, &str) -> Option<Vec<Value>>,
    /// Set when a schema was carried in another form than written (a discriminated `oneOf`
    /// read as the service reads it, 3.0's `nullable` around a composition), so that pointers
    /// into it are moved with it ([`moved`]).
    reshaped: &'r std::cell::Cell<bool>,
}

/// A schema as the engine reads it: annotations left out, OpenAPI 3.0's meanings made 2020-12,
/// and read-only members not required (a request leaves them out).
fn schema(v: &Value, r: Reading<'_>) -> Value {
    let Value::Object(m) = v else {
        return v.clone();
    };
    let view = r.view;
    if r.v30 {
        if let Some(x) = m.get("$ref") {
            // 3.0: siblings of `$ref` are ignored.
            let mut out = Map::new();
            out.insert("$ref".into(), x.clone());
            return Value::Object(out);
        }
    }
    let mut out = Map::new();
    for (k, x) in m {
        let k = k.as_str();
        if k.starts_with("x-") || (view == View::Engine && DROPPED.contains(&k)) {
            continue;
        }
        let y = if SCHEMA_VALUED.contains(&k) {
            match x {
                Value::Array(a) => Value::Array(a.iter().map(|s| schema(s, r)).collect()),
                s => schema(s, r),
            }
        } else if SCHEMA_MAPS.contains(&k) {
            match x {
                Value::Object(props) => Value::Object(props.iter().map(|(n, s)| (n.clone(), schema(s, r))).collect()),
                other => other.clone(),
            }
        } else if SCHEMA_LISTS.contains(&k) {
            match x {
                Value::Array(a) => Value::Array(a.iter().map(|s| schema(s, r)).collect()),
                other => other.clone(),
            }
        } else if k == "required" && view == View::Engine {
            match x {
                Value::Array(names) => Value::Array(
                    names
                        .iter()
                        .filter(|n| {
                            let prop = n.as_str().and_then(|n| m.get("properties")?.get(n));
                            let read_only = prop.and_then(|p| p.get("readOnly")).and_then(Value::as_bool) == Some(true);
                            let write_only =
                                prop.and_then(|p| p.get("writeOnly")).and_then(Value::as_bool) == Some(true);
                            !read_only || write_only
                        })
                        .cloned()
                        .collect(),
                ),
                other => other.clone(),
            }
        } else if matches!(k, "exclusiveMinimum" | "exclusiveMaximum") && x.is_boolean() {
            // 3.0: a boolean that makes `minimum`/`maximum` exclusive (in 3.1 no keyword at all).
            match x {
                Value::Bool(true) if r.keywords30 => {
                    let bound = if k == "exclusiveMinimum" { "minimum" } else { "maximum" };
                    match m.get(bound) {
                        Some(b) => b.clone(),
                        None => continue,
                    }
                }
                _ => continue,
            }
        } else if r.keywords30 && matches!(k, "minimum" | "maximum") {
            let flag = if k == "minimum" {
                "exclusiveMinimum"
            } else {
                "exclusiveMaximum"
            };
            if m.get(flag) == Some(&Value::Bool(true)) {
                continue;
            }
            x.clone()
        } else {
            x.clone()
        };
        out.insert(k.to_string(), y);
    }
    integer_format_bounds(m, &mut out);
    let tagged = m.get("discriminator").and_then(|d| d.get("propertyName")).is_some();
    if let (true, Some(Value::Array(alts))) = (tagged, m.get("oneOf")) {
        if (r.ambiguous)(alts) {
            read_as_the_service(m, &mut out, r.tag_pins);
            r.reshaped.set(true);
        }
    }
    if r.keywords30 && m.get("nullable") == Some(&Value::Bool(true)) {
        // 3.0's `nullable: true`: `null` is allowed besides the type (and the listed values).
        match out.get_mut("type") {
            Some(Value::String(t)) => {
                let t = std::mem::take(t);
                out.insert("type".into(), Value::Array(vec![Value::String(t), Value::from("null")]));
            }
            Some(Value::Array(a)) if !a.iter().any(|t| t == "null") => a.push(Value::from("null")),
            _ => {}
        }
        if let Some(Value::Array(e)) = out.get_mut("enum") {
            if !e.contains(&Value::Null) {
                e.push(Value::Null);
            }
        }
        if !out.contains_key("type") && !out.contains_key("enum") {
            // `nullable` beside a composition without `type` (`{nullable: true, allOf: [..]}`,
            // as generators write it): `null` or the rest, as the Rust type reads it.
            let rest = Value::Object(std::mem::take(&mut out));
            out.insert(
                "anyOf".into(),
                Value::Array(vec![serde_json::json!({"type": "null"}), rest]),
            );
            r.reshaped.set(true);
        }
    }
    Value::Object(out)
}

/// OpenAPI's integer formats (`int32`: signed 32 bits) are bounds: the schema engine asserts
/// formats of strings only, so the bounds are written as `minimum`/`maximum` where the schema
/// gives none of its own, and the engine (the fake, `validate_json`) refuses what the Rust type
/// (`i32`) could not hold.
fn integer_format_bounds(m: &Map<String, Value>, out: &mut Map<String, Value>) {
    let integer = match m.get("type") {
        Some(Value::String(t)) => t == "integer",
        Some(Value::Array(ts)) => ts.iter().any(|t| t == "integer"),
        _ => false,
    };
    let bounds: (Value, Value) = match m.get("format").and_then(Value::as_str) {
        Some("int8") => (i8::MIN.into(), i8::MAX.into()),
        Some("int16") => (i16::MIN.into(), i16::MAX.into()),
        Some("int32") => (i32::MIN.into(), i32::MAX.into()),
        Some("int64") => (i64::MIN.into(), i64::MAX.into()),
        Some("uint8") => (0.into(), u8::MAX.into()),
        Some("uint16") => (0.into(), u16::MAX.into()),
        Some("uint32") => (0.into(), u32::MAX.into()),
        Some("uint64") => (0.into(), u64::MAX.into()),
        _ => return,
    };
    if !integer {
        return;
    }
    let (low, high) = bounds;
    if !["minimum", "exclusiveMinimum"].iter().any(|k| out.contains_key(*k)) {
        out.insert("minimum".into(), low);
    }
    if !["maximum", "exclusiveMaximum"].iter().any(|k| out.contains_key(*k)) {
        out.insert("maximum".into(), high);
    }
}

/// An ambiguous `oneOf` with a `discriminator` (`schema/ambiguity.rs`) as the service reads
/// it: a value valid under one branch or more is accepted (`anyOf`), and a value whose member
/// the discriminator names a branch by must match that branch (an `if`/`then` per branch). A
/// branch is named by the mapping's names for it, else by the values it pins the member to,
/// else, as OpenAPI says, by its `$ref`'s schema name. Where every branch is named by the
/// mapping or its own values, a tag naming none of them is refused, as the service refuses it.
/// `m` is the schema as written, `out` as carried so far.
fn read_as_the_service(
    m: &Map<String, Value>,
    out: &mut Map<String, Value>,
    tag_pins: &dyn Fn(&Value, &str) -> Option<Vec<Value>>,
) {
    let Some(alts) = out.remove("oneOf") else { return };
    let mut all: Vec<Value> = Vec::new();
    if out.contains_key("anyOf") {
        all.push(serde_json::json!({ "anyOf": alts }));
    } else {
        out.insert("anyOf".into(), alts.clone());
    }
    let discriminator = m.get("discriminator");
    let tag = discriminator
        .and_then(|d| d.get("propertyName"))
        .and_then(Value::as_str);
    let mapping = discriminator.and_then(|d| d.get("mapping")).and_then(Value::as_object);
    if let (Some(tag), Some(written)) = (tag, m.get("oneOf").and_then(Value::as_array)) {
        let mut known: Vec<Value> = Vec::new();
        let mut every_branch_declared = true;
        // Each branch's values and the branch as carried.
        let mut named_by: Vec<(Vec<Value>, Value)> = Vec::new();
        for (branch, carried) in written.iter().zip(alts.as_array().into_iter().flatten()) {
            let r = branch.get("$ref").and_then(Value::as_str);
            let named: Vec<Value> = match (r, mapping) {
                (Some(r), Some(mm)) => mm
                    .iter()
                    .filter(|(_, v)| v.as_str() == Some(r))
                    .map(|(k, _)| Value::from(k.as_str()))
                    .collect(),
                _ => Vec::new(),
            };
            let values = if !named.is_empty() {
                named
            } else if let Some(pins) = tag_pins(branch, tag).filter(|p| !p.is_empty()) {
                pins
            } else {
                every_branch_declared = false;
                match r.and_then(|r| r.rsplit('/').next()) {
                    Some(n) => vec![Value::from(n)],
                    None => continue,
                }
            };
            known.extend(
                values
                    .iter()
                    .filter(|v| !known.contains(v))
                    .cloned()
                    .collect::<Vec<_>>(),
            );
            named_by.push((values, carried.clone()));
        }
        let shared = known
            .iter()
            .any(|v| named_by.iter().filter(|(values, _)| values.contains(v)).count() > 1);
        if !shared {
            for (values, carried) in named_by {
                all.push(serde_json::json!({
                    "if": { "properties": { tag: { "enum": values } }, "required": [tag] },
                    "then": carried,
                }));
            }
        } else {
            // A value several branches carry (`message`, of a message and of a union of
            // messages) is read as the service reads it: the value must match one of them.
            for v in &known {
                let carriers: Vec<Value> = named_by
                    .iter()
                    .filter(|(values, _)| values.contains(v))
                    .map(|(_, carried)| carried.clone())
                    .collect();
                let then = match carriers.as_slice() {
                    [one] => one.clone(),
                    _ => serde_json::json!({ "anyOf": carriers }),
                };
                all.push(serde_json::json!({
                    "if": { "properties": { tag: { "const": v } }, "required": [tag] },
                    "then": then,
                }));
            }
        }
        if every_branch_declared && !known.is_empty() {
            all.push(serde_json::json!({
                "if": { "required": [tag] },
                "then": { "properties": { tag: { "enum": known } } },
            }));
        }
    }
    if all.is_empty() {
        return;
    }
    match out.get_mut("allOf") {
        Some(Value::Array(a)) => a.extend(all),
        _ => {
            out.insert("allOf".into(), Value::Array(all));
        }
    }
}

/// Percent-encodes what may not stand in a URI path segment (a file's name in its URI).
fn uri_segment(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for b in s.bytes() {
        let c = b as char;
        if c.is_ascii_alphanumeric() || "-._~!$&'()*+,;=:@".contains(c) {
            out.push(c);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A constant's name for each slot, from its pointer: the segments that name something (not
/// `components`, `schemas`, `properties`, `$defs`) in SCREAMING_SNAKE_CASE, numbered from `_2`
/// where two pointers give the same name.
fn slot_names(locs: &[Location]) -> Vec<Ident> {
    use heck::ToShoutySnakeCase;
    const STRUCTURE: &[&str] = &["components", "schemas", "properties", "$defs", "definitions"];
    let mut taken = HashSet::new();
    locs.iter()
        .map(|l| {
            let words: Vec<String> = oapigen_runtime::pointer::segments(&l.pointer)
                .filter(|s| !STRUCTURE.contains(&s.as_ref()))
                .map(|s| {
                    s.chars()
                        .map(|c| if c.is_ascii_alphanumeric() { c } else { ' ' })
                        .collect::<String>()
                })
                .map(|s| s.to_shouty_snake_case())
                .filter(|s| !s.is_empty())
                .collect();
            let mut name = words.join("_");
            if name.is_empty() {
                name = "ROOT".into();
            }
            if name.starts_with(|c: char| c.is_ascii_digit()) {
                name = format!("S_{name}");
            }
            let mut unique = name.clone();
            let mut n = 1;
            while !taken.insert(unique.clone()) {
                n += 1;
                unique = format!("{name}_{n}");
            }
            Ident::fixed(&unique)
        })
        .collect()
}

/// A resource's JSON as the generated `schema.rs` carries it: a value whose compact text is
/// longer than a line has its members (or items) a line each, indented a space a level, so that
/// the file has no line thousands of characters long.
fn json_lines(value: &Value) -> String {
    const WIDTH: usize = 100;
    // Written compact first, and taken back when too long: no text is made but the output.
    fn write(out: &mut Vec<u8>, value: &Value, depth: usize) {
        let start = out.len();
        let _ = serde_json::to_writer(&mut *out, value);
        let members: Vec<(Option<&String>, &Value)> = match value {
            Value::Object(map) => map.iter().map(|(k, v)| (Some(k), v)).collect(),
            Value::Array(items) => items.iter().map(|v| (None, v)).collect(),
            _ => Vec::new(),
        };
        if out.len() - start + depth <= WIDTH || members.is_empty() {
            return;
        }
        out.truncate(start);
        let (open, close) = if value.is_object() { (b'{', b'}') } else { (b'[', b']') };
        out.push(open);
        for (i, (key, v)) in members.into_iter().enumerate() {
            out.extend_from_slice(if i == 0 { b"\n" } else { b",\n" });
            out.resize(out.len() + depth + 1, b' ');
            if let Some(key) = key {
                let _ = serde_json::to_writer(&mut *out, key);
                out.push(b':');
            }
            write(out, v, depth + 1);
        }
        out.push(b'\n');
        out.resize(out.len() + depth, b' ');
        out.push(close);
    }
    let mut out = Vec::new();
    write(&mut out, value, 0);
    String::from_utf8(out).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn moves_of(orig: Value, carried: Value) -> Relocations {
        let mut moves = Relocations::default();
        moved(
            &orig,
            &carried,
            &mut "/S".to_string(),
            &mut "/S".to_string(),
            &mut moves,
        );
        moves
    }

    #[test]
    fn branches_of_a_union_read_by_its_tag_are_found_where_they_moved() {
        let orig = json!({"oneOf": [{"$ref": "#/A"}, {"type": "object", "$ref": "#/B"}], "discriminator": {"propertyName": "t"}});
        let carried = json!({"anyOf": [{"$ref": "#/A"}, {"type": "object", "$ref": "#/B"}], "allOf": []});
        let moves = moves_of(orig, carried);
        assert_eq!(moves.apply("/S/oneOf/1"), "/S/anyOf/1");
        assert_eq!(moves.apply("/S/oneOf/1/type"), "/S/anyOf/1/type");
        // The schema itself stays where it is, and so does anything beside the union.
        assert_eq!(moves.apply("/S"), "/S");
        assert_eq!(moves.apply("/S/oneOfX/1"), "/S/oneOfX/1");
        // Beside an `anyOf` of its own, the branches are the `anyOf` of the `allOf` after its own.
        let orig = json!({"anyOf": [{}], "allOf": [{}], "oneOf": [{}, {"required": ["a"]}], "discriminator": {"propertyName": "t"}});
        let carried = json!({"anyOf": [{}], "allOf": [{}, {"anyOf": [{}, {"required": ["a"]}]}]});
        assert_eq!(moves_of(orig, carried).apply("/S/oneOf/1"), "/S/allOf/1/anyOf/1");
    }

    #[test]
    fn members_of_a_nullable_composition_are_found_in_its_second_branch() {
        let orig = json!({"nullable": true, "allOf": [{"oneOf": [{}, {"minProperties": 1}], "discriminator": {"propertyName": "t"}}]});
        let carried =
            json!({"anyOf": [{"type": "null"}, {"allOf": [{"anyOf": [{}, {"minProperties": 1}], "allOf": []}]}]});
        let moves = moves_of(orig, carried);
        assert_eq!(moves.apply("/S"), "/S");
        assert_eq!(moves.apply("/S/allOf/0"), "/S/anyOf/1/allOf/0");
        // Both moves, the innermost winning.
        assert_eq!(moves.apply("/S/allOf/0/oneOf/1"), "/S/anyOf/1/allOf/0/anyOf/1");
    }
}
