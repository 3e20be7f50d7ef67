//! Answers: which documented response a status falls under, error bodies in the document's
//! shape, and the last check that an answer obeys the document before it is sent.

use serde_json::{Value, json};

use crate::error::Violation;
use crate::model::{Operation, Response, Status};
use crate::schema::{Loc, Schemas, escape, unescape};
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

/// The operation's success: the first documented 2xx code (200 for a `2XX` range, 204 when
/// nothing is documented) and its response.
pub(crate) fn success(op: &Operation) -> (u16, Option<&Response>) {
    for r in &op.responses {
        match r.status {
            Status::Code(c) if (200..300).contains(&c) => return (c, Some(r)),
            Status::Range(2) => return (200, Some(r)),
            _ => {}
        }
    }
    (204, None)
}

/// The body a bare error gets: `{"message": …, "errors": [{"pointer", "message"}]}`.
pub(crate) fn plain_error(message: &str, violations: &[Violation]) -> Value {
    json!({ "message": message, "errors": violations })
}

/// An error body for `status` in the shape `op` documents for it (or the plain shape).
pub(crate) fn error_body(
    schemas: &Schemas,
    synth: &mut Synth<'_>,
    op: Option<&Operation>,
    status: u16,
    message: &str,
    violations: &[Violation],
) -> Value {
    let loc = op
        .and_then(|op| documented(op, status))
        .and_then(|r| r.schema)
        .and_then(|s| schemas.slot(s))
        .cloned();
    let Some(loc) = loc else {
        return plain_error(message, violations);
    };
    let Ok(mut body) = synth.value(&loc) else {
        return plain_error(message, violations);
    };
    if body.is_object() {
        let mut message_at = None;
        for key in ["message", "detail", "error", "title", "description"] {
            let stringy = match body.get(key) {
                Some(v) => v.is_string(),
                None => schemas
                    .property(&loc, key)
                    .is_some_and(|p| schemas.types(&p).iter().any(|t| t == "string")),
            };
            let pointer = format!("/{key}");
            if stringy && set_checked(schemas, &loc, &mut body, &pointer, Value::from(message)) {
                message_at = Some(pointer);
                break;
            }
        }
        // A shape with no room for the list: the message names the violations instead, so that
        // a client's error still shows the pointers.
        if !violations.is_empty()
            && !set_checked(schemas, &loc, &mut body, "/errors", json!(violations))
            && let Some(pointer) = message_at
        {
            let long = format!("{message}: {}", listed(violations));
            set_checked(schemas, &loc, &mut body, &pointer, Value::from(long));
        }
    }
    body
}

/// The first violations (`pointer: message`) and how many more there are, as a client's error
/// lists them.
fn listed(violations: &[Violation]) -> String {
    oapigen_runtime::listing::first_few_text(violations, |v| {
        let pointer = if v.pointer.is_empty() { "(root)" } else { &v.pointer };
        format!("{pointer}: {}", v.message)
    })
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

/// Sets `pointer` in `value`, making objects where members are missing (or null); false when
/// the way is blocked (an index out of range, a scalar on the way).
pub(crate) fn set_at(value: &mut Value, pointer: &str, new: Value) -> bool {
    if pointer.is_empty() {
        *value = new;
        return true;
    }
    let segments: Vec<String> = pointer.split('/').skip(1).map(unescape).collect();
    let mut here = value;
    for (i, seg) in segments.iter().enumerate() {
        let last = i + 1 == segments.len();
        if here.is_null() {
            *here = Value::Object(Default::default());
        }
        here = match here {
            Value::Object(m) => {
                if last {
                    m.insert(seg.clone(), new);
                    return true;
                }
                m.entry(seg.clone()).or_insert(Value::Null)
            }
            Value::Array(a) => match seg.parse::<usize>().ok().and_then(|i| a.get_mut(i)) {
                Some(slot) if last => {
                    *slot = new;
                    return true;
                }
                Some(slot) => slot,
                None => return false,
            },
            _ => return false,
        };
    }
    false
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

/// A pointer to member `name` of the root.
pub(crate) fn member(name: &str) -> String {
    format!("/{}", escape(name))
}
