//! Error answers in the document's own shape: where an error schema takes the message, the
//! field at fault and a pointer to it ([`fm::ErrorFill`], by the members' roles:
//! `conventions::error_role`), and the document's examples of error answers by status.

use std::collections::BTreeMap;

use oapigen_fake::model as fm;
use oapigen_runtime::pointer::escape;
use serde_json::Value;

use super::super::Lowerer;
use super::super::conventions::{self, ErrorRole};
use crate::load::Location;

/// The likeliest member of each role, with its rank: (message, field, pointer).
type Roles = [Option<(usize, String)>; 3];

impl Lowerer<'_> {
    /// Where the error schema at `loc` takes what the fake knows: its own string members, else
    /// those of the object member that holds them (`{"error": {"message", "param"}}`); and the
    /// entries of its list member whose items hold them (`{"errors": [{"field", "reason"}]}`),
    /// which get one entry per fault.
    pub(super) fn error_fill(&self, loc: &Location) -> Option<fm::ErrorFill> {
        let top = self.members_of(loc);
        let mut fill = fm::ErrorFill::default();
        let mut roles = self.roles(&top);
        let mut prefix = String::new();
        if roles.iter().all(Option::is_none) {
            for (name, at) in &top {
                if self.is_type(at, "object")
                    || self
                        .value(&self.target(at))
                        .is_some_and(|v| v.get("properties").is_some())
                {
                    let inner = self.roles(&self.members_of(at));
                    if inner.iter().any(Option::is_some) {
                        roles = inner;
                        prefix = format!("/{}", escape(name));
                        break;
                    }
                }
            }
        }
        let [message, field, pointer] = roles;
        let place = |r: Option<(usize, String)>, why: &mut Vec<String>, says: &str| {
            r.map(|(_, name)| {
                why.push(format!("`{name}` {says}"));
                format!("{prefix}/{}", escape(&name))
            })
        };
        fill.message = place(message, &mut fill.why, "holds the error's message");
        fill.field = place(field, &mut fill.why, "names the request's field at fault");
        fill.pointer = place(pointer, &mut fill.why, "points at it");
        for (name, at) in &top {
            if !self.is_type(at, "array") {
                continue;
            }
            let Some(items) = self.items_of(at) else { continue };
            let [message, field, pointer] = self.roles(&self.members_of(&items));
            // A list of faults names their fields, or holds the messages where the body has
            // none of its own (`{"errors": [{"code", "message"}]}`).
            if field.is_none() && pointer.is_none() && (message.is_none() || fill.message.is_some()) {
                continue;
            }
            let entry = |r: Option<(usize, String)>| r.map(|(_, name)| format!("/{}", escape(&name)));
            fill.why.push(format!("`{name}` lists the faults, one entry each"));
            fill.list = Some(format!("/{}", escape(name)));
            fill.entry_message = entry(message);
            fill.entry_field = entry(field);
            fill.entry_pointer = entry(pointer);
            break;
        }
        let any = [&fill.message, &fill.field, &fill.pointer, &fill.list];
        any.iter().any(|p| p.is_some()).then_some(fill)
    }

    /// The likeliest message, field and pointer among the string members `members`.
    fn roles(&self, members: &[(String, Location)]) -> Roles {
        let mut best: Roles = [None, None, None];
        for (name, at) in members {
            if !self.is_type(at, "string") {
                continue;
            }
            let target = self.target(at);
            let description = self
                .value(&target)
                .and_then(|v| v.get("description"))
                .and_then(Value::as_str);
            let Some((role, rank)) = conventions::error_role(name, description) else {
                continue;
            };
            let slot = &mut best[match role {
                ErrorRole::Message => 0,
                ErrorRole::Field => 1,
                ErrorRole::Pointer => 2,
            }];
            if slot.as_ref().is_none_or(|(r, _)| rank < *r) {
                *slot = Some((rank, name.clone()));
            }
        }
        best
    }

    /// Whether the schema at `loc` says its values are of `ty` (through references).
    pub(super) fn is_type(&self, loc: &Location, ty: &str) -> bool {
        let at = self.target(loc);
        match self.value(&at).and_then(|v| v.get("type")) {
            Some(Value::String(t)) => t == ty,
            Some(Value::Array(a)) => a.iter().any(|t| t == ty),
            _ => false,
        }
    }
}

/// For each status, the document's example of an error answer of it that it gives most often
/// (the first of equals), from the examples of documented answers with that code.
pub(super) fn error_examples(found: &[(u16, Value)]) -> Vec<(u16, Value)> {
    let mut counts: BTreeMap<u16, Vec<(Value, usize)>> = BTreeMap::new();
    for (status, example) in found {
        let seen = counts.entry(*status).or_default();
        match seen.iter_mut().find(|(v, _)| v == example) {
            Some((_, n)) => *n += 1,
            None => seen.push((example.clone(), 1)),
        }
    }
    counts
        .into_iter()
        .filter_map(|(status, seen)| {
            let most = seen.iter().map(|(_, n)| *n).max()?;
            let (v, _) = seen.into_iter().find(|(_, n)| *n == most)?;
            Some((status, v))
        })
        .collect()
}

/// The error body a document that declares no error answer shows in its description: the
/// first JSON example there (a fenced `json` block) that is an object with a `code` and a
/// `message`, at its top or in its one member (`{"error": {"code": …, "message": …}}`).
pub(super) fn described_error(description: Option<&str>, operations: &[fm::Operation]) -> Option<Value> {
    let declares_errors = operations.iter().flat_map(|o| &o.responses).any(|r| match r.status {
        fm::Status::Code(c) => c >= 400,
        fm::Status::Range(h) => h >= 4,
        fm::Status::Default => true,
    });
    if declares_errors {
        return None;
    }
    json_blocks(description?).find(|v| error_of(v).is_some())
}

/// The JSON examples of a description (its fenced `json` blocks).
pub(super) fn json_blocks(description: &str) -> impl Iterator<Item = Value> + '_ {
    description
        .split("```")
        .skip(1)
        .step_by(2)
        .filter_map(|block| block.strip_prefix("json"))
        .filter_map(|text| serde_json::from_str::<Value>(text.trim()).ok())
}

/// The error an example shows: the object with a `code` and a `message`, at its top or in its one
/// member (`{"error": {"code": …, "message": …}}`).
pub(super) fn error_of(v: &Value) -> Option<&Value> {
    let error_like =
        |v: &Value| v.get("code").is_some_and(Value::is_string) && v.get("message").is_some_and(Value::is_string);
    match v.as_object() {
        Some(m) if error_like(v) && !m.is_empty() => Some(v),
        Some(m) if m.len() == 1 => m.values().find(|inner| error_like(inner)),
        _ => None,
    }
}
