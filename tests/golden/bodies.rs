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
    /// `POST /documents` (operation `uploadDocument`).
    pub fn upload_document(&self) -> builders::UploadDocument<'_> {
        builders::UploadDocument::new(self)
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
        body: Option<types::PostFormBody>,
    }
    impl<'a> PostForm<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body.
        pub fn body(mut self, value: types::PostFormBody) -> Self {
            self.body = Some(value);
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
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let mut request = ::oapigen_runtime::Request::new(
                "postForm",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/form",
                String::from("/form"),
            );
            if let Some(body) = &self.body {
                request = request.form_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<(), ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client.transport.send_with(self.build_request(), |_| Ok(()))
        }
    }
    /// Request builder for `uploadDocument` (POST `/documents`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct UploadDocument<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: Option<types::UploadDocumentBody>,
    }
    impl<'a> UploadDocument<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body (required).
        pub fn body(mut self, value: types::UploadDocumentBody) -> Self {
            self.body = Some(value);
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
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            ::oapigen_runtime::check::required_present(
                out,
                &::oapigen_runtime::Path::ROOT,
                "$body",
                self.body.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
            }
            violations.into_result()?;
            let mut request = ::oapigen_runtime::Request::new(
                "uploadDocument",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/documents",
                String::from("/documents"),
            );
            if let Some(body) = &self.body {
                request = request
                    .multipart_body(|form| {
                        form.text("title", &body.title)?;
                        form.text("pages", &body.pages)?;
                        form.text("tags", &body.tags)?;
                        {
                            let v = &body.file;
                            form.file("file", v);
                        }
                        if let Some(v) = &body.attachments {
                            for v in v.iter() {
                                form.file("attachments", v);
                            }
                        }
                        Ok(())
                    })?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::UploadDocumentResponse, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("uploadDocument"),
                )
        }
    }
    /// Request builder for `upload` (PUT `/upload/{name}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Upload<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        name: Option<String>,
        overwrite: Option<bool>,
        body: Option<Vec<u8>>,
    }
    impl<'a> Upload<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                name: None,
                overwrite: None,
                body: None,
            }
        }
        /// `name` (path parameter, required).
        pub fn name(mut self, value: impl Into<String>) -> Self {
            self.name = Some(value.into());
            self
        }
        /// `overwrite` (query parameter, required).
        pub fn overwrite(mut self, value: bool) -> Self {
            self.overwrite = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: Vec<u8>) -> Self {
            self.body = Some(value);
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
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
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
            ::oapigen_runtime::check::required_present(
                out,
                &::oapigen_runtime::Path::ROOT,
                "$body",
                self.body.is_some(),
            );
            violations.into_result()?;
            let (Some(param_name), Some(param_overwrite)) = (param_name, param_overwrite)
            else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "upload",
                ::oapigen_runtime::reexports::reqwest::Method::PUT,
                "/upload/{name}",
                format!(
                    "/upload/{}",
                    ::oapigen_runtime::encode_path_segment(&param_name),
                ),
            );
            {
                let v = &param_overwrite;
                request = request.query("overwrite", v);
            }
            if let Some(body) = &self.body {
                request.body = Some(::oapigen_runtime::Body::Bytes {
                    content_type: "application/octet-stream".to_string(),
                    data: body.clone(),
                });
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<Vec<u8>, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| Ok(response.body.to_vec()))
        }
    }
    /// The success responses of `post /notes`.
    #[derive(Debug, Clone, PartialEq)]
    pub enum PostNotesResponse {
        /// HTTP 200: echo
        Ok(String),
        /// HTTP 201: created
        Created(types::PostNotesResponse),
        /// A 2xx status the document does not list, decoded as the first documented one.
        Other(u16, String),
    }
    /// Request builder for `post /notes` (POST `/notes`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct PostNotes<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: Option<String>,
    }
    impl<'a> PostNotes<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body.
        pub fn body(mut self, value: String) -> Self {
            self.body = Some(value);
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
        ) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
            let mut request = ::oapigen_runtime::Request::new(
                "post /notes",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/notes",
                String::from("/notes"),
            );
            if let Some(body) = &self.body {
                request.body = Some(::oapigen_runtime::Body::Bytes {
                    content_type: "text/plain".to_string(),
                    data: body.clone().into_bytes(),
                });
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<PostNotesResponse, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| match response.status {
                        200u16 => Ok(PostNotesResponse::Ok(response.text())),
                        201u16 => {
                            Ok(PostNotesResponse::Created(response.json("post /notes")?))
                        }
                        status => Ok(PostNotesResponse::Other(status, response.text())),
                    },
                )
        }
    }
}
}
/// The document's schemas, pruned to those the crate uses, for exact JSON Schema
/// validation: `validate_json` of every type, and `validate()` of the values whose Rust
/// type is looser than their schema.
pub mod schema {
#![doc(hidden)]
pub(crate) static SCHEMAS: ::oapigen_runtime::Schemas = ::oapigen_runtime::Schemas::new(
    &[
        (
            "file:///oapigen/bodies.yaml",
            "{\"paths\":{\"/documents\":{\"post\":{\"requestBody\":{\"content\":{\"multipart/form-data\":{\"schema\":{\"type\":\"object\",\"required\":[\"title\",\"file\"],\"properties\":{\"title\":{\"type\":\"string\",\"minLength\":1},\"pages\":{\"type\":\"integer\",\"minimum\":1},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},\"file\":{\"type\":\"string\",\"format\":\"binary\"},\"attachments\":{\"type\":\"array\",\"items\":{\"type\":\"string\",\"format\":\"binary\"}}}}}}},\"responses\":{\"201\":{\"content\":{\"application/json\":{\"schema\":{\"type\":\"object\",\"properties\":{\"parts\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}}}}}}}}},\"/form\":{\"post\":{\"requestBody\":{\"content\":{\"application/x-www-form-urlencoded\":{\"schema\":{\"type\":\"object\",\"required\":[\"grant_type\"],\"properties\":{\"grant_type\":{\"type\":\"string\"},\"scope\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}}}}}}}}},\"/notes\":{\"post\":{\"responses\":{\"201\":{\"content\":{\"application/json\":{\"schema\":{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"integer\"}}}}}}}}}}}",
        ),
    ],
    &[],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 6] = [
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1form/post/requestBody/content/application~1x-www-form-urlencoded/schema",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1documents/post/requestBody/content/multipart~1form-data/schema/properties/title",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1documents/post/requestBody/content/multipart~1form-data/schema/properties/pages",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1documents/post/requestBody/content/multipart~1form-data/schema",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1documents/post/responses/201/content/application~1json/schema",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/bodies.yaml#/paths/~1notes/post/responses/201/content/application~1json/schema",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostFormBody {
    pub grant_type: String,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub scope: Option<Vec<String>>,
}
impl<'de> ::serde::Deserialize<'de> for PostFormBody {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            grant_type: object.required("grant_type")?,
            scope: object.optional("scope")?,
        })
    }
}
impl ::oapigen_runtime::Validate for PostFormBody {}
/// Builder for [`PostFormBody`](struct@PostFormBody): set members, then [`build`](PostFormBodyBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PostFormBodyBuilder {
    grant_type: Option<String>,
    scope: Option<Vec<String>>,
}
impl PostFormBody {
    /// A builder for [`PostFormBody`](struct@PostFormBody).
    pub fn builder() -> PostFormBodyBuilder {
        <PostFormBodyBuilder as Default>::default()
    }
}
impl PostFormBodyBuilder {
    pub fn grant_type(mut self, value: impl Into<String>) -> Self {
        self.grant_type = Some(value.into());
        self
    }
    pub fn scope(mut self, value: impl Into<Vec<String>>) -> Self {
        self.scope = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<PostFormBody, ::oapigen_runtime::ValidationErrors> {
        match (self.grant_type,) {
            (Some(grant_type),) => {
                let value = PostFormBody {
                    grant_type,
                    scope: self.scope,
                };
                Ok(value)
            }
            (grant_type,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("grant_type", grant_type.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    PostFormBody, super::schema::SCHEMAS, super::schema::SLOTS, 0
);
/// Constraints: at least 1 characters.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct UploadDocumentBodyTitle(String);
impl UploadDocumentBodyTitle {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
    }
}
::oapigen_runtime::newtype!(string UploadDocumentBodyTitle);
::oapigen_runtime::validate_json!(
    UploadDocumentBodyTitle, super::schema::SCHEMAS, super::schema::SLOTS, 1
);
/// Constraints: at least 1.
#[derive(
    Clone,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    Copy,
    ::serde::Serialize,
    ::serde::Deserialize
)]
#[serde(transparent)]
pub struct UploadDocumentBodyPages(i64);
impl UploadDocumentBodyPages {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy UploadDocumentBodyPages(i64));
::oapigen_runtime::validate_json!(
    UploadDocumentBodyPages, super::schema::SCHEMAS, super::schema::SLOTS, 2
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct UploadDocumentBody {
    /// Constraints: at least 1 characters.
    pub title: UploadDocumentBodyTitle,
    /// Constraints: at least 1.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub pages: Option<UploadDocumentBodyPages>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<Vec<String>>,
    pub file: ::oapigen_runtime::File,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub attachments: Option<Vec<::oapigen_runtime::File>>,
}
impl<'de> ::serde::Deserialize<'de> for UploadDocumentBody {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            title: object.required("title")?,
            pages: object.optional("pages")?,
            tags: object.optional("tags")?,
            file: object.required("file")?,
            attachments: object.optional("attachments")?,
        })
    }
}
impl ::oapigen_runtime::Validate for UploadDocumentBody {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.title, &path.key("title"), out);
        ::oapigen_runtime::Validate::validate_at(&self.pages, &path.key("pages"), out);
    }
}
/// Builder for [`UploadDocumentBody`](struct@UploadDocumentBody): set members, then [`build`](UploadDocumentBodyBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct UploadDocumentBodyBuilder {
    title: Option<UploadDocumentBodyTitle>,
    pages: Option<UploadDocumentBodyPages>,
    tags: Option<Vec<String>>,
    file: Option<::oapigen_runtime::File>,
    attachments: Option<Vec<::oapigen_runtime::File>>,
}
impl UploadDocumentBody {
    /// A builder for [`UploadDocumentBody`](struct@UploadDocumentBody).
    pub fn builder() -> UploadDocumentBodyBuilder {
        <UploadDocumentBodyBuilder as Default>::default()
    }
}
impl UploadDocumentBodyBuilder {
    pub fn title(mut self, value: impl Into<UploadDocumentBodyTitle>) -> Self {
        self.title = Some(value.into());
        self
    }
    pub fn pages(mut self, value: impl Into<UploadDocumentBodyPages>) -> Self {
        self.pages = Some(value.into());
        self
    }
    pub fn tags(mut self, value: impl Into<Vec<String>>) -> Self {
        self.tags = Some(value.into());
        self
    }
    pub fn file(mut self, value: impl Into<::oapigen_runtime::File>) -> Self {
        self.file = Some(value.into());
        self
    }
    pub fn attachments(
        mut self,
        value: impl Into<Vec<::oapigen_runtime::File>>,
    ) -> Self {
        self.attachments = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<UploadDocumentBody, ::oapigen_runtime::ValidationErrors> {
        match (self.title, self.file) {
            (Some(title), Some(file)) => {
                let value = UploadDocumentBody {
                    title,
                    pages: self.pages,
                    tags: self.tags,
                    file,
                    attachments: self.attachments,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (title, file) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("title", title.is_some()), ("file", file.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    UploadDocumentBody, super::schema::SCHEMAS, super::schema::SLOTS, 3
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct UploadDocumentResponse {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub parts: Option<Vec<String>>,
}
impl<'de> ::serde::Deserialize<'de> for UploadDocumentResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            parts: object.optional("parts")?,
        })
    }
}
impl ::oapigen_runtime::Validate for UploadDocumentResponse {}
::oapigen_runtime::validate_json!(
    UploadDocumentResponse, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct PostNotesResponse {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for PostNotesResponse {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self { id: object.optional("id")? })
    }
}
impl ::oapigen_runtime::Validate for PostNotesResponse {}
::oapigen_runtime::validate_json!(
    PostNotesResponse, super::schema::SCHEMAS, super::schema::SLOTS, 5
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
