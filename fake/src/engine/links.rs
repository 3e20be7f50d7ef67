//! Links by reference (`POST /firewalls/{id}/droplets {droplet_ids}`): a role of its own, above
//! the roles it falls back on.

use serde_json::Value;

use super::belongs::{ids, pointer, store_changed};
use super::{Ctx, reads, relations, roles};
use crate::answer::{Answer, member, set_checked};
use crate::judge::{Input, scalar};

/// A link by reference (`POST /firewalls/{id}/droplets {droplet_ids}`): the ids the body names
/// join the record's list of them (each once), or leave it; a link to a record that does not
/// exist is refused, where the fake can make such records.
pub(super) fn link(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let Some(linking) = cx.model.operations[op].link.clone() else {
        return roles::action(cx, op, resource, input);
    };
    let entry = match reads::lookup(cx, op, resource, input) {
        Ok(e) => e,
        Err(a) => return a,
    };
    let named = ids(input.body.as_ref().and_then(|b| b.get(&linking.names)), "id");
    if linking.adds
        && !cx.options.auto_create
        && let Some(to) = linking.to.filter(|&t| relations::makeable(cx, t))
    {
        let missing: Vec<&String> = named.iter().filter(|id| !cx.st.store.is_taken(to, id)).collect();
        if !missing.is_empty() {
            let list: Vec<&str> = missing.iter().map(|s| s.as_str()).collect();
            let message = format!(
                "`{}` names no record of {}: {}",
                linking.names,
                cx.model.resources[to].name,
                list.join(", ")
            );
            let v = crate::error::Violation::new(format!("/body{}", member(&linking.names)), message.clone());
            let operation = &cx.model.operations[op];
            let status = if operation
                .responses
                .iter()
                .any(|r| r.status == crate::model::Status::Code(404))
            {
                404
            } else {
                operation.invalid_status
            };
            return cx.error(op, status, &message, &[v]);
        }
    }
    let Some(loc) = cx.record_loc(resource) else {
        return reads::record_answer(cx, op, &entry.id, &entry.record, input);
    };
    let at = pointer(cx, resource, &linking.list);
    let item = cx.schemas.at_pointer(&loc, &at).and_then(|p| cx.schemas.items(&p));
    let mut list: Vec<Value> = match entry.record.pointer(&at) {
        Some(Value::Array(a)) => a.clone(),
        _ => Vec::new(),
    };
    let text = |v: &Value| ids(Some(v), "id").into_iter().next().unwrap_or_default();
    if linking.adds {
        for id in &named {
            if !list.iter().any(|v| text(v) == *id) {
                list.push(match &item {
                    Some(item) => scalar(cx.schemas, item, id),
                    None => Value::String(id.clone()),
                });
            }
        }
    } else {
        list.retain(|v| !named.contains(&text(v)));
    }
    let mut record = entry.record.clone();
    set_checked(cx.schemas, &loc, &mut record, &at, Value::Array(list));
    store_changed(cx, resource, &entry, record.clone());
    reads::record_answer(cx, op, &entry.id, &record, input)
}
