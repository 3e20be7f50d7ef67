//! The journal: every request the fake received, credentials redacted, with what it answered.

use std::collections::BTreeMap;
use std::time::SystemTime;

use serde::{Serialize, Serializer};
use serde_json::Value;

use crate::clock;
use crate::model::Auth;

/// One request and its answer.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct JournalEntry {
    /// The operation it matched (`None` when none did, and for the control API).
    pub operation: Option<String>,
    pub method: String,
    pub path: String,
    /// Decoded query pairs, in order.
    pub query: Vec<(String, String)>,
    /// Header names in lower case; credentials read `<redacted>`.
    pub headers: Vec<(String, String)>,
    /// The body: its JSON, or its text as a JSON string when it is not JSON; `None` when empty.
    pub body: Option<Value>,
    /// The status answered; `None` when the connection was closed without an answer.
    pub status: Option<u16>,
    /// When it came, on the fake clock.
    #[serde(serialize_with = "as_rfc3339")]
    pub time: SystemTime,
}

fn as_rfc3339<S: Serializer>(t: &SystemTime, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(&clock::rfc3339(*t))
}

/// Headers that carry credentials whatever the document says.
const SECRET_HEADERS: &[&str] = &["authorization", "proxy-authorization", "x-api-key", "cookie"];

/// The headers with every credential replaced by `<redacted>`.
pub(crate) fn redact(headers: &[(String, String)], schemes: &BTreeMap<String, Auth>) -> Vec<(String, String)> {
    let named: Vec<String> = schemes
        .values()
        .filter_map(|auth| match auth {
            Auth::Header { name, .. } => Some(name.to_ascii_lowercase()),
            _ => None,
        })
        .collect();
    headers
        .iter()
        .map(|(k, v)| {
            let secret = SECRET_HEADERS.contains(&k.as_str()) || named.contains(k);
            (k.clone(), if secret { "<redacted>".to_string() } else { v.clone() })
        })
        .collect()
}

/// The query pairs with every key the document sends in the query replaced by `<redacted>`.
pub(crate) fn redact_query(query: &[(String, String)], schemes: &BTreeMap<String, Auth>) -> Vec<(String, String)> {
    let named: Vec<&str> = schemes
        .values()
        .filter_map(|auth| match auth {
            Auth::Query { name } => Some(name.as_str()),
            _ => None,
        })
        .collect();
    query
        .iter()
        .map(|(k, v)| {
            let secret = named.contains(&k.as_str());
            (k.clone(), if secret { "<redacted>".to_string() } else { v.clone() })
        })
        .collect()
}

/// A body as the journal keeps it.
pub(crate) fn body(bytes: &[u8]) -> Option<Value> {
    if bytes.is_empty() {
        return None;
    }
    Some(serde_json::from_slice(bytes).unwrap_or_else(|_| Value::String(String::from_utf8_lossy(bytes).into_owned())))
}
