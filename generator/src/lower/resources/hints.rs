//! What an overlay says of an operation's place (`x-oapigen-resource`, or the older
//! `x-oapigen-fake`), read with the operation and applied once the rules have placed everything;
//! and the tree of names it renames and moves within.
//!
//! Reading: `Lowerer::read_hint` reads each entry ([`read_entry`]: names, role, `on_delete`,
//! [`by_pointer`] for `effect` and `pending`, [`effects_by_value`], [`request_pointers`],
//! [`attach_entry`]) and warns of the rest. Applying, in order ([`Lowerer::apply_hints`]):
//! [`rename_resources`], then for each hint [`Lowerer::refuse_unknown_name`],
//! [`move_operation`] (into [`named_target`] by [`move_into`]), [`Lowerer::apply_role`] and
//! [`make_default`].

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

    /// Reads one extension into `hint`, warning of each entry it does not read.
    fn read_hint(&mut self, ext: &Value, key: &str, at: &Location, hint: &mut ResourceHint) {
        let obj = match ext {
            Value::String(s) if s == "stateless" => {
                hint.role = Some(Role::Stateless);
                return;
            }
            Value::Object(o) => o,
            _ => {
                self.warning(at, key, EXPECTED);
                return;
            }
        };
        for (k, v) in obj {
            if !read_entry(hint, k, v) {
                self.warning(&Self::child(at, k), key, format!("`{k}` is not read: {EXPECTED}"));
            }
        }
    }

    /// Applies the hints once the rules have placed everything: the renames first
    /// ([`rename_resources`]), then each hint in turn: a name that names nothing refuses its role
    /// ([`Lowerer::refuse_unknown_name`]), the name moves the operation ([`move_operation`]), the
    /// role and the method are set ([`Lowerer::apply_role`], [`make_default`]).
    pub(super) fn apply_hints(
        &mut self,
        api: &Api,
        hints: &[(usize, ResourceHint)],
        nodes: &mut Vec<Found>,
        list: &mut Vec<Resource>,
        resources: &mut Resources,
    ) {
        rename_resources(hints, nodes, list, resources);
        for (o, hint) in hints {
            let o = *o;
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
            if self.refuse_unknown_name(&at, &keyword, hint, nodes) {
                continue;
            }
            move_operation(api, o, hint, nodes, list, resources);
            let place = &mut resources.places[o];
            if let Some(role) = hint.role {
                self.apply_role(&at, &keyword, role, nodes, place);
            }
            if let Some(m) = &hint.method {
                make_default(resources, o, m);
            }
        }
    }

    /// Whether a hint's role is refused, with a warning: its name names no resource (nor, as
    /// `x-oapigen-fake` spells one, a joined name), so the operation cannot take a role in it.
    fn refuse_unknown_name(&mut self, at: &Location, keyword: &str, hint: &ResourceHint, nodes: &[Found]) -> bool {
        let names_nothing = hint
            .name
            .as_ref()
            .is_some_and(|name| find(nodes, name).is_none() && joined(nodes, name).is_none());
        let refused = names_nothing && hint.role.is_some_and(|r| r != Role::Stateless);
        if !refused {
            return false;
        }
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
            at,
            keyword,
            format!(
                "`{}` names no resource with records, so the operation cannot take a role in it; one of: {}; the inferred place stays",
                hint.name.as_deref().unwrap_or_default().join("."),
                names.join(", ")
            ),
        );
        true
    }

    /// A hint's role, where the operation's resource has records (or the role is `stateless`):
    /// a role on an item without an id parameter is `stateless`, and a standard role names the
    /// method; elsewhere a warning.
    fn apply_role(&mut self, at: &Location, keyword: &str, role: Role, nodes: &[Found], place: &mut Place) {
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
                at,
                keyword,
                format!(
                    "role `{}` needs a resource with records; this operation has none (say its `name`)",
                    role.word()
                ),
            );
        }
    }
}

/// What `read_hint` says it expects.
const EXPECTED: &str = "expected `{name: CHAIN, method: NAME}`, `{role: create|list|get|update|replace|delete|action|stateless}`, `stateless`, `{effect: {MEMBER: VALUE}}`, `{pending: {MEMBER: VALUE}}`, `{effect_by: {BODY_MEMBER: {BODY_VALUE: {MEMBER: VALUE}}}}`, `{from: {MEMBER: /REQUEST/POINTER}}`, `{attach|detach: {list: LIST, member: ENTRY_MEMBER, names: BODY_MEMBER}}` (`names` optional) or `{on_delete: cascade|refuse|keep}` (CHAIN is dotted snake-case names, `load_balancers.pools`); the inferred place stays";

/// Reads one entry `k: v` of an extension into `hint`: false where the key is not one the
/// extension has or its value is not of the shape [`EXPECTED`] says.
fn read_entry(hint: &mut ResourceHint, k: &str, v: &Value) -> bool {
    match (k, v.as_str()) {
        ("name" | "resource", Some(n)) if n.split('.').all(is_word) => {
            hint.name = Some(n.split('.').map(str::to_string).collect());
        }
        ("method", Some(m)) if is_word(m) => hint.method = Some(m.to_string()),
        ("role", Some(r)) if Role::from_word(r).is_some() => hint.role = Role::from_word(r),
        ("stateless", _) if v.as_bool() == Some(true) => hint.role = Some(Role::Stateless),
        ("on_delete", Some(w)) if OnDelete::from_word(w).is_some() => hint.on_delete = OnDelete::from_word(w),
        ("effect", _) if v.is_object() => hint.effect = by_pointer(v),
        ("pending", _) if v.is_object() => hint.pending = by_pointer(v),
        ("effect_by", _) => match effects_by_value(v) {
            Some(effects) => hint.effect_by.extend(effects),
            None => return false,
        },
        ("from", _) => match request_pointers(v) {
            Some(from) => hint.from = from,
            None => return false,
        },
        ("attach" | "detach", _) => match attach_entry(k, v) {
            Some(attach) => hint.attach = Some(attach),
            None => return false,
        },
        _ => return false,
    }
    true
}

/// A name as the extension spells one: snake-case words.
fn is_word(v: &str) -> bool {
    !v.is_empty()
        && v.bytes()
            .all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'_')
}

/// `{MEMBER: VALUE}` as record pointers and values.
fn by_pointer(v: &Value) -> Vec<(String, Value)> {
    v.as_object()
        .into_iter()
        .flatten()
        .map(|(m, x)| (format!("/{}", oapigen_runtime::pointer::escape(m)), x.clone()))
        .collect()
}

/// `effect_by`: `{BODY_MEMBER: {BODY_VALUE: {MEMBER: VALUE}}}`, or `None` for another shape.
fn effects_by_value(v: &Value) -> Option<Vec<EffectWhen>> {
    let shaped = v.as_object().is_some_and(|o| {
        o.values()
            .all(|w| w.as_object().is_some_and(|w| w.values().all(Value::is_object)))
    });
    if !shaped {
        return None;
    }
    let mut out = Vec::new();
    for (m, by_value) in v.as_object().into_iter().flatten() {
        for (value, sets) in by_value.as_object().into_iter().flatten() {
            out.push(EffectWhen {
                pointer: format!("/{}", oapigen_runtime::pointer::escape(m)),
                value: Value::String(value.clone()),
                sets: by_pointer(sets),
            });
        }
    }
    Some(out)
}

/// `from`: `{MEMBER: /REQUEST/POINTER}` as record pointers and request pointers, or `None` for
/// another shape.
fn request_pointers(v: &Value) -> Option<Vec<(String, String)>> {
    let shaped = v
        .as_object()
        .is_some_and(|o| o.values().all(|p| p.as_str().is_some_and(|p| p.starts_with('/'))));
    if !shaped {
        return None;
    }
    let from = v
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
    Some(from)
}

/// `attach` or `detach` (`k`): `{list, member, names}` of text, `names` optional, or `None` for
/// another shape.
fn attach_entry(k: &str, v: &Value) -> Option<(bool, String, String, Option<String>)> {
    let shaped = v.as_object().is_some_and(|o| {
        o.iter()
            .all(|(f, x)| ["list", "member", "names"].contains(&f.as_str()) && x.is_string())
            && o.contains_key("list")
            && o.contains_key("member")
    });
    if !shaped {
        return None;
    }
    let field = |f: &str| v.get(f).and_then(Value::as_str).map(str::to_string);
    Some((
        k == "attach",
        field("list").unwrap_or_default(),
        field("member").unwrap_or_default(),
        field("names"),
    ))
}

/// How a hint reads in `why`: from the code samples or the overlay.
fn hinted_by(h: &ResourceHint) -> &'static str {
    if h.from_samples {
        "its code samples"
    } else {
        "the overlay"
    }
}

/// Where a hint comes from, for a resource it names.
fn source_of(h: &ResourceHint) -> Source {
    if h.from_samples {
        Source::Samples
    } else {
        Source::Overlay
    }
}

/// The resource whose chain joined with `_` is a one-word name (as `x-oapigen-fake` spells a
/// resource: `load_balancers_pools`).
fn joined(nodes: &[Found], name: &[String]) -> Option<usize> {
    (name.len() == 1)
        .then(|| (0..nodes.len()).find(|&i| chain(nodes, i).join("_") == name[0]))
        .flatten()
}

/// The renames, shorter names first (a parent before its children): an inferred resource one
/// of whose own standard operations (not an action or a part below it) names a chain nothing
/// has, without a `method` (with one, the hint moves its one operation instead). The first
/// such name of a resource wins.
fn rename_resources(
    hints: &[(usize, ResourceHint)],
    nodes: &mut [Found],
    list: &mut [Resource],
    resources: &Resources,
) {
    let mut renamed = vec![false; nodes.len()];
    let mut by_length: Vec<(usize, &ResourceHint)> = hints.iter().map(|(o, h)| (*o, h)).collect();
    by_length.sort_by_key(|(o, h)| (h.name.as_ref().map_or(0, Vec::len), *o));
    for (o, hint) in by_length {
        let place = &resources.places[o];
        let (Some(name), Some(r)) = (&hint.name, place.resource) else {
            continue;
        };
        if hint.method.is_some() || !place.group.is_empty() || matches!(place.role, Role::Action | Role::Stateless) {
            continue;
        }
        if renamed[r] || find(nodes, name).is_some() || joined(nodes, name).is_some() {
            continue;
        }
        let before = chain(nodes, r).join(".");
        place_node(nodes, list, r, name);
        renamed[r] = true;
        list[r].source = source_of(hint);
        list[r].why.push(format!(
            "named {} by {} (inferred: {before})",
            name.join("."),
            hinted_by(hint)
        ));
    }
}

/// Where a hint's name moves operation `o`. A code sample (or a curated operationId) names the
/// call, not the records: the operation keeps its resource and role (`POST
/// /domains/{name}/records`, sampled as `domains.create_record`, still makes a domain record; a
/// computation stays one), and only its name moves. A name below the operation's own resource
/// that nothing has is a group of its operations there (`instances.interfaces` for an action of
/// `instances`): it keeps its resource and role, and its place in the tree moves. An overlay's
/// other name moves it into the resource so named ([`named_target`], [`move_into`]).
fn move_operation(
    api: &Api,
    o: usize,
    hint: &ResourceHint,
    nodes: &mut Vec<Found>,
    list: &mut Vec<Resource>,
    resources: &mut Resources,
) {
    let below_own = hint.name.as_ref().and_then(|name| {
        let r = resources.places[o].resource.filter(|&r| !nodes[r].group)?;
        let own = chain(nodes, r);
        (name.len() > own.len() && name.starts_with(&own) && find(nodes, name).is_none())
            .then(|| name[own.len()..].to_vec())
    });
    let place = &mut resources.places[o];
    let names_only = hint.from_samples
        && hint.name.as_ref().is_some_and(|name| {
            place.resource.is_none() || find(nodes, name) != place.resource || !place.group.is_empty()
        });
    if names_only {
        place.named_at = hint.name.clone();
    } else if let Some(group) = below_own {
        place.group = group;
    } else if let Some(name) = &hint.name {
        let target = named_target(nodes, list, name, hint);
        if place.resource != Some(target) || !place.group.is_empty() {
            move_into(api, o, hint, target, nodes, list, place);
        }
    }
}

/// The resource a hint's name names, as a chain or (`x-oapigen-fake`'s resource) the joined
/// name; else a new group of operations without records so named.
fn named_target(nodes: &mut Vec<Found>, list: &mut Vec<Resource>, name: &[String], hint: &ResourceHint) -> usize {
    if let Some(t) = find(nodes, name).or_else(|| joined(nodes, name)) {
        return t;
    }
    let source = source_of(hint);
    nodes.push(Found::new(Vec::new(), source, format!("named by {}", hinted_by(hint))));
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
        why: vec![format!("named by {}", hinted_by(hint))],
    });
    let t = nodes.len() - 1;
    place_node(nodes, list, t, name);
    t
}

/// Operation `o` moved into resource `target`: the default of its method again, and, where the
/// hint says no role, into records a standard method's word is its role and anything else acts
/// on an item (into a group, `stateless`); its scope and id bound anew to the target's.
fn move_into(
    api: &Api,
    o: usize,
    hint: &ResourceHint,
    target: usize,
    nodes: &[Found],
    list: &[Resource],
    place: &mut Place,
) {
    place.resource = Some(target);
    place.superseded = false;
    place.group.clear();
    if hint.role.is_none() {
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

/// The method a hint names for operation `o`: the operation is the default of its method, and
/// any other of its resource and group under the same name is superseded.
fn make_default(resources: &mut Resources, o: usize, m: &str) {
    let place = &mut resources.places[o];
    place.method = m.to_string();
    place.superseded = false;
    let (r, group, named_at) = (place.resource, place.group.clone(), place.named_at.clone());
    for (other, p) in resources.places.iter_mut().enumerate() {
        if other != o && p.resource == r && r.is_some() && p.group == group && p.named_at == named_at && p.method == *m
        {
            p.superseded = true;
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
