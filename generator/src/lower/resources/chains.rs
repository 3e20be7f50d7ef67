//! Rules on the finished name chains (rule 4c), where every resource and group is named:
//! `join_tagged_namespaces` (path namespaces one tag names as one thing are one name:
//! `gpu_virtual.clusters`), `descend_into_groups` (a method named as the group below it is that
//! group's standard method: `pricing.instances.create`), `group_actions_by_noun` (an action
//! named by a verb and a collection below the record is that collection's:
//! `instances.interfaces.attach`), `tell_apart_by_parameter` (a write on a collection beside
//! the same word on its item is the word of many, `config_maps.delete_many`; another call told
//! apart from its twin by the parameter its path adds, `suppressions.list_by_email`).

use std::collections::BTreeSet;

use super::loose::{STANDARD_WORDS, standard_verb};
use super::words::squash;
use crate::ir::*;

/// A run of two or more names at the top of the tree that name no resource (namespaces:
/// `/gpu/virtual/…`), under which every operation carries the one tag whose
/// words spell them (`GPU Virtual`), is one name (`gpu_virtual`). A tag written as a path
/// (`system/hardware`) states the nesting instead, and keeps it.
pub(super) fn join_tagged_namespaces(api: &Api, resources: &mut Resources) {
    let chains: Vec<Vec<String>> = (0..resources.places.len()).map(|o| resources.chain(o)).collect();
    let named: BTreeSet<&[String]> = resources.list.iter().map(|r| r.name.as_slice()).collect();
    let mut joins: Vec<(Vec<String>, String)> = Vec::new();
    let prefixes: BTreeSet<&[String]> = chains
        .iter()
        .flat_map(|c| (2..=c.len()).map(move |n| &c[..n]))
        .collect();
    for prefix in prefixes {
        if named.contains(prefix) || joins.iter().any(|(j, _)| prefix.starts_with(j)) {
            continue;
        }
        let mut tags = chains
            .iter()
            .enumerate()
            .filter(|(_, c)| c.starts_with(prefix))
            .map(|(o, _)| api.operations[o].tags.as_slice());
        let Some([tag]) = tags.next() else { continue };
        let phrase = !tag.contains('/');
        let spelled = squash(tag) == squash(&prefix.concat());
        let joined = prefix.join("_");
        let free = !chains.iter().any(|c| c.first() == Some(&joined));
        if phrase && spelled && free && tags.all(|t| t == [tag.clone()]) {
            joins.push((prefix.to_vec(), tag.clone()));
        }
    }
    for (prefix, tag) in joins {
        let rename = |c: &mut Vec<String>| {
            let renamed = c.starts_with(&prefix);
            if renamed {
                c.splice(..prefix.len(), [prefix.join("_")]);
            }
            renamed
        };
        for r in &mut resources.list {
            let before = r.dotted();
            if rename(&mut r.name) {
                r.why.push(format!(
                    "named {} as its operations' tag `{tag}` names `{}` as one thing (inferred: {before})",
                    r.dotted(),
                    prefix.join(".")
                ));
            }
        }
        for p in &mut resources.places {
            match &mut p.named_at {
                Some(c) => _ = rename(c),
                None if p.resource.is_none() => _ = rename(&mut p.group),
                None => {}
            }
        }
    }
}

/// Where a method of no standard word is named as the group below its own chain
/// (`pricing.instances()` beside `pricing.instances.get()`), it is that group's method of its
/// HTTP method's standard word (`pricing.instances.create()`), not a numbered name.
pub(super) fn descend_into_groups(api: &Api, resources: &mut Resources) {
    let chains: BTreeSet<Vec<String>> = (0..resources.places.len()).map(|o| resources.chain(o)).collect();
    let mut moves = Vec::new();
    for (o, place) in resources.places.iter().enumerate() {
        if STANDARD_WORDS.contains(&place.method.as_str()) || !matches!(place.role, Role::Stateless | Role::Action) {
            continue;
        }
        let mut below = resources.chain(o);
        below.push(place.method.clone());
        if chains.iter().any(|c| c.starts_with(&below)) {
            let op = &api.operations[o];
            moves.push((o, standard_verb(api, op, place.id_param.is_some(), false)));
        }
    }
    for (o, verb) in moves {
        let place = &mut resources.places[o];
        let word = std::mem::replace(&mut place.method, verb);
        match &mut place.named_at {
            Some(named) => named.push(word),
            None => place.group.push(word),
        }
    }
}

/// An action on a record named by a verb and the singular of a collection below that record
/// (`POST /instances/{id}/attach_interface` beside `GET /instances/{id}/interfaces`) is that
/// collection's action of the verb (`instances.interfaces.attach()`).
pub(super) fn group_actions_by_noun(resources: &mut Resources) {
    let chains: BTreeSet<Vec<String>> = (0..resources.places.len())
        .filter(|&o| resources.places[o].named_at.is_none() && resources.places[o].resource.is_some())
        .map(|o| resources.chain(o))
        .collect();
    for o in 0..resources.places.len() {
        let place = &resources.places[o];
        let (Role::Action, Some(r), None, true) = (place.role, place.resource, &place.named_at, place.group.is_empty())
        else {
            continue;
        };
        let method = place.method.clone();
        let Some((verb, noun)) = method.split_once('_') else {
            continue;
        };
        if noun.contains('_') {
            continue;
        }
        let mut below = resources.list[r].name.clone();
        let Some(collection) = chains
            .iter()
            .filter(|c| c.len() == below.len() + 1 && c.starts_with(&below))
            .filter_map(|c| c.last())
            .find(|w| super::super::conventions::plural_of(w, noun))
            .cloned()
        else {
            continue;
        };
        below.push(collection.clone());
        let place = &mut resources.places[o];
        place.method = verb.to_string();
        place.group = vec![collection];
    }
}

/// Where two calls fall on one name and one's path is the other's and parameters more: a
/// write on a collection beside the same write on its item (`DELETE /namespaces/{ns}/configmaps`
/// beside `DELETE …/configmaps/{name}`) writes many of its records, `delete_many`; otherwise the
/// longer is told apart by its parameter (`GET /asm/suppressions/{email}` beside `GET
/// /asm/suppressions`: `list_by_email`), not by a number. An action on a collection beside the
/// same action on its item acts on many (`POST /tasks/acknowledge` beside `POST
/// /tasks/{task_id}/acknowledge`: `acknowledge_many`).
pub(super) fn tell_apart_by_parameter(api: &Api, resources: &mut Resources) {
    let mut by_name: std::collections::BTreeMap<(Vec<String>, String), Vec<usize>> = Default::default();
    for (o, p) in resources.places.iter().enumerate() {
        if !p.superseded {
            by_name
                .entry((resources.chain(o), p.method.clone()))
                .or_default()
                .push(o);
        }
    }
    let path = |o: usize| api.operations[o].path.trim_end_matches('/');
    // The parameters path `long` adds to `short`'s, if it adds only parameters
    // (`…/stats/{year}/{month}` beside `…/stats`: `year_month`).
    let added = |short: usize, long: usize| -> Option<String> {
        let rest = path(long).strip_prefix(path(short))?.strip_prefix('/')?;
        let names: Option<Vec<String>> = rest
            .split('/')
            .map(|seg| {
                let name = seg.strip_prefix('{')?.strip_suffix('}')?;
                (!name.is_empty() && !name.contains(['{', '}'])).then(|| crate::lower::naming::snake_words(name))
            })
            .collect();
        names.map(|n| n.join("_"))
    };
    // Whether `long` is `short` with a parameter before its last segment (`/tasks/{task_id}/
    // acknowledge` beside `/tasks/acknowledge`): the same action on one record and on many.
    let within = |short: usize, long: usize| -> bool {
        let (s, l) = (path(short), path(long));
        let (Some((s_head, s_last)), Some((l_head, l_last))) = (s.rsplit_once('/'), l.rsplit_once('/')) else {
            return false;
        };
        s_last == l_last
            && l_head
                .strip_prefix(s_head)
                .and_then(|rest| rest.strip_prefix('/'))
                .is_some_and(|p| p.starts_with('{') && p.ends_with('}') && !p.contains('/'))
    };
    for ((_, method), ops) in by_name {
        if ops.len() < 2 {
            continue;
        }
        if !super::loose::STANDARD_WORDS.contains(&method.as_str()) {
            let many: Vec<usize> = ops
                .iter()
                .copied()
                .filter(|&short| ops.iter().any(|&long| within(short, long)))
                .collect();
            for o in many {
                resources.places[o].method = format!("{method}_many");
            }
            continue;
        }
        let writes = matches!(method.as_str(), "delete" | "update" | "replace");
        let mut renamed: Vec<(usize, String)> = Vec::new();
        for &short in &ops {
            for &long in &ops {
                let Some(param) = added(short, long) else { continue };
                let (o, name) = if writes {
                    (short, format!("{method}_many"))
                } else {
                    (long, format!("{method}_by_{param}"))
                };
                if !renamed.iter().any(|(x, _)| *x == o) {
                    renamed.push((o, name));
                }
            }
        }
        for (o, name) in renamed {
            resources.places[o].method = name;
        }
    }
}
