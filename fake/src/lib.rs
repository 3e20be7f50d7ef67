//! A stateful fake of an HTTP API described by an OpenAPI document.
//!
//! oapigen derives a [`model::Model`] from the document (which operations create, read, list,
//! update and delete which resource, the tasks, the paging, every schema); the engine serves it:
//! records kept in memory per resource and scope, tasks that finish on a plan, requests and
//! answers judged against the document's schemas, faults on demand and a journal of every request.
//! Two ways in: `oapigen fake SPEC` (an HTTP server for a client in any language) and the `fake`
//! feature of every generated crate.

pub mod model;
