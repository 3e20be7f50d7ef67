//! OAuth 2 token sources (RFC 6749) for the schemes whose `flows` give a token URL: the client
//! credentials grant (§4.4) and the refresh token grant (§6). Each is a [`TokenSource`], so the
//! client caches the access token, renews it before it expires and once on a 401.
//!
//! The client authenticates to the token endpoint with HTTP Basic (§2.3.1, which servers must
//! accept), or sends its id in the form where it has no secret (a public client). The endpoint's
//! refusal (`{"error": "invalid_client", "error_description": …}`) ends the call as
//! [`Error::Refused`](crate::Error::Refused) with its `error` and description; no secret is ever
//! in an error or in `Debug`.

use std::fmt;
use std::sync::Mutex;
use std::time::Duration;

use super::hooks::Refusal;
use super::tokens::{Token, TokenFuture, TokenSource};
use crate::values::Secret;

/// The client credentials grant: a token for the client itself, by its id and secret.
///
/// ```no_run
/// use oapigen_runtime::transport::oauth2::ClientCredentials;
///
/// let source = ClientCredentials::new("https://auth.example.com/oauth/token", "my-client", "s3cret")
///     .scopes(["read", "write"]);
/// // ClientBuilder::scheme_token_source("oauth", source)
/// # let _ = source;
/// ```
pub struct ClientCredentials {
    endpoint: Endpoint,
    scopes: Vec<String>,
}

impl ClientCredentials {
    /// Tokens from `token_url` (the flow's `tokenUrl`) for the client `client_id`.
    pub fn new(token_url: impl Into<String>, client_id: impl Into<String>, client_secret: impl Into<String>) -> Self {
        ClientCredentials {
            endpoint: Endpoint::new(token_url.into(), client_id.into(), Some(Secret::new(client_secret))),
            scopes: Vec::new(),
        }
    }

    /// The scopes asked for (the flow's `scopes` the calls need); none: the server's default.
    pub fn scopes<S: Into<String>>(mut self, scopes: impl IntoIterator<Item = S>) -> Self {
        self.scopes = scopes.into_iter().map(Into::into).collect();
        self
    }

    /// The HTTP client that asks the token endpoint (default: a new `reqwest::Client`).
    pub fn http_client(mut self, client: reqwest::Client) -> Self {
        self.endpoint.http = client;
        self
    }
}

impl TokenSource for ClientCredentials {
    fn token(&self) -> TokenFuture<'_> {
        Box::pin(async move {
            let mut form = vec![("grant_type", "client_credentials".to_owned())];
            if !self.scopes.is_empty() {
                form.push(("scope", self.scopes.join(" ")));
            }
            let (token, _) = self.endpoint.ask(form).await?;
            Ok(token)
        })
    }
}

impl fmt::Debug for ClientCredentials {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("ClientCredentials")
            .field("endpoint", &self.endpoint)
            .field("scopes", &self.scopes)
            .finish()
    }
}

/// The refresh token grant: access tokens from a refresh token a user's authorization gave,
/// keeping the new refresh token where the server rotates it.
///
/// ```no_run
/// use oapigen_runtime::transport::oauth2::RefreshToken;
///
/// let source = RefreshToken::new("https://auth.example.com/oauth/token", "my-app", "the refresh token")
///     .client_secret("s3cret");
/// # let _ = source;
/// ```
pub struct RefreshToken {
    endpoint: Endpoint,
    refresh: Mutex<Secret>,
    scopes: Vec<String>,
}

impl RefreshToken {
    /// Tokens from `token_url` (the flow's `refreshUrl`, else its `tokenUrl`) for a public
    /// client `client_id` (its id sent in the form) holding `refresh_token`.
    pub fn new(token_url: impl Into<String>, client_id: impl Into<String>, refresh_token: impl Into<String>) -> Self {
        RefreshToken {
            endpoint: Endpoint::new(token_url.into(), client_id.into(), None),
            refresh: Mutex::new(Secret::new(refresh_token)),
            scopes: Vec::new(),
        }
    }

    /// A confidential client: it authenticates with its secret (HTTP Basic).
    pub fn client_secret(mut self, secret: impl Into<String>) -> Self {
        self.endpoint.secret = Some(Secret::new(secret));
        self
    }

    /// The scopes asked for (at most those the user granted).
    pub fn scopes<S: Into<String>>(mut self, scopes: impl IntoIterator<Item = S>) -> Self {
        self.scopes = scopes.into_iter().map(Into::into).collect();
        self
    }

    /// The HTTP client that asks the token endpoint (default: a new `reqwest::Client`).
    pub fn http_client(mut self, client: reqwest::Client) -> Self {
        self.endpoint.http = client;
        self
    }

    fn current(&self) -> String {
        self.refresh
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .expose()
            .to_owned()
    }
}

impl TokenSource for RefreshToken {
    fn token(&self) -> TokenFuture<'_> {
        Box::pin(async move {
            let mut form = vec![("grant_type", "refresh_token".to_owned()), ("refresh_token", self.current())];
            if !self.scopes.is_empty() {
                form.push(("scope", self.scopes.join(" ")));
            }
            let (token, rotated) = self.endpoint.ask(form).await?;
            if let Some(next) = rotated {
                *self.refresh.lock().unwrap_or_else(|e| e.into_inner()) = Secret::new(next);
            }
            Ok(token)
        })
    }
}

impl fmt::Debug for RefreshToken {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("RefreshToken")
            .field("endpoint", &self.endpoint)
            .field("refresh_token", &"<redacted>")
            .field("scopes", &self.scopes)
            .finish()
    }
}

/// A token endpoint and the client that asks it.
struct Endpoint {
    url: String,
    client_id: String,
    secret: Option<Secret>,
    http: reqwest::Client,
}

impl fmt::Debug for Endpoint {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Endpoint")
            .field("url", &self.url)
            .field("client_id", &self.client_id)
            .field("client_secret", &self.secret.as_ref().map(|_| "<redacted>"))
            .finish()
    }
}

impl Endpoint {
    fn new(url: String, client_id: String, secret: Option<Secret>) -> Self {
        Endpoint {
            url,
            client_id,
            secret,
            http: reqwest::Client::new(),
        }
    }

    /// Posts the grant; the access token and how long it lasts, and a new refresh token where
    /// the answer has one.
    async fn ask(&self, mut form: Vec<(&'static str, String)>) -> Result<(Token, Option<String>), Refusal> {
        if self.secret.is_none() {
            form.push(("client_id", self.client_id.clone()));
        }
        let body = {
            let mut body = url::form_urlencoded::Serializer::new(String::new());
            for (k, v) in &form {
                body.append_pair(k, v);
            }
            body.finish()
        };
        let mut request = self
            .http
            .post(&self.url)
            .header(reqwest::header::CONTENT_TYPE, "application/x-www-form-urlencoded")
            .header(reqwest::header::ACCEPT, "application/json")
            .body(body);
        if let Some(secret) = &self.secret {
            // RFC 6749 §2.3.1: the id and secret form-encoded, then Basic.
            let id: String = url::form_urlencoded::byte_serialize(self.client_id.as_bytes()).collect();
            let pass: String = url::form_urlencoded::byte_serialize(secret.expose().as_bytes()).collect();
            request = request.basic_auth(id, Some(pass));
        }
        let answer = request
            .send()
            .await
            .map_err(|e| format!("the token endpoint {} was not reached: {}", self.url, e.without_url()))?;
        let status = answer.status();
        let text = answer
            .text()
            .await
            .map_err(|e| format!("the token endpoint's answer was not read: {}", e.without_url()))?;
        let value: serde_json::Value = serde_json::from_str(&text).unwrap_or(serde_json::Value::Null);
        if !status.is_success() {
            let error = value.get("error").and_then(|e| e.as_str()).unwrap_or("no `error` given");
            let described = value
                .get("error_description")
                .and_then(|e| e.as_str())
                .map(|d| format!(": {d}"))
                .unwrap_or_default();
            return Err(format!(
                "the token endpoint {} answered {}: {error}{described}",
                self.url,
                status.as_u16()
            )
            .into());
        }
        let Some(access) = value.get("access_token").and_then(|t| t.as_str()) else {
            return Err(format!("the token endpoint {} answered no `access_token`", self.url).into());
        };
        // `expires_in` is a number of seconds; some servers send it as text.
        let expires_in = match value.get("expires_in") {
            Some(serde_json::Value::Number(n)) => n.as_u64(),
            Some(serde_json::Value::String(s)) => s.parse().ok(),
            _ => None,
        };
        let refresh = value.get("refresh_token").and_then(|t| t.as_str()).map(String::from);
        Ok((Token::new(access, expires_in.map(Duration::from_secs)), refresh))
    }
}
