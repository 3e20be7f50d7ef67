//! Task polling (on paused tokio time, and once against a real server) and pagination.

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use futures_util::StreamExt as _;
use oapigen_runtime::reexports::reqwest::Method;
use oapigen_runtime::{
    ClientBuilder, Error, Page, PollPolicy, Request, TaskStatus, Transport, collect_all, paginate, wait_for,
    wait_for_all,
};
use serde::{Deserialize, Serialize};
use tokio::time::Instant;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
struct Task {
    id: String,
    state: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    error: Option<String>,
}

fn classify(t: &Task) -> TaskStatus {
    match t.state.as_str() {
        "FINISHED" => TaskStatus::Finished,
        "ERROR" => TaskStatus::Failed { error: t.error.clone() },
        other => TaskStatus::Pending {
            state: other.to_owned(),
        },
    }
}

/// A fake task service: each id walks through its list of states, one per poll, and stays
/// at the last one.
#[derive(Clone, Default)]
struct Fake {
    script: Arc<HashMap<String, Vec<&'static str>>>,
    polls: Arc<Mutex<HashMap<String, usize>>>,
}

impl Fake {
    fn new(script: &[(&str, &[&'static str])]) -> Self {
        Fake {
            script: Arc::new(
                script
                    .iter()
                    .map(|(id, states)| ((*id).to_owned(), states.to_vec()))
                    .collect(),
            ),
            polls: Arc::default(),
        }
    }

    fn fetch(&self, id: &str) -> impl Future<Output = Result<Task, Error>> + use<> {
        let this = self.clone();
        let id = id.to_owned();
        async move {
            let n = {
                let mut polls = this.polls.lock().unwrap();
                let n = polls.entry(id.clone()).or_default();
                *n += 1;
                *n
            };
            let states = &this.script[&id];
            let state = states[(n - 1).min(states.len() - 1)];
            Ok(Task {
                id: id.clone(),
                state: state.to_owned(),
                error: (state == "ERROR").then(|| "quota exceeded".to_owned()),
            })
        }
    }

    fn polls(&self, id: &str) -> usize {
        self.polls.lock().unwrap().get(id).copied().unwrap_or(0)
    }
}

fn policy() -> PollPolicy {
    PollPolicy::new(Duration::from_secs(3), Duration::from_secs(10))
}

#[tokio::test(start_paused = true)]
async fn polls_until_finished() {
    let fake = Fake::new(&[("t1", &["NEW", "RUNNING", "FINISHED"])]);
    let start = Instant::now();
    let task = wait_for(&policy(), "t1", || fake.fetch("t1"), classify).await.unwrap();
    assert_eq!(task.state, "FINISHED");
    assert_eq!(fake.polls("t1"), 3);
    assert_eq!(start.elapsed(), Duration::from_secs(6));
}

#[tokio::test(start_paused = true)]
async fn error_state_is_task_failed() {
    let fake = Fake::new(&[("t1", &["NEW", "ERROR"])]);
    let err = wait_for(&policy(), "t1", || fake.fetch("t1"), classify)
        .await
        .unwrap_err();
    let Error::TaskFailed { task_id, error, task } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(task_id, "t1");
    assert_eq!(error.as_deref(), Some("quota exceeded"));
    assert_eq!(task["state"], "ERROR");
    assert_eq!(err.to_string(), "task t1 failed: quota exceeded");
}

#[tokio::test(start_paused = true)]
async fn deadline_is_a_timeout_with_the_last_state() {
    let fake = Fake::new(&[("t1", &["NEW", "RUNNING"])]);
    let start = Instant::now();
    let err = wait_for(&policy(), "t1", || fake.fetch("t1"), classify)
        .await
        .unwrap_err();
    let Error::Timeout {
        what,
        task_id,
        last_state,
        ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!(what, "task t1");
    assert_eq!(task_id.as_deref(), Some("t1"));
    assert_eq!(last_state.as_deref(), Some("RUNNING"));
    // Polls at 0, 3, 6 and 9 s, and a last one at the 10 s deadline.
    assert_eq!(fake.polls("t1"), 5);
    assert_eq!(start.elapsed(), Duration::from_secs(10));
    assert!(err.to_string().contains("last state: RUNNING"), "{err}");
}

#[tokio::test(start_paused = true)]
async fn fetch_errors_end_the_wait() {
    let mut calls = 0;
    let err = wait_for(
        &policy(),
        "t1",
        || {
            calls += 1;
            let n = calls;
            async move {
                if n == 2 {
                    Err(Error::Config("boom".into()))
                } else {
                    Ok(Task {
                        id: "t1".into(),
                        state: "RUNNING".into(),
                        error: None,
                    })
                }
            }
        },
        classify,
    )
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Config(_)), "{err:?}");
    assert_eq!(calls, 2);
}

#[tokio::test(start_paused = true)]
async fn wait_for_all_polls_concurrently_and_keeps_id_order() {
    let fake = Fake::new(&[
        ("a", &["NEW", "RUNNING", "FINISHED"]),
        ("b", &["FINISHED"]),
        ("c", &["RUNNING", "FINISHED"]),
    ]);
    let ids = vec!["a".to_owned(), "b".to_owned(), "c".to_owned()];
    let start = Instant::now();
    let tasks = wait_for_all(&policy(), &ids, |id| fake.fetch(id), classify)
        .await
        .unwrap();
    let got: Vec<_> = tasks.iter().map(|t| t.id.as_str()).collect();
    assert_eq!(got, ["a", "b", "c"]);
    assert!(tasks.iter().all(|t| t.state == "FINISHED"));
    assert_eq!((fake.polls("a"), fake.polls("b"), fake.polls("c")), (3, 1, 2));
    // Concurrent: as long as the slowest task (6 s), not the sum (9 s).
    assert_eq!(start.elapsed(), Duration::from_secs(6));
}

#[tokio::test(start_paused = true)]
async fn wait_for_all_fails_when_one_fails() {
    let fake = Fake::new(&[("a", &["RUNNING", "RUNNING", "FINISHED"]), ("b", &["RUNNING", "ERROR"])]);
    let ids = vec!["a".to_owned(), "b".to_owned()];
    let err = wait_for_all(&policy(), &ids, |id| fake.fetch(id), classify)
        .await
        .unwrap_err();
    assert!(
        matches!(&err, Error::TaskFailed { task_id, .. } if task_id == "b"),
        "{err:?}"
    );
}

#[tokio::test]
async fn waits_for_a_task_over_http() {
    use axum::extract::{Path, State};
    let hits: Arc<Mutex<usize>> = Arc::default();
    let app = axum::Router::new()
        .route(
            "/cloud/v1/tasks/{id}",
            axum::routing::get(
                |State(hits): State<Arc<Mutex<usize>>>, Path(id): Path<String>| async move {
                    let n = {
                        let mut h = hits.lock().unwrap();
                        *h += 1;
                        *h
                    };
                    let state = ["NEW", "RUNNING", "FINISHED"][(n - 1).min(2)];
                    (
                        [("content-type", "application/json")],
                        serde_json::json!({"id": id, "state": state, "task_type": "x"}).to_string(),
                    )
                },
            ),
        )
        .with_state(hits.clone());
    let server = oapigen_loopback::Server::router(app).await;

    let t: Transport = ClientBuilder::new(&server.base_url)
        .poll(PollPolicy::new(Duration::from_millis(10), Duration::from_secs(5)))
        .build()
        .unwrap();
    let id = "5f3c a/b";
    let path = format!("/cloud/v1/tasks/{}", oapigen_runtime::encode_path_segment(id));
    let task: Task = wait_for(
        t.poll_policy(),
        id,
        || {
            t.send_json(Request::new(
                "getTask",
                Method::GET,
                "/cloud/v1/tasks/{task_id}",
                path.clone(),
            ))
        },
        classify,
    )
    .await
    .unwrap();
    assert_eq!(task.id, id);
    assert_eq!(task.state, "FINISHED");
    assert_eq!(*hits.lock().unwrap(), 3);
    assert_eq!(server.count(), 3);
    assert!(
        server
            .requests()
            .iter()
            .all(|r| r.path == "/cloud/v1/tasks/5f3c%20a%2Fb")
    );
}

// ---------------------------------------------------------------------------------------------
// pagination

/// A list of `total` items served `cap` at most per page; records every (offset, limit).
fn pages(
    total: u64,
    cap: u64,
    with_count: bool,
    calls: Arc<Mutex<Vec<(u64, u64)>>>,
) -> impl FnMut(u64, u64) -> std::future::Ready<Result<Page<u64>, Error>> {
    move |offset, limit| {
        calls.lock().unwrap().push((offset, limit));
        let end = (offset + limit.min(cap)).min(total);
        std::future::ready(Ok(Page {
            items: (offset.min(total)..end).collect(),
            count: with_count.then_some(total),
        }))
    }
}

#[tokio::test]
async fn three_pages_then_an_empty_page() {
    let calls = Arc::default();
    let items = collect_all(paginate(0, 3, pages(7, 100, false, Arc::clone(&calls))))
        .await
        .unwrap();
    assert_eq!(items, (0..7).collect::<Vec<_>>());
    assert_eq!(*calls.lock().unwrap(), [(0, 3), (3, 3), (6, 3), (7, 3)]);
}

#[tokio::test]
async fn count_stops_without_an_extra_request() {
    let calls = Arc::default();
    let items = collect_all(paginate(0, 3, pages(7, 100, true, Arc::clone(&calls))))
        .await
        .unwrap();
    assert_eq!(items.len(), 7);
    assert_eq!(*calls.lock().unwrap(), [(0, 3), (3, 3), (6, 3)]);

    // Exactly divisible.
    let calls = Arc::default();
    collect_all(paginate(0, 3, pages(6, 100, true, Arc::clone(&calls))))
        .await
        .unwrap();
    assert_eq!(*calls.lock().unwrap(), [(0, 3), (3, 3)]);
}

#[tokio::test]
async fn next_offset_follows_items_received_not_the_limit() {
    let calls = Arc::default();
    let items = collect_all(paginate(2, 10, pages(9, 3, true, Arc::clone(&calls))))
        .await
        .unwrap();
    assert_eq!(items, (2..9).collect::<Vec<_>>());
    assert_eq!(*calls.lock().unwrap(), [(2, 10), (5, 10), (8, 10)]);
}

#[tokio::test]
async fn pages_are_fetched_lazily() {
    let calls = Arc::default();
    let first: Vec<_> = paginate(0, 3, pages(100, 100, true, Arc::clone(&calls)))
        .take(4)
        .collect()
        .await;
    assert_eq!(first.len(), 4);
    assert_eq!(calls.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn an_error_is_yielded_once_and_ends_the_stream() {
    let mut n = 0;
    let stream = paginate(0, 2, move |offset, _limit| {
        n += 1;
        let n = n;
        async move {
            if n == 2 {
                Err(Error::Config("page failed".into()))
            } else {
                Ok(Page {
                    items: vec![offset, offset + 1],
                    count: None,
                })
            }
        }
    });
    let all: Vec<Result<u64, Error>> = stream.collect().await;
    assert_eq!(all.len(), 3);
    assert!(all[0].is_ok() && all[1].is_ok());
    assert!(matches!(all[2], Err(Error::Config(_))));

    let err = collect_all(paginate(0, 2, |_, _| async {
        Err::<Page<u8>, _>(Error::Config("x".into()))
    }))
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Config(_)));
}
