//! Credentials that change on a live client: a [`TokenSource`] the client asks for a token
//! before a request (cached, renewed before it expires, and renewed once and the request sent
//! again when the API answers 401), and the rotation of any credential
//! ([`Transport::set_credential`](super::Transport::set_credential), in `credentials.rs`).

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::hooks::Refusal;
use crate::values::Secret;

/// A token and how long it lasts.
pub struct Token {
    /// The credential, sent as the scheme says (`Authorization: Bearer <token>`).
    pub value: Secret,
    /// How long it is good for from now; `None`: until the API answers 401.
    pub expires_in: Option<Duration>,
}

impl Token {
    /// A token good for `expires_in` (`None`: until refused).
    pub fn new(value: impl Into<String>, expires_in: Option<Duration>) -> Self {
        Token {
            value: Secret::new(value),
            expires_in,
        }
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Token")
            .field("value", &self.value)
            .field("expires_in", &self.expires_in)
            .finish()
    }
}

/// The future a [`TokenSource`] answers with.
pub type TokenFuture<'a> = Pin<Box<dyn Future<Output = Result<Token, Refusal>> + Send + 'a>>;

/// Where a scheme's credential comes from when it renews itself (an OAuth 2 access token, a
/// short-lived key): the client asks for a token before the first request, keeps it, asks again
/// shortly before it expires (a tenth of its life before, at most 30 s), and once more when the
/// API answers 401 to it, sending that request again with the new token (once). One request
/// asks at a time; the others wait for its token. A source that fails ends the call with
/// [`Error::Refused`](crate::error::Error::Refused) (`by: "token source"`).
///
/// ```
/// use oapigen_runtime::transport::{Token, TokenFuture, TokenSource};
/// use std::time::Duration;
///
/// struct FromVault;
///
/// impl TokenSource for FromVault {
///     fn token(&self) -> TokenFuture<'_> {
///         Box::pin(async { Ok(Token::new("short-lived", Some(Duration::from_secs(300)))) })
///     }
/// }
/// ```
pub trait TokenSource: Send + Sync + 'static {
    /// A fresh token.
    fn token(&self) -> TokenFuture<'_>;
}

/// A scheme's token source and what the client knows of its current token.
pub(crate) struct TokenSlot {
    pub(super) source: Arc<dyn TokenSource>,
    /// When the current token is to be renewed, and how many tokens were fetched (so that
    /// requests answered 401 together renew it once).
    pub(super) state: Mutex<TokenState>,
    /// Held while a token is fetched.
    pub(super) fetching: tokio::sync::Mutex<()>,
}

#[derive(Clone, Copy, Default)]
pub(super) struct TokenState {
    pub(super) generation: u64,
    /// `None`: no token yet; `Some(None)`: one that does not expire.
    pub(super) renew_at: Option<Option<Instant>>,
}

impl TokenSlot {
    pub(crate) fn new(source: Arc<dyn TokenSource>) -> Self {
        TokenSlot {
            source,
            state: Mutex::new(TokenState::default()),
            fetching: tokio::sync::Mutex::new(()),
        }
    }

    pub(super) fn state(&self) -> TokenState {
        *self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn fresh(state: TokenState) -> bool {
        match state.renew_at {
            None => false,
            Some(None) => true,
            Some(Some(at)) => Instant::now() < at,
        }
    }
}

/// When a token that lasts `life` is renewed: a tenth of its life before it ends, at most 30 s.
pub(super) fn renew_at(life: Duration) -> Instant {
    let margin = (life / 10).min(Duration::from_secs(30));
    Instant::now() + life - margin
}
