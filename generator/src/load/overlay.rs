//! OpenAPI Overlay Specification 1.0.0: documents of `actions` that change an OpenAPI document
//! before it is lowered, for a user who does not own the document (to add the `x-oapigen-*`
//! extensions, or to fix it).
//!
//! Each action selects nodes with an RFC 9535 JSONPath `target` (evaluated by the
//! `serde_json_path` crate) and either merges `update` into each of them or, with
//! `remove: true`, removes each from the object or array holding it. Actions apply in order, each
//! to the result of the ones before; overlays apply in the order given.
//!
//! Merging (`update`): into an object, the update must be an object; each of its members is
//! merged into the member of the same name: two objects merge recursively, two arrays
//! concatenate (the update's items appended, as the Overlay specification appends to a selected
//! array), and anything else is replaced by the update's value. Into an array, the update is one
//! entry appended to it. A target that selects a string, number, boolean or `null` cannot be
//! updated (only removed).
//!
//! A target that matches nothing is a warning; a malformed overlay is an error located in the
//! overlay file. [`Origins`] remembers which nodes of the document came from an overlay (and
//! where original nodes were before an array removal moved them), so that a diagnostic about such
//! a node points into the file it came from.

use std::cmp::Ordering;
use std::collections::BTreeMap;

use serde_json::{Map, Value};
use serde_json_path::JsonPath;

use super::FileId;
use crate::diagnostics::Diagnostic;
use oapigen_runtime::pointer::{escape, unescape};

/// One action, checked.
#[derive(Debug)]
pub struct Action {
    /// Its index in `actions`.
    index: usize,
    target_text: String,
    target: JsonPath,
    /// The update, unless the action removes.
    update: Option<Value>,
    remove: bool,
}

/// Checks an overlay document (already parsed) and returns its actions, or every problem found,
/// each at its pointer in the overlay file (`path`).
pub fn actions(path: &std::path::Path, root: &Value) -> Result<Vec<Action>, Vec<Diagnostic>> {
    let mut errors = Vec::new();
    let err = |pointer: &str, message: String| Diagnostic::error(path, pointer, message);
    let Some(top) = root.as_object() else {
        return Err(vec![err("", "an overlay document must be an object".into()).hint(
            "start with `overlay: 1.0.0`, `info` and `actions` (OpenAPI Overlay Specification 1.0.0)",
        )]);
    };
    match top.get("overlay") {
        Some(Value::String(v)) if is_version_1_0(v) => {}
        Some(Value::String(v)) => errors.push(
            err("/overlay", format!("unsupported overlay version `{v}`"))
                .keyword("overlay")
                .hint("oapigen reads Overlay Specification 1.0.x documents (`overlay: 1.0.0`)"),
        ),
        Some(_) => {
            errors.push(err("/overlay", "`overlay` must be a version string such as `1.0.0`".into()).keyword("overlay"))
        }
        None => errors.push(
            err("", "missing `overlay` (the Overlay Specification version)".into())
                .keyword("overlay")
                .hint("add `overlay: 1.0.0`"),
        ),
    }
    match top.get("info") {
        Some(Value::Object(info)) => {
            for key in ["title", "version"] {
                match info.get(key) {
                    Some(Value::String(_)) => {}
                    Some(_) => {
                        errors.push(err(&format!("/info/{key}"), format!("`info.{key}` must be a string")).keyword(key))
                    }
                    None => errors.push(err("/info", format!("missing `info.{key}`")).keyword(key)),
                }
            }
            unknown_members(info, &["title", "version"], "/info", path, &mut errors);
        }
        Some(_) => {
            errors.push(err("/info", "`info` must be an object with `title` and `version`".into()).keyword("info"))
        }
        None => errors.push(err("", "missing `info` (an object with `title` and `version`)".into()).keyword("info")),
    }
    if let Some(extends) = top.get("extends") {
        if !extends.is_string() {
            errors.push(err("/extends", "`extends` must be a URI string".into()).keyword("extends"));
        }
    }
    unknown_members(top, &["overlay", "info", "extends", "actions"], "", path, &mut errors);
    let mut out = Vec::new();
    match top.get("actions") {
        Some(Value::Array(list)) if list.is_empty() => errors.push(
            err(
                "/actions",
                "`actions` is empty; an overlay needs at least one action".into(),
            )
            .keyword("actions"),
        ),
        Some(Value::Array(list)) => {
            for (index, action) in list.iter().enumerate() {
                match self::action(path, index, action) {
                    Ok(a) => out.push(a),
                    Err(mut e) => errors.append(&mut e),
                }
            }
        }
        Some(_) => {
            errors.push(err("/actions", "`actions` must be an array of action objects".into()).keyword("actions"))
        }
        None => errors.push(err("", "missing `actions` (the list of changes to apply)".into()).keyword("actions")),
    }
    if errors.is_empty() { Ok(out) } else { Err(errors) }
}

fn is_version_1_0(v: &str) -> bool {
    v.strip_prefix("1.0.")
        .is_some_and(|patch| !patch.is_empty() && patch.bytes().all(|b| b.is_ascii_digit()))
}

/// Members that are neither fixed fields nor `x-` extensions are errors (the Overlay schema's
/// `unevaluatedProperties: false`): usually a misspelt `update` or `remove`.
fn unknown_members(
    object: &Map<String, Value>,
    known: &[&str],
    at: &str,
    path: &std::path::Path,
    errors: &mut Vec<Diagnostic>,
) {
    for key in object.keys() {
        if !known.contains(&key.as_str()) && !key.starts_with("x-") {
            errors.push(
                Diagnostic::error(path, format!("{at}/{}", escape(key)), format!("unknown member `{key}`"))
                    .keyword(key.as_str())
                    .hint(format!(
                        "the members here are {} (and `x-` extensions)",
                        known.iter().map(|k| format!("`{k}`")).collect::<Vec<_>>().join(", ")
                    )),
            );
        }
    }
}

fn action(path: &std::path::Path, index: usize, value: &Value) -> Result<Action, Vec<Diagnostic>> {
    let at = format!("/actions/{index}");
    let err = |pointer: &str, message: String| Diagnostic::error(path, pointer, message);
    let Some(map) = value.as_object() else {
        return Err(vec![err(
            &at,
            "an action must be an object with `target` and `update` or `remove`".into(),
        )]);
    };
    let mut errors = Vec::new();
    unknown_members(
        map,
        &["target", "description", "update", "remove"],
        &at,
        path,
        &mut errors,
    );
    if map.get("description").is_some_and(|d| !d.is_string()) {
        errors.push(err(&format!("{at}/description"), "`description` must be a string".into()).keyword("description"));
    }
    let remove = match map.get("remove") {
        None => false,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            errors.push(err(&format!("{at}/remove"), "`remove` must be `true` or `false`".into()).keyword("remove"));
            false
        }
    };
    if !remove && !map.contains_key("update") && errors.is_empty() {
        errors.push(
            err(
                &at,
                "the action has neither `update` nor `remove: true`: it would do nothing".into(),
            )
            .hint("add `update: {…}` to merge into the selected nodes, or `remove: true` to remove them"),
        );
    }
    let target = match map.get("target") {
        Some(Value::String(t)) => match JsonPath::parse(t) {
            Ok(p) => Some((t.clone(), p)),
            Err(e) => {
                errors.push(
                    err(&format!("{at}/target"), format!("`{t}` is not a JSONPath query: {e}"))
                        .keyword("target")
                        .hint("targets are RFC 9535 JSONPath queries, such as `$.paths['/pets'].get` or `$.paths.*.*[?@.operationId == 'listPets']`"),
                );
                None
            }
        },
        Some(_) => {
            errors.push(err(&format!("{at}/target"), "`target` must be a JSONPath string".into()).keyword("target"));
            None
        }
        None => {
            errors.push(
                err(
                    &at,
                    "missing `target` (a JSONPath query selecting the nodes to change)".into(),
                )
                .keyword("target"),
            );
            None
        }
    };
    match target {
        Some((target_text, target)) if errors.is_empty() => Ok(Action {
            index,
            target_text,
            target,
            update: if remove { None } else { map.get("update").cloned() },
            remove,
        }),
        _ => Err(errors),
    }
}

/// Where nodes of the overlaid document came from: for a document pointer, the file and pointer
/// of its source, when that is not the same pointer in the document's own file. An entry covers
/// the node and everything under it.
#[derive(Debug, Default, Clone)]
pub struct Origins {
    map: BTreeMap<String, (FileId, String)>,
}

impl Origins {
    /// The file and pointer a node of the document came from (`doc` for its own nodes).
    pub fn source(&self, doc: FileId, pointer: &str) -> (FileId, String) {
        let mut prefix = pointer;
        loop {
            if let Some((file, at)) = self.map.get(prefix) {
                return (*file, format!("{at}{}", &pointer[prefix.len()..]));
            }
            match prefix.rfind('/') {
                Some(i) => prefix = &prefix[..i],
                None => return (doc, pointer.to_string()),
            }
        }
    }

    /// Whether no node moved or came from elsewhere.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Forgets what is recorded for the node at `pointer` and under it.
    fn forget(&mut self, pointer: &str) {
        self.map.remove(pointer);
        // The pointers under it sort together: from `{pointer}/` up to `{pointer}0` ('0' follows '/').
        let under: Vec<String> = self
            .map
            .range(format!("{pointer}/")..format!("{pointer}0"))
            .map(|(k, _)| k.clone())
            .collect();
        for k in under {
            self.map.remove(&k);
        }
    }

    fn set(&mut self, pointer: String, file: FileId, at: String) {
        self.forget(&pointer);
        self.map.insert(pointer, (file, at));
    }
}

/// Applies the actions of one overlay (file `overlay`) to `doc` (file `doc_file`). Returns the
/// warnings (targets that match nothing) or, when an action cannot be applied, the errors.
pub fn apply(
    doc: &mut Value,
    doc_file: FileId,
    overlay_path: &std::path::Path,
    overlay: FileId,
    actions: &[Action],
    origins: &mut Origins,
) -> Result<Vec<Diagnostic>, Vec<Diagnostic>> {
    let mut warnings = Vec::new();
    let mut errors = Vec::new();
    for action in actions {
        let at = format!("/actions/{}", action.index);
        let mut pointers: Vec<String> = action
            .target
            .query_located(doc)
            .locations()
            .map(|l| l.to_json_pointer())
            .collect();
        if pointers.is_empty() {
            warnings.push(
                Diagnostic::error(
                    overlay_path,
                    format!("{at}/target"),
                    format!(
                        "the target `{}` matches nothing in the document; the action changes nothing",
                        action.target_text
                    ),
                )
                .keyword("target")
                .warning(),
            );
            continue;
        }
        if action.remove {
            // Deepest and last first, so that removing one node never moves another selected one.
            pointers.sort_by(|a, b| compare_pointers(b, a));
            pointers.dedup();
            for pointer in pointers {
                if pointer.is_empty() {
                    errors.push(
                        Diagnostic::error(
                            overlay_path,
                            format!("{at}/target"),
                            "the target selects the whole document, which cannot be removed",
                        )
                        .keyword("remove"),
                    );
                    continue;
                }
                remove(doc, doc_file, &pointer, origins);
            }
            continue;
        }
        let Some(update) = &action.update else { continue };
        for pointer in pointers {
            // An earlier change of this action may have replaced the node.
            let Some(node) = doc.pointer_mut(&pointer) else {
                continue;
            };
            let update_at = format!("{at}/update");
            match (node, update) {
                (Value::Object(target), Value::Object(update)) => {
                    merge_object(target, update, &pointer, overlay, &update_at, origins)
                }
                (Value::Object(_), _) => errors.push(
                    Diagnostic::error(
                        overlay_path,
                        &update_at,
                        format!("the target selects an object (`#{pointer}`), so `update` must be an object to merge into it"),
                    )
                    .keyword("update"),
                ),
                (Value::Array(items), update) => {
                    origins.set(format!("{pointer}/{}", items.len()), overlay, update_at);
                    items.push(update.clone());
                }
                (other, _) => errors.push(
                    Diagnostic::error(
                        overlay_path,
                        format!("{at}/target"),
                        format!(
                            "the target selects `#{pointer}`, {}; only objects and arrays can be updated",
                            kind(other)
                        ),
                    )
                    .keyword("target")
                    .hint("select the object holding it and update the member, or use `remove: true`"),
                ),
            }
        }
    }
    if errors.is_empty() { Ok(warnings) } else { Err(errors) }
}

fn kind(v: &Value) -> &'static str {
    match v {
        Value::Null => "`null`",
        Value::Bool(_) => "a boolean",
        Value::Number(_) => "a number",
        Value::String(_) => "a string",
        Value::Array(_) => "an array",
        Value::Object(_) => "an object",
    }
}

/// Merges `update` into `target` (at document pointer `at`, from overlay pointer `from`).
fn merge_object(
    target: &mut Map<String, Value>,
    update: &Map<String, Value>,
    at: &str,
    overlay: FileId,
    from: &str,
    origins: &mut Origins,
) {
    for (key, value) in update {
        let here = format!("{at}/{}", escape(key));
        let there = format!("{from}/{}", escape(key));
        match (target.get_mut(key), value) {
            (Some(Value::Object(old)), Value::Object(new)) => merge_object(old, new, &here, overlay, &there, origins),
            (Some(Value::Array(old)), Value::Array(new)) => {
                for (i, item) in new.iter().enumerate() {
                    origins.set(format!("{here}/{}", old.len()), overlay, format!("{there}/{i}"));
                    old.push(item.clone());
                }
            }
            _ => {
                origins.set(here, overlay, there);
                target.insert(key.clone(), value.clone());
            }
        }
    }
}

/// Removes the node at `pointer` from its parent, keeping the origins of the nodes that move.
fn remove(doc: &mut Value, doc_file: FileId, pointer: &str, origins: &mut Origins) {
    let (parent, last) = pointer.rsplit_once('/').expect("a non-empty pointer has a parent");
    let key = unescape(last);
    let moved: Vec<(String, (FileId, String))> = match super::pointer(doc, parent) {
        Some(Value::Array(items)) => match key.parse::<usize>() {
            Ok(index) if index < items.len() => (index + 1..items.len())
                .map(|j| {
                    (
                        format!("{parent}/{}", j - 1),
                        origins.source(doc_file, &format!("{parent}/{j}")),
                    )
                })
                .collect(),
            _ => return,
        },
        Some(Value::Object(_)) => Vec::new(),
        _ => return,
    };
    match doc.pointer_mut(parent) {
        Some(Value::Array(items)) => {
            let index: usize = key.parse().expect("checked above");
            items.remove(index);
            let len = items.len();
            for j in index..=len {
                origins.forget(&format!("{parent}/{j}"));
            }
            for (at, (file, from)) in moved {
                // A node still at its own place needs no entry.
                if !(file == doc_file && from == at) {
                    origins.set(at, file, from);
                }
            }
        }
        Some(Value::Object(map)) => {
            map.shift_remove(key.as_ref());
            origins.forget(pointer);
        }
        _ => {}
    }
}

/// Orders pointers segment by segment, array indices numerically.
fn compare_pointers(a: &str, b: &str) -> Ordering {
    let mut x = a.split('/');
    let mut y = b.split('/');
    loop {
        match (x.next(), y.next()) {
            (None, None) => return Ordering::Equal,
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(p), Some(q)) => {
                let o = match (p.parse::<usize>(), q.parse::<usize>()) {
                    (Ok(i), Ok(j)) => i.cmp(&j),
                    _ => p.cmp(q),
                };
                if o != Ordering::Equal {
                    return o;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use std::path::Path;

    const DOC: FileId = FileId(0);
    const OVERLAY: FileId = FileId(1);

    fn run(doc: &mut Value, overlay: Value) -> (Result<Vec<Diagnostic>, Vec<Diagnostic>>, Origins) {
        let actions = actions(Path::new("o.yaml"), &overlay).expect("a valid overlay");
        let mut origins = Origins::default();
        let r = apply(doc, DOC, Path::new("o.yaml"), OVERLAY, &actions, &mut origins);
        (r, origins)
    }

    fn overlay(actions: Value) -> Value {
        json!({"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": actions})
    }

    #[test]
    fn update_merges_deeply_appends_arrays_and_replaces_the_rest() {
        let mut doc = json!({"info": {"title": "A", "contact": {"name": "n"}}, "tags": [{"name": "a"}]});
        let (r, origins) = run(
            &mut doc,
            overlay(json!([
                {"target": "$", "update": {"info": {"title": "B", "contact": {"email": "e"}}, "tags": [{"name": "b"}]}},
                {"target": "$.tags", "update": {"name": "c"}},
            ])),
        );
        assert_eq!(r.unwrap(), vec![]);
        assert_eq!(
            doc,
            json!({"info": {"title": "B", "contact": {"name": "n", "email": "e"}}, "tags": [{"name": "a"}, {"name": "b"}, {"name": "c"}]})
        );
        assert_eq!(
            origins.source(DOC, "/info/title"),
            (OVERLAY, "/actions/0/update/info/title".into())
        );
        assert_eq!(
            origins.source(DOC, "/info/contact/email"),
            (OVERLAY, "/actions/0/update/info/contact/email".into())
        );
        assert_eq!(
            origins.source(DOC, "/info/contact/name"),
            (DOC, "/info/contact/name".into())
        );
        assert_eq!(
            origins.source(DOC, "/tags/1/name"),
            (OVERLAY, "/actions/0/update/tags/0/name".into())
        );
        assert_eq!(origins.source(DOC, "/tags/2"), (OVERLAY, "/actions/1/update".into()));
    }

    #[test]
    fn remove_keeps_the_origin_of_moved_items() {
        let mut doc = json!({"a": [0, 1, 2, 3], "b": {"c": 1, "d": 2}});
        let (r, origins) = run(
            &mut doc,
            overlay(json!([
                {"target": "$.a[?@ == 1 || @ == 2]", "remove": true},
                {"target": "$.b.c", "remove": true},
            ])),
        );
        assert_eq!(r.unwrap(), vec![]);
        assert_eq!(doc, json!({"a": [0, 3], "b": {"d": 2}}));
        assert_eq!(origins.source(DOC, "/a/1"), (DOC, "/a/3".into()));
        assert_eq!(origins.source(DOC, "/a/0"), (DOC, "/a/0".into()));
    }

    #[test]
    fn filters_select_by_shape() {
        let mut doc = json!({"paths": {
            "/a": {"get": {"responses": {}}, "parameters": []},
            "/b": {"post": {"responses": {}}, "summary": "s"}
        }});
        let (r, _) = run(
            &mut doc,
            // A filter applies to the children of what precedes it: here the path items' members
            // that have `responses` (the operations), wherever they are.
            overlay(json!([{"target": "$.paths.*[?@.responses]", "update": {"x-seen": true}}])),
        );
        assert_eq!(r.unwrap(), vec![]);
        assert_eq!(doc["paths"]["/a"]["get"]["x-seen"], json!(true));
        assert_eq!(doc["paths"]["/b"]["post"]["x-seen"], json!(true));
        assert_eq!(doc["paths"]["/b"]["summary"], json!("s"));
    }

    #[test]
    fn no_match_is_a_warning_at_the_target() {
        let mut doc = json!({"paths": {}});
        let (r, _) = run(
            &mut doc,
            overlay(json!([{"target": "$.paths['/nope']", "remove": true}])),
        );
        let w = r.unwrap();
        assert_eq!(w.len(), 1);
        assert_eq!(w[0].severity, crate::Severity::Warning);
        assert_eq!(w[0].pointer, "/actions/0/target");
        assert!(w[0].message.contains("matches nothing"), "{}", w[0]);
    }

    #[test]
    fn updating_a_scalar_or_an_object_with_a_scalar_is_an_error() {
        let mut doc = json!({"info": {"title": "A"}});
        let (r, _) = run(
            &mut doc,
            overlay(json!([{"target": "$.info.title", "update": "B"}, {"target": "$.info", "update": 3}])),
        );
        let e = r.unwrap_err();
        assert_eq!(e[0].pointer, "/actions/0/target");
        assert_eq!(e[1].pointer, "/actions/1/update");
    }

    #[test]
    fn malformed_overlays_are_refused_with_pointers() {
        let check = |v: Value| -> Vec<String> {
            actions(Path::new("o.yaml"), &v)
                .unwrap_err()
                .into_iter()
                .map(|d| format!("{} {}", d.pointer, d.message))
                .collect()
        };
        let e = check(json!({"overlay": "2.0.0", "actions": []}));
        assert!(e[0].starts_with("/overlay unsupported overlay version"), "{e:?}");
        assert!(e.iter().any(|m| m.contains("missing `info`")), "{e:?}");
        assert!(e.iter().any(|m| m.starts_with("/actions `actions` is empty")), "{e:?}");
        let e = check(overlay(json!([
            {"target": "$.paths[", "update": {}},
            {"target": "paths", "remove": "yes"},
            {"target": "$", "updates": {}},
        ])));
        assert!(
            e.iter()
                .any(|m| m.starts_with("/actions/0/target `$.paths[` is not a JSONPath query")),
            "{e:?}"
        );
        assert!(e.iter().any(|m| m.starts_with("/actions/1/remove")), "{e:?}");
        assert!(
            e.iter().any(|m| m.starts_with("/actions/2/updates unknown member")),
            "{e:?}"
        );
    }

    #[test]
    fn versions() {
        assert!(is_version_1_0("1.0.0") && is_version_1_0("1.0.12"));
        assert!(!is_version_1_0("1.0") && !is_version_1_0("1.1.0") && !is_version_1_0("1.0.x"));
    }
}
