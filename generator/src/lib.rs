//! oapigen: OpenAPI 3.0/3.1 → a Rust client with typed models, validators for every documented
//! constraint, and an async HTTP client.
//!
//! The pipeline is *load → IR → emit*: `load` reads YAML/JSON and every file a `$ref` names,
//! `lower` turns the document into the `ir` (named types, shapes, constraints, operations),
//! and `emit` turns the IR into Rust (with `quote` and `prettyplease`) and the crate's
//! `Cargo.toml` and README (with `minijinja`). The public surface is small: the settings
//! ([`Config`], which `oapigen.toml` deserializes into, and the [`Builder`] that sets them),
//! [`Builder::generate`], the [`Generated`] files and their writers, and an [`Error`] that says
//! what kind of failure it is ([`ErrorKind`]) and prints the same readable report with `{}` and
//! `{:?}`.
//!
//! From a build script, in the manner of prost-build and bindgen:
//!
//! ```no_run
//! # fn main() -> Result<(), Box<dyn std::error::Error>> {
//! let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
//! oapigen::Builder::new().spec("openapi.yaml").generate()?.write_module(out_dir.join("api.rs"))?;
//! # Ok(()) }
//! ```
//!
//! and in the crate: `include!(concat!(env!("OUT_DIR"), "/api.rs"));`.
//!
//! Or without a build script, with the `generate!` macro of the `oapigen-macros` crate, which
//! takes the keys of `oapigen.toml` and expands the same module in place.

mod builder;
mod config;
pub mod diagnostics;
mod diff;
mod emit;
mod generated;
#[doc(hidden)]
pub mod ir;
#[doc(hidden)]
pub mod load;
mod lower;
mod package;
mod vendor;
mod write;

pub use builder::Builder;
pub(crate) use config::Settings;
pub use config::{Config, GitRuntime, Output};
pub use diagnostics::{Diagnostic, Error, ErrorKind, Severity};
pub use diff::ApiDiff;
pub use generated::Generated;
#[doc(hidden)]
pub use lower::keywords;
pub use write::{Drift, DriftKind, MANIFEST};

/// The version of `oapigen-runtime` generated code is written for.
pub const RUNTIME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// How a generated crate depends on `oapigen-runtime`.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum RuntimeDep {
    /// `path = "..."` (with the matching version), as inside this workspace.
    Path(String),
    /// A registry version requirement.
    Version(String),
    /// A git repository at a revision.
    Git {
        /// The repository.
        url: String,
        /// The revision.
        rev: String,
    },
    /// A copy of the runtime written into the output, in `oapigen-runtime/` beside `src/`,
    /// and depended on by path (with its version, so that `cargo publish` would use the
    /// registry's). For crate output only: [`Generated::write_module`] refuses it.
    Vendored,
}
