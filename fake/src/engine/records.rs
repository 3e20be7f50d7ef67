//! A record made from a request: the read schema filled from the request's members wherever
//! they land (same name, nested, renamed, tag maps), a new id, and answers fitted to a record.

use serde_json::{Map, Value};

use super::Ctx;
use crate::answer::{member, set_at, set_checked};
use crate::error::Violation;
use crate::judge::scalar;
use crate::model::TagList;
use crate::schema::Loc;
use crate::store::Entry;
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
    // Spelled as the document's examples are (`cus_` and 14 letters and digits), where the
    // id's schema takes that.
    let form = cx.model.resources[resource]
        .id_form
        .as_ref()
        .filter(|f| !integer && f.length > 0 && !f.alphabet.is_empty());
    for _ in 0..64 {
        let id = if integer {
            cx.st.store.next_number(resource).to_string()
        } else if let Some(f) = form {
            let alphabet: Vec<char> = f.alphabet.chars().collect();
            let tail: String = (0..f.length)
                .map(|_| alphabet[cx.st.rng.usize(..alphabet.len())])
                .collect();
            let id = format!("{}{tail}", f.prefix);
            match &id_schema {
                Some(p) if !cx.schemas.is_valid(p, &Value::from(id.as_str())) => uuid4(&mut cx.st.rng),
                _ => id,
            }
        } else {
            uuid4(&mut cx.st.rng)
        };
        // An id the id's schema refuses (a uuid where it takes at most 32 characters, or
        // must match `^IS[0-9a-fA-F]{32}$`): one made from the schema instead.
        let id = match &id_schema {
            Some(p) if !integer && !cx.schemas.is_valid(p, &Value::from(id.as_str())) => schema_id(cx, p).unwrap_or(id),
            _ => id,
        };
        if !cx.st.store.is_taken(resource, &id) {
            return id;
        }
    }
    uuid4(&mut cx.st.rng)
}

/// A string id the schema at `loc` takes: a string its `pattern` matches, else one made from
/// it; then varied where it stays valid, so that ids differ.
fn schema_id(cx: &mut Ctx<'_>, loc: &Loc) -> Option<String> {
    let valid = |cx: &Ctx<'_>, s: &str| cx.schemas.is_valid(loc, &Value::from(s));
    let from_pattern = cx
        .schemas
        .keyword(loc, "pattern")
        .and_then(Value::as_str)
        .map(crate::pattern::candidates)
        .unwrap_or_default()
        .into_iter()
        .find(|c| valid(cx, c));
    let made = match from_pattern {
        Some(s) => s,
        None => match cx.synth_unique(loc) {
            Ok(Value::String(s)) if valid(cx, &s) => s,
            _ => return None,
        },
    };
    let mut chars: Vec<char> = made.chars().collect();
    for i in (0..chars.len()).rev() {
        let was = chars[i];
        let pool: &[u8] = match was {
            '0'..='9' => b"0123456789",
            'a'..='z' => b"abcdefghijklmnopqrstuvwxyz",
            'A'..='Z' => b"ABCDEFGHIJKLMNOPQRSTUVWXYZ",
            _ => continue,
        };
        chars[i] = char::from(pool[cx.st.rng.usize(..pool.len())]);
        if !valid(cx, &chars.iter().collect::<String>()) {
            chars[i] = was;
        }
    }
    Some(chars.into_iter().collect())
}

/// Sets the fake's clock on the members of `record` that say when it was made (`creating`) or
/// last changed (the model's `stamps`): unix seconds where the member is an integer, RFC 3339
/// where it is a string; each where the record stays valid.
pub(super) fn stamp(cx: &Ctx<'_>, resource: usize, record: &mut Value, creating: bool) {
    stamp_except(cx, resource, record, creating, &[]);
}

/// [`stamp`], but for the members `given`.
pub(super) fn stamp_except(cx: &Ctx<'_>, resource: usize, record: &mut Value, creating: bool, given: &[String]) {
    let Some(loc) = cx.record_loc(resource) else { return };
    let now = cx.st.clock.now();
    for s in &cx.model.resources[resource].stamps {
        if !(creating || s.changes) || given.contains(&s.member) {
            continue;
        }
        let Some(prop) = cx.schemas.property(&loc, &s.member) else {
            continue;
        };
        let value = if cx.schemas.types(&prop).iter().any(|t| t == "integer") {
            Value::from(crate::clock::unix_seconds(now))
        } else {
            Value::from(crate::clock::rfc3339(now))
        };
        set_checked(cx.schemas, &loc, record, &member(&s.member), value);
    }
}

/// Writes the fake's own address into the members of `record` that hold one of the API (the
/// model's `links`), its parameters filled from the record's scope and id; each where the
/// record stays valid.
pub(super) fn link(cx: &Ctx<'_>, resource: usize, scope: &[(String, String)], id: &str, record: &mut Value) {
    let res = &cx.model.resources[resource];
    let (Some(origin), Some(loc)) = (cx.st.origin.as_deref(), cx.record_loc(resource)) else {
        return;
    };
    for l in &res.links {
        let value = |p: &str| {
            if p == res.id_param {
                Some(id)
            } else {
                scope.iter().find(|(n, _)| n == p).map(|(_, v)| v.as_str())
            }
        };
        if let Some(path) = address(&l.path, value) {
            set_checked(
                cx.schemas,
                &loc,
                record,
                &member(&l.member),
                Value::from(format!("{origin}{path}")),
            );
        }
    }
}

/// The path `template` names with each parameter's value (percent-encoded), where each has one.
pub(super) fn address<'v>(template: &str, value: impl Fn(&str) -> Option<&'v str>) -> Option<String> {
    let mut out = String::new();
    for (i, segment) in template.split('/').enumerate() {
        if i > 0 {
            out.push('/');
        }
        let Some(p) = segment.strip_prefix('{').and_then(|s| s.strip_suffix('}')) else {
            out.push_str(segment);
            continue;
        };
        let v = value(p).filter(|v| !v.is_empty())?;
        out.extend(percent_encoding::utf8_percent_encode(v, SEGMENT));
    }
    Some(out)
}

/// What a path segment's value is encoded by: all but RFC 3986's unreserved characters.
const SEGMENT: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// The address of the record `entry` of `resource` at `template` (its item path).
pub(super) fn address_of(cx: &Ctx<'_>, resource: usize, entry: &Entry, template: &str) -> Option<String> {
    let res = &cx.model.resources[resource];
    address(template, |p| {
        if p == res.id_param {
            Some(entry.id.as_str())
        } else {
            res.scope
                .iter()
                .position(|n| n == p)
                .and_then(|i| entry.scope.get(i))
                .map(String::as_str)
        }
    })
}

/// A record of `resource` made beside another's (the `action` of a server's create), from the
/// document's example of it where it has one: its id new, the places where the example names
/// the other record (`names`) naming `other_id`, its states settled; the record schema's
/// violations if no valid record is found.
pub(super) fn made_beside(
    cx: &mut Ctx<'_>,
    resource: usize,
    scope: &[(String, String)],
    id: &str,
    example: Option<&Value>,
    names: &[String],
    other_id: &str,
) -> Result<Value, Vec<Violation>> {
    let loc = cx.record_loc(resource);
    let base = match (example, &loc) {
        (Some(e), Some(l)) => {
            let mut e = e.clone();
            for pointer in names {
                let v = match cx.schemas.at_pointer(l, pointer) {
                    Some(p) => scalar(cx.schemas, &p, other_id),
                    None => Value::from(other_id),
                };
                set_at(&mut e, pointer, v);
            }
            settle(cx, l, &mut e);
            Some(e)
        }
        _ => None,
    };
    let mut record = match base.map(|b| build(cx, resource, scope, id, None, Some(b))) {
        Some(Ok(r)) => r,
        _ => build(cx, resource, scope, id, None, None)?,
    };
    stamp(cx, resource, &mut record, true);
    Ok(record)
}

/// The members of `value` (a record's) whose enum holds a state nearer settled than theirs
/// (`running` where `success` is one): set to the nearest, as the fake makes records settled
/// and work done.
pub(super) fn settle(cx: &Ctx<'_>, loc: &Loc, value: &mut Value) {
    let Value::Object(members) = value else { return };
    for (k, v) in members.iter_mut() {
        if !v.is_string() {
            continue;
        }
        let Some(prop) = cx.schemas.property(loc, k) else {
            continue;
        };
        let Some(values) = cx.schemas.keyword(&prop, "enum").and_then(Value::as_array) else {
            continue;
        };
        if let Some(best) = values.iter().min_by_key(|x| cx.schemas.unsettled(x))
            && cx.schemas.unsettled(best) < cx.schemas.unsettled(v)
        {
            *v = best.clone();
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
        // Judged below, once the request's members are on it; settled, as made records are
        // (work a record stands for is done: an action `completed`).
        (None, Some(l)) => {
            let mut draft = cx.synth_draft(l);
            settle(cx, l, &mut draft);
            draft
        }
        (None, None) => Value::Object(Map::new()),
    };
    if let Some(Value::Object(members)) = body {
        for (k, v) in members {
            let Some(loc) = &loc else {
                set_at(&mut record, &member(k), v.clone());
                continue;
            };
            // A member the record spells otherwise (`FriendlyName` of a form beside the record's
            // `friendly_name`) is the record's, where the request does not give that too.
            let renamed;
            let (k, prop): (&str, Loc) = match cx.schemas.property(loc, k) {
                Some(prop) => (k.as_str(), prop),
                None => match spelled_alike(cx, loc, k).filter(|(name, _)| !members.contains_key(name)) {
                    Some((name, prop)) => {
                        renamed = name;
                        (renamed.as_str(), prop)
                    }
                    None => {
                        place_elsewhere(cx, resource, loc, &mut record, members, k, v);
                        continue;
                    }
                },
            };
            // A text where the record describes an object (`region: "nyc3"` beside a record's
            // `region: {slug, name}`, whose schema says no `type`, so the text is valid too)
            // goes into the member of it that names it.
            let describes_object = (v.is_string() || v.is_number()) && !cx.schemas.property_names(&prop).is_empty();
            if describes_object && place_inside(cx, resource, loc, &prop, &mut record, k, v) {
                // And the record's own member that names it beside the object (`size_slug`
                // beside `size`), where the request does not give that itself.
                let model = cx.model;
                let siblings = model.resources[resource]
                    .named_inside
                    .iter()
                    .filter(|n| n.member == *k)
                    .flat_map(|n| &n.siblings);
                for sibling in siblings {
                    if !members.contains_key(sibling) && cx.schemas.declares(loc, sibling) {
                        set_checked(cx.schemas, loc, &mut record, &member(sibling), v.clone());
                    }
                }
                continue;
            }
            if cx.schemas.is_valid(&prop, v) {
                set_at(&mut record, &member(k), v.clone());
            } else if let (Value::Object(tags), Some(item)) = (v, tag_items(cx, resource, k, &prop)) {
                let list = merge_tags(cx, &item, None, tags);
                set_at(&mut record, &member(k), list);
            } else if let Some(fitted) = v.is_object().then(|| as_kept(cx, &prop, v)).flatten() {
                // An object the record keeps with more members than the request gives
                // (`recurring: {interval}` beside a record's `{interval, interval_count, …}`).
                set_at(&mut record, &member(k), fitted);
            } else {
                place_inside(cx, resource, loc, &prop, &mut record, k, v);
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
            None => {
                // Held under a longer name (`{group_id}` in `security_group_id`).
                let res = &cx.model.resources[resource];
                let longer = res.scope_members.iter().find(|(p, _)| p == name).map(|(_, m)| m);
                if let (Some(m), Some(l)) = (longer, &loc)
                    && let Some(prop) = cx.schemas.property(l, m)
                {
                    // Only where it holds such an id (a reference to any kind may hold another
                    // kind's ids: integers where this one's are UUIDs).
                    let v = scalar(cx.schemas, &prop, text);
                    if cx.schemas.is_valid(&prop, &v) {
                        set_at(&mut record, &member(m), v);
                    }
                }
            }
        }
    }
    if let (true, Some(l)) = (creating, &loc) {
        for (m, v) in &cx.model.resources[resource].fixed {
            set_checked(cx.schemas, l, &mut record, &member(m), v.clone());
        }
    }
    // A member the request gave is the request's, even where it reads as a time the fake keeps
    // (a `name` whose description speaks of when it was made).
    let given: Vec<String> = match body {
        Some(Value::Object(m)) => m.iter().filter(|(_, v)| !v.is_null()).map(|(k, _)| k.clone()).collect(),
        _ => Vec::new(),
    };
    stamp_except(cx, resource, &mut record, creating, &given);
    if creating {
        link(cx, resource, scope, id, &mut record);
        if let Some(l) = &loc {
            for m in &cx.model.resources[resource].numbered {
                if body.and_then(|b| b.get(m)).is_none() {
                    let n = cx.st.store.next_serial();
                    set_checked(cx.schemas, l, &mut record, &member(m), Value::from(n));
                }
            }
        }
    }
    // The other members a path may name the record by (a key's `fingerprint`) are part of its
    // identity: a new record has them, as the service gives them.
    if let (true, Some(l)) = (creating, &loc) {
        for m in &cx.model.resources[resource].also_by {
            if record.get(m).is_some_and(|v| !v.is_null()) {
                continue;
            }
            if let Some(Ok(v)) = cx.schemas.property(l, m).map(|p| cx.synth_unique(&p)) {
                set_checked(cx.schemas, l, &mut record, &member(m), v);
            }
        }
    }
    match &loc {
        Some(l) => {
            let violations = cx.schemas.violations(l, &record, "");
            if violations.is_empty() {
                return Ok(record);
            }
            // Where the fake read the request wrongly (a member it put where the record holds
            // it otherwise), the record is mended member by member rather than refused with a
            // 500: each member a rule is broken in is made from its schema, or left out where
            // the record may go without it. The request's members the schema takes stay.
            let mut mended = record.clone();
            for _ in 0..4 {
                let broken = cx.schemas.violations(l, &mended, "");
                if broken.is_empty() {
                    return Ok(mended);
                }
                let required = cx.schemas.required(l);
                let mut names: Vec<String> = broken
                    .iter()
                    .filter_map(|v| {
                        v.pointer
                            .strip_prefix('/')?
                            .split('/')
                            .next()
                            .map(crate::schema::unescape)
                    })
                    .filter(|n| !n.is_empty())
                    .collect();
                names.dedup();
                if names.is_empty() {
                    break;
                }
                for name in names {
                    let made = cx.schemas.property(l, &name).and_then(|p| cx.synth(&p).ok());
                    match (made, required.contains(&name)) {
                        (_, false) => crate::answer::remove_at(&mut mended, &member(&name)),
                        (Some(v), true) => {
                            set_at(&mut mended, &member(&name), v);
                        }
                        (None, true) => {}
                    }
                }
            }
            Err(violations)
        }
        None => Ok(record),
    }
}

/// The one member of the record at `loc` spelled as `name` is once case and separators are
/// left aside (`FriendlyName`, `friendly_name`, `friendly-name`), and its schema.
pub(super) fn spelled_alike(cx: &Ctx<'_>, loc: &Loc, name: &str) -> Option<(String, Loc)> {
    let bare = |s: &str| -> String {
        s.chars()
            .filter(char::is_ascii_alphanumeric)
            .map(|c| c.to_ascii_lowercase())
            .collect()
    };
    let want = bare(name);
    if want.is_empty() {
        return None;
    }
    let mut alike = cx.schemas.property_names(loc).into_iter().filter(|m| bare(m) == want);
    let one = alike.next()?;
    if alike.next().is_some() {
        return None;
    }
    let prop = cx.schemas.property(loc, &one)?;
    Some((one, prop))
}

/// A request's scalar member whose record member of the same name is an object
/// (`flavor: "g1-standard-1-2"` beside a record's `flavor: {flavor_id, …}`): the value goes
/// to the member of that object that names it (`model::NamedInside`: the first that takes it,
/// and its `with_first` too when it went to the first), in an object made for it where the
/// record has none.
pub(super) fn place_inside(
    cx: &mut Ctx<'_>,
    resource: usize,
    loc: &Loc,
    prop: &Loc,
    record: &mut Value,
    k: &str,
    v: &Value,
) -> bool {
    if v.is_object() || v.is_array() || v.is_null() {
        return false;
    }
    let model = cx.model;
    let Some(named) = model.resources[resource].named_inside.iter().find(|n| n.member == k) else {
        return false;
    };
    let Some(inner) = named.names.iter().find(|w| {
        cx.schemas.declares(prop, w) && cx.schemas.property(prop, w).is_some_and(|p| cx.schemas.is_valid(&p, v))
    }) else {
        return false;
    };
    let mut object = match record.get(k) {
        Some(o @ Value::Object(_)) => o.clone(),
        _ => match cx.synth_record(prop) {
            Ok(o @ Value::Object(_)) => o,
            _ => return false,
        },
    };
    set_at(&mut object, &member(inner), v.clone());
    if let Some(name) = named.with_first.as_ref().filter(|_| Some(inner) == named.names.first())
        && cx.schemas.declares(prop, name)
    {
        let mut both = object.clone();
        set_at(&mut both, &member(name), v.clone());
        if let Some(p) = cx.schemas.property(prop, name)
            && cx.schemas.is_valid(&p, v)
        {
            object = both;
        }
    }
    set_checked(cx.schemas, loc, record, &member(k), object)
}

/// A request's member the record does not declare, placed where the record keeps it:
/// - an object's members the record declares (`network: {network_id}` → `network_id`),
///   where the request did not give them itself;
/// - a member naming one entry of a list of the record's objects with an `id`
///   (`model::Resource::listed_by_id`: `listener_id` → `listeners: [{id}]`) as its one entry;
/// - a member of the one object member of the record that declares it (`flavor_id` →
///   `flavor.flavor_id`).
///
/// Each only where the record stays valid.
pub(super) fn place_elsewhere(
    cx: &mut Ctx<'_>,
    resource: usize,
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
    let model = cx.model;
    if let Some((_, to)) = model.resources[resource].renames.iter().find(|(m, _)| m == k) {
        set_checked(cx.schemas, loc, record, &member(to), v.clone());
        return;
    }
    if let Some((_, list)) = model.resources[resource].listed_by_id.iter().find(|(m, _)| m == k)
        && let Some(items) = cx.schemas.property(loc, list).and_then(|p| cx.schemas.items(&p))
        && cx.schemas.declares(&items, "id")
    {
        let mut entry = cx.synth_record(&items).unwrap_or_else(|_| Value::Object(Map::new()));
        set_at(&mut entry, "/id", v.clone());
        if set_checked(cx.schemas, loc, record, &member(list), Value::Array(vec![entry])) {
            return;
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

/// The record's member `k` as a list of tags (`model::TagList`), with its item schema.
pub(super) fn tag_items(cx: &Ctx<'_>, resource: usize, k: &str, prop: &Loc) -> Option<(TagList, Loc)> {
    let tags = cx.model.resources[resource].tag_lists.iter().find(|t| t.member == k)?;
    Some((tags.clone(), cx.schemas.items(prop)?))
}

/// A tag list with a tag map merged in: a key set to null is removed, read-only tags stay.
pub(super) fn merge_tags(
    cx: &mut Ctx<'_>,
    (tags, item): &(TagList, Loc),
    existing: Option<&Value>,
    map: &Map<String, Value>,
) -> Value {
    let mut list: Vec<Value> = existing.and_then(Value::as_array).cloned().unwrap_or_default();
    let (key_at, value_at) = (member(&tags.key), member(&tags.value));
    for (key, value) in map {
        let found = list
            .iter()
            .position(|t| t.get(&tags.key).and_then(Value::as_str) == Some(key));
        let read_only = |t: &Value| {
            tags.read_only
                .as_ref()
                .is_some_and(|r| t.get(r) == Some(&Value::Bool(true)))
        };
        if found.is_some_and(|i| read_only(&list[i])) {
            continue;
        }
        match (found, value) {
            (Some(i), Value::Null) => {
                list.remove(i);
            }
            (None, Value::Null) => {}
            (Some(i), v) => {
                set_at(&mut list[i], &value_at, v.clone());
            }
            (None, v) => {
                let mut tag = cx.synth(item).unwrap_or_else(|_| Value::Object(Map::new()));
                set_at(&mut tag, &key_at, Value::from(key.as_str()));
                set_at(&mut tag, &value_at, v.clone());
                if let Some(r) = &tags.read_only {
                    set_at(&mut tag, &member(r), Value::Bool(false));
                }
                list.push(tag);
            }
        }
    }
    Value::Array(list)
}

/// An update's value as the record's schema at `loc` holds it, where the request spells it
/// otherwise (a create does not use it: a list of what to make beside the record, such as its
/// volumes, is not a list of records it holds): each item of a list as the record's items are (an item lacking members the record
/// requires gets them made), an object fitted to the record's form, a list of texts where the
/// record keeps one text, joined by spaces. `None` where no such reading is valid there.
pub(super) fn as_kept(cx: &mut Ctx<'_>, loc: &Loc, value: &Value) -> Option<Value> {
    if cx.schemas.is_valid(loc, value) {
        return Some(value.clone());
    }
    match value {
        Value::Array(items) => {
            if let Some(item) = cx.schemas.items(loc) {
                let fitted: Option<Vec<Value>> = items.iter().map(|i| as_kept(cx, &item, i)).collect();
                if let Some(list) = fitted.map(Value::Array).filter(|l| cx.schemas.is_valid(loc, l)) {
                    return Some(list);
                }
            }
            let texts: Option<Vec<&str>> = items.iter().map(Value::as_str).collect();
            texts
                .map(|t| Value::String(t.join(" ")))
                .filter(|t| cx.schemas.is_valid(loc, t))
        }
        Value::Object(_) => fit(cx, loc, value).ok().filter(|f| cx.schemas.is_valid(loc, f)),
        _ => None,
    }
}

/// `value` itself if valid at `loc`, else a value made there with the members of `value`
/// that are valid members of it.
pub(super) fn fit(cx: &mut Ctx<'_>, loc: &Loc, value: &Value) -> Result<Value, Vec<Violation>> {
    if cx.schemas.is_valid(loc, value) {
        return Ok(value.clone());
    }
    // What the record does not hold, an answer about it does not invent either.
    let mut made = cx.synth_record(loc)?;
    if value.is_object() && !made.is_object() {
        // A record's object that may be null starts null; given members, it is one (of the
        // first branch that makes an object, where it is a union with `null`).
        let branches = ["anyOf", "oneOf"].into_iter().flat_map(|k| {
            let n = cx.schemas.keyword(loc, k).and_then(Value::as_array).map_or(0, Vec::len);
            (0..n).map(move |i| loc.child(k).child_index(i))
        });
        let branches: Vec<Loc> = branches.collect();
        for b in branches {
            if let Ok(o @ Value::Object(_)) = cx.synth_record(&b) {
                made = o;
                break;
            }
        }
    }
    // The value's members are set one by one where the whole stays valid, so the value they go
    // on must be valid first (a record made for a `oneOf` whose branches a value may match
    // both of is not): else the value the schema makes with most care.
    if !cx.schemas.is_valid(loc, &made) {
        made = cx.synth(loc)?;
    }
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

/// What a list shows of a stored record: what its wrapper holds, where answers wrap it.
pub(super) fn unwrapped<'v>(wrapper: Option<&str>, record: &'v Value) -> &'v Value {
    match wrapper.and_then(|w| record.get(w)) {
        Some(inner) if inner.is_object() => inner,
        _ => record,
    }
}
