//! The engine: the state a fake keeps ([`State`]) and the context one request is served in
//! ([`Ctx`]: the prepared model, the options and the locked state). The public face
//! ([`crate::Fake`]), the server and the control API call into it; each role's handler is a plain
//! function of a `Ctx` in the module named for what it does: `roles` (create, read, update,
//! replace, delete, actions), `records` (a record made from a request), `answers` (answers that
//! hold records where the model says, and the records made beside them), `listing` (lists and
//! pages), `tasks` (tasks started, read and settled), `relations` (ids that name records, lists
//! kept in step, deletes that cascade or are refused), `attach` (attach and detach actions),
//! `belongs` (records below another's record, links by reference, records answers make).

mod answers;
mod attach;
mod belongs;
mod labels;
mod links;
mod listing;
mod reads;
mod records;
mod relations;
mod roles;
mod tasks;

use std::collections::HashMap;

use serde_json::Value;

use crate::answer::{Answer, error_body};
use crate::clock::Clock;
use crate::error::{Error, Violation};
use crate::faults::Fault;
use crate::journal::JournalEntry;
use crate::judge::{self, Input, Refusal, Request};
use crate::model::{Model, Role};
use crate::prepared::Prepared;
use crate::schema::{Loc, Schemas};
use crate::store::Store;
use crate::synth::Synth;
use crate::tasks::{Task, TaskPlan};

/// How a fake behaves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Options {
    /// Contract mode, for testing an SDK's calls: reading or acting on an unknown id makes a
    /// record for it (the same record for the same id and seed) instead of answering 404, and a
    /// body's member sent as `null` where the request may leave it out reads as left out (SDKs
    /// send their unset members so), where otherwise the document refuses it.
    pub auto_create: bool,
    /// Seeds every random choice (ids, generated values).
    pub seed: u64,
    /// Judge every answer against the document before sending it (a 500 when it breaks it).
    pub validate_answers: bool,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            auto_create: false,
            seed: 0,
            validate_answers: true,
        }
    }
}

/// Everything `reset` puts back.
pub(crate) struct State {
    pub store: Store,
    pub tasks: Vec<Task>,
    /// Every task before this one has ended: settling starts here, so that it costs the tasks
    /// still running, not every task ever started.
    pub first_running: usize,
    pub journal: Vec<JournalEntry>,
    pub plans: HashMap<usize, TaskPlan>,
    pub faults: HashMap<usize, Fault>,
    pub clock: Clock,
    pub rng: fastrand::Rng,
    /// `http://host:port` as the last request named the fake (its `Host`), else as it listens:
    /// where the addresses a record holds point (`Resource::links`).
    pub origin: Option<String>,
}

impl State {
    pub fn new(model: &Model, seed: u64, clock: Clock) -> State {
        State {
            store: Store::new(model.resources.len()),
            tasks: Vec::new(),
            first_running: 0,
            journal: Vec::new(),
            plans: HashMap::new(),
            faults: HashMap::new(),
            clock,
            rng: fastrand::Rng::with_seed(seed),
            origin: None,
        }
    }
}

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
    pub fn new(prepared: &'a Prepared, options: &'a Options, st: &'a mut State) -> Self {
        Ctx {
            model: &prepared.model,
            schemas: &prepared.schemas,
            options,
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

    /// A value that names one record among others (`Synth::unique`).
    pub fn synth_unique(&mut self, loc: &Loc) -> Result<Value, Vec<Violation>> {
        let now = self.st.clock.now();
        Synth::new(self.schemas, &mut self.st.rng, now).unique(loc)
    }

    /// A new record to set a request's members on, valid or not yet (`Synth::record_or_draft`).
    pub fn synth_draft(&mut self, loc: &Loc) -> Value {
        let now = self.st.clock.now();
        match Synth::new(self.schemas, &mut self.st.rng, now).record_or_draft(loc) {
            Ok(record) | Err((record, _)) => record,
        }
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
            self.model,
            Some(&self.model.operations[op]),
            status,
            message,
            violations,
        );
        Answer::json(status, body)
    }

    /// The scope a request names: the value of each scope parameter its path carries, or its
    /// query (a selector: `?project=web`).
    pub fn scope_of(&self, op: usize, resource: usize, input: &Input) -> Vec<Option<String>> {
        self.model.operations[op]
            .scope_params(&self.model.resources[resource])
            .iter()
            .map(|n| scope_value(input, n))
            .collect()
    }

    pub fn record_loc(&self, resource: usize) -> Option<Loc> {
        self.slot(self.model.resources[resource].record)
    }
}

/// The value of the scope parameter `name` a request gives: in its path, else its query.
pub(crate) fn scope_value(input: &Input, name: &str) -> Option<String> {
    input
        .path_param(name)
        .map(String::from)
        .or_else(|| match input.query.get(name) {
            Some(Value::String(s)) => Some(s.clone()),
            Some(v @ Value::Number(_)) => Some(v.to_string()),
            _ => None,
        })
}

/// A request for operation `op`, judged (credentials, parameters, body) and then served by its
/// role's handler.
pub(crate) fn serve(cx: &mut Ctx<'_>, op: usize, request: &Request, path: Vec<(String, String)>) -> Answer {
    let operation = &cx.model.operations[op];
    // The request's schemas compile the first time they are needed; one that cannot be is the
    // model's failure, not the caller's.
    let slots = operation.params.iter().map(|p| p.schema);
    let slots = slots.chain(operation.body.as_ref().map(|b| b.schema));
    if let Err(e) = cx.schemas.compile(slots, cx.model) {
        return Answer::bug(&format!("the fake cannot judge this request: {e}"), &[]);
    }
    let judged = judge::authorize(cx.model, operation, request)
        .and_then(|()| judge::judge(cx.schemas, operation, request, path, cx.options.auto_create));
    match judged {
        Ok(input) => handle(cx, op, input),
        Err(Refusal::Unauthorized(m)) => cx.error(op, 401, &m, &[]),
        Err(Refusal::UnsupportedMediaType(m)) => cx.error(op, 415, &m, &[]),
        Err(Refusal::Invalid(v)) => cx.error(op, operation.invalid_status, "the request breaks the document", &v),
    }
}

/// What the role of `op` does with a judged request.
pub(crate) fn handle(cx: &mut Ctx<'_>, op: usize, input: Input) -> Answer {
    tasks::settle(cx);
    if let Some(gone) = below_deleted(cx, op, &input) {
        return gone;
    }
    let mut answer = by_role(cx, op, &input);
    belongs::keep_made(cx, op, &input, &mut answer);
    answer
}

/// A request below a record that was deleted (`GET /certificates/77/actions` once 77 is gone):
/// a 404, as the record's own path is. A parent never made is not refused: it may be one the
/// service provides.
fn below_deleted(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Option<Answer> {
    if cx.options.auto_create {
        // Contract mode: every call finds its record, whatever ran before it.
        return None;
    }
    let resource = cx.model.operations[op].role.resource()?;
    let scope = cx.scope_of(op, resource, input);
    let res = &cx.model.resources[resource];
    let (name, parent, id) = res.scope.iter().zip(&scope).find_map(|(name, value)| {
        let id = value.as_ref()?;
        let parent = res.relations.iter().find(|r| r.nested && r.member == *name)?.to;
        cx.st
            .store
            .was_deleted(parent, id)
            .then(|| (name.clone(), parent, id.clone()))
    })?;
    let what = &cx.model.resources[parent].name;
    let message = format!("`{name}` names a record of {what} that was deleted: {id}");
    Some(cx.error(op, 404, &message, &[]))
}

fn by_role(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Answer {
    match cx.model.operations[op].role {
        Role::Stateless => roles::stateless(cx, op),
        Role::Create { resource } => roles::create(cx, op, resource, input),
        Role::List { resource } => listing::list(cx, op, resource, input),
        Role::Read { resource } => match read_lookup(cx, op, resource, input) {
            // A read answering a list of other things, which the fake
            // does not keep: an empty page; or the records a label is on.
            Ok(e) if cx.model.operations[op].paging.is_some() => {
                let items = labels::page_items(cx, op, resource, &e.id);
                listing::page(cx, op, items, None, input, "id")
            }
            Ok(e) => reads::record_answer(cx, op, &e.id, &e.record, input),
            Err(a) => reads::buried(cx, op, resource, input).unwrap_or(a),
        },
        Role::Update { resource } => roles::update(cx, op, resource, input),
        Role::Replace { resource } => roles::replace(cx, op, resource, input),
        Role::Delete { resource } => roles::delete(cx, op, resource, input),
        Role::Action { resource } => links::link(cx, op, resource, input),
        Role::TaskRead => tasks::task_read(cx, op, input),
        Role::TaskList => listing::task_list(cx, op, input),
    }
}

/// The record a read names, once the read polled the work running on it.
fn read_lookup(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Result<crate::store::Entry, Answer> {
    tasks::read_polls(cx, op, resource, input);
    reads::lookup(cx, op, resource, input)
}

/// A record stored by hand ([`crate::Fake::insert`]).
pub(crate) fn insert(cx: &mut Ctx<'_>, resource: usize, scope: Vec<String>, record: Value) -> Result<String, Error> {
    roles::insert(cx, resource, scope, record)
}

/// Ends the tasks whose plan says so (the fake clock moved).
pub(crate) fn settle(cx: &mut Ctx<'_>) {
    tasks::settle(cx);
}
