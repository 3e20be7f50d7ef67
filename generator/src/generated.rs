//! [`Generated`]: the result of a generation, in memory, and the ways to write or compare it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use crate::config::Settings;
use crate::diagnostics::{Diagnostic, Error};
use crate::emit::RustCode;
use crate::{Drift, MANIFEST, RuntimeDep, diff, ir, write};

/// The result of a generation: files in memory.
#[derive(Debug)]
pub struct Generated {
    /// The Rust code, printed for a crate (with its feature gates) or a module file, whichever
    /// the settings asked for; taken when the crate's files are made from it (a large document's
    /// code is hundreds of megabytes, not to be held twice), and printed again if asked for.
    rust: std::sync::Mutex<Option<RustCode>>,
    /// Whether [`rust`](Self::rust) has the feature gates.
    rust_gated: bool,
    /// The Rust code printed for the other output, when it differs (a crate with tag features),
    /// printed when first asked for.
    other: std::sync::OnceLock<Result<RustCode, String>>,
    /// `Cargo.toml`, `README.md` and the vendored runtime, if any.
    meta: std::sync::Mutex<BTreeMap<String, String>>,
    inputs: Vec<PathBuf>,
    warnings: Vec<Diagnostic>,
    api: ir::Api,
    settings: Settings,
    /// [`files`](Self::files), assembled once.
    files: std::sync::OnceLock<BTreeMap<String, String>>,
}

impl Generated {
    pub(crate) fn new(
        rust: RustCode,
        meta: BTreeMap<String, String>,
        inputs: Vec<PathBuf>,
        warnings: Vec<Diagnostic>,
        api: ir::Api,
        settings: Settings,
    ) -> Self {
        Generated {
            rust_gated: rust.gated,
            rust: std::sync::Mutex::new(Some(rust)),
            other: std::sync::OnceLock::new(),
            meta: std::sync::Mutex::new(meta),
            inputs,
            warnings,
            api,
            settings,
            files: std::sync::OnceLock::new(),
        }
    }

    /// `f` of the Rust code printed with (`gated`, a crate) or without (a module file) feature
    /// gates.
    fn with_code<T>(&self, gated: bool, f: impl FnOnce(&RustCode) -> T) -> Result<T, Error> {
        let wanted = gated && self.settings.tag_features && self.api.tag_features.gated();
        if self.rust_gated == wanted {
            if let Some(code) = self.rust.lock().unwrap_or_else(|e| e.into_inner()).as_ref() {
                return Ok(f(code));
            }
        }
        let other = self
            .other
            .get_or_init(|| crate::emit::rust_modules(&self.api, &self.settings, gated).map_err(|e| e.message));
        other
            .as_ref()
            .map(f)
            .map_err(|e| Error::internal(&self.settings.spec_name, e.clone()))
    }

    /// Every file of the crate, by path relative to the crate directory, the manifest
    /// ([`MANIFEST`], the list of the others) included.
    pub fn files(&self) -> &BTreeMap<String, String> {
        self.files.get_or_init(|| {
            // Made once: the files move into it.
            let mut out = std::mem::take(&mut *self.meta.lock().unwrap_or_else(|e| e.into_inner()));
            let wanted = self.settings.tag_features && self.api.tag_features.gated();
            let taken = if self.rust_gated == wanted {
                self.rust.lock().unwrap_or_else(|e| e.into_inner()).take()
            } else {
                None
            };
            let sources = match taken {
                Some(code) => Ok(code.into_crate_sources()),
                None => self.with_code(true, RustCode::crate_sources),
            };
            let sources = match sources {
                Ok(sources) => sources,
                // Printed once already without gates: only a bug of oapigen's can bring this.
                Err(e) => BTreeMap::from([(
                    "lib.rs".to_string(),
                    format!("compile_error!({:?});\n", format!("{e:?}")),
                )]),
            };
            for (k, v) in sources {
                out.insert(format!("src/{k}"), v);
            }
            let manifest = write::manifest(out.keys());
            out.insert(MANIFEST.to_string(), manifest);
            out
        })
    }

    /// The name of the generated crate: the one set, or the one derived from the document's
    /// title.
    pub fn crate_name(&self) -> &str {
        &self.settings.crate_name
    }

    /// The lowered API (for tools such as `oapigen diff`).
    #[doc(hidden)]
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
    /// and a file it did not write where it generates one, unless
    /// [`Builder::force`](crate::Builder::force) is set. Unchanged files are not rewritten. The
    /// new files are staged inside `dir` and moved in last; a failure at any step undoes the
    /// steps before it, leaving `dir` as it was.
    pub fn write_to(&self, dir: impl AsRef<Path>) -> Result<(), Error> {
        write::write_dir(dir.as_ref(), self.files(), self.settings.force)
    }

    /// Compares the crate with the one in `dir` without writing anything: generated files
    /// missing or different, and files oapigen wrote there before (by the manifest) that it
    /// no longer generates. Files it did not write (`Cargo.lock`, the user's) are not drift.
    pub fn check(&self, dir: impl AsRef<Path>) -> Vec<Drift> {
        write::drift(dir.as_ref(), self.files())
    }

    /// The whole crate as one Rust module source (for `include!` from a build script), wrapped
    /// in `pub mod <name> { … }` when [`Builder::module_name`](crate::Builder::module_name) is
    /// set. Whatever the runtime setting, the code names the `oapigen_runtime` crate the
    /// including crate depends on.
    pub fn module_source(&self) -> String {
        match self.with_code(false, |code| code.module_source(self.settings.module_name.as_deref())) {
            Ok(source) => source,
            // Printed once already with gates: only a bug of oapigen's can bring this.
            Err(e) => format!("compile_error!({:?});\n", format!("{e:?}")),
        }
    }

    /// What would change in the public API of the crate in `dir` if it were replaced by this one.
    pub fn api_diff(&self, dir: impl AsRef<Path>) -> Result<diff::ApiDiff, Error> {
        let dir = dir.as_ref();
        let sources: BTreeMap<String, String> = self
            .files()
            .iter()
            .filter_map(|(k, v)| Some((k.strip_prefix("src/")?.to_string(), v.clone())))
            .collect();
        let mut old = BTreeMap::new();
        for name in sources.keys() {
            let path = dir.join("src").join(name);
            if let Ok(text) = std::fs::read_to_string(&path) {
                old.insert(format!("src/{name}"), text);
            }
        }
        let new: BTreeMap<String, String> = sources.into_iter().map(|(k, v)| (format!("src/{k}"), v)).collect();
        let parse = |m: &BTreeMap<String, String>, what: &str| {
            diff::public_items(m)
                .map_err(|e| Error::output(Diagnostic::error(dir, "", format!("cannot read the {what} crate: {e}"))))
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
    /// any other file is refused, unless [`Builder::force`](crate::Builder::force) is set.
    pub fn write_module(&self, path: impl AsRef<Path>) -> Result<(), Error> {
        let path = path.as_ref();
        self.module_output_allowed(path)?;
        if !self.settings.force {
            if let Ok(old) = std::fs::read(path) {
                let marker = b"::oapigen_runtime::require_runtime!(";
                if !old.is_empty() && !old.windows(marker.len()).any(|w| w == marker) {
                    return Err(Error::output(
                        Diagnostic::error(path, "", format!("{} exists and oapigen did not write it", path.display()))
                            .hint("choose another file, or pass --force (`force = true` in oapigen.toml, `Builder::force(true)`) to replace it"),
                    ));
                }
            }
        }
        self.with_code(false, |_| ())?;
        write::replace_file(path, &self.module_source())
    }

    /// Compares the module file at `path` with [`module_source`](Self::module_source) without
    /// writing anything (empty when they are equal).
    pub fn check_module(&self, path: impl AsRef<Path>) -> Result<Vec<Drift>, Error> {
        let path = path.as_ref();
        self.module_output_allowed(path)?;
        self.with_code(false, |_| ())?;
        Ok(write::drift_file(path, &self.module_source()))
    }

    fn module_output_allowed(&self, path: &Path) -> Result<(), Error> {
        if self.settings.runtime != RuntimeDep::Vendored {
            return Ok(());
        }
        Err(Error::settings(
            "vendor_runtime",
            format!("module output cannot vendor the runtime (writing {})", path.display()),
            Some(
                "add `oapigen-runtime` to the including crate's [dependencies] (by version, path or git) and drop the vendored setting, or generate a crate (`write_to`, `oapigen generate --out DIR`), which can hold the vendored copy",
            ),
        ))
    }
}
