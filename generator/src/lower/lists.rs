//! The fake's reading of list operations (`oapigen_fake::model`): how each pages its answer
//! (limit and offset, page numbers or cursors, and what the answer says of the page: counts,
//! flags, cursors, links), what each of its query parameters does to the records, and the order
//! a list keeps when no parameter orders it. Each reading comes from the document's shapes: the
//! parameters' names and schemas, the answer's members and the record's, with the words of
//! `conventions.rs` for the names real documents give them; the fake's engine only executes
//! what is read here.
//!
//! The rules, in order (`read` applies them, `paging` rules 1 to 3), each by the function named:
//! 1. `items_field`: the items are the answer's array member whose items are the record; else
//!    its one array member; else the one named like a list of results (`data`, `results`,
//!    `items`).
//! 2. `answer_facts`: what the answer says of the page: its number members beside the items (at
//!    the top, or in objects such as `meta.pagination`) named as a total (`total`, `count`,
//!    `total_entries`, `results`: a number named like a list is its count; or described as the
//!    "total number"), the page's number, its size, the last page, the next and previous page;
//!    a boolean `has_more`; texts `first_id`/`last_id`, `next_cursor`; and in an object of links
//!    (`links.pages`) the addresses `first`, `prev`, `next`, `last`.
//! 3. `page_params`: where a page starts: an integer `offset`, an integer `page` (numbered from
//!    the schema's `minimum` or `default`, else 1) or a cursor (`starting_after`/`after`/
//!    `cursor`, `ending_before`/`before`: the id of a record of the list); its size: an integer
//!    `limit`, `per_page`, `page_size` (its `default` when left out). `answered_page`: a list
//!    that declares none but answers with its page's number and size (`meta.pagination.page`,
//!    `per_page`) takes them as parameters of those names: its service reads them. An
//!    `x-oapigen-pagination` extension says all of it instead (`declared_paging`); `paging_why`
//!    says what was read.
//! 4. `query`, for each other query parameter: a member of the record (`query_member`) filters
//!    by equality (a range object of `gte`/`lt` members, or a text object of
//!    `prefix`/`contains` members, by those; a list member by membership); `{x}_selector` over
//!    a map member `{x}s` is a label selector; then the names of `conventions.rs`
//!    (`query_by_convention`: `order_by_convention` for `sort` and a direction of `asc`/`desc`,
//!    `member_by_convention` for the timestamp bounds `changes-since` …, `has_{member}` and
//!    `search`, `tags_by_convention` for `tag_key` and tag pairs, `values_by_convention` for
//!    `ids`, the plural of a member (`statuses`), which takes a list of its values, and
//!    `{member}_part`); a name whose singular is that of a list member (`tag_name` → `tags`)
//!    keeps the records listing the value (`query_listed`); anything else asks for detail and
//!    filters nothing. An equality filter's enum value spelled `all` or `any` that the member
//!    may not hold keeps every record (`every_values`).
//! 5. `read`: the default order is the order records were made in; the newest first where the
//!    list's description says so ("with the most recent appearing first").

use oapigen_fake::model as fm;

use super::conventions::{self as cv, Held, PageParam};
use super::held::{Kind, bare, items, kind, structure};
use super::resources::{field_shape, fields, singular_word as singular};
use crate::ir::*;

/// The values of an equality filter's enum that ask for every record (`state=all`): spelled so
/// (`conventions::every_value`), and none the record's member may hold.
fn every_values(api: &Api, p: &Param, record: Option<&Shape>, filter: &fm::Filter) -> Vec<String> {
    let fm::Filter::Equals { member, .. } = filter else {
        return Vec::new();
    };
    let held = record
        .and_then(|r| field_shape(api, r, member))
        .map(|s| enum_values(api, &s))
        .unwrap_or_default();
    enum_values(api, &p.shape)
        .into_iter()
        .filter(|v| cv::every_value(v) && !held.contains(v))
        .collect()
}

/// The string values of an enum shape.
fn enum_values(api: &Api, shape: &Shape) -> Vec<String> {
    match bare(api, shape) {
        Shape::Named(id) => match &api.ty(id).kind {
            TypeKind::Enum(e) => e.variants.iter().map(|v| v.value.clone()).collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// The member names of the object shapes a parameter may hold (itself, or the branches of its
/// union: Stripe's `created` is a range object or an integer).
fn object_members(api: &Api, shape: &Shape) -> Vec<String> {
    if let Some(s) = structure(api, shape) {
        return s.fields.iter().map(|f| f.name.clone()).collect();
    }
    match bare(api, shape) {
        Shape::Named(id) => match &api.ty(id).kind {
            TypeKind::Union(u) => u.variants.iter().flat_map(|v| object_members(api, &v.shape)).collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    }
}

/// What is read of one list operation.
pub(super) struct Reading {
    pub paging: Option<fm::Paging>,
    pub queries: Vec<fm::QueryParam>,
    pub newest_first: bool,
    pub why: Vec<String>,
    /// Parameters the service reads that the document does not declare (its answers show them).
    pub implied: Vec<String>,
}

/// Reads list operation `op`, whose records are of shape `record` (none: unknown);
/// `keyword_of` is a keyword of a parameter's schema (its `default`, `minimum`).
pub(super) fn read(
    api: &Api,
    op: &Operation,
    record: Option<&Shape>,
    keyword_of: &dyn Fn(&str, &str) -> Option<serde_json::Value>,
) -> Reading {
    let mut reading = Reading {
        paging: None,
        queries: Vec::new(),
        newest_first: false,
        why: Vec::new(),
        implied: Vec::new(),
    };
    let answer = op.plan.success.single_json().cloned();
    // A record whose read answers one of several shapes (a record or its deleted form): its
    // members are those of the list's items.
    let listed = answer.as_ref().and_then(|a| {
        let item = match structure(api, a) {
            Some(s) => items(api, &items_field(api, s, record)?.shape)?,
            None => items(api, a)?,
        };
        fields(api, &item).map(|_| item)
    });
    let record = match record {
        Some(r) if fields(api, r).is_some() => Some(r),
        _ => listed.as_ref(),
    };
    reading.paging = answer
        .as_ref()
        .and_then(|a| paging(api, op, a, record, keyword_of, &mut reading));
    let paging_params = reading.paging.as_ref().map(paging_params).unwrap_or_default();
    for p in op
        .params
        .iter()
        .filter(|p| p.location == ParamLocation::Query && !paging_params.contains(&p.name))
    {
        if op.query_constants.iter().any(|(n, _)| *n == p.name) {
            continue;
        }
        let (filter, mut why) = query(api, p, record);
        let every = every_values(api, p, record, &filter);
        if !every.is_empty() {
            why.push_str(&format!("; `{}` keeps every record", every.join("`, `")));
        }
        reading.queries.push(fm::QueryParam {
            name: p.name.clone(),
            filter,
            why,
            every,
        });
    }
    let description = op.docs.description.as_deref().unwrap_or_default();
    let ordered_by_default = reading.queries.iter().any(|q| {
        matches!(q.filter, fm::Filter::Sort | fm::Filter::Direction { .. }) && keyword_of(&q.name, "default").is_some()
    });
    if !ordered_by_default && cv::newest_first(description) {
        reading.newest_first = true;
        reading
            .why
            .push("its description says the newest come first: listed newest first".into());
    }
    reading
}

/// The query parameters `paging` reads (the page's size, and where it starts): they filter
/// nothing.
fn paging_params(paging: &fm::Paging) -> Vec<String> {
    let mut names: Vec<String> = paging.size_param.iter().cloned().collect();
    match &paging.start {
        fm::PageStart::Offset { param } | fm::PageStart::Number { param, .. } => names.push(param.clone()),
        fm::PageStart::Cursor { after, before } => names.extend(after.iter().chain(before).cloned()),
        fm::PageStart::First => {}
    }
    names
}

/// Rules 1 to 3: the paging of a list answering `answer`.
fn paging(
    api: &Api,
    op: &Operation,
    answer: &Shape,
    record: Option<&Shape>,
    keyword_of: &dyn Fn(&str, &str) -> Option<serde_json::Value>,
    reading: &mut Reading,
) -> Option<fm::Paging> {
    // The document's own extension says it all.
    if let Some(p) = &op.pagination {
        return Some(declared_paging(p, keyword_of, &mut reading.why));
    }
    // Rule 2; an answer that is the list itself says nothing of its page (its headers may).
    let mut facts: Vec<(String, fm::PageFact, String)> = Vec::new();
    let items_pointer = match structure(api, answer) {
        Some(s) => {
            let list = items_field(api, s, record)?;
            answer_facts(api, s, "", &list.name, false, 0, &mut facts);
            format!("/{}", oapigen_runtime::pointer::escape(&list.name))
        }
        None => {
            items(api, answer)?;
            String::new()
        }
    };
    // Rule 3.
    let (mut size_param, mut start) = page_params(api, op, keyword_of);
    if items_pointer.is_empty() && start == fm::PageStart::First && size_param.is_none() {
        return None;
    }
    // A list declaring none whose answer gives its page's number and size: those names.
    if start == fm::PageStart::First
        && size_param.is_none()
        && let Some((page, size)) = answered_page(&facts)
    {
        reading.why.push(format!(
            "its answer gives the page's `{page}` and `{size}`: the service reads them as parameters, which the document does not declare"
        ));
        reading.implied = vec![page.clone(), size.clone()];
        start = fm::PageStart::Number { param: page, first: 1 };
        size_param = Some(size);
    }
    let default_size = size_param
        .as_deref()
        .and_then(|s| keyword_of(s, "default"))
        .and_then(|v| v.as_u64());
    reading
        .why
        .push(paging_why(&start, size_param.as_deref(), &items_pointer, &facts));
    Some(fm::Paging {
        size_param,
        default_size,
        start,
        items_pointer,
        facts: facts.into_iter().map(|(p, f, _)| (p, f)).collect(),
        link_header: false,
    })
}

/// The paging the document's `x-oapigen-pagination` extension declares: by limit and offset.
fn declared_paging(
    p: &PaginationSpec,
    keyword_of: &dyn Fn(&str, &str) -> Option<serde_json::Value>,
    why: &mut Vec<String>,
) -> fm::Paging {
    let mut facts = Vec::new();
    if let Some(c) = &p.count_pointer {
        facts.push((c.clone(), fm::PageFact::Total));
    }
    why.push(format!(
        "pages by `{}` and `{}` (x-oapigen-pagination)",
        p.limit_param, p.offset_param
    ));
    fm::Paging {
        size_param: Some(p.limit_param.clone()),
        default_size: keyword_of(&p.limit_param, "default").and_then(|v| v.as_u64()),
        start: fm::PageStart::Offset {
            param: p.offset_param.clone(),
        },
        items_pointer: p.items_pointer.clone(),
        facts,
        link_header: false,
    }
}

/// Rule 3: the query parameters that size a page and say where it starts (by offset, number
/// or cursor), the first of each kind.
fn page_params(
    api: &Api,
    op: &Operation,
    keyword_of: &dyn Fn(&str, &str) -> Option<serde_json::Value>,
) -> (Option<String>, fm::PageStart) {
    let mut size_param = None;
    let mut start = fm::PageStart::First;
    let (mut after, mut before) = (None, None);
    for p in op.params.iter().filter(|p| p.location == ParamLocation::Query) {
        let integer = matches!(kind(api, &p.shape), Kind::Integer | Kind::Number);
        match cv::page_param(&p.name, integer) {
            Some(PageParam::Size) if size_param.is_none() => size_param = Some(p.name.clone()),
            Some(PageParam::Offset) if start == fm::PageStart::First => {
                start = fm::PageStart::Offset { param: p.name.clone() }
            }
            Some(PageParam::Number) if start == fm::PageStart::First => {
                let first = keyword_of(&p.name, "minimum")
                    .or_else(|| keyword_of(&p.name, "default"))
                    .and_then(|v| v.as_u64())
                    .filter(|&n| n <= 1)
                    .unwrap_or(1);
                start = fm::PageStart::Number {
                    param: p.name.clone(),
                    first,
                }
            }
            Some(PageParam::After) if after.is_none() => after = Some(p.name.clone()),
            Some(PageParam::Before) if before.is_none() => before = Some(p.name.clone()),
            _ => {}
        }
    }
    if start == fm::PageStart::First && (after.is_some() || before.is_some()) {
        start = fm::PageStart::Cursor { after, before };
    }
    (size_param, start)
}

/// The names of the answer's members giving the page's number and size (rule 2's facts), where
/// it gives both: a list declaring no paging parameters takes them as its parameters.
fn answered_page(facts: &[(String, fm::PageFact, String)]) -> Option<(String, String)> {
    let fact_name = |f: fm::PageFact| {
        facts
            .iter()
            .find(|(_, g, _)| *g == f)
            .and_then(|(p, _, _)| p.rsplit('/').next())
            .map(String::from)
    };
    Some((fact_name(fm::PageFact::Page)?, fact_name(fm::PageFact::PageSize)?))
}

/// Why a list pages as it does: where pages start, their size, where the items are, and what
/// the answer says of the page.
fn paging_why(
    start: &fm::PageStart,
    size_param: Option<&str>,
    items_pointer: &str,
    facts: &[(String, fm::PageFact, String)],
) -> String {
    let how = match start {
        fm::PageStart::First => match size_param {
            Some(s) => format!("the first page only, of at most `{s}` items"),
            None => "one page of every item".to_string(),
        },
        fm::PageStart::Offset { param } => format!("pages by offset `{param}`"),
        fm::PageStart::Number { param, first } => format!("pages by number `{param}` (the first is {first})"),
        fm::PageStart::Cursor { after, before } => {
            let named: Vec<String> = after.iter().chain(before).map(|c| format!("`{c}`")).collect();
            format!("pages by cursor {} (the id of a listed record)", named.join(" and "))
        }
    };
    let size = match (size_param, start) {
        (Some(s), start) if *start != fm::PageStart::First => format!(", of at most `{s}` items"),
        _ => String::new(),
    };
    let said: Vec<String> = facts.iter().map(|(p, _, why)| format!("`{p}` {why}")).collect();
    let mut line = match items_pointer {
        "" => format!("{how}{size}; its items are the answer"),
        at => format!("{how}{size}; its items are at `{at}`"),
    };
    if !said.is_empty() {
        line.push_str(&format!("; {}", said.join(", ")));
    }
    line
}

/// Rule 1: the member of a list's answer that holds its items.
fn items_field<'a>(api: &Api, answer: &'a StructDef, record: Option<&Shape>) -> Option<&'a Field> {
    let arrays: Vec<&Field> = answer
        .fields
        .iter()
        .filter(|f| items(api, &f.shape).is_some())
        .collect();
    let holds_records =
        |f: &&&Field| record.is_some_and(|r| items(api, &f.shape).is_some_and(|i| bare(api, &i) == bare(api, r)));
    arrays
        .iter()
        .find(holds_records)
        .or(match arrays.as_slice() {
            [one] => Some(one),
            _ => None,
        })
        .or_else(|| arrays.iter().find(|f| cv::items_member(&f.name)))
        .copied()
}

/// Rule 2: the members of the answer struct `s` (at `prefix`) that say something of the page,
/// looking into its objects (`meta.pagination`) three deep; `items` is the items' member.
fn answer_facts(
    api: &Api,
    s: &StructDef,
    prefix: &str,
    items: &str,
    among_links: bool,
    depth: usize,
    out: &mut Vec<(String, fm::PageFact, String)>,
) {
    for f in &s.fields {
        if prefix.is_empty() && f.name == items {
            continue;
        }
        let pointer = format!("{prefix}/{}", oapigen_runtime::pointer::escape(&f.name));
        let description = f.docs.description.as_deref().unwrap_or_default();
        let held = match kind(api, &f.shape) {
            Kind::Integer | Kind::Number => Held::Number,
            Kind::Boolean => Held::Boolean,
            Kind::Text => Held::Text,
            Kind::Object | Kind::Other if depth < 3 => {
                let links = among_links || cv::links_object(&f.name);
                if let Some(inner) = structure(api, &f.shape) {
                    answer_facts(api, inner, &pointer, items, links, depth + 1, out);
                } else if let Some(merged) = union_struct(api, &f.shape) {
                    // `links.pages` is an `anyOf` of `{first, prev}` and `{next, last}`.
                    for inner in merged {
                        answer_facts(api, inner, &pointer, items, links, depth + 1, out);
                    }
                }
                continue;
            }
            _ => continue,
        };
        if let Some(fact) = cv::page_fact(&f.name, held, description, among_links)
            && !out.iter().any(|(p, _, _)| *p == pointer)
        {
            let why = match fact {
                fm::PageFact::Total => "counts every item",
                fm::PageFact::HasMore => "says whether more follow",
                fm::PageFact::Page => "is the page's number",
                fm::PageFact::PageSize => "is the page's size",
                fm::PageFact::LastPage => "is the last page's number",
                fm::PageFact::NextPage => "is the next page's number",
                fm::PageFact::PreviousPage => "is the previous page's number",
                fm::PageFact::FirstId => "is the first item's id",
                fm::PageFact::LastId => "is the last item's id",
                fm::PageFact::NextCursor => "is the next page's cursor",
                fm::PageFact::PreviousCursor => "is the previous page's cursor",
                fm::PageFact::FirstLink => "links the first page",
                fm::PageFact::LastLink => "links the last page",
                fm::PageFact::NextLink => "links the next page",
                fm::PageFact::PreviousLink => "links the previous page",
            };
            out.push((pointer, fact, why.to_string()));
        }
    }
}

/// The structs of a union's branches (through `allOf`s already merged into structs).
fn union_struct<'a>(api: &'a Api, shape: &Shape) -> Option<Vec<&'a StructDef>> {
    match bare(api, shape) {
        Shape::Named(id) => match &api.ty(id).kind {
            TypeKind::Union(u) => Some(u.variants.iter().filter_map(|v| structure(api, &v.shape)).collect()),
            _ => None,
        },
        _ => None,
    }
}

/// Rule 4: what query parameter `p` does to records of shape `record`.
fn query(api: &Api, p: &Param, record: Option<&Shape>) -> (fm::Filter, String) {
    use fm::Filter;
    let members = record.and_then(|r| fields(api, r)).unwrap_or_default();
    let Some(record) = record.filter(|_| !members.is_empty()) else {
        // No schema says what records hold: a name filters once a record holds it.
        return match query_by_convention(api, p, &[], None) {
            Some(found) => found,
            None => (
                Filter::Equals {
                    member: p.name.clone(),
                    held: true,
                },
                format!("the records' `{}`, where they hold it", p.name),
            ),
        };
    };
    if members.contains(&p.name) {
        return query_member(api, p, record);
    }
    // `label_selector` over `labels`.
    if let Some(stem) = cv::selector_of(&p.name) {
        for m in [format!("{stem}s"), stem.to_string()] {
            if let Some(tags) = tags_of(api, record, &m) {
                let why = format!("a label selector over the record's `{m}`");
                return (Filter::Labels { tags }, why);
            }
        }
    }
    if let Some(found) = query_by_convention(api, p, &members, Some(record)) {
        return found;
    }
    if let Some(found) = query_listed(api, p, &members, record) {
        return found;
    }
    (
        Filter::Detail,
        "names nothing the records hold: more or less detail, which the fake does not vary".into(),
    )
}

/// What query parameter `p`, named as a member of `record`, does: a range of it (an object of
/// bounds), text operators on it, pairs of its tags, membership in it (a list member), else
/// equality.
fn query_member(api: &Api, p: &Param, record: &Shape) -> (fm::Filter, String) {
    use fm::Filter;
    let m = p.name.clone();
    let given = object_members(api, &p.shape);
    let ops: Vec<(String, fm::Bound)> = given
        .iter()
        .filter_map(|o| Some((o.clone(), cv::range_bound(o)?)))
        .collect();
    if !ops.is_empty() && ops.len() == given.len() {
        let why = format!("a range of the record's `{m}`");
        return (
            Filter::Range {
                member: m,
                bound: None,
                ops,
            },
            why,
        );
    }
    let text: Vec<(String, fm::TextMatch)> = given
        .iter()
        .filter_map(|o| Some((o.clone(), cv::text_match(o)?)))
        .collect();
    if !text.is_empty() && text.len() == given.len() {
        let why = format!("text operators on the record's `{m}`");
        return (Filter::Text { member: m, ops: text }, why);
    }
    if let Some(tags) = tags_of(api, record, &m) {
        if !given.is_empty() || matches!(bare(api, &p.shape), Shape::Map(_)) {
            return (Filter::TagPairs { tags }, format!("pairs of the record's `{m}`"));
        }
    }
    if field_shape(api, record, &m).is_some_and(|s| items(api, &s).is_some()) && items(api, &p.shape).is_none() {
        let why = format!("records whose `{m}` lists it");
        return (Filter::Includes { member: m }, why);
    }
    let why = format!("the record's `{m}`");
    (Filter::Equals { member: m, held: false }, why)
}

/// A query parameter of one value spelled like a list member of texts or numbers (`tag_name`
/// over `tags`, `zone` over `zones`): records whose list has it.
fn query_listed(api: &Api, p: &Param, members: &[String], record: &Shape) -> Option<(fm::Filter, String)> {
    let stem = p
        .name
        .strip_suffix("_name")
        .or_else(|| p.name.strip_suffix("_id"))
        .unwrap_or(&p.name);
    if items(api, &p.shape).is_some() {
        return None;
    }
    let m = members.iter().find(|m| {
        singular(m) == singular(stem)
            && **m != stem
            && field_shape(api, record, m)
                .and_then(|s| items(api, &s))
                .is_some_and(|i| matches!(kind(api, &i), Kind::Text | Kind::Integer | Kind::Number))
    })?;
    let why = format!("records whose `{m}` lists it");
    Some((fm::Filter::Includes { member: m.clone() }, why))
}

/// The parameters read by the names of `conventions.rs`, over a record declaring `members`,
/// in order: those that order, those that test one member, those over tags, those that pick
/// values.
fn query_by_convention(
    api: &Api,
    p: &Param,
    members: &[String],
    record: Option<&Shape>,
) -> Option<(fm::Filter, String)> {
    order_by_convention(api, p)
        .or_else(|| member_by_convention(p, members))
        .or_else(|| tags_by_convention(api, p, members, record))
        .or_else(|| values_by_convention(api, p, members))
}

/// A parameter that orders the list: the direction (its values are `asc` and `desc`), or the
/// member to sort by.
fn order_by_convention(api: &Api, p: &Param) -> Option<(fm::Filter, String)> {
    let values = enum_values(api, &p.shape);
    if !values.is_empty() && values.iter().all(|v| cv::direction(v).is_some()) {
        let desc = values.into_iter().filter(|v| cv::direction(v) == Some(true)).collect();
        return Some((
            fm::Filter::Direction { desc, member: None },
            "the direction of the order (`asc`, `desc`)".into(),
        ));
    }
    cv::sort_param(&p.name).then(|| {
        (
            fm::Filter::Sort,
            "orders by the member its value names (`name:desc`, `-name`)".into(),
        )
    })
}

/// A parameter that tests one member of the record: a time bound (`changes-since`), whether
/// it has one (`has_{member}`), a search of its `name`.
fn member_by_convention(p: &Param, members: &[String]) -> Option<(fm::Filter, String)> {
    use fm::Filter;
    let declared = |m: &str| members.iter().any(|x| x == m);
    if let Some((candidates, bound)) = cv::timestamp_filter(&p.name) {
        return Some(match candidates.iter().find(|m| declared(m)) {
            Some(m) => (
                Filter::Range {
                    member: m.to_string(),
                    bound: Some(bound),
                    ops: Vec::new(),
                },
                format!("a bound of the record's `{m}`"),
            ),
            None => (Filter::Detail, "a time bound of no member the records hold".into()),
        });
    }
    if let Some(m) = p.name.strip_prefix(cv::HAS_PREFIX).filter(|m| declared(m)) {
        return Some((
            Filter::NonEmpty { member: m.to_string() },
            format!("whether the record's `{m}` is there and not empty"),
        ));
    }
    (cv::search_param(&p.name) && declared("name")).then(|| {
        (
            Filter::Contains { member: "name".into() },
            "part of the record's `name`".into(),
        )
    })
}

/// A parameter over the record's tags (a member named with `tag`): its keys (`tag_key`), or
/// its pairs.
fn tags_by_convention(
    api: &Api,
    p: &Param,
    members: &[String],
    record: Option<&Shape>,
) -> Option<(fm::Filter, String)> {
    let tags = || {
        let r = record?;
        members
            .iter()
            .find_map(|m| tags_of(api, r, m).filter(|_| m.contains("tag")))
    };
    if cv::tag_keys_param(&p.name)
        && let Some(t) = tags()
    {
        let why = format!("keys of the record's `{}`", t.member);
        return Some((fm::Filter::TagKeys { tags: t }, why));
    }
    if cv::tag_pairs_param(&p.name)
        && let Some(t) = tags()
    {
        let why = format!("pairs of the record's `{}`", t.member);
        return Some((fm::Filter::TagPairs { tags: t }, why));
    }
    None
}

/// A parameter that picks records by value: by their ids, by values of a member it is the
/// plural of (`statuses`), by part of a member (`{member}_part`).
fn values_by_convention(api: &Api, p: &Param, members: &[String]) -> Option<(fm::Filter, String)> {
    use fm::Filter;
    let declared = |m: &str| members.iter().any(|x| x == m);
    if cv::ids_param(&p.name) {
        return Some((Filter::Ids, "the records' ids".into()));
    }
    if items(api, &p.shape).is_some() {
        for suffix in ["s", "es"] {
            if let Some(m) = p.name.strip_suffix(suffix).filter(|m| declared(m)) {
                return Some((
                    Filter::AnyOf { member: m.to_string() },
                    format!("values of the record's `{m}`"),
                ));
            }
        }
    }
    for suffix in cv::PART_SUFFIXES {
        if let Some(m) = p.name.strip_suffix(suffix).filter(|m| declared(m)) {
            return Some((
                Filter::Contains { member: m.to_string() },
                format!("part of the record's `{m}`"),
            ));
        }
    }
    None
}

/// Where the record keeps tags or labels in member `m`: a map of texts, or a list of objects
/// with a key and a value member.
fn tags_of(api: &Api, record: &Shape, m: &str) -> Option<fm::Tags> {
    let shape = field_shape(api, record, m)?;
    if let Shape::Map(_) = bare(api, &shape) {
        return Some(fm::Tags {
            member: m.to_string(),
            pair: None,
        });
    }
    let entry = items(api, &shape)?;
    let pair = cv::tag_pair(&fields(api, &entry)?)?;
    Some(fm::Tags {
        member: m.to_string(),
        pair: Some(pair),
    })
}

/// The items of a list answer (an array, or the object member rule 1 finds), where it is one.
pub(super) fn items_of(api: &Api, answer: &Shape, record: Option<&Shape>) -> Option<Shape> {
    match structure(api, answer) {
        Some(s) => items(api, &items_field(api, s, record)?.shape),
        None => items(api, answer),
    }
}

/// Whether two shapes are objects with the same members (the same record written twice, inline
/// in two answers).
pub(super) fn same_members(api: &Api, a: &Shape, b: &Shape) -> bool {
    match (fields(api, a), fields(api, b)) {
        (Some(mut x), Some(mut y)) if x.len() >= 2 => {
            x.sort();
            y.sort();
            x == y
        }
        _ => false,
    }
}

/// The string values of an enum shape (through aliases and `null`).
pub(super) fn enum_texts(api: &Api, shape: &Shape) -> Vec<String> {
    enum_values(api, shape)
}
