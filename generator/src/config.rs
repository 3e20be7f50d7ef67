//! The settings of a generation, defined once.
//!
//! [`Config`] is the one definition: `oapigen.toml` deserializes into it (an unknown key is an
//! error naming it), the CLI turns its flags into another `Config` and [`merges`](Config::merge)
//! it over the file's, and every [`Builder`](crate::Builder) method sets one of its fields.
//! `Config::resolve` checks it once, before anything is read, and gives the `Settings` the
//! stages read.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use serde::Deserialize;

use crate::diagnostics::{Diagnostic, Error, ErrorKind};
use crate::{RUNTIME_VERSION, RuntimeDep, package};

/// Every setting of a generation, as `oapigen.toml` spells them. A field left `None` (or empty)
/// takes its default; the defaults are documented on each field.
///
/// ```no_run
/// # fn main() -> Result<(), Box<dyn std::error::Error>> {
/// // What `oapigen generate` does with an `oapigen.toml` and no flags.
/// let config = oapigen::Config::from_file("oapigen.toml")?;
/// let output = config.output()?;
/// let generated = oapigen::Builder::from_config(config).generate()?;
/// match output {
///     Some(oapigen::Output::Module(file)) => generated.write_module(file)?,
///     Some(oapigen::Output::Crate(dir)) => generated.write_to(dir)?,
///     None => generated.write_to(generated.crate_name())?,
/// }
/// # Ok(()) }
/// ```
#[derive(Debug, Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
#[non_exhaustive]
pub struct Config {
    /// The OpenAPI document (YAML or JSON); files it `$ref`s are read too.
    pub spec: Option<PathBuf>,
    /// OpenAPI Overlay 1.0.0 documents applied to the document, in order.
    #[serde(default)]
    pub overlays: Vec<PathBuf>,
    /// Output directory of the crate (default: the crate name, in the current directory).
    pub out: Option<PathBuf>,
    /// Write one module file instead of a crate.
    pub module: Option<PathBuf>,
    /// Module output: wrap the code in `pub mod NAME { … }`.
    pub module_name: Option<String>,
    /// Name of the generated crate (default: the document's `info.title`, slugged, such as
    /// `swagger-petstore`; `api` when the title gives no name).
    pub crate_name: Option<String>,
    /// Version of the generated crate (default `0.1.0`).
    pub crate_version: Option<String>,
    /// Take the crate version from `info.version` (default false).
    pub crate_version_from_spec: Option<bool>,
    /// Whether the generated crate may be published (default true).
    pub publish: Option<bool>,
    /// Depend on `oapigen-runtime` by this path, relative to the output directory.
    pub runtime_path: Option<String>,
    /// Depend on this registry version of `oapigen-runtime` (default: this oapigen's version).
    pub runtime_version: Option<String>,
    /// Depend on `oapigen-runtime` from a git repository at a revision.
    pub runtime_git: Option<GitRuntime>,
    /// Write a copy of the runtime into the crate and depend on it by path (default false).
    pub vendor_runtime: Option<bool>,
    /// Generate the HTTP client (default true), or types only.
    pub client: Option<bool>,
    /// Check requests against the document before sending them (default true).
    pub validation: Option<bool>,
    /// Give a crate one Cargo feature per tag of its operations, all enabled by `default`, so
    /// that a user can compile a slice (default true). A module file has no features of its
    /// own: it always holds every operation.
    pub tag_features: Option<bool>,
    /// In an OpenAPI 3.1 document, read OpenAPI 3.0's `nullable: true` and boolean
    /// `exclusiveMinimum`/`exclusiveMaximum`, which 3.1 no longer has, as their author meant
    /// them (`null` allowed; the bound exclusive), each with a located warning (default true).
    /// False reads the document as 3.1 says: the keywords are ignored (still with a warning).
    pub openapi30_keywords: Option<bool>,
    /// Leave out, with a warning, each operation the generator cannot honour (default false).
    pub skip_unsupported: Option<bool>,
    /// Write over output oapigen did not write (default false).
    pub force: Option<bool>,
    /// Keep only operations with one of these tags (empty: all).
    #[serde(default)]
    pub include_tags: Vec<String>,
    /// Keep only these operations, by operationId (empty: all).
    #[serde(default)]
    pub include_operations: Vec<String>,
    /// Leave out these operations, by operationId.
    #[serde(default)]
    pub exclude_operations: Vec<String>,
    /// Extra derives on every generated type (`Eq`, `schemars::JsonSchema`, …).
    #[serde(default)]
    pub derives: Vec<String>,
    /// `format` → the Rust type used for strings of it (`uuid` → `uuid::Uuid`).
    #[serde(default)]
    pub format_types: BTreeMap<String, String>,
    /// Component schema name → the Rust type used instead of generating one.
    #[serde(default)]
    pub schema_types: BTreeMap<String, String>,
}

/// `runtime_git = { url = "…", rev = "…" }`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct GitRuntime {
    /// The repository.
    pub url: String,
    /// The revision.
    pub rev: String,
}

/// Where the output goes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Output {
    /// A crate in this directory.
    Crate(PathBuf),
    /// One module file.
    Module(PathBuf),
}

impl Config {
    /// Reads `oapigen.toml` (or another file of the same keys). A key it does not know, or a
    /// value of the wrong type, is an error of kind [`ErrorKind::Settings`] naming the file,
    /// line, column and key.
    pub fn from_file(path: impl AsRef<Path>) -> Result<Config, Error> {
        let path = path.as_ref();
        let text = std::fs::read_to_string(path).map_err(|e| Error::io(path, "cannot read the settings", e))?;
        Config::from_toml(path, &text)
    }

    /// Parses the keys of `oapigen.toml` from `text`; `path` names it in errors.
    pub fn from_toml(path: impl AsRef<Path>, text: &str) -> Result<Config, Error> {
        let path = path.as_ref();
        toml::from_str(text).map_err(|e| {
            let mut d = Diagnostic::error(path, "", e.message().trim().to_string());
            if let Some(span) = e.span() {
                let before = &text[..span.start.min(text.len())];
                let line = before.matches('\n').count() + 1;
                let col = before.len() - before.rfind('\n').map_or(0, |i| i + 1) + 1;
                d = d.at(line, col);
            }
            Error::of(ErrorKind::Settings, vec![d])
        })
    }

    /// `over` laid over `self`: a setting `over` gives replaces this one's, lists add up (this
    /// one's first), maps merge (`over` wins a key). Choices of one kind replace each other as
    /// a whole: a runtime dependency `over` names replaces this one's, and so does an output
    /// (`out` or `module`).
    ///
    /// When `over` names a document (`spec`) other than this one's, this one's settings that
    /// describe its own document's output (`out`, `module`, `module_name`, `crate_name`,
    /// `crate_version`) are dropped: they belong to that document, and the other one takes
    /// its defaults from itself. So `oapigen generate other.yaml` in a directory whose
    /// `oapigen.toml` describes another document does not write over that document's crate.
    pub fn merge(mut self, over: Config) -> Config {
        let other_document = match (&over.spec, &self.spec) {
            (Some(a), Some(b)) => !same_file(a, b),
            (Some(_), None) => true,
            (None, _) => false,
        };
        if other_document {
            self.out = None;
            self.module = None;
            self.module_name = None;
            self.crate_name = None;
            self.crate_version = None;
        }
        if over.runtime_path.is_some()
            || over.runtime_version.is_some()
            || over.runtime_git.is_some()
            || over.vendor_runtime == Some(true)
        {
            self.runtime_path = None;
            self.runtime_version = None;
            self.runtime_git = None;
            self.vendor_runtime = None;
        }
        if over.out.is_some() || over.module.is_some() {
            self.out = None;
            self.module = None;
        }
        let Config {
            spec,
            overlays,
            out,
            module,
            module_name,
            crate_name,
            crate_version,
            crate_version_from_spec,
            publish,
            runtime_path,
            runtime_version,
            runtime_git,
            vendor_runtime,
            client,
            validation,
            tag_features,
            openapi30_keywords,
            skip_unsupported,
            force,
            include_tags,
            include_operations,
            exclude_operations,
            derives,
            format_types,
            schema_types,
        } = over;
        Config {
            spec: spec.or(self.spec),
            overlays: [self.overlays, overlays].concat(),
            out: out.or(self.out),
            module: module.or(self.module),
            module_name: module_name.or(self.module_name),
            crate_name: crate_name.or(self.crate_name),
            crate_version: crate_version.or(self.crate_version),
            crate_version_from_spec: crate_version_from_spec.or(self.crate_version_from_spec),
            publish: publish.or(self.publish),
            runtime_path: runtime_path.or(self.runtime_path),
            runtime_version: runtime_version.or(self.runtime_version),
            runtime_git: runtime_git.or(self.runtime_git),
            vendor_runtime: vendor_runtime.or(self.vendor_runtime),
            client: client.or(self.client),
            validation: validation.or(self.validation),
            tag_features: tag_features.or(self.tag_features),
            openapi30_keywords: openapi30_keywords.or(self.openapi30_keywords),
            skip_unsupported: skip_unsupported.or(self.skip_unsupported),
            force: force.or(self.force),
            include_tags: [self.include_tags, include_tags].concat(),
            include_operations: [self.include_operations, include_operations].concat(),
            exclude_operations: [self.exclude_operations, exclude_operations].concat(),
            derives: [self.derives, derives].concat(),
            format_types: self.format_types.into_iter().chain(format_types).collect(),
            schema_types: self.schema_types.into_iter().chain(schema_types).collect(),
        }
    }

    /// The output asked for: `None` when neither `out` nor `module` is set (the CLI then writes
    /// a crate into a directory named after it). Both set, or a module name without module
    /// output, is an error.
    pub fn output(&self) -> Result<Option<Output>, Error> {
        match (&self.out, &self.module) {
            (Some(_), Some(_)) => Err(Error::settings(
                "out",
                "both `out` (a crate) and `module` (a module file) are set: keep one",
                None,
            )),
            (None, Some(m)) => Ok(Some(Output::Module(m.clone()))),
            (_, None) if self.module_name.is_some() => Err(Error::settings(
                "module_name",
                "a module name applies to module output only",
                Some("add `--module FILE` (or `module = \"FILE\"` in oapigen.toml), or drop the module name"),
            )),
            (out, None) => Ok(out.clone().map(Output::Crate)),
        }
    }

    /// The keys set here that change nothing when the code is expanded in place instead of
    /// written (the `generate!` macro of `oapigen-macros`), each with why: where and how to
    /// write (`out`, `module`, `force`), and what only a generated crate has (its manifest's
    /// name, version, `publish` and runtime dependency; its features). Every field is sorted
    /// here, so that a new setting must say whether it changes the code.
    pub fn unused_in_place(&self) -> Vec<(&'static str, &'static str)> {
        const WRITES: &str =
            "nothing is written: the code is expanded where the macro is called (`module_name` wraps it in a module)";
        const MANIFEST: &str =
            "it describes a generated crate's Cargo.toml: the expanded code is part of the calling crate";
        const RUNTIME: &str = "the expanded code uses the `oapigen-runtime` of the calling crate's [dependencies]";
        const FEATURES: &str = "the expanded code has no Cargo features of its own: it holds every operation kept (leave operations out with `include_tags`, `include_operations` or `exclude_operations`)";
        let Config {
            spec: _,
            overlays: _,
            out,
            module,
            module_name: _,
            crate_name,
            crate_version,
            crate_version_from_spec,
            publish,
            runtime_path,
            runtime_version,
            runtime_git,
            vendor_runtime,
            client: _,
            validation: _,
            tag_features,
            openapi30_keywords: _,
            skip_unsupported: _,
            force,
            include_tags: _,
            include_operations: _,
            exclude_operations: _,
            derives: _,
            format_types: _,
            schema_types: _,
        } = self;
        [
            ("out", out.is_some(), WRITES),
            ("module", module.is_some(), WRITES),
            ("force", force.is_some(), WRITES),
            ("crate_name", crate_name.is_some(), MANIFEST),
            ("crate_version", crate_version.is_some(), MANIFEST),
            ("crate_version_from_spec", crate_version_from_spec.is_some(), MANIFEST),
            ("publish", publish.is_some(), MANIFEST),
            ("runtime_path", runtime_path.is_some(), RUNTIME),
            ("runtime_version", runtime_version.is_some(), RUNTIME),
            ("runtime_git", runtime_git.is_some(), RUNTIME),
            ("vendor_runtime", vendor_runtime.is_some(), RUNTIME),
            ("tag_features", tag_features.is_some(), FEATURES),
        ]
        .into_iter()
        .filter(|(_, set, _)| *set)
        .map(|(key, _, why)| (key, why))
        .collect()
    }

    /// The runtime dependency; more than one named is an error.
    pub fn runtime(&self) -> Result<RuntimeDep, Error> {
        let mut named = Vec::new();
        if self.vendor_runtime == Some(true) {
            named.push(RuntimeDep::Vendored);
        }
        if let Some(p) = &self.runtime_path {
            named.push(RuntimeDep::Path(p.clone()));
        }
        if let Some(v) = &self.runtime_version {
            named.push(RuntimeDep::Version(v.clone()));
        }
        if let Some(g) = &self.runtime_git {
            named.push(RuntimeDep::Git {
                url: g.url.clone(),
                rev: g.rev.clone(),
            });
        }
        match named.len() {
            0 => Ok(RuntimeDep::Version(RUNTIME_VERSION.into())),
            1 => Ok(named.remove(0)),
            _ => Err(Error::settings(
                "runtime_path",
                "more than one of `runtime_path`, `runtime_version`, `runtime_git` and `vendor_runtime = true` is set: keep one",
                None,
            )),
        }
    }

    /// Sets the runtime dependency, replacing any other.
    pub(crate) fn set_runtime(&mut self, dep: RuntimeDep) {
        self.runtime_path = None;
        self.runtime_version = None;
        self.runtime_git = None;
        self.vendor_runtime = None;
        match dep {
            RuntimeDep::Path(p) => self.runtime_path = Some(p),
            RuntimeDep::Version(v) => self.runtime_version = Some(v),
            RuntimeDep::Git { url, rev } => self.runtime_git = Some(GitRuntime { url, rev }),
            RuntimeDep::Vendored => self.vendor_runtime = Some(true),
        }
    }

    /// Checks every setting (all problems at once) and gives the settings the stages read.
    /// `spec_name` names the document in headers and messages. The crate name stays empty
    /// when it is not set: it is derived from the document once that is read.
    pub(crate) fn resolve(&self, spec_name: &str) -> Result<Settings, Error> {
        let mut problems = Vec::new();
        let mut setting = |key: &str, message: String, hint: Option<&str>| {
            let mut d = Diagnostic::error("<settings>", "", message).keyword(key);
            d.hint = hint.map(str::to_string);
            problems.push(d);
        };
        if let Some(name) = &self.crate_name {
            if let Err(m) = package::check_crate_name(name) {
                setting(
                    "crate_name",
                    m,
                    Some("name the crate like `my-client`: ASCII letters, digits, `-` and `_`, starting with a letter"),
                );
            }
        }
        if let Some(v) = &self.crate_version {
            if let Err(m) = package::check_version(v) {
                setting("crate_version", m, None);
            }
        }
        if let Some(name) = &self.module_name {
            if syn::parse_str::<syn::Ident>(name).is_err() {
                setting(
                    "module_name",
                    format!("the module name `{name}` is not a Rust identifier"),
                    Some("use a name such as `api` or `petstore` (letters, digits, `_`; not a keyword)"),
                );
            }
        }
        let derives = self.derives.iter().map(|d| ("derives", d));
        let formats = self.format_types.values().map(|t| ("format_types", t));
        let schemas = self.schema_types.values().map(|t| ("schema_types", t));
        for (key, path) in derives.chain(formats).chain(schemas) {
            if syn::parse_str::<syn::Type>(path).is_err() {
                setting(key, format!("`{path}` is not a Rust path"), None);
            }
        }
        if self.out.is_some() && self.module.is_some() {
            setting(
                "out",
                "both `out` (a crate) and `module` (a module file) are set: keep one".into(),
                None,
            );
        }
        let runtime = self.runtime();
        let mut errors = Error::of(ErrorKind::Settings, problems);
        if let Err(e) = &runtime {
            errors = errors.and(e);
        }
        if !errors.diagnostics().is_empty() {
            return Err(errors);
        }
        Ok(Settings {
            crate_name: self.crate_name.clone().unwrap_or_default(),
            crate_version: self.crate_version.clone(),
            publish: self.publish.unwrap_or(true),
            runtime: runtime?,
            client: self.client.unwrap_or(true),
            spec_name: spec_name.to_string(),
            include_tags: self.include_tags.clone(),
            include_operations: self.include_operations.clone(),
            exclude_operations: self.exclude_operations.clone(),
            derives: self.derives.clone(),
            format_types: self.format_types.clone(),
            schema_types: self.schema_types.clone(),
            validation: self.validation.unwrap_or(true),
            tag_features: self.tag_features.unwrap_or(true),
            openapi30_keywords: self.openapi30_keywords.unwrap_or(true),
            module_name: self.module_name.clone(),
            skip_unsupported: self.skip_unsupported.unwrap_or(false),
            force: self.force.unwrap_or(false),
            version_from_spec: self.crate_version_from_spec.unwrap_or(false),
        })
    }
}

/// The settings the stages read: a [`Config`] checked, with its defaults filled in.
#[derive(Debug, Clone)]
pub(crate) struct Settings {
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
    /// Extra derives for every generated struct and enum.
    pub derives: Vec<String>,
    /// `format` keyword → Rust type used instead.
    pub format_types: BTreeMap<String, String>,
    /// Component schema name → Rust type used instead.
    pub schema_types: BTreeMap<String, String>,
    /// Validate requests before sending them.
    pub validation: bool,
    /// A crate gets one Cargo feature per tag.
    pub tag_features: bool,
    /// A 3.1 document's 3.0 keywords (`nullable`, boolean exclusive bounds) are read as 3.0's.
    pub openapi30_keywords: bool,
    /// Module output only: wrap the code in `pub mod <name> { … }`.
    pub module_name: Option<String>,
    /// Leave out every operation the generator cannot honour, with a warning.
    pub skip_unsupported: bool,
    /// Write over output oapigen did not write.
    pub force: bool,
    /// Take the crate version from `info.version` when none is set.
    pub version_from_spec: bool,
}

/// Whether two paths name the same file (`spec/a.yaml` and `./spec/a.yaml` do).
fn same_file(a: &Path, b: &Path) -> bool {
    a == b
        || match (std::fs::canonicalize(a), std::fs::canonicalize(b)) {
            (Ok(a), Ok(b)) => a == b,
            _ => false,
        }
}

/// A crate name from a document's title: lower case, words joined by `-` (`Swagger Petstore`
/// → `swagger-petstore`), or `api` when the title gives no valid name.
pub(crate) fn crate_name_from_title(title: &str) -> String {
    let mut slug = String::new();
    for c in title.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    while slug.len() > 64 || slug.ends_with('-') {
        slug.pop();
    }
    if package::check_crate_name(&slug).is_ok() {
        slug
    } else {
        let prefixed = format!("api-{slug}");
        if package::check_crate_name(&prefixed).is_ok() && !slug.is_empty() {
            prefixed.trim_end_matches('-').to_string()
        } else {
            "api".into()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crate_names_from_titles() {
        assert_eq!(crate_name_from_title("Swagger Petstore"), "swagger-petstore");
        assert_eq!(crate_name_from_title("  Things API (v2)!"), "things-api-v2");
        assert_eq!(crate_name_from_title("3D Printers"), "api-3d-printers");
        assert_eq!(crate_name_from_title("Über"), "ber");
        assert_eq!(crate_name_from_title("self"), "api-self");
        assert_eq!(crate_name_from_title("—"), "api");
        assert_eq!(crate_name_from_title(&"a".repeat(100)).len(), 64);
    }

    #[test]
    fn unknown_keys_are_errors_naming_them() {
        let e = Config::from_toml("oapigen.toml", "crate_name = \"x\"\nnonsense = 1\n").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Settings);
        let text = e.to_string();
        assert!(text.contains("oapigen.toml:2:1") && text.contains("nonsense"), "{text}");
    }

    #[test]
    fn flags_override_the_file() {
        let file = Config::from_toml(
            "oapigen.toml",
            "spec = \"a.yaml\"\nout = \"gen\"\ncrate_name = \"a\"\nvendor_runtime = true\nderives = [\"Eq\"]\n",
        )
        .unwrap();
        let mut flags = Config {
            runtime_version: Some("0.1".into()),
            derives: vec!["Hash".into()],
            ..Config::default()
        };
        let merged = file.clone().merge(flags.clone());
        assert_eq!(merged.runtime().unwrap(), RuntimeDep::Version("0.1".into()));
        assert_eq!(merged.derives, ["Eq", "Hash"]);
        assert_eq!(merged.crate_name.as_deref(), Some("a"));
        // The same document named on the command line: still the file's crate.
        flags.spec = Some("a.yaml".into());
        assert_eq!(file.clone().merge(flags.clone()).out, Some("gen".into()));
        // Another document: the file's crate and output are not its.
        flags.spec = Some("b.yaml".into());
        let merged = file.merge(flags);
        assert_eq!((merged.crate_name, merged.out), (None, None));
    }

    #[test]
    fn keys_that_change_no_code_are_named() {
        let c = Config::from_toml(
            "oapigen.toml",
            "spec = \"a.yaml\"\nmodule_name = \"a\"\nderives = [\"Eq\"]\nout = \"gen\"\ncrate_name = \"a\"\nvendor_runtime = false\ntag_features = true\n",
        )
        .unwrap();
        let keys: Vec<_> = c.unused_in_place().into_iter().map(|(k, _)| k).collect();
        assert_eq!(keys, ["out", "crate_name", "vendor_runtime", "tag_features"]);
        let c = Config::from_toml(
            "oapigen.toml",
            "spec = \"a.yaml\"\nmodule_name = \"a\"\nclient = false\n",
        )
        .unwrap();
        assert!(c.unused_in_place().is_empty());
    }

    #[test]
    fn every_problem_at_once() {
        let c = Config::from_toml(
            "oapigen.toml",
            "crate_name = \"my client\"\ncrate_version = \"1.0\"\nruntime_path = \"x\"\nvendor_runtime = true\nderives = [\"not a path\"]\n",
        )
        .unwrap();
        let e = c.resolve("a.yaml").unwrap_err();
        assert_eq!(e.kind(), ErrorKind::Settings);
        let keywords: Vec<_> = e.diagnostics().iter().filter_map(|d| d.keyword.as_deref()).collect();
        for k in ["crate_name", "crate_version", "runtime_path", "derives"] {
            assert!(keywords.contains(&k), "{k}: {e}");
        }
        assert!(e.to_string().starts_with("error: settings: `"), "{e}");
    }
}
