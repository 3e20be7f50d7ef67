//! 4. Tasks

use super::*;

#[tokio::test]
async fn task_goes_new_running_finished() {
    let server = Server::start(|call| {
        let state = ["NEW", "RUNNING", "FINISHED"]
            .get(call.nth_same_path)
            .copied()
            .unwrap_or("FINISHED");
        Reply::json(200, task_json(TASK_A, state))
    })
    .await;
    let task = bounded(5, client(&server).wait_for_task(TASK_A)).await.unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    assert_eq!(task.id, TASK_A);
    let log = server.requests();
    assert_eq!(log.len(), 3, "one poll per state, none after FINISHED");
    for rec in &log {
        assert_bodyless_request(rec, "GET", &format!("/cloud/v1/tasks/{TASK_A}"), None);
    }
    for gap in log.windows(2).map(|w| w[1].at - w[0].at) {
        assert!(gap >= ms(8), "polls are spaced by the poll interval, got {gap:?}");
    }
}

#[tokio::test]
async fn task_error_becomes_task_failed_with_its_text() {
    let server = Server::start(|call| {
        let mut task = task_json(TASK_A, if call.nth_same_path == 0 { "RUNNING" } else { "ERROR" });
        if call.nth_same_path > 0 {
            task["error"] = json!("Quota exceeded: cpu_count_limit 64, requested 72");
        }
        Reply::json(200, task)
    })
    .await;
    let err = bounded(5, client(&server).wait_for_task(TASK_A)).await.unwrap_err();
    let Error::TaskFailed { task_id, error, task } = &err else {
        panic!("expected TaskFailed, got {err:?}")
    };
    assert_eq!(task_id, TASK_A);
    assert_eq!(
        error.as_deref(),
        Some("Quota exceeded: cpu_count_limit 64, requested 72")
    );
    assert_eq!(task["state"], "ERROR");
    assert_eq!(task["id"], TASK_A);
    assert!(err.to_string().contains("Quota exceeded: cpu_count_limit 64"), "{err}");
    assert_eq!(server.count(), 2);
}

#[tokio::test]
async fn task_deadline_becomes_timeout_with_last_state() {
    let server = Server::start(|_| Reply::json(200, task_json(TASK_A, "RUNNING"))).await;
    let client = builder(&server).poll(PollPolicy::new(ms(10), ms(80))).build().unwrap();
    let started = Instant::now();
    let err = bounded(5, client.wait_for_task(TASK_A)).await.unwrap_err();
    let elapsed = started.elapsed();
    let Error::Timeout {
        what,
        task_id,
        last_state,
        ..
    } = &err
    else {
        panic!("expected Timeout, got {err:?}")
    };
    assert!(what.contains(TASK_A), "{what}");
    assert_eq!(task_id.as_deref(), Some(TASK_A));
    assert_eq!(err.task_id(), Some(TASK_A));
    assert_eq!(last_state.as_deref(), Some("RUNNING"));
    assert!(err.to_string().contains("RUNNING"), "{err}");
    assert!(elapsed >= ms(80), "gave up after {elapsed:?}, before the deadline");
    assert!(elapsed < ms(1500), "kept polling for {elapsed:?}");
    let polls = server.count();
    assert!(
        (2..=12).contains(&polls),
        "about one poll per 10 ms within 80 ms, got {polls}"
    );
}

#[tokio::test]
async fn task_poll_error_ends_the_wait() {
    let server = Server::start(|_| Reply::json(404, json!({"message": "Task not found"}))).await;
    let err = bounded(5, client(&server).wait_for_task("gone")).await.unwrap_err();
    assert!(matches!(err, Error::Api { status: 404, .. }), "{err:?}");
    assert_eq!(server.count(), 1, "404 is neither retried nor polled again");
}

/// `create_k8s_pool` answers three task ids; each task needs a different number of polls.
pub(crate) fn three_task_server(fail_b: bool) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        if call.req.method == "POST" {
            return Reply::json(200, json!({"tasks": [TASK_A, TASK_B, TASK_C]}));
        }
        let id = call.req.path.rsplit('/').next().unwrap().to_owned();
        let (pending_polls, pool) = match id.as_str() {
            TASK_A => (3, "pool-a"),
            TASK_B => (1, "pool-b"),
            _ => (2, "pool-c"),
        };
        if call.nth_same_path < pending_polls {
            return Reply::json(
                200,
                task_json(&id, if call.nth_same_path == 0 { "NEW" } else { "RUNNING" }),
            );
        }
        let mut task = task_json(&id, "FINISHED");
        if fail_b && id == TASK_B {
            task = task_json(&id, "ERROR");
            task["error"] = json!("No capacity for flavor g1-standard-2-4");
        } else {
            task["created_resources"] = json!({"k8s_pools": [pool]});
        }
        Reply::json(200, task)
    }
}

#[tokio::test]
async fn send_and_wait_waits_for_every_task_in_order() {
    let server = Server::start(three_task_server(false)).await;
    let tasks = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send_and_wait(),
    )
    .await
    .unwrap();
    let got: Vec<(String, types::TaskState, Vec<String>)> = tasks
        .into_iter()
        .map(|t| {
            let pools = t
                .created_resources
                .into_option()
                .and_then(|r| r.k8s_pools.into_option())
                .unwrap_or_default();
            (t.id, t.state, pools)
        })
        .collect();
    assert_eq!(
        got,
        [
            (TASK_A.to_owned(), types::TaskState::Finished, vec!["pool-a".to_owned()]),
            (TASK_B.to_owned(), types::TaskState::Finished, vec!["pool-b".to_owned()]),
            (TASK_C.to_owned(), types::TaskState::Finished, vec!["pool-c".to_owned()]),
        ]
    );
    let log = server.requests();
    let posts = log.iter().filter(|r| r.method == "POST").count();
    assert_eq!(posts, 1, "the create is sent once");
    assert_eq!(log[0].method, "POST", "polling starts after the create");
    let polls = |id: &str| log.iter().filter(|r| r.path == format!("/cloud/v1/tasks/{id}")).count();
    assert_eq!(
        (polls(TASK_A), polls(TASK_B), polls(TASK_C)),
        (4, 2, 3),
        "no poll after FINISHED"
    );
    assert!(
        log.iter()
            .all(|r| r.header("authorization") == Some(format!("apikey {KEY}").as_str()))
    );
}

#[tokio::test]
async fn send_and_wait_fails_when_one_task_fails() {
    let server = Server::start(three_task_server(true)).await;
    let err = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send_and_wait(),
    )
    .await
    .unwrap_err();
    let Error::TaskFailed { task_id, error, .. } = &err else {
        panic!("expected TaskFailed, got {err:?}")
    };
    assert_eq!(task_id, TASK_B);
    assert_eq!(error.as_deref(), Some("No capacity for flavor g1-standard-2-4"));
}

#[tokio::test]
async fn wait_for_tasks_with_no_ids_sends_nothing() {
    let server = Server::start(|_| Reply::json(500, json!({}))).await;
    let tasks = client(&server).wait_for_tasks(&[]).await.unwrap();
    assert!(tasks.is_empty());
    assert_eq!(server.count(), 0);
}
