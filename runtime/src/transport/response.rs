//! [`Response`]: a 2xx answer, its headers and its body decoded as JSON or text.

use bytes::Bytes;
use reqwest::header::HeaderMap;
use serde::de::DeserializeOwned;

use crate::error::Error;

/// The longest body excerpt kept in [`Error::Decode`], in characters.
const DECODE_EXCERPT_CHARS: usize = 512;

/// A 2xx response.
#[derive(Debug, Clone)]
pub struct Response {
    /// The HTTP status.
    pub status: u16,
    /// The response headers.
    pub headers: HeaderMap,
    /// The whole body.
    pub body: Bytes,
}

impl Response {
    /// A header's value, when present and valid text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The `x-request-id` header.
    pub fn request_id(&self) -> Option<&str> {
        self.header("x-request-id")
    }

    /// The body decoded as JSON (an empty body reads as `null`); a failure is `Error::Decode`
    /// with the status and the start of the body.
    pub fn json<T: DeserializeOwned>(&self, operation_id: &'static str) -> Result<T, Error> {
        let body: &[u8] = if self.body.iter().all(u8::is_ascii_whitespace) {
            b"null"
        } else {
            &self.body
        };
        lenient_json(body).map_err(|source| Error::Decode {
            status: self.status,
            excerpt: excerpt(&self.body),
            source,
            operation_id,
        })
    }

    /// The body as text (invalid UTF-8 replaced).
    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }
}

/// JSON decoded as answers are: as declared, else (perhaps `1.0` where an integer goes) through
/// `de::from_value`. The error stays the first one, which has the line and column. What a whole
/// answer and each item of an event stream are read with.
pub(crate) fn lenient_json<T: DeserializeOwned>(body: &[u8]) -> Result<T, serde_json::Error> {
    serde_json::from_slice(body).or_else(|e| match serde_json::from_slice::<serde_json::Value>(body) {
        Ok(value) => crate::de::from_value(value).map_err(|_| e),
        Err(_) => Err(e),
    })
}

/// The first [`DECODE_EXCERPT_CHARS`] characters of a body, as text.
pub(crate) fn excerpt(body: &[u8]) -> String {
    let text = String::from_utf8_lossy(body);
    match text.char_indices().nth(DECODE_EXCERPT_CHARS) {
        Some((cut, _)) => format!("{}…", &text[..cut]),
        None => text.into_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn excerpt_is_bounded() {
        assert_eq!(excerpt(b"abc"), "abc");
        let long = "x".repeat(2000);
        assert_eq!(excerpt(long.as_bytes()).chars().count(), 513);
    }

    #[test]
    fn a_whole_float_decodes_where_an_integer_goes() {
        let answer = |body: &'static str| Response {
            status: 200,
            headers: HeaderMap::new(),
            body: Bytes::from_static(body.as_bytes()),
        };
        assert_eq!(answer("[1.0, 2, 3e0]").json::<Vec<i64>>("op").unwrap(), [1, 2, 3]);
        assert_eq!(answer("1.0").json::<f64>("op").unwrap(), 1.0);
        let e = answer("[1.5]").json::<Vec<i64>>("op").unwrap_err().to_string();
        assert!(e.contains("floating point `1.5`") && e.contains("line 1 column 4"), "{e}");
    }
}

/// A decoded answer together with what came with it: the status, the headers and the request
/// id (what `send_with_response()` returns).
#[derive(Debug, Clone)]
pub struct WithResponse<T> {
    /// The decoded body.
    pub value: T,
    /// The HTTP status.
    pub status: u16,
    /// The response headers.
    pub headers: HeaderMap,
}

impl<T> WithResponse<T> {
    /// A header's value, when present and valid text.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(|v| v.to_str().ok())
    }

    /// The `x-request-id` header: what the provider's support asks for.
    pub fn request_id(&self) -> Option<&str> {
        self.header("x-request-id")
    }

    /// The decoded body alone.
    pub fn into_value(self) -> T {
        self.value
    }
}
