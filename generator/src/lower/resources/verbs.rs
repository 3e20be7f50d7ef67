//! The words an operation's method is named by, from what the document says of it: the verb its
//! summary begins with or its operationId holds (`Update a server`, `sshKeys_update`), whether it
//! answers a list (an array, or a page: an object holding one list of records), whether it
//! answers the record its item's read answers, and whether a literal of its path is its verb.

use crate::ir::*;

/// The standard method an operation's own words name: the first words of its summary, else a
/// word of its operationId (`Get all Actions` and `droplets_list` are `list`, `Update a Server`
/// and `sshKeys_update` are `update`). An HTTP method's name (`put`, `post`) says nothing.
pub(super) fn own_verb(op: &Operation) -> Option<&'static str> {
    let summary: Vec<String> = said(op).into_iter().take(2).collect();
    let first = summary.first().map(String::as_str);
    let all = summary.get(1).is_some_and(|w| w == "all");
    if let Some(v) = first.and_then(|w| verb(w, all)) {
        return Some(v);
    }
    // An operationId of words (not the method and path oapigen made up for one without).
    if op.id.contains(['/', ' ']) {
        return None;
    }
    let words = words(&op.id);
    // `GetAppsSecrets` begins with its HTTP method, which says nothing.
    let method = op.method.as_str().to_ascii_lowercase();
    let skip = usize::from(words.first().is_some_and(|w| *w == method));
    words[skip..].iter().rev().find_map(|w| verb(w, false))
}

/// The words the operation's summary begins with, else its description's (`<p>Search for
/// customers …`), lowercased, markup left out.
fn said(op: &Operation) -> Vec<String> {
    let text = op
        .summary
        .as_deref()
        .or(op.docs.description.as_deref())
        .unwrap_or_default();
    let mut plain = String::new();
    let mut in_tag = false;
    for c in text.chars().take(200) {
        match c {
            '<' => in_tag = true,
            '>' => {
                in_tag = false;
                plain.push(' ');
            }
            c if !in_tag => plain.push(c),
            _ => {}
        }
    }
    plain
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .take(6)
        .map(str::to_ascii_lowercase)
        .collect()
}

pub(super) fn verb(word: &str, all: bool) -> Option<&'static str> {
    // A description says what it does in the third person (`Retrieves the customer`).
    let word = match word.strip_suffix('s') {
        Some(stem) if !matches!(word, "process" | "access") && verb(stem, all).is_some() => stem,
        _ => word,
    };
    Some(match word {
        "list" => "list",
        "get" | "retrieve" | "fetch" | "read" | "show" | "describe" if all => "list",
        "get" | "retrieve" | "fetch" | "read" | "show" | "describe" => "get",
        "create" => "create",
        "update" | "modify" | "edit" => "update",
        "replace" => "replace",
        "delete" | "destroy" => "delete",
        _ => return None,
    })
}

/// Whether the operationId's words are its HTTP method's and its path's alone
/// (`PostAccountsAccountLoginLinks` for `POST /v1/accounts/{account}/login_links`): it says
/// nothing of what the operation does.
pub(super) fn id_says_only_its_path(op: &Operation) -> bool {
    let path = words(&op.path);
    let method = op.method.as_str().to_ascii_lowercase();
    words(&op.id).iter().all(|w| *w == method || path.contains(w))
}

/// An identifier's words, lowercased: `sshKeys_update` → `ssh`, `keys`, `update`.
fn words(id: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut prev_lower = false;
    for c in id.chars() {
        if !c.is_alphanumeric() {
            if !cur.is_empty() {
                out.push(std::mem::take(&mut cur));
            }
            prev_lower = false;
            continue;
        }
        if c.is_uppercase() && prev_lower && !cur.is_empty() {
            out.push(std::mem::take(&mut cur));
        }
        prev_lower = c.is_lowercase() || c.is_ascii_digit();
        cur.extend(c.to_lowercase());
    }
    if !cur.is_empty() {
        out.push(cur);
    }
    out
}

/// Whether a GET answers a list: it pages, its words say so (`List groups`; `Get the latest
/// release` says it does not, whatever lists the release holds), or its answer is
/// an array, or a page: an object holding one list of objects beside what pages it (counts,
/// cursors, links: `{count, results}`, `{data, has_more}`, `{droplets, links, meta}`), or beside
/// nothing where the operation takes query parameters (`{droplets}` filtered by `?tag_name=`).
/// An object holding one list and nothing else, read without parameters, is a record
/// (`{role_assignments: […]}`).
pub(super) fn answers_list(api: &Api, op: &Operation) -> bool {
    if op.pagination.is_some() || own_verb(op) == Some("list") {
        return true;
    }
    // A page parameter says it pages, whatever its words (`Retrieves the line items … as a
    // collection` with `limit` and `starting_after`).
    let paged = op.params.iter().any(|p| {
        p.location == ParamLocation::Query
            && crate::lower::conventions::page_param(&p.name, true)
                .or_else(|| crate::lower::conventions::page_param(&p.name, false))
                .is_some()
    });
    match op.plan.success.single_json() {
        Some(Shape::Array(_)) => true,
        Some(shape) if paged && page_items(api, shape).is_some() => true,
        // `Get the latest release`: one record, whatever lists it holds.
        _ if own_verb(op) == Some("get") => false,
        Some(shape) => page_items(api, shape)
            .is_some_and(|(_, alone)| !alone || op.params.iter().any(|p| p.location == ParamLocation::Query)),
        None => false,
    }
}

/// The member of a page that holds its records (the one array of objects among the members of
/// an object answer), and whether it is the object's only member.
pub(super) fn page_items<'a>(api: &'a Api, shape: &'a Shape) -> Option<(&'a str, bool)> {
    let Some(Shape::Named(id)) = unwrap(shape) else {
        return None;
    };
    let TypeKind::Struct(s) = &api.ty(*id).kind else {
        return None;
    };
    let mut lists = s.fields.iter().filter(|f| match unwrap(&f.shape) {
        Some(Shape::Array(a)) => is_object(api, &a.items),
        _ => false,
    });
    let one = lists.next()?;
    lists
        .next()
        .is_none()
        .then_some((one.name.as_str(), s.fields.len() == 1))
}

fn unwrap(shape: &Shape) -> Option<&Shape> {
    match shape {
        Shape::Nullable(inner) | Shape::Checked(inner, _) => unwrap(inner),
        other => Some(other),
    }
}

fn is_object(api: &Api, shape: &Shape) -> bool {
    match unwrap(shape) {
        Some(Shape::Named(id)) => match &api.ty(*id).kind {
            TypeKind::Struct(_) | TypeKind::Union(_) => true,
            TypeKind::Alias(inner) => is_object(api, inner),
            _ => false,
        },
        _ => false,
    }
}

/// Whether two operations answer alike: the same type, or structs of the same members.
/// Whether `a`'s answer holds what `b`'s answer holds, beside other members or as a list of it
/// (`{action, root_password}` or `{actions: […]}` beside a read's `{action}`).
pub(super) fn holds_answer(api: &Api, a: &Operation, b: &Operation) -> bool {
    let (Some(x), Some(y)) = (a.plan.success.single_json(), b.plan.success.single_json()) else {
        return false;
    };
    let fields_of = |s: &Shape| match unwrap(s) {
        Some(Shape::Named(id)) => match &api.ty(*id).kind {
            TypeKind::Struct(st) => st.fields.iter().map(|f| (f.name.clone(), f.shape.clone())).collect(),
            _ => Vec::new(),
        },
        _ => Vec::new(),
    };
    let (ours, theirs) = (fields_of(x), fields_of(y));
    let [(_, held)] = theirs.as_slice() else { return false };
    ours.iter().any(|(_, s)| {
        same_shape(api, s, held, 0) || matches!(unwrap(s), Some(Shape::Array(a)) if same_shape(api, &a.items, held, 0))
    })
}

pub(super) fn same_answer(api: &Api, a: &Operation, b: &Operation) -> bool {
    match (a.plan.success.single_json(), b.plan.success.single_json()) {
        (Some(x), Some(y)) => same_shape(api, x, y, 0),
        _ => false,
    }
}

fn same_shape(api: &Api, x: &Shape, y: &Shape, depth: usize) -> bool {
    if x == y {
        return true;
    }
    if depth > 8 {
        return false;
    }
    match (unwrap(x), unwrap(y)) {
        (Some(Shape::Named(a)), Some(Shape::Named(b))) => match (&api.ty(*a).kind, &api.ty(*b).kind) {
            (TypeKind::Struct(s), TypeKind::Struct(t)) => {
                s.fields.len() == t.fields.len()
                    && s.fields
                        .iter()
                        .zip(&t.fields)
                        .all(|(f, g)| f.name == g.name && same_shape(api, &f.shape, &g.shape, depth + 1))
            }
            (TypeKind::Alias(s), TypeKind::Alias(t)) => same_shape(api, s, t, depth + 1),
            // Inline enums and constrained values, made once per place they are written.
            (TypeKind::Enum(s), TypeKind::Enum(t)) => s == t,
            (TypeKind::Scalar(s), TypeKind::Scalar(t)) => s == t,
            _ => false,
        },
        (Some(Shape::Array(a)), Some(Shape::Array(b))) => same_shape(api, &a.items, &b.items, depth + 1),
        _ => false,
    }
}

/// Whether a POST on an item's path updates it: its words say so (`Update a customer`), or it
/// answers the record the item's read answers and takes no member it requires.
pub(super) fn post_updates(api: &Api, post: &Operation, read: Option<&Operation>) -> bool {
    if own_verb(post) == Some("update") {
        return true;
    }
    let optional_body = post
        .body
        .as_ref()
        .is_none_or(|b| !b.required || body_requires_nothing(api, &b.shape));
    optional_body && read.is_some_and(|r| same_answer(api, post, r))
}

fn body_requires_nothing(api: &Api, shape: &Shape) -> bool {
    match unwrap(shape) {
        Some(Shape::Named(id)) => match &api.ty(*id).kind {
            TypeKind::Struct(s) => s.fields.iter().all(|f| !f.required),
            _ => false,
        },
        _ => false,
    }
}

/// Whether the path's last literal is the operation's verb: its summary begins with the
/// literal's words (`POST /v1/customers/search`, "Search customers").
pub(super) fn literal_is_verb(op: &Operation, literal: &str) -> bool {
    begins_with(&said(op), literal)
}

/// Whether words said begin with a literal's words, its first as said of something.
fn begins_with(said: &[String], literal: &str) -> bool {
    let mut said = said.iter().map(String::as_str);
    // A description says it in the third person (`Verifies microdeposits`, `Finds a secret`).
    let first_as_said = |w: &str, s: &str| {
        s == w
            || s.strip_suffix('s').is_some_and(|stem| stem == w)
            || s.strip_suffix("es").is_some_and(|stem| stem == w)
            || s.strip_suffix("ies")
                .is_some_and(|stem| w.strip_suffix('y') == Some(stem))
    };
    !literal.is_empty()
        && literal.split('_').enumerate().all(|(i, w)| {
            let s = said.next();
            if i == 0 {
                s.is_some_and(|s| first_as_said(w, s))
            } else {
                s == Some(w)
            }
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_literal_is_the_verb_its_summary_or_description_begins_with() {
        for (said, literal, is) in [
            (
                "Verifies microdeposits on a PaymentIntent",
                "verify_microdeposits",
                true,
            ),
            ("Finds a secret by name", "find", true),
            ("Search customers", "search", true),
            ("Pushes the button", "push", true),
            ("Creates a login link", "login_links", false),
            ("Verifies other things", "verify_microdeposits", false),
        ] {
            let words: Vec<String> = said.split(' ').map(str::to_ascii_lowercase).collect();
            assert_eq!(begins_with(&words, literal), is, "{said} / {literal}");
        }
    }

    #[test]
    fn an_identifiers_words() {
        assert_eq!(words("sshKeys_update"), ["ssh", "keys", "update"]);
        assert_eq!(
            words("InferenceSecretHandler.put"),
            ["inference", "secret", "handler", "put"]
        );
        assert_eq!(words("PostCustomersCustomer"), ["post", "customers", "customer"]);
        assert_eq!(verb("get", true), Some("list"));
        assert_eq!(verb("put", false), None);
    }
}
