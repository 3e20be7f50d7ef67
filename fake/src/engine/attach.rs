//! Attaching and detaching, as the model states them (`model::Attach`): the action's body names
//! the other record (`instance_id`); attaching adds an entry naming it to the record's list
//! (`attachments[].server_id`), detaching removes the entries naming it. The record's status
//! is the action's `effect`, which a detach has only once no entry is left.

use serde_json::Value;

use super::Ctx;
use crate::answer::{member, set_at};
use crate::clock::rfc3339;
use crate::judge::Input;
use crate::schema::Loc;
use crate::synth::uuid4;

/// `record` after the action `op` when it attaches or detaches, and whether the action's
/// effect holds; the record as it was otherwise (or where its schema refuses the change).
pub(super) fn attached(cx: &mut Ctx<'_>, op: usize, record: &Value, record_loc: &Loc, input: &Input) -> (Value, bool) {
    let operation = &cx.model.operations[op];
    let Some(a) = operation.attach.as_ref().filter(|a| a.on.is_none()) else {
        return (record.clone(), true);
    };
    let list_name = a.list.as_str();
    let Some(items) = cx
        .schemas
        .property(record_loc, list_name)
        .and_then(|list| cx.schemas.items(&list))
    else {
        return (record.clone(), true);
    };
    let body = input.body.as_ref();
    let target = body
        .and_then(|b| b.get(&a.names))
        .filter(|v| v.is_string() || v.is_number())
        .cloned();
    let names_target = |entry: &Value| target.as_ref().is_none_or(|t| entry.get(&a.member) == Some(t));
    let mut list = match record.get(list_name) {
        Some(Value::Array(list)) => list.clone(),
        _ => Vec::new(),
    };
    if a.adds {
        let Some(target) = &target else {
            return (record.clone(), true);
        };
        if !list.iter().any(&names_target) {
            let Ok(mut entry) = cx.synth_record(&items) else {
                return (record.clone(), true);
            };
            // The record's own id under the name the path gives it (`volume_id`).
            let record_id = input.path.last().cloned();
            let now = Value::from(rfc3339(cx.st.clock.now()));
            for name in cx.schemas.property_names(&items) {
                let value = if name == a.member {
                    target.clone()
                } else if record_id.as_ref().is_some_and(|(param, _)| *param == name) {
                    Value::from(record_id.as_ref().map(|(_, id)| id.clone()).unwrap_or_default())
                } else if a.entry_id.as_deref() == Some(name.as_str()) {
                    Value::from(uuid4(&mut cx.st.rng))
                } else if let Some(v) = body.and_then(|b| b.get(&name)) {
                    v.clone()
                } else if cx.schemas.property(&items, &name).is_some_and(|p| is_time(cx, &p)) {
                    // A new entry's times are now (`attached_at`).
                    now.clone()
                } else {
                    continue;
                };
                let mut candidate = entry.clone();
                set_at(&mut candidate, &member(&name), value);
                if cx.schemas.is_valid(&items, &candidate) {
                    entry = candidate;
                }
            }
            list.push(entry);
        }
    } else {
        list.retain(|e| !names_target(e));
    }
    let mut out = record.clone();
    set_at(&mut out, &member(list_name), Value::Array(list.clone()));
    if !cx.schemas.is_valid(record_loc, &out) {
        return (record.clone(), true);
    }
    (out, a.adds || list.is_empty())
}

/// A date-time, alone or as a branch of `anyOf`/`oneOf` (`[date-time, null]`).
fn is_time(cx: &Ctx<'_>, loc: &Loc) -> bool {
    if cx.schemas.format(loc).as_deref() == Some("date-time") {
        return true;
    }
    cx.schemas.parts(loc).iter().any(|part| {
        ["anyOf", "oneOf"].iter().any(|k| {
            let n = cx
                .schemas
                .node(part)
                .and_then(|n| n.get(*k))
                .and_then(Value::as_array)
                .map_or(0, Vec::len);
            (0..n).any(|i| cx.schemas.format(&part.child(k).child_index(i)).as_deref() == Some("date-time"))
        })
    })
}

/// A membership (`model::Attach::on`): adding puts an entry naming the acting record (`id`) in
/// the list of the record the body names (a placement group's `instances`), with the members
/// the entry shares with the acting record (`instance_name` from its `name`); removing takes
/// it out of that list in every record of the resource. A named record that does not exist is
/// the 404's message; a list the schema would refuse is left as it was.
pub(super) fn membership(cx: &mut Ctx<'_>, op: usize, id: &str, record: &Value, input: &Input) -> Result<(), String> {
    let Some(a) = cx.model.operations[op].attach.clone().filter(|a| a.on.is_some()) else {
        return Ok(());
    };
    let Some(target) = a.on else { return Ok(()) };
    let Some(loc) = cx.record_loc(target) else {
        return Ok(());
    };
    let Some(items) = cx.schemas.property(&loc, &a.list).and_then(|l| cx.schemas.items(&l)) else {
        return Ok(());
    };
    let as_number = id.parse::<i64>().ok().map(Value::from);
    let names_it = |entry: &Value| match entry.get(&a.member) {
        Some(Value::String(s)) => s == id,
        Some(v @ Value::Number(_)) => as_number.as_ref() == Some(v),
        _ => false,
    };
    let chosen: Vec<String> = if a.adds {
        let named = input.body.as_ref().and_then(|b| b.get(&a.names));
        let named = match named {
            Some(Value::String(s)) => s.clone(),
            Some(v @ Value::Number(_)) => v.to_string(),
            _ => return Ok(()),
        };
        if cx.st.store.find(target, &[], &named).is_none_or(|e| !e.visible) {
            // Contract mode makes what a request names on the spot; a membership of a record
            // it was never shown is left out rather than refused.
            if cx.options.auto_create {
                return Ok(());
            }
            return Err(format!("no {} has the id {named}", cx.model.resources[target].name));
        }
        vec![named]
    } else {
        cx.st
            .store
            .list(target, &[])
            .filter(|e| {
                e.record
                    .get(&a.list)
                    .and_then(Value::as_array)
                    .is_some_and(|l| l.iter().any(names_it))
            })
            .map(|e| e.id.clone())
            .collect()
    };
    for other in chosen {
        let Some(entry) = cx.st.store.find(target, &[], &other).cloned() else {
            continue;
        };
        let mut list = match entry.record.get(&a.list) {
            Some(Value::Array(l)) => l.clone(),
            _ => Vec::new(),
        };
        if a.adds {
            if list.iter().any(names_it) {
                continue;
            }
            let Ok(mut made) = cx.synth_record(&items) else {
                continue;
            };
            let own = cx.model.resources[cx.model.operations[op].role.resource().unwrap_or(target)]
                .name
                .trim_end_matches('s')
                .rsplit(['_', '.'])
                .next()
                .unwrap_or_default()
                .to_string();
            for name in cx.schemas.property_names(&items) {
                let value = if name == a.member {
                    match cx.schemas.property(&items, &name) {
                        Some(p) => crate::judge::scalar(cx.schemas, &p, id),
                        None => Value::from(id),
                    }
                } else if let Some(v) = record.get(&name).or_else(|| {
                    // `instance_name` is the instance's `name`.
                    name.strip_prefix(&format!("{own}_")).and_then(|rest| record.get(rest))
                }) {
                    v.clone()
                } else {
                    continue;
                };
                let mut candidate = made.clone();
                set_at(&mut candidate, &member(&name), value);
                if cx.schemas.is_valid(&items, &candidate) {
                    made = candidate;
                }
            }
            list.push(made);
        } else {
            list.retain(|e| !names_it(e));
        }
        let mut changed = entry.record.clone();
        set_at(&mut changed, &member(&a.list), Value::Array(list));
        if cx.schemas.is_valid(&loc, &changed)
            && let Some(e) = cx.st.store.find_mut(target, &[], &other)
        {
            e.record = changed;
        }
    }
    Ok(())
}
