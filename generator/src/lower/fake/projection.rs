//! The fake's resources, projected from the IR's resource model (`lower/resources`): the
//! resources that keep records, each operation's role on them and the parameters it names them
//! by, their relations, and where an operation attaches what it makes to another record.

use oapigen_fake::model as fm;

use super::success_slot;
use crate::ir::{Api, OnDelete, Resources, Role, Source};

/// The fake's resources: the IR's resources that keep records, but the one that reads tasks
/// (the fake serves tasks by their own protocol), and each operation's role and parameters.
/// Returns them with the IR's resource of each.
pub(super) fn project_resources(api: &Api, ops: &mut [fm::Operation]) -> (Vec<fm::Resource>, Vec<usize>) {
    let model = &api.resources;
    let tasks = api.primary_poll.and_then(|p| model.places[p].resource);
    let mut index = vec![None; model.list.len()];
    let mut out: Vec<fm::Resource> = Vec::new();
    let mut from_ir: Vec<usize> = Vec::new();
    for (r, at) in index.iter_mut().enumerate() {
        if Some(r) == tasks {
            continue;
        }
        let Some(resource) = resource_model(api, ops, r) else {
            continue;
        };
        *at = Some(out.len());
        from_ir.push(r);
        out.push(resource);
    }
    assign_roles(model, ops, &out, &index);
    relate(model, &mut out, &index);
    attachments(model, ops, &index);
    (out, from_ir)
}

/// The fake's resource of the IR's resource `r`, where it has a collection, an item path and
/// an id parameter: the record as read is the default read's answer, else the answer of a
/// create that starts no tasks.
fn resource_model(api: &Api, ops: &[fm::Operation], r: usize) -> Option<fm::Resource> {
    let model = &api.resources;
    let res = &model.list[r];
    let (Some(collection), Some(item), Some(id_param)) = (&res.collection, &res.item, &res.id_param) else {
        return None;
    };
    let record = super::super::resources::record_op(api, model, r)
        .and_then(|o| success_slot(&ops[o]))
        .or_else(|| {
            model
                .with_role(r, Role::Create)
                .find(|&o| ops[o].starts_tasks.is_none())
                .and_then(|o| success_slot(&ops[o]))
        });
    Some(fm::Resource {
        name: res.joined(),
        collection: collection.clone(),
        item: item.clone(),
        scope: res.scope.clone(),
        id_param: id_param.clone(),
        id_member: res.id_member.clone(),
        also_by: res.also_by.clone(),
        wrapper: res.wrapper.clone(),
        record,
        task_key: res.task_key.clone(),
        source: match res.source {
            Source::Inferred => "inferred".into(),
            Source::Overlay => "overlay".into(),
            Source::Samples => "code samples".into(),
        },
        why: res.why.clone(),
        relations: Vec::new(),
        scope_members: Vec::new(),
        fixed: Vec::new(),
        id_form: None,
        stamps: Vec::new(),
        links: Vec::new(),
        renames: Vec::new(),
        numbered: Vec::new(),
        named_inside: Vec::new(),
        listed_by_id: Vec::new(),
        tag_lists: Vec::new(),
        labels: Vec::new(),
        label_counts: None,
        unique: Vec::new(),
        provisioned: false,
    })
}

/// Each operation's role on the fake's resource its place names (stateless where none), what
/// it sets, and the parameters it names the record by where they differ from the resource's
/// default paths'.
fn assign_roles(model: &Resources, ops: &mut [fm::Operation], out: &[fm::Resource], index: &[Option<usize>]) {
    for (o, place) in model.places.iter().enumerate() {
        let Some(resource) = place.resource.and_then(|r| index[r]) else {
            ops[o].role = fm::Role::Stateless;
            continue;
        };
        ops[o].role = role_on(place.role, resource);
        ops[o].effect = place.effect.clone();
        ops[o].effect_by = place
            .effect_by
            .iter()
            .map(|e| fm::EffectWhen {
                when: e.pointer.clone(),
                is: e.value.clone(),
                sets: e.sets.clone(),
            })
            .collect();
        ops[o].from = place.from.clone();
        ops[o].pending = place.pending.clone();
        // Parameters named otherwise than on the resource's default paths.
        let res = &out[resource];
        if place.scope != res.scope {
            ops[o].scope = place.scope.clone();
        }
        if place.id_param.as_ref().is_some_and(|p| *p != res.id_param) {
            ops[o].id_param = place.id_param.clone();
        }
    }
}

/// The fake's role of an operation whose IR role is `role` on `resource`.
fn role_on(role: Role, resource: usize) -> fm::Role {
    match role {
        Role::Create => fm::Role::Create { resource },
        Role::List => fm::Role::List { resource },
        Role::Get => fm::Role::Read { resource },
        Role::Update => fm::Role::Update { resource },
        Role::Replace => fm::Role::Replace { resource },
        Role::Delete => fm::Role::Delete { resource },
        Role::Action => fm::Role::Action { resource },
        Role::Stateless => fm::Role::Stateless,
    }
}

/// The IR's relations between resources the fake keeps, each on the resource it is from, with
/// why it was read.
fn relate(model: &Resources, out: &mut [fm::Resource], index: &[Option<usize>]) {
    for rel in &model.relations {
        let (Some(from), Some(to)) = (index[rel.from], index[rel.to]) else {
            continue;
        };
        out[from].relations.push(fm::Relation {
            member: rel.member.clone(),
            to,
            many: rel.many,
            nested: rel.nested,
            within: rel.within.clone(),
            listed_as: rel.listed_as.clone(),
            listed_ids: rel.listed_ids,
            on_delete: match rel.on_delete {
                OnDelete::Cascade => fm::OnDelete::Cascade,
                OnDelete::Refuse => fm::OnDelete::Refuse,
                OnDelete::Keep => fm::OnDelete::Keep,
            },
        });
        out[from].why.push(format!("relation: {}", rel.why));
    }
}

/// Where each operation attaches what it makes to a list of another record
/// (`fm::Operation::attach`), on the fake's resource of that record.
fn attachments(model: &Resources, ops: &mut [fm::Operation], index: &[Option<usize>]) {
    for (o, place) in model.places.iter().enumerate() {
        ops[o].attach = place.attach.as_ref().map(|a| fm::Attach {
            list: a.list.clone(),
            member: a.member.clone(),
            adds: a.adds,
            names: a.names.clone(),
            entry_id: a.entry_id.clone(),
            on: a.on.and_then(|t| index[t]),
        });
    }
}
