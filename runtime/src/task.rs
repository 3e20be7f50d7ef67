//! Waiting for asynchronous tasks: poll until finished, failed or out of time.

use std::future::Future;
use std::sync::{Mutex, PoisonError};
use std::time::Duration;

use futures_util::future::try_join_all;
use serde::Serialize;
use tokio::time::Instant;

use crate::error::Error;

/// How a task is polled: every `interval` until `timeout` has passed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PollPolicy {
    /// The wait between polls (default 3 s; the API's SDKs use at least 1 s). Zero is
    /// treated as 1 ms.
    pub interval: Duration,
    /// The longest wait overall (default 7200 s).
    pub timeout: Duration,
}

impl Default for PollPolicy {
    fn default() -> Self {
        PollPolicy {
            interval: Duration::from_secs(3),
            timeout: Duration::from_secs(7200),
        }
    }
}

impl PollPolicy {
    /// A policy with this interval and overall timeout.
    pub fn new(interval: Duration, timeout: Duration) -> Self {
        PollPolicy { interval, timeout }
    }

    fn effective_interval(&self) -> Duration {
        self.interval.max(Duration::from_millis(1))
    }
}

/// Where a task stands, as the caller's `classify` function reads it from the task record.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum TaskStatus {
    /// Not done yet (`NEW`, `RUNNING`, …).
    Pending {
        /// The state, for the time-out message.
        state: String,
    },
    /// Done successfully.
    Finished,
    /// Done with an error.
    Failed {
        /// The task's error text.
        error: Option<String>,
    },
}

/// Polls one task until it finishes.
///
/// `fetch` reads the task record (an error from it ends the wait); `classify` says where the
/// task stands. Returns the finished record, [`Error::TaskFailed`] with the error text and the
/// whole record as JSON, or [`Error::Timeout`] with the last state seen once
/// `policy.timeout` has passed (a last poll is made at the deadline). Waits with
/// `tokio::time::sleep`.
pub async fn wait_for<T, F, Fut>(
    policy: &PollPolicy,
    task_id: &str,
    mut fetch: F,
    classify: impl Fn(&T) -> TaskStatus,
) -> Result<T, Error>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, Error>>,
    T: Serialize,
{
    let deadline = Instant::now() + policy.timeout;
    let interval = policy.effective_interval();
    let mut polls: u32 = 0;
    loop {
        let task = fetch().await?;
        polls += 1;
        match classify(&task) {
            TaskStatus::Finished => {
                tracing::debug!(task_id, polls, "task finished");
                return Ok(task);
            }
            TaskStatus::Failed { error } => {
                tracing::debug!(task_id, polls, "task failed");
                return Err(Error::TaskFailed {
                    task_id: task_id.to_owned(),
                    error,
                    task: serde_json::to_value(&task).unwrap_or(serde_json::Value::Null),
                });
            }
            TaskStatus::Pending { state } => {
                let now = Instant::now();
                if now >= deadline {
                    return Err(Error::Timeout {
                        what: format!("task {task_id}"),
                        task_id: Some(task_id.to_owned()),
                        last_state: Some(state),
                        repeatable: true,
                    });
                }
                tracing::trace!(task_id, state, "task pending");
                tokio::time::sleep(interval.min(deadline - now)).await;
            }
        }
    }
}

/// Polls several tasks at once until all finish; the records come back in the order of
/// `ids`. The first failure or time-out ends the wait for all of them.
///
/// `fetch` is called with a task id and returns a future that owns what it needs.
pub async fn wait_for_all<T, F, Fut>(
    policy: &PollPolicy,
    ids: &[String],
    fetch: F,
    classify: impl Fn(&T) -> TaskStatus,
) -> Result<Vec<T>, Error>
where
    F: FnMut(&str) -> Fut,
    Fut: Future<Output = Result<T, Error>>,
    T: Serialize,
{
    // The futures share `fetch`; the lock is held only while a poll's future is created.
    let fetch = Mutex::new(fetch);
    let fetch = &fetch;
    let classify = &classify;
    try_join_all(ids.iter().map(|id| {
        let id = id.as_str();
        wait_for(
            policy,
            id,
            move || {
                let mut f = fetch.lock().unwrap_or_else(PoisonError::into_inner);
                (*f)(id)
            },
            classify,
        )
    }))
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults() {
        let p = PollPolicy::default();
        assert_eq!(p.interval, Duration::from_secs(3));
        assert_eq!(p.timeout, Duration::from_secs(7200));
        assert_eq!(
            PollPolicy::new(Duration::ZERO, Duration::ZERO).effective_interval(),
            Duration::from_millis(1)
        );
    }
}
