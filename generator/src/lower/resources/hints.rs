//! What an overlay says of an operation's place (`x-oapigen-resource`, or the older
//! `x-oapigen-fake`), read with the operation and applied once the rules have placed everything;
//! and the tree of names it renames and moves within.

use serde_json::{Map, Value};

use super::super::Lowerer;
use super::{Found, bind, params};
use crate::ir::*;
use crate::load::Location;

impl<'a> Lowerer<'a> {
    /// Both extensions are read, `x-oapigen-resource` last (it wins where both say a thing).
    pub(crate) fn resource_hint(&mut self, op: &Map<String, Value>, oloc: &Location) -> Option<ResourceHint> {
        let mut hint: Option<ResourceHint> = None;
        for key in ["x-oapigen-fake", "x-oapigen-resource"] {
            if let Some(ext) = op.get(key) {
                let at = Self::child(oloc, key);
                let h = hint.get_or_insert_with(|| ResourceHint {
                    pointer: at.pointer.clone(),
                    ..ResourceHint::default()
                });
                h.pointer = at.pointer.clone();
                let mut h = std::mem::take(h);
                self.read_hint(ext, key, &at, &mut h);
                hint = Some(h);
            }
        }
        hint
    }

    fn read_hint(&mut self, ext: &Value, key: &str, at: &Location, hint: &mut ResourceHint) {
        let expected = "expected `{name: CHAIN, method: NAME}`, `{role: create|list|get|update|replace|delete|action|stateless}`, `stateless`, `{effect: {MEMBER: VALUE}}`, `{pending: {MEMBER: VALUE}}`, `{effect_by: {BODY_MEMBER: {BODY_VALUE: {MEMBER: VALUE}}}}`, `{from: {MEMBER: /REQUEST/POINTER}}`, `{attach|detach: {list: LIST, member: ENTRY_MEMBER, names: BODY_MEMBER}}` (`names` optional) or `{on_delete: cascade|refuse|keep}` (CHAIN is dotted snake-case names, `load_balancers.pools`); the inferred place stays";
        let obj = match ext {
            Value::String(s) if s == "stateless" => {
                hint.role = Some(Role::Stateless);
                return;
            }
            Value::Object(o) => o,
            _ => {
                self.warning(at, key, expected);
                return;
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
                ("on_delete", Some(w)) if OnDelete::from_word(w).is_some() => hint.on_delete = OnDelete::from_word(w),
                ("effect", _) if v.is_object() => {
                    hint.effect = v
                        .as_object()
                        .into_iter()
                        .flatten()
                        .map(|(m, x)| (format!("/{}", oapigen_runtime::pointer::escape(m)), x.clone()))
                        .collect();
                }
                ("pending", _) if v.is_object() => {
                    hint.pending = v
                        .as_object()
                        .into_iter()
                        .flatten()
                        .map(|(m, x)| (format!("/{}", oapigen_runtime::pointer::escape(m)), x.clone()))
                        .collect();
                }
                ("effect_by", _)
                    if v.as_object().is_some_and(|o| {
                        o.values()
                            .all(|w| w.as_object().is_some_and(|w| w.values().all(Value::is_object)))
                    }) =>
                {
                    for (m, by_value) in v.as_object().into_iter().flatten() {
                        for (value, sets) in by_value.as_object().into_iter().flatten() {
                            hint.effect_by.push(EffectWhen {
                                pointer: format!("/{}", oapigen_runtime::pointer::escape(m)),
                                value: Value::String(value.clone()),
                                sets: sets
                                    .as_object()
                                    .into_iter()
                                    .flatten()
                                    .map(|(k, x)| (format!("/{}", oapigen_runtime::pointer::escape(k)), x.clone()))
                                    .collect(),
                            });
                        }
                    }
                }
                ("from", _)
                    if v.as_object()
                        .is_some_and(|o| o.values().all(|p| p.as_str().is_some_and(|p| p.starts_with('/')))) =>
                {
                    hint.from = v
                        .as_object()
                        .into_iter()
                        .flatten()
                        .map(|(m, p)| {
                            (
                                format!("/{}", oapigen_runtime::pointer::escape(m)),
                                p.as_str().unwrap_or_default().to_string(),
                            )
                        })
                        .collect();
                }
                ("attach" | "detach", _)
                    if v.as_object().is_some_and(|o| {
                        o.iter()
                            .all(|(f, x)| ["list", "member", "names"].contains(&f.as_str()) && x.is_string())
                            && o.contains_key("list")
                            && o.contains_key("member")
                    }) =>
                {
                    let field = |f: &str| v.get(f).and_then(Value::as_str).map(str::to_string);
                    hint.attach = Some((
                        k == "attach",
                        field("list").unwrap_or_default(),
                        field("member").unwrap_or_default(),
                        field("names"),
                    ));
                }
                _ => {
                    self.warning(&Self::child(at, k), key, format!("`{k}` is not read: {expected}"));
                }
            }
        }
    }

    pub(super) fn apply_hints(
        &mut self,
        api: &Api,
        hints: &[(usize, ResourceHint)],
        nodes: &mut Vec<Found>,
        list: &mut Vec<Resource>,
        resources: &mut Resources,
    ) {
        let hinted: Vec<(usize, &ResourceHint)> = hints.iter().map(|(o, h)| (*o, h)).collect();
        let by = |h: &ResourceHint| {
            if h.from_samples {
                "its code samples"
            } else {
                "the overlay"
            }
        };
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
            list[r].source = if hint.from_samples {
                Source::Samples
            } else {
                Source::Overlay
            };
            list[r]
                .why
                .push(format!("named {} by {} (inferred: {before})", name.join("."), by(hint)));
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
            // A name below the operation's own resource that nothing has is a group of its
            // operations there (`instances.interfaces` for an action of `instances`): the
            // operation keeps its resource and role, and its place in the tree moves.
            let below_own = hint.name.as_ref().and_then(|name| {
                let r = resources.places[o].resource.filter(|&r| !nodes[r].group)?;
                let own = chain(nodes, r);
                (name.len() > own.len() && name.starts_with(&own) && find(nodes, name).is_none())
                    .then(|| name[own.len()..].to_vec())
            });
            let place = &mut resources.places[o];
            // A code sample (or a curated operationId) names the call, not the records: the
            // operation keeps its resource and role (`POST /domains/{name}/records`, sampled as
            // `domains.create_record`, still makes a domain record; a computation stays one), and
            // only its name moves. An overlay moves both.
            let names_only = hint.from_samples
                && hint.name.as_ref().is_some_and(|name| {
                    place.resource.is_none() || find(nodes, name) != place.resource || !place.group.is_empty()
                });
            if names_only {
                place.named_at = hint.name.clone();
            } else if let Some(group) = below_own {
                place.group = group;
            } else if let Some(name) = &hint.name {
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
                        let source = if hint.from_samples {
                            Source::Samples
                        } else {
                            Source::Overlay
                        };
                        nodes.push(Found::new(Vec::new(), source, format!("named by {}", by(hint))));
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
                            also_by: Vec::new(),
                            source,
                            why: vec![format!("named by {}", by(hint))],
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
                let (r, group, named_at) = (place.resource, place.group.clone(), place.named_at.clone());
                for (other, p) in resources.places.iter_mut().enumerate() {
                    if other != o
                        && p.resource == r
                        && r.is_some()
                        && p.group == group
                        && p.named_at == named_at
                        && p.method == *m
                    {
                        p.superseded = true;
                    }
                }
            }
        }
    }
}

pub(super) fn chain(nodes: &[Found], r: usize) -> Vec<String> {
    let mut out = match nodes[r].parent {
        Some(p) if p != r => chain(nodes, p),
        _ => Vec::new(),
    };
    out.extend(nodes[r].namespace.iter().cloned());
    out.push(nodes[r].leaf.clone());
    out.retain(|w| !w.is_empty());
    out
}

pub(super) fn find(nodes: &[Found], name: &[String]) -> Option<usize> {
    (0..nodes.len()).find(|&i| chain(nodes, i) == name)
}

/// Puts node `r` at `name`: under the resource its prefix names (made as a group when nothing
/// has that name).
pub(super) fn place_node(nodes: &mut [Found], list: &mut [Resource], r: usize, name: &[String]) {
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
pub(super) fn descends(nodes: &[Found], node: usize, ancestor: usize) -> bool {
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
