//! Answers that hold records where the model says (`Operation::holds`): the operation's own
//! record in its place (`{"droplet": {…}}`; a list of one where the answer holds a list), the
//! records of other resources the answer holds beside it (the `action` of a server's create)
//! made and stored where they read back, and the rest made from the answer's schema.

use serde_json::Value;

use super::{Ctx, records, relations};
use crate::answer::{Answer, set_at, success};
use crate::judge::Input;
use crate::model::Held;
use crate::store::Entry;

/// The success answer of `op` around its record `record` (whose id is `id`).
pub(super) fn around(cx: &mut Ctx<'_>, op: usize, id: &str, record: &Value, input: &Input) -> Answer {
    around_all(cx, op, &[(id.to_string(), record.clone())], input)
}

/// The success answer of `op` around its records `made` (ids and records): one in its place,
/// several in the answer's list of them.
pub(super) fn around_all(cx: &mut Ctx<'_>, op: usize, made: &[(String, Value)], input: &Input) -> Answer {
    let Some((id, record)) = made.first() else {
        return Answer::bug("the fake made no record to answer with", &[]);
    };
    let model = cx.model;
    let operation = &model.operations[op];
    let (status, response) = success(operation);
    let Some(loc) = cx.slot(response.and_then(|r| r.schema)) else {
        return Answer::empty(status);
    };
    let own = operation.role.resource();
    let mine = |h: &&Held| Some(h.resources[0]) == own;
    // One record: its own place rather than a list of one, where the answer has both (an
    // answer of one or many: `{"droplet"}` or `{"droplets"}`).
    let chosen = operation
        .holds
        .iter()
        .filter(mine)
        .find(|h| h.many == (made.len() > 1))
        .or_else(|| operation.holds.iter().find(mine));
    let mut body = match cx.synth_record(&loc) {
        Ok(v) => v,
        Err(v) => return Answer::bug("the fake cannot make a valid answer", &v),
    };
    for held in &operation.holds {
        let is_mine = mine(&held);
        if is_mine && !chosen.is_some_and(|c| std::ptr::eq(c, held)) {
            // The other alternative's place, unless it is the chosen one's too.
            if chosen.is_none_or(|c| c.pointer != held.pointer) {
                crate::answer::remove_at(&mut body, &held.pointer);
            }
            continue;
        }
        let item = if held.many {
            format!("{}/0", held.pointer)
        } else {
            held.pointer.clone()
        };
        let Some(at) = cx.schemas.at_pointer(&loc, &item) else {
            continue;
        };
        if is_mine && held.many {
            let mut list = Vec::with_capacity(made.len());
            for (_, r) in made {
                match records::fit(cx, &at, r) {
                    Ok(v) => list.push(v),
                    Err(v) => return Answer::bug("the fake cannot make a valid answer", &v),
                }
            }
            set_at(&mut body, &held.pointer, Value::Array(list));
            continue;
        }
        let one = if is_mine {
            record.clone()
        } else if held.many {
            // Records of another resource made along: none the fake knows of.
            set_at(&mut body, &held.pointer, Value::Array(Vec::new()));
            continue;
        } else {
            match beside(cx, op, held, id, input) {
                Ok(v) => v,
                Err(v) => return Answer::bug("the fake cannot make a valid record", &v),
            }
        };
        let fitted = match records::fit(cx, &at, &one) {
            Ok(v) => v,
            Err(v) => return Answer::bug("the fake cannot make a valid answer", &v),
        };
        set_at(&mut body, &held.pointer, fitted);
    }
    Answer::json(status, body)
}

/// A record of another resource the answer holds beside the operation's own (`id`), made and
/// stored in each of the resources it reads back from.
fn beside(
    cx: &mut Ctx<'_>,
    op: usize,
    held: &Held,
    own_id: &str,
    input: &Input,
) -> Result<Value, Vec<crate::error::Violation>> {
    let model = cx.model;
    let own = model.operations[op].role.resource();
    let first = held.resources[0];
    let scope_of = |x: usize| -> Vec<(String, String)> {
        let res = &model.resources[x];
        res.scope
            .iter()
            .map(|p| {
                let nested = res
                    .relations
                    .iter()
                    .any(|r| r.nested && r.member == *p && Some(r.to) == own);
                let value = if nested {
                    own_id.to_string()
                } else {
                    input.path_param(p).unwrap_or_default().to_string()
                };
                (p.clone(), value)
            })
            .collect()
    };
    let id = records::new_id(cx, first);
    let mut record = records::made_beside(
        cx,
        first,
        &scope_of(first),
        &id,
        held.example.as_ref(),
        &held.names_own,
        own_id,
    )?;
    if let Some(loc) = cx.record_loc(first) {
        for (pointer, value) in &held.spelled {
            crate::answer::set_checked(cx.schemas, &loc, &mut record, pointer, value.clone());
        }
    }
    for &x in &held.resources {
        let scope = scope_of(x).into_iter().map(|(_, v)| v).collect();
        cx.st.store.insert(
            x,
            Entry {
                id: id.clone(),
                scope,
                record: record.clone(),
                visible: true,
            },
        );
        relations::stored(cx, x, &id);
    }
    Ok(record)
}
