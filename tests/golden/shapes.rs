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
        ) -> ::std::option::Option<Self> {
            body.decode().map(|b| Self::Other(status, b))
        }
    }
    /// Request builder for `get /pets/{id}` (GET `/pets/{id}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetPetsId<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        id: ::std::option::Option<types::GetPetsIdId>,
        tags: ::std::option::Option<::std::vec::Vec<::std::string::String>>,
        x_trace: ::std::option::Option<::std::string::String>,
        session: ::std::option::Option<::std::string::String>,
    }
    impl<'a> GetPetsId<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                id: ::std::option::Option::None,
                tags: ::std::option::Option::None,
                x_trace: ::std::option::Option::None,
                session: ::std::option::Option::None,
            }
        }
        /// `id` (path parameter, required).
        pub fn id(mut self, value: types::GetPetsIdId) -> Self {
            self.id = ::std::option::Option::Some(value);
            self
        }
        /// `tags` (query parameter).
        pub fn tags(
            mut self,
            value: impl ::std::convert::Into<::std::vec::Vec<::std::string::String>>,
        ) -> Self {
            self.tags = ::std::option::Option::Some(value.into());
            self
        }
        /// `X-Trace` (header parameter).
        pub fn x_trace(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.x_trace = ::std::option::Option::Some(value.into());
            self
        }
        /// `session` (cookie parameter).
        pub fn session(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.session = ::std::option::Option::Some(value.into());
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
                if let ::std::option::Option::Some(v) = &param_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
            }
            violations.into_result()?;
            let (::std::option::Option::Some(param_id),) = (param_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "get /pets/{id}",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/pets/{id}",
                format!("/pets/{}", ::oapigen_runtime::encode_path_segment(& param_id)),
            );
            'param: {
                let ::std::option::Option::Some(v) = &param_tags else {
                    break 'param;
                };
                for item in v.iter() {
                    request = request.query("tags", item);
                }
            }
            'param: {
                let ::std::option::Option::Some(v) = &param_x_trace else {
                    break 'param;
                };
                request.headers.push(("X-Trace", v.to_string()));
            }
            'param: {
                let ::std::option::Option::Some(v) = &param_session else {
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
            Output = ::std::result::Result<types::Pet, ::oapigen_runtime::Error>,
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
        id: ::std::option::Option<types::GetPetsIdId>,
        body: ::std::option::Option<types::Pet>,
    }
    impl<'a> ReplacePet<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                id: ::std::option::Option::None,
                body: ::std::option::Option::None,
            }
        }
        /// `id` (path parameter, required).
        pub fn id(mut self, value: types::GetPetsIdId) -> Self {
            self.id = ::std::option::Option::Some(value);
            self
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Pet) -> Self {
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
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let ::std::option::Option::Some(v) = &param_id {
                    let base = ::oapigen_runtime::Path::ROOT.key("$path");
                    let p = &base.key("id");
                    ::oapigen_runtime::Validate::validate_at(v, p, out);
                }
                if let ::std::option::Option::Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
                ::oapigen_runtime::check::required_present(
                    out,
                    &::oapigen_runtime::Path::ROOT,
                    "$body",
                    self.body.is_some(),
                );
            }
            violations.into_result()?;
            let (::std::option::Option::Some(param_id),) = (param_id,) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "replacePet",
                ::oapigen_runtime::reexports::reqwest::Method::PUT,
                "/pets/{id}",
                format!("/pets/{}", ::oapigen_runtime::encode_path_segment(& param_id)),
            );
            if let ::std::option::Option::Some(body) = &self.body {
                request = request.json_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = ::std::result::Result<(), ::oapigen_runtime::Error>,
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
        ) -> ::std::option::Option<Self> {
            match status {
                409 => body.decode().map(Self::Conflict),
                503 => ::std::option::Option::Some(Self::ServiceUnavailable),
                status @ 400..=499 => body.decode().map(|b| Self::ClientError(status, b)),
                _ => ::std::option::Option::None,
            }
        }
    }
    /// Request builder for `createAccount` (POST `/accounts`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateAccount<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: ::std::option::Option<types::Account>,
    }
    impl<'a> CreateAccount<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: ::std::option::Option::None,
            }
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Account) -> Self {
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
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let ::std::option::Option::Some(body) = &self.body {
                    let root = &::oapigen_runtime::Path::ROOT;
                    ::oapigen_runtime::Validate::validate_at(body, root, out);
                }
                ::oapigen_runtime::check::required_present(
                    out,
                    &::oapigen_runtime::Path::ROOT,
                    "$body",
                    self.body.is_some(),
                );
            }
            violations.into_result()?;
            let mut request = ::oapigen_runtime::Request::new(
                "createAccount",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/accounts",
                ::std::string::String::from("/accounts"),
            );
            if let ::std::option::Option::Some(body) = &self.body {
                request = request.json_body(body)?;
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = ::std::result::Result<types::Account, ::oapigen_runtime::Error>,
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
        body: ::std::option::Option<::std::vec::Vec<u8>>,
    }
    impl<'a> PostBlobs<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: ::std::option::Option::None,
            }
        }
        /// The request body.
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
            let mut request = ::oapigen_runtime::Request::new(
                "post /blobs",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/blobs",
                ::std::string::String::from("/blobs"),
            );
            if let ::std::option::Option::Some(body) = &self.body {
                request.body = ::std::option::Option::Some(::oapigen_runtime::Body::Bytes {
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
            Output = ::std::result::Result<
                ::std::string::String,
                ::oapigen_runtime::Error,
            >,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| Ok(response.text()))
        }
    }
}
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
    ) -> ::std::result::Result<S::Ok, S::Error> {
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
    ) -> ::std::result::Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        match value.get("kind").and_then(::serde_json::Value::as_str) {
            ::std::option::Option::Some("cat") => {
                ::serde_json::from_value(value)
                    .map(Self::Cat)
                    .map_err(::serde::de::Error::custom)
            }
            ::std::option::Option::Some("dog") => {
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
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Cat {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: ::std::option::Option<::oapigen_runtime::Date>,
    pub kind: CatKind,
    /// Constraints: at least 0, less than 9, a multiple of 1.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub lives: ::std::option::Option<CatLives>,
}
impl<'de> ::serde::Deserialize<'de> for Cat {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
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
/// Builder for [`Cat`]: set members, then [`build`](CatBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct CatBuilder {
    name: ::std::option::Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    born: ::std::option::Option<::oapigen_runtime::Date>,
    kind: ::std::option::Option<CatKind>,
    lives: ::std::option::Option<CatLives>,
}
impl ::std::fmt::Debug for CatBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("CatBuilder")
            .field("name", &self.name)
            .field("nickname", &self.nickname)
            .field("born", &self.born)
            .field("kind", &self.kind)
            .field("lives", &self.lives)
            .finish()
    }
}
impl Cat {
    /// A builder for [`Cat`].
    pub fn builder() -> CatBuilder {
        <CatBuilder as ::std::default::Default>::default()
    }
}
impl CatBuilder {
    pub fn name(mut self, value: impl ::std::convert::Into<BaseName>) -> Self {
        self.name = ::std::option::Option::Some(value.into());
        self
    }
    pub fn nickname(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(
        mut self,
        value: impl ::std::convert::Into<::oapigen_runtime::Date>,
    ) -> Self {
        self.born = ::std::option::Option::Some(value.into());
        self
    }
    pub fn kind(mut self, value: impl ::std::convert::Into<CatKind>) -> Self {
        self.kind = ::std::option::Option::Some(value.into());
        self
    }
    pub fn lives(mut self, value: impl ::std::convert::Into<CatLives>) -> Self {
        self.lives = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Cat, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (::std::option::Option::Some(name),) => {
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
                    ::oapigen_runtime::ValidationErrors::missing(
                        &[(&::oapigen_runtime::Path::ROOT, "name", name.is_some())],
                    ),
                )
            }
        }
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Base {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: ::std::option::Option<::oapigen_runtime::Date>,
}
impl<'de> ::serde::Deserialize<'de> for Base {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
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
/// Builder for [`Base`]: set members, then [`build`](BaseBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct BaseBuilder {
    name: ::std::option::Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    born: ::std::option::Option<::oapigen_runtime::Date>,
}
impl ::std::fmt::Debug for BaseBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("BaseBuilder")
            .field("name", &self.name)
            .field("nickname", &self.nickname)
            .field("born", &self.born)
            .finish()
    }
}
impl Base {
    /// A builder for [`Base`].
    pub fn builder() -> BaseBuilder {
        <BaseBuilder as ::std::default::Default>::default()
    }
}
impl BaseBuilder {
    pub fn name(mut self, value: impl ::std::convert::Into<BaseName>) -> Self {
        self.name = ::std::option::Option::Some(value.into());
        self
    }
    pub fn nickname(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(
        mut self,
        value: impl ::std::convert::Into<::oapigen_runtime::Date>,
    ) -> Self {
        self.born = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Base, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (::std::option::Option::Some(name),) => {
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
                    ::oapigen_runtime::ValidationErrors::missing(
                        &[(&::oapigen_runtime::Path::ROOT, "name", name.is_some())],
                    ),
                )
            }
        }
    }
}
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
pub struct BaseName(::std::string::String);
impl BaseName {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for BaseName {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<BaseName> for ::std::string::String {
    fn from(value: BaseName) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for BaseName {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for BaseName {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for BaseName {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for BaseName {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for BaseName {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for BaseName {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for BaseName {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
    Unknown(::std::string::String),
}
impl CatKind {
    /// Every value the API documents.
    pub const VALUES: &'static [&'static str] = &["cat"];
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Cat => "cat",
            Self::Unknown(other) => other.as_str(),
        }
    }
}
impl ::std::convert::From<::std::string::String> for CatKind {
    fn from(value: ::std::string::String) -> Self {
        match value.as_str() {
            "cat" => Self::Cat,
            _ => Self::Unknown(value),
        }
    }
}
impl ::std::str::FromStr for CatKind {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        let parsed = Self::from(value.to_string());
        ::oapigen_runtime::Validate::validate(&parsed)?;
        Ok(parsed)
    }
}
impl ::std::fmt::Display for CatKind {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for CatKind {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl ::oapigen_runtime::Validate for CatKind {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        if let Self::Unknown(value) = self {
            ::oapigen_runtime::check::enum_unknown(out, path, value, Self::VALUES);
        }
    }
}
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
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: i64,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: i64 = value;
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn get(&self) -> i64 {
        self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> i64 {
        self.0
    }
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
impl ::std::convert::TryFrom<i64> for CatLives {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: i64) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<CatLives> for i64 {
    fn from(value: CatLives) -> Self {
        value.0
    }
}
impl ::std::fmt::Display for CatLives {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for CatLives {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for CatLives {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0, path, out);
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Dog {
    /// Constraints: at least 1 characters.
    pub name: BaseName,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    /// Format: `date`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub born: ::std::option::Option<::oapigen_runtime::Date>,
    pub kind: DogKind,
    /// Constraints: greater than 0, at most 120.5.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub weight: ::std::option::Option<DogWeight>,
    /// Constraints: at most 3 items, items unique.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub friends: ::std::option::Option<::std::vec::Vec<Pet>>,
}
impl<'de> ::serde::Deserialize<'de> for Dog {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
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
            let ::std::option::Option::Some(v) = &self.friends else {
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
/// Builder for [`Dog`]: set members, then [`build`](DogBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct DogBuilder {
    name: ::std::option::Option<BaseName>,
    nickname: ::oapigen_runtime::Nullable<::std::string::String>,
    born: ::std::option::Option<::oapigen_runtime::Date>,
    kind: ::std::option::Option<DogKind>,
    weight: ::std::option::Option<DogWeight>,
    friends: ::std::option::Option<::std::vec::Vec<Pet>>,
}
impl ::std::fmt::Debug for DogBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("DogBuilder")
            .field("name", &self.name)
            .field("nickname", &self.nickname)
            .field("born", &self.born)
            .field("kind", &self.kind)
            .field("weight", &self.weight)
            .field("friends", &self.friends)
            .finish()
    }
}
impl Dog {
    /// A builder for [`Dog`].
    pub fn builder() -> DogBuilder {
        <DogBuilder as ::std::default::Default>::default()
    }
}
impl DogBuilder {
    pub fn name(mut self, value: impl ::std::convert::Into<BaseName>) -> Self {
        self.name = ::std::option::Option::Some(value.into());
        self
    }
    pub fn nickname(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `nickname` as JSON `null`.
    pub fn nickname_null(mut self) -> Self {
        self.nickname = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn born(
        mut self,
        value: impl ::std::convert::Into<::oapigen_runtime::Date>,
    ) -> Self {
        self.born = ::std::option::Option::Some(value.into());
        self
    }
    pub fn kind(mut self, value: impl ::std::convert::Into<DogKind>) -> Self {
        self.kind = ::std::option::Option::Some(value.into());
        self
    }
    pub fn weight(mut self, value: impl ::std::convert::Into<DogWeight>) -> Self {
        self.weight = ::std::option::Option::Some(value.into());
        self
    }
    pub fn friends(
        mut self,
        value: impl ::std::convert::Into<::std::vec::Vec<Pet>>,
    ) -> Self {
        self.friends = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Dog, ::oapigen_runtime::ValidationErrors> {
        match (self.name,) {
            (::std::option::Option::Some(name),) => {
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
                    ::oapigen_runtime::ValidationErrors::missing(
                        &[(&::oapigen_runtime::Path::ROOT, "name", name.is_some())],
                    ),
                )
            }
        }
    }
}
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
    Unknown(::std::string::String),
}
impl DogKind {
    /// Every value the API documents.
    pub const VALUES: &'static [&'static str] = &["dog"];
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Dog => "dog",
            Self::Unknown(other) => other.as_str(),
        }
    }
}
impl ::std::convert::From<::std::string::String> for DogKind {
    fn from(value: ::std::string::String) -> Self {
        match value.as_str() {
            "dog" => Self::Dog,
            _ => Self::Unknown(value),
        }
    }
}
impl ::std::str::FromStr for DogKind {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        let parsed = Self::from(value.to_string());
        ::oapigen_runtime::Validate::validate(&parsed)?;
        Ok(parsed)
    }
}
impl ::std::fmt::Display for DogKind {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for DogKind {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl ::oapigen_runtime::Validate for DogKind {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        if let Self::Unknown(value) = self {
            ::oapigen_runtime::check::enum_unknown(out, path, value, Self::VALUES);
        }
    }
}
/// Constraints: greater than 0, at most 120.5.
#[derive(Clone, PartialEq, PartialOrd, Copy, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct DogWeight(f64);
impl DogWeight {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: f64,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: f64 = value;
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn get(&self) -> f64 {
        self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> f64 {
        self.0
    }
    fn check(
        value: f64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::maximum_f(out, path, value, 120.5f64);
        ::oapigen_runtime::check::exclusive_minimum_f(out, path, value, 0f64);
    }
}
impl ::std::convert::TryFrom<f64> for DogWeight {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: f64) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<DogWeight> for f64 {
    fn from(value: DogWeight) -> Self {
        value.0
    }
}
impl ::std::fmt::Display for DogWeight {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for DogWeight {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for DogWeight {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0, path, out);
    }
}
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
    ) -> ::std::result::Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = ::std::option::Option::None;
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            ShortOrLowerVariant1,
        >(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            ShortOrLowerVariant2,
        >(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
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
pub struct ShortOrLowerVariant1(::std::string::String);
impl ShortOrLowerVariant1 {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ShortOrLowerVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ShortOrLowerVariant1> for ::std::string::String {
    fn from(value: ShortOrLowerVariant1) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for ShortOrLowerVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for ShortOrLowerVariant1 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for ShortOrLowerVariant1 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for ShortOrLowerVariant1 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for ShortOrLowerVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ShortOrLowerVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ShortOrLowerVariant1 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
pub struct ShortOrLowerVariant2(::std::string::String);
impl ShortOrLowerVariant2 {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
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
impl ::std::convert::TryFrom<::std::string::String> for ShortOrLowerVariant2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ShortOrLowerVariant2> for ::std::string::String {
    fn from(value: ShortOrLowerVariant2) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for ShortOrLowerVariant2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for ShortOrLowerVariant2 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for ShortOrLowerVariant2 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for ShortOrLowerVariant2 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for ShortOrLowerVariant2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ShortOrLowerVariant2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ShortOrLowerVariant2 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
    ) -> ::std::result::Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = ::std::option::Option::None;
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            ShortOrLowerAnyVariant1,
        >(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            ShortOrLowerAnyVariant2,
        >(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
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
pub struct ShortOrLowerAnyVariant1(::std::string::String);
impl ShortOrLowerAnyVariant1 {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ShortOrLowerAnyVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ShortOrLowerAnyVariant1> for ::std::string::String {
    fn from(value: ShortOrLowerAnyVariant1) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for ShortOrLowerAnyVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for ShortOrLowerAnyVariant1 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for ShortOrLowerAnyVariant1 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for ShortOrLowerAnyVariant1 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for ShortOrLowerAnyVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ShortOrLowerAnyVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ShortOrLowerAnyVariant1 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
pub struct ShortOrLowerAnyVariant2(::std::string::String);
impl ShortOrLowerAnyVariant2 {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
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
impl ::std::convert::TryFrom<::std::string::String> for ShortOrLowerAnyVariant2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ShortOrLowerAnyVariant2> for ::std::string::String {
    fn from(value: ShortOrLowerAnyVariant2) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for ShortOrLowerAnyVariant2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for ShortOrLowerAnyVariant2 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for ShortOrLowerAnyVariant2 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for ShortOrLowerAnyVariant2 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for ShortOrLowerAnyVariant2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ShortOrLowerAnyVariant2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ShortOrLowerAnyVariant2 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
/// `required` on readOnly `id` holds in responses only, on writeOnly `password` in requests only.
///
/// Rules checked by `validate()`:
/// - `password` must be given in requests (write-only: responses leave it out).
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct Account {
    /// Read-only: set by the server.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub id: ::std::option::Option<i64>,
    /// Constraints: at least 1 characters.
    pub login: AccountLogin,
    /// Constraints: at least 8 characters.
    ///
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub password: ::std::option::Option<AccountPassword>,
}
impl<'de> ::serde::Deserialize<'de> for Account {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
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
/// Builder for [`Account`]: set members, then [`build`](AccountBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct AccountBuilder {
    id: ::std::option::Option<i64>,
    login: ::std::option::Option<AccountLogin>,
    password: ::std::option::Option<AccountPassword>,
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
    /// A builder for [`Account`].
    pub fn builder() -> AccountBuilder {
        <AccountBuilder as ::std::default::Default>::default()
    }
}
impl AccountBuilder {
    /// Read-only: set by the server.
    pub fn id(mut self, value: impl ::std::convert::Into<i64>) -> Self {
        self.id = ::std::option::Option::Some(value.into());
        self
    }
    pub fn login(mut self, value: impl ::std::convert::Into<AccountLogin>) -> Self {
        self.login = ::std::option::Option::Some(value.into());
        self
    }
    pub fn password(
        mut self,
        value: impl ::std::convert::Into<AccountPassword>,
    ) -> Self {
        self.password = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Account, ::oapigen_runtime::ValidationErrors> {
        match (self.login,) {
            (::std::option::Option::Some(login),) => {
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
                    ::oapigen_runtime::ValidationErrors::missing(
                        &[(&::oapigen_runtime::Path::ROOT, "login", login.is_some())],
                    ),
                )
            }
        }
    }
}
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
pub struct AccountLogin(::std::string::String);
impl AccountLogin {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AccountLogin {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<AccountLogin> for ::std::string::String {
    fn from(value: AccountLogin) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for AccountLogin {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for AccountLogin {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for AccountLogin {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for AccountLogin {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for AccountLogin {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for AccountLogin {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for AccountLogin {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
pub struct AccountPassword(::std::string::String);
impl AccountPassword {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 8u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for AccountPassword {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<AccountPassword> for ::std::string::String {
    fn from(value: AccountPassword) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for AccountPassword {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for AccountPassword {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for AccountPassword {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for AccountPassword {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for AccountPassword {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for AccountPassword {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for AccountPassword {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Problem {
    /// Constraints: one of `400`, `404`, `500`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub code: ::std::option::Option<ProblemCode>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub detail: ::std::option::Option<::std::string::String>,
    /// Constraints: at least 1 entries.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub meta: ::std::option::Option<
        ::std::collections::BTreeMap<::std::string::String, i64>,
    >,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub extra: ::std::option::Option<::serde_json::Value>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub either: ::std::option::Option<ProblemEither>,
    /// Default: `"v1"`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub version: ::std::option::Option<ProblemVersion>,
}
impl<'de> ::serde::Deserialize<'de> for Problem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
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
            let ::std::option::Option::Some(v) = &self.meta else {
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
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: i64,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: i64 = value;
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn get(&self) -> i64 {
        self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> i64 {
        self.0
    }
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
impl ::std::convert::TryFrom<i64> for ProblemCode {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: i64) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ProblemCode> for i64 {
    fn from(value: ProblemCode) -> Self {
        value.0
    }
}
impl ::std::fmt::Display for ProblemCode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ProblemCode {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ProblemCode {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0, path, out);
    }
}
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
pub struct ProblemEitherVariant1(::std::string::String);
impl ProblemEitherVariant1 {
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: ::std::string::String = value.into();
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(&value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> ::std::string::String {
        self.0
    }
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 2u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for ProblemEitherVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<ProblemEitherVariant1> for ::std::string::String {
    fn from(value: ProblemEitherVariant1) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for ProblemEitherVariant1 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for ProblemEitherVariant1 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for ProblemEitherVariant1 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for ProblemEitherVariant1 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for ProblemEitherVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for ProblemEitherVariant1 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for ProblemEitherVariant1 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
    ) -> ::std::result::Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = ::std::option::Option::None;
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            ProblemEitherVariant1,
        >(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let ::std::result::Result::Ok(v) = ::serde_json::from_value::<
            i64,
        >(value.clone()) {
            let candidate = Self::Integer(v);
            if candidate.holds_valid_variant() {
                return ::std::result::Result::Ok(candidate);
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
    Unknown(::std::string::String),
}
impl ProblemVersion {
    /// Every value the API documents.
    pub const VALUES: &'static [&'static str] = &["v1"];
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::V1 => "v1",
            Self::Unknown(other) => other.as_str(),
        }
    }
}
impl ::std::convert::From<::std::string::String> for ProblemVersion {
    fn from(value: ::std::string::String) -> Self {
        match value.as_str() {
            "v1" => Self::V1,
            _ => Self::Unknown(value),
        }
    }
}
impl ::std::str::FromStr for ProblemVersion {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        let parsed = Self::from(value.to_string());
        ::oapigen_runtime::Validate::validate(&parsed)?;
        Ok(parsed)
    }
}
impl ::std::fmt::Display for ProblemVersion {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for ProblemVersion {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl ::oapigen_runtime::Validate for ProblemVersion {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        if let Self::Unknown(value) = self {
            ::oapigen_runtime::check::enum_unknown(out, path, value, Self::VALUES);
        }
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Tree {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub value: ::std::option::Option<::std::string::String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub left: ::std::option::Option<::std::boxed::Box<Tree>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub right: ::std::option::Option<::std::boxed::Box<Tree>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub children: ::std::option::Option<::std::vec::Vec<Tree>>,
}
impl<'de> ::serde::Deserialize<'de> for Tree {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            value: object.optional("value")?,
            left: object.optional("left")?,
            right: object.optional("right")?,
            children: object.optional("children")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Tree {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
/// Builder for [`Tree`]: set members, then [`build`](TreeBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct TreeBuilder {
    value: ::std::option::Option<::std::string::String>,
    left: ::std::option::Option<::std::boxed::Box<Tree>>,
    right: ::std::option::Option<::std::boxed::Box<Tree>>,
    children: ::std::option::Option<::std::vec::Vec<Tree>>,
}
impl ::std::fmt::Debug for TreeBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("TreeBuilder")
            .field("value", &self.value)
            .field("left", &self.left)
            .field("right", &self.right)
            .field("children", &self.children)
            .finish()
    }
}
impl Tree {
    /// A builder for [`Tree`].
    pub fn builder() -> TreeBuilder {
        <TreeBuilder as ::std::default::Default>::default()
    }
}
impl TreeBuilder {
    pub fn value(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.value = ::std::option::Option::Some(value.into());
        self
    }
    pub fn left(mut self, value: impl ::std::convert::Into<Tree>) -> Self {
        self.left = ::std::option::Option::Some(::std::boxed::Box::new(value.into()));
        self
    }
    pub fn right(mut self, value: impl ::std::convert::Into<Tree>) -> Self {
        self.right = ::std::option::Option::Some(::std::boxed::Box::new(value.into()));
        self
    }
    pub fn children(
        mut self,
        value: impl ::std::convert::Into<::std::vec::Vec<Tree>>,
    ) -> Self {
        self.children = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Tree, ::oapigen_runtime::ValidationErrors> {
        let value = Tree {
            value: self.value,
            left: self.left,
            right: self.right,
            children: self.children,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
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
    /// Checks every constraint and wraps the value.
    pub fn new(
        value: i32,
    ) -> ::std::result::Result<Self, ::oapigen_runtime::ValidationErrors> {
        let value: i32 = value;
        let mut out = ::oapigen_runtime::Violations::new();
        Self::check(value, &::oapigen_runtime::Path::ROOT, &mut out);
        out.into_result()?;
        Ok(Self(value))
    }
    /// The value.
    pub fn get(&self) -> i32 {
        self.0
    }
    /// The value, unwrapped.
    pub fn into_inner(self) -> i32 {
        self.0
    }
    fn check(
        value: i32,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, i64::from(value), 1i64);
    }
}
impl ::std::convert::TryFrom<i32> for GetPetsIdId {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: i32) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<GetPetsIdId> for i32 {
    fn from(value: GetPetsIdId) -> Self {
        value.0
    }
}
impl ::std::fmt::Display for GetPetsIdId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for GetPetsIdId {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for GetPetsIdId {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0, path, out);
    }
}
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
