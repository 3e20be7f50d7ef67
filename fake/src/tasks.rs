//! Tasks an operation started: each ends on its plan (after some polls, after some time on the
//! fake clock, at once, or in failure), and its end is what makes a created record visible, a
//! changed one change or a deleted one go.

use std::time::{Duration, SystemTime};

use serde_json::Value;

/// When the tasks an operation starts end.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TaskPlan {
    /// Finished from the first poll on.
    Immediately,
    /// Not finished on the first `n` polls, finished on poll `n + 1`.
    AfterPolls(u32),
    /// Finished once this much time has passed on the fake clock.
    AfterDuration(Duration),
    /// Failed, with this message, from the first poll on.
    Error(String),
}

impl Default for TaskPlan {
    fn default() -> Self {
        TaskPlan::AfterPolls(1)
    }
}

impl TaskPlan {
    /// A plan as the control API takes it: `{"after_polls":2}`, `{"immediately":true}`,
    /// `{"error":"msg"}`, `{"after_seconds":5}`.
    pub(crate) fn from_json(v: &Value) -> Result<TaskPlan, String> {
        if let Some(n) = v.get("after_polls") {
            let n = n
                .as_u64()
                .and_then(|n| u32::try_from(n).ok())
                .ok_or("`after_polls` must be a whole number")?;
            return Ok(TaskPlan::AfterPolls(n));
        }
        if v.get("immediately") == Some(&Value::Bool(true)) {
            return Ok(TaskPlan::Immediately);
        }
        if let Some(m) = v.get("error") {
            return Ok(TaskPlan::Error(
                m.as_str().ok_or("`error` must be a string")?.to_string(),
            ));
        }
        if let Some(s) = v.get("after_seconds") {
            let s = s
                .as_f64()
                .filter(|s| s.is_finite() && *s >= 0.0 && *s < 1e12)
                .ok_or("`after_seconds` must be a non-negative number")?;
            return Ok(TaskPlan::AfterDuration(Duration::from_secs_f64(s)));
        }
        Err("a plan is one of `after_polls`, `immediately`, `error`, `after_seconds`".into())
    }
}

#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Outcome {
    Running,
    Finished,
    Failed(String),
}

/// What a task does to the store when it finishes.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Effect {
    Create,
    Delete,
    /// The record as an update or replacement made it: stored when the task finishes, as the
    /// service applies such a change; a failed task leaves the record as it was.
    Change(Box<Value>),
    Nothing,
}

#[derive(Debug, Clone)]
pub(crate) struct Task {
    pub id: String,
    pub created: SystemTime,
    pub resource: Option<usize>,
    pub record: Option<String>,
    pub effect: Effect,
    pub plan: TaskPlan,
    pub polls: u32,
    pub outcome: Outcome,
    /// The task as first made from its schema; state and results are set on it when read.
    pub body: Value,
}

impl Task {
    /// Where the task stands at `now`, after its polls so far.
    pub fn due(&self, now: SystemTime) -> Outcome {
        if self.outcome != Outcome::Running {
            return self.outcome.clone();
        }
        match &self.plan {
            TaskPlan::Immediately => Outcome::Finished,
            TaskPlan::AfterPolls(n) if self.polls > *n => Outcome::Finished,
            TaskPlan::AfterPolls(_) => Outcome::Running,
            TaskPlan::AfterDuration(d) => match now.duration_since(self.created) {
                Ok(passed) if passed >= *d => Outcome::Finished,
                _ => Outcome::Running,
            },
            TaskPlan::Error(m) => Outcome::Failed(m.clone()),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plans_end_when_they_say() {
        let t0 = SystemTime::UNIX_EPOCH;
        let mut t = Task {
            id: "t".into(),
            created: t0,
            resource: None,
            record: None,
            effect: Effect::Nothing,
            plan: TaskPlan::default(),
            polls: 1,
            outcome: Outcome::Running,
            body: Value::Null,
        };
        assert_eq!(t.due(t0), Outcome::Running);
        t.polls = 2;
        assert_eq!(t.due(t0), Outcome::Finished);
        t.plan = TaskPlan::AfterDuration(Duration::from_secs(5));
        assert_eq!(t.due(t0 + Duration::from_secs(4)), Outcome::Running);
        assert_eq!(t.due(t0 + Duration::from_secs(5)), Outcome::Finished);
        assert_eq!(
            TaskPlan::from_json(&serde_json::json!({"after_seconds": 2})),
            Ok(TaskPlan::AfterDuration(Duration::from_secs(2)))
        );
        assert!(TaskPlan::from_json(&serde_json::json!({"after_seconds": -1})).is_err());
    }
}

mod engine {
    //! Tasks in the engine: started by operations, read and settled.

    use serde_json::{Map, Value, json};

    use super::{Effect, Outcome, Task};
    use crate::answer::{Answer, member, set_at, set_checked, success};
    use crate::judge::{Input, scalar};
    use crate::roles::Ctx;
    use crate::synth::uuid4;

    impl Ctx<'_> {
        /// A new task of `op` on its plan; its id.
        pub fn start_task(
            &mut self,
            op: usize,
            resource: Option<usize>,
            record: Option<String>,
            effect: Effect,
        ) -> String {
            let id = uuid4(&mut self.st.rng);
            let plan = self.st.plans.get(&op).cloned().unwrap_or_default();
            let body = self.task_body(&id, op);
            self.st.tasks.push(Task {
                id: id.clone(),
                created: self.st.clock.now(),
                resource,
                record,
                effect,
                plan,
                polls: 0,
                outcome: Outcome::Running,
                body,
            });
            self.settle();
            id
        }

        /// The task as made from its schema once, with what never changes set on it.
        fn task_body(&mut self, id: &str, op: usize) -> Value {
            let model = self.model;
            let Some(tasks) = &model.tasks else {
                return json!({ "id": id });
            };
            let Some(loc) = self.slot(tasks.schema) else {
                return json!({ "id": id });
            };
            let mut body = self.synth(&loc).unwrap_or_else(|_| Value::Object(Map::new()));
            set_checked(self.schemas, &loc, &mut body, "/id", Value::from(id));
            if let Some(m) = &tasks.id_member {
                let op_id = Value::from(model.operations[op].id.as_str());
                set_checked(self.schemas, &loc, &mut body, &member(m), op_id);
            }
            let now = Value::from(crate::clock::rfc3339(self.st.clock.now()));
            set_checked(self.schemas, &loc, &mut body, "/created_at", now);
            body
        }

        /// The task as read now: its state, its error, what it created.
        pub fn task_view(&self, task: &Task) -> Value {
            let Some(tasks) = &self.model.tasks else {
                return task.body.clone();
            };
            let mut v = task.body.clone();
            let state = match &task.outcome {
                Outcome::Running => Some(&tasks.running_state),
                Outcome::Finished => tasks.finished.first(),
                Outcome::Failed(_) => tasks.failed.first(),
            };
            if let Some(state) = state {
                set_at(&mut v, &tasks.state_pointer, Value::from(state.as_str()));
            }
            if let (Outcome::Failed(message), Some(p)) = (&task.outcome, &tasks.error_pointer) {
                set_at(&mut v, p, Value::from(message.as_str()));
            }
            let created = (task.outcome == Outcome::Finished && task.effect == Effect::Create)
                .then(|| task.resource.and_then(|r| self.model.resources[r].task_key.clone()))
                .flatten();
            if let (Some(key), Some(p), Some(id)) = (created, &tasks.created_pointer, &task.record) {
                let item = self
                    .slot(tasks.schema)
                    .and_then(|l| self.schemas.at_pointer(&l, &format!("{p}{}/0", member(&key))))
                    .map(|l| scalar(self.schemas, &l, id))
                    .unwrap_or_else(|| Value::from(id.as_str()));
                if !v.pointer(p).is_some_and(Value::is_object) {
                    set_at(&mut v, p, Value::Object(Map::new()));
                }
                set_at(&mut v, &format!("{p}{}", member(&key)), Value::Array(vec![item]));
            }
            v
        }

        /// Ends the tasks whose plan says so, and does what their ends do to the store.
        pub fn settle(&mut self) {
            let now = self.st.clock.now();
            for i in 0..self.st.tasks.len() {
                let task = &self.st.tasks[i];
                if task.outcome != Outcome::Running {
                    continue;
                }
                let due = task.due(now);
                if due == Outcome::Running {
                    continue;
                }
                let (effect, resource, record) = (task.effect.clone(), task.resource, task.record.clone());
                self.st.tasks[i].outcome = due.clone();
                let (Some(r), Some(id)) = (resource, record) else {
                    continue;
                };
                match (effect, due) {
                    (Effect::Create, Outcome::Finished) => {
                        self.st.store.set_visible(r, &id);
                        self.stored(r, &id);
                    }
                    (Effect::Create, Outcome::Failed(_)) => self.st.store.remove(r, &id),
                    (Effect::Delete, Outcome::Finished) => self.remove_record(r, &id),
                    (Effect::Change(changed), Outcome::Finished) => {
                        if let Some(e) = self.st.store.find_mut(r, &[], &id) {
                            let before = e.clone();
                            e.record = *changed;
                            self.changed(r, &before);
                        }
                    }
                    _ => {}
                }
            }
        }

        pub fn task_read(&mut self, op: usize, input: &Input) -> Answer {
            let model = self.model;
            let id = model
                .tasks
                .as_ref()
                .and_then(|t| input.path_param(&t.id_param))
                .unwrap_or_default()
                .to_string();
            let Some(i) = self.st.tasks.iter().position(|t| t.id == id) else {
                return self.error(op, 404, &format!("no task has the id {id}"), &[]);
            };
            self.st.tasks[i].polls += 1;
            self.settle();
            let view = self.task_view(&self.st.tasks[i]);
            Answer::json(success(&model.operations[op]).0, view)
        }

        /// The answer of an operation that started tasks: its schema's value with their ids.
        pub fn tasks_answer(&mut self, op: usize, ids: Vec<String>) -> Answer {
            let model = self.model;
            let operation = &model.operations[op];
            let (status, response) = success(operation);
            let mut v = match self.slot(response.and_then(|r| r.schema)) {
                Some(loc) => self.synth(&loc).unwrap_or_else(|_| Value::Object(Map::new())),
                None => Value::Object(Map::new()),
            };
            let pointer = operation
                .starts_tasks
                .as_ref()
                .map_or("/tasks", |s| s.ids_pointer.as_str());
            set_at(
                &mut v,
                pointer,
                Value::Array(ids.into_iter().map(Value::from).collect()),
            );
            Answer::json(status, v)
        }
    }
}
