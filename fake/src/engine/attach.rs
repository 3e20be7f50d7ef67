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
    let Some(a) = &operation.attach else {
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
