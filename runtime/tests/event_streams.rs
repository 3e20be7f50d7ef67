//! Event streams over HTTP (`Transport::stream_owned`), against the workspace's loopback server:
//! Server-Sent Events and JSON Lines arriving in chunks cut anywhere, items decoded one by one,
//! errors as items, the sentinel, reconnection with `Last-Event-ID` where the server sends ids,
//! and a dropped stream closing the connection.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::{Request as AxumRequest, State};
use axum::http::{HeaderMap, Response, StatusCode};
use futures_util::{StreamExt as _, TryStreamExt as _, stream};
use oapigen_runtime::reexports::reqwest::Method;
use oapigen_runtime::{ClientBuilder, Error, Event, EventStream, Request, RetryPolicy, StreamFormat, Transport};
use serde::Deserialize;

#[derive(Debug, PartialEq, Deserialize)]
struct Chunk {
    n: i64,
    text: String,
}

fn chunk(n: i64, text: &str) -> Chunk {
    Chunk { n, text: text.into() }
}

/// What one connection answers: its pieces, in order, each written as it comes (`Err`: the
/// connection breaks there), then the end; or it waits forever after the pieces when `hang`.
#[derive(Clone, Default)]
struct Script {
    content_type: &'static str,
    status: u16,
    pieces: Vec<Result<&'static str, ()>>,
    hang: bool,
}

fn sse(pieces: Vec<Result<&'static str, ()>>) -> Script {
    Script {
        content_type: "text/event-stream",
        status: 200,
        pieces,
        hang: false,
    }
}

/// Answers the n-th request with the n-th script (the last one again after that), keeping each
/// request's headers.
#[derive(Clone)]
struct Scripted {
    scripts: Arc<Vec<Script>>,
    seen: Arc<Mutex<Vec<HeaderMap>>>,
}

impl Scripted {
    fn headers(&self) -> Vec<HeaderMap> {
        self.seen.lock().unwrap().clone()
    }
}

async fn answer(State(s): State<Scripted>, req: AxumRequest) -> Response<Body> {
    let n = {
        let mut seen = s.seen.lock().unwrap();
        seen.push(req.headers().clone());
        seen.len() - 1
    };
    let script = s.scripts[n.min(s.scripts.len() - 1)].clone();
    let pieces = stream::iter(script.pieces).then(|piece| async move {
        // Each piece its own write, so that the client reads them as separate chunks.
        tokio::time::sleep(Duration::from_millis(2)).await;
        piece
            .map(|p| Bytes::from_static(p.as_bytes()))
            .map_err(|()| std::io::Error::other("cut"))
    });
    let body = if script.hang {
        Body::from_stream(pieces.chain(stream::pending()))
    } else {
        Body::from_stream(pieces)
    };
    Response::builder()
        .status(StatusCode::from_u16(script.status).unwrap())
        .header("content-type", script.content_type)
        .body(body)
        .unwrap()
}

async fn serve(scripts: Vec<Script>) -> (Transport, Scripted, oapigen_loopback::Server) {
    let scripted = Scripted {
        scripts: Arc::new(scripts),
        seen: Arc::default(),
    };
    let app = Router::new().fallback(answer).with_state(scripted.clone());
    let server = oapigen_loopback::Server::router(app).await;
    (transport(&server.base_url, Duration::from_secs(5)), scripted, server)
}

fn transport(base: &str, timeout: Duration) -> Transport {
    ClientBuilder::<Transport>::new(base)
        .timeout(timeout)
        .retry(RetryPolicy {
            max_retries: 2,
            initial_backoff: Duration::from_millis(5),
            max_backoff: Duration::from_millis(20),
            jitter: 0.0,
            ..RetryPolicy::default()
        })
        .build()
        .unwrap()
}

fn chat() -> Request {
    Request::new("createChat", Method::POST, "/chat", "/chat")
        .json_body(&serde_json::json!({"stream": true}))
        .unwrap()
}

/// Every item until the end, bounded in time.
async fn all<T>(stream: impl futures_util::Stream<Item = Result<T, Error>>) -> Vec<Result<T, Error>> {
    tokio::time::timeout(Duration::from_secs(10), stream.collect())
        .await
        .expect("the stream ends within 10 s")
}

#[tokio::test]
async fn typed_items_arrive_in_order_whatever_the_chunks() {
    let (transport, scripted, _server) = serve(vec![sse(vec![
        Ok(": connected\n\nevent: delta\ndata: {\"n\": 1, \"te"),
        Ok("xt\": \"Hel\"}\r"),
        Ok("\n\r\ndata: {\"n\": 2,\ndata: \"text\": \"lo\"}\n"),
        Ok("\ndata: [DONE]\n\ndata: {\"n\": 3, \"text\": \"after the end\"}\n\n"),
    ])])
    .await;
    let items: Vec<Chunk> = all(transport.stream_owned(Ok(chat()), StreamFormat::ServerSentEvents))
        .await
        .into_iter()
        .collect::<Result<_, _>>()
        .unwrap();
    assert_eq!(items, [chunk(1, "Hel"), chunk(2, "lo")], "the sentinel ends the stream");
    let headers = scripted.headers();
    assert_eq!(headers.len(), 1);
    assert_eq!(headers[0]["accept"], "text/event-stream");
    assert!(headers[0].get("last-event-id").is_none());
}

#[tokio::test]
async fn an_error_event_and_an_item_that_does_not_decode_are_items_and_the_stream_goes_on() {
    let (transport, _, _server) = serve(vec![sse(vec![Ok(concat!(
        "id: 1\ndata: {\"n\": 1, \"text\": \"a\"}\n\n",
        "event: error\ndata: {\"message\": \"overloaded\", \"type\": \"overloaded_error\"}\n\n",
        "data: {\"n\": \"two\", \"text\": \"b\"}\n\n",
        "data: {\"error\": {\"message\": \"bad chunk\"}}\n\n",
        "id: 4\nevent: delta\ndata: {\"n\": 4, \"text\": \"d\"}\n\n",
    ))])])
    .await;
    let events = all(transport
        .stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)
        .events())
    .await;
    assert_eq!(events.len(), 5, "{events:?}");
    assert_eq!(
        events[0].as_ref().unwrap(),
        &Event {
            event: None,
            id: Some("1".into()),
            data: chunk(1, "a")
        }
    );
    match &events[1] {
        Err(Error::ErrorEvent {
            event,
            id,
            body,
            operation_id,
        }) => {
            assert_eq!(
                (event.as_deref(), id.as_deref(), *operation_id),
                (Some("error"), Some("1"), "createChat")
            );
            assert_eq!(body.message(), Some("overloaded"));
        }
        other => panic!("expected the error event, got {other:?}"),
    }
    match &events[2] {
        Err(
            e @ Error::Decode {
                status: 200, excerpt, ..
            },
        ) => {
            assert!(excerpt.contains("\"two\""), "{excerpt}");
            assert!(e.to_string().starts_with("createChat: could not decode"), "{e}");
        }
        other => panic!("expected a decode error, got {other:?}"),
    }
    assert!(
        matches!(&events[3], Err(Error::ErrorEvent { event: None, .. })),
        "{:?}",
        events[3]
    );
    let last = events[4].as_ref().unwrap();
    assert_eq!(
        (last.event.as_deref(), last.id.as_deref(), &last.data),
        (Some("delta"), Some("4"), &chunk(4, "d"))
    );
}

#[tokio::test]
async fn a_dropped_connection_resumes_after_the_last_id_the_server_sent() {
    let (transport, scripted, _server) = serve(vec![
        sse(vec![
            Ok("retry: 60\nid: 1\ndata: {\"n\": 1, \"text\": \"a\"}\n\n"),
            Ok("id: 2\ndata: {\"n\": 2, \"text\": \"b\"}\n\ndata: {\"n\": 99, \"te"),
            Err(()),
        ]),
        sse(vec![Ok("id: 3\ndata: {\"n\": 3, \"text\": \"c\"}\n\n")]),
    ])
    .await;
    let started = Instant::now();
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)).await;
    let items: Vec<Chunk> = items.into_iter().collect::<Result<_, _>>().unwrap();
    assert_eq!(
        items,
        [chunk(1, "a"), chunk(2, "b"), chunk(3, "c")],
        "the cut event is not delivered"
    );
    let headers = scripted.headers();
    assert_eq!(headers.len(), 2, "one reconnection");
    assert_eq!(headers[1]["last-event-id"], "2");
    assert_eq!(headers[1]["accept"], "text/event-stream");
    assert!(
        started.elapsed() >= Duration::from_millis(60),
        "waited as `retry:` asked"
    );
}

#[tokio::test]
async fn a_quiet_connection_is_resumed_too() {
    let (_, scripted, server) = serve(vec![
        Script {
            hang: true,
            ..sse(vec![Ok("id: a1\ndata: {\"n\": 1, \"text\": \"a\"}\n\n")])
        },
        sse(vec![Ok("id: a2\ndata: {\"n\": 2, \"text\": \"b\"}\n\n")]),
    ])
    .await;
    // Long enough for a loaded machine to answer the head, which the timeout bounds too.
    let transport = transport(&server.base_url, Duration::from_secs(1));
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)).await;
    assert_eq!(items.len(), 2, "{items:?}");
    assert_eq!(scripted.headers()[1]["last-event-id"], "a1");
}

#[tokio::test]
async fn without_ids_a_dropped_connection_is_the_last_item() {
    let (transport, scripted, _server) =
        serve(vec![sse(vec![Ok("data: {\"n\": 1, \"text\": \"a\"}\n\n"), Err(())])]).await;
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)).await;
    assert_eq!(items.len(), 2, "{items:?}");
    assert_eq!(items[0].as_ref().unwrap(), &chunk(1, "a"));
    assert!(
        matches!(
            &items[1],
            Err(Error::Transport {
                operation_id: "createChat",
                ..
            })
        ),
        "{:?}",
        items[1]
    );
    assert_eq!(scripted.headers().len(), 1, "not resumed");
}

#[tokio::test]
async fn reconnections_are_bounded_by_the_retry_policy() {
    let (transport, scripted, _server) = serve(vec![sse(vec![Ok("id: 7\n\n"), Err(())])]).await;
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)).await;
    assert_eq!(items.len(), 1, "{items:?}");
    assert!(matches!(&items[0], Err(Error::Transport { .. })));
    assert_eq!(scripted.headers().len(), 3, "the first request and two reconnections");
}

#[tokio::test]
async fn json_lines_give_one_item_a_line() {
    let (transport, scripted, _server) = serve(vec![Script {
        content_type: "application/x-ndjson",
        ..sse(vec![
            Ok("{\"n\": 1, \"text\": \"a\"}\n\n{\"n\": 2,"),
            Ok(" \"text\": \"b\"}\r\n{\"n\": \"bad\"}\n{\"n\": 3, \"text\": \"c\"}"),
        ])
    }])
    .await;
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::JsonLines("application/x-ndjson"))).await;
    assert_eq!(items.len(), 4, "{items:?}");
    assert_eq!(items[1].as_ref().unwrap(), &chunk(2, "b"));
    assert!(matches!(&items[2], Err(Error::Decode { .. })));
    assert_eq!(items[3].as_ref().unwrap(), &chunk(3, "c"), "the last line needs no LF");
    assert_eq!(scripted.headers()[0]["accept"], "application/x-ndjson");
}

#[tokio::test]
async fn a_refusal_is_the_one_item_and_a_json_answer_the_one_item() {
    let (transport, _, _server) = serve(vec![Script {
        content_type: "application/json",
        status: 400,
        pieces: vec![Ok("{\"message\": \"no model\"}")],
        hang: false,
    }])
    .await;
    let items = all(transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents)).await;
    assert!(matches!(&items[..], [Err(Error::Api { status: 400, .. })]), "{items:?}");

    let (transport, _, _server) = serve(vec![Script {
        content_type: "application/json",
        ..sse(vec![Ok("{\"n\": 5, \"text\": \"whole\"}")])
    }])
    .await;
    let items = all(transport
        .clone()
        .stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents))
    .await;
    assert!(matches!(&items[..], [Ok(c)] if *c == chunk(5, "whole")), "{items:?}");

    let refused = transport.stream_owned::<Chunk>(Err(Error::Config("no".into())), StreamFormat::ServerSentEvents);
    assert!(matches!(&all(refused).await[..], [Err(Error::Config(_))]));
}

/// Counts the events the server wrote, and says when the server's body was dropped (hyper drops
/// it once the client has gone).
struct Writes {
    written: Arc<AtomicUsize>,
    gone: Option<tokio::sync::oneshot::Sender<()>>,
}

impl Drop for Writes {
    fn drop(&mut self) {
        if let Some(gone) = self.gone.take() {
            let _ = gone.send(());
        }
    }
}

#[tokio::test]
async fn dropping_the_stream_stops_the_server_writing() {
    let written = Arc::new(AtomicUsize::new(0));
    let (gone_tx, gone_rx) = tokio::sync::oneshot::channel();
    let gone_tx = Arc::new(Mutex::new(Some(gone_tx)));
    let counter = Arc::clone(&written);
    let app = Router::new().fallback(move || {
        let writes = Writes {
            written: Arc::clone(&counter),
            gone: gone_tx.lock().unwrap().take(),
        };
        async move {
            // Ten thousand events, one every 5 ms: far longer than the test.
            let body = stream::unfold((writes, 0u32), |(writes, n)| async move {
                if n == 10_000 {
                    return None;
                }
                tokio::time::sleep(Duration::from_millis(5)).await;
                writes.written.fetch_add(1, Ordering::SeqCst);
                let event = format!("data: {{\"n\": {n}, \"text\": \"t\"}}\n\n");
                Some((Ok::<_, std::io::Error>(Bytes::from(event)), (writes, n + 1)))
            });
            Response::builder()
                .header("content-type", "text/event-stream")
                .body(Body::from_stream(body))
                .unwrap()
        }
    });
    let server = oapigen_loopback::Server::router(app).await;
    let transport = transport(&server.base_url, Duration::from_secs(5));
    let mut stream: EventStream<Chunk> = transport.stream_owned(Ok(chat()), StreamFormat::ServerSentEvents);
    for n in 0..3 {
        let item = tokio::time::timeout(Duration::from_secs(5), stream.try_next())
            .await
            .unwrap();
        assert_eq!(item.unwrap().unwrap().n, n);
    }
    drop(stream);
    tokio::time::timeout(Duration::from_secs(5), gone_rx)
        .await
        .expect("the server's body is dropped once the client closes the connection")
        .unwrap();
    let at_drop = written.load(Ordering::SeqCst);
    tokio::time::sleep(Duration::from_millis(50)).await;
    assert_eq!(written.load(Ordering::SeqCst), at_drop, "nothing written after");
    assert!(at_drop < 10_000);
}

#[test]
fn streams_are_send_unpin_and_static() {
    fn check<S: futures_util::Stream + Send + Unpin + 'static>(_: &S) {}
    let transport = ClientBuilder::<Transport>::new("http://127.0.0.1:9").build().unwrap();
    let stream = transport.stream_owned::<Chunk>(Ok(chat()), StreamFormat::ServerSentEvents);
    check(&stream);
    check(&stream.events());
}
