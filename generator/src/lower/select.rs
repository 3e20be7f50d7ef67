//! Which operations the settings keep (`include_tags`, `include_operations`,
//! `exclude_operations`), decided on the document before anything is lowered: an operation left
//! out is never lowered or planned, and the types only it used are not generated.

use std::collections::{BTreeSet, HashSet};

use serde_json::{Map, Value};

use super::Lowerer;
use crate::load::Location;

/// The operations a generation keeps, by path and method.
#[derive(Debug, Default)]
pub(crate) struct Selection {
    kept: HashSet<(String, &'static str)>,
    /// The operationIds the filters leave out (to tell a polling operation that was left out
    /// from one that does not exist).
    pub left_out: HashSet<String>,
}

impl Selection {
    pub fn keeps(&self, path: &str, method: &'static str) -> bool {
        self.kept.contains(&(path.to_string(), method))
    }
}

/// One operation as the filters see it.
struct Candidate {
    path: String,
    method: &'static str,
    id: String,
    tags: Vec<String>,
    /// `x-oapigen-tasks.poll`: the operation its task waiting reads.
    poll: Option<String>,
}

/// The operationId of an operation, or the name made for one without.
pub(super) fn operation_id(op: &Map<String, Value>, method: &str, path: &str) -> String {
    match op.get("operationId").and_then(Value::as_str) {
        Some(id) if !id.is_empty() => id.to_string(),
        _ => format!("{method} {path}"),
    }
}

impl<'a> Lowerer<'a> {
    /// The operations the settings keep, or `None` when no filter is set (all of them). A filter
    /// naming an operationId or a tag that no operation has is an error; so is a selection that
    /// keeps nothing. An operation kept that waits for tasks brings the operation it polls, unless
    /// that one is excluded by its id.
    pub(super) fn select_operations(&mut self, paths: &'a Map<String, Value>) -> Option<Selection> {
        let f = self.filters;
        if f.include_tags.is_empty() && f.include_operations.is_empty() && f.exclude_operations.is_empty() {
            return None;
        }
        let mut candidates = Vec::new();
        for (path, item) in paths.iter().filter(|(k, _)| !super::keywords::is_extension(k)) {
            let item = match item.get("$ref").and_then(Value::as_str) {
                Some(r) => self
                    .loader
                    .resolve(self.root, r)
                    .and_then(|l| self.value(&l))
                    .and_then(Value::as_object),
                None => item.as_object(),
            };
            let Some(item) = item else { continue };
            for &(method, _) in super::keywords::METHODS {
                let Some(Value::Object(op)) = item.get(method) else {
                    continue;
                };
                candidates.push(Candidate {
                    path: path.clone(),
                    method,
                    id: operation_id(op, method, path),
                    tags: op
                        .get("tags")
                        .and_then(Value::as_array)
                        .map(|t| t.iter().filter_map(Value::as_str).map(str::to_string).collect())
                        .unwrap_or_default(),
                    poll: op
                        .get("x-oapigen-tasks")
                        .and_then(|t| t.get("poll"))
                        .and_then(Value::as_str)
                        .map(str::to_string),
                });
            }
        }
        let at_paths = Location {
            file: self.root,
            pointer: "/paths".into(),
        };
        let ids: HashSet<&str> = candidates.iter().map(|c| c.id.as_str()).collect();
        let mut failed = false;
        for id in f.include_operations.iter().chain(f.exclude_operations) {
            if !ids.contains(id.as_str()) {
                self.error_hint(
                    &at_paths,
                    "operationId",
                    format!("no operation has the operationId `{id}`"),
                    "check the operationIds given to include/exclude",
                );
                failed = true;
            }
        }
        let tags: BTreeSet<&str> = candidates
            .iter()
            .flat_map(|c| c.tags.iter().map(String::as_str))
            .collect();
        for tag in f.include_tags {
            if !tags.contains(tag.as_str()) {
                let known: Vec<&str> = tags.iter().copied().take(12).collect();
                let more = if tags.len() > known.len() { ", …" } else { "" };
                self.error_hint(
                    &at_paths,
                    "tags",
                    format!("no operation has the tag `{tag}`"),
                    &format!("the document's tags are: {}{more}", known.join(", ")),
                );
                failed = true;
            }
        }
        if failed {
            return Some(Selection::default());
        }
        let wanted = |c: &Candidate| {
            (f.include_tags.is_empty() || c.tags.iter().any(|t| f.include_tags.contains(t)))
                && (f.include_operations.is_empty() || f.include_operations.contains(&c.id))
                && !f.exclude_operations.contains(&c.id)
        };
        let mut keep: Vec<bool> = candidates.iter().map(wanted).collect();
        // Waiting for tasks needs the operation that reads one: bring it along.
        let polls: Vec<String> = candidates
            .iter()
            .zip(&keep)
            .filter(|(_, k)| **k)
            .filter_map(|(c, _)| c.poll.clone())
            .collect();
        for poll in polls {
            if f.exclude_operations.contains(&poll) {
                continue;
            }
            if let Some(i) = candidates.iter().position(|c| c.id == poll) {
                keep[i] = true;
            }
        }
        if !keep.iter().any(|k| *k) {
            self.error_hint(
                &at_paths,
                "paths",
                "the operation filters keep no operation",
                "a tag and an operationId given together must both match (include_tags and include_operations narrow each other)",
            );
            return Some(Selection::default());
        }
        let mut selection = Selection::default();
        for (c, k) in candidates.into_iter().zip(keep) {
            if k {
                selection.kept.insert((c.path, c.method));
            } else {
                selection.left_out.insert(c.id);
            }
        }
        Some(selection)
    }
}

/// The operation filters of the settings, as lowering reads them.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Filters<'a> {
    pub include_tags: &'a [String],
    pub include_operations: &'a [String],
    pub exclude_operations: &'a [String],
}

impl<'a> Filters<'a> {
    pub fn of(settings: &'a crate::Settings) -> Self {
        Filters {
            include_tags: &settings.include_tags,
            include_operations: &settings.include_operations,
            exclude_operations: &settings.exclude_operations,
        }
    }

    pub fn any(&self) -> bool {
        !(self.include_tags.is_empty() && self.include_operations.is_empty() && self.exclude_operations.is_empty())
    }
}
