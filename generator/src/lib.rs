//! oapigen: OpenAPI 3.0/3.1 → a Rust client with typed models, validators for every documented
//! constraint, and an async HTTP client.
//!
//! The pipeline is *load → IR → emit*: [`load`] reads YAML/JSON and every file a `$ref` names,
//! `lower` turns the document into the [`ir`] (named types, shapes, constraints, operations),
//! and `emit` turns the IR into Rust (with `quote` and `prettyplease`) and the crate's
//! `Cargo.toml` and README (with `minijinja`).
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

pub mod diagnostics;
mod emit;
pub mod ir;
pub mod load;
mod lower;
mod write;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use diagnostics::{Diagnostic, Error, Severity};
pub use lower::keywords;
pub use write::{Drift, DriftKind};

/// The version of `oapigen-runtime` generated code is written for.
pub const RUNTIME_VERSION: &str = env!("CARGO_PKG_VERSION");

/// How a generated crate depends on `oapigen-runtime`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RuntimeDep {
    /// `path = "..."` (with the matching version), as inside this workspace.
    Path(String),
    /// A registry version requirement.
    Version(String),
    /// A git repository at a revision.
    Git { url: String, rev: String },
}

/// What to generate and how.
#[derive(Debug, Clone)]
pub struct Settings {
    /// Name of the generated crate.
    pub crate_name: String,
    /// Version of the generated crate (default `0.1.0`).
    pub crate_version: Option<String>,
    /// Whether the generated crate may be published.
    pub publish: bool,
    /// How the generated crate depends on the runtime.
    pub runtime: RuntimeDep,
    /// Generate the client, or types only.
    pub client: bool,
    /// The name of the document, for messages and headers (the file name of the spec).
    pub spec_name: String,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            crate_name: "api".into(),
            crate_version: None,
            publish: true,
            runtime: RuntimeDep::Version(RUNTIME_VERSION.into()),
            client: true,
            spec_name: "openapi.yaml".into(),
        }
    }
}

enum Input {
    Path(PathBuf),
    Text { name: PathBuf, text: String },
}

/// Configures and runs a generation.
pub struct Builder {
    input: Option<Input>,
    settings: Settings,
    rerun_if_changed: bool,
}

impl Default for Builder {
    fn default() -> Self {
        Self::new()
    }
}

impl Builder {
    /// A builder with default settings.
    pub fn new() -> Self {
        Builder {
            input: None,
            settings: Settings::default(),
            rerun_if_changed: true,
        }
    }

    /// The OpenAPI document to read (YAML or JSON). Files it `$ref`s are read too.
    pub fn spec(mut self, path: impl AsRef<Path>) -> Self {
        let path = path.as_ref().to_path_buf();
        if let Some(name) = path.file_name() {
            self.settings.spec_name = name.to_string_lossy().into_owned();
        }
        self.input = Some(Input::Path(path));
        self
    }

    /// The document as text (references to other files are refused).
    pub fn spec_text(mut self, name: impl AsRef<Path>, text: impl Into<String>) -> Self {
        let name = name.as_ref().to_path_buf();
        self.settings.spec_name = name
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        self.input = Some(Input::Text {
            name,
            text: text.into(),
        });
        self
    }

    /// Name of the generated crate.
    pub fn crate_name(mut self, name: impl Into<String>) -> Self {
        self.settings.crate_name = name.into();
        self
    }

    /// Version of the generated crate.
    pub fn crate_version(mut self, version: impl Into<String>) -> Self {
        self.settings.crate_version = Some(version.into());
        self
    }

    /// Whether the generated crate may be published (default true).
    pub fn publish(mut self, publish: bool) -> Self {
        self.settings.publish = publish;
        self
    }

    /// How the generated crate depends on `oapigen-runtime`.
    pub fn runtime(mut self, dep: RuntimeDep) -> Self {
        self.settings.runtime = dep;
        self
    }

    /// Generate the HTTP client (default) or only the types.
    pub fn client(mut self, client: bool) -> Self {
        self.settings.client = client;
        self
    }

    /// Print `cargo:rerun-if-changed` for every file read, when running under a build script
    /// (default on; it only prints when `OUT_DIR` is set).
    pub fn emit_rerun_if_changed(mut self, on: bool) -> Self {
        self.rerun_if_changed = on;
        self
    }

    /// The current settings.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// Reads the document, lowers it and emits the files. Nothing is written.
    pub fn generate(&self) -> Result<Generated, Error> {
        // Deeply nested documents recurse deeply; a thread with a generous stack keeps that from
        // ever overflowing, whatever stack the caller (a test thread, a build script) has.
        std::thread::scope(|s| {
            std::thread::Builder::new()
                .name("oapigen".into())
                .stack_size(256 * 1024 * 1024)
                .spawn_scoped(s, || self.generate_here())
                .map_err(|e| Error::io("<thread>", "cannot start the generator thread", e))?
                .join()
                .unwrap_or_else(|_| {
                    Err(Error::new(vec![Diagnostic::error(
                        &self.settings.spec_name,
                        "",
                        "internal error: the generator panicked; please report this document",
                    )]))
                })
        })
    }

    fn generate_here(&self) -> Result<Generated, Error> {
        let loaded = match &self.input {
            Some(Input::Path(p)) => load::Loader::from_path(p),
            Some(Input::Text { name, text }) => load::Loader::from_text(name, text.clone(), false),
            None => {
                return Err(Error::new(vec![
                    Diagnostic::error("<none>", "", "no OpenAPI document given").hint("call `Builder::spec(path)`"),
                ]));
            }
        };
        let (loader, root) = loaded.map_err(Error::new)?;
        let inputs: Vec<PathBuf> = loader.paths().map(Path::to_path_buf).collect();
        if self.rerun_if_changed && std::env::var_os("OUT_DIR").is_some() {
            if let Some(Input::Path(_)) = &self.input {
                for p in &inputs {
                    println!("cargo:rerun-if-changed={}", p.display());
                }
            }
        }
        let (api, diags) = lower::lower(&loader, root);
        let Some(api) = api else { return Err(Error::new(diags)) };
        let internal = |m: String| Error::new(vec![Diagnostic::error(&self.settings.spec_name, "", m)]);
        let rust = emit::rust_files(&api, &self.settings).map_err(internal)?;
        let meta = emit::crate_files(&api, &self.settings).map_err(internal)?;
        Ok(Generated {
            rust,
            meta,
            inputs,
            warnings: diags,
            api,
        })
    }
}

/// The result of a generation: files in memory.
#[derive(Debug)]
pub struct Generated {
    /// Rust sources by path relative to `src/`.
    rust: BTreeMap<String, String>,
    /// `Cargo.toml` and `README.md`.
    meta: BTreeMap<String, String>,
    inputs: Vec<PathBuf>,
    warnings: Vec<Diagnostic>,
    api: ir::Api,
}

impl Generated {
    /// Every file of the crate, by path relative to the crate directory.
    pub fn files(&self) -> BTreeMap<String, String> {
        let mut out = self.meta.clone();
        for (k, v) in &self.rust {
            out.insert(format!("src/{k}"), v.clone());
        }
        out
    }

    /// The lowered API (for tools such as `oapigen diff`).
    pub fn api(&self) -> &ir::Api {
        &self.api
    }

    /// Every file the generation read.
    pub fn inputs(&self) -> &[PathBuf] {
        &self.inputs
    }

    /// Warnings found while generating.
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }

    /// Writes the crate to `dir` atomically: the files are written to a temporary directory
    /// beside it, which then replaces `dir`. A failure leaves `dir` as it was.
    pub fn write_to(&self, dir: impl AsRef<Path>) -> Result<(), Error> {
        write::replace_dir(dir.as_ref(), &self.files())
    }

    /// Compares the crate with the one in `dir` without writing anything.
    pub fn check(&self, dir: impl AsRef<Path>) -> Vec<Drift> {
        write::drift(dir.as_ref(), &self.files())
    }

    /// The whole crate as one Rust module source (for `include!` from a build script).
    pub fn module_source(&self) -> String {
        let mut out = String::new();
        for (name, text) in &self.rust {
            if name == "lib.rs" {
                continue;
            }
            let module = name.trim_end_matches(".rs");
            // Inner doc comments (`//!`) are not allowed in an `include!`d module body; they
            // become the module's outer docs.
            let (docs, body): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.starts_with("//!"));
            for d in docs {
                out.push_str(&d.replacen("//!", "///", 1));
                out.push('\n');
            }
            out.push_str(&format!("pub mod {module} {{\n"));
            for line in body {
                out.push_str(line);
                out.push('\n');
            }
            out.push_str("}\n");
        }
        if self.rust.contains_key("client.rs") {
            out.push_str("pub use client::Client;\n");
        }
        out.push_str("pub use ::oapigen_runtime::{Error, Nullable, Validate, ValidationErrors};\n");
        out.push_str(&format!(
            "::oapigen_runtime::require_runtime!({:?});\n",
            RUNTIME_VERSION
        ));
        out
    }

    /// Writes [`module_source`](Self::module_source) to `path` atomically.
    pub fn write_module(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        write::replace_file(path.as_ref(), &self.module_source())
    }
}
