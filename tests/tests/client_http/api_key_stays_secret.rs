//! 8. The API key stays secret

use super::*;

#[tokio::test]
async fn api_key_never_appears_in_debug_or_errors() {
    let server = Server::start(|call| match call.req.path.as_str() {
        "/cloud/v1/tasks/api" => Reply::json(404, json!({"message": "Task not found"})).header("x-request-id", "r-1"),
        "/cloud/v1/tasks/decode" => Reply::raw(200, "application/json", "{\"id\":"),
        "/cloud/v1/tasks/failed" => {
            let mut t = task_json("failed", "ERROR");
            t["error"] = json!("boom");
            Reply::json(200, t)
        }
        _ => Reply::json(200, task_json("slow", "RUNNING")),
    })
    .await;
    let client = builder(&server)
        .retry(RetryPolicy::none())
        .poll(PollPolicy::new(ms(5), ms(20)))
        .build()
        .unwrap();
    assert!(!format!("{client:?}").contains(KEY), "{client:?}");
    assert!(!format!("{client:#?}").contains(KEY));
    assert!(!format!("{:?}", builder(&server)).contains(KEY));
    assert!(
        !format!("{:?}", client.get_task().task_id("x")).contains(KEY),
        "request builders show the client"
    );

    // A port nothing listens on, for a transport error.
    let closed_url = oapigen_loopback::closed_port_url().await;
    let offline = builder(&server)
        .base_url(closed_url)
        .retry(RetryPolicy::none())
        .build()
        .unwrap();

    let errors: Vec<Error> = bounded(10, async {
        vec![
            client.get_task().task_id("api").send().await.unwrap_err(),
            client.get_task().task_id("decode").send().await.unwrap_err(),
            client.wait_for_task("failed").await.unwrap_err(),
            client.wait_for_task("slow").await.unwrap_err(),
            client.get_k8s_cluster_price().send().await.unwrap_err(),
            offline.get_task().task_id("x").send().await.unwrap_err(),
            Client::builder().api_key(format!("{KEY}\n")).build().unwrap_err(),
        ]
    })
    .await;
    let kinds: Vec<&str> = errors
        .iter()
        .map(|e| match e {
            Error::Api { .. } => "api",
            Error::Decode { .. } => "decode",
            Error::TaskFailed { .. } => "task",
            Error::Timeout { .. } => "timeout",
            Error::Validation(_) => "validation",
            Error::Transport { .. } => "transport",
            Error::Config(_) => "config",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        ["api", "decode", "task", "timeout", "validation", "transport", "config"]
    );
    for e in &errors {
        for text in [e.to_string(), format!("{e:?}"), format!("{e:#?}")] {
            assert!(!text.contains(KEY), "the key leaked: {text}");
        }
    }
    // The key only ever travels in the Authorization header.
    for rec in server.requests() {
        assert_eq!(rec.header("authorization"), Some(format!("apikey {KEY}").as_str()));
        let elsewhere = format!("{} {:?} {}", rec.path, rec.query, String::from_utf8_lossy(&rec.body));
        assert!(!elsewhere.contains(KEY), "{elsewhere}");
        assert!(
            rec.headers
                .iter()
                .filter(|(k, _)| k != "authorization")
                .all(|(_, v)| !v.contains(KEY))
        );
    }
}

#[tokio::test]
async fn api_key_with_line_break_is_refused_at_build() {
    for key in [
        format!("{KEY}\n"),
        format!("{KEY}\r\nX-Injected: 1"),
        format!("\n{KEY}"),
    ] {
        let err = Client::builder()
            .base_url("http://127.0.0.1:9")
            .api_key(key.clone())
            .build()
            .unwrap_err();
        assert!(matches!(err, Error::Config(_)), "{key:?}: {err:?}");
        assert!(
            !err.to_string().contains(KEY) && !format!("{err:?}").contains(KEY),
            "{err:?}"
        );
    }
    // The same key without the line break is fine.
    assert!(
        Client::builder()
            .base_url("http://127.0.0.1:9")
            .api_key(KEY)
            .build()
            .is_ok()
    );
}

/// A request's future can be spawned onto a multi-threaded runtime: `send` promises `Send`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sending_can_be_spawned() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let client = client(&server);
    let task = tokio::spawn(async move { client.get_task().task_id(TASK_A).send().await });
    assert_eq!(task.await.unwrap().unwrap().id, TASK_A);
}
