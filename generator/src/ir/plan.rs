//! What the client does for one operation, decided once by lowering: the path template parsed,
//! the response variants named, the members that task waiting and paging read resolved to
//! struct fields. The client emitter reads this and nothing of the document.

use super::{BodyKind, Ident, Shape, StatusMatch};

/// The plan of one [`Operation`](super::Operation).
#[derive(Debug, Clone, Default)]
pub struct OperationPlan {
    /// The path template: literal text and path parameters, in order (a parameter may appear
    /// more than once).
    pub path: Vec<PathPiece>,
    pub success: SuccessPlan,
    pub errors: ErrorPlan,
    /// `send_and_wait`: the operation answers with the ids of tasks it started.
    pub tasks: Option<TasksPlan>,
    /// `stream`/`collect_all`: the operation pages with limit and offset.
    pub paging: Option<PagingPlan>,
    /// The operation reads one task: what waiting for a task polls.
    pub poll: Option<PollPlan>,
    /// `send_and_wait_for_resources`: the operation creates records through tasks, and another
    /// reads them.
    pub created: Option<CreatedPlan>,
    /// `send_and_wait_for_resource`: the operation changes one record through tasks, and another
    /// reads it.
    pub reread: Option<RereadPlan>,
}

/// A piece of a path template.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum PathPiece {
    Literal(String),
    /// Index into the operation's parameters.
    Param(usize),
}

/// How a successful answer decodes.
#[derive(Debug, Clone, PartialEq)]
pub enum SuccessPlan {
    /// Every success response has this body (or none): one type.
    Single(Option<(BodyKind, Shape)>),
    /// Success responses with different bodies: an enum `{Op}Response`.
    Enum {
        /// Exact codes before the `2XX` range.
        variants: Vec<ResponseVariant>,
        /// The variant for a 2xx status the document does not list (decoded as the first
        /// listed response), when there is no `2XX` range to catch it.
        undocumented: Option<Ident>,
    },
}

impl Default for SuccessPlan {
    fn default() -> Self {
        SuccessPlan::Single(None)
    }
}

impl SuccessPlan {
    /// The one JSON body every success response has, if so.
    pub fn single_json(&self) -> Option<&Shape> {
        match self {
            SuccessPlan::Single(Some((BodyKind::Json, shape))) => Some(shape),
            _ => None,
        }
    }
}

/// A documented response as an enum variant.
#[derive(Debug, Clone, PartialEq)]
pub struct ResponseVariant {
    /// The variant name (unique in its enum).
    pub name: Ident,
    pub status: StatusMatch,
    pub body: Option<(BodyKind, Shape)>,
    pub description: Option<String>,
}

/// The typed errors of an operation (`{Op}Error`).
#[derive(Debug, Clone, Default, PartialEq)]
pub enum ErrorPlan {
    /// No error response documented.
    #[default]
    None,
    /// An enum of its own, shared by the operations listed (this one first) that document the
    /// same error responses.
    Own {
        variants: Vec<ResponseVariant>,
        shared_by: Vec<usize>,
    },
    /// The same error responses as this earlier operation: its enum, under an alias.
    SameAs(usize),
}

/// A member of a decoded response, reached through struct fields.
#[derive(Debug, Clone, PartialEq)]
pub struct FieldPath {
    /// The Rust names of the fields, outermost first.
    pub fields: Vec<Ident>,
    /// The member's shape (inside its nullability).
    pub shape: Shape,
    pub held: Held,
}

/// How the last member of a [`FieldPath`] is held (every member before it is required).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Held {
    /// A plain value.
    Required,
    /// `Option<T>`: optional, or required but nullable.
    Option,
    /// `Nullable<T>`: optional and nullable.
    Nullable,
}

/// Task waiting after the operation.
#[derive(Debug, Clone, PartialEq)]
pub struct TasksPlan {
    /// The list of task ids in the success body.
    pub ids: FieldPath,
    /// Index of the operation that reads one task.
    pub poll: usize,
    /// Whether that operation is the client's own `wait_for_tasks` (else a private helper
    /// `wait_for_tasks_via_{poll}` polls it).
    pub primary: bool,
}

/// Limit/offset paging.
#[derive(Debug, Clone, PartialEq)]
pub struct PagingPlan {
    /// Indices into the operation's parameters.
    pub limit: usize,
    pub offset: usize,
    /// The page's items and, if documented, the total count.
    pub items: FieldPath,
    pub count: Option<FieldPath>,
    pub item_shape: Shape,
    /// Largest page the server accepts.
    pub max_limit: Option<u64>,
}

/// Reading one task's state.
#[derive(Debug, Clone, PartialEq)]
pub struct PollPlan {
    /// The task type (the operation's success body).
    pub task: Shape,
    /// Index of the path parameter that takes the task id.
    pub id_param: usize,
    pub state: FieldPath,
    pub error: Option<FieldPath>,
    pub finished: Vec<String>,
    pub failed: Vec<String>,
}

/// What the generated `fake` module offers besides the model: typed access to the records of
/// each resource whose record is a generated type.
#[derive(Debug, Clone, Default)]
pub struct FakePlan {
    pub records: Vec<FakeRecords>,
}

/// `Fake::{method}()`: the records of one resource, as values of a generated type.
#[derive(Debug, Clone)]
pub struct FakeRecords {
    /// The accessor's name (snake case, unique among the fake's methods).
    pub method: Ident,
    /// The resource's name in the model.
    pub resource: String,
    pub record: super::TypeId,
}

/// Reading the record an operation changed through tasks once they finish.
#[derive(Debug, Clone, PartialEq)]
pub struct RereadPlan {
    /// Index of the operation that reads one record.
    pub read: usize,
    /// Every path parameter of the read, from this operation's of the same name and shape, as
    /// (this operation's index, the read's index).
    pub params: Vec<(usize, usize)>,
}

/// Reading what finished tasks created: the ids a finished task names, each read with the
/// resource's read operation in the scope the request named.
#[derive(Debug, Clone, PartialEq)]
pub struct CreatedPlan {
    /// Index of the operation that reads one record.
    pub read: usize,
    /// From a finished task to the list of ids: each member's Rust field and how it is held.
    pub ids: Vec<(Ident, Held)>,
    /// The ids' shape (a string or an integer).
    pub id_shape: Shape,
    /// The read's parameter that takes the id.
    pub id_param: usize,
    /// The parameters both take, as (this operation's index, the read's index): the scope.
    pub scope: Vec<(usize, usize)>,
    /// Where the ids are, for the docs (`/created_resources/instances`).
    pub pointer: String,
}
