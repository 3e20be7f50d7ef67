//! Answers: which documented response a status falls under, error bodies in the document's
//! shape, and the last check that an answer obeys the document before it is sent.

use serde_json::{Value, json};

use crate::error::Violation;
use crate::model::{ErrorFill, Model, Operation, Response, Status};
pub(crate) use crate::pointer::{member, remove_at, set_at};
use crate::schema::{Loc, Schemas, unescape};
use crate::synth::Synth;

/// What the server sends.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct Answer {
    pub status: u16,
    pub body: Option<Value>,
    pub headers: Vec<(String, String)>,
    pub kind: Kind,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Normal,
    /// Close the connection without answering.
    Reset,
    /// A 200 whose body is cut short (not JSON).
    Broken,
    /// A stream of items (`stream.rs`): the body is the framed text, sent as it is.
    Stream,
    /// A 500 reporting the fake's own failure (a value it cannot make, an answer that breaks
    /// the document): sent in the plain shape and never judged, so the reason stays readable.
    Bug,
}

impl Answer {
    pub fn json(status: u16, body: Value) -> Answer {
        Answer {
            status,
            body: Some(body),
            headers: Vec::new(),
            kind: Kind::Normal,
        }
    }

    pub fn empty(status: u16) -> Answer {
        Answer {
            status,
            body: None,
            headers: Vec::new(),
            kind: Kind::Normal,
        }
    }

    /// The fake's own failure, with the rules it could not meet.
    pub fn bug(message: &str, violations: &[Violation]) -> Answer {
        Answer {
            kind: Kind::Bug,
            ..Answer::json(500, plain_error(message, violations))
        }
    }

    pub fn special(kind: Kind) -> Answer {
        Answer {
            status: 200,
            body: None,
            headers: Vec::new(),
            kind,
        }
    }
}

/// The documented response for `status`: the exact code, else its range, else `default`.
pub(crate) fn documented(op: &Operation, status: u16) -> Option<&Response> {
    let find = |want: Status| op.responses.iter().find(|r| r.status == want);
    find(Status::Code(status))
        .or_else(|| find(Status::Range(status / 100)))
        .or_else(|| find(Status::Default))
}

/// The operation's success: the first documented 2xx code (200 for a `2XX` range), else a 200
/// of the `default` answer where it has a body (the one answer some documents give), else 204.
pub(crate) fn success(op: &Operation) -> (u16, Option<&Response>) {
    for r in &op.responses {
        match r.status {
            Status::Code(c) if (200..300).contains(&c) => return (c, Some(r)),
            Status::Range(2) => return (200, Some(r)),
            _ => {}
        }
    }
    match op.responses.iter().find(|r| r.status == Status::Default) {
        Some(r) if r.content_type.is_some() => (200, Some(r)),
        _ => (204, None),
    }
}

/// The body a bare error gets: `{"message": …, "errors": [{"pointer", "message"}]}`.
/// An error in the shape the document's description shows (`Model::described_error`): its
/// `code` the status's name (`not_found`, `conflict`), its `message` the fake's, nothing else
/// of the example (its details are of another refusal).
fn described_error(shape: &Value, status: u16, message: &str) -> Value {
    let code = hyper::StatusCode::from_u16(status)
        .ok()
        .and_then(|s| s.canonical_reason())
        .unwrap_or("error")
        .to_ascii_lowercase()
        .replace([' ', '-'], "_");
    let own = json!({ "code": code, "message": message });
    match shape.as_object() {
        Some(m) if m.len() == 1 && !m.contains_key("code") => {
            let (wrapper, _) = m.iter().next().map(|(k, v)| (k.clone(), v)).unwrap_or_default();
            json!({ wrapper: own })
        }
        _ => own,
    }
}

/// Sets an error body's `code` (at its top, or in its one member: `{"error": {"code"}}`), where
/// it has one.
pub(crate) fn set_code(body: &mut Value, code: &str) {
    let Some(m) = body.as_object_mut() else { return };
    if m.contains_key("code") {
        m.insert("code".into(), Value::String(code.to_string()));
    } else if m.len() == 1
        && let Some(Value::Object(inner)) = m.values_mut().next()
        && inner.contains_key("code")
    {
        inner.insert("code".into(), Value::String(code.to_string()));
    }
}

pub(crate) fn plain_error(message: &str, violations: &[Violation]) -> Value {
    json!({ "message": message, "errors": violations })
}

/// An error body for `status` in the shape `op` documents for it (or the plain shape): the
/// document's example of an answer of that status where it gives one (the operation's own,
/// else the one the document gives most often for it: `Model::error_examples`), else a value
/// made from the schema; the message and the fields at fault where the model says the schema
/// takes them (`Response::error`).
pub(crate) fn error_body(
    schemas: &Schemas,
    synth: &mut Synth<'_>,
    model: &Model,
    op: Option<&Operation>,
    status: u16,
    message: &str,
    violations: &[Violation],
) -> Value {
    let Some(response) = op.and_then(|op| documented(op, status)) else {
        return match &model.described_error {
            Some(shape) => described_error(shape, status, message),
            None => plain_error(message, violations),
        };
    };
    let Some(loc) = response.schema.and_then(|s| schemas.slot(s)).cloned() else {
        return plain_error(message, violations);
    };
    let exact = response.status == Status::Code(status);
    let shown = model.error_examples.iter().find(|(s, _)| *s == status).map(|(_, e)| e);
    let offered = [
        response.example.as_ref().filter(|_| exact),
        shown,
        response.example.as_ref(),
    ];
    let example = offered
        .into_iter()
        .flatten()
        .find(|e| schemas.is_valid(&loc, e))
        .cloned();
    let mut body = match example {
        Some(e) => e,
        None => match synth.value(&loc) {
            Ok(v) => v,
            Err(_) => return plain_error(message, violations),
        },
    };
    if let Some(fill) = &response.error {
        fill_error(schemas, synth, &loc, &mut body, fill, message, violations);
    }
    body
}

/// What the fake knows of a refusal, set where `fill` says: one entry per violation in the
/// list that takes them (each with its message, field and pointer), the message (naming the
/// violations where no list holds them), and the first violation's field and pointer.
fn fill_error(
    schemas: &Schemas,
    synth: &mut Synth<'_>,
    loc: &Loc,
    body: &mut Value,
    fill: &ErrorFill,
    message: &str,
    violations: &[Violation],
) {
    let mut listed_each = false;
    if let Some(list) = &fill.list {
        let item = schemas.at_pointer(loc, &format!("{list}/0"));
        let template = body
            .pointer(&format!("{list}/0"))
            .cloned()
            .or_else(|| item.as_ref().and_then(|i| synth.value(i).ok()))
            .unwrap_or(Value::Object(Default::default()));
        // A refusal without violations (a 404) is one entry, where the body has no message of
        // its own.
        let alone = [Violation::new("", message)];
        let faults = match violations {
            [] if fill.message.is_none() => &alone[..],
            v => v,
        };
        // A fault of no field (a 404, missing credentials) leaves the entry's field and pointer
        // out where the schema lets it, rather than the example's (`"field": "fieldname"`).
        let entries = |drop_unknown: bool| -> Vec<Value> {
            faults
                .iter()
                .take(MAX_ENTRIES)
                .map(|v| {
                    let mut entry = template.clone();
                    for (at, value) in [
                        (&fill.entry_message, &v.message),
                        (&fill.entry_field, &field_of(v)),
                        (&fill.entry_pointer, &v.pointer),
                    ] {
                        match at {
                            Some(p) if !value.is_empty() => {
                                set_at(&mut entry, p, Value::from(value.as_str()));
                            }
                            Some(p) if drop_unknown => remove_at(&mut entry, p),
                            _ => {}
                        }
                    }
                    entry
                })
                .collect()
        };
        listed_each = !faults.is_empty()
            && (set_checked(schemas, loc, body, list, Value::Array(entries(true)))
                || set_checked(schemas, loc, body, list, Value::Array(entries(false))));
    }
    if let Some(p) = &fill.message {
        let text = if violations.is_empty() || listed_each {
            message.to_string()
        } else {
            // No list holds the violations: the message names them, so that a client's error
            // still shows the pointers.
            format!("{message}: {}", listed(violations))
        };
        set_checked(schemas, loc, body, p, Value::from(text));
    }
    if let Some(first) = violations.first() {
        if let Some(p) = &fill.field {
            set_checked(schemas, loc, body, p, Value::from(field_of(first)));
        }
        if let Some(p) = &fill.pointer {
            set_checked(schemas, loc, body, p, Value::from(first.pointer.as_str()));
        }
    }
}

/// The first violations (`pointer: message`) and how many more there are, as a client's error
/// lists them.
fn listed(violations: &[Violation]) -> String {
    oapigen_runtime::listing::first_few_text(violations, |v| {
        let pointer = if v.pointer.is_empty() { "(root)" } else { &v.pointer };
        format!("{pointer}: {}", v.message)
    })
}

/// How many entries an error's list gets at most.
const MAX_ENTRIES: usize = 20;

/// The request's field a violation is about, as a client names it: the parameter's name
/// (`limit`), or the body member's path with `.` between its names (`recurring.interval`); for a
/// missing member, the member.
fn field_of(v: &Violation) -> String {
    let mut segments: Vec<String> = v.pointer.split('/').skip(2).map(unescape).collect();
    // `"size" is a required property` is about `size`.
    if let Some(missing) = v
        .message
        .strip_suffix(" is a required property")
        .and_then(|q| serde_json::from_str::<String>(q).ok())
    {
        segments.push(missing);
    }
    segments.join(".")
}

/// Sets `pointer` in `value` (making the objects on the way) when the result stays valid
/// against `loc`; says whether it did.
pub(crate) fn set_checked(schemas: &Schemas, loc: &Loc, value: &mut Value, pointer: &str, new: Value) -> bool {
    let mut candidate = value.clone();
    if !set_at(&mut candidate, pointer, new) || !schemas.is_valid(loc, &candidate) {
        return false;
    }
    *value = candidate;
    true
}

/// Takes out of an answer's body the members its schema says are `writeOnly` (a password a
/// create took, kept in the record): OpenAPI's answers do not carry them. A required one stays,
/// as the schema the fake judges its answers by asks.
pub(crate) fn without_write_only(schemas: &Schemas, op: &Operation, answer: &mut Answer) {
    if answer.kind != Kind::Normal {
        return;
    }
    let (Some(body), Some(loc)) = (
        answer.body.as_mut(),
        documented(op, answer.status)
            .and_then(|r| r.schema)
            .and_then(|s| schemas.slot(s)),
    ) else {
        return;
    };
    strip_write_only(schemas, loc, body, 0);
}

fn strip_write_only(schemas: &Schemas, loc: &Loc, value: &mut Value, depth: usize) {
    if depth > 32 {
        return;
    }
    match value {
        Value::Object(members) => {
            let required = schemas.required(loc);
            members.retain(|name, _| {
                required.contains(name)
                    || schemas
                        .property(loc, name)
                        .is_none_or(|p| schemas.keyword(&p, "writeOnly") != Some(&Value::Bool(true)))
            });
            for (name, v) in members.iter_mut() {
                if let Some(p) = schemas.property(loc, name) {
                    strip_write_only(schemas, &p, v, depth + 1);
                }
            }
        }
        Value::Array(items) => {
            if let Some(item) = schemas.items(loc) {
                for v in items {
                    strip_write_only(schemas, &item, v, depth + 1);
                }
            }
        }
        _ => {}
    }
}

/// `answer` if its body obeys the document, else a 500 that says where it does not.
pub(crate) fn judged(schemas: &Schemas, op: &Operation, answer: Answer) -> Answer {
    if answer.kind != Kind::Normal {
        return answer;
    }
    let Some(body) = &answer.body else {
        return answer;
    };
    let Some(loc) = documented(op, answer.status)
        .and_then(|r| r.schema)
        .and_then(|s| schemas.slot(s))
    else {
        return answer;
    };
    let violations = schemas.violations(loc, body, "");
    if violations.is_empty() {
        return answer;
    }
    Answer::bug("the fake's answer breaks the document", &violations)
}
