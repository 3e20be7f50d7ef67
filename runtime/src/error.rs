//! The one error type every generated operation returns.

use std::fmt;

use crate::validate::ValidationErrors;

/// Why a hook or a middleware refused a call.
pub type Refusal = Box<dyn std::error::Error + Send + Sync>;

/// The alternatives of a requirement as a reader reads them: `` `a`, or `b` and `c` together ``.
pub(crate) struct Alternatives<'a>(pub(crate) &'a [Vec<&'static str>]);

impl fmt::Display for Alternatives<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, alternative) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", or ")?;
            }
            for (j, name) in alternative.iter().enumerate() {
                if j > 0 {
                    f.write_str(if j + 1 == alternative.len() { " and " } else { ", " })?;
                }
                if name.is_empty() {
                    f.write_str("an API key")?;
                } else {
                    write!(f, "`{name}`")?;
                }
            }
            if alternative.len() > 1 {
                f.write_str(" together")?;
            }
        }
        Ok(())
    }
}


/// Why an operation failed.
///
/// No variant's `Display` or `Debug` contains the API key: the key lives only in the
/// transport's (sensitive) header value and is never copied into an error.
#[non_exhaustive]
#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// The request broke the schema's rules; nothing was sent.
    ///
    /// `Display` lists the first three violations (`pointer: message (keyword)`) and how many
    /// more there are; [`Error::validation_errors`] has them all.
    #[error("invalid request: {}", FirstFew(.0.violations()))]
    Validation(ValidationErrors),

    /// The server answered with a status outside 2xx (after any retries).
    ///
    /// `Display` shows the body's message (see [`ApiErrorBody::summary`]) and, when the body
    /// lists violations (see [`ApiErrorBody::violations`]: the fake's refusals do), the first
    /// three with their pointers and how many more there are.
    #[error("{operation_id}: HTTP {status}: {}{}", .body.summary_with_violations(), RequestId(.request_id.as_deref()))]
    Api {
        /// The HTTP status.
        status: u16,
        /// The response body.
        body: ApiErrorBody,
        /// The `x-request-id` response header, when the server sent one.
        request_id: Option<String>,
        /// The operation that failed.
        operation_id: &'static str,
        /// Whether sending the request again is harmless: its method is idempotent (GET, HEAD,
        /// PUT, DELETE, OPTIONS, TRACE) or the request was marked so. See [`Error::is_retryable`].
        repeatable: bool,
    },

    /// The request could not be sent or the response not received (connection refused,
    /// TLS failure, time-out, broken body).
    #[error("{operation_id}: request failed: {source}")]
    Transport {
        /// What the HTTP client reported.
        source: reqwest::Error,
        /// The operation that failed.
        operation_id: &'static str,
        /// Whether sending the request again is harmless (see [`Error::Api`]'s `repeatable`).
        repeatable: bool,
    },

    /// A 2xx response whose body is not the JSON the operation promises.
    #[error("{operation_id}: could not decode the HTTP {status} response: {source} (body starts with: {excerpt:?})")]
    Decode {
        /// The HTTP status.
        status: u16,
        /// The start of the body (about 512 characters).
        excerpt: String,
        /// The JSON error.
        source: serde_json::Error,
        /// The operation that failed.
        operation_id: &'static str,
    },

    /// A response body larger than the client's limit (`max_response_bytes`); reading stopped.
    #[error("{operation_id}: the HTTP {status} response is larger than the limit of {limit} bytes")]
    ResponseTooLarge {
        /// The HTTP status.
        status: u16,
        /// The limit in bytes.
        limit: u64,
        /// The operation that failed.
        operation_id: &'static str,
    },

    /// A request body could not be encoded as JSON.
    #[error("{operation_id}: could not encode the request body: {source}")]
    Encode {
        /// The JSON error.
        source: serde_json::Error,
        /// The operation that failed.
        operation_id: &'static str,
    },

    /// Waiting (for a task, for instance) ran out of time.
    #[error("timed out waiting for {what}{}", LastState(.last_state.as_deref()))]
    Timeout {
        /// What was being waited for (`task 5f3c…`).
        what: String,
        /// The task's id, when a task was waited for.
        task_id: Option<String>,
        /// The state seen last, if any.
        last_state: Option<String>,
        /// Whether waiting again is safe: always for a task or an event stream (it only reads),
        /// for a call's own timeout only where the request is repeatable (an idempotent
        /// method): a POST that timed out may have been carried out.
        repeatable: bool,
    },

    /// A task ended in its error state.
    #[error("task {task_id} failed: {}", .error.as_deref().unwrap_or("no error message"))]
    TaskFailed {
        /// The task id.
        task_id: String,
        /// The task's error text.
        error: Option<String>,
        /// The whole task record as JSON.
        task: serde_json::Value,
    },

    /// The operation's security requirement asks for credentials the client was not given;
    /// nothing was sent. `Display` names the schemes of each alternative it accepts and how to
    /// give them.
    #[error("{operation_id} needs credentials the client was not given: {}; {hint}", Alternatives(.schemes))]
    MissingCredentials {
        /// The operation refused.
        operation_id: &'static str,
        /// The alternatives it accepts, each the names of the security schemes sent together.
        schemes: Vec<Vec<&'static str>>,
        /// How to give credentials to the client (its setters, an environment variable).
        hint: &'static str,
    },

    /// A hook of the client's ([`Hook`](crate::Hook)) or an HTTP middleware refused the call
    /// (or failed on its own); nothing more was sent, and it is not retried.
    #[error("{operation_id}: refused by a {by}: {source}")]
    Refused {
        /// The operation refused.
        operation_id: &'static str,
        /// What refused it: `hook` or `middleware`.
        by: &'static str,
        /// Its reason.
        source: Refusal,
    },

    /// An item of an event stream that is the server's error rather than an item: a Server-Sent
    /// Event named `error`, or an item that does not decode and is a JSON object with an `error`
    /// member. It is one item of the stream (`Err`), not its end: the items after it still come.
    #[error("{operation_id}: the stream sent an error{}: {}", EventId(.id.as_deref()), .body.summary())]
    ErrorEvent {
        /// The operation whose stream it came in.
        operation_id: &'static str,
        /// The event's name (`error`), for a Server-Sent Event that has one.
        event: Option<String>,
        /// The stream's last event id when it came, if the server sends ids.
        id: Option<String>,
        /// What the event carried: JSON when it is, else text.
        body: ApiErrorBody,
    },

    /// The client is configured wrongly (bad base URL, a header value with control
    /// characters, …).
    #[error("invalid client configuration: {0}")]
    Config(String),
}

struct RequestId<'a>(Option<&'a str>);

struct EventId<'a>(Option<&'a str>);

impl fmt::Display for EventId<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(id) => write!(f, " (last event id {id:?})"),
            None => Ok(()),
        }
    }
}

impl fmt::Display for RequestId<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(id) => write!(f, " (request id {id})"),
            None => Ok(()),
        }
    }
}

struct FirstFew<'a>(&'a [crate::validate::Violation]);

impl fmt::Display for FirstFew<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::listing::first_few(f, self.0, |f, v| fmt::Display::fmt(v, f))
    }
}

struct LastState<'a>(Option<&'a str>);

impl fmt::Display for LastState<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(s) => write!(f, " (last state: {s})"),
            None => Ok(()),
        }
    }
}

impl From<ValidationErrors> for Error {
    fn from(e: ValidationErrors) -> Self {
        Error::Validation(e)
    }
}

/// HTTP statuses worth retrying: request time-out, conflict, too many requests and 5xx.
pub(crate) fn is_retryable_status(status: u16) -> bool {
    matches!(status, 408 | 409 | 429) || (500..=599).contains(&status)
}

impl Error {
    /// The HTTP status of the response this error came from, if there was one.
    pub fn status(&self) -> Option<u16> {
        match self {
            Error::Api { status, .. } | Error::Decode { status, .. } | Error::ResponseTooLarge { status, .. } => {
                Some(*status)
            }
            Error::Transport { source, .. } => source.status().map(|s| s.as_u16()),
            _ => None,
        }
    }

    /// Whether the failure may go away if the request is tried again later: statuses 408, 409,
    /// 429 and 5xx, connection failures and time-outs, and waiting for a task that ran out of
    /// time. Says nothing about whether repeating the request is *safe*: a 500 answer to a
    /// POST is transient, but the POST may have been carried out. Use
    /// [`is_retryable`](Self::is_retryable) to decide whether to send it again.
    pub fn is_transient(&self) -> bool {
        match self {
            Error::Api { status, .. } => is_retryable_status(*status),
            Error::Transport { source, .. } => source.is_connect() || source.is_timeout(),
            Error::Timeout { .. } => true,
            _ => false,
        }
    }

    /// Whether sending the same request again is both worthwhile and safe, by the rules the
    /// client's own retries follow: the failure is [transient](Self::is_transient), and either
    /// the request is repeatable (an idempotent method: GET, HEAD, PUT, DELETE, OPTIONS,
    /// TRACE) or it certainly was not carried out (the connection was never made, or the
    /// server answered 429 Too Many Requests). So a 500 or a time-out of a POST is not
    /// retryable: repeating it could create a second resource. Waiting for a task again
    /// ([`Error::Timeout`]) only reads, and is retryable. The transport has already retried as
    /// its [`RetryPolicy`](crate::RetryPolicy) allows; this is for a caller's own loop.
    pub fn is_retryable(&self) -> bool {
        match self {
            Error::Api { status, repeatable, .. } => is_retryable_status(*status) && (*repeatable || *status == 429),
            Error::Transport { source, repeatable, .. } => {
                source.is_connect() || (source.is_timeout() && *repeatable)
            }
            Error::Timeout { repeatable, .. } => *repeatable,
            _ => false,
        }
    }

    /// The id of the operation that failed, when the error belongs to one.
    pub fn operation_id(&self) -> Option<&'static str> {
        match self {
            Error::Api { operation_id, .. }
            | Error::Transport { operation_id, .. }
            | Error::Decode { operation_id, .. }
            | Error::ResponseTooLarge { operation_id, .. }
            | Error::Encode { operation_id, .. }
            | Error::MissingCredentials { operation_id, .. }
            | Error::ErrorEvent { operation_id, .. }
            | Error::Refused { operation_id, .. } => Some(operation_id),
            _ => None,
        }
    }

    /// The request id the server gave the failed request (its `x-request-id`), for
    /// [`Error::Api`]: what the provider's support asks for.
    pub fn request_id(&self) -> Option<&str> {
        match self {
            Error::Api { request_id, .. } => request_id.as_deref(),
            _ => None,
        }
    }

    /// The id of the task a wait was for, for [`Error::Timeout`] and [`Error::TaskFailed`].
    pub fn task_id(&self) -> Option<&str> {
        match self {
            Error::Timeout { task_id, .. } => task_id.as_deref(),
            Error::TaskFailed { task_id, .. } => Some(task_id),
            _ => None,
        }
    }

    /// The body of an [`Error::Api`] (the server's answer outside 2xx), whatever the operation
    /// documents.
    pub fn body(&self) -> Option<&ApiErrorBody> {
        match self {
            Error::Api { body, .. } => Some(body),
            _ => None,
        }
    }

    /// The body of an [`Error::Api`] when it is JSON, whatever the operation documents (an
    /// operation that documents no error response included): for a test that reads an error
    /// body by hand, `err.body_json().and_then(|b| b.get("message"))`.
    pub fn body_json(&self) -> Option<&serde_json::Value> {
        match self {
            Error::Api { body, .. } => body.json(),
            _ => None,
        }
    }

    /// The validation errors, for [`Error::Validation`].
    pub fn validation_errors(&self) -> Option<&ValidationErrors> {
        match self {
            Error::Validation(e) => Some(e),
            _ => None,
        }
    }

    /// The error response the document declares for the operation that failed, typed: `E` is
    /// the operation's generated `…Error` enum (for example
    /// `error.documented::<builders::GetRepoError>()`). `None` when this is not an HTTP error
    /// response of that operation, or its status or body is not one the document describes.
    pub fn documented<E: DocumentedError>(&self) -> Option<E> {
        match self {
            Error::Api {
                status,
                body,
                operation_id,
                ..
            } if E::OPERATION_IDS.contains(operation_id) => E::from_api(*status, body),
            _ => None,
        }
    }

    /// The body of an [`Error::Api`] decoded as `T` (see [`ApiErrorBody::decode`]), whatever
    /// the operation documents; [`Error::documented`] is the typed way. `None` for other errors
    /// or bodies that do not fit.
    pub fn api_body_as<T: serde::de::DeserializeOwned>(&self) -> Option<T> {
        match self {
            Error::Api { body, .. } => body.decode(),
            _ => None,
        }
    }
}

/// The error responses one operation documents, as a generated enum (see
/// [`Error::documented`]).
pub trait DocumentedError: Sized {
    /// The operations whose errors these are (operations that document the same error
    /// responses share one type).
    const OPERATION_IDS: &'static [&'static str];
    /// The documented response for this status and body, if it is one.
    fn from_api(status: u16, body: &ApiErrorBody) -> Option<Self>;
}

impl ApiErrorBody {
    /// The body decoded as `T`: a JSON body as it is, a text body as a JSON string; `None` when
    /// it is empty or does not fit.
    pub fn decode<T: serde::de::DeserializeOwned>(&self) -> Option<T> {
        match self {
            ApiErrorBody::Json(v) => serde_json::from_value((**v).clone()).ok(),
            ApiErrorBody::Text(s) => serde_json::from_value(serde_json::Value::String(s.clone())).ok(),
            ApiErrorBody::Empty => None,
        }
    }
}

/// The body of an error response.
#[derive(Debug, Clone, PartialEq)]
pub enum ApiErrorBody {
    /// A JSON body (boxed: an error stays small whichever features `serde_json` has, and
    /// `Result<T, Error>` is cheap to return).
    Json(Box<serde_json::Value>),
    /// A body that is not JSON (an HTML error page from a proxy, for instance), as text.
    Text(String),
    /// No body.
    Empty,
}

/// Longest body summary in an error's `Display`.
const SUMMARY_CHARS: usize = 300;

fn shorten(s: &str, max: usize) -> String {
    match s.char_indices().nth(max) {
        Some((cut, _)) => format!("{}…", &s[..cut]),
        None => s.to_owned(),
    }
}

impl ApiErrorBody {
    /// Reads a response body: empty, JSON, or (lossily decoded) text.
    pub fn from_bytes(bytes: &[u8]) -> Self {
        if bytes.iter().all(u8::is_ascii_whitespace) {
            return ApiErrorBody::Empty;
        }
        match serde_json::from_slice(bytes) {
            Ok(v) => ApiErrorBody::Json(Box::new(v)),
            Err(_) => ApiErrorBody::Text(String::from_utf8_lossy(bytes).into_owned()),
        }
    }

    /// The body, when it is JSON.
    pub fn json(&self) -> Option<&serde_json::Value> {
        match self {
            ApiErrorBody::Json(v) => Some(v),
            _ => None,
        }
    }

    /// The violations a JSON body lists, as `(pointer, message)`: the items of its `errors` or
    /// `violations` array that are objects with a string `pointer` (or `path`, `field`) and a
    /// string `message` (or `msg`, `detail`). The fake's refusals list theirs so
    /// (`{"message": "the request breaks the document", "errors": [{"pointer": "/body/size",
    /// "message": "…"}]}`). Empty when the body lists none.
    pub fn violations(&self) -> Vec<(&str, &str)> {
        let Some(v) = self.json() else {
            return Vec::new();
        };
        let list = ["errors", "violations"]
            .iter()
            .find_map(|k| v.get(k).and_then(|l| l.as_array()));
        let Some(list) = list else {
            return Vec::new();
        };
        fn member<'a>(item: &'a serde_json::Value, keys: &[&str]) -> Option<&'a str> {
            keys.iter().find_map(|k| item.get(*k).and_then(|s| s.as_str()))
        }
        list.iter()
            .filter_map(|item| Some((member(item, &["pointer", "path", "field"])?, member(item, &["message", "msg", "detail"])?)))
            .collect()
    }

    /// The server's message: a JSON body's `message`, `detail`, `error` or `errors` member
    /// when it is a string, else `None`.
    pub fn message(&self) -> Option<&str> {
        match self {
            ApiErrorBody::Json(v) => ["message", "detail", "error", "error_description"]
                .iter()
                .find_map(|k| v.get(k).and_then(|m| m.as_str())),
            _ => None,
        }
    }

    /// A one-line description for `Display`, at most about 300 characters.
    pub fn summary(&self) -> String {
        if let Some(m) = self.message() {
            return shorten(m, SUMMARY_CHARS);
        }
        match self {
            ApiErrorBody::Json(v) => shorten(&v.to_string(), SUMMARY_CHARS),
            ApiErrorBody::Text(t) => {
                let one_line: String = t.split_whitespace().collect::<Vec<_>>().join(" ");
                shorten(&one_line, SUMMARY_CHARS)
            }
            ApiErrorBody::Empty => "(empty body)".to_owned(),
        }
    }

    /// [`summary`](Self::summary), followed by the first three [violations](Self::violations)
    /// (`pointer: message`) and how many more there are, when the body has a message and lists
    /// violations (without a message, the summary is the JSON, which shows them already).
    fn summary_with_violations(&self) -> String {
        let summary = self.summary();
        let violations = self.violations();
        if violations.is_empty() || self.message().is_none() {
            return summary;
        }
        struct Listed<'a>(&'a [(&'a str, &'a str)]);
        impl fmt::Display for Listed<'_> {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                crate::listing::first_few(f, self.0, |f, (pointer, message)| {
                    let pointer = if pointer.is_empty() { "(root)" } else { pointer };
                    write!(f, "{pointer}: {}", shorten(message, SUMMARY_CHARS))
                })
            }
        }
        format!("{summary}: {}", Listed(&violations))
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn alternatives_read_as_a_sentence() {
        let shown = Alternatives(&[vec!["a"], vec!["b", "c"], vec!["d", "e", "f"]]).to_string();
        assert_eq!(shown, "`a`, or `b` and `c` together, or `d`, `e` and `f` together");
    }

    use super::*;

    #[test]
    fn api_error_display() {
        let e = Error::Api {
            status: 404,
            body: ApiErrorBody::from_bytes(br#"{"message": "not found", "code": 7}"#),
            request_id: Some("r-1".into()),
            operation_id: "get_task",
            repeatable: true,
        };
        assert_eq!(e.to_string(), "get_task: HTTP 404: not found (request id r-1)");
        assert_eq!(e.status(), Some(404));
        assert!(!e.is_retryable());
        assert_eq!(e.operation_id(), Some("get_task"));
        let e = Error::Api {
            status: 502,
            body: ApiErrorBody::from_bytes(b"<html>\n  <h1>Bad Gateway</h1>\n</html>"),
            request_id: None,
            operation_id: "op",
            repeatable: true,
        };
        assert_eq!(e.to_string(), "op: HTTP 502: <html> <h1>Bad Gateway</h1> </html>");
        assert!(e.is_retryable() && e.is_transient());
    }

    #[test]
    fn transient_is_not_safe_to_repeat_for_a_non_idempotent_request() {
        let api = |status, repeatable| Error::Api {
            status,
            body: ApiErrorBody::Empty,
            request_id: None,
            operation_id: "createThing",
            repeatable,
        };
        // A 500 to a POST: transient, but the POST may have been carried out.
        assert!(api(500, false).is_transient());
        assert!(!api(500, false).is_retryable());
        assert!(api(500, true).is_retryable());
        // 429: refused before doing anything, safe whatever the method.
        assert!(api(429, false).is_retryable());
        // Not transient at all.
        assert!(!api(400, true).is_transient() && !api(400, true).is_retryable());
    }

    #[test]
    fn bodies() {
        assert_eq!(ApiErrorBody::from_bytes(b""), ApiErrorBody::Empty);
        assert_eq!(ApiErrorBody::from_bytes(b" \n"), ApiErrorBody::Empty);
        assert_eq!(
            ApiErrorBody::from_bytes(b"[1]"),
            ApiErrorBody::Json(Box::new(serde_json::json!([1])))
        );
        assert_eq!(ApiErrorBody::from_bytes(b"oops"), ApiErrorBody::Text("oops".into()));
        assert_eq!(ApiErrorBody::Empty.summary(), "(empty body)");
        let long = ApiErrorBody::Text("x".repeat(1000)).summary();
        assert_eq!(long.chars().count(), 301);
        assert_eq!(
            ApiErrorBody::Json(Box::new(serde_json::json!({"detail": "bad"}))).message(),
            Some("bad")
        );
    }

    #[test]
    fn a_validation_error_lists_the_first_three_violations_with_their_pointers() {
        use crate::validate::{Path, Violations};
        let mut out = Violations::new();
        out.push(&Path::ROOT.key("$query").key("limit"), "maximum", "must be at most 1000 (got 5000)", || "5000".into());
        let one = Error::Validation(out.into_errors());
        assert_eq!(one.to_string(), "invalid request: /$query/limit: must be at most 1000 (got 5000) (maximum)");
        let mut out = Violations::new();
        for name in ["a", "b", "c", "d", "e"] {
            out.push(&Path::ROOT.key(name), "minLength", "must be at least 1 character (got 0)", || "\"\"".into());
        }
        out.push_without_value(&Path::ROOT, "required", "`name` is required");
        let many = Error::Validation(out.into_errors());
        assert_eq!(
            many.to_string(),
            "invalid request: /a: must be at least 1 character (got 0) (minLength); \
             /b: must be at least 1 character (got 0) (minLength); \
             /c: must be at least 1 character (got 0) (minLength); and 3 more"
        );
        assert_eq!(many.validation_errors().map(|e| e.len()), Some(6));
    }

    #[test]
    fn an_api_error_lists_the_violations_its_body_carries() {
        // The fake's refusal of a request that breaks the document.
        let body = br#"{"message": "the request breaks the document", "errors": [
            {"pointer": "/$query/limit", "message": "5000 is greater than the maximum of 1000"},
            {"pointer": "/body/name", "message": "\"\" is shorter than 1 character"},
            {"pointer": "", "message": "\"size\" is a required property"},
            {"pointer": "/body/tags/0", "message": "not a string"},
            {"pointer": "/body/x", "message": "unexpected"}
        ]}"#;
        let e = Error::Api {
            status: 422,
            body: ApiErrorBody::from_bytes(body),
            request_id: Some("r-9".into()),
            operation_id: "createVolume",
            repeatable: false,
        };
        assert_eq!(
            e.to_string(),
            "createVolume: HTTP 422: the request breaks the document: \
             /$query/limit: 5000 is greater than the maximum of 1000; \
             /body/name: \"\" is shorter than 1 character; \
             (root): \"size\" is a required property; and 2 more (request id r-9)"
        );
        assert_eq!(e.status(), Some(422));
        assert_eq!(e.body().map(|b| b.violations().len()), Some(5));
        assert_eq!(
            e.body_json().and_then(|b| b["errors"][0]["pointer"].as_str()),
            Some("/$query/limit")
        );
        // Two violations: both, no count.
        let e = Error::Api {
            status: 400,
            body: ApiErrorBody::from_bytes(
                br#"{"detail": "invalid", "violations": [{"path": "/a", "msg": "bad"}, {"field": "b", "detail": "worse"}, {"oops": 1}]}"#,
            ),
            request_id: None,
            operation_id: "op",
            repeatable: true,
        };
        assert_eq!(e.to_string(), "op: HTTP 400: invalid: /a: bad; b: worse");
        // A body without a message shows as JSON, violations and all; a body without
        // violations shows its message only.
        let e = Error::Api {
            status: 400,
            // Members in sorted order: the text is the same whether serde_json keeps the order
            // (`preserve_order`, which a workspace build may turn on) or sorts.
            body: ApiErrorBody::from_bytes(br#"{"errors": [{"message": "bad", "pointer": "/a"}]}"#),
            request_id: None,
            operation_id: "op",
            repeatable: true,
        };
        assert_eq!(e.to_string(), r#"op: HTTP 400: {"errors":[{"message":"bad","pointer":"/a"}]}"#);
        let e = Error::Api {
            status: 404,
            body: ApiErrorBody::from_bytes(br#"{"message": "not found", "errors": "none"}"#),
            request_id: None,
            operation_id: "op",
            repeatable: true,
        };
        assert_eq!(e.to_string(), "op: HTTP 404: not found");
        assert_eq!(e.body_json().and_then(|b| b.get("message")), Some(&serde_json::json!("not found")));
        assert_eq!(Error::Config("x".into()).body_json(), None);
        assert_eq!(
            Error::Api {
                status: 502,
                body: ApiErrorBody::Text("bad gateway".into()),
                request_id: None,
                operation_id: "op",
                repeatable: true,
            }
            .body_json(),
            None
        );
    }

    #[test]
    fn other_displays() {
        let e = Error::Timeout {
            what: "task t1".into(),
            task_id: Some("t1".into()),
            last_state: Some("RUNNING".into()),
            repeatable: true,
        };
        assert_eq!(e.to_string(), "timed out waiting for task t1 (last state: RUNNING)");
        assert_eq!(e.task_id(), Some("t1"));
        let e = Error::TaskFailed {
            task_id: "t1".into(),
            error: Some("quota exceeded".into()),
            task: serde_json::Value::Null,
        };
        assert_eq!(e.to_string(), "task t1 failed: quota exceeded");
        assert_eq!(e.status(), None);
        let e = Error::Config("bad".into());
        assert_eq!(e.to_string(), "invalid client configuration: bad");
    }
}
