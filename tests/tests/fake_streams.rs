//! The fake serves an answer the document gives as a stream of items (issue 42 point 4; the
//! fixture `tests/fixtures/specs/streams.yaml`) as one: a few items made from the item's schema,
//! Server-Sent Events with `id:` lines or one JSON value a line, ending cleanly; and the client
//! generated from the same document reads them as typed items.

use std::path::Path;
use std::time::Duration;

use futures_util::StreamExt as _;
use oapigen_fake::{Fake, Options};
use oapigen_tests::streams::{Client, TryStreamExt as _, Validate as _, types};
use serde_json::json;

struct Api {
    client: Client,
    base: String,
    _fake: Fake,
    _running: oapigen_fake::Running,
}

async fn start() -> Api {
    let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/specs/streams.yaml");
    let (model, _) = oapigen::Builder::new()
        .spec(spec)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"));
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let client = Client::builder().base_url(running.base_url()).build().unwrap();
    Api {
        client,
        base: running.base_url(),
        _fake: fake,
        _running: running,
    }
}

/// Every item of a stream, bounded in time.
async fn all<S: futures_util::Stream + Unpin>(stream: S) -> Vec<S::Item> {
    tokio::time::timeout(Duration::from_secs(10), stream.collect())
        .await
        .expect("the stream ends within 10 s")
}

#[tokio::test]
async fn an_operation_answered_only_as_events_streams_typed_items_with_ids() {
    let api = start().await;
    let body: types::CreateCompletionBody = serde_json::from_value(json!({"prompt": "Say hello"})).unwrap();
    let events = all(api.client.create_completion().body(body).stream().events()).await;
    assert_eq!(events.len(), 3, "{events:?}");
    let ids: Vec<_> = events.iter().map(|e| e.as_ref().unwrap().id.clone()).collect();
    assert_eq!(ids, [Some("1".into()), Some("2".into()), Some("3".into())]);
    for event in &events {
        let piece: &types::CompletionPiece = &event.as_ref().unwrap().data;
        // Decoding is tolerant: the item's own checks say the fake made it as the document says.
        piece.validate().unwrap_or_else(|e| panic!("{piece:?}: {e}"));
    }
}

#[tokio::test]
async fn an_answer_that_is_also_json_streams_when_asked_for_the_stream() {
    let api = start().await;
    let request: types::ChatRequest = serde_json::from_value(json!({
        "model": "m-1",
        "messages": [{"role": "user", "content": "Hello"}],
        "stream": true
    }))
    .unwrap();
    let mut chunks = api.client.create_chat_completion().body(request.clone()).stream();
    let mut n = 0;
    while let Some(chunk) = tokio::time::timeout(Duration::from_secs(10), chunks.try_next())
        .await
        .unwrap()
        .unwrap()
    {
        let chunk: types::ChatCompletionChunk = chunk;
        chunk.validate().unwrap_or_else(|e| panic!("{chunk:?}: {e}"));
        n += 1;
    }
    assert_eq!(n, 3);
    // `send()` asks for JSON, and gets the completion whole.
    let whole = api.client.create_chat_completion().body(request).send().await.unwrap();
    let _: types::ChatCompletion = whole;
}

#[tokio::test]
async fn json_lines_and_text_events_are_served_as_their_media_types_say() {
    let api = start().await;
    let lines = all(api.client.export_lines().export_id("exp_1").stream()).await;
    assert_eq!(lines.len(), 3, "{lines:?}");
    for line in lines {
        let line = line.unwrap();
        line.validate().unwrap_or_else(|e| panic!("{line:?}: {e}"));
    }
    let logs = all(api.client.tail_logs().stream()).await;
    assert_eq!(logs.len(), 3, "{logs:?}");
    assert!(logs.iter().all(Result::is_ok), "{logs:?}");
}

#[tokio::test]
async fn the_fake_frames_events_and_resumes_after_the_last_event_id() {
    let api = start().await;
    let http = reqwest::Client::new();
    let answer = http
        .post(format!("{}/completions", api.base))
        .json(&json!({"prompt": "p"}))
        .send()
        .await
        .unwrap();
    assert_eq!(answer.status(), 200);
    assert_eq!(answer.headers()["content-type"], "text/event-stream");
    let text = answer.text().await.unwrap();
    assert!(text.starts_with("id: 1\ndata: {"), "{text}");
    assert_eq!(text.matches("\n\n").count(), 3, "three events: {text}");
    assert!(text.ends_with("\n\n"), "{text}");

    let resumed = http
        .post(format!("{}/completions", api.base))
        .header("last-event-id", "2")
        .json(&json!({"prompt": "p"}))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert!(resumed.starts_with("id: 3\n"), "only the item after 2: {resumed}");
    assert_eq!(resumed.matches("\n\n").count(), 1, "{resumed}");

    // Without asking for the stream, an answer that is also JSON is JSON.
    let whole = http
        .post(format!("{}/chat/completions", api.base))
        .json(&json!({"model": "m", "messages": [{"role": "user", "content": "hi"}]}))
        .send()
        .await
        .unwrap();
    assert!(whole.headers()["content-type"].to_str().unwrap().contains("json"));
    let lines = http
        .get(format!("{}/exports/exp_1/lines", api.base))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    assert_eq!(lines.lines().count(), 3, "{lines}");
    for line in lines.lines() {
        let value: serde_json::Value = serde_json::from_str(line).unwrap();
        assert!(value["line"].as_i64().is_some_and(|n| n >= 1), "{value}");
    }
}

#[tokio::test]
async fn a_read_asked_for_events_streams_the_record() {
    let api = start().await;
    let body: types::CreateJobBody = serde_json::from_value(json!({"name": "nightly"})).unwrap();
    let job = api.client.create_job().body(body).send().await.unwrap();
    let events = all(api.client.get_job().id(job.id.clone()).stream()).await;
    assert_eq!(events.len(), 3, "{events:?}");
    for event in events {
        let seen = event.unwrap();
        assert_eq!(
            (&seen.id, seen.name.as_str()),
            (&job.id, "nightly"),
            "the record made: {seen:?}"
        );
    }
    // A job that does not exist is the documented 404, the stream's one item.
    let missing = all(api.client.get_job().id("nope").stream()).await;
    assert!(
        matches!(&missing[..], [Err(e)] if e.status() == Some(404)),
        "{missing:?}"
    );
}
