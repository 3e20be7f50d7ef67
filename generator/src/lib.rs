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
pub mod diff;
mod emit;
pub mod ir;
pub mod load;
mod lower;
mod package;
mod vendor;
mod write;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

pub use diagnostics::{Diagnostic, Error, Severity};
pub use lower::keywords;
pub use write::{Drift, DriftKind, MANIFEST};

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
    /// A copy of the runtime written into the output, in `oapigen-runtime/` beside `src/`,
    /// and depended on by path (with its version, so that `cargo publish` would use the
    /// registry's). For crate output only: [`Generated::write_module`] refuses it.
    Vendored,
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
    /// Keep only operations with one of these tags (empty: all).
    pub include_tags: Vec<String>,
    /// Keep only these operations, by operationId (empty: all).
    pub include_operations: Vec<String>,
    /// Leave out these operations, by operationId.
    pub exclude_operations: Vec<String>,
    /// Extra derives for every generated struct and enum (paths such as `Eq` or `schemars::JsonSchema`).
    pub derives: Vec<String>,
    /// `format` keyword → Rust type used instead (for example `uuid` → `uuid::Uuid`).
    pub format_types: BTreeMap<String, String>,
    /// Component schema name → Rust type used instead.
    pub schema_types: BTreeMap<String, String>,
    /// Validate requests before sending them (default true).
    pub validation: bool,
    /// Module output only: wrap the code in `pub mod <name> { … }` (default: not wrapped).
    pub module_name: Option<String>,
    /// Leave out, with a warning, every operation the generator cannot honour, instead of
    /// failing (default false). Errors outside operations still fail.
    pub skip_unsupported: bool,
    /// Crate output: write into a non-empty directory that has no oapigen manifest, and replace
    /// files there that oapigen did not write where it generates files of the same names
    /// (default false: both are refused). Other files are left alone either way.
    pub force: bool,
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
            include_tags: Vec::new(),
            include_operations: Vec::new(),
            exclude_operations: Vec::new(),
            derives: Vec::new(),
            format_types: BTreeMap::new(),
            schema_types: BTreeMap::new(),
            validation: true,
            module_name: None,
            skip_unsupported: false,
            force: false,
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
    /// OpenAPI Overlay documents applied to the input, in order.
    overlays: Vec<PathBuf>,
    settings: Settings,
    rerun_if_changed: bool,
    version_from_spec: bool,
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
            overlays: Vec::new(),
            settings: Settings::default(),
            rerun_if_changed: true,
            version_from_spec: false,
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

    /// An OpenAPI Overlay 1.0.0 document (YAML or JSON) to apply to the document before it is
    /// read, for what the document lacks or gets wrong (`x-oapigen-*` extensions, fixes). May be
    /// given several times: overlays apply in the order given, each action in its order, each to
    /// the result of the ones before. A target that matches nothing is a warning.
    pub fn overlay(mut self, path: impl AsRef<Path>) -> Self {
        self.overlays.push(path.as_ref().to_path_buf());
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

    /// Take the generated crate's version from the document's `info.version` (when it is a
    /// semantic version), unless a version is set explicitly.
    pub fn crate_version_from_spec(mut self, on: bool) -> Self {
        self.version_from_spec = on;
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

    /// Keep only operations tagged `tag` (may be given several times).
    pub fn include_tag(mut self, tag: impl Into<String>) -> Self {
        self.settings.include_tags.push(tag.into());
        self
    }

    /// Keep only the operation with this operationId (may be given several times).
    pub fn include_operation(mut self, operation_id: impl Into<String>) -> Self {
        self.settings.include_operations.push(operation_id.into());
        self
    }

    /// Leave out the operation with this operationId.
    pub fn exclude_operation(mut self, operation_id: impl Into<String>) -> Self {
        self.settings.exclude_operations.push(operation_id.into());
        self
    }

    /// Add a derive to every generated struct and enum (`"Eq"`, `"schemars::JsonSchema"`, …).
    pub fn derive(mut self, path: impl Into<String>) -> Self {
        self.settings.derives.push(path.into());
        self
    }

    /// Use `rust_type` for strings of this `format` (for example `("uuid", "uuid::Uuid")`). The
    /// type must implement `Serialize`, `Deserialize`, `Clone`, `Debug` and `PartialEq`; its own
    /// parsing is the only check.
    pub fn replace_format(mut self, format: impl Into<String>, rust_type: impl Into<String>) -> Self {
        self.settings.format_types.insert(format.into(), rust_type.into());
        self
    }

    /// Use `rust_type` for the component schema `name` instead of generating one.
    pub fn replace_schema(mut self, name: impl Into<String>, rust_type: impl Into<String>) -> Self {
        self.settings.schema_types.insert(name.into(), rust_type.into());
        self
    }

    /// Check requests against the document before sending them (default true). Off, only
    /// constraint checks are left out: a missing required parameter or required body is still
    /// refused, since there is nothing to send without it.
    pub fn validation(mut self, on: bool) -> Self {
        self.settings.validation = on;
        self
    }

    /// Leave out every operation with a problem the generator cannot honour (an unsupported
    /// keyword in its parameters, body or responses, …), each reported as a warning naming the
    /// operation and the problem, instead of failing the whole generation (default false).
    /// Problems outside operations (in `components`) still fail: a shared schema cannot be left
    /// out safely.
    pub fn skip_unsupported(mut self, on: bool) -> Self {
        self.settings.skip_unsupported = on;
        self
    }

    /// Let [`Generated::write_to`] write into a non-empty directory that oapigen did not write
    /// (one without its manifest, [`MANIFEST`]), and replace files there that it did not write
    /// where it generates files of the same names (default false: it refuses both). Even then
    /// it never touches `.git`, `target/`, `Cargo.lock` or files of other names. The CLI's
    /// `--force`.
    pub fn force(mut self, on: bool) -> Self {
        self.settings.force = on;
        self
    }

    /// For module output ([`Generated::write_module`]): wrap the generated code in
    /// `pub mod <name> { … }`, documented with the API's title and description, so that an
    /// `include!` of the file declares one module (`crate::<name>::Client`). Without it the
    /// items land where the file is included. Crate output ignores it: there the crate's name
    /// is the name.
    pub fn module_name(mut self, name: impl Into<String>) -> Self {
        self.settings.module_name = Some(name.into());
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
        self.check_package()?;
        let loaded = match &self.input {
            Some(Input::Path(p)) => load::Loader::from_path_overlaid(p, &self.overlays),
            Some(Input::Text { name, text }) => {
                load::Loader::from_text_overlaid(name, text.clone(), false, &self.overlays)
            }
            None => {
                return Err(Error::new(vec![
                    Diagnostic::error("<none>", "", "no OpenAPI document given").hint("call `Builder::spec(path)`"),
                ]));
            }
        };
        let (loader, root) = loaded.map_err(Error::new)?;
        let inputs: Vec<PathBuf> = loader.paths().map(Path::to_path_buf).collect();
        if self.rerun_if_changed && std::env::var_os("OUT_DIR").is_some() {
            // Text input has no file of its own; overlays always do.
            let from_file = matches!(&self.input, Some(Input::Path(_)));
            for p in inputs.iter().filter(|p| from_file || self.overlays.contains(p)) {
                println!("cargo:rerun-if-changed={}", p.display());
            }
        }
        let (api, mut diags) = lower::lower(&loader, root, &self.settings);
        diags.splice(0..0, loader.warnings().iter().cloned());
        let Some(mut api) = api else {
            return Err(Error::new(diags));
        };
        self.filter_operations(&mut api)?;
        for (kind, path) in self.settings.derives.iter().map(|d| ("derive", d)).chain(
            self.settings
                .format_types
                .values()
                .chain(self.settings.schema_types.values())
                .map(|t| ("type", t)),
        ) {
            if syn::parse_str::<syn::Type>(path).is_err() {
                return Err(Error::new(vec![Diagnostic::error(
                    &self.settings.spec_name,
                    "",
                    format!("the {kind} `{path}` given in the settings is not a Rust path"),
                )]));
            }
        }
        if let Some(name) = &self.settings.module_name {
            if syn::parse_str::<syn::Ident>(name).is_err() {
                return Err(Error::new(vec![
                    Diagnostic::error(
                        &self.settings.spec_name,
                        "",
                        format!("the module name `{name}` given in the settings is not a Rust identifier"),
                    )
                    .hint("use a name such as `api` or `petstore` (letters, digits, `_`; not a keyword)"),
                ]));
            }
        }
        let internal = |m: String| Error::new(vec![Diagnostic::error(&self.settings.spec_name, "", m)]);
        let mut settings = self.settings.clone();
        if self.version_from_spec && settings.crate_version.is_none() {
            let v = api.version.trim_start_matches('v');
            if !package::is_semver(v) {
                return Err(Error::new(vec![
                    Diagnostic::error(
                        &settings.spec_name,
                        "/info/version",
                        format!("`{}` is not a semantic version", api.version),
                    )
                    .keyword("version")
                    .hint("use MAJOR.MINOR.PATCH in info.version, or set the crate version explicitly"),
                ]));
            }
            settings.crate_version = Some(v.to_string());
        }
        let rust = emit::rust_files(&api, &settings).map_err(internal)?;
        let mut meta = emit::crate_files(&api, &settings).map_err(internal)?;
        if settings.runtime == RuntimeDep::Vendored {
            meta.extend(vendor::files().map_err(internal)?);
        }
        Ok(Generated {
            rust,
            meta,
            inputs,
            warnings: diags,
            api,
            settings,
        })
    }
}

impl Builder {
    /// The crate name and version, checked before anything is read or written, whether they
    /// come from the CLI, `oapigen.toml` or the builder.
    fn check_package(&self) -> Result<(), Error> {
        let s = &self.settings;
        let mut errors = Vec::new();
        if let Err(m) = package::check_crate_name(&s.crate_name) {
            errors.push(
                Diagnostic::error("<settings>", "", m).keyword("crate_name").hint(
                    "name the crate like `my-client`: ASCII letters, digits, `-` and `_`, starting with a letter",
                ),
            );
        }
        if let Some(v) = &s.crate_version {
            if let Err(m) = package::check_version(v) {
                errors.push(Diagnostic::error("<settings>", "", m).keyword("crate_version"));
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(Error::new(errors))
        }
    }

    fn filter_operations(&self, api: &mut ir::Api) -> Result<(), Error> {
        let s = &self.settings;
        for id in s.include_operations.iter().chain(&s.exclude_operations) {
            if !api.operations.iter().any(|o| &o.id == id) {
                return Err(Error::new(vec![
                    Diagnostic::error(
                        &s.spec_name,
                        "/paths",
                        format!("no operation has the operationId `{id}`"),
                    )
                    .hint("check the operationIds given to include/exclude"),
                ]));
            }
        }
        let keep: Vec<bool> = api
            .operations
            .iter()
            .map(|o| {
                (s.include_tags.is_empty() || o.tags.iter().any(|t| s.include_tags.contains(t)))
                    && (s.include_operations.is_empty() || s.include_operations.contains(&o.id))
                    && !s.exclude_operations.contains(&o.id)
            })
            .collect();
        api.retain_operations(&keep);
        Ok(())
    }
}

/// The result of a generation: files in memory.
#[derive(Debug)]
pub struct Generated {
    /// Rust sources by path relative to `src/`.
    rust: BTreeMap<String, String>,
    /// `Cargo.toml`, `README.md` and the vendored runtime, if any.
    meta: BTreeMap<String, String>,
    inputs: Vec<PathBuf>,
    warnings: Vec<Diagnostic>,
    api: ir::Api,
    settings: Settings,
}

impl Generated {
    /// Every file of the crate, by path relative to the crate directory, the manifest
    /// ([`MANIFEST`], the list of the others) included.
    pub fn files(&self) -> BTreeMap<String, String> {
        let mut out = self.meta.clone();
        for (k, v) in &self.rust {
            out.insert(format!("src/{k}"), v.clone());
        }
        let manifest = write::manifest(out.keys());
        out.insert(MANIFEST.to_string(), manifest);
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

    /// Writes the crate to `dir`, which oapigen then owns only in part: it writes its files and
    /// the manifest [`MANIFEST`] listing them, removes the files the previous manifest lists
    /// that it no longer generates, and leaves every other file alone (`.git`, `target/`,
    /// `Cargo.lock`, the user's own files). It refuses a non-empty directory without a manifest,
    /// and a file it did not write where it generates one, unless [`Builder::force`] is set.
    /// Unchanged files are not rewritten. The new files are staged inside `dir` and moved in
    /// last; a failure at any step undoes the steps before it, leaving `dir` as it was.
    pub fn write_to(&self, dir: impl AsRef<Path>) -> Result<(), Error> {
        write::write_dir(dir.as_ref(), &self.files(), self.settings.force)
    }

    /// Compares the crate with the one in `dir` without writing anything: generated files
    /// missing or different, and files oapigen wrote there before (by the manifest) that it
    /// no longer generates. Files it did not write (`Cargo.lock`, the user's) are not drift.
    pub fn check(&self, dir: impl AsRef<Path>) -> Vec<Drift> {
        write::drift(dir.as_ref(), &self.files())
    }

    /// The whole crate as one Rust module source (for `include!` from a build script), wrapped
    /// in `pub mod <name> { … }` when [`Builder::module_name`] is set. Whatever the runtime
    /// setting, the code names the `oapigen_runtime` crate the including crate depends on.
    pub fn module_source(&self) -> String {
        let mut out = String::new();
        if let Some(name) = &self.settings.module_name {
            Self::outer_docs(&self.rust["lib.rs"], &mut out);
            out.push_str(&format!("pub mod {name} {{\n"));
        }
        for (name, text) in &self.rust {
            if name == "lib.rs" {
                continue;
            }
            let module = name.trim_end_matches(".rs");
            let body = Self::outer_docs(text, &mut out);
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
        if self.settings.module_name.is_some() {
            out.push_str("}\n");
        }
        out
    }

    /// What would change in the public API of the crate in `dir` if it were replaced by this one.
    pub fn api_diff(&self, dir: impl AsRef<Path>) -> Result<diff::ApiDiff, Error> {
        let dir = dir.as_ref();
        let mut old = BTreeMap::new();
        for name in self.rust.keys() {
            let path = dir.join("src").join(name);
            if let Ok(text) = std::fs::read_to_string(&path) {
                old.insert(format!("src/{name}"), text);
            }
        }
        let new: BTreeMap<String, String> = self.rust.iter().map(|(k, v)| (format!("src/{k}"), v.clone())).collect();
        let parse = |m: &BTreeMap<String, String>, what: &str| {
            diff::public_items(m).map_err(|e| {
                Error::new(vec![Diagnostic::error(
                    dir,
                    "",
                    format!("cannot read the {what} crate: {e}"),
                )])
            })
        };
        Ok(diff::ApiDiff::between(
            &parse(&old, "existing")?,
            &parse(&new, "generated")?,
        ))
    }

    /// Writes [`module_source`](Self::module_source) to `path` atomically.
    ///
    /// Refuses [`RuntimeDep::Vendored`]: a module is compiled as part of a crate whose
    /// `Cargo.toml` oapigen does not write, so it can only use the `oapigen-runtime` that crate
    /// depends on (by version, path or git).
    ///
    /// An existing file is replaced only when oapigen wrote it (it holds the runtime guard
    /// `::oapigen_runtime::require_runtime!(`, as every module oapigen writes does) or is empty;
    /// any other file is refused, unless [`Builder::force`] is set.
    pub fn write_module(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path.as_ref();
        self.module_output_allowed(path)?;
        if !self.settings.force {
            if let Ok(old) = std::fs::read(path) {
                let marker = b"::oapigen_runtime::require_runtime!(";
                if !old.is_empty() && !old.windows(marker.len()).any(|w| w == marker) {
                    return Err(Error::new(vec![
                        Diagnostic::error(path, "", format!("{} exists and oapigen did not write it", path.display()))
                            .hint("choose another file, or pass --force (`force = true` in oapigen.toml, `Builder::force(true)`) to replace it"),
                    ]));
                }
            }
        }
        write::replace_file(path, &self.module_source())
    }

    /// Compares the module file at `path` with [`module_source`](Self::module_source) without
    /// writing anything (empty when they are equal).
    pub fn check_module(&self, path: impl AsRef<Path>) -> Result<Vec<Drift>, Error> {
        let path = path.as_ref();
        self.module_output_allowed(path)?;
        Ok(write::drift_file(path, &self.module_source()))
    }

    /// Inner doc comments (`//!`) are not allowed in an `include!`d file: they are written to
    /// `out` as the outer docs of the module they describe; the rest of `text` is returned.
    fn outer_docs<'t>(text: &'t str, out: &mut String) -> Vec<&'t str> {
        let (docs, body): (Vec<&str>, Vec<&str>) = text.lines().partition(|l| l.starts_with("//!"));
        for d in docs {
            out.push_str(&d.replacen("//!", "///", 1));
            out.push('\n');
        }
        body
    }

    fn module_output_allowed(&self, path: &Path) -> Result<(), Error> {
        if self.settings.runtime != RuntimeDep::Vendored {
            return Ok(());
        }
        Err(Error::new(vec![
            Diagnostic::error(path, "", "module output cannot vendor the runtime")
                .hint("add `oapigen-runtime` to the including crate's [dependencies] (by version, path or git) and drop the vendored setting, or generate a crate (`write_to`, `oapigen generate --out DIR`), which can hold the vendored copy"),
        ]))
    }
}
