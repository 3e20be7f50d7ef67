//! [`ClientBuilder`]: a client's settings, checked when it is built, and [`FromTransport`], how a
//! client type is made from the configured [`Transport`].

use std::collections::BTreeMap;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;
use std::time::Duration;

use reqwest::header::HeaderValue;

use super::auth::{self, Requirement, Scheme, SchemeSlot};
use super::{DEFAULT_MAX_RESPONSE_BYTES, Inner, Transport};
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
    /// The security schemes the client knows, each with its credential once given; the first
    /// is the default scheme, which `api_key(..)`, the environment and the `auth_*` setters
    /// set. Never empty.
    schemes: Vec<Setting>,
    /// The word `auth_header(..)` puts before the key (`auth_scheme(..)`).
    header_prefix: Option<String>,
    /// Names given to `credential(..)` that no scheme has, for `build()` to refuse.
    unknown_schemes: Vec<String>,
    /// OAuth 2 grants asked of schemes whose flows do not offer them: (scheme, flow).
    flowless: Vec<(String, &'static str)>,
    /// The requirement of a request that names none of its own (the document's `security`).
    default_security: Option<Requirement>,
    default_params: BTreeMap<String, String>,
    timeout: Duration,
    connect_timeout: Duration,
    retry: RetryPolicy,
    poll: PollPolicy,
    /// Set by `user_agent(..)`: the whole header.
    user_agent: Option<String>,
    /// The generated crate and its version (`cloud-api/0.1.0`), set by its `Client::builder()`.
    product: Option<String>,
    http: Option<super::http::Http>,
    hooks: super::hooks::Hooks,
    max_response_bytes: u64,
    credentials_required: bool,
    credentials_hint: &'static str,
    client: PhantomData<fn() -> C>,
}

/// A scheme the builder knows and its credential, until `build()` checks it.
struct Setting {
    name: &'static str,
    scheme: Scheme,
    credential: Option<Secret>,
    tokens: Option<Arc<dyn super::TokenSource>>,
    flows: Option<OAuthFlows>,
}

/// What an OAuth 2 scheme's `flows` in the document say of getting a token.
#[derive(Debug, Clone, Copy)]
struct OAuthFlows {
    /// `clientCredentials.tokenUrl`, and that flow's scopes.
    client_credentials: Option<(&'static str, &'static [&'static str])>,
    /// The URL a refresh token is exchanged at: a flow's `refreshUrl`, else the `tokenUrl` of
    /// a flow that hands out refresh tokens (`authorizationCode`, `password`).
    refresh: Option<&'static str>,
}

impl fmt::Debug for Setting {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Scheme")
            .field("name", &self.name)
            .field("scheme", &self.scheme)
            .field("credential", &self.credential)
            .field("token_source", &self.tokens.is_some())
            .finish()
    }
}

impl<C> fmt::Debug for ClientBuilder<C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientBuilder")
            .field("base_url", &self.base_url)
            .field("schemes", &self.schemes)
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
            schemes: vec![Setting {
                name: "",
                scheme: Scheme::header("authorization", Some("apikey")),
                credential: None,
                tokens: None,
                flows: None,
            }],
            header_prefix: Some("apikey".to_owned()),
            unknown_schemes: Vec::new(),
            flowless: Vec::new(),
            default_security: None,
            default_params: BTreeMap::new(),
            timeout: Duration::from_secs(120),
            connect_timeout: Duration::from_secs(5),
            retry: RetryPolicy::default(),
            poll: PollPolicy::default(),
            user_agent: None,
            product: None,
            http: None,
            hooks: super::hooks::Hooks::default(),
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

    /// The API key: the credential of the default scheme (the first
    /// [`scheme`](Self::scheme) declared; without one, `Authorization: apikey <key>` or where
    /// the `auth_*` setters say).
    pub fn api_key(mut self, key: impl Into<String>) -> Self {
        self.schemes[0].credential = Some(Secret::new(key));
        self
    }

    /// Declares a security scheme of the API, named as the document names it, and how its
    /// credential is sent: the first declared is the default scheme. Generated clients declare
    /// every scheme their document has; a request then sends the credentials its security
    /// requirement asks for ([`Request::security`](super::Request::security)).
    pub fn scheme(mut self, name: &'static str, scheme: Scheme) -> Self {
        if self.schemes[0].name.is_empty() {
            self.schemes[0].name = name;
            self.schemes[0].scheme = scheme;
        } else if let Some(s) = self.schemes.iter_mut().find(|s| s.name == name) {
            s.scheme = scheme;
        } else {
            self.schemes.push(Setting {
                name,
                scheme,
                credential: None,
                tokens: None,
                flows: None,
            });
        }
        self
    }

    /// What the OAuth 2 scheme `name`'s `flows` give (generated code states the document's):
    /// the client credentials flow's token URL and scopes, and the URL refresh tokens are
    /// exchanged at.
    #[doc(hidden)]
    pub fn oauth2_flows(
        mut self,
        name: &str,
        client_credentials: Option<(&'static str, &'static [&'static str])>,
        refresh: Option<&'static str>,
    ) -> Self {
        if let Some(s) = self.schemes.iter_mut().find(|s| s.name == name) {
            s.flows = Some(OAuthFlows {
                client_credentials,
                refresh,
            });
        }
        self
    }

    /// The OAuth 2 scheme `name`'s tokens by the client credentials grant, at the token URL and
    /// with the scopes of its `clientCredentials` flow in the document
    /// ([`oauth2::ClientCredentials`](super::oauth2::ClientCredentials)). A scheme without that
    /// flow is refused by [`build`](Self::build).
    pub fn oauth2_client_credentials(
        mut self,
        name: &str,
        client_id: impl Into<String>,
        client_secret: impl Into<String>,
    ) -> Self {
        let flow = self
            .schemes
            .iter()
            .find(|s| s.name == name)
            .and_then(|s| s.flows?.client_credentials);
        match flow {
            Some((url, scopes)) => {
                let source = super::oauth2::ClientCredentials::new(url, client_id, client_secret).scopes(scopes.iter().copied());
                self.scheme_token_source(name, source)
            }
            None => {
                self.flowless.push((name.to_owned(), "clientCredentials"));
                self
            }
        }
    }

    /// The OAuth 2 scheme `name`'s tokens by the refresh token grant, at the URL its flows
    /// give ([`oauth2::RefreshToken`](super::oauth2::RefreshToken), a public client: add a
    /// secret by building the source yourself). A scheme whose flows give no such URL is
    /// refused by [`build`](Self::build).
    pub fn oauth2_refresh_token(
        mut self,
        name: &str,
        client_id: impl Into<String>,
        refresh_token: impl Into<String>,
    ) -> Self {
        let url = self
            .schemes
            .iter()
            .find(|s| s.name == name)
            .and_then(|s| s.flows?.refresh);
        match url {
            Some(url) => {
                let source = super::oauth2::RefreshToken::new(url, client_id, refresh_token);
                self.scheme_token_source(name, source)
            }
            None => {
                self.flowless.push((name.to_owned(), "refresh"));
                self
            }
        }
    }

    /// The credential of the scheme `name` (declared by [`scheme`](Self::scheme)): an API
    /// key, a token, or `user:password` for HTTP Basic. A name no scheme has is refused by
    /// [`build`](Self::build).
    pub fn credential(mut self, name: &str, credential: impl Into<String>) -> Self {
        match self.schemes.iter_mut().find(|s| s.name == name) {
            Some(s) => s.credential = Some(Secret::new(credential)),
            None => self.unknown_schemes.push(name.to_owned()),
        }
        self
    }

    /// The default scheme's credential comes from `source`, asked before requests and renewed
    /// before it expires and on a 401 (see [`TokenSource`](super::TokenSource)).
    pub fn token_source(mut self, source: impl super::TokenSource) -> Self {
        self.schemes[0].tokens = Some(Arc::new(source));
        self
    }

    /// The credential of the scheme `name` comes from `source` (see
    /// [`token_source`](Self::token_source)).
    pub fn scheme_token_source(mut self, name: &str, source: impl super::TokenSource) -> Self {
        match self.schemes.iter_mut().find(|s| s.name == name) {
            Some(s) => s.tokens = Some(Arc::new(source)),
            None => self.unknown_schemes.push(name.to_owned()),
        }
        self
    }

    /// HTTP Basic credentials for the scheme `name`: [`credential`](Self::credential) with
    /// `user:password`.
    pub fn basic_credential(self, name: &str, user: &str, password: &str) -> Self {
        self.credential(name, format!("{user}:{password}"))
    }

    /// The security requirement of a request that states none of its own: the document's
    /// top-level `security`, as alternatives of scheme names (`&[&["api_key"], &[]]`: the
    /// key when given, else none). Without one, such a request carries the default scheme's
    /// credential when there is one.
    pub fn default_security(mut self, requirement: Requirement) -> Self {
        self.default_security = Some(requirement);
        self
    }

    /// The word before the key in the default scheme's header (default `apikey`); empty sends
    /// the key alone.
    pub fn auth_scheme(mut self, scheme: &'static str) -> Self {
        self.header_prefix = Some(scheme).filter(|s| !s.is_empty()).map(str::to_owned);
        if let Scheme::Header { prefix, .. } = &mut self.schemes[0].scheme {
            prefix.clone_from(&self.header_prefix);
        }
        self
    }

    /// The header that carries the default scheme's key (default `Authorization`).
    pub fn auth_header(mut self, name: impl Into<String>) -> Self {
        self.schemes[0].scheme = Scheme::Header {
            name: name.into(),
            prefix: self.header_prefix.clone(),
        };
        self
    }

    /// The default scheme's key goes as query parameter `name` (an `apiKey` scheme `in:
    /// query`). Errors never show it: a transport error's URL has it redacted.
    pub fn auth_query(mut self, name: impl Into<String>) -> Self {
        self.schemes[0].scheme = Scheme::query(name);
        self
    }

    /// The default scheme's key goes as cookie `name` (an `apiKey` scheme `in: cookie`).
    pub fn auth_cookie(mut self, name: impl Into<String>) -> Self {
        self.schemes[0].scheme = Scheme::cookie(name);
        self
    }

    /// The default scheme is HTTP Basic: its key is `user:password`, sent as
    /// `Authorization: Basic <base64>` (see [`basic_auth`](Self::basic_auth)).
    pub fn auth_basic(mut self) -> Self {
        self.schemes[0].scheme = Scheme::Basic;
        self
    }

    /// HTTP Basic credentials, `user:password`: those of the first HTTP Basic scheme the
    /// client declares, else of the default scheme, which becomes HTTP Basic.
    pub fn basic_auth(self, user: &str, password: &str) -> Self {
        match self.schemes.iter().find(|s| s.scheme == Scheme::Basic) {
            Some(s) => {
                let name = s.name;
                self.credential(name, format!("{user}:{password}"))
            }
            None => self.auth_basic().api_key(format!("{user}:{password}")),
        }
    }

    /// Every operation of the API needs credentials: [`build`](Self::build) refuses a client
    /// given none. Generated clients call this when the document requires credentials for all
    /// of their operations.
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
        self.http = Some(super::http::Http::Plain(c));
        self
    }

    /// Sends through this client with middleware (`reqwest_middleware`: `reqwest-tracing`,
    /// `reqwest-retry`, a team's own), which sees every attempt with its headers, credentials
    /// included; feature `middleware`. The timeout and user agent are still applied per request,
    /// and the client's own retries wrap the middleware (give it no retry middleware, or set
    /// [`retry`](Self::retry) to [`RetryPolicy::none`]). A middleware's error ends the call
    /// with [`Error::Refused`], not retried.
    #[cfg(feature = "middleware")]
    pub fn middleware_client(mut self, c: reqwest_middleware::ClientWithMiddleware) -> Self {
        self.http = Some(super::http::Http::Middleware(c));
        self
    }

    /// Adds a hook that sees each call's typed operation before its request is checked and
    /// after its answer is decoded (see [`Hook`](super::Hook)); hooks run in the order added.
    pub fn hook(mut self, hook: impl super::Hook) -> Self {
        self.hooks.0.push(Arc::new(hook));
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
            self.schemes[0].credential = Some(Secret::new(key));
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
    /// required ([`require_credentials`](Self::require_credentials)) and none is set, for a
    /// [`credential`](Self::credential) of a scheme the client does not have, and for a default
    /// parameter an operation could not use
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

        if let Some(name) = self.unknown_schemes.first() {
            let known: Vec<String> = self.schemes.iter().map(|s| format!("`{}`", s.name)).collect();
            return Err(Error::Config(format!(
                "a credential for `{name}`, which is no security scheme of this client (it has {})",
                known.join(", ")
            )));
        }
        if let Some((name, flow)) = self.flowless.first() {
            return Err(Error::Config(format!(
                "an OAuth 2 {flow} grant for `{name}`, whose flows in the document give no URL for it (build the source with `transport::oauth2` and give it to `scheme_token_source`)"
            )));
        }
        let mut schemes = Vec::with_capacity(self.schemes.len());
        for s in self.schemes {
            let auth = match &s.credential {
                None => None,
                Some(key) => Some(auth::prepare(s.name, &s.scheme, key.expose())?),
            };
            schemes.push(SchemeSlot {
                name: s.name,
                scheme: s.scheme,
                auth: std::sync::RwLock::new(auth),
                tokens: s.tokens.map(super::tokens::TokenSlot::new),
            });
        }
        if self.credentials_required && !schemes.iter().any(SchemeSlot::has_credential) {
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
            None => super::http::Http::Plain(
                reqwest::Client::builder()
                    .connect_timeout(self.connect_timeout)
                    .timeout(self.timeout)
                    .build()
                    .map_err(|e| Error::Config(format!("could not build the HTTP client: {e}")))?,
            ),
        };

        Ok(C::from_transport(Transport {
            inner: Arc::new(Inner {
                base_url,
                documented_base_url,
                schemes,
                default_security: self.default_security,
                default_params: self.default_params,
                timeout: self.timeout,
                retry: self.retry,
                poll: self.poll,
                user_agent,
                http,
                hooks: self.hooks,
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
