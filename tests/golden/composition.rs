/// The API client: one method per operation, each returning a request builder.
pub mod client {
/// Client for Composition as real documents write it 1.
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
    /// `GET /things` (operation `listThings`).
    pub fn list_things(&self) -> builders::ListThings<'_> {
        builders::ListThings::new(self)
    }
    /// `POST /things` (operation `createThing`).
    pub fn create_thing(&self) -> builders::CreateThing<'_> {
        builders::CreateThing::new(self)
    }
}
/// Request builders, one per operation.
pub mod builders {
    use super::super::types;
    /// Request builder for `listThings` (GET `/things`): set parameters, then `send`.
    #[derive(Debug, Clone)]
    #[must_use = "a request does nothing until it is sent"]
    pub struct ListThings<'a> {
        client: &'a super::Client,
        skip_validation: bool,
        tag_key_value: Option<
            ::oapigen_runtime::JsonText<
                ::std::collections::BTreeMap<
                    String,
                    types::ListThingsTagKeyValueContentValue,
                >,
            >,
        >,
        filter: Option<::oapigen_runtime::JsonText<types::ListThingsFilter>>,
    }
    impl<'a> ListThings<'a> {
        pub(crate) fn new(client: &'a super::Client) -> Self {
            Self {
                client,
                skip_validation: false,
                tag_key_value: None,
                filter: None,
            }
        }
        /// `tag_key_value` (query parameter).
        pub fn tag_key_value(
            mut self,
            value: impl Into<
                ::oapigen_runtime::JsonText<
                    ::std::collections::BTreeMap<
                        String,
                        types::ListThingsTagKeyValueContentValue,
                    >,
                >,
            >,
        ) -> Self {
            self.tag_key_value = Some(value.into());
            self
        }
        /// `filter` (query parameter).
        pub fn filter(
            mut self,
            value: impl Into<::oapigen_runtime::JsonText<types::ListThingsFilter>>,
        ) -> Self {
            self.filter = Some(value.into());
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
            let param_tag_key_value = self.tag_key_value.clone();
            let param_filter = self.filter.clone();
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            'constraints: {
                if self.skip_validation {
                    break 'constraints;
                }
                if let Some(v) = &param_tag_key_value {
                    let base = ::oapigen_runtime::Path::ROOT.key("$query");
                    let p = &base.key("tag_key_value");
                    for (k2, v2) in v.value().iter() {
                        let p2 = &p.key(k2);
                        ::oapigen_runtime::Validate::validate_at(v2, p2, out);
                    }
                }
            }
            violations.into_result()?;
            let mut request = ::oapigen_runtime::Request::new(
                "listThings",
                ::oapigen_runtime::reexports::reqwest::Method::GET,
                "/things",
                String::from("/things"),
            );
            'param: {
                let Some(v) = &param_tag_key_value else {
                    break 'param;
                };
                request = request.query("tag_key_value", v);
            }
            'param: {
                let Some(v) = &param_filter else {
                    break 'param;
                };
                request = request.query("filter", v);
            }
            Ok(request)
        }
        /// Checks and sends the request, and decodes the documented success response.
        /// (The future is `Send`: it can be spawned.)
        pub fn send(
            self,
        ) -> impl ::std::future::Future<
            Output = Result<types::ThingPage, ::oapigen_runtime::Error>,
        > + 'a {
            let client = self.client;
            client
                .transport
                .send_with(self.build_request(), |response| response.json("listThings"))
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
            "file:///oapigen/composition.yaml",
            "{\"components\":{\"schemas\":{\"Name\":{\"type\":\"string\",\"minLength\":1,\"maxLength\":8},\"Page\":{\"type\":\"object\",\"required\":[\"count\",\"results\"],\"properties\":{\"count\":{\"type\":\"integer\"},\"results\":{\"type\":\"array\",\"items\":{}}}},\"Thing\":{\"type\":\"object\",\"required\":[\"id\"],\"properties\":{\"id\":{\"allOf\":[{\"$ref\":\"#/components/schemas/Name\"},{}]},\"code\":{\"allOf\":[{\"type\":\"string\",\"pattern\":\"^[a-z]+$\"},{\"maxLength\":3}]},\"labels\":{\"allOf\":[{\"type\":\"array\",\"items\":{\"type\":\"string\"}},{\"maxItems\":2}]},\"alias\":{\"$ref\":\"#/components/schemas/Name\",\"maxLength\":3},\"point\":{\"type\":\"array\",\"prefixItems\":[{\"type\":\"number\"},{\"type\":\"number\"}],\"items\":false},\"extra\":{\"type\":\"object\",\"properties\":{\"note\":{\"type\":\"string\"}},\"anyOf\":[{\"required\":[\"note\"]},{\"properties\":{\"note\":{\"maxLength\":2}}}]},\"contact\":{\"oneOf\":[{\"type\":\"object\",\"required\":[\"email\"],\"properties\":{\"email\":{\"type\":\"string\"}}},{\"type\":\"object\",\"properties\":{\"phone\":{\"type\":\"string\"}}}]}}},\"ThingPage\":{\"allOf\":[{\"$ref\":\"#/components/schemas/Page\"},{\"type\":\"object\",\"properties\":{\"results\":{\"type\":\"array\",\"items\":{\"$ref\":\"#/components/schemas/Thing\"},\"maxItems\":2}}}]}}},\"paths\":{\"/things\":{\"get\":{\"parameters\":[{\"schema\":{\"contentSchema\":{\"additionalProperties\":{\"type\":\"string\",\"maxLength\":5}}}},{\"content\":{\"application/json\":{\"schema\":{\"type\":\"object\",\"properties\":{\"kind\":{\"type\":\"string\"}},\"required\":[\"kind\"]}}}}]}}}}",
        ),
    ],
    &[],
);
pub(crate) static SLOTS: [::oapigen_runtime::Slot; 21] = [
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Name",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Page",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/ThingPage",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/code/allOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/code",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/labels",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/alias",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/point/items",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/point",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/extra/anyOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/extra/anyOf/1/properties/note",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/extra/properties/note",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/extra/anyOf/1",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/extra",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/contact/oneOf/0",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/contact/oneOf/1",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Thing/properties/contact",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/components/schemas/Page/properties/results",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/paths/~1things/get/parameters/0/schema/contentSchema/additionalProperties",
    ),
    ::oapigen_runtime::Slot::new(
        "file:///oapigen/composition.yaml#/paths/~1things/get/parameters/1/content/application~1json/schema",
    ),
];
}
/// Every schema of the document as a Rust type.
///
/// Constructing a value checks its constraints; deserializing does not (server answers are
/// read tolerantly); `validate()` checks any value and the client calls it before sending.
pub mod types {
/// Constraints: 1–8 characters.
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
pub struct Name(String);
impl Name {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::min_length(out, path, value, 1u64);
        ::oapigen_runtime::check::max_length(out, path, value, 8u64);
    }
}
::oapigen_runtime::newtype!(string Name);
::oapigen_runtime::validate_json!(Name, super::schema::SCHEMAS, super::schema::SLOTS, 0);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Page {
    pub count: i64,
    pub results: Vec<::serde_json::Value>,
}
impl<'de> ::serde::Deserialize<'de> for Page {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            count: object.required("count")?,
            results: object.required("results")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Page {}
/// Builder for [`Page`](struct@Page): set members, then [`build`](PageBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct PageBuilder {
    count: Option<i64>,
    results: Option<Vec<::serde_json::Value>>,
}
impl Page {
    /// A builder for [`Page`](struct@Page).
    pub fn builder() -> PageBuilder {
        <PageBuilder as Default>::default()
    }
}
impl PageBuilder {
    pub fn count(mut self, value: impl Into<i64>) -> Self {
        self.count = Some(value.into());
        self
    }
    pub fn results(mut self, value: impl Into<Vec<::serde_json::Value>>) -> Self {
        self.results = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Page, ::oapigen_runtime::ValidationErrors> {
        match (self.count, self.results) {
            (Some(count), Some(results)) => {
                let value = Page { count, results };
                Ok(value)
            }
            (count, results) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("count", count.is_some()), ("results", results.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(Page, super::schema::SCHEMAS, super::schema::SLOTS, 1);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ThingPage {
    pub count: i64,
    /// Constraints: at most 2 items. Checked against its schema too.
    pub results: Vec<Thing>,
}
impl<'de> ::serde::Deserialize<'de> for ThingPage {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            count: object.required("count")?,
            results: object.required("results")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ThingPage {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        {
            let v = &self.results;
            let p = &path.key("results");
            ::oapigen_runtime::check::max_items(out, p, v.len(), 2u64);
            for (i2, item2) in v.iter().enumerate() {
                let p2 = &p.index(i2);
                ::oapigen_runtime::Validate::validate_at(item2, p2, out);
            }
            super::schema::SCHEMAS
                .check_serialized(&super::schema::SLOTS[18], v, p, out);
        }
    }
}
::oapigen_runtime::validate_json!(
    ThingPage, super::schema::SCHEMAS, super::schema::SLOTS, 2
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct Thing {
    /// Constraints: 1–8 characters.
    pub id: Name,
    /// Constraints: matching `^[a-z]+$`. Checked against its schema too.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub code: Option<ThingCode>,
    /// Checked against its schema.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub labels: Option<Vec<String>>,
    /// Constraints: 1–8 characters. Checked against its schema too.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub alias: Option<Name>,
    /// Checked against its schema.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub point: Option<::serde_json::Value>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub extra: Option<ThingExtra>,
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub contact: Option<ThingContact>,
}
impl<'de> ::serde::Deserialize<'de> for Thing {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            id: object.required("id")?,
            code: object.optional("code")?,
            labels: object.optional("labels")?,
            alias: object.optional("alias")?,
            point: object.optional("point")?,
            extra: object.optional("extra")?,
            contact: object.optional("contact")?,
        })
    }
}
impl ::oapigen_runtime::Validate for Thing {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::Validate::validate_at(&self.id, &path.key("id"), out);
        'field: {
            let Some(v) = &self.code else {
                break 'field;
            };
            let p = &path.key("code");
            ::oapigen_runtime::Validate::validate_at(v, p, out);
            super::schema::SCHEMAS.check_serialized(&super::schema::SLOTS[5], v, p, out);
        }
        'field: {
            let Some(v) = &self.labels else {
                break 'field;
            };
            let p = &path.key("labels");
            super::schema::SCHEMAS.check_serialized(&super::schema::SLOTS[6], v, p, out);
        }
        'field: {
            let Some(v) = &self.alias else {
                break 'field;
            };
            let p = &path.key("alias");
            ::oapigen_runtime::Validate::validate_at(v, p, out);
            super::schema::SCHEMAS.check_serialized(&super::schema::SLOTS[7], v, p, out);
        }
        'field: {
            let Some(v) = &self.point else {
                break 'field;
            };
            let p = &path.key("point");
            super::schema::SCHEMAS.check_serialized(&super::schema::SLOTS[9], v, p, out);
        }
        ::oapigen_runtime::Validate::validate_at(&self.extra, &path.key("extra"), out);
        ::oapigen_runtime::Validate::validate_at(
            &self.contact,
            &path.key("contact"),
            out,
        );
    }
}
/// Builder for [`Thing`](struct@Thing): set members, then [`build`](ThingBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingBuilder {
    id: Option<Name>,
    code: Option<ThingCode>,
    labels: Option<Vec<String>>,
    alias: Option<Name>,
    point: Option<::serde_json::Value>,
    extra: Option<ThingExtra>,
    contact: Option<ThingContact>,
}
impl Thing {
    /// A builder for [`Thing`](struct@Thing).
    pub fn builder() -> ThingBuilder {
        <ThingBuilder as Default>::default()
    }
}
impl ThingBuilder {
    pub fn id(mut self, value: impl Into<Name>) -> Self {
        self.id = Some(value.into());
        self
    }
    pub fn code(mut self, value: impl Into<ThingCode>) -> Self {
        self.code = Some(value.into());
        self
    }
    pub fn labels(mut self, value: impl Into<Vec<String>>) -> Self {
        self.labels = Some(value.into());
        self
    }
    pub fn alias(mut self, value: impl Into<Name>) -> Self {
        self.alias = Some(value.into());
        self
    }
    pub fn point(mut self, value: impl Into<::serde_json::Value>) -> Self {
        self.point = Some(value.into());
        self
    }
    pub fn extra(mut self, value: impl Into<ThingExtra>) -> Self {
        self.extra = Some(value.into());
        self
    }
    pub fn contact(mut self, value: impl Into<ThingContact>) -> Self {
        self.contact = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<Thing, ::oapigen_runtime::ValidationErrors> {
        match (self.id,) {
            (Some(id),) => {
                let value = Thing {
                    id,
                    code: self.code,
                    labels: self.labels,
                    alias: self.alias,
                    point: self.point,
                    extra: self.extra,
                    contact: self.contact,
                };
                ::oapigen_runtime::Validate::validate(&value)?;
                Ok(value)
            }
            (id,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("id", id.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    Thing, super::schema::SCHEMAS, super::schema::SLOTS, 3
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
pub struct ThingCode(String);
impl ThingCode {
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
::oapigen_runtime::newtype!(string ThingCode);
::oapigen_runtime::validate_json!(
    ThingCode, super::schema::SCHEMAS, super::schema::SLOTS, 4
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ThingExtraVariant1 {
    pub note: String,
}
impl<'de> ::serde::Deserialize<'de> for ThingExtraVariant1 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            note: object.required("note")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ThingExtraVariant1 {}
/// Builder for [`ThingExtraVariant1`](struct@ThingExtraVariant1): set members, then [`build`](ThingExtraVariant1Builder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingExtraVariant1Builder {
    note: Option<String>,
}
impl ThingExtraVariant1 {
    /// A builder for [`ThingExtraVariant1`](struct@ThingExtraVariant1).
    pub fn builder() -> ThingExtraVariant1Builder {
        <ThingExtraVariant1Builder as Default>::default()
    }
}
impl ThingExtraVariant1Builder {
    pub fn note(mut self, value: impl Into<String>) -> Self {
        self.note = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<ThingExtraVariant1, ::oapigen_runtime::ValidationErrors> {
        match (self.note,) {
            (Some(note),) => {
                let value = ThingExtraVariant1 { note };
                Ok(value)
            }
            (note,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("note", note.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    ThingExtraVariant1, super::schema::SCHEMAS, super::schema::SLOTS, 10
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ThingExtraVariant2 {
    /// Checked against its schema. Checked against its schema too.
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub note: Option<::serde_json::Value>,
}
impl<'de> ::serde::Deserialize<'de> for ThingExtraVariant2 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            note: object.optional("note")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ThingExtraVariant2 {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        'field: {
            let Some(v) = &self.note else {
                break 'field;
            };
            let p = &path.key("note");
            super::schema::SCHEMAS
                .check_serialized(&super::schema::SLOTS[11], v, p, out);
            super::schema::SCHEMAS
                .check_serialized(&super::schema::SLOTS[12], v, p, out);
        }
    }
}
/// Builder for [`ThingExtraVariant2`](struct@ThingExtraVariant2): set members, then [`build`](ThingExtraVariant2Builder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingExtraVariant2Builder {
    note: Option<::serde_json::Value>,
}
impl ThingExtraVariant2 {
    /// A builder for [`ThingExtraVariant2`](struct@ThingExtraVariant2).
    pub fn builder() -> ThingExtraVariant2Builder {
        <ThingExtraVariant2Builder as Default>::default()
    }
}
impl ThingExtraVariant2Builder {
    pub fn note(mut self, value: impl Into<::serde_json::Value>) -> Self {
        self.note = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<ThingExtraVariant2, ::oapigen_runtime::ValidationErrors> {
        let value = ThingExtraVariant2 {
            note: self.note,
        };
        ::oapigen_runtime::Validate::validate(&value)?;
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    ThingExtraVariant2, super::schema::SCHEMAS, super::schema::SLOTS, 13
);
/// Any of the alternatives (decoding takes the first that is valid, else the first that decodes).
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
#[serde(untagged)]
pub enum ThingExtra {
    Variant1(ThingExtraVariant1),
    Variant2(ThingExtraVariant2),
}
impl<'de> ::serde::Deserialize<'de> for ThingExtra {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = None;
        if let Ok(v) = ::serde_json::from_value::<ThingExtraVariant1>(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let Ok(v) = ::serde_json::from_value::<ThingExtraVariant2>(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        first
            .ok_or_else(|| ::serde::de::Error::custom(
                "data did not match any variant of untagged enum ThingExtra",
            ))
    }
}
impl ThingExtra {
    /// The checks of the alternative this value holds.
    fn check_variant(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Variant1(_) => {}
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
impl ::oapigen_runtime::Validate for ThingExtra {
    fn validate_at(
        &self,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        self.check_variant(path, out);
    }
}
::oapigen_runtime::validate_json!(
    ThingExtra, super::schema::SCHEMAS, super::schema::SLOTS, 14
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ThingContactVariant1 {
    pub email: String,
}
impl<'de> ::serde::Deserialize<'de> for ThingContactVariant1 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            email: object.required("email")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ThingContactVariant1 {}
/// Builder for [`ThingContactVariant1`](struct@ThingContactVariant1): set members, then [`build`](ThingContactVariant1Builder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingContactVariant1Builder {
    email: Option<String>,
}
impl ThingContactVariant1 {
    /// A builder for [`ThingContactVariant1`](struct@ThingContactVariant1).
    pub fn builder() -> ThingContactVariant1Builder {
        <ThingContactVariant1Builder as Default>::default()
    }
}
impl ThingContactVariant1Builder {
    pub fn email(mut self, value: impl Into<String>) -> Self {
        self.email = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<ThingContactVariant1, ::oapigen_runtime::ValidationErrors> {
        match (self.email,) {
            (Some(email),) => {
                let value = ThingContactVariant1 { email };
                Ok(value)
            }
            (email,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("email", email.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    ThingContactVariant1, super::schema::SCHEMAS, super::schema::SLOTS, 15
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ThingContactVariant2 {
    #[serde(default, skip_serializing_if = "::std::option::Option::is_none")]
    pub phone: Option<String>,
}
impl<'de> ::serde::Deserialize<'de> for ThingContactVariant2 {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            phone: object.optional("phone")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ThingContactVariant2 {}
/// Builder for [`ThingContactVariant2`](struct@ThingContactVariant2): set members, then [`build`](ThingContactVariant2Builder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ThingContactVariant2Builder {
    phone: Option<String>,
}
impl ThingContactVariant2 {
    /// A builder for [`ThingContactVariant2`](struct@ThingContactVariant2).
    pub fn builder() -> ThingContactVariant2Builder {
        <ThingContactVariant2Builder as Default>::default()
    }
}
impl ThingContactVariant2Builder {
    pub fn phone(mut self, value: impl Into<String>) -> Self {
        self.phone = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(
        self,
    ) -> Result<ThingContactVariant2, ::oapigen_runtime::ValidationErrors> {
        let value = ThingContactVariant2 {
            phone: self.phone,
        };
        Ok(value)
    }
}
::oapigen_runtime::validate_json!(
    ThingContactVariant2, super::schema::SCHEMAS, super::schema::SLOTS, 16
);
/// Exactly one of the alternatives (decoding takes the first that is valid, else the first that decodes).
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
#[serde(untagged)]
pub enum ThingContact {
    Variant1(ThingContactVariant1),
    Variant2(ThingContactVariant2),
}
impl<'de> ::serde::Deserialize<'de> for ThingContact {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(
            deserializer,
        )?;
        let mut first = None;
        if let Ok(v) = ::serde_json::from_value::<ThingContactVariant1>(value.clone()) {
            let candidate = Self::Variant1(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        if let Ok(v) = ::serde_json::from_value::<ThingContactVariant2>(value.clone()) {
            let candidate = Self::Variant2(v);
            if candidate.holds_valid_variant() {
                return Ok(candidate);
            }
            first.get_or_insert(candidate);
        }
        first
            .ok_or_else(|| ::serde::de::Error::custom(
                "data did not match any variant of untagged enum ThingContact",
            ))
    }
}
impl ThingContact {
    /// The checks of the alternative this value holds.
    fn check_variant(
        &self,
        _path: &::oapigen_runtime::Path<'_>,
        _out: &mut ::oapigen_runtime::Violations,
    ) {
        match self {
            Self::Variant1(_) => {}
            Self::Variant2(_) => {}
        }
    }
    /// Whether the value is valid as the alternative it holds.
    fn holds_valid_variant(&self) -> bool {
        let mut out = ::oapigen_runtime::Violations::new();
        self.check_variant(&::oapigen_runtime::Path::ROOT, &mut out);
        out.is_empty()
    }
}
impl ::oapigen_runtime::Validate for ThingContact {
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
                    ::serde_json::from_value::<ThingContactVariant1>(v.clone())
                        .is_ok_and(|v| ThingContact::Variant1(v).holds_valid_variant())
                },
                |v| {
                    ::serde_json::from_value::<ThingContactVariant2>(v.clone())
                        .is_ok_and(|v| ThingContact::Variant2(v).holds_valid_variant())
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
    ThingContact, super::schema::SCHEMAS, super::schema::SLOTS, 17
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
pub struct ListThingsTagKeyValueContentValue(String);
impl ListThingsTagKeyValueContentValue {
    fn check(
        value: &str,
        path: &::oapigen_runtime::Path<'_>,
        out: &mut ::oapigen_runtime::Violations,
    ) {
        ::oapigen_runtime::check::max_length(out, path, value, 5u64);
    }
}
::oapigen_runtime::newtype!(string ListThingsTagKeyValueContentValue);
::oapigen_runtime::validate_json!(
    ListThingsTagKeyValueContentValue, super::schema::SCHEMAS, super::schema::SLOTS, 19
);
#[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
pub struct ListThingsFilter {
    pub kind: String,
}
impl<'de> ::serde::Deserialize<'de> for ListThingsFilter {
    fn deserialize<D: ::serde::Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Self, D::Error> {
        let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
        Ok(Self {
            kind: object.required("kind")?,
        })
    }
}
impl ::oapigen_runtime::Validate for ListThingsFilter {}
/// Builder for [`ListThingsFilter`](struct@ListThingsFilter): set members, then [`build`](ListThingsFilterBuilder::build) checks them.
#[derive(Clone, Debug, Default)]
#[must_use]
pub struct ListThingsFilterBuilder {
    kind: Option<String>,
}
impl ListThingsFilter {
    /// A builder for [`ListThingsFilter`](struct@ListThingsFilter).
    pub fn builder() -> ListThingsFilterBuilder {
        <ListThingsFilterBuilder as Default>::default()
    }
}
impl ListThingsFilterBuilder {
    pub fn kind(mut self, value: impl Into<String>) -> Self {
        self.kind = Some(value.into());
        self
    }
    /// Checks that every required member is set and every constraint holds.
    pub fn build(self) -> Result<ListThingsFilter, ::oapigen_runtime::ValidationErrors> {
        match (self.kind,) {
            (Some(kind),) => {
                let value = ListThingsFilter { kind };
                Ok(value)
            }
            (kind,) => {
                Err(
                    ::oapigen_runtime::ValidationErrors::missing_members(
                        &[("kind", kind.is_some())],
                    ),
                )
            }
        }
    }
}
::oapigen_runtime::validate_json!(
    ListThingsFilter, super::schema::SCHEMAS, super::schema::SLOTS, 20
);
}
pub use client::Client;
pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};
::oapigen_runtime::require_runtime!("0.1.0");
