/// The API client: one method per operation, each returning a request builder.
pub mod client {
/// Client for Bodies and responses 1.
///
/// Cheap to clone: clones share one connection pool.
#[derive(Debug, Clone)]
pub struct Client {
    transport: ::oapigen_runtime::Transport,
}
impl ::oapigen_runtime::FromTransport for Client {
    fn from_transport(transport: ::oapigen_runtime::Transport) -> Self {
        Self { transport }
    }
}
impl Client {
    /// A client builder with this API's defaults: base URL `http://localhost` and its authentication header.
    pub fn builder() -> ::oapigen_runtime::ClientBuilder<Self> {
        ::oapigen_runtime::ClientBuilder::new("http://localhost")
    }
    /// The transport (base URL, retry and poll policies, defaults).
    pub fn transport(&self) -> &::oapigen_runtime::Transport {
        &self.transport
    }
    /// `POST /form` (operation `postForm`).
    pub fn post_form(&self) -> builders::PostForm<'_> {
        builders::PostForm::new(self)
    }
    /// `PUT /upload/{name}` (operation `upload`).
    pub fn upload(&self) -> builders::Upload<'_> {
        builders::Upload::new(self)
    }
    /// `POST /notes` (operation `post /notes`).
    pub fn post_notes(&self) -> builders::PostNotes<'_> {
        builders::PostNotes::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// Request builder for `postForm` (POST `/form`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct PostForm<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: ::std::option::Option<types::PostFormBody>,
    }
    impl<'a> PostForm<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: ::std::option::Option::None,
            }
        }
        /// The request body.
        pub fn body(mut self, value: types::PostFormBody) -> Self {
            self.body = ::std::option::Option::Some(value);
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> ::std::result::Result<
            ::oapigen_runtime::Request,
            ::oapigen_runtime::Error,
        > {
            let mut request = ::oapigen_runtime::Request::new(
                "postForm",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/form",
                ::std::string::String::from("/form"),
            );
            if let ::std::option::Option::Some(body) = &self.body {
                request = request.form_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        pub async fn send(self) -> ::std::result::Result<(), ::oapigen_runtime::Error> {
            let request = self.build_request()?;
            self.client.transport.send(request).await.map(|_| ())
        }
    }
    /// Request builder for `upload` (PUT `/upload/{name}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Upload<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        name: ::std::option::Option<::std::string::String>,
        overwrite: ::std::option::Option<bool>,
        body: ::std::option::Option<::std::vec::Vec<u8>>,
    }
    impl<'a> Upload<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                name: ::std::option::Option::None,
                overwrite: ::std::option::Option::None,
                body: ::std::option::Option::None,
            }
        }
        /// `name` (path parameter, required).
        pub fn name(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.name = ::std::option::Option::Some(value.into());
            self
        }
        /// `overwrite` (query parameter, required).
        pub fn overwrite(mut self, value: bool) -> Self {
            self.overwrite = ::std::option::Option::Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: ::std::vec::Vec<u8>) -> Self {
            self.body = ::std::option::Option::Some(value);
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> ::std::result::Result<
            ::oapigen_runtime::Request,
            ::oapigen_runtime::Error,
        > {
            let param_name = self.name.clone();
            let param_overwrite = self.overwrite;
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            let query_params = ::oapigen_runtime::Path::ROOT.key("$query");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "name",
                param_name.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &query_params,
                "overwrite",
                param_overwrite.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                ::oapigen_runtime::check::required_present(
                    out,
                    &::oapigen_runtime::Path::ROOT,
                    "$body",
                    self.body.is_some(),
                );
            }
            violations.into_result()?;
            let (
                ::std::option::Option::Some(param_name),
                ::std::option::Option::Some(param_overwrite),
            ) = (param_name, param_overwrite) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "upload",
                ::oapigen_runtime::reexports::reqwest::Method::PUT,
                "/upload/{name}",
                format!(
                    "/upload/{}", ::oapigen_runtime::encode_path_segment(& param_name)
                ),
            );
            {
                let v = &param_overwrite;
                request = request.query("overwrite", v);
            }
            if let ::std::option::Option::Some(body) = &self.body {
                request.body = ::std::option::Option::Some(::oapigen_runtime::Body::Bytes {
                    content_type: "application/octet-stream".to_string(),
                    data: body.clone(),
                });
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        pub async fn send(
            self,
        ) -> ::std::result::Result<::std::vec::Vec<u8>, ::oapigen_runtime::Error> {
            let request = self.build_request()?;
            let response = self.client.transport.send(request).await?;
            Ok(response.body.to_vec())
        }
    }
    /// The success responses of `post /notes`.
    #[derive(Debug, Clone, PartialEq)]
    pub enum PostNotesResponse {
        /// HTTP 200: echo
        Ok(::std::string::String),
        /// HTTP 201: created
        Created(types::PostNotesResponse),
        /// A 2xx status the document does not list, decoded as the first documented one.
        Other(u16, ::std::string::String),
    }
    /// Request builder for `post /notes` (POST `/notes`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct PostNotes<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: ::std::option::Option<::std::string::String>,
    }
    impl<'a> PostNotes<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: ::std::option::Option::None,
            }
        }
        /// The request body.
        pub fn body(mut self, value: ::std::string::String) -> Self {
            self.body = ::std::option::Option::Some(value);
            self
        }
        /// Sends the request without checking parameters and body against the document's
        /// constraints first: for when the server accepts what the document forbids.
        pub fn skip_validation(mut self) -> Self {
            self.skip_validation = true;
            self
        }
        /// Checks the request and builds it for the transport; nothing is sent.
        pub fn build_request(
            &self,
        ) -> ::std::result::Result<
            ::oapigen_runtime::Request,
            ::oapigen_runtime::Error,
        > {
            let mut request = ::oapigen_runtime::Request::new(
                "post /notes",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/notes",
                ::std::string::String::from("/notes"),
            );
            if let ::std::option::Option::Some(body) = &self.body {
                request.body = ::std::option::Option::Some(::oapigen_runtime::Body::Bytes {
                    content_type: "text/plain".to_string(),
                    data: body.clone().into_bytes(),
                });
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        pub async fn send(
            self,
        ) -> ::std::result::Result<PostNotesResponse, ::oapigen_runtime::Error> {
            let request = self.build_request()?;
            let response = self.client.transport.send(request).await?;
            match response.status {
                200u16 => Ok(PostNotesResponse::Ok(response.text())),
                201u16 => Ok(PostNotesResponse::Created(response.json("post /notes")?)),
                status => Ok(PostNotesResponse::Other(status, response.text())),
            }
        }
    }
}
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostFormBody {
    pub grant_type: ::std::string::String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub scope: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
}
impl<'de> ::serde::Deserialize<'de> for PostFormBody {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            grant_type: object.required("grant_type")?,
            scope: object.optional("scope")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostFormBody {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
/// Builder for [`PostFormBody`]: set members, then [`build`](PostFormBodyBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct PostFormBodyBuilder {
    grant_type: ::std::option::Option<::std::string::String>,
    scope: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
}
impl ::std::fmt::Debug for PostFormBodyBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("PostFormBodyBuilder")
            .field("grant_type", &self.grant_type)
            .field("scope", &self.scope)
            .finish()
    }
}
impl PostFormBody {
    /// A builder for [`PostFormBody`].
    pub fn builder() -> PostFormBodyBuilder {
        <PostFormBodyBuilder as ::std::default::Default>::default()
    }
}
impl PostFormBodyBuilder {
    pub fn grant_type(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.grant_type = ::std::option::Option::Some(value.into());
        self
    }
    pub fn scope(
        mut self,
        value: impl ::std::convert::Into<::std::vec::Vec<::std::string::String>>,
    ) -> Self {
        self.scope = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<PostFormBody, ::oapigen_runtime::ValidationErrors> {
        match (self.grant_type,) {
            (::std::option::Option::Some(grant_type),) => {
                let value = PostFormBody {
                    grant_type,
                    scope: self.scope,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (grant_type,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing(
                        &[
                            (
                                &::oapigen_runtime::Path::ROOT,
                                "grant_type",
                                grant_type.is_some(),
                            ),
                        ],
                    ),
                )
            }
        }
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostNotesResponse {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: ::std::option::Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for PostNotesResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self { id: object.optional("id")? })
    }
}
impl ::oapigen_runtime::Validate for PostNotesResponse {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
