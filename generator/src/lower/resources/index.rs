//! Rule 1: the document's endpoints by key, and the lookups every later rule makes (an
//! operation by its path and method, an endpoint's overlay hint), each found once.

use std::collections::{BTreeMap, BTreeSet, HashMap};

use super::words::{key, params};
use crate::ir::*;

/// The endpoints of a document by key, with what the rules look up in them.
pub(super) struct Index<'a> {
    pub(super) api: &'a Api,
    /// Endpoints by key (rule 1), in the document's order within a key.
    pub(super) groups: BTreeMap<Vec<String>, Vec<usize>>,
    /// Each endpoint's version (`v2` → 2, none → 0).
    pub(super) version_of: Vec<u32>,
    ops: HashMap<(&'a str, Method), usize>,
    endpoints: HashMap<(&'a str, Method), usize>,
}

impl<'a> Index<'a> {
    pub(super) fn new(api: &'a Api) -> Self {
        let mut groups: BTreeMap<Vec<String>, Vec<usize>> = BTreeMap::new();
        let mut version_of = Vec::new();
        let mut endpoints = HashMap::new();
        for (i, e) in api.endpoints.iter().enumerate() {
            let (k, v) = key(&e.path);
            version_of.push(v);
            groups.entry(k).or_default().push(i);
            endpoints.entry((e.path.as_str(), e.method)).or_insert(i);
        }
        let mut ops = HashMap::new();
        for (i, o) in api.operations.iter().enumerate() {
            ops.entry((o.path.as_str(), o.method)).or_insert(i);
        }
        Index {
            api,
            groups,
            version_of,
            ops,
            endpoints,
        }
    }

    /// The endpoints of a key.
    pub(super) fn at(&self, k: &[String]) -> &[usize] {
        self.groups.get(k).map(Vec::as_slice).unwrap_or_default()
    }

    /// Whether a key has an endpoint of this method.
    pub(super) fn has(&self, k: &[String], m: Method) -> bool {
        self.at(k).iter().any(|&e| self.api.endpoints[e].method == m)
    }

    /// Whether a key changes or deletes records (PATCH, PUT or DELETE).
    pub(super) fn changes(&self, k: &[String]) -> bool {
        [Method::Patch, Method::Put, Method::Delete]
            .into_iter()
            .any(|m| self.has(k, m))
    }

    /// The kept operation of a path and method (the filters may have left it out).
    pub(super) fn op_of(&self, path: &str, method: Method) -> Option<usize> {
        self.ops.get(&(path, method)).copied()
    }

    /// The kept operation of an endpoint.
    pub(super) fn op_at(&self, e: usize) -> Option<usize> {
        let ep = &self.api.endpoints[e];
        self.op_of(&ep.path, ep.method)
    }

    /// The GET operation of a key, if kept.
    pub(super) fn read_of(&self, k: &[String]) -> Option<&'a Operation> {
        self.at(k)
            .iter()
            .find(|&&e| self.api.endpoints[e].method == Method::Get)
            .and_then(|&e| self.op_at(e))
            .map(|o| &self.api.operations[o])
    }

    /// What an overlay said of an operation's place.
    pub(super) fn hint_of(&self, op: &Operation) -> Option<&'a ResourceHint> {
        self.endpoints
            .get(&(op.path.as_str(), op.method))
            .and_then(|&e| self.api.endpoints[e].hint.as_ref())
    }

    /// The names a key's last parameter takes on its paths.
    pub(super) fn id_names(&self, k: &[String]) -> BTreeSet<String> {
        self.at(k)
            .iter()
            .filter_map(|&e| params(&self.api.endpoints[e].path).last().cloned())
            .collect()
    }

    /// A key's paths, newest version first.
    pub(super) fn newest_paths(&self, k: &[String]) -> Vec<String> {
        let mut es: Vec<usize> = self.at(k).to_vec();
        es.sort_by_key(|&e| std::cmp::Reverse(self.version_of[e]));
        let mut paths: Vec<String> = Vec::new();
        for e in es {
            if !paths.contains(&self.api.endpoints[e].path) {
                paths.push(self.api.endpoints[e].path.clone());
            }
        }
        paths
    }
}
