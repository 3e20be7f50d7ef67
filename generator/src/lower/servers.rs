//! The document's `servers`: the client's default base URL (the first top-level server), and an
//! operation's own server where the operation or its path names one (GitHub sends release assets
//! to `https://uploads.github.com`). A server's `{variables}` take their defaults.

use serde_json::Value;

use super::Lowerer;
use crate::load::Location;

impl Lowerer<'_> {
    /// The URL of the first server of the list at `loc`, its variables replaced by their
    /// defaults; `None` when there is no list, it is empty, or a variable has no value (an error
    /// located at the variable).
    pub(super) fn server_url(&mut self, loc: &Location) -> Option<String> {
        let first = match self.value(loc)? {
            Value::Array(servers) => servers.first()?,
            _ => {
                self.error(loc, Some("servers"), "`servers` must be an array");
                return None;
            }
        };
        let at = Self::child(loc, "0");
        let Some(url) = first.get("url").and_then(Value::as_str) else {
            self.error(&at, Some("url"), "a server needs a string `url`");
            return None;
        };
        let variables = first.get("variables").and_then(Value::as_object);
        let mut out = String::with_capacity(url.len());
        let mut rest = url;
        while let Some(open) = rest.find('{') {
            out.push_str(&rest[..open]);
            let Some(close) = rest[open..].find('}') else {
                self.error(
                    &Self::child(&at, "url"),
                    Some("url"),
                    format!("`{url}` has a `{{` without its `}}`"),
                );
                return None;
            };
            let name = &rest[open + 1..open + close];
            let var_loc = Self::child(&Self::child(&at, "variables"), name);
            match variables.and_then(|v| v.get(name)) {
                None => {
                    self.error_hint(
                        &Self::child(&at, "url"),
                        "variables",
                        format!("the server URL `{url}` names `{{{name}}}`, which `variables` does not declare"),
                        "declare it under the server's `variables` with a `default`",
                    );
                    return None;
                }
                Some(var) => match var.get("default") {
                    Some(Value::String(default)) => out.push_str(default),
                    _ => {
                        self.error_hint(
                            &var_loc,
                            "default",
                            format!("server variable `{name}` has no string `default`"),
                            "give it the value the client uses unless told otherwise",
                        );
                        return None;
                    }
                },
            }
            rest = &rest[open + close + 1..];
        }
        out.push_str(rest);
        Some(out)
    }

    /// An operation's own server: the first of its `servers`, else of its path's, when that is an
    /// absolute http(s) URL that differs from the client's default. A relative one (resolved
    /// against where the document is served, which the client does not know) is a warning.
    pub(super) fn operation_server(&mut self, item_loc: &Location, oloc: &Location) -> Option<String> {
        let op_servers = Self::child(oloc, "servers");
        let path_servers = Self::child(item_loc, "servers");
        let loc = if self.value(&op_servers).is_some() {
            op_servers
        } else if self.value(&path_servers).is_some() {
            path_servers
        } else {
            return None;
        };
        let url = self.server_url(&loc)?;
        let host = url.strip_prefix("https://").or_else(|| url.strip_prefix("http://"));
        if !host.is_some_and(|h| !h.is_empty() && !h.starts_with('/')) {
            self.warning(
                &loc,
                "servers",
                format!("the operation's server `{url}` is not an absolute http(s) URL: the operation is sent to the client's base URL"),
            );
            return None;
        }
        let url = url.trim_end_matches('/').to_string();
        (self.api.base_url.as_deref().map(|b| b.trim_end_matches('/')) != Some(url.as_str())).then_some(url)
    }
}
