//! Reading a record the request names, and the answer that shows it: below every role that
//! acts on a record (`roles`, `links`, `tasks`), above what they share (`answers`, `labels`,
//! `relations`, `records`).

use serde_json::Value;

use super::{Ctx, answers, labels, records, relations, stable_hash};
use crate::answer::{Answer, success};
use crate::judge::Input;
use crate::store::Entry;

/// Shows the children made with `parent` of `resource` (`make_children`) once it is shown.
pub(super) fn show_children(cx: &mut Ctx<'_>, resource: usize, parent: &str) {
    let model = cx.model;
    for (c, child) in model.resources.iter().enumerate() {
        let below = child.relations.iter().any(|r| r.nested && r.to == resource);
        if !below {
            continue;
        }
        let hidden: Vec<String> = cx
            .st
            .store
            .list_all(c)
            .filter(|e| !e.visible && e.scope.last().map(String::as_str) == Some(parent))
            .map(|e| e.id.clone())
            .collect();
        for id in hidden {
            cx.st.store.set_visible(c, &id);
            relations::stored(cx, c, &id);
        }
    }
}

/// What a deleted record the request names reads back as (`Store::bury`), as the read's answer.
pub(super) fn buried(cx: &Ctx<'_>, op: usize, resource: usize, input: &Input) -> Option<Answer> {
    let res = &cx.model.resources[resource];
    let id = input.path_param(cx.model.operations[op].id_param(res))?;
    let body = cx.st.store.grave(resource, id)?.clone();
    let (status, _) = success(&cx.model.operations[op]);
    Some(Answer::json(status, body))
}

/// The visible record a request names (made for it under `auto_create`), or the 404.
pub(super) fn lookup(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Result<Entry, Answer> {
    let model = cx.model;
    let res = &model.resources[resource];
    let scope = cx.scope_of(op, resource, input);
    let id = input
        .path_param(model.operations[op].id_param(res))
        .unwrap_or_default()
        .to_string();
    // `/releases/tags/v1.0`: the record whose `tag_name` is it.
    if let Some(m) = &model.operations[op].by_member {
        let found = cx.st.store.list(resource, &scope).find(|e| {
            e.visible
                && relations::ids(super::records::unwrapped(res.wrapper.as_deref(), &e.record).get(m)).first()
                    == Some(&id)
        });
        return match found {
            Some(e) => Ok(e.clone()),
            None => Err(cx.error(op, 404, &format!("no {} has the {m} {id}", res.name), &[])),
        };
    }
    if let Some(e) = cx.st.store.find(resource, &scope, &id).filter(|e| e.visible) {
        return Ok(e.clone());
    }
    // `/projects/web` where `{project}` is a name or an id: the one record whose `name` is it.
    let named: Vec<&Entry> = cx
        .st
        .store
        .list(resource, &scope)
        .take_while(|_| !res.also_by.is_empty())
        .filter(|e| {
            res.also_by
                .iter()
                .any(|m| e.record.get(m).and_then(Value::as_str) == Some(id.as_str()))
        })
        .collect();
    if let [one] = named.as_slice() {
        return Ok((*one).clone());
    }
    let missing = format!("no {} has the id {id}", res.name);
    // A record the service provisions (the document has no create for it, and no answer makes
    // one: a region, a model) is there when it is named, as it is in contract mode for every
    // resource; unless it was deleted.
    let catalogue = res.provisioned
        && !model.operations.iter().any(|o| {
            o.role.resource() != Some(resource)
                && (o.makes.iter().any(|m| m.resource == resource)
                    || o.holds.iter().any(|h| h.resources.contains(&resource)))
        });
    // In contract mode every call finds its record, whatever ran before it.
    let made_when_named = cx.options.auto_create || (catalogue && !cx.st.store.was_deleted(resource, &id));
    if !made_when_named || cx.st.store.find(resource, &scope, &id).is_some() {
        return Err(cx.error(op, 404, &missing, &[]));
    }
    // The same id gets the same record whatever happened before: its own generator.
    let seeded = fastrand::Rng::with_seed(stable_hash(&[&cx.options.seed.to_string(), &res.name, &id]));
    let saved = std::mem::replace(&mut cx.st.rng, seeded);
    let scope_pairs: Vec<(String, String)> = res
        .scope
        .iter()
        .zip(&scope)
        .map(|(k, v)| (k.clone(), v.clone().unwrap_or_default()))
        .collect();
    // A path's text the record's identity member cannot hold (`cluster_name` where names
    // match `^[a-z0-9-]+$`) still names a record: one whose member holds a value its
    // schema allows, found under the path's text.
    let built = records::build(cx, resource, &scope_pairs, &id, None, None)
        .or_else(|_| records::build(cx, resource, &scope_pairs, "", None, None));
    cx.st.rng = saved;
    let Ok(record) = built else {
        return Err(cx.error(op, 404, &missing, &[]));
    };
    let entry = Entry {
        id,
        scope: scope_pairs.into_iter().map(|(_, v)| v).collect(),
        record,
        visible: true,
    };
    cx.st.store.insert(resource, entry.clone());
    relations::stored(cx, resource, &entry.id);
    Ok(entry)
}

/// The record as the operation's success answer: where the answer holds records
/// (`Operation::holds`), made around it (`answers::around`); else itself when the schema takes
/// it, else a value made from the schema with the record's members that fit.
pub(super) fn record_answer(cx: &mut Ctx<'_>, op: usize, id: &str, record: &Value, input: &Input) -> Answer {
    let counted = cx.model.operations[op]
        .role
        .resource()
        .and_then(|r| labels::counted(cx, r, id, record));
    let record = counted.as_ref().unwrap_or(record);
    let expanded = relations::expanded(cx, op, record, &input.query);
    let record = expanded.as_ref().unwrap_or(record);
    if !cx.model.operations[op].holds.is_empty() {
        return answers::around(cx, op, id, record, input);
    }
    let (status, response) = success(&cx.model.operations[op]);
    let Some(response) = response else {
        return Answer::empty(status);
    };
    match cx.slot(response.schema) {
        Some(loc) => match records::fit(cx, &loc, record) {
            Ok(v) => Answer::json(status, v),
            Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
        },
        None if response.content_type.is_some() => Answer::json(status, record.clone()),
        None => Answer::empty(status),
    }
}
