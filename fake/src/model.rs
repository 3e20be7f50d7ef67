//! What a fake serves, as oapigen derives it from a document: the operations (with the schema of
//! every parameter, body and answer), the resources they create, read, list, update and delete,
//! the tasks, the paging and the credentials. The generator writes it (as JSON, beside a
//! generated crate or in memory for `oapigen fake`); the engine reads nothing else.
//!
//! Schemas are referred to by slot: an index into [`Model::slots`], each `uri#pointer` into one of
//! [`Model::schemas`]' resources (JSON Schema 2020-12, OpenAPI 3.0's meanings already rewritten,
//! annotations such as `default`, `example`, `readOnly` and `format` kept, since the fake fills
//! records from them).

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};
use serde_json::Value;

/// Index into [`Model::slots`].
pub type SlotId = usize;
/// Index into [`Model::operations`].
pub type OperationId = usize;
/// Index into [`Model::resources`].
pub type ResourceId = usize;

/// Everything a fake serves.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Model {
    /// `info.title`.
    pub title: String,
    /// Schema resources: one per source file, at its base URI.
    pub schemas: Vec<SchemaResource>,
    /// The schema of each slot, as `uri#pointer`.
    pub slots: Vec<String>,
    pub operations: Vec<Operation>,
    pub resources: Vec<Resource>,
    /// The document's task protocol, when operations start tasks.
    pub tasks: Option<Tasks>,
    /// The security schemes requests carry credentials in, by the document's names: what an
    /// operation's [`security`](Operation::security) names.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub schemes: BTreeMap<String, Auth>,
    /// How the document's enum values read as states, so that a made value looks settled.
    #[serde(default)]
    pub states: States,
    /// The path part of each of the document's server URLs (`/v4` of
    /// `https://api.example.com/v4`): the fake serves its paths under each as well as bare, so
    /// that a client configured with a documented base URL works.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub base_paths: Vec<String>,
    /// The document's own example of an error answer of a status (`{"id": "unprocessable_entity",
    /// …}` for 422), where the operation answering it documents the status only by a range or
    /// `default`: the example the document gives most often for that status.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub error_examples: Vec<(u16, Value)>,
}

/// The document's enum values that read as states, as the generator reads them: a made record
/// (or any value the fake makes) takes one of work done (`success`, `COMPLETED`) before any
/// other of its enum, then a settled one (`available`, `ACTIVE`, `running`), and one in passing
/// (`creating`, `DELETING`, `error`) last; the others keep the document's order.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct States {
    /// Values of work that ended well, as the document spells them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub done: Vec<String>,
    /// Values of a settled state, as the document spells them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub settled: Vec<String>,
    /// Values of a transition or a failure.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub passing: Vec<String>,
}

/// One schema document.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct SchemaResource {
    pub uri: String,
    pub schema: Value,
}

/// One operation: a method on a path template.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Operation {
    /// `operationId` (or the name the generator made for it).
    pub id: String,
    /// The generated client's method name (snake case), for messages and typed access.
    pub rust_name: String,
    /// Upper case: `GET`, `POST`, …
    pub method: String,
    /// The path template, e.g. `/cloud/v1/volumes/{project_id}/{region_id}/{volume_id}`.
    pub path: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tags: Vec<String>,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub params: Vec<Param>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub body: Option<Body>,
    /// Documented answers, in document order.
    pub responses: Vec<Response>,
    /// Its security requirement (its own `security`, else the document's): the alternatives
    /// it accepts, each the names of the [`Model::schemes`] a request carries together. An
    /// empty alternative lets a request without credentials in; none at all asks for none.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub security: Vec<Vec<String>>,
    /// What the operation does to the store.
    pub role: Role,
    /// Its path parameters that scope the records, where they are named otherwise than the
    /// resource's [`Resource::scope`] (another version's or spelling's path); empty: the same.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scope: Vec<String>,
    /// Its path parameter that names the record, where it is not the resource's
    /// [`Resource::id_param`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_param: Option<String>,
    /// The operation answers with the ids of tasks it started (`x-oapigen-tasks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_tasks: Option<StartsTasks>,
    /// Limit/offset paging (`x-oapigen-pagination`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paging: Option<Paging>,
    /// The status of an answer to a request that breaks the document: the 400 or 422 the
    /// operation documents (422 when it documents neither).
    pub invalid_status: u16,
    /// What an action sets on its record besides its body's members, by JSON pointer.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effect: Vec<(String, Value)>,
    /// What it sets when a member of its body has a value.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub effect_by: Vec<EffectWhen>,
    /// Record members a create takes from elsewhere in its request: pairs of JSON pointers,
    /// the record's then the request's.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub from: Vec<(String, String)>,
    /// What the record shows while a task of the operation runs (`/status` to `creating`), by
    /// JSON pointer; the task's end sets what the operation made.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub pending: Vec<(String, Value)>,
    /// The action attaches or detaches (see [`Attach`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub attach: Option<Attach>,
    /// Where its success answer holds records, when it holds them otherwise than as its whole
    /// body: wrapped (`{"droplet": {…}}`), beside other members (`{"server": {…}, "action":
    /// {…}}`), as a list. Empty: the answer is made around the record as it fits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holds: Vec<Held>,
    /// A create whose body may list what to make (`names: [a, b]` beside `name`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub many: Option<Many>,
}

/// A create that makes one record per item of a list its body gives, each with the item as a
/// member (`names` → one record per name, as its `name`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Many {
    /// The body's list (`names`).
    pub list: String,
    /// The record's member each item becomes (`name`).
    pub member: String,
}

/// Records an answer holds at a place: the operation's own (what it made, read or changed), or
/// records of another resource made with it (the `action` a server's create answers), which the
/// fake stores so that they read back at their own paths.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Held {
    /// JSON pointer into the answer (`/droplet`; empty: the answer itself).
    pub pointer: String,
    /// The resources whose record the schema there is, the operation's own first when it is
    /// one of them; another's record is stored in each (the first gives it its id).
    pub resources: Vec<ResourceId>,
    /// A list of records.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub many: bool,
    /// Another resource's record as the document's example of the answer shows it (its
    /// `command: create_server`), which a made one starts from.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
    /// The places in that record where the example names the operation's own record by its
    /// id (`/resources/0/id`): a made one names the record made or acted on.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub names_own: Vec<String>,
    /// Why (for `--explain`).
    pub why: String,
}

/// An action on a record's list of attachments: attaching adds an entry naming the record its
/// body names; detaching removes the entries naming it, and its `effect` holds only once none
/// is left.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Attach {
    /// The record's list of entries (`attachments`).
    pub list: String,
    /// The entry's member naming the other record (`server_id`).
    pub member: String,
    /// Attaching (adding an entry); otherwise detaching.
    pub adds: bool,
    /// The body member naming the other record (`instance_id`).
    pub names: String,
    /// The entry's own id member (`attachment_id`), new for each entry.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_id: Option<String>,
}

/// What an action whose body names what it does sets: when the body's member at `when` is
/// `is`, the record's members at the pointers of `sets` take their values.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct EffectWhen {
    pub when: String,
    pub is: Value,
    pub sets: Vec<(String, Value)>,
}

/// Where a parameter goes.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum ParamLocation {
    Path,
    Query,
    Header,
    Cookie,
}

impl ParamLocation {
    /// The document's `in`.
    pub fn keyword(self) -> &'static str {
        match self {
            ParamLocation::Path => "path",
            ParamLocation::Query => "query",
            ParamLocation::Header => "header",
            ParamLocation::Cookie => "cookie",
        }
    }
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Param {
    pub name: String,
    pub location: ParamLocation,
    pub required: bool,
    /// The parameter's schema; `None` when it has none (any string).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<SlotId>,
    /// The value is a string carrying JSON (`content: application/json`, or a string schema
    /// with `contentMediaType: application/json`).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub json: bool,
    /// The document's `style` (`deepObject`) and `explode`, where it gives them: how the value
    /// is written (`oapigen_runtime::Style` reads them).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub style: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub explode: Option<bool>,
    /// The one value it takes: a `name=value` pair of the document's path key
    /// (`/rest?method=photos.search`), which the client sends with every request.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub value: Option<String>,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Body {
    /// The media types the operation accepts (`application/json`, `multipart/form-data`, …).
    pub content_types: Vec<String>,
    pub required: bool,
    /// The JSON body's schema.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<SlotId>,
    /// The body is a JSON Merge Patch (RFC 7386): its media type is
    /// `application/merge-patch+json`, or the document says so in its description.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub merge_patch: bool,
}

/// Which statuses a documented answer covers.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    Code(u16),
    /// `2XX` and friends: the hundreds digit.
    Range(u16),
    Default,
}

#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Response {
    pub status: Status,
    /// The media type of its body, when it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub content_type: Option<String>,
    /// The body's schema (JSON bodies).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<SlotId>,
    /// For an error answer: where the fake puts what it knows of the error.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<ErrorFill>,
    /// For an error answer: the document's example of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub example: Option<Value>,
}

/// Where an error answer's schema takes what the fake knows of a refusal, as the generator
/// reads its members' roles: JSON pointers into the body, and into each entry of a list that
/// gets one entry per fault.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct ErrorFill {
    /// The message-like string member (`/message`, `/error/message`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// The string member that names the request's field at fault (`/error/param`): the first
    /// fault's, as a client names it (`recurring.interval`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub field: Option<String>,
    /// The string member that holds a JSON pointer to it (`/source/pointer`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pointer: Option<String>,
    /// A list that gets one entry per fault (`/errors`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list: Option<String>,
    /// In each entry: its message, its field, its pointer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_message: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_field: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry_pointer: Option<String>,
    /// Why (for `--explain`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub why: Vec<String>,
}

/// What an operation does to the store.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Role {
    /// Answered from its schema alone (an example or a value made from the schema).
    Stateless,
    /// POST on the collection: a new record (after its tasks finish, if it starts tasks).
    Create { resource: ResourceId },
    /// GET on the collection: the stored records of the scope, paged.
    List { resource: ResourceId },
    /// GET on the item.
    Read { resource: ResourceId },
    /// PATCH on the item: merged into the record.
    Update { resource: ResourceId },
    /// PUT on the item: the record replaced.
    Replace { resource: ResourceId },
    /// DELETE on the item (once its tasks finish, if it starts tasks).
    Delete { resource: ResourceId },
    /// Another operation on an item path (`POST …/{volume_id}/attach`): the item must exist
    /// (404 otherwise); the answer is the record when its schema is the record's, else made
    /// from the schema.
    Action { resource: ResourceId },
    /// Reads one task.
    TaskRead,
    /// Lists tasks.
    TaskList,
}

impl Role {
    /// The resource the operation works on, if any.
    pub fn resource(self) -> Option<ResourceId> {
        match self {
            Role::Create { resource }
            | Role::List { resource }
            | Role::Read { resource }
            | Role::Update { resource }
            | Role::Replace { resource }
            | Role::Delete { resource }
            | Role::Action { resource } => Some(resource),
            Role::Stateless | Role::TaskRead | Role::TaskList => None,
        }
    }
}

/// A kind of record kept by the fake.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Resource {
    /// A name for it, from the collection path (`volumes`, `k8s_clusters_pools`): unique in the
    /// model.
    pub name: String,
    /// The collection path template (`/cloud/v1/volumes/{project_id}/{region_id}`).
    pub collection: String,
    /// The item path template: the collection and one parameter more.
    pub item: String,
    /// The collection's path parameters: records are kept apart per their values.
    pub scope: Vec<String>,
    /// The item path's last parameter: the record's id.
    pub id_param: String,
    /// The member of the record that holds its id (`id`, or the member named like the id
    /// parameter), when the read schema has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_member: Option<String>,
    /// Other members a path's id may name the record by (nexus's `NameOrId`: `name` beside
    /// `id`), when no record has the id itself.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub also_by: Vec<String>,
    /// The schema of a record as read (the item GET's answer, else the create's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub record: Option<SlotId>,
    /// The member of a finished task's `created_resources` that names records of this kind
    /// (`volumes`), when the task schema has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub task_key: Option<String>,
    /// How the resource was found: `inferred` from paths and methods, or `overlay` (an
    /// `x-oapigen-resource` extension said it).
    pub source: String,
    /// What was inferred and why (for `--explain`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub why: Vec<String>,
    /// The other records a record of this kind names (a subnet its network).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub relations: Vec<Relation>,
    /// How its new ids are spelled, where the document's examples of them agree on a prefix
    /// (`cus_`); otherwise an integer id takes the next of a sequence and a string one is a
    /// UUID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_form: Option<IdForm>,
    /// The members that say when a record was made, or last changed: the fake's clock is set
    /// there (unix seconds in an integer, RFC 3339 in a string).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stamps: Vec<Stamp>,
}

/// New ids as the document's examples spell them: the prefix they share, then `length`
/// characters of `alphabet`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct IdForm {
    pub prefix: String,
    pub length: usize,
    pub alphabet: String,
}

/// A member of a record that holds a time the fake sets.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Stamp {
    pub member: String,
    /// Set on each change too (`updated_at`), not only when the record is made.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub changes: bool,
}

/// A record names a record of another resource.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Relation {
    /// The record's member holding the other's id (`network_id`); for a record on the other's
    /// item path, the scope parameter naming it.
    pub member: String,
    pub to: ResourceId,
    /// `member` holds a list of ids.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub many: bool,
    /// `member` is a scope parameter.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub nested: bool,
    /// `member` is a member of each entry of this list of the record (`attachments`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<String>,
    /// The member of the other record that lists the records naming it (`subnets`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub listed_as: Option<String>,
    /// That list holds ids, not records.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub listed_ids: bool,
    pub on_delete: OnDelete,
}

/// What deleting a record does to the records that name it.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum OnDelete {
    Cascade,
    Refuse,
    Keep,
}

/// The operation answers with the ids of the tasks it started.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct StartsTasks {
    /// JSON pointer to the array of task ids in the answer (`/tasks`).
    pub ids_pointer: String,
}

/// Limit/offset paging.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Paging {
    pub limit_param: String,
    pub offset_param: String,
    /// JSON pointer to the page's items in the answer (`/results`).
    pub items_pointer: String,
    /// JSON pointer to the total count (`/count`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub count_pointer: Option<String>,
    /// The limit when the request gives none (the parameter's `default`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_limit: Option<u64>,
}

/// How tasks are read.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Tasks {
    /// The operation that reads one task.
    pub read: OperationId,
    /// Its path parameter that takes the task id.
    pub id_param: String,
    /// The operation that lists tasks, if the document has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub list: Option<OperationId>,
    /// The task's schema (the read's answer).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<SlotId>,
    /// JSON pointer to the task's state (`/state`).
    pub state_pointer: String,
    /// A state a task is in before it ends (`RUNNING`: from the state's enum when it has one).
    pub running_state: String,
    pub finished: Vec<String>,
    pub failed: Vec<String>,
    /// JSON pointer to the error message of a failed task (`/error`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error_pointer: Option<String>,
    /// JSON pointer to the object that names what a finished task created
    /// (`/created_resources`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub created_pointer: Option<String>,
    /// Member of the task naming the operation that started it (`task_type`), if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_member: Option<String>,
}

/// Where a security scheme's credential is, on a request.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Auth {
    /// A header (`Authorization`, `X-Api-Key`), with its scheme word when the document names one
    /// (`apikey <KEY>`).
    Header { name: String, scheme: Option<String> },
    /// `Authorization: Bearer <token>`.
    Bearer,
    /// `Authorization: Basic <base64 of user:password>`.
    Basic,
    /// A query parameter.
    Query { name: String },
    /// A cookie.
    Cookie { name: String },
}

impl Operation {
    /// Whether a request needs credentials: its requirement has alternatives, none empty.
    pub fn requires_auth(&self) -> bool {
        !self.security.is_empty() && self.security.iter().all(|a| !a.is_empty())
    }

    /// The names of its path parameters that scope the records of `resource`.
    pub fn scope_params<'m>(&'m self, resource: &'m Resource) -> &'m [String] {
        if self.scope.is_empty() {
            &resource.scope
        } else {
            &self.scope
        }
    }

    /// The name of its path parameter that names a record of `resource`.
    pub fn id_param<'m>(&'m self, resource: &'m Resource) -> &'m str {
        self.id_param.as_deref().unwrap_or(&resource.id_param)
    }
}

impl Model {
    /// The operation that reads a record of `resource` (the first).
    pub fn reader(&self, resource: ResourceId) -> Option<OperationId> {
        self.operations.iter().position(|o| o.role == Role::Read { resource })
    }

    /// The model as JSON text (what the generator writes).
    pub fn to_json(&self) -> String {
        serde_json::to_string(self).expect("a model is plain data")
    }

    /// Reads a model the generator wrote.
    pub fn from_json(text: &str) -> Result<Model, serde_json::Error> {
        serde_json::from_str(text)
    }

    /// A readable account of what the fake serves with state and without: the resources, each
    /// with its operations and scope, then the operations served from their schemas alone.
    pub fn explain(&self) -> String {
        use std::fmt::Write;
        let mut out = String::new();
        let name = |i: OperationId| -> String {
            let o = &self.operations[i];
            format!("{} ({} {})", o.id, o.method, o.path)
        };
        for (r, res) in self.resources.iter().enumerate() {
            let _ = writeln!(out, "resource {} [{}]", res.name, res.source);
            for why in &res.why {
                let _ = writeln!(out, "  why        {why}");
            }
            let _ = writeln!(out, "  collection {}", res.collection);
            let _ = writeln!(out, "  item       {} (id: {})", res.item, res.id_param);
            if !res.scope.is_empty() {
                let _ = writeln!(out, "  scope      {}", res.scope.join(", "));
            }
            for rel in &res.relations {
                let listed = rel
                    .listed_as
                    .as_deref()
                    .map(|l| format!(", listed in its `{l}`"))
                    .unwrap_or_default();
                let on_delete = match rel.on_delete {
                    OnDelete::Cascade => "goes with it",
                    OnDelete::Refuse => "stops its deletion",
                    OnDelete::Keep => "stays when it goes",
                };
                let by = match &rel.within {
                    Some(list) => format!("{list}[].{}", rel.member),
                    None => rel.member.clone(),
                };
                let _ = writeln!(
                    out,
                    "  names      {} by `{by}`{listed}; {on_delete}",
                    self.resources.get(rel.to).map_or("?", |t| t.name.as_str()),
                );
            }
            if let Some(k) = &res.task_key {
                let _ = writeln!(out, "  tasks name it under created_resources.{k}");
            }
            for (i, op) in self.operations.iter().enumerate() {
                if op.role.resource() == Some(r) {
                    let role = match op.role {
                        Role::Create { .. } => "create",
                        Role::List { .. } => "list",
                        Role::Read { .. } => "read",
                        Role::Update { .. } => "update",
                        Role::Replace { .. } => "replace",
                        Role::Delete { .. } => "delete",
                        _ => "action",
                    };
                    let tasks = if op.starts_tasks.is_some() {
                        ", through tasks"
                    } else {
                        ""
                    };
                    let _ = writeln!(out, "  {role:<8} {}{tasks}", name(i));
                    if let Some(a) = &op.attach {
                        let what = if a.adds { "adds to" } else { "removes from" };
                        let _ = writeln!(
                            out,
                            "           {what} its `{}` the entry whose `{}` is the body's `{}`{}",
                            a.list,
                            a.member,
                            a.names,
                            if a.adds { "" } else { " (its effect once none is left)" }
                        );
                    }
                    for (pointer, value) in &op.effect {
                        let _ = writeln!(out, "           sets {pointer} to {value}");
                    }
                    for EffectWhen { when, is, sets } in &op.effect_by {
                        for (pointer, value) in sets {
                            let _ = writeln!(
                                out,
                                "           when the body's {when} is {is}, sets {pointer} to {value}"
                            );
                        }
                    }
                    for (pointer, value) in &op.pending {
                        let _ = writeln!(out, "           shows {pointer} as {value} while its task runs");
                    }
                    for (to, from) in &op.from {
                        let _ = writeln!(out, "           takes {to} from the request's {from}");
                    }
                    for held in &op.holds {
                        let _ = writeln!(out, "           {}", held.why);
                    }
                    if let Some(m) = &op.many {
                        let _ = writeln!(
                            out,
                            "           a body's `{}` makes a record per item, as its `{}`",
                            m.list, m.member
                        );
                    }
                }
            }
        }
        if let Some(t) = &self.tasks {
            let _ = writeln!(out, "tasks: read by {}", name(t.read));
            if let Some(l) = t.list {
                let _ = writeln!(out, "tasks: listed by {}", name(l));
            }
        }
        for base in &self.base_paths {
            let _ = writeln!(out, "paths: served under {base} too (the document's server URL)");
        }
        // Each shape of error answer once, with how many operations answer in it.
        let mut fills: Vec<(&ErrorFill, usize)> = Vec::new();
        for r in self.operations.iter().flat_map(|o| &o.responses) {
            if let Some(fill) = &r.error {
                match fills.iter_mut().find(|(f, _)| *f == fill) {
                    Some((_, n)) => *n += 1,
                    None => fills.push((fill, 1)),
                }
            }
        }
        for (fill, n) in fills {
            let at = |what: &str, p: &Option<String>| p.as_ref().map(|p| format!("{what} at {p}"));
            let list = fill.list.as_deref().unwrap_or_default();
            let places: Vec<String> = [
                at("the message", &fill.message),
                at("the field at fault", &fill.field),
                at("its pointer", &fill.pointer),
                at(&format!("per fault in {list}, its message"), &fill.entry_message),
                at(&format!("per fault in {list}, its field"), &fill.entry_field),
                at(&format!("per fault in {list}, its pointer"), &fill.entry_pointer),
            ]
            .into_iter()
            .flatten()
            .collect();
            let _ = writeln!(
                out,
                "errors: {n} documented error answers take {} ({})",
                places.join(" and "),
                fill.why.join("; ")
            );
        }
        for (status, _) in &self.error_examples {
            let _ = writeln!(out, "errors: a {status} starts from the document's example of one");
        }
        let stateless: Vec<usize> = (0..self.operations.len())
            .filter(|&i| self.operations[i].role == Role::Stateless)
            .collect();
        let stateful = self.operations.len() - stateless.len();
        let _ = writeln!(
            out,
            "{stateful} of {} operations served with state, {} without:",
            self.operations.len(),
            stateless.len()
        );
        for i in stateless {
            let _ = writeln!(out, "  {}", name(i));
        }
        out
    }
}
