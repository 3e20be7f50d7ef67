//! 6. Retries and error responses

use super::*;

/// 503 first, then a finished task.
pub(crate) fn flaky_then_ok(retry_after: &'static str) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        if call.index == 0 {
            Reply::json(503, json!({"message": "Service Unavailable"})).header("retry-after", retry_after)
        } else {
            Reply::json(200, task_json(TASK_A, "FINISHED"))
        }
    }
}

#[tokio::test]
async fn retry_after_zero_overrides_a_long_backoff() {
    let server = Server::start(flaky_then_ok("0")).await;
    let slow_backoff = RetryPolicy {
        initial_backoff: Duration::from_secs(10),
        max_backoff: Duration::from_secs(10),
        jitter: 0.0,
        ..RetryPolicy::default()
    };
    let client = builder(&server).retry(slow_backoff).build().unwrap();
    let task = bounded(3, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    let log = server.requests();
    assert_eq!(log.len(), 2, "exactly one retry");
    assert!(log[1].at - log[0].at < ms(1000), "Retry-After: 0 means no wait");
    assert_eq!(log[0].path, log[1].path);
    assert_eq!(
        log[1].header("authorization"),
        Some(format!("apikey {KEY}").as_str()),
        "retry is authenticated"
    );
}

#[tokio::test]
async fn retry_after_one_second_is_honoured() {
    let server = Server::start(flaky_then_ok("1")).await;
    let task = bounded(5, client(&server).get_task().task_id(TASK_A).send())
        .await
        .unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    let log = server.requests();
    assert_eq!(log.len(), 2, "exactly one retry");
    let gap = log[1].at - log[0].at;
    assert!(
        gap >= ms(950),
        "waited {gap:?} instead of the 1 s asked for (backoff alone is 1 ms)"
    );
}

#[tokio::test]
async fn get_is_retried_max_retries_times_then_fails_with_the_status() {
    let server = Server::start(|_| Reply::json(503, json!({"message": "Service Unavailable"}))).await;
    let client = builder(&server).retry(fast_retry(3)).build().unwrap();
    let err = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap_err();
    let Error::Api { status, body, .. } = &err else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 503);
    assert_eq!(
        body,
        &ApiErrorBody::Json(Box::new(json!({"message": "Service Unavailable"})))
    );
    assert_eq!(server.count(), 4, "first attempt + max_retries (3)");
}

#[tokio::test]
async fn post_answered_503_is_not_retried_by_default() {
    let server = Server::start(|_| Reply::json(503, json!({"message": "Service Unavailable"}))).await;
    let err = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send(),
    )
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Api { status: 503, .. }), "{err:?}");
    assert_eq!(server.count(), 1, "the server may have acted on the POST");
}

#[tokio::test]
async fn post_is_retried_when_retry_non_idempotent_is_set() {
    let server = Server::start(|call| {
        if call.index == 0 {
            Reply::json(503, json!({"message": "Service Unavailable"}))
        } else {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        }
    })
    .await;
    let policy = RetryPolicy {
        retry_non_idempotent: true,
        ..fast_retry(2)
    };
    let client = builder(&server).retry(policy).build().unwrap();
    let body = k8s_pool_body();
    let created = bounded(
        5,
        client
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&body))
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
    let log = server.requests();
    assert_eq!(log.len(), 2);
    for rec in &log {
        assert_json_request(rec, "POST", "/cloud/v2/k8s/clusters/1/76/prod-cluster/pools", &body);
    }
}

#[tokio::test]
async fn post_answered_429_is_retried() {
    let server = Server::start(|call| {
        if call.index == 0 {
            Reply::json(429, json!({"message": "Too Many Requests"})).header("retry-after", "0")
        } else {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        }
    })
    .await;
    let created = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
    assert_eq!(server.count(), 2, "429 means the request was refused before processing");
}

#[tokio::test]
async fn html_502_becomes_api_error_with_text_body() {
    let html = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 Bad Gateway</h1></center></body>\r\n</html>\r\n";
    let server = Server::start(move |_| Reply::raw(502, "text/html", html)).await;
    let client = builder(&server).retry(RetryPolicy::none()).build().unwrap();
    let err = client.get_task().task_id(TASK_A).send().await.unwrap_err();
    let Error::Api {
        status,
        body,
        request_id,
        operation_id,
        repeatable,
    } = &err
    else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 502);
    assert!(*repeatable, "GET is idempotent");
    assert_eq!(body, &ApiErrorBody::Text(html.to_owned()));
    assert_eq!(*request_id, None);
    assert_eq!(*operation_id, "getTask");
    assert!(err.to_string().contains("502 Bad Gateway"), "{err}");
    assert!(err.is_retryable());
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn truncated_json_becomes_decode_error_with_status_and_excerpt() {
    let truncated = r#"{"id": "d478ae29-dedc-4869-82f0-96104425f565", "state": "RUNN"#;
    let server = Server::start(move |_| Reply::raw(200, "application/json", truncated)).await;
    let err = client(&server).get_task().task_id(TASK_A).send().await.unwrap_err();
    let Error::Decode {
        status,
        excerpt,
        operation_id,
        ..
    } = &err
    else {
        panic!("expected Error::Decode, got {err:?}")
    };
    assert_eq!(*status, 200);
    assert_eq!(excerpt, truncated);
    assert_eq!(*operation_id, "getTask");
    assert!(
        err.to_string().contains("d478ae29"),
        "the message shows the excerpt: {err}"
    );
    assert_eq!(server.count(), 1, "a body that does not decode is not retried");
}

#[tokio::test]
async fn json_404_keeps_the_body_and_request_id() {
    let server = Server::start(|_| {
        Reply::json(
            404,
            json!({"message": "Security group not found", "exception_class": "NotFound"}),
        )
        .header("x-request-id", "req-4f2a9c")
    })
    .await;
    let err = client(&server)
        .update_security_group()
        .project_id(1)
        .region_id(76)
        .group_id("b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e")
        .body(typed::<types::SecurityGroupUpdateRequest>(
            &json!({"name": "web servers"}),
        ))
        .send()
        .await
        .unwrap_err();
    let Error::Api {
        status,
        body,
        request_id,
        operation_id,
        ..
    } = &err
    else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 404);
    assert_eq!(
        body,
        &ApiErrorBody::Json(Box::new(
            json!({"message": "Security group not found", "exception_class": "NotFound"})
        ))
    );
    assert_eq!(body.message(), Some("Security group not found"));
    assert_eq!(request_id.as_deref(), Some("req-4f2a9c"));
    assert_eq!(*operation_id, "updateSecurityGroup");
    let shown = err.to_string();
    assert!(
        shown.contains("Security group not found") && shown.contains("req-4f2a9c"),
        "{shown}"
    );
    assert!(!err.is_retryable());
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn oversized_response_is_refused() {
    let big = json!({"count": 1, "results": [{"name": "x", "code_text": "#".repeat(4096)}]});
    let server = Server::start(move |_| Reply::json(200, big.clone())).await;
    let client = builder(&server).max_response_bytes(1024).build().unwrap();
    let err = list(&client).send().await.unwrap_err();
    assert!(
        matches!(
            err,
            Error::ResponseTooLarge {
                status: 200,
                limit: 1024,
                operation_id: "listFunctions"
            }
        ),
        "{err:?}"
    );
    assert_eq!(server.count(), 1, "not retried");
}
