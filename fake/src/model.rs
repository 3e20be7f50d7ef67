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
    /// The error body the document shows in its description (a JSON example in
    /// `info.description`, `{"error": {"code", "message", …}}`) where it declares no error
    /// answer: refusals take its shape, the status's name (`not_found`) as its code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub described_error: Option<Value>,
    /// The error code the document gives a refusal of a value another record holds
    /// (`uniqueness_error`), where it names one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub duplicate_code: Option<String>,
    /// The `pattern`s the fake does not judge by, each because the schema's own example breaks
    /// it (`uri#pointer/pattern` and why): taken out of [`Model::schemas`].
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub loosened: Vec<String>,
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
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
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
    /// A read that names the record by this member, not by its id (`/releases/tags/{tag}`:
    /// `tag_name`); its [`Operation::id_param`] holds the value.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub by_member: Option<String>,
    /// The operation answers with the ids of tasks it started (`x-oapigen-tasks`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starts_tasks: Option<StartsTasks>,
    /// How its answer pages a list: limit/offset (`x-oapigen-pagination`, or what the document
    /// shows), page numbers or cursors.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub paging: Option<Paging>,
    /// What each query parameter of a list does to its records, as the generator reads it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub queries: Vec<QueryParam>,
    /// The order of a list that no parameter orders: the order records were made in, or the
    /// newest first where the document says so.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub newest_first: bool,
    /// How the list was read (for `--explain`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub list_why: Vec<String>,
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
    /// The records it lists or makes belong to the record of another resource that its path
    /// names (`GET /droplets/{id}/firewalls`, `POST /volumes/{id}/snapshots`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub within: Option<Within>,
    /// It links the records its body names to the record its path names, or unlinks them
    /// (`POST /firewalls/{id}/droplets {droplet_ids}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<Linking>,
    /// Members of its answer that are new records of resources the document has no create for
    /// (the `action` a request starts, read back at `/actions/{id}`): each is stored.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub makes: Vec<Made>,
    /// Where its success answer holds records, when it holds them otherwise than as its whole
    /// body: wrapped (`{"droplet": {…}}`), beside other members (`{"server": {…}, "action":
    /// {…}}`), as a list. Empty: the answer is made around the record as it fits.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub holds: Vec<Held>,
    /// A create whose body may list what to make (`names: [a, b]` beside `name`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub many: Option<Many>,
    /// Members its answer has and the record does not keep (a generated SSH key's
    /// `private_key`, returned once): made for this answer, unless the request gives the member
    /// of the same last word (`public_key`: the caller brought their own key).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub answer_only: Vec<AnswerOnly>,
    /// The query parameter whose values name references to inline in its answer
    /// (`expand[]=product`: the price's `product` id becomes the product's record).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub expand: Option<String>,
    /// States a create's record starts in when its request leaves out what the state says it
    /// requires (`requires_payment_method` without `payment_method`): (body member, `status`
    /// value), the first that holds wins.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub requires: Vec<(String, Value)>,
    /// A create answered `202 Accepted` without tasks: the work goes on after the answer, so
    /// the record shows `pending` (its first state, `new`) until it is read again.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub accepted: bool,
    /// A create's body members that list children to make with the record (a cluster's
    /// `pools`): each item a record of the child resource below the new one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub nests: Vec<Nest>,
    /// A create whose body gives the new record's id under the name its item path gives it
    /// (`{file_id}`: `POST /stores/{id}/files {file_id}`): it adds a thing that exists to the
    /// collection by reference, so the record is made with that id.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_by: Option<IdBy>,
    /// A create or update that takes a file (a `multipart/form-data` part sent with a file
    /// name): the record's members that describe it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub upload: Option<Upload>,
    /// An action on a label whose body names records of several kinds to put it on, or take it
    /// off (`POST /tags/{tag}/resources {resources: [{resource_id, resource_type}]}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labelling: Option<Labelling>,
    /// A create of a label whose body lists records to put it on, per resource (`linodes:
    /// [ids]`): (body member, resource).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels_by: Vec<(String, ResourceId)>,
    /// An operation on a part of the record its path names by the part's member (`GET|PUT
    /// /firewalls/{id}/rules` for a firewall's `rules`): a read answers the member, a replace
    /// sets it, an update merges into it. The member's JSON pointer (`/rules`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub part: Option<String>,
    /// A read of a label answering the records it is on, each as an object saying its kind
    /// beside the record (`{type: linode, data: {…}}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub labelled: Option<LabelledPage>,
}

/// The body of a labelling action (`Operation::labelling`): a list of entries, each naming a
/// record by its id and its kind.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Labelling {
    /// The body's list (`resources`).
    pub list: String,
    /// The entry's members holding the record's id and its kind (`resource_id`,
    /// `resource_type`); a kind is a [`Label::kind`].
    pub id: String,
    pub kind: String,
    /// Putting the label on; otherwise taking it off.
    pub adds: bool,
}

/// A page of the records a label is on (`Operation::labelled`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LabelledPage {
    /// The item's member saying the record's kind (`type`), and the one holding the record
    /// (`data`).
    pub kind: String,
    pub data: String,
}

/// The body member that gives a new record's id (`Operation::id_by`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct IdBy {
    /// The body's member (`file_id`).
    pub member: String,
    /// The resource whose record it names (`files`, of the same last word): a create naming
    /// none of its records is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub names: Option<ResourceId>,
}

/// The record's members a file upload fills (`Operation::upload`), by JSON pointer: what the
/// service knows of a file once it has it, though the request's body has no member for it.
#[derive(Debug, Clone, Default, Serialize, Deserialize, PartialEq)]
pub struct Upload {
    /// Its file name, as the part's `Content-Disposition` gives it (`/filename`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// Its size in bytes (`/size`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size: Option<String>,
    /// Its media type, as the part's `Content-Type` gives it (`/content_type`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub media_type: Option<String>,
}

/// A create's body member listing children made with the record (`Operation::nests`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Nest {
    /// The body's member (`pools`).
    pub member: String,
    /// The child resource, whose last scope parameter names the new record.
    pub resource: ResourceId,
}

/// A member only a create's answer has (`Operation::answer_only`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct AnswerOnly {
    pub member: String,
    /// The request's member that, given, leaves it unmade (`public_key`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unless: Option<String>,
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
    /// Text members the document's examples spell as a verb and the operation's resource
    /// (`command: start_server`), spelled for this operation where its answer has no example
    /// of its own (`delete_server` for a server's delete): JSON pointers and values.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub spelled: Vec<(String, Value)>,
    /// Why (for `--explain`).
    pub why: String,
}

/// The records an operation lists or makes belong to the record its path names.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Within {
    /// The resource of the record the path names.
    pub parent: ResourceId,
    /// The path parameter naming it.
    pub param: String,
    /// How a record belongs to it.
    pub by: BelongsBy,
    /// What making a record here does to the parent: where the body's member at `when` is
    /// `is`, the parent's members at the pointers of `sets` take their values
    /// (`{"type": "power_off"}` leaves a droplet `off`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub acts: Vec<EffectWhen>,
    /// Links making a record here adds to the parent or takes from it: where the body's member
    /// at `when` is `is`, the id the body's `names` gives joins (or leaves) the parent's `list`
    /// (`{"type": "attach", "droplet_id": 7}` puts 7 in a volume's `droplet_ids`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<LinkWhen>,
    /// Why (for `--explain`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub why: String,
}

/// A link a record made below another adds to it or takes from it (`Within::links`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LinkWhen {
    pub when: String,
    pub is: Value,
    /// The body's member naming the linked record (`droplet_id`).
    pub names: String,
    /// The parent's list of such ids (`droplet_ids`).
    pub list: String,
    /// Adds the id; otherwise takes it out.
    pub adds: bool,
}

/// How a record belongs to the record of another resource.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum BelongsBy {
    /// A member of the record names the other (`volume_id`, or holds a list of them:
    /// `droplet_ids`).
    Member { member: String },
    /// A member of the other lists the records' ids (`snapshot_ids`).
    Listed { member: String },
    /// A member of the record holds the other's address (`issue_url`), the other's item path
    /// (`path`, with the server's path part) filled.
    Address { member: String, path: String },
    /// Nothing the document shows says which records belong: none do.
    Unknown,
}

/// Linking records to the record a path names, as its body names them.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Linking {
    /// The member of the path's record that lists the linked ids (`droplet_ids`).
    pub list: String,
    /// The body's member naming the records (`droplet_ids`, or one: `droplet_id`).
    pub names: String,
    /// The resource of the named records, where the document has it: a link to a record that
    /// does not exist is refused.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub to: Option<ResourceId>,
    /// Linking; otherwise unlinking.
    pub adds: bool,
}

/// A member of an operation's answer that is a new record of a resource.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Made {
    /// JSON pointer to it in the answer (`/action`).
    pub pointer: String,
    pub resource: ResourceId,
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
    /// The list is that of the record of this resource the body names, and its entries name
    /// the acting record (a server put into a placement group); a removal without a body takes
    /// the acting record out of every record of it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on: Option<ResourceId>,
}

/// What an action whose body names what it does sets: when the body's member at `when` is
/// `is`, the record's members at the pointers of `sets` take their values.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct EffectWhen {
    /// A JSON pointer into the body (`/type`), or a path parameter in braces (`{action}`).
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
    /// The body's schema: a JSON body's, else a form's (`application/x-www-form-urlencoded`).
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
    /// It declares a `Link` header (the pages of a list, RFC 8288).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub link_header: bool,
    /// The answer as a stream of items, where the document gives it one (Server-Sent Events,
    /// JSON Lines): served so when the request asks for it (`Accept`) or it is the only media
    /// type of the answer.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub stream: Option<Stream>,
}

/// An answer that is a stream of items.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Stream {
    /// `text/event-stream`, `application/jsonl`, `application/x-ndjson`.
    pub content_type: String,
    /// One item's schema (of a Server-Sent Event, its data).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub schema: Option<SlotId>,
    /// A Server-Sent Event's data is text (the item's schema is a string), not JSON.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub text: bool,
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
#[derive(Debug, Clone, Copy, Default, Serialize, Deserialize, PartialEq, Eq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Role {
    /// Answered from its schema alone (an example or a value made from the schema).
    #[default]
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
    /// The member that holds the record where answers wrap it (`{"server": {…}}`): records are
    /// kept as the read answers them, and a list's items are what the wrapper holds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wrapper: Option<String>,
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
    /// Scope parameters the record holds under another name (`{group_id}` in its
    /// `security_group_id`): (parameter, member).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub scope_members: Vec<(String, String)>,
    /// Members every new record holds the same value in: the kind of the parent it is made
    /// below, where it names the parent by a reference to any kind (`resource_type: droplet`
    /// beside `resource_id`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub fixed: Vec<(String, Value)>,
    /// The document has no create for its records: the service provisions them (a test puts
    /// them in with `Fake::insert` or `POST /__fake/records/{resource}`), or other
    /// operations' answers make them ([`Operation::makes`]).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub provisioned: bool,
    /// How its new ids are spelled, where the document's examples of them agree on a prefix
    /// (`cus_`); otherwise an integer id takes the next of a sequence and a string one is a
    /// UUID.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub id_form: Option<IdForm>,
    /// The members that say when a record was made, or last changed: the fake's clock is set
    /// there (unix seconds in an integer, RFC 3339 in a string).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub stamps: Vec<Stamp>,
    /// Members that hold an address of the API (`url`: the record's own, `comments_url`: a
    /// collection below it), as the document's examples show: the fake writes its own address
    /// there, so that a client following them reaches it.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub links: Vec<Link>,
    /// Integer members that number each record besides its identity (GitHub's issue `id` beside
    /// its `number`): each new record takes the next of one sequence.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub numbered: Vec<String>,
    /// Request members that give a record's member its new value (`new_name` → `name`):
    /// (request member, record member).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub renames: Vec<(String, String)>,
    /// Members the record holds as an object that a request may give as the text naming it
    /// (`region: "nyc3"` beside a record's `region: {slug, name}`): where the text goes.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub named_inside: Vec<NamedInside>,
    /// Request members naming one record that the record keeps as the one entry of a list of
    /// objects with an `id` (`listener_id` → `listeners: [{id}]`): (request member, list).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub listed_by_id: Vec<(String, String)>,
    /// Members the record holds as a list of tags (`[{key, value}]`) that a request may give as
    /// a map (`{"env": "prod"}`): merged into the list, a key set to null taken out.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tag_lists: Vec<TagList>,
    /// The records of other resources that list records of this one by id (a droplet's
    /// `tags` lists tag names): this resource labels them. A record may list a label the fake
    /// holds no record of, as services make labels when first used.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub labels: Vec<Label>,
    /// The record's object counting what it labels (`resources: {count, droplets: {count}}`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub label_counts: Option<LabelCounts>,
    /// Members no two records of a scope may hold the same value of: a create or update giving
    /// one another record holds is refused (409), with `Model::duplicate_code` where the
    /// document names one.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub unique: Vec<Unique>,
}

/// A member whose values the records of a scope do not share (`Resource::unique`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Unique {
    pub member: String,
    /// What says so (for `--explain`).
    pub why: String,
}

/// Records a label is on (`Resource::labels`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Label {
    pub resource: ResourceId,
    /// Their member listing labels (`tags`).
    pub member: String,
    /// What the document calls one of them (`droplet`): the kind a labelling entry names, and
    /// a labelled page's item says.
    pub kind: String,
    /// The member of the label's count object counting them (`droplets`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counted_as: Option<String>,
}

/// Where a label's record counts what it is on (`Resource::label_counts`): the object at
/// `pointer` holds the total at `count`, and each kind's object (`Label::counted_as`) its own
/// count at `count` too.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct LabelCounts {
    pub pointer: String,
    pub count: String,
}

/// A record's list of tags (`Resource::tag_lists`): the members of each tag.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct TagList {
    /// The record's member (`tags`).
    pub member: String,
    /// The tag's key and value members (`key`, `value`).
    pub key: String,
    pub value: String,
    /// The tag's member that marks it as the service's, which a request cannot change
    /// (`read_only`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub read_only: Option<String>,
}

/// Where a text given for an object member of the record goes (`Resource::named_inside`), as
/// the generator reads the object's members.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct NamedInside {
    /// The record's member (`flavor`).
    pub member: String,
    /// The object's members that name it, best first (`flavor_id`, `id`, `slug`,
    /// `flavor_name`, `name`): the text goes into the first it fits.
    pub names: Vec<String>,
    /// Set too when the text went into the first of `names`: one word for the thing is its id
    /// and its name (`flavor_name` beside `flavor_id`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub with_first: Option<String>,
    /// The record's own members naming it beside the object (`size_slug` beside `size`),
    /// set too where the request does not give them.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub siblings: Vec<String>,
}

/// New ids as the document's examples spell them: the prefix they share, then `length`
/// characters of `alphabet`.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct IdForm {
    pub prefix: String,
    pub length: usize,
    pub alphabet: String,
}

/// A member of a record that holds an address of the API (`Resource::links`).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Link {
    pub member: String,
    /// The path it names, the server's path part included (`/repos/{owner}/{repo}/issues/{issue_number}`),
    /// its parameters among the record's scope and id.
    pub path: String,
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

/// How a list's answer pages its items.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Paging {
    /// The query parameter giving the most items a page holds (`limit`, `per_page`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub size_param: Option<String>,
    /// The page size when the request gives none (the parameter's `default`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub default_size: Option<u64>,
    /// Where the page starts.
    pub start: PageStart,
    /// JSON pointer to the page's items in the answer (`/results`; empty: the answer is the list).
    pub items_pointer: String,
    /// What the answer says of the page, each at its JSON pointer (`/count`: the total).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub facts: Vec<(String, PageFact)>,
    /// The answer declares a `Link` header: it links the first, previous, next and last pages
    /// there (RFC 8288), as lists answered by a bare array do.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub link_header: bool,
}

/// The query parameter that says where a page starts.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum PageStart {
    /// None: every request gets the first page.
    First,
    /// How many items to skip (`offset`).
    Offset { param: String },
    /// The page's number (`page`), the first page's being `first`.
    Number { param: String, first: u64 },
    /// The id of an item (or a cursor an answer gave): the page holds the items after it
    /// (`starting_after`, `after`, `cursor`) or the ones just before it (`ending_before`,
    /// `before`), in the list's order.
    Cursor {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        before: Option<String>,
    },
}

/// A member of a list's answer that says something of the page.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum PageFact {
    /// How many items the list holds in all (after its filters).
    Total,
    /// Whether items follow this page (`has_more`).
    HasMore,
    /// The page's number.
    Page,
    /// The most items a page holds.
    PageSize,
    /// The number of the last page (also the number of pages).
    LastPage,
    /// The next page's number, `null` on the last.
    NextPage,
    /// The previous page's number, `null` on the first.
    PreviousPage,
    /// The id of the page's first item.
    FirstId,
    /// The id of the page's last item.
    LastId,
    /// The cursor of the next page (the last item's id), `null` on the last.
    NextCursor,
    /// The cursor of the previous page (the first item's id), `null` on the first.
    PreviousCursor,
    /// The address of the first, last, next and previous page.
    FirstLink,
    LastLink,
    NextLink,
    PreviousLink,
}

/// What a list's query parameter does to its records.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct QueryParam {
    pub name: String,
    pub filter: Filter,
    /// Why it reads so (for `--explain`).
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub why: String,
    /// Values that filter nothing (`state=all`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub every: Vec<String>,
}

/// One bound of a range.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum Bound {
    Gt,
    Gte,
    Lt,
    Lte,
}

/// How a text operator matches (`name[prefix]=prod-`), ignoring case.
#[derive(Debug, Clone, Copy, Serialize, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "snake_case")]
pub enum TextMatch {
    Exact,
    Prefix,
    Contains,
    Suffix,
}

/// Where a record keeps its tags or labels: a map (`{"env": "prod"}`), or a list of objects
/// whose members `key` and `value` hold each pair.
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
pub struct Tags {
    pub member: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pair: Option<(String, String)>,
}

/// What a query parameter does to a list (see [`QueryParam`]).
#[derive(Debug, Clone, Serialize, Deserialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Filter {
    /// Keeps the records whose member equals the value; where `held` (the records have no
    /// schema to say what they declare), only once a record holds the member.
    Equals {
        member: String,
        #[serde(default, skip_serializing_if = "std::ops::Not::not")]
        held: bool,
    },
    /// Keeps the records whose member contains the text, ignoring case.
    Contains { member: String },
    /// Keeps the records whose list member has the value among its items.
    Includes { member: String },
    /// Keeps the records whose member is one of the values (a list).
    AnyOf { member: String },
    /// Keeps the records whose id is one of the values.
    Ids,
    /// Keeps the records whose member is there and not empty (or, for `false`, is not).
    NonEmpty { member: String },
    /// Keeps the records whose member lies within the bounds the value names by `ops`
    /// (`{"gte": …}`), or the one `bound` (a parameter named for one); a value that is no
    /// object is compared for equality.
    Range {
        member: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        bound: Option<Bound>,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        ops: Vec<(String, Bound)>,
    },
    /// Keeps the records whose member matches each text operator the value names by `ops`
    /// (each operator a list: any of its values); a value that is no object is compared for
    /// equality.
    Text {
        member: String,
        ops: Vec<(String, TextMatch)>,
    },
    /// Keeps the records whose tags have every key given.
    TagKeys { tags: Tags },
    /// Keeps the records whose tags have every pair of the value (an object, or JSON text of
    /// one).
    TagPairs { tags: Tags },
    /// A label selector (`env=prod,tier!=db,team`, `env in (a,b)`): keeps the records whose
    /// labels satisfy each of its requirements.
    Labels { tags: Tags },
    /// Sorts by the member the value names (see [`sort_key`]).
    Sort,
    /// The direction of the order: the values of `desc` read as descending; it orders by
    /// `member` where no [`Filter::Sort`] names one, else the order records were made in.
    Direction {
        desc: Vec<String>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        member: Option<String>,
    },
    /// Names a record of another resource the listed records belong to: records are kept per
    /// its value, as a scope parameter of the path keeps them.
    Scope,
    /// Asks for more or less detail, which the fake does not vary: keeps every record.
    Detail,
}

/// A sort parameter's value as the member it orders by and whether descending:
/// `created_at.desc`, `name:asc`, `-name` (descending), `name`.
pub fn sort_key(text: &str) -> Option<(String, bool)> {
    let text = text.trim();
    for sep in ['.', ':'] {
        if let Some((member, dir)) = text.rsplit_once(sep) {
            if dir.eq_ignore_ascii_case("asc") {
                return Some((member.to_string(), false));
            }
            if dir.eq_ignore_ascii_case("desc") {
                return Some((member.to_string(), true));
            }
        }
    }
    match text.strip_prefix('-') {
        Some(member) if !member.is_empty() => Some((member.to_string(), true)),
        _ if !text.is_empty() => Some((text.trim_start_matches('+').to_string(), false)),
        _ => None,
    }
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
        self.operations
            .iter()
            .position(|o| o.role == Role::Read { resource } && o.by_member.is_none())
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
            for n in &res.named_inside {
                let with = n
                    .with_first
                    .as_ref()
                    .map(|w| format!(" ({w} too when it is {})", n.names[0]))
                    .unwrap_or_default();
                let beside = if n.siblings.is_empty() {
                    String::new()
                } else {
                    format!(", and into {} beside it", n.siblings.join(", "))
                };
                let _ = writeln!(
                    out,
                    "  text for   {}: into the first of its {} that takes it{with}{beside}",
                    n.member,
                    n.names.join(", ")
                );
            }
            for t in &res.tag_lists {
                let read_only = t
                    .read_only
                    .as_ref()
                    .map(|r| format!("; those with `{r}` stay"))
                    .unwrap_or_default();
                let _ = writeln!(
                    out,
                    "  tags       {}: a map given for it is merged into its `{}`/`{}` items{read_only}",
                    t.member, t.key, t.value
                );
            }
            for (m, list) in &res.listed_by_id {
                let _ = writeln!(out, "  listed     a request's {m} as the one entry of {list}");
            }
            for lb in &res.labels {
                let counted = match (&lb.counted_as, &res.label_counts) {
                    (Some(c), Some(counts)) => format!("; counted at {}/{c}/{}", counts.pointer, counts.count),
                    _ => String::new(),
                };
                let _ = writeln!(
                    out,
                    "  labels     {} (`{}`) whose `{}` lists its id{}; a deleted one leaves those lists{counted}",
                    self.resources.get(lb.resource).map_or("?", |t| t.name.as_str()),
                    lb.kind,
                    lb.member,
                    if res.scope.is_empty() {
                        ", made when one first lists it"
                    } else {
                        ""
                    }
                );
            }
            for u in &res.unique {
                let _ = writeln!(out, "  unique     {}: {}", u.member, u.why);
            }
            if let Some(c) = &res.label_counts {
                let _ = writeln!(out, "  counts     what it labels, in all at {}/{}", c.pointer, c.count);
            }
            if res.provisioned {
                let makers: Vec<String> = self
                    .operations
                    .iter()
                    .filter(|o| o.makes.iter().any(|m| m.resource == r))
                    .map(|o| o.id.clone())
                    .collect();
                let made = match makers.as_slice() {
                    [] => String::new(),
                    [one] => format!("; the answers of {one} make them"),
                    [first, second, rest @ ..] => format!(
                        "; the answers of {first}, {second}{} make them",
                        if rest.is_empty() {
                            String::new()
                        } else {
                            format!(" and {} more operations", rest.len())
                        }
                    ),
                };
                let named = if makers.is_empty()
                    && !self
                        .operations
                        .iter()
                        .any(|o| o.role.resource() != Some(r) && o.holds.iter().any(|h| h.resources.contains(&r)))
                {
                    "a read of an id the fake does not hold makes that record (the same for the same id and seed), unless it was deleted"
                } else {
                    "a read of an id the fake does not hold answers 404"
                };
                let _ = writeln!(
                    out,
                    "  provisioned the document has no create: the service makes its records, and {named}. A test puts records in with `POST /__fake/records/{}` (the record as JSON, scope parameters in the query) or `Fake::insert`{made}",
                    res.name
                );
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
                    if let Some(a) = op.attach.as_ref().filter(|a| a.on.is_some()) {
                        let other =
                            a.on.and_then(|t| self.resources.get(t))
                                .map_or("?", |t| t.name.as_str());
                        let _ = if a.adds {
                            writeln!(
                                out,
                                "           adds the record to the `{}` of the {other} record its body's `{}` names, by `{}`",
                                a.list, a.names, a.member
                            )
                        } else {
                            writeln!(
                                out,
                                "           takes the record out of the `{}` of every {other} record",
                                a.list
                            )
                        };
                    } else if let Some(a) = &op.attach {
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
                    if let Some(l) = &op.labelling {
                        let what = if l.adds {
                            "puts the label on"
                        } else {
                            "takes the label off"
                        };
                        let _ = writeln!(
                            out,
                            "           {what} each record its body's `{}` names by `{}` and `{}`",
                            l.list, l.id, l.kind
                        );
                    }
                    for (m, t) in &op.labels_by {
                        let _ = writeln!(
                            out,
                            "           puts the new label on each {} record its body's `{m}` names",
                            self.resources.get(*t).map_or("?", |t| t.name.as_str())
                        );
                    }
                    if let Some(p) = &op.part {
                        let what = match op.method.as_str() {
                            "GET" => "answers",
                            "PUT" => "replaces",
                            _ => "merges the body into",
                        };
                        let _ = writeln!(out, "           {what} the record's {p}");
                    }
                    if let Some(l) = &op.labelled {
                        let _ = writeln!(
                            out,
                            "           answers the records the label is on, each as `{}` (its kind) beside `{}`",
                            l.kind, l.data
                        );
                    }
                    for EffectWhen { when, is, sets } in &op.effect_by {
                        let whose = if when.starts_with('{') { "path's" } else { "body's" };
                        for (pointer, value) in sets {
                            let _ = writeln!(
                                out,
                                "           when the {whose} {when} is {is}, sets {pointer} to {value}"
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
                    for (m, state) in &op.requires {
                        let _ = writeln!(
                            out,
                            "           without `{m}` in its body, the record starts as {state}"
                        );
                    }
                    if op.accepted {
                        let _ = writeln!(
                            out,
                            "           answers 202 Accepted: the record shows what `shows` says until it is read again"
                        );
                    }
                    for n in &op.nests {
                        let _ = writeln!(
                            out,
                            "           a body's `{}` makes a record of `{}` per item, below the new record",
                            n.member, self.resources[n.resource].name
                        );
                    }
                    if let Some(by) = &op.id_by {
                        let names = by
                            .names
                            .and_then(|t| self.resources.get(t))
                            .map(|t| format!(", a record of `{}` that must exist", t.name))
                            .unwrap_or_default();
                        let _ = writeln!(
                            out,
                            "           the body's `{}` is the new record's id (added by reference{names})",
                            by.member
                        );
                    }
                    if let Some(u) = &op.upload {
                        for (what, member) in [("name", &u.name), ("size", &u.size), ("media type", &u.media_type)] {
                            if let Some(m) = member {
                                let _ = writeln!(out, "           an uploaded file's {what} goes into {m}");
                            }
                        }
                    }
                    if let Some(e) = &op.expand {
                        let _ = writeln!(
                            out,
                            "           ?{e}: inlines the record each named member refers to (by its relation)"
                        );
                    }
                    for a in &op.answer_only {
                        let unless = a
                            .unless
                            .as_ref()
                            .map(|u| format!(", unless the request gives `{u}`"))
                            .unwrap_or_default();
                        let _ = writeln!(
                            out,
                            "           its answer's `{}` is made for it once (the record does not keep it){unless}",
                            a.member
                        );
                    }
                    if let Some(m) = &op.many {
                        let _ = writeln!(
                            out,
                            "           a body's `{}` makes a record per item, as its `{}`",
                            m.list, m.member
                        );
                    }
                    if let Some(w) = &op.within {
                        let _ = writeln!(out, "           {}", w.why);
                        for EffectWhen { when, is, sets } in &w.acts {
                            for (pointer, value) in sets {
                                let _ = writeln!(
                                    out,
                                    "           when the body's {when} is {is}, sets the {} record's {pointer} to {value}",
                                    self.resources.get(w.parent).map_or("?", |p| p.name.as_str())
                                );
                            }
                        }
                        for l in &w.links {
                            let how = if l.adds { "adds it to" } else { "takes it from" };
                            let _ = writeln!(
                                out,
                                "           when the body's {} is {}, the id its `{}` gives {how} the {} record's `{}`",
                                l.when,
                                l.is,
                                l.names,
                                self.resources.get(w.parent).map_or("?", |p| p.name.as_str()),
                                l.list
                            );
                        }
                    }
                    if let Some(l) = &op.link {
                        let what =
                            l.to.and_then(|t| self.resources.get(t))
                                .map(|t| format!(" (records of {}, which must exist)", t.name))
                                .unwrap_or_default();
                        let verb = if l.adds { "adds to" } else { "takes from" };
                        let _ = writeln!(
                            out,
                            "           {verb} its `{}` the ids its body's `{}` names{what}",
                            l.list, l.names
                        );
                    }
                    for m in &op.makes {
                        let _ = writeln!(
                            out,
                            "           its answer's `{}` is a new record of {}, kept to be read back",
                            m.pointer,
                            self.resources.get(m.resource).map_or("?", |t| t.name.as_str())
                        );
                    }
                    for why in &op.list_why {
                        let _ = writeln!(out, "           {why}");
                    }
                    for q in op.queries.iter().filter(|q| q.filter != Filter::Detail) {
                        let _ = writeln!(out, "           ?{}: {}", q.name, q.why);
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
        if let Some(e) = &self.described_error {
            let _ = writeln!(
                out,
                "errors: the document declares none; refusals take the shape its description shows ({e}), the status's name as the code"
            );
        }
        if let Some(code) = &self.duplicate_code {
            let _ = writeln!(
                out,
                "errors: a value another record holds is refused with the code `{code}`, which the document gives such refusals"
            );
        }
        for (status, _) in &self.error_examples {
            let _ = writeln!(out, "errors: a {status} starts from the document's example of one");
        }
        for l in &self.loosened {
            let _ = writeln!(out, "not judged: {l}");
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
