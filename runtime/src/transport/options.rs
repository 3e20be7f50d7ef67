//! [`RequestOptions`]: what one call adds to or changes of its request — extra headers, query
//! pairs and body members, a timeout, a retry policy, an idempotency key — and [`Declared`],
//! what the operation's document declares, which the options must not reach around.
//!
//! A request builder holds one `RequestOptions` (its `options(|o| …)` sets them); `build_request`
//! merges the extra body members into the body and checks the whole against what is declared
//! ([`Request::with_options`](super::Request::with_options)); the transport applies the rest on every attempt.

use std::fmt;
use std::time::Duration;

use serde_json::Value;

use crate::retry::RetryPolicy;
use crate::validate::ValidationErrors;

/// Which operation a call is: its `operationId`, and the resource and method that reach it on
/// the client (`client.load_balancers().pools().list()` is resource `load_balancers.pools`,
/// method `list`; a method on the client itself has resource `""`). Each generated request
/// builder has it as `OPERATION`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OperationInfo {
    /// The document's `operationId` (`listFunctions`).
    pub id: &'static str,
    /// The resource path (`functions`), `""` for a method on the client.
    pub resource: &'static str,
    /// The method (`list`).
    pub method: &'static str,
}

/// The header an idempotency key goes in where the document declares none.
pub const IDEMPOTENCY_KEY_HEADER: &str = "Idempotency-Key";

/// Options for one request, beyond what the document declares: set with a request builder's
/// `options(|o| …)`, in the manner of Stainless SDKs' `extra_headers` / `extra_query` /
/// `extra_body` / `timeout` and the AWS SDK's `customize()`.
///
/// ```
/// # use oapigen_runtime::{RequestOptions, RetryPolicy};
/// # use std::time::Duration;
/// let options = RequestOptions::new()
///     .header("x-trace-id", "abc")
///     .query("beta", "true")
///     .body_member("preview_feature", serde_json::json!(true))
///     .timeout(Duration::from_secs(5))
///     .retry(RetryPolicy::none())
///     .idempotency_key("order-42");
/// assert_eq!(options.timeout_value(), Some(Duration::from_secs(5)));
/// ```
///
/// What the document declares is still judged: an extra query pair or header may not name a
/// declared parameter (set it with its setter, where it is checked), and a body with extra
/// members is checked whole against the body's schema. `skip_validation()` lifts both, as it
/// lifts every other check. `Debug` shows names, never values (a header may hold a secret).
#[derive(Clone, Default, PartialEq)]
pub struct RequestOptions {
    pub(crate) headers: Vec<(String, String)>,
    pub(crate) query: Vec<(String, String)>,
    pub(crate) body: Vec<(String, Value)>,
    pub(crate) timeout: Option<Duration>,
    pub(crate) retry: Option<RetryPolicy>,
    pub(crate) idempotency_key: Option<String>,
    /// The operation whose `send` the options are for, when the client has hooks to tell.
    pub(crate) operation: Option<&'static OperationInfo>,
}

impl fmt::Debug for RequestOptions {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let names = |pairs: &[(String, String)]| pairs.iter().map(|(k, _)| k.clone()).collect::<Vec<_>>();
        f.debug_struct("RequestOptions")
            .field("headers", &names(&self.headers))
            .field("query", &names(&self.query))
            .field("body", &self.body.iter().map(|(k, _)| k.as_str()).collect::<Vec<_>>())
            .field("timeout", &self.timeout)
            .field("retry", &self.retry)
            .field("idempotency_key", &self.idempotency_key.as_ref().map(|_| "<set>"))
            .finish()
    }
}

impl RequestOptions {
    /// No options: the request as the document and the client make it.
    pub fn new() -> Self {
        Self::default()
    }

    /// Sends header `name: value` too, in place of one of that name the client would send
    /// (`User-Agent`, `Accept`, a credential's). A name or value that is no valid header fails
    /// the request before sending.
    pub fn header(mut self, name: impl Into<String>, value: impl Into<String>) -> Self {
        self.headers.push((name.into(), value.into()));
        self
    }

    /// Adds the query pair `key=value` after the declared ones (call again to repeat a key).
    pub fn query(mut self, key: impl Into<String>, value: impl Into<String>) -> Self {
        self.query.push((key.into(), value.into()));
        self
    }

    /// Adds member `name` to the JSON object the request's body is (the last one given for a
    /// name wins). An operation without a JSON object body refuses it before sending.
    pub fn body_member(mut self, name: impl Into<String>, value: impl Into<Value>) -> Self {
        self.body.push((name.into(), value.into()));
        self
    }

    /// The time this request may take, each attempt (the client's `timeout` otherwise).
    pub fn timeout(mut self, timeout: Duration) -> Self {
        self.timeout = Some(timeout);
        self
    }

    /// How this request is retried (the client's `retry` policy otherwise).
    pub fn retry(mut self, policy: RetryPolicy) -> Self {
        self.retry = Some(policy);
        self
    }

    /// Sends `key` as the request's idempotency key: in the header parameter the document
    /// declares for it (one whose name holds `idempotency`), else in `Idempotency-Key`. Every
    /// attempt sends the same key, so the server acts once however often it is retried; the
    /// request is retried as an idempotent one (a POST too).
    pub fn idempotency_key(mut self, key: impl Into<String>) -> Self {
        self.idempotency_key = Some(key.into());
        self
    }

    /// The timeout set, if any.
    pub fn timeout_value(&self) -> Option<Duration> {
        self.timeout
    }

    /// The retry policy set, if any.
    pub fn retry_policy(&self) -> Option<&RetryPolicy> {
        self.retry.as_ref()
    }

    /// Whether no option is set.
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

/// Checks a JSON value against the body's schema (a generated type's
/// [`ValidateJson::validate_json`](crate::ValidateJson::validate_json)).
pub type BodyCheck = fn(&Value) -> Result<(), ValidationErrors>;

/// What an operation's document declares, for [`Request::with_options`](super::Request::with_options): the names extra query
/// pairs and headers must not take, the header of its idempotency key, and the check of its
/// body's schema.
#[derive(Debug, Clone, Copy)]
pub struct Declared {
    /// The query parameters' names (`filter` also covers `filter[gte]`).
    pub query: &'static [&'static str],
    /// The header parameters' names.
    pub headers: &'static [&'static str],
    /// The header parameter that carries an idempotency key, where one is declared.
    pub idempotency_header: Option<&'static str>,
    /// The check of a JSON body's schema, where the crate carries it.
    pub body: Option<BodyCheck>,
}

impl Declared {
    /// Nothing declared.
    pub const NOTHING: Declared = Declared {
        query: &[],
        headers: &[],
        idempotency_header: None,
        body: None,
    };

    /// The query parameters' names.
    pub const fn query(mut self, names: &'static [&'static str]) -> Self {
        self.query = names;
        self
    }

    /// The header parameters' names.
    pub const fn headers(mut self, names: &'static [&'static str]) -> Self {
        self.headers = names;
        self
    }

    /// The header parameter that carries an idempotency key.
    pub const fn idempotency_header(mut self, name: &'static str) -> Self {
        self.idempotency_header = Some(name);
        self
    }

    /// A JSON body of type `T`, checked against `T`'s schema.
    pub fn body<T: crate::ValidateJson>(mut self) -> Self {
        self.body = Some(T::validate_json);
        self
    }
}
