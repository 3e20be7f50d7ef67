//! `components.securitySchemes` → the schemes the client sends ([`Api::schemes`]), and
//! `security` requirements → alternatives of those schemes ([`Security`]).

use serde_json::{Map, Value};

use super::naming::{self, NameTable};
use super::{Lowerer, conventions, reserved};
use crate::ir::{Auth, Ident, OAuthFlows, Security, SecurityScheme};
use crate::load::Location;

impl<'a> Lowerer<'a> {
    /// Every scheme the document declares that the client can send, the default one first
    /// (the first the document's `security` names, else the first declared), each with its
    /// builder setter; then the document's own requirement.
    pub(super) fn security(&mut self, top: &'a Map<String, Value>) {
        let at = Location {
            file: self.root,
            pointer: "/components/securitySchemes".into(),
        };
        let declared = match top.get("components").and_then(|c| c.get("securitySchemes")) {
            Some(Value::Object(schemes)) => schemes.keys().cloned().collect(),
            Some(_) => {
                self.error(&at, Some("securitySchemes"), "`securitySchemes` must be an object");
                Vec::new()
            }
            None => Vec::new(),
        };
        let mut schemes: Vec<(String, Auth)> = Vec::new();
        for name in &declared {
            let loc = Self::child(&at, name);
            if let Some(auth) = self.scheme(&loc) {
                schemes.push((name.clone(), auth));
            }
        }
        let first_named = top
            .get("security")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(Value::as_object)
            .flat_map(|alternative| alternative.keys())
            .find_map(|name| schemes.iter().position(|(n, _)| n == name));
        if let Some(i) = first_named {
            let default = schemes.remove(i);
            schemes.insert(0, default);
        }
        // The builder's own methods are taken, but for the one that already sets the scheme:
        // `api_key(..)` the default scheme's key, `basic_auth(..)` the first Basic one's. Those
        // claim their names first.
        let first_basic = schemes.iter().position(|(_, a)| *a == Auth::Basic);
        let wanted: Vec<Ident> = schemes.iter().map(|(name, _)| naming::snake(name)).collect();
        let builder_sets = |i: usize| {
            (i == 0 && wanted[i] == "api_key" && schemes[i].1 != Auth::Basic)
                || (Some(i) == first_basic && wanted[i] == "basic_auth")
        };
        let mut names = NameTable::new();
        let mut setters: Vec<Option<Ident>> = (0..schemes.len())
            .map(|i| builder_sets(i).then(|| names.claim(&wanted[i])))
            .collect();
        names.reserve(reserved::CLIENT_BUILDER_METHODS);
        for (i, setter) in setters.iter_mut().enumerate() {
            if setter.is_none() {
                *setter = Some(names.claim(&wanted[i]));
            }
        }
        for ((name, auth), setter) in schemes.into_iter().zip(setters) {
            let setter = setter.unwrap_or_else(|| Ident::fixed("credential"));
            let oauth2 = self.oauth_flows(&Self::child(&at, &name));
            self.api.schemes.push(SecurityScheme {
                name,
                setter,
                auth,
                oauth2,
            });
        }
        let loc = Location {
            file: self.root,
            pointer: "/security".into(),
        };
        self.api.security = match top.get("security") {
            Some(requirement) => self.requirement(requirement, &loc, &declared),
            None => Vec::new(),
        };
    }

    /// The token URLs of an OAuth 2 scheme's `flows` (none for another scheme, or flows that
    /// give none).
    fn oauth_flows(&mut self, loc: &Location) -> Option<OAuthFlows> {
        let (_, s) = self.deref(loc)?;
        if s.get("type").and_then(Value::as_str) != Some("oauth2") {
            return None;
        }
        let flows = s.get("flows").and_then(Value::as_object)?;
        let url = |flow: &str, key: &str| {
            flows
                .get(flow)
                .and_then(|f| f.get(key))
                .and_then(Value::as_str)
                .filter(|u| !u.is_empty())
                .map(String::from)
        };
        let scopes = |flow: &str| -> Vec<String> {
            flows
                .get(flow)
                .and_then(|f| f.get("scopes"))
                .and_then(Value::as_object)
                .map(|m| m.keys().cloned().collect())
                .unwrap_or_default()
        };
        let out = OAuthFlows {
            client_credentials: url("clientCredentials", "tokenUrl").map(|u| (u, scopes("clientCredentials"))),
            refresh: ["clientCredentials", "authorizationCode", "password"]
                .iter()
                .find_map(|f| url(f, "refreshUrl"))
                .or_else(|| url("authorizationCode", "tokenUrl"))
                .or_else(|| url("password", "tokenUrl")),
        };
        (out != OAuthFlows::default()).then_some(out)
    }

    /// How the client sends the scheme at `loc`, or `None` (with a diagnostic) when it cannot.
    fn scheme(&mut self, loc: &Location) -> Option<Auth> {
        let (at, s) = self.deref(loc)?;
        let ty = s.get("type").and_then(Value::as_str).unwrap_or_default();
        let word = s.get("scheme").and_then(Value::as_str).unwrap_or_default();
        match ty {
            "apiKey" => {
                let place = s.get("in").and_then(Value::as_str).unwrap_or_default();
                let Some(name) = s.get("name").and_then(Value::as_str) else {
                    self.error(
                        &at,
                        Some("name"),
                        "an `apiKey` scheme needs the `name` of its parameter",
                    );
                    return None;
                };
                match place {
                    "header" => {
                        let scheme = if name.eq_ignore_ascii_case("authorization") {
                            s.get("description")
                                .and_then(Value::as_str)
                                .and_then(conventions::auth_scheme_word)
                        } else {
                            None
                        };
                        Some(Auth::ApiKeyHeader {
                            header: name.into(),
                            scheme,
                        })
                    }
                    "query" => Some(Auth::ApiKeyQuery { name: name.into() }),
                    "cookie" => Some(Auth::ApiKeyCookie { name: name.into() }),
                    other => {
                        self.error(
                            &at,
                            Some("in"),
                            format!("an `apiKey` scheme goes `in` header, query or cookie, not `{other}`"),
                        );
                        None
                    }
                }
            }
            "http" if word.eq_ignore_ascii_case("basic") => Some(Auth::Basic),
            "http" if word.eq_ignore_ascii_case("bearer") => Some(Auth::Bearer),
            // Sent as the token the caller gives, after the scheme's word.
            "http" if is_token(word) => Some(Auth::Http { word: word.into() }),
            "http" => {
                self.warning(
                    &at,
                    "scheme",
                    format!(
                        "an `http` scheme names its HTTP authentication scheme in `scheme` ({word:?} is none): the client sends no credentials for it"
                    ),
                );
                None
            }
            // The client takes the access token; obtaining (and renewing) it is the caller's.
            "oauth2" | "openIdConnect" => Some(Auth::Bearer),
            other => {
                self.warning(
                    &at,
                    "type",
                    format!(
                        "security scheme type `{other}` is not supported: the client sends no credentials for it (give a configured `reqwest::Client` to `ClientBuilder::http_client`)"
                    ),
                );
                None
            }
        }
    }

    /// The requirement `value` at `loc`, its alternatives reduced to the schemes the client
    /// sends. A scheme that `declared` lacks is a warning: the client sends nothing for it.
    pub(super) fn requirement(&mut self, value: &Value, loc: &Location, declared: &[String]) -> Security {
        let Value::Array(alternatives) = value else {
            self.error(
                loc,
                Some("security"),
                "`security` must be an array of security requirements",
            );
            return Vec::new();
        };
        let mut out = Vec::new();
        for (i, alternative) in alternatives.iter().enumerate() {
            let Value::Object(names) = alternative else {
                self.error(
                    &Self::child(loc, &i.to_string()),
                    Some("security"),
                    "a security requirement must be an object of scheme names",
                );
                continue;
            };
            let mut schemes = Vec::new();
            for name in names.keys() {
                match self.api.schemes.iter().position(|s| s.name == *name) {
                    Some(s) => schemes.push(s),
                    None if declared.contains(name) => {} // warned where it is declared
                    None => self.warning(
                        &Self::child(&Self::child(loc, &i.to_string()), name),
                        "security",
                        format!(
                            "`{name}` is no scheme of `components.securitySchemes`: the client sends nothing for it"
                        ),
                    ),
                }
            }
            out.push(schemes);
        }
        out
    }

    /// An operation's requirement: its own `security` (at `loc`), else the document's.
    pub(super) fn operation_security(
        &mut self,
        own: Option<&Value>,
        loc: &Location,
        top: &Map<String, Value>,
    ) -> Security {
        match own {
            None => self.api.security.clone(),
            Some(value) => {
                let declared: Vec<String> = top
                    .get("components")
                    .and_then(|c| c.get("securitySchemes"))
                    .and_then(Value::as_object)
                    .map(|s| s.keys().cloned().collect())
                    .unwrap_or_default();
                self.requirement(value, loc, &declared)
            }
        }
    }
}

/// An HTTP authentication scheme's name (RFC 9110's `token`), fit to go before a credential.
fn is_token(word: &str) -> bool {
    !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "!#$%&'*+-.^_`|~".contains(c))
}
