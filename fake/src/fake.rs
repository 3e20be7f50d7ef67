//! The public face: [`Fake`] and the controls a test uses. It calls into the engine with the
//! state locked; `server` adds serving it over HTTP.

use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, SystemTime};

use serde_json::Value;

use crate::clock::Clock;
use crate::engine::{self, Ctx, Options, State, stable_hash};
use crate::error::Error;
use crate::faults::Fault;
use crate::journal::JournalEntry;
use crate::model::Model;
use crate::prepared::Prepared;
use crate::synth::ExampleRequest;
use crate::tasks::TaskPlan;

/// The time request values are made at (2024-02-29T13:45:00Z): the fake clock starts at the
/// real time, which would make example requests differ from run to run.
fn example_time() -> SystemTime {
    SystemTime::UNIX_EPOCH + Duration::from_secs(1_709_214_300)
}

/// A fake of the API a [`Model`] describes. Clones share the same state.
#[derive(Clone)]
pub struct Fake {
    pub(crate) inner: Arc<Inner>,
}

pub(crate) struct Inner {
    pub prepared: Arc<Prepared>,
    pub options: Options,
    pub state: Mutex<State>,
}

/// What every fake of one model shares: the engine reads the model, its schemas and its
/// routes through the fake's own state.
impl std::ops::Deref for Inner {
    type Target = Prepared;
    fn deref(&self) -> &Prepared {
        &self.prepared
    }
}

impl std::fmt::Debug for Fake {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Fake")
            .field("title", &self.inner.model.title)
            .field("options", &self.inner.options)
            .finish_non_exhaustive()
    }
}

impl Fake {
    /// A fake of `model`, every schema slot compiled (an unreadable one is an error naming it).
    pub fn new(model: Model, options: Options) -> Result<Fake, Error> {
        let prepared = Prepared::new(model)?;
        prepared.compile_all()?;
        Ok(Fake::serving(prepared, options))
    }

    /// A fake of a prepared model, with state of its own (see [`Prepared`]).
    pub fn serving(prepared: Arc<Prepared>, options: Options) -> Fake {
        let state = State::new(&prepared.model, options.seed, Clock::new());
        Fake {
            inner: Arc::new(Inner {
                prepared,
                options,
                state: Mutex::new(state),
            }),
        }
    }

    pub fn model(&self) -> &Model {
        &self.inner.model
    }

    pub(crate) fn state(&self) -> MutexGuard<'_, State> {
        // A panic while the state was held leaves it usable: every change is one assignment.
        self.inner.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn resource_index(&self, name: &str) -> Result<usize, Error> {
        self.inner
            .model
            .resources
            .iter()
            .position(|r| r.name == name)
            .ok_or_else(|| Error::UnknownResource(name.to_string()))
    }

    fn operation_index(&self, id: &str) -> Result<usize, Error> {
        self.inner
            .model
            .operations
            .iter()
            .position(|o| o.id == id)
            .ok_or_else(|| Error::UnknownOperation(id.to_string()))
    }

    /// The visible records of `resource` in a scope (pairs of scope parameter and value; an
    /// empty slice for every scope), in insertion order.
    pub fn records(&self, resource: &str, scope: &[(&str, &str)]) -> Vec<Value> {
        let Ok(r) = self.resource_index(resource) else {
            return Vec::new();
        };
        let wanted = self.scope(r, scope);
        let st = self.state();
        st.store.list(r, &wanted).map(|e| e.record.clone()).collect()
    }

    fn scope(&self, resource: usize, scope: &[(&str, &str)]) -> Vec<Option<String>> {
        self.inner.model.resources[resource]
            .scope
            .iter()
            .map(|name| scope.iter().find(|(k, _)| k == name).map(|(_, v)| v.to_string()))
            .collect()
    }

    /// The visible record of `resource` with this id, in any scope.
    pub fn record(&self, resource: &str, id: &str) -> Option<Value> {
        let r = self.resource_index(resource).ok()?;
        let st = self.state();
        st.store
            .find(r, &[], id)
            .filter(|e| e.visible)
            .map(|e| e.record.clone())
    }

    /// Stores `record` in a scope; its id is its id member, or a new one set there. The members
    /// it gives must be valid against the resource's record schema; the required ones it leaves
    /// out are made as a create makes them.
    pub fn insert(&self, resource: &str, scope: &[(&str, &str)], record: Value) -> Result<String, Error> {
        let r = self.resource_index(resource)?;
        let scope: Vec<String> = self
            .scope(r, scope)
            .into_iter()
            .map(Option::unwrap_or_default)
            .collect();
        let mut st = self.state();
        engine::insert(
            &mut Ctx::new(&self.inner.prepared, &self.inner.options, &mut st),
            r,
            scope,
            record,
        )
    }

    /// A request `operation_id` accepts, made from its parameter and body schemas: every path
    /// parameter, the required query, header and cookie parameters, a JSON body when it takes
    /// one (required or not), the credentials of its `security`'s first alternative when it
    /// requires some (`apikey test` for a header with a scheme word). The same for the same
    /// seed and operation, whatever was asked before: values come from a generator of their own
    /// and times from a fixed instant.
    pub fn example_request(&self, operation_id: &str) -> Result<ExampleRequest, Error> {
        let op = self.operation_index(operation_id)?;
        let seed = stable_hash(&[&self.inner.options.seed.to_string(), "example request", operation_id]);
        let mut rng = fastrand::Rng::with_seed(seed);
        let model = &self.inner.model;
        crate::synth::example_request(
            model,
            &self.inner.schemas,
            &model.operations[op],
            &mut rng,
            example_time(),
        )
    }

    /// Every request so far, oldest first.
    pub fn journal(&self) -> Vec<JournalEntry> {
        self.state().journal.clone()
    }

    /// The requests that matched one operation (by `operationId`), oldest first.
    pub fn journal_of(&self, operation_id: &str) -> Vec<JournalEntry> {
        self.state()
            .journal
            .iter()
            .filter(|e| e.operation.as_deref() == Some(operation_id))
            .cloned()
            .collect()
    }

    pub fn clear_journal(&self) {
        self.state().journal.clear();
    }

    /// How the tasks that `operation_id` starts from now on end.
    pub fn set_task_plan(&self, operation_id: &str, plan: TaskPlan) -> Result<(), Error> {
        let op = self.operation_index(operation_id)?;
        if self.inner.model.operations[op].starts_tasks.is_none() {
            return Err(Error::Model(format!("operation {operation_id} starts no tasks")));
        }
        self.state().plans.insert(op, plan);
        Ok(())
    }

    /// A fault for the requests of `operation_id` (it replaces the one set before).
    pub fn set_fault(&self, operation_id: &str, fault: Fault) -> Result<(), Error> {
        let op = self.operation_index(operation_id)?;
        self.state().faults.insert(op, fault);
        Ok(())
    }

    pub fn clear_faults(&self) {
        self.state().faults.clear();
    }

    /// Moves the fake clock (timestamps, time-based task plans) forward.
    pub fn advance_clock(&self, by: Duration) {
        let mut st = self.state();
        st.clock.advance(by);
        engine::settle(&mut Ctx::new(&self.inner.prepared, &self.inner.options, &mut st));
    }

    /// Now, on the fake clock.
    pub fn now(&self) -> SystemTime {
        self.state().clock.now()
    }

    /// Now, on the fake clock, as RFC 3339 text.
    pub fn now_rfc3339(&self) -> String {
        crate::clock::rfc3339(self.now())
    }

    /// Back to the start: no records, tasks, journal, plans or faults; the clock at its start
    /// and the random choices replayed from the seed.
    pub fn reset(&self) {
        let mut st = self.state();
        let mut clock = st.clock.clone();
        clock.reset();
        let origin = st.origin.take();
        *st = State::new(&self.inner.model, self.inner.options.seed, clock);
        st.origin = origin;
    }
}
