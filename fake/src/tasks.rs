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

/// A member a task's pending state replaced: its pointer, what it held (`None`: absent), and
/// the pending value shown, which the task's end replaces only while it is still shown.
pub(crate) type Restore = (String, Option<Value>, Value);

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
    /// What the record showed where the operation's `pending` state was set on it while the
    /// task runs (`None`: the member was absent): put back where the task's end does not
    /// replace the record.
    pub restore: Vec<Restore>,
    /// Work no task read polls (a create answered `202 Accepted`): reads of its record do.
    pub by_reads: bool,
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
            restore: Vec::new(),
            by_reads: false,
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
