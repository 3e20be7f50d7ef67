//! Relations between records, as the model states them (`model::Relation`): ids in a request
//! must name records, a new record copies sizes and ids from the record it is made from, a
//! record lists the records that name it (kept in step as they come and go), and deleting a
//! record takes its children with it or is refused while they exist.

use serde_json::Value;

use super::{Ctx, records};
use crate::answer::{member, set_checked};
use crate::error::Violation;
use crate::model::{OnDelete, Relation, Role};
use crate::store::Entry;

/// The ids a member holds: one, or each of a list.
pub(super) fn ids(value: Option<&Value>) -> Vec<String> {
    match value {
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Number(n)) => vec![n.to_string()],
        Some(Value::Array(a)) => a.iter().flat_map(|v| ids(Some(v))).collect(),
        _ => Vec::new(),
    }
}

/// Whether a test can make records of `resource` (it has a create): only such references
/// are checked, since a catalog the fake cannot fill (images a provider offers) would
/// refuse every id.
pub(super) fn makeable(cx: &Ctx<'_>, resource: usize) -> bool {
    cx.model
        .operations
        .iter()
        .any(|o| matches!(o.role, Role::Create { resource: r } if r == resource))
}

/// The ids `entry` of `resource` names through `rel`.
pub(super) fn named_by(cx: &Ctx<'_>, resource: usize, rel: &Relation, entry: &Entry) -> Vec<String> {
    if rel.nested {
        let at = cx.model.resources[resource].scope.iter().position(|s| *s == rel.member);
        return at.and_then(|i| entry.scope.get(i)).cloned().into_iter().collect();
    }
    match &rel.within {
        Some(list) => match entry.record.get(list) {
            Some(Value::Array(entries)) => entries.iter().flat_map(|e| ids(e.get(&rel.member))).collect(),
            _ => Vec::new(),
        },
        None => ids(entry.record.get(&rel.member)),
    }
}

/// The references of a create's request that name no record (contract mode checks none):
/// the parent its path names, then each id member of its body.
pub(super) fn dangling(
    cx: &Ctx<'_>,
    resource: usize,
    scope: &[(String, String)],
    body: Option<&Value>,
) -> Option<(u16, String, Vec<Violation>)> {
    if cx.options.auto_create {
        return None;
    }
    let res = &cx.model.resources[resource];
    for rel in res
        .relations
        .iter()
        .filter(|r| r.within.is_none() && makeable(cx, r.to))
    {
        let target = &cx.model.resources[rel.to].name;
        if rel.nested {
            let Some((_, id)) = scope.iter().find(|(k, _)| *k == rel.member) else {
                continue;
            };
            if !id.is_empty() && !cx.st.store.is_taken(rel.to, id) {
                return Some((404, format!("no {target} has the id {id}"), Vec::new()));
            }
            continue;
        }
        let missing: Vec<String> = ids(body.and_then(|b| b.get(&rel.member)))
            .into_iter()
            .filter(|id| !cx.st.store.is_taken(rel.to, id))
            .collect();
        if !missing.is_empty() {
            let message = format!("names no record of {target}: {}", missing.join(", "));
            let v = Violation::new(format!("/body{}", member(&rel.member)), message.clone());
            return Some((0, format!("`{}` {message}", rel.member), vec![v]));
        }
    }
    None
}

/// Sizes and ids a new record takes from the records its request names (a snapshot's
/// `size` is its volume's; a reserved IP in a subnet is in that subnet's `network_id`):
/// the named record's numbers and relation members that the new record declares and the
/// request did not give.
pub(super) fn copy_from_named(cx: &Ctx<'_>, resource: usize, record: &mut Value, body: Option<&Value>) {
    let res = &cx.model.resources[resource];
    let Some(loc) = cx.slot(res.record) else { return };
    let own: Vec<&str> = res
        .relations
        .iter()
        .filter(|r| !r.nested)
        .map(|r| r.member.as_str())
        .collect();
    for rel in res.relations.iter().filter(|r| !r.nested && !r.many) {
        let Some(id) = ids(record.get(&rel.member)).into_iter().next() else {
            continue;
        };
        let Some(named) = cx.st.store.find(rel.to, &[], &id) else {
            continue;
        };
        let Value::Object(members) = &named.record else {
            continue;
        };
        let target = &cx.model.resources[rel.to];
        for (k, v) in members {
            let given = body.and_then(|b| b.get(k)).is_some();
            let ours = own.contains(&k.as_str()) && *k != rel.member;
            let theirs_only =
                Some(k) == target.id_member.as_ref() || res.scope.contains(k) || Some(k) == res.id_member.as_ref();
            if given || theirs_only || !(v.is_number() || ours) || !cx.schemas.declares(&loc, k) {
                continue;
            }
            set_checked(cx.schemas, &loc, record, &member(k), v.clone());
        }
    }
}

/// After a record of `resource` was made visible, changed or removed: the records it names
/// list what names them again.
pub(super) fn relist_parents_of(cx: &mut Ctx<'_>, resource: usize, entry: &Entry) {
    let model = cx.model;
    for rel in model.resources[resource]
        .relations
        .iter()
        .filter(|r| r.listed_as.is_some())
    {
        for parent in named_by(cx, resource, rel, entry) {
            relist(cx, rel.to, &parent);
        }
    }
}

/// `parent` of `resource` with each of its lists of children (`subnets`) as the store holds
/// them now.
pub(super) fn relist(cx: &mut Ctx<'_>, resource: usize, parent: &str) {
    let Some(loc) = cx.slot(cx.model.resources[resource].record) else {
        return;
    };
    let Some(mut record) = cx.st.store.find(resource, &[], parent).map(|e| e.record.clone()) else {
        return;
    };
    let model = cx.model;
    for (c, child) in model.resources.iter().enumerate() {
        for rel in child.relations.iter().filter(|r| r.to == resource) {
            let Some(list) = &rel.listed_as else { continue };
            let Some(items) = cx.schemas.property(&loc, list).and_then(|p| cx.schemas.items(&p)) else {
                continue;
            };
            let children: Vec<Entry> = cx
                .st
                .store
                .list(c, &[])
                .filter(|e| named_by(cx, c, rel, e).iter().any(|p| p == parent))
                .cloned()
                .collect();
            let mut values = Vec::new();
            for e in children {
                let value = if rel.listed_ids {
                    // Ids as the list holds them: text, or numbers (`volumes: [42]`).
                    let text = Value::String(e.id.clone());
                    match e.id.parse::<i64>() {
                        Ok(n) if !cx.schemas.is_valid(&items, &text) => Value::from(n),
                        _ => text,
                    }
                } else {
                    // A record without a read schema holds what its request said: its id
                    // is the store's.
                    let mut record = e.record.clone();
                    let id_member = child.id_member.as_deref().unwrap_or("id");
                    if record.get(id_member).is_none() {
                        crate::answer::set_at(&mut record, &member(id_member), Value::String(e.id.clone()));
                    }
                    match records::fit(cx, &items, &record) {
                        Ok(v) => v,
                        Err(_) => continue,
                    }
                };
                if !values.contains(&value) {
                    values.push(value);
                }
            }
            set_checked(cx.schemas, &loc, &mut record, &member(list), Value::Array(values));
        }
    }
    if let Some(e) = cx.st.store.find_mut(resource, &[], parent) {
        e.record = record;
    }
}

/// Why `id` of `resource` cannot be deleted now: records that name it under a `refuse`.
pub(super) fn delete_refused(cx: &Ctx<'_>, resource: usize, id: &str) -> Option<String> {
    for (c, child) in cx.model.resources.iter().enumerate() {
        for rel in child
            .relations
            .iter()
            .filter(|r| r.to == resource && r.on_delete == OnDelete::Refuse)
        {
            let n = cx
                .st
                .store
                .list(c, &[])
                .filter(|e| named_by(cx, c, rel, e).iter().any(|p| p == id))
                .count();
            if n > 0 {
                return Some(format!(
                    "{} {id} is named by {n} record(s) of {}: delete them first",
                    cx.model.resources[resource].name, child.name
                ));
            }
        }
    }
    None
}

/// Removes `id` of `resource`, the records that name it under a `cascade` (and theirs), and
/// lists what the removed records named again.
pub(super) fn remove_record(cx: &mut Ctx<'_>, resource: usize, id: &str) {
    let Some(entry) = cx.st.store.find(resource, &[], id).cloned() else {
        return;
    };
    cx.st.store.remove(resource, id);
    let model = cx.model;
    for (c, child) in model.resources.iter().enumerate() {
        for rel in child
            .relations
            .iter()
            .filter(|r| r.to == resource && r.on_delete == OnDelete::Cascade)
        {
            let doomed: Vec<String> = cx
                .st
                .store
                .list(c, &[])
                .filter(|e| named_by(cx, c, rel, e).iter().any(|p| p == id))
                .map(|e| e.id.clone())
                .collect();
            for d in doomed {
                remove_record(cx, c, &d);
            }
        }
    }
    unlink(cx, resource, id);
    relist_parents_of(cx, resource, &entry);
}

/// Takes `id` of `resource` out of the lists of ids that name it (a firewall's `droplet_ids`
/// once the droplet is gone), and empties a link to it that may be `null` (a volume's
/// `server`): a link ends with what it links.
fn unlink(cx: &mut Ctx<'_>, resource: usize, id: &str) {
    let model = cx.model;
    for (c, holder) in model.resources.iter().enumerate() {
        for rel in holder.relations.iter().filter(|r| {
            r.to == resource && !r.nested && r.within.is_none() && (r.many || r.on_delete == OnDelete::Keep)
        }) {
            let Some(loc) = cx.slot(holder.record) else { continue };
            let at = match &holder.wrapper {
                Some(w) => format!("{}{}", member(w), member(&rel.member)),
                None => member(&rel.member),
            };
            let naming: Vec<Entry> = cx
                .st
                .store
                .list(c, &[])
                .filter(|e| ids(e.record.pointer(&at)).iter().any(|x| x == id))
                .cloned()
                .collect();
            for before in naming {
                let mut record = before.record.clone();
                match record.pointer_mut(&at) {
                    Some(Value::Array(list)) => list.retain(|v| ids(Some(v)).first().is_none_or(|x| x != id)),
                    Some(one) if !rel.many => *one = Value::Null,
                    _ => {}
                }
                if !cx.schemas.is_valid(&loc, &record) {
                    continue;
                }
                if let Some(e) = cx.st.store.find_mut(c, &[], &before.id) {
                    e.record = record;
                }
            }
        }
    }
}

/// After a record of `resource` was stored or changed.
pub(super) fn stored(cx: &mut Ctx<'_>, resource: usize, id: &str) {
    if let Some(entry) = cx.st.store.find(resource, &[], id).cloned() {
        relist_parents_of(cx, resource, &entry);
    }
    made_when_used(cx, resource, id);
}

/// After a record of `resource` changed from `before`: what it named then lists it no more
/// (a detached server), what it names now lists it.
pub(super) fn changed(cx: &mut Ctx<'_>, resource: usize, before: &Entry) {
    relist_parents_of(cx, resource, before);
    stored(cx, resource, &before.id);
}

/// `record` with the references its operation's `expand` values name inlined: a member naming
/// a record of another resource (`product`) becomes that record, where the fake holds it.
pub(super) fn expanded(
    cx: &Ctx<'_>,
    op: usize,
    record: &Value,
    query: &serde_json::Map<String, Value>,
) -> Option<Value> {
    let operation = &cx.model.operations[op];
    let name = operation.expand.as_ref()?;
    let resource = operation.role.resource()?;
    let wanted: Vec<String> = match query.get(name)? {
        Value::Array(items) => items.iter().filter_map(Value::as_str).map(str::to_string).collect(),
        Value::String(s) => s.split(',').map(|w| w.trim().to_string()).collect(),
        _ => return None,
    };
    let mut out = record.clone();
    for m in wanted {
        let Some(rel) = cx.model.resources[resource]
            .relations
            .iter()
            .find(|r| !r.nested && !r.many && r.within.is_none() && r.member == m)
        else {
            continue;
        };
        let Some(id) = ids(record.get(&m)).into_iter().next() else {
            continue;
        };
        if let Some(named) = cx.st.store.find(rel.to, &[], &id) {
            crate::answer::set_at(&mut out, &member(&m), named.record.clone());
        }
    }
    Some(out)
}

/// After a record of `resource` was stored or changed: each label it lists that the fake holds
/// no record of is made, as services make a label the first time a record uses it.
pub(super) fn made_when_used(cx: &mut Ctx<'_>, resource: usize, id: &str) {
    let model = cx.model;
    let Some(entry) = cx.st.store.find(resource, &[], id) else {
        return;
    };
    let record = entry.record.clone();
    for (l, res) in model.resources.iter().enumerate() {
        if !res.scope.is_empty() {
            continue;
        }
        for label in res.labels.iter().filter(|lb| lb.resource == resource) {
            let names = record
                .get(&label.member)
                .and_then(Value::as_array)
                .cloned()
                .unwrap_or_default();
            for name in names.iter().filter_map(Value::as_str) {
                if cx.st.store.is_taken(l, name) {
                    continue;
                }
                if let Ok(made) = records::build(cx, l, &[], name, None, None) {
                    cx.st.store.insert(
                        l,
                        Entry {
                            id: name.to_string(),
                            scope: Vec::new(),
                            record: made,
                            visible: true,
                        },
                    );
                }
            }
        }
    }
}
