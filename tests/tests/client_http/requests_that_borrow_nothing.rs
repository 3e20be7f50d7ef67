//! Requests that borrow nothing (issue 17): futures are `'static`, waiting takes a policy per call.

use super::*;

/// A request's future outlives the client value it came from and its builder: it owns a clone
/// of the client (which shares the connection pool), so it can be spawned from anywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_future_borrows_nothing() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let futures: Vec<_> = {
        let client = client(&server);
        (0..3).map(|_| client.get_task().task_id(TASK_A).send()).collect()
    };
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    for h in handles {
        assert_eq!(h.await.unwrap().unwrap().id, TASK_A);
    }
    assert_eq!(server.count(), 3);
}

/// `send_and_wait_with` polls with the policy it is given, not the client's.
#[tokio::test]
async fn a_single_call_can_wait_with_its_own_policy() {
    let server = Server::start(|call| {
        if call.req.method == "POST" {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        } else {
            Reply::json(200, task_json(TASK_A, "RUNNING"))
        }
    })
    .await;
    // The client would wait five seconds; this call gives up after 60 ms.
    let err = bounded(
        3,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send_and_wait_with(PollPolicy::new(ms(10), ms(60))),
    )
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Timeout { .. }), "{err:?}");
}

/// `builder_from_env` starts from the environment and lets every other setting be changed:
/// what a setter sets wins over what the environment gave.
#[tokio::test]
async fn the_environment_is_a_starting_point_of_the_builder() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let client = Client::builder_from_env()
        .base_url(&server.base_url)
        .api_key(KEY)
        .poll(PollPolicy::new(ms(10), ms(500)))
        .build()
        .unwrap();
    assert_eq!(client.transport().poll_policy().timeout, ms(500));
    let task = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(task.id, TASK_A);
}

/// `send_with_response` keeps the status, the headers and the request id of the answer, and an
/// error gives its request id through `Error::request_id` (issue 17 point 5).
#[tokio::test]
async fn an_answer_comes_with_its_status_headers_and_request_id() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone()).header("x-request-id", "req-42")).await;
    let answer = client(&server)
        .get_task()
        .task_id(TASK_A)
        .send_with_response()
        .await
        .unwrap();
    assert_eq!(answer.status, 200);
    assert_eq!(answer.request_id(), Some("req-42"));
    assert_eq!(answer.header("content-type"), Some("application/json"));
    assert_eq!(answer.into_value().id, TASK_A);

    let server =
        Server::start(|_| Reply::json(404, json!({"message": "Task not found"})).header("x-request-id", "req-43"))
            .await;
    let err = client(&server).get_task().task_id(TASK_A).send().await.unwrap_err();
    assert_eq!(err.status(), Some(404));
    assert_eq!(err.request_id(), Some("req-43"));
}
