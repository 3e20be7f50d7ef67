//! The model of what a fake of the API serves (`oapigen_fake::model`), derived once the
//! operations are lowered and planned: which operations create, list, read, update and delete
//! which resource (inferred from paths and methods, or said by an `x-oapigen-fake` extension),
//! the schema of every parameter, body and answer (annotations kept: the fake makes values from
//! them), the tasks, the paging and the credentials.
//!
//! `fake_model` reads each operation as the document declares it (`find`, in `fake/find.rs`:
//! its parameters, body and answers, each schema by the slot the model keeps it in;
//! `operation_model`), then applies these rules, in order:
//! 1. `fake_tasks`: the task protocol, the operation tasks are polled with and their list.
//! 2. `project_resources` (`fake/projection.rs`): the resources that keep records, each
//!    operation's role on them and the parameters it names them by, their relations, and where
//!    an operation attaches what it makes.
//! 3. `task_roles`: the task protocol's read and list take their roles.
//! 4. `unwrap_records`: a record answers wrap, or answer among alternatives, is kept as itself.
//! 5. `hold_records` (`fake/holds.rs`): where each success answer holds records, its own or
//!    another's it makes.
//! 6. `stamped_members` (`fake/ids.rs`): the members a record keeps its times in;
//!    `linked_members` (`fake/links.rs`): the members that hold an address of the API, as their
//!    examples show (`url`: `https://api.github.com/repos/octocat/Hello-World/issues/1347`);
//!    `numbered_members` (`fake/ids.rs`): an integer `id` beside another identity numbers records.
//! 7. `id_forms` (`fake/ids.rs`): how a record's new ids are spelled, as the examples are.
//! 8. `creates_many`: a create whose body lists what to make.
//! 9. `answer_only`: members a create's answer has beside the record's (a secret shown once).
//! 10. `expansions`: the query parameter naming the references an answer inlines.
//! 11. `nested_creates`: a create whose body lists children of a resource below it.
//! 12. `accepted_creates`: a create answered `202 Accepted` shows a pending state.
//! 13. `required_states`: a record made without what its `status` requires starts so.
//! 14. `uploads`: what a multipart request's record learns of the file it is sent.
//! 15. `ids_by_reference`: a create that adds a thing of a wider collection by its id.
//! 16. `scope_members`: scope parameters a record holds under a longer name.
//! 17. `placements`: where a request's member goes that the record keeps otherwise.
//! 18. `belongs::read` (`belongs.rs`): records that belong to another resource's record.
//! 19. `read_lists` (`lists.rs`): how each list pages, filters and orders.
//! 20. `labels` (`fake/labels.rs`): records other records list by name (tags), what counts and
//!     lists them, and what puts them on and takes them off.
//! 21. `uniques` (`fake/unique.rs`): members no two records share, and the code of the refusal.
//! 22. `parts` (`fake/parts.rs`): operations on a member of the record its path names by it.
//! 23. `reads_by_member` (`fake/lookups.rs`): a read naming the record by another member on a
//!     path of its own (`/releases/tags/{tag}` by `tag_name`).
//!
//! Then the model takes the document's examples of failures (`answered_errors`, `fake/errors.rs`),
//! the schemas it carries, the states their enums name (`states`) and the credentials (`auth`).

mod errors;
mod find;
mod holds;
mod ids;
mod labels;
mod links;
mod lookups;
mod parts;
mod projection;
mod unique;

use std::collections::HashMap;

use oapigen_fake::model as fm;
use serde_json::{Map, Value};

use super::Lowerer;
use super::bundle::View;
use crate::ir::{Api, Auth, FakePlan, FakeRecords, Operation, Role, Shape};
use crate::load::Location;
use find::Found;
use projection::project_resources;

/// Why a read of an item answers an empty page, unless `labels` finds what it lists.
const OTHER_THINGS: &str =
    "answers a list of other things than its record, which the fake does not keep: its pages are empty";

/// The string values of every `enum` in `schemas` that read as states
/// (`conventions::settled_state`), each once, in the order first met.
fn states<'v>(schemas: impl Iterator<Item = &'v Value>) -> fm::States {
    fn walk(v: &Value, seen: &mut std::collections::HashSet<String>, out: &mut fm::States) {
        match v {
            Value::Object(m) => {
                if let Some(Value::Array(values)) = m.get("enum") {
                    for text in values.iter().filter_map(Value::as_str) {
                        if !seen.insert(text.to_string()) {
                            continue;
                        }
                        use super::conventions::StateReading;
                        match super::conventions::settled_state(text) {
                            Some(StateReading::Done) => out.done.push(text.to_string()),
                            Some(StateReading::Settled) => out.settled.push(text.to_string()),
                            Some(StateReading::Passing) => out.passing.push(text.to_string()),
                            None => {}
                        }
                    }
                }
                m.values().for_each(|v| walk(v, seen, out));
            }
            Value::Array(a) => a.iter().for_each(|v| walk(v, seen, out)),
            _ => {}
        }
    }
    let mut out = fm::States::default();
    let mut seen = std::collections::HashSet::new();
    schemas.for_each(|s| walk(s, &mut seen, &mut out));
    out
}

/// The first of a schema's own examples (`example`, `examples`) that its `pattern` does not
/// match.
pub(crate) fn example_breaking(schema: &serde_json::Map<String, Value>, pattern: &str) -> Option<String> {
    let listed = schema.get("examples").and_then(Value::as_array).into_iter().flatten();
    schema
        .get("example")
        .into_iter()
        .chain(listed)
        .filter_map(Value::as_str)
        .find(|e| oapigen_runtime::pattern::matches(pattern, e) == Some(false))
        .map(str::to_string)
}

/// A `pattern` the schema's own example breaks (`^[a-zA-Z]((?!--|__|..)[a-zA-Z0-9-_.])+$`, whose
/// unescaped `..` refuses every label of three letters or more, beside the example
/// `firewall123`) says what the document meant to say, not what its service holds: the fake
/// judges neither requests nor its own answers by it, and `--explain` names it.
fn loosen_contradicted(schema: &mut Value, pointer: &mut String, uri: &str, loosened: &mut Vec<String>) {
    match schema {
        Value::Object(m) => {
            let broken = m
                .get("pattern")
                .and_then(Value::as_str)
                .and_then(|p| example_breaking(m, p).map(|e| (p.to_string(), e)));
            if let Some((p, e)) = broken {
                m.remove("pattern");
                loosened.push(format!(
                    "{uri}#{pointer}/pattern: `{p}` does not match the schema's own example `{e}`"
                ));
            }
            for (k, v) in m.iter_mut() {
                let len = pointer.len();
                pointer.push('/');
                pointer.push_str(&oapigen_runtime::pointer::escape(k));
                loosen_contradicted(v, pointer, uri, loosened);
                pointer.truncate(len);
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter_mut().enumerate() {
                let len = pointer.len();
                pointer.push_str(&format!("/{i}"));
                loosen_contradicted(v, pointer, uri, loosened);
                pointer.truncate(len);
            }
        }
        _ => {}
    }
}

impl<'a> Lowerer<'a> {
    /// The fake's model of `api` (the kept operations, planned): each operation as the document
    /// declares it, then the rules of the module's list, in order.
    pub(crate) fn fake_model(&mut self, api: &Api, with_schemas: bool) -> fm::Model {
        let mut slots = Slots::default();
        let mut operations: Vec<fm::Operation> = Vec::new();
        let mut examples: Vec<Vec<Option<Value>>> = Vec::new();
        for op in &api.operations {
            let mut found = self.find(op, &mut |loc| slots.slot(loc));
            examples.push(std::mem::take(&mut found.examples));
            operations.push(operation_model(api, op, found));
        }
        let tasks = self.fake_tasks(api, &operations, &slots.locs);
        let (mut resources, from_ir) = project_resources(api, &mut operations);
        if let Some(t) = &tasks {
            task_roles(&mut operations, t);
        }
        self.unwrap_records(api, &operations, &mut resources, &from_ir, &mut slots);
        self.hold_records(&mut operations, &resources, &examples, &slots);
        self.stamped_members(&mut resources, &slots);
        self.linked_members(api, &operations, &mut resources, &slots);
        self.numbered_members(&mut resources, &slots);
        self.id_forms(&operations, &mut resources, &examples, &slots);
        self.creates_many(&mut operations, &resources, &slots);
        self.answer_only(&mut operations, &resources, &slots);
        expansions(&mut operations, &resources);
        nested_creates(api, &mut operations, &from_ir);
        self.accepted_creates(&mut operations, &resources, &slots);
        self.required_states(&mut operations, &resources, &slots);
        self.uploads(&mut operations, &resources, &slots);
        self.ids_by_reference(&mut operations, &resources, &slots);
        self.scope_members(&mut resources, &slots);
        self.placements(&operations, &mut resources, &slots);
        super::belongs::read(api, &mut operations, &mut resources);
        self.read_lists(api, &mut operations, &resources, &slots.locs);
        self.labels(&mut operations, &mut resources, &slots);
        let answered = answered_errors(&operations, &examples);
        let duplicates = unique::duplicates(api.description.as_deref(), &answered);
        self.uniques(&duplicates, &operations, &mut resources, &slots);
        self.parts(&mut operations, &resources, &slots);
        self.reads_by_member(&mut operations, &resources, &slots);
        let error_examples = errors::error_examples(&answered);
        let (schemas, uris) = if with_schemas {
            self.carry(&slots.locs, View::Fake)
        } else {
            (Vec::new(), Vec::new())
        };
        let mut schemas = schemas;
        let mut loosened = Vec::new();
        for (uri, schema) in &mut schemas {
            loosen_contradicted(schema, &mut String::new(), uri, &mut loosened);
        }
        let states = states(schemas.iter().map(|(_, schema)| schema));
        fm::Model {
            states,
            base_paths: base_paths(api.base_url.as_deref()),
            error_examples,
            described_error: errors::described_error(api.description.as_deref(), &operations),
            duplicate_code: duplicates.code,
            loosened,
            title: api.title.clone(),
            schemas: schemas
                .into_iter()
                .map(|(uri, schema)| fm::SchemaResource { uri, schema })
                .collect(),
            slots: uris,
            operations,
            resources,
            tasks,
            schemes: api.schemes.iter().map(|s| (s.name.clone(), auth(&s.auth))).collect(),
        }
    }

    /// How each list pages, filters and orders (`lists.rs`).
    fn read_lists(&self, api: &Api, operations: &mut [fm::Operation], resources: &[fm::Resource], locs: &[Location]) {
        for (o, op) in api.operations.iter().enumerate() {
            let (record, scope) = match operations[o].role {
                fm::Role::List { resource } => (
                    api.resources
                        .list
                        .iter()
                        .position(|x| x.joined() == resources[resource].name)
                        .and_then(|r| super::resources::record_shape(api, &api.resources, r)),
                    resources[resource].scope.as_slice(),
                ),
                fm::Role::TaskList => (None, [].as_slice()),
                // A read answering a list of other things (`GET /tags/{label}`: what is tagged).
                fm::Role::Read { .. }
                    if op
                        .plan
                        .success
                        .single_json()
                        .is_some_and(|a| super::held::is_list(api, a)) =>
                {
                    (None, [].as_slice())
                }
                _ => continue,
            };
            let model = &operations[o];
            let keyword_of = |name: &str, keyword: &str| -> Option<Value> {
                let slot = model.params.iter().find(|p| p.name == name)?.schema?;
                let (_, schema) = self.quiet_deref(&locs[slot])?;
                schema.get(keyword).cloned()
            };
            let mut reading = super::lists::read(api, op, record.as_ref(), &keyword_of);
            let model = &mut operations[o];
            let linked = model
                .responses
                .iter()
                .any(|r| r.link_header && matches!(r.status, fm::Status::Code(200..=299)));
            if let Some(p) = reading.paging.as_mut().filter(|_| linked) {
                p.link_header = true;
                reading.why.push("its answer's `Link` header links the pages".into());
            }
            model.params.extend(reading.implied.into_iter().map(implied_param));
            model.paging = reading.paging;
            if let fm::Role::Read { .. } = model.role {
                model.list_why = reading.why;
                model.list_why.push(OTHER_THINGS.into());
                continue;
            }
            if model.role != fm::Role::TaskList {
                model.queries = reading.queries;
                // A selector of the records' scope (`?project=web`) scopes them.
                for q in model.queries.iter_mut().filter(|q| scope.contains(&q.name)) {
                    q.filter = fm::Filter::Scope;
                    q.why = "a selector: scopes the records as a path parameter does".into();
                }
                model.newest_first = reading.newest_first;
            }
            model.list_why = reading.why;
        }
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

/// The model of `op` as the document declares it (`found`), before any rule gives it a role.
fn operation_model(api: &Api, op: &Operation, found: Found) -> fm::Operation {
    fm::Operation {
        id: op.id.clone(),
        rust_name: op.rust_name.to_string(),
        method: op.method.as_str().to_string(),
        path: op.path.clone(),
        tags: op.tags.clone(),
        params: found.params,
        invalid_status: invalid_status(&found.responses),
        body: found.body,
        responses: found.responses,
        security: op
            .security
            .iter()
            .map(|alternative| alternative.iter().map(|&s| api.schemes[s].name.clone()).collect())
            .collect(),
        starts_tasks: op.tasks.as_ref().map(|t| fm::StartsTasks {
            ids_pointer: t.ids_pointer.clone(),
        }),
        ..fm::Operation::default()
    }
}

/// A query parameter a list's service reads that the document does not declare (its answers
/// show it): optional, of any value.
fn implied_param(name: String) -> fm::Param {
    fm::Param {
        name,
        location: fm::ParamLocation::Query,
        required: false,
        schema: None,
        json: false,
        style: None,
        explode: None,
        value: None,
    }
}

/// The task protocol's operations take its roles: the read tasks are polled with, and their
/// list, whatever resource they were read as.
fn task_roles(operations: &mut [fm::Operation], tasks: &fm::Tasks) {
    operations[tasks.read].role = fm::Role::TaskRead;
    if let Some(l) = tasks.list {
        operations[l].role = fm::Role::TaskList;
    }
}

/// The document's examples of failures (status 400 and above), each with its status.
fn answered_errors(operations: &[fm::Operation], examples: &[Vec<Option<Value>>]) -> Vec<(u16, Value)> {
    operations
        .iter()
        .zip(examples)
        .flat_map(|(o, e)| o.responses.iter().zip(e))
        .filter_map(|(r, e)| match (r.status, e) {
            (fm::Status::Code(c), Some(e)) if c >= 400 => Some((c, e.clone())),
            _ => None,
        })
        .collect()
}

/// How a request carries the credentials of a scheme that authenticates by `auth`.
fn auth(auth: &Auth) -> fm::Auth {
    match auth {
        Auth::ApiKeyHeader { header, scheme } => fm::Auth::Header {
            name: header.clone(),
            scheme: scheme.clone(),
        },
        Auth::Bearer => fm::Auth::Bearer,
        Auth::Http { word } => fm::Auth::Header {
            name: "Authorization".into(),
            scheme: Some(word.clone()),
        },
        Auth::Basic => fm::Auth::Basic,
        Auth::ApiKeyQuery { name } => fm::Auth::Query { name: name.clone() },
        Auth::ApiKeyCookie { name } => fm::Auth::Cookie { name: name.clone() },
    }
}

/// The schema locations of the model's slots, each once.
#[derive(Default)]
struct Slots {
    locs: Vec<Location>,
    index: HashMap<Location, usize>,
}

impl Slots {
    fn slot(&mut self, loc: Location) -> usize {
        *self.index.entry(loc.clone()).or_insert_with(|| {
            self.locs.push(loc);
            self.locs.len() - 1
        })
    }
}

/// The path part of the document's server URL (`/v4` of `https://api.example.com/v4/`), where it
/// has one.
fn base_paths(url: Option<&str>) -> Vec<String> {
    let Some(url) = url else { return Vec::new() };
    let after_scheme = url.split_once("://").map_or(url, |(_, rest)| rest);
    let path = match after_scheme.find('/') {
        Some(i) if url.contains("://") => &after_scheme[i..],
        Some(_) => after_scheme,
        None => "",
    };
    let path = path.split(['?', '#']).next().unwrap_or_default().trim_end_matches('/');
    if path.is_empty() || !path.starts_with('/') {
        return Vec::new();
    }
    vec![path.to_string()]
}

impl Lowerer<'_> {
    /// A record that answers wrap (`{"ssh_key": {…}}`, the resource model's `wrapper`) is kept
    /// as the record itself: its schema is the wrapping member's.
    fn unwrap_records(
        &self,
        api: &Api,
        ops: &[fm::Operation],
        resources: &mut [fm::Resource],
        from_ir: &[usize],
        slots: &mut Slots,
    ) {
        for (res, &r) in resources.iter_mut().zip(from_ir) {
            // An answer of alternatives (the record, or what is left of it once deleted): the
            // record is the alternative with the most members.
            if let Some(record) = res.record {
                let loc = self.target(&slots.locs[record]);
                let alternatives = self.value(&loc).and_then(|v| v.get("anyOf").or_else(|| v.get("oneOf")));
                if let (Some(Value::Array(list)), None) =
                    (alternatives, self.value(&loc).and_then(|v| v.get("properties")))
                {
                    let keyword = if self.value(&loc).and_then(|v| v.get("anyOf")).is_some() {
                        "anyOf"
                    } else {
                        "oneOf"
                    };
                    let largest = (0..list.len())
                        .map(|i| Self::child(&Self::child(&loc, keyword), &i.to_string()))
                        .map(|alt| (self.members_of(&alt).len(), alt))
                        .filter(|(n, _)| *n >= 2)
                        .max_by_key(|(n, _)| *n);
                    if let Some((_, alt)) = largest {
                        res.record = Some(slots.slot(alt));
                    }
                }
            }
            let Some(wrapper) = &api.resources.list[r].wrapper else {
                continue;
            };
            let answer = api
                .resources
                .reader(r)
                .and_then(|o| success_slot(&ops[o]))
                .or(res.record)
                .map(|s| slots.locs[s].clone());
            if let Some(inner) = answer.and_then(|a| self.member(&a, wrapper, 0)) {
                res.record = Some(slots.slot(inner));
                // Kept as the record itself, so no longer as its answers wrap it: `holds` says
                // where each answer puts it.
                res.wrapper = None;
            }
        }
    }

    /// Scope parameters a record holds under a longer name (`fm::Resource::scope_members`): a
    /// parameter naming the record's parent that the record has no member of, and one member
    /// ending in `_` and its name (of several, the one whose first words are words of the
    /// parent's name: `{group_id}` of a rule below a security group → `security_group_id`, not
    /// `remote_group_id`), which a record made on that path takes from it.
    fn scope_members(&self, resources: &mut [fm::Resource], slots: &Slots) {
        let names: Vec<String> = resources.iter().map(|r| r.name.clone()).collect();
        // Each resource's kind as its collection path names it (`/v2/volumes` → `volume`).
        let kinds: Vec<Option<String>> = resources
            .iter()
            .map(|r| {
                Some(super::resources::last_literal(&r.collection))
                    .filter(|w| !w.is_empty())
                    .map(super::resources::singular_word)
            })
            .collect();
        for res in resources.iter_mut() {
            let Some(record) = res.record else { continue };
            let members: Vec<String> = self
                .members_of(&slots.locs[record])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            for p in &res.scope {
                if members.contains(p) {
                    continue;
                }
                let Some(parent) = res.relations.iter().find(|r| r.nested && r.member == *p) else {
                    continue;
                };
                if let Some(m) = longer_member(&members, p, &names[parent.to]) {
                    res.why.push(format!("the path's `{{{p}}}` is the record's `{m}`"));
                    res.scope_members.push((p.clone(), m.clone()));
                    continue;
                }
                // A reference to a record of any kind (`resource_id` beside `resource_type`):
                // the parent's id, and its kind as its collection names it (`droplet`).
                let kind = kinds[parent.to].clone();
                if let (Some(m), Some(kind)) = (polymorphic_member(&members, &names), kind) {
                    let type_member = format!("{}_type", m.trim_end_matches("_id"));
                    res.why.push(format!(
                        "the path's `{{{p}}}` is the record's `{m}`, and `{type_member}` its kind (`{kind}`)"
                    ));
                    res.scope_members.push((p.clone(), m.clone()));
                    res.fixed.push((type_member, Value::String(kind)));
                }
            }
        }
    }

    /// Members a create's answer declares beside the record's, where the answer is the record
    /// itself (`fm::Operation::answer_only`): the secret a service returns once. Each is made for
    /// the answer unless the request gives a member ending in the same word (`public_key` for
    /// `private_key`).
    fn answer_only(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let (Some(answer), Some(record)) = (success_slot(op), resources[resource].record) else {
                continue;
            };
            if answer == record || op.holds.iter().any(|h| !h.pointer.is_empty()) {
                continue;
            }
            let kept: Vec<String> = self
                .members_of(&slots.locs[record])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            let answered: Vec<String> = self
                .members_of(&slots.locs[answer])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            // The answer is the record's form with a member or two more: every member the
            // record has, and what it adds is not another form's many members.
            let extra = answered.iter().filter(|m| !kept.contains(m)).count();
            if kept.is_empty() || !kept.iter().all(|m| answered.contains(m)) || extra > 2 {
                continue;
            }
            let asked: Vec<String> = op
                .body
                .as_ref()
                .and_then(|b| b.schema)
                .map(|b| self.members_of(&slots.locs[b]).into_iter().map(|(n, _)| n).collect())
                .unwrap_or_default();
            let members = self.members_of(&slots.locs[answer]);
            let text = |m: &String| {
                members
                    .iter()
                    .find(|(n, _)| n == m)
                    .is_some_and(|(_, at)| self.is_text(at))
            };
            for m in answered
                .iter()
                .filter(|m| !kept.contains(m) && !asked.contains(m) && text(m))
            {
                let last = m.rsplit('_').next().unwrap_or(m);
                let unless = asked
                    .iter()
                    .find(|a| *a != m && a.contains('_') && a.rsplit('_').next() == Some(last))
                    .cloned();
                op.answer_only.push(fm::AnswerOnly {
                    member: m.clone(),
                    unless,
                });
            }
        }
    }

    /// Whether the schema at `at` is a text (or a text or `null`): what a secret is (a key, a
    /// token), not a figure or a structure.
    fn is_text(&self, at: &Location) -> bool {
        let at = self.target(at);
        let is_string = |v: &Value| v.get("type").and_then(Value::as_str) == Some("string");
        self.value(&at).is_some_and(|v| {
            is_string(v)
                || v.get("anyOf")
                    .or_else(|| v.get("oneOf"))
                    .and_then(Value::as_array)
                    .is_some_and(|alts| {
                        alts.iter().any(is_string)
                            && alts
                                .iter()
                                .all(|a| is_string(a) || a.get("type").and_then(Value::as_str) == Some("null"))
                    })
        })
    }

    /// A create whose body lists what to make (`fm::Operation::many`): a list member of the body
    /// that the record does not have, of scalars, named as the plural of a member the record has
    /// (`names` beside the record's `name`).
    fn creates_many(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let (Some(body), Some(record)) = (op.body.as_ref().and_then(|b| b.schema), resources[resource].record)
            else {
                continue;
            };
            let kept: Vec<String> = self
                .members_of(&slots.locs[record])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            for (list, at) in self.members_of(&slots.locs[body]) {
                if kept.contains(&list) {
                    continue;
                }
                let scalar = self
                    .items_of(&at)
                    .map(|i| self.target(&i))
                    .and_then(|i| self.value(&i)?.get("type")?.as_str().map(String::from))
                    .is_some_and(|t| t == "string" || t == "integer");
                if let Some(member) = kept.iter().find(|m| scalar && super::conventions::plural_of(&list, m)) {
                    op.many = Some(fm::Many {
                        list,
                        member: member.clone(),
                    });
                    break;
                }
            }
        }
    }

    /// A create answered `202 Accepted` that starts no tasks (`fm::Operation::accepted`): its
    /// record shows the first of its `status` values, where that one comes before every settled
    /// one and reads as none of settled, done or passing (`new` of `[new, active, off]`), until
    /// it is read again.
    fn accepted_creates(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        use super::conventions::settled_state;
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let accepted = op.responses.iter().any(|r| r.status == fm::Status::Code(202))
                && !op
                    .responses
                    .iter()
                    .any(|r| matches!(r.status, fm::Status::Code(200 | 201)));
            if !accepted || op.starts_tasks.is_some() || !op.pending.is_empty() {
                continue;
            }
            let Some(record) = resources[resource].record else {
                continue;
            };
            let Some(status) = self.member_at(&slots.locs[record], "/status") else {
                continue;
            };
            let values = self.enum_values(&status);
            let Some(first) = values.first() else { continue };
            let settled_later = values[1..].iter().any(|v| settled_state(v).is_some());
            if settled_state(first).is_none() && settled_later {
                op.pending.push(("/status".into(), Value::String(first.clone())));
                op.accepted = true;
            }
        }
    }

    /// A create whose record's `status` has a value that says what it requires, spelled as a
    /// member both the record and the create's body have (`requires_payment_method`): a record
    /// made without it starts so (`fm::Operation::requires`).
    fn required_states(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let (Some(record), Some(body)) = (resources[resource].record, op.body.as_ref().and_then(|b| b.schema))
            else {
                continue;
            };
            let Some(status) = self.member_at(&slots.locs[record], "/status") else {
                continue;
            };
            let record_members: Vec<String> = self
                .members_of(&slots.locs[record])
                .into_iter()
                .map(|(n, _)| n)
                .collect();
            let body_members: Vec<String> = self.members_of(&slots.locs[body]).into_iter().map(|(n, _)| n).collect();
            for value in self.enum_values(&status) {
                let Some(m) = value.strip_prefix("requires_") else {
                    continue;
                };
                if record_members.iter().any(|r| r == m) && body_members.iter().any(|b| b == m) {
                    op.requires.push((m.to_string(), Value::String(value.clone())));
                }
            }
        }
    }

    /// Where a request's member goes that the record keeps otherwise than as given
    /// (`fm::Resource::named_inside`, `fm::Resource::listed_by_id`), by the record's shape and
    /// the names `conventions::naming_members` and `conventions::listed_as` give.
    fn placements(&self, ops: &[fm::Operation], resources: &mut [fm::Resource], slots: &Slots) {
        use super::conventions::{listed_as, naming_members, naming_siblings, tag_list_members};
        for (r, res) in resources.iter_mut().enumerate() {
            let Some(record) = res.record else { continue };
            let members = self.members_of(&slots.locs[record]);
            let names: Vec<&String> = members.iter().map(|(n, _)| n).collect();
            for (k, at) in &members {
                let Some(items) = self.items_of(at) else { continue };
                let item: Vec<String> = self.members_of(&items).into_iter().map(|(n, _)| n).collect();
                if let Some((key, value, read_only)) = tag_list_members(&item) {
                    res.tag_lists.push(fm::TagList {
                        member: k.clone(),
                        key,
                        value,
                        read_only,
                    });
                }
            }
            for (k, at) in &members {
                let inner: Vec<String> = self.members_of(at).into_iter().map(|(n, _)| n).collect();
                if inner.is_empty() {
                    continue;
                }
                let wanted = naming_members(k);
                let found: Vec<String> = wanted.iter().filter(|w| inner.contains(w)).cloned().collect();
                if found.is_empty() {
                    continue;
                }
                // The thing's id and name are one word: its name goes with its id.
                let with_first = (found[0] == wanted[0])
                    .then(|| wanted[3].clone())
                    .filter(|n| inner.contains(n));
                res.named_inside.push(fm::NamedInside {
                    member: k.clone(),
                    names: found,
                    with_first,
                    siblings: naming_siblings(k).into_iter().filter(|s| names.contains(&s)).collect(),
                });
            }
            // `new_name` beside a record's `name`: the value it takes.
            for op in ops.iter().filter(|o| o.role.resource() == Some(r)) {
                let Some(body) = op.body.as_ref().and_then(|b| b.schema) else {
                    continue;
                };
                for (m, _) in self.members_of(&slots.locs[body]) {
                    let Some(to) = super::conventions::renamed(&m) else {
                        continue;
                    };
                    if names.contains(&&m)
                        || !names.iter().any(|n| *n == to)
                        || res.renames.iter().any(|(b, _)| *b == m)
                    {
                        continue;
                    }
                    res.why.push(format!("a request's `{m}` is the record's new `{to}`"));
                    res.renames.push((m.clone(), to.to_string()));
                }
            }
            let lists: Vec<&String> = members
                .iter()
                .filter(|(_, at)| {
                    self.items_of(at)
                        .is_some_and(|i| self.members_of(&i).iter().any(|(n, _)| n == "id"))
                })
                .map(|(n, _)| n)
                .collect();
            if lists.is_empty() {
                continue;
            }
            for op in ops.iter().filter(|o| o.role.resource() == Some(r)) {
                let Some(body) = op.body.as_ref().and_then(|b| b.schema) else {
                    continue;
                };
                for (m, _) in self.members_of(&slots.locs[body]) {
                    if names.contains(&&m) || res.listed_by_id.iter().any(|(b, _)| *b == m) {
                        continue;
                    }
                    if let Some(list) = lists.iter().find(|l| listed_as(&m, l)) {
                        res.listed_by_id.push((m, (*list).clone()));
                    }
                }
            }
        }
    }

    /// A create whose body has the member its item path names the record by (`file_id` for
    /// `/stores/{store_id}/files/{file_id}`) where the record keeps no such member, and a
    /// wider collection of the same word holds such things (`/files`): the body names one of
    /// them, added to this collection by reference, and the new record takes its id
    /// (`fm::Operation::id_by`).
    fn ids_by_reference(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        use super::resources::last_literal;
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let res = &resources[resource];
            let (Some(body), Some(record)) = (op.body.as_ref().and_then(|b| b.schema), res.record) else {
                continue;
            };
            let param = op.id_param.as_deref().unwrap_or(res.id_param.as_str());
            let given = self.members_of(&slots.locs[body]).iter().any(|(m, _)| m == param);
            let kept = self.members_of(&slots.locs[record]).iter().any(|(m, _)| m == param);
            if !given || kept || res.id_member.as_deref() == Some(param) {
                continue;
            }
            // The things themselves sit in a wider collection of the same word (`/files` for
            // `/stores/{store_id}/files`); a collection of its own (a top `/files` whose create
            // takes `file`, the contents) makes new ones.
            let word = last_literal(&res.collection);
            let params = |path: &str| path.matches('{').count();
            let names = resources.iter().enumerate().find(|(t, other)| {
                *t != resource
                    && !word.is_empty()
                    && last_literal(&other.collection) == word
                    && params(&other.collection) < params(&res.collection)
            });
            let Some((names, _)) = names else { continue };
            op.id_by = Some(fm::IdBy {
                member: param.to_string(),
                names: Some(names),
            });
        }
    }

    /// A create, update or replace that takes `multipart/form-data` (`fm::Operation::upload`):
    /// the record's members, absent from the body, that hold what the service learns of the
    /// file it is sent (`conventions::file_fact`: `filename`, `size`, `content_type`, or the
    /// file member's own `{file}_name`), the best named of each.
    fn uploads(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        use super::conventions::{FileFact, file_fact};
        for op in ops.iter_mut() {
            let (fm::Role::Create { resource } | fm::Role::Update { resource } | fm::Role::Replace { resource }) =
                op.role
            else {
                continue;
            };
            let Some(body) = &op.body else { continue };
            let multipart = body.content_types.iter().any(|t| {
                t.split(';')
                    .next()
                    .is_some_and(|m| m.trim().eq_ignore_ascii_case("multipart/form-data"))
            });
            let (true, Some(record)) = (multipart, resources[resource].record) else {
                continue;
            };
            let members = body.schema.map(|b| self.members_of(&slots.locs[b])).unwrap_or_default();
            let part = self.file_part(&members).unwrap_or_else(|| "file".into());
            let mut best: [Option<(u8, String)>; 3] = [None, None, None];
            for (name, at) in self.members_of(&slots.locs[record]) {
                if members.iter().any(|(b, _)| *b == name) {
                    continue;
                }
                let at = self.target(&at);
                let types = self.value(&at).map(schema_types).unwrap_or_default();
                let integer = types.iter().any(|t| t == "integer");
                if !integer && !types.iter().any(|t| t == "string") {
                    continue;
                }
                let Some((fact, rank)) = file_fact(&name, integer, &part) else {
                    continue;
                };
                let i = match fact {
                    FileFact::Name => 0,
                    FileFact::Size => 1,
                    FileFact::MediaType => 2,
                };
                if best[i].as_ref().is_none_or(|(r, _)| rank < *r) {
                    best[i] = Some((rank, format!("/{}", oapigen_runtime::pointer::escape(&name))));
                }
            }
            let [name, size, media_type] = best.map(|b| b.map(|(_, m)| m));
            if name.is_some() || size.is_some() || media_type.is_some() {
                op.upload = Some(fm::Upload { name, size, media_type });
            }
        }
    }

    /// The body member that carries the file: the text member the document marks as a file's
    /// bytes (`format: binary`, `contentMediaType`, `contentEncoding`), else the one text member
    /// that no `enum`, `const`, `format` or `pattern` makes something else.
    fn file_part(&self, members: &[(String, Location)]) -> Option<String> {
        let texts: Vec<(&String, &Map<String, Value>)> = members
            .iter()
            .filter_map(|(n, at)| {
                let v = self.value(&self.target(at))?;
                schema_types(v)
                    .iter()
                    .any(|t| t == "string")
                    .then_some((n, v.as_object()?))
            })
            .collect();
        let marked = texts.iter().find(|(_, m)| {
            matches!(m.get("format").and_then(Value::as_str), Some("binary" | "byte"))
                || m.contains_key("contentMediaType")
                || m.contains_key("contentEncoding")
        });
        if let Some((n, _)) = marked {
            return Some((*n).clone());
        }
        let plain: Vec<&&String> = texts
            .iter()
            .filter(|(_, m)| {
                !["enum", "format", "pattern", "const"]
                    .iter()
                    .any(|k| m.contains_key(*k))
            })
            .map(|(n, _)| n)
            .collect();
        match plain.as_slice() {
            [one] => Some((**one).clone()),
            _ => None,
        }
    }
}

/// The member of `members` that holds scope parameter `p` under a longer name (ending in `_`
/// and `p`): the one, or of several the one whose first words are words of the parent's name
/// (`security_group_id`, not `remote_group_id`, for `{group_id}` below `security_groups`).
fn longer_member<'m>(members: &'m [String], p: &str, parent: &str) -> Option<&'m String> {
    let parent_words: Vec<&str> = parent.split(['_', '.']).collect();
    let suffix = format!("_{p}");
    let mut longer: Vec<&String> = members.iter().filter(|m| m.ends_with(&suffix)).collect();
    if longer.len() > 1 {
        longer.retain(|m| {
            m.strip_suffix(&suffix).is_some_and(|head| {
                head.split('_').all(|w| {
                    parent_words
                        .iter()
                        .any(|pw| pw.trim_end_matches('s') == w.trim_end_matches('s'))
                })
            })
        });
    }
    match longer.as_slice() {
        [m] => Some(m),
        _ => None,
    }
}

/// The one member of `members` that references a record of any kind: `{head}_id` beside
/// `{head}_type`, where no resource of `names` is a `{head}`.
fn polymorphic_member<'m>(members: &'m [String], names: &[String]) -> Option<&'m String> {
    let polymorphic: Vec<&String> = members
        .iter()
        .filter(|m| {
            m.strip_suffix("_id").is_some_and(|head| {
                members.contains(&format!("{head}_type"))
                    && !names.iter().any(|n| super::resources::singular_word(n) == head)
            })
        })
        .collect();
    match polymorphic.as_slice() {
        [m] => Some(m),
        _ => None,
    }
}

/// The types a schema's `type` names (one, or a list).
fn schema_types(schema: &Value) -> Vec<String> {
    match schema.get("type") {
        Some(Value::String(t)) => vec![t.clone()],
        Some(Value::Array(list)) => list.iter().filter_map(Value::as_str).map(String::from).collect(),
        _ => Vec::new(),
    }
}

/// An operation whose query takes `expand` (or OData's `$expand`), on a resource whose records
/// name others by reference (`product` of a price): its values name the references its answer
/// inlines (`fm::Operation::expand`).
fn expansions(ops: &mut [fm::Operation], resources: &[fm::Resource]) {
    for op in ops.iter_mut() {
        let Some(r) = op.role.resource() else { continue };
        if !resources[r].relations.iter().any(|rel| !rel.nested && !rel.many) {
            continue;
        }
        op.expand = op
            .params
            .iter()
            .find(|p| p.location == fm::ParamLocation::Query && matches!(p.name.as_str(), "expand" | "$expand"))
            .map(|p| p.name.clone());
    }
}

/// A create whose body lists children of a resource below it (a cluster's `pools`, each item
/// the members of a pool's own create): the member spelled as the child's last name, a list of
/// objects at least half of whose members the child's create takes, among them the child's
/// identity. Each item is made a record of the child with the new record
/// (`fm::Operation::nests`).
fn nested_creates(api: &Api, ops: &mut [fm::Operation], from_ir: &[usize]) {
    use super::resources::{array_items, field_shape, fields};
    let model = &api.resources;
    let body_fields = |o: usize| {
        api.operations[o]
            .body
            .as_ref()
            .and_then(|b| fields(api, &b.shape))
            .unwrap_or_default()
    };
    let fm_of = |r: usize| from_ir.iter().position(|&x| x == r);
    for (o, place) in model.places.iter().enumerate() {
        let (Some(p), Role::Create) = (place.resource, place.role) else {
            continue;
        };
        let Some(body) = api.operations[o].body.as_ref() else {
            continue;
        };
        let mut nests = Vec::new();
        for m in fields(api, &body.shape).unwrap_or_default() {
            let Some(items) = field_shape(api, &body.shape, &m).and_then(|s| array_items(api, &s)) else {
                continue;
            };
            let item_fields = fields(api, &items).unwrap_or_default();
            if item_fields.is_empty() {
                continue;
            }
            let child = model.list.iter().enumerate().find(|(c, res)| {
                res.parent == Some(p)
                    && res.name.last().is_some_and(|l| l == &m)
                    && res.id_member.as_ref().is_some_and(|id| item_fields.contains(id))
                    && model.with_role(*c, Role::Create).any(|co| {
                        let taken = body_fields(co);
                        item_fields.iter().filter(|f| taken.contains(f)).count() * 2 >= item_fields.len()
                    })
            });
            if let Some((c, _)) = child
                && let Some(resource) = fm_of(c)
            {
                nests.push(fm::Nest {
                    member: m.clone(),
                    resource,
                });
            }
        }
        if let Some(op) = ops.get_mut(o) {
            op.nests = nests;
        }
    }
}
