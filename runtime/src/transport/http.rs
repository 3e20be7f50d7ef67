//! The HTTP client a transport sends through: reqwest's, or (feature `middleware`) a
//! `reqwest_middleware::ClientWithMiddleware`, whose middleware sees every attempt.

use reqwest::header::{HeaderMap, HeaderName, HeaderValue};
use reqwest::{Method, Url};

use super::hooks::Refusal;

#[derive(Clone, Debug)]
pub(crate) enum Http {
    Plain(reqwest::Client),
    #[cfg(feature = "middleware")]
    Middleware(reqwest_middleware::ClientWithMiddleware),
}

pub(crate) enum RequestBuilder {
    Plain(reqwest::RequestBuilder),
    #[cfg(feature = "middleware")]
    Middleware(reqwest_middleware::RequestBuilder),
}

/// Why an attempt got no response.
pub(crate) enum SendError {
    Http(reqwest::Error),
    /// A middleware refused the request or failed on its own.
    #[cfg_attr(not(feature = "middleware"), allow(dead_code))]
    Middleware(Refusal),
}

impl Http {
    pub(crate) fn request(&self, method: Method, url: Url) -> RequestBuilder {
        match self {
            Http::Plain(c) => RequestBuilder::Plain(c.request(method, url)),
            #[cfg(feature = "middleware")]
            Http::Middleware(c) => RequestBuilder::Middleware(c.request(method, url)),
        }
    }
}

/// One method per `reqwest::RequestBuilder` method the transport calls, for both clients.
macro_rules! each {
    ($self:ident, $rb:ident => $e:expr) => {
        match $self {
            RequestBuilder::Plain($rb) => RequestBuilder::Plain($e),
            #[cfg(feature = "middleware")]
            RequestBuilder::Middleware($rb) => RequestBuilder::Middleware($e),
        }
    };
}

impl RequestBuilder {
    pub(crate) fn header(self, name: HeaderName, value: HeaderValue) -> Self {
        each!(self, rb => rb.header(name, value))
    }

    pub(crate) fn header_str(self, name: &str, value: &str) -> Self {
        each!(self, rb => rb.header(name, value))
    }

    pub(crate) fn headers(self, headers: HeaderMap) -> Self {
        each!(self, rb => rb.headers(headers))
    }

    pub(crate) fn timeout(self, timeout: std::time::Duration) -> Self {
        each!(self, rb => rb.timeout(timeout))
    }

    pub(crate) fn body(self, body: bytes::Bytes) -> Self {
        each!(self, rb => rb.body(body))
    }

    pub(crate) async fn send(self) -> Result<reqwest::Response, SendError> {
        match self {
            RequestBuilder::Plain(rb) => rb.send().await.map_err(SendError::Http),
            #[cfg(feature = "middleware")]
            RequestBuilder::Middleware(rb) => rb.send().await.map_err(|e| match e {
                reqwest_middleware::Error::Reqwest(e) => SendError::Http(e),
                reqwest_middleware::Error::Middleware(e) => SendError::Middleware(e.into()),
            }),
        }
    }
}
