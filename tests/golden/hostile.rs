/// The API client: one method per operation, each returning a request builder.
pub mod client {
/// Client for Hostile */ names #\[ and `texts` 1.
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
    /// Get a thing */ #\[
    ///
    /// `GET /things/{type}/{self}` (operation `get /things/{type}/{self}`).
    pub fn get_things_type_self(&self) -> builders::GetThingsTypeSelf<'_> {
        builders::GetThingsTypeSelf::new(self)
    }
    /// `POST /things/{type}/{self}` (operation `post /things/{type}/{self}`).
    pub fn post_things_type_self(&self) -> builders::PostThingsTypeSelf<'_> {
        builders::PostThingsTypeSelf::new(self)
    }
    /// `GET /match` (operation `match`).
    pub fn r#match(&self) -> builders::Match<'_> {
        builders::Match::new(self)
    }
    /// `GET /option` (operation `option`).
    pub fn option(&self) -> builders::Option<'_> {
        builders::Option::new(self)
    }
    /// `POST /result` (operation `result`).
    pub fn result(&self) -> builders::Result2<'_> {
        builders::Result2::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// Request builder for `get /things/{type}/{self}` (GET `/things/{type}/{self}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct GetThingsTypeSelf<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        r#type: ::std::option::Option<::std::string::String>,
        self_: ::std::option::Option<i64>,
        n1st: ::std::option::Option<::std::string::String>,
        foo_bar: ::std::option::Option<::std::string::String>,
        foo_bar2: ::std::option::Option<::std::string::String>,
        x_header: ::std::option::Option<::std::string::String>,
    }
    impl<'a> GetThingsTypeSelf<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                r#type: None,
                self_: None,
                n1st: None,
                foo_bar: None,
                foo_bar2: None,
                x_header: None,
            }
        }
        /// `type` (path parameter, required).
        pub fn r#type(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.r#type = Some(value.into());
            self
        }
        /// `self` (path parameter, required).
        pub fn self_(mut self, value: i64) -> Self {
            self.self_ = Some(value);
            self
        }
        /// `1st` (query parameter).
        pub fn n1st(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.n1st = Some(value.into());
            self
        }
        /// `fooBar` (query parameter).
        pub fn foo_bar(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.foo_bar = Some(value.into());
            self
        }
        /// `foo_bar` (query parameter).
        pub fn foo_bar2(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.foo_bar2 = Some(value.into());
            self
        }
        /// `X-Header` (header parameter).
        pub fn x_header(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.x_header = Some(value.into());
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
            let param_type = self.r#type.clone();
            let param_self_ = self.self_;
            let param_n1st = self.n1st.clone();
            let param_foo_bar = self.foo_bar.clone();
            let param_foo_bar2 = self.foo_bar2.clone();
            let param_x_header = self.x_header.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "type",
                param_type.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "self",
                param_self_.is_some(),
            );
            violations.into_result()?;
            let (Some(param_type), Some(param_self_)) = (param_type, param_self_) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "get /things/{type}/{self}",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/things/{type}/{self}",
                format!(
                    "/things/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_type),
                    ::oapigen_runtime::encode_path_segment(&param_self_),
                ),
            );
            'param: {
                let Some(v) = &param_n1st else {
                    break 'param;
                };
                request = request.query("1st", v);
            }
            'param: {
                let Some(v) = &param_foo_bar else {
                    break 'param;
                };
                request = request.query("fooBar", v);
            }
            'param: {
                let Some(v) = &param_foo_bar2 else {
                    break 'param;
                };
                request = request.query("foo_bar", v);
            }
            'param: {
                let Some(v) = &param_x_header else {
                    break 'param;
                };
                request.headers.push(("X-Header", v.to_string()));
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::SelfType, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(
                    self.build_request(),
                    |response| response.json("get /things/{type}/{self}"),
                )
        }
    }
    /// Request builder for `post /things/{type}/{self}` (POST `/things/{type}/{self}`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct PostThingsTypeSelf<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        r#type: ::std::option::Option<::std::string::String>,
        self_: ::std::option::Option<i64>,
    }
    impl<'a> PostThingsTypeSelf<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                r#type: None,
                self_: None,
            }
        }
        /// `type` (path parameter, required).
        pub fn r#type(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.r#type = Some(value.into());
            self
        }
        /// `self` (path parameter, required).
        pub fn self_(mut self, value: i64) -> Self {
            self.self_ = Some(value);
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
            let param_type = self.r#type.clone();
            let param_self_ = self.self_;
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            let path_params = ::oapigen_runtime::Path::ROOT.key("$path");
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "type",
                param_type.is_some(),
            );
            ::oapigen_runtime::check::required_present(
                out,
                &path_params,
                "self",
                param_self_.is_some(),
            );
            violations.into_result()?;
            let (Some(param_type), Some(param_self_)) = (param_type, param_self_) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                "post /things/{type}/{self}",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/things/{type}/{self}",
                format!(
                    "/things/{}/{}",
                    ::oapigen_runtime::encode_path_segment(&param_type),
                    ::oapigen_runtime::encode_path_segment(&param_self_),
                ),
            );
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
    /// The error responses of `match`, typed: `error.documented::<MatchError>()` on the operation's [`Error`](::oapigen_runtime::Error).
    #[derive(Debug, Clone, PartialEq)]
    pub enum MatchError {
        /// Any other error status: error
        Other(u16),
    }
    impl ::oapigen_runtime::DocumentedError for MatchError {
        const OPERATION_IDS: &'static [&'static str] = &["match"];
        fn from_api(
            status: u16,
            _body: &::oapigen_runtime::ApiErrorBody,
        ) -> ::std::option::Option<Self> {
            Some(Self::Other(status))
        }
    }
    /// Request builder for `match` (GET `/match`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Match<'a> {
        client: &'a super::Client,
        skip_validation: bool,
    }
    impl<'a> Match<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
            }
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
            let request = ::oapigen_runtime::Request::new(
                "match",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/match",
                ::std::string::String::from("/match"),
            );
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
    /// Request builder for `option` (GET `/option`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Option<'a> {
        client: &'a super::Client,
        skip_validation: bool,
    }
    impl<'a> Option<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
            }
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
            let request = ::oapigen_runtime::Request::new(
                "option",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/option",
                ::std::string::String::from("/option"),
            );
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::Default, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("option"))
        }
    }
    /// Request builder for `result` (POST `/result`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct Result2<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: ::std::option::Option<types::Default>,
    }
    impl<'a> Result2<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Default) -> Self {
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
                "result",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/result",
                ::std::string::String::from("/result"),
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
            "file:///oapigen/hostile.yaml",
            "{\"components\":{\"schemas\":{\"Box\":{\"type\":\"string\",\"enum\":[\"a\",\"b\"]},\"Client\":{\"type\":\"object\",\"properties\":{\"error\":{\"type\":\"string\"}}},\"Default\":{\"type\":\"object\",\"required\":[\"opt\"],\"properties\":{\"opt\":{\"$ref\":\"#/components/schemas/Option\"},\"list\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/components/schemas/Vec\"}},\"boxed\":{\"$ref\":\"#/components/schemas/Box\"},\"into\":{\"$ref\":\"#/components/schemas/Into\"},\"maybe\":{\"type\":[\"string\",\"null\"]}}},\"Error\":{\"type\":\"string\",\"maxLength\":3},\"Into\":{\"type\":\"number\",\"maximum\":3},\"Option\":{\"type\":\"string\",\"maxLength\":5},\"Result\":{\"type\":\"integer\",\"minimum\":0},\"Self\":{\"type\":\"string\",\"enum\":[\"\",\"a-b\",\"A_B\",\"1\",\"self\",\"Self\",\"unknown\",\"Unknown\",\"type\"]},\"String\":{\"type\":\"object\",\"properties\":{\"vec\":{\"type\":\"string\"}}},\"Vec\":{\"type\":\"integer\",\"minimum\":1},\"self\":{\"type\":\"object\",\"required\":[\"type\"],\"properties\":{\"type\":{\"type\":\"string\"},\"Self\":{\"type\":\"string\"},\"crate\":{\"type\":\"integer\"},\"super\":{\"type\":\"boolean\"},\"1st\":{\"type\":\"string\"},\"fooBar\":{\"type\":\"string\"},\"foo_bar\":{\"type\":\"string\"},\"\":{\"type\":\"string\"},\"café\":{\"type\":\"string\"},\"a-b c\":{\"type\":\"string\"},\"async\":{\"$ref\":\"#/components/schemas/Self\"},\"children\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/components/schemas/self\"}},\"parent\":{\"$ref\":\"#/components/schemas/self\"}}}}}}",
        ),
    ],
    &[],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 11] = [
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/self",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Self",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Client",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Error",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Result",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/String",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Option",
    ),
    ::oapigen_runtime::Slot::new("file:///oapigen/hostile.yaml#/components/schemas/Vec"),
    ::oapigen_runtime::Slot::new("file:///oapigen/hostile.yaml#/components/schemas/Box"),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Into",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/hostile.yaml#/components/schemas/Default",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
/// \*/ closes nothing; #!\[deny(warnings)\] does nothing
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct SelfType {
    pub r#type: ::std::string::String,
    #[serde(rename = "Self")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub self_: ::std::option::Option<::std::string::String>,
    #[serde(rename = "crate")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub crate_: ::std::option::Option<i64>,
    #[serde(rename = "super")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub super_: ::std::option::Option<bool>,
    #[serde(rename = "1st")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub n1st: ::std::option::Option<::std::string::String>,
    #[serde(rename = "fooBar")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub foo_bar: ::std::option::Option<::std::string::String>,
    #[serde(rename = "foo_bar")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub foo_bar2: ::std::option::Option<::std::string::String>,
    #[serde(rename = "")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub value: ::std::option::Option<::std::string::String>,
    #[serde(rename = "café")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub caf_ue9: ::std::option::Option<::std::string::String>,
    #[serde(rename = "a-b c")]
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub a_b_c: ::std::option::Option<::std::string::String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub r#async: ::std::option::Option<SelfType2>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub children: ::std::option::Option<::std::vec::Vec<SelfType>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub parent: ::std::option::Option<::std::boxed::Box<SelfType>>,
}
impl<'de> ::serde::Deserialize<'de> for SelfType {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            r#type: object.required("type")?,
            self_: object.optional("Self")?,
            crate_: object.optional("crate")?,
            super_: object.optional("super")?,
            n1st: object.optional("1st")?,
            foo_bar: object.optional("fooBar")?,
            foo_bar2: object.optional("foo_bar")?,
            value: object.optional("")?,
            caf_ue9: object.optional("café")?,
            a_b_c: object.optional("a-b c")?,
            r#async: object.optional("async")?,
            children: object.optional("children")?,
            parent: object.optional("parent")?,
        })
    }
}
impl ::oapigen_runtime::Validate for SelfType {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.r#async, &path.key("async"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.children,
            &path.key("children"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.parent, &path.key("parent"), out);
    }
}
::oapigen_runtime::validate_json!(
    SelfType, super::schema::SCHEMAS, super::schema::SLOTS, 0
);
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum SelfType2 {
    /// ``
    Empty,
    /// `a-b`
    AB,
    /// `A_B`
    AB2,
    /// `1`
    V1,
    /// `self`
    SelfType,
    /// `Self`
    SelfType2,
    /// `unknown`
    Unknown2,
    /// `Unknown`
    Unknown3,
    /// `type`
    Type,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(::std::string::String),
}
::oapigen_runtime::string_enum!(
    SelfType2, [Empty, AB, AB2, V1, SelfType, SelfType2, Unknown2, Unknown3, Type], ["",
    "a-b", "A_B", "1", "self", "Self", "unknown", "Unknown", "type"]
);
::oapigen_runtime::validate_json!(
    SelfType2, super::schema::SCHEMAS, super::schema::SLOTS, 1
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Client2 {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub error: ::std::option::Option<::std::string::String>,
}
impl<'de> ::serde::Deserialize<'de> for Client2 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            error: object.optional("error")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Client2 {}
/// Builder for [`Client2`](struct@Client2): set members, then [`build`](Client2Builder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct Client2Builder {
    error: ::std::option::Option<::std::string::String>,
}
impl Client2 {
    /// A builder for [`Client2`](struct@Client2).
    pub fn builder() -> Client2Builder {
        <Client2Builder as ::std::default::Default>::default()
    }
}
impl Client2Builder {
    pub fn error(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.error = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Client2, ::oapigen_runtime::ValidationErrors> {
        let value = Client2 { error: self.error };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    Client2, super::schema::SCHEMAS, super::schema::SLOTS, 2
);
/// Constraints: at most 3 characters.
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
pub struct Error2(::std::string::String);
impl Error2 {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 3u64);
    }
}
::oapigen_runtime::newtype!(string Error2);
::oapigen_runtime::validate_json!(
    Error2, super::schema::SCHEMAS, super::schema::SLOTS, 3
);
/// Constraints: at least 0.
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
pub struct Result2(i64);
impl Result2 {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
    }
}
::oapigen_runtime::newtype!(copy Result2(i64));
::oapigen_runtime::validate_json!(
    Result2, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct String {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vec: ::std::option::Option<::std::string::String>,
}
impl<'de> ::serde::Deserialize<'de> for String {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            vec: object.optional("vec")?,
        })
    }
}
impl ::oapigen_runtime::Validate for String {}
/// Builder for [`String`](struct@String): set members, then [`build`](StringBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct StringBuilder {
    vec: ::std::option::Option<::std::string::String>,
}
impl String {
    /// A builder for [`String`](struct@String).
    pub fn builder() -> StringBuilder {
        <StringBuilder as ::std::default::Default>::default()
    }
}
impl StringBuilder {
    pub fn vec(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.vec = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<String, ::oapigen_runtime::ValidationErrors> {
        let value = String { vec: self.vec };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    String, super::schema::SCHEMAS, super::schema::SLOTS, 5
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
pub struct Option(::std::string::String);
impl Option {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
::oapigen_runtime::newtype!(string Option);
::oapigen_runtime::validate_json!(
    Option, super::schema::SCHEMAS, super::schema::SLOTS, 6
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
pub struct Vec(i64);
impl Vec {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 1i64);
    }
}
::oapigen_runtime::newtype!(copy Vec(i64));
::oapigen_runtime::validate_json!(Vec, super::schema::SCHEMAS, super::schema::SLOTS, 7);
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize)]
#[serde(from = "::std::string::String")]
pub enum Box {
    /// `a`
    A,
    /// `b`
    B,
    /// A value this client does not know, kept as sent by the server (newer API
    /// versions may add values). `validate()` rejects it in requests.
    Unknown(::std::string::String),
}
::oapigen_runtime::string_enum!(Box, [A, B], ["a", "b"]);
::oapigen_runtime::validate_json!(Box, super::schema::SCHEMAS, super::schema::SLOTS, 8);
/// Constraints: at most 3.
#[derive(Clone, PartialEq, PartialOrd, Copy, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct Into(f64);
impl Into {
    fn check(
        value: f64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::maximum_f(out, path, value, 3f64);
    }
}
::oapigen_runtime::newtype!(copy Into(f64));
::oapigen_runtime::validate_json!(Into, super::schema::SCHEMAS, super::schema::SLOTS, 9);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Default {
    /// Constraints: at most 5 characters.
    pub opt: Option,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub list: ::std::option::Option<::std::vec::Vec<Vec>>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub boxed: ::std::option::Option<Box>,
    /// Constraints: at most 3.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub into: ::std::option::Option<Into>,
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub maybe: ::oapigen_runtime::Nullable<::std::string::String>,
}
impl<'de> ::serde::Deserialize<'de> for Default {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            opt: object.required("opt")?,
            list: object.optional("list")?,
            boxed: object.optional("boxed")?,
            into: object.optional("into")?,
            maybe: object.nullable("maybe")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Default {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.opt, &path.key("opt"), out);
        ::oapigen_runtime::Validate::validate_at(&self.list, &path.key("list"), out);
        ::oapigen_runtime::Validate::validate_at(&self.boxed, &path.key("boxed"), out);
        ::oapigen_runtime::Validate::validate_at(&self.into, &path.key("into"), out);
    }
}
/// Builder for [`Default`](struct@Default): set members, then [`build`](DefaultBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct DefaultBuilder {
    opt: ::std::option::Option<Option>,
    list: ::std::option::Option<::std::vec::Vec<Vec>>,
    boxed: ::std::option::Option<Box>,
    into: ::std::option::Option<Into>,
    maybe: ::oapigen_runtime::Nullable<::std::string::String>,
}
impl Default {
    /// A builder for [`Default`](struct@Default).
    pub fn builder() -> DefaultBuilder {
        <DefaultBuilder as ::std::default::Default>::default()
    }
}
impl DefaultBuilder {
    pub fn opt(mut self, value: impl ::std::convert::Into<Option>) -> Self {
        self.opt = Some(value.into());
        self
    }
    pub fn list(
        mut self,
        value: impl ::std::convert::Into<::std::vec::Vec<Vec>>,
    ) -> Self {
        self.list = Some(value.into());
        self
    }
    pub fn boxed(mut self, value: impl ::std::convert::Into<Box>) -> Self {
        self.boxed = Some(value.into());
        self
    }
    pub fn into(mut self, value: impl ::std::convert::Into<Into>) -> Self {
        self.into = Some(value.into());
        self
    }
    pub fn maybe(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.maybe = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `maybe` as JSON `null`.
    pub fn maybe_null(mut self) -> Self {
        self.maybe = ::oapigen_runtime::Nullable::Null;
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Default, ::oapigen_runtime::ValidationErrors> {
        match (self.opt,) {
            (Some(opt),) => {
                let value = Default {
                    opt,
                    list: self.list,
                    boxed: self.boxed,
                    into: self.into,
                    maybe: self.maybe,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (opt,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("opt", opt.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Default, super::schema::SCHEMAS, super::schema::SLOTS, 10
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
