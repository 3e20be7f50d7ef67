//! Records that belong to another resource's record, as the model says: lists and creates
//! below an item (`model::Within`), links made and taken away by reference
//! (`model::Linking`), and records an answer makes (`model::Made`, the `action` a request
//! starts), kept to be read back.

use serde_json::Value;

use super::{Ctx, records, relations, scope_value};
use crate::answer::{Answer, member, set_checked};
use crate::judge::{Input, scalar};
use crate::model::{BelongsBy, Within};
use crate::schema::Loc;
use crate::store::Entry;

/// The ids a value holds: one, each of a list, or the `id_member` of each object of a list.
pub(super) fn ids(value: Option<&Value>, id_member: &str) -> Vec<String> {
    match value {
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Number(n)) => vec![n.to_string()],
        Some(Value::Array(a)) => a.iter().flat_map(|v| ids(Some(v), id_member)).collect(),
        Some(Value::Object(o)) => ids(o.get(id_member), id_member),
        _ => Vec::new(),
    }
}

/// The record of `resource` as its answers hold it: inside the wrapper, where they wrap it.
fn inner<'v>(cx: &Ctx<'_>, resource: usize, record: &'v Value) -> &'v Value {
    super::records::unwrapped(cx.model.resources[resource].wrapper.as_deref(), record)
}

/// Where member `name` of a record of `resource` is, as a pointer into the stored record.
pub(super) fn pointer(cx: &Ctx<'_>, resource: usize, name: &str) -> String {
    match &cx.model.resources[resource].wrapper {
        Some(w) => format!("{}{}", member(w), member(name)),
        None => member(name),
    }
}

/// The record the path of a `within` operation names: `Ok(None)` for another operation, or in
/// contract mode where there is none; else the 404.
pub(super) fn parent(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Result<Option<Entry>, Answer> {
    let Some(w) = &cx.model.operations[op].within else {
        return Ok(None);
    };
    let id = input.path_param(&w.param).unwrap_or_default().to_string();
    if let Some(e) = cx.st.store.find(w.parent, &[], &id).filter(|e| e.visible) {
        return Ok(Some(e.clone()));
    }
    if cx.options.auto_create {
        return Ok(None);
    }
    let message = format!("no {} has the id {id}", cx.model.resources[w.parent].name);
    Err(cx.error(op, 404, &message, &[]))
}

/// Whether a record of `resource` (stored as `entry`) belongs to `parent` as `within` says.
pub(super) fn belongs(cx: &Ctx<'_>, within: &Within, resource: usize, entry: &Entry, parent: &Entry) -> bool {
    match &within.by {
        BelongsBy::Member { member } => {
            let id_member = cx.model.resources[within.parent].id_member.as_deref().unwrap_or("id");
            ids(inner(cx, resource, &entry.record).get(member), id_member).contains(&parent.id)
        }
        BelongsBy::Listed { member } => {
            let id_member = cx.model.resources[resource].id_member.as_deref().unwrap_or("id");
            ids(inner(cx, within.parent, &parent.record).get(member), id_member).contains(&entry.id)
        }
        BelongsBy::Address { member, path } => {
            let held = inner(cx, resource, &entry.record).get(member).and_then(Value::as_str);
            match (held, records::address_of(cx, within.parent, parent, path)) {
                (Some(held), Some(address)) => held.ends_with(&address),
                _ => false,
            }
        }
        BelongsBy::Unknown => false,
    }
}

/// A new record made below `parent`: it names the parent where its member does.
pub(super) fn tie(cx: &Ctx<'_>, op: usize, resource: usize, record: &mut Value, parent: &Entry) {
    let Some(within) = &cx.model.operations[op].within else {
        return;
    };
    let m = match &within.by {
        BelongsBy::Member { member } => member,
        BelongsBy::Address { member, path } => {
            if let (Some(loc), Some(origin), Some(address)) = (
                cx.record_loc(resource),
                cx.st.origin.as_deref(),
                records::address_of(cx, within.parent, parent, path),
            ) {
                let at = pointer(cx, resource, member);
                set_checked(cx.schemas, &loc, record, &at, Value::from(format!("{origin}{address}")));
            }
            return;
        }
        _ => return,
    };
    let Some(loc) = cx.record_loc(resource) else { return };
    let at = pointer(cx, resource, m);
    let Some(prop) = cx.schemas.at_pointer(&loc, &at) else {
        return;
    };
    let value = match cx.schemas.items(&prop) {
        Some(item) => Value::Array(vec![scalar(cx.schemas, &item, &parent.id)]),
        None => scalar(cx.schemas, &prop, &parent.id),
    };
    set_checked(cx.schemas, &loc, record, &at, value);
}

/// After a record with id `id` was made below `parent`: the parent lists it
/// where it lists what belongs to it, and takes the state the request's body says.
pub(super) fn made_below(cx: &mut Ctx<'_>, op: usize, id: &str, parent: &Entry, body: Option<&Value>) {
    let Some(within) = cx.model.operations[op].within.clone() else {
        return;
    };
    let Some(loc) = cx.record_loc(within.parent) else {
        return;
    };
    let mut record = parent.record.clone();
    if let BelongsBy::Listed { member: m } = &within.by {
        let at = pointer(cx, within.parent, m);
        let mut list = match record.pointer(&at) {
            Some(Value::Array(a)) => a.clone(),
            _ => Vec::new(),
        };
        let item = cx.schemas.at_pointer(&loc, &at).and_then(|p| cx.schemas.items(&p));
        list.push(match item {
            Some(item) => scalar(cx.schemas, &item, id),
            None => Value::String(id.to_string()),
        });
        set_checked(cx.schemas, &loc, &mut record, &at, Value::Array(list));
    }
    for act in &within.acts {
        if body.and_then(|b| b.pointer(&act.when)) != Some(&act.is) {
            continue;
        }
        for (to, value) in &act.sets {
            let at = match &cx.model.resources[within.parent].wrapper {
                Some(w) => format!("{}{to}", member(w)),
                None => to.clone(),
            };
            set_checked(cx.schemas, &loc, &mut record, &at, value.clone());
        }
    }
    for l in &within.links {
        if body.and_then(|b| b.pointer(&l.when)) != Some(&l.is) {
            continue;
        }
        let Some(named) = body
            .and_then(|b| b.get(&l.names))
            .filter(|v| v.is_string() || v.is_number())
        else {
            continue;
        };
        let at = pointer(cx, within.parent, &l.list);
        let mut list = match record.pointer(&at) {
            Some(Value::Array(a)) => a.clone(),
            _ => Vec::new(),
        };
        let same = |v: &Value| relations::ids(Some(v)) == relations::ids(Some(named));
        if l.adds {
            if !list.iter().any(same) {
                list.push(named.clone());
            }
        } else {
            list.retain(|v| !same(v));
        }
        set_checked(cx.schemas, &loc, &mut record, &at, Value::Array(list));
    }
    store_changed(cx, within.parent, parent, record);
}

pub(super) fn store_changed(cx: &mut Ctx<'_>, resource: usize, before: &Entry, record: Value) {
    if record == before.record {
        return;
    }
    if let Some(e) = cx.st.store.find_mut(resource, &[], &before.id) {
        e.record = record;
        relations::changed(cx, resource, before);
    }
}

/// The records `op`'s answer makes (`model::Made`): each stored under its own id (a new one
/// where the answer's is taken), which the answer then carries.
pub(super) fn keep_made(cx: &mut Ctx<'_>, op: usize, input: &Input, answer: &mut Answer) {
    let makes = &cx.model.operations[op].makes;
    if makes.is_empty() || !(200..300).contains(&answer.status) {
        return;
    }
    let Some(mut body) = answer.body.take() else { return };
    let mut given: Vec<(String, String)> = Vec::new();
    for made in makes {
        let Some(value) = body.pointer(&made.pointer).filter(|v| v.is_object()).cloned() else {
            continue;
        };
        let res = &cx.model.resources[made.resource];
        let id_member = res.id_member.clone().unwrap_or_else(|| "id".into());
        let id = match given.iter().find(|(p, _)| *p == made.pointer) {
            Some((_, id)) if !cx.st.store.is_taken(made.resource, id) => id.clone(),
            _ => {
                let own = ids(value.get(&id_member), &id_member).into_iter().next();
                match own.filter(|id| !cx.st.store.is_taken(made.resource, id)) {
                    Some(id) => id,
                    None => records::new_id(cx, made.resource),
                }
            }
        };
        let mut value = value;
        let loc: Option<Loc> = cx.record_loc(made.resource);
        let id_value = match loc.as_ref().and_then(|l| {
            let at = pointer(cx, made.resource, &id_member);
            cx.schemas.at_pointer(l, &at)
        }) {
            Some(prop) => scalar(cx.schemas, &prop, &id),
            None => Value::String(id.clone()),
        };
        if let Value::Object(m) = &mut value {
            m.insert(id_member.clone(), id_value);
        }
        crate::answer::set_at(&mut body, &made.pointer, value.clone());
        let res = &cx.model.resources[made.resource];
        let scope: Vec<String> = res
            .scope
            .iter()
            .map(|s| scope_value(input, s).unwrap_or_default())
            .collect();
        let record = match &res.wrapper {
            Some(w) => serde_json::json!({ w.clone(): value }),
            None => value,
        };
        cx.st.store.insert(
            made.resource,
            Entry {
                id: id.clone(),
                scope,
                record,
                visible: true,
            },
        );
        relations::stored(cx, made.resource, &id);
        given.push((made.pointer.clone(), id));
    }
    answer.body = Some(body);
}
