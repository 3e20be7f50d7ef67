//! Where the operations no resource claims go in the client's tree, the standard method words,
//! and an operation's scope and id parameters as its own path names them.

use std::collections::BTreeSet;

use super::Found;
use super::words::{Seg, Vocabulary, key, segs, version};
use crate::ir::*;

/// Rule 3 for the rest (the client's tree): an operation of no resource goes under the resource whose
/// item or collection path its path extends (the deepest, [`owner_of`]), else under the client;
/// the literals beyond are names below it, and the method is named by [`name_loose`].
pub(super) fn place_loose(
    api: &Api,
    nodes: &[Found],
    list: &[Resource],
    resources: &mut Resources,
    vocabulary: &Vocabulary,
    shared: usize,
) {
    let mut by_path: std::collections::HashMap<&str, Vec<Method>> = std::collections::HashMap::new();
    for e in &api.endpoints {
        by_path.entry(e.path.as_str()).or_default().push(e.method);
    }
    // The parameters that scope records of a top resource (project, region): a path that ends
    // in them does not end in an item.
    let scopes: BTreeSet<&str> = list
        .iter()
        .filter(|r| r.parent.is_none())
        .flat_map(|r| r.scope.iter().map(String::as_str))
        .collect();
    for (o, op) in api.operations.iter().enumerate() {
        let place = &mut resources.places[o];
        if place.resource.is_some() || place.role != Role::Stateless || op.path.is_empty() {
            continue;
        }
        let all_lits: Vec<String> = segs(&op.path)
            .into_iter()
            .filter_map(|s| match s {
                Seg::Lit(l) if version(l).is_none() => Some(vocabulary.split(l)),
                _ => None,
            })
            .collect();
        let words: Vec<String> = match owner_of(nodes, &key(&op.path).0) {
            Some((r, len)) => {
                let skip = nodes[r].item_key[..len.min(nodes[r].item_key.len())]
                    .iter()
                    .filter(|w| *w != "{}")
                    .count();
                place.resource = Some(r);
                all_lits.into_iter().skip(skip).collect()
            }
            None => all_lits.into_iter().skip(shared).collect(),
        };
        let methods = by_path.get(op.path.as_str()).map_or(&[][..], Vec::as_slice);
        if let Some(verb) = chosen_verb(api, op) {
            // Right below an item, what the word says is done to its record.
            if words.is_empty() && ends_in_item(nodes, place.resource, &op.path) {
                place.role = Role::Action;
            }
            place.group = words;
            place.method = verb;
            continue;
        }
        let ends_in_param = matches!(segs(&op.path).last(), Some(Seg::Param(p)) if !scopes.contains(p));
        name_loose(api, op, place, words, methods, ends_in_param);
    }
}

/// The standard method words (`Role::word`).
pub(crate) const STANDARD_WORDS: [&str; 6] = ["create", "list", "get", "update", "replace", "delete"];

/// Whether `path` less its last segment is the item path of resource `r`.
fn ends_in_item(nodes: &[Found], r: Option<usize>, path: &str) -> bool {
    let Some(r) = r else { return false };
    let k = key(path).0;
    k.len() > 1 && nodes[r].item_key[..] == k[..k.len() - 1]
}

/// The operation's last path parameter where it takes one of a few words and the operation is
/// not a read: its name and the words (`action`: `enable`, `disable`).
pub(super) fn choice_param(api: &Api, op: &Operation) -> Option<(String, Vec<String>)> {
    if op.method == Method::Get {
        return None;
    }
    let segments = segs(&op.path);
    let Some(Seg::Param(last)) = segments.last() else {
        return None;
    };
    let param = op
        .params
        .iter()
        .find(|p| p.location == ParamLocation::Path && p.name == *last)?;
    let words = super::found::word_choices(api, &param.shape)?;
    Some((param.name.clone(), words))
}

/// An operation other than a read whose path ends in a parameter that takes one of a few words
/// (`…/rules/{rule_id}/{action}`, `enable` or `disable`) does what the word says: it is named by
/// the first word of its summary (`Toggle rule` → `toggle`), else by the parameter (`action`).
fn chosen_verb(api: &Api, op: &Operation) -> Option<String> {
    // A read's word chooses what to read (`/metrics/{metric_name}`): its standard word stays.
    let (name, _) = choice_param(api, op)?;
    let said = op
        .summary
        .as_deref()
        .and_then(|s| s.split_whitespace().next())
        .map(str::to_ascii_lowercase)
        .filter(|w| w.len() > 2 && w.bytes().all(|b| b.is_ascii_lowercase()))
        .filter(|w| w != "the" && !STANDARD_WORDS.contains(&w.as_str()));
    Some(said.unwrap_or_else(|| super::super::naming::snake_words(&name)))
}

/// The resource whose item or collection key the key `k` extends, the deepest, and the length
/// of the key it extends.
fn owner_of(nodes: &[Found], k: &[String]) -> Option<(usize, usize)> {
    let within = |prefix: &[String]| k.len() > prefix.len() && k.starts_with(prefix);
    (0..nodes.len())
        .filter(|&r| !nodes[r].group && !nodes[r].item_key.is_empty())
        .filter_map(|r| {
            let item = &nodes[r].item_key;
            let collection = &item[..item.len() - 1];
            if within(item) {
                Some((r, item.len()))
            } else if within(collection) {
                Some((r, collection.len()))
            } else {
                None
            }
        })
        .max_by_key(|&(_, len)| len)
}

/// The group and method of a loose operation of path words `words` (its path's `methods`): the
/// HTTP method's standard word ([`standard_verb`]), or the last word where that is the only
/// method of a POST-only path or starts with `get`/`list` (`check_limits`, `get_console`); a
/// POST-only path whose summary starts with a standard method's word (`Create …`) is that
/// method.
fn name_loose(
    api: &Api,
    op: &Operation,
    place: &mut Place,
    words: Vec<String>,
    methods: &[Method],
    ends_in_param: bool,
) {
    let verb = standard_verb(api, op, ends_in_param, methods.contains(&Method::Patch));
    let only = !ends_in_param && methods.len() == 1;
    let last = words.last().cloned();
    let own_word = last.as_ref().is_some_and(|w| {
        (op.method == Method::Post && only)
            || w.starts_with("get_")
            || w.starts_with("list_")
            || (only && super::verbs::literal_is_verb(op, w))
    });
    // A POST-only path whose summary begins with a standard method's word is that method of
    // what its words name (`POST …/deployments`, "Create an inference deployment").
    let summary_verb = op
        .summary
        .as_deref()
        .and_then(|s| s.split_whitespace().next())
        .map(str::to_ascii_lowercase)
        .filter(|v| STANDARD_WORDS.contains(&v.as_str()));
    // A POST-only path ending in a plural noun posts to a collection: it makes one of them
    // (`POST …/login_links`), or reads them where it answers a list (`POST …/metrics`). Where
    // a summary says what it does (`Preview volume price`), the summary is heard instead.
    let collection = only && op.method == Method::Post && last.as_ref().is_some_and(|w| posts_to_collection(op, w));
    match last {
        Some(_) if collection && summary_verb.is_none() => {
            place.group = words;
            // A page read by POST is paged or an array: a made record may hold a list of its own.
            let lists = op.pagination.is_some() || matches!(op.plan.success.single_json(), Some(Shape::Array(_)));
            place.method = if lists { "list" } else { "create" }.into();
        }
        // Unless the literal is the verb itself (`…/servers/{id}/replace`, "Replace server").
        Some(w) if own_word && op.method == Method::Post && summary_verb.as_ref().is_some_and(|v| *v != w) => {
            place.group = words;
            place.method = summary_verb.unwrap_or_default();
        }
        Some(w) if own_word => {
            place.group = words[..words.len() - 1].to_vec();
            place.method = w;
        }
        _ => {
            place.group = words;
            place.method = verb;
        }
    }
}

/// Whether a POST-only path ending in `literal` posts to a collection: the literal ends in a
/// plural noun (`login_links`, not `access` or a verb its words begin with), no summary says
/// what the operation does otherwise, and its operationId says `create` or nothing but its
/// method and path (`PostAccountsAccountLoginLinks`; `checkTemplate` says otherwise).
pub(super) fn posts_to_collection(op: &Operation, literal: &str) -> bool {
    let word = literal.rsplit('_').next().unwrap_or(literal);
    op.summary.as_deref().is_none_or(|s| s.trim().is_empty())
        && (super::verbs::own_verb(op) == Some("create") || super::verbs::id_says_only_its_path(op))
        && word.len() > 2
        && word.ends_with('s')
        && !word.ends_with("ss")
        && !super::verbs::literal_is_verb(op, literal)
}

/// The standard method word of an operation placed by its path alone: `list` for a GET that
/// answers a list (not on an item), a page or what its words call a list, else `get`; `create`, `replace`, `update`,
/// `delete`.
///
/// A PUT its own words call an update (`Update the eviction policy`) is `update` where no PATCH
/// on its path (`patched`) takes the word.
pub(super) fn standard_verb(api: &Api, op: &Operation, on_item: bool, patched: bool) -> String {
    match op.method {
        // A page, or what its own words call a list, is a list wherever it is read
        // (`…/attempt/endpoint/{endpoint_id}`, "List Attempts By Endpoint").
        Method::Get
            if (!on_item || op.pagination.is_some() || super::verbs::own_verb(op) == Some("list"))
                && super::verbs::answers_list(api, op) =>
        {
            "list".into()
        }
        Method::Put if !patched && super::verbs::own_verb(op) == Some("update") => "update".into(),
        Method::Get => "get".into(),
        Method::Post => "create".into(),
        Method::Put => "replace".into(),
        Method::Patch => "update".into(),
        Method::Delete => "delete".into(),
        other => other.as_str().to_ascii_lowercase(),
    }
}

/// An operation's parameters for its resource's scope and id: by position where its path has
/// as many as the scope, else by name (a scope parameter its path lacks is "", any value).
pub(super) fn bind(place: &mut Place, scope: &[String], path_params: &[String]) {
    let (rest, id) = match (place.role.on_item(), path_params.split_last()) {
        (true, Some((id, rest))) => (rest, Some(id.clone())),
        _ => (path_params, None),
    };
    place.id_param = id;
    place.scope = if rest.len() == scope.len() {
        rest.to_vec()
    } else {
        scope
            .iter()
            .map(|s| if rest.contains(s) { s.clone() } else { String::new() })
            .collect()
    };
}
