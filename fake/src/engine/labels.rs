//! Labels (`model::Resource::labels`): records other records list by name (a droplet's `tags`).
//! A label is counted and listed from the records that list it, put on and taken off by its
//! actions, made when a record first lists it, and taken off every record when it is deleted.

use serde_json::{Value, json};

use super::{Ctx, relations};
use crate::answer::{member, set_checked};
use crate::judge::Input;
use crate::model::Label;
use crate::store::Entry;

/// Whether the record lists the label `id`.
fn lists(record: &Value, label: &Label, id: &str) -> bool {
    match record.get(&label.member) {
        Some(Value::Array(names)) => names.iter().any(|n| n.as_str() == Some(id)),
        _ => false,
    }
}

/// The visible records of `label`'s resource that list `id`.
fn labelled<'c>(cx: &'c Ctx<'_>, label: &'c Label, id: &'c str) -> impl Iterator<Item = &'c Entry> + 'c {
    cx.st
        .store
        .list_all(label.resource)
        .filter(move |e| e.visible && lists(&e.record, label, id))
}

/// The label's record with its counts of what it is on (`Resource::label_counts`), where it
/// counts them.
pub(super) fn counted(cx: &Ctx<'_>, resource: usize, id: &str, record: &Value) -> Option<Value> {
    let res = &cx.model.resources[resource];
    let counts = res.label_counts.as_ref()?;
    let loc = cx.record_loc(resource)?;
    let mut out = record.clone();
    let mut total = 0;
    for label in &res.labels {
        let n = labelled(cx, label, id).count();
        total += n;
        if let Some(kind) = &label.counted_as {
            let at = format!("{}{}{}", counts.pointer, member(kind), member(&counts.count));
            set_checked(cx.schemas, &loc, &mut out, &at, json!(n));
        }
    }
    let at = format!("{}{}", counts.pointer, member(&counts.count));
    set_checked(cx.schemas, &loc, &mut out, &at, json!(total));
    Some(out)
}

/// The records the label `id` is on, each as a labelled page's item says them (`{type: droplet,
/// data: {…}}`), kind by kind.
pub(super) fn page_items(cx: &Ctx<'_>, op: usize, resource: usize, id: &str) -> Vec<Value> {
    let Some(page) = &cx.model.operations[op].labelled else {
        return Vec::new();
    };
    let mut items = Vec::new();
    for label in &cx.model.resources[resource].labels {
        let wrapper = cx.model.resources[label.resource].wrapper.as_deref();
        for e in labelled(cx, label, id) {
            let record = super::records::unwrapped(wrapper, &e.record).clone();
            let mut item = serde_json::Map::new();
            item.insert(page.kind.clone(), Value::String(label.kind.clone()));
            item.insert(page.data.clone(), record);
            items.push(Value::Object(item));
        }
    }
    items
}

/// Puts the label `id` on the record (or takes it off), where its list stays valid.
fn put(cx: &mut Ctx<'_>, label: &Label, record_id: &str, id: &str, adds: bool) {
    let Some(before) = cx.st.store.find(label.resource, &[], record_id).cloned() else {
        return;
    };
    let Some(loc) = cx.record_loc(label.resource) else {
        return;
    };
    if adds == lists(&before.record, label, id) {
        return;
    }
    let mut names: Vec<Value> = match before.record.get(&label.member) {
        Some(Value::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    if adds {
        names.push(Value::String(id.to_string()));
    } else {
        names.retain(|n| n.as_str() != Some(id));
    }
    let mut record = before.record.clone();
    if !set_checked(
        cx.schemas,
        &loc,
        &mut record,
        &member(&label.member),
        Value::Array(names),
    ) {
        return;
    }
    if let Some(e) = cx.st.store.find_mut(label.resource, &[], record_id) {
        e.record = record;
        relations::changed(cx, label.resource, &before);
    }
}

/// What a labelling action's body names (`Operation::labelling`), or a create's lists
/// (`Operation::labels_by`): (label, record id) pairs, or the body member naming a record the
/// fake does not hold, with its message.
pub(super) fn named(
    cx: &Ctx<'_>,
    op: usize,
    resource: usize,
    input: &Input,
) -> Result<Vec<(usize, String)>, (String, String)> {
    let operation = &cx.model.operations[op];
    let labels = &cx.model.resources[resource].labels;
    let body = input.body.as_ref();
    let mut out = Vec::new();
    if let Some(l) = &operation.labelling {
        let entries = body.and_then(|b| b.get(&l.list)).and_then(Value::as_array);
        for entry in entries.into_iter().flatten() {
            let kind = entry.get(&l.kind).and_then(Value::as_str);
            let (Some(i), Some(id)) = (
                labels.iter().position(|lb| Some(lb.kind.as_str()) == kind),
                relations::ids(entry.get(&l.id)).into_iter().next(),
            ) else {
                continue;
            };
            out.push((i, id, l.list.clone()));
        }
    }
    for (m, r) in &operation.labels_by {
        let Some(i) = labels.iter().position(|lb| lb.resource == *r) else {
            continue;
        };
        for id in relations::ids(body.and_then(|b| b.get(m))) {
            out.push((i, id, m.clone()));
        }
    }
    if !cx.options.auto_create
        && let Some((i, id, m)) = out.iter().find(|(i, id, _)| {
            cx.st
                .store
                .find(labels[*i].resource, &[], id)
                .is_none_or(|e| !e.visible)
        })
    {
        let name = &cx.model.resources[labels[*i].resource].name;
        return Err((m.clone(), format!("`{m}` names no record of {name}: {id}")));
    }
    Ok(out.into_iter().map(|(i, id, _)| (i, id)).collect())
}

/// Puts the label `id` on (or takes it off) the records `named` names.
pub(super) fn apply(cx: &mut Ctx<'_>, resource: usize, id: &str, named: &[(usize, String)], adds: bool) {
    let model = cx.model;
    for (i, record_id) in named {
        put(cx, &model.resources[resource].labels[*i], record_id, id, adds);
    }
}

/// After the label `id` was deleted: no record lists it any more.
pub(super) fn forget(cx: &mut Ctx<'_>, resource: usize, id: &str) {
    let model = cx.model;
    for label in &model.resources[resource].labels {
        let on: Vec<String> = labelled(cx, label, id).map(|e| e.id.clone()).collect();
        for record_id in on {
            put(cx, label, &record_id, id, false);
        }
    }
}
