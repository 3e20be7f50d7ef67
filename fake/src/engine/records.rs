//! A record made from a request: the read schema filled from the request's members wherever
//! they land (same name, nested, renamed, tag maps), a new id, and answers fitted to a record.

use serde_json::{Map, Value};

use super::Ctx;
use crate::answer::{member, set_at, set_checked};
use crate::error::Violation;
use crate::judge::scalar;
use crate::schema::Loc;
use crate::synth::uuid4;

pub(super) fn new_id(cx: &mut Ctx<'_>, resource: usize) -> String {
    let id_schema = cx.record_loc(resource).and_then(|l| {
        let res = &cx.model.resources[resource];
        let name = res.id_member.as_deref().unwrap_or("id");
        // Inside the wrapper, where answers wrap the record.
        let l = match res.wrapper.as_deref().and_then(|w| cx.schemas.property(&l, w)) {
            Some(inner) => inner,
            None => l,
        };
        cx.schemas.property(&l, name)
    });
    let integer = id_schema.as_ref().is_some_and(|p| {
        cx.schemas.types(p).iter().any(|t| t == "integer") && cx.schemas.format(p).as_deref() != Some("uuid")
    });
    loop {
        let id = if integer {
            cx.st.store.next_number(resource).to_string()
        } else {
            uuid4(&mut cx.st.rng)
        };
        if !cx.st.store.is_taken(resource, &id) {
            return id;
        }
    }
}

/// The id a create's body gives its record: the id member (`name` for a resource whose
/// item path ends in `{…_name}`), when the record's schema takes it there.
pub(super) fn id_in_body(cx: &Ctx<'_>, resource: usize, body: Option<&Value>) -> Option<String> {
    let name = cx.model.resources[resource].id_member.as_deref()?;
    let given = body?.get(name)?;
    let text = match given {
        Value::String(s) if !s.is_empty() => s.clone(),
        Value::Number(n) => n.to_string(),
        _ => return None,
    };
    match cx.record_loc(resource).and_then(|l| cx.schemas.property(&l, name)) {
        Some(prop) if !cx.schemas.is_valid(&prop, &scalar(cx.schemas, &prop, &text)) => None,
        _ => Some(text),
    }
}

/// A record: `base` (or one made from the record schema) with the body's members, the scope,
/// the id (unless empty) and the timestamps set on it; the record schema's violations if
/// it breaks it.
pub(super) fn build(
    cx: &mut Ctx<'_>,
    resource: usize,
    scope: &[(String, String)],
    id: &str,
    body: Option<&Value>,
    base: Option<Value>,
) -> Result<Value, Vec<Violation>> {
    let loc = cx.record_loc(resource);
    let creating = base.is_none();
    let mut record = match (base, &loc) {
        (Some(b), _) => b,
        // Judged below, once the request's members are on it.
        (None, Some(l)) => cx.synth_draft(l),
        (None, None) => Value::Object(Map::new()),
    };
    if let Some(Value::Object(members)) = body {
        for (k, v) in members {
            let Some(loc) = &loc else {
                set_at(&mut record, &member(k), v.clone());
                continue;
            };
            let Some(prop) = cx.schemas.property(loc, k) else {
                place_elsewhere(cx, loc, &mut record, members, k, v);
                continue;
            };
            if cx.schemas.is_valid(&prop, v) {
                set_at(&mut record, &member(k), v.clone());
            } else if let (Value::Object(tags), Some(item)) = (v, tag_items(cx, &prop)) {
                let list = merge_tags(cx, &item, None, tags);
                set_at(&mut record, &member(k), list);
            } else {
                place_inside(cx, loc, &prop, &mut record, k, v);
            }
        }
    }
    let id_member = cx.model.resources[resource].id_member.clone();
    // A scope value no path gave (empty) says nothing about the record.
    let fixed = scope
        .iter()
        .filter(|(_, v)| !v.is_empty())
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .chain(id_member.as_deref().filter(|_| !id.is_empty()).map(|m| (m, id)));
    for (name, text) in fixed {
        match loc.as_ref().and_then(|l| cx.schemas.property(l, name)) {
            Some(prop) => {
                let v = scalar(cx.schemas, &prop, text);
                set_at(&mut record, &member(name), v);
            }
            None if loc.is_none() => {
                set_at(&mut record, &member(name), Value::from(text));
            }
            None => {}
        }
    }
    let now = Value::from(crate::clock::rfc3339(cx.st.clock.now()));
    for name in ["created_at", "updated_at"] {
        if name == "created_at" && !creating {
            continue;
        }
        let dated = loc
            .as_ref()
            .and_then(|l| cx.schemas.property(l, name))
            .is_some_and(|p| cx.schemas.format(&p).as_deref() == Some("date-time"));
        if dated {
            set_at(&mut record, &member(name), now.clone());
        }
    }
    match &loc {
        Some(l) => {
            let violations = cx.schemas.violations(l, &record, "");
            if violations.is_empty() {
                Ok(record)
            } else {
                Err(violations)
            }
        }
        None => Ok(record),
    }
}

/// A request's scalar member whose record member of the same name is an object
/// (`flavor: "g1-standard-1-2"` beside a record's `flavor: {flavor_id, …}`): the value goes
/// to the member of that object that names it (`flavor_id`, `id`, `flavor_name`, `name`,
/// the first that takes it; `flavor_name` too when it went to `flavor_id`), in an object
/// made for it where the record has none.
pub(super) fn place_inside(cx: &mut Ctx<'_>, loc: &Loc, prop: &Loc, record: &mut Value, k: &str, v: &Value) {
    if v.is_object() || v.is_array() || v.is_null() {
        return;
    }
    let wanted = [
        format!("{k}_id"),
        "id".to_string(),
        format!("{k}_name"),
        "name".to_string(),
    ];
    let Some(inner) = wanted.iter().find(|w| {
        cx.schemas.declares(prop, w) && cx.schemas.property(prop, w).is_some_and(|p| cx.schemas.is_valid(&p, v))
    }) else {
        return;
    };
    let mut object = match record.get(k) {
        Some(o @ Value::Object(_)) => o.clone(),
        _ => match cx.synth_record(prop) {
            Ok(o @ Value::Object(_)) => o,
            _ => return,
        },
    };
    set_at(&mut object, &member(inner), v.clone());
    // One word for the thing (`flavor`) is its id and its name: a `flavor_name` beside the
    // `flavor_id` it went to is not left naming another.
    let name = format!("{k}_name");
    if *inner == format!("{k}_id") && cx.schemas.declares(prop, &name) {
        let mut both = object.clone();
        set_at(&mut both, &member(&name), v.clone());
        if let Some(p) = cx.schemas.property(prop, &name)
            && cx.schemas.is_valid(&p, v)
        {
            object = both;
        }
    }
    set_checked(cx.schemas, loc, record, &member(k), object);
}

/// A request's member the record does not declare, placed where the record keeps it:
/// - an object's members the record declares (`network: {network_id}` → `network_id`),
///   where the request did not give them itself;
/// - `{x}_id` as the one entry of the record's list `{x}s` of objects with an `id`
///   (`listener_id` → `listeners: [{id}]`, `load_balancer_id` → `loadbalancers: [{id}]`);
/// - a member of the one object member of the record that declares it (`flavor_id` →
///   `flavor.flavor_id`).
///
/// Each only where the record stays valid.
pub(super) fn place_elsewhere(
    cx: &mut Ctx<'_>,
    loc: &Loc,
    record: &mut Value,
    body: &Map<String, Value>,
    k: &str,
    v: &Value,
) {
    if let Value::Object(inner) = v {
        for (k2, v2) in inner {
            if !body.contains_key(k2) && cx.schemas.declares(loc, k2) {
                set_checked(cx.schemas, loc, record, &member(k2), v2.clone());
            }
        }
        return;
    }
    if let Some(stem) = k.strip_suffix("_id") {
        // `load_balancer_id` beside a record's `loadbalancers`: spelled alike, underscores aside.
        let squash = |w: &str| {
            w.chars()
                .filter(char::is_ascii_alphanumeric)
                .collect::<String>()
                .to_ascii_lowercase()
        };
        let wanted = format!("{}s", squash(stem));
        let list = cx
            .schemas
            .property_names(loc)
            .into_iter()
            .find(|m| squash(m) == wanted)
            .unwrap_or_else(|| format!("{stem}s"));
        if let Some(items) = cx.schemas.property(loc, &list).and_then(|p| cx.schemas.items(&p))
            && cx.schemas.declares(&items, "id")
        {
            let mut entry = cx.synth_record(&items).unwrap_or_else(|_| Value::Object(Map::new()));
            set_at(&mut entry, "/id", v.clone());
            if set_checked(cx.schemas, loc, record, &member(&list), Value::Array(vec![entry])) {
                return;
            }
        }
    }
    let holders: Vec<String> = cx
        .schemas
        .property_names(loc)
        .into_iter()
        .filter(|o| cx.schemas.property(loc, o).is_some_and(|p| cx.schemas.declares(&p, k)))
        .collect();
    if let [o] = holders.as_slice()
        && let Some(Value::Object(_)) = record.get(o)
    {
        set_checked(
            cx.schemas,
            loc,
            record,
            &format!("{}{}", member(o), member(k)),
            v.clone(),
        );
    }
}

/// The item schema of a tag list (an array of objects with `key` and `value`).
pub(super) fn tag_items(cx: &Ctx<'_>, prop: &Loc) -> Option<Loc> {
    let items = cx.schemas.items(prop)?;
    let names = cx.schemas.property_names(&items);
    (names.iter().any(|n| n == "key") && names.iter().any(|n| n == "value")).then_some(items)
}

/// A tag list with a tag map merged in: a key set to null is removed, read-only tags stay.
pub(super) fn merge_tags(cx: &mut Ctx<'_>, item: &Loc, existing: Option<&Value>, map: &Map<String, Value>) -> Value {
    let mut list: Vec<Value> = existing.and_then(Value::as_array).cloned().unwrap_or_default();
    let read_only_field = cx.schemas.property_names(item).iter().any(|n| n == "read_only");
    for (key, value) in map {
        let found = list
            .iter()
            .position(|t| t.get("key").and_then(Value::as_str) == Some(key));
        if found.is_some_and(|i| list[i].get("read_only") == Some(&Value::Bool(true))) {
            continue;
        }
        match (found, value) {
            (Some(i), Value::Null) => {
                list.remove(i);
            }
            (None, Value::Null) => {}
            (Some(i), v) => {
                set_at(&mut list[i], "/value", v.clone());
            }
            (None, v) => {
                let mut tag = cx.synth(item).unwrap_or_else(|_| Value::Object(Map::new()));
                set_at(&mut tag, "/key", Value::from(key.as_str()));
                set_at(&mut tag, "/value", v.clone());
                if read_only_field {
                    set_at(&mut tag, "/read_only", Value::Bool(false));
                }
                list.push(tag);
            }
        }
    }
    Value::Array(list)
}

/// `value` itself if valid at `loc`, else a value made there with the members of `value`
/// that are valid members of it.
pub(super) fn fit(cx: &mut Ctx<'_>, loc: &Loc, value: &Value) -> Result<Value, Vec<Violation>> {
    if cx.schemas.is_valid(loc, value) {
        return Ok(value.clone());
    }
    // What the record does not hold, an answer about it does not invent either.
    let mut made = cx.synth_record(loc)?;
    if let Value::Object(members) = value {
        for (k, v) in members {
            if let Some(prop) = cx.schemas.property(loc, k) {
                if cx.schemas.is_valid(&prop, v) {
                    set_checked(cx.schemas, loc, &mut made, &member(k), v.clone());
                }
            }
        }
    }
    Ok(made)
}
