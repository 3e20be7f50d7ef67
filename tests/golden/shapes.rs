/// The API client: one method per operation, each returning a request builder.
pub mod client {
/// Client for Shapes 2.
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
    /// A client builder with this API's defaults: base URL `http://localhost:1234/api` and its authentication header.
    pub fn builder() -> ::oapigen_runtime::ClientBuilder<Self> {
        ::oapigen_runtime::ClientBuilder::new("http://localhost:1234/api")
    }
    /// The transport (base URL, retry and poll policies, defaults).
    pub fn transport(&self) -> &::oapigen_runtime::Transport {
        &self.transport
    }
    /// `GET /pets/{id}` (operation `get /pets/{id}`).
    pub fn get_pets_id(&self) -> builders::GetPetsId<'_> {
        builders::GetPetsId::new(self)
    }
    /// `PUT /pets/{id}` (operation `replacePet`).
    pub fn replace_pet(&self) -> builders::ReplacePet<'_> {
        builders::ReplacePet::new(self)
    }
    /// `POST /accounts` (operation `createAccount`).
    pub fn create_account(&self) -> builders::CreateAccount<'_> {
        builders::CreateAccount::new(self)
    }
    /// `POST /blobs` (operation `post /blobs`).
    pub fn post_blobs(&self) -> builders::PostBlobs<'_> {
        builders::PostBlobs::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// The error responses of `get /pets/{id}`, typed: `error.documented::<GetPetsIdError>()` on the operation's [`Error`](::oapigen_runtime::Error).
    #[derive(Debug, Clone, PartialEq)]
    pub enum GetPetsIdError {
        /// Any other error status: error
        Other(u16, types::Problem),
    }
    impl ::oapigen_runtime::DocumentedError for GetPetsIdError {
        const OPERATION_IDS: &'static [&'static str] = &["get /pets/{id}"];
        fn from_api(
            status: u16,
            body: &::oapigen_runtime::ApiErrorBody,
        ) -> Option<Self> {
            body.decode().map(|b| Self::Other(status, b))
        }
    }
    /// Request builder for `get /pets/{id}` (GET `/pets/{id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetPetsId<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        id: Option<types::GetPetsIdId>,
        tags: Option<Vec<String>>,
        x_trace: Option<String>,
        session: Option<String>,
    }
    impl<'a> GetPetsId<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                id: None,
                tags: None,
                x_trace: None,
                session: None,
            }
        }
        /// `id` (path parameter, required).
        pub fn id(mut self, value: types::GetPetsIdId) -> Self {
            self.id = Some(value);
            self
        }
        /// `tags` (query parameter).
        pub fn tags(mut self, value: impl Into<Vec<String>>) -> Self {
            self.tags = Some(value.into());
            self
        }
        /// `X-Trace` (header parameter).
        pub fn x_trace(mut self, value: impl Into<String>) -> Self {
            self.x_trace = Some(value.into());
            self
        }
        /// `session` (cookie parameter).
        pub fn session(mut self, value: impl Into<String>) -> Self {
            self.session = Some(value.into());
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
            let param_id = self.id;
            let param_tags = self.tags.clone();
            let param_x_trace = self.x_trace.clone();
            let param_session = self.session.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "id",
                param_id.is_some(),
            );
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (Some(param_id),) = (param_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "get /pets/{id}",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/pets/{id}",
                format!("/pets/{}", ::oapigen_runtime::encode_path_segment(&param_id)),
            );
            'param: {
                let Some(v) = &param_tags else {
                    break 'param;
                };
                for item in v.iter() {
                    request = request.query("tags", item);
                }
            }
            'param: {
                let Some(v) = &param_x_trace else {
                    break 'param;
                };
                request.headers.push(("X-Trace", v.to_string()));
            }
            'param: {
                let Some(v) = &param_session else {
                    break 'param;
                };
                request.headers.push(("Cookie", format!("{}={}", "session", v)));
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Pet, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("get /pets/{id}"),
                )
        }
    }
    /// Request builder for `replacePet` (PUT `/pets/{id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct ReplacePet<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        id: Option<types::GetPetsIdId>,
        body: Option<types::Pet>,
    }
    impl<'a> ReplacePet<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                id: None,
                body: None,
            }
        }
        /// `id` (path parameter, required).
        pub fn id(mut self, value: types::GetPetsIdId) -> Self {
            self.id = Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Pet) -> Self {
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
            let param_id = self.id;
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "id",
                param_id.is_some(),
            );
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
                if let Some(v) = &param_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
            }
            violations.into_result()?;
            let (Some(param_id),) = (param_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "replacePet",
                ::oapigen_runtime::reexports::reqwest::Method::PUT,
                "/pets/{id}",
                format!("/pets/{}", ::oapigen_runtime::encode_path_segment(&param_id)),
            );
            if let Some(body) = &self.body {
                request = request.json_body(body)?;
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
    /// The error responses of `createAccount`, typed: `error.documented::<CreateAccountError>()` on the operation's [`Error`](::oapigen_runtime::Error).
    #[derive(Debug, Clone, PartialEq)]
    pub enum CreateAccountError {
        /// HTTP 409: the login is taken
        Conflict(types::Problem),
        /// HTTP 503: try again later
        ServiceUnavailable,
        /// HTTP 4XX: another client error
        ClientError(u16, types::Problem),
    }
    impl ::oapigen_runtime::DocumentedError for CreateAccountError {
        const OPERATION_IDS: &'static [&'static str] = &["createAccount"];
        fn from_api(
            status: u16,
            body: &::oapigen_runtime::ApiErrorBody,
        ) -> Option<Self> {
            match status {
                409 => body.decode().map(Self::Conflict),
                503 => Some(Self::ServiceUnavailable),
                status @ 400..=499 => body.decode().map(|b| Self::ClientError(status, b)),
                _ => None,
            }
        }
    }
    /// Request builder for `createAccount` (POST `/accounts`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateAccount<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: Option<types::Account>,
    }
    impl<'a> CreateAccount<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Account) -> Self {
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
                "createAccount",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/accounts",
                String::from("/accounts"),
            );
            if let Some(body) = &self.body {
                request = request.json_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Account, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("createAccount"),
                )
        }
    }
    /// Request builder for `post /blobs` (POST `/blobs`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct PostBlobs<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: Option<Vec<u8>>,
    }
    impl<'a> PostBlobs<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body.
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
            let mut request = ::oapigen_runtime::Request::new(
                "post /blobs",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/blobs",
                String::from("/blobs"),
            );
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
            Output = Result<String, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| Ok(response.text()))
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
            "file:///oapigen/shapes.yaml",
            "{\"components\":{\"schemas\":{\"Account\":{\"type\":\"object\",\"required\":[\"login\",\"password\"],\"properties\":{\"id\":{\"type\":\"integer\"},\"login\":{\"type\":\"string\",\"minLength\":1},\"password\":{\"type\":\"string\",\"minLength\":8}}},\"Base\":{\"type\":\"object\",\"required\":[\"name\"],\"properties\":{\"name\":{\"type\":\"string\",\"minLength\":1},\"nickname\":{\"type\":[\"string\",\"null\"]},\"born\":{\"type\":\"string\",\"format\":\"date\"}}},\"Cat\":{\"allOf\":[{\"$ref\":\"#/components/schemas/Base\"},{\"type\":\"object\",\"required\":[\"kind\"],\"properties\":{\"kind\":{\"type\":\"string\",\"enum\":[\"cat\"]},\"lives\":{\"type\":\"integer\",\"minimum\":0,\"exclusiveMaximum\":9,\"multipleOf\":1}}}]},\"Dog\":{\"allOf\":[{\"$ref\":\"#/components/schemas/Base\"},{\"type\":\"object\",\"required\":[\"kind\"],\"properties\":{\"kind\":{\"type\":\"string\",\"enum\":[\"dog\"]},\"weight\":{\"type\":\"number\",\"exclusiveMinimum\":0,\"maximum\":120.5},\"friends\":{\"type\":\"array\",\"uniqueItems\":true,\"maxItems\":3,\"items\":{\"$ref\":\"#/components/schemas/Pet\"}}}}]},\"Pet\":{\"oneOf\":[{\"$ref\":\"#/components/schemas/Cat\"},{\"$ref\":\"#/components/schemas/Dog\"}]},\"Problem\":{\"type\":\"object\",\"properties\":{\"code\":{\"type\":\"integer\",\"enum\":[400,404,500]},\"detail\":{\"type\":\"string\"},\"meta\":{\"type\":\"object\",\"additionalProperties\":{\"type\":\"integer\"},\"minProperties\":1},\"extra\":{},\"either\":{\"anyOf\":[{\"type\":\"string\",\"maxLength\":2},{\"type\":\"integer\"}]},\"version\":{\"type\":\"string\",\"enum\":[\"v1\"]}}},\"ShortOrLower\":{\"oneOf\":[{\"type\":\"string\",\"maxLength\":5},{\"type\":\"string\",\"pattern\":\"^[a-z]+$\"}]},\"ShortOrLowerAny\":{\"anyOf\":[{\"type\":\"string\",\"maxLength\":5},{\"type\":\"string\",\"pattern\":\"^[a-z]+$\"}]},\"Tree\":{\"type\":\"object\",\"properties\":{\"value\":{\"type\":\"string\"},\"left\":{\"$ref\":\"#/components/schemas/Tree\"},\"right\":{\"$ref\":\"#/components/schemas/Tree\"},\"children\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/components/schemas/Tree\"}}}}}},\"paths\":{\"/pets/{id}\":{\"parameters\":[{\"schema\":{\"type\":\"integer\",\"format\":\"int32\",\"minimum\":1}}]}}}",
        ),
    ],
    &["password"],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 25] = [
    ::oapigen_runtime::Slot::new("file:///oapigen/shapes.yaml#/components/schemas/Pet"),
    ::oapigen_runtime::Slot::new("file:///oapigen/shapes.yaml#/components/schemas/Cat"),
    ::oapigen_runtime::Slot::new("file:///oapigen/shapes.yaml#/components/schemas/Base"),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Base/properties/name",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Cat/allOf/1/properties/kind",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Cat/allOf/1/properties/lives",
    ),
    ::oapigen_runtime::Slot::new("file:///oapigen/shapes.yaml#/components/schemas/Dog"),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Dog/allOf/1/properties/kind",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Dog/allOf/1/properties/weight",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLower",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLower/oneOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLower/oneOf/1",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLowerAny",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLowerAny/anyOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/ShortOrLowerAny/anyOf/1",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Account",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Account/properties/login",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Account/properties/password",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Problem",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Problem/properties/code",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Problem/properties/either/anyOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Problem/properties/either",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/components/schemas/Problem/properties/version",
    ),
    ::oapigen_runtime::Slot::new("file:///oapigen/shapes.yaml#/components/schemas/Tree"),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/shapes.yaml#/paths/~1pets~1%7Bid%7D/parameters/0/schema",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
/// Selected by the `kind` member.
#[derive(Clone, Debug, PartialEq)]
pub enum Pet {
    /// `cat`
    Cat(Cat),
    /// `dog`
    Dog(Dog),
    /// A variant this client does not know (a newer server), kept as received;
    /// `validate()` rejects it in requests.
    Unknown(::serde_json::Value),
}
impl ::serde::Serialize for Pet {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> Result<S::Ok, S::Error> {
        match self {
            Self::Cat(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Dog(value) => ::serde::Serialize::serialize(value, serializer),
            Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
        }
    }
}
impl<'de> ::serde::Deserialize<'de> for Pet {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("kind").and_then(::serde_json::Value::as_str) {
            Some("cat") => {
                ::serde_json::from_value(value)
                    .map(Self::Cat)
                    .map_err(::serde::de::Error::custom)
            }
            Some("dog") => {
                ::serde_json::from_value(value)
                    .map(Self::Dog)
                    .map_err(::serde::de::Error::custom)
            }
            _ => Ok(Self::Unknown(value)),
        }
    }
}
impl ::oapigen_runtime::Validate for Pet {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Cat(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Dog(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Unknown(value) => {
                out.push(
                    path,
                    "discriminator",
                    "`kind` must be one of: cat, dog",
                    || value.get("kind").map(|t| t.to_string()).unwrap_or_default(),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(Pet, super::schema::SCHEMAS, super::schema::SLOTS, 0);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Cat {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: Option<::oapigen_runtime::Date>,
    pub kind: CatKind,
    /// Constraints: at least 0, less than 9, a multiple of 1.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub lives: Option<CatLives>,
}
impl<'de> ::serde::Deserialize<'de> for Cat {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            nickname: object.nullable("nickname")?,
            born: object.optional("born")?,
            kind: object.required("kind")?,
            lives: object.optional("lives")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Cat {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(&self.born, &path.key("born"), out);
        ::oapigen_runtime::Validate::validate_at(&self.kind, &path.key("kind"), out);
        ::oapigen_runtime::Validate::validate_at(&self.lives, &path.key("lives"), out);
    }
}
/// Builder for [`Cat`](struct@Cat): set members, then [`build`](CatBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct CatBuilder {
    name: Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<String>,
    born: Option<::oapigen_runtime::Date>,
    kind: Option<CatKind>,
    lives: Option<CatLives>,
}
impl Cat {
    /// A builder for [`Cat`](struct@Cat).
    pub fn builder() -> CatBuilder {
        <CatBuilder as Default>::default()
    }
}
impl CatBuilder {
    pub fn name(mut self, value: impl Into<BaseName>) -> Self {
        self.name = Some(value.into());
        self
    }
    pub fn nickname(mut self, value: impl Into<String>) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(mut self, value: impl Into<::oapigen_runtime::Date>) -> Self {
        self.born = Some(value.into());
        self
    }
    pub fn kind(mut self, value: impl Into<CatKind>) -> Self {
        self.kind = Some(value.into());
        self
    }
    pub fn lives(mut self, value: impl Into<CatLives>) -> Self {
        self.lives = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Cat, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (Some(name),) => {
                let value = Cat {
                    name,
                    nickname: self.nickname,
                    born: self.born,
                    kind: self.kind.unwrap_or_default(),
                    lives: self.lives,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("name", name.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(Cat, super::schema::SCHEMAS, super::schema::SLOTS, 1);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Base {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: Option<::oapigen_runtime::Date>,
}
impl<'de> ::serde::Deserialize<'de> for Base {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            nickname: object.nullable("nickname")?,
            born: object.optional("born")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Base {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(&self.born, &path.key("born"), out);
    }
}
/// Builder for [`Base`](struct@Base): set members, then [`build`](BaseBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct BaseBuilder {
    name: Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<String>,
    born: Option<::oapigen_runtime::Date>,
}
impl Base {
    /// A builder for [`Base`](struct@Base).
    pub fn builder() -> BaseBuilder {
        <BaseBuilder as Default>::default()
    }
}
impl BaseBuilder {
    pub fn name(mut self, value: impl Into<BaseName>) -> Self {
        self.name = Some(value.into());
        self
    }
    pub fn nickname(mut self, value: impl Into<String>) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(mut self, value: impl Into<::oapigen_runtime::Date>) -> Self {
        self.born = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Base, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (Some(name),) => {
                let value = Base {
                    name,
                    nickname: self.nickname,
                    born: self.born,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("name", name.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(Base, super::schema::SCHEMAS, super::schema::SLOTS, 2);
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
pub struct BaseName(String);
impl BaseName {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
    }
}
::oapigen_runtime::newtype!(string BaseName);
::oapigen_runtime::validate_json!(
    BaseName, super::schema::SCHEMAS, super::schema::SLOTS, 3
);
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum CatKind {
    /// `cat`
    #[default]
    Cat,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(CatKind, [Cat], ["cat"]);
::oapigen_runtime::validate_json!(
    CatKind, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
/// Constraints: at least 0, less than 9, a multiple of 1.
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
pub struct CatLives(i64);
impl CatLives {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
        ::oapigen_runtime::check::exclusive_maximum_i(out, path, value, 9i64);
        ::oapigen_runtime::check::multiple_of_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy CatLives(i64));
::oapigen_runtime::validate_json!(
    CatLives, super::schema::SCHEMAS, super::schema::SLOTS, 5
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Dog {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: Option<::oapigen_runtime::Date>,
    pub kind: DogKind,
    /// Constraints: greater than 0, at most 120.5.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub weight: Option<DogWeight>,
    /// Constraints: at most 3 items, items unique.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub friends: Option<Vec<Pet>>,
}
impl<'de> ::serde::Deserialize<'de> for Dog {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            name: object.required("name")?,
            nickname: object.nullable("nickname")?,
            born: object.optional("born")?,
            kind: object.required("kind")?,
            weight: object.optional("weight")?,
            friends: object.optional("friends")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Dog {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.name, &path.key("name"), out);
        ::oapigen_runtime::Validate::validate_at(&self.born, &path.key("born"), out);
        ::oapigen_runtime::Validate::validate_at(&self.kind, &path.key("kind"), out);
        ::oapigen_runtime::Validate::validate_at(&self.weight, &path.key("weight"), out);
        'field: {
            let Some(v) = &self.friends else {
                break 'field;
            };
            let p = &path.key("friends");
            ::oapigen_runtime::check::max_items(out, p, v.len(), 3u64);
            ::oapigen_runtime::check::unique_items(out, p, v);
            for (i1, item1) in v.iter().enumerate() {
                let p1 = &p.index(i1);
                ::oapigen_runtime::Validate::validate_at(item1, p1, out);
            }
        }
    }
}
/// Builder for [`Dog`](struct@Dog): set members, then [`build`](DogBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct DogBuilder {
    name: Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<String>,
    born: Option<::oapigen_runtime::Date>,
    kind: Option<DogKind>,
    weight: Option<DogWeight>,
    friends: Option<Vec<Pet>>,
}
impl Dog {
    /// A builder for [`Dog`](struct@Dog).
    pub fn builder() -> DogBuilder {
        <DogBuilder as Default>::default()
    }
}
impl DogBuilder {
    pub fn name(mut self, value: impl Into<BaseName>) -> Self {
        self.name = Some(value.into());
        self
    }
    pub fn nickname(mut self, value: impl Into<String>) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(mut self, value: impl Into<::oapigen_runtime::Date>) -> Self {
        self.born = Some(value.into());
        self
    }
    pub fn kind(mut self, value: impl Into<DogKind>) -> Self {
        self.kind = Some(value.into());
        self
    }
    pub fn weight(mut self, value: impl Into<DogWeight>) -> Self {
        self.weight = Some(value.into());
        self
    }
    pub fn friends(mut self, value: impl Into<Vec<Pet>>) -> Self {
        self.friends = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Dog, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (Some(name),) => {
                let value = Dog {
                    name,
                    nickname: self.nickname,
                    born: self.born,
                    kind: self.kind.unwrap_or_default(),
                    weight: self.weight,
                    friends: self.friends,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (name,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("name", name.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(Dog, super::schema::SCHEMAS, super::schema::SLOTS, 6);
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum DogKind {
    /// `dog`
    #[default]
    Dog,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(DogKind, [Dog], ["dog"]);
::oapigen_runtime::validate_json!(
    DogKind, super::schema::SCHEMAS, super::schema::SLOTS, 7
);
/// Constraints: greater than 0, at most 120.5.
#[derive(Clone, PartialEq, PartialOrd, Copy, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct DogWeight(f64);
impl DogWeight {
    fn check(
        value: f64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::maximum_f(out, path, value, 120.5f64);
        ::oapigen_runtime::check::exclusive_minimum_f(out, path, value, 0f64);
    }
}
::oapigen_runtime::newtype!(copy DogWeight(f64));
::oapigen_runtime::validate_json!(
    DogWeight, super::schema::SCHEMAS, super::schema::SLOTS, 8
);
/// Exactly one of a short string and a lower-case word (`abc` is both, so it is neither).
///
/// Exactly one of the alternatives (decoding takes the first that is valid, else the first that decodes).
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
#[serde(untagged)]
pub enum ShortOrLower {
    Variant1(ShortOrLowerVariant1),
    Variant2(ShortOrLowerVariant2),
}
impl<'de> ::serde::Deserialize<'de> for ShortOrLower {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = None;
        if let Ok(v) = ::serde_json::from_value::<ShortOrLowerVariant1>(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let Ok(v) = ::serde_json::from_value::<ShortOrLowerVariant2>(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        first
            .ok_or_else(|| ::serde::de::Error::custom(
                "data did not match any variant of untagged enum ShortOrLower",
            ))
    }
}
impl ShortOrLower {
    /// The checks of the alternative this value holds.
    fn check_variant(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Variant1(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Variant2(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
        }
    }
    /// Whether the value is valid as the alternative it holds.
    fn holds_valid_variant(&self) -> bool {
        let mut out = ::oapigen_runtime::Violations::new();
        self.check_variant(&::oapigen_runtime::Path::ROOT, &mut out);
        out.is_empty()
    }
}
impl ::oapigen_runtime::Validate for ShortOrLower {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        let before = out.len();
        self.check_variant(path, out);
        if out.len() == before {
            let accepts: [fn(&::serde_json::Value) -> bool; 2usize] = [
                |v| {
                    ::serde_json::from_value::<ShortOrLowerVariant1>(v.clone())
                        .is_ok_and(|v| ShortOrLower::Variant1(v).holds_valid_variant())
                },
                |v| {
                    ::serde_json::from_value::<ShortOrLowerVariant2>(v.clone())
                        .is_ok_and(|v| ShortOrLower::Variant2(v).holds_valid_variant())
                },
            ];
            let held = match self {
                Self::Variant1(_) => 0usize,
                Self::Variant2(_) => 1usize,
            };
            ::oapigen_runtime::check::one_of(
                out,
                path,
                self,
                held,
                &accepts,
                &["Variant1", "Variant2"],
            );
        }
    }
}
::oapigen_runtime::validate_json!(
    ShortOrLower, super::schema::SCHEMAS, super::schema::SLOTS, 9
);
/// Constraints: at most 5 characters.
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
pub struct ShortOrLowerVariant1(String);
impl ShortOrLowerVariant1 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
::oapigen_runtime::newtype!(string ShortOrLowerVariant1);
::oapigen_runtime::validate_json!(
    ShortOrLowerVariant1, super::schema::SCHEMAS, super::schema::SLOTS, 10
);
/// Constraints: matching `^[a-z]+$`.
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
pub struct ShortOrLowerVariant2(String);
impl ShortOrLowerVariant2 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-z]+$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string ShortOrLowerVariant2);
::oapigen_runtime::validate_json!(
    ShortOrLowerVariant2, super::schema::SCHEMAS, super::schema::SLOTS, 11
);
/// At least one of the same two.
///
/// Any of the alternatives (decoding takes the first that is valid, else the first that decodes).
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
#[serde(untagged)]
pub enum ShortOrLowerAny {
    Variant1(ShortOrLowerAnyVariant1),
    Variant2(ShortOrLowerAnyVariant2),
}
impl<'de> ::serde::Deserialize<'de> for ShortOrLowerAny {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = None;
        if let Ok(v) = ::serde_json::from_value::<
            ShortOrLowerAnyVariant1,
        >(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let Ok(v) = ::serde_json::from_value::<
            ShortOrLowerAnyVariant2,
        >(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        first
            .ok_or_else(|| ::serde::de::Error::custom(
                "data did not match any variant of untagged enum ShortOrLowerAny",
            ))
    }
}
impl ShortOrLowerAny {
    /// The checks of the alternative this value holds.
    fn check_variant(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Variant1(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Variant2(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
        }
    }
    /// Whether the value is valid as the alternative it holds.
    fn holds_valid_variant(&self) -> bool {
        let mut out = ::oapigen_runtime::Violations::new();
        self.check_variant(&::oapigen_runtime::Path::ROOT, &mut out);
        out.is_empty()
    }
}
impl ::oapigen_runtime::Validate for ShortOrLowerAny {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        self.check_variant(path, out);
    }
}
::oapigen_runtime::validate_json!(
    ShortOrLowerAny, super::schema::SCHEMAS, super::schema::SLOTS, 12
);
/// Constraints: at most 5 characters.
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
pub struct ShortOrLowerAnyVariant1(String);
impl ShortOrLowerAnyVariant1 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
::oapigen_runtime::newtype!(string ShortOrLowerAnyVariant1);
::oapigen_runtime::validate_json!(
    ShortOrLowerAnyVariant1, super::schema::SCHEMAS, super::schema::SLOTS, 13
);
/// Constraints: matching `^[a-z]+$`.
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
pub struct ShortOrLowerAnyVariant2(String);
impl ShortOrLowerAnyVariant2 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
            "^[a-z]+$",
        );
        ::oapigen_runtime::check::pattern(out, path, value, &PATTERN);
    }
}
::oapigen_runtime::newtype!(string ShortOrLowerAnyVariant2);
::oapigen_runtime::validate_json!(
    ShortOrLowerAnyVariant2, super::schema::SCHEMAS, super::schema::SLOTS, 14
);
/// `required` on readOnly `id` holds in responses only, on writeOnly `password` in requests only.
///
/// Rules checked by `validate()`:
/// - `password` must be given in requests (write-only: responses leave it out).
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct Account {
    /// Read-only: set by the server.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: Option<i64>,
    /// Constraints: at least 1 characters.
    pub login: AccountLogin,
    /// Constraints: at least 8 characters.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub password: Option<AccountPassword>,
}
impl<'de> ::serde::Deserialize<'de> for Account {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            id: object.optional("id")?,
            login: object.required("login")?,
            password: object.optional_secret("password")?,
        })
    }
}
impl ::std::fmt::Debug for Account {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("Account")
            .field("id", &self.id)
            .field("login", &self.login)
            .field("password", &::oapigen_runtime::Redacted)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for Account {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.login, &path.key("login"), out);
        out.sensitive(|out| ::oapigen_runtime::Validate::validate_at(
            &self.password,
            &path.key("password"),
            out,
        ));
        ::oapigen_runtime::check::required_present(
            out,
            path,
            "password",
            self.password.is_some(),
        );
    }
}
/// Builder for [`Account`](struct@Account): set members, then [`build`](AccountBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct AccountBuilder {
    id: Option<i64>,
    login: Option<AccountLogin>,
    password: Option<AccountPassword>,
}
impl ::std::fmt::Debug for AccountBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("AccountBuilder")
            .field("id", &self.id)
            .field("login", &self.login)
            .field("password", &::oapigen_runtime::Redacted)
            .finish()
    }
}
impl Account {
    /// A builder for [`Account`](struct@Account).
    pub fn builder() -> AccountBuilder {
        <AccountBuilder as Default>::default()
    }
}
impl AccountBuilder {
    /// Read-only: set by the server.
    pub fn id(mut self, value: impl Into<i64>) -> Self {
        self.id = Some(value.into());
        self
    }
    pub fn login(mut self, value: impl Into<AccountLogin>) -> Self {
        self.login = Some(value.into());
        self
    }
    pub fn password(mut self, value: impl Into<AccountPassword>) -> Self {
        self.password = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Account, ::oapigen_runtime::ValidationErrors> {
        match (self.login,) {
            (Some(login),) => {
                let value = Account {
                    id: self.id,
                    login,
                    password: self.password,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (login,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("login", login.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Account, super::schema::SCHEMAS, super::schema::SLOTS, 15
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
pub struct AccountLogin(String);
impl AccountLogin {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
    }
}
::oapigen_runtime::newtype!(string AccountLogin);
::oapigen_runtime::validate_json!(
    AccountLogin, super::schema::SCHEMAS, super::schema::SLOTS, 16
);
/// Constraints: at least 8 characters.
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
pub struct AccountPassword(String);
impl AccountPassword {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 8u64);
    }
}
::oapigen_runtime::newtype!(string AccountPassword);
::oapigen_runtime::validate_json!(
    AccountPassword, super::schema::SCHEMAS, super::schema::SLOTS, 17
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Problem {
    /// Constraints: one of `400`, `404`, `500`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub code: Option<ProblemCode>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub detail: Option<String>,
    /// Constraints: at least 1 entries.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub meta: Option<::std::collections::BTreeMap<String, i64>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub extra: Option<::serde_json::Value>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub either: Option<ProblemEither>,
    /// Default: `"v1"`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub version: Option<ProblemVersion>,
}
impl<'de> ::serde::Deserialize<'de> for Problem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            code: object.optional("code")?,
            detail: object.optional("detail")?,
            meta: object.optional("meta")?,
            extra: object.optional("extra")?,
            either: object.optional("either")?,
            version: object.optional("version")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Problem {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.code, &path.key("code"), out);
        'field: {
            let Some(v) = &self.meta else {
                break 'field;
            };
            let p = &path.key("meta");
            ::oapigen_runtime::check::min_properties(out, p, v.len(), 1u64);
        }
        ::oapigen_runtime::Validate::validate_at(&self.either, &path.key("either"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.version,
            &path.key("version"),
            out,
        );
    }
}
::oapigen_runtime::validate_json!(
    Problem, super::schema::SCHEMAS, super::schema::SLOTS, 18
);
/// Constraints: one of `400`, `404`, `500`.
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
pub struct ProblemCode(i64);
impl ProblemCode {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        if ![400, 404, 500].contains(&value) {
            out.push(
                path,
                "enum",
                "must be one of: 400, 404, 500",
                || value.to_string(),
            );
        }
    }
}
::oapigen_runtime::newtype!(copy ProblemCode(i64));
::oapigen_runtime::validate_json!(
    ProblemCode, super::schema::SCHEMAS, super::schema::SLOTS, 19
);
/// Constraints: at most 2 characters.
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
pub struct ProblemEitherVariant1(String);
impl ProblemEitherVariant1 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 2u64);
    }
}
::oapigen_runtime::newtype!(string ProblemEitherVariant1);
::oapigen_runtime::validate_json!(
    ProblemEitherVariant1, super::schema::SCHEMAS, super::schema::SLOTS, 20
);
/// Any of the alternatives (decoding takes the first that is valid, else the first that decodes).
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
#[serde(untagged)]
pub enum ProblemEither {
    Variant1(ProblemEitherVariant1),
    Integer(i64),
}
impl<'de> ::serde::Deserialize<'de> for ProblemEither {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = None;
        if let Ok(v) = ::serde_json::from_value::<ProblemEitherVariant1>(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let Ok(v) = ::serde_json::from_value::<i64>(value.clone()) {
            let candidate = Self::Integer(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        first
            .ok_or_else(|| ::serde::de::Error::custom(
                "data did not match any variant of untagged enum ProblemEither",
            ))
    }
}
impl ProblemEither {
    /// The checks of the alternative this value holds.
    fn check_variant(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Variant1(value) => {
                ::oapigen_runtime::Validate::validate_at(value, path, out);
            }
            Self::Integer(_) => {}
        }
    }
    /// Whether the value is valid as the alternative it holds.
    fn holds_valid_variant(&self) -> bool {
        let mut out = ::oapigen_runtime::Violations::new();
        self.check_variant(&::oapigen_runtime::Path::ROOT, &mut out);
        out.is_empty()
    }
}
impl ::oapigen_runtime::Validate for ProblemEither {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        self.check_variant(path, out);
    }
}
::oapigen_runtime::validate_json!(
    ProblemEither, super::schema::SCHEMAS, super::schema::SLOTS, 21
);
/// Default: `"v1"`.
#[derive(
    Clone,
    Debug,
    Default,
    PartialEq,
    Eq,
    Hash,
    PartialOrd,
    Ord,
    ::serde::Deserialize
)]
#[serde(from = "::std::string::String")]
pub enum ProblemVersion {
    /// `v1`
    #[default]
    V1,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(String),
}
::oapigen_runtime::string_enum!(ProblemVersion, [V1], ["v1"]);
::oapigen_runtime::validate_json!(
    ProblemVersion, super::schema::SCHEMAS, super::schema::SLOTS, 22
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Tree {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub value: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub left: Option<Box<Tree>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub right: Option<Box<Tree>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub children: Option<Vec<Tree>>,
}
impl<'de> ::serde::Deserialize<'de> for Tree {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            value: object.optional("value")?,
            left: object.optional("left")?,
            right: object.optional("right")?,
            children: object.optional("children")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Tree {}
/// Builder for [`Tree`](struct@Tree): set members, then [`build`](TreeBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct TreeBuilder {
    value: Option<String>,
    left: Option<Box<Tree>>,
    right: Option<Box<Tree>>,
    children: Option<Vec<Tree>>,
}
impl Tree {
    /// A builder for [`Tree`](struct@Tree).
    pub fn builder() -> TreeBuilder {
        <TreeBuilder as Default>::default()
    }
}
impl TreeBuilder {
    pub fn value(mut self, value: impl Into<String>) -> Self {
        self.value = Some(value.into());
        self
    }
    pub fn left(mut self, value: impl Into<Tree>) -> Self {
        self.left = Some(Box::new(value.into()));
        self
    }
    pub fn right(mut self, value: impl Into<Tree>) -> Self {
        self.right = Some(Box::new(value.into()));
        self
    }
    pub fn children(mut self, value: impl Into<Vec<Tree>>) -> Self {
        self.children = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Tree, ::oapigen_runtime::ValidationErrors> {
        let value = Tree {
            value: self.value,
            left: self.left,
            right: self.right,
            children: self.children,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    Tree, super::schema::SCHEMAS, super::schema::SLOTS, 23
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
pub struct GetPetsIdId(i32);
impl GetPetsIdId {
    fn check(
        value: i32,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, i64::from(value), 1i64);
    }
}
::oapigen_runtime::newtype!(copy GetPetsIdId(i32));
::oapigen_runtime::validate_json!(
    GetPetsIdId, super::schema::SCHEMAS, super::schema::SLOTS, 24
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
