//! Security schemes and their credentials: [`Scheme`], how one scheme's credential goes on a
//! request; the checked form the transport keeps; and which credentials a request sends, from
//! the alternatives its security requirement lists.

use std::fmt;

use reqwest::header::{HeaderName, HeaderValue};

use crate::error::Error;
use crate::values::Secret;

/// How one security scheme's credential goes on a request (a document's
/// `components.securitySchemes` entry, as [`ClientBuilder::scheme`](super::ClientBuilder::scheme)
/// declares it).
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum Scheme {
    /// In a header, after `prefix` and a space when there is one: `Authorization: Bearer
    /// <token>`, `Authorization: apikey <key>`, `X-Api-Key: <key>`.
    Header {
        /// The header's name.
        name: String,
        /// The word before the credential.
        prefix: Option<String>,
    },
    /// A query parameter of this name.
    Query {
        /// The parameter's name.
        name: String,
    },
    /// A cookie of this name.
    Cookie {
        /// The cookie's name.
        name: String,
    },
    /// HTTP Basic: the credential is `user:password`, sent as `Authorization: Basic <base64>`.
    Basic,
}

impl Scheme {
    /// A credential in header `name`, after `prefix` and a space when there is one.
    pub fn header(name: impl Into<String>, prefix: Option<&str>) -> Self {
        Scheme::Header {
            name: name.into(),
            prefix: prefix.filter(|p| !p.is_empty()).map(str::to_owned),
        }
    }

    /// `Authorization: Bearer <token>`: HTTP `bearer`, and OAuth 2 and OpenID Connect, whose
    /// access token the caller obtains.
    pub fn bearer() -> Self {
        Scheme::header("Authorization", Some("Bearer"))
    }

    /// `Authorization: <word> <credential>`: another HTTP scheme sent as its token.
    pub fn http(word: &str) -> Self {
        Scheme::header("Authorization", Some(word))
    }

    /// A query parameter.
    pub fn query(name: impl Into<String>) -> Self {
        Scheme::Query { name: name.into() }
    }

    /// A cookie.
    pub fn cookie(name: impl Into<String>) -> Self {
        Scheme::Cookie { name: name.into() }
    }

    /// HTTP Basic.
    pub fn basic() -> Self {
        Scheme::Basic
    }

    /// Where the credential goes, for `Debug` and messages (`header x-api-key`).
    fn place(&self) -> String {
        match self {
            Scheme::Header { name, .. } => format!("header {}", name.to_ascii_lowercase()),
            Scheme::Query { name } => format!("query {name}"),
            Scheme::Cookie { name } => format!("cookie {name}"),
            Scheme::Basic => "header authorization (Basic)".into(),
        }
    }
}

/// A credential as a request carries it, checked when the client was built.
#[derive(Clone)]
pub(crate) enum Auth {
    /// A header (marked sensitive): `Authorization: apikey …`, `Authorization: Basic …`, a
    /// cookie.
    Header(HeaderName, HeaderValue),
    /// A query parameter.
    Query { name: String, key: Secret },
}

/// One scheme the client knows, with its credential when it was given one.
pub(crate) struct SchemeSlot {
    /// The scheme's name in the document (`api_key`); empty for the one scheme of a client
    /// that declares none (a hand-written transport).
    pub(crate) name: &'static str,
    pub(crate) scheme: Scheme,
    /// Replaced on a live client: rotated ([`Transport::set_credential`](super::Transport::set_credential))
    /// or renewed from `tokens`.
    pub(crate) auth: std::sync::RwLock<Option<Auth>>,
    /// Where the credential comes from when it renews itself.
    pub(crate) tokens: Option<super::tokens::TokenSlot>,
}

impl SchemeSlot {
    /// The credential now, if any.
    pub(crate) fn get(&self) -> Option<Auth> {
        self.auth.read().unwrap_or_else(|e| e.into_inner()).clone()
    }

    pub(crate) fn set(&self, auth: Option<Auth>) {
        *self.auth.write().unwrap_or_else(|e| e.into_inner()) = auth;
    }

    /// Whether it has a credential, or a source of one.
    pub(crate) fn has_credential(&self) -> bool {
        self.tokens.is_some() || self.auth.read().unwrap_or_else(|e| e.into_inner()).is_some()
    }
}

impl fmt::Debug for SchemeSlot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let credential = match (self.has_credential(), &self.tokens) {
            (_, Some(_)) => "<from a token source>",
            (true, None) => "<redacted>",
            (false, None) => "none",
        };
        write!(f, "{:?} in {}: {credential}", self.name, self.scheme.place())
    }
}

/// What a credential is called in messages: the scheme's name, or "the API key".
pub(crate) fn what(name: &str) -> String {
    if name.is_empty() {
        "the API key".to_owned()
    } else {
        format!("the credential of `{name}`")
    }
}

/// `key` made ready for `scheme`, checked: it breaks nothing of where it goes. Messages never
/// contain it.
pub(crate) fn prepare(name: &str, scheme: &Scheme, key: &str) -> Result<Auth, Error> {
    let what = what(name);
    if key.is_empty() {
        return Err(Error::Config(format!("{what} is empty")));
    }
    if key.chars().any(char::is_control) {
        return Err(Error::Config(format!(
            "{what} contains a control character (such as a line break)"
        )));
    }
    // Basic credentials and a query parameter are encoded; a header value is the key as is.
    let header_value = |text: String, header: &str| -> Result<Auth, Error> {
        let header = HeaderName::from_bytes(header.as_bytes())
            .map_err(|_| Error::Config(format!("invalid auth header name {header:?}")))?;
        let mut value = HeaderValue::from_str(&text)
            .map_err(|_| Error::Config(format!("{what} is not a valid header value")))?;
        value.set_sensitive(true);
        Ok(Auth::Header(header, value))
    };
    let printable = || {
        if !key.is_ascii() || key.contains(' ') {
            return Err(Error::Config(format!("{what} must be printable ASCII without spaces")));
        }
        Ok(())
    };
    match scheme {
        Scheme::Query { name } => Ok(Auth::Query {
            name: name.clone(),
            key: Secret::new(key),
        }),
        Scheme::Basic => {
            if !key.contains(':') {
                return Err(Error::Config(format!(
                    "Basic credentials are `user:password`: set {what} with `basic_auth(user, password)`"
                )));
            }
            header_value(
                format!("Basic {}", crate::formats::check::base64_encode(key.as_bytes())),
                "authorization",
            )
        }
        Scheme::Cookie { name } => {
            printable()?;
            if name.is_empty() || name.contains(['=', ';', ' ']) {
                return Err(Error::Config(format!("invalid auth cookie name {name:?}")));
            }
            header_value(format!("{name}={key}"), "cookie")
        }
        Scheme::Header { name, prefix } => {
            printable()?;
            let text = match prefix {
                Some(p) if p.chars().any(|c| c.is_control() || c == ' ') => {
                    return Err(Error::Config(format!("invalid auth scheme {p:?}")));
                }
                Some(p) => format!("{p} {key}"),
                None => key.to_owned(),
            };
            header_value(text, name)
        }
    }
}

/// A security requirement: its alternatives, each the names of the schemes sent together. An
/// empty alternative (`{}`) lets the request go without credentials; no alternative at all
/// means the request asks for none.
pub type Requirement = &'static [&'static [&'static str]];

/// The credentials a request with `requirement` carries: those of its first alternative whose
/// schemes all have one; else none when an alternative is empty (anonymous allowed); else the
/// `None`: no alternative is met, and the request must not go ([`Error::MissingCredentials`]).
pub(crate) fn choose(slots: &[SchemeSlot], requirement: Requirement) -> Option<Vec<Auth>> {
    let credential = |name: &str| slots.iter().find(|s| s.name == name).and_then(SchemeSlot::get);
    for alternative in requirement.iter().filter(|a| !a.is_empty()) {
        let found: Option<Vec<Auth>> = alternative.iter().map(|name| credential(name)).collect();
        if found.is_some() {
            return found;
        }
    }
    (requirement.is_empty() || requirement.iter().any(|a| a.is_empty())).then(Vec::new)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(name: &'static str, key: Option<&str>) -> SchemeSlot {
        let scheme = Scheme::header(format!("x-{name}"), None);
        SchemeSlot {
            name,
            auth: std::sync::RwLock::new(key.map(|k| prepare(name, &scheme, k).unwrap())),
            tokens: None,
            scheme,
        }
    }

    fn chosen(slots: &[SchemeSlot], requirement: Requirement) -> Option<Vec<String>> {
        choose(slots, requirement).map(|found| {
            found
                .iter()
                .map(|a| match a {
                    Auth::Header(name, _) => name.to_string(),
                    Auth::Query { name, .. } => name.clone(),
                })
                .collect()
        })
    }

    #[test]
    fn the_first_alternative_with_every_credential_is_sent() {
        let slots = [slot("a", None), slot("b", Some("kb")), slot("c", Some("kc"))];
        assert_eq!(chosen(&slots, &[&["a"], &["b"]]), Some(vec!["x-b".into()]));
        assert_eq!(chosen(&slots, &[&["a", "b"], &["b", "c"]]), Some(vec!["x-b".into(), "x-c".into()]));
        // Optional: credentials when they are there, nothing otherwise; never a refusal.
        assert_eq!(chosen(&slots, &[&[], &["c"]]), Some(vec!["x-c".into()]));
        assert_eq!(chosen(&slots, &[&["a"], &[]]), Some(vec![]));
        assert_eq!(chosen(&slots, &[]), Some(vec![]));
        assert_eq!(chosen(&slots, &[&["a"]]), None);
        assert_eq!(chosen(&slots, &[&["a", "b"]]), None);
        assert_eq!(chosen(&slots, &[&["unknown"]]), None);
    }

    #[test]
    fn a_credential_is_checked_for_where_it_goes_and_never_shown() {
        for (scheme, key) in [
            (Scheme::bearer(), "with space"),
            (Scheme::cookie("s"), "a;b\u{e9}"),
            (Scheme::basic(), "no-colon"),
            (Scheme::header("x-key", None), "line\nbreak"),
            (Scheme::query("k"), ""),
        ] {
            let err = prepare("admin", &scheme, key).err().expect("refused");
            let shown = format!("{err} {err:?}");
            assert!(shown.contains("`admin`"), "{shown}");
            if !key.is_empty() {
                assert!(!shown.contains(key), "{shown}");
            }
        }
        let Ok(Auth::Header(name, value)) = prepare("b", &Scheme::bearer(), "tok") else {
            panic!("a bearer token is a header")
        };
        assert_eq!((name.as_str(), value.to_str().unwrap()), ("authorization", "Bearer tok"));
        assert!(value.is_sensitive());
        let debug = format!("{:?}", slot("a", Some("SECRET")));
        assert!(!debug.contains("SECRET") && debug.contains("<redacted>"), "{debug}");
    }
}
