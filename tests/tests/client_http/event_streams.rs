//! Event streams (issue 42 point 4): a generated client's `stream()` on an answer the document
//! gives as Server-Sent Events or JSON Lines, over the wire. The client is generated from
//! `fixtures/specs/streams.yaml` (a chat completion whose 200 is JSON or events, a JSON Lines
//! export).

use std::sync::{Arc, Mutex};

use axum::body::{Body, Bytes};
use oapigen_runtime::{Event, TryStreamExt as _};
use oapigen_tests::streams::{Client as StreamsClient, types as stypes};

use super::*;

fn streams(server: &Server) -> StreamsClient {
    StreamsClient::builder()
        .base_url(&server.base_url)
        .retry(fast_retry(2))
        .build()
        .unwrap()
}

fn chat_request() -> stypes::ChatRequest {
    typed(&json!({"model": "m-1", "messages": [{"role": "user", "content": "Hello"}], "stream": true}))
}

fn chunk_json(id: &str, content: &str) -> String {
    json!({"id": id, "model": "m-1", "choices": [{"index": 0, "delta": {"content": content}, "finish_reason": null}]})
        .to_string()
}

/// The text of each chunk's first delta.
fn contents(chunks: &[stypes::ChatCompletionChunk]) -> Vec<String> {
    chunks
        .iter()
        .map(|c| c.choices[0].delta.content.clone().unwrap_or_default())
        .collect()
}

#[tokio::test]
async fn a_chat_completion_streams_typed_chunks_until_the_sentinel() {
    let body = format!(
        ": ping\n\ndata: {}\n\ndata: {}\n\ndata: [DONE]\n\n",
        chunk_json("c1", "Hel"),
        chunk_json("c1", "lo")
    );
    let server = Server::start(move |_| Reply::raw(200, "text/event-stream", body.clone())).await;
    let chunks: Vec<stypes::ChatCompletionChunk> = bounded(
        10,
        streams(&server)
            .create_chat_completion()
            .body(chat_request())
            .stream()
            .try_collect(),
    )
    .await
    .unwrap();
    assert_eq!(contents(&chunks), ["Hel", "lo"]);
    let rec = server.single();
    assert_eq!((rec.method.as_str(), rec.path.as_str()), ("POST", "/chat/completions"));
    assert_eq!(rec.header("accept"), Some("text/event-stream"));
    assert_eq!(rec.json()["stream"], json!(true), "the body as built");
}

#[tokio::test]
async fn an_error_event_is_an_item_and_the_stream_goes_on_with_names_and_ids() {
    let body = format!(
        "id: 1\nevent: chunk\ndata: {}\n\nevent: error\ndata: {{\"message\": \"overloaded\"}}\n\nid: 2\nevent: chunk\ndata: {}\n\n",
        chunk_json("c1", "a"),
        chunk_json("c1", "b")
    );
    let server = Server::start(move |_| Reply::raw(200, "text/event-stream", body.clone())).await;
    let events: Vec<Result<Event<stypes::ChatCompletionChunk>, Error>> = bounded(
        10,
        streams(&server)
            .create_chat_completion()
            .body(chat_request())
            .stream()
            .events()
            .collect(),
    )
    .await;
    assert_eq!(events.len(), 3, "{events:?}");
    let first = events[0].as_ref().unwrap();
    assert_eq!(
        (first.event.as_deref(), first.id.as_deref()),
        (Some("chunk"), Some("1"))
    );
    match &events[1] {
        Err(e @ Error::ErrorEvent { .. }) => {
            assert_eq!(e.operation_id(), Some("createChatCompletion"));
            assert!(e.to_string().contains("overloaded"), "{e}");
        }
        other => panic!("expected the error event, got {other:?}"),
    }
    let last = events[2].as_ref().unwrap();
    assert_eq!(last.id.as_deref(), Some("2"));
    assert_eq!(contents(std::slice::from_ref(&last.data)), ["b"]);
}

#[tokio::test]
async fn a_dropped_stream_is_resumed_with_the_last_event_id() {
    let seen: Arc<Mutex<Vec<Option<String>>>> = Arc::default();
    let seen_by_server = Arc::clone(&seen);
    let app = axum::Router::new().fallback(move |headers: http::HeaderMap| {
        let resumed = headers.get("last-event-id").map(|v| v.to_str().unwrap().to_owned());
        seen_by_server.lock().unwrap().push(resumed.clone());
        async move {
            let pieces: Vec<Result<Bytes, std::io::Error>> = match resumed {
                None => vec![
                    Ok(Bytes::from(format!("id: 1\ndata: {}\n\n", chunk_json("c1", "a")))),
                    Ok(Bytes::from(format!("id: 2\ndata: {}\n\n", chunk_json("c1", "b")))),
                    Err(std::io::Error::other("connection lost")),
                ],
                Some(_) => vec![Ok(Bytes::from(format!("id: 3\ndata: {}\n\n", chunk_json("c1", "c"))))],
            };
            let body = futures_util::stream::iter(pieces).then(|piece| async move {
                tokio::time::sleep(ms(2)).await;
                piece
            });
            http::Response::builder()
                .header("content-type", "text/event-stream")
                .body(Body::from_stream(body))
                .unwrap()
        }
    });
    let server = Server::router(app).await;
    let chunks: Vec<stypes::ChatCompletionChunk> = bounded(
        10,
        streams(&server)
            .create_chat_completion()
            .body(chat_request())
            .stream()
            .try_collect(),
    )
    .await
    .unwrap();
    assert_eq!(contents(&chunks), ["a", "b", "c"]);
    assert_eq!(*seen.lock().unwrap(), [None, Some("2".to_owned())]);
    let requests = server.requests();
    assert_eq!(requests[1].json(), requests[0].json(), "the same request, resumed");
}

#[tokio::test]
async fn json_lines_are_items_and_a_request_that_breaks_the_document_is_the_one_item() {
    let server = Server::start(|_| {
        Reply::raw(
            200,
            "application/jsonl",
            "{\"line\": 1, \"value\": \"a\"}\n{\"line\": 2, \"value\": \"b\"}\n",
        )
    })
    .await;
    let client = streams(&server);
    let lines: Vec<stypes::ExportLinesItem> =
        bounded(10, client.export_lines().export_id("exp_42").stream().try_collect())
            .await
            .unwrap();
    assert_eq!(lines.iter().map(|l| l.value.as_str()).collect::<Vec<_>>(), ["a", "b"]);
    let rec = server.single();
    assert_eq!(rec.path, "/exports/exp_42/lines");
    assert_eq!(rec.header("accept"), Some("application/jsonl"));

    // `exp 42` breaks the parameter's pattern: refused before anything is sent.
    let refused: Vec<Result<stypes::ExportLinesItem, Error>> =
        bounded(10, client.export_lines().export_id("exp 42").stream().collect()).await;
    assert!(matches!(&refused[..], [Err(Error::Validation(_))]), "{refused:?}");
    assert_eq!(server.count(), 1, "nothing more was sent");
}
