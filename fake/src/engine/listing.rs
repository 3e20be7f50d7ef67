//! Lists: the records of a scope (or the tasks), filtered and sorted by the documented query
//! parameters (`query.rs` says how), paged by limit and offset.

use serde_json::Value;

use super::{Ctx, records, tasks};
use crate::answer::{Answer, set_at, success};
use crate::judge::Input;
use crate::model::ParamLocation;
use crate::query::{self, Query};
use crate::schema::Loc;

pub(super) fn list(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let model = cx.model;
    let operation = &model.operations[op];
    let res = &model.resources[resource];
    let scope: Vec<Option<String>> = operation
        .scope_params(res)
        .iter()
        .map(|n| input.path_param(n).map(String::from))
        .collect();
    let paging_params: Vec<&str> = operation
        .paging
        .iter()
        .flat_map(|p| [p.limit_param.as_str(), p.offset_param.as_str()])
        .collect();
    let record_loc = cx.slot(res.record);
    // Without a read schema, the members the records hold say what they declare.
    let held: std::collections::BTreeSet<&str> = match &record_loc {
        Some(_) => Default::default(),
        None => cx
            .st
            .store
            .list(resource, &scope)
            .filter_map(|e| e.record.as_object())
            .flat_map(|m| m.keys().map(String::as_str))
            .collect(),
    };
    let declared = |name: &str| match &record_loc {
        Some(loc) => cx.schemas.declares(loc, name),
        None => held.contains(name),
    };
    let query_params = || {
        operation
            .params
            .iter()
            .filter(|p| p.location == ParamLocation::Query && !paging_params.contains(&p.name.as_str()))
    };
    let mut queries: Vec<(Query, &Value)> = query_params()
        .filter_map(|p| input.query.get(&p.name).map(|v| (Query::of(&p.name, v, &declared), v)))
        .collect();
    // Left out, an order takes its documented default (`created_at.desc`), as the service
    // sorts; a filter left out filters nothing, whatever its default.
    if !queries.iter().any(|(q, _)| matches!(q, Query::Sort { .. })) {
        let defaults = query_params()
            .filter(|p| !input.query.contains_key(&p.name))
            .filter_map(|p| {
                let loc = cx.slot(p.schema)?;
                let default = cx.schemas.keyword(&loc, "default")?;
                Some((Query::of(&p.name, default, &declared), default))
            });
        queries.extend(defaults.filter(|(q, _)| matches!(q, Query::Sort { .. })).take(1));
    }
    let id_member = res.id_member.as_deref().unwrap_or("id");
    let mut records: Vec<Value> = cx
        .st
        .store
        .list(resource, &scope)
        .filter(|e| queries.iter().all(|(q, v)| q.keeps(&e.record, v, id_member)))
        .map(|e| e.record.clone())
        .collect();
    for (q, _) in &queries {
        if let Query::Sort { member, desc } = q {
            query::sort(&mut records, member, *desc);
        }
    }
    page(cx, op, records, record_loc.as_ref(), input)
}

pub(super) fn task_list(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Answer {
    let tasks: Vec<Value> = cx.st.tasks.iter().map(|t| tasks::task_view(cx, t)).collect();
    page(cx, op, tasks, None, input)
}

/// The answer of a list: one page of `items` where the schema keeps them, with the count.
/// `items` as the operation's answer pages them; `record` is the schema they are kept valid
/// against, where they are records.
pub(super) fn page(cx: &mut Ctx<'_>, op: usize, items: Vec<Value>, record: Option<&Loc>, input: &Input) -> Answer {
    let model = cx.model;
    let operation = &model.operations[op];
    let (status, response) = success(operation);
    let loc = cx.slot(response.and_then(|r| r.schema));
    let total = items.len();
    let (page, items_pointer, count_pointer) = match &operation.paging {
        Some(p) => {
            let number = |name: &str| input.query.get(name).and_then(Value::as_u64);
            let limit = number(&p.limit_param).or(p.default_limit).unwrap_or(u64::MAX);
            let offset = number(&p.offset_param).unwrap_or(0);
            let page: Vec<Value> = items
                .into_iter()
                .skip(usize::try_from(offset).unwrap_or(usize::MAX))
                .take(usize::try_from(limit).unwrap_or(usize::MAX))
                .collect();
            (page, Some(p.items_pointer.clone()), p.count_pointer.clone())
        }
        None => (items, None, None),
    };
    let Some(loc) = loc else {
        return Answer::json(status, Value::Array(page));
    };
    let array_answer = cx.schemas.types(&loc).iter().any(|t| t == "array");
    let items_pointer = match items_pointer {
        Some(p) => p,
        None if array_answer => String::new(),
        None => array_member(cx, &loc),
    };
    let fitted = match cx.schemas.at_pointer(&loc, &format!("{items_pointer}/0")) {
        // Stored records are valid against their read schema: where the list's item is that
        // schema, they are what it answers (and the whole answer is judged before it leaves).
        Some(item) if record.is_some_and(|r| same_schema(cx, &item, r)) => page,
        Some(item) => {
            let mut out = Vec::with_capacity(page.len());
            for v in &page {
                out.push(records::fit(cx, &item, v).unwrap_or_else(|_| v.clone()));
            }
            out
        }
        None => page,
    };
    let mut body = if items_pointer.is_empty() {
        Value::Null
    } else {
        match cx.synth(&loc) {
            Ok(v) => v,
            Err(v) => return Answer::bug("the fake cannot make a valid answer", &v),
        }
    };
    set_at(&mut body, &items_pointer, Value::Array(fitted));
    if let Some(c) = count_pointer {
        set_at(&mut body, &c, Value::from(total));
    }
    Answer::json(status, body)
}

/// Where a list without paging keeps its items: `/results` when declared, else the first
/// declared member that is an array.
pub(super) fn array_member(cx: &Ctx<'_>, loc: &crate::schema::Loc) -> String {
    let names = cx.schemas.property_names(loc);
    let is_array = |n: &str| {
        cx.schemas
            .property(loc, n)
            .is_some_and(|p| cx.schemas.types(&p).iter().any(|t| t == "array"))
    };
    if names.iter().any(|n| n == "results") {
        return "/results".into();
    }
    names
        .iter()
        .find(|n| is_array(n))
        .map(|n| crate::answer::member(n))
        .unwrap_or_else(|| "/results".into())
}

/// Whether `item` and `record` are one schema, `$ref`s alone followed.
fn same_schema(cx: &Ctx<'_>, item: &Loc, record: &Loc) -> bool {
    let canonical = |loc: &Loc| {
        let mut loc = loc.clone();
        for _ in 0..8 {
            match cx.schemas.node(&loc).and_then(Value::as_object) {
                Some(node) if node.len() == 1 => match node.get("$ref").and_then(Value::as_str) {
                    Some(r) => loc = cx.schemas.resolve_ref(&loc, r),
                    None => break,
                },
                _ => break,
            }
        }
        loc
    };
    canonical(item) == canonical(record)
}
