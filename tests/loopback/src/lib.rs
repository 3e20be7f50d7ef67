//! The one HTTP test server of this workspace: a real axum server on 127.0.0.1 (a random port)
//! that the runtime's and the integration tests run clients against, instead of a mocked trait.
//!
//! Two ways to answer, one server:
//! - [`Server::start`] answers every request through a closure of the request ([`Call`] →
//!   [`Reply`]);
//! - [`Server::router`] serves an axum [`Router`] of the test's own (for handlers that wait,
//!   extract path parameters or keep their own state).
//!
//! Either way the server records every request exactly as it arrived ([`Recorded`]: method, raw
//! path, raw query, headers, body, arrival time), so a test asserts what went over the wire and how
//! many requests were made. Dropping the [`Server`] stops it. [`closed_port_url`] is an address
//! nothing listens on, for connection errors.

use std::sync::{Arc, Mutex};
use std::time::Instant;

use axum::body::{Body, to_bytes};
use axum::extract::{Request, State};
use axum::http::{HeaderName, HeaderValue, StatusCode, Uri};
use axum::middleware::Next;
use axum::response::Response;
use axum::{Extension, Router};
use serde_json::Value;

/// One request as the server received it.
#[derive(Debug, Clone)]
pub struct Recorded {
    pub method: String,
    /// The path exactly as it arrived (still percent-encoded).
    pub path: String,
    /// The raw query string, if any.
    pub query: Option<String>,
    /// Header names in lower case, in arrival order.
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
    pub at: Instant,
    uri: Uri,
}

impl Recorded {
    /// Every value of a header.
    pub fn header_values(&self, name: &str) -> Vec<&str> {
        self.headers
            .iter()
            .filter(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
            .collect()
    }

    /// The only value of a header (panics when it was sent more than once).
    pub fn header(&self, name: &str) -> Option<&str> {
        let values = self.header_values(name);
        assert!(
            values.len() <= 1,
            "header {name} sent {} times: {values:?}",
            values.len()
        );
        values.first().copied()
    }

    /// The decoded query pairs, in order.
    pub fn query_pairs(&self) -> Vec<(String, String)> {
        axum::extract::Query::<Vec<(String, String)>>::try_from_uri(&self.uri)
            .expect("the query decodes")
            .0
    }

    /// The value of one query parameter (panics when it repeats).
    pub fn query_param(&self, name: &str) -> Option<String> {
        let values: Vec<String> = self
            .query_pairs()
            .into_iter()
            .filter(|(k, _)| k == name)
            .map(|(_, v)| v)
            .collect();
        assert!(values.len() <= 1, "query parameter {name} sent {} times", values.len());
        values.into_iter().next()
    }

    /// The body as JSON.
    pub fn json(&self) -> Value {
        serde_json::from_slice(&self.body).unwrap_or_else(|e| {
            panic!(
                "request body is not JSON ({e}): {:?}",
                String::from_utf8_lossy(&self.body)
            )
        })
    }
}

/// What the server answers.
#[derive(Debug, Clone)]
pub struct Reply {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Reply {
    /// A JSON answer.
    pub fn json(status: u16, body: Value) -> Reply {
        Reply::raw(status, "application/json", body.to_string())
    }

    /// An answer with any content type and body.
    pub fn raw(status: u16, content_type: &str, body: impl Into<Vec<u8>>) -> Reply {
        Reply {
            status,
            headers: vec![("content-type".into(), content_type.into())],
            body: body.into(),
        }
    }

    /// An answer with no body and no header.
    pub fn empty(status: u16) -> Reply {
        Reply {
            status,
            headers: Vec::new(),
            body: Vec::new(),
        }
    }

    /// Adds a header.
    pub fn header(mut self, name: &str, value: &str) -> Reply {
        self.headers.push((name.into(), value.into()));
        self
    }
}

/// What the responder learns about a request.
pub struct Call<'a> {
    pub req: &'a Recorded,
    /// Position of this request among all requests (from 0).
    pub index: usize,
    /// How many earlier requests had the same method and path.
    pub nth_same_path: usize,
}

type Responder = dyn Fn(&Call<'_>) -> Reply + Send + Sync;

type Log = Arc<Mutex<Vec<Recorded>>>;

/// A running server; dropping it stops it.
pub struct Server {
    /// `http://127.0.0.1:PORT`, without a trailing slash.
    pub base_url: String,
    log: Log,
    task: tokio::task::JoinHandle<()>,
}

impl Server {
    /// A server that answers every request through `responder`.
    pub async fn start(responder: impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static) -> Server {
        let responder: Arc<Responder> = Arc::new(responder);
        let app = Router::new().fallback(answer).with_state(responder);
        Server::router(app).await
    }

    /// A server that serves `app` (and records every request before `app` sees it).
    pub async fn router(app: Router) -> Server {
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind 127.0.0.1:0");
        let addr = listener.local_addr().expect("local address");
        let log = Log::default();
        let app = app.layer(axum::middleware::from_fn_with_state(Arc::clone(&log), record));
        let task = tokio::spawn(async move {
            axum::serve(listener, app).await.expect("the test server runs");
        });
        Server {
            base_url: format!("http://{addr}"),
            log,
            task,
        }
    }

    /// Every request received so far.
    pub fn requests(&self) -> Vec<Recorded> {
        self.log.lock().unwrap().clone()
    }

    /// How many requests were received.
    pub fn count(&self) -> usize {
        self.log.lock().unwrap().len()
    }

    /// The one request received (panics unless exactly one arrived).
    pub fn single(&self) -> Recorded {
        let log = self.requests();
        assert_eq!(log.len(), 1, "expected exactly one request, got {log:#?}");
        log.into_iter().next().unwrap()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        self.task.abort();
    }
}

/// The address of a port nothing listens on (bound, then released), for a connection error.
pub async fn closed_port_url() -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
        .await
        .expect("bind 127.0.0.1:0");
    let addr = listener.local_addr().expect("local address");
    drop(listener);
    format!("http://{addr}")
}

/// Where a request stands among those received, for [`Server::start`]'s responder.
#[derive(Clone)]
struct Arrival {
    rec: Recorded,
    index: usize,
    nth_same_path: usize,
}

/// Records the request (its body read whole), then hands it on unchanged.
async fn record(State(log): State<Log>, req: Request, next: Next) -> Response {
    let at = Instant::now();
    let (mut parts, body) = req.into_parts();
    let body = to_bytes(body, usize::MAX).await.map(|b| b.to_vec()).unwrap_or_default();
    let rec = Recorded {
        method: parts.method.to_string(),
        path: parts.uri.path().to_owned(),
        query: parts.uri.query().map(str::to_owned),
        headers: parts
            .headers
            .iter()
            .map(|(k, v)| (k.as_str().to_owned(), v.to_str().unwrap_or("<not text>").to_owned()))
            .collect(),
        body: body.clone(),
        at,
        uri: parts.uri.clone(),
    };
    let (index, nth_same_path) = {
        let mut log = log.lock().unwrap();
        let nth = log
            .iter()
            .filter(|r| r.method == rec.method && r.path == rec.path)
            .count();
        log.push(rec.clone());
        (log.len() - 1, nth)
    };
    parts.extensions.insert(Arrival {
        rec,
        index,
        nth_same_path,
    });
    next.run(Request::from_parts(parts, Body::from(body))).await
}

/// The answer of [`Server::start`]'s responder.
async fn answer(State(responder): State<Arc<Responder>>, Extension(arrival): Extension<Arrival>) -> Response {
    let reply = responder(&Call {
        req: &arrival.rec,
        index: arrival.index,
        nth_same_path: arrival.nth_same_path,
    });
    let mut resp = Response::new(Body::from(reply.body));
    *resp.status_mut() = StatusCode::from_u16(reply.status).expect("valid status");
    for (k, v) in reply.headers {
        resp.headers_mut().append(
            HeaderName::from_bytes(k.as_bytes()).expect("valid header name"),
            HeaderValue::from_str(&v).expect("valid header value"),
        );
    }
    resp
}
