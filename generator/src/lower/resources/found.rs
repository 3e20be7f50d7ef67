//! Rules 2 and 4: which item keys are resources, and where each sits and what it is named.

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::Found;
use super::index::Index;
use super::words::{Seg, Vocabulary, segs, singular, squash, version};
use crate::ir::*;

/// Rule 2: an item key (one ending in a parameter) with PATCH, PUT or DELETE, or with GET while
/// its collection has POST or GET (the task-reading path excepted).
pub(super) fn item_keys(index: &Index<'_>, task_read: Option<&Vec<String>>) -> Vec<Found> {
    let mut found = Vec::new();
    for k in index.groups.keys() {
        if k.last().map(String::as_str) != Some("{}") || Some(k) == task_read {
            continue;
        }
        if ends_in_word_choice(index, k) {
            continue;
        }
        let collection = &k[..k.len() - 1];
        let item_methods: Vec<&str> = [Method::Patch, Method::Put, Method::Delete]
            .into_iter()
            .filter(|m| index.has(k, *m))
            .map(Method::as_str)
            .collect();
        let why = if !item_methods.is_empty() {
            format!("its item path has {}", item_methods.join(", "))
        } else if index.has(k, Method::Get)
            && (index.has(collection, Method::Post) || index.has(collection, Method::Get))
        {
            "its item path has GET and its collection path POST or GET".to_string()
        } else {
            continue;
        };
        found.push(Found::new(k.clone(), Source::Inferred, why));
    }
    found
}

/// Whether every operation at `k` ends in a parameter that takes one of a few words
/// (`/rules/{rule_id}/{action}`, `action: enum [enable, disable]`): a verb or a choice of view,
/// not a record's id.
fn ends_in_word_choice(index: &Index<'_>, k: &[String]) -> bool {
    let api = index.api;
    let ops: Vec<&Operation> = index
        .at(k)
        .iter()
        .filter_map(|&e| index.op_at(e))
        .map(|o| &api.operations[o])
        .collect();
    !ops.is_empty()
        && ops.iter().all(|op| {
            let segments = segs(&op.path);
            let Some(Seg::Param(last)) = segments.last() else {
                return false;
            };
            op.params
                .iter()
                .find(|p| p.location == ParamLocation::Path && p.name == *last)
                .is_some_and(|p| is_word_choice(api, &p.shape))
        })
}

/// A shape that takes one of a few words: a string enumeration.
pub(super) fn is_word_choice(api: &Api, shape: &Shape) -> bool {
    word_choices(api, shape).is_some()
}

/// The words a string enumeration takes.
pub(super) fn word_choices(api: &Api, shape: &Shape) -> Option<Vec<String>> {
    match shape {
        Shape::Named(id) => match &api.types[id.0].kind {
            TypeKind::Enum(e) => Some(e.variants.iter().map(|v| v.value.clone()).collect()),
            _ => None,
        },
        Shape::Checked(inner, _) => word_choices(api, inner),
        _ => None,
    }
}

/// A candidate whose extension by one parameter is one too is a collection (`/keypairs/{p}/{r}`
/// below `/keypairs/{id}`), unless it changes or deletes records itself.
pub(super) fn drop_collections_of_items(index: &Index<'_>, found: &mut Vec<Found>) {
    let keys: HashSet<Vec<String>> = found.iter().map(|f| f.item_key.clone()).collect();
    found.retain(|f| {
        let mut longer = f.item_key.clone();
        longer.push("{}".into());
        index.changes(&f.item_key) || !keys.contains(&longer)
    });
}

/// A read-only item whose parameter is another resource's id is a view of that resource
/// (`/pricing/{p}/{r}/instances/{instance_id}`), not records of its own. An item written by a
/// POST of its own (`POST /billing_portal/configurations/{configuration}`, an update) is not
/// read-only.
pub(super) fn drop_views(index: &Index<'_>, found: &mut Vec<Found>) {
    let writes = |k: &[String]| index.changes(k) || index.has(k, Method::Post);
    let word = |k: &[String]| k.iter().rev().find(|w| *w != "{}").cloned().unwrap_or_default();
    // By word: the item keys that change records, with the names their ids take.
    type Ids = Vec<(Vec<String>, BTreeSet<String>)>;
    let mut changing: HashMap<String, Ids> = HashMap::new();
    for f in found.iter().filter(|f| writes(&f.item_key)) {
        changing
            .entry(word(&f.item_key))
            .or_default()
            .push((f.item_key.clone(), index.id_names(&f.item_key)));
    }
    found.retain(|f| {
        writes(&f.item_key)
            || !changing.get(&word(&f.item_key)).is_some_and(|same_word| {
                let own = index.id_names(&f.item_key);
                same_word
                    .iter()
                    .any(|(k, ids)| *k != f.item_key && !ids.is_disjoint(&own))
            })
    });
}

/// A create that starts tasks on a collection no item extends is a resource too, named by the
/// tasks (`task_keys`: the keys tasks name what they made under).
pub(super) fn add_task_creates(index: &Index<'_>, task_keys: &[String], found: &mut Vec<Found>) {
    let api = index.api;
    let collections: HashSet<&[String]> = found.iter().map(|f| &f.item_key[..f.item_key.len() - 1]).collect();
    let items: HashSet<&[String]> = found.iter().map(|f| &f.item_key[..]).collect();
    let below_item = |c: &[String]| (1..c.len()).any(|n| items.contains(&c[..n]));
    let mut create_only = Vec::new();
    for (k, es) in &index.groups {
        let creates = es
            .iter()
            .any(|&e| api.endpoints[e].method == Method::Post && api.endpoints[e].starts_tasks);
        let word = k.iter().rev().find(|w| *w != "{}").cloned().unwrap_or_default();
        if creates
            && !collections.contains(&k[..])
            && !below_item(k)
            && task_keys
                .iter()
                .any(|t| squash(t).ends_with(&word) || word.ends_with(&squash(t)))
        {
            create_only.push(k.clone());
        }
    }
    for mut item_key in create_only {
        item_key.push("{}".into());
        found.push(Found::new(
            item_key,
            Source::Inferred,
            "a POST on its collection starts tasks that name what they made".into(),
        ));
    }
}

/// Two item keys spelled alike (their words past the prefix every path shares, singular and run
/// together) are one resource scoped two ways: the shorter joins the longer (which names its
/// parent). Within each spelling, in order: the first key a longer one exists for joins the
/// first longer one, until none does.
pub(super) fn join_spellings(shared: usize, found: &mut Vec<Found>) {
    let spelled = |k: &[String]| -> String {
        k.iter()
            .filter(|w| *w != "{}")
            .skip(shared)
            .map(|w| singular(w))
            .collect()
    };
    let mut spellings: BTreeMap<String, Vec<usize>> = BTreeMap::new();
    for (i, f) in found.iter().enumerate() {
        spellings.entry(spelled(&f.item_key)).or_default().push(i);
    }
    let mut joined = vec![false; found.len()];
    for mut alike in spellings.into_values().filter(|a| a.len() > 1) {
        loop {
            let len = |i: usize| found[i].item_key.len();
            let Some((at, b)) = alike
                .iter()
                .enumerate()
                .find_map(|(at, &r)| alike.iter().copied().find(|&b| len(b) > len(r)).map(|b| (at, b)))
            else {
                break;
            };
            let r = alike.remove(at);
            let key = std::mem::take(&mut found[r].item_key);
            let also = std::mem::take(&mut found[r].also_at);
            found[b]
                .why
                .push(format!("the same records as `{}`, spelled alike", key.join("/")));
            found[b].also_at.push(key);
            found[b].also_at.extend(also);
            joined[r] = true;
        }
    }
    let mut at = 0;
    found.retain(|_| {
        at += 1;
        !joined[at - 1]
    });
}

/// Each resource's item and collection paths, newest version first (a create-only resource's
/// item path is its collection's and an id).
pub(super) fn order_paths(index: &Index<'_>, found: &mut [Found]) {
    for f in found {
        f.item_paths = index.newest_paths(&f.item_key);
        f.collection_paths = index.newest_paths(&f.item_key[..f.item_key.len() - 1]);
        if f.item_paths.is_empty() {
            f.item_paths = f.collection_paths.iter().map(|c| format!("{c}/{{id}}")).collect();
        }
        if f.collection_paths.is_empty() {
            f.collection_paths = f
                .item_paths
                .iter()
                .map(|i| {
                    i.rsplit_once('/')
                        .map(|(c, _)| if c.is_empty() { "/" } else { c })
                        .unwrap_or("/")
                        .to_string()
                })
                .collect();
        }
    }
}

/// Rule 4: the parent is the resource with the longest item key the collection key extends by a
/// literal at least; the name is the collection's last literal, split by the document's
/// vocabulary; a top resource sits under the literals before it past the shared prefix, a child
/// under those between its parent's item and its collection (`/{pool_id}/member`).
pub(super) fn nest_and_name(vocabulary: &Vocabulary, shared: usize, found: &mut [Found]) {
    let by_item: HashMap<Vec<String>, usize> = found.iter().enumerate().map(|(i, f)| (f.item_key.clone(), i)).collect();
    for r in 0..found.len() {
        let collection_key = &found[r].item_key[..found[r].item_key.len() - 1];
        found[r].parent = (1..collection_key.len())
            .rev()
            .filter(|&n| collection_key[n..].iter().any(|w| w != "{}"))
            .find_map(|n| by_item.get(&collection_key[..n]).copied().filter(|&p| p != r));
        let path = found[r].collection_paths[0].clone();
        let literals: Vec<&str> = segs(&path)
            .into_iter()
            .filter_map(|s| match s {
                Seg::Lit(l) if version(l).is_none() => Some(l),
                _ => None,
            })
            .collect();
        let leaf = literals.last().copied().unwrap_or("records");
        found[r].leaf = vocabulary.split(leaf);
        match found[r].parent {
            None => {
                let before = literals.len().saturating_sub(1);
                found[r].namespace = literals[..before]
                    .iter()
                    .skip(shared.min(before))
                    .map(|l| vocabulary.split(l))
                    .collect();
            }
            Some(p) => {
                let skip = found[p].item_key.iter().filter(|w| *w != "{}").count();
                let own: Vec<&str> = literals.iter().skip(skip).copied().collect();
                if own.len() > 1 {
                    found[r].namespace = own[..own.len() - 1].iter().map(|l| vocabulary.split(l)).collect();
                }
            }
        }
    }
}
