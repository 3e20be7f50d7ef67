//! Attaching and detaching (`…/attach`, `…/detach`), as cloud APIs do them: the body names what
//! the record is attached to (`instance_id`, `server_id`); the record's `attachments` gain an
//! entry that names it, or lose the entries that name it, and its `status` becomes `in-use`, or
//! `available` once none is left, each where the record's schema allows it.

use serde_json::Value;

use super::Ctx;
use crate::answer::{member, set_at};
use crate::clock::rfc3339;
use crate::judge::Input;
use crate::schema::Loc;
use crate::synth::uuid4;

/// Body members that name what a record is attached to, and the attachment members that hold it.
const TARGETS: &[&str] = &["instance_id", "server_id", "device_id"];
/// The record's list of attachments.
const LIST: &str = "attachments";

/// `record` after the action `op` when it attaches or detaches (its path ends so); the
/// record as it was otherwise, or where its schema has no list of attachments.
pub(super) fn attached(cx: &mut Ctx<'_>, op: usize, record: &Value, record_loc: &Loc, input: &Input) -> Value {
    let attach = match cx.model.operations[op].path.trim_end_matches('/').rsplit('/').next() {
        Some("attach") => true,
        Some("detach") => false,
        _ => return record.clone(),
    };
    let Some(items) = cx
        .schemas
        .property(record_loc, LIST)
        .and_then(|list| cx.schemas.items(&list))
    else {
        return record.clone();
    };
    let body = input.body.as_ref();
    let target = TARGETS
        .iter()
        .find_map(|t| body.and_then(|b| b.get(*t)).filter(|v| v.is_string()).cloned());
    let names_target = |entry: &Value| {
        target
            .as_ref()
            .is_none_or(|t| TARGETS.iter().any(|k| entry.get(*k) == Some(t)))
    };
    let mut list = match record.get(LIST) {
        Some(Value::Array(list)) => list.clone(),
        _ => Vec::new(),
    };
    let status;
    if attach {
        let Some(target) = &target else {
            return record.clone();
        };
        if list.iter().any(&names_target) {
            return record.clone();
        }
        let Ok(mut entry) = cx.synth(&items) else {
            return record.clone();
        };
        // The record's id under the name the path gives it (`volume_id`).
        let record_id = input.path.last().cloned();
        let now = Value::from(rfc3339(cx.st.clock.now()));
        for name in cx.schemas.property_names(&items) {
            let value = if TARGETS.contains(&name.as_str()) {
                target.clone()
            } else if record_id.as_ref().is_some_and(|(param, _)| *param == name) {
                Value::from(record_id.as_ref().map(|(_, id)| id.clone()).unwrap_or_default())
            } else if name == "attachment_id" || name == "id" {
                Value::from(uuid4(&mut cx.st.rng))
            } else if name.starts_with("attached") {
                now.clone()
            } else if let Some(v) = body.and_then(|b| b.get(&name)) {
                v.clone()
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
        status = "in-use";
    } else {
        let before = list.len();
        list.retain(|e| !names_target(e));
        if list.len() == before {
            return record.clone();
        }
        status = if list.is_empty() { "available" } else { "in-use" };
    }
    let mut out = record.clone();
    set_at(&mut out, &member(LIST), Value::Array(list));
    if !cx.schemas.is_valid(record_loc, &out) {
        return record.clone();
    }
    let mut with_status = out.clone();
    set_at(&mut with_status, &member("status"), Value::from(status));
    if cx.schemas.declares(record_loc, "status") && cx.schemas.is_valid(record_loc, &with_status) {
        out = with_status;
    }
    out
}
