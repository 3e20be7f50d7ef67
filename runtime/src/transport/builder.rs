//! [`ClientBuilder`]: a client's settings, checked when it is built, and [`FromTransport`], how a
//! client type is made from the configured [`Transport`].

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;
use std::time::Duration;

use reqwest::header::{HeaderName, HeaderValue};

use super::{Auth, DEFAULT_MAX_RESPONSE_BYTES, Inner, Transport};
use crate::error::Error;
use crate::retry::RetryPolicy;
use crate::task::PollPolicy;
use crate::values::Secret;

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
    /// The document's, so that operations with a server of their own go there only while the
    /// base URL is this one.
    default_base_url: String,
    api_key: Option<Secret>,
    auth_scheme: &'static str,
    auth_header: String,
    /// Where the key goes when not in `auth_header`.
    auth_in: AuthIn,
    default_params: BTreeMap<String, String>,
    timeout: Duration,
    connect_timeout: Duration,
    retry: RetryPolicy,
    poll: PollPolicy,
    /// Set by `user_agent(..)`: the whole header.
    user_agent: Option<String>,
    /// The generated crate and its version (`cloud-api/0.1.0`), set by its `Client::builder()`.
    product: Option<String>,
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
            .field("auth_in", &self.auth_in)
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
            default_base_url: default_base_url.to_owned(),
            api_key: None,
            auth_scheme: "apikey",
            auth_header: "authorization".to_owned(),
            auth_in: AuthIn::Header,
            default_params: BTreeMap::new(),
            timeout: Duration::from_secs(120),
            connect_timeout: Duration::from_secs(5),
            retry: RetryPolicy::default(),
            poll: PollPolicy::default(),
            user_agent: None,
            product: None,
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
        self.auth_in = AuthIn::Header;
        self
    }

    /// The key goes as query parameter `name` (an `apiKey` scheme `in: query`). Errors never
    /// show it: a transport error's URL has it redacted.
    pub fn auth_query(mut self, name: impl Into<String>) -> Self {
        self.auth_in = AuthIn::Query(name.into());
        self
    }

    /// The key goes as cookie `name` (an `apiKey` scheme `in: cookie`).
    pub fn auth_cookie(mut self, name: impl Into<String>) -> Self {
        self.auth_in = AuthIn::Cookie(name.into());
        self
    }

    /// HTTP Basic authentication: the key is `user:password`, sent as
    /// `Authorization: Basic <base64>` (see [`basic_auth`](Self::basic_auth)).
    pub fn auth_basic(mut self) -> Self {
        self.auth_in = AuthIn::Basic;
        self
    }

    /// HTTP Basic credentials: the key becomes `user:password` and is sent as Basic
    /// authentication.
    pub fn basic_auth(self, user: &str, password: &str) -> Self {
        self.auth_basic().api_key(format!("{user}:{password}"))
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

    /// The `User-Agent` header, replacing the default (`cloud-api/0.1.0 oapigen-runtime/0.1.0`:
    /// the generated crate and this runtime, with their versions). To keep those and add your
    /// own product, include them: `format!("my-tool/2.0 {}", ...)`.
    pub fn user_agent(mut self, ua: impl Into<String>) -> Self {
        self.user_agent = Some(ua.into());
        self
    }

    /// Names the generated crate in the default `User-Agent` (`name/version`): what a
    /// generated `Client::builder()` calls with its crate's name and version.
    pub fn product(mut self, name_and_version: impl Into<String>) -> Self {
        self.product = Some(name_and_version.into());
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

    /// How the key `key` is sent, checked: a key breaks nothing of where it goes.
    fn auth(&self, key: &str) -> Result<Auth, Error> {
        if key.is_empty() {
            return Err(Error::Config("the API key is empty".into()));
        }
        if key.chars().any(char::is_control) {
            return Err(Error::Config(
                "the API key contains a control character (such as a line break)".into(),
            ));
        }
        // Basic credentials and a query parameter are encoded; a header value is the key as is.
        let header_value = |text: String, name: &str| -> Result<Auth, Error> {
            let name = HeaderName::from_bytes(name.as_bytes())
                .map_err(|_| Error::Config(format!("invalid auth header name {name:?}")))?;
            let mut value = HeaderValue::from_str(&text)
                .map_err(|_| Error::Config("the API key is not a valid header value".into()))?;
            value.set_sensitive(true);
            Ok(Auth::Header(name, value))
        };
        let printable = || {
            if !key.is_ascii() || key.contains(' ') {
                return Err(Error::Config("the API key must be printable ASCII without spaces".into()));
            }
            Ok(())
        };
        match &self.auth_in {
            AuthIn::Query(name) => Ok(Auth::Query {
                name: name.clone(),
                key: Secret::new(key),
            }),
            AuthIn::Basic => {
                if !key.contains(':') {
                    return Err(Error::Config(
                        "Basic credentials are `user:password`: set them with `basic_auth(user, password)`".into(),
                    ));
                }
                header_value(
                    format!("Basic {}", crate::formats::check::base64_encode(key.as_bytes())),
                    "authorization",
                )
            }
            AuthIn::Cookie(name) => {
                printable()?;
                if name.is_empty() || name.contains(['=', ';', ' ']) {
                    return Err(Error::Config(format!("invalid auth cookie name {name:?}")));
                }
                header_value(format!("{name}={key}"), "cookie")
            }
            AuthIn::Header => {
                printable()?;
                if self.auth_scheme.chars().any(|c| c.is_control() || c == ' ') {
                    return Err(Error::Config(format!("invalid auth scheme {:?}", self.auth_scheme)));
                }
                let text = if self.auth_scheme.is_empty() {
                    key.to_owned()
                } else {
                    format!("{} {key}", self.auth_scheme)
                };
                header_value(text, &self.auth_header)
            }
        }
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
        // Compared as URLs, so that `https://API.example.com:443/` is the document's
        // `https://api.example.com`.
        let documented_base_url = url::Url::parse(&self.default_base_url)
            .is_ok_and(|d| d.as_str().trim_end_matches('/') == base_url);

        let auth = match &self.api_key {
            None => None,
            Some(key) => Some(self.auth(key.expose())?),
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
        let runtime = concat!("oapigen-runtime/", env!("CARGO_PKG_VERSION"));
        let user_agent = match (&self.user_agent, &self.product) {
            (Some(ua), _) => ua.clone(),
            (None, Some(product)) => format!("{product} {runtime}"),
            (None, None) => runtime.to_owned(),
        };
        let user_agent = HeaderValue::from_str(&user_agent)
            .map_err(|_| Error::Config(format!("invalid user agent {user_agent:?}")))?;

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
                documented_base_url,
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

#[cfg(test)]
mod tests {
    use super::*;

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

/// Where the key goes besides a header of its own.
#[derive(Debug, Clone)]
enum AuthIn {
    /// `auth_header`, after `auth_scheme`.
    Header,
    /// A query parameter of this name.
    Query(String),
    /// A cookie of this name.
    Cookie(String),
    /// `Authorization: Basic`, the key being `user:password`.
    Basic,
}
