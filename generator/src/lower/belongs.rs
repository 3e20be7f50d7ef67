//! Records that belong to another resource's record (the fake's model, read once each
//! operation's role is known): read from the paths, the bodies and the answers' shapes. `read`
//! first marks the resources no operation creates as provisioned, then applies these rules, in
//! order, each by the function named:
//!
//! 1. `sub_collections` (`listed_child`, `made_child`): a GET below an item whose answer lists
//!    records of another resource (`GET /droplets/{id}/firewalls`) lists those that belong to
//!    the item: the ones whose member names it (`droplet_ids`, `volume_id`, a member spelled
//!    like the item's resource or a generic `resource_id`), or the ones the item lists
//!    (`snapshot_ids`); none where nothing says (`belongs_by`). A POST below an item, on a path
//!    spelled like another resource, answering its record (`POST /volumes/{id}/snapshots`)
//!    makes a record of it that names the item.
//! 2. `links`: a POST (or DELETE) below an item whose body names records of another resource
//!    (`droplet_ids`, `file_id`) where the item's record lists such ids (`droplet_ids`) links
//!    them to it (or unlinks them: DELETE, or a path word that takes away).
//! 3. `parents_acted_on` (`read_body`, `state_effects`, `link_effects`): a record made on an
//!    item's path (`POST /droplets/{id}/actions`), whose body's enum member has a value ending
//!    in a word of the item's `status` (`power_off` → `off`), leaves the item in that state;
//!    where the body's member that says the action has a value that takes away (`detach`
//!    beside `attach`) and another names a record whose ids the item lists (`droplet_id`,
//!    `droplet_ids`), each value links that record to the item or unlinks it.
//! 4. `made`: a resource without a create is provisioned by the service; a member of any answer
//!    that is its record (the `action` a request starts) is a new record of it, kept to be read
//!    back.
//! 5. `selectors`: a query parameter of a resource's list and create named like another
//!    resource (`?project=web`) is a selector: it scopes records as a path parameter does.

use oapigen_fake::model as fm;

use super::conventions as cv;
use super::lists::{items_of, same_members};
use super::resources::{field_shape, fields, last_literal, record_shape, singular_word as singular};
use crate::ir::{Api, Method, ParamLocation, Shape};

/// Reads what belongs to what into `ops` and `resources`.
pub(super) fn read(api: &Api, ops: &mut [fm::Operation], resources: &mut [fm::Resource]) {
    // The IR's resource of each of the model's, and the record shapes.
    let ir_of: Vec<Option<usize>> = resources
        .iter()
        .map(|r| api.resources.list.iter().position(|x| x.joined() == r.name))
        .collect();
    let records: Vec<Option<Shape>> = ir_of
        .iter()
        .map(|r| r.and_then(|r| record_shape(api, &api.resources, r)))
        .collect();
    for (r, res) in resources.iter_mut().enumerate() {
        res.provisioned = !ops.iter().any(|o| o.role == fm::Role::Create { resource: r });
    }
    sub_collections(api, ops, resources, &records);
    links(api, ops, resources, &records);
    parents_acted_on(api, ops, resources, &records);
    made(api, ops, resources, &records);
    selectors(api, ops, resources);
}

/// The path's last parameter, and its last literal.
fn last_param(path: &str) -> Option<String> {
    path.rsplit('/')
        .find_map(|s| s.strip_prefix('{').and_then(|s| s.strip_suffix('}')))
        .map(String::from)
}

/// A word compared with a resource's name: singular, lower case, without `_` and `-`.
fn spelled(word: &str) -> String {
    cv::folded(&singular(word))
}

/// The last name of a resource (`firewalls` of `load_balancers_firewalls` is its own; the model
/// joins the chain with `_`, so the IR's is read).
fn last_name(api: &Api, resource: &fm::Resource) -> String {
    api.resources
        .list
        .iter()
        .find(|x| x.joined() == resource.name)
        .and_then(|x| x.name.last().cloned())
        .unwrap_or_else(|| resource.name.clone())
}

/// How a record of `child` belongs to a record of `parent`, and why.
fn belongs_by(
    api: &Api,
    resources: &[fm::Resource],
    records: &[Option<Shape>],
    child: usize,
    parent: usize,
    param: &str,
) -> (fm::BelongsBy, String) {
    let (c, p) = (&resources[child], &resources[parent]);
    if let Some(rel) = c
        .relations
        .iter()
        .find(|r| r.to == parent && !r.nested && r.within.is_none())
    {
        let why = format!("its `{}` names the {} record", rel.member, p.name);
        return (
            fm::BelongsBy::Member {
                member: rel.member.clone(),
            },
            why,
        );
    }
    if let Some(rel) = p
        .relations
        .iter()
        .find(|r| r.to == child && r.many && r.within.is_none())
    {
        let why = format!("the {} record lists them in `{}`", p.name, rel.member);
        return (
            fm::BelongsBy::Listed {
                member: rel.member.clone(),
            },
            why,
        );
    }
    // `issue_url`: the parent's address.
    if let Some(l) = c
        .links
        .iter()
        .find(|l| l.path.strip_suffix(&p.item).is_some_and(|base| !base.contains('{')))
    {
        let why = format!("its `{}` is the address of the {} record", l.member, p.name);
        return (
            fm::BelongsBy::Address {
                member: l.member.clone(),
                path: l.path.clone(),
            },
            why,
        );
    }
    let members = records[child].as_ref().and_then(|s| fields(api, s)).unwrap_or_default();
    let parent_word = spelled(&last_name(api, p));
    if let Some(m) = members.iter().find(|m| {
        let stem = m.strip_suffix("_id").unwrap_or(m);
        cv::folded(m) == cv::folded(param) || spelled(stem) == parent_word || cv::generic_reference(m)
    }) {
        let why = format!("its `{m}` names the {} record", p.name);
        return (fm::BelongsBy::Member { member: m.clone() }, why);
    }
    (
        fm::BelongsBy::Unknown,
        format!(
            "nothing a {} record holds names the {} record: none belong",
            c.name, p.name
        ),
    )
}

/// The model's resources whose records have the members of `shape`, but `not`.
fn kept_as(api: &Api, records: &[Option<Shape>], shape: &Shape, not: usize) -> Vec<usize> {
    (0..records.len())
        .filter(|&r| r != not && records[r].as_ref().is_some_and(|rec| same_members(api, rec, shape)))
        .collect()
}

/// The scope an operation's path gives `resource`'s records: its parameters of the same name,
/// others any value.
fn scope_for(path: &str, resource: &fm::Resource) -> Vec<String> {
    resource
        .scope
        .iter()
        .map(|s| {
            if path.contains(&format!("{{{s}}}")) {
                s.clone()
            } else {
                String::new()
            }
        })
        .collect()
}

/// Rule 1: a GET below an item listing records of another resource lists those that belong to
/// the item; a POST there answering another's record makes one that belongs to it.
fn sub_collections(api: &Api, ops: &mut [fm::Operation], resources: &[fm::Resource], records: &[Option<Shape>]) {
    for (o, op) in api.operations.iter().enumerate() {
        let fm::Role::Action { resource: parent } = ops[o].role else {
            continue;
        };
        let Some(param) = last_param(&op.path) else { continue };
        let Some(answer) = op.plan.success.single_json() else {
            continue;
        };
        let (child, role) = match op.method {
            Method::Get => {
                let Some(child) = listed_child(api, resources, records, parent, answer) else {
                    continue;
                };
                (child, fm::Role::List { resource: child })
            }
            Method::Post => {
                let Some(child) = made_child(api, &op.path, resources, records, parent, answer) else {
                    continue;
                };
                (child, fm::Role::Create { resource: child })
            }
            _ => continue,
        };
        let (by, why) = belongs_by(api, resources, records, child, parent, &param);
        let verb = if matches!(role, fm::Role::List { .. }) {
            "lists"
        } else {
            "makes"
        };
        let why = format!(
            "{verb} records of {} that belong to the {} record `{{{param}}}` names: {why}",
            resources[child].name, resources[parent].name
        );
        ops[o].role = role;
        ops[o].scope = scope_for(&op.path, &resources[child]);
        ops[o].id_param = None;
        ops[o].within = Some(fm::Within {
            parent,
            param,
            by,
            acts: Vec::new(),
            links: Vec::new(),
            why,
        });
    }
}

/// The resource whose records a GET below an item of `parent` lists (`answer`): the one that
/// keeps such records; of several (`/actions` and `/servers/{id}/actions`), the one that names
/// the item or that it names, else the one scoped by nothing. An answer with an `id` of its own
/// is one record that holds a list (a charge's `dispute` with its `balance_transactions`), not
/// the list.
fn listed_child(
    api: &Api,
    resources: &[fm::Resource],
    records: &[Option<Shape>],
    parent: usize,
    answer: &Shape,
) -> Option<usize> {
    if fields(api, answer).is_some_and(|f| f.iter().any(|m| m == "id")) {
        return None;
    }
    let items = items_of(api, answer, None)?;
    let found = kept_as(api, records, &items, parent);
    let related: Vec<usize> = found
        .iter()
        .copied()
        .filter(|&c| {
            resources[c].relations.iter().any(|r| r.to == parent)
                || resources[parent].relations.iter().any(|r| r.to == c)
        })
        .collect();
    let top: Vec<usize> = found
        .iter()
        .copied()
        .filter(|&c| resources[c].scope.is_empty())
        .collect();
    match (found.as_slice(), related.as_slice(), top.as_slice()) {
        ([one], _, _) | (_, [one], _) | (_, [], [one]) => Some(*one),
        _ => None,
    }
}

/// The resource whose record a POST below an item of `parent` on `path` makes: the one resource
/// spelled like the path's last word whose record (unwrapped) is the answer.
fn made_child(
    api: &Api,
    path: &str,
    resources: &[fm::Resource],
    records: &[Option<Shape>],
    parent: usize,
    answer: &Shape,
) -> Option<usize> {
    let word = spelled(last_literal(path));
    let found: Vec<usize> = (0..resources.len())
        .filter(|&c| c != parent && spelled(&last_name(api, &resources[c])) == word)
        .filter(|&c| {
            let unwrapped = match &resources[c].wrapper {
                Some(w) => field_shape(api, answer, w),
                None => Some(answer.clone()),
            };
            match (unwrapped, &records[c]) {
                (Some(a), Some(rec)) => same_members(api, &a, rec),
                _ => false,
            }
        })
        .collect();
    match found[..] {
        [child] => Some(child),
        _ => None,
    }
}

/// Rule 2: a POST, PUT or DELETE below an item whose body names records the item lists the
/// ids of links them to it or unlinks them (`fm::Operation::link`).
fn links(api: &Api, ops: &mut [fm::Operation], resources: &[fm::Resource], records: &[Option<Shape>]) {
    for (o, op) in api.operations.iter().enumerate() {
        let fm::Role::Action { resource: parent } = ops[o].role else {
            continue;
        };
        if !matches!(op.method, Method::Post | Method::Delete | Method::Put) {
            continue;
        }
        let Some(body) = &op.body else { continue };
        let body_members = fields(api, &body.shape).unwrap_or_default();
        let Some(record) = &records[parent] else { continue };
        let own = fields(api, record).unwrap_or_default();
        // The item's list of ids the body's member fills: its own name, or the ids of what the
        // path's word names (`droplets` → `droplet_ids`).
        let ids_list = |m: &str| {
            field_shape(api, record, m)
                .and_then(|s| items_of(api, &s, None))
                .is_some_and(|i| fields(api, &i).is_none())
        };
        let word = singular(last_literal(&op.path));
        let found = body_members.iter().find_map(|n| {
            let stem = n.strip_suffix("_ids").or_else(|| n.strip_suffix("_id"))?;
            let list = [n.clone(), format!("{}_ids", singular(stem))]
                .into_iter()
                .chain((spelled(stem) == spelled(&word)).then(|| format!("{word}_ids")))
                .find(|l| own.contains(l) && ids_list(l))?;
            Some((n.clone(), list, stem.to_string()))
        });
        let Some((names, list, stem)) = found else { continue };
        let to = (0..resources.len())
            .filter(|&r| r != parent)
            .find(|&r| spelled(&last_name(api, &resources[r])) == spelled(&stem));
        let adds = op.method != Method::Delete && !cv::takes_away(last_literal(&op.path));
        ops[o].link = Some(fm::Linking { list, names, to, adds });
    }
}

/// Rule 3: what a record made on an item's path does to the item (`fm::Within::acts`), the
/// records of the item's lists it links or unlinks (`fm::Within::links`), and the parent of a
/// record made below it.
fn parents_acted_on(api: &Api, ops: &mut [fm::Operation], resources: &[fm::Resource], records: &[Option<Shape>]) {
    for (o, op) in api.operations.iter().enumerate() {
        let fm::Role::Create { resource: child } = ops[o].role else {
            continue;
        };
        let Some(parent) = acted_on(&ops[o], &resources[child]) else {
            continue;
        };
        let Some(body) = &op.body else { continue };
        let states = records[parent]
            .as_ref()
            .and_then(|r| field_shape(api, r, "status"))
            .map(|status| super::lists::enum_texts(api, &status))
            .unwrap_or_default();
        let reading = read_body(api, &body.shape, records[parent].as_ref());
        let acts = state_effects(api, reading.members, &states);
        let links = link_effects(reading.said, &reading.named);
        if acts.is_empty() && links.is_empty() {
            continue;
        }
        let within = within_parent(&mut ops[o], resources, child, parent);
        within.acts = acts;
        within.links = links;
    }
}

/// The record a create acts on: the parent its `within` names, else the one its resource is
/// nested below.
fn acted_on(op: &fm::Operation, child: &fm::Resource) -> Option<usize> {
    match &op.within {
        Some(w) => Some(w.parent),
        None => child.relations.iter().find(|r| r.nested).map(|rel| rel.to),
    }
}

/// What a create's body says of the record it acts on.
struct BodyReading {
    /// The body's members, or each variant's where it is one of several (`{type: power_off}`,
    /// `{type: attach, droplet_id}`).
    members: Vec<(String, Shape)>,
    /// The members with values (an enum), each with them.
    said: Vec<(String, Vec<String>)>,
    /// The members naming a record (`droplet_id`) the parent lists the ids of (`droplet_ids`),
    /// each with that list.
    named: Vec<(String, String)>,
}

/// Reads a create's body `shape`, on a parent whose record is `parent`.
fn read_body(api: &Api, shape: &Shape, parent: Option<&Shape>) -> BodyReading {
    let parent_members = parent.and_then(|r| fields(api, r)).unwrap_or_default();
    let mut reading = BodyReading {
        members: Vec::new(),
        said: Vec::new(),
        named: Vec::new(),
    };
    for shape in body_variants(api, shape) {
        let variant = fields(api, &shape).unwrap_or_default();
        for m in &variant {
            if let Some(s) = field_shape(api, &shape, m) {
                reading.members.push((m.clone(), s));
            }
        }
        for m in &variant {
            let values = field_shape(api, &shape, m)
                .map(|s| super::lists::enum_texts(api, &s))
                .unwrap_or_default();
            if !values.is_empty() && !reading.said.iter().any(|(x, _)| x == m) {
                reading.said.push((m.clone(), values));
            }
            if let Some(list) = m.strip_suffix("_id").map(|stem| format!("{stem}_ids"))
                && parent_members.contains(&list)
                && !reading.named.iter().any(|(x, _)| x == m)
            {
                reading.named.push((m.clone(), list));
            }
        }
    }
    reading
}

/// The states a body's enum values leave the parent in: a value ending in a word of the
/// parent's `states` (`power_off` → `off`) sets its `status`, the first member giving a value
/// only.
fn state_effects(api: &Api, members: Vec<(String, Shape)>, states: &[String]) -> Vec<fm::EffectWhen> {
    let mut acts: Vec<fm::EffectWhen> = Vec::new();
    for (m, shape) in members {
        for value in super::lists::enum_texts(api, &shape) {
            if acts.iter().any(|a| a.is == serde_json::Value::String(value.clone())) {
                continue;
            }
            let lower = value.to_ascii_lowercase();
            let last = lower.rsplit(['_', '-']).next().unwrap_or(&lower);
            let Some(state) = states.iter().find(|s| {
                let s = s.to_ascii_lowercase();
                lower != s && (last == s || (s.len() >= 2 && lower.ends_with(&s)))
            }) else {
                continue;
            };
            acts.push(fm::EffectWhen {
                when: format!("/{}", oapigen_runtime::pointer::escape(&m)),
                is: serde_json::Value::String(value.clone()),
                sets: vec![("/status".into(), serde_json::Value::String(state.clone()))],
            });
        }
    }
    acts
}

/// The links a body makes on the parent: where one member says the action (one of its values
/// takes away: `detach` beside `attach`, not any enum such as `region`) and one names a record
/// the parent lists, each value links it, or unlinks it where its word takes away.
fn link_effects(mut said: Vec<(String, Vec<String>)>, named: &[(String, String)]) -> Vec<fm::LinkWhen> {
    said.retain(|(_, values)| values.iter().any(|v| cv::takes_away(v)));
    let ([(when, values)], [(names, list)]) = (said.as_slice(), named) else {
        return Vec::new();
    };
    values
        .iter()
        .map(|is| fm::LinkWhen {
            when: format!("/{}", oapigen_runtime::pointer::escape(when)),
            is: serde_json::Value::String(is.clone()),
            names: names.clone(),
            list: list.clone(),
            adds: !cv::takes_away(is),
        })
        .collect()
}

/// The create's `within`: the one it has, else one naming `parent` by the last of its scope
/// parameters, which it makes records on the item path of.
fn within_parent<'o>(
    op: &'o mut fm::Operation,
    resources: &[fm::Resource],
    child: usize,
    parent: usize,
) -> &'o mut fm::Within {
    let param = match &op.within {
        Some(w) => w.param.clone(),
        None => op.scope_params(&resources[child]).last().cloned().unwrap_or_default(),
    };
    op.within.get_or_insert_with(|| fm::Within {
        parent,
        param,
        by: fm::BelongsBy::Unknown,
        acts: Vec::new(),
        links: Vec::new(),
        why: format!(
            "makes records on the item path of the {} record it acts on",
            resources[parent].name
        ),
    })
}

/// A body's shape, or each variant's where it is a union (through aliases).
fn body_variants(api: &Api, shape: &Shape) -> Vec<Shape> {
    match shape {
        Shape::Named(id) => match &api.ty(*id).kind {
            crate::ir::TypeKind::Union(u) => u.variants.iter().flat_map(|v| body_variants(api, &v.shape)).collect(),
            crate::ir::TypeKind::Alias(inner) => body_variants(api, inner),
            _ => vec![shape.clone()],
        },
        _ => vec![shape.clone()],
    }
}

/// Rule 4: a member of an answer that is the record of a resource the service provisions is a
/// new record of it (`fm::Operation::makes`).
fn made(api: &Api, ops: &mut [fm::Operation], resources: &[fm::Resource], records: &[Option<Shape>]) {
    for (o, op) in api.operations.iter().enumerate() {
        // A read makes nothing.
        if op.method == Method::Get {
            continue;
        }
        let own = ops[o].role.resource();
        let Some(answer) = op.plan.success.single_json() else {
            continue;
        };
        for m in fields(api, answer).unwrap_or_default() {
            let Some(shape) = field_shape(api, answer, &m) else {
                continue;
            };
            for r in kept_as(api, records, &shape, usize::MAX) {
                let target = &resources[r];
                // One scoped by a path's parameter sits on the item path of the operation's
                // own resource, which names it.
                let placed = target.scope.is_empty()
                    || (own.is_some()
                        && target.relations.iter().any(|rel| rel.nested && Some(rel.to) == own)
                        && target.scope.iter().all(|s| op.path.contains(&format!("{{{s}}}"))));
                let pointer = format!("/{}", oapigen_runtime::pointer::escape(&m));
                // A place the answer's holds already make a record of another resource at
                // (`fake/holds.rs`, from the answer's example) is made there once.
                let held = ops[o].holds.iter().any(|h| h.pointer == pointer && !h.many);
                if Some(r) == own || !target.provisioned || !placed || held {
                    continue;
                }
                ops[o].makes.push(fm::Made { pointer, resource: r });
            }
        }
    }
}

/// Rule 5: a query parameter of a resource's list and create named like another resource is a
/// selector that scopes its records.
fn selectors(api: &Api, ops: &mut [fm::Operation], resources: &mut [fm::Resource]) {
    let words: Vec<String> = resources.iter().map(|r| spelled(&last_name(api, r))).collect();
    for r in 0..resources.len() {
        let of_r: Vec<usize> = (0..ops.len())
            .filter(|&o| ops[o].role.resource() == Some(r) && ops[o].within.is_none())
            .collect();
        let query_names = |o: usize| -> Vec<String> {
            api.operations[o]
                .params
                .iter()
                .filter(|p| p.location == ParamLocation::Query)
                .map(|p| p.name.clone())
                .collect()
        };
        let Some(&create) = of_r.iter().find(|&&o| matches!(ops[o].role, fm::Role::Create { .. })) else {
            continue;
        };
        let Some(&list) = of_r.iter().find(|&&o| matches!(ops[o].role, fm::Role::List { .. })) else {
            continue;
        };
        let (made_with, listed_with) = (query_names(create), query_names(list));
        let chosen: Vec<String> = made_with
            .iter()
            .filter(|n| listed_with.contains(n))
            .filter(|n| {
                let stem = n.strip_suffix("_id").or_else(|| n.strip_suffix("_name")).unwrap_or(n);
                words
                    .iter()
                    .enumerate()
                    .any(|(t, w)| t != r && *w == spelled(stem) && !resources[t].provisioned)
            })
            .cloned()
            .collect();
        for name in chosen {
            if resources[r].scope.contains(&name) {
                continue;
            }
            for &o in &of_r {
                if !ops[o].scope.is_empty() {
                    let given = query_names(o).contains(&name);
                    ops[o].scope.push(if given { name.clone() } else { String::new() });
                }
            }
            resources[r].scope.push(name.clone());
            resources[r].why.push(format!(
                "`?{name}` names the record of another resource it belongs to: it scopes records as a path parameter does"
            ));
        }
    }
}
