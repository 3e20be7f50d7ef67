//! What each role does to the store and answers: create, read, update, replace, delete,
//! actions on an item, and answers made from the schema alone.

use serde_json::{Map, Value};

use super::reads::{lookup, record_answer};
use super::{Ctx, answers, attach, belongs, labels, records, relations, tasks};
use crate::answer::{Answer, member, set_at, set_checked, success};
use crate::error::{Error, Violation};
use crate::judge::{Input, scalar};
use crate::store::Entry;
use crate::tasks::Effect;

pub(super) fn stateless(cx: &mut Ctx<'_>, op: usize) -> Answer {
    let (status, response) = success(&cx.model.operations[op]);
    match cx.slot(response.and_then(|r| r.schema)) {
        Some(loc) => match cx.synth(&loc) {
            Ok(v) => Answer::json(status, v),
            Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
        },
        None => Answer::empty(status),
    }
}

pub(super) fn create(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    // A body that lists what to make (`names: [a, b]`, `Operation::many`): a record per item.
    if let Some(each) = many(cx, op, input) {
        let mut made = Vec::with_capacity(each.len());
        for one in &each {
            match create_one(cx, op, resource, one) {
                Ok((id, record)) => made.push((id, record)),
                Err(refused) => return refused,
            }
        }
        for (id, _) in &made {
            relations::stored(cx, resource, id);
        }
        return answers::around_all(cx, op, &made, input);
    }
    // A label's create may name records to put it on: each must exist.
    let labelled = match labels::named(cx, op, resource, input) {
        Ok(named) => named,
        Err((m, message)) => return names_nothing(cx, op, &m, message),
    };
    let (id, record) = match create_one(cx, op, resource, input) {
        Ok(made) => made,
        Err(refused) => return refused,
    };
    labels::apply(cx, resource, &id, &labelled, true);
    if cx.model.operations[op].starts_tasks.is_some() {
        let task = tasks::start_task(cx, op, Some(resource), Some(id), Effect::Create);
        return tasks::tasks_answer(cx, op, vec![task]);
    }
    relations::stored(cx, resource, &id);
    // Accepted, not done: the record shows its first state until it is read again.
    let record = if cx.model.operations[op].accepted {
        tasks::start_task(cx, op, Some(resource), Some(id.clone()), Effect::Create);
        cx.st
            .store
            .find(resource, &[], &id)
            .map_or(record, |e| e.record.clone())
    } else {
        record
    };
    let (status, _) = success(&cx.model.operations[op]);
    let mut answer = record_answer(cx, op, &id, &record, input);
    if answer.status == 200 {
        answer.status = status;
    }
    made_once(cx, op, input, &mut answer);
    answer
}

/// The members only a create's answer has (`Operation::answer_only`: a generated key's
/// `private_key`), made for this answer and kept nowhere: a random text where the schema takes
/// it, else a value made from the schema; none where the request gave its own (`public_key`).
fn made_once(cx: &mut Ctx<'_>, op: usize, input: &Input, answer: &mut Answer) {
    const TEXT: &[u8] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
    let members = cx.model.operations[op].answer_only.clone();
    if members.is_empty() || answer.status >= 300 {
        return;
    }
    let Some(loc) = cx.slot(success(&cx.model.operations[op]).1.and_then(|r| r.schema)) else {
        return;
    };
    let given = |name: &str| {
        input
            .body
            .as_ref()
            .and_then(|b| b.get(name))
            .is_some_and(|v| !v.is_null())
    };
    let mut made = Vec::new();
    for a in members {
        if a.unless.as_deref().is_some_and(given) {
            continue;
        }
        let Some(prop) = cx.schemas.property(&loc, &a.member) else {
            continue;
        };
        let text: String = (0..48).map(|_| TEXT[cx.st.rng.usize(..TEXT.len())] as char).collect();
        let value = Value::String(text);
        if cx.schemas.is_valid(&prop, &value) {
            made.push((a.member, value));
        } else if let Ok(v) = cx.synth_unique(&prop)
            && !v.is_null()
        {
            made.push((a.member, v));
        }
    }
    if let Some(body) = answer.body.as_mut() {
        for (member, value) in made {
            let mut candidate = body.clone();
            set_at(&mut candidate, &crate::answer::member(&member), value);
            if cx.schemas.is_valid(&loc, &candidate) {
                *body = candidate;
            }
        }
    }
}

/// The requests a create of many stands for, one per item of its list, each with the item as
/// the record's member; `None` for a create of one.
fn many(cx: &Ctx<'_>, op: usize, input: &Input) -> Option<Vec<Input>> {
    let many = cx.model.operations[op].many.as_ref()?;
    let Some(Value::Object(body)) = &input.body else {
        return None;
    };
    let Some(Value::Array(items)) = body.get(&many.list) else {
        return None;
    };
    if items.is_empty() || body.contains_key(&many.member) {
        return None;
    }
    let each = items.iter().map(|item| {
        let mut one = body.clone();
        one.remove(&many.list);
        one.insert(many.member.clone(), item.clone());
        Input {
            body: Some(Value::Object(one)),
            ..input.clone()
        }
    });
    Some(each.collect())
}

/// A new record made from a create's request and stored (hidden while a task of the create
/// runs), with its id; or the refusal.
fn create_one(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Result<(String, Value), Answer> {
    // Made below another's record (`POST /volumes/{id}/snapshots`): it must exist.
    let parent = belongs::parent(cx, op, input)?;
    let res = &cx.model.resources[resource];
    // A scope parameter another version's path carries and this one's does not (`/v2/keypairs`
    // beside `/v1/keypairs/{project_id}/{region_id}`) is taken from the body's member of that
    // name, where it has one.
    let scope: Vec<(String, String)> = res
        .scope
        .iter()
        .zip(cx.model.operations[op].scope_params(res))
        .map(|(n, given)| {
            let value = super::scope_value(input, given).or_else(|| {
                match input.body.as_ref().and_then(|b| b.get(n.as_str())) {
                    Some(Value::String(s)) => Some(s.clone()),
                    Some(Value::Number(x)) => Some(x.to_string()),
                    _ => None,
                }
            });
            (n.clone(), value.unwrap_or_default())
        })
        .collect();
    let by_reference = by_reference(cx, op, input)?;
    // A thing added by reference may be in several collections (a file in two stores): its
    // id is taken only in this one.
    let within: Vec<Option<String>> = scope.iter().map(|(_, v)| Some(v.clone())).collect();
    let id = match by_reference {
        Some(id) if cx.st.store.find(resource, &within, &id).is_some() && !cx.options.auto_create => {
            let message = format!("a {} with the id {id} exists here", cx.model.resources[resource].name);
            return Err(cx.error(op, 409, &message, &[]));
        }
        Some(id) => {
            if let Some(i) = cx.st.store.find(resource, &within, &id).map(|e| e.id.clone()) {
                cx.st.store.remove(resource, &i);
            }
            id
        }
        None => match records::id_in_body(cx, resource, input.body.as_ref()) {
            // A label is its name alone: making one that exists (made when a record first
            // listed it) makes it again, as services that make labels on first use do.
            Some(id)
                if cx.st.store.is_taken(resource, &id)
                    && !cx.options.auto_create
                    && cx.model.resources[resource].labels.is_empty() =>
            {
                let message = format!("a {} with the id {id} exists", cx.model.resources[resource].name);
                return Err(cx.error(op, 409, &message, &[]));
            }
            Some(id) => {
                // Contract mode: a suite written for stateless mocks repeats names; the new
                // record takes the name from the one that had it.
                cx.st.store.remove(resource, &id);
                id
            }
            None => records::new_id(cx, resource),
        },
    };
    if let Some(refused) = dangling(cx, op, resource, &scope, input) {
        return Err(refused);
    }
    let values: Vec<String> = scope.iter().map(|(_, v)| v.clone()).collect();
    if let Some(refused) = duplicate(cx, op, resource, &values, None, input.body.as_ref()) {
        return Err(refused);
    }
    let mut record = match records::build(cx, resource, &scope, &id, input.body.as_ref(), None) {
        Ok(r) => r,
        Err(v) => return Err(Answer::bug("the fake cannot make a valid record", &v)),
    };
    // What the overlay maps from elsewhere in the request (`access_to` from `/ip_address`).
    if let (Some(loc), Some(body)) = (cx.record_loc(resource), &input.body) {
        for (to, from) in &cx.model.operations[op].from {
            if let Some(v) = body.pointer(from) {
                set_checked(cx.schemas, &loc, &mut record, to, v.clone());
            }
        }
    }
    relations::copy_from_named(cx, resource, &mut record, input.body.as_ref());
    uploaded(cx, op, resource, &mut record, input);
    // What it starts as without what a state says it requires (`requires_payment_method`).
    if let Some(loc) = cx.record_loc(resource) {
        let without = cx.model.operations[op]
            .requires
            .iter()
            .find(|(m, _)| input.body.as_ref().and_then(|b| b.get(m)).is_none_or(Value::is_null));
        if let Some((_, state)) = without {
            set_checked(cx.schemas, &loc, &mut record, "/status", state.clone());
        }
    }
    if let Some(p) = &parent {
        belongs::tie(cx, op, resource, &mut record, p);
    }
    let tasks = cx.model.operations[op].starts_tasks.is_some();
    cx.st.store.insert(
        resource,
        Entry {
            id: id.clone(),
            scope: scope.into_iter().map(|(_, v)| v).collect(),
            record: record.clone(),
            visible: !tasks,
        },
    );
    if let Some(p) = &parent {
        belongs::made_below(cx, op, &id, p, input.body.as_ref());
    }
    let below: Vec<String> = cx
        .st
        .store
        .find(resource, &[], &id)
        .map(|e| e.scope.clone())
        .unwrap_or_default();
    make_children(cx, op, &below, &id, !tasks, input.body.as_ref());
    Ok((id, record))
}

/// The children a create's body lists (`model::Nest`: a cluster's `pools`), each a record of its
/// resource below the new record `parent` (scoped by the parent's scope and id), shown when the
/// parent is: an item that makes no valid record is left out, as the service would refuse it.
fn make_children(cx: &mut Ctx<'_>, op: usize, scope: &[String], parent: &str, visible: bool, body: Option<&Value>) {
    let model = cx.model;
    for nest in &model.operations[op].nests {
        let Some(Value::Array(items)) = body.and_then(|b| b.get(&nest.member)) else {
            continue;
        };
        let child = &model.resources[nest.resource];
        let values: Vec<String> = scope.iter().cloned().chain([parent.to_string()]).collect();
        let child_scope: Vec<(String, String)> = child.scope.iter().cloned().zip(values).collect();
        for item in items {
            let id = match records::id_in_body(cx, nest.resource, Some(item)) {
                Some(id) if !cx.st.store.is_taken(nest.resource, &id) => id,
                Some(_) => continue,
                None => records::new_id(cx, nest.resource),
            };
            let Ok(record) = records::build(cx, nest.resource, &child_scope, &id, Some(item), None) else {
                continue;
            };
            cx.st.store.insert(
                nest.resource,
                Entry {
                    id: id.clone(),
                    scope: child_scope.iter().map(|(_, v)| v.clone()).collect(),
                    record,
                    visible,
                },
            );
            if visible {
                relations::stored(cx, nest.resource, &id);
            }
        }
    }
}

pub(super) fn update(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let entry = match lookup(cx, op, resource, input) {
        Ok(e) => e,
        Err(a) => return a,
    };
    let invalid = cx.model.operations[op].invalid_status;
    // No body where the document lets the request leave it out (an empty form): nothing to
    // change.
    let nothing = Map::new();
    let patch = match &input.body {
        Some(Value::Object(patch)) => patch,
        None => &nothing,
        // A body the document takes that is no object (a list, a text) says nothing a merge
        // patch can: the record stays as it is.
        Some(_) => return record_answer(cx, op, &entry.id, &entry.record, input),
    };
    if let Some(refused) = duplicate(cx, op, resource, &entry.scope, Some(&entry.id), input.body.as_ref()) {
        return refused;
    }
    let emptied;
    let patch = if input.form {
        emptied = empty_is_null(patch);
        &emptied
    } else {
        patch
    };
    // A member the record spells otherwise (`FriendlyName`, `friendly_name`), as a create reads it.
    let respelled: Map<String, Value>;
    let patch = match cx.record_loc(resource) {
        Some(l) if patch.keys().any(|k| cx.schemas.property(&l, k).is_none()) => {
            respelled = patch
                .iter()
                .map(|(k, v)| match cx.schemas.property(&l, k) {
                    Some(_) => (k.clone(), v.clone()),
                    None => match records::spelled_alike(cx, &l, k).filter(|(name, _)| !patch.contains_key(name)) {
                        Some((name, _)) => (name, v.clone()),
                        None => (k.clone(), v.clone()),
                    },
                })
                .collect();
            &respelled
        }
        _ => patch,
    };
    let loc = cx.record_loc(resource);
    let mut record = entry.record.clone();
    for (k, v) in patch {
        let tag_item = loc
            .as_ref()
            .and_then(|l| cx.schemas.property(l, k))
            .and_then(|p| records::tag_items(cx, resource, k, &p));
        match (v, tag_item) {
            (Value::Object(map), Some(item)) => {
                let list = records::merge_tags(cx, &item, record.get(k), map);
                set_at(&mut record, &member(k), list);
            }
            (Value::Null, _) => {
                // `null` removes the member (RFC 7386), but one the record must have is set to
                // what its schema takes for "none": null where it may be null (`"exp_date":
                // null`: it never expires), else the empty list or object (`"tags": null`
                // removes every tag), else it keeps its value.
                let required = loc.as_ref().is_some_and(|l| {
                    cx.schemas.parts(l).iter().any(|p| {
                        let list = cx.schemas.node(p).and_then(|n| n.get("required"));
                        list.and_then(Value::as_array).is_some_and(|r| r.iter().any(|n| n == k))
                    })
                });
                let schema = loc.as_ref().and_then(|l| cx.schemas.property(l, k));
                let none = [Value::Null, Value::Array(Vec::new()), Value::Object(Map::new())]
                    .into_iter()
                    .find(|n| schema.as_ref().is_some_and(|p| cx.schemas.is_valid(p, n)));
                match (required, none) {
                    (false, _) => {
                        if let Value::Object(m) = &mut record {
                            m.remove(k);
                        }
                    }
                    (true, Some(none)) => {
                        set_at(&mut record, &member(k), none);
                    }
                    (true, None) => {}
                }
            }
            (v, _) => {
                let mut current = record.get(k).cloned().unwrap_or(Value::Null);
                merge_patch(&mut current, v);
                // Written through the record's shape as a create's members are (`records::build`):
                // what the record holds otherwise is put as it holds it.
                let prop = loc.as_ref().and_then(|l| cx.schemas.property(l, k));
                match (&loc, prop) {
                    (Some(l), Some(p)) if !cx.schemas.is_valid(&p, &current) => {
                        if let Some(kept) = records::as_kept(cx, &p, &current) {
                            set_at(&mut record, &member(k), kept);
                        } else {
                            let before = record.clone();
                            records::place_inside(cx, resource, l, &p, &mut record, k, v);
                            if record == before {
                                // Nowhere else: the member as patched, judged below.
                                set_at(&mut record, &member(k), current);
                            }
                        }
                    }
                    (Some(l), None) => {
                        records::place_elsewhere(cx, resource, l, &mut record, patch, k, v);
                    }
                    _ => {
                        set_at(&mut record, &member(k), current);
                    }
                }
            }
        }
    }
    let given: Vec<String> = patch
        .iter()
        .filter(|(_, v)| !v.is_null())
        .map(|(k, _)| k.clone())
        .collect();
    records::stamp_except(cx, resource, &mut record, false, &given);
    if let Some(l) = &loc {
        let violations = cx.schemas.violations(l, &record, "");
        if !violations.is_empty() {
            // Rules broken where the patch wrote are the request's fault; others the fake's.
            let theirs = violations.iter().all(|v| {
                let first = v.pointer.split('/').nth(1).map(crate::schema::unescape);
                first.is_some_and(|f| patch.contains_key(&f)) || v.message.contains("required")
            });
            if theirs {
                let v: Vec<Violation> = violations
                    .into_iter()
                    .map(|v| Violation::new(format!("/body{}", v.pointer), v.message))
                    .collect();
                return cx.error(op, invalid, "the patched record breaks the document", &v);
            }
            return Answer::bug("the fake cannot keep a valid record", &violations);
        }
    }
    keep(cx, op, resource, entry.id, record, input)
}

/// An action (`…/extend`, `…/retype`): the members of its body that the record declares
/// are set on it (`size`, `volume_type`), each where the record stays valid; `…/attach` and
/// `…/detach` change its attachments (`attach.rs`); at once, or when the task it starts
/// finishes. What else an action does is not modelled.
pub(super) fn action(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let entry = match lookup(cx, op, resource, input) {
        Ok(e) => e,
        Err(a) => return a,
    };
    if let Some(part) = cx.model.operations[op].part.clone() {
        return part_of(cx, op, resource, &entry, &part, input);
    }
    // A label put on, or taken off, the records the body names.
    if let Some(adds) = cx.model.operations[op].labelling.as_ref().map(|l| l.adds) {
        match labels::named(cx, op, resource, input) {
            Ok(named) => labels::apply(cx, resource, &entry.id, &named, adds),
            Err((m, message)) => return names_nothing(cx, op, &m, message),
        }
    }
    // Put in, or taken out of, another record's list (`attach::membership`).
    if let Err(message) = attach::membership(cx, op, &entry.id, &entry.record, input) {
        let model = cx.model;
        let names = model.operations[op].attach.as_ref().map_or("", |a| a.names.as_str());
        return names_nothing(cx, op, names, message);
    }
    // A link the body gives must name a record (`{"server": 42}`), as a create's must.
    if let Some(refused) = dangling(cx, op, resource, &[], input) {
        return refused;
    }
    let (attached, effect_holds) = match cx.record_loc(resource) {
        Some(loc) => attach::attached(cx, op, &entry.record, &loc, input),
        None => (entry.record.clone(), true),
    };
    let mut changed = acted(cx, resource, &attached, input.body.as_ref());
    // What the action leaves the record in (`SHUTOFF` after `stop`), where it stays valid.
    if let Some(loc) = cx.record_loc(resource).filter(|_| effect_holds) {
        let operation = &cx.model.operations[op];
        // `{action}` is what the path says (`…/{rule_id}/disable`), else a pointer into the body.
        let said = |when: &String, is: &Value| match when.strip_prefix('{').and_then(|w| w.strip_suffix('}')) {
            Some(param) => input.path_param(param).is_some_and(|v| is.as_str() == Some(v)),
            None => input.body.as_ref().and_then(|b| b.pointer(when)) == Some(is),
        };
        let by_body = operation
            .effect_by
            .iter()
            .filter(|e| said(&e.when, &e.is))
            .flat_map(|e| &e.sets);
        for (pointer, value) in operation.effect.iter().chain(by_body) {
            set_checked(cx.schemas, &loc, &mut changed, pointer, value.clone());
        }
    }
    if cx.model.operations[op].starts_tasks.is_some() {
        let effect = if changed == entry.record {
            Effect::Nothing
        } else {
            Effect::Change(Box::new(changed))
        };
        let task = tasks::start_task(cx, op, Some(resource), Some(entry.id), effect);
        return tasks::tasks_answer(cx, op, vec![task]);
    }
    if changed != entry.record
        && let Some(e) = cx.st.store.find_mut(resource, &[], &entry.id)
    {
        e.record = changed.clone();
        relations::changed(cx, resource, &entry);
    }
    record_answer(cx, op, &entry.id, &changed, input)
}

/// An operation on a part of the record (`model::Operation::part`): a GET answers the member, a
/// PUT replaces it, a PATCH or POST merges its body into it, each where the record stays valid;
/// the answer is the member where its schema takes it, else as for any action.
fn part_of(cx: &mut Ctx<'_>, op: usize, resource: usize, entry: &Entry, part: &str, input: &Input) -> Answer {
    let mut record = entry.record.clone();
    let method = cx.model.operations[op].method.clone();
    if let (false, Some(body), Some(loc)) = (method == "GET", input.body.clone(), cx.record_loc(resource)) {
        let merged = match record.pointer(part).filter(|v| !v.is_null()) {
            Some(old) => {
                let mut m = old.clone();
                merge_patch(&mut m, &body);
                m
            }
            None => body.clone(),
        };
        let first = if method == "PUT" { body } else { merged.clone() };
        if !set_checked(cx.schemas, &loc, &mut record, part, first) {
            set_checked(cx.schemas, &loc, &mut record, part, merged);
        }
        if record != entry.record
            && let Some(e) = cx.st.store.find_mut(resource, &[], &entry.id)
        {
            e.record = record.clone();
            relations::changed(cx, resource, entry);
        }
    }
    let (status, response) = success(&cx.model.operations[op]);
    let fitted = cx
        .slot(response.and_then(|r| r.schema))
        .and_then(|loc| records::fit(cx, &loc, record.pointer(part)?).ok());
    match fitted {
        Some(v) => Answer::json(status, v),
        None => record_answer(cx, op, &entry.id, &record, input),
    }
}

/// The id a create's body gives by reference (`model::Operation::id_by`): the thing it adds
/// to the collection, which must exist where the model says whose it is.
fn by_reference(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Result<Option<String>, Answer> {
    let model = cx.model;
    let Some(by) = &model.operations[op].id_by else {
        return Ok(None);
    };
    let id = match input.body.as_ref().and_then(|b| b.get(&by.member)) {
        Some(Value::String(s)) if !s.is_empty() => s.clone(),
        Some(Value::Number(n)) => n.to_string(),
        _ => return Ok(None),
    };
    if let Some(t) = by.names
        && !cx.options.auto_create
        && !cx.st.store.is_taken(t, &id)
    {
        let message = format!("`{}` names no record of {}: {id}", by.member, model.resources[t].name);
        return Err(names_nothing(cx, op, &by.member, message));
    }
    Ok(Some(id))
}

/// The refusal of a body whose member `names` names no record: the operation's 404 where it
/// documents one, else its 400/422, pointing at the member.
fn names_nothing(cx: &mut Ctx<'_>, op: usize, names: &str, message: String) -> Answer {
    let v = [Violation::new(format!("/body{}", member(names)), message.clone())];
    let status = missing_status(&cx.model.operations[op]);
    cx.error(op, status, &message, &v)
}

/// The status of a request naming what does not exist: 404 where the operation documents it.
fn missing_status(operation: &crate::model::Operation) -> u16 {
    if documents(operation, 404) {
        404
    } else {
        operation.invalid_status
    }
}

/// The refusal of a request whose body names a record that does not exist
/// (`relations::dangling`): the operation's 404 where it documents one, else its 400/422.
fn dangling(cx: &mut Ctx<'_>, op: usize, resource: usize, scope: &[(String, String)], input: &Input) -> Option<Answer> {
    let (status, message, violations) = relations::dangling(cx, resource, scope, input.body.as_ref())?;
    let operation = &cx.model.operations[op];
    let status = match status {
        0 => missing_status(operation),
        s => s,
    };
    Some(cx.error(op, status, &message, &violations))
}

/// The refusal of a body giving a member no two records of a scope share
/// (`model::Resource::unique`) a value another record there (not `except`) holds: 409, with the
/// document's code for it where it names one. A contract suite's repeated values are let be.
fn duplicate(
    cx: &mut Ctx<'_>,
    op: usize,
    resource: usize,
    scope: &[String],
    except: Option<&str>,
    body: Option<&Value>,
) -> Option<Answer> {
    if cx.options.auto_create {
        return None;
    }
    let within: Vec<Option<String>> = scope.iter().cloned().map(Some).collect();
    let model = cx.model;
    let res = &model.resources[resource];
    let (u, given) = res.unique.iter().find_map(|u| {
        let given = body?.get(&u.member).filter(|v| !v.is_null())?;
        let taken = cx
            .st
            .store
            .list(resource, &within)
            .any(|e| Some(e.id.as_str()) != except && e.record.get(&u.member) == Some(given));
        taken.then_some((u, given))
    })?;
    let message = format!("a {} with this {} exists: {given}", res.name, u.member);
    let v = [Violation::new(format!("/body{}", member(&u.member)), message.clone())];
    let mut answer = cx.error(op, 409, &message, &v);
    if let (Some(code), Some(body)) = (&model.duplicate_code, answer.body.as_mut()) {
        crate::answer::set_code(body, code);
    }
    Some(answer)
}

/// A form's patch with each empty value read as `null`, the one way a form says "none".
fn empty_is_null(patch: &Map<String, Value>) -> Map<String, Value> {
    fn walk(v: &Value) -> Value {
        match v {
            Value::String(s) if s.is_empty() => Value::Null,
            Value::Object(m) => Value::Object(m.iter().map(|(k, v)| (k.clone(), walk(v))).collect()),
            other => other.clone(),
        }
    }
    patch.iter().map(|(k, v)| (k.clone(), walk(v))).collect()
}

/// `record` with the members of an action's `body` it declares, each kept where the record
/// stays valid (a request's `flavor` name is not a record's `flavor` object); never its id.
pub(super) fn acted(cx: &mut Ctx<'_>, resource: usize, record: &Value, body: Option<&Value>) -> Value {
    let mut out = record.clone();
    let (Some(Value::Object(body)), Some(loc)) = (body, cx.record_loc(resource)) else {
        return out;
    };
    let id = cx.model.resources[resource].id_member.as_deref().unwrap_or("id");
    for (k, v) in body {
        if k == id {
            continue;
        }
        let Some(prop) = cx.schemas.property(&loc, k).filter(|_| cx.schemas.declares(&loc, k)) else {
            // `changeflavor` with `flavor_id`: the record's `flavor.flavor_id`.
            records::place_elsewhere(cx, resource, &loc, &mut out, body, k, v);
            continue;
        };
        if !set_checked(cx.schemas, &loc, &mut out, &member(k), v.clone()) {
            records::place_inside(cx, resource, &loc, &prop, &mut out, k, v);
        }
    }
    out
}

pub(super) fn replace(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let entry = match lookup(cx, op, resource, input) {
        Ok(e) => e,
        Err(a) => return a,
    };
    if let Some(refused) = duplicate(cx, op, resource, &entry.scope, Some(&entry.id), input.body.as_ref()) {
        return refused;
    }
    let model = cx.model;
    let res = &model.resources[resource];
    let scope: Vec<(String, String)> = res.scope.iter().cloned().zip(entry.scope.iter().cloned()).collect();
    // What the body gives replaces the record's; what it leaves out stays (its id, what names
    // it, a `name` an all-optional body did not repeat: nexus's `ProjectUpdate`).
    let base = Some(entry.record.clone());
    let record = match records::build(cx, resource, &scope, &entry.id, input.body.as_ref(), base) {
        Ok(r) => r,
        Err(v) => return Answer::bug("the fake cannot make a valid record", &v),
    };
    keep(cx, op, resource, entry.id, record, input)
}

/// What the record keeps of the file the request uploaded (`model::Upload`): its name, size and
/// media type, each where the record stays valid.
fn uploaded(cx: &Ctx<'_>, op: usize, resource: usize, record: &mut Value, input: &Input) {
    let (Some(upload), Some(file), Some(loc)) = (
        &cx.model.operations[op].upload,
        input.files.first(),
        cx.record_loc(resource),
    ) else {
        return;
    };
    let facts = [
        (&upload.name, Some(Value::String(file.name.clone()))),
        (&upload.size, Some(Value::from(file.size))),
        (&upload.media_type, file.media_type.clone().map(Value::String)),
    ];
    for (member, value) in facts {
        if let (Some(m), Some(v)) = (member, value) {
            set_checked(cx.schemas, &loc, record, m, v);
        }
    }
}

/// Stores the changed record of an update or replacement and answers with it; or, where the
/// operation starts tasks, answers with its task, which stores the change when it finishes.
pub(super) fn keep(cx: &mut Ctx<'_>, op: usize, resource: usize, id: String, record: Value, input: &Input) -> Answer {
    let mut record = record;
    uploaded(cx, op, resource, &mut record, input);
    if cx.model.operations[op].starts_tasks.is_some() {
        let task = tasks::start_task(cx, op, Some(resource), Some(id), Effect::Change(Box::new(record)));
        return tasks::tasks_answer(cx, op, vec![task]);
    }
    // A record named by a member the client chose (a label by its `name`) that the request gave
    // another value moves to it: the old name reads 404, as a renamed thing does.
    let res = &cx.model.resources[resource];
    let body = input.body.as_ref();
    let renamed = res
        .id_member
        .as_deref()
        .filter(|m| *m != "id")
        .filter(|m| {
            body.is_some_and(|b| {
                b.get(*m).is_some() || res.renames.iter().any(|(from, to)| to == m && b.get(from).is_some())
            })
        })
        .and_then(|m| {
            relations::ids(super::records::unwrapped(res.wrapper.as_deref(), &record).get(m))
                .into_iter()
                .next()
        })
        .filter(|new| *new != id && !new.is_empty());
    if let Some(new) = renamed {
        if cx.st.store.is_taken(resource, &new) && !cx.options.auto_create {
            let message = format!("a {} with the id {new} exists", res.name);
            return cx.error(op, 409, &message, &[]);
        }
        if let Some(mut e) = cx.st.store.find(resource, &[], &id).cloned() {
            cx.st.store.remove(resource, &new);
            cx.st.store.remove(resource, &id);
            let scope: Vec<(String, String)> = res.scope.iter().cloned().zip(e.scope.iter().cloned()).collect();
            records::link(cx, resource, &scope, &new, &mut record);
            e.id = new.clone();
            e.record = record.clone();
            cx.st.store.insert(resource, e);
            return record_answer(cx, op, &new, &record, input);
        }
    }
    if let Some(e) = cx.st.store.find_mut(resource, &[], &id) {
        let before = e.clone();
        e.record = record.clone();
        relations::changed(cx, resource, &before);
    }
    record_answer(cx, op, &id, &record, input)
}

pub(super) fn delete(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let entry = match lookup(cx, op, resource, input) {
        Ok(e) => e,
        Err(a) => return a,
    };
    if let Some(why) = relations::delete_refused(cx, resource, &entry.id) {
        return cx.error(op, 409, &why, &[]);
    }
    if cx.model.operations[op].starts_tasks.is_some() {
        let task = tasks::start_task(cx, op, Some(resource), Some(entry.id), Effect::Delete);
        return tasks::tasks_answer(cx, op, vec![task]);
    }
    // A thing in several collections leaves this one only.
    let only_here = cx.st.store.remove_one_of_several(resource, &entry.scope, &entry.id);
    if !only_here {
        relations::remove_record(cx, resource, &entry.id);
        labels::forget(cx, resource, &entry.id);
    }
    // Answered from the record it deleted: the record itself, a deletion object made from it
    // (`{id, deleted: true}`), the action that deletes it; a 204 stays empty.
    let mut answer = record_answer(cx, op, &entry.id, &entry.record, input);
    // A deletion object says it: its boolean `deleted` is true (`{id, object, deleted}`).
    if answer.status < 300
        && let (Some(body), Some(loc)) = (
            answer.body.as_mut(),
            cx.slot(success(&cx.model.operations[op]).1.and_then(|r| r.schema)),
        )
        && body.get("deleted") == Some(&Value::Bool(false))
    {
        set_checked(cx.schemas, &loc, body, "/deleted", Value::Bool(true));
    }
    // Where the record's read answers its deletion object too (one that names the record by
    // its id, not an action about it), the record reads back as it.
    let res = &cx.model.resources[resource];
    let id_member = member(res.id_member.as_deref().unwrap_or("id"));
    let id_at = match &res.wrapper {
        Some(w) => format!("{}{id_member}", member(w)),
        None => id_member,
    };
    // The record itself as the answer (`{}` in the document, which any record fits) is no
    // deletion object: the record is gone.
    if answer.status < 300
        && !only_here
        && let Some(body) = &answer.body
        && *body != entry.record
        && relations::ids(body.pointer(&id_at)).first() == Some(&entry.id)
        && let Some(read) = cx.model.reader(resource)
        && let Some(loc) = cx.slot(success(&cx.model.operations[read]).1.and_then(|r| r.schema))
        && cx.schemas.is_valid(&loc, body)
    {
        cx.st.store.bury(resource, &entry.id, body.clone());
    }
    answer
}

/// A record stored by hand ([`crate::Fake::insert`]).
pub(super) fn insert(
    cx: &mut Ctx<'_>,
    resource: usize,
    scope: Vec<String>,
    mut record: Value,
) -> Result<String, Error> {
    let id_member = cx.model.resources[resource].id_member.clone();
    let given = id_member.as_deref().and_then(|m| record.get(m)).and_then(|v| match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    });
    let id = match given {
        Some(id) => id,
        None => {
            let id = records::new_id(cx, resource);
            if let Some(m) = &id_member {
                let v = match cx.record_loc(resource).and_then(|l| cx.schemas.property(&l, m)) {
                    Some(p) => scalar(cx.schemas, &p, &id),
                    None => Value::from(id.as_str()),
                };
                set_at(&mut record, &member(m), v);
            }
            id
        }
    };
    if let Some(loc) = cx.record_loc(resource) {
        // What the test leaves out is made as a create makes it (a repository's eighty URLs,
        // its addresses the fake's), so that a record is put in by the members the test cares
        // for; what it gives is kept as given, and judged.
        if let Value::Object(given) = &record {
            let mut made = cx.synth_draft(&loc);
            records::settle(cx, &loc, &mut made);
            let named: Vec<(String, String)> = cx.model.resources[resource]
                .scope
                .iter()
                .cloned()
                .zip(scope.iter().cloned())
                .collect();
            records::link(cx, resource, &named, &id, &mut made);
            for m in &cx.model.resources[resource].numbered {
                let n = cx.st.store.next_serial();
                set_checked(cx.schemas, &loc, &mut made, &member(m), Value::from(n));
            }
            if let Value::Object(members) = &mut made {
                members.extend(given.iter().map(|(k, v)| (k.clone(), v.clone())));
                record = made;
            }
        }
        let violations = cx.schemas.violations(&loc, &record, "");
        if !violations.is_empty() {
            return Err(Error::Invalid {
                message: format!("the record breaks the schema of {}", cx.model.resources[resource].name),
                violations,
            });
        }
    }
    if cx.st.store.is_taken(resource, &id) {
        return Err(Error::Invalid {
            message: format!("a {} with the id {id} exists", cx.model.resources[resource].name),
            violations: Vec::new(),
        });
    }
    cx.st.store.insert(
        resource,
        Entry {
            id: id.clone(),
            scope,
            record,
            visible: true,
        },
    );
    relations::stored(cx, resource, &id);
    Ok(id)
}

/// RFC 7386: `patch` merged into `target`.
fn merge_patch(target: &mut Value, patch: &Value) {
    let Value::Object(p) = patch else {
        *target = patch.clone();
        return;
    };
    if !target.is_object() {
        *target = Value::Object(Map::new());
    }
    if let Value::Object(t) = target {
        for (k, v) in p {
            if v.is_null() {
                t.remove(k);
            } else {
                merge_patch(t.entry(k.clone()).or_insert(Value::Null), v);
            }
        }
    }
}

/// Whether the operation documents an answer of `status`.
fn documents(op: &crate::model::Operation, status: u16) -> bool {
    op.responses
        .iter()
        .any(|r| r.status == crate::model::Status::Code(status))
}
