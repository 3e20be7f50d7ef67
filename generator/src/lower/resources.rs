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

use std::collections::{BTreeMap, BTreeSet};

use serde_json::{Map, Value};

use super::Lowerer;
use super::naming::snake_words as snake;
use crate::ir::*;
use crate::load::Location;

/// A path template's segment.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Seg<'p> {
    Lit(&'p str),
    Param(&'p str),
}

fn segs(path: &str) -> Vec<Seg<'_>> {
    path.split('/')
        .filter(|s| !s.is_empty())
        .map(|s| match s.strip_prefix('{').and_then(|s| s.strip_suffix('}')) {
            Some(p) if !p.contains(['{', '}']) => Seg::Param(p),
            _ => Seg::Lit(s),
        })
        .collect()
}

/// `v1`, `v2`, `v10`: a version segment, and its number.
fn version(seg: &str) -> Option<u32> {
    let digits = seg.strip_prefix('v').or_else(|| seg.strip_prefix('V'))?;
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    digits.parse().ok()
}

/// Lowercase letters and digits only: `security_groups` and `securitygroups` alike.
fn squash(s: &str) -> String {
    s.chars()
        .filter(char::is_ascii_alphanumeric)
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

/// The path's key (rule 1), and its version (the largest version segment, 0 without).
fn key(path: &str) -> (Vec<String>, u32) {
    let mut out = Vec::new();
    let mut v = 0;
    for s in segs(path) {
        match s {
            Seg::Lit(l) => match version(l) {
                Some(n) => v = v.max(n),
                None => out.push(squash(l)),
            },
            Seg::Param(_) => out.push("{}".into()),
        }
    }
    (out, v)
}

fn params(path: &str) -> Vec<String> {
    segs(path)
        .into_iter()
        .filter_map(|s| match s {
            Seg::Param(p) => Some(p.to_string()),
            Seg::Lit(_) => None,
        })
        .collect()
}

/// A word's singular, roughly (`policies` → `policy`, `ips` → `ip`): for comparing names.
fn singular(w: &str) -> String {
    if let Some(stem) = w.strip_suffix("ies") {
        format!("{stem}y")
    } else if w.ends_with("ss") || w.len() < 3 {
        w.to_string()
    } else {
        w.strip_suffix('s').unwrap_or(w).to_string()
    }
}

/// The document's words: what a run-together segment is split by.
#[derive(Default)]
struct Vocabulary(BTreeSet<String>);

impl Vocabulary {
    fn add_text(&mut self, text: &str) {
        for w in snake(text).split('_') {
            if w.len() >= 2 && w.len() <= 24 && w.bytes().any(|b| b.is_ascii_alphabetic()) {
                self.0.insert(w.to_string());
            }
        }
    }

    fn knows(&self, w: &str) -> bool {
        self.0.contains(w) || self.0.contains(&singular(w))
    }

    /// `securitygroups` → `security_groups` where the document uses both words; a segment it
    /// knows whole, or cannot split into words it knows, stays as it is.
    fn split(&self, segment: &str) -> String {
        let snaked = snake(segment);
        snaked
            .split('_')
            .map(|piece| {
                if piece.is_empty() {
                    return String::new();
                }
                // Fewest known words that spell the piece, each two letters or more; four or
                // more where the document also uses the piece whole (`loadbalancers` beside
                // `load balancers`, but `networks` stays).
                let shortest = if self.knows(piece) { 4 } else { 2 };
                let n = piece.len();
                let mut best: Vec<Option<Vec<usize>>> = vec![None; n + 1];
                best[0] = Some(Vec::new());
                for end in shortest..=n {
                    for start in 0..=end - shortest {
                        let Some(prev) = &best[start] else { continue };
                        if start == 0 && end == n {
                            continue;
                        }
                        if !piece.is_char_boundary(start) || !piece.is_char_boundary(end) {
                            continue;
                        }
                        if self.knows(&piece[start..end]) && best[end].as_ref().is_none_or(|b| b.len() > prev.len() + 1)
                        {
                            let mut cuts = prev.clone();
                            cuts.push(end);
                            best[end] = Some(cuts);
                        }
                    }
                }
                match &best[n] {
                    Some(cuts) if cuts.len() > 1 => {
                        let mut words = Vec::new();
                        let mut at = 0;
                        for &c in cuts {
                            words.push(&piece[at..c]);
                            at = c;
                        }
                        words.join("_")
                    }
                    _ => piece.to_string(),
                }
            })
            .collect::<Vec<_>>()
            .join("_")
    }
}

/// A resource while it is being found.
struct Found {
    /// Its item key.
    item_key: Vec<String>,
    /// Its own name (the last of the chain) and the names before it when it has no parent.
    leaf: String,
    namespace: Vec<String>,
    parent: Option<usize>,
    /// The document's item and collection paths, newest version first.
    item_paths: Vec<String>,
    collection_paths: Vec<String>,
    source: Source,
    why: Vec<String>,
    /// It has no records (made for an overlay's name alone).
    group: bool,
    /// Other item keys of the same records, spelled alike but scoped otherwise (rules read at
    /// `/securitygrouprules/{p}/{r}/{id}` and made at `/security_groups/{p}/{r}/{group_id}/rules`).
    also_at: Vec<Vec<String>>,
}

impl<'a> Lowerer<'a> {
    /// `x-oapigen-resource` (or the older `x-oapigen-fake`) on the operation at `oloc`.
    pub(super) fn resource_hint(&mut self, op: &Map<String, Value>, oloc: &Location) -> Option<ResourceHint> {
        let (key, ext) = match (op.get("x-oapigen-resource"), op.get("x-oapigen-fake")) {
            (Some(e), _) => ("x-oapigen-resource", e),
            (None, Some(e)) => ("x-oapigen-fake", e),
            (None, None) => return None,
        };
        let at = Self::child(oloc, key);
        let expected = "expected `{name: CHAIN, method: NAME}`, `{role: create|list|get|update|replace|delete|action|stateless}` or `stateless` (CHAIN is dotted snake-case names, `load_balancers.pools`); the inferred place stays";
        let mut hint = ResourceHint {
            pointer: at.pointer.clone(),
            ..ResourceHint::default()
        };
        let obj = match ext {
            Value::String(s) if s == "stateless" => {
                hint.role = Some(Role::Stateless);
                return Some(hint);
            }
            Value::Object(o) => o,
            _ => {
                self.warning(&at, key, expected);
                return None;
            }
        };
        let word = |v: &str| {
            !v.is_empty()
                && v.bytes()
                    .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
        };
        for (k, v) in obj {
            let text = v.as_str();
            match (k.as_str(), text) {
                ("name" | "resource", Some(n)) if n.split('.').all(word) => {
                    hint.name = Some(n.split('.').map(str::to_string).collect());
                }
                ("method", Some(m)) if word(m) => hint.method = Some(m.to_string()),
                ("role", Some(r)) if Role::from_word(r).is_some() => hint.role = Role::from_word(r),
                ("stateless", _) if v.as_bool() == Some(true) => hint.role = Some(Role::Stateless),
                _ => {
                    self.warning(&Self::child(&at, k), key, format!("`{k}` is not read: {expected}"));
                }
            }
        }
        Some(hint)
    }

    /// The resource model of `api` (its operations lowered and planned).
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
            found.push(Found {
                item_key: k.clone(),
                leaf: String::new(),
                namespace: Vec::new(),
                parent: None,
                item_paths: Vec::new(),
                collection_paths: Vec::new(),
                source: Source::Inferred,
                why: vec![why],
                group: false,
                also_at: Vec::new(),
            });
        }
        // A candidate whose extension by one parameter is one too is a collection (`/keypairs/{p}/{r}`
        // below `/keypairs/{id}`), unless it changes or deletes records itself.
        let item_changing = |k: &[String]| {
            [Method::Patch, Method::Put, Method::Delete]
                .into_iter()
                .any(|m| has(k, m))
        };
        let keys_found: Vec<Vec<String>> = found.iter().map(|f| f.item_key.clone()).collect();
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
        let changing_ids: Vec<(Vec<String>, BTreeSet<String>)> = found
            .iter()
            .filter(|f| item_changing(&f.item_key))
            .map(|f| (f.item_key.clone(), id_names(&f.item_key)))
            .collect();
        found.retain(|f| {
            item_changing(&f.item_key)
                || !changing_ids.iter().any(|(k, ids)| {
                    *k != f.item_key && word(k) == word(&f.item_key) && !ids.is_disjoint(&id_names(&f.item_key))
                })
        });
        // A create that starts tasks on a collection no item extends, named by the tasks.
        let task_keys = task_keys(api);
        let extended = |found: &[Found], c: &[String]| found.iter().any(|f| f.item_key[..f.item_key.len() - 1] == *c);
        let below_item = |found: &[Found], c: &[String]| {
            found
                .iter()
                .any(|f| c.len() > f.item_key.len() && c.starts_with(&f.item_key))
        };
        let mut create_only = Vec::new();
        for (k, es) in &groups {
            let creates = es
                .iter()
                .any(|&e| api.endpoints[e].method == Method::Post && api.endpoints[e].starts_tasks);
            let word = k.iter().rev().find(|w| *w != "{}").cloned().unwrap_or_default();
            if creates
                && !extended(&found, k)
                && !below_item(&found, k)
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
            found.push(Found {
                item_key,
                leaf: String::new(),
                namespace: Vec::new(),
                parent: None,
                item_paths: Vec::new(),
                collection_paths: Vec::new(),
                source: Source::Inferred,
                why: vec!["a POST on its collection starts tasks that name what they made".into()],
                group: false,
                also_at: Vec::new(),
            });
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
        let mut r = 0;
        while r < found.len() {
            let name = spelled(&found[r].item_key);
            let into = (0..found.len())
                .filter(|&b| b != r && spelled(&found[b].item_key) == name)
                .find(|&b| found[b].item_key.len() > found[r].item_key.len());
            match into {
                Some(b) => {
                    let a = found.remove(r);
                    let b = if b > r { b - 1 } else { b };
                    found[b]
                        .why
                        .push(format!("the same records as `{}`, spelled alike", a.item_key.join("/")));
                    found[b].also_at.push(a.item_key);
                    found[b].also_at.extend(a.also_at);
                    r = 0;
                }
                None => r += 1,
            }
        }
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
        for r in 0..found.len() {
            let collection_key = &found[r].item_key[..found[r].item_key.len() - 1];
            found[r].parent = (0..found.len())
                .filter(|&p| {
                    p != r
                        && collection_key.len() > found[p].item_key.len()
                        && collection_key.starts_with(&found[p].item_key)
                        && collection_key[found[p].item_key.len()..].iter().any(|w| w != "{}")
                })
                .max_by_key(|&p| found[p].item_key.len());
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
                };
                api.operations.len()
            ],
        };
        for (i, op) in api.operations.iter().enumerate() {
            resources.places[i].method = op.rust_name.clone();
        }
        // Rule 3: roles, standard ones first, then actions for what is left.
        let op_of =
            |path: &str, method: Method| api.operations.iter().position(|o| o.path == path && o.method == method);
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
            let Some(r) = (0..found.len())
                .filter(|&r| {
                    k.len() > found[r].item_key.len()
                        && k.starts_with(&found[r].item_key)
                        && k[found[r].item_key.len()..].iter().all(|w| w != "{}")
                })
                .max_by_key(|&r| found[r].item_key.len())
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
        resources
    }

    /// What an overlay said: a resource renamed, an operation moved, given a method or a role.
    fn apply_hints(&mut self, api: &Api, nodes: &mut Vec<Found>, list: &mut Vec<Resource>, resources: &mut Resources) {
        let hinted: Vec<(usize, &ResourceHint)> = api
            .operations
            .iter()
            .enumerate()
            .filter_map(|(o, op)| {
                api.endpoints
                    .iter()
                    .find(|e| e.path == op.path && e.method == op.method)
                    .and_then(|e| e.hint.as_ref())
                    .map(|h| (o, h))
            })
            .collect();
        // Renames first, shorter names first (a parent before its children): an inferred
        // resource one of whose operations names a chain nothing has.
        let mut renamed = vec![false; nodes.len()];
        let mut by_length = hinted.clone();
        by_length.sort_by_key(|(o, h)| (h.name.as_ref().map_or(0, Vec::len), *o));
        for &(o, hint) in &by_length {
            // Only an operation of the resource itself (not an action or a part below it) names it.
            let place = &resources.places[o];
            let (Some(name), Some(r)) = (&hint.name, place.resource) else {
                continue;
            };
            // With a `method`, the hint moves its one operation instead.
            if hint.method.is_some() || !place.group.is_empty() || matches!(place.role, Role::Action | Role::Stateless)
            {
                continue;
            }
            if renamed[r] || find(nodes, name).is_some() {
                continue;
            }
            let legacy = name.len() == 1
                && nodes
                    .iter()
                    .enumerate()
                    .any(|(i, _)| chain(nodes, i).join("_") == name[0]);
            if legacy {
                continue;
            }
            let before = chain(nodes, r).join(".");
            place_node(nodes, list, r, name);
            renamed[r] = true;
            list[r].source = Source::Overlay;
            list[r]
                .why
                .push(format!("named {} by the overlay (inferred: {before})", name.join(".")));
        }
        for &(o, hint) in &hinted {
            let at = Location {
                file: self.root,
                pointer: hint.pointer.clone(),
            };
            let keyword = hint
                .pointer
                .rsplit('/')
                .next()
                .unwrap_or("x-oapigen-resource")
                .to_string();
            let names_nothing = hint.name.as_ref().is_some_and(|name| {
                find(nodes, name).is_none()
                    && !(name.len() == 1 && (0..nodes.len()).any(|i| chain(nodes, i).join("_") == name[0]))
            });
            if names_nothing && hint.role.is_some_and(|r| r != Role::Stateless) {
                let mut names: Vec<String> = (0..nodes.len())
                    .filter(|&i| !nodes[i].group)
                    .map(|i| chain(nodes, i).join("."))
                    .collect();
                names.sort();
                if names.len() > 12 {
                    let more = names.len() - 12;
                    names.truncate(12);
                    names.push(format!("and {more} more (`--explain` lists them)"));
                }
                self.warning(
                    &at,
                    &keyword,
                    format!(
                        "`{}` names no resource with records, so the operation cannot take a role in it; one of: {}; the inferred place stays",
                        hint.name.as_deref().unwrap_or_default().join("."),
                        names.join(", ")
                    ),
                );
                continue;
            }
            let place = &mut resources.places[o];
            if let Some(name) = &hint.name {
                let target = find(nodes, name).or_else(|| {
                    // `x-oapigen-fake`'s resource: the joined name.
                    (name.len() == 1)
                        .then(|| (0..nodes.len()).find(|&i| chain(nodes, i).join("_") == name[0]))
                        .flatten()
                });
                let target = match target {
                    Some(t) => t,
                    None => {
                        // A name for a group of operations without records.
                        nodes.push(Found {
                            item_key: Vec::new(),
                            leaf: String::new(),
                            namespace: Vec::new(),
                            parent: None,
                            item_paths: Vec::new(),
                            collection_paths: Vec::new(),
                            source: Source::Overlay,
                            why: vec!["named by the overlay".into()],
                            group: true,
                            also_at: Vec::new(),
                        });
                        list.push(Resource {
                            name: Vec::new(),
                            parent: None,
                            collection: None,
                            item: None,
                            scope: Vec::new(),
                            id_param: None,
                            id_member: None,
                            task_key: None,
                            wrapper: None,
                            source: Source::Overlay,
                            why: vec!["named by the overlay".into()],
                        });
                        let t = nodes.len() - 1;
                        place_node(nodes, list, t, name);
                        t
                    }
                };
                if place.resource != Some(target) || !place.group.is_empty() {
                    place.resource = Some(target);
                    place.superseded = false;
                    place.group.clear();
                    if hint.role.is_none() {
                        // Into records, a standard method's word is its role; anything else acts
                        // on an item.
                        let method = hint.method.as_deref().unwrap_or(&place.method);
                        place.role = match Role::from_word(method) {
                            _ if nodes[target].group => Role::Stateless,
                            Some(r) if r != Role::Stateless => r,
                            _ => Role::Action,
                        };
                    }
                    place.scope.clear();
                    place.id_param = None;
                    if !nodes[target].group {
                        bind(place, &list[target].scope, &params(&api.operations[o].path));
                    }
                }
            }
            if let Some(role) = hint.role {
                let target_has_records = place.resource.is_some_and(|r| !nodes[r].group);
                if role == Role::Stateless || target_has_records {
                    place.role = role;
                    if role.on_item() && place.id_param.is_none() {
                        place.role = Role::Stateless;
                    }
                    if role != Role::Stateless && role != Role::Action {
                        place.method = role.word().to_string();
                    }
                } else {
                    self.warning(
                        &at,
                        &keyword,
                        format!(
                            "role `{}` needs a resource with records; this operation has none (say its `name`)",
                            role.word()
                        ),
                    );
                }
            }
            if let Some(m) = &hint.method {
                place.method = m.clone();
                place.superseded = false;
                // The operation the overlay names is the default of its method.
                let (r, group) = (place.resource, place.group.clone());
                for (other, p) in resources.places.iter_mut().enumerate() {
                    if other != o && p.resource == r && r.is_some() && p.group == group && p.method == *m {
                        p.superseded = true;
                    }
                }
            }
        }
    }

    /// Rule 5: the identity member and the wrapper, from the record as read.
    fn describe(&mut self, api: &Api, resources: &Resources, r: usize, res: &mut Resource) {
        let Some(id_param) = res.id_param.clone() else { return };
        let reader = resources
            .places
            .iter()
            .enumerate()
            .filter(|(_, p)| p.resource == Some(r) && p.role == Role::Get)
            .min_by_key(|(_, p)| p.superseded)
            .map(|(o, p)| (o, p.id_param.clone().unwrap_or_default()));
        let creator = resources
            .places
            .iter()
            .enumerate()
            .find(|(o, p)| p.resource == Some(r) && p.role == Role::Create && api.operations[*o].tasks.is_none())
            .map(|(o, _)| (o, id_param.clone()));
        let Some((op, param)) = reader.or(creator) else { return };
        let Some(shape) = api.operations[op].plan.success.single_json() else {
            return;
        };
        let candidates = identity_candidates(&param, &res.name);
        let Some(members) = fields(api, shape) else { return };
        // Last: the one member that ends with the parameter's name (`servergroup_id` for
        // `{group_id}`).
        let param_snake = snake(&param);
        let ending: Vec<&String> = members
            .iter()
            .filter(|m| m.len() > param_snake.len() && m.ends_with(&param_snake))
            .collect();
        let found = candidates
            .iter()
            .find(|c| members.contains(c))
            .or(if ending.len() == 1 { Some(ending[0]) } else { None });
        if let Some(m) = found {
            res.id_member = Some(m.clone());
            res.why.push(format!("`{{{param}}}` names the record's `{m}`"));
            return;
        }
        // `{"video": {…}}`: one member that holds the record.
        if let [only] = members.as_slice()
            && let Some(inner) = field_shape(api, shape, only).and_then(|s| fields(api, &s))
            && let Some(m) = candidates.iter().find(|c| inner.contains(c))
        {
            res.wrapper = Some(only.clone());
            res.id_member = Some(m.clone());
            res.why.push(format!(
                "answers wrap the record in `{only}`; `{{{param}}}` names its `{m}`"
            ));
        }
    }
}

/// Rule 7 (for the client's tree): an operation of no resource goes under the resource whose
/// item or collection path its path extends (the deepest), else under the client; the literals
/// beyond are names below it, and the method is the HTTP method's standard word (`get` or `list`
/// by whether it answers a list, `create`, `update`, `replace`, `delete`), or the last literal
/// where that is the only method of a POST-only path or starts with `get`/`list`
/// (`check_limits`, `get_console`); a POST-only path whose summary starts with a standard
/// method's word (`Create …`) is that method.
fn place_loose(
    api: &Api,
    nodes: &[Found],
    list: &[Resource],
    resources: &mut Resources,
    vocabulary: &Vocabulary,
    shared: usize,
) {
    let methods_of = |path: &str| api.endpoints.iter().filter(|e| e.path == path).count();
    // The parameters that scope records of a top resource (project, region): a path that ends
    // in them does not end in an item.
    let scopes: BTreeSet<&str> = list
        .iter()
        .filter(|r| r.parent.is_none())
        .flat_map(|r| r.scope.iter().map(String::as_str))
        .collect();
    for (o, op) in api.operations.iter().enumerate() {
        let place = &mut resources.places[o];
        if place.resource.is_some() || place.role != Role::Stateless || op.path.is_empty() {
            continue;
        }
        let (k, _) = key(&op.path);
        let within = |prefix: &[String]| k.len() > prefix.len() && k.starts_with(prefix);
        let owner = (0..nodes.len())
            .filter(|&r| !nodes[r].group && !nodes[r].item_key.is_empty())
            .filter_map(|r| {
                let item = &nodes[r].item_key;
                let collection = &item[..item.len() - 1];
                if within(item) {
                    Some((r, item.len()))
                } else if within(collection) {
                    Some((r, collection.len()))
                } else {
                    None
                }
            })
            .max_by_key(|&(_, len)| len);
        let all_lits: Vec<String> = segs(&op.path)
            .into_iter()
            .filter_map(|s| match s {
                Seg::Lit(l) if version(l).is_none() => Some(vocabulary.split(l)),
                _ => None,
            })
            .collect();
        let words: Vec<String> = match owner {
            Some((r, len)) => {
                let skip = nodes[r].item_key[..len.min(nodes[r].item_key.len())]
                    .iter()
                    .filter(|w| *w != "{}")
                    .count();
                place.resource = Some(r);
                all_lits.into_iter().skip(skip).collect()
            }
            None => all_lits.into_iter().skip(shared).collect(),
        };
        let ends_in_param = matches!(segs(&op.path).last(), Some(Seg::Param(p)) if !scopes.contains(p));
        let verb = standard_verb(op, ends_in_param);
        let last = words.last().cloned();
        let own_word = last.as_ref().is_some_and(|w| {
            (op.method == Method::Post && !ends_in_param && methods_of(&op.path) == 1)
                || w.starts_with("get_")
                || w.starts_with("list_")
        });
        // A POST-only path whose summary begins with a standard method's word is that method of
        // what its words name (`POST …/deployments`, "Create an inference deployment").
        let summary_verb = op
            .summary
            .as_deref()
            .and_then(|s| s.split_whitespace().next())
            .map(str::to_ascii_lowercase)
            .filter(|v| ["create", "list", "get", "update", "replace", "delete"].contains(&v.as_str()));
        match last {
            Some(_) if own_word && op.method == Method::Post && summary_verb.is_some() => {
                place.group = words;
                place.method = summary_verb.unwrap_or_default();
            }
            Some(w) if own_word => {
                place.group = words[..words.len() - 1].to_vec();
                place.method = w;
            }
            _ => {
                place.group = words;
                place.method = verb;
            }
        }
    }
}

/// The standard method word of an operation placed by its path alone: `list` for a GET that
/// answers a list (not on an item), else `get`; `create`, `replace`, `update`, `delete`.
fn standard_verb(op: &Operation, on_item: bool) -> String {
    let answers_list = op.pagination.is_some() || matches!(op.plan.success.single_json(), Some(Shape::Array(_)));
    match op.method {
        Method::Get if !on_item && answers_list => "list".into(),
        Method::Get => "get".into(),
        Method::Post => "create".into(),
        Method::Put => "replace".into(),
        Method::Patch => "update".into(),
        Method::Delete => "delete".into(),
        other => other.as_str().to_ascii_lowercase(),
    }
}

/// An operation's parameters for its resource's scope and id: by position where its path has
/// as many as the scope, else by name (a scope parameter its path lacks is "", any value).
fn bind(place: &mut Place, scope: &[String], path_params: &[String]) {
    let (rest, id) = match (place.role.on_item(), path_params.split_last()) {
        (true, Some((id, rest))) => (rest, Some(id.clone())),
        _ => (path_params, None),
    };
    place.id_param = id;
    place.scope = if rest.len() == scope.len() {
        rest.to_vec()
    } else {
        scope
            .iter()
            .map(|s| if rest.contains(s) { s.clone() } else { String::new() })
            .collect()
    };
}

/// The members the item parameter may name, most likely first.
fn identity_candidates(param: &str, name: &[String]) -> Vec<String> {
    let s = snake(param);
    let mut out = vec![param.to_string()];
    if s != param {
        out.push(s.clone());
    }
    if s == "name" || s.ends_with("_name") {
        out.push("name".into());
    }
    if s == "id" || s.ends_with("_id") || s.ends_with("id") {
        out.push("id".into());
    }
    // `{cluster_key}` of `clusters`: `key`.
    if let Some(last) = name.last() {
        let one = singular(last);
        if let Some(rest) = s.strip_prefix(&format!("{one}_")) {
            out.push(rest.to_string());
        }
    }
    out.dedup();
    out
}

/// The members of the struct a shape holds (through `Nullable`).
fn fields(api: &Api, shape: &Shape) -> Option<Vec<String>> {
    match shape {
        Shape::Nullable(inner) => fields(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Struct(s) => Some(s.fields.iter().map(|f| f.name.clone()).collect()),
            TypeKind::Alias(inner) => fields(api, inner),
            _ => None,
        },
        _ => None,
    }
}

fn field_shape(api: &Api, shape: &Shape, name: &str) -> Option<Shape> {
    match shape {
        Shape::Nullable(inner) => field_shape(api, inner, name),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Struct(s) => s.fields.iter().find(|f| f.name == name).map(|f| f.shape.clone()),
            TypeKind::Alias(inner) => field_shape(api, inner, name),
            _ => None,
        },
        _ => None,
    }
}

/// The members of a finished task's created resources (`created_resources`), from the task
/// schema of the operation the client polls.
fn task_keys(api: &Api) -> Vec<String> {
    let Some(poll) = api.primary_poll.and_then(|p| api.operations[p].plan.poll.as_ref()) else {
        return Vec::new();
    };
    field_shape(api, &poll.task, "created_resources")
        .and_then(|s| fields(api, &s))
        .unwrap_or_default()
}

/// Rule 6: each resource takes the task key that spells its chain best. A key is spelled by
/// the chain's words in order (singular or plural) ending with its last: all of them is best;
/// else the key ends with the chain's last word (`l7rules` for `rules`).
fn assign_task_keys(list: &mut [Resource], keys: &[String]) {
    let words = |res: &Resource| -> Vec<String> {
        res.name
            .iter()
            .flat_map(|n| n.split('_').map(singular).collect::<Vec<_>>())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let scores: Vec<Vec<Option<u32>>> = list
        .iter()
        .map(|res| {
            let w = words(res);
            let last = res.name.last().map(|l| singular(&squash(l))).unwrap_or_default();
            keys.iter().map(|k| task_key_score(&squash(k), &w, &last)).collect()
        })
        .collect();
    // A key some resource spells is not another's by its last word alone.
    let spelled: Vec<bool> = (0..keys.len())
        .map(|k| scores.iter().any(|s| s[k].is_some_and(|s| s >= 50)))
        .collect();
    for (r, res) in list.iter_mut().enumerate() {
        if res.item.is_none() {
            continue;
        }
        let best = keys
            .iter()
            .enumerate()
            .filter_map(|(k, key)| scores[r][k].filter(|&s| s >= 50 || !spelled[k]).map(|s| (s, key)))
            .max_by_key(|(s, k)| (*s, std::cmp::Reverse((*k).clone())));
        if let Some((_, k)) = best {
            res.task_key = Some(k.clone());
            res.why.push(format!("finished tasks name it under `{k}`"));
        }
    }
}

fn task_key_score(key: &str, words: &[String], last_name: &str) -> Option<u32> {
    words.last()?;
    // The key as the chain's words in order, each singular or plural, the last word last.
    fn spell(key: &str, words: &[String], used: u32) -> Option<u32> {
        if key.is_empty() {
            return None;
        }
        let mut best = None;
        for (i, w) in words.iter().enumerate() {
            for form in [
                w.clone(),
                format!("{w}s"),
                format!("{}ies", w.strip_suffix('y').unwrap_or(w)),
            ] {
                if form.is_empty() || !key.starts_with(&form) {
                    continue;
                }
                let rest = &key[form.len()..];
                let got = if rest.is_empty() {
                    (i == words.len() - 1).then_some(used + 1)
                } else {
                    spell(rest, &words[i + 1..], used + 1)
                };
                best = best.max(got);
            }
        }
        best
    }
    match spell(key, words, 0) {
        Some(n) if n as usize == words.len() => Some(100),
        Some(n) => Some(50 + n),
        None => {
            let key = singular(key);
            (!last_name.is_empty() && (key.ends_with(last_name) || last_name.ends_with(key.as_str()))).then_some(20)
        }
    }
}

/// How many leading literal segments every path of the document shares (`/cloud/…`): they name
/// no resource.
fn shared_prefix(api: &Api) -> usize {
    let lits = |p: &str| -> Vec<String> {
        segs(p)
            .into_iter()
            .map_while(|s| match s {
                Seg::Lit(l) => Some(l.to_string()),
                Seg::Param(_) => None,
            })
            .filter(|l| version(l).is_none())
            .collect()
    };
    let mut paths = api.endpoints.iter().map(|e| lits(&e.path));
    let Some(mut common) = paths.next() else { return 0 };
    for p in paths {
        let n = common.iter().zip(&p).take_while(|(a, b)| a == b).count();
        common.truncate(n);
    }
    // A document of one collection keeps its name.
    let all_one = api.endpoints.iter().all(|e| lits(&e.path).len() <= common.len());
    if all_one {
        common.len().saturating_sub(1)
    } else {
        common.len()
    }
}

fn vocabulary(api: &Api) -> Vocabulary {
    let mut v = Vocabulary::default();
    for t in &api.types {
        v.add_text(&t.name);
    }
    for op in &api.operations {
        for t in &op.tags {
            v.add_text(t);
        }
        if let Some(s) = &op.summary {
            v.add_text(s);
        }
        v.add_text(&op.id);
    }
    v
}

fn chain(nodes: &[Found], r: usize) -> Vec<String> {
    let mut out = match nodes[r].parent {
        Some(p) if p != r => chain(nodes, p),
        _ => Vec::new(),
    };
    out.extend(nodes[r].namespace.iter().cloned());
    out.push(nodes[r].leaf.clone());
    out.retain(|w| !w.is_empty());
    out
}

fn find(nodes: &[Found], name: &[String]) -> Option<usize> {
    (0..nodes.len()).find(|&i| chain(nodes, i) == name)
}

/// Puts node `r` at `name`: under the resource its prefix names (made as a group when nothing
/// has that name).
fn place_node(nodes: &mut [Found], list: &mut [Resource], r: usize, name: &[String]) {
    let (leaf, prefix) = name
        .split_last()
        .map(|(l, p)| (l.clone(), p.to_vec()))
        .unwrap_or_default();
    nodes[r].leaf = leaf;
    nodes[r].namespace.clear();
    // The longest prefix that names a resource is the parent; the rest is its namespace.
    let mut parent = None;
    let mut rest = prefix.clone();
    for cut in (1..=prefix.len()).rev() {
        if let Some(p) = find(nodes, &prefix[..cut]).filter(|&p| p != r && !descends(nodes, p, r)) {
            parent = Some(p);
            rest = prefix[cut..].to_vec();
            break;
        }
    }
    nodes[r].parent = parent;
    nodes[r].namespace = rest;
    list[r].parent = parent;
}

/// Whether `node` is `ancestor` or below it.
fn descends(nodes: &[Found], node: usize, ancestor: usize) -> bool {
    let mut at = Some(node);
    let mut steps = 0;
    while let Some(n) = at {
        if n == ancestor {
            return true;
        }
        steps += 1;
        if steps > nodes.len() {
            return false;
        }
        at = nodes[n].parent;
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn run_together_words_are_split_by_the_documents_words() {
        let mut v = Vocabulary::default();
        for t in [
            "LoadBalancer",
            "Loadbalancer",
            "Security Groups",
            "FloatingIP",
            "Networks",
            "net works",
        ] {
            v.add_text(t);
        }
        assert_eq!(v.split("loadbalancers"), "load_balancers");
        assert_eq!(v.split("securitygroups"), "security_groups");
        assert_eq!(v.split("floatingips"), "floating_ips");
        assert_eq!(v.split("networks"), "networks");
        assert_eq!(v.split("security_groups"), "security_groups");
        assert_eq!(v.split("unknownword"), "unknownword");
    }

    #[test]
    fn task_keys_spell_the_chain() {
        let words = |s: &[&str]| s.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let rules = words(&["security", "group", "rule"]);
        assert_eq!(task_key_score("securitygrouprules", &rules, "rule"), Some(100));
        assert_eq!(task_key_score("l7rules", &rules, "rule"), Some(20));
        let l7 = words(&["l7", "policy", "rule"]);
        assert_eq!(task_key_score("l7rules", &l7, "rule"), Some(52));
        assert_eq!(task_key_score("securitygrouprules", &l7, "rule"), Some(20));
        let bm = words(&["bm", "instance"]);
        assert_eq!(task_key_score("instances", &bm, "instance"), Some(51));
        assert_eq!(task_key_score("volumes", &bm, "instance"), None);
    }
}
