//! Operations: one per method and path.

pub use oapigen_runtime::Style;

use super::{Api, Docs, Ident, OperationPlan, Security, Shape};

/// HTTP method.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Method {
    Get,
    Put,
    Post,
    Delete,
    Options,
    Head,
    Patch,
    Trace,
}

impl Method {
    pub fn as_str(self) -> &'static str {
        match self {
            Method::Get => "GET",
            Method::Put => "PUT",
            Method::Post => "POST",
            Method::Delete => "DELETE",
            Method::Options => "OPTIONS",
            Method::Head => "HEAD",
            Method::Patch => "PATCH",
            Method::Trace => "TRACE",
        }
    }
}

/// Where a parameter goes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
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

/// One parameter of an operation.
#[derive(Debug, Clone)]
pub struct Param {
    pub name: String,
    pub rust_name: Ident,
    pub location: ParamLocation,
    pub shape: Shape,
    pub required: bool,
    pub docs: Docs,
    /// The client may supply this from its configuration (`x-oapigen-client.default_params`).
    pub client_default: bool,
    /// How the value is written: the document's `style` and `explode`, or the location's
    /// default.
    pub style: Style,
}

/// Media types the client can send or read.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BodyKind {
    Json,
    FormUrlEncoded,
    Multipart,
    Binary { content_type: String },
    Text { content_type: String },
}

#[derive(Debug, Clone)]
pub struct RequestBody {
    pub kind: BodyKind,
    pub shape: Shape,
    pub required: bool,
    pub docs: Docs,
}

/// Which responses a status selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub enum StatusMatch {
    Code(u16),
    /// `2XX` and friends: the hundreds digit.
    Range(u16),
    Default,
}

#[derive(Debug, Clone)]
pub struct Response {
    pub status: StatusMatch,
    /// `None` when the response has no (supported) body.
    pub body: Option<(BodyKind, Shape)>,
    /// The answer as a stream of items, where a media type of its `content` is one
    /// (`lower/streams.rs`): what the builder's `stream()` reads. `body` is still what `send()`
    /// reads (the whole answer).
    pub stream: Option<StreamBody>,
    pub description: Option<String>,
}

/// How a streamed answer frames its items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StreamFormat {
    /// `text/event-stream`, each event's data one JSON item.
    ServerSentEvents,
    /// `text/event-stream`, each event's data one item as text.
    ServerSentText,
    /// JSON Lines or NDJSON, one JSON item a line.
    JsonLines,
}

/// An answer that is a sequence of items.
#[derive(Debug, Clone, PartialEq)]
pub struct StreamBody {
    pub format: StreamFormat,
    /// The media type's essence (`application/x-ndjson`), which the request asks for.
    pub media_type: String,
    /// One item: for Server-Sent Events, one event's data.
    pub item: Shape,
}

impl Response {
    /// The shapes the answer holds: its body's, and its stream's item.
    pub fn shapes(&self) -> impl Iterator<Item = &Shape> {
        self.body
            .iter()
            .map(|(_, s)| s)
            .chain(self.stream.iter().map(|s| &s.item))
    }

    /// [`shapes`](Self::shapes), to change.
    pub fn shapes_mut(&mut self) -> impl Iterator<Item = &mut Shape> {
        self.body
            .iter_mut()
            .map(|(_, s)| s)
            .chain(self.stream.iter_mut().map(|s| &mut s.item))
    }

    /// A 2xx status or the `2XX` range.
    pub fn is_success(&self) -> bool {
        matches!(self.status, StatusMatch::Code(c) if (200..300).contains(&c)) || self.status == StatusMatch::Range(2)
    }
}

/// `x-oapigen-tasks`: the operation starts asynchronous tasks.
#[derive(Debug, Clone)]
pub struct TasksSpec {
    /// JSON pointer to the array of task ids in the success body.
    pub ids_pointer: String,
    /// Index into [`super::Api::operations`] of the operation that reads one task.
    pub poll_operation: usize,
}

/// `x-oapigen-task-status` on the task-reading operation.
#[derive(Debug, Clone)]
pub struct TaskStatusSpec {
    pub state_pointer: String,
    pub finished: Vec<String>,
    pub failed: Vec<String>,
    pub error_pointer: Option<String>,
}

/// `x-oapigen-pagination`: limit/offset paging.
#[derive(Debug, Clone)]
pub struct PaginationSpec {
    pub limit_param: String,
    pub offset_param: String,
    pub items_pointer: String,
    pub count_pointer: Option<String>,
    /// The item shape (from the array at `items_pointer`).
    pub item_shape: Shape,
    /// Largest page the server accepts (`maximum` of the limit parameter).
    pub max_limit: Option<u64>,
}

#[derive(Debug, Clone)]
pub struct Operation {
    /// `operationId`, or a name synthesized from method and path.
    pub id: String,
    /// snake_case method name.
    pub rust_name: Ident,
    /// PascalCase name for the request builder type.
    pub type_name: Ident,
    pub method: Method,
    /// The path template the client fills in.
    pub path: String,
    /// Its key in the document's `paths`: the path, unless the key has a query part
    /// (`/search?query={query}`, `lower/path_key.rs`).
    pub key: String,
    /// The `name=value` pairs of the key's query part, sent with every request.
    pub query_constants: Vec<(String, String)>,
    pub summary: Option<String>,
    /// The call chains its code samples show (`x-codeSamples`), by language:
    /// `("python", ["floating_ips", "assign"])`.
    pub samples: Vec<(String, Vec<String>)>,
    pub docs: Docs,
    pub tags: Vec<String>,
    pub params: Vec<Param>,
    pub body: Option<RequestBody>,
    pub responses: Vec<Response>,
    pub tasks: Option<TasksSpec>,
    pub task_status: Option<TaskStatusSpec>,
    pub pagination: Option<PaginationSpec>,
    /// The operation's security requirement: its own `security`, else the document's.
    pub security: Security,
    /// The operation's own server (its or its path's `servers`), where it differs from the
    /// client's default base URL.
    pub server: Option<String>,
    /// What the client does for it, planned once the API is complete.
    pub plan: OperationPlan,
}

impl Operation {
    /// Its security requirement asks for credentials: it has an alternative and no empty one.
    pub fn requires_auth(&self) -> bool {
        !self.security.is_empty() && self.security.iter().all(|a| !a.is_empty())
    }
}

/// The name of an operation's success enum, from its builder's name: lowering claims it beside
/// the builder's, emit writes it.
pub fn response_type_name(type_name: &Ident) -> Ident {
    type_name.suffixed("Response")
}

/// The name of an operation's error enum (see [`response_type_name`]).
pub fn error_type_name(type_name: &Ident) -> Ident {
    type_name.suffixed("Error")
}

impl Operation {
    /// Its JSON pointer in the document (`/paths/~1volumes/get`).
    pub fn pointer(&self) -> String {
        format!(
            "/paths/{}/{}",
            oapigen_runtime::pointer::escape(&self.key),
            self.method.as_str().to_ascii_lowercase()
        )
    }

    /// The name of its success enum.
    pub fn response_type(&self) -> Ident {
        response_type_name(&self.type_name)
    }

    /// The name of its error enum.
    pub fn error_type(&self) -> Ident {
        error_type_name(&self.type_name)
    }

    /// The shape returned on success: the first 2xx (or default) response with a body.
    pub fn success(&self) -> Option<&Response> {
        self.responses.iter().find(|r| r.is_success())
    }

    /// The first success answer that is a stream of items (what `stream()` reads).
    pub fn success_stream(&self) -> Option<&StreamBody> {
        self.responses
            .iter()
            .filter(|r| r.is_success())
            .find_map(|r| r.stream.as_ref())
    }
}

impl Api {
    /// The names of the items the generated modules define: types, each operation's builder and
    /// its response and error enums, and the `Client`. The runtime's names are imported bare
    /// unless one of these has them.
    pub fn item_names(&self) -> std::collections::HashSet<String> {
        let mut names: std::collections::HashSet<String> = self.types.iter().map(|t| t.name.to_string()).collect();
        for op in &self.operations {
            names.insert(op.type_name.to_string());
            names.insert(op.response_type().into());
            names.insert(op.error_type().into());
        }
        names.insert("Client".into());
        names
    }
}
