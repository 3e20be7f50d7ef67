//! Rule 3: what each operation of a resource does, and the method it is named by.

use std::collections::BTreeMap;

use super::index::Index;
use super::loose::{posts_to_collection, standard_verb};
use super::words::{Seg, Vocabulary, action_by_summary, key, segs, spelled_by_summary};
use super::{Found, verbs};
use crate::ir::*;

/// Every operation unplaced: no resource, no role, its method named after its operationId.
pub(super) fn unplaced(api: &Api) -> Resources {
    let place = |op: &Operation| Place {
        resource: None,
        role: Role::Stateless,
        method: op.rust_name.to_string(),
        superseded: false,
        scope: Vec::new(),
        id_param: None,
        group: Vec::new(),
        named_at: None,
        effect: Vec::new(),
        effect_by: Vec::new(),
        from: Vec::new(),
        pending: Vec::new(),
        attach: None,
    };
    Resources {
        list: Vec::new(),
        places: api.operations.iter().map(place).collect(),
        relations: Vec::new(),
    }
}

/// The standard roles: on the collection POST creates and GET lists; on the item GET gets,
/// PATCH updates, PUT replaces (named `update` where its words say so and no PATCH takes the
/// word), DELETE deletes, and a POST updates where it does (`verbs::post_updates`).
pub(super) fn assign_roles(index: &Index<'_>, found: &[Found], resources: &mut Resources) {
    let api = index.api;
    for (r, f) in found.iter().enumerate() {
        let collection_key = &f.item_key[..f.item_key.len() - 1];
        let keys = [(collection_key, false), (&f.item_key[..], true)].into_iter().chain(
            f.also_at
                .iter()
                .flat_map(|k| [(&k[..k.len() - 1], false), (&k[..], true)]),
        );
        for (k, on_item) in keys {
            let has_patch = index.has(k, Method::Patch);
            let read = index.read_of(k);
            for &e in index.at(k) {
                let Some(o) = index.op_at(e) else { continue };
                let op = &api.operations[o];
                let role = match (on_item, op.method) {
                    (false, Method::Post) => Role::Create,
                    (false, Method::Get) => Role::List,
                    (true, Method::Get) => Role::Get,
                    (true, Method::Patch) => Role::Update,
                    (true, Method::Put) => Role::Replace,
                    (true, Method::Delete) => Role::Delete,
                    // Several APIs update by POST on the item (`POST /v1/customers/{customer}`).
                    (true, Method::Post) if !has_patch && verbs::post_updates(api, op, read) => Role::Update,
                    _ => continue,
                };
                let place = &mut resources.places[o];
                place.resource = Some(r);
                place.role = role;
                let updates = role == Role::Replace && !has_patch && verbs::own_verb(op) == Some("update");
                place.method = if updates { "update" } else { role.word() }.to_string();
            }
        }
    }
}

/// Paths of literals below an item: a POST alone on its path is an action named by its words
/// (by its verb alone where it makes a record of the item's list its path passes through); a
/// path with other methods is a part of the item with the standard words, or, alone on its
/// path, named by its last literal where that is its verb (`get_console`, `search`).
pub(super) fn assign_parts(index: &Index<'_>, found: &[Found], vocabulary: &Vocabulary, resources: &mut Resources) {
    let api = index.api;
    let by_item: std::collections::HashMap<&[String], usize> =
        found.iter().enumerate().map(|(i, f)| (&f.item_key[..], i)).collect();
    for (k, es) in &index.groups {
        // The deepest resource whose item this path extends by literals alone.
        let Some(r) = (1..k.len())
            .rev()
            .take_while(|&n| k[n] != "{}")
            .find_map(|n| by_item.get(&k[..n]).copied())
        else {
            continue;
        };
        let mut methods: Vec<Method> = es.iter().map(|&e| api.endpoints[e].method).collect();
        methods.sort();
        methods.dedup();
        for &e in es {
            let Some(o) = index.op_at(e) else { continue };
            if resources.places[o].resource.is_some() {
                continue;
            }
            let op = &api.operations[o];
            let literals: Vec<String> = segs(&op.path)
                .into_iter()
                .rev()
                .take(k.len() - found[r].item_key.len())
                .filter_map(|s| match s {
                    Seg::Lit(l) => {
                        Some(spelled_by_summary(op.summary.as_deref(), l).unwrap_or_else(|| vocabulary.split(l)))
                    }
                    Seg::Param(_) => None,
                })
                .collect::<Vec<_>>()
                .into_iter()
                .rev()
                .collect();
            let literals = verbs_of_records_below(index, &found[r].item_key, k, op, literals);
            let place = &mut resources.places[o];
            place.resource = Some(r);
            place.role = Role::Action;
            let own_verb =
                |l: &String| verbs::literal_is_verb(op, l) || l.starts_with("get_") || l.starts_with("list_");
            let makes = methods == [Method::Post] && literals.last().is_some_and(|l| posts_to_collection(op, l));
            if makes {
                place.group = literals;
                place.method = "create".into();
            } else if methods == [Method::Post] && reads_list_by_post(api, op, &literals) {
                place.group = literals;
                place.method = "list".into();
            } else if methods == [Method::Post] {
                place.method = action_name(&found[r], op, &literals);
            } else if methods.len() == 1 && literals.last().is_some_and(own_verb) {
                place.method = literals.last().cloned().unwrap_or_default();
                place.group = literals[..literals.len() - 1].to_vec();
            } else {
                // A POST beside a GET of the same answer on a part of the item changes the part
                // (`POST …/{customer}/cash_balance`): there is no collection below to add to.
                let read = index.read_of(k);
                let changes = op.method == Method::Post
                    && !methods.contains(&Method::Patch)
                    && read.is_some_and(|g| verbs::same_answer(api, op, g));
                place.group = literals;
                place.method = if changes {
                    "update".to_string()
                } else {
                    standard_verb(api, op, false, methods.contains(&Method::Patch))
                };
            }
        }
    }
}

/// The method of a POST alone below an item of `found`: its literals' words, or its summary's
/// where that names the action otherwise (`words::action_by_summary`).
fn action_name(found: &Found, op: &Operation, literals: &[String]) -> String {
    let own: Vec<String> = found
        .namespace
        .iter()
        .chain([&found.leaf])
        .flat_map(|w| w.split('_').map(str::to_string).collect::<Vec<_>>())
        .collect();
    let joined = literals.join("_");
    match literals {
        [one] => action_by_summary(op.summary.as_deref(), one, &own, &op.id).unwrap_or(joined),
        _ => joined,
    }
}

/// A POST alone on a plural noun that its summary says it gets or lists, answering a list or a
/// page (`POST …/{instance_id}/metrics`, "Get instance metrics", `{count, results}`): the
/// request's body is the query, and the call lists (`metrics().list()`).
fn reads_list_by_post(api: &Api, op: &Operation, literals: &[String]) -> bool {
    let ([literal], Some(summary)) = (literals, op.summary.as_deref()) else {
        return false;
    };
    let first = summary
        .split_whitespace()
        .next()
        .unwrap_or_default()
        .to_ascii_lowercase();
    let plural = literal.ends_with('s') && !literal.ends_with("ss") && !verbs::literal_is_verb(op, literal);
    let listed = match op.plan.success.single_json() {
        Some(Shape::Array(_)) => true,
        Some(shape) => verbs::page_items(api, shape).is_some(),
        None => false,
    };
    plural && listed && matches!(first.as_str(), "get" | "list")
}

/// An action below an item's list of records of its own that answers one of those records
/// (`POST /servers/{id}/actions/reboot` answers an action, as `GET /servers/{id}/actions/{a}` does;
/// or beside other members, `{action, root_password}`, or a list of them) is named by its verb
/// alone: the list names what it makes, not what it does. So is one of several POSTs alone
/// below a literal no list or item extends (`/primary_ips/{id}/actions/{assign,unassign}`): the
/// literal groups verbs.
fn verbs_of_records_below(
    index: &Index<'_>,
    item: &[String],
    k: &[String],
    op: &Operation,
    literals: Vec<String>,
) -> Vec<String> {
    if op.method != Method::Post || k.len() != item.len() + 2 || literals.len() != 2 {
        return literals;
    }
    let group = &k[..item.len() + 1];
    let mut record = group.to_vec();
    record.push("{}".into());
    let api = index.api;
    let holds = index
        .read_of(&record)
        .is_some_and(|read| verbs::same_answer(api, op, read) || verbs::holds_answer(api, op, read));
    // Every path below the literal a verb with POST alone, and nothing at the literal itself.
    let below: Vec<&Vec<String>> = index
        .groups
        .keys()
        .filter(|x| x.len() > group.len() && x.starts_with(group))
        .collect();
    let verbs_only = below.len() >= 2
        && index.at(group).is_empty()
        && below.iter().all(|x| {
            x.len() == group.len() + 1
                && x.last().is_some_and(|w| w != "{}")
                && index.at(x).iter().all(|&e| api.endpoints[e].method == Method::Post)
        });
    if holds || verbs_only {
        literals[1..].to_vec()
    } else {
        literals
    }
}

/// Where versions offer the same method of a resource, the newest is the default and the others
/// are superseded (they stay reachable, named by their version).
pub(super) fn mark_superseded(api: &Api, resources: &mut Resources) {
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
}

/// Where versions offer one name of the API (a resource's or not: `POST /v1/pricing/…/loadbalancers`
/// beside `/v2/…`), the older ones are superseded, named by their version: operations of one
/// version are told apart otherwise.
pub(super) fn mark_older_versions(api: &Api, resources: &mut Resources) {
    let mut by_name: BTreeMap<(Option<usize>, Vec<String>, String), Vec<usize>> = BTreeMap::new();
    for (o, place) in resources.places.iter().enumerate() {
        by_name
            .entry((place.resource, place.group.clone(), place.method.clone()))
            .or_default()
            .push(o);
    }
    for ops in by_name.values().filter(|v| v.len() > 1) {
        let newest = ops
            .iter()
            .map(|&o| key(&api.operations[o].path).1)
            .max()
            .unwrap_or_default();
        for &o in ops {
            if key(&api.operations[o].path).1 < newest {
                resources.places[o].superseded = true;
            }
        }
    }
}
