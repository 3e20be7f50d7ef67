//! Lists: the records of a scope (or the tasks), filtered and ordered by the query parameters
//! as the model reads them (`model::Filter`; `query.rs` says how each keeps and orders
//! records), and paged as the answer shows (`model::Paging`): by limit and offset, page numbers
//! or cursors, with the counts, flags, cursors and links the answer has room for.

use serde_json::Value;

use super::{Ctx, belongs, records, tasks};
use crate::answer::{Answer, set_at, success};
use crate::judge::Input;
use crate::model::{Filter, PageFact, PageStart, Paging, sort_key};
use crate::query;
use crate::schema::Loc;

pub(super) fn list(cx: &mut Ctx<'_>, op: usize, resource: usize, input: &Input) -> Answer {
    let model = cx.model;
    let operation = &model.operations[op];
    let res = &model.resources[resource];
    let scope = cx.scope_of(op, resource, input);
    // Below another's record (`/droplets/{id}/firewalls`), the records that belong to it.
    let parent = match belongs::parent(cx, op, input) {
        Ok(p) => p,
        Err(a) => return a,
    };
    // Records as the list's items hold them: inside the wrapper their answers put them in.
    let records: Vec<Value> = cx
        .st
        .store
        .list(resource, &scope)
        .filter(|e| match (&operation.within, &parent) {
            (Some(w), Some(p)) => belongs::belongs(cx, w, resource, e, p),
            _ => true,
        })
        .map(|e| {
            let counted = super::labels::counted(cx, resource, &e.id, &e.record);
            records::unwrapped(res.wrapper.as_deref(), counted.as_ref().unwrap_or(&e.record)).clone()
        })
        .collect();
    let id_member = res.id_member.as_deref().unwrap_or("id");
    // A parameter left out takes its documented default where it orders (`created_at.desc`);
    // a filter left out filters nothing, whatever its default.
    let value_of = |q: &crate::model::QueryParam| -> Option<&Value> {
        input.query.get(&q.name).or_else(|| {
            if !matches!(q.filter, Filter::Sort | Filter::Direction { .. }) {
                return None;
            }
            let param = operation.params.iter().find(|p| p.name == q.name)?;
            let loc = cx.slot(param.schema)?;
            cx.schemas.keyword(&loc, "default")
        })
    };
    // The members some record holds, of the filters that apply only then (known before the
    // records are taken, so that they are filtered without a second copy).
    let held: Vec<&str> = operation
        .queries
        .iter()
        .filter_map(|q| match &q.filter {
            Filter::Equals { member, held: true } => Some(member.as_str()),
            _ => None,
        })
        .filter(|m| records.iter().any(|r| r.get(*m).is_some()))
        .collect();
    let mut kept: Vec<Value> = records
        .into_iter()
        .filter(|r| {
            operation.queries.iter().all(|q| match (value_of(q), &q.filter) {
                (None, _) => true,
                (Some(v), _) if v.as_str().is_some_and(|v| q.every.iter().any(|e| e == v)) => true,
                (Some(_), Filter::Equals { member, held: true }) if !held.contains(&member.as_str()) => true,
                (Some(v), filter) => query::keeps(filter, r, v, id_member),
            })
        })
        .collect();
    // The order: what a sort parameter names, in the direction a direction parameter gives;
    // else creation order (the newest first where the document says so).
    let mut keys: Vec<(String, bool)> = Vec::new();
    let mut direction: Option<(bool, Option<&str>)> = None;
    for q in &operation.queries {
        let Some(v) = value_of(q) else { continue };
        match &q.filter {
            Filter::Sort => keys.extend(texts(v).iter().filter_map(|t| sort_key(t))),
            Filter::Direction { desc, member } => {
                let text = texts(v).into_iter().next().unwrap_or_default();
                direction = Some((desc.iter().any(|d| d.eq_ignore_ascii_case(&text)), member.as_deref()));
            }
            _ => {}
        }
    }
    match (keys.is_empty(), direction) {
        (false, _) => {
            if let ([(_, desc)], Some((given, _))) = (keys.as_mut_slice(), direction) {
                *desc = given;
            }
            // The first key decides, the next ones break its ties: sorted last to first.
            for (member, desc) in keys.iter().rev() {
                query::sort(&mut kept, member, *desc);
            }
        }
        (true, Some((desc, Some(member)))) => query::sort(&mut kept, member, desc),
        (true, Some((true, None))) => kept.reverse(),
        (true, _) if operation.newest_first => kept.reverse(),
        (true, _) => {}
    }
    // A stored record is valid against its read schema; what its wrapper holds is judged by
    // the list's item schema first.
    let record_loc = cx.slot(res.record).filter(|_| res.wrapper.is_none());
    page(cx, op, kept, record_loc.as_ref(), input, id_member)
}

pub(super) fn task_list(cx: &mut Ctx<'_>, op: usize, input: &Input) -> Answer {
    let tasks: Vec<Value> = cx.st.tasks.iter().map(|t| tasks::task_view(cx, t)).collect();
    page(cx, op, tasks, None, input, "id")
}

/// Where one page of a list starts and ends, and what the answer says of it.
struct Window {
    start: usize,
    end: usize,
    /// The page's number, counting from `first`.
    number: u64,
    first: u64,
    size: Option<u64>,
    /// The list was read backwards from a cursor (`ending_before`): items precede the page.
    backwards: bool,
}

impl Window {
    fn of(paging: &Paging, input: &Input, items: &[Value], id_member: &str) -> Window {
        let total = items.len();
        let number = |name: &str| input.query.get(name).and_then(count);
        let size = paging.size_param.as_deref().and_then(number).or(paging.default_size);
        let span = |start: usize| size.map_or(total, |s| start.saturating_add(to_usize(s)).min(total));
        let position = |id: &str| {
            items
                .iter()
                .position(|v| v.get(id_member).and_then(text).as_deref() == Some(id))
        };
        let cursor = |name: &Option<String>| {
            name.as_deref()
                .and_then(|n| input.query.get(n))
                .and_then(text)
                .filter(|t| !t.is_empty())
        };
        let mut w = Window {
            start: 0,
            end: 0,
            number: 1,
            first: 1,
            size,
            backwards: false,
        };
        match &paging.start {
            PageStart::First => {}
            PageStart::Offset { param } => w.start = to_usize(number(param).unwrap_or(0)).min(total),
            PageStart::Number { param, first } => {
                w.first = *first;
                w.number = number(param).unwrap_or(*first).max(*first);
                let before =
                    (w.number - first).saturating_mul(size.unwrap_or(if w.number == *first { 0 } else { u64::MAX }));
                w.start = to_usize(before).min(total);
            }
            PageStart::Cursor { after, before } => {
                if let Some(id) = cursor(before) {
                    // The items just before it, in the list's order.
                    w.end = position(&id).unwrap_or(0);
                    w.start = size.map_or(0, |s| w.end.saturating_sub(to_usize(s)));
                    w.backwards = true;
                    return w;
                }
                if let Some(id) = cursor(after) {
                    w.start = position(&id).map_or(total, |i| i + 1);
                }
            }
        }
        w.end = span(w.start);
        if !matches!(paging.start, PageStart::Number { .. }) {
            w.number = size.filter(|&s| s > 0).map_or(1, |s| (w.start as u64) / s + 1);
        }
        w
    }

    fn last_page(&self, total: usize) -> u64 {
        match self.size {
            Some(s) if s > 0 => (total as u64).div_ceil(s).max(1) + self.first - 1,
            _ => self.first,
        }
    }
}

/// The answer of a list: one page of `items` where the schema keeps them, with what the answer
/// says of the page. `record` is the schema the items are kept valid against, where they are
/// records; `id_member` their id (what cursors name).
pub(super) fn page(
    cx: &mut Ctx<'_>,
    op: usize,
    items: Vec<Value>,
    record: Option<&Loc>,
    input: &Input,
    id_member: &str,
) -> Answer {
    let model = cx.model;
    let operation = &model.operations[op];
    let (status, response) = success(operation);
    let loc = cx.slot(response.and_then(|r| r.schema));
    let total = items.len();
    let window = operation
        .paging
        .as_ref()
        .map(|p| (p, Window::of(p, input, &items, id_member)));
    let page: Vec<Value> = match &window {
        Some((_, w)) => {
            // The page taken out of the list, not copied from it.
            let mut items = items;
            items.truncate(w.end.max(w.start));
            items.drain(..w.start.min(items.len()));
            items
        }
        None => items,
    };
    let Some(loc) = loc else {
        return Answer::json(status, Value::Array(page));
    };
    let array_answer = cx.schemas.types(&loc).iter().any(|t| t == "array");
    let items_pointer = match &window {
        Some((p, _)) => p.items_pointer.clone(),
        None if array_answer => String::new(),
        None => match array_member(cx, &loc) {
            Some(p) => p,
            // An answer with no list in it (a map by name): made from its schema.
            None => {
                return match cx.synth(&loc) {
                    Ok(v) => Answer::json(status, v),
                    Err(v) => Answer::bug("the fake cannot make a valid answer", &v),
                };
            }
        },
    };
    let fitted = match cx.schemas.at_pointer(&loc, &format!("{items_pointer}/0")) {
        // Stored records are valid against their read schema: where the list's item is that
        // schema, they are what it answers (and the whole answer is judged before it leaves).
        Some(item) if record.is_some_and(|r| same_schema(cx, &item, r)) => page,
        Some(item) => {
            // An item no record of the page can be made to fit is left out rather than
            // answered broken.
            let mut out = Vec::with_capacity(page.len());
            for v in &page {
                if let Ok(fitted) = records::fit(cx, &item, v) {
                    out.push(fitted);
                }
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
    if let Some((paging, w)) = &window {
        for (pointer, fact) in &paging.facts {
            let value = fact_value(*fact, w, paging, input, &fitted, total, id_member);
            let takes_null = cx
                .schemas
                .at_pointer(&loc, pointer)
                .is_some_and(|at| cx.schemas.is_valid(&at, &Value::Null));
            match value {
                Some(v) => {
                    set_at(&mut body, pointer, v);
                }
                None if takes_null => {
                    set_at(&mut body, pointer, Value::Null);
                }
                // A fact there is none of (the first id of an empty page) that the answer must
                // have anyway keeps the value made from its schema.
                None if required_at(cx, &loc, pointer) => {}
                None => crate::answer::remove_at(&mut body, pointer),
            }
        }
    }
    // RFC 8288: `<…?page=2>; rel="next"`, each page there is.
    let link = window.as_ref().filter(|(p, _)| p.link_header).map(|(paging, w)| {
        [
            (PageFact::FirstLink, "first"),
            (PageFact::PreviousLink, "prev"),
            (PageFact::NextLink, "next"),
            (PageFact::LastLink, "last"),
        ]
        .into_iter()
        .filter_map(
            |(fact, rel)| match fact_value(fact, w, paging, input, &fitted, total, id_member)? {
                Value::String(url) => Some(format!("<{url}>; rel=\"{rel}\"")),
                _ => None,
            },
        )
        .collect::<Vec<_>>()
        .join(", ")
    });
    set_at(&mut body, &items_pointer, Value::Array(fitted));
    let mut answer = Answer::json(status, body);
    if let Some(link) = link.filter(|l| !l.is_empty()) {
        answer.headers.push(("link".into(), link));
    }
    answer
}

/// Whether the member at `pointer` of an answer of the schema at `loc` is one its object
/// requires.
fn required_at(cx: &Ctx<'_>, loc: &Loc, pointer: &str) -> bool {
    let Some((parent, last)) = pointer.rsplit_once('/') else {
        return false;
    };
    let parent = if parent.is_empty() {
        Some(loc.clone())
    } else {
        cx.schemas.at_pointer(loc, parent)
    };
    parent.is_some_and(|p| cx.schemas.required(&p).contains(&crate::schema::unescape(last)))
}

/// The value of one fact of a page (`None`: there is none, as a last page has no next).
fn fact_value(
    fact: PageFact,
    w: &Window,
    paging: &Paging,
    input: &Input,
    page: &[Value],
    total: usize,
    id_member: &str,
) -> Option<Value> {
    let more = if w.backwards { w.start > 0 } else { w.end < total };
    let earlier = if w.backwards { w.end < total } else { w.start > 0 };
    let id = |v: Option<&Value>| v.and_then(|v| v.get(id_member)).cloned();
    let last_page = w.last_page(total);
    let link = |to: Target| -> Option<Value> {
        let (param, value) = match (&paging.start, to) {
            (PageStart::Number { param, .. }, Target::Page(n)) => (param.clone(), n.to_string()),
            (PageStart::Offset { param }, Target::Page(n)) => {
                let offset = (n - w.first).saturating_mul(w.size.unwrap_or(0));
                (param.clone(), offset.to_string())
            }
            (PageStart::Cursor { after: Some(param), .. }, Target::After(id)) => (param.clone(), text(&id?)?),
            (
                PageStart::Cursor {
                    before: Some(param), ..
                },
                Target::Before(id),
            ) => (param.clone(), text(&id?)?),
            _ => return None,
        };
        Some(Value::String(address(input, &param, &value, paging)))
    };
    match fact {
        PageFact::Total => Some(Value::from(total)),
        PageFact::HasMore => Some(Value::Bool(more)),
        PageFact::Page => Some(Value::from(w.number)),
        PageFact::PageSize => Some(Value::from(w.size.unwrap_or(total as u64))),
        PageFact::LastPage => Some(Value::from(last_page)),
        PageFact::NextPage => more.then(|| Value::from(w.number + 1)),
        PageFact::PreviousPage => (w.number > w.first).then(|| Value::from(w.number - 1)),
        PageFact::FirstId => id(page.first()),
        PageFact::LastId => id(page.last()),
        PageFact::NextCursor => more.then(|| id(page.last())).flatten(),
        PageFact::PreviousCursor => earlier.then(|| id(page.first())).flatten(),
        PageFact::NextLink if more => link(Target::Page(w.number + 1)).or_else(|| link(Target::After(id(page.last())))),
        PageFact::PreviousLink if earlier => link(Target::Page(w.number.saturating_sub(1).max(w.first)))
            .or_else(|| link(Target::Before(id(page.first())))),
        PageFact::FirstLink if earlier => link(Target::Page(w.first)),
        PageFact::LastLink if more => link(Target::Page(last_page)),
        PageFact::NextLink | PageFact::PreviousLink | PageFact::FirstLink | PageFact::LastLink => None,
    }
}

/// The page a link leads to.
enum Target {
    Page(u64),
    After(Option<Value>),
    Before(Option<Value>),
}

/// The request's address with `param` set to `value`, and the other parameters of where a page
/// starts left out.
fn address(input: &Input, param: &str, value: &str, paging: &Paging) -> String {
    let starts: Vec<&str> = match &paging.start {
        PageStart::Cursor { after, before } => after.iter().chain(before).map(String::as_str).collect(),
        PageStart::Offset { param } | PageStart::Number { param, .. } => vec![param.as_str()],
        PageStart::First => Vec::new(),
    };
    let mut query = form_urlencoded::Serializer::new(String::new());
    for (k, v) in input.pairs.iter().filter(|(k, _)| !starts.contains(&k.as_str())) {
        query.append_pair(k, v);
    }
    query.append_pair(param, value);
    format!("{}?{}", input.address, query.finish())
}

/// A count a query carries: a number, or the text of one (a parameter the document shows only
/// in its answers has no schema to read it by).
fn count(v: &Value) -> Option<u64> {
    match v {
        Value::Number(n) => n
            .as_u64()
            .or_else(|| n.as_f64().filter(|f| *f >= 0.0).map(|f| f as u64)),
        Value::String(s) => s.trim().parse().ok(),
        _ => None,
    }
}

fn to_usize(n: u64) -> usize {
    usize::try_from(n).unwrap_or(usize::MAX)
}

/// A scalar as the text a query string carries it as.
fn text(v: &Value) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        Value::Number(_) | Value::Bool(_) => Some(v.to_string()),
        _ => None,
    }
}

fn texts(v: &Value) -> Vec<String> {
    match v {
        Value::Array(items) => items.iter().filter_map(text).collect(),
        other => text(other).into_iter().collect(),
    }
}

/// Where a list the model says nothing of keeps its items (a list of tasks): the first declared
/// member that is an array.
pub(super) fn array_member(cx: &Ctx<'_>, loc: &crate::schema::Loc) -> Option<String> {
    let names = cx.schemas.property_names(loc);
    let is_array = |n: &str| {
        cx.schemas
            .property(loc, n)
            .is_some_and(|p| cx.schemas.types(&p).iter().any(|t| t == "array"))
    };
    names.iter().find(|n| is_array(n)).map(|n| crate::answer::member(n))
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
