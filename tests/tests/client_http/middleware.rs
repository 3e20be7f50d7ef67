//! Middleware and hooks (issue 42 point 1)
//!
//! The client built over a `reqwest_middleware::ClientWithMiddleware` (feature `middleware`):
//! a middleware adding a header, one timing requests, one refusing a request; and the client's
//! own hooks, which see the typed operation before validation and after decoding. Retries,
//! redaction and task waiting work through both.

use std::sync::{Arc, Mutex};

use http::Extensions;
use oapigen_runtime::{Hook, OperationInfo, RequestOptions};
use reqwest_middleware::{ClientBuilder as MiddlewareBuilder, Middleware, Next};

use super::*;

/// Adds `x-from-middleware` to every attempt.
struct AddHeader;

#[async_trait::async_trait]
impl Middleware for AddHeader {
    async fn handle(
        &self,
        mut req: reqwest::Request,
        extensions: &mut Extensions,
        next: Next<'_>,
    ) -> reqwest_middleware::Result<reqwest::Response> {
        req.headers_mut()
            .insert("x-from-middleware", reqwest::header::HeaderValue::from_static("yes"));
        next.run(req, extensions).await
    }
}

/// Records each attempt's status and how long it took.
#[derive(Clone, Default)]
struct Timing(Arc<Mutex<Vec<(u16, Duration)>>>);

#[async_trait::async_trait]
impl Middleware for Timing {
    async fn handle(
        &self,
        req: reqwest::Request,
        extensions: &mut Extensions,
        next: Next<'_>,
    ) -> reqwest_middleware::Result<reqwest::Response> {
        let started = Instant::now();
        let response = next.run(req, extensions).await?;
        self.0
            .lock()
            .unwrap()
            .push((response.status().as_u16(), started.elapsed()));
        Ok(response)
    }
}

#[derive(Debug)]
struct NotOnFridays;

impl std::fmt::Display for NotOnFridays {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("no deployments on Fridays")
    }
}

impl std::error::Error for NotOnFridays {}

/// Refuses every request, counting them.
#[derive(Clone, Default)]
struct Refuse(Arc<Mutex<usize>>);

#[async_trait::async_trait]
impl Middleware for Refuse {
    async fn handle(
        &self,
        _req: reqwest::Request,
        _extensions: &mut Extensions,
        _next: Next<'_>,
    ) -> reqwest_middleware::Result<reqwest::Response> {
        *self.0.lock().unwrap() += 1;
        Err(reqwest_middleware::Error::middleware(NotOnFridays))
    }
}

fn over(server: &Server, middleware: impl Middleware) -> Client {
    let http = MiddlewareBuilder::new(reqwest::Client::new()).with(middleware).build();
    builder(server).middleware_client(http).build().unwrap()
}

#[tokio::test]
async fn a_middleware_adds_a_header_to_every_attempt_retries_included() {
    let server = Server::start(flaky_then_ok("0")).await;
    let task = bounded(5, over(&server, AddHeader).get_task().task_id(TASK_A).send())
        .await
        .unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    let log = server.requests();
    assert_eq!(log.len(), 2, "the client's retry goes through the middleware");
    for rec in &log {
        assert_eq!(rec.header("x-from-middleware"), Some("yes"));
        assert_basics(rec, "GET", &format!("/cloud/v1/tasks/{TASK_A}"));
    }
}

#[tokio::test]
async fn a_middleware_times_every_attempt() {
    let server = Server::start(flaky_then_ok("0")).await;
    let timing = Timing::default();
    bounded(5, over(&server, timing.clone()).get_task().task_id(TASK_A).send())
        .await
        .unwrap();
    let seen = timing.0.lock().unwrap().clone();
    assert_eq!(seen.iter().map(|(s, _)| *s).collect::<Vec<_>>(), [503, 200]);
    assert!(seen.iter().all(|(_, d)| *d < Duration::from_secs(5)), "{seen:?}");
}

#[tokio::test]
async fn a_middleware_refuses_a_request_once_and_nothing_is_sent() {
    let server = Server::start(|_| Reply::json(200, task_json(TASK_A, "FINISHED"))).await;
    let refuse = Refuse::default();
    let err = bounded(5, over(&server, refuse.clone()).get_task().task_id(TASK_A).send())
        .await
        .unwrap_err();
    let Error::Refused {
        operation_id,
        by,
        source,
    } = &err
    else {
        panic!("expected Error::Refused, got {err:?}")
    };
    assert_eq!((*operation_id, *by), ("getTask", "middleware"));
    assert!(source.to_string().contains("no deployments on Fridays"), "{source}");
    assert!(!err.is_retryable());
    assert_eq!(*refuse.0.lock().unwrap(), 1, "a refusal is not retried");
    assert_eq!(server.count(), 0);
    assert!(!format!("{err} {err:?}").contains(KEY), "no credential in the error");
}

#[tokio::test]
async fn task_waiting_works_through_a_middleware() {
    let server = Server::start(three_task_server(false)).await;
    let tasks = bounded(
        5,
        over(&server, AddHeader)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
            .send_and_wait(),
    )
    .await
    .unwrap();
    assert_eq!(tasks.len(), 3);
    let log = server.requests();
    assert!(log.len() > 3);
    assert!(log.iter().all(|r| r.header("x-from-middleware") == Some("yes")));
}

/// What the hook saw: `before:<resource>.<method>` and `after:<id>:<state or error>`.
#[derive(Clone, Default)]
struct Recorder(Arc<Mutex<Vec<String>>>);

impl Hook for Recorder {
    fn before_validation(
        &self,
        operation: &OperationInfo,
        options: &mut RequestOptions,
    ) -> Result<(), oapigen_runtime::transport::Refusal> {
        self.0
            .lock()
            .unwrap()
            .push(format!("before:{}.{}", operation.resource, operation.method));
        *options = std::mem::take(options).header("x-operation", operation.id);
        Ok(())
    }

    fn after_decoding(&self, operation: &OperationInfo, outcome: Result<&dyn std::any::Any, &Error>) {
        let what = match outcome {
            Ok(value) => match value.downcast_ref::<types::Task>() {
                Some(task) => format!("{:?}", task.state),
                None => "another type".to_owned(),
            },
            Err(e) => format!("error {:?}", e.status()),
        };
        self.0.lock().unwrap().push(format!("after:{}:{what}", operation.id));
    }
}

#[tokio::test]
async fn hooks_see_the_typed_operation_before_validation_and_after_decoding() {
    let server = Server::start(flaky_then_ok("0")).await;
    let recorder = Recorder::default();
    let client = builder(&server).hook(recorder.clone()).build().unwrap();
    assert_eq!(
        cloud_api::client::builders::GetTask::OPERATION,
        OperationInfo {
            id: "getTask",
            resource: "tasks",
            method: "get"
        }
    );
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    // A request refused by its checks (a body member where there is no body): the hook runs
    // first, then the checks refuse it, and nothing is sent.
    let err = client
        .get_task()
        .task_id(TASK_A)
        .options(|o| o.body_member("b", 1))
        .send()
        .await
        .unwrap_err();
    assert!(matches!(err, Error::Validation(_)), "{err:?}");
    let seen = recorder.0.lock().unwrap().clone();
    assert_eq!(
        seen,
        ["before:tasks.get", "after:getTask:Finished", "before:tasks.get"],
        "one `after` per call, not per attempt"
    );
    let log = server.requests();
    assert_eq!(log.len(), 2);
    assert!(log.iter().all(|r| r.header("x-operation") == Some("getTask")));
}

struct RefuseGets;

impl Hook for RefuseGets {
    fn before_validation(
        &self,
        operation: &OperationInfo,
        _options: &mut RequestOptions,
    ) -> Result<(), oapigen_runtime::transport::Refusal> {
        if operation.method == "get" {
            return Err(format!("{} is switched off", operation.id).into());
        }
        Ok(())
    }
}

#[tokio::test]
async fn a_hook_refuses_a_call_before_anything_is_checked_or_sent() {
    let server = Server::start(|_| Reply::json(200, task_json(TASK_A, "FINISHED"))).await;
    let client = builder(&server).hook(RefuseGets).build().unwrap();
    let err = client.get_task().task_id(TASK_A).send().await.unwrap_err();
    let Error::Refused {
        operation_id,
        by,
        source,
    } = &err
    else {
        panic!("expected Error::Refused, got {err:?}")
    };
    assert_eq!((*operation_id, *by), ("getTask", "hook"));
    assert_eq!(source.to_string(), "getTask is switched off");
    assert_eq!(server.count(), 0);
}

/// Replaces the call's options whole, and counts the calls it saw end.
#[derive(Clone, Default)]
struct Replacing(Arc<Mutex<usize>>);

impl Hook for Replacing {
    fn before_validation(
        &self,
        _operation: &OperationInfo,
        options: &mut RequestOptions,
    ) -> Result<(), oapigen_runtime::transport::Refusal> {
        *options = RequestOptions::new().header("x-replaced", "1");
        Ok(())
    }

    fn after_decoding(&self, _operation: &OperationInfo, _outcome: Result<&dyn std::any::Any, &Error>) {
        *self.0.lock().unwrap() += 1;
    }
}

#[tokio::test]
async fn a_hook_that_replaces_the_options_still_sees_the_call_end() {
    let server = Server::start(finished_task).await;
    let hook = Replacing::default();
    let client = builder(&server).hook(hook.clone()).build().unwrap();
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(*hook.0.lock().unwrap(), 1);
    assert_eq!(server.single().header("x-replaced"), Some("1"));
}

fn finished_task(_: &Call<'_>) -> Reply {
    Reply::json(200, task_json(TASK_A, "FINISHED"))
}
