//! Sending a [`Request`]: authentication, retries with backoff, limits, tracing.

use bytes::Bytes;
use reqwest::header::{self, HeaderMap, HeaderName, HeaderValue};
use serde::de::DeserializeOwned;
use tracing::Instrument as _;

use super::auth::{self, Auth};
use super::http::SendError;
use super::request::is_dot_segment;
use super::{Body, Request, Response, Sending, Transport, WithResponse};
use crate::error::{ApiErrorBody, Error, is_retryable_status};
use crate::validate::{Path, ValidationErrors, Violations};

/// How an answer is read.
#[derive(Clone, Copy)]
pub(crate) enum Reading<'a> {
    /// Whole, within the timeout (reqwest's, which covers the body too).
    Whole,
    /// Left open for an event stream to read: the timeout bounds the wait for the answer's head
    /// alone, `Accept` names the stream's media type, and a reconnection sends the id of the last
    /// event received (`Last-Event-ID`).
    Open {
        accept: &'static str,
        last_event_id: Option<&'a str>,
    },
}

/// A 2xx answer: read whole, or open (its head read, its body for an event stream to read).
pub(crate) enum Answer {
    Read(Response),
    Open(reqwest::Response),
}

/// How one attempt ended.
enum Attempt {
    Done(Answer),
    /// Failed; `retry` says whether this failure may be retried, `headers` carry `Retry-After`.
    Failed {
        error: Error,
        retry: bool,
        headers: Option<HeaderMap>,
    },
}

impl Transport {
    /// Sends the request with authentication and retries, and returns a 2xx response.
    ///
    /// A status outside 2xx becomes [`Error::Api`]; failures to connect or read become
    /// [`Error::Transport`]; a header value with control characters or a path with a `.` or
    /// `..` segment becomes [`Error::Validation`] without sending anything. Each call runs in
    /// an `oapigen.request` tracing span with the operation id, method, path template, final
    /// status and attempt number (never the key, the query or the body).
    pub async fn send(&self, req: Request) -> Result<Response, Error> {
        let (operation_id, idempotent) = (req.operation_id, req.is_idempotent());
        match self.send_reading(req, Reading::Whole).await? {
            Answer::Read(response) => Ok(response),
            // Only `Reading::Open` leaves an answer open; read it whole all the same.
            Answer::Open(open) => self.read_whole(open, operation_id, idempotent).await,
        }
    }

    /// The rest of an open answer, read whole (up to the client's size limit).
    pub(crate) async fn read_whole(
        &self,
        mut open: reqwest::Response,
        operation_id: &'static str,
        idempotent: bool,
    ) -> Result<Response, Error> {
        let (status, headers) = (open.status().as_u16(), std::mem::take(open.headers_mut()));
        let limit = self.inner.max_response_bytes;
        match read_body(&mut open, limit).await {
            Ok(Some(body)) => Ok(Response { status, headers, body }),
            Ok(None) => Err(Error::ResponseTooLarge {
                status,
                limit,
                operation_id,
            }),
            Err(source) => Err(Error::Transport {
                source,
                operation_id,
                repeatable: idempotent,
            }),
        }
    }

    /// [`send`](Self::send), reading the answer as `reading` says, in an `oapigen.request`
    /// span.
    pub(crate) async fn send_reading(&self, req: Request, reading: Reading<'_>) -> Result<Answer, Error> {
        let span = tracing::info_span!(
            "oapigen.request",
            operation_id = req.operation_id,
            method = %req.method,
            path_template = req.path_template,
            status = tracing::field::Empty,
            attempt = tracing::field::Empty,
        );
        self.send_in_span(req, reading).instrument(span).await
    }

    /// Sends what a request builder made (or the reason it made nothing) and decodes the
    /// response with `decode`, borrowing the transport. Generated operations use the owned
    /// forms below, which return a [`Sending`]: no `async fn` or opaque type per operation,
    /// which keeps the generated crate quick to compile.
    pub async fn send_with<T: 'static>(
        &self,
        request: Result<Request, Error>,
        decode: fn(Response) -> Result<T, Error>,
    ) -> Result<T, Error> {
        let request = request?;
        let operation = request.options.operation;
        let outcome = match self.send(request).await {
            Ok(response) => decode(response),
            Err(e) => Err(e),
        };
        self.after_decoding(operation, &outcome);
        outcome
    }

    /// [`send_with`](Self::send_with) on a transport of its own (a clone shares the connection
    /// pool): the future borrows nothing, so it can be spawned. A generated operation's `send`
    /// returns this when its answer is not one JSON body.
    pub fn send_owned<T: Send + 'static>(
        self,
        request: Result<Request, Error>,
        decode: fn(Response) -> Result<T, Error>,
    ) -> Sending<T> {
        Sending::new(async move { self.send_with(request, decode).await })
    }

    /// [`send_owned`](Self::send_owned), keeping the answer's status and headers.
    pub fn send_owned_with_response<T: Send + 'static>(
        self,
        request: Result<Request, Error>,
        decode: fn(Response) -> Result<T, Error>,
    ) -> Sending<WithResponse<T>> {
        Sending::new(async move { self.send_keeping_response(request?, decode).await })
    }

    /// [`send_owned`](Self::send_owned) for an answer that is one JSON body, decoded as
    /// [`Response::json`] does under the request's operation id: what most generated
    /// operations' `send` returns.
    pub fn send_json_owned<T: DeserializeOwned + Send + 'static>(self, request: Result<Request, Error>) -> Sending<T> {
        Sending::new(async move { self.send_json(request?).await })
    }

    /// [`send_json_owned`](Self::send_json_owned), keeping the answer's status and headers.
    pub fn send_json_owned_with_response<T: DeserializeOwned + Send + 'static>(
        self,
        request: Result<Request, Error>,
    ) -> Sending<WithResponse<T>> {
        Sending::new(async move {
            let request = request?;
            let operation_id = request.operation_id;
            self.send_keeping_response(request, move |response| response.json(operation_id)).await
        })
    }

    async fn send_keeping_response<T: 'static>(
        &self,
        request: Request,
        decode: impl FnOnce(Response) -> Result<T, Error>,
    ) -> Result<WithResponse<T>, Error> {
        let operation = request.options.operation;
        let outcome = match self.send(request).await {
            Ok(response) => {
                let (status, headers) = (response.status, response.headers.clone());
                decode(response).map(|value| WithResponse { value, status, headers })
            }
            Err(e) => Err(e),
        };
        self.after_decoding(operation, &outcome);
        outcome
    }

    /// Sends the request and decodes the JSON body as `T`. An empty body decodes as `null`
    /// (so `()` and `Option<T>` accept it). A body that does not decode becomes
    /// [`Error::Decode`] with the status and the start of the body.
    pub async fn send_json<T: DeserializeOwned + 'static>(&self, req: Request) -> Result<T, Error> {
        let (operation_id, operation) = (req.operation_id, req.options.operation);
        let outcome = match self.send(req).await {
            Ok(response) => response.json(operation_id),
            Err(e) => Err(e),
        };
        self.after_decoding(operation, &outcome);
        outcome
    }

    fn check_request(req: &Request) -> Result<(), Error> {
        let mut out = Violations::new();
        let root = Path::ROOT;
        let headers = root.key("headers");
        let extra = req.options.headers.iter().map(|(n, v)| (n.as_str(), v));
        for (name, value) in req.headers.iter().map(|(n, v)| (*n, v)).chain(extra) {
            if HeaderName::from_bytes(name.as_bytes()).is_err() {
                out.push_without_value(&headers, "header", format!("invalid header name {name:?}"));
            } else if value.chars().any(char::is_control) {
                let p = headers.key(name);
                out.sensitive(|out| {
                    out.push(
                        &p,
                        "header",
                        "must not contain control characters such as line breaks",
                        String::new,
                    );
                });
            }
        }
        if !req.path.starts_with('/') {
            out.push(&root.key("path"), "path", "must start with `/`", || req.path.clone());
        } else if req.path.split('/').any(is_dot_segment) {
            out.push(
                &root.key("path"),
                "path",
                "must not contain `.` or `..` segments",
                || req.path.clone(),
            );
        }
        out.into_result().map_err(Error::Validation)
    }

    /// The credentials `req` carries, as its security requirement asks (see
    /// [`Request::security`]), or why it must not go. Read on every request: a credential that
    /// renews itself (an OAuth 2 token refreshed when it expires) would be read here.
    fn credentials(&self, req: &Request) -> Result<Vec<Auth>, Error> {
        let inner = &*self.inner;
        let missing = |schemes: Vec<Vec<&'static str>>| Error::MissingCredentials {
            operation_id: req.operation_id,
            schemes,
            hint: inner.credentials_hint,
        };
        match req.security.or(inner.default_security) {
            Some(requirement) => auth::choose(&inner.schemes, requirement)
                .ok_or_else(|| missing(requirement.iter().map(|a| a.to_vec()).collect())),
            // Nothing states a requirement: the default scheme's credential, when there is one.
            None => match (&inner.schemes[0], req.needs_credentials) {
                (slot, _) if slot.get().is_some() => Ok(slot.get().into_iter().collect()),
                (slot, true) => Err(missing(vec![vec![slot.name]])),
                (_, false) => Ok(Vec::new()),
            },
        }
    }

    async fn send_in_span(&self, mut req: Request, reading: Reading<'_>) -> Result<Answer, Error> {
        Self::check_request(&req)?;
        let inner = &*self.inner;
        // Tokens from a token source, fresh (and which of them this request carries, so that a
        // 401 renews those once).
        let mut tokens = self.fresh_tokens(req.operation_id, &[]).await?;
        let mut reauthorized = false;
        let mut credentials = self.credentials(&req)?;
        let base = match req.server {
            Some(server) if inner.documented_base_url => server.trim_end_matches('/'),
            _ => inner.base_url.as_str(),
        };
        let mut url = url::Url::parse(&format!("{base}{}", req.path)).map_err(|e| {
            Error::Validation(ValidationErrors::from_violations(vec![crate::validate::Violation {
                path: "/path".into(),
                keyword: "path",
                message: format!("does not make a valid URL: {e}"),
                value: Some(req.path.clone()),
            }]))
        })?;
        if !req.query.is_empty() || !req.options.query.is_empty() {
            let extra = req.options.query.iter().map(|(k, v)| (k.as_str(), v.as_str()));
            url.query_pairs_mut()
                .extend_pairs(req.query.iter().map(|(k, v)| (k.as_ref(), v.as_str())).chain(extra));
        }
        // A key in the query: errors show the URL with `<redacted>` in its place.
        let keyed = |credentials: &[Auth]| {
            let (mut url, mut shown_url) = (url.clone(), None);
            for credential in credentials {
                if let Auth::Query { name, key } = credential {
                    shown_url
                        .get_or_insert_with(|| url.clone())
                        .query_pairs_mut()
                        .append_pair(name, "<redacted>");
                    url.query_pairs_mut().append_pair(name, key.expose());
                }
            }
            (url, shown_url)
        };
        let (mut url, mut shown_url) = keyed(&credentials);
        let body = req.body.take().map(|b| match b {
            Body::Json(d) => ("application/json".to_owned(), Bytes::from(d)),
            Body::Bytes { content_type, data } => (content_type, Bytes::from(data)),
        });
        let policy = req.options.retry.as_ref().unwrap_or(&inner.retry);
        let timeout = req.options.timeout.unwrap_or(inner.timeout);
        // Extra headers replace those of their names (`HeaderMap` merging), on every attempt.
        let mut extra_headers = HeaderMap::new();
        for (name, value) in &req.options.headers {
            // Both were checked by `check_request`.
            if let (Ok(name), Ok(mut value)) = (HeaderName::from_bytes(name.as_bytes()), HeaderValue::from_str(value)) {
                // It may be a credential of the caller's own.
                value.set_sensitive(true);
                extra_headers.append(name, value);
            }
        }
        let span = tracing::Span::current();
        let mut attempt: u32 = 0;
        loop {
            span.record("attempt", attempt + 1);
            let mut rb = inner
                .http
                .request(req.method.clone(), url.clone())
                .header(header::USER_AGENT, inner.user_agent.clone());
            rb = match reading {
                Reading::Whole => rb
                    .timeout(timeout)
                    .header(header::ACCEPT, HeaderValue::from_static("application/json")),
                // An event stream lasts as long as the server sends: no timeout for the whole
                // answer (`attempt` bounds the wait for its head).
                Reading::Open { accept, last_event_id } => {
                    // A media type that is no header value asks for nothing rather than failing.
                    if let Ok(accept) = HeaderValue::from_str(accept) {
                        rb = rb.header(header::ACCEPT, accept);
                    }
                    match last_event_id {
                        Some(id) => rb.header_str("last-event-id", id),
                        None => rb,
                    }
                }
            };
            for credential in &credentials {
                if let Auth::Header(name, value) = credential {
                    rb = rb.header(name.clone(), value.clone());
                }
            }
            for (name, value) in &req.headers {
                rb = rb.header_str(name, value);
            }
            if !extra_headers.is_empty() {
                rb = rb.headers(extra_headers.clone());
            }
            if let Some((content_type, data)) = &body {
                rb = rb.header_str(header::CONTENT_TYPE.as_str(), content_type).body(data.clone());
            }
            let head_timeout = matches!(reading, Reading::Open { .. }).then_some(timeout);
            let outcome = self
                .attempt(rb, &req, policy, &span, shown_url.as_ref(), (timeout, head_timeout))
                .await;
            let (error, retry, headers) = match outcome {
                Attempt::Done(resp) => return Ok(resp),
                Attempt::Failed { error, retry, headers } => (error, retry, headers),
            };
            // Refused with a token from a token source: renewed once, and sent again (not
            // counted as a retry).
            if !reauthorized && !tokens.is_empty() && error.status() == Some(401) {
                reauthorized = true;
                tokens = self.fresh_tokens(req.operation_id, &tokens).await?;
                credentials = self.credentials(&req)?;
                (url, shown_url) = keyed(&credentials);
                continue;
            }
            if !retry || attempt >= policy.max_retries {
                return Err(error);
            }
            let delay = policy.delay(attempt, headers.as_ref());
            tracing::warn!(
                attempt = attempt + 1,
                delay_ms = delay.as_millis() as u64,
                error = %error,
                "retrying"
            );
            tokio::time::sleep(delay).await;
            attempt += 1;
        }
    }

    /// One attempt; `head_timeout`: the answer is left open once its head arrives (a 2xx), which
    /// must be within that time.
    async fn attempt(
        &self,
        rb: super::http::RequestBuilder,
        req: &Request,
        policy: &crate::retry::RetryPolicy,
        span: &tracing::Span,
        shown_url: Option<&url::Url>,
        (timeout, head_timeout): (std::time::Duration, Option<std::time::Duration>),
    ) -> Attempt {
        let inner = &*self.inner;
        let operation_id = req.operation_id;
        let idempotent = req.is_idempotent();
        let may_repeat = idempotent || policy.retry_non_idempotent;
        let sent = match head_timeout {
            None => rb.send().await,
            Some(limit) => match tokio::time::timeout(limit, rb.send()).await {
                Ok(sent) => sent,
                Err(_) => {
                    return Attempt::Failed {
                        error: timed_out(operation_id, timeout, idempotent),
                        retry: may_repeat,
                        headers: None,
                    };
                }
            },
        };
        let mut resp = match sent {
            Ok(r) => r,
            Err(SendError::Middleware(source)) => {
                return Attempt::Failed {
                    error: Error::Refused {
                        operation_id,
                        by: "middleware",
                        source,
                    },
                    retry: false,
                    headers: None,
                };
            }
            // The call's timeout (the client's, or the call's own option): the same error as a
            // stream's wait for its answer, naming the operation and the limit.
            Err(SendError::Http(source)) if source.is_timeout() => {
                return Attempt::Failed {
                    error: timed_out(operation_id, timeout, idempotent),
                    retry: may_repeat,
                    headers: None,
                };
            }
            Err(SendError::Http(source)) => {
                // A connection that was never made certainly did not deliver the request.
                let retry = !source.is_builder() && (source.is_connect() || may_repeat);
                let source = match shown_url {
                    Some(shown) => source.with_url(shown.clone()),
                    None => source,
                };
                return Attempt::Failed {
                    error: Error::Transport {
                        source,
                        operation_id,
                        repeatable: idempotent,
                    },
                    retry,
                    headers: None,
                };
            }
        };
        let status = resp.status().as_u16();
        span.record("status", status);
        let success = (200..300).contains(&status);
        if success && head_timeout.is_some() {
            return Attempt::Done(Answer::Open(resp));
        }
        let headers = std::mem::take(resp.headers_mut());
        let limit = inner.max_response_bytes;
        let body = match read_body(&mut resp, limit).await {
            Ok(Some(body)) => body,
            Ok(None) => {
                return Attempt::Failed {
                    error: Error::ResponseTooLarge {
                        status,
                        limit,
                        operation_id,
                    },
                    retry: false,
                    headers: None,
                };
            }
            Err(source) => {
                let error = if source.is_timeout() {
                    timed_out(operation_id, timeout, idempotent)
                } else {
                    Error::Transport {
                        source,
                        operation_id,
                        repeatable: idempotent,
                    }
                };
                return Attempt::Failed {
                    error,
                    retry: may_repeat,
                    headers: None,
                };
            }
        };
        if success {
            return Attempt::Done(Answer::Read(Response { status, headers, body }));
        }
        let request_id = headers
            .get("x-request-id")
            .and_then(|v| v.to_str().ok())
            .map(str::to_owned);
        let retry = is_retryable_status(status) && (may_repeat || status == 429);
        Attempt::Failed {
            error: Error::Api {
                status,
                body: ApiErrorBody::from_bytes(&body),
                request_id,
                operation_id,
                repeatable: idempotent,
            },
            retry,
            headers: Some(headers),
        }
    }
}

/// Reads the body up to `limit` bytes; `Ok(None)` when it is larger.
async fn read_body(resp: &mut reqwest::Response, limit: u64) -> Result<Option<Bytes>, reqwest::Error> {
    if resp.content_length().is_some_and(|n| n > limit) {
        return Ok(None);
    }
    let mut buf: Vec<u8> = Vec::new();
    while let Some(chunk) = resp.chunk().await? {
        if buf.len() as u64 + chunk.len() as u64 > limit {
            return Ok(None);
        }
        if buf.is_empty() && resp.content_length().is_none() {
            buf.reserve(chunk.len());
        }
        buf.extend_from_slice(&chunk);
    }
    Ok(Some(Bytes::from(buf)))
}

/// A call that ran out of its time: [`Error::Timeout`], naming the operation and the limit
/// (`timed out waiting for the answer of getWidget, within 50ms`).
fn timed_out(operation_id: &'static str, limit: std::time::Duration, repeatable: bool) -> Error {
    Error::Timeout {
        what: format!("the answer of {operation_id}, within {limit:?}"),
        task_id: None,
        last_state: None,
        repeatable,
    }
}
