//! Rules 5 and 6: which member of a record its item parameter names, whether answers wrap the
//! record, and the key under which finished tasks name created records.

use super::super::Lowerer;
use super::super::held::{field_shape, fields, largest_alternative, unaliased};
use super::super::naming::snake_words as snake;
use super::envelope::Envelope;
use super::relations;
use super::words::{singular, squash};
use crate::ir::*;

impl Lowerer<'_> {
    /// Rule 5 for resource `r`: read from the answer of [`describing_op`], whether answers wrap
    /// the record ([`unwrap_record`]) and which member the item parameter names: by its name
    /// ([`identity_by_name`]), as an alternative of its schema ([`identity_by_union`]), else
    /// `id` or `name` ([`identity_by_default`]).
    pub(super) fn describe(
        &mut self,
        api: &Api,
        resources: &Resources,
        envelope: &Envelope,
        r: usize,
        res: &mut Resource,
    ) {
        let Some(id_param) = res.id_param.clone() else { return };
        let Some((op, param)) = describing_op(api, resources, r, &id_param) else {
            return;
        };
        let Some(shape) = api.operations[op].plan.success.single_json() else {
            return;
        };
        let candidates = identity_candidates(&param, &res.name);
        // An answer of alternatives (the record, or what is left of it once deleted): the
        // record is the alternative with the most members.
        let shape = &largest_alternative(api, shape).unwrap_or_else(|| shape.clone());
        let Some(members) = fields(api, shape) else { return };
        let (shape, members) = unwrap_record(api, res, envelope, &candidates, shape, members);
        identity_by_name(res, &param, &candidates, &members);
        identity_by_union(api, res, op, &param, &shape);
        identity_by_description(api, res, op, &param, &shape, &members);
        identity_by_default(res, &param, &members);
    }
}

/// The operation whose answer says what a record of `r` holds, and its item parameter: the
/// default read, unless it answers a list of other things (`GET /tags/{label}`), else a create
/// that starts no tasks (whose parameter is the resource's `id_param`).
fn describing_op(api: &Api, resources: &Resources, r: usize, id_param: &str) -> Option<(usize, String)> {
    let reader = resources
        .places
        .iter()
        .enumerate()
        .filter(|(_, p)| p.resource == Some(r) && p.role == Role::Get)
        .min_by_key(|(_, p)| p.superseded)
        .map(|(o, p)| (o, p.id_param.clone().unwrap_or_default()));
    let creator = resources
        .places
        .iter()
        .enumerate()
        .find(|(o, p)| p.resource == Some(r) && p.role == Role::Create && api.operations[*o].tasks.is_none())
        .map(|(o, _)| (o, id_param.to_string()));
    let reader = reader.filter(|(o, _)| relations::record_op(api, resources, r) == Some(*o));
    reader.or(creator)
}

/// `{"video": {…}}`: an answer whose one member is an object wraps the record (an object
/// names no record, even where the parameter has its name: `{floating_ip}` of
/// `{"floating_ip": {"ip", …}}`); so does one whose one member besides the document's
/// envelope is (`{success, errors, messages, result: {…}}`). The record's shape and members
/// either way.
fn unwrap_record(
    api: &Api,
    res: &mut Resource,
    envelope: &Envelope,
    candidates: &[String],
    shape: &Shape,
    members: Vec<String>,
) -> (Shape, Vec<String>) {
    let enveloped = members.len() > 1;
    // Members that name the record are its own: a base every record shares (`{id, name, type,
    // properties}`) is no envelope.
    let rest = if candidates.iter().any(|c| envelope.members.contains(c)) {
        members.iter().collect()
    } else {
        envelope.rest(&members)
    };
    if let [only] = rest.as_slice()
        && let Some(inner_shape) = field_shape(api, shape, only)
        && let Some(inner) = fields(api, &inner_shape)
    {
        res.wrapper = Some((*only).clone());
        if enveloped {
            res.why.push(format!(
                "answers wrap the record in `{only}`, beside {}",
                envelope.describe()
            ));
        } else {
            res.why.push(format!("answers wrap the record in `{only}`"));
        }
        return (inner_shape, inner);
    }
    (shape.clone(), members)
}

/// The identity member by the parameter's name: the first of the `candidates` the record has,
/// else the one member that ends with the parameter's name (`servergroup_id` for `{group_id}`).
fn identity_by_name(res: &mut Resource, param: &str, candidates: &[String], members: &[String]) {
    let param_snake = snake(param);
    let ending: Vec<&String> = members
        .iter()
        .filter(|m| m.len() > param_snake.len() && m.ends_with(&param_snake))
        .collect();
    let found = candidates
        .iter()
        .find(|c| members.contains(c))
        .or(if ending.len() == 1 { Some(ending[0]) } else { None });
    if let Some(m) = found {
        res.id_member = Some(m.clone());
        res.why.push(format!("`{{{param}}}` names the record's `{m}`"));
    }
}

/// `{project}` typed `NameOrId` (`oneOf` of the `id`'s schema and the `name`'s): the members
/// whose schemas are the alternatives, each a way to name the record; the first is the identity
/// where the name said none.
fn identity_by_union(api: &Api, res: &mut Resource, op: usize, param: &str, shape: &Shape) {
    let by_union = api.operations[op]
        .params
        .iter()
        .find(|p| p.name == param)
        .map(|p| union_members(api, &p.shape, shape))
        .unwrap_or_default();
    for m in by_union {
        if res.id_member.is_none() {
            res.why.push(format!(
                "`{{{param}}}` names the record's `{m}` (an alternative of its schema)"
            ));
            res.id_member = Some(m);
        } else if res.id_member.as_ref() != Some(&m) {
            res.why.push(format!(
                "`{{{param}}}` may name the record by its `{m}` (an alternative of its schema)"
            ));
            res.also_by.push(m);
        }
    }
}

/// `/repos/{owner}/{repo}`: a parameter that its own words call a name ("The name of the
/// repository", and never an id), or a text beside a record whose `id` is a number, names the
/// record's `name` where that is text.
fn identity_by_description(api: &Api, res: &mut Resource, op: usize, param: &str, shape: &Shape, members: &[String]) {
    if res.id_member.is_some() || !field_shape(api, shape, "name").is_some_and(|s| is_text(api, &s)) {
        return;
    }
    let Some(p) = api.operations[op].params.iter().find(|p| p.name == param) else {
        return;
    };
    let words: Vec<String> = p
        .docs
        .description
        .as_deref()
        .unwrap_or_default()
        .split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
        .collect();
    let says = |w: &str| words.iter().any(|x| x == w);
    let called_a_name = says("name")
        && !["id", "ids", "identifier", "uuid", "number", "slug", "key"]
            .iter()
            .any(|w| says(w));
    let id_is_a_number = members.iter().any(|m| m == "id")
        && field_shape(api, shape, "id").is_some_and(|s| text_or_integer(api, &s) == Some(false))
        && is_text(api, &p.shape);
    if called_a_name || id_is_a_number {
        let why = if called_a_name {
            "its description calls it a name"
        } else {
            "it is text, the record's `id` a number"
        };
        res.id_member = Some("name".into());
        res.why.push(format!("`{{{param}}}` names the record's `name` ({why})"));
    }
}

/// Whether values of `shape` are text (`Some(true)`) or integers (`Some(false)`), seen through
/// nullability, aliases, checks and constrained scalars.
fn text_or_integer(api: &Api, shape: &Shape) -> Option<bool> {
    let mut shape = shape.clone();
    for _ in 0..16 {
        shape = match &shape {
            Shape::String | Shape::Format(_) => return Some(true),
            Shape::Integer(_) => return Some(false),
            Shape::Nullable(inner) | Shape::Checked(inner, _) => (**inner).clone(),
            Shape::Named(id) => match &api.ty(*id).kind {
                TypeKind::Alias(inner) => inner.clone(),
                TypeKind::Scalar(def) => match def.base {
                    ScalarBase::String => return Some(true),
                    ScalarBase::Integer(_) => return Some(false),
                    _ => return None,
                },
                _ => return None,
            },
            _ => return None,
        };
    }
    None
}

fn is_text(api: &Api, shape: &Shape) -> bool {
    text_or_integer(api, shape) == Some(true)
}

/// `/customers/{customer}`: a parameter named for the record names its `id`, else (a record
/// without one: `/tags/{tag_id}` of `{name, resources}`) its `name`.
fn identity_by_default(res: &mut Resource, param: &str, members: &[String]) {
    if res.id_member.is_none()
        && let Some(m) = ["id", "name"].into_iter().find(|c| members.iter().any(|m| m == c))
    {
        res.id_member = Some(m.into());
        res.why.push(format!(
            "`{{{param}}}` names the record's `{m}` (no member is named for it)"
        ));
    }
}

/// The members of the record `record` whose schemas are the alternatives of the union
/// `param` holds, in the union's order: one member per alternative, where exactly one has it
/// or one of those is the record's `id` (nexus's `NameOrId`: `id`, then `name`).
fn union_members(api: &Api, param: &Shape, record: &Shape) -> Vec<String> {
    let Shape::Named(id) = param else { return Vec::new() };
    let TypeKind::Union(u) = &api.ty(*id).kind else {
        return Vec::new();
    };
    let Some(members) = fields(api, record) else {
        return Vec::new();
    };
    let mut out = Vec::new();
    for v in &u.variants {
        let same: Vec<&String> = members
            .iter()
            .filter(|m| field_shape(api, record, m).is_some_and(|s| unaliased(api, &s) == unaliased(api, &v.shape)))
            .collect();
        // Several members of the alternative's schema (`id`, `silo_id`): the one the
        // alternative is named for (a `$ref` to the record's `fingerprint`), else the record's
        // own `id`.
        let named = |m: &&&String| snake(m) == snake(&v.rust_name);
        match same.as_slice() {
            [one] => out.push((*one).clone()),
            many => out.extend(
                many.iter()
                    .find(named)
                    .or_else(|| many.iter().find(|m| m.as_str() == "id"))
                    .map(|m| (*m).clone()),
            ),
        }
    }
    out
}

/// The members the item parameter may name, most likely first.
pub(super) fn identity_candidates(param: &str, name: &[String]) -> Vec<String> {
    let s = snake(param);
    let mut out = vec![param.to_string()];
    if s != param {
        out.push(s.clone());
    }
    if s == "name" || s.ends_with("_name") {
        out.push("name".into());
    }
    if s == "id" || s.ends_with("_id") || s.ends_with("id") {
        out.push("id".into());
    }
    // `{cluster_key}` of `clusters`: `key`.
    if let Some(last) = name.last() {
        let one = singular(last);
        if let Some(rest) = s.strip_prefix(&format!("{one}_")) {
            out.push(rest.to_string());
        }
    }
    // `{floating_ip}`: `ip`, its last word.
    if let Some((_, word)) = s.rsplit_once('_')
        && !word.is_empty()
    {
        out.push(word.to_string());
    }
    out.dedup();
    out
}

/// The members of a finished task's created resources (`created_resources`), from the task
/// schema of the operation the client polls.
pub(super) fn task_keys(api: &Api) -> Vec<String> {
    let Some(poll) = api.primary_poll.and_then(|p| api.operations[p].plan.poll.as_ref()) else {
        return Vec::new();
    };
    field_shape(api, &poll.task, "created_resources")
        .and_then(|s| fields(api, &s))
        .unwrap_or_default()
}

/// Rule 6: each resource takes the task key that spells its chain best. A key is spelled by
/// the chain's words in order (singular or plural) ending with its last: all of them is best;
/// else the key ends with the chain's last word (`l7rules` for `rules`).
pub(super) fn assign_task_keys(list: &mut [Resource], keys: &[String]) {
    let words = |res: &Resource| -> Vec<String> {
        res.name
            .iter()
            .flat_map(|n| n.split('_').map(singular).collect::<Vec<_>>())
            .filter(|w| !w.is_empty())
            .collect()
    };
    let scores: Vec<Vec<Option<u32>>> = list
        .iter()
        .map(|res| {
            let w = words(res);
            let last = res.name.last().map(|l| singular(&squash(l))).unwrap_or_default();
            keys.iter().map(|k| task_key_score(&squash(k), &w, &last)).collect()
        })
        .collect();
    // A key some resource spells is not another's by its last word alone.
    let spelled: Vec<bool> = (0..keys.len())
        .map(|k| scores.iter().any(|s| s[k].is_some_and(|s| s >= 50)))
        .collect();
    for (r, res) in list.iter_mut().enumerate() {
        if res.item.is_none() {
            continue;
        }
        let best = keys
            .iter()
            .enumerate()
            .filter_map(|(k, key)| scores[r][k].filter(|&s| s >= 50 || !spelled[k]).map(|s| (s, key)))
            .max_by_key(|(s, k)| (*s, std::cmp::Reverse((*k).clone())));
        if let Some((_, k)) = best {
            res.task_key = Some(k.clone());
            res.why.push(format!("finished tasks name it under `{k}`"));
        }
    }
    // A key a document misspells (`l7polices` for the L7 policies) is the one resource's whose
    // last name it misses by one letter, where no resource took it.
    let mut taken: std::collections::HashSet<String> = list.iter().filter_map(|r| r.task_key.clone()).collect();
    for res in list.iter_mut().filter(|r| r.item.is_some() && r.task_key.is_none()) {
        let last = res.name.last().map(|l| squash(l)).unwrap_or_default();
        let near: Vec<&String> = keys
            .iter()
            .filter(|k| k.len() >= 6 && !taken.contains(*k) && one_letter_apart(&squash(k), &last))
            .collect();
        if let [k] = near[..] {
            taken.insert(k.clone());
            res.task_key = Some(k.clone());
            res.why.push(format!(
                "finished tasks name it under `{k}` (as the document spells it)"
            ));
        }
    }
    // A record its item path names by another kind's id (a reserved fixed IP by its `port_id`:
    // it is a port) is named by tasks under that kind's key.
    for res in list.iter_mut().filter(|r| r.item.is_some() && r.task_key.is_none()) {
        let Some(member) = res.id_member.clone() else { continue };
        let Some(stem) = member.strip_suffix("_id").filter(|s| !s.is_empty()) else {
            continue;
        };
        let stem = singular(&squash(stem));
        let hit: Vec<&String> = keys.iter().filter(|k| singular(&squash(k)) == stem).collect();
        if let [k] = hit[..] {
            res.task_key = Some(k.clone());
            res.why
                .push(format!("finished tasks name it under `{k}`, as its `{member}` is one"));
        }
    }
}

/// Whether `a` becomes `b` by adding, removing or changing one letter.
fn one_letter_apart(a: &str, b: &str) -> bool {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let (short, long) = if a.len() <= b.len() { (&a, &b) } else { (&b, &a) };
    match long.len() - short.len() {
        0 => a.iter().zip(&b).filter(|(x, y)| x != y).count() == 1,
        1 => {
            let skip = short.iter().zip(long.iter()).take_while(|(x, y)| x == y).count();
            short[skip..] == long[skip + 1..]
        }
        _ => false,
    }
}

pub(super) fn task_key_score(key: &str, words: &[String], last_name: &str) -> Option<u32> {
    words.last()?;
    // The key as the chain's words in order, each singular or plural, the last word last.
    fn spell(key: &str, words: &[String], used: u32) -> Option<u32> {
        if key.is_empty() {
            return None;
        }
        let mut best = None;
        for (i, w) in words.iter().enumerate() {
            for form in [
                w.clone(),
                format!("{w}s"),
                format!("{}ies", w.strip_suffix('y').unwrap_or(w)),
            ] {
                if form.is_empty() || !key.starts_with(&form) {
                    continue;
                }
                let rest = &key[form.len()..];
                let got = if rest.is_empty() {
                    (i == words.len() - 1).then_some(used + 1)
                } else {
                    spell(rest, &words[i + 1..], used + 1)
                };
                best = best.max(got);
            }
        }
        best
    }
    match spell(key, words, 0) {
        Some(n) if n as usize == words.len() => Some(100),
        Some(n) => Some(50 + n),
        None => {
            let key = singular(key);
            (!last_name.is_empty() && (key.ends_with(last_name) || last_name.ends_with(key.as_str()))).then_some(20)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn task_keys_spell_the_chain() {
        let words = |s: &[&str]| s.iter().map(|w| w.to_string()).collect::<Vec<_>>();
        let rules = words(&["security", "group", "rule"]);
        assert_eq!(task_key_score("securitygrouprules", &rules, "rule"), Some(100));
        assert_eq!(task_key_score("l7rules", &rules, "rule"), Some(20));
        let l7 = words(&["l7", "policy", "rule"]);
        assert_eq!(task_key_score("l7rules", &l7, "rule"), Some(52));
        assert_eq!(task_key_score("securitygrouprules", &l7, "rule"), Some(20));
        let bm = words(&["bm", "instance"]);
        assert_eq!(task_key_score("instances", &bm, "instance"), Some(51));
        assert_eq!(task_key_score("volumes", &bm, "instance"), None);
    }

    #[test]
    fn a_record_named_by_another_kinds_id_takes_that_kinds_key() {
        let resource = |name: &[&str], id_member: &str| Resource {
            name: name.iter().map(|n| n.to_string()).collect(),
            parent: None,
            collection: Some("/x".into()),
            item: Some("/x/{id}".into()),
            scope: Vec::new(),
            id_param: Some("id".into()),
            id_member: Some(id_member.into()),
            also_by: Vec::new(),
            task_key: None,
            wrapper: None,
            source: Source::Inferred,
            why: Vec::new(),
        };
        let mut list = vec![
            resource(&["reserved_fixed_ips"], "port_id"),
            resource(&["placement_groups"], "servergroup_id"),
            resource(&["volumes"], "id"),
        ];
        let keys: Vec<String> = ["ports", "servergroups", "floatingips"]
            .iter()
            .map(|k| k.to_string())
            .collect();
        assign_task_keys(&mut list, &keys);
        let got: Vec<Option<&str>> = list.iter().map(|r| r.task_key.as_deref()).collect();
        assert_eq!(got, [Some("ports"), Some("servergroups"), None]);
    }
}
