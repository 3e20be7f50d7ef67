//! `$recursiveRef` and `$recursiveAnchor` (JSON Schema 2019-09, `$dynamicRef`'s ancestor),
//! which 3.1 documents still carry, read once here as the references they are, so that
//! lowering, the schema engine's bundle and the fake see a `$ref`.
//!
//! `$recursiveRef: "#"` names the root of the schema resource it is written in. Where a schema
//! it passes through on the way in declares `$recursiveAnchor: true`, and so does that root, it
//! names the outermost such schema instead: dynamic resolution. Read statically it is exact
//! whenever no other schema with `$recursiveAnchor: true` reaches the root; where one does, the
//! reference means different schemas on different paths, which no one type says, and it is a
//! located error.
//!
//! In an OpenAPI document the resource root of a schema without `$id` is the document itself,
//! which is no schema; authors write `"#"` there meaning the schema it is in, as a schema file
//! of its own would read it. It is read so (the component schema, or the outermost schema of a
//! parameter, body or answer), with a located warning.

use serde_json::Value;

use super::{FileId, Loader};
use crate::diagnostics::Diagnostic;

impl Loader {
    /// Rewrites every `$recursiveRef` of every file as a `$ref` to the schema it names; returns
    /// the warnings and errors found.
    pub(super) fn read_recursive_refs(&mut self) -> Vec<Diagnostic> {
        let mut diags = Vec::new();
        let mut found: Vec<(FileId, String)> = Vec::new();
        for (i, f) in self.files.iter().enumerate() {
            collect(&f.root, &mut String::new(), "$recursiveRef", &mut |p| {
                found.push((FileId(i), p))
            });
        }
        if found.is_empty() {
            return diags;
        }
        let mut anchors: Vec<(FileId, String)> = Vec::new();
        for (i, f) in self.files.iter().enumerate() {
            collect(&f.root, &mut String::new(), "$recursiveAnchor", &mut |p| {
                anchors.push((FileId(i), p));
            });
        }
        anchors.retain(|(f, p)| {
            super::pointer(&self.files[f.0].root, p).and_then(|n| n.get("$recursiveAnchor")) == Some(&Value::Bool(true))
        });
        let mut rewrites: Vec<(FileId, String, String)> = Vec::new();
        for (file, at) in found {
            let node = super::pointer(&self.files[file.0].root, &at);
            let Some(r) = node.and_then(|n| n.get("$recursiveRef")) else {
                continue;
            };
            let keyword_at = format!("{at}/$recursiveRef");
            let Some(r) = r.as_str() else {
                diags.push(
                    self.diag(file, &keyword_at, "`$recursiveRef` must be a string")
                        .keyword("$recursiveRef"),
                );
                continue;
            };
            if r != "#" {
                // Only `#` is defined; anything else is read as the reference it spells.
                rewrites.push((file, at, r.to_string()));
                continue;
            }
            let Some((root, meant)) = self.resource_root(file, &at) else {
                diags.push(
                    self.diag(file, &keyword_at, "`$recursiveRef: \"#\"` names the document's root, which is not a schema, and it is written in no schema it could mean instead")
                        .keyword("$recursiveRef")
                        .hint("write a `$ref` to the schema meant"),
                );
                continue;
            };
            let target = crate::load::Location {
                file,
                pointer: root.clone(),
            };
            let anchored = |l: &crate::load::Location| {
                self.get(l).and_then(|n| n.get("$recursiveAnchor")) == Some(&Value::Bool(true))
            };
            if anchored(&target) {
                let outer = anchors
                    .iter()
                    .filter(|(f, p)| !(*f == file && *p == root))
                    .find(|(f, p)| self.reaches(*f, p, &target));
                if let Some((f, p)) = outer {
                    let d = self
                        .diag(
                            file,
                            &keyword_at,
                            format!(
                                "`$recursiveRef` is resolved dynamically here: `{}#{p}` also declares `$recursiveAnchor: true` and reaches `#{root}`, so the reference names one schema or the other depending on the path a value is judged by, which oapigen does not read",
                                self.files[f.0].path.display()
                            ),
                        )
                        .keyword("$recursiveRef")
                        .hint("write `$ref` to the schema meant, or `$dynamicRef` with `$dynamicAnchor` (JSON Schema 2020-12)");
                    diags.push(d);
                    continue;
                }
            }
            if meant {
                let d = self
                    .diag(
                        file,
                        &keyword_at,
                        format!(
                            "`$recursiveRef: \"#\"` names the document's root, which is not a schema; it is read as the schema it is written in, `#{root}`, as it would be in a schema file of its own"
                        ),
                    )
                    .keyword("$recursiveRef")
                    .hint(format!("write `$ref: \"#{root}\"` to say so"))
                    .warning();
                diags.push(d);
            }
            let fragment = oapigen_runtime::pointer::to_fragment(&root);
            rewrites.push((file, at, format!("#{fragment}")));
        }
        for (file, at, target) in rewrites {
            let Some(Value::Object(m)) = self.files[file.0].root.pointer_mut(&at) else {
                continue;
            };
            m.remove("$recursiveRef");
            let reference = Value::Object([("$ref".to_string(), Value::String(target))].into_iter().collect());
            if m.contains_key("$ref") {
                // Both apply, as `allOf` says.
                match m.entry("allOf").or_insert_with(|| Value::Array(Vec::new())) {
                    Value::Array(all) => all.push(reference),
                    _ => continue,
                }
            } else if let Value::Object(r) = reference {
                m.extend(r);
            }
        }
        for i in 0..self.files.len() {
            self.resources[i] = super::any_resource(&self.files[i].root);
        }
        diags
    }

    /// The root of the schema resource that holds the schema at `at`: the nearest schema with
    /// `$id` above it, the file's root when the file is a schema of its own, or else (an
    /// OpenAPI document, which is no schema) the outermost schema it is written in; with
    /// whether it is that last reading, which the document does not say.
    fn resource_root(&self, file: FileId, at: &str) -> Option<(String, bool)> {
        let root = &self.files[file.0].root;
        let segments: Vec<&str> = at.split('/').skip(1).collect();
        let mut ids = None;
        for n in (0..=segments.len()).rev() {
            let prefix = prefix(&segments[..n]);
            if super::pointer(root, &prefix).and_then(|v| v.get("$id")).is_some() {
                ids = Some(prefix);
                break;
            }
        }
        if let Some(p) = ids {
            return Some((p, false));
        }
        if root.get("openapi").is_none() && root.get("swagger").is_none() {
            return Some((String::new(), false));
        }
        // A component schema, or the schema of a parameter, body, header or answer.
        for n in 1..=segments.len() {
            let last = segments[n - 1];
            let component = n == 3 && segments[0] == "components" && segments[1] == "schemas";
            if component || last == "schema" {
                return Some((prefix(&segments[..n]), true));
            }
        }
        None
    }

    /// Whether the schema at `from` reaches `target` through any of its subschemas and the
    /// references they make (a dynamic scope can pass through any keyword).
    fn reaches(&self, file: FileId, from: &str, target: &crate::load::Location) -> bool {
        let mut todo = vec![crate::load::Location {
            file,
            pointer: from.to_string(),
        }];
        let mut seen = std::collections::HashSet::new();
        while let Some(loc) = todo.pop() {
            if !seen.insert(loc.clone()) || seen.len() > 100_000 {
                continue;
            }
            if &loc == target || target.pointer.starts_with(&format!("{}/", loc.pointer)) && loc.file == target.file {
                return true;
            }
            let Some(node) = self.get(&loc) else { continue };
            let mut refs = Vec::new();
            collect(node, &mut String::new(), "$ref", &mut |p| refs.push(p));
            for p in refs {
                let at = format!("{}{p}", loc.pointer);
                let r = self
                    .get(&crate::load::Location {
                        file: loc.file,
                        pointer: at,
                    })
                    .and_then(|n| n.get("$ref"));
                if let Some(t) = r.and_then(Value::as_str).and_then(|r| self.resolve(loc.file, r)) {
                    todo.push(t);
                }
            }
        }
        false
    }
}

fn prefix(segments: &[&str]) -> String {
    segments.iter().fold(String::new(), |mut s, seg| {
        s.push('/');
        s.push_str(seg);
        s
    })
}

/// Calls `found` with the pointer of every object that has the key `keyword` (values of
/// `enum`, `const` and examples are data, not schemas).
fn collect(v: &Value, at: &mut String, keyword: &str, found: &mut dyn FnMut(String)) {
    match v {
        Value::Object(m) => {
            if m.contains_key(keyword) {
                found(at.clone());
            }
            for (k, x) in m {
                if matches!(k.as_str(), "enum" | "const" | "example" | "examples" | "default") {
                    continue;
                }
                let len = at.len();
                at.push('/');
                oapigen_runtime::pointer::escape_into(at, k);
                collect(x, at, keyword, found);
                at.truncate(len);
            }
        }
        Value::Array(a) => {
            for (i, x) in a.iter().enumerate() {
                let len = at.len();
                at.push('/');
                at.push_str(&i.to_string());
                collect(x, at, keyword, found);
                at.truncate(len);
            }
        }
        _ => {}
    }
}
