//! Rule 7: which records name which, and what an action does to a record's status. Each rule is
//! a function named for what it decides; [`relations`] applies the first three in order, with
//! the [`attachments`] before [`listing`]:
//!
//! - [`member_relations`]: a record member `{x}_id` (or `{x}_ids`, a list) names a record of the
//!   resource whose last name is `x` in the plural (`network_id` → `networks`, `loadbalancer_id`
//!   → `load_balancers`), where exactly one resource that keeps records is spelled so (the
//!   record's own id member and its scope parameters name nothing else).
//!   A qualified member (`redirect_pool_id`, `source_volume_id`) whose whole stem spells no
//!   resource names the one its last words spell ([`named_by_member`], among those the record
//!   [`may_mean`]). A bare member spelled as a resource (`server`) names it where it holds ids of
//!   the kind that resource's records hold ([`same_ids`]: integers, or text of a format such as
//!   `uuid`; plain text is as often a name); the record may be without such a link where it may
//!   be `null`, and deleting the named record empties it.
//! - [`path_relation`]: a resource on another's item path (`…/{pool_id}/members`) names it by
//!   that parameter; [`drop_restated_parents`]: a member naming that parent again is no relation
//!   of its own.
//! - [`listing`]: the named record lists the records that name it where its schema has a list
//!   member spelled for them ([`listing_names`]): their last name (`subnets`, `listeners`), the
//!   chain's words (`security_group_rules`) or `{x}_ids` (`snapshot_ids`); ids or records as the
//!   list's items are. Deleting a record takes the records it lists, and those on its path, with
//!   it; the others keep naming it. An `on_delete` on the delete operation (`x-oapigen-fake`)
//!   says otherwise.
//! - [`inferred_effect`]: an action whose path ends in a verb names the state it leaves the
//!   record in when the record's `status` has the verb's participle among its values
//!   (`…/suspend` → `SUSPENDED`), or a value the word ends in (`…/poweroff` → `off`); a word
//!   that undoes another action of the record (`…/poweron` of `…/poweroff`, `start` of `stop`)
//!   the settled state it was made in; else ([`flag_effect`]) a boolean member of its participle
//!   (`…/disable` → `disabled: true`, or `enabled: false`; `…/enable_rescue` →
//!   `rescue_enabled: true`); `x-oapigen-fake: {effect: …}` says it where the words differ
//!   (`stop` → `SHUTOFF`).
//! - [`pending_state`]: while a task of an operation runs, its record shows the present
//!   participle of the operation's word where its `status` has it (`creating`, `deleting`,
//!   `extending`).
//! - [`attachments`]: an action whose body names a record of another resource
//!   ([`attached_record`]), on a record whose list of entries names such records
//!   ([`attaching_member`]: `…/attach` with `instance_id`, the volume's
//!   `attachments[].server_id`), attaches: it adds an entry naming it, or (`detach`, `unassign`,
//!   `remove…`) removes those that do. [`memberships`]: an action whose body names a record
//!   listing records of the acting one's resource puts the acting record in that list
//!   ([`membership_joins`]), and its sibling that removes takes it out ([`membership_leaves`]).
//!   [`declared_attach`]: what an overlay says an action attaches.
//! - [`attach_effect`]: the attached record is then `in-use`, or `available` once none is left,
//!   where its `status` has those values. [`unlink_effects`]: an action that takes a link away
//!   (`unassign`, `detach`) without naming the record empties the nullable link members its
//!   sibling actions' bodies set.

use super::super::held::{field_shape, fields, is_list};
use super::words::{Seg, key, params, segs, singular, squash};
use crate::ir::*;

/// The shape of a record of `r` as read: the default read's answer, else a create's that
/// starts no tasks, unwrapped where answers wrap it.
pub(in crate::lower) fn record_shape(api: &Api, resources: &Resources, r: usize) -> Option<Shape> {
    let op = record_op(api, resources, r)?;
    let shape = api.operations[op].plan.success.single_json()?.clone();
    match &resources.list[r].wrapper {
        Some(w) => field_shape(api, &shape, w),
        None => Some(shape),
    }
}

/// The operation whose answer is a record of `r` as read: the default read, unless it answers
/// a list of other things (`GET /tags/{label}`: what is tagged) where a create answers one
/// record; else a create that starts no tasks.
pub(in crate::lower) fn record_op(api: &Api, resources: &Resources, r: usize) -> Option<usize> {
    let creator = || {
        resources
            .with_role(r, Role::Create)
            .find(|&o| api.operations[o].tasks.is_none())
    };
    let is_list = |o: usize| {
        api.operations[o]
            .plan
            .success
            .single_json()
            .is_some_and(|a| is_list(api, a))
    };
    match (resources.reader(r), creator()) {
        (Some(read), Some(create)) if is_list(read) && !is_list(create) => Some(create),
        (read, create) => read.or(create),
    }
}

/// Keeps records: has a collection, an item path and an id parameter.
fn keeps_records(res: &Resource) -> bool {
    res.collection.is_some() && res.item.is_some() && res.id_param.is_some()
}

/// The array's items, through aliases and `null`.
pub(in crate::lower) fn items(api: &Api, shape: &Shape) -> Option<Shape> {
    match shape {
        Shape::Nullable(inner) => items(api, inner),
        Shape::Array(a) => Some(a.items.clone()),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => items(api, inner),
            _ => None,
        },
        _ => None,
    }
}

/// A string (ids), through aliases, newtypes and formats.
fn is_text(api: &Api, shape: &Shape) -> bool {
    match shape {
        Shape::String | Shape::Format(_) => true,
        Shape::Nullable(inner) => is_text(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => is_text(api, inner),
            TypeKind::Scalar(s) => matches!(s.base, ScalarBase::String),
            _ => false,
        },
        _ => false,
    }
}

/// An id: text or an integer, through aliases, newtypes, formats and `null`.
fn is_id(api: &Api, shape: &Shape) -> bool {
    match shape {
        Shape::Integer(_) => true,
        Shape::Nullable(inner) => is_id(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => is_id(api, inner),
            TypeKind::Scalar(s) => matches!(s.base, ScalarBase::String | ScalarBase::Integer(_)),
            _ => false,
        },
        _ => is_text(api, shape),
    }
}

/// What kind of id a shape holds, to tell a bare member that holds a record's id (a volume's
/// `server: 42` beside servers' integer ids) from one that holds something else of the same
/// name (a `region` name beside regions' integer ids): an integer, or text of a format (`uuid`).
/// Plain text says nothing: it is as often a name (a container's `image`).
fn id_kind(api: &Api, shape: &Shape) -> Option<String> {
    match shape {
        Shape::Integer(_) => Some("integer".into()),
        Shape::Format(f) => Some(format!("{f:?}")),
        Shape::Nullable(inner) => id_kind(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => id_kind(api, inner),
            TypeKind::Scalar(s) => match s.base {
                ScalarBase::Integer(_) => Some("integer".into()),
                _ => None,
            },
            _ => None,
        },
        _ => None,
    }
}

/// The variants of a union of an id and records (`anyOf: [string, product, deleted_product]`,
/// an expandable reference), through aliases and `null`: `None` for any other shape.
fn reference_union(api: &Api, shape: &Shape) -> Option<Vec<Shape>> {
    match shape {
        Shape::Nullable(inner) => reference_union(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => reference_union(api, inner),
            TypeKind::Union(u) => {
                let shapes: Vec<Shape> = u.variants.iter().map(|v| v.shape.clone()).collect();
                let text = shapes.iter().any(|s| is_text(api, s) || is_id(api, s));
                let records = shapes.iter().any(|s| fields(api, s).is_some_and(|f| !f.is_empty()));
                (text && records).then_some(shapes)
            }
            _ => None,
        },
        _ => None,
    }
}

/// The string values of an enum shape.
fn enum_values(api: &Api, shape: &Shape) -> Vec<String> {
    match shape {
        Shape::Nullable(inner) => enum_values(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Enum(e) => e.variants.iter().map(|v| v.value.clone()).collect(),
            TypeKind::Alias(inner) => enum_values(api, inner),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The relations, and the actions that attach and detach (by operation): the members of each
/// record naming others ([`member_relations`]), its place on another's item path
/// ([`path_relation`]) and the attachments ([`attachments`]); less the members that restate a
/// parent ([`drop_restated_parents`]); then where the named record lists them ([`listing`]) and
/// what an overlay says deleting it does.
pub(super) fn relations(
    api: &Api,
    resources: &Resources,
    declared: &[Option<OnDelete>],
) -> (Vec<Relation>, Vec<(usize, Attaching)>) {
    let list = &resources.list;
    let shapes = record_shapes(api, resources);
    let mut out = Vec::new();
    for r in 0..list.len() {
        out.extend(member_relations(api, list, &shapes, r));
        out.extend(path_relation(list, r));
    }
    let (attached, links) = attachments(api, resources, &shapes);
    out.extend(attached);
    drop_restated_parents(&mut out);
    for rel in &mut out {
        let Some(to_shape) = &shapes[rel.to] else { continue };
        listing(api, list, &shapes, to_shape, rel);
        if let Some(d) = declared[rel.to] {
            rel.on_delete = d;
            rel.why.push_str(&format!("; deleting it: {} (the overlay)", d.word()));
        }
    }
    (out, links)
}

/// Each resource's record shape as read, where it keeps records.
fn record_shapes(api: &Api, resources: &Resources) -> Vec<Option<Shape>> {
    let list = &resources.list;
    (0..list.len())
        .map(|r| {
            keeps_records(&list[r])
                .then(|| record_shape(api, resources, r))
                .flatten()
        })
        .collect()
}

/// The resources keeping records that a member's stem spells: each resource's last name in the
/// singular, or its whole chain (`security_group` for `security_groups`), squashed; where none
/// is, a resource its summaries renamed, by its path's word (`servergroup_id` of
/// `placement_groups` at `/servergroups`: the name keeps the path's last word).
fn spelled(list: &[Resource], stem: &str) -> Vec<usize> {
    let stem = squash(stem);
    let keeping = || (0..list.len()).filter(|&t| keeps_records(&list[t]));
    let by_name: Vec<usize> = keeping()
        .filter(|&t| {
            let name = &list[t].name;
            let last = name.last().map(|l| squash(&singular(l))).unwrap_or_default();
            let chain = squash(&singular(&name.join("_")));
            stem == last || stem == chain
        })
        .collect();
    if !by_name.is_empty() {
        return by_name;
    }
    keeping()
        .filter(|&t| {
            let Some(collection) = list[t].collection.as_deref() else {
                return false;
            };
            let path = squash(&singular(super::words::last_literal(collection)));
            let head = list[t]
                .name
                .last()
                .and_then(|l| l.rsplit('_').next())
                .map(|w| squash(&singular(w)));
            stem == path && head.is_some_and(|h| !h.is_empty() && path.ends_with(&h))
        })
        .collect()
}

/// The word a resource's item parameter names its records by where that is not a word of its
/// collection (`linode` of `/linode/instances/{linodeId}`), squashed.
fn item_word(res: &Resource) -> Option<String> {
    let word = squash(res.id_param.as_deref()?).strip_suffix("id")?.to_string();
    let last = super::words::last_literal(res.collection.as_deref()?);
    let in_collection = last.split(['_', '-']).any(|w| squash(&singular(w)) == word);
    (!word.is_empty() && !in_collection).then_some(word)
}

/// The stem of a member that may name a record, and whether it names many: `{x}_ids`, `{x}_id`,
/// or a bare `{x}` holding one id (a volume's `server: 42`) or an expandable reference.
fn member_stem(api: &Api, record: Option<&Shape>, m: &str) -> Option<(String, bool)> {
    match (m.strip_suffix("_ids"), m.strip_suffix("_id")) {
        (Some(s), _) => Some((s.to_string(), true)),
        (None, Some(s)) => Some((s.to_string(), false)),
        _ => record
            .and_then(|s| field_shape(api, s, m))
            .filter(|s| is_id(api, s) || reference_union(api, s).is_some())
            .map(|_| (m.to_string(), false)),
    }
}

/// The relations of record `r`'s members that name records of other resources (`network_id`,
/// `snapshot_ids`, a bare `server`); its own id member and scope parameters name nothing else.
fn member_relations(api: &Api, list: &[Resource], shapes: &[Option<Shape>], r: usize) -> Vec<Relation> {
    let res = &list[r];
    let members = shapes[r].as_ref().and_then(|s| fields(api, s)).unwrap_or_default();
    let mut out = Vec::new();
    for m in &members {
        if Some(m) == res.id_member.as_ref() || res.scope.contains(m) {
            continue;
        }
        let Some((stem, many)) = member_stem(api, shapes[r].as_ref(), m) else {
            continue;
        };
        let Some(to) = named_by_member(api, list, shapes, r, &members, m, &stem) else {
            continue;
        };
        out.push(Relation {
            from: r,
            member: m.clone(),
            many,
            nested: false,
            within: None,
            to,
            listed_as: None,
            listed_ids: false,
            on_delete: OnDelete::Keep,
            why: format!("`{m}` names a record of `{}`", list[to].dotted()),
        });
    }
    out
}

/// The resource member `m` of record `r` names by its stem: the one the whole stem spells, else
/// (a qualified member: `redirect_pool_id`, `source_volume_id`) the one its last words spell;
/// none where the words spell resources this record cannot mean, or several.
fn named_by_member(
    api: &Api,
    list: &[Resource],
    shapes: &[Option<Shape>],
    r: usize,
    members: &[String],
    m: &str,
    stem: &str,
) -> Option<usize> {
    // A bare name holds the id of what it spells, as that resource's records hold theirs.
    let bare = m == stem;
    let mut stems = vec![stem];
    if !bare {
        stems.extend(stem.match_indices('_').map(|(i, _)| &stem[i + 1..]));
    }
    // Where no resource is spelled so, the one whose item parameter names its records by the
    // whole stem (`linode_id` for `/linode/instances/{linodeId}`).
    if !bare && stems.iter().all(|s| spelled(list, s).is_empty()) {
        let by_item: Vec<usize> = (0..list.len())
            .filter(|&t| t != r && keeps_records(&list[t]) && item_word(&list[t]) == Some(squash(stem)))
            .collect();
        return match by_item[..] {
            [one] => Some(one),
            _ => None,
        };
    }
    stems
        .iter()
        .find_map(|s| {
            let targets: Vec<usize> = spelled(list, s)
                .into_iter()
                .filter(|&t| {
                    t != r
                        && may_mean(api, list, shapes, r, members, t)
                        && (!bare || same_ids(api, list, shapes, r, m, t))
                })
                .collect();
            match (&targets[..], spelled(list, s).is_empty()) {
                (&[to], _) => Some(Some(to)),
                // Spelled, but not one this record can mean: no shorter words then.
                (_, false) => Some(None),
                _ => None,
            }
        })
        .flatten()
}

/// Whether record `r` (of `members`) may mean resource `t`: one at the top of the tree, of
/// `r`'s family, or below another that `r` names too (a file share's `network_id` beside its
/// `subnet_id`); a namespace's (`inference.flavors`) only within it.
fn may_mean(api: &Api, list: &[Resource], shapes: &[Option<Shape>], r: usize, members: &[String], t: usize) -> bool {
    let chain = &list[t].name;
    let family = list[r].name.starts_with(&chain[..chain.len() - 1]);
    let names_parent = |p: usize| {
        members
            .iter()
            .filter_map(|m| member_stem(api, shapes[r].as_ref(), m))
            .any(|(stem, _)| spelled(list, &stem).contains(&p))
    };
    chain.len() == 1 || family || list[t].parent.is_some_and(names_parent)
}

/// Whether bare member `m` of record `r` holds ids of the kind `t`'s records hold theirs, or is
/// the id or the record itself (an expandable reference).
fn same_ids(api: &Api, list: &[Resource], shapes: &[Option<Shape>], r: usize, m: &str, t: usize) -> bool {
    let own = shapes[r].as_ref().and_then(|s| field_shape(api, s, m));
    let theirs = shapes[t]
        .as_ref()
        .and_then(|s| field_shape(api, s, list[t].id_member.as_deref().unwrap_or("id")));
    let expands = own
        .as_ref()
        .and_then(|s| reference_union(api, s))
        .is_some_and(|variants| shapes[t].as_ref().is_some_and(|rec| variants.contains(rec)));
    let kind = |s: Option<Shape>| s.and_then(|s| id_kind(api, &s));
    expands || kind(own).is_some_and(|k| Some(k) == kind(theirs))
}

/// The relation of record `r` on its parent's item path (`…/{pool_id}/members`): the parent's
/// id parameter is its last scope parameter, and deleting the parent takes it along. The parent
/// by the paths, where a name (its code samples') put the resource elsewhere in the tree
/// (`droplet_actions` for `/droplets/{id}/actions`).
fn path_relation(list: &[Resource], r: usize) -> Option<Relation> {
    let res = &list[r];
    let below = |p: usize| {
        keeps_records(&list[p])
            && res.scope.last().is_some_and(|last| {
                res.collection.as_deref().is_some_and(|c| {
                    // Literals only between the parent's item and this collection.
                    // Compared by key: the parent's default item path may be another version's.
                    list[p].item.as_deref().is_some_and(|item| {
                        let (c_key, item_key) = (key(c).0, key(item).0);
                        c_key.starts_with(&item_key)
                            && !c_key[item_key.len()..].iter().any(|s| s == "{}")
                            && params(c).last() == Some(last)
                    })
                })
            })
    };
    let parent = res.parent.filter(|&p| below(p)).or_else(|| {
        (0..list.len())
            .filter(|&p| p != r && below(p))
            .max_by_key(|&p| list[p].item.as_deref().map_or(0, |i| key(i).0.len()))
    });
    let (Some(p), Some(last)) = (parent, res.scope.last()) else {
        return None;
    };
    Some(Relation {
        from: r,
        member: last.clone(),
        many: false,
        nested: true,
        within: None,
        to: p,
        listed_as: None,
        listed_ids: false,
        on_delete: OnDelete::Cascade,
        why: format!("it sits on the item path of `{}` (`{{{last}}}`)", list[p].dotted()),
    })
}

/// A record below its parent names it by its path: a member naming the same parent says it
/// again (`security_group_id` of a rule under `{group_id}`) and is no relation of its own.
fn drop_restated_parents(out: &mut Vec<Relation>) {
    let nested: Vec<(usize, usize)> = out.iter().filter(|r| r.nested).map(|r| (r.from, r.to)).collect();
    out.retain(|r| r.nested || !nested.contains(&(r.from, r.to)));
}

/// Where the named record (of shape `to_shape`) lists the records that name it, by the names of
/// [`listing_names`], and whether deleting it then takes them along: it does, unless they are
/// attached to it, linked both ways or may be without it.
fn listing(api: &Api, list: &[Resource], shapes: &[Option<Shape>], to_shape: &Shape, rel: &mut Relation) {
    let wanted = listing_names(list, rel.from);
    let to_members = fields(api, to_shape).unwrap_or_default();
    let found = wanted.iter().find_map(|w| {
        let m = to_members.iter().find(|m| squash(m) == squash(w))?;
        let it = items(api, &field_shape(api, to_shape, m)?)?;
        Some((m.clone(), is_id(api, &it)))
    });
    let Some((m, ids)) = found else { return };
    rel.why
        .push_str(&format!("; `{}` lists them in `{m}`", list[rel.to].dotted()));
    rel.listed_as = Some(m);
    rel.listed_ids = ids;
    // Listing what is attached to it is no ownership: a server's volumes outlive it,
    // and ids listed on both sides (a droplet's `volume_ids`, a volume's
    // `droplet_ids`) are links, which end with either.
    // Nor is a link the record may be without (`server: null`): it ends with the other.
    let nullable = shapes[rel.from]
        .as_ref()
        .and_then(|s| field_shape(api, s, &rel.member))
        .is_some_and(|s| matches!(s, Shape::Nullable(_)));
    let bare = !rel.nested && !rel.member.ends_with("_id");
    if rel.within.is_none() && !rel.many && !(bare && nullable) {
        rel.on_delete = OnDelete::Cascade;
    }
}

/// The names a record of `from` may be listed under, most likely first: its last name
/// (`subnets`), its last word (`volume_snapshots` as `snapshots`), each as `{x}_ids` too, the
/// chain's last two words (`security_group_rules`), and its collection path's last literal
/// where a name (its code samples') differs (`storage` at `/v2/volumes`: `volume_ids`).
fn listing_names(list: &[Resource], from: usize) -> Vec<String> {
    let child = &list[from].name;
    let last = child.last().cloned().unwrap_or_default();
    let word = last.rsplit('_').next().unwrap_or(&last).to_string();
    let mut wanted = vec![
        last.clone(),
        format!("{}_ids", singular(&last)),
        word.clone(),
        format!("{}_ids", singular(&word)),
    ];
    if child.len() > 1 {
        let parent_word = singular(&child[child.len() - 2]);
        wanted.push(format!("{parent_word}_{last}"));
    }
    let literal = list[from]
        .collection
        .as_deref()
        .and_then(|c| c.rsplit('/').find(|s| !s.is_empty() && !s.starts_with('{')))
        .map(|l| l.to_ascii_lowercase());
    if let Some(l) = literal.filter(|l| *l != last) {
        wanted.push(format!("{}_ids", singular(&l)));
        wanted.push(l);
    }
    wanted
}

/// The state an action leaves its record in, where its path's last word is a verb whose
/// participle (`suspended`, `paused`, `stopped`) is a value of the record's `status`, or ends
/// in one (`power_off`, `poweroff` → `off`); else the boolean member its word sets
/// (`disable` → `enabled: false`).
pub(super) fn inferred_effect(api: &Api, resources: &Resources, op: usize) -> Option<(String, serde_json::Value)> {
    let place = &resources.places[op];
    let r = place.resource?;
    // A read changes nothing (`GET /charges/{charge}/dispute` does not dispute the charge).
    let reads = api.operations[op].method == Method::Get;
    if reads || place.role != Role::Action || super::loose::choice_param(api, &api.operations[op]).is_some() {
        return None;
    }
    let word = last_word(&api.operations[op].path)?;
    effect_of_word(api, resources, r, word)
}

/// [`inferred_effect`] for each word an action's last path parameter takes
/// (`…/rules/{rule_id}/{action}`, `enable | disable`): what each leaves the record in, as the
/// same word at the end of a path would (`EffectWhen` on `{action}`).
pub(super) fn chosen_effects(api: &Api, resources: &Resources, op: usize) -> Vec<EffectWhen> {
    let place = &resources.places[op];
    let (Some(r), Role::Action) = (place.resource, place.role) else {
        return Vec::new();
    };
    let Some((name, words)) = super::loose::choice_param(api, &api.operations[op]) else {
        return Vec::new();
    };
    words
        .into_iter()
        .filter_map(|w| {
            let (pointer, value) = effect_of_word(api, resources, r, w.to_ascii_lowercase())?;
            Some(EffectWhen {
                pointer: format!("{{{name}}}"),
                value: serde_json::Value::String(w),
                sets: vec![(pointer, value)],
            })
        })
        .collect()
}

fn effect_of_word(api: &Api, resources: &Resources, r: usize, word: String) -> Option<(String, serde_json::Value)> {
    let shape = record_shape(api, resources, r)?;
    let participle = |w: &str| -> Vec<String> {
        let last = w.chars().last().map(String::from).unwrap_or_default();
        vec![format!("{w}ed"), format!("{w}d"), format!("{w}{last}ed")]
    };
    if let Some(status) = field_shape(api, &shape, "status") {
        let values = enum_values(api, &status);
        // `suspend` → `SUSPENDED`; `power_off`, `poweroff` → `off`.
        let by_participle = values
            .iter()
            .find(|v| participle(&word).iter().any(|p| v.eq_ignore_ascii_case(p)));
        let ends_in = |word: &str| {
            values.iter().find(|v| {
                let v = v.to_ascii_lowercase();
                v.len() >= 2 && word != v && (word.rsplit(['_', '-']).next() == Some(v.as_str()) || word.ends_with(&v))
            })
        };
        if let Some(value) = by_participle.or(ends_in(&word)) {
            return Some(("/status".to_string(), serde_json::Value::String(value.clone())));
        }
        // A word that undoes another action's of the record (`poweron` of `poweroff`, `start` of
        // `stop`) leaves the record in the settled state it was made in, which the other left.
        let sibling = |w: &str| {
            resources.places.iter().enumerate().any(|(o, p)| {
                p.resource == Some(r)
                    && p.role == Role::Action
                    && last_word(&api.operations[o].path).as_deref() == Some(w)
            })
        };
        let other = undone(&word).filter(|w| sibling(w));
        let left = other.as_deref().and_then(|w| {
            values
                .iter()
                .find(|v| participle(w).iter().any(|p| v.eq_ignore_ascii_case(p)))
                .or(ends_in(w))
        });
        if let Some(left) = left {
            let settled = values.iter().find(|v| {
                *v != left
                    && super::super::conventions::settled_state(v)
                        == Some(super::super::conventions::StateReading::Settled)
            });
            if let Some(value) = settled {
                return Some(("/status".to_string(), serde_json::Value::String(value.clone())));
            }
        }
    }
    flag_effect(api, &shape, &word)
}

/// What an action that takes a link away leaves (`…/unassign`, `…/detach` with no body naming
/// the record): the link members its sibling actions' bodies set (`assign {server}` on a floating
/// IP whose `server` names a server; an `{x}_id` whatever it names: `attach {linode_id}`) emptied,
/// where the record may be without them (`null`).
pub(super) fn unlink_effects(api: &Api, resources: &Resources, op: usize) -> Vec<(String, serde_json::Value)> {
    let place = &resources.places[op];
    let (Some(r), Role::Action) = (place.resource, place.role) else {
        return Vec::new();
    };
    // A read changes nothing.
    if !removes(&api.operations[op].path) || api.operations[op].method == Method::Get {
        return Vec::new();
    }
    let Some(record) = record_shape(api, resources, r) else {
        return Vec::new();
    };
    let body_of = |o: usize| {
        api.operations[o]
            .body
            .as_ref()
            .and_then(|b| fields(api, &b.shape))
            .unwrap_or_default()
    };
    let own = body_of(op);
    let links: Vec<&Relation> = resources
        .relations
        .iter()
        .filter(|rel| rel.from == r && !rel.nested && !rel.many && rel.within.is_none())
        .collect();
    let mut out: Vec<(String, serde_json::Value)> = Vec::new();
    for (o, p) in resources.places.iter().enumerate() {
        if o == op || p.resource != Some(r) || p.role != Role::Action || removes(&api.operations[o].path) {
            continue;
        }
        for m in body_of(o) {
            let nullable = field_shape(api, &record, &m).is_some_and(|s| matches!(s, Shape::Nullable(_)));
            let pointer = format!("/{m}");
            if nullable
                && !own.contains(&m)
                && (links.iter().any(|rel| rel.member == m) || m.ends_with("_id"))
                && !out.iter().any(|(p, _)| *p == pointer)
            {
                out.push((pointer, serde_json::Value::Null));
            }
        }
    }
    out
}

/// The action word a word undoes: `…on` of `…off` (`poweron`, `power_on`), `start` of `stop`.
fn undone(word: &str) -> Option<String> {
    if let Some(head) = word.strip_suffix("on")
        && !head.is_empty()
    {
        return Some(format!("{head}off"));
    }
    word.strip_prefix("start").map(|rest| format!("stop{rest}"))
}

/// The boolean member an action's word sets: its participle (`disable` → `disabled: true`,
/// `enable_rescue` → `rescue_enabled: true`), or, for a word that undoes (`disable`, `un…`),
/// the participle of what it undoes set false (`disable` → `enabled: false`).
fn flag_effect(api: &Api, record: &Shape, word: &str) -> Option<(String, serde_json::Value)> {
    let members = fields(api, record)?;
    let boolean = |m: &str| {
        field_shape(api, record, m)
            .is_some_and(|s| s == Shape::Boolean || s == Shape::Nullable(Box::new(Shape::Boolean)))
    };
    // The verb and what it acts on (`enable_rescue`: `enable`, `rescue`).
    let (verb, object) = match word.split_once(['_', '-']) {
        Some((v, o)) => (v, Some(o)),
        None => (word, None),
    };
    let forms = |verb: &str| -> Vec<String> {
        let last = verb.chars().last().map(String::from).unwrap_or_default();
        let stems = [format!("{verb}d"), format!("{verb}ed"), format!("{verb}{last}ed")];
        stems
            .into_iter()
            .flat_map(|p| match object {
                Some(o) => vec![format!("{o}_{p}"), format!("{p}_{o}")],
                None => vec![p],
            })
            .collect()
    };
    let find = |names: Vec<String>| names.into_iter().find(|n| members.contains(n) && boolean(n));
    if let Some(m) = find(forms(verb)) {
        return Some((format!("/{m}"), serde_json::Value::Bool(true)));
    }
    let undone = verb.strip_prefix("dis").or_else(|| verb.strip_prefix("un"))?;
    // `disable` undoes `enable`, not `able`.
    let m = find(forms(undone)).or_else(|| find(forms(&format!("en{undone}"))))?;
    Some((format!("/{m}"), serde_json::Value::Bool(false)))
}

/// The state a record shows while a task of operation `op` runs, where the record's `status`
/// has the present participle of the operation's word among its values: `creating` for a
/// create, `deleting` for a delete, `updating` for an update or replacement, `extending` for
/// `…/extend`.
pub(super) fn pending_state(api: &Api, resources: &Resources, op: usize) -> Option<(String, serde_json::Value)> {
    api.operations[op].tasks.as_ref()?;
    let place = &resources.places[op];
    let word = match place.role {
        Role::Create => "create".to_string(),
        Role::Delete => "delete".to_string(),
        Role::Update | Role::Replace => "update".to_string(),
        Role::Action => last_word(&api.operations[op].path)?,
        _ => return None,
    };
    let shape = record_shape(api, resources, place.resource?)?;
    let status = field_shape(api, &shape, "status")?;
    let stem = word.strip_suffix('e').filter(|s| !s.ends_with('e')).unwrap_or(&word);
    let participles = [format!("{stem}ing"), format!("{word}{}ing", word.chars().last()?)];
    let value = enum_values(api, &status)
        .into_iter()
        .find(|v| participles.iter().any(|p| v.eq_ignore_ascii_case(p)))?;
    Some(("/status".to_string(), serde_json::Value::String(value)))
}

/// The state an attaching action leaves its record in, where the record's `status` has one of
/// the words clouds use for it: `in-use` (or `in_use`, `busy`) after an attach, `available` (or
/// `free`) once a detach has left no attachment.
pub(super) fn attach_effect(
    api: &Api,
    resources: &Resources,
    op: usize,
    adds: bool,
) -> Option<(String, serde_json::Value)> {
    let shape = record_shape(api, resources, resources.places[op].resource?)?;
    let status = field_shape(api, &shape, "status")?;
    let words: &[&str] = if adds {
        &["in-use", "in_use", "busy"]
    } else {
        &["available", "free"]
    };
    let values = enum_values(api, &status);
    let value = words
        .iter()
        .find_map(|w| values.iter().find(|v| v.eq_ignore_ascii_case(w)))?;
    Some(("/status".to_string(), serde_json::Value::String(value.clone())))
}

/// Attachments: an action whose body names a record of another resource (`instance_id` of
/// `…/attach`, [`attached_record`]) on a record with a list of objects (`attachments`) whose
/// entries have one id member besides the record's own and the entry's own (`server_id` beside
/// `volume_id` and `attachment_id`, [`attaching_member`]): the record names the other in each
/// entry's member. Then the [`memberships`].
fn attachments(api: &Api, resources: &Resources, shapes: &[Option<Shape>]) -> (Vec<Relation>, Vec<(usize, Attaching)>) {
    let list = &resources.list;
    let mut out: Vec<Relation> = Vec::new();
    let mut links = Vec::new();
    for (o, place) in resources.places.iter().enumerate() {
        let (Some(r), Role::Action) = (place.resource, place.role) else {
            continue;
        };
        let Some(shape) = &shapes[r] else { continue };
        let Some(body) = &api.operations[o].body else { continue };
        let Some((to, names)) = attached_record(api, list, r, &body.shape) else {
            continue;
        };
        let adds = !removes(&api.operations[o].path);
        let own_param = place.id_param.clone().unwrap_or_default();
        for l in fields(api, shape).unwrap_or_default() {
            let Some((member, entry_id)) = attaching_member(api, list, r, shape, &l, &own_param, to) else {
                continue;
            };
            links.push((
                o,
                Attaching {
                    list: l.clone(),
                    member: member.clone(),
                    adds,
                    names: names.clone(),
                    entry_id,
                    on: None,
                },
            ));
            let Some(to) = to else { continue };
            if out
                .iter()
                .any(|x| x.from == r && x.to == to && x.within.as_deref() == Some(l.as_str()))
            {
                continue;
            }
            out.push(Relation {
                from: r,
                member: member.clone(),
                many: false,
                nested: false,
                within: Some(l.clone()),
                to,
                listed_as: None,
                listed_ids: false,
                on_delete: OnDelete::Keep,
                why: format!(
                    "`{}` attaches it to a record of `{}`, named in each of its `{l}` by `{member}`",
                    api.operations[o].id,
                    list[to].dotted()
                ),
            });
        }
    }
    memberships(api, resources, shapes, &mut links);
    (out, links)
}

/// The record an action of record `r` attaches, and the body member naming it: the one
/// `…_id` member naming a record of a resource at the top of the tree or of `r`'s family
/// (`instance_id`; not a namespace's `flavor_id`), else, where it names nothing else, the one
/// naming a record of no resource of the document (`instance_id` where it has no instances).
fn attached_record(api: &Api, list: &[Resource], r: usize, body: &Shape) -> Option<(Option<usize>, String)> {
    let body_members = fields(api, body).unwrap_or_default();
    let top_or_family = |t: usize| {
        let chain = &list[t].name;
        chain.len() == 1 || list[r].name.starts_with(&chain[..chain.len() - 1])
    };
    let named: Vec<(Option<usize>, &String)> = body_members
        .iter()
        .filter_map(|m| {
            let targets: Vec<usize> = spelled(list, m.strip_suffix("_id")?)
                .into_iter()
                .filter(|&t| t != r && top_or_family(t))
                .collect();
            match targets[..] {
                [t] => Some((Some(t), m)),
                _ => None,
            }
        })
        .collect();
    let unknown: Vec<(Option<usize>, &String)> = body_members
        .iter()
        .filter(|m| m.strip_suffix("_id").is_some_and(|stem| spelled(list, stem).is_empty()))
        .map(|m| (None, m))
        .collect();
    match (&named[..], &unknown[..]) {
        ([(to, names)], _) | ([], [(to, names)]) => Some((*to, (*names).clone())),
        _ => None,
    }
}

/// The member of the entries of record `r`'s list `l` that names the attached record (`to`,
/// where the document has it): the one `…_id` member besides the record's own (`own_param`,
/// its id member) and the entry's own (`attachment_id`), where it names no other resource
/// outright (`subnet_id`); and the entry's own id member where it has one.
fn attaching_member(
    api: &Api,
    list: &[Resource],
    r: usize,
    shape: &Shape,
    l: &str,
    own_param: &str,
    to: Option<usize>,
) -> Option<(String, Option<String>)> {
    let entry = field_shape(api, shape, l).and_then(|s| items(api, &s))?;
    let entry_id = format!("{}_id", singular(l));
    let candidates: Vec<String> = fields(api, &entry)
        .unwrap_or_default()
        .into_iter()
        .filter(|m| m.ends_with("_id") && *m != own_param && *m != entry_id && Some(m) != list[r].id_member.as_ref())
        .filter(|m| {
            let others = spelled(list, m.trim_end_matches("_id"));
            !matches!(others[..], [t] if Some(t) != to)
        })
        .collect();
    let [member] = &candidates[..] else { return None };
    let entry_id = fields(api, &entry)
        .unwrap_or_default()
        .into_iter()
        .find(|m| *m == entry_id);
    Some((member.clone(), entry_id))
}

/// Memberships: an action on a record whose body names a record of another resource
/// (`put_into_servergroup {servergroup_id}`), where that record has a list whose entries name
/// records of the acting one's resource (`instances[].instance_id`), and the acting record has
/// no list of its own for it: the named record lists the acting one ([`membership_joins`]). An
/// action of the same resource without a body whose path's last word is the same and says it
/// removes (`remove_from_servergroup`) takes the acting record out of each record of the other
/// that lists it ([`membership_leaves`]).
fn memberships(api: &Api, resources: &Resources, shapes: &[Option<Shape>], links: &mut Vec<(usize, Attaching)>) {
    let joins = membership_joins(api, resources, shapes, links);
    let leaves = membership_leaves(api, resources, &joins, links);
    links.extend(joins);
    links.extend(leaves);
}

/// The actions, attaching nothing already, that put their record into the list of a record
/// their body names ([`membership_target`], [`membership_list`]).
fn membership_joins(
    api: &Api,
    resources: &Resources,
    shapes: &[Option<Shape>],
    links: &[(usize, Attaching)],
) -> Vec<(usize, Attaching)> {
    let mut found: Vec<(usize, Attaching)> = Vec::new();
    for (o, place) in resources.places.iter().enumerate() {
        let (Some(r), Role::Action) = (place.resource, place.role) else {
            continue;
        };
        if links.iter().any(|(x, _)| *x == o) || removes(&api.operations[o].path) {
            continue;
        }
        let Some(body) = &api.operations[o].body else { continue };
        let Some((t, names)) = membership_target(api, &resources.list, r, &body.shape) else {
            continue;
        };
        let Some(shape) = &shapes[t] else { continue };
        let Some((list, member)) = membership_list(api, &resources.list, shape, r) else {
            continue;
        };
        found.push((
            o,
            Attaching {
                list,
                member,
                adds: true,
                names,
                entry_id: None,
                on: Some(t),
            },
        ));
    }
    found
}

/// The one record of another resource than `r` an action's body names by an `…_id` member,
/// and that member: spelled as a resource's name is, or as its collection path's last word (an
/// overlay may have renamed `servergroups` to `placement_groups`).
fn membership_target(api: &Api, list: &[Resource], r: usize, body: &Shape) -> Option<(usize, String)> {
    let by_path = |stem: &str| -> Vec<usize> {
        let stem = squash(stem);
        (0..list.len())
            .filter(|&t| keeps_records(&list[t]))
            .filter(|&t| {
                list[t]
                    .collection
                    .as_deref()
                    .and_then(last_word)
                    .is_some_and(|w| squash(&singular(&w)) == stem)
            })
            .collect()
    };
    let named: Vec<(usize, String)> = fields(api, body)
        .unwrap_or_default()
        .into_iter()
        .filter_map(|m| {
            let stem = m.strip_suffix("_id")?;
            let mut targets = spelled(list, stem);
            if targets.is_empty() {
                targets = by_path(stem);
            }
            match targets[..] {
                [t] if t != r => Some((t, m)),
                _ => None,
            }
        })
        .collect();
    let [named] = &named[..] else { return None };
    Some(named.clone())
}

/// The one list of the named record (of shape `shape`) whose entries name records of `r` by one
/// `…_id` member (`instances[].instance_id`): the list and that member.
fn membership_list(api: &Api, list: &[Resource], shape: &Shape, r: usize) -> Option<(String, String)> {
    let mut lists = Vec::new();
    for l in fields(api, shape).unwrap_or_default() {
        let Some(entry) = field_shape(api, shape, &l).and_then(|s| items(api, &s)) else {
            continue;
        };
        let members: Vec<String> = fields(api, &entry)
            .unwrap_or_default()
            .into_iter()
            .filter(|m| {
                m.strip_suffix("_id")
                    .is_some_and(|stem| spelled(list, stem).contains(&r))
            })
            .collect();
        if let [m] = &members[..] {
            lists.push((l, m.clone()));
        }
    }
    let [one] = &lists[..] else { return None };
    Some(one.clone())
}

/// The actions undoing the `joins`: an action of the same resource without a body, attaching
/// nothing already, whose path's last word says it removes and ends as a join's does
/// (`remove_from_servergroup` of `put_into_servergroup`).
fn membership_leaves(
    api: &Api,
    resources: &Resources,
    joins: &[(usize, Attaching)],
    links: &[(usize, Attaching)],
) -> Vec<(usize, Attaching)> {
    let mut undoing = Vec::new();
    for (o, place) in resources.places.iter().enumerate() {
        let (Some(r), Role::Action) = (place.resource, place.role) else {
            continue;
        };
        let op = &api.operations[o];
        if op.body.is_some() || !removes(&op.path) || links.iter().any(|(x, _)| *x == o) {
            continue;
        }
        let word = last_part(&op.path);
        let of = joins
            .iter()
            .find(|(a, _)| resources.places[*a].resource == Some(r) && last_part(&api.operations[*a].path) == word);
        if let Some((_, adding)) = of {
            undoing.push((
                o,
                Attaching {
                    adds: false,
                    ..adding.clone()
                },
            ));
        }
    }
    undoing
}

/// The last part of a path's last word (`remove_from_servergroup` → `servergroup`).
fn last_part(path: &str) -> Option<String> {
    last_word(path).and_then(|w| w.rsplit(['_', '-']).next().map(String::from))
}

/// What the overlay says an action attaches (`x-oapigen-fake: {attach: {list, member}}`): the
/// body member naming the other record is `names`, or the body's only `…_id` member.
pub(super) fn declared_attach(api: &Api, resources: &Resources, o: usize, hint: &ResourceHint) -> Option<Attaching> {
    let (adds, list, member, names) = hint.attach.clone()?;
    resources.places[o].resource?;
    let names = names.or_else(|| {
        let body = api.operations[o].body.as_ref()?;
        let ids: Vec<String> = fields(api, &body.shape)
            .unwrap_or_default()
            .into_iter()
            .filter(|m| m.ends_with("_id"))
            .collect();
        match &ids[..] {
            [one] => Some(one.clone()),
            _ => None,
        }
    })?;
    let entry_id = format!("{}_id", singular(&list));
    let entry = record_shape(api, resources, resources.places[o].resource?)
        .and_then(|shape| field_shape(api, &shape, &list))
        .and_then(|s| items(api, &s));
    let entry_id = entry
        .and_then(|e| fields(api, &e))
        .unwrap_or_default()
        .into_iter()
        .find(|m| *m == entry_id);
    Some(Attaching {
        list,
        member,
        adds,
        names,
        entry_id,
        on: None,
    })
}

/// An action that takes attachments away rather than adding them: its path's last word
/// (`detach`, `unassign`, `unmount`, `remove_…`, `disassociate`, `disconnect`).
fn removes(path: &str) -> bool {
    last_word(path).is_some_and(|w| ["detach", "un", "remove", "dis"].iter().any(|p| w.starts_with(p)))
}

/// A path's last literal segment, in lower case (`…/actions/poweroff` → `poweroff`).
fn last_word(path: &str) -> Option<String> {
    segs(path).into_iter().rev().find_map(|s| match s {
        Seg::Lit(l) => Some(l.to_ascii_lowercase()),
        Seg::Param(_) => None,
    })
}
