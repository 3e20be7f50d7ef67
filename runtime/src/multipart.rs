//! `multipart/form-data` request bodies (RFC 7578).
//!
//! Generated code adds one part per member of the body: [`File`] members as file parts, every
//! other member as a text part ([`Multipart::text`]: strings as they are, numbers and booleans
//! as text, objects as JSON, arrays as one part per item, `null` left out).

use std::fmt;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use serde_json::Value;

use crate::transport::Body;

/// The content of a `format: binary` member of a `multipart/form-data` body: bytes, with the
/// file name and content type to send with them.
///
/// As JSON (a `File` inside a JSON document, or `Debug`), it is its bytes in base64; decoding
/// JSON takes a string's bytes as they are.
#[derive(Clone, PartialEq, Eq, Default)]
pub struct File {
    /// The `filename` of the part (default: the member's name).
    pub name: Option<String>,
    /// The `Content-Type` of the part (default: `application/octet-stream`).
    pub content_type: Option<String>,
    /// The bytes.
    pub data: Vec<u8>,
}

impl File {
    /// A file part with these bytes.
    pub fn new(data: impl Into<Vec<u8>>) -> Self {
        File {
            name: None,
            content_type: None,
            data: data.into(),
        }
    }

    /// Sets the file name sent with the part.
    pub fn with_name(mut self, name: impl Into<String>) -> Self {
        self.name = Some(name.into());
        self
    }

    /// Sets the content type sent with the part.
    pub fn with_content_type(mut self, content_type: impl Into<String>) -> Self {
        self.content_type = Some(content_type.into());
        self
    }
}

impl fmt::Debug for File {
    /// The name, type and size: the bytes may be large or secret.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("File")
            .field("name", &self.name)
            .field("content_type", &self.content_type)
            .field("len", &self.data.len())
            .finish()
    }
}

impl Serialize for File {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(&crate::formats::check::base64_encode(&self.data))
    }
}

impl<'de> Deserialize<'de> for File {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        String::deserialize(deserializer).map(|s| File::new(s.into_bytes()))
    }
}

/// A `multipart/form-data` body being built.
#[derive(Debug)]
pub struct Multipart {
    boundary: String,
    data: Vec<u8>,
}

impl Default for Multipart {
    fn default() -> Self {
        Self::new()
    }
}

impl Multipart {
    /// An empty body with a random boundary.
    pub fn new() -> Self {
        let boundary = format!("oapigen-{:016x}{:016x}", fastrand::u64(..), fastrand::u64(..));
        Multipart {
            boundary,
            data: Vec::new(),
        }
    }

    /// Adds a member as text part(s): see the module docs. Fails only if the value cannot be
    /// serialized.
    pub fn text<T: Serialize + ?Sized>(&mut self, name: &str, value: &T) -> Result<(), serde_json::Error> {
        match serde_json::to_value(value)? {
            Value::Array(items) => {
                for item in &items {
                    self.text_value(name, item);
                }
            }
            other => self.text_value(name, &other),
        }
        Ok(())
    }

    fn text_value(&mut self, name: &str, value: &Value) {
        match value {
            Value::Null => {}
            Value::String(s) => self.part(name, None, None, s.as_bytes()),
            Value::Object(_) | Value::Array(_) => {
                self.part(name, None, Some("application/json"), value.to_string().as_bytes())
            }
            other => self.part(name, None, None, other.to_string().as_bytes()),
        }
    }

    /// Adds every member of an object as text parts (a body schema that is not a struct).
    pub fn members<T: Serialize + ?Sized>(&mut self, value: &T) -> Result<(), serde_json::Error> {
        if let Value::Object(members) = serde_json::to_value(value)? {
            for (k, v) in &members {
                self.text(k, v)?;
            }
        }
        Ok(())
    }

    /// Adds a file part.
    pub fn file(&mut self, name: &str, file: &File) {
        let filename = file.name.as_deref().unwrap_or(name);
        let content_type = file.content_type.as_deref().unwrap_or("application/octet-stream");
        self.part(name, Some(filename), Some(content_type), &file.data);
    }

    fn part(&mut self, name: &str, filename: Option<&str>, content_type: Option<&str>, body: &[u8]) {
        self.data.extend_from_slice(b"--");
        self.data.extend_from_slice(self.boundary.as_bytes());
        self.data
            .extend_from_slice(b"\r\nContent-Disposition: form-data; name=\"");
        self.data.extend_from_slice(escape(name).as_bytes());
        self.data.push(b'"');
        if let Some(f) = filename {
            self.data.extend_from_slice(b"; filename=\"");
            self.data.extend_from_slice(escape(f).as_bytes());
            self.data.push(b'"');
        }
        if let Some(t) = content_type {
            self.data.extend_from_slice(b"\r\nContent-Type: ");
            // A content type comes from the caller; line breaks would start a new header.
            self.data.extend(t.bytes().filter(|b| *b != b'\r' && *b != b'\n'));
        }
        self.data.extend_from_slice(b"\r\n\r\n");
        self.data.extend_from_slice(body);
        self.data.extend_from_slice(b"\r\n");
    }

    /// The finished body.
    pub fn finish(mut self) -> Body {
        self.data.extend_from_slice(b"--");
        self.data.extend_from_slice(self.boundary.as_bytes());
        self.data.extend_from_slice(b"--\r\n");
        Body::Bytes {
            content_type: format!("multipart/form-data; boundary={}", self.boundary),
            data: self.data,
        }
    }
}

/// A name inside a quoted header parameter: quotes and line breaks percent-encoded, as
/// browsers do (RFC 7578 §4.2, the HTML form-data algorithm).
fn escape(s: &str) -> String {
    s.replace('"', "%22").replace('\r', "%0D").replace('\n', "%0A")
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn text(body: &Body) -> (String, String) {
        match body {
            Body::Bytes { content_type, data } => (content_type.clone(), String::from_utf8_lossy(data).into_owned()),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn parts_in_order_with_the_boundary() {
        let mut m = Multipart::new();
        m.text("title", "a \"b\"").unwrap();
        m.text("n", &3).unwrap();
        m.text("tags", &json!(["x", "y"])).unwrap();
        m.text("skip", &Value::Null).unwrap();
        m.text("meta", &json!({"k": 1})).unwrap();
        m.file("doc", &File::new(b"\x00\x01".to_vec()).with_name("a\r\n.bin"));
        let (ct, data) = text(&m.finish());
        let boundary = ct.strip_prefix("multipart/form-data; boundary=").unwrap();
        let parts: Vec<&str> = data.split(&format!("--{boundary}")).collect();
        assert_eq!(parts.len(), 8, "{data}");
        assert_eq!(
            parts[1],
            "\r\nContent-Disposition: form-data; name=\"title\"\r\n\r\na \"b\"\r\n"
        );
        assert_eq!(parts[2], "\r\nContent-Disposition: form-data; name=\"n\"\r\n\r\n3\r\n");
        assert!(parts[3].ends_with("\r\n\r\nx\r\n") && parts[4].ends_with("\r\n\r\ny\r\n"));
        assert!(parts[5].contains("Content-Type: application/json\r\n\r\n{\"k\":1}"));
        assert!(parts[6].contains(
            "name=\"doc\"; filename=\"a%0D%0A.bin\"\r\nContent-Type: application/octet-stream\r\n\r\n\u{0}\u{1}\r\n"
        ));
        assert_eq!(parts[7], "--\r\n");
    }

    #[test]
    fn files_debug_without_their_bytes() {
        let f = File::new(b"secret".to_vec()).with_content_type("text/plain");
        assert!(!format!("{f:?}").contains("secret"));
        assert_eq!(serde_json::to_value(&f).unwrap(), json!("c2VjcmV0"));
    }
}
