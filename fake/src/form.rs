//! A form body (`application/x-www-form-urlencoded`) read as the JSON value its schema
//! describes, so that a create or an update sent as a form makes the same record as one sent as
//! JSON. Keys in brackets nest, as the clients of form APIs write them (`metadata[plan]=pro`,
//! `items[0][price]=p_1`, `expand[]=customer`); a key repeated where the schema takes a list is
//! the list. Each text is read as its schema's type, as a parameter's is (`judge::scalar`), so a
//! value no reading makes valid stays text for the schema to refuse.

use serde_json::{Map, Value};

use crate::schema::{Loc, Schemas};

/// One segment of a bracketed key: a member, an index, or `[]` (the next item).
enum Segment {
    Member(String),
    Index(usize),
    Next,
}

/// The body's pairs as a JSON object, typed by the schema at `loc` where there is one.
pub(crate) fn read(schemas: &Schemas, loc: Option<&Loc>, body: &[u8]) -> Value {
    read_pairs(
        schemas,
        loc,
        form_urlencoded::parse(body).map(|(k, v)| (k.into_owned(), v.into_owned())),
    )
}

/// Key and text pairs (a form's, or a multipart body's parts) as a JSON object, typed by the
/// schema at `loc` where there is one.
pub(crate) fn read_pairs(
    schemas: &Schemas,
    loc: Option<&Loc>,
    pairs: impl IntoIterator<Item = (String, String)>,
) -> Value {
    let mut root = Value::Object(Map::new());
    // A key the schema declares as it is written (`recorder[model]`, a property of that name)
    // is that property, not a member of `recorder`.
    let declared = loc.map(|l| schemas.property_names(l)).unwrap_or_default();
    for (key, text) in pairs {
        let path = if declared.contains(&key) {
            vec![Segment::Member(key.clone())]
        } else {
            segments(&key)
        };
        let Some((Segment::Member(first), rest)) = path.split_first() else {
            continue;
        };
        // A plain key given twice (`tag=a&tag=b`) is a list of both.
        if rest.is_empty()
            && let Value::Object(m) = &mut root
            && let Some(before) = m.get_mut(first.as_str())
        {
            let earlier = std::mem::take(before);
            *before = match earlier {
                Value::Array(mut list) => {
                    list.push(Value::String(text));
                    Value::Array(list)
                }
                one => Value::Array(vec![one, Value::String(text)]),
            };
            continue;
        }
        put(&mut root, &path, Value::String(text));
    }
    match loc {
        Some(loc) => typed(schemas, loc, root, 0),
        None => root,
    }
}

/// `a[b][0][]` as `a`, `b`, `0`, the next item.
fn segments(key: &str) -> Vec<Segment> {
    let (head, mut rest) = match key.find('[') {
        Some(i) if key.ends_with(']') => (&key[..i], &key[i..]),
        _ => return vec![Segment::Member(key.to_string())],
    };
    let mut out = vec![Segment::Member(head.to_string())];
    while let Some(inner) = rest.strip_prefix('[') {
        let Some(end) = inner.find(']') else { break };
        let word = &inner[..end];
        out.push(match word {
            "" => Segment::Next,
            w if w.len() <= 6 && w.bytes().all(|b| b.is_ascii_digit()) => Segment::Index(w.parse().unwrap_or(0)),
            w => Segment::Member(w.to_string()),
        });
        rest = &inner[end + 1..];
    }
    out
}

/// Puts `value` at `path` below `at`, making the objects and lists on the way.
fn put(at: &mut Value, path: &[Segment], value: Value) {
    let Some((first, rest)) = path.split_first() else {
        *at = value;
        return;
    };
    let slot = match first {
        Segment::Member(name) => {
            if !at.is_object() {
                *at = Value::Object(Map::new());
            }
            let Value::Object(m) = at else { return };
            m.entry(name.clone()).or_insert(Value::Null)
        }
        Segment::Index(i) => {
            if !at.is_array() {
                *at = Value::Array(Vec::new());
            }
            let Value::Array(list) = at else { return };
            // Indices are how clients number a list's items, in order; a gap is not a place.
            let i = (*i).min(list.len());
            if i == list.len() {
                list.push(Value::Null);
            }
            &mut list[i]
        }
        Segment::Next => {
            if !at.is_array() {
                *at = Value::Array(Vec::new());
            }
            let Value::Array(list) = at else { return };
            list.push(Value::Null);
            let last = list.len() - 1;
            &mut list[last]
        }
    };
    put(slot, rest, value);
}

/// The value with each text read as the schema at its place takes it.
fn typed(schemas: &Schemas, loc: &Loc, value: Value, depth: usize) -> Value {
    if depth > 32 {
        return value;
    }
    match value {
        Value::String(text) => scalar(schemas, loc, text, depth),
        Value::Array(list) => {
            let item = schemas.items(loc);
            let list: Vec<Value> = list
                .into_iter()
                .map(|v| match &item {
                    Some(item) => typed(schemas, item, v, depth + 1),
                    None => v,
                })
                .collect();
            Value::Array(list)
        }
        Value::Object(m) => {
            let typed_members = m
                .into_iter()
                .map(|(k, v)| {
                    let v = match schemas.property(loc, &k) {
                        Some(p) => typed(schemas, &p, v, depth + 1),
                        None => v,
                    };
                    (k, v)
                })
                .collect();
            Value::Object(typed_members)
        }
        other => other,
    }
}

/// A text as the schema at `loc` reads it (`judge::scalar`, as a parameter's text is read); a
/// schema that takes a list and not the text gets a list of one.
fn scalar(schemas: &Schemas, loc: &Loc, text: String, depth: usize) -> Value {
    let read = crate::text::scalar(schemas, loc, &text);
    if depth < 32 && !schemas.is_valid(loc, &read) && schemas.types(loc).iter().any(|t| t == "array") {
        let item = match schemas.items(loc) {
            Some(item) => scalar(schemas, &item, text, depth + 1),
            None => Value::String(text),
        };
        return Value::Array(vec![item]);
    }
    read
}
