//! What each role does to the store and answers: create, read, update, replace, delete,
//! actions on an item, and answers made from the schema alone.

use serde_json::{Map, Value};

use crate::answer::{Answer, error_body, member, set_at, set_checked, success};
use crate::error::{Error, Violation};
use crate::fake::{Inner, Options, State};
use crate::judge::{Input, scalar};
use crate::model::{Model, Role};
use crate::schema::{Loc, Schemas};
use crate::store::Entry;
use crate::synth::{Synth, uuid4};
use crate::tasks::Effect;

/// The engine at work on one request, with the state locked.
pub(crate) struct Ctx<'a> {
    pub model: &'a Model,
    pub schemas: &'a Schemas,
    pub options: &'a Options,
    pub st: &'a mut State,
}

/// Stable across runs and platforms (unlike `DefaultHasher`): FNV-1a.
pub(crate) fn stable_hash(parts: &[&str]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for part in parts {
        for b in part.bytes().chain([0xff]) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    h
}

impl<'a> Ctx<'a> {
    pub fn new(inner: &'a Inner, st: &'a mut State) -> Self {
        Ctx {
            model: &inner.model,
            schemas: &inner.schemas,
            options: &inner.options,
            st,
        }
    }

    pub fn synth(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        let now = self.st.clock.now();
        Synth::new(self.schemas, &mut self.st.rng, now).value(loc)
    }

    /// A new record's value before a request's members are set on it (see `Synth::record`).
    pub fn synth_record(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        let now = self.st.clock.now();
        Synth::new(self.schemas, &mut self.st.rng, now).record(loc)
    }

    pub fn slot(&self, slot: Option<usize>) -> Option<Loc> {
        slot.and_then(|s| self.schemas.slot(s)).cloned()
    }

    /// An error answer in the shape the operation documents for `status`.
    pub fn error(&mut self, op: usize, status: u16, message: &str, violations: &[Violation]) -> Answer {
        let now = self.st.clock.now();
        let mut synth = Synth::new(self.schemas, &mut self.st.rng, now);
        let body = error_body(
            self.schemas,
            &mut synth,
            Some(&self.model.operations[op]),
            status,
            message,
            violations,
        );
        Answer::json(status, body)
    }

    pub fn handle(&mut self, op: usize, input: Input) -> Answer {
        self.settle();
        match self.model.operations[op].role {
            Role::Stateless => self.stateless(op),
            Role::Create { resource } => self.create(op, resource, &input),
            Role::List { resource } => self.list(op, resource, &input),
            Role::Read { resource } => match self.lookup(op, resource, &input) {
                Ok(e) => self.record_answer(op, &e.record),
                Err(a) => a,
            },
            Role::Update { resource } => self.update(op, resource, &input),
            Role::Replace { resource } => self.replace(op, resource, &input),
            Role::Delete { resource } => self.delete(op, resource, &input),
            Role::Action { resource } => self.action(op, resource, &input),
            Role::TaskRead => self.task_read(op, &input),
            Role::TaskList => self.task_list(op, &input),
        }
    }

    fn stateless(&mut self, op: usize) -> Answer {
        let (status, response) = success(&self.model.operations[op]);
        match self.slot(response.and_then(|r| r.schema)) {
            Some(loc) => match self.synth(&loc) {
                Ok(v) => Answer::json(status, v),
                Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
            },
            None => Answer::empty(status),
        }
    }

    /// The scope a request names: the value of each scope parameter its path carries.
    fn scope_of(&self, op: usize, resource: usize, input: &Input) -> Vec<Option<String>> {
        self.model.operations[op]
            .scope_params(&self.model.resources[resource])
            .iter()
            .map(|n| input.path_param(n).map(String::from))
            .collect()
    }

    fn record_loc(&self, resource: usize) -> Option<Loc> {
        self.slot(self.model.resources[resource].record)
    }

    fn new_id(&mut self, resource: usize) -> String {
        let id_schema = self.record_loc(resource).and_then(|l| {
            let name = self.model.resources[resource].id_member.as_deref().unwrap_or("id");
            self.schemas.property(&l, name)
        });
        let integer = id_schema.as_ref().is_some_and(|p| {
            self.schemas.types(p).iter().any(|t| t == "integer") && self.schemas.format(p).as_deref() != Some("uuid")
        });
        loop {
            let id = if integer {
                self.st.store.next_number(resource).to_string()
            } else {
                uuid4(&mut self.st.rng)
            };
            if !self.st.store.is_taken(resource, &id) {
                return id;
            }
        }
    }

    /// The id a create's body gives its record: the id member (`name` for a resource whose
    /// item path ends in `{…_name}`), when the record's schema takes it there.
    fn id_in_body(&self, resource: usize, body: Option<&Value>) -> Option<String> {
        let name = self.model.resources[resource].id_member.as_deref()?;
        let given = body?.get(name)?;
        let text = match given {
            Value::String(s) if !s.is_empty() => s.clone(),
            Value::Number(n) => n.to_string(),
            _ => return None,
        };
        match self.record_loc(resource).and_then(|l| self.schemas.property(&l, name)) {
            Some(prop) if !self.schemas.is_valid(&prop, &scalar(self.schemas, &prop, &text)) => None,
            _ => Some(text),
        }
    }

    /// A record: `base` (or one made from the record schema) with the body's members, the scope,
    /// the id (unless empty) and the timestamps set on it; the record schema's violations if
    /// it breaks it.
    fn build(
        &mut self,
        resource: usize,
        scope: &[(String, String)],
        id: &str,
        body: Option<&Value>,
        base: Option<Value>,
    ) -> Result<Value, Vec<Violation>> {
        let loc = self.record_loc(resource);
        let creating = base.is_none();
        let mut record = match (base, &loc) {
            (Some(b), _) => b,
            (None, Some(l)) => self.synth_record(l)?,
            (None, None) => Value::Object(Map::new()),
        };
        if let Some(Value::Object(members)) = body {
            for (k, v) in members {
                let Some(loc) = &loc else {
                    set_at(&mut record, &member(k), v.clone());
                    continue;
                };
                let Some(prop) = self.schemas.property(loc, k) else {
                    self.place_elsewhere(loc, &mut record, members, k, v);
                    continue;
                };
                if self.schemas.is_valid(&prop, v) {
                    set_at(&mut record, &member(k), v.clone());
                } else if let (Value::Object(tags), Some(item)) = (v, self.tag_items(&prop)) {
                    let list = self.merge_tags(&item, None, tags);
                    set_at(&mut record, &member(k), list);
                } else {
                    self.place_inside(loc, &prop, &mut record, k, v);
                }
            }
        }
        let id_member = self.model.resources[resource].id_member.clone();
        // A scope value no path gave (empty) says nothing about the record.
        let fixed = scope
            .iter()
            .filter(|(_, v)| !v.is_empty())
            .map(|(k, v)| (k.as_str(), v.as_str()))
            .chain(id_member.as_deref().filter(|_| !id.is_empty()).map(|m| (m, id)));
        for (name, text) in fixed {
            match loc.as_ref().and_then(|l| self.schemas.property(l, name)) {
                Some(prop) => {
                    let v = scalar(self.schemas, &prop, text);
                    set_at(&mut record, &member(name), v);
                }
                None if loc.is_none() => {
                    set_at(&mut record, &member(name), Value::from(text));
                }
                None => {}
            }
        }
        let now = Value::from(crate::clock::rfc3339(self.st.clock.now()));
        for name in ["created_at", "updated_at"] {
            if name == "created_at" && !creating {
                continue;
            }
            let dated = loc
                .as_ref()
                .and_then(|l| self.schemas.property(l, name))
                .is_some_and(|p| self.schemas.format(&p).as_deref() == Some("date-time"));
            if dated {
                set_at(&mut record, &member(name), now.clone());
            }
        }
        match &loc {
            Some(l) => {
                let violations = self.schemas.violations(l, &record, "");
                if violations.is_empty() {
                    Ok(record)
                } else {
                    Err(violations)
                }
            }
            None => Ok(record),
        }
    }

    /// A request's scalar member whose record member of the same name is an object
    /// (`flavor: "g1-standard-1-2"` beside a record's `flavor: {flavor_id, …}`): the value goes
    /// to the member of that object that names it (`flavor_id`, `id`, `flavor_name`, `name`,
    /// the first that takes it; `flavor_name` too when it went to `flavor_id`), in an object
    /// made for it where the record has none.
    fn place_inside(&mut self, loc: &Loc, prop: &Loc, record: &mut Value, k: &str, v: &Value) {
        if v.is_object() || v.is_array() || v.is_null() {
            return;
        }
        let wanted = [
            format!("{k}_id"),
            "id".to_string(),
            format!("{k}_name"),
            "name".to_string(),
        ];
        let Some(inner) = wanted.iter().find(|w| {
            self.schemas.declares(prop, w)
                && self
                    .schemas
                    .property(prop, w)
                    .is_some_and(|p| self.schemas.is_valid(&p, v))
        }) else {
            return;
        };
        let mut object = match record.get(k) {
            Some(o @ Value::Object(_)) => o.clone(),
            _ => match self.synth_record(prop) {
                Ok(o @ Value::Object(_)) => o,
                _ => return,
            },
        };
        set_at(&mut object, &member(inner), v.clone());
        // One word for the thing (`flavor`) is its id and its name: a `flavor_name` beside the
        // `flavor_id` it went to is not left naming another.
        let name = format!("{k}_name");
        if *inner == format!("{k}_id") && self.schemas.declares(prop, &name) {
            let mut both = object.clone();
            set_at(&mut both, &member(&name), v.clone());
            if let Some(p) = self.schemas.property(prop, &name)
                && self.schemas.is_valid(&p, v)
            {
                object = both;
            }
        }
        set_checked(self.schemas, loc, record, &member(k), object);
    }

    /// A request's member the record does not declare, placed where the record keeps it:
    /// - an object's members the record declares (`network: {network_id}` → `network_id`),
    ///   where the request did not give them itself;
    /// - `{x}_id` as the one entry of the record's list `{x}s` of objects with an `id`
    ///   (`listener_id` → `listeners: [{id}]`, `load_balancer_id` → `loadbalancers: [{id}]`);
    /// - a member of the one object member of the record that declares it (`flavor_id` →
    ///   `flavor.flavor_id`).
    ///
    /// Each only where the record stays valid.
    fn place_elsewhere(&mut self, loc: &Loc, record: &mut Value, body: &Map<String, Value>, k: &str, v: &Value) {
        if let Value::Object(inner) = v {
            for (k2, v2) in inner {
                if !body.contains_key(k2) && self.schemas.declares(loc, k2) {
                    set_checked(self.schemas, loc, record, &member(k2), v2.clone());
                }
            }
            return;
        }
        if let Some(stem) = k.strip_suffix("_id") {
            // `load_balancer_id` beside a record's `loadbalancers`: spelled alike, underscores aside.
            let squash = |w: &str| {
                w.chars()
                    .filter(char::is_ascii_alphanumeric)
                    .collect::<String>()
                    .to_ascii_lowercase()
            };
            let wanted = format!("{}s", squash(stem));
            let list = self
                .schemas
                .property_names(loc)
                .into_iter()
                .find(|m| squash(m) == wanted)
                .unwrap_or_else(|| format!("{stem}s"));
            if let Some(items) = self.schemas.property(loc, &list).and_then(|p| self.schemas.items(&p))
                && self.schemas.declares(&items, "id")
            {
                let mut entry = self.synth_record(&items).unwrap_or_else(|_| Value::Object(Map::new()));
                set_at(&mut entry, "/id", v.clone());
                if set_checked(self.schemas, loc, record, &member(&list), Value::Array(vec![entry])) {
                    return;
                }
            }
        }
        let holders: Vec<String> = self
            .schemas
            .property_names(loc)
            .into_iter()
            .filter(|o| {
                self.schemas
                    .property(loc, o)
                    .is_some_and(|p| self.schemas.declares(&p, k))
            })
            .collect();
        if let [o] = holders.as_slice()
            && let Some(Value::Object(_)) = record.get(o)
        {
            set_checked(
                self.schemas,
                loc,
                record,
                &format!("{}{}", member(o), member(k)),
                v.clone(),
            );
        }
    }

    /// The item schema of a tag list (an array of objects with `key` and `value`).
    fn tag_items(&self, prop: &Loc) -> Option<Loc> {
        let items = self.schemas.items(prop)?;
        let names = self.schemas.property_names(&items);
        (names.iter().any(|n| n == "key") && names.iter().any(|n| n == "value")).then_some(items)
    }

    /// A tag list with a tag map merged in: a key set to null is removed, read-only tags stay.
    fn merge_tags(&mut self, item: &Loc, existing: Option<&Value>, map: &Map<String, Value>) -> Value {
        let mut list: Vec<Value> = existing.and_then(Value::as_array).cloned().unwrap_or_default();
        let read_only_field = self.schemas.property_names(item).iter().any(|n| n == "read_only");
        for (key, value) in map {
            let found = list
                .iter()
                .position(|t| t.get("key").and_then(Value::as_str) == Some(key));
            if found.is_some_and(|i| list[i].get("read_only") == Some(&Value::Bool(true))) {
                continue;
            }
            match (found, value) {
                (Some(i), Value::Null) => {
                    list.remove(i);
                }
                (None, Value::Null) => {}
                (Some(i), v) => {
                    set_at(&mut list[i], "/value", v.clone());
                }
                (None, v) => {
                    let mut tag = self.synth(item).unwrap_or_else(|_| Value::Object(Map::new()));
                    set_at(&mut tag, "/key", Value::from(key.as_str()));
                    set_at(&mut tag, "/value", v.clone());
                    if read_only_field {
                        set_at(&mut tag, "/read_only", Value::Bool(false));
                    }
                    list.push(tag);
                }
            }
        }
        Value::Array(list)
    }

    fn create(&mut self, op: usize, resource: usize, input: &Input) -> Answer {
        let res = &self.model.resources[resource];
        // A scope parameter another version's path carries and this one's does not (`/v2/keypairs`
        // beside `/v1/keypairs/{project_id}/{region_id}`) is taken from the body's member of that
        // name, where it has one.
        let scope: Vec<(String, String)> = res
            .scope
            .iter()
            .zip(self.model.operations[op].scope_params(res))
            .map(|(n, given)| {
                let value = input.path_param(given).map(str::to_string).or_else(|| {
                    match input.body.as_ref().and_then(|b| b.get(n.as_str())) {
                        Some(Value::String(s)) => Some(s.clone()),
                        Some(Value::Number(x)) => Some(x.to_string()),
                        _ => None,
                    }
                });
                (n.clone(), value.unwrap_or_default())
            })
            .collect();
        let id = match self.id_in_body(resource, input.body.as_ref()) {
            Some(id) if self.st.store.is_taken(resource, &id) && !self.options.auto_create => {
                let message = format!("a {} with the id {id} exists", self.model.resources[resource].name);
                return self.error(op, 409, &message, &[]);
            }
            Some(id) => {
                // Contract mode: a suite written for stateless mocks repeats names; the new
                // record takes the name from the one that had it.
                self.st.store.remove(resource, &id);
                id
            }
            None => self.new_id(resource),
        };
        if let Some((status, message, violations)) = self.dangling(resource, &scope, input.body.as_ref()) {
            let operation = &self.model.operations[op];
            let status = match status {
                0 if documents(operation, 404) => 404,
                0 => operation.invalid_status,
                s => s,
            };
            return self.error(op, status, &message, &violations);
        }
        let mut record = match self.build(resource, &scope, &id, input.body.as_ref(), None) {
            Ok(r) => r,
            Err(v) => return Answer::bug("the fake cannot make a valid record", &v),
        };
        // What the overlay maps from elsewhere in the request (`access_to` from `/ip_address`).
        if let (Some(loc), Some(body)) = (self.record_loc(resource), &input.body) {
            for (to, from) in &self.model.operations[op].from {
                if let Some(v) = body.pointer(from) {
                    set_checked(self.schemas, &loc, &mut record, to, v.clone());
                }
            }
        }
        self.copy_from_named(resource, &mut record, input.body.as_ref());
        let tasks = self.model.operations[op].starts_tasks.is_some();
        self.st.store.insert(
            resource,
            Entry {
                id: id.clone(),
                scope: scope.into_iter().map(|(_, v)| v).collect(),
                record: record.clone(),
                visible: !tasks,
            },
        );
        if tasks {
            let task = self.start_task(op, Some(resource), Some(id), Effect::Create);
            return self.tasks_answer(op, vec![task]);
        }
        self.stored(resource, &id);
        let (status, _) = success(&self.model.operations[op]);
        let mut answer = self.record_answer(op, &record);
        if answer.status == 200 {
            answer.status = status;
        }
        answer
    }

    /// The visible record a request names (made for it under `auto_create`), or the 404.
    pub fn lookup(&mut self, op: usize, resource: usize, input: &Input) -> Result<Entry, Answer> {
        let model = self.model;
        let res = &model.resources[resource];
        let scope = self.scope_of(op, resource, input);
        let id = input
            .path_param(model.operations[op].id_param(res))
            .unwrap_or_default()
            .to_string();
        if let Some(e) = self.st.store.find(resource, &scope, &id).filter(|e| e.visible) {
            return Ok(e.clone());
        }
        let missing = format!("no {} has the id {id}", res.name);
        if !self.options.auto_create || self.st.store.find(resource, &scope, &id).is_some() {
            return Err(self.error(op, 404, &missing, &[]));
        }
        // The same id gets the same record whatever happened before: its own generator.
        let seeded = fastrand::Rng::with_seed(stable_hash(&[&self.options.seed.to_string(), &res.name, &id]));
        let saved = std::mem::replace(&mut self.st.rng, seeded);
        let scope_pairs: Vec<(String, String)> = res
            .scope
            .iter()
            .zip(&scope)
            .map(|(k, v)| (k.clone(), v.clone().unwrap_or_default()))
            .collect();
        // A path's text the record's identity member cannot hold (`cluster_name` where names
        // match `^[a-z0-9-]+$`) still names a record: one whose member holds a value its
        // schema allows, found under the path's text.
        let built = self
            .build(resource, &scope_pairs, &id, None, None)
            .or_else(|_| self.build(resource, &scope_pairs, "", None, None));
        self.st.rng = saved;
        let Ok(record) = built else {
            return Err(self.error(op, 404, &missing, &[]));
        };
        let entry = Entry {
            id,
            scope: scope_pairs.into_iter().map(|(_, v)| v).collect(),
            record,
            visible: true,
        };
        self.st.store.insert(resource, entry.clone());
        self.stored(resource, &entry.id);
        Ok(entry)
    }

    /// The record as the operation's success answer: itself when the schema takes it, else
    /// a value made from the schema with the record's members that fit.
    pub fn record_answer(&mut self, op: usize, record: &Value) -> Answer {
        let (status, response) = success(&self.model.operations[op]);
        let Some(response) = response else {
            return Answer::empty(status);
        };
        match self.slot(response.schema) {
            Some(loc) => match self.fit(&loc, record) {
                Ok(v) => Answer::json(status, v),
                Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
            },
            None if response.content_type.is_some() => Answer::json(status, record.clone()),
            None => Answer::empty(status),
        }
    }

    /// `value` itself if valid at `loc`, else a value made there with the members of `value`
    /// that are valid members of it.
    pub fn fit(&mut self, loc: &Loc, value: &Value) -> Result<Value, Vec<Violation>> {
        if self.schemas.is_valid(loc, value) {
            return Ok(value.clone());
        }
        // What the record does not hold, an answer about it does not invent either.
        let mut made = self.synth_record(loc)?;
        if let Value::Object(members) = value {
            for (k, v) in members {
                if let Some(prop) = self.schemas.property(loc, k) {
                    if self.schemas.is_valid(&prop, v) {
                        set_checked(self.schemas, loc, &mut made, &member(k), v.clone());
                    }
                }
            }
        }
        Ok(made)
    }

    fn update(&mut self, op: usize, resource: usize, input: &Input) -> Answer {
        let entry = match self.lookup(op, resource, input) {
            Ok(e) => e,
            Err(a) => return a,
        };
        let invalid = self.model.operations[op].invalid_status;
        let Some(Value::Object(patch)) = &input.body else {
            let v = [Violation::new("/body", "must be a JSON object (a merge patch)")];
            return self.error(op, invalid, "the request breaks the document", &v);
        };
        let loc = self.record_loc(resource);
        let mut record = entry.record.clone();
        for (k, v) in patch {
            let tag_item = loc
                .as_ref()
                .and_then(|l| self.schemas.property(l, k))
                .and_then(|p| self.tag_items(&p));
            match (v, tag_item) {
                (Value::Object(map), Some(item)) => {
                    let list = self.merge_tags(&item, record.get(k), map);
                    set_at(&mut record, &member(k), list);
                }
                (Value::Null, _) => {
                    // `null` removes the member (RFC 7386), but one the record must have and
                    // that may be null (`"exp_date": null`: it never expires) is set to null.
                    let keeps_null = loc.as_ref().is_some_and(|l| {
                        let required = self.schemas.parts(l).iter().any(|p| {
                            let list = self.schemas.node(p).and_then(|n| n.get("required"));
                            list.and_then(Value::as_array).is_some_and(|r| r.iter().any(|n| n == k))
                        });
                        required
                            && self
                                .schemas
                                .property(l, k)
                                .is_some_and(|p| self.schemas.is_valid(&p, v))
                    });
                    if keeps_null {
                        set_at(&mut record, &member(k), Value::Null);
                    } else if let Value::Object(m) = &mut record {
                        m.remove(k);
                    }
                }
                (v, _) => {
                    let mut current = record.get(k).cloned().unwrap_or(Value::Null);
                    merge_patch(&mut current, v);
                    set_at(&mut record, &member(k), current);
                }
            }
        }
        let dated = loc
            .as_ref()
            .and_then(|l| self.schemas.property(l, "updated_at"))
            .is_some_and(|p| self.schemas.format(&p).as_deref() == Some("date-time"));
        if dated {
            set_at(
                &mut record,
                "/updated_at",
                Value::from(crate::clock::rfc3339(self.st.clock.now())),
            );
        }
        if let Some(l) = &loc {
            let violations = self.schemas.violations(l, &record, "");
            if !violations.is_empty() {
                // Rules broken where the patch wrote are the request's fault; others the fake's.
                let theirs = violations.iter().all(|v| {
                    let first = v.pointer.split('/').nth(1).map(crate::schema::unescape);
                    first.is_some_and(|f| patch.contains_key(&f)) || v.message.contains("required")
                });
                if theirs {
                    let v: Vec<Violation> = violations
                        .into_iter()
                        .map(|v| Violation::new(format!("/body{}", v.pointer), v.message))
                        .collect();
                    return self.error(op, invalid, "the patched record breaks the document", &v);
                }
                return Answer::bug("the fake cannot keep a valid record", &violations);
            }
        }
        self.keep(op, resource, entry.id, record)
    }

    /// An action (`…/extend`, `…/retype`): the members of its body that the record declares
    /// are set on it (`size`, `volume_type`), each where the record stays valid; `…/attach` and
    /// `…/detach` change its attachments (`attach.rs`); at once, or when the task it starts
    /// finishes. What else an action does is not modelled.
    fn action(&mut self, op: usize, resource: usize, input: &Input) -> Answer {
        let entry = match self.lookup(op, resource, input) {
            Ok(e) => e,
            Err(a) => return a,
        };
        let attached = match self.record_loc(resource) {
            Some(loc) => self.attached(op, &entry.record, &loc, input),
            None => entry.record.clone(),
        };
        let mut changed = self.acted(resource, &attached, input.body.as_ref());
        // What the action leaves the record in (`SHUTOFF` after `stop`), where it stays valid.
        if let Some(loc) = self.record_loc(resource) {
            let operation = &self.model.operations[op];
            let said = |when: &String, is: &Value| input.body.as_ref().and_then(|b| b.pointer(when)) == Some(is);
            let by_body = operation
                .effect_by
                .iter()
                .filter(|e| said(&e.when, &e.is))
                .flat_map(|e| &e.sets);
            for (pointer, value) in operation.effect.iter().chain(by_body) {
                set_checked(self.schemas, &loc, &mut changed, pointer, value.clone());
            }
        }
        if self.model.operations[op].starts_tasks.is_some() {
            let effect = if changed == entry.record {
                Effect::Nothing
            } else {
                Effect::Change(Box::new(changed))
            };
            let task = self.start_task(op, Some(resource), Some(entry.id), effect);
            return self.tasks_answer(op, vec![task]);
        }
        if changed != entry.record
            && let Some(e) = self.st.store.find_mut(resource, &[], &entry.id)
        {
            e.record = changed.clone();
            self.changed(resource, &entry);
        }
        self.record_answer(op, &changed)
    }

    /// `record` with the members of an action's `body` it declares, each kept where the record
    /// stays valid (a request's `flavor` name is not a record's `flavor` object); never its id.
    fn acted(&mut self, resource: usize, record: &Value, body: Option<&Value>) -> Value {
        let mut out = record.clone();
        let (Some(Value::Object(body)), Some(loc)) = (body, self.record_loc(resource)) else {
            return out;
        };
        let id = self.model.resources[resource].id_member.as_deref().unwrap_or("id");
        for (k, v) in body {
            if k == id {
                continue;
            }
            let Some(prop) = self
                .schemas
                .property(&loc, k)
                .filter(|_| self.schemas.declares(&loc, k))
            else {
                // `changeflavor` with `flavor_id`: the record's `flavor.flavor_id`.
                self.place_elsewhere(&loc, &mut out, body, k, v);
                continue;
            };
            if !set_checked(self.schemas, &loc, &mut out, &member(k), v.clone()) {
                self.place_inside(&loc, &prop, &mut out, k, v);
            }
        }
        out
    }

    fn replace(&mut self, op: usize, resource: usize, input: &Input) -> Answer {
        let entry = match self.lookup(op, resource, input) {
            Ok(e) => e,
            Err(a) => return a,
        };
        let model = self.model;
        let res = &model.resources[resource];
        let scope: Vec<(String, String)> = res.scope.iter().cloned().zip(entry.scope.iter().cloned()).collect();
        let mut record = match self.build(resource, &scope, &entry.id, input.body.as_ref(), None) {
            Ok(r) => r,
            Err(v) => return Answer::bug("the fake cannot make a valid record", &v),
        };
        if let Some(created) = entry.record.get("created_at") {
            if let Some(l) = self.record_loc(resource) {
                set_checked(self.schemas, &l, &mut record, "/created_at", created.clone());
            }
        }
        self.keep(op, resource, entry.id, record)
    }

    /// Stores the changed record of an update or replacement and answers with it; or, where the
    /// operation starts tasks, answers with its task, which stores the change when it finishes.
    fn keep(&mut self, op: usize, resource: usize, id: String, record: Value) -> Answer {
        if self.model.operations[op].starts_tasks.is_some() {
            let task = self.start_task(op, Some(resource), Some(id), Effect::Change(Box::new(record)));
            return self.tasks_answer(op, vec![task]);
        }
        if let Some(e) = self.st.store.find_mut(resource, &[], &id) {
            let before = e.clone();
            e.record = record.clone();
            self.changed(resource, &before);
        }
        self.record_answer(op, &record)
    }

    fn delete(&mut self, op: usize, resource: usize, input: &Input) -> Answer {
        let entry = match self.lookup(op, resource, input) {
            Ok(e) => e,
            Err(a) => return a,
        };
        if let Some(why) = self.delete_refused(resource, &entry.id) {
            return self.error(op, 409, &why, &[]);
        }
        if self.model.operations[op].starts_tasks.is_some() {
            let task = self.start_task(op, Some(resource), Some(entry.id), Effect::Delete);
            return self.tasks_answer(op, vec![task]);
        }
        self.remove_record(resource, &entry.id);
        let (status, response) = success(&self.model.operations[op]);
        match self.slot(response.and_then(|r| r.schema)) {
            Some(loc) => match self.synth(&loc) {
                Ok(v) => Answer::json(status, v),
                Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
            },
            None => Answer::empty(status),
        }
    }

    /// A record stored by hand ([`crate::Fake::insert`]).
    pub fn insert(&mut self, resource: usize, scope: Vec<String>, mut record: Value) -> Result<String, Error> {
        let id_member = self.model.resources[resource].id_member.clone();
        let given = id_member.as_deref().and_then(|m| record.get(m)).and_then(|v| match v {
            Value::String(s) => Some(s.clone()),
            Value::Number(n) => Some(n.to_string()),
            _ => None,
        });
        let id = match given {
            Some(id) => id,
            None => {
                let id = self.new_id(resource);
                if let Some(m) = &id_member {
                    let v = match self.record_loc(resource).and_then(|l| self.schemas.property(&l, m)) {
                        Some(p) => scalar(self.schemas, &p, &id),
                        None => Value::from(id.as_str()),
                    };
                    set_at(&mut record, &member(m), v);
                }
                id
            }
        };
        if let Some(loc) = self.record_loc(resource) {
            let violations = self.schemas.violations(&loc, &record, "");
            if !violations.is_empty() {
                return Err(Error::Invalid {
                    message: format!(
                        "the record breaks the schema of {}",
                        self.model.resources[resource].name
                    ),
                    violations,
                });
            }
        }
        if self.st.store.is_taken(resource, &id) {
            return Err(Error::Invalid {
                message: format!("a {} with the id {id} exists", self.model.resources[resource].name),
                violations: Vec::new(),
            });
        }
        self.st.store.insert(
            resource,
            Entry {
                id: id.clone(),
                scope,
                record,
                visible: true,
            },
        );
        self.stored(resource, &id);
        Ok(id)
    }
}

/// RFC 7386: `patch` merged into `target`.
fn merge_patch(target: &mut Value, patch: &Value) {
    let Value::Object(p) = patch else {
        *target = patch.clone();
        return;
    };
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    if let Value::Object(t) = target {
        for (k, v) in p {
            if v.is_null() {
                t.remove(k);
            } else {
                merge_patch(t.entry(k.clone()).or_insert(Value::Null), v);
            }
        }
    }
}

/// Whether the operation documents an answer of `status`.
fn documents(op: &crate::model::Operation, status: u16) -> bool {
    op.responses
        .iter()
        .any(|r| r.status == crate::model::Status::Code(status))
}
