//! A stateful fake of an HTTP API described by an OpenAPI document.
//!
//! oapigen derives a [`model::Model`] from the document (which operations create, read, list,
//! update and delete which resource, the tasks, the paging, every schema); the engine serves it:
//! records kept in memory per resource and scope, tasks that finish on a plan, requests and
//! answers judged against the document's schemas, faults on demand and a journal of every request.
//! Two ways in: `oapigen fake SPEC` (an HTTP server for a client in any language) and the `fake`
//! feature of every generated crate.
//!
//! Without the `server` feature (on by default) the crate is only the model.
//!
//! With it, [`Fake`] serves a model over HTTP (hyper on a listener it is given, or on
//! 127.0.0.1 with [`Fake::start`]) and offers the same controls to Rust tests and, under the
//! reserved prefix `/__fake/`, to a client in any language (see the `control` module). Where
//! things are: `route` (which operation a request is for), `judge` (credentials, parameters and
//! body against their schemas), `engine` (the state and the context one request is served in;
//! what each role does to the store and answers, as plain functions of that context), `prepared`
//! (a model checked, routed and its schemas registered), `query` (list parameters), `tasks`
//! (plans), `synth` and `pattern` (values made from schemas), `answer` (error bodies in the
//! document's shape, answers judged before they leave), `schema` (the compiled schemas and the
//! walk through `$ref`/`allOf`), `store`, `faults`, `journal`, `clock`, `server` (hyper, and
//! `Fake::start`), `control` (`/__fake/`). No module calls back into one that calls it
//! (ARCHITECTURE.md draws them).

pub mod model;

#[cfg(feature = "sources")]
pub mod sources;

#[cfg(feature = "server")]
mod answer;
#[cfg(feature = "server")]
mod clock;
#[cfg(feature = "server")]
mod control;
#[cfg(feature = "server")]
mod engine;
#[cfg(feature = "server")]
mod error;
#[cfg(feature = "server")]
mod fake;
#[cfg(feature = "server")]
mod faults;
#[cfg(feature = "server")]
mod form;
#[cfg(feature = "server")]
mod journal;
#[cfg(feature = "server")]
mod judge;
#[cfg(feature = "server")]
mod multipart;
#[cfg(feature = "server")]
mod pattern;
#[cfg(feature = "server")]
mod pointer;
#[cfg(feature = "server")]
mod prepared;
#[cfg(feature = "server")]
mod query;
#[cfg(feature = "server")]
mod records;
#[cfg(feature = "server")]
mod route;
#[cfg(feature = "server")]
mod schema;
#[cfg(feature = "server")]
mod server;
#[cfg(feature = "server")]
mod store;
#[cfg(feature = "server")]
mod stream;
#[cfg(feature = "server")]
mod synth;
#[cfg(feature = "server")]
mod tasks;
#[cfg(feature = "server")]
mod text;

#[cfg(feature = "server")]
pub use engine::Options;
#[cfg(feature = "server")]
pub use error::{Error, Violation};
#[cfg(feature = "server")]
pub use fake::Fake;
#[cfg(feature = "server")]
pub use faults::Fault;
#[cfg(feature = "server")]
pub use journal::JournalEntry;
#[cfg(feature = "server")]
pub use prepared::Prepared;
#[cfg(feature = "server")]
pub use records::Records;
#[cfg(feature = "server")]
pub use server::Running;
#[cfg(feature = "server")]
pub use synth::ExampleRequest;
#[cfg(feature = "server")]
pub use tasks::TaskPlan;
