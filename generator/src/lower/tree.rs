//! The client's tree ([`ClientTree`]), planned from the resource model: a node per name chain
//! (a resource's, or the names an operation is grouped under), each operation a method of its
//! node, named once here so that emit only writes what it is given.

use std::collections::BTreeMap;

use super::naming::{NameTable, pascal, snake};
use crate::ir::*;

/// The tree of `api`'s operations (every one reachable: an operation the model places nowhere is
/// a method of the client's root node named like its operation).
pub(super) fn plan(api: &Api, client_methods: &[String]) -> ClientTree {
    let resources = &api.resources;
    // Each operation's chain and method.
    let mut placed: Vec<(Vec<String>, Option<ResourceId>, String, usize)> = Vec::new();
    for (o, place) in resources.places.iter().enumerate() {
        let mut chain = resources.chain(o);
        // `GET /health` is `client.health()` already: no `client.health_api().get()` beside it.
        if place.resource.is_none() && chain.len() == 1 && chain[0] == api.operations[o].rust_name.as_str() {
            chain.clear();
        }
        let mut method = place.method.clone();
        if place.superseded {
            // The newer version keeps the plain name.
            method = match super::resources::version_label(&api.operations[o].path) {
                Some(label) => format!("{method}_{label}"),
                None => format!("{method}_old"),
            };
        }
        placed.push((chain, place.resource, method, o));
    }
    let mut tree = ClientTree::default();
    let mut by_chain: BTreeMap<Vec<String>, usize> = BTreeMap::new();
    // Nodes in the order of their chains, so that the output does not depend on the document's
    // order of paths beyond the names.
    let mut chains: Vec<&Vec<String>> = placed.iter().map(|(c, ..)| c).filter(|c| !c.is_empty()).collect();
    chains.sort();
    chains.dedup();
    let mut type_names = NameTable::new();
    type_names.reserve(&["Client"]);
    type_names.reserve(super::reserved::TYPE_NAMES);
    // The client's own methods: its builder and helpers, and the operation-named methods.
    let mut root_names = NameTable::new();
    root_names.reserve(super::reserved::CLIENT_METHODS);
    for m in client_methods {
        root_names.reserve(&[m.as_str()]);
    }
    let mut child_names: BTreeMap<usize, NameTable> = BTreeMap::new();
    for chain in chains {
        for len in 1..=chain.len() {
            let prefix = chain[..len].to_vec();
            if by_chain.contains_key(&prefix) {
                continue;
            }
            let parent = (len > 1).then(|| by_chain[&chain[..len - 1]]);
            let word = &prefix[len - 1];
            let accessor = match parent {
                None => claim_accessor(&mut root_names, word),
                Some(p) => claim_accessor(child_names.entry(p).or_default(), word),
            };
            let type_name = type_names.claim(&pascal(&prefix.join("_")).suffixed("Api"));
            let resource = resources.list.iter().position(|r| r.name == prefix);
            let n = tree.nodes.len();
            tree.nodes.push(TreeNode {
                chain: prefix.clone(),
                accessor,
                type_name,
                parent,
                children: Vec::new(),
                resource,
                methods: Vec::new(),
            });
            if let Some(p) = parent {
                tree.nodes[p].children.push(n);
            }
            by_chain.insert(prefix, n);
        }
    }
    // Methods: a node's children's accessors are claimed already; the standard roles first, so
    // that `get` is the default version's read and not a loose operation's.
    // A resource's own role (the read of its item) before a loose operation the same word names
    // (a delete of many by tag).
    placed.sort_by_key(|(chain, _, method, o)| {
        let standard = super::resources::STANDARD_WORDS.contains(&method.as_str());
        let role = !matches!(resources.places[*o].role, Role::Action | Role::Stateless);
        (chain.clone(), !standard, !role, resources.places[*o].superseded, *o)
    });
    for (chain, _, method, o) in placed {
        if chain.is_empty() {
            if snake(&method) != api.operations[o].rust_name {
                let name = root_names.claim(&snake(&method));
                tree.root.push(TreeMethod { name, operation: o });
            }
            continue;
        }
        let n = by_chain[&chain];
        let table = child_names.entry(n).or_default();
        let name = table.claim(&snake(&method));
        tree.nodes[n].methods.push(TreeMethod { name, operation: o });
    }
    for node in &mut tree.nodes {
        node.methods.sort_by_key(|m| m.operation);
    }
    tree
}

fn claim_accessor(names: &mut NameTable, word: &str) -> Ident {
    let wanted = snake(word);
    if names.is_free(&wanted) {
        names.claim(&wanted)
    } else {
        names.claim(&wanted.suffixed("_api"))
    }
}
