//! [`Request`]: what one operation sends (method, encoded path, query, headers, [`Body`]), and
//! the encoding of path and parameter values.

use std::borrow::Cow;

use percent_encoding::percent_decode_str;
use reqwest::Method;
use serde::Serialize;

use serde_json::Value;

pub use super::body::Body;
use super::options::{Declared, IDEMPOTENCY_KEY_HEADER, RequestOptions};
use crate::error::Error;
use crate::validate::{Path, Violations};

/// One HTTP request of one operation, as generated code builds it.
#[derive(Debug, Clone)]
pub struct Request {
    /// The operation (`createDeployment`), for errors and tracing.
    pub operation_id: &'static str,
    /// The HTTP method.
    pub method: Method,
    /// The path as the spec writes it (`/cloud/v1/tasks/{task_id}`), for tracing.
    pub path_template: &'static str,
    /// The path with parameters filled in and encoded (see [`encode_path_segment`](crate::style::encode_path_segment)); starts
    /// with `/`.
    pub path: String,
    /// Query parameters, in order; a key may repeat (`k=a&k=b`). A key is the parameter's
    /// name, or made from it and a member's (`filter[gte]`, see [`Request::query_styled`]).
    pub query: Vec<(Cow<'static, str>, String)>,
    /// Extra headers. A value with control characters fails the request before sending.
    pub headers: Vec<(&'static str, String)>,
    /// The body.
    pub body: Option<Body>,
    /// Whether sending twice is harmless; `None` derives it from the method (GET, HEAD, PUT,
    /// DELETE, OPTIONS and TRACE are idempotent).
    pub idempotent: Option<bool>,
    /// The operation's security requirement, where it states one or the document does: the
    /// alternatives of scheme names it accepts (see [`Requirement`](super::Requirement)). The
    /// request carries the credentials of the first alternative the client has them all for;
    /// when it has none and no alternative is empty, it is refused before sending
    /// ([`Error::MissingCredentials`]). `None`: the client's
    /// [`default_security`](super::ClientBuilder::default_security), else its default scheme's
    /// credential when it has one.
    pub security: Option<super::Requirement>,
    /// With no requirement stated anywhere: a client without the default scheme's credential
    /// refuses to send the request ([`Error::MissingCredentials`]).
    pub needs_credentials: bool,
    /// The operation's own server (`https://uploads.github.com`), where the document gives it
    /// one: the request goes there while the client's base URL is the document's default, and
    /// to the client's base URL once it was set to another (a proxy, a fake, a test server).
    pub server: Option<&'static str>,
    /// What the call adds or changes beyond the document (extra headers and query pairs, a
    /// timeout, a retry policy): applied by the transport on every attempt. Set by
    /// [`Request::with_options`], which also merges the extra body members into the body.
    pub options: super::RequestOptions,
}

impl Request {
    /// A request without query, headers or body.
    pub fn new(
        operation_id: &'static str,
        method: Method,
        path_template: &'static str,
        path: impl Into<String>,
    ) -> Self {
        Request {
            operation_id,
            method,
            path_template,
            path: path.into(),
            query: Vec::new(),
            headers: Vec::new(),
            body: None,
            idempotent: None,
            security: None,
            needs_credentials: false,
            server: None,
            options: super::RequestOptions::default(),
        }
    }

    /// Sends the request to the operation's own server (see [`Request::server`]).
    pub fn server(mut self, url: &'static str) -> Self {
        self.server = Some(url);
        self
    }

    /// The operation's own security requirement (see [`Request::security`]): `&[&["api_key"],
    /// &["bearer", "admin_key"]]` sends the `api_key` credential, or else the other two.
    pub fn security(mut self, requirement: super::Requirement) -> Self {
        self.security = Some(requirement);
        self
    }

    /// Marks the request as one that needs credentials (see [`Request::needs_credentials`]).
    pub fn credentials_required(mut self) -> Self {
        self.needs_credentials = true;
        self
    }

    /// Adds a query parameter (call again with the same key to repeat it).
    pub fn query(mut self, k: &'static str, v: impl ToString) -> Self {
        self.query.push((Cow::Borrowed(k), v.to_string()));
        self
    }

    /// Adds query parameter `k` holding `v` (an array, an object, a union, or a value whose
    /// style is not exploded `form`), written as the document's `style` says (see
    /// [`Style`](crate::Style)).
    pub fn query_styled<T: Serialize + ?Sized>(mut self, k: &'static str, v: &T, style: crate::Style) -> Self {
        self.query.extend(crate::style::query_pairs(k, v, style));
        self
    }

    /// Adds a query parameter when `v` is `Some`.
    pub fn query_opt(self, k: &'static str, v: Option<impl ToString>) -> Self {
        match v {
            Some(v) => self.query(k, v),
            None => self,
        }
    }

    /// Adds the key once per value (`k=a&k=b`), the form the API expects for arrays.
    pub fn query_all<V: ToString>(mut self, k: &'static str, vs: impl IntoIterator<Item = V>) -> Self {
        self.query.extend(vs.into_iter().map(|v| (Cow::Borrowed(k), v.to_string())));
        self
    }

    /// Adds a header.
    pub fn header(mut self, k: &'static str, v: impl ToString) -> Self {
        self.headers.push((k, v.to_string()));
        self
    }

    /// Sets a JSON body.
    pub fn json_body<T: Serialize + ?Sized>(mut self, body: &T) -> Result<Self, Error> {
        let bytes = serde_json::to_vec(body).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        self.body = Some(Body::Json(bytes));
        Ok(self)
    }

    /// Sets a `multipart/form-data` body made by `parts`.
    pub fn multipart_body(
        mut self,
        parts: impl FnOnce(&mut crate::Multipart) -> Result<(), serde_json::Error>,
    ) -> Result<Self, Error> {
        let mut form = crate::Multipart::new();
        parts(&mut form).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        self.body = Some(form.finish());
        Ok(self)
    }

    /// Sets an `application/x-www-form-urlencoded` body from the members of an object: strings
    /// as they are, numbers and booleans as text, arrays as repeated keys, nested objects as JSON,
    /// nulls left out.
    pub fn form_body<T: Serialize + ?Sized>(mut self, body: &T) -> Result<Self, Error> {
        let value = serde_json::to_value(body).map_err(|source| Error::Encode {
            source,
            operation_id: self.operation_id,
        })?;
        let mut form = url::form_urlencoded::Serializer::new(String::new());
        if let serde_json::Value::Object(members) = value {
            for (key, value) in &members {
                let items = match value {
                    serde_json::Value::Array(items) => items.iter().collect(),
                    other => vec![other],
                };
                for item in items {
                    match item {
                        serde_json::Value::Null => {}
                        serde_json::Value::String(s) => {
                            form.append_pair(key, s);
                        }
                        other => {
                            form.append_pair(key, &other.to_string());
                        }
                    }
                }
            }
        }
        self.body = Some(Body::Bytes {
            content_type: "application/x-www-form-urlencoded".into(),
            data: form.finish().into_bytes(),
        });
        Ok(self)
    }

    /// Sets a body of other bytes.
    pub fn bytes_body(mut self, content_type: impl Into<String>, data: impl Into<Vec<u8>>) -> Self {
        self.body = Some(Body::Bytes {
            content_type: content_type.into(),
            data: data.into(),
        });
        self
    }

    /// Overrides whether the request may be repeated safely.
    pub fn idempotent(mut self, yes: bool) -> Self {
        self.idempotent = Some(yes);
        self
    }

    /// Whether the request may be repeated safely (explicitly, or by its method).
    pub fn is_idempotent(&self) -> bool {
        self.idempotent.unwrap_or(matches!(
            self.method,
            Method::GET | Method::HEAD | Method::PUT | Method::DELETE | Method::OPTIONS | Method::TRACE
        ))
    }
}

/// The text of a parameter value that has no `Display` (a union, an object, any JSON): a JSON
/// string as its contents, other values as their JSON text.
pub fn param_text<T: serde::Serialize + ?Sized>(value: &T) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(s)) => s,
        Ok(other) => other.to_string(),
        Err(_) => String::new(),
    }
}

/// Whether a path segment is `.` or `..`, also percent-encoded (URL parsers resolve both).
pub(crate) fn is_dot_segment(seg: &str) -> bool {
    let mut decoded = percent_decode_str(seg);
    matches!(
        (decoded.next(), decoded.next(), decoded.next()),
        (Some(b'.'), None, _) | (Some(b'.'), Some(b'.'), None)
    )
}

impl Request {
    /// Takes `options` for this request: merges the extra body members into the JSON object
    /// body, and keeps the rest for the transport to apply on every attempt. With `checked`
    /// (no `skip_validation()`), refuses extra pairs and headers that name a declared parameter
    /// and checks a body with extra members against its schema ([`Declared::body`]; a body
    /// whose schema the crate does not carry takes extra members only unchecked). A request
    /// that carries an idempotency key (an option, or its declared header) is idempotent.
    pub fn with_options(mut self, options: &RequestOptions, declared: &Declared, checked: bool) -> Result<Self, Error> {
        if options.is_empty() && declared.idempotency_header.is_none() {
            return Ok(self);
        }
        let mut out = Violations::new();
        let root = Path::ROOT;
        if checked {
            let query = root.key("$query");
            for (k, _) in &options.query {
                let declared_name = declared
                    .query
                    .iter()
                    .any(|d| k == d || k.strip_prefix(d).is_some_and(|rest| rest.starts_with('[')));
                if declared_name {
                    out.push_without_value(
                        &query.key(k),
                        "declared",
                        "is a declared parameter: set it with its setter, where it is checked",
                    );
                }
            }
            let headers = root.key("$header");
            for (k, _) in &options.headers {
                if declared.headers.iter().any(|d| d.eq_ignore_ascii_case(k)) {
                    out.push_without_value(
                        &headers.key(k),
                        "declared",
                        "is a declared parameter: set it with its setter, where it is checked",
                    );
                }
            }
        }
        if !options.body.is_empty() {
            let body = root.key("$body");
            let merged = match &self.body {
                Some(Body::Json(bytes)) => match serde_json::from_slice::<Value>(bytes) {
                    Ok(Value::Object(mut members)) => {
                        members.extend(options.body.iter().cloned());
                        Some(Value::Object(members))
                    }
                    _ => None,
                },
                _ => None,
            };
            match merged {
                None => out.push_without_value(&body, "body", "extra body members need a JSON object body"),
                Some(value) => {
                    if checked {
                        match declared.body {
                            Some(check) => {
                                // Where the typed body's own violations are: at the root.
                                if let Err(errors) = check(&value) {
                                    out.extend_at(errors, &root);
                                }
                            }
                            None => out.push_without_value(
                                &body,
                                "body",
                                "the body's schema is not carried to check extra members against: send them with `skip_validation()`",
                            ),
                        }
                    }
                    let bytes = serde_json::to_vec(&value).map_err(|source| Error::Encode {
                        source,
                        operation_id: self.operation_id,
                    })?;
                    self.body = Some(Body::Json(bytes));
                }
            }
        }
        out.into_result().map_err(Error::Validation)?;
        let declared_key = declared
            .idempotency_header
            .is_some_and(|h| self.headers.iter().any(|(name, _)| name.eq_ignore_ascii_case(h)));
        if let Some(key) = &options.idempotency_key {
            let name = declared.idempotency_header.unwrap_or(IDEMPOTENCY_KEY_HEADER);
            self.headers.retain(|(n, _)| !n.eq_ignore_ascii_case(name));
            self.headers.push((name, key.clone()));
        }
        if declared_key || options.idempotency_key.is_some() {
            self.idempotent = Some(true);
        }
        self.options = options.clone();
        self.options.body.clear();
        Ok(self)
    }
}

#[cfg(test)]
mod tests {
    use crate::style::encode_path_segment;
    use super::*;

    #[test]
    fn form_bodies_encode_members() {
        let body = serde_json::json!({"grant_type": "device code", "n": 3, "tags": ["a", "b&c"], "skip": null});
        let req = Request::new("op", reqwest::Method::POST, "/t", "/t")
            .form_body(&body)
            .unwrap();
        match req.body {
            Some(Body::Bytes { content_type, data }) => {
                assert_eq!(content_type, "application/x-www-form-urlencoded");
                assert_eq!(
                    String::from_utf8(data).unwrap(),
                    "grant_type=device+code&n=3&tags=a&tags=b%26c"
                );
            }
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn segments_are_encoded() {
        assert_eq!(encode_path_segment("a/../b"), "a%2F..%2Fb");
        assert_eq!(encode_path_segment("a b"), "a%20b");
        assert_eq!(encode_path_segment("é?#%"), "%C3%A9%3F%23%25");
        assert_eq!(encode_path_segment("AZaz09-._~"), "AZaz09-._~");
        assert_eq!(encode_path_segment(&42), "42");
    }

    #[test]
    fn dot_segments_are_detected() {
        for s in [".", "..", "%2e", "%2E%2e", ".%2E"] {
            assert!(is_dot_segment(s), "{s}");
        }
        for s in ["", "...", "a", ".a", "%2e%2e%2e", "a%2F..%2Fb"] {
            assert!(!is_dot_segment(s), "{s}");
        }
    }

    #[test]
    fn idempotency_by_method() {
        let r = |m| Request::new("op", m, "/", "/");
        assert!(r(Method::GET).is_idempotent());
        assert!(r(Method::PUT).is_idempotent());
        assert!(r(Method::DELETE).is_idempotent());
        assert!(!r(Method::POST).is_idempotent());
        assert!(!r(Method::PATCH).is_idempotent());
        assert!(r(Method::POST).idempotent(true).is_idempotent());
    }

    #[test]
    fn request_builders() {
        let r = Request::new("op", Method::GET, "/x", "/x")
            .query("a", 1)
            .query_opt("b", None::<u8>)
            .query_opt("c", Some("z"))
            .query_all("k", ["p", "q"])
            .header("x-h", "v")
            .json_body(&serde_json::json!({"password": "hunter2"}))
            .unwrap();
        assert_eq!(
            r.query,
            vec![
                ("a".into(), "1".to_owned()),
                ("c".into(), "z".to_owned()),
                ("k".into(), "p".to_owned()),
                ("k".into(), "q".to_owned())
            ]
        );
        let dbg = format!("{r:?}");
        assert!(!dbg.contains("hunter2"), "{dbg}");
        assert!(dbg.contains("Json(<22 bytes>)"), "{dbg}");
        let r = r.bytes_body("text/plain", b"hi".to_vec());
        assert_eq!(format!("{:?}", r.body.unwrap()), "Bytes(text/plain, <2 bytes>)");
    }

    #[test]
    fn param_text_of_values() {
        assert_eq!(param_text(&"a b"), "a b");
        assert_eq!(param_text(&serde_json::json!({"k": 1})), r#"{"k":1}"#);
        assert_eq!(param_text(&3), "3");
    }
}

#[cfg(test)]
mod options_tests {
    use reqwest::Method;

    use super::*;

    fn keywords(err: Error) -> Vec<(String, &'static str)> {
        match err {
            Error::Validation(v) => v.iter().map(|v| (v.path.clone(), v.keyword)).collect(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_styled_key_of_a_declared_parameter_is_declared_too() {
        let declared = Declared::NOTHING.query(&["filter"]);
        let req = || Request::new("op", Method::GET, "/t", "/t");
        let options = RequestOptions::new().query("filter[gte]", "1").query("filterx", "2");
        let err = req().with_options(&options, &declared, true).unwrap_err();
        assert_eq!(keywords(err), [("/$query/filter[gte]".to_owned(), "declared")]);
        let sent = req().with_options(&options, &declared, false).unwrap();
        assert_eq!(sent.options.query.len(), 2, "unchecked, both go");
    }

    #[test]
    fn an_idempotency_key_goes_in_the_declared_header_once() {
        let declared = Declared::NOTHING.idempotency_header("X-Idempotency-Key");
        let req = Request::new("op", Method::POST, "/t", "/t").header("x-idempotency-key", "from-setter");
        assert!(!req.is_idempotent());
        let req = req
            .with_options(&RequestOptions::new().idempotency_key("k"), &declared, true)
            .unwrap();
        assert_eq!(req.headers, [("X-Idempotency-Key", "k".to_owned())]);
        assert!(req.is_idempotent());
        let plain = Request::new("op", Method::POST, "/t", "/t")
            .with_options(&RequestOptions::new().idempotency_key("k"), &Declared::NOTHING, true)
            .unwrap();
        assert_eq!(plain.headers, [(IDEMPOTENCY_KEY_HEADER, "k".to_owned())]);
    }
}
