//! Tasks in the engine: started by operations, read and settled.

use serde_json::{Map, Value, json};

use super::{Ctx, relations};
use crate::answer::{Answer, member, set_at, set_checked, success};
use crate::judge::{Input, scalar};
use crate::synth::uuid4;
use crate::tasks::{Effect, Outcome, Task};

/// A new task of `op` on its plan; its id.
pub(super) fn start_task(
    cx: &mut Ctx<'_>,
    op: usize,
    resource: Option<usize>,
    record: Option<String>,
    effect: Effect,
) -> String {
    let id = uuid4(&mut cx.st.rng);
    let plan = cx.st.plans.get(&op).cloned().unwrap_or_default();
    let body = task_body(cx, &id, op);
    let restore = match (resource, &record) {
        (Some(r), Some(named)) => show_pending(cx, op, r, named),
        _ => Vec::new(),
    };
    cx.st.tasks.push(Task {
        id: id.clone(),
        created: cx.st.clock.now(),
        resource,
        record,
        effect,
        plan,
        polls: 0,
        outcome: Outcome::Running,
        body,
        restore,
        by_reads: cx.model.operations[op].accepted,
    });
    settle(cx);
    id
}

/// The task as made from its schema once, with what never changes set on it.
pub(super) fn task_body(cx: &mut Ctx<'_>, id: &str, op: usize) -> Value {
    let model = cx.model;
    let Some(tasks) = &model.tasks else {
        return json!({ "id": id });
    };
    let Some(loc) = cx.slot(tasks.schema) else {
        return json!({ "id": id });
    };
    let mut body = cx.synth(&loc).unwrap_or_else(|_| Value::Object(Map::new()));
    set_checked(cx.schemas, &loc, &mut body, "/id", Value::from(id));
    if let Some(m) = &tasks.id_member {
        let op_id = Value::from(model.operations[op].id.as_str());
        set_checked(cx.schemas, &loc, &mut body, &member(m), op_id);
    }
    let now = Value::from(crate::clock::rfc3339(cx.st.clock.now()));
    set_checked(cx.schemas, &loc, &mut body, "/created_at", now);
    body
}

/// The task as read now: its state, its error, what it created.
pub(super) fn task_view(cx: &Ctx<'_>, task: &Task) -> Value {
    let Some(tasks) = &cx.model.tasks else {
        return task.body.clone();
    };
    let mut v = task.body.clone();
    let state = match &task.outcome {
        Outcome::Running => Some(&tasks.running_state),
        Outcome::Finished => tasks.finished.first(),
        Outcome::Failed(_) => tasks.failed.first(),
    };
    if let Some(state) = state {
        set_at(&mut v, &tasks.state_pointer, Value::from(state.as_str()));
    }
    if let (Outcome::Failed(message), Some(p)) = (&task.outcome, &tasks.error_pointer) {
        set_at(&mut v, p, Value::from(message.as_str()));
    }
    let created = (task.outcome == Outcome::Finished && task.effect == Effect::Create)
        .then(|| task.resource.and_then(|r| cx.model.resources[r].task_key.clone()))
        .flatten();
    if let (Some(key), Some(p), Some(id)) = (created, &tasks.created_pointer, &task.record) {
        let item = cx
            .slot(tasks.schema)
            .and_then(|l| cx.schemas.at_pointer(&l, &format!("{p}{}/0", member(&key))))
            .map(|l| scalar(cx.schemas, &l, id))
            .unwrap_or_else(|| Value::from(id.as_str()));
        if !v.pointer(p).is_some_and(Value::is_object) {
            set_at(&mut v, p, Value::Object(Map::new()));
        }
        set_at(&mut v, &format!("{p}{}", member(&key)), Value::Array(vec![item]));
    }
    v
}

/// Ends the tasks whose plan says so, and does what their ends do to the store.
pub(super) fn settle(cx: &mut Ctx<'_>) {
    let now = cx.st.clock.now();
    for i in cx.st.first_running.min(cx.st.tasks.len())..cx.st.tasks.len() {
        let task = &cx.st.tasks[i];
        if task.outcome != Outcome::Running {
            continue;
        }
        let due = task.due(now);
        if due == Outcome::Running {
            continue;
        }
        let (effect, resource, record) = (task.effect.clone(), task.resource, task.record.clone());
        let restore = std::mem::take(&mut cx.st.tasks[i].restore);
        cx.st.tasks[i].outcome = due.clone();
        let (Some(r), Some(id)) = (resource, record) else {
            continue;
        };
        // A record shown in its pending state is visible already, and is put back as the
        // operation made it (a create's, a failed change's) unless the end replaces it.
        match (effect, due) {
            (Effect::Create, Outcome::Finished) if restore.is_empty() => {
                cx.st.store.set_visible(r, &id);
                relations::stored(cx, r, &id);
                super::reads::show_children(cx, r, &id);
            }
            (Effect::Create, Outcome::Failed(_)) if restore.is_empty() => cx.st.store.remove(r, &id),
            (Effect::Create, Outcome::Failed(_)) | (Effect::Delete, Outcome::Finished) => {
                relations::remove_record(cx, r, &id);
            }
            (Effect::Change(changed), Outcome::Finished) => {
                if let Some(e) = cx.st.store.find_mut(r, &[], &id) {
                    let before = e.clone();
                    e.record = *changed;
                    relations::changed(cx, r, &before);
                }
            }
            _ => put_back(cx, r, &id, &restore),
        }
    }
    while cx
        .st
        .tasks
        .get(cx.st.first_running)
        .is_some_and(|t| t.outcome != Outcome::Running)
    {
        cx.st.first_running += 1;
    }
}

pub(super) fn task_read(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Answer {
    let model = cx.model;
    let id = model
        .tasks
        .as_ref()
        .and_then(|t| input.path_param(&t.id_param))
        .unwrap_or_default()
        .to_string();
    let Some(i) = cx.st.tasks.iter().position(|t| t.id == id) else {
        return cx.error(op, 404, &format!("no task has the id {id}"), &[]);
    };
    cx.st.tasks[i].polls += 1;
    settle(cx);
    let view = task_view(cx, &cx.st.tasks[i]);
    Answer::json(success(&model.operations[op]).0, view)
}

/// The answer of an operation that started tasks: its schema's value with their ids.
pub(super) fn tasks_answer(cx: &mut Ctx<'_>, op: usize, ids: Vec<String>) -> Answer {
    let model = cx.model;
    let operation = &model.operations[op];
    let (status, response) = success(operation);
    let mut v = match cx.slot(response.and_then(|r| r.schema)) {
        Some(loc) => cx.synth(&loc).unwrap_or_else(|_| Value::Object(Map::new())),
        None => Value::Object(Map::new()),
    };
    let pointer = operation
        .starts_tasks
        .as_ref()
        .map_or("/tasks", |s| s.ids_pointer.as_str());
    set_at(
        &mut v,
        pointer,
        Value::Array(ids.into_iter().map(Value::from).collect()),
    );
    Answer::json(status, v)
}

/// Sets on record `id` what operation `op` says it shows while its task runs (`creating`),
/// where the record stays valid; a record made by the operation becomes visible with it. What
/// it replaced, to put back.
fn show_pending(cx: &mut Ctx<'_>, op: usize, resource: usize, id: &str) -> Vec<crate::tasks::Restore> {
    let pending = &cx.model.operations[op].pending;
    let (Some(loc), Some(entry)) = (cx.record_loc(resource), cx.st.store.find(resource, &[], id)) else {
        return Vec::new();
    };
    let before = entry.clone();
    let mut record = entry.record.clone();
    let mut restore = Vec::new();
    for (pointer, value) in pending {
        let old = record.pointer(pointer).cloned();
        if set_checked(cx.schemas, &loc, &mut record, pointer, value.clone()) {
            restore.push((pointer.clone(), old, value.clone()));
        }
    }
    if restore.is_empty() {
        return restore;
    }
    if let Some(e) = cx.st.store.find_mut(resource, &[], id) {
        e.record = record;
    }
    if before.visible {
        relations::changed(cx, resource, &before);
    } else {
        cx.st.store.set_visible(resource, id);
        relations::stored(cx, resource, id);
    }
    restore
}

/// Puts back on record `id` what its pending state replaced.
fn put_back(cx: &mut Ctx<'_>, resource: usize, id: &str, restore: &[crate::tasks::Restore]) {
    if restore.is_empty() {
        return;
    }
    let Some(e) = cx.st.store.find_mut(resource, &[], id) else {
        return;
    };
    let before = e.clone();
    for (pointer, value, shown) in restore {
        // Changed since by another operation (`off` after a power-off): that stays.
        if e.record.pointer(pointer) != Some(shown) {
            continue;
        }
        match value {
            Some(v) => {
                set_at(&mut e.record, pointer, v.clone());
            }
            None => crate::answer::remove_at(&mut e.record, pointer),
        }
    }
    relations::changed(cx, resource, &before);
}

/// A read of a record polls the work running on it that no task read can (a create answered
/// `202 Accepted`: `Operation::accepted`), so that the record settles as a client polls it.
pub(super) fn read_polls(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) {
    let res = &cx.model.resources[resource];
    let Some(id) = input
        .path_param(cx.model.operations[op].id_param(res))
        .map(str::to_string)
    else {
        return;
    };
    let mut polled = false;
    let from = cx.st.first_running.min(cx.st.tasks.len());
    for t in cx.st.tasks[from..].iter_mut() {
        let own = t.resource == Some(resource) && t.record.as_deref() == Some(id.as_str());
        if own && t.by_reads && t.outcome == Outcome::Running {
            t.polls += 1;
            polled = true;
        }
    }
    if polled {
        settle(cx);
    }
}
