//! The model of what a fake of the API serves (`oapigen_fake::model`), derived once the
//! operations are lowered and planned: which operations create, list, read, update and delete
//! which resource (inferred from paths and methods, or said by an `x-oapigen-fake` extension),
//! the schema of every parameter, body and answer (annotations kept: the fake makes values from
//! them), the tasks, the paging and the credentials.

use std::collections::{BTreeMap, HashMap};

use oapigen_fake::model as fm;
use serde_json::{Map, Value};

use super::Lowerer;
use super::bundle::View;
use crate::ir::{Api, Auth, FakePlan, FakeRecords, Operation, Shape};
use crate::load::Location;
use oapigen_runtime::pointer::escape;

/// Where an operation is in the document, and the schemas found for it.
struct Found {
    params: Vec<fm::Param>,
    body: Option<fm::Body>,
    responses: Vec<fm::Response>,
    /// The operation's own object (for `x-oapigen-fake`).
    raw: Option<Location>,
}

impl<'a> Lowerer<'a> {
    /// The fake's model of `api` (the kept operations, planned).
    pub(crate) fn fake_model(&mut self, api: &Api, with_schemas: bool) -> fm::Model {
        let mut locs: Vec<Location> = Vec::new();
        let mut slots: HashMap<Location, usize> = HashMap::new();
        let mut slot = |loc: Location| -> usize {
            *slots.entry(loc.clone()).or_insert_with(|| {
                locs.push(loc);
                locs.len() - 1
            })
        };
        let mut operations: Vec<fm::Operation> = Vec::new();
        let mut raws = Vec::new();
        for op in &api.operations {
            let found = self.find(op, &mut slot);
            raws.push(found.raw);
            operations.push(fm::Operation {
                id: op.id.clone(),
                rust_name: op.rust_name.clone(),
                method: op.method.as_str().to_string(),
                path: op.path.clone(),
                tags: op.tags.clone(),
                params: found.params,
                invalid_status: invalid_status(&found.responses),
                body: found.body,
                responses: found.responses,
                requires_auth: op.requires_auth,
                role: fm::Role::Stateless,
                starts_tasks: op.tasks.as_ref().map(|t| fm::StartsTasks {
                    ids_pointer: t.ids_pointer.clone(),
                }),
                paging: op.pagination.as_ref().map(|p| fm::Paging {
                    limit_param: p.limit_param.clone(),
                    offset_param: p.offset_param.clone(),
                    items_pointer: p.items_pointer.clone(),
                    count_pointer: p.count_pointer.clone(),
                    default_limit: None,
                }),
            });
        }
        for (op, model) in api.operations.iter().zip(&mut operations) {
            if let Some(paging) = &mut model.paging {
                paging.default_limit = op
                    .params
                    .iter()
                    .position(|p| p.name == paging.limit_param)
                    .and_then(|i| model.params.get(i))
                    .and_then(|p| p.schema)
                    .and_then(|s| self.value(&locs[s]))
                    .and_then(|s| s.get("default"))
                    .and_then(Value::as_u64);
            }
        }
        let tasks = self.fake_tasks(api, &operations, &locs);
        let task_path = tasks.as_ref().map(|t| operations[t.read].path.clone());
        let all = self.document_operations();
        let task_keys = self.task_keys(tasks.as_ref(), &locs);
        let mut resources = infer_resources(&all, &mut operations, task_path.as_deref(), &task_keys);
        self.read_extensions(&raws, &mut operations, &resources);
        for r in &mut resources {
            self.describe_resource(r, &operations, &locs, tasks.as_ref());
        }
        if let Some(t) = &tasks {
            operations[t.read].role = fm::Role::TaskRead;
            if let Some(l) = t.list {
                operations[l].role = fm::Role::TaskList;
            }
        }
        let (schemas, uris) = if with_schemas {
            self.carry(&locs, View::Fake)
        } else {
            (Vec::new(), Vec::new())
        };
        fm::Model {
            title: api.title.clone(),
            schemas: schemas
                .into_iter()
                .map(|(uri, schema)| fm::SchemaResource { uri, schema })
                .collect(),
            slots: uris,
            operations,
            resources,
            tasks,
            auth: api.auth.as_ref().map(|a| match a {
                Auth::ApiKeyHeader { header, scheme } => fm::Auth::Header {
                    name: header.clone(),
                    scheme: scheme.clone(),
                },
                Auth::Bearer => fm::Auth::Bearer,
                Auth::Basic => fm::Auth::Basic,
                Auth::ApiKeyQuery { name } => fm::Auth::Query { name: name.clone() },
                Auth::ApiKeyCookie { name } => fm::Auth::Cookie { name: name.clone() },
            }),
        }
    }

    /// Every operation of the document, kept by the filters or not, as `(path, METHOD, starts
    /// tasks)`: a slice serves the resources of the whole document.
    fn document_operations(&self) -> Vec<(String, String, bool)> {
        let mut all = Vec::new();
        let paths = Location {
            file: self.root,
            pointer: "/paths".into(),
        };
        let Some(Value::Object(items)) = self.value(&paths) else {
            return all;
        };
        for path in items.keys() {
            let Some((_, item)) = self.quiet_deref(&Self::child(&paths, path)) else {
                continue;
            };
            for method in super::operation::METHODS {
                if let Some(Value::Object(op)) = item.get(*method) {
                    all.push((
                        path.clone(),
                        method.to_ascii_uppercase(),
                        op.contains_key("x-oapigen-tasks"),
                    ));
                }
            }
        }
        all
    }

    /// Follows `$ref`s of non-schema objects without reporting: lowering reported them.
    fn quiet_deref(&self, loc: &Location) -> Option<(Location, &'a Map<String, Value>)> {
        let mut loc = loc.clone();
        for _ in 0..32 {
            let m = self.value(&loc)?.as_object()?;
            match m.get("$ref").and_then(Value::as_str) {
                Some(r) => loc = self.loader.resolve(loc.file, r)?,
                None => return Some((loc, m)),
            }
        }
        None
    }

    /// The parameters, body and answers of `op`, with their schemas' slots.
    fn find(&self, op: &Operation, slot: &mut impl FnMut(Location) -> usize) -> Found {
        let mut found = Found {
            params: Vec::new(),
            body: None,
            responses: Vec::new(),
            raw: None,
        };
        let ploc = Location {
            file: self.root,
            pointer: format!("/paths/{}", escape(&op.path)),
        };
        let Some((item_loc, item)) = self.quiet_deref(&ploc) else {
            return found;
        };
        let method = op.method.as_str().to_ascii_lowercase();
        let oloc = Self::child(&item_loc, &method);
        let Some(Value::Object(raw)) = item.get(&method) else {
            return found;
        };
        found.raw = Some(oloc.clone());
        // The operation's own parameters override the path item's of the same name and place.
        let mut params: Vec<(String, String, Location, &Map<String, Value>)> = Vec::new();
        for (owner, list) in [(&item_loc, item.get("parameters")), (&oloc, raw.get("parameters"))] {
            let Some(Value::Array(list)) = list else { continue };
            for i in 0..list.len() {
                let at = Self::child(&Self::child(owner, "parameters"), &i.to_string());
                let Some((at, p)) = self.quiet_deref(&at) else { continue };
                let (Some(name), Some(place)) = (
                    p.get("name").and_then(Value::as_str),
                    p.get("in").and_then(Value::as_str),
                ) else {
                    continue;
                };
                params.retain(|(n, l, _, _)| !(n == name && l == place));
                params.push((name.to_string(), place.to_string(), at, p));
            }
        }
        for (name, place, at, p) in params {
            let location = match place.as_str() {
                "path" => fm::ParamLocation::Path,
                "query" => fm::ParamLocation::Query,
                "header" => fm::ParamLocation::Header,
                "cookie" => fm::ParamLocation::Cookie,
                _ => continue,
            };
            let (schema, json) = if p.contains_key("schema") {
                let s = Self::child(&at, "schema");
                let json = self
                    .value(&s)
                    .and_then(|v| v.get("contentMediaType"))
                    .and_then(Value::as_str)
                    .is_some_and(is_json);
                (Some(slot(s)), json)
            } else if let Some((media, _)) = p
                .get("content")
                .and_then(Value::as_object)
                .and_then(|c| c.iter().next())
            {
                let s = Self::child(&Self::child(&Self::child(&at, "content"), media), "schema");
                (self.value(&s).is_some().then(|| slot(s)), is_json(media))
            } else {
                (None, false)
            };
            found.params.push(fm::Param {
                name,
                location,
                required: location == fm::ParamLocation::Path
                    || p.get("required").and_then(Value::as_bool).unwrap_or(false),
                schema,
                json,
                style: p.get("style").and_then(Value::as_str).map(String::from),
                explode: p.get("explode").and_then(Value::as_bool),
            });
        }
        if let Some((bloc, body)) = raw
            .get("requestBody")
            .and_then(|_| self.quiet_deref(&Self::child(&oloc, "requestBody")))
        {
            let content = body.get("content").and_then(Value::as_object);
            let types: Vec<String> = content.map(|c| c.keys().cloned().collect()).unwrap_or_default();
            let json = types.iter().find(|t| is_json(t));
            let schema = json.map(|t| Self::child(&Self::child(&Self::child(&bloc, "content"), t), "schema"));
            let merge_patch = types.iter().any(|t| t.contains("merge-patch"))
                || schema.as_ref().is_some_and(|s| self.says_merge_patch(s, 0));
            found.body = Some(fm::Body {
                content_types: types,
                required: body.get("required").and_then(Value::as_bool).unwrap_or(false),
                schema: schema.filter(|s| self.value(s).is_some()).map(&mut *slot),
                merge_patch,
            });
        }
        if let Some(Value::Object(responses)) = raw.get("responses") {
            for code in responses.keys() {
                let Some(status) = status(code) else { continue };
                let rloc = Self::child(&Self::child(&oloc, "responses"), code);
                let Some((rloc, r)) = self.quiet_deref(&rloc) else {
                    continue;
                };
                let content = r.get("content").and_then(Value::as_object);
                let media = content.and_then(|c| c.keys().find(|t| is_json(t)).or_else(|| c.keys().next()));
                let schema = media
                    .filter(|m| is_json(m))
                    .map(|m| Self::child(&Self::child(&Self::child(&rloc, "content"), m), "schema"))
                    .filter(|s| self.value(s).is_some())
                    .map(&mut *slot);
                found.responses.push(fm::Response {
                    status,
                    content_type: media.cloned(),
                    schema,
                });
            }
        }
        found
    }

    /// The document's task protocol: the operation the client polls tasks with, and a list of
    /// tasks on its collection path.
    fn fake_tasks(&self, api: &Api, ops: &[fm::Operation], locs: &[Location]) -> Option<fm::Tasks> {
        let read = api.primary_poll?;
        let op = &api.operations[read];
        let spec = op.task_status.as_ref()?;
        let plan = op.plan.poll.as_ref()?;
        let id_param = op.params.get(plan.id_param)?.name.clone();
        let schema = success_slot(&ops[read]);
        let task = schema.map(|s| locs[s].clone());
        let state = task.as_ref().and_then(|t| self.member_at(t, &spec.state_pointer));
        let states = state.map(|s| self.enum_values(&s)).unwrap_or_default();
        let running_state = ["RUNNING", "NEW", "PENDING", "IN_PROGRESS"]
            .iter()
            .map(|s| s.to_string())
            .find(|s| states.contains(s))
            .or_else(|| {
                states
                    .iter()
                    .find(|s| !spec.finished.contains(s) && !spec.failed.contains(s))
                    .cloned()
            })
            .unwrap_or_else(|| "RUNNING".into());
        let created_pointer = task
            .as_ref()
            .and_then(|t| self.member_at(t, "/created_resources"))
            .map(|_| "/created_resources".to_string());
        let collection = op.path.rsplit_once('/').map(|(c, _)| c).unwrap_or_default();
        let list = ops.iter().position(|o| {
            o.method == "GET" && o.path == collection && o.params.iter().all(|p| p.location != fm::ParamLocation::Path)
        });
        Some(fm::Tasks {
            read,
            id_param,
            list,
            schema,
            state_pointer: spec.state_pointer.clone(),
            running_state,
            finished: spec.finished.clone(),
            failed: spec.failed.clone(),
            error_pointer: spec.error_pointer.clone(),
            created_pointer,
            id_member: None,
        })
    }

    /// Whether the body schema at `loc` (or one it refers to, or one of its members') says in
    /// its text that it is a JSON Merge Patch.
    fn says_merge_patch(&self, loc: &Location, depth: usize) -> bool {
        fn text(v: &Value, refs: &mut Vec<String>, depth: usize) -> bool {
            match v {
                Value::String(s) => {
                    let s = s.to_ascii_lowercase();
                    s.contains("rfc 7386") || s.contains("merge patch") || s.contains("merge-patch")
                }
                Value::Object(m) if depth < 8 => {
                    if let Some(Value::String(r)) = m.get("$ref") {
                        refs.push(r.clone());
                    }
                    m.values().any(|x| text(x, refs, depth + 1))
                }
                Value::Array(a) if depth < 8 => a.iter().any(|x| text(x, refs, depth + 1)),
                _ => false,
            }
        }
        let Some(v) = self.value(loc) else { return false };
        let mut refs = Vec::new();
        text(v, &mut refs, 0)
            || (depth < 2
                && refs
                    .iter()
                    .filter_map(|r| self.loader.resolve(loc.file, r))
                    .any(|t| self.says_merge_patch(&t, depth + 1)))
    }

    /// The schema of the member at `pointer` (`/a/b`) of the object schema at `loc`.
    fn member_at(&self, loc: &Location, pointer: &str) -> Option<Location> {
        let mut at = loc.clone();
        for seg in pointer.split('/').skip(1) {
            at = self.member(&at, seg, 0)?;
        }
        Some(at)
    }

    /// The schema of member `name` of the object schema at `loc`, through `$ref`s and
    /// compositions.
    fn member(&self, loc: &Location, name: &str, depth: usize) -> Option<Location> {
        if depth > 16 {
            return None;
        }
        let v = self.value(loc)?.as_object()?;
        if let Some(r) = v.get("$ref").and_then(Value::as_str) {
            if let Some(found) = self
                .loader
                .resolve(loc.file, r)
                .and_then(|t| self.member(&t, name, depth + 1))
            {
                return Some(found);
            }
        }
        if v.get("properties").and_then(|p| p.get(name)).is_some() {
            return Some(Self::child(&Self::child(loc, "properties"), name));
        }
        for k in ["allOf", "anyOf", "oneOf"] {
            if let Some(Value::Array(list)) = v.get(k) {
                for i in 0..list.len() {
                    let at = Self::child(&Self::child(loc, k), &i.to_string());
                    if let Some(found) = self.member(&at, name, depth + 1) {
                        return Some(found);
                    }
                }
            }
        }
        None
    }

    /// The names of the members of the object schema at `loc` (through `$ref`s and compositions).
    fn member_names(&self, loc: &Location, depth: usize, out: &mut Vec<String>) {
        let Some(v) = self.value(loc).and_then(Value::as_object) else {
            return;
        };
        if depth > 16 {
            return;
        }
        if let Some(r) = v.get("$ref").and_then(Value::as_str) {
            if let Some(t) = self.loader.resolve(loc.file, r) {
                self.member_names(&t, depth + 1, out);
            }
        }
        if let Some(Value::Object(props)) = v.get("properties") {
            out.extend(props.keys().filter(|k| !out.contains(k)).cloned().collect::<Vec<_>>());
        }
        for k in ["allOf", "anyOf", "oneOf"] {
            if let Some(Value::Array(list)) = v.get(k) {
                for i in 0..list.len() {
                    self.member_names(&Self::child(&Self::child(loc, k), &i.to_string()), depth + 1, out);
                }
            }
        }
    }

    /// The string values an `enum` (through `$ref`s and compositions) allows.
    fn enum_values(&self, loc: &Location) -> Vec<String> {
        let mut out = Vec::new();
        let mut todo = vec![(loc.clone(), 0)];
        while let Some((at, depth)) = todo.pop() {
            let Some(v) = self.value(&at).and_then(Value::as_object) else {
                continue;
            };
            if depth > 16 {
                continue;
            }
            if let Some(Value::Array(e)) = v.get("enum") {
                out.extend(e.iter().filter_map(Value::as_str).map(str::to_string));
            }
            if let Some(t) = v
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(at.file, r))
            {
                todo.push((t, depth + 1));
            }
            for k in ["allOf", "anyOf", "oneOf"] {
                if let Some(Value::Array(list)) = v.get(k) {
                    for i in 0..list.len() {
                        todo.push((Self::child(&Self::child(&at, k), &i.to_string()), depth + 1));
                    }
                }
            }
        }
        out
    }

    /// `x-oapigen-fake: {role: .., resource: ..}` on an operation says what inference could not.
    fn read_extensions(&mut self, raws: &[Option<Location>], ops: &mut [fm::Operation], resources: &[fm::Resource]) {
        for (i, raw) in raws.iter().enumerate() {
            let Some(raw) = raw else { continue };
            let Some(ext) = self.value(raw).and_then(|o| o.get("x-oapigen-fake")) else {
                continue;
            };
            let at = Self::child(raw, "x-oapigen-fake");
            let role = ext.get("role").and_then(Value::as_str);
            let resource = ext
                .get("resource")
                .and_then(Value::as_str)
                .and_then(|n| resources.iter().position(|r| r.name == n));
            let new = match (role, resource) {
                (Some("stateless"), _) => Some(fm::Role::Stateless),
                (Some(role), Some(resource)) => match role {
                    "create" => Some(fm::Role::Create { resource }),
                    "list" => Some(fm::Role::List { resource }),
                    "read" => Some(fm::Role::Read { resource }),
                    "update" => Some(fm::Role::Update { resource }),
                    "replace" => Some(fm::Role::Replace { resource }),
                    "delete" => Some(fm::Role::Delete { resource }),
                    "action" => Some(fm::Role::Action { resource }),
                    _ => None,
                },
                _ => None,
            };
            match new {
                Some(role) => ops[i].role = role,
                None => {
                    let names: Vec<&str> = resources.iter().map(|r| r.name.as_str()).collect();
                    self.warning(
                        &at,
                        "x-oapigen-fake",
                        format!(
                            "expected `{{role: create|list|read|update|replace|delete|action, resource: NAME}}` or `{{role: stateless}}`, NAME one of: {}; the inferred role stays",
                            names.join(", ")
                        ),
                    );
                }
            }
        }
    }

    /// The members of a finished task's `created_resources`: the kinds of record tasks make.
    fn task_keys(&self, tasks: Option<&fm::Tasks>, locs: &[Location]) -> Vec<String> {
        let mut keys = Vec::new();
        if let Some(created) = tasks
            .and_then(|t| t.schema.zip(t.created_pointer.as_ref()))
            .and_then(|(s, p)| self.member_at(&locs[s], p))
        {
            self.member_names(&created, 0, &mut keys);
        }
        keys
    }

    /// Fills what a resource's record looks like: its schema, the member holding its id, and
    /// the key a finished task names it under.
    fn describe_resource(
        &self,
        r: &mut fm::Resource,
        ops: &[fm::Operation],
        locs: &[Location],
        tasks: Option<&fm::Tasks>,
    ) {
        let index = ops.iter().position(|o| o.path == r.item && o.method == "GET");
        let create = ops
            .iter()
            .find(|o| matches!(o.role, fm::Role::Create { .. }) && o.path == r.collection && o.starts_tasks.is_none());
        r.record = index
            .and_then(|i| success_slot(&ops[i]))
            .or_else(|| create.and_then(success_slot));
        if let Some(record) = r.record {
            let mut names = Vec::new();
            self.member_names(&locs[record], 0, &mut names);
            let base = r.id_param.strip_suffix("_name");
            r.id_member = ["id".to_string(), r.id_param.clone()]
                .into_iter()
                .chain(base.map(|_| "name".to_string()))
                .find(|n| names.contains(n));
        }
        let Some(tasks) = tasks else { return };
        let Some(created) = tasks
            .schema
            .zip(tasks.created_pointer.as_ref())
            .and_then(|(s, p)| self.member_at(&locs[s], p))
        else {
            return;
        };
        let mut keys = Vec::new();
        self.member_names(&created, 0, &mut keys);
        let name = r.name.rsplit('_').next().unwrap_or(&r.name).to_string();
        r.task_key = keys
            .iter()
            .find(|k| **k == name)
            .or_else(|| keys.iter().find(|k| key_matches(k, &name)))
            .cloned();
    }
}

/// The typed accessors of the generated `fake` module: one per resource whose record is a
/// generated type (the answer of its read, or of a create that starts no tasks).
pub(super) fn plan(api: &Api) -> FakePlan {
    let mut names = super::naming::NameTable::new();
    names.reserve(super::reserved::FAKE_METHODS);
    let mut records = Vec::new();
    for (r, resource) in api.fake.resources.iter().enumerate() {
        let record = api.fake.operations.iter().zip(&api.operations).find_map(|(m, op)| {
            let reads = match m.role {
                fm::Role::Read { resource } => resource == r,
                fm::Role::Create { resource } => resource == r && m.starts_tasks.is_none(),
                _ => false,
            };
            match op.plan.success.single_json() {
                Some(Shape::Named(id)) if reads => Some(*id),
                _ => None,
            }
        });
        if let Some(record) = record {
            records.push(FakeRecords {
                method: names.claim(&super::naming::snake(&resource.name)),
                resource: resource.name.clone(),
                record,
            });
        }
    }
    FakePlan { records }
}

/// The slot of an operation's first 2xx JSON answer.
fn success_slot(op: &fm::Operation) -> Option<usize> {
    op.responses
        .iter()
        .filter(|r| match r.status {
            fm::Status::Code(c) => (200..300).contains(&c),
            fm::Status::Range(h) => h == 2,
            fm::Status::Default => false,
        })
        .find_map(|r| r.schema)
}

/// The status of an answer to a request that breaks the document.
fn invalid_status(responses: &[fm::Response]) -> u16 {
    let has = |c| responses.iter().any(|r| r.status == fm::Status::Code(c));
    if has(400) && !has(422) { 400 } else { 422 }
}

fn status(code: &str) -> Option<fm::Status> {
    if code == "default" {
        return Some(fm::Status::Default);
    }
    if let Some(h) = code.strip_suffix("XX").or_else(|| code.strip_suffix("xx")) {
        return h.parse().ok().filter(|h| (1..=5).contains(h)).map(fm::Status::Range);
    }
    code.parse()
        .ok()
        .filter(|c| (100..=599).contains(c))
        .map(fm::Status::Code)
}

fn is_json(media: &str) -> bool {
    let base = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    base == "application/json" || base.ends_with("+json")
}

/// Whether a key of `created_resources` names records of a collection whose last word is
/// `word` (`instances` for `bminstances`, `clusters` for `k8s_clusters`).
fn key_matches(key: &str, word: &str) -> bool {
    let word = word.replace('-', "_");
    !word.is_empty() && (key == word || word.ends_with(key) || key.ends_with(word.as_str()))
}

/// A path with its version segments (`v1`, `v2`) made alike.
fn unversioned(path: &str) -> String {
    path.split('/')
        .map(|s| {
            let version = s.len() > 1 && s.starts_with('v') && s[1..].bytes().all(|b| b.is_ascii_digit());
            if version { "v*" } else { s }
        })
        .collect::<Vec<_>>()
        .join("/")
}

/// A path template's segments: `Some(name)` for a `{name}` segment.
fn segments(path: &str) -> Vec<Option<&str>> {
    path.split('/')
        .filter(|s| !s.is_empty())
        .map(|s| {
            s.strip_prefix('{')
                .and_then(|s| s.strip_suffix('}'))
                .filter(|n| !n.contains(['{', '}']))
        })
        .collect()
}

/// Resources from paths and methods: an item path (a collection path and one `{id}` more) that
/// has GET, PATCH, PUT or DELETE, with POST or GET on its collection or a method besides GET on
/// itself (a lone GET on an item path is more often a computation than a record). Sets each
/// operation's role.
///
/// A POST that starts tasks on a path no item path extends creates records too (the task names
/// them): the resource is kept, with an item path the document does not have.
fn infer_resources(
    all: &[(String, String, bool)],
    ops: &mut [fm::Operation],
    task_path: Option<&str>,
    task_keys: &[String],
) -> Vec<fm::Resource> {
    let mut by_path: BTreeMap<&str, Vec<&str>> = BTreeMap::new();
    for (path, method, _) in all {
        by_path.entry(path.as_str()).or_default().push(method.as_str());
    }
    let has = |path: &str, method: &str| by_path.get(path).is_some_and(|v| v.contains(&method));
    let mut found: Vec<(String, String, String)> = Vec::new();
    for item in by_path.keys() {
        if Some(*item) == task_path {
            continue;
        }
        let segs = segments(item);
        let Some(Some(id)) = segs.last() else { continue };
        let Some((collection, _)) = item.rsplit_once('/') else {
            continue;
        };
        let collection = if collection.is_empty() { "/" } else { collection };
        let item_methods = ["PATCH", "PUT", "DELETE"].iter().any(|m| has(item, m));
        let collection_ops = has(collection, "POST") || has(collection, "GET");
        let is_resource = item_methods || (has(item, "GET") && collection_ops);
        if !is_resource {
            continue;
        }
        found.push((collection.to_string(), item.to_string(), id.to_string()));
    }
    // A create that starts tasks on a collection no item extends is a resource of its own when
    // its tasks name what it made (its last word is a key of `created_resources`), unless it is
    // another version of a collection that has items (`/v2/instances` beside `/v1/instances`) or
    // works on an item (a path below another resource's id: an action).
    let extended = |c: &str| {
        found
            .iter()
            .any(|(collection, _, _)| unversioned(collection) == unversioned(c))
    };
    let below_item = |c: &str| {
        segments(c)
            .iter()
            .flatten()
            .any(|p| found.iter().any(|(_, _, id)| id == p))
    };
    let named_by_tasks = |c: &str| {
        let word = c
            .rsplit('/')
            .find(|s| !s.is_empty() && !s.starts_with('{'))
            .unwrap_or_default();
        task_keys.iter().any(|k| key_matches(k, word))
    };
    let create_only: Vec<String> = all
        .iter()
        .filter(|(path, method, tasks)| {
            method == "POST" && *tasks && !extended(path) && !below_item(path) && named_by_tasks(path)
        })
        .map(|(path, _, _)| path.clone())
        .collect();
    for collection in create_only {
        let id = "id".to_string();
        found.push((collection.clone(), format!("{collection}/{{{id}}}"), id));
    }
    let mut resources: Vec<fm::Resource> = Vec::new();
    for (collection, item, id_param) in found {
        let literals: Vec<&str> = segments(&collection)
            .iter()
            .zip(collection.split('/').filter(|s| !s.is_empty()))
            .filter(|(s, _)| s.is_none())
            .map(|(_, l)| l)
            .collect();
        let mut name = super::naming::snake(literals.last().copied().unwrap_or("records"));
        // Nested or versioned collections of the same last word get the words before it.
        let mut taken = 1;
        while resources.iter().any(|r| r.name == name) && taken < literals.len() {
            taken += 1;
            name = super::naming::snake(&literals[literals.len() - taken..].join("_"));
        }
        while resources.iter().any(|r| r.name == name) {
            name.push('_');
        }
        let scope = segments(&collection).iter().flatten().map(|s| s.to_string()).collect();
        let r = resources.len();
        let (any_collection, any_item) = (unversioned(&collection), unversioned(&item));
        for o in ops.iter_mut() {
            o.role = match (o.path == collection, o.path == item, o.method.as_str()) {
                (true, _, "POST") => fm::Role::Create { resource: r },
                (true, _, "GET") => fm::Role::List { resource: r },
                (_, true, "GET") => fm::Role::Read { resource: r },
                (_, true, "PATCH") => fm::Role::Update { resource: r },
                (_, true, "PUT") => fm::Role::Replace { resource: r },
                (_, true, "DELETE") => fm::Role::Delete { resource: r },
                // Another version's create of the same collection, or an action on an item (of
                // any version), where no resource of its own claims the operation.
                _ if o.role != fm::Role::Stateless => continue,
                (false, false, "POST") if o.starts_tasks.is_some() && unversioned(&o.path) == any_collection => {
                    fm::Role::Create { resource: r }
                }
                _ if unversioned(&o.path)
                    .strip_prefix(any_item.as_str())
                    .is_some_and(|rest| rest.starts_with('/') && segments(rest).iter().all(Option::is_none)) =>
                {
                    fm::Role::Action { resource: r }
                }
                _ => continue,
            };
        }
        resources.push(fm::Resource {
            name,
            collection,
            item,
            scope,
            id_param,
            id_member: None,
            record: None,
            task_key: None,
            source: "inferred".into(),
        });
    }
    resources
}
