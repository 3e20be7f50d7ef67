//! The intermediate representation the emitters read. It knows nothing of OpenAPI's syntax
//! (no `$ref`, no `allOf`): lowering has resolved all of that into named types with explicit
//! constraints, and operations with typed parameters and responses.

mod constraints;
mod features;
mod ident;
mod json_kinds;
mod operation;
mod plan;
mod resource;

pub use constraints::*;
pub use features::*;
pub use ident::{Ident, is_keyword, snake_words};
pub use json_kinds::*;
pub use operation::*;
pub use plan::*;
pub use resource::*;

use serde_json::Value;
use std::collections::HashSet;

/// A whole API.
#[derive(Debug, Clone, Default)]
pub struct Api {
    pub title: String,
    pub version: String,
    pub description: Option<String>,
    /// The first `servers[].url` (its variables at their defaults), used as the client's
    /// default base URL.
    pub base_url: Option<String>,
    /// Every named type; [`TypeId`] indexes this.
    pub types: Vec<TypeDef>,
    pub operations: Vec<Operation>,
    /// The security schemes the client sends, the default one first (see [`SecurityScheme`]).
    pub schemes: Vec<SecurityScheme>,
    /// The document's own `security`: the requirement of every operation that states none.
    pub security: Security,
    /// Client configuration read from the environment (`x-oapigen-client`).
    pub client_env: ClientEnv,
    /// Types not to emit: those of operations left out by `skip_unsupported`.
    pub left_out_types: std::collections::BTreeSet<TypeId>,
    /// The document's schemas as the runtime's schema engine reads them.
    pub schemas: SchemaBundle,
    /// The operation the client's own `wait_for_task(s)` polls: the one the first
    /// `x-oapigen-tasks` names, or, when no operation starts tasks, the first with a task status.
    pub primary_poll: Option<usize>,
    /// What a fake of the API serves (`oapigen fake`, the crate's `fake` feature). Its schemas
    /// (`schemas`, `slots`) are carried only where the model is served or written (see
    /// `lower::lower`); its roles and resources always are.
    pub fake: oapigen_fake::model::Model,
    /// Every operation of the document, kept by the filters or not: a slice's resources are
    /// the whole document's.
    pub endpoints: Vec<Endpoint>,
    /// What the API manages: resources and where each operation sits among them.
    pub resources: Resources,
    /// The client's tree of resources, planned from [`Api::resources`].
    pub tree: ClientTree,
    pub fake_plan: FakePlan,
    /// A crate's Cargo features per tag, and what compiles under each.
    pub tag_features: TagFeatures,
}

/// One operation of the document as the resource model sees it, whether the filters keep it
/// or not.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Endpoint {
    pub path: String,
    pub method: Method,
    /// It names the tasks it starts (`x-oapigen-tasks`).
    pub starts_tasks: bool,
    /// What an overlay said of its place (`x-oapigen-resource`, `x-oapigen-fake`).
    pub hint: Option<ResourceHint>,
}

/// `x-oapigen-resource: {name: load_balancers.pools, method: create}` (or `role`, or
/// `stateless: true`) on an operation: what inference could not find.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct ResourceHint {
    /// The resource's name chain.
    pub name: Option<Vec<String>>,
    /// The client's method name under it.
    pub method: Option<String>,
    /// What it does to the store (`create` … `action`, `stateless`).
    pub role: Option<Role>,
    /// What an action sets on the record, by JSON pointer (`/status` to `SHUTOFF`).
    pub effect: Vec<(String, serde_json::Value)>,
    /// What an action sets when a member of its body has a value (`/action` is `stop`: `/status`
    /// to `SHUTOFF`).
    pub effect_by: Vec<EffectWhen>,
    /// Record members a create takes from elsewhere in the request (record pointer, request
    /// pointer).
    pub from: Vec<(String, String)>,
    /// What the record shows while a task of the operation runs.
    pub pending: Vec<(String, serde_json::Value)>,
    /// What deleting a record of the operation's resource does to the records that name it.
    pub on_delete: Option<resource::OnDelete>,
    /// The action attaches (`true`) or detaches through the record's list of entries and the
    /// entry's member naming the other record (`{attach: {list: attachments, member: server_id}}`);
    /// the body member naming it where it says so (`names`).
    pub attach: Option<(bool, String, String, Option<String>)>,
    /// The extension's JSON pointer, for messages.
    pub pointer: String,
    /// Read from the document's code samples, not an overlay.
    pub from_samples: bool,
}

/// The schemas a generated crate carries for exact validation of raw JSON (and of values whose
/// Rust type is looser than their schema).
#[derive(Debug, Clone, Default)]
pub struct SchemaBundle {
    /// `(base URI, JSON text)` of each source file, pruned to the schemas used.
    pub resources: Vec<(String, String)>,
    /// The schema of each [`SlotId`], as `uri#pointer`.
    pub slots: Vec<String>,
    /// The name of each slot's constant in the generated `schema::slot` module (`VOLUME`,
    /// `TAG_MAP_ADDITIONAL_PROPERTIES`): generated code names a slot, never its number.
    pub slot_names: Vec<Ident>,
    /// Member names whose values are never shown in a violation.
    pub sensitive: Vec<String>,
}

/// Index into [`SchemaBundle::slots`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct SlotId(pub usize);

impl Api {
    pub fn ty(&self, id: TypeId) -> &TypeDef {
        &self.types[id.0]
    }

    /// Every named type a value of one of these shapes can contain (the shapes' own included).
    pub fn reachable<'s>(&'s self, roots: impl IntoIterator<Item = &'s Shape>) -> HashSet<TypeId> {
        let mut seen = HashSet::new();
        let mut todo: Vec<&Shape> = roots.into_iter().collect();
        while let Some(shape) = todo.pop() {
            match shape {
                Shape::Named(id) => {
                    if seen.insert(*id) {
                        match &self.ty(*id).kind {
                            TypeKind::Struct(s) => {
                                todo.extend(s.fields.iter().map(|f| &f.shape));
                                todo.extend(s.additional.iter());
                            }
                            TypeKind::Union(u) => todo.extend(u.variants.iter().map(|v| &v.shape)),
                            TypeKind::Alias(inner) => todo.push(inner),
                            TypeKind::Enum(_) | TypeKind::Scalar(_) => {}
                        }
                    }
                }
                Shape::Array(a) => todo.push(&a.items),
                Shape::Map(m) => todo.push(&m.values),
                Shape::Nullable(inner) | Shape::Checked(inner, _) | Shape::JsonText(inner) => todo.push(inner),
                Shape::String
                | Shape::Integer(_)
                | Shape::Number
                | Shape::Boolean
                | Shape::Any
                | Shape::Format(_)
                | Shape::External(_) => {}
            }
        }
        seen
    }

    /// Keeps the operations whose `keep` entry is true.
    pub fn retain_operations(&mut self, keep: &[bool]) {
        if keep.iter().all(|k| *k) {
            return;
        }
        // Task specs point at the polling operation by index: renumber them (an operation whose
        // polling operation is left out loses its task support, not its existence).
        let mut new_index = vec![None; keep.len()];
        let mut next = 0;
        for (i, k) in keep.iter().enumerate() {
            if *k {
                new_index[i] = Some(next);
                next += 1;
            }
        }
        let ops = std::mem::take(&mut self.operations);
        for (i, mut op) in ops.into_iter().enumerate() {
            if !keep.get(i).copied().unwrap_or(true) {
                continue;
            }
            op.tasks = op
                .tasks
                .and_then(|t| new_index[t.poll_operation].map(|p| TasksSpec { poll_operation: p, ..t }));
            self.operations.push(op);
        }
    }

    /// Types that only responses contain: nobody builds a value of them to send.
    pub fn response_only_types(&self) -> HashSet<TypeId> {
        let requests = self.reachable(self.operations.iter().flat_map(|op| {
            op.params
                .iter()
                .map(|p| &p.shape)
                .chain(op.body.iter().map(|b| &b.shape))
        }));
        let responses = self.reachable(
            self.operations
                .iter()
                .flat_map(|op| op.responses.iter().flat_map(Response::shapes)),
        );
        responses.difference(&requests).copied().collect()
    }
}

/// A security scheme of `components.securitySchemes` that the client sends.
///
/// The default scheme (the one the document's `security` names first, else the first
/// declared) is what `ClientBuilder::api_key(..)` and the environment set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SecurityScheme {
    /// Its name in the document.
    pub name: String,
    /// The client builder's setter for its credential (unique among the builder's methods).
    pub setter: Ident,
    pub auth: Auth,
    /// An OAuth 2 scheme's `flows`, where they give a URL to get tokens at.
    pub oauth2: Option<OAuthFlows>,
}

/// What an OAuth 2 scheme's `flows` say of getting tokens (`ClientBuilder::oauth2_…`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct OAuthFlows {
    /// `clientCredentials.tokenUrl`, and that flow's scopes.
    pub client_credentials: Option<(String, Vec<String>)>,
    /// Where refresh tokens are exchanged: a flow's `refreshUrl`, else the `tokenUrl` of
    /// `authorizationCode` or `password`.
    pub refresh: Option<String>,
}

/// A security requirement: its alternatives, each the schemes (indices into [`Api::schemes`])
/// sent together. An empty alternative lets a request go without credentials; no alternative
/// asks for none. A scheme the client cannot send (undeclared, `mutualTLS`) is left out of its
/// alternative, with a warning where the document names it.
pub type Security = Vec<Vec<usize>>;

impl Api {
    /// The default security scheme.
    pub fn default_scheme(&self) -> Option<&SecurityScheme> {
        self.schemes.first()
    }
}

/// How requests authenticate.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Auth {
    /// An API key in a header; `scheme` (if any) precedes the key in the value.
    ApiKeyHeader { header: String, scheme: Option<String> },
    /// `Authorization: Bearer <token>` (also OAuth 2 and OpenID Connect: the client takes the
    /// token; getting one is the caller's).
    Bearer,
    /// Another HTTP scheme: `Authorization: <word> <token>`, the word as the document writes
    /// it.
    Http { word: String },
    /// HTTP Basic: the key is `user:password` (`ClientBuilder::basic_auth`).
    Basic,
    /// An API key as a query parameter.
    ApiKeyQuery { name: String },
    /// An API key as a cookie.
    ApiKeyCookie { name: String },
}

impl Auth {
    /// How a user reads what the client sends (for docs).
    pub fn describe(&self) -> String {
        match self {
            Auth::ApiKeyHeader { header, .. } => format!("the `{header}` header"),
            Auth::Bearer => "a bearer token".into(),
            Auth::Http { word } => format!("the `Authorization` header (`{word} <token>`)"),
            Auth::Basic => "HTTP Basic credentials".into(),
            Auth::ApiKeyQuery { name } => format!("the `{name}` query parameter"),
            Auth::ApiKeyCookie { name } => format!("the `{name}` cookie"),
        }
    }
}

/// Environment variables and parameter defaults the client can take from its configuration.
#[derive(Debug, Clone, Default)]
pub struct ClientEnv {
    pub api_key_var: Option<String>,
    pub base_url_var: Option<String>,
    /// Parameter name → environment variable that supplies its default.
    pub default_params: Vec<(String, String)>,
}

/// Index into [`Api::types`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TypeId(pub usize);

/// Documentation carried from the spec to rustdoc.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Docs {
    pub title: Option<String>,
    pub description: Option<String>,
    pub deprecated: bool,
    pub default: Option<Value>,
    pub read_only: bool,
    pub write_only: bool,
    /// Where the documented fact comes from, when the document says (see
    /// `lower::conventions::source_note`).
    pub source_note: Option<String>,
}

/// A named type.
#[derive(Debug, Clone)]
pub struct TypeDef {
    /// The Rust name (PascalCase, unique in the crate).
    pub name: Ident,
    /// A struct's builder: `{name}Builder`, or that with a number where another type has it.
    pub builder: Option<Ident>,
    pub docs: Docs,
    pub kind: TypeKind,
    /// Values of this type must not be echoed in errors or `Debug` (passwords, keys).
    pub sensitive: bool,
    /// The schema the type was made from (what `validate_json` checks against).
    pub schema: Option<SlotId>,
    /// That schema's JSON pointer in its file (for tools and tests that relate types to the
    /// document).
    pub pointer: String,
    /// The Rust type is looser than the schema (`loose` says why): `validate()` checks the
    /// value's JSON form against [`TypeDef::schema`] instead of generated checks.
    pub loose: Option<String>,
    /// A list or map view of a schema without `type` (see [`StructDef::implied`]).
    pub implied: bool,
}

/// What a named type is.
#[derive(Debug, Clone)]
pub enum TypeKind {
    /// A JSON object with known properties.
    Struct(StructDef),
    /// A string enumeration; unknown values are kept (forward compatible).
    Enum(EnumDef),
    /// `oneOf` / `anyOf` of several shapes.
    Union(UnionDef),
    /// A scalar with constraints: a validating newtype.
    Scalar(Box<ScalarDef>),
    /// A name for another shape (`type Tags = BTreeMap<String, String>`), with the shape's
    /// constraints checked by `Validate`.
    Alias(Shape),
}

/// The shape of a value wherever one is used (field, item, parameter, body).
#[derive(Debug, Clone, PartialEq)]
pub enum Shape {
    Named(TypeId),
    String,
    Integer(IntKind),
    Number,
    Boolean,
    /// Any JSON value.
    Any,
    /// A string with a format and no other constraint: a runtime format type.
    Format(Format),
    /// A Rust type the user supplies (a type replacement): used as it is, checked by nothing.
    External(String),
    Array(Box<ArrayShape>),
    Map(Box<MapShape>),
    /// The value may also be JSON `null`.
    Nullable(Box<Shape>),
    /// A view of a schema that no Rust shape holds exactly: values are of the inner shape, and
    /// are checked by the inner shape's checks and against the schema of the slot.
    Checked(Box<Shape>, SlotId),
    /// A string holding the JSON text of a value of the inner shape (`contentMediaType:
    /// application/json` with a `contentSchema`, or a parameter described by `content`).
    JsonText(Box<Shape>),
}

/// Rust integer type chosen from `format`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum IntKind {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ArrayShape {
    pub items: Shape,
    pub min_items: Option<u64>,
    pub max_items: Option<u64>,
    pub unique_items: bool,
}

#[derive(Debug, Clone, PartialEq)]
pub struct MapShape {
    pub values: Shape,
    /// `propertyNames` constraints on the keys.
    pub keys: StringConstraints,
    pub min_properties: Option<u64>,
    pub max_properties: Option<u64>,
}

/// Every `Checked` shape among `shapes` and inside them (not through named types): its slot and
/// the view the schema of that slot judges.
pub fn checks_within(mut shapes: Vec<&Shape>) -> Vec<(SlotId, &Shape)> {
    let mut out = Vec::new();
    while let Some(s) = shapes.pop() {
        match s {
            Shape::Checked(inner, slot) => {
                out.push((*slot, &**inner));
                shapes.push(inner);
            }
            Shape::Array(a) => shapes.push(&a.items),
            Shape::Map(m) => shapes.push(&m.values),
            Shape::Nullable(inner) | Shape::JsonText(inner) => shapes.push(inner),
            _ => {}
        }
    }
    out
}

impl StructDef {
    /// The field that holds a value's members beyond the declared ones: `extra` (typed, from
    /// `additionalProperties`) or the `undeclared` one; `None` when the struct keeps none.
    pub fn rest_field(&self) -> Option<&str> {
        match (&self.additional, &self.undeclared) {
            (Some(_), _) => Some(crate::lower::reserved::EXTRA_FIELD),
            (None, field) => field.as_deref(),
        }
    }
}

impl TypeKind {
    /// The shapes a declaration holds directly: a struct's members (and its other members'), a
    /// union's variants, an alias's target.
    pub fn held_shapes(&self) -> Vec<&Shape> {
        match self {
            TypeKind::Struct(s) => s.fields.iter().map(|f| &f.shape).chain(s.additional.iter()).collect(),
            TypeKind::Union(u) => u.variants.iter().map(|v| &v.shape).collect(),
            TypeKind::Alias(s) => vec![s],
            TypeKind::Enum(_) | TypeKind::Scalar(_) => Vec::new(),
        }
    }
}

impl Shape {
    /// `inner` checked against the schema of `slot` too. A nullable view stays outermost, so
    /// that fields and parameters see their optionality as for any other shape.
    pub fn checked(inner: Shape, slot: SlotId) -> Shape {
        match inner {
            Shape::Nullable(inner) => Shape::Nullable(Box::new(Shape::checked(*inner, slot))),
            inner => Shape::Checked(Box::new(inner), slot),
        }
    }

    /// Does checking a value of this shape do anything?
    pub fn has_checks(&self, api: &Api) -> bool {
        let mut seen = std::collections::HashSet::new();
        self.has_checks_inner(api, &mut seen)
    }

    fn has_checks_inner(&self, api: &Api, seen: &mut std::collections::HashSet<TypeId>) -> bool {
        match self {
            Shape::Named(id) => {
                if !seen.insert(*id) {
                    return false;
                }
                match &api.ty(*id).kind {
                    TypeKind::Struct(s) => {
                        !s.rules.is_empty()
                            || (s.deny_unknown && s.undeclared.is_some())
                            || s.min_properties.is_some()
                            || s.max_properties.is_some()
                            || s.fields.iter().any(|f| f.shape.has_checks_inner(api, seen))
                            || s.additional.as_ref().is_some_and(|a| a.has_checks_inner(api, seen))
                    }
                    _ if api.ty(*id).loose.is_some() => true,
                    TypeKind::Enum(_) | TypeKind::Scalar(_) => true,
                    // An untagged `oneOf` checks that one alternative alone holds the value.
                    TypeKind::Union(u) if u.exclusive && u.tag.is_none() && u.variants.len() > 1 => true,
                    TypeKind::Union(u) => u.variants.iter().any(|v| v.shape.has_checks_inner(api, seen)),
                    TypeKind::Alias(s) => s.has_checks_inner(api, seen),
                }
            }
            Shape::Format(_) | Shape::Checked(..) => true,
            Shape::Array(a) => {
                a.min_items.is_some() || a.max_items.is_some() || a.unique_items || a.items.has_checks_inner(api, seen)
            }
            Shape::Map(m) => {
                !m.keys.is_empty()
                    || m.min_properties.is_some()
                    || m.max_properties.is_some()
                    || m.values.has_checks_inner(api, seen)
            }
            Shape::Nullable(s) | Shape::JsonText(s) => s.has_checks_inner(api, seen),
            Shape::String | Shape::Integer(_) | Shape::Number | Shape::Boolean | Shape::Any | Shape::External(_) => {
                false
            }
        }
    }
}

/// An object type.
#[derive(Debug, Clone)]
pub struct StructDef {
    pub fields: Vec<Field>,
    /// `additionalProperties` as a shape, when extra members are typed; `None` when extra members
    /// are allowed but untyped (they are ignored on decode) or forbidden (see `deny_unknown`).
    pub additional: Option<Shape>,
    /// `additionalProperties: false`: each member of `undeclared` is a violation.
    pub deny_unknown: bool,
    /// Where a decoded value keeps the members the struct does not declare, when one of them
    /// can change a verdict (`additionalProperties: false`, a count of members, a view the
    /// schema engine judges, a `oneOf` alternative): the Rust name of that field. Tolerant
    /// decoding drops such members elsewhere; here `validate()` must see what was received.
    /// Never beside `additional`, which keeps them typed.
    pub undeclared: Option<Ident>,
    pub min_properties: Option<u64>,
    pub max_properties: Option<u64>,
    /// Cross-field rules (mutual exclusion, exactly one of, at least one of, dependentRequired).
    pub rules: Vec<ObjectRule>,
    /// The schema has no `type`: read as an object because of its object keywords (`properties`,
    /// `required` …), though JSON Schema lets any other JSON type through (docs/design/validation.md,
    /// "A schema without `type`"); decoding another type says so.
    pub implied: bool,
}

/// A property of an object type.
#[derive(Debug, Clone)]
pub struct Field {
    /// The JSON name.
    pub name: String,
    /// The Rust name (snake_case, unique in the struct, keywords escaped).
    pub rust_name: Ident,
    pub shape: Shape,
    pub required: bool,
    pub docs: Docs,
    pub sensitive: bool,
    /// Must be boxed to break a type cycle.
    pub boxed: bool,
    /// The builder's method that sets the member to `null` (optional nullable members only).
    pub null_setter: Option<Ident>,
}

/// A rule across the properties of one object.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ObjectRule {
    /// At most one of these may be present.
    MutuallyExclusive(Vec<String>),
    /// Required write-only members: optional in the type (responses leave them out), present
    /// in every request.
    RequiredInRequests(Vec<String>),
    /// Exactly one of these groups must be present (a group is present when all its members are).
    ExactlyOne(Vec<Vec<String>>),
    /// At least one of these groups must be present.
    AtLeastOne(Vec<Vec<String>>),
    /// When `if_present` is present, every one of `then_required` must be too.
    DependentRequired {
        if_present: String,
        then_required: Vec<String>,
    },
    /// `if: {properties: {field: {const: value}}}` / `then: {required: [...]}`: when `field`
    /// holds `value`, every one of `then_required` must be present.
    RequiredWhen {
        field: String,
        equals: Value,
        then_required: Vec<String>,
    },
}

/// A string enumeration.
#[derive(Debug, Clone, PartialEq)]
pub struct EnumDef {
    pub variants: Vec<EnumVariant>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct EnumVariant {
    /// The JSON value.
    pub value: String,
    /// The Rust variant name.
    pub rust_name: Ident,
}

/// `oneOf` / `anyOf`.
#[derive(Debug, Clone)]
pub struct UnionDef {
    pub variants: Vec<UnionVariant>,
    /// For a discriminated union, the tag property.
    pub tag: Option<String>,
    /// `oneOf` (exactly one variant matches) rather than `anyOf`.
    pub exclusive: bool,
}

#[derive(Debug, Clone)]
pub struct UnionVariant {
    pub rust_name: Ident,
    pub shape: Shape,
    /// The tag value selecting this variant (discriminated unions).
    pub tag_value: Option<String>,
    pub boxed: bool,
}

/// A constrained scalar.
#[derive(Debug, Clone, PartialEq)]
pub struct ScalarDef {
    pub base: ScalarBase,
    pub constraints: ScalarConstraints,
}

/// The Rust representation of a constrained scalar.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ScalarBase {
    String,
    Integer(IntKind),
    Number,
    /// Any JSON value (for `enum`/`const` of mixed or non-string values).
    Any,
}
