//! HTTP behaviour of the generated `cloud-api` client, against the workspace's loopback server
//! (`oapigen-loopback`, a real axum server on 127.0.0.1) started inside each test.
//!
//! The server records every request it receives (method, raw path, raw query, headers, body,
//! arrival time), so each test asserts what went over the wire and how many requests were made.
//! Responses are realistic documents written from `spec/cloud.yaml`.

use std::future::Future;
use std::time::{Duration, Instant};

use cloud_api::types;
use cloud_api::{Client, Error, Nullable};
use futures_util::StreamExt as _;
use oapigen_runtime::{ApiErrorBody, ClientBuilder, PollPolicy, RetryPolicy};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use oapigen_loopback::{Call, Recorded, Reply, Server};

// ---------------------------------------------------------------------------------------------
// helpers

const KEY: &str = "test-KEY-7f3a9c1e5b";

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// Retries without noticeable waits.
fn fast_retry(max_retries: u32) -> RetryPolicy {
    RetryPolicy {
        max_retries,
        initial_backoff: ms(1),
        max_backoff: ms(5),
        jitter: 0.0,
        ..RetryPolicy::default()
    }
}

/// A client for `server` with the test key, fast retries and a 10 ms poll interval.
fn builder(server: &Server) -> ClientBuilder<Client> {
    Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .retry(fast_retry(2))
        .poll(PollPolicy::new(ms(10), Duration::from_secs(5)))
}

fn client(server: &Server) -> Client {
    builder(server).build().expect("client builds")
}

/// Decodes a request body (or any generated type) from JSON, as a caller holding JSON would.
/// Decoding is tolerant, so this also produces values that break the schema's rules.
fn typed<T: DeserializeOwned>(v: &Value) -> T {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v:#}"))
}

/// Fails the test instead of hanging when a future takes far longer than it should.
async fn bounded<F: Future>(secs: u64, f: F) -> F::Output {
    tokio::time::timeout(Duration::from_secs(secs), f)
        .await
        .unwrap_or_else(|_| panic!("did not finish within {secs} s"))
}

/// Method, raw path, API key and `Accept` of one request.
fn assert_basics(rec: &Recorded, method: &str, path: &str) {
    assert_eq!(rec.method, method, "method of {rec:#?}");
    assert_eq!(rec.path, path, "raw path");
    assert_eq!(
        rec.header("authorization"),
        Some(format!("apikey {KEY}").as_str()),
        "auth header"
    );
    assert_eq!(rec.header("accept"), Some("application/json"));
    // The generated crate and the runtime, each with its version (issue 17 point 6).
    assert_eq!(
        rec.header("user-agent"),
        Some(format!("cloud-api/0.1.0 oapigen-runtime/{}", oapigen_runtime::support::VERSION).as_str()),
        "user agent"
    );
}

/// A request with a JSON body equal to `body` and no query.
fn assert_json_request(rec: &Recorded, method: &str, path: &str, body: &Value) {
    assert_basics(rec, method, path);
    assert_eq!(rec.query, None, "no query string");
    assert_eq!(rec.header("content-type"), Some("application/json"));
    assert_eq!(&rec.json(), body, "body on the wire");
}

/// A request without a body.
fn assert_bodyless_request(rec: &Recorded, method: &str, path: &str, query: Option<&str>) {
    assert_basics(rec, method, path);
    assert_eq!(rec.query.as_deref(), query, "raw query string");
    assert_eq!(rec.header("content-type"), None, "no content type without a body");
    assert!(rec.body.is_empty(), "no body: {:?}", String::from_utf8_lossy(&rec.body));
}

/// `(path, keyword)` of every violation of an `Error::Validation`.
fn violations(err: &Error) -> Vec<(String, &'static str)> {
    match err {
        Error::Validation(v) => v.iter().map(|v| (v.path.clone(), v.keyword)).collect(),
        other => panic!("expected Error::Validation, got {other:?}"),
    }
}

fn sorted(mut v: Vec<(String, &'static str)>) -> Vec<(String, &'static str)> {
    v.sort();
    v
}

fn pairs(list: &[(&str, &'static str)]) -> Vec<(String, &'static str)> {
    sorted(list.iter().map(|(p, k)| ((*p).to_owned(), *k)).collect())
}

const TASK_A: &str = "d478ae29-dedc-4869-82f0-96104425f565";
const TASK_B: &str = "0fbd5a9c-3b2e-4a51-8a8e-2f0b2b1f7c11";
const TASK_C: &str = "8c2b7e10-5d4f-4c6a-9e3b-71a2c4d5e6f7";

/// A task record as the service answers it; optional members are null, as the service sends them.
fn task_json(id: &str, state: &str) -> Value {
    json!({
        "id": id,
        "state": state,
        "task_type": "create_k8s_pool",
        "user_id": 20871,
        "project_id": 1,
        "region_id": 76,
        "client_id": 8,
        "user_client_id": 8,
        "created_on": "2024-05-14T09:00:00Z",
        "updated_on": "2024-05-14T09:00:04Z",
        "finished_on": if state == "FINISHED" || state == "ERROR" { json!("2024-05-14T09:02:41Z") } else { Value::Null },
        "acknowledged_at": null,
        "acknowledged_by": null,
        "lifecycle_policy_id": null,
        "job_id": null,
        "schedule_id": null,
        "request_id": "2c1f0e0a-17b8-4c3e-b8a0-0c5b0f9b1e02",
        "error": null,
        "detailed_state": null,
        "data": {"cluster_name": "prod", "pool": {"name": "pool-1"}},
        "created_resources": null
    })
}

fn function_json(n: usize) -> Value {
    json!({"id": format!("fn-{n}"), "name": format!("function-{n}"), "status": "ACTIVE"})
}

fn function_names(fs: &[types::Function]) -> Vec<String> {
    fs.iter().map(|f| f.name.clone().unwrap_or_default()).collect()
}

mod api_key_stays_secret;
mod credentials_that_renew;
mod event_streams;
mod every_operation_on_the_wire;
mod middleware;
mod nothing_dropped_silently;
mod oauth2_sources;
mod pagination;
mod parameter_styles;
mod path_parameter_defaults;
mod path_segment_encoding;
mod request_options;
mod requests_that_borrow_nothing;
mod retries_and_error_responses;
mod security_schemes;
mod tasks;
mod validation_before_sending;

// Helpers of one section are used by others.
#[allow(unused_imports)]
use api_key_stays_secret::*;
#[allow(unused_imports)]
use every_operation_on_the_wire::*;
#[allow(unused_imports)]
use nothing_dropped_silently::*;
#[allow(unused_imports)]
use pagination::*;
#[allow(unused_imports)]
use path_parameter_defaults::*;
#[allow(unused_imports)]
use path_segment_encoding::*;
#[allow(unused_imports)]
use requests_that_borrow_nothing::*;
#[allow(unused_imports)]
use retries_and_error_responses::*;
#[allow(unused_imports)]
use tasks::*;
#[allow(unused_imports)]
use validation_before_sending::*;
