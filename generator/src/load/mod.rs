//! Reading documents: YAML or JSON text into values, every file a `$ref` reaches loaded up front,
//! and positions recovered for diagnostics.

pub mod json;
mod lenient;
pub mod overlay;
mod recursive;
pub mod yaml;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::diagnostics::Diagnostic;

/// Index of a loaded file in a [`Loader`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FileId(pub usize);

/// One loaded document.
#[derive(Debug)]
pub struct SourceFile {
    /// Path as the user gave it (or as reached from the first file), for messages.
    pub path: PathBuf,
    /// Text, kept to find line/column of a node when a diagnostic needs it.
    pub text: String,
    /// The parsed document.
    pub root: Value,
}

/// A node reached through a reference: which file, which pointer.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Location {
    pub file: FileId,
    pub pointer: String,
}

/// All documents of one generation run.
#[derive(Debug, Default)]
pub struct Loader {
    files: Vec<SourceFile>,
    by_path: HashMap<PathBuf, FileId>,
    /// Per file: does it declare `$id`, `$dynamicRef` or `$recursiveRef` anywhere?
    resources: Vec<bool>,
    /// The document the overlays were applied to, and where its changed nodes came from.
    overlaid: Option<(FileId, overlay::Origins)>,
    /// Warnings found while loading (overlay targets that match nothing, what the document
    /// got wrong and is read as meant: `lenient.rs`).
    warnings: Vec<Diagnostic>,
}

fn read_text(path: &Path, what: &str) -> Result<String, Diagnostic> {
    let text = std::fs::read(path)
        .map_err(|e| Diagnostic::error(path, "", format!("cannot read the {what}: {e}")).hint("check the path"))?;
    String::from_utf8(text).map_err(|e| {
        Diagnostic::error(
            path,
            "",
            format!("the {what} is not valid UTF-8 (byte {})", e.utf8_error().valid_up_to()),
        )
    })
}

/// Whether a file declares `$id`, `$dynamicRef` or `$recursiveRef` anywhere.
fn any_resource(v: &Value) -> bool {
    match v {
        Value::Object(m) => {
            ["$id", "$dynamicRef", "$recursiveRef"]
                .iter()
                .any(|k| m.contains_key(*k))
                || m.values().any(any_resource)
        }
        Value::Array(a) => a.iter().any(any_resource),
        _ => false,
    }
}

/// Read as JSON (with `serde_json`, and located with [`json::locate_all`]) rather than YAML.
fn looks_json(path: &Path, text: &str) -> bool {
    path.extension().is_some_and(|e| e.eq_ignore_ascii_case("json")) || text.trim_start().starts_with('{')
}

fn parse_text(path: &Path, text: &str) -> Result<Value, Diagnostic> {
    if looks_json(path, text) {
        // serde_json is much faster on large JSON documents; it also reports line/column.
        return serde_json::from_str(text).map_err(|e| {
            Diagnostic::error(path, "", format!("invalid JSON: {e}"))
                .at(e.line(), e.column())
                .hint("fix the syntax error at the position shown")
        });
    }
    yaml::parse(text).map_err(|e| {
        Diagnostic::error(path, e.pointer, format!("invalid YAML: {}", e.message))
            .at(e.line, e.column)
            .hint("fix the syntax error at the position shown")
    })
}

/// The node at a JSON pointer, as [`Value::pointer`] finds it, without its two allocations per
/// segment: lowering looks nodes up tens of thousands of times, and that was 5 % of generating
/// `spec/cloud.yaml`.
pub fn pointer<'v>(root: &'v Value, pointer: &str) -> Option<&'v Value> {
    if pointer.is_empty() {
        return Some(root);
    }
    let rest = pointer.strip_prefix('/')?;
    rest.split('/').try_fold(root, |node, segment| {
        let segment = oapigen_runtime::pointer::unescape(segment);
        match node {
            Value::Object(map) => map.get(segment.as_ref()),
            Value::Array(items) => {
                // RFC 6901: no sign, no leading zeros.
                if segment.starts_with('+') || (segment.starts_with('0') && segment.len() != 1) {
                    return None;
                }
                segment.parse::<usize>().ok().and_then(|i| items.get(i))
            }
            _ => None,
        }
    })
}

/// Splits a `$ref` into its document part and its fragment (a JSON pointer), percent-decoding
/// the fragment as RFC 6901 section 6 requires.
pub fn split_ref(reference: &str) -> (&str, String) {
    let (doc, frag) = match reference.find('#') {
        Some(i) => (&reference[..i], &reference[i + 1..]),
        None => (reference, ""),
    };
    (doc, percent_decode(frag))
}

fn percent_decode(s: &str) -> String {
    let b = s.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'%' && i + 2 < b.len() {
            let hex = std::str::from_utf8(&b[i + 1..i + 3])
                .ok()
                .and_then(|h| u8::from_str_radix(h, 16).ok());
            if let Some(v) = hex {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(b[i]);
        i += 1;
    }
    String::from_utf8(out).unwrap_or_else(|_| s.to_string())
}

impl Loader {
    /// Loads the document at `path` and, transitively, every file its `$ref`s name.
    pub fn from_path(path: &Path) -> Result<(Loader, FileId), Vec<Diagnostic>> {
        Self::from_path_overlaid(path, &[])
    }

    /// Loads the document at `path`, applies the overlays (OpenAPI Overlay 1.0 documents, in
    /// order; see [`overlay`]) to it, then reads every file its `$ref`s name.
    pub fn from_path_overlaid(path: &Path, overlays: &[PathBuf]) -> Result<(Loader, FileId), Vec<Diagnostic>> {
        let text = read_text(path, "document").map_err(|d| vec![d])?;
        Self::from_text_overlaid(path, text, true, overlays)
    }

    /// Loads a document given as text. `path` names it in messages and anchors relative `$ref`s;
    /// with `follow_files` false, references to other files are an error.
    pub fn from_text(path: &Path, text: String, follow_files: bool) -> Result<(Loader, FileId), Vec<Diagnostic>> {
        Self::from_text_overlaid(path, text, follow_files, &[])
    }

    /// [`Loader::from_text`], with overlays applied to the document before its references are
    /// followed.
    pub fn from_text_overlaid(
        path: &Path,
        text: String,
        follow_files: bool,
        overlays: &[PathBuf],
    ) -> Result<(Loader, FileId), Vec<Diagnostic>> {
        let mut loader = Loader::default();
        let root = parse_text(path, &text).map_err(|d| vec![d])?;
        let id = loader.push(path.to_path_buf(), text, root);
        let mut diags = Vec::new();
        if !overlays.is_empty() {
            loader.apply_overlays(id, overlays, &mut diags);
            if !diags.is_empty() {
                loader.locate_all(&mut diags);
                return Err(diags);
            }
        }
        let mut todo = vec![id];
        // The document and the files it references (not the overlays), to read as meant.
        let mut read = vec![id];
        while let Some(file) = todo.pop() {
            for (pointer, reference) in collect_refs(&loader.files[file.0].root) {
                let (doc, _) = split_ref(&reference);
                if doc.is_empty() {
                    continue;
                }
                if doc.contains("://") {
                    // Not fetched; an error only if lowering needs what it names.
                    continue;
                }
                if !follow_files {
                    diags.push(
                        loader
                            .diag(
                                file,
                                &pointer,
                                format!("reference to another file `{reference}` in an in-memory document"),
                            )
                            .keyword("$ref"),
                    );
                    continue;
                }
                let base = loader.files[file.0]
                    .path
                    .parent()
                    .map(Path::to_path_buf)
                    .unwrap_or_default();
                let target = base.join(doc);
                let key = std::fs::canonicalize(&target).unwrap_or_else(|_| target.clone());
                if loader.by_path.contains_key(&key) {
                    continue;
                }
                match std::fs::read_to_string(&target) {
                    Ok(text) => match parse_text(&target, &text) {
                        Ok(root) => {
                            let id = loader.push(target, text, root);
                            todo.push(id);
                            read.push(id);
                        }
                        Err(d) => diags.push(d),
                    },
                    // A schema with `$id` sets the base of the references inside, and a URN is
                    // no file: the schema engine resolves those (lowering says if it cannot).
                    Err(_) if doc.contains(':') || loader.has_ids(file) => {}
                    Err(e) => diags.push(
                        loader
                            .diag(
                                file,
                                &pointer,
                                format!("cannot read `{}` named by `$ref`: {e}", target.display()),
                            )
                            .keyword("$ref"),
                    ),
                }
            }
        }
        if diags.is_empty() {
            let mut warnings = Vec::new();
            for file in read {
                let f = &mut loader.files[file.0];
                warnings.extend(lenient::read_as_meant(&mut f.root, &f.path));
            }
            let (recursive, errors): (Vec<Diagnostic>, Vec<Diagnostic>) = loader
                .read_recursive_refs()
                .into_iter()
                .partition(|d| d.severity == crate::diagnostics::Severity::Warning);
            warnings.extend(recursive);
            diags = errors;
            loader.locate_all(&mut warnings);
            loader.warnings.extend(warnings);
        }
        if diags.is_empty() {
            Ok((loader, id))
        } else {
            loader.locate_all(&mut diags);
            Err(diags)
        }
    }

    /// Reads each overlay and applies its actions to the document `doc`, in order.
    fn apply_overlays(&mut self, doc: FileId, overlays: &[PathBuf], diags: &mut Vec<Diagnostic>) {
        let mut root = std::mem::take(&mut self.files[doc.0].root);
        let mut origins = overlay::Origins::default();
        let mut warnings = Vec::new();
        for path in overlays {
            let parsed = read_text(path, "overlay").and_then(|text| Ok((parse_text(path, &text)?, text)));
            let (value, text) = match parsed {
                Ok(p) => p,
                Err(d) => {
                    diags.push(d);
                    continue;
                }
            };
            let actions = overlay::actions(path, &value);
            let file = self.push(path.clone(), text, value);
            match actions.and_then(|a| overlay::apply(&mut root, doc, path, file, &a, &mut origins)) {
                Ok(w) => warnings.extend(w),
                Err(e) => diags.extend(e),
            }
        }
        self.files[doc.0].root = root;
        self.locate_all(&mut warnings);
        self.warnings.extend(warnings);
        self.overlaid = Some((doc, origins));
    }

    /// Warnings found while loading (an overlay target that matches nothing).
    pub fn warnings(&self) -> &[Diagnostic] {
        &self.warnings
    }

    fn push(&mut self, path: PathBuf, text: String, root: Value) -> FileId {
        let id = FileId(self.files.len());
        let key = std::fs::canonicalize(&path).unwrap_or_else(|_| path.clone());
        self.by_path.insert(key, id);
        self.resources.push(any_resource(&root));
        self.files.push(SourceFile { path, text, root });
        id
    }

    /// Whether a file declares `$id` anywhere (so that its references may be relative to a base
    /// other than the file's own path).
    pub fn has_ids(&self, id: FileId) -> bool {
        self.resources[id.0]
    }

    /// Drops every file's parsed values, keeping what locating a diagnostic needs (paths and
    /// texts): once the IR is made, nothing reads them, and they are most of a large document's
    /// memory.
    pub fn forget_values(&mut self) {
        for f in &mut self.files {
            f.root = Value::Null;
        }
    }

    /// The file with this id.
    pub fn file(&self, id: FileId) -> &SourceFile {
        &self.files[id.0]
    }

    /// Every file read, in load order (for `cargo:rerun-if-changed`).
    pub fn paths(&self) -> impl Iterator<Item = &Path> {
        self.files.iter().map(|f| f.path.as_path())
    }

    /// The node at a location.
    pub fn get(&self, loc: &Location) -> Option<&Value> {
        pointer(&self.files[loc.file.0].root, &loc.pointer)
    }

    /// Resolves a `$ref` found in `from` to the location it names.
    pub fn resolve(&self, from: FileId, reference: &str) -> Option<Location> {
        let (doc, pointer) = split_ref(reference);
        let file = if doc.is_empty() {
            from
        } else {
            let base = self.files[from.0]
                .path
                .parent()
                .map(Path::to_path_buf)
                .unwrap_or_default();
            let target = base.join(doc);
            let key = std::fs::canonicalize(&target).unwrap_or(target);
            *self.by_path.get(&key)?
        };
        if !pointer.is_empty() && !pointer.starts_with('/') {
            return None;
        }
        let loc = Location { file, pointer };
        self.get(&loc).map(|_| loc)
    }

    /// A diagnostic at `pointer` in `file`. Its line and column are filled in by
    /// [`Loader::locate_all`], which finds every diagnostic of a file in one pass over its text.
    pub fn diag(&self, file: FileId, pointer: &str, message: impl Into<String>) -> Diagnostic {
        Diagnostic::error(&self.files[file.0].path, pointer, message)
    }

    /// Fills in the line and column of every diagnostic that names a file of this loader. A
    /// diagnostic about a node an overlay added is moved to the overlay file, at the node's
    /// pointer there (and one about a node an overlay moved, to where it was).
    pub fn locate_all(&self, diags: &mut [Diagnostic]) {
        if let Some((doc, origins)) = self.overlaid.as_ref().filter(|(_, o)| !o.is_empty()) {
            let doc_path = &self.files[doc.0].path;
            for d in diags.iter_mut().filter(|d| d.location.is_none() && &d.file == doc_path) {
                let (file, pointer) = origins.source(*doc, &d.pointer);
                if file != *doc {
                    d.message = format!(
                        "{} (this node comes from the overlay; in the overlaid document it is at #{})",
                        d.message, d.pointer
                    );
                    d.file = self.files[file.0].path.clone();
                }
                d.pointer = pointer;
            }
        }
        for f in &self.files {
            let pointers: Vec<&str> = diags
                .iter()
                .filter(|d| d.location.is_none() && d.file == f.path)
                .map(|d| d.pointer.as_str())
                .collect();
            if pointers.is_empty() {
                continue;
            }
            let found = if looks_json(&f.path, &f.text) {
                json::locate_all(&f.text, &pointers)
            } else {
                yaml::locate_all(&f.text, &pointers)
            };
            for d in diags.iter_mut().filter(|d| d.location.is_none() && d.file == f.path) {
                if let Some(&(line, col)) = found.get(&d.pointer) {
                    d.location = Some((line, col));
                }
            }
        }
    }
}

/// The members of OpenAPI and JSON Schema whose value is an object keyed by names the document
/// chooses (a schema's properties, a document's components, an operation's responses …).
const NAME_MAPS: &[&str] = &[
    "properties",
    "patternProperties",
    "$defs",
    "definitions",
    "dependentSchemas",
    "paths",
    "webhooks",
    "schemas",
    "responses",
    "parameters",
    "requestBodies",
    "headers",
    "securitySchemes",
    "links",
    "callbacks",
    "pathItems",
    "content",
    "encoding",
    "examples",
    "variables",
];

/// Whether the member `key` (holding `value`) of the object at `ptr` (which is no map of
/// names) is literal data, no keyword: an example, a default, listed values, an extension. A
/// `$ref` or a `pattern` there is a value like any other.
fn is_data(key: &str, value: &Value, ptr: &str) -> bool {
    matches!(key, "example" | "default" | "enum" | "const")
        || key.starts_with("x-")
        // A schema's `examples` (a list of values), not OpenAPI's map of Example Objects.
        || (key == "examples" && value.is_array())
        || (key == "value" && ptr.contains("/examples/"))
}

/// Every `$ref` string in a document with the pointer of the object holding it.
fn collect_refs(root: &Value) -> Vec<(String, String)> {
    let mut out = Vec::new();
    // Each node with whether it is a map of names (`properties`, `components/schemas`,
    // `responses` …), whose members are named by the document and are no keywords: a schema
    // named `default` or a `default` response is followed like any other.
    let mut todo: Vec<(String, &Value, bool)> = vec![(String::new(), root, false)];
    while let Some((ptr, v, names)) = todo.pop() {
        match v {
            Value::Object(map) => {
                if let Some(Value::String(r)) = map.get("$ref").filter(|_| !names) {
                    out.push((ptr.clone(), r.clone()));
                }
                for (k, child) in map {
                    // Literal data: a `$ref` member in an example or a default is not a reference.
                    if names || !is_data(k, child, &ptr) {
                        let child_names = !names && NAME_MAPS.contains(&k.as_str());
                        todo.push((
                            format!("{ptr}/{}", oapigen_runtime::pointer::escape(k)),
                            child,
                            child_names,
                        ));
                    }
                }
            }
            Value::Array(items) => {
                for (i, child) in items.iter().enumerate() {
                    todo.push((format!("{ptr}/{i}"), child, false));
                }
            }
            _ => {}
        }
    }
    out.sort();
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn pointer_finds_what_serde_json_finds() {
        let doc = serde_json::json!({
            "a/b": {"c~d": [10, {"": 1}]},
            "list": [0, 1, 2],
            "": {"x": true},
            "m~1": 5
        });
        for p in [
            "",
            "/",
            "/a~1b",
            "/a~1b/c~0d",
            "/a~1b/c~0d/1",
            "/a~1b/c~0d/1/",
            "/list/2",
            "/list/02",
            "/list/+1",
            "/list/-1",
            "/list/3",
            "/list/x",
            "//x",
            "/m~01",
            "/m~1",
            "a",
            "/nope/deeper",
            "/list/1/x",
        ] {
            assert_eq!(super::pointer(&doc, p), doc.pointer(p), "{p}");
        }
    }

    use super::*;

    #[test]
    fn split_and_decode() {
        assert_eq!(
            split_ref("#/components/schemas/A%20B"),
            ("", "/components/schemas/A B".to_string())
        );
        assert_eq!(split_ref("other.yaml#/x"), ("other.yaml", "/x".to_string()));
        assert_eq!(split_ref("other.yaml"), ("other.yaml", String::new()));
    }

    #[test]
    fn external_refs_are_loaded() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.yaml"), "x:\n  $ref: 'b.yaml#/y'\n").unwrap();
        std::fs::write(dir.path().join("b.yaml"), "y: {type: string}\n").unwrap();
        let (loader, id) = Loader::from_path(&dir.path().join("a.yaml")).unwrap();
        let loc = loader.resolve(id, "b.yaml#/y").unwrap();
        assert_eq!(loader.get(&loc).unwrap()["type"], "string");
        assert_eq!(loader.paths().count(), 2);
    }

    #[test]
    fn missing_external_file_is_located() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("a.yaml"), "x:\n  y:\n    $ref: 'nope.yaml#/y'\n").unwrap();
        let errs = Loader::from_path(&dir.path().join("a.yaml")).unwrap_err();
        assert_eq!(errs[0].pointer, "/x/y");
        assert_eq!(errs[0].location, Some((2, 3)));
        assert_eq!(errs[0].keyword.as_deref(), Some("$ref"));
    }
}
