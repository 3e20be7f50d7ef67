//! The HTTP side: hyper on the given listener (so a fault can drop a connection without an
//! answer), each request routed, faulted, judged, handled, its answer judged and journaled.

use std::fmt;
use std::net::SocketAddr;

use bytes::Bytes;
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Incoming;
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde_json::{Value, json};
use tokio::net::TcpListener;

use crate::answer::{self, Answer, Kind};
use crate::engine::{self, Ctx};
use crate::fake::Fake;
use crate::faults::Triggered;
use crate::journal::{self, JournalEntry};
use crate::judge::Request;
use crate::route::Matched;

/// A fake serving on a local port; dropping it stops the server.
pub struct Running {
    addr: SocketAddr,
    task: tokio::task::JoinHandle<std::io::Result<()>>,
}

impl Running {
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    /// `http://127.0.0.1:PORT`, without a trailing slash.
    pub fn base_url(&self) -> String {
        format!("http://{}", self.addr)
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.task.abort();
    }
}

impl Fake {
    /// Serves on `listener` until the future is dropped (connections it accepted end with it).
    pub async fn serve(&self, listener: tokio::net::TcpListener) -> std::io::Result<()> {
        serve(self.clone(), listener).await
    }

    /// Serves on a new port of 127.0.0.1 until the [`Running`] is dropped.
    pub async fn start(&self) -> std::io::Result<Running> {
        let listener = tokio::net::TcpListener::bind(("127.0.0.1", 0)).await?;
        let addr = listener.local_addr()?;
        let fake = self.clone();
        let task = tokio::spawn(async move { fake.serve(listener).await });
        Ok(Running { addr, task })
    }
}

/// The largest body the fake reads.
const MAX_BODY: usize = 16 * 1024 * 1024;

/// The service's error: hyper closes the connection without an answer.
#[derive(Debug)]
struct Reset;

impl fmt::Display for Reset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("connection reset by the fake (a fault)")
    }
}

impl std::error::Error for Reset {}

async fn serve(fake: Fake, listener: TcpListener) -> std::io::Result<()> {
    if let Ok(addr) = listener.local_addr() {
        fake.state().origin.get_or_insert_with(|| format!("http://{addr}"));
    }
    // Dropping the set (when this future is dropped) ends every connection with it.
    let mut connections = tokio::task::JoinSet::new();
    loop {
        let stream = match listener.accept().await {
            Ok((stream, _)) => stream,
            // Out of descriptors and the like: the next accept may work.
            Err(_) => {
                tokio::time::sleep(std::time::Duration::from_millis(10)).await;
                continue;
            }
        };
        let fake = fake.clone();
        connections.spawn(async move {
            let service = service_fn(move |req| {
                let fake = fake.clone();
                async move { respond(&fake, req).await }
            });
            let _ = http1::Builder::new()
                .serve_connection(TokioIo::new(stream), service)
                .await;
        });
        while connections.try_join_next().is_some() {}
    }
}

async fn respond(fake: &Fake, req: hyper::Request<Incoming>) -> Result<Response<Full<Bytes>>, Reset> {
    let (parts, body) = req.into_parts();
    let body = match Limited::new(body, MAX_BODY).collect().await {
        Ok(c) => c.to_bytes(),
        Err(_) => {
            let message = format!("the body is larger than {MAX_BODY} bytes or was cut short");
            return Ok(render(Answer::json(413, answer::plain_error(&message, &[]))));
        }
    };
    let request = Request {
        method: parts.method.as_str().to_ascii_uppercase(),
        path: parts.uri.path().to_string(),
        query: parts
            .uri
            .query()
            .map(|q| form_urlencoded::parse(q.as_bytes()).into_owned().collect())
            .unwrap_or_default(),
        headers: parts
            .headers
            .iter()
            .map(|(k, v)| {
                (
                    k.as_str().to_ascii_lowercase(),
                    String::from_utf8_lossy(v.as_bytes()).into_owned(),
                )
            })
            .collect(),
        body: body.to_vec(),
    };
    // The address the client reaches the fake by, as it wrote it: where a record's links point.
    if let Some((_, host)) = request.headers.iter().find(|(k, _)| k == "host")
        && is_authority(host)
    {
        let mut st = fake.state();
        if st.origin.as_deref().and_then(|o| o.strip_prefix("http://")) != Some(host.as_str()) {
            st.origin = Some(format!("http://{host}"));
        }
    }
    if request.path == "/__fake" || request.path.starts_with("/__fake/") {
        return Ok(render(crate::control::handle(fake, &request)));
    }
    let answer = dispatch(fake, request).await;
    match answer.kind {
        Kind::Reset => Err(Reset),
        _ => Ok(render(answer)),
    }
}

async fn dispatch(fake: &Fake, request: Request) -> Answer {
    let inner = &fake.inner;
    let matched = inner.router.find(&request.method, &request.path, &request.query);
    let (op, path_params) = match matched {
        Matched::Operation { op, params } => (op, params),
        Matched::MethodNotAllowed(methods) => {
            let message = format!(
                "{} {} is not an operation of {} (it takes {})",
                request.method,
                request.path,
                inner.model.title,
                methods.join(", ")
            );
            let mut a = Answer::json(405, answer::plain_error(&message, &[]));
            a.headers.push(("allow".into(), methods.join(", ")));
            record(fake, None, &request, &a);
            return a;
        }
        Matched::NotFound => {
            let message = format!(
                "no operation of {} matches {} {}",
                inner.model.title, request.method, request.path
            );
            let a = Answer::json(404, json!({ "message": message }));
            record(fake, None, &request, &a);
            return a;
        }
    };
    let triggered = {
        let mut st = fake.state();
        match st.faults.get_mut(&op).map(|f| f.take()) {
            Some((t, used_up)) => {
                if used_up {
                    st.faults.remove(&op);
                }
                t
            }
            None => None,
        }
    };
    if let Some(Triggered::Latency(d)) = triggered {
        tokio::time::sleep(d).await;
    }
    let operation = &inner.model.operations[op];
    let judge = |mut answer: Answer| {
        answer::without_write_only(&inner.schemas, operation, &mut answer);
        if inner.options.validate_answers && answer.kind == Kind::Normal {
            answer::judged(&inner.schemas, operation, answer)
        } else {
            answer
        }
    };
    let (mut answer, time) = {
        let mut st = fake.state();
        let time = st.clock.now();
        let mut ctx = Ctx::new(&inner.prepared, &inner.options, &mut st);
        let answer = match triggered {
            Some(Triggered::Status(s)) => ctx.error(op, s, &format!("a fault: {s} as asked"), &[]),
            Some(Triggered::RateLimited(secs)) => {
                let mut a = ctx.error(op, 429, "a fault: too many requests", &[]);
                a.headers.push(("retry-after".into(), secs.to_string()));
                a
            }
            Some(Triggered::Reset) => Answer::special(Kind::Reset),
            Some(Triggered::Broken) => Answer::special(Kind::Broken),
            Some(Triggered::Latency(_)) | None => engine::serve(&mut ctx, op, &request, path_params),
        };
        // An answer the document gives as a stream of items is served as one, made from the
        // judged answer with the state at hand; any other is judged once the state is free,
        // as judging reads the document alone.
        let streams = answer.kind == Kind::Normal
            && answer::documented(operation, answer.status).is_some_and(|r| r.stream.is_some());
        if streams {
            let judged = judge(answer);
            (crate::stream::served(&mut ctx, operation, &request, judged), time)
        } else {
            drop(st);
            (judge(answer), time)
        }
    };
    // The media type the document gives the answer (`application/problem+json`, …) when it is JSON.
    let documented = answer::documented(operation, answer.status).and_then(|r| r.content_type.as_deref());
    if let Some(media) = documented.filter(|m| m.contains("json")) {
        if answer.body.is_some() && answer.kind == Kind::Normal {
            answer.headers.push(("content-type".into(), media.to_string()));
        }
    }
    // A success the document gives a body of another type (a PDF, CSV, plain text): a body of
    // that type, so that a client finds what the document promises.
    if let Some(media) = documented.filter(|m| !m.contains("json") && !m.contains('*'))
        && answer.body.is_none()
        && answer.kind == Kind::Normal
        && (200..300).contains(&answer.status)
        && answer.status != 204
    {
        answer.body = Some(Value::String(placeholder(media)));
        answer.kind = Kind::Stream;
        answer.headers.push(("content-type".into(), media.to_string()));
    }
    let e = entry(fake, Some(operation.id.clone()), &request, &answer, time);
    fake.state().journal.push(e);
    answer
}

fn entry(
    fake: &Fake,
    operation: Option<String>,
    request: &Request,
    answer: &Answer,
    time: std::time::SystemTime,
) -> JournalEntry {
    JournalEntry {
        operation,
        method: request.method.clone(),
        path: request.path.clone(),
        query: journal::redact_query(&request.query, &fake.inner.model.schemes),
        headers: journal::redact(&request.headers, &fake.inner.model.schemes),
        body: journal::body(&request.body),
        status: (answer.kind != Kind::Reset).then_some(answer.status),
        time,
    }
}

fn record(fake: &Fake, operation: Option<String>, request: &Request, answer: &Answer) {
    let mut st = fake.state();
    let time = st.clock.now();
    let e = entry(fake, operation, request, answer, time);
    st.journal.push(e);
}

/// JSON text of an answer, with an integer too large for 64 bits (a request's, kept as the
/// number it is) written with its digits, as the request wrote it, not as `2.8e25`: a client
/// reads it as the integer its schema says it is.
fn json_bytes(value: &Value) -> Vec<u8> {
    struct Integral;
    impl serde_json::ser::Formatter for Integral {
        fn write_f64<W: ?Sized + std::io::Write>(&mut self, writer: &mut W, value: f64) -> std::io::Result<()> {
            if value.fract() == 0.0 && value.abs() >= 1e16 && value.is_finite() {
                write!(writer, "{value:.0}")
            } else {
                serde_json::ser::CompactFormatter.write_f64(writer, value)
            }
        }
    }
    let mut out = Vec::new();
    let mut serializer = serde_json::Serializer::with_formatter(&mut out, Integral);
    match serde::Serialize::serialize(value, &mut serializer) {
        Ok(()) => out,
        Err(_) => serde_json::to_vec(value).unwrap_or_default(),
    }
}

/// Whether a `Host` header is a host and port a URL can hold (`localhost:4010`, `[::1]:80`): an
/// address the fake writes into records must be one a client can read.
fn is_authority(host: &str) -> bool {
    let (name, port) = match host.strip_prefix('[') {
        Some(rest) => match rest.split_once(']') {
            Some((v6, after)) if v6.parse::<std::net::Ipv6Addr>().is_ok() => ("v6", after),
            _ => return false,
        },
        None => match host.rsplit_once(':') {
            Some((name, port)) => (name, &host[name.len()..][..1 + port.len()]),
            None => (host, ""),
        },
    };
    let port_ok = port.is_empty()
        || port
            .strip_prefix(':')
            .is_some_and(|p| !p.is_empty() && p.len() <= 5 && p.bytes().all(|b| b.is_ascii_digit()));
    let name_ok = !name.is_empty()
        && name.split('.').all(|label| {
            !label.is_empty()
                && label.len() <= 63
                && label.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
                && !label.starts_with('-')
                && !label.ends_with('-')
        });
    port_ok && name_ok
}

/// A body of a media type the fake makes nothing of but its type.
fn placeholder(media: &str) -> String {
    let base = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    if base.ends_with("xml") {
        "<fake/>".into()
    } else if base == "text/html" {
        "<!doctype html><title>fake</title>".into()
    } else {
        "fake".into()
    }
}

fn render(answer: Answer) -> Response<Full<Bytes>> {
    let status = StatusCode::from_u16(answer.status).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    let mut builder = Response::builder().status(status);
    for (k, v) in &answer.headers {
        builder = builder.header(k.as_str(), v.as_str());
    }
    let body = match (answer.kind, &answer.body) {
        (Kind::Broken, _) => {
            builder = builder.header("content-type", "application/json");
            Bytes::from_static(b"{\"broken\": [1, 2")
        }
        (Kind::Stream, Some(Value::String(text))) => Bytes::from(text.clone()),
        (_, Some(v)) => {
            if !answer.headers.iter().any(|(k, _)| k == "content-type") {
                builder = builder.header("content-type", "application/json");
            }
            Bytes::from(json_bytes(v))
        }
        (_, None) => Bytes::new(),
    };
    builder.body(Full::new(body)).unwrap_or_else(|_| {
        Response::new(Full::new(Bytes::from_static(
            b"{\"message\":\"the fake cannot answer\"}",
        )))
    })
}

#[cfg(test)]
mod tests {
    use super::is_authority;

    #[test]
    fn a_host_is_written_into_records_only_where_a_url_can_hold_it() {
        for good in [
            "localhost",
            "localhost:4010",
            "127.0.0.1:80",
            "[::1]:4010",
            "[::1]",
            "api.example.com",
        ] {
            assert!(is_authority(good), "{good}");
        }
        for bad in [
            "",
            "[x",
            "[::1",
            "a b",
            "host:",
            "host:99999999",
            "-a.com",
            "a..b",
            "[::1]x",
            "ex@mple",
        ] {
            assert!(!is_authority(bad), "{bad}");
        }
    }
}
