//! The transport against the workspace's loopback server (a real HTTP server on 127.0.0.1).

use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::Router;
use axum::body::Body as AxumBody;
use axum::extract::{Request as AxumRequest, State};
use axum::http::{HeaderMap, HeaderValue, Response as AxumResponse, StatusCode};
use oapigen_runtime::reexports::reqwest::Method;
use oapigen_runtime::{
    ApiErrorBody, ClientBuilder, Error, Request, RetryPolicy, Scheme, Transport, encode_path_segment,
};

const KEY: &str = "SeCrEt-KeY-0123456789";

/// What the server saw of one request.
#[derive(Debug, Clone)]
struct Seen {
    method: String,
    uri: String,
    headers: HeaderMap,
    body: Vec<u8>,
}

#[derive(Clone, Default)]
struct Recorder {
    seen: Arc<Mutex<Vec<Seen>>>,
}

impl Recorder {
    fn hits(&self, path: &str) -> usize {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .filter(|s| s.uri.split('?').next() == Some(path))
            .count()
    }

    fn last(&self) -> Seen {
        self.seen.lock().unwrap().last().cloned().expect("a request")
    }
}

fn reply(status: u16, headers: &[(&'static str, &str)], body: impl Into<AxumBody>) -> AxumResponse<AxumBody> {
    let mut r = AxumResponse::new(body.into());
    *r.status_mut() = StatusCode::from_u16(status).unwrap();
    for (k, v) in headers {
        r.headers_mut().append(*k, HeaderValue::from_str(v).unwrap());
    }
    r
}

const JSON: (&str, &str) = ("content-type", "application/json");

async fn handle(State(rec): State<Recorder>, req: AxumRequest) -> AxumResponse<AxumBody> {
    let (parts, body) = req.into_parts();
    let body = axum::body::to_bytes(body, usize::MAX).await.unwrap().to_vec();
    let uri = parts.uri.to_string();
    let path = parts.uri.path().to_owned();
    rec.seen.lock().unwrap().push(Seen {
        method: parts.method.to_string(),
        uri: uri.clone(),
        headers: parts.headers.clone(),
        body: body.clone(),
    });
    let hits = rec.hits(&path);
    match path.as_str() {
        "/ok" => reply(200, &[JSON], r#"{"id":"t1","state":"NEW"}"#),
        "/empty" => reply(204, &[], ""),
        "/echo-body" => reply(200, &[JSON], body),
        "/flaky" if hits == 1 => reply(503, &[("retry-after", "1")], "busy"),
        "/flaky" => reply(200, &[JSON], r#"{"ok":true}"#),
        "/always-503" => reply(503, &[JSON], r#"{"message":"maintenance"}"#),
        "/too-many" if hits == 1 => reply(429, &[("retry-after-ms", "10")], ""),
        "/too-many" => reply(200, &[JSON], "{}"),
        "/bad-gateway" => reply(
            502,
            &[("content-type", "text/html")],
            "<html><body><h1>502 Bad Gateway</h1></body></html>",
        ),
        "/truncated" => reply(200, &[JSON], r#"{"results": [{"id": 1}, {"id": 2"#),
        "/not-found" => reply(
            404,
            &[JSON, ("x-request-id", "req-42")],
            r#"{"message":"task not found"}"#,
        ),
        "/big" => reply(200, &[JSON], format!("\"{}\"", "x".repeat(4096))),
        "/slow" => {
            tokio::time::sleep(Duration::from_secs(3)).await;
            reply(200, &[JSON], "{}")
        }
        _ => reply(200, &[JSON], serde_json::json!({ "uri": uri }).to_string()),
    }
}

struct Server {
    base: String,
    rec: Recorder,
    /// The loopback server `handle` answers on (stops when dropped).
    _loopback: oapigen_loopback::Server,
}

async fn server() -> Server {
    let rec = Recorder::default();
    let app = Router::new().fallback(handle).with_state(rec.clone());
    let loopback = oapigen_loopback::Server::router(app).await;
    Server {
        base: loopback.base_url.clone(),
        rec,
        _loopback: loopback,
    }
}

fn fast_retries() -> RetryPolicy {
    RetryPolicy {
        max_retries: 2,
        initial_backoff: Duration::from_millis(5),
        max_backoff: Duration::from_millis(20),
        jitter: 0.0,
        ..RetryPolicy::default()
    }
}

fn transport(base: &str) -> Transport {
    ClientBuilder::<Transport>::new(base)
        .api_key(KEY)
        .retry(fast_retries())
        .build()
        .unwrap()
}

fn get(path: &str) -> Request {
    Request::new("test_get", Method::GET, "/test", path)
}

fn post(path: &str) -> Request {
    Request::new("test_post", Method::POST, "/test", path)
}

/// Every error's Display and Debug, checked for the key.
fn assert_no_key(e: &Error) {
    let shown = format!("{e} {e:?}");
    assert!(!shown.contains(KEY), "{shown}");
}

#[tokio::test]
async fn sends_the_auth_header_exactly() {
    let s = server().await;
    let t = transport(&s.base);
    let v: serde_json::Value = t.send_json(get("/ok")).await.unwrap();
    assert_eq!(v["state"], "NEW");
    let seen = s.rec.last();
    assert_eq!(seen.method, "GET");
    assert_eq!(seen.headers.get("authorization").unwrap(), &format!("apikey {KEY}"));
    assert_eq!(seen.headers.get("accept").unwrap(), "application/json");
    assert!(
        seen.headers
            .get("user-agent")
            .unwrap()
            .to_str()
            .unwrap()
            .starts_with("oapigen-runtime/")
    );

    // Another scheme and header.
    let t = ClientBuilder::<Transport>::new(&s.base)
        .api_key(KEY)
        .auth_scheme("Bearer")
        .auth_header("X-Auth")
        .user_agent("cloud-api/1.0")
        .build()
        .unwrap();
    t.send(get("/ok")).await.unwrap();
    let seen = s.rec.last();
    assert_eq!(seen.headers.get("x-auth").unwrap(), &format!("Bearer {KEY}"));
    assert!(seen.headers.get("authorization").is_none());
    assert_eq!(seen.headers.get("user-agent").unwrap(), "cloud-api/1.0");

    // No key: no auth header.
    let t = ClientBuilder::<Transport>::new(&s.base).build().unwrap();
    t.send(get("/ok")).await.unwrap();
    assert!(s.rec.last().headers.get("authorization").is_none());
}

#[tokio::test]
async fn a_key_goes_where_the_scheme_says() {
    let s = server().await;
    let with = |b: ClientBuilder<Transport>| b.api_key(KEY).build().unwrap();
    // `apiKey` in the query, after the request's own parameters.
    let t = with(ClientBuilder::<Transport>::new(&s.base).auth_query("api_key"));
    t.send(get("/ok").query("a", 1)).await.unwrap();
    let seen = s.rec.last();
    assert_eq!(seen.uri, format!("/ok?a=1&api_key={KEY}"));
    assert!(seen.headers.get("authorization").is_none());
    // `apiKey` in a cookie.
    let t = with(ClientBuilder::<Transport>::new(&s.base).auth_cookie("session"));
    t.send(get("/ok")).await.unwrap();
    assert_eq!(s.rec.last().headers.get("cookie").unwrap(), &format!("session={KEY}"));
    // HTTP Basic: `user:password`, base64 (RFC 7617's example).
    let t = ClientBuilder::<Transport>::new(&s.base)
        .basic_auth("Aladdin", "open sesame")
        .build()
        .unwrap();
    t.send(get("/ok")).await.unwrap();
    assert_eq!(
        s.rec.last().headers.get("authorization").unwrap(),
        "Basic QWxhZGRpbjpvcGVuIHNlc2FtZQ=="
    );
    let err = ClientBuilder::<Transport>::new(&s.base)
        .auth_basic()
        .api_key("no-colon")
        .build()
        .unwrap_err();
    assert!(err.to_string().contains("basic_auth(user, password)"), "{err}");

    // A transport error shows the URL with the key redacted.
    let closed = oapigen_loopback::closed_port_url().await;
    let t = ClientBuilder::<Transport>::new(&closed)
        .auth_query("api_key")
        .api_key(KEY)
        .retry(RetryPolicy {
            max_retries: 0,
            ..fast_retries()
        })
        .build()
        .unwrap();
    let err = t.send(get("/ok")).await.unwrap_err();
    assert_no_key(&err);
    assert!(err.to_string().contains("api_key=%3Credacted%3E"), "{err}");
    assert!(!format!("{t:?}").contains(KEY));
}

#[tokio::test]
async fn each_request_carries_the_schemes_its_requirement_names() {
    let s = server().await;
    let t = ClientBuilder::<Transport>::new(&s.base)
        .scheme("user", Scheme::header("X-User-Key", None))
        .scheme("query", Scheme::query("k"))
        .scheme("session", Scheme::cookie("sid"))
        .scheme("token", Scheme::http("Token"))
        .credential("query", "Q")
        .credential("session", "S")
        .credential("token", "T")
        .api_key(KEY)
        .build()
        .unwrap();
    // No requirement anywhere: the default scheme's key, as a client of one scheme sends it.
    t.send(get("/ok")).await.unwrap();
    let seen = s.rec.last();
    assert_eq!(seen.headers.get("x-user-key").unwrap(), KEY);
    assert!(seen.headers.get("cookie").is_none() && seen.uri == "/ok");
    // The first alternative the client has every credential for, all of it.
    t.send(get("/ok").security(&[&["missing"], &["query", "session", "token"]]))
        .await
        .unwrap();
    let seen = s.rec.last();
    assert_eq!(seen.uri, "/ok?k=Q");
    assert_eq!(seen.headers.get("cookie").unwrap(), "sid=S");
    assert_eq!(seen.headers.get("authorization").unwrap(), "Token T");
    assert!(seen.headers.get("x-user-key").is_none());
    // None asked for: none sent.
    t.send(get("/ok").security(&[])).await.unwrap();
    let seen = s.rec.last();
    assert!(seen.headers.get("x-user-key").is_none() && seen.uri == "/ok");
    // Nothing the client has meets it: refused, nothing sent.
    let before = s.rec.hits("/ok");
    let err = t
        .send(get("/ok").security(&[&["missing"], &["user", "other"]]))
        .await
        .unwrap_err();
    assert!(
        matches!(&err, Error::MissingCredentials { schemes, .. } if *schemes == [vec!["missing"], vec!["user", "other"]]),
        "{err:?}"
    );
    assert_eq!(s.rec.hits("/ok"), before);
    assert_no_key(&err);
    // A transport that declares no scheme: a request marked as needing credentials is refused
    // without the API key.
    let bare = ClientBuilder::<Transport>::new(&s.base).build().unwrap();
    let err = bare.send(get("/ok").credentials_required()).await.unwrap_err();
    assert!(
        matches!(
            &err,
            Error::MissingCredentials {
                operation_id: "test_get",
                ..
            }
        ) && err.to_string().contains("an API key"),
        "{err}"
    );
    assert_eq!(s.rec.hits("/ok"), before);
}

#[tokio::test]
async fn debug_and_errors_never_show_the_key() {
    let s = server().await;
    let t = transport(&s.base);
    let dbg = format!("{t:?}");
    assert!(!dbg.contains(KEY), "{dbg}");
    assert!(dbg.contains(&s.base), "{dbg}");
    assert!(dbg.contains("<redacted>"), "{dbg}");

    let mut errors = vec![
        t.send(get("/not-found")).await.unwrap_err(),
        t.send(get("/bad-gateway")).await.unwrap_err(),
        t.send_json::<Vec<u8>>(get("/truncated")).await.unwrap_err(),
        t.send(get("/x").header("x-h", "a\nb")).await.unwrap_err(),
        t.send(get("/a/../b")).await.unwrap_err(),
    ];
    let closed = oapigen_loopback::closed_port_url().await;
    errors.push(transport(&closed).send(get("/ok")).await.unwrap_err());
    for key in [format!("{KEY}\n"), format!("{KEY}\r\nX-Evil: 1")] {
        errors.push(
            ClientBuilder::<Transport>::new(&s.base)
                .api_key(key)
                .build()
                .unwrap_err(),
        );
    }
    for e in &errors {
        assert_no_key(e);
    }
}

#[tokio::test]
async fn a_key_with_a_line_break_is_refused() {
    for key in [
        format!("{KEY}\n"),
        format!("{KEY}\r\nX-Injected: 1"),
        "a\u{7f}".to_owned(),
    ] {
        let err = ClientBuilder::<Transport>::new("http://127.0.0.1:9")
            .api_key(key)
            .build()
            .unwrap_err();
        assert!(matches!(err, Error::Config(_)), "{err:?}");
    }
}

#[tokio::test]
async fn header_values_with_line_breaks_are_never_sent() {
    let s = server().await;
    let t = transport(&s.base);
    let err = t
        .send(get("/x").header("x-project", "1\r\nX-Injected: yes"))
        .await
        .unwrap_err();
    let Error::Validation(v) = &err else { panic!("{err:?}") };
    assert_eq!(v.violations()[0].path, "/headers/x-project");
    assert_eq!(v.violations()[0].value, None);
    assert_eq!(s.rec.hits("/x"), 0);
}

#[tokio::test]
async fn retry_after_is_honoured() {
    let s = server().await;
    let t = transport(&s.base);
    let start = Instant::now();
    let v: serde_json::Value = t.send_json(get("/flaky")).await.unwrap();
    assert_eq!(v["ok"], true);
    assert_eq!(s.rec.hits("/flaky"), 2);
    // The backoff alone would be 5 ms; the server asked for 1 s.
    assert!(start.elapsed() >= Duration::from_millis(950), "{:?}", start.elapsed());
}

#[tokio::test]
async fn post_is_not_retried_after_503_unless_opted_in() {
    let s = server().await;
    let t = transport(&s.base);
    let err = t.send(post("/always-503")).await.unwrap_err();
    assert_eq!(err.status(), Some(503));
    // Transient, but not safe to repeat: the POST may have been carried out, and a caller's own
    // retry loop must not send it again, as the client itself did not.
    assert!(err.is_transient());
    assert!(!err.is_retryable(), "a 503 to a POST is not safe to repeat");
    assert_eq!(s.rec.hits("/always-503"), 1);

    let t = ClientBuilder::<Transport>::new(&s.base)
        .retry(RetryPolicy {
            retry_non_idempotent: true,
            ..fast_retries()
        })
        .build()
        .unwrap();
    t.send(post("/always-503")).await.unwrap_err();
    assert_eq!(s.rec.hits("/always-503"), 1 + 3);

    // A POST marked idempotent is retried too.
    let t = transport(&s.base);
    t.send(post("/always-503").idempotent(true)).await.unwrap_err();
    assert_eq!(s.rec.hits("/always-503"), 4 + 3);
}

#[tokio::test]
async fn post_is_retried_after_429() {
    let s = server().await;
    let t = transport(&s.base);
    t.send(post("/too-many")).await.unwrap();
    assert_eq!(s.rec.hits("/too-many"), 2);
}

#[tokio::test]
async fn get_is_retried_max_retries_times_then_fails() {
    let s = server().await;
    let t = transport(&s.base);
    let err = t.send(get("/always-503")).await.unwrap_err();
    assert_eq!(s.rec.hits("/always-503"), 3);
    match &err {
        Error::Api {
            status,
            body,
            operation_id,
            ..
        } => {
            assert_eq!(*status, 503);
            assert_eq!(
                *body,
                ApiErrorBody::Json(Box::new(serde_json::json!({"message": "maintenance"})))
            );
            assert_eq!(*operation_id, "test_get");
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(err.to_string(), "test_get: HTTP 503: maintenance");

    let t = ClientBuilder::<Transport>::new(&s.base)
        .retry(RetryPolicy::none())
        .build()
        .unwrap();
    t.send(get("/always-503")).await.unwrap_err();
    assert_eq!(s.rec.hits("/always-503"), 4);
}

#[tokio::test]
async fn html_error_page_is_text() {
    let s = server().await;
    let t = ClientBuilder::<Transport>::new(&s.base)
        .retry(RetryPolicy::none())
        .build()
        .unwrap();
    let err = t.send(get("/bad-gateway")).await.unwrap_err();
    let Error::Api { status, body, .. } = &err else {
        panic!("{err:?}")
    };
    assert_eq!(*status, 502);
    assert_eq!(
        *body,
        ApiErrorBody::Text("<html><body><h1>502 Bad Gateway</h1></body></html>".into())
    );
}

#[tokio::test]
async fn truncated_json_is_a_decode_error() {
    let s = server().await;
    let t = transport(&s.base);
    let err = t.send_json::<serde_json::Value>(get("/truncated")).await.unwrap_err();
    let Error::Decode {
        status,
        excerpt,
        operation_id,
        ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!(*status, 200);
    assert_eq!(excerpt, r#"{"results": [{"id": 1}, {"id": 2"#);
    assert_eq!(*operation_id, "test_get");
    assert!(err.to_string().contains("HTTP 200"), "{err}");
    assert_eq!(s.rec.hits("/truncated"), 1, "a decode error is not retried");
}

#[tokio::test]
async fn empty_body_decodes_as_null() {
    let s = server().await;
    let t = transport(&s.base);
    let () = t.send_json(get("/empty")).await.unwrap();
    let none: Option<serde_json::Value> = t.send_json(get("/empty")).await.unwrap();
    assert_eq!(none, None);
    let resp = t.send(get("/empty")).await.unwrap();
    assert_eq!(resp.status, 204);
    assert!(resp.body.is_empty());
}

#[tokio::test]
async fn request_id_is_captured() {
    let s = server().await;
    let t = transport(&s.base);
    let err = t.send(get("/not-found")).await.unwrap_err();
    let Error::Api {
        status,
        request_id,
        body,
        ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert_eq!(*status, 404);
    assert_eq!(request_id.as_deref(), Some("req-42"));
    assert_eq!(body.message(), Some("task not found"));
    assert_eq!(
        err.to_string(),
        "test_get: HTTP 404: task not found (request id req-42)"
    );
    assert!(!err.is_retryable());
    assert_eq!(s.rec.hits("/not-found"), 1, "404 is not retried");
}

#[tokio::test]
async fn path_segments_stay_segments() {
    let s = server().await;
    let t = transport(&s.base);
    let path = format!(
        "/cloud/v1/tasks/{}/{}/{}",
        encode_path_segment("a/../b"),
        encode_path_segment("with space"),
        encode_path_segment("ünï?#%")
    );
    t.send(get(&path)).await.unwrap();
    assert_eq!(
        s.rec.last().uri,
        "/cloud/v1/tasks/a%2F..%2Fb/with%20space/%C3%BCn%C3%AF%3F%23%25"
    );

    // An unencoded dot segment is refused before sending.
    for bad in ["/a/../b", "/a/./b", "/a/%2e%2E/b", "relative"] {
        let err = t.send(get(bad)).await.unwrap_err();
        assert!(matches!(err, Error::Validation(_)), "{bad}: {err:?}");
    }
    assert_eq!(s.rec.seen.lock().unwrap().len(), 1);
}

#[tokio::test]
async fn base_url_with_a_prefix_and_query_with_repeated_keys() {
    let s = server().await;
    let t = transport(&format!("{}/api/", s.base));
    t.send(
        get("/items")
            .query("id", 1)
            .query("id", 2)
            .query_all("name", ["a b", "c&d=e"])
            .query("empty", ""),
    )
    .await
    .unwrap();
    assert_eq!(s.rec.last().uri, "/api/items?id=1&id=2&name=a+b&name=c%26d%3De&empty=");
}

#[tokio::test]
async fn an_operation_with_a_server_of_its_own_goes_there_while_the_base_url_is_the_documents() {
    let api = server().await;
    let uploads = server().await;
    let own: &'static str = Box::leak(format!("{}/up/", uploads.base).into_boxed_str());
    // The client's base URL is the document's default: the operation's own server is used.
    transport(&api.base).send(get("/assets").server(own)).await.unwrap();
    assert_eq!(uploads.rec.last().uri, "/up/assets");
    assert!(api.rec.seen.lock().unwrap().is_empty());
    // Set to another (a proxy, a fake, a test server): every request goes there.
    let proxy = server().await;
    let t = ClientBuilder::<Transport>::new(&api.base)
        .base_url(format!("{}/", proxy.base))
        .api_key(KEY)
        .build()
        .unwrap();
    t.send(get("/assets").server(own)).await.unwrap();
    assert_eq!(proxy.rec.last().uri, "/assets");
    assert_eq!(uploads.rec.seen.lock().unwrap().len(), 1);
    // A document's URL written unlike its normal form is still the client's default.
    let t = ClientBuilder::<Transport>::new(&format!("{}/", api.base.replace("http://", "HTTP://")))
        .build()
        .unwrap();
    t.send(get("/assets").server(own)).await.unwrap();
    assert_eq!(uploads.rec.seen.lock().unwrap().len(), 2);
}

#[tokio::test]
async fn json_bodies_are_sent_with_their_content_type() {
    let s = server().await;
    let t = transport(&s.base);
    let body = serde_json::json!({"name": "x", "count": 2});
    let back: serde_json::Value = t.send_json(post("/echo-body").json_body(&body).unwrap()).await.unwrap();
    assert_eq!(back, body);
    let seen = s.rec.last();
    assert_eq!(seen.method, "POST");
    assert_eq!(seen.headers.get("content-type").unwrap(), "application/json");
    assert_eq!(serde_json::from_slice::<serde_json::Value>(&seen.body).unwrap(), body);

    t.send(post("/echo-body").bytes_body("text/plain", b"raw".to_vec()))
        .await
        .unwrap();
    let seen = s.rec.last();
    assert_eq!(seen.headers.get("content-type").unwrap(), "text/plain");
    assert_eq!(seen.body, b"raw");
}

#[tokio::test]
async fn oversized_responses_are_refused() {
    let s = server().await;
    let t = ClientBuilder::<Transport>::new(&s.base)
        .max_response_bytes(1024)
        .build()
        .unwrap();
    let err = t.send(get("/big")).await.unwrap_err();
    assert!(
        matches!(
            err,
            Error::ResponseTooLarge {
                status: 200,
                limit: 1024,
                ..
            }
        ),
        "{err:?}"
    );
    let t = ClientBuilder::<Transport>::new(&s.base)
        .max_response_bytes(8192)
        .build()
        .unwrap();
    let v: String = t.send_json(get("/big")).await.unwrap();
    assert_eq!(v.len(), 4096);
}

#[tokio::test]
async fn connection_errors_are_retried_even_for_post() {
    let base = oapigen_loopback::closed_port_url().await;
    let t = ClientBuilder::<Transport>::new(&base)
        .retry(RetryPolicy {
            max_retries: 2,
            initial_backoff: Duration::from_millis(100),
            max_backoff: Duration::from_secs(1),
            jitter: 0.0,
            ..RetryPolicy::default()
        })
        .build()
        .unwrap();
    let start = Instant::now();
    let err = t.send(post("/x")).await.unwrap_err();
    // Two waits: 100 ms and 200 ms.
    assert!(start.elapsed() >= Duration::from_millis(300), "{:?}", start.elapsed());
    let Error::Transport {
        source, operation_id, ..
    } = &err
    else {
        panic!("{err:?}")
    };
    assert!(source.is_connect());
    assert_eq!(*operation_id, "test_post");
    assert!(err.is_retryable());
}

#[tokio::test]
async fn timeouts_fail_and_idempotent_requests_are_retried() {
    let s = server().await;
    let t = ClientBuilder::<Transport>::new(&s.base)
        .timeout(Duration::from_millis(150))
        .retry(RetryPolicy {
            max_retries: 1,
            ..fast_retries()
        })
        .build()
        .unwrap();
    let err = t.send(get("/slow")).await.unwrap_err();
    assert!(matches!(&err, Error::Timeout { task_id: None, .. }), "{err:?}");
    assert!(err.to_string().contains("150ms"), "{err}");
    assert_eq!(s.rec.hits("/slow"), 2);
    // A POST that timed out may have been processed: not retried.
    t.send(post("/slow")).await.unwrap_err();
    assert_eq!(s.rec.hits("/slow"), 3);
}

/// A `MakeWriter` into a shared buffer.
#[derive(Clone, Default)]
struct Buf(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Buf {
    fn write(&mut self, b: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(b);
        Ok(b.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test]
async fn tracing_span_records_the_request_but_no_secret() {
    let s = server().await;
    let buf = Buf::default();
    let writer = buf.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || writer.clone())
        .with_ansi(false)
        .with_max_level(tracing::Level::TRACE)
        .with_span_events(tracing_subscriber::fmt::format::FmtSpan::CLOSE)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let t = ClientBuilder::<Transport>::new(&s.base)
        .api_key(KEY)
        .retry(RetryPolicy {
            max_retry_after: Duration::ZERO,
            ..fast_retries()
        })
        .build()
        .unwrap();
    t.send(Request::new("getTask", Method::GET, "/flaky/{id}", "/flaky").query("secret_query", "q"))
        .await
        .unwrap();
    let out = String::from_utf8(buf.0.lock().unwrap().clone()).unwrap();
    assert!(out.contains("oapigen.request"), "{out}");
    assert!(out.contains("operation_id=\"getTask\""), "{out}");
    assert!(out.contains("path_template=\"/flaky/{id}\""), "{out}");
    assert!(out.contains("method=GET"), "{out}");
    assert!(out.contains("retrying"), "{out}");
    assert!(out.contains("status=200"), "{out}");
    assert!(out.contains("attempt=2"), "{out}");
    assert!(!out.contains(KEY), "{out}");
    assert!(!out.contains("secret_query"), "{out}");
}

#[tokio::test]
async fn transport_is_shared_across_tasks() {
    let s = server().await;
    let t = transport(&s.base);
    let handles: Vec<_> = (0..8)
        .map(|i| {
            let t = t.clone();
            tokio::spawn(async move { t.send(get(&format!("/item/{i}"))).await.map(|r| r.status) })
        })
        .collect();
    for h in handles {
        assert_eq!(h.await.unwrap().unwrap(), 200);
    }
    let uris: HashMap<String, usize> = s.rec.seen.lock().unwrap().iter().map(|s| (s.uri.clone(), 1)).collect();
    assert_eq!(uris.len(), 8);
}

/// Generated operations must be usable from `tokio::spawn`: the runtime's futures and
/// streams are `Send` when what they are given is.
#[test]
fn futures_and_streams_are_send() {
    fn assert_send<T: Send>(_: &T) {}
    let t = ClientBuilder::<Transport>::new("http://127.0.0.1:9").build().unwrap();
    let send = t.send(get("/x"));
    assert_send(&send);
    let json = t.send_json::<serde_json::Value>(get("/x"));
    assert_send(&json);
    let policy = oapigen_runtime::PollPolicy::default();
    let ids = vec!["a".to_owned()];
    let classify = |_: &serde_json::Value| oapigen_runtime::TaskStatus::Finished;
    let all = oapigen_runtime::wait_for_all(
        &policy,
        &ids,
        |id: &str| t.send_json::<serde_json::Value>(get(&format!("/{id}"))),
        classify,
    );
    assert_send(&all);
    let stream = oapigen_runtime::paginate(0, 10, |_, _| async {
        Ok::<_, Error>(oapigen_runtime::Page::<u8> {
            items: Vec::new(),
            count: None,
        })
    });
    assert_send(&stream);
    let t2 = t.clone();
    std::thread::spawn(move || drop(t2)).join().unwrap();
}
