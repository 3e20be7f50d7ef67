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
                r#type: ::std::option::Option::None,
                self_: ::std::option::Option::None,
                n1st: ::std::option::Option::None,
                foo_bar: ::std::option::Option::None,
                foo_bar2: ::std::option::Option::None,
                x_header: ::std::option::Option::None,
            }
        }
        /// `type` (path parameter, required).
        pub fn r#type(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.r#type = ::std::option::Option::Some(value.into());
            self
        }
        /// `self` (path parameter, required).
        pub fn self_(mut self, value: i64) -> Self {
            self.self_ = ::std::option::Option::Some(value);
            self
        }
        /// `1st` (query parameter).
        pub fn n1st(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.n1st = ::std::option::Option::Some(value.into());
            self
        }
        /// `fooBar` (query parameter).
        pub fn foo_bar(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.foo_bar = ::std::option::Option::Some(value.into());
            self
        }
        /// `foo_bar` (query parameter).
        pub fn foo_bar2(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.foo_bar2 = ::std::option::Option::Some(value.into());
            self
        }
        /// `X-Header` (header parameter).
        pub fn x_header(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.x_header = ::std::option::Option::Some(value.into());
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
            let (
                ::std::option::Option::Some(param_type),
                ::std::option::Option::Some(param_self_),
            ) = (param_type, param_self_) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let mut request = ::oapigen_runtime::Request::new(
                "get /things/{type}/{self}",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/things/{type}/{self}",
                format!(
                    "/things/{}/{}", ::oapigen_runtime::encode_path_segment(&
                    param_type), ::oapigen_runtime::encode_path_segment(& param_self_)
                ),
            );
            'param: {
                let ::std::option::Option::Some(v) = &param_n1st else {
                    break 'param;
                };
                request = request.query("1st", v);
            }
            'param: {
                let ::std::option::Option::Some(v) = &param_foo_bar else {
                    break 'param;
                };
                request = request.query("fooBar", v);
            }
            'param: {
                let ::std::option::Option::Some(v) = &param_foo_bar2 else {
                    break 'param;
                };
                request = request.query("foo_bar", v);
            }
            'param: {
                let ::std::option::Option::Some(v) = &param_x_header else {
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
            Output = ::std::result::Result<types::SelfType, ::oapigen_runtime::Error>,
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
                r#type: ::std::option::Option::None,
                self_: ::std::option::Option::None,
            }
        }
        /// `type` (path parameter, required).
        pub fn r#type(
            mut self,
            value: impl ::std::convert::Into<::std::string::String>,
        ) -> Self {
            self.r#type = ::std::option::Option::Some(value.into());
            self
        }
        /// `self` (path parameter, required).
        pub fn self_(mut self, value: i64) -> Self {
            self.self_ = ::std::option::Option::Some(value);
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
            let (
                ::std::option::Option::Some(param_type),
                ::std::option::Option::Some(param_self_),
            ) = (param_type, param_self_) else {
                return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
            };
            let request = ::oapigen_runtime::Request::new(
                "post /things/{type}/{self}",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/things/{type}/{self}",
                format!(
                    "/things/{}/{}", ::oapigen_runtime::encode_path_segment(&
                    param_type), ::oapigen_runtime::encode_path_segment(& param_self_)
                ),
            );
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
            ::std::option::Option::Some(Self::Other(status))
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
        ) -> ::std::result::Result<
            ::oapigen_runtime::Request,
            ::oapigen_runtime::Error,
        > {
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
            Output = ::std::result::Result<(), ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client.transport.send_with(self.build_request(), |_| Ok(()))
        }
    }
}
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
    ) -> ::std::result::Result<Self, D::Error> {
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
impl SelfType2 {
    /// Every value the API documents.
    pub const VALUES: &'static [&'static str] = &[
        "",
        "a-b",
        "A_B",
        "1",
        "self",
        "Self",
        "unknown",
        "Unknown",
        "type",
    ];
    /// The value as it appears on the wire.
    pub fn as_str(&self) -> &str {
        match self {
            Self::Empty => "",
            Self::AB => "a-b",
            Self::AB2 => "A_B",
            Self::V1 => "1",
            Self::SelfType => "self",
            Self::SelfType2 => "Self",
            Self::Unknown2 => "unknown",
            Self::Unknown3 => "Unknown",
            Self::Type => "type",
            Self::Unknown(other) => other.as_str(),
        }
    }
}
impl ::std::convert::From<::std::string::String> for SelfType2 {
    fn from(value: ::std::string::String) -> Self {
        match value.as_str() {
            "" => Self::Empty,
            "a-b" => Self::AB,
            "A_B" => Self::AB2,
            "1" => Self::V1,
            "self" => Self::SelfType,
            "Self" => Self::SelfType2,
            "unknown" => Self::Unknown2,
            "Unknown" => Self::Unknown3,
            "type" => Self::Type,
            _ => Self::Unknown(value),
        }
    }
}
impl ::std::str::FromStr for SelfType2 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        let parsed = Self::from(value.to_string());
        ::oapigen_runtime::Validate::validate(&parsed)?;
        Ok(parsed)
    }
}
impl ::std::fmt::Display for SelfType2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.write_str(self.as_str())
    }
}
impl ::serde::Serialize for SelfType2 {
    fn serialize<S: ::serde::Serializer>(
        &self,
        serializer: S,
    ) -> ::std::result::Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}
impl ::oapigen_runtime::Validate for SelfType2 {
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
pub struct Client2 {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub error: ::std::option::Option<::std::string::String>,
}
impl<'de> ::serde::Deserialize<'de> for Client2 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            error: object.optional("error")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Client2 {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
/// Builder for [`Client2`]: set members, then [`build`](Client2Builder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct Client2Builder {
    error: ::std::option::Option<::std::string::String>,
}
impl ::std::fmt::Debug for Client2Builder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("Client2Builder").field("error", &self.error).finish()
    }
}
impl Client2 {
    /// A builder for [`Client2`].
    pub fn builder() -> Client2Builder {
        <Client2Builder as ::std::default::Default>::default()
    }
}
impl Client2Builder {
    pub fn error(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.error = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<Client2, ::oapigen_runtime::ValidationErrors> {
        let value = Client2 { error: self.error };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
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
        ::oapigen_runtime::check::max_length(out, path, value, 3u64);
    }
}
impl ::std::convert::TryFrom<::std::string::String> for Error2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(
        value: ::std::string::String,
    ) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<Error2> for ::std::string::String {
    fn from(value: Error2) -> Self {
        value.0
    }
}
impl ::std::convert::TryFrom<&str> for Error2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: &str) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::str::FromStr for Error2 {
    type Err = ::oapigen_runtime::ValidationErrors;
    fn from_str(value: &str) -> ::std::result::Result<Self, Self::Err> {
        Self::new(value)
    }
}
impl ::std::ops::Deref for Error2 {
    type Target = str;
    fn deref(&self) -> &str {
        &self.0
    }
}
impl ::std::convert::AsRef<str> for Error2 {
    fn as_ref(&self) -> &str {
        &self.0
    }
}
impl ::std::fmt::Display for Error2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for Error2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for Error2 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0.as_str(), path, out);
    }
}
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
    }
}
impl ::std::convert::TryFrom<i64> for Result2 {
    type Error = ::oapigen_runtime::ValidationErrors;
    fn try_from(value: i64) -> ::std::result::Result<Self, Self::Error> {
        Self::new(value)
    }
}
impl ::std::convert::From<Result2> for i64 {
    fn from(value: Result2) -> Self {
        value.0
    }
}
impl ::std::fmt::Display for Result2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Display::fmt(&self.0, f)
    }
}
impl ::std::fmt::Debug for Result2 {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        ::std::fmt::Debug::fmt(&self.0, f)
    }
}
impl ::oapigen_runtime::Validate for Result2 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        Self::check(self.0, path, out);
    }
}
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct String {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub vec: ::std::option::Option<::std::string::String>,
}
impl<'de> ::serde::Deserialize<'de> for String {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> ::std::result::Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            vec: object.optional("vec")?,
        })
    }
}
impl ::oapigen_runtime::Validate for String {
    fn validate_at(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {}
}
/// Builder for [`String`]: set members, then [`build`](StringBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct StringBuilder {
    vec: ::std::option::Option<::std::string::String>,
}
impl ::std::fmt::Debug for StringBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("StringBuilder").field("vec", &self.vec).finish()
    }
}
impl String {
    /// A builder for [`String`].
    pub fn builder() -> StringBuilder {
        <StringBuilder as ::std::default::Default>::default()
    }
}
impl StringBuilder {
    pub fn vec(
        mut self,
        value: impl ::std::convert::Into<::std::string::String>,
    ) -> Self {
        self.vec = ::std::option::Option::Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> ::std::result::Result<String, ::oapigen_runtime::ValidationErrors> {
        let value = String { vec: self.vec };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
