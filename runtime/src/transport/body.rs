//! [`Body`]: the bytes a request sends, as the request and the encoders that make bodies
//! (`Multipart`) share them.

use std::fmt;

/// A request body.
#[derive(Clone, PartialEq, Eq)]
pub enum Body {
    /// JSON bytes, sent as `application/json`.
    Json(Vec<u8>),
    /// Other bytes with their content type.
    Bytes {
        /// The `Content-Type`.
        content_type: String,
        /// The bytes.
        data: Vec<u8>,
    },
}

impl fmt::Debug for Body {
    /// Shows the size only: a body may hold a password.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Body::Json(d) => write!(f, "Json(<{} bytes>)", d.len()),
            Body::Bytes { content_type, data } => {
                write!(f, "Bytes({content_type}, <{} bytes>)", data.len())
            }
        }
    }
}
