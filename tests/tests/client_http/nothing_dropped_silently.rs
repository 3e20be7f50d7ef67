//! Nothing dropped silently: defaults, credentials, required bodies, the named polling operation (the fixture `tests/fixtures/specs/client_rules.yaml`), retry advice.

use super::*;

pub(crate) mod rules {
    pub use oapigen_tests::client_rules::{Client, types};
}

#[tokio::test]
async fn a_client_default_an_operation_cannot_use_is_refused_at_build() {
    let err = Client::builder()
        .api_key(KEY)
        .default_param("project_id", "my-project")
        .build()
        .unwrap_err();
    let Error::Config(msg) = &err else {
        panic!("expected Error::Config, got {err:?}")
    };
    assert!(
        msg.contains("project_id") && msg.contains("my-project") && msg.contains("integer"),
        "{msg}"
    );
    // A usable one is kept and used.
    let server = Server::start(|_| Reply::json(200, json!({"ids": []}))).await;
    let client = builder(&server).default_param("region_id", 76).build().unwrap();
    assert_eq!(client.transport().default_param("region_id"), Some("76"));
}

#[tokio::test]
async fn a_client_default_for_a_constrained_integer_is_checked_and_used() {
    // `shard` is an integer from 1 to 8 (a type with `TryFrom<i64>`, no `FromStr`): the default is
    // read as the operation reads it, refused at build when out of range, and used when not set.
    let err = rules::Client::builder()
        .base_url("http://127.0.0.1:9")
        .api_key(KEY)
        .default_param("shard", 9)
        .build()
        .unwrap_err();
    let Error::Config(msg) = &err else {
        panic!("expected Error::Config, got {err:?}")
    };
    assert!(
        msg.contains("shard") && msg.contains("\"9\"") && msg.contains("listShardThings"),
        "{msg}"
    );
    let server = Server::start(|_| Reply::raw(204, "text/plain", "")).await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .default_param("shard", 3)
        .build()
        .unwrap();
    client.list_shard_things().send().await.unwrap();
    assert_eq!(server.single().path, "/shards/3/things");
}

#[tokio::test]
async fn credentials_are_refused_where_the_document_requires_them() {
    // Every cloud operation needs the key: `build()` refuses a client without one, naming the
    // variable and the setter.
    let err = Client::builder().base_url("http://127.0.0.1:9").build().unwrap_err();
    let shown = err.to_string();
    assert!(
        matches!(err, Error::Config(_)) && shown.contains("GCORE_API_KEY") && shown.contains("api_key("),
        "{shown}"
    );
    // Here only some operations need it: the public one goes out, the other is refused before
    // anything is sent.
    let server = Server::start(|_| Reply::raw(204, "text/plain", "")).await;
    let client = rules::Client::builder().base_url(&server.base_url).build().unwrap();
    client.health().send().await.unwrap();
    assert_eq!(server.count(), 1);
    let body: rules::types::Thing = typed(&json!({"name": "ok"}));
    let err = client.create_thing().project_id(1).body(body).send().await.unwrap_err();
    let shown = err.to_string();
    assert!(
        matches!(&err, Error::MissingCredentials { operation_id: "createThing", schemes, .. } if *schemes == [["key"]])
            && shown.contains("createThing")
            && shown.contains("CLIENT_RULES_KEY"),
        "{shown}"
    );
    assert_eq!(server.count(), 1, "nothing more may be sent");
}

#[tokio::test]
async fn skip_validation_still_refuses_a_missing_required_body() {
    let server = Server::start(|_| Reply::json(200, json!({"name": "x"}))).await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .build()
        .unwrap();
    let err = client
        .create_thing()
        .project_id(1)
        .skip_validation()
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), vec![("/$body".to_string(), "required")], "{err}");
    assert_eq!(server.count(), 0, "a POST without its required body went out");
    // Only the constraint checks are skipped: a body the document forbids (name too long) goes.
    let body: rules::types::Thing = typed(&json!({"name": "far too long"}));
    client
        .create_thing()
        .project_id(1)
        .body(body.clone())
        .send()
        .await
        .unwrap_err();
    assert_eq!(server.count(), 0);
    client
        .create_thing()
        .project_id(1)
        .body(body)
        .skip_validation()
        .send()
        .await
        .unwrap();
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn task_waiting_polls_the_operation_the_document_names() {
    let server = Server::start(|call| match (call.req.method.as_str(), call.req.path.as_str()) {
        ("POST", "/jobs") => Reply::json(200, json!({"ids": ["j1"]})),
        ("GET", "/jobs/j1") => Reply::json(200, json!({"id": "j1", "status": "FINISHED"})),
        ("POST", "/exports") => Reply::json(200, json!({"ids": ["e1"]})),
        ("GET", "/exports/e1") => Reply::json(200, json!({"id": "e1", "state": "DONE"})),
        _ => Reply::json(404, json!({"message": "no such thing"})),
    })
    .await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .poll(PollPolicy::new(ms(10), Duration::from_secs(5)))
        .build()
        .unwrap();
    let jobs = client.start_job().send_and_wait().await.unwrap();
    assert_eq!(jobs[0].id, "j1");
    let exports = client.start_export().send_and_wait().await.unwrap();
    assert_eq!(exports[0].id, "e1");
    let paths: Vec<String> = server
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        paths,
        ["POST /jobs", "GET /jobs/j1", "POST /exports", "GET /exports/e1"],
        "each operation's tasks are polled with the operation its x-oapigen-tasks names"
    );
}

#[tokio::test]
async fn a_transient_error_of_a_non_idempotent_request_is_not_retryable() {
    let server = Server::start(|_| Reply::json(500, json!({"message": "boom"}))).await;
    let client = builder(&server).retry(RetryPolicy::none()).build().unwrap();
    let err = client
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
    assert_eq!(err.status(), Some(500));
    assert!(err.is_transient(), "a 500 may go away");
    assert!(
        !err.is_retryable(),
        "but the PATCH may have been applied: not safe to repeat"
    );
    let err = client.get_task().task_id(TASK_A).send().await.unwrap_err();
    assert!(err.is_transient() && err.is_retryable(), "a GET is safe to repeat");
}

#[tokio::test]
async fn a_list_parameter_takes_raw_items_and_reports_each_bad_one() {
    let server = Server::start(|_| Reply::raw(204, "text/plain", "")).await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .build()
        .unwrap();
    client
        .list_shard_things()
        .shard(2)
        .label(["a", "bc"])
        .send()
        .await
        .unwrap();
    assert_eq!(server.single().query.as_deref(), Some("label=a&label=bc"));
    // Each item breaking `maxLength` is reported under its index; nothing is sent.
    let err = client
        .list_shard_things()
        .shard(2)
        .label(vec!["ok".to_string(), "long".to_string(), "no!!".to_string()])
        .send()
        .await
        .unwrap_err();
    let paths: Vec<&str> = err
        .validation_errors()
        .unwrap()
        .iter()
        .map(|v| v.path.as_str())
        .collect();
    assert_eq!(paths, ["/$query/label/1", "/$query/label/2"]);
    assert_eq!(server.count(), 1);
}
