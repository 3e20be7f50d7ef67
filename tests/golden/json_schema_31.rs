/// The API client: one method per operation, each returning a request builder.
pub mod client {
/// Client for JSON Schema 2020-12 features 1.
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
    /// `POST /things` (operation `createThing`).
    pub fn create_thing(&self) -> builders::CreateThing<'_> {
        builders::CreateThing::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// The error responses of `createThing`, typed: `error.documented::<CreateThingError>()` on the operation's [`Error`](::oapigen_runtime::Error).
    #[derive(Debug, Clone, PartialEq)]
    pub enum CreateThingError {
        /// HTTP 4XX: client error
        ClientError(u16, types::Problem),
    }
    impl ::oapigen_runtime::DocumentedError for CreateThingError {
        const OPERATION_IDS: &'static [&'static str] = &["createThing"];
        fn from_api(
            status: u16,
            body: &::oapigen_runtime::ApiErrorBody,
        ) -> Option<Self> {
            match status {
                status @ 400..=499 => body.decode().map(|b| Self::ClientError(status, b)),
                _ => None,
            }
        }
    }
    /// Request builder for `createThing` (POST `/things`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct CreateThing<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        body: Option<types::Thing>,
    }
    impl<'a> CreateThing<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                body: None,
            }
        }
        /// The request body (required).
        pub fn body(mut self, value: types::Thing) -> Self {
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
                "createThing",
                ::oapigen_runtime::reexports::reqwest::Method::POST,
                "/things",
                String::from("/things"),
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
            Output = Result<types::Thing, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("createThing"))
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
            "file:///oapigen/json_schema_31.yaml",
            "{\"components\":{\"schemas\":{\"Problem\":{\"type\":\"object\",\"properties\":{\"title\":{\"type\":\"string\"},\"status\":{\"type\":\"integer\"}}},\"Thing\":{\"type\":\"object\",\"required\":[\"kind\",\"size\"],\"dependentRequired\":{\"width\":[\"height\"]},\"minProperties\":2,\"properties\":{\"kind\":{\"const\":\"thing\"},\"size\":{\"type\":\"number\",\"exclusiveMinimum\":0,\"exclusiveMaximum\":10.5,\"multipleOf\":0.5},\"count\":{\"type\":[\"integer\",\"null\"],\"minimum\":-3,\"maximum\":3},\"label\":{\"type\":[\"string\",\"null\"],\"maxLength\":4},\"width\":{\"type\":\"integer\",\"format\":\"int32\"},\"height\":{\"type\":\"integer\",\"format\":\"uint16\"},\"level\":{\"enum\":[1,2,3]},\"mixed\":{\"enum\":[\"a\",1,true]},\"secret\":{\"type\":\"string\"},\"created\":{\"type\":\"string\",\"format\":\"date-time\"},\"address\":{\"type\":\"string\",\"format\":\"ipv4\"},\"net\":{\"type\":\"string\",\"format\":\"cidr\"},\"tags\":{\"type\":\"array\",\"items\":{\"type\":\"string\",\"pattern\":\"^[a-z]+$\"},\"minItems\":1,\"uniqueItems\":true},\"attrs\":{\"type\":\"object\",\"additionalProperties\":{\"type\":\"integer\",\"minimum\":0},\"propertyNames\":{\"pattern\":\"^x-\"},\"maxProperties\":3}}}}}}",
        ),
    ],
    &["secret"],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 10] = [
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/kind",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/size",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/count",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/label",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/level",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/mixed",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/tags/items",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Thing/properties/attrs/additionalProperties",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/json_schema_31.yaml#/components/schemas/Problem",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
/// Rules checked by `validate()`:
/// - when `width` is given, `height` must be given too.
#[derive(Clone, PartialEq, ::serde::Serialize)]
pub struct Thing {
    /// Constraints: exactly `"thing"`.
    pub kind: ThingKind,
    /// Constraints: greater than 0, less than 10.5, a multiple of 0.5.
    pub size: ThingSize,
    /// Constraints: at least -3, at most 3.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub count: ::oapigen_runtime::Nullable<ThingCount>,
    /// Constraints: at most 4 characters.
    #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")]
    pub label: ::oapigen_runtime::Nullable<ThingLabel>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub width: Option<i32>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub height: Option<u16>,
    /// Constraints: one of `1`, `2`, `3`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub level: Option<ThingLevel>,
    /// Constraints: one of `"a"`, `1`, `true`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub mixed: Option<ThingMixed>,
    /// Sensitive: never shown by `Debug` or in validation errors.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub secret: Option<String>,
    /// Read-only: set by the server.
    ///
    /// Format: `date-time`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub created: Option<::oapigen_runtime::DateTime>,
    /// Format: `ipv4`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub address: Option<::oapigen_runtime::Ipv4>,
    /// Format: `cidr`.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub net: Option<::oapigen_runtime::Cidr>,
    /// Constraints: at least 1 items, items unique.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub tags: Option<Vec<ThingTagsItem>>,
    /// Constraints: keys: matching `^x-`; at most 3 entries.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub attrs: Option<::std::collections::BTreeMap<String, ThingAttrsValue>>,
}
impl<'de> ::serde::Deserialize<'de> for Thing {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            kind: object.required("kind")?,
            size: object.required("size")?,
            count: object.nullable("count")?,
            label: object.nullable("label")?,
            width: object.optional("width")?,
            height: object.optional("height")?,
            level: object.optional("level")?,
            mixed: object.optional("mixed")?,
            secret: object.optional_secret("secret")?,
            created: object.optional("created")?,
            address: object.optional("address")?,
            net: object.optional("net")?,
            tags: object.optional("tags")?,
            attrs: object.optional("attrs")?,
        })
    }
}
impl ::std::fmt::Debug for Thing {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("Thing")
            .field("kind", &self.kind)
            .field("size", &self.size)
            .field("count", &self.count)
            .field("label", &self.label)
            .field("width", &self.width)
            .field("height", &self.height)
            .field("level", &self.level)
            .field("mixed", &self.mixed)
            .field("secret", &::oapigen_runtime::Redacted)
            .field("created", &self.created)
            .field("address", &self.address)
            .field("net", &self.net)
            .field("tags", &self.tags)
            .field("attrs", &self.attrs)
            .finish()
    }
}
impl ::oapigen_runtime::Validate for Thing {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.kind, &path.key("kind"), out);
        ::oapigen_runtime::Validate::validate_at(&self.size, &path.key("size"), out);
        ::oapigen_runtime::Validate::validate_at(&self.count, &path.key("count"), out);
        ::oapigen_runtime::Validate::validate_at(&self.label, &path.key("label"), out);
        ::oapigen_runtime::Validate::validate_at(&self.level, &path.key("level"), out);
        ::oapigen_runtime::Validate::validate_at(&self.mixed, &path.key("mixed"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.created,
            &path.key("created"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(
            &self.address,
            &path.key("address"),
            out,
        );
        ::oapigen_runtime::Validate::validate_at(&self.net, &path.key("net"), out);
        'field: {
            let Some(v) = &self.tags else {
                break 'field;
            };
            let p = &path.key("tags");
            ::oapigen_runtime::check::min_items(out, p, v.len(), 1u64);
            ::oapigen_runtime::check::unique_items(out, p, v);
            for (i1, item1) in v.iter().enumerate() {
                let p1 = &p.index(i1);
                ::oapigen_runtime::Validate::validate_at(item1, p1, out);
            }
        }
        'field: {
            let Some(v) = &self.attrs else {
                break 'field;
            };
            let p = &path.key("attrs");
            ::oapigen_runtime::check::max_properties(out, p, v.len(), 3u64);
            for (k1, v1) in v.iter() {
                let p1 = &p.key(k1);
                static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(
                    "^x-",
                );
                ::oapigen_runtime::check::pattern(out, p1, k1, &PATTERN);
                ::oapigen_runtime::Validate::validate_at(v1, p1, out);
            }
        }
        if self.width.is_some() {
            ::oapigen_runtime::check::required_present(
                out,
                path,
                "height",
                self.height.is_some(),
            );
        }
        let count = [
            true,
            true,
            !self.count.is_absent(),
            !self.label.is_absent(),
            self.width.is_some(),
            self.height.is_some(),
            self.level.is_some(),
            self.mixed.is_some(),
            self.secret.is_some(),
            self.created.is_some(),
            self.address.is_some(),
            self.net.is_some(),
            self.tags.is_some(),
            self.attrs.is_some(),
        ]
            .iter()
            .filter(|p| **p)
            .count();
        ::oapigen_runtime::check::min_properties(out, path, count, 2u64);
    }
}
/// Builder for [`Thing`](struct@Thing): set members, then [`build`](ThingBuilder::build) checks them.
#[derive(Clone, Default)]
#[must_use]
pub struct ThingBuilder {
    kind: Option<ThingKind>,
    size: Option<ThingSize>,
    count: ::oapigen_runtime::Nullable<ThingCount>,
    label: ::oapigen_runtime::Nullable<ThingLabel>,
    width: Option<i32>,
    height: Option<u16>,
    level: Option<ThingLevel>,
    mixed: Option<ThingMixed>,
    secret: Option<String>,
    created: Option<::oapigen_runtime::DateTime>,
    address: Option<::oapigen_runtime::Ipv4>,
    net: Option<::oapigen_runtime::Cidr>,
    tags: Option<Vec<ThingTagsItem>>,
    attrs: Option<::std::collections::BTreeMap<String, ThingAttrsValue>>,
}
impl ::std::fmt::Debug for ThingBuilder {
    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
        f.debug_struct("ThingBuilder")
            .field("kind", &self.kind)
            .field("size", &self.size)
            .field("count", &self.count)
            .field("label", &self.label)
            .field("width", &self.width)
            .field("height", &self.height)
            .field("level", &self.level)
            .field("mixed", &self.mixed)
            .field("secret", &::oapigen_runtime::Redacted)
            .field("created", &self.created)
            .field("address", &self.address)
            .field("net", &self.net)
            .field("tags", &self.tags)
            .field("attrs", &self.attrs)
            .finish()
    }
}
impl Thing {
    /// A builder for [`Thing`](struct@Thing).
    pub fn builder() -> ThingBuilder {
        <ThingBuilder as Default>::default()
    }
}
impl ThingBuilder {
    pub fn kind(mut self, value: impl Into<ThingKind>) -> Self {
        self.kind = Some(value.into());
        self
    }
    pub fn size(mut self, value: impl Into<ThingSize>) -> Self {
        self.size = Some(value.into());
        self
    }
    pub fn count(mut self, value: impl Into<ThingCount>) -> Self {
        self.count = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `count` as JSON `null`.
    pub fn count_null(mut self) -> Self {
        self.count = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn label(mut self, value: impl Into<ThingLabel>) -> Self {
        self.label = ::oapigen_runtime::Nullable::Value(value.into());
        self
    }
    /// Sends `label` as JSON `null`.
    pub fn label_null(mut self) -> Self {
        self.label = ::oapigen_runtime::Nullable::Null;
        self
    }
    pub fn width(mut self, value: impl Into<i32>) -> Self {
        self.width = Some(value.into());
        self
    }
    pub fn height(mut self, value: impl Into<u16>) -> Self {
        self.height = Some(value.into());
        self
    }
    pub fn level(mut self, value: impl Into<ThingLevel>) -> Self {
        self.level = Some(value.into());
        self
    }
    pub fn mixed(mut self, value: impl Into<ThingMixed>) -> Self {
        self.mixed = Some(value.into());
        self
    }
    pub fn secret(mut self, value: impl Into<String>) -> Self {
        self.secret = Some(value.into());
        self
    }
    /// Read-only: set by the server.
    pub fn created(mut self, value: impl Into<::oapigen_runtime::DateTime>) -> Self {
        self.created = Some(value.into());
        self
    }
    pub fn address(mut self, value: impl Into<::oapigen_runtime::Ipv4>) -> Self {
        self.address = Some(value.into());
        self
    }
    pub fn net(mut self, value: impl Into<::oapigen_runtime::Cidr>) -> Self {
        self.net = Some(value.into());
        self
    }
    pub fn tags(mut self, value: impl Into<Vec<ThingTagsItem>>) -> Self {
        self.tags = Some(value.into());
        self
    }
    pub fn attrs(
        mut self,
        value: impl Into<::std::collections::BTreeMap<String, ThingAttrsValue>>,
    ) -> Self {
        self.attrs = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Thing, ::oapigen_runtime::ValidationErrors> {
        match (self.size,) {
            (Some(size),) => {
                let value = Thing {
                    kind: self.kind.unwrap_or_default(),
                    size,
                    count: self.count,
                    label: self.label,
                    width: self.width,
                    height: self.height,
                    level: self.level,
                    mixed: self.mixed,
                    secret: self.secret,
                    created: self.created,
                    address: self.address,
                    net: self.net,
                    tags: self.tags,
                    attrs: self.attrs,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (size,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("size", size.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Thing, super::schema::SCHEMAS, super::schema::SLOTS, 0
);
/// Constraints: exactly `"thing"`.
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
pub struct ThingKind(String);
impl ThingKind {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::const_str(out, path, value, "thing");
    }
}
::oapigen_runtime::newtype!(string ThingKind);
impl Default for ThingKind {
    fn default() -> Self {
        Self(String::from("thing"))
    }
}
::oapigen_runtime::validate_json!(
    ThingKind, super::schema::SCHEMAS, super::schema::SLOTS, 1
);
/// Constraints: greater than 0, less than 10.5, a multiple of 0.5.
#[derive(Clone, PartialEq, PartialOrd, Copy, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct ThingSize(f64);
impl ThingSize {
    fn check(
        value: f64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::exclusive_minimum_f(out, path, value, 0f64);
        ::oapigen_runtime::check::exclusive_maximum_f(out, path, value, 10.5f64);
        ::oapigen_runtime::check::multiple_of_f(out, path, value, 0.5f64);
    }
}
::oapigen_runtime::newtype!(copy ThingSize(f64));
::oapigen_runtime::validate_json!(
    ThingSize, super::schema::SCHEMAS, super::schema::SLOTS, 2
);
/// Constraints: at least -3, at most 3.
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
pub struct ThingCount(i64);
impl ThingCount {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, -3i64);
        ::oapigen_runtime::check::maximum_i(out, path, value, 3i64);
    }
}
::oapigen_runtime::newtype!(copy ThingCount(i64));
::oapigen_runtime::validate_json!(
    ThingCount, super::schema::SCHEMAS, super::schema::SLOTS, 3
);
/// Constraints: at most 4 characters.
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
pub struct ThingLabel(String);
impl ThingLabel {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 4u64);
    }
}
::oapigen_runtime::newtype!(string ThingLabel);
::oapigen_runtime::validate_json!(
    ThingLabel, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
/// Constraints: one of `1`, `2`, `3`.
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
pub struct ThingLevel(i64);
impl ThingLevel {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        if ![1, 2, 3].contains(&value) {
            out.push(path, "enum", "must be one of: 1, 2, 3", || value.to_string());
        }
    }
}
::oapigen_runtime::newtype!(copy ThingLevel(i64));
::oapigen_runtime::validate_json!(
    ThingLevel, super::schema::SCHEMAS, super::schema::SLOTS, 5
);
/// Constraints: one of `"a"`, `1`, `true`.
#[derive(Clone, PartialEq, ::serde::Serialize, ::serde::Deserialize)]
#[serde(transparent)]
pub struct ThingMixed(::serde_json::Value);
impl ThingMixed {
    fn check(
        value: &::serde_json::Value,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        const ALLOWED: &[&str] = &["\"a\"", "1", "true"];
        if !ALLOWED
            .iter()
            .any(|a| {
                ::serde_json::from_str::<::serde_json::Value>(a)
                    .is_ok_and(|a| ::oapigen_runtime::check::json_equal(&a, value))
            })
        {
            out.push(
                path,
                "enum",
                "must be one of: \"a\", 1, true",
                || value.to_string(),
            );
        }
    }
}
::oapigen_runtime::newtype!(json ThingMixed);
::oapigen_runtime::validate_json!(
    ThingMixed, super::schema::SCHEMAS, super::schema::SLOTS, 6
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
pub struct ThingTagsItem(String);
impl ThingTagsItem {
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
::oapigen_runtime::newtype!(string ThingTagsItem);
::oapigen_runtime::validate_json!(
    ThingTagsItem, super::schema::SCHEMAS, super::schema::SLOTS, 7
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
pub struct ThingAttrsValue(i64);
impl ThingAttrsValue {
    fn check(
        value: i64,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::minimum_i(out, path, value, 0i64);
    }
}
::oapigen_runtime::newtype!(copy ThingAttrsValue(i64));
::oapigen_runtime::validate_json!(
    ThingAttrsValue, super::schema::SCHEMAS, super::schema::SLOTS, 8
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Problem {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub title: Option<String>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub status: Option<i64>,
}
impl<'de> ::serde::Deserialize<'de> for Problem {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            title: object.optional("title")?,
            status: object.optional("status")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Problem {}
::oapigen_runtime::validate_json!(
    Problem, super::schema::SCHEMAS, super::schema::SLOTS, 9
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
