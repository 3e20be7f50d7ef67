//! The HTTP transport: configuration, authentication, retries, limits and decoding.
//!
//! A generated client wraps a [`Transport`]; each generated operation builds a [`Request`] and
//! sends it with [`Transport::send_with`] and a decoding function of its own.
//! [`Transport::send`] and [`Transport::send_json`] are there for hand-written requests.

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;
use std::time::Duration;

use bytes::Bytes;
use percent_encoding::{AsciiSet, NON_ALPHANUMERIC, percent_decode_str, utf8_percent_encode};
use reqwest::Method;
use reqwest::header::{self, HeaderMap, HeaderName, HeaderValue};
use serde::Serialize;
use serde::de::DeserializeOwned;
use tracing::Instrument as _;

use crate::error::{ApiErrorBody, Error, is_retryable_status};
use crate::retry::RetryPolicy;
use crate::task::PollPolicy;
use crate::types::Secret;
use crate::validate::{Path, ValidationErrors, Violations};

/// The default response size limit: 64 MiB.
pub const DEFAULT_MAX_RESPONSE_BYTES: u64 = 64 * 1024 * 1024;

/// The longest body excerpt kept in [`Error::Decode`], in characters.
const DECODE_EXCERPT_CHARS: usize = 512;

/// Builds a client type `C` (a generated client, or [`Transport`] itself) from a
/// [`Transport`].
pub trait FromTransport: Sized {
    /// Wraps the configured transport.
    fn from_transport(t: Transport) -> Self;

    /// Checks a client-wide default parameter ([`ClientBuilder::default_param`]) before the
    /// client is built: `Err` with what the parameter expects (`"an integer (i64)"`) when an
    /// operation using the default could not read `value`. A generated client checks every
    /// parameter that takes a client default; the provided method accepts everything.
    fn check_default_param(name: &str, value: &str) -> Result<(), String> {
        let _ = (name, value);
        Ok(())
    }
}

impl FromTransport for Transport {
    fn from_transport(t: Transport) -> Self {
        t
    }
}

/// Settings for a client; [`ClientBuilder::build`] checks them and returns the client.
///
/// ```
/// use oapigen_runtime::{ClientBuilder, Transport};
/// use std::time::Duration;
/// let t: Transport = ClientBuilder::new("https://api.example.com")
///     .api_key("KEY")
///     .default_param("project_id", 42)
///     .timeout(Duration::from_secs(30))
///     .build()
///     .unwrap();
/// assert_eq!(t.default_param("project_id"), Some("42"));
/// assert!(!format!("{t:?}").contains("KEY"));
/// ```
pub struct ClientBuilder<C> {
    base_url: String,
    api_key: Option<Secret>,
    auth_scheme: &'static str,
    auth_header: String,
    default_params: BTreeMap<String, String>,
    timeout: Duration,
    connect_timeout: Duration,
    retry: RetryPolicy,
    poll: PollPolicy,
    user_agent: String,
    http: Option<reqwest::Client>,
    max_response_bytes: u64,
    credentials_required: bool,
    credentials_hint: &'static str,
    client: PhantomData<fn() -> C>,
}

impl<C> fmt::Debug for ClientBuilder<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientBuilder")
            .field("base_url", &self.base_url)
            .field("api_key", &self.api_key)
            .field("auth_scheme", &self.auth_scheme)
            .field("auth_header", &self.auth_header)
            .field("default_params", &self.default_params)
            .field("timeout", &self.timeout)
            .field("connect_timeout", &self.connect_timeout)
            .field("retry", &self.retry)
            .field("poll", &self.poll)
            .field("user_agent", &self.user_agent)
            .field("max_response_bytes", &self.max_response_bytes)
            .finish_non_exhaustive()
    }
}

impl<C: FromTransport> ClientBuilder<C> {
    /// Settings with the API's default base URL and the defaults: no API key, auth header
    /// `Authorization: apikey <key>`, 120 s timeout, 5 s connect timeout,
    /// [`RetryPolicy::default`], [`PollPolicy::default`], 64 MiB response limit.
    pub fn new(default_base_url: &str) -> Self {
        ClientBuilder {
            base_url: default_base_url.to_owned(),
            api_key: None,
            auth_scheme: "apikey",
            auth_header: "authorization".to_owned(),
            default_params: BTreeMap::new(),
            timeout: Duration::from_secs(120),
            connect_timeout: Duration::from_secs(5),
            retry: RetryPolicy::default(),
            poll: PollPolicy::default(),
            user_agent: concat!("oapigen-runtime/", env!("CARGO_PKG_VERSION")).to_owned(),
            http: None,
            max_response_bytes: DEFAULT_MAX_RESPONSE_BYTES,
            credentials_required: false,
            credentials_hint: "set them with `api_key(..)` on the client builder",
            client: PhantomData,
        }
    }

    /// The base URL every request path is appended to (`https://api.example.com`).
    pub fn base_url(mut self, url: impl Into<String>) -> Self {
        self.base_url = url.into();
        self
    }

    /// The API key, sent as `<auth header>: <scheme> <key>`.
    pub fn api_key(mut self, key: impl Into<String>) -> Self {
        self.api_key = Some(Secret::new(key));
        self
    }

    /// The word before the key in the auth header (default `apikey`); empty sends the key
    /// alone.
    pub fn auth_scheme(mut self, scheme: &'static str) -> Self {
        self.auth_scheme = scheme;
        self
    }

    /// The header that carries the key (default `Authorization`).
    pub fn auth_header(mut self, name: impl Into<String>) -> Self {
        self.auth_header = name.into();
        self
    }

    /// Every operation of the API needs credentials: [`build`](Self::build) refuses a client
    /// without an API key. Generated clients call this when the document requires credentials
    /// for all of their operations.
    pub fn require_credentials(mut self) -> Self {
        self.credentials_required = true;
        self
    }

    /// How a user supplies credentials (an environment variable, a setter), for the messages
    /// that say they are missing. Generated clients set it from the document.
    pub fn credentials_hint(mut self, hint: &'static str) -> Self {
        self.credentials_hint = hint;
        self
    }

    /// A client-wide default for a parameter (a project id, a region id) that operations use
    /// when the caller does not give one.
    pub fn default_param(mut self, name: impl Into<String>, value: impl ToString) -> Self {
        self.default_params.insert(name.into(), value.to_string());
        self
    }

    /// The limit for one attempt of a request, from connecting to the end of the body
    /// (default 120 s); each retry gets the full limit again.
    pub fn timeout(mut self, d: Duration) -> Self {
        self.timeout = d;
        self
    }

    /// The limit for connecting (default 5 s). Ignored with [`ClientBuilder::http_client`].
    pub fn connect_timeout(mut self, d: Duration) -> Self {
        self.connect_timeout = d;
        self
    }

    /// How failed requests are retried.
    pub fn retry(mut self, p: RetryPolicy) -> Self {
        self.retry = p;
        self
    }

    /// How tasks are polled.
    pub fn poll(mut self, p: PollPolicy) -> Self {
        self.poll = p;
        self
    }

    /// The `User-Agent` header.
    pub fn user_agent(mut self, ua: impl Into<String>) -> Self {
        self.user_agent = ua.into();
        self
    }

    /// Uses this HTTP client (for proxies, custom TLS, connection pools) instead of building
    /// one. The timeout and user agent are still applied per request.
    pub fn http_client(mut self, c: reqwest::Client) -> Self {
        self.http = Some(c);
        self
    }

    /// The largest response body read (default 64 MiB); a larger one fails with
    /// [`Error::ResponseTooLarge`].
    pub fn max_response_bytes(mut self, n: u64) -> Self {
        self.max_response_bytes = n;
        self
    }

    /// Reads settings from environment variables now: the API key from `api_key_var`, the
    /// base URL from `base_url_var`, and each `(param, var)` pair as a default parameter. An
    /// unset or empty variable leaves the setting unchanged; settings made after this call
    /// win.
    pub fn env(mut self, api_key_var: &str, base_url_var: &str, params: &[(&str, &str)]) -> Self {
        let read = |name: &str| std::env::var(name).ok().filter(|v| !v.is_empty());
        if let Some(key) = read(api_key_var) {
            self.api_key = Some(Secret::new(key));
        }
        if let Some(url) = read(base_url_var) {
            self.base_url = url;
        }
        for (param, var) in params {
            if let Some(v) = read(var) {
                self.default_params.insert((*param).to_owned(), v);
            }
        }
        self
    }

    /// Checks the settings and builds the client.
    ///
    /// Fails with [`Error::Config`] for a base URL that is not an absolute `http`/`https` URL,
    /// an API key that is empty or contains control characters (`\r`, `\n`, …) or non-ASCII
    /// characters, an invalid auth header name, or a default parameter or user agent with
    /// control characters. Messages never contain the key. Also fails when credentials are
    /// required ([`require_credentials`](Self::require_credentials)) and no API key is set, and
    /// for a default parameter an operation could not use
    /// ([`FromTransport::check_default_param`]): the message names the parameter and what it
    /// expects, where an operation would otherwise drop the default and report the parameter
    /// missing.
    pub fn build(self) -> Result<C, Error> {
        let url = url::Url::parse(&self.base_url)
            .map_err(|e| Error::Config(format!("invalid base URL {:?}: {e}", self.base_url)))?;
        if !matches!(url.scheme(), "http" | "https") || url.host().is_none() {
            return Err(Error::Config(format!(
                "the base URL {:?} must be an http or https URL with a host",
                self.base_url
            )));
        }
        if url.query().is_some() || url.fragment().is_some() {
            return Err(Error::Config(format!(
                "the base URL {:?} must not have a query or fragment",
                self.base_url
            )));
        }
        let base_url = url.as_str().trim_end_matches('/').to_owned();

        let auth = match &self.api_key {
            None => None,
            Some(key) => {
                let key = key.expose();
                if key.is_empty() {
                    return Err(Error::Config("the API key is empty".into()));
                }
                if key.chars().any(char::is_control) {
                    return Err(Error::Config(
                        "the API key contains a control character (such as a line break)".into(),
                    ));
                }
                if !key.is_ascii() || key.contains(' ') {
                    return Err(Error::Config(
                        "the API key must be printable ASCII without spaces".into(),
                    ));
                }
                if self.auth_scheme.chars().any(|c| c.is_control() || c == ' ') {
                    return Err(Error::Config(format!("invalid auth scheme {:?}", self.auth_scheme)));
                }
                let name = HeaderName::from_bytes(self.auth_header.as_bytes())
                    .map_err(|_| Error::Config(format!("invalid auth header name {:?}", self.auth_header)))?;
                let text = if self.auth_scheme.is_empty() {
                    key.to_owned()
                } else {
                    format!("{} {key}", self.auth_scheme)
                };
                let mut value = HeaderValue::from_str(&text)
                    .map_err(|_| Error::Config("the API key is not a valid header value".into()))?;
                value.set_sensitive(true);
                Some((name, value))
            }
        };

        if self.credentials_required && self.api_key.is_none() {
            return Err(Error::Config(format!(
                "this API requires credentials for every operation and none were given: {}",
                self.credentials_hint
            )));
        }
        for (name, value) in &self.default_params {
            if value.chars().any(char::is_control) {
                return Err(Error::Config(format!(
                    "the default parameter `{name}` contains a control character"
                )));
            }
            C::check_default_param(name, value).map_err(|expected| {
                Error::Config(format!(
                    "the default for parameter `{name}` is {value:?}, which is not {expected}"
                ))
            })?;
        }
        let user_agent = HeaderValue::from_str(&self.user_agent)
            .map_err(|_| Error::Config(format!("invalid user agent {:?}", self.user_agent)))?;

        let http = match self.http {
            Some(c) => c,
            None => reqwest::Client::builder()
                .connect_timeout(self.connect_timeout)
                .timeout(self.timeout)
                .build()
                .map_err(|e| Error::Config(format!("could not build the HTTP client: {e}")))?,
        };

        Ok(C::from_transport(Transport {
            inner: Arc::new(Inner {
                base_url,
                auth,
                default_params: self.default_params,
                timeout: self.timeout,
                retry: self.retry,
                poll: self.poll,
                user_agent,
                http,
                max_response_bytes: self.max_response_bytes,
                credentials_hint: self.credentials_hint,
            }),
        }))
    }
}

struct Inner {
    base_url: String,
    auth: Option<(HeaderName, HeaderValue)>,
    default_params: BTreeMap<String, String>,
    timeout: Duration,
    retry: RetryPolicy,
    poll: PollPolicy,
    user_agent: HeaderValue,
    http: reqwest::Client,
    max_response_bytes: u64,
    credentials_hint: &'static str,
}

/// A configured connection to the API: cheap to clone (shared), safe to use from many tasks.
///
/// `Debug` shows the settings but never the API key.
#[derive(Clone)]
pub struct Transport {
    inner: Arc<Inner>,
}

impl fmt::Debug for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = &self.inner;
        f.debug_struct("Transport")
            .field("base_url", &i.base_url)
            .field("auth_header", &i.auth.as_ref().map(|(n, _)| n.as_str()))
            .field("api_key", &i.auth.as_ref().map(|_| format_args!("<redacted>")))
            .field("default_params", &i.default_params)
            .field("timeout", &i.timeout)
            .field("retry", &i.retry)
            .field("poll", &i.poll)
            .field("max_response_bytes", &i.max_response_bytes)
            .finish()
    }
}

/// Encodes one path parameter so that it stays one path segment: everything except the
/// RFC 3986 unreserved characters (`A-Z a-z 0-9 - . _ ~`) is percent-encoded, so `a/../b`
/// becomes `a%2F..%2Fb`.
pub fn encode_path_segment<T: fmt::Display + ?Sized>(v: &T) -> String {
    const SEGMENT: &AsciiSet = &NON_ALPHANUMERIC.remove(b'-').remove(b'.').remove(b'_').remove(b'~');
    utf8_percent_encode(&v.to_string(), SEGMENT).to_string()
}

/// A request body.
#[derive(Clone, PartialEq, Eq)]
pub enum Body {
    /// JSON bytes, sent as `application/json`.
    Json(Vec<u8>),
    /// Other bytes with their content type.
    Bytes {
        /// The `Content-Type`.
        content_type: String,
        /// The bytes.
        data: Vec<u8>,
    },
}

impl fmt::Debug for Body {
    /// Shows the size only: a body may hold a password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Body::Json(d) => write!(f, "Json(<{} bytes>)", d.len()),
            Body::Bytes { content_type, data } => {
                write!(f, "Bytes({content_type}, <{} bytes>)", data.len())
            }
        }
    }
}

/// One HTTP request of one operation, as generated code builds it.
#[derive(Debug, Clone)]
pub struct Request {
    /// The operation (`createDeployment`), for errors and tracing.
    pub operation_id: &'static str,
    /// The HTTP method.
    pub method: Method,
    /// The path as the spec writes it (`/cloud/v1/tasks/{task_id}`), for tracing.
    pub path_template: &'static str,
    /// The path with parameters filled in and encoded (see [`encode_path_segment`]); starts
    /// with `/`.
    pub path: String,
    /// Query parameters, in order; a key may repeat (`k=a&k=b`).
    pub query: Vec<(&'static str, String)>,
    /// Extra headers. A value with control characters fails the request before sending.
    pub headers: Vec<(&'static str, String)>,
    /// The body.
    pub body: Option<Body>,
    /// Whether sending twice is harmless; `None` derives it from the method (GET, HEAD, PUT,
    /// DELETE, OPTIONS and TRACE are idempotent).
    pub idempotent: Option<bool>,
    /// The document requires credentials for this operation: a client without an API key
    /// refuses to send it ([`Error::Config`] naming how to set them).
    pub needs_credentials: bool,
}

impl Request {
    /// A request without query, headers or body.
    pub fn new(
        operation_id: &'static str,
        method: Method,
        path_template: &'static str,
        path: impl Into<String>,
    ) -> Self {
        Request {
            operation_id,
            method,
            path_template,
            path: path.into(),
            query: Vec::new(),
            headers: Vec::new(),
            body: None,
            idempotent: None,
            needs_credentials: false,
        }
    }

    /// Marks the request as one that needs credentials (see [`Request::needs_credentials`]).
    pub fn credentials_required(mut self) -> Self {
        self.needs_credentials = true;
        self
    }

    /// Adds a query parameter (call again with the same key to repeat it).
    pub fn query(mut self, k: &'static str, v: impl ToString) -> Self {
        self.query.push((k, v.to_string()));
        self
    }

    /// Adds a query parameter when `v` is `Some`.
    pub fn query_opt(self, k: &'static str, v: Option<impl ToString>) -> Self {
        match v {
            Some(v) => self.query(k, v),
            None => self,
        }
    }

    /// Adds the key once per value (`k=a&k=b`), the form the API expects for arrays.
    pub fn query_all<V: ToString>(mut self, k: &'static str, vs: impl IntoIterator<Item = V>) -> Self {
        self.query.extend(vs.into_iter().map(|v| (k, v.to_string())));
        self
    }

    /// Adds a header.
    pub fn header(mut self, k: &'static str, v: impl ToString) -> Self {
        self.headers.push((k, v.to_string()));
        self
    }

    /// Sets a JSON body.
    pub fn json_body<T: Serialize + ?Sized>(mut self, body: &T) -> Result<Self, Error> {
        let bytes = serde_json::to_vec(body).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        self.body = Some(Body::Json(bytes));
        Ok(self)
    }

    /// Sets a `multipart/form-data` body made by `parts`.
    pub fn multipart_body(
        mut self,
        parts: impl FnOnce(&mut crate::Multipart) -> Result<(), serde_json::Error>,
    ) -> Result<Self, Error> {
        let mut form = crate::Multipart::new();
        parts(&mut form).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        self.body = Some(form.finish());
        Ok(self)
    }

    /// Sets an `application/x-www-form-urlencoded` body from the members of an object: strings
    /// as they are, numbers and booleans as text, arrays as repeated keys, nested objects as JSON,
    /// nulls left out.
    pub fn form_body<T: Serialize + ?Sized>(mut self, body: &T) -> Result<Self, Error> {
        let value = serde_json::to_value(body).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        let mut form = url::form_urlencoded::Serializer::new(String::new());
        if let serde_json::Value::Object(members) = value {
            for (key, value) in &members {
                let items = match value {
                    serde_json::Value::Array(items) => items.iter().collect(),
                    other => vec![other],
                };
                for item in items {
                    match item {
                        serde_json::Value::Null => {}
                        serde_json::Value::String(s) => {
                            form.append_pair(key, s);
                        }
                        other => {
                            form.append_pair(key, &other.to_string());
                        }
                    }
                }
            }
        }
        self.body = Some(Body::Bytes {
            content_type: "application/x-www-form-urlencoded".into(),
            data: form.finish().into_bytes(),
        });
        Ok(self)
    }

    /// Sets a body of other bytes.
    pub fn bytes_body(mut self, content_type: impl Into<String>, data: impl Into<Vec<u8>>) -> Self {
        self.body = Some(Body::Bytes {
            content_type: content_type.into(),
            data: data.into(),
        });
        self
    }

    /// Overrides whether the request may be repeated safely.
    pub fn idempotent(mut self, yes: bool) -> Self {
        self.idempotent = Some(yes);
        self
    }

    /// Whether the request may be repeated safely (explicitly, or by its method).
    pub fn is_idempotent(&self) -> bool {
        self.idempotent.unwrap_or(matches!(
            self.method,
            Method::GET | Method::HEAD | Method::PUT | Method::DELETE | Method::OPTIONS | Method::TRACE
        ))
    }
}

/// A 2xx response.
#[derive(Debug, Clone)]
pub struct Response {
    /// The HTTP status.
    pub status: u16,
    /// The response headers.
    pub headers: HeaderMap,
    /// The whole body.
    pub body: Bytes,
}

impl Response {
    /// A header's value, when present and valid text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The `x-request-id` header.
    pub fn request_id(&self) -> Option<&str> {
        self.header("x-request-id")
    }

    /// The body decoded as JSON (an empty body reads as `null`); a failure is `Error::Decode`
    /// with the status and the start of the body.
    pub fn json<T: DeserializeOwned>(&self, operation_id: &'static str) -> Result<T, Error> {
        let body: &[u8] = if self.body.iter().all(u8::is_ascii_whitespace) {
            b"null"
        } else {
            &self.body
        };
        serde_json::from_slice(body).map_err(|source| Error::Decode {
            status: self.status,
            excerpt: excerpt(&self.body),
            source,
            operation_id,
        })
    }

    /// The body as text (invalid UTF-8 replaced).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// The first [`DECODE_EXCERPT_CHARS`] characters of a body, as text.
fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    match text.char_indices().nth(DECODE_EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.into_owned(),
    }
}

/// Whether a path segment is `.` or `..`, also percent-encoded (URL parsers resolve both).
fn is_dot_segment(seg: &str) -> bool {
    let mut decoded = percent_decode_str(seg);
    matches!(
        (decoded.next(), decoded.next(), decoded.next()),
        (Some(b'.'), None, _) | (Some(b'.'), Some(b'.'), None)
    )
}

/// How one attempt ended.
enum Attempt {
    Done(Response),
    /// Failed; `retry` says whether this failure may be retried, `headers` carry `Retry-After`.
    Failed {
        error: Error,
        retry: bool,
        headers: Option<HeaderMap>,
    },
}

impl Transport {
    /// The base URL (without a trailing `/`).
    pub fn base_url(&self) -> &str {
        &self.inner.base_url
    }

    /// A client-wide default parameter.
    pub fn default_param(&self, name: &str) -> Option<&str> {
        self.inner.default_params.get(name).map(String::as_str)
    }

    /// How tasks are polled.
    pub fn poll_policy(&self) -> &PollPolicy {
        &self.inner.poll
    }

    /// How requests are retried.
    pub fn retry_policy(&self) -> &RetryPolicy {
        &self.inner.retry
    }

    /// The per-request timeout.
    pub fn timeout(&self) -> Duration {
        self.inner.timeout
    }

    /// Sends the request with authentication and retries, and returns a 2xx response.
    ///
    /// A status outside 2xx becomes [`Error::Api`]; failures to connect or read become
    /// [`Error::Transport`]; a header value with control characters or a path with a `.` or
    /// `..` segment becomes [`Error::Validation`] without sending anything. Each call runs in
    /// an `oapigen.request` tracing span with the operation id, method, path template, final
    /// status and attempt number (never the key, the query or the body).
    pub async fn send(&self, req: Request) -> Result<Response, Error> {
        let span = tracing::info_span!(
            "oapigen.request",
            operation_id = req.operation_id,
            method = %req.method,
            path_template = req.path_template,
            status = tracing::field::Empty,
            attempt = tracing::field::Empty,
        );
        self.send_in_span(req).instrument(span).await
    }

    /// Sends what a request builder made (or the reason it made nothing) and decodes the
    /// response with `decode`. Every generated operation's `send` is this one generic future
    /// with its own plain decoding function: no `async fn` per operation, which keeps the
    /// generated crate quick to compile.
    pub async fn send_with<T>(
        &self,
        request: Result<Request, Error>,
        decode: fn(Response) -> Result<T, Error>,
    ) -> Result<T, Error> {
        decode(self.send(request?).await?)
    }

    /// Sends the request and decodes the JSON body as `T`. An empty body decodes as `null`
    /// (so `()` and `Option<T>` accept it). A body that does not decode becomes
    /// [`Error::Decode`] with the status and the start of the body.
    pub async fn send_json<T: DeserializeOwned>(&self, req: Request) -> Result<T, Error> {
        let operation_id = req.operation_id;
        self.send(req).await?.json(operation_id)
    }

    fn check_request(req: &Request) -> Result<(), Error> {
        let mut out = Violations::new();
        let root = Path::ROOT;
        let headers = root.key("headers");
        for (name, value) in &req.headers {
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

    async fn send_in_span(&self, mut req: Request) -> Result<Response, Error> {
        Self::check_request(&req)?;
        let inner = &*self.inner;
        if req.needs_credentials && inner.auth.is_none() {
            return Err(Error::Config(format!(
                "{} requires credentials and the client has none: {}",
                req.operation_id, inner.credentials_hint
            )));
        }
        let mut url = url::Url::parse(&format!("{}{}", inner.base_url, req.path)).map_err(|e| {
            Error::Validation(ValidationErrors::from_violations(vec![crate::validate::Violation {
                path: "/path".into(),
                keyword: "path",
                message: format!("does not make a valid URL: {e}"),
                value: Some(req.path.clone()),
            }]))
        })?;
        if !req.query.is_empty() {
            url.query_pairs_mut()
                .extend_pairs(req.query.iter().map(|(k, v)| (*k, v.as_str())));
        }
        let idempotent = req.is_idempotent();
        let body = req.body.take().map(|b| match b {
            Body::Json(d) => ("application/json".to_owned(), Bytes::from(d)),
            Body::Bytes { content_type, data } => (content_type, Bytes::from(data)),
        });
        let policy = &inner.retry;
        let span = tracing::Span::current();
        let mut attempt: u32 = 0;
        loop {
            span.record("attempt", attempt + 1);
            let mut rb = inner
                .http
                .request(req.method.clone(), url.clone())
                .timeout(inner.timeout)
                .header(header::USER_AGENT, inner.user_agent.clone())
                .header(header::ACCEPT, "application/json");
            if let Some((name, value)) = &inner.auth {
                rb = rb.header(name.clone(), value.clone());
            }
            for (name, value) in &req.headers {
                rb = rb.header(*name, value.as_str());
            }
            if let Some((content_type, data)) = &body {
                rb = rb
                    .header(header::CONTENT_TYPE, content_type.as_str())
                    .body(data.clone());
            }
            let outcome = self.attempt(rb, &req, idempotent, &span).await;
            let (error, retry, headers) = match outcome {
                Attempt::Done(resp) => return Ok(resp),
                Attempt::Failed { error, retry, headers } => (error, retry, headers),
            };
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

    async fn attempt(
        &self,
        rb: reqwest::RequestBuilder,
        req: &Request,
        idempotent: bool,
        span: &tracing::Span,
    ) -> Attempt {
        let inner = &*self.inner;
        let operation_id = req.operation_id;
        let may_repeat = idempotent || inner.retry.retry_non_idempotent;
        let mut resp = match rb.send().await {
            Ok(r) => r,
            Err(source) => {
                // A connection that was never made certainly did not deliver the request.
                let retry = !source.is_builder() && (source.is_connect() || may_repeat);
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
        let headers = std::mem::take(resp.headers_mut());
        let limit = inner.max_response_bytes;
        let success = (200..300).contains(&status);
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
                return Attempt::Failed {
                    error: Error::Transport {
                        source,
                        operation_id,
                        repeatable: idempotent,
                    },
                    retry: may_repeat,
                    headers: None,
                };
            }
        };
        if success {
            return Attempt::Done(Response { status, headers, body });
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn form_bodies_encode_members() {
        let body = serde_json::json!({"grant_type": "device code", "n": 3, "tags": ["a", "b&c"], "skip": null});
        let req = Request::new("op", reqwest::Method::POST, "/t", "/t")
            .form_body(&body)
            .unwrap();
        match req.body {
            Some(Body::Bytes { content_type, data }) => {
                assert_eq!(content_type, "application/x-www-form-urlencoded");
                assert_eq!(
                    String::from_utf8(data).unwrap(),
                    "grant_type=device+code&n=3&tags=a&tags=b%26c"
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn segments_are_encoded() {
        assert_eq!(encode_path_segment("a/../b"), "a%2F..%2Fb");
        assert_eq!(encode_path_segment("a b"), "a%20b");
        assert_eq!(encode_path_segment("é?#%"), "%C3%A9%3F%23%25");
        assert_eq!(encode_path_segment("AZaz09-._~"), "AZaz09-._~");
        assert_eq!(encode_path_segment(&42), "42");
    }

    #[test]
    fn dot_segments_are_detected() {
        for s in [".", "..", "%2e", "%2E%2e", ".%2E"] {
            assert!(is_dot_segment(s), "{s}");
        }
        for s in ["", "...", "a", ".a", "%2e%2e%2e", "a%2F..%2Fb"] {
            assert!(!is_dot_segment(s), "{s}");
        }
    }

    #[test]
    fn idempotency_by_method() {
        let r = |m| Request::new("op", m, "/", "/");
        assert!(r(Method::GET).is_idempotent());
        assert!(r(Method::PUT).is_idempotent());
        assert!(r(Method::DELETE).is_idempotent());
        assert!(!r(Method::POST).is_idempotent());
        assert!(!r(Method::PATCH).is_idempotent());
        assert!(r(Method::POST).idempotent(true).is_idempotent());
    }

    #[test]
    fn request_builders() {
        let r = Request::new("op", Method::GET, "/x", "/x")
            .query("a", 1)
            .query_opt("b", None::<u8>)
            .query_opt("c", Some("z"))
            .query_all("k", ["p", "q"])
            .header("x-h", "v")
            .json_body(&serde_json::json!({"password": "hunter2"}))
            .unwrap();
        assert_eq!(
            r.query,
            vec![
                ("a", "1".to_owned()),
                ("c", "z".to_owned()),
                ("k", "p".to_owned()),
                ("k", "q".to_owned())
            ]
        );
        let dbg = format!("{r:?}");
        assert!(!dbg.contains("hunter2"), "{dbg}");
        assert!(dbg.contains("Json(<22 bytes>)"), "{dbg}");
        let r = r.bytes_body("text/plain", b"hi".to_vec());
        assert_eq!(format!("{:?}", r.body.unwrap()), "Bytes(text/plain, <2 bytes>)");
    }

    #[test]
    fn excerpt_is_bounded() {
        assert_eq!(excerpt(b"abc"), "abc");
        let long = "x".repeat(2000);
        assert_eq!(excerpt(long.as_bytes()).chars().count(), 513);
    }

    #[test]
    fn build_checks_settings() {
        let b = || ClientBuilder::<Transport>::new("https://api.example.com/");
        let t = b().build().unwrap();
        assert_eq!(t.base_url(), "https://api.example.com");
        assert!(matches!(b().base_url("ftp://x").build(), Err(Error::Config(_))));
        assert!(matches!(b().base_url("not a url").build(), Err(Error::Config(_))));
        assert!(matches!(b().base_url("https://x/?q=1").build(), Err(Error::Config(_))));
        for key in ["KEY\r\nX-Evil: 1", "KEY\n", "K\tEY", "", "KÉY", "K EY"] {
            let err = b().api_key(key).build().unwrap_err();
            assert!(matches!(err, Error::Config(_)), "{key:?}");
            if !key.is_empty() {
                assert!(!err.to_string().contains(key), "{err}");
                assert!(!format!("{err:?}").contains(key), "{err:?}");
            }
        }
        assert!(matches!(
            b().api_key("k").auth_header("bad header").build(),
            Err(Error::Config(_))
        ));
        assert!(matches!(
            b().default_param("region_id", "1\r\n").build(),
            Err(Error::Config(_))
        ));
        assert!(matches!(b().user_agent("a\nb").build(), Err(Error::Config(_))));
        let t = b()
            .api_key("SECRETKEY")
            .auth_scheme("")
            .auth_header("X-Api-Key")
            .build()
            .unwrap();
        let dbg = format!("{t:?}");
        assert!(!dbg.contains("SECRETKEY") && dbg.contains("x-api-key"), "{dbg}");
        let dbg = format!("{:?}", b().api_key("SECRETKEY"));
        assert!(!dbg.contains("SECRETKEY"), "{dbg}");
    }
}
