//! [`Builder`]: the settings of one generation (a [`Config`]) and the document, and
//! [`Builder::generate`], which runs the pipeline.

use std::path::{Path, PathBuf};

use crate::config::{Config, Settings, crate_name_from_title};
use crate::diagnostics::{Diagnostic, Error};
use crate::generated::Generated;
use crate::{RuntimeDep, emit, ir, load, lower, package, vendor};

/// Configures and runs a generation, in the manner of prost-build's `Config` and bindgen's
/// `Builder`: each method sets one setting of its [`Config`], [`generate`](Self::generate)
/// checks them all and returns the files in memory, and [`Generated`] writes them.
#[derive(Debug, Clone)]
pub struct Builder {
    config: Config,
    /// The document as text (with the name it goes by), instead of `config.spec`.
    text: Option<(PathBuf, String)>,
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
        Self::from_config(Config::default())
    }

    /// A builder with these settings (read from `oapigen.toml` with [`Config::from_file`], for
    /// example). Its `out` and `module` are for the caller: [`Generated::write_to`] and
    /// [`Generated::write_module`] take the path.
    pub fn from_config(config: Config) -> Self {
        Builder {
            config,
            text: None,
            rerun_if_changed: true,
        }
    }

    /// The settings so far.
    pub fn config(&self) -> &Config {
        &self.config
    }

    /// The OpenAPI document to read (YAML or JSON). Files it `$ref`s are read too.
    pub fn spec(mut self, path: impl AsRef<Path>) -> Self {
        self.config.spec = Some(path.as_ref().to_path_buf());
        self.text = None;
        self
    }

    /// The document as text (references to other files are refused).
    pub fn spec_text(mut self, name: impl AsRef<Path>, text: impl Into<String>) -> Self {
        self.config.spec = None;
        self.text = Some((name.as_ref().to_path_buf(), text.into()));
        self
    }

    /// An OpenAPI Overlay 1.0.0 document (YAML or JSON) to apply to the document before it is
    /// read, for what the document lacks or gets wrong (`x-oapigen-*` extensions, fixes). May be
    /// given several times: overlays apply in the order given, each action in its order, each to
    /// the result of the ones before. A target that matches nothing is a warning.
    pub fn overlay(mut self, path: impl AsRef<Path>) -> Self {
        self.config.overlays.push(path.as_ref().to_path_buf());
        self
    }

    /// Name of the generated crate (default: the document's `info.title`, slugged, such as
    /// `swagger-petstore`).
    pub fn crate_name(mut self, name: impl Into<String>) -> Self {
        self.config.crate_name = Some(name.into());
        self
    }

    /// Version of the generated crate.
    pub fn crate_version(mut self, version: impl Into<String>) -> Self {
        self.config.crate_version = Some(version.into());
        self
    }

    /// Take the generated crate's version from the document's `info.version` (when it is a
    /// semantic version), unless a version is set explicitly.
    pub fn crate_version_from_spec(mut self, on: bool) -> Self {
        self.config.crate_version_from_spec = Some(on);
        self
    }

    /// Whether the generated crate may be published (default true).
    pub fn publish(mut self, publish: bool) -> Self {
        self.config.publish = Some(publish);
        self
    }

    /// How the generated crate depends on `oapigen-runtime`.
    pub fn runtime(mut self, dep: RuntimeDep) -> Self {
        self.config.set_runtime(dep);
        self
    }

    /// Generate the HTTP client (default) or only the types.
    pub fn client(mut self, client: bool) -> Self {
        self.config.client = Some(client);
        self
    }

    /// Keep only operations tagged `tag` (may be given several times).
    pub fn include_tag(mut self, tag: impl Into<String>) -> Self {
        self.config.include_tags.push(tag.into());
        self
    }

    /// Keep only the operation with this operationId (may be given several times).
    pub fn include_operation(mut self, operation_id: impl Into<String>) -> Self {
        self.config.include_operations.push(operation_id.into());
        self
    }

    /// Leave out the operation with this operationId.
    pub fn exclude_operation(mut self, operation_id: impl Into<String>) -> Self {
        self.config.exclude_operations.push(operation_id.into());
        self
    }

    /// Add a derive to every generated struct and enum (`"Eq"`, `"schemars::JsonSchema"`, …).
    pub fn derive(mut self, path: impl Into<String>) -> Self {
        self.config.derives.push(path.into());
        self
    }

    /// Use `rust_type` for strings of this `format` (for example `("uuid", "uuid::Uuid")`). The
    /// type must implement `Serialize`, `Deserialize`, `Clone`, `Debug` and `PartialEq`; its own
    /// parsing is the only check.
    pub fn replace_format(mut self, format: impl Into<String>, rust_type: impl Into<String>) -> Self {
        self.config.format_types.insert(format.into(), rust_type.into());
        self
    }

    /// Use `rust_type` for the component schema `name` instead of generating one.
    pub fn replace_schema(mut self, name: impl Into<String>, rust_type: impl Into<String>) -> Self {
        self.config.schema_types.insert(name.into(), rust_type.into());
        self
    }

    /// Check requests against the document before sending them (default true). Off, only
    /// constraint checks are left out: a missing required parameter or required body is still
    /// refused, since there is nothing to send without it.
    pub fn validation(mut self, on: bool) -> Self {
        self.config.validation = Some(on);
        self
    }

    /// In an OpenAPI 3.1 document, read OpenAPI 3.0's `nullable: true` and boolean
    /// `exclusiveMinimum`/`exclusiveMaximum` as their author meant them (default true), each
    /// with a located warning; false ignores them, as 3.1 does.
    pub fn openapi30_keywords(mut self, on: bool) -> Self {
        self.config.openapi30_keywords = Some(on);
        self
    }

    /// One Cargo feature per tag in a generated crate, all enabled by default (default true);
    /// false gives the crate no tag features: every operation always compiles.
    pub fn tag_features(mut self, on: bool) -> Self {
        self.config.tag_features = Some(on);
        self
    }

    /// Leave out every operation with a problem the generator cannot honour (an unsupported
    /// keyword in its parameters, body or responses, …), each reported as a warning naming the
    /// operation and the problem, instead of failing the whole generation (default false).
    /// Problems outside operations (in `components`) still fail: a shared schema cannot be left
    /// out safely.
    pub fn skip_unsupported(mut self, on: bool) -> Self {
        self.config.skip_unsupported = Some(on);
        self
    }

    /// Let [`Generated::write_to`] write into a non-empty directory that oapigen did not write
    /// (one without its manifest, [`MANIFEST`](crate::MANIFEST)), and replace files there that
    /// it did not write where it generates files of the same names (default false: it refuses
    /// both). Even then it never touches `.git`, `target/`, `Cargo.lock` or files of other
    /// names. The CLI's `--force`.
    pub fn force(mut self, on: bool) -> Self {
        self.config.force = Some(on);
        self
    }

    /// For module output ([`Generated::write_module`]): wrap the generated code in
    /// `pub mod <name> { … }`, documented with the API's title and description, so that an
    /// `include!` of the file declares one module (`crate::<name>::Client`). Without it the
    /// items land where the file is included. Crate output ignores it: there the crate's name
    /// is the name.
    pub fn module_name(mut self, name: impl Into<String>) -> Self {
        self.config.module_name = Some(name.into());
        self
    }

    /// Print `cargo:rerun-if-changed` for every file read, when running under a build script
    /// (default on; it only prints when `OUT_DIR` is set).
    pub fn emit_rerun_if_changed(mut self, on: bool) -> Self {
        self.rerun_if_changed = on;
        self
    }

    /// Checks the settings, reads the document, lowers it and emits the files. Nothing is
    /// written.
    pub fn generate(&self) -> Result<Generated, Error> {
        self.on_big_stack(|| self.generate_here())
    }

    /// Runs `f` on a thread with a generous stack: deeply nested documents recurse deeply, and
    /// this keeps that from ever overflowing, whatever stack the caller (a test thread, a build
    /// script) has. A panic becomes an internal error.
    fn on_big_stack<T: Send>(&self, f: impl FnOnce() -> Result<T, Error> + Send) -> Result<T, Error> {
        std::thread::scope(|s| {
            std::thread::Builder::new()
                .name("oapigen".into())
                .stack_size(256 * 1024 * 1024)
                .spawn_scoped(s, f)
                .map_err(|e| Error::io("<thread>", "cannot start the generator thread", e))?
                .join()
                .unwrap_or_else(|_| {
                    Err(Error::internal(
                        self.spec_name(),
                        "internal error: the generator panicked; please report this document",
                    ))
                })
        })
    }

    /// Reads the document (with the overlays and operation filters) and derives what a fake of
    /// it serves, without emitting code: what `oapigen fake` runs. Returns the model and the
    /// warnings.
    pub fn fake_model(&self) -> Result<(oapigen_fake::model::Model, Vec<Diagnostic>), Error> {
        self.on_big_stack(|| {
            let settings = self.config.resolve(&self.spec_name())?;
            let (loader, root) = self.load()?;
            let (api, mut diags) = lower::lower(&loader, root, &settings, true);
            diags.splice(0..0, loader.warnings().iter().cloned());
            match api {
                Some(api) => Ok((api.fake, diags)),
                None => Err(Error::new(diags)),
            }
        })
    }

    /// The document's file name, for messages and headers.
    fn spec_name(&self) -> String {
        let path = match (&self.text, &self.config.spec) {
            (Some((name, _)), _) => name,
            (None, Some(path)) => path,
            (None, None) => return "openapi.yaml".into(),
        };
        path.file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default()
    }

    fn generate_here(&self) -> Result<Generated, Error> {
        let mut settings = self.config.resolve(&self.spec_name())?;
        let (mut loader, root) = self.load()?;
        let inputs: Vec<PathBuf> = loader.paths().map(Path::to_path_buf).collect();
        if self.rerun_if_changed && std::env::var_os("OUT_DIR").is_some() {
            // Text input has no file of its own; overlays always do.
            let from_file = self.text.is_none();
            for p in inputs.iter().filter(|p| from_file || self.config.overlays.contains(p)) {
                println!("cargo:rerun-if-changed={}", p.display());
            }
        }
        let (api, mut diags) = lower::lower(
            &loader,
            root,
            &settings,
            package::has_fake(settings.client, &settings.runtime),
        );
        diags.splice(0..0, loader.warnings().iter().cloned());
        if let (true, RuntimeDep::Path(p)) = (
            settings.client && !package::has_fake(settings.client, &settings.runtime),
            &settings.runtime,
        ) {
            // Said, not silently dropped: a user who asked for the runtime by path may expect the
            // `fake` feature the README describes.
            diags.push(
                crate::Diagnostic::error(
                    &settings.spec_name,
                    "",
                    format!("the crate has no `fake` feature: the fake's folder cannot be found from the runtime path `{p}`, which does not end in a folder named `runtime` (the fake is looked for beside it, as `fake`)"),
                )
                .warning()
                .keyword("runtime_path")
                .hint("point the runtime path at a checkout of oapigen (`…/runtime`, with `…/fake` beside it), or vendor both (`--vendor-runtime`), or depend on them by version or git"),
            );
        }
        // Emitters read only the IR: the document's values (several times its text) go now.
        loader.forget_values();
        let Some(mut api) = api else {
            return Err(Error::new(diags));
        };
        if settings.crate_name.is_empty() {
            settings.crate_name = crate_name_from_title(&api.title);
        }
        if settings.version_from_spec && settings.crate_version.is_none() {
            settings.crate_version = Some(version_from_spec(&api, &settings)?);
        }
        let internal = |m: String| Error::internal(&settings.spec_name, m);
        let mut meta = emit::crate_files(&api, &settings).map_err(internal)?;
        // The fake's schemas are in its model's file now (`src/fake_model.json`); held twice
        // while the code is printed, a large document's would be hundreds of megabytes more.
        api.fake.schemas = Vec::new();
        if settings.runtime == RuntimeDep::Vendored {
            meta.extend(vendor::files(crate::package::has_fake(settings.client, &settings.runtime)).map_err(internal)?);
        }
        // A crate's items carry their feature gates; a module file has no features. The form
        // asked for is printed now; the other, if it differs, when first asked for.
        let module = self.config.module.is_some();
        let rust = emit::rust_modules(&api, &settings, !module).map_err(|e| {
            let mut d = vec![loader.diag(root, &e.pointer, e.message)];
            loader.locate_all(&mut d);
            Error::internal_at(d)
        })?;
        Ok(Generated::new(rust, meta, inputs, diags, api, settings))
    }

    /// Reads the document and the overlays. A document or overlay that cannot be read at all
    /// is an I/O error; what is wrong inside them, a document error.
    fn load(&self) -> Result<(load::Loader, load::FileId), Error> {
        let document = self.config.spec.iter().filter(|_| self.text.is_none());
        let files = document
            .map(|p| (p, "document"))
            .chain(self.config.overlays.iter().map(|p| (p, "overlay")));
        for (path, what) in files {
            if let Err(e) = std::fs::metadata(path) {
                return Err(Error::io(path, &format!("cannot read the {what}"), e));
            }
        }
        let loaded = match (&self.text, &self.config.spec) {
            (Some((name, text)), _) => {
                load::Loader::from_text_overlaid(name, text.clone(), false, &self.config.overlays)
            }
            (None, Some(path)) => load::Loader::from_path_overlaid(path, &self.config.overlays),
            (None, None) => {
                return Err(Error::settings(
                    "spec",
                    "no OpenAPI document given",
                    Some(
                        "call `Builder::spec(path)`, pass the document to `oapigen generate`, or set `spec` in oapigen.toml",
                    ),
                ));
            }
        };
        loaded.map_err(Error::new)
    }
}

/// The crate version from `info.version`, which must be a semantic version.
fn version_from_spec(api: &ir::Api, settings: &Settings) -> Result<String, Error> {
    let v = api.version.trim_start_matches('v');
    if package::is_semver(v) {
        return Ok(v.to_string());
    }
    Err(Error::new(vec![
        Diagnostic::error(
            &settings.spec_name,
            "/info/version",
            format!("`{}` is not a semantic version", api.version),
        )
        .keyword("version")
        .hint("use MAJOR.MINOR.PATCH in info.version, or set the crate version explicitly"),
    ]))
}
