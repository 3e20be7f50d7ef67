//! The resource model ([`Resources`]), found once every operation is lowered and planned: from
//! the document's paths and methods (every operation of it, kept by the filters or not) and the
//! IR's schemas, corrected by an overlay's `x-oapigen-resource`.
//!
//! The rules, in the order they apply (the README says them for users):
//! 1. A path's *key* is its literal segments without version segments (`v1`, `v2`), each
//!    lowercased with `_` and `-` removed, and `{}` for every parameter whatever its name: the
//!    versions and spellings of one collection (`/v1/securitygroups/{p}`, `/v2/security_groups/{p}`)
//!    and the names one position takes (`{id}`, `{res_id}`) share a key.
//! 2. An item key (a key that ends in a parameter) is a resource when it has PATCH, PUT or
//!    DELETE, or GET while its collection (the key without the last parameter) has POST or GET.
//!    A POST that starts tasks on a collection no item extends is one too when the tasks name
//!    what it made.
//! 3. Collection POST creates, GET lists; item GET gets, PATCH updates, PUT replaces, DELETE
//!    deletes; a path of literals below an item is an action named by them. Where versions offer
//!    the same method, the newest is the default and the others stay reachable.
//! 4. The parent is the resource whose item key the collection key extends. The name is the
//!    collection's last literal, its run-together words split by the document's vocabulary (tags,
//!    schema names, summaries, operation ids); a resource without a parent is put under the
//!    literals before it that not every path shares (`k8s.clusters`).
//! 5. The identity member is the read record's member that the item parameter names: the same
//!    name, `name` for `{…_name}`/`{…Name}`, `id` for `{…_id}`; a read answer whose one member
//!    holds the record wraps it.
//! 6. A finished task names records under the key that spells the resource's chain best.

mod hints;
mod identity;
mod loose;
mod relations;
mod words;

use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};

use super::Lowerer;
use crate::ir::*;
use hints::chain;
use identity::{assign_task_keys, task_keys};
use loose::{bind, place_loose, standard_verb};
use words::{Seg, key, params, segs, shared_prefix, singular, squash, version, vocabulary};

pub(super) use identity::{field_shape, fields};
pub(super) use relations::{record_op, record_shape};
pub(super) use words::singular as singular_word;

/// A resource while it is being found.
pub(super) struct Found {
    /// Its item key.
    pub(super) item_key: Vec<String>,
    /// Its own name (the last of the chain) and the names before it when it has no parent.
    pub(super) leaf: String,
    pub(super) namespace: Vec<String>,
    pub(super) parent: Option<usize>,
    /// The document's item and collection paths, newest version first.
    pub(super) item_paths: Vec<String>,
    pub(super) collection_paths: Vec<String>,
    pub(super) source: Source,
    pub(super) why: Vec<String>,
    /// It has no records (made for an overlay's name alone).
    pub(super) group: bool,
    /// Other item keys of the same records, spelled alike but scoped otherwise (rules read at
    /// `/securitygrouprules/{p}/{r}/{id}` and made at `/security_groups/{p}/{r}/{group_id}/rules`).
    pub(super) also_at: Vec<Vec<String>>,
}

impl Found {
    /// A resource found at `item_key` (empty for a group an overlay names), for `why`.
    fn new(item_key: Vec<String>, source: Source, why: String) -> Found {
        Found {
            group: item_key.is_empty(),
            item_key,
            leaf: String::new(),
            namespace: Vec::new(),
            parent: None,
            item_paths: Vec::new(),
            collection_paths: Vec::new(),
            source,
            why: vec![why],
            also_at: Vec::new(),
        }
    }
}

impl Lowerer<'_> {
    pub(super) fn resources(&mut self, api: &Api) -> Resources {
        let vocabulary = vocabulary(api);
        let task_read = api.primary_poll.map(|p| key(&api.operations[p].path).0);
        // Rule 1: endpoints by key.
        let mut groups: BTreeMap<Vec<String>, Vec<usize>> = BTreeMap::new();
        let mut version_of = Vec::new();
        for (i, e) in api.endpoints.iter().enumerate() {
            let (k, v) = key(&e.path);
            version_of.push(v);
            groups.entry(k).or_default().push(i);
        }
        let has = |k: &[String], m: Method| {
            groups
                .get(k)
                .is_some_and(|es| es.iter().any(|&e| api.endpoints[e].method == m))
        };
        // Rule 2.
        let mut found: Vec<Found> = Vec::new();
        for k in groups.keys() {
            if k.last().map(String::as_str) != Some("{}") || Some(k) == task_read.as_ref() {
                continue;
            }
            let collection = &k[..k.len() - 1];
            let item_methods: Vec<&str> = [Method::Patch, Method::Put, Method::Delete]
                .into_iter()
                .filter(|m| has(k, *m))
                .map(Method::as_str)
                .collect();
            let why = if !item_methods.is_empty() {
                format!("its item path has {}", item_methods.join(", "))
            } else if has(k, Method::Get) && (has(collection, Method::Post) || has(collection, Method::Get)) {
                "its item path has GET and its collection path POST or GET".to_string()
            } else {
                continue;
            };
            found.push(Found::new(k.clone(), Source::Inferred, why));
        }
        // A candidate whose extension by one parameter is one too is a collection (`/keypairs/{p}/{r}`
        // below `/keypairs/{id}`), unless it changes or deletes records itself.
        let item_changing = |k: &[String]| {
            [Method::Patch, Method::Put, Method::Delete]
                .into_iter()
                .any(|m| has(k, m))
        };
        let keys_found: HashSet<Vec<String>> = found.iter().map(|f| f.item_key.clone()).collect();
        found.retain(|f| {
            let mut longer = f.item_key.clone();
            longer.push("{}".into());
            item_changing(&f.item_key) || !keys_found.contains(&longer)
        });
        // A read-only item whose parameter is another resource's id is a view of that resource
        // (`/pricing/{p}/{r}/instances/{instance_id}`), not records of its own.
        let id_names = |k: &[String]| -> BTreeSet<String> {
            groups
                .get(k)
                .into_iter()
                .flatten()
                .filter_map(|&e| params(&api.endpoints[e].path).last().cloned())
                .collect()
        };
        let word = |k: &[String]| k.iter().rev().find(|w| *w != "{}").cloned().unwrap_or_default();
        // By word: the item keys that change records, with the names their ids take.
        type Ids = Vec<(Vec<String>, BTreeSet<String>)>;
        let mut changing_ids: HashMap<String, Ids> = HashMap::new();
        for f in found.iter().filter(|f| item_changing(&f.item_key)) {
            changing_ids
                .entry(word(&f.item_key))
                .or_default()
                .push((f.item_key.clone(), id_names(&f.item_key)));
        }
        found.retain(|f| {
            item_changing(&f.item_key)
                || !changing_ids.get(&word(&f.item_key)).is_some_and(|same_word| {
                    let own = id_names(&f.item_key);
                    same_word
                        .iter()
                        .any(|(k, ids)| *k != f.item_key && !ids.is_disjoint(&own))
                })
        });
        // A create that starts tasks on a collection no item extends, named by the tasks.
        let task_keys = task_keys(api);
        let collections: HashSet<&[String]> = found.iter().map(|f| &f.item_key[..f.item_key.len() - 1]).collect();
        let items: HashSet<&[String]> = found.iter().map(|f| &f.item_key[..]).collect();
        let extended = |c: &[String]| collections.contains(c);
        let below_item = |c: &[String]| (1..c.len()).any(|n| items.contains(&c[..n]));
        let mut create_only = Vec::new();
        for (k, es) in &groups {
            let creates = es
                .iter()
                .any(|&e| api.endpoints[e].method == Method::Post && api.endpoints[e].starts_tasks);
            let word = k.iter().rev().find(|w| *w != "{}").cloned().unwrap_or_default();
            if creates
                && !extended(k)
                && !below_item(k)
                && task_keys
                    .iter()
                    .any(|t| squash(t).ends_with(&word) || word.ends_with(&squash(t)))
            {
                create_only.push(k.clone());
            }
        }
        for c in create_only {
            let mut item_key = c;
            item_key.push("{}".into());
            found.push(Found::new(
                item_key,
                Source::Inferred,
                "a POST on its collection starts tasks that name what they made".into(),
            ));
        }
        // Two item keys spelled alike (their words, singular and run together) are one resource
        // scoped two ways: the shorter joins the longer (which names its parent).
        let shared = shared_prefix(api);
        let spelled = |k: &[String]| -> String {
            k.iter()
                .filter(|w| *w != "{}")
                .skip(shared)
                .map(|w| singular(w))
                .collect()
        };
        // Within each spelling, in order: the first key that a longer one exists for joins the
        // first longer one, until none does.
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
        let mut index = 0;
        found.retain(|_| {
            index += 1;
            !joined[index - 1]
        });
        // Paths, newest first.
        for f in &mut found {
            let newest = |k: &[String]| {
                let mut es: Vec<usize> = groups.get(k).cloned().unwrap_or_default();
                es.sort_by_key(|&e| std::cmp::Reverse(version_of[e]));
                let mut paths: Vec<String> = Vec::new();
                for e in es {
                    if !paths.contains(&api.endpoints[e].path) {
                        paths.push(api.endpoints[e].path.clone());
                    }
                }
                paths
            };
            f.item_paths = newest(&f.item_key);
            f.collection_paths = newest(&f.item_key[..f.item_key.len() - 1]);
            if f.item_paths.is_empty() {
                // Rule 2's create-only resource: its item path is the collection's and an id.
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
        // Rule 4: parents, then names.
        let by_item: HashMap<Vec<String>, usize> =
            found.iter().enumerate().map(|(i, f)| (f.item_key.clone(), i)).collect();
        for r in 0..found.len() {
            let collection_key = &found[r].item_key[..found[r].item_key.len() - 1];
            // The longest item key the collection extends, by a literal at least.
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
            if found[r].parent.is_none() {
                let before = literals.len().saturating_sub(1);
                found[r].namespace = literals[..before]
                    .iter()
                    .skip(shared.min(before))
                    .map(|l| vocabulary.split(l))
                    .collect();
            } else {
                // The literals between the parent's item and this collection (`/{pool_id}/member`).
                let p = found[r].parent.unwrap_or_default();
                let skip = found[p].item_key.iter().filter(|w| *w != "{}").count();
                let own: Vec<&str> = literals.iter().skip(skip).copied().collect();
                if own.len() > 1 {
                    found[r].namespace = own[..own.len() - 1].iter().map(|l| vocabulary.split(l)).collect();
                }
            }
        }
        let mut resources = Resources {
            list: Vec::new(),
            places: vec![
                Place {
                    resource: None,
                    role: Role::Stateless,
                    method: String::new(),
                    superseded: false,
                    scope: Vec::new(),
                    id_param: None,
                    group: Vec::new(),
                    effect: Vec::new(),
                    effect_by: Vec::new(),
                    from: Vec::new(),
                    pending: Vec::new(),
                    attach: None,
                };
                api.operations.len()
            ],
            relations: Vec::new(),
        };
        for (i, op) in api.operations.iter().enumerate() {
            resources.places[i].method = op.rust_name.clone();
        }
        // Rule 3: roles, standard ones first, then actions for what is left.
        let mut ops_by_path: HashMap<(&str, Method), usize> = HashMap::new();
        for (i, o) in api.operations.iter().enumerate() {
            ops_by_path.entry((o.path.as_str(), o.method)).or_insert(i);
        }
        let op_of = |path: &str, method: Method| ops_by_path.get(&(path, method)).copied();
        for (r, f) in found.iter().enumerate() {
            let collection_key = &f.item_key[..f.item_key.len() - 1];
            let keys = [(collection_key, false), (&f.item_key[..], true)].into_iter().chain(
                f.also_at
                    .iter()
                    .flat_map(|k| [(&k[..k.len() - 1], false), (&k[..], true)]),
            );
            for (k, on_item) in keys {
                for &e in groups.get(k).map(Vec::as_slice).unwrap_or_default() {
                    let ep = &api.endpoints[e];
                    let role = match (on_item, ep.method) {
                        (false, Method::Post) => Role::Create,
                        (false, Method::Get) => Role::List,
                        (true, Method::Get) => Role::Get,
                        (true, Method::Patch) => Role::Update,
                        (true, Method::Put) => Role::Replace,
                        (true, Method::Delete) => Role::Delete,
                        _ => continue,
                    };
                    if let Some(o) = op_of(&ep.path, ep.method) {
                        resources.places[o].resource = Some(r);
                        resources.places[o].role = role;
                        resources.places[o].method = role.word().to_string();
                    }
                }
            }
        }
        for (k, es) in &groups {
            // The deepest resource whose item this path extends by literals alone.
            let Some(r) = (1..k.len())
                .rev()
                .take_while(|&n| k[n] != "{}")
                .find_map(|n| by_item.get(&k[..n]).copied())
            else {
                continue;
            };
            // A POST alone on the path is an action named by its words (`…/extend`); a path with
            // other methods is a part of the item (`…/metadata`, `…/healthmonitor`) whose methods
            // are the standard words.
            let mut methods: Vec<Method> = es.iter().map(|&e| api.endpoints[e].method).collect();
            methods.sort();
            methods.dedup();
            for &e in es {
                let ep = &api.endpoints[e];
                let Some(o) = op_of(&ep.path, ep.method) else { continue };
                if resources.places[o].resource.is_some() {
                    continue;
                }
                let literals: Vec<String> = segs(&ep.path)
                    .into_iter()
                    .rev()
                    .take(k.len() - found[r].item_key.len())
                    .filter_map(|s| match s {
                        Seg::Lit(l) => Some(vocabulary.split(l)),
                        Seg::Param(_) => None,
                    })
                    .collect::<Vec<_>>()
                    .into_iter()
                    .rev()
                    .collect();
                let place = &mut resources.places[o];
                place.resource = Some(r);
                place.role = Role::Action;
                if methods == [Method::Post] {
                    place.method = literals.join("_");
                } else {
                    place.group = literals;
                    place.method = standard_verb(&api.operations[o], false);
                }
            }
        }
        // Rule 5 needs the scopes: each place's parameters, by position.
        let mut list: Vec<Resource> = found
            .iter()
            .map(|f| {
                let item = f.item_paths[0].clone();
                let collection = f.collection_paths[0].clone();
                Resource {
                    name: Vec::new(),
                    parent: f.parent,
                    scope: params(&collection),
                    id_param: params(&item).last().cloned(),
                    collection: Some(collection),
                    item: Some(item),
                    id_member: None,
                    task_key: None,
                    wrapper: None,
                    also_by: Vec::new(),
                    source: f.source,
                    why: f.why.clone(),
                }
            })
            .collect();
        for (o, place) in resources.places.iter_mut().enumerate() {
            let Some(r) = place.resource else { continue };
            bind(place, &list[r].scope, &params(&api.operations[o].path));
        }
        // The newest version offering a method is its default.
        let mut by_method: BTreeMap<(usize, Vec<String>, String), Vec<usize>> = BTreeMap::new();
        for (o, place) in resources.places.iter().enumerate() {
            if let Some(r) = place.resource {
                by_method
                    .entry((r, place.group.clone(), place.method.clone()))
                    .or_default()
                    .push(o);
            }
        }
        for ops in by_method.values().filter(|v| v.len() > 1) {
            let newest = ops
                .iter()
                .copied()
                .max_by_key(|&o| (key(&api.operations[o].path).1, std::cmp::Reverse(o)))
                .unwrap_or_default();
            for &o in ops {
                resources.places[o].superseded = o != newest;
            }
        }
        // Operations of no resource: under the nearest one, or the client, by their words.
        place_loose(api, &found, &list, &mut resources, &vocabulary, shared_prefix(api));
        // Overlay hints.
        let mut nodes: Vec<Found> = found;
        self.apply_hints(api, &mut nodes, &mut list, &mut resources);
        // Names from the tree, unique.
        for (r, res) in list.iter_mut().enumerate() {
            res.name = chain(&nodes, r);
        }
        let mut seen: BTreeMap<String, usize> = BTreeMap::new();
        let mut order: Vec<usize> = (0..list.len()).collect();
        // The newest version keeps a shared name; an older one is told apart by its version.
        let version_of_resource = |r: usize| nodes[r].item_paths.first().map_or(0, |p| key(p).1);
        order.sort_by_key(|&r| std::cmp::Reverse(version_of_resource(r)));
        for r in order {
            let mut dotted = list[r].dotted();
            if seen.contains_key(&dotted) && version_of_resource(r) > 0 {
                let v = version_of_resource(r);
                if let Some(last) = list[r].name.last_mut() {
                    last.push_str(&format!("_v{v}"));
                }
                dotted = list[r].dotted();
            }
            while seen.contains_key(&dotted) {
                if let Some(last) = list[r].name.last_mut() {
                    last.push('_');
                }
                dotted = list[r].dotted();
            }
            seen.insert(dotted, r);
        }
        // Rule 5 and 6.
        for (r, res) in list.iter_mut().enumerate() {
            self.describe(api, &resources, r, res);
        }
        assign_task_keys(&mut list, &task_keys);
        resources.list = list;
        // Rule 7, and what the overlay says of effects, request mappings and deletes.
        let mut endpoints: HashMap<(&str, Method), usize> = HashMap::new();
        for (i, e) in api.endpoints.iter().enumerate() {
            endpoints.entry((e.path.as_str(), e.method)).or_insert(i);
        }
        let hint_of = |op: &Operation| {
            endpoints
                .get(&(op.path.as_str(), op.method))
                .and_then(|&e| api.endpoints[e].hint.as_ref())
        };
        let mut declared = vec![None; resources.list.len()];
        for (o, op) in api.operations.iter().enumerate() {
            let hint = hint_of(op);
            let place = &mut resources.places[o];
            if let Some(h) = hint {
                place.effect = h.effect.clone();
                place.effect_by = h.effect_by.clone();
                place.from = h.from.clone();
                place.pending = h.pending.clone();
                if let (Some(d), Some(r)) = (h.on_delete, place.resource) {
                    declared[r] = Some(d);
                }
            }
        }
        for o in 0..api.operations.len() {
            if resources.places[o].effect.is_empty()
                && let Some(effect) = relations::inferred_effect(api, &resources, o)
            {
                resources.places[o].effect.push(effect);
            }
            if resources.places[o].pending.is_empty()
                && let Some(pending) = relations::pending_state(api, &resources, o)
            {
                resources.places[o].pending.push(pending);
            }
        }
        let (relations, links) = relations::relations(api, &resources, &declared);
        resources.relations = relations;
        let mut links = links;
        for (o, op) in api.operations.iter().enumerate() {
            let hint = hint_of(op);
            if let Some(link) = hint.and_then(|h| relations::declared_attach(api, &resources, o, h)) {
                links.retain(|(x, _)| *x != o);
                links.push((o, link));
            }
        }
        for (o, link) in links {
            if resources.places[o].effect.is_empty()
                && let Some(effect) = relations::attach_effect(api, &resources, o, link.adds)
            {
                resources.places[o].effect.push(effect);
            }
            resources.places[o].attach = Some(link);
        }
        resources
    }
}
