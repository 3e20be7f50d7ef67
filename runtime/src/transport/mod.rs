//! The HTTP transport: configuration, authentication, retries, limits and decoding.
//!
//! A generated client wraps a [`Transport`]; each generated operation builds a [`Request`] and
//! sends it with [`Transport::send_json_owned`] (or [`Transport::send_owned`] and a decoding
//! function of its own), which return a [`Sending`] future.
//! [`Transport::send`] and [`Transport::send_json`] are there for hand-written requests.
//!
//! Laid out by idea: [`builder`] configures and checks a client ([`ClientBuilder`],
//! [`FromTransport`]), [`auth`] holds the security schemes and which credentials a request
//! sends, [`request`] is what an operation sends ([`Request`], [`Body`], path and
//! parameter encoding), [`options`] what one call adds to it ([`RequestOptions`]: extra
//! headers, query pairs and body members, a timeout, a retry policy, an idempotency key),
//! [`response`] what it gets back ([`Response`]), [`sending`] the future
//! a request is on its way in ([`Sending`]), [`hooks`] what sees the typed operation around a
//! call ([`Hook`]), `http` the HTTP client (reqwest's, or one with middleware), and `send` the
//! sending itself (authentication, retries, limits, tracing).

use std::collections::BTreeMap;
use std::fmt;
use std::sync::Arc;
use std::time::Duration;

use reqwest::header::HeaderValue;

use crate::retry::RetryPolicy;
use crate::task::PollPolicy;

pub mod auth;
mod body;
mod credentials;
pub mod builder;
pub mod hooks;
mod http;
pub mod oauth2;
pub mod tokens;
pub mod options;
pub mod request;
pub mod response;
mod send;
pub mod sending;
mod streaming;

pub use auth::{Requirement, Scheme};
pub use builder::{ClientBuilder, FromTransport};
pub use hooks::{Hook, Refusal};
pub use tokens::{Token, TokenFuture, TokenSource};
pub use options::{BodyCheck, Declared, IDEMPOTENCY_KEY_HEADER, OperationInfo, RequestOptions};
pub use crate::style::encode_path_segment;
pub use request::{Body, Request, param_text};
pub use response::{Response, WithResponse};
pub use sending::Sending;

/// The default response size limit: 64 MiB.
pub const DEFAULT_MAX_RESPONSE_BYTES: u64 = 64 * 1024 * 1024;

pub(crate) struct Inner {
    pub(crate) base_url: String,
    /// The base URL is the document's default: operations with a server of their own go there.
    pub(crate) documented_base_url: bool,
    /// Every scheme the client knows, the default first, with its credential when given one.
    pub(crate) schemes: Vec<auth::SchemeSlot>,
    /// The requirement of a request that states none (the document's `security`).
    pub(crate) default_security: Option<auth::Requirement>,
    pub(crate) default_params: BTreeMap<String, String>,
    pub(crate) timeout: Duration,
    pub(crate) retry: RetryPolicy,
    pub(crate) poll: PollPolicy,
    pub(crate) user_agent: HeaderValue,
    pub(crate) http: http::Http,
    pub(crate) hooks: hooks::Hooks,
    pub(crate) max_response_bytes: u64,
    pub(crate) credentials_hint: &'static str,
}

/// A configured connection to the API: cheap to clone (shared), safe to use from many tasks.
///
/// `Debug` shows the settings, and the schemes it has credentials for, but never a credential.
#[derive(Clone)]
pub struct Transport {
    pub(crate) inner: Arc<Inner>,
}

impl fmt::Debug for Transport {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let i = &self.inner;
        f.debug_struct("Transport")
            .field("base_url", &i.base_url)
            .field("schemes", &i.schemes)
            .field("default_params", &i.default_params)
            .field("timeout", &i.timeout)
            .field("retry", &i.retry)
            .field("poll", &i.poll)
            .field("max_response_bytes", &i.max_response_bytes)
            .field("hooks", &i.hooks)
            .finish()
    }
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

    /// The client's default for the parameter `name`, read as a `T`: `None` when there is none
    /// or it is not a `T` (which a generated client's `build()` has already refused).
    pub fn parsed_default<T: std::str::FromStr>(&self, name: &str) -> Option<T> {
        self.default_param(name).and_then(|v| v.parse().ok())
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
}
