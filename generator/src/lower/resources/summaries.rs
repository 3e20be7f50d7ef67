//! Rule 4b, `spell_by_summaries`: a resource named as its operations' summaries name what they
//! list or make, where the summary's noun phrase ends in the path's word for it
//! (`/lbpools` listed by "List load balancer pools"):
//! - the words before it that the path spells run together or by their initials are its
//!   words (`lb` for "load balancer");
//! - words before those that name another resource put it below that resource
//!   (`load_balancers.pools`, `instances.flavors` for "List instance flavors"), or name its
//!   parent already (`file share access rules` below `file_shares`);
//! - the phrase's plural is the name's (`access_rule` listed as "access rules" is
//!   `access_rules`).
//!
//! A phrase that ends in another word than the path's (`placement groups` for `/servergroups`)
//! or whose leading words name nothing renames nothing, unless those words spell the names above
//! it and the word is another plural noun (`another_noun`: "List k8s cluster nodes" for
//! `k8s.clusters.instances` is `k8s.clusters.nodes`).
//!
//! Then, in order: `nest_by_tags` (a top resource whose operations all carry one tag naming
//! another top resource its create refers to sits below it: `networks.subnets`),
//! `spell_by_parent` (a singular collection takes the plural its parent's record lists it by:
//! `pools.members`), `spell_groups_by_summaries` (operations of no resource of their own, by
//! their list's summary: `load_balancers.flavors`).

use crate::ir::{Api, Resource, Resources, Role};

use super::Found;
use super::hints::{chain, descends, place_node};
use super::words::singular;

/// Verbs besides the standard methods' (`super::verbs::verb`) that a summary of a create starts
/// with, before the thing it names.
const MAKING: &[&str] = &["add", "make", "new"];
/// Words between the verb and the thing (`List all servers`, `Create a volume`).
const DETERMINERS: &[&str] = &[
    "a", "an", "the", "all", "one", "new", "every", "each", "existing", "specific",
];
/// Words after the thing (`Get all Actions for a Server`).
const AFTER: &[&str] = &[
    "for", "of", "in", "by", "with", "on", "from", "to", "within", "under", "that", "which", "and", "or", "using",
    "via",
];

/// The rule of the module doc, for every resource.
pub(super) fn spell_by_summaries(api: &Api, resources: &Resources, nodes: &mut [Found], list: &mut [Resource]) {
    for r in 0..nodes.len() {
        if nodes[r].group {
            continue;
        }
        let Some(phrase) = phrase_of(api, resources, r) else {
            continue;
        };
        let leaf: Vec<String> = nodes[r].leaf.split('_').map(str::to_string).collect();
        let before = chain(nodes, r);
        let Some((extra, mut words, last)) = align(&phrase, &leaf).or_else(|| another_noun(&phrase, &leaf, &before))
        else {
            continue;
        };
        words.push(last);
        let new_leaf = words.join("_");
        let mut name: Vec<String> = before[..before.len() - 1].to_vec();
        if !extra.is_empty() {
            let names_above = nodes[r].parent.is_some_and(|p| names(&extra, nodes, p))
                || nodes[r].namespace.last().is_some_and(|n| spells(&extra, n));
            let other = nodes[r].parent.is_none().then(|| named_by(&extra, nodes, r)).flatten();
            match (names_above, other) {
                (true, _) => {}
                (false, Some(o)) => name = chain(nodes, o),
                (false, None) => continue,
            }
        }
        name.push(new_leaf);
        rename(nodes, list, r, &name, &before, "as its summaries spell it".into());
    }
}

/// The words of what a resource's list names (else its create's), lower case, between the
/// summary's verb and the first word after the thing.
fn phrase_of(api: &Api, resources: &Resources, r: usize) -> Option<Vec<String>> {
    let summary = |role: Role| {
        resources
            .places
            .iter()
            .enumerate()
            .find(|(_, p)| p.resource == Some(r) && p.role == role && p.group.is_empty())
            .and_then(|(o, _)| api.operations[o].summary.as_deref())
    };
    phrase(summary(Role::List).or_else(|| summary(Role::Create))?)
}

/// The words of what a summary names, lower case, between its verb and the first word after
/// the thing (`List load balancer pools` → `load balancer pools`).
fn phrase(text: &str) -> Option<Vec<String>> {
    let mut words = text
        .split(|c: char| c.is_whitespace() || c == '-' || c == '/')
        .map(|w| w.trim_matches(|c: char| !c.is_ascii_alphanumeric() && c != '\''))
        .map(|w| w.strip_suffix("'s").unwrap_or(w).to_ascii_lowercase())
        .filter(|w| !w.is_empty());
    let verb = words.next()?;
    if super::verbs::verb(&verb, false).is_none() && !MAKING.contains(&verb.as_str()) {
        return None;
    }
    let phrase: Vec<String> = words
        .skip_while(|w| DETERMINERS.contains(&w.as_str()))
        .take_while(|w| !AFTER.contains(&w.as_str()))
        .collect();
    let plain = phrase.iter().all(|w| w.chars().all(|c| c.is_ascii_alphanumeric()));
    (plain && !phrase.is_empty() && phrase.len() <= 6).then_some(phrase)
}

/// Rule 4b for operations of no resource of their own (`GET /lbflavors/{p}/{r}`, `GET
/// /loadbalancers/{p}/{r}/status`): each group of them is named as the summary of its list
/// spells it, below the resource it names (`load_balancers.flavors`) or its own
/// (`load_balancers.statuses`).
pub(super) fn spell_groups_by_summaries(api: &Api, nodes: &[Found], resources: &mut Resources) {
    let mut groups: std::collections::BTreeMap<(Option<usize>, Vec<String>), Vec<usize>> = Default::default();
    for (o, place) in resources.places.iter().enumerate() {
        if !place.group.is_empty() && place.named_at.is_none() {
            groups.entry((place.resource, place.group.clone())).or_default().push(o);
        }
    }
    for ((owner, group), ops) in groups {
        let listed = ops
            .iter()
            .find(|&&o| resources.places[o].method == "list")
            .and_then(|&o| api.operations[o].summary.as_deref())
            .and_then(phrase);
        let (Some(phrase), Some(last_group)) = (listed, group.last()) else {
            continue;
        };
        let leaf: Vec<String> = last_group.split('_').map(str::to_string).collect();
        let Some((extra, mut words, last)) = align(&phrase, &leaf) else {
            continue;
        };
        words.push(last);
        let mut renamed = group.clone();
        if let Some(l) = renamed.last_mut() {
            *l = words.join("_");
        }
        let above = match owner {
            _ if extra.is_empty() => None,
            Some(r) if names(&extra, nodes, r) => None,
            Some(_) => continue,
            None if group.len() > 1 && spells(&extra, &group[group.len() - 2]) => None,
            None => match named_by(&extra, nodes, usize::MAX) {
                Some(n) => Some(chain(nodes, n)),
                None => continue,
            },
        };
        if renamed == group && above.is_none() {
            continue;
        }
        for o in ops {
            let place = &mut resources.places[o];
            match &above {
                Some(c) if group.len() == 1 => {
                    place.named_at = Some(c.iter().cloned().chain(renamed.clone()).collect())
                }
                Some(_) => {}
                None => place.group = renamed.clone(),
            }
        }
    }
}

/// Rule 4b by tags: a top resource whose operations all carry the one tag that names another
/// top resource (`Networks` for `/subnets`), and whose create names a record of it
/// (`network_id`), sits below it (`networks.subnets`).
pub(super) fn nest_by_tags(api: &Api, resources: &Resources, nodes: &mut [Found], list: &mut [Resource]) {
    for r in 0..nodes.len() {
        if nodes[r].group || nodes[r].parent.is_some() || !nodes[r].namespace.is_empty() {
            continue;
        }
        let Some((tag, words)) = one_tag(api, resources, r) else {
            continue;
        };
        let Some(o) =
            named_by(&words, nodes, r).filter(|&o| nodes[o].parent.is_none() && nodes[o].namespace.is_empty())
        else {
            continue;
        };
        let naming = format!("{}_id", singular(&nodes[o].leaf));
        let names_it = resources.places.iter().enumerate().any(|(x, p)| {
            p.resource == Some(r)
                && p.role == Role::Create
                && api.operations[x]
                    .body
                    .as_ref()
                    .and_then(|b| super::fields(api, &b.shape))
                    .is_some_and(|f| f.contains(&naming))
        });
        let before = chain(nodes, r);
        let mut name = chain(nodes, o);
        name.push(nodes[r].leaf.clone());
        if !names_it {
            continue;
        }
        rename(
            nodes,
            list,
            r,
            &name,
            &before,
            format!("as its operations' tag `{tag}` groups it"),
        );
    }
}

/// The one tag all of a resource's operations carry, and its words, lower case.
fn one_tag<'a>(api: &'a Api, resources: &Resources, r: usize) -> Option<(&'a str, Vec<String>)> {
    let mut tags = resources
        .places
        .iter()
        .enumerate()
        .filter(|(_, p)| p.resource == Some(r))
        .map(|(o, _)| api.operations[o].tags.as_slice());
    let [tag] = tags.next()? else { return None };
    if !tags.all(|t| t.len() == 1 && t[0] == *tag) {
        return None;
    }
    let words = tag
        .split(|c: char| c.is_whitespace() || c == '-' || c == '_')
        .filter(|w| !w.is_empty())
        .map(str::to_ascii_lowercase)
        .collect();
    Some((tag.as_str(), words))
}

/// Rule 4b by a tag and a summary that agree: a resource whose operations all carry one tag
/// ending in the phrase its list's summary names, where that phrase ends in the path's last
/// word but qualifies it otherwise (`/servergroups` listed by "List placement groups", tagged
/// `Placement Groups`; `/users/assignments` by "List role assignments", tagged `User Role
/// Assignments`), is named by the phrase (`placement_groups`, `users.role_assignments`).
pub(super) fn spell_by_tag_and_summary(api: &Api, resources: &Resources, nodes: &mut [Found], list: &mut [Resource]) {
    for r in 0..nodes.len() {
        if nodes[r].group {
            continue;
        }
        let (Some(phrase), Some((tag, words))) = (phrase_of(api, resources, r), one_tag(api, resources, r)) else {
            continue;
        };
        let leaf: Vec<String> = nodes[r].leaf.split('_').map(str::to_string).collect();
        let tagged = words.len() >= phrase.len()
            && words[words.len() - phrase.len()..]
                .iter()
                .zip(&phrase)
                .all(|(a, b)| same_word(a, b));
        let (Some(noun), Some(last)) = (phrase.last(), leaf.last()) else {
            continue;
        };
        // Words that only restate the parent (`domain records` below `domains`) rename nothing.
        let qualifier = &phrase[..phrase.len() - 1];
        let restated = nodes[r].parent.is_some_and(|p| names(qualifier, nodes, p))
            || nodes[r].namespace.last().is_some_and(|n| spells(qualifier, n));
        // The path's last word, or its end where the path runs words together (`servergroups`).
        let ends_alike = same_word(noun, last)
            || (noun.len() > 3 && (last.ends_with(noun.as_str()) || last.ends_with(&singular(noun))));
        if !tagged || phrase.len() < 2 || !ends_alike || restated {
            continue;
        }
        let mut words = phrase[..phrase.len() - 1].to_vec();
        words.push(if noun.ends_with('s') || !same_word(noun, last) {
            noun.clone()
        } else {
            last.clone()
        });
        let before = chain(nodes, r);
        let mut name = before[..before.len() - 1].to_vec();
        name.push(words.join("_"));
        rename(
            nodes,
            list,
            r,
            &name,
            &before,
            format!("as its list's summary and its tag `{tag}` spell it"),
        );
    }
}

/// Where the phrase's words before its last spell the names above the resource (`k8s cluster
/// nodes` for `k8s.clusters.instances`) and its last is another plural noun than the path's one word:
/// the phrase's noun (`nodes`).
fn another_noun(phrase: &[String], leaf: &[String], chain: &[String]) -> Option<(Vec<String>, Vec<String>, String)> {
    let (noun, mut rest) = phrase.split_last()?;
    let ([_], Some((_, above))) = (leaf, chain.split_last()) else {
        return None;
    };
    // A plural noun, as a collection is named (`users blocked` names no collection).
    if rest.is_empty() || !noun.chars().all(|c| c.is_ascii_lowercase()) || !noun.ends_with('s') {
        return None;
    }
    for name in above.iter().rev() {
        if rest.is_empty() {
            break;
        }
        let words: Vec<String> = name.split('_').map(str::to_string).collect();
        let (before, kept, _) = align(rest, &words)?;
        if !kept.is_empty() && kept.len() + 1 != words.len() {
            return None;
        }
        rest = &rest[..before.len()];
    }
    rest.is_empty().then(|| (Vec::new(), Vec::new(), noun.clone()))
}

/// Rule 4b by the parent's record: a collection below an item named by a singular word, whose
/// parent's record lists its records in a member of the plural (`/pools/{id}/member` beside a
/// pool's `members`), is named by that member.
pub(super) fn spell_by_parent(api: &Api, resources: &Resources, nodes: &mut [Found], list: &mut [Resource]) {
    for r in 0..nodes.len() {
        let Some(parent) = nodes[r].parent.filter(|_| !nodes[r].group) else {
            continue;
        };
        let leaf = nodes[r].leaf.clone();
        let Some(members) = read_members(api, resources, parent) else {
            continue;
        };
        let Some(plural) = members
            .iter()
            .find(|m| *m != &leaf && super::super::conventions::plural_of(m, &leaf))
        else {
            continue;
        };
        let before = chain(nodes, r);
        let mut name = before[..before.len() - 1].to_vec();
        name.push(plural.clone());
        rename(
            nodes,
            list,
            r,
            &name,
            &before,
            "as its parent's record lists them".into(),
        );
    }
}

/// Moves resource `r` to `name` where no other resource holds it, saying why (`because`) and
/// what the rules had named it (`before`).
fn rename(nodes: &mut [Found], list: &mut [Resource], r: usize, name: &[String], before: &[String], because: String) {
    if super::hints::find(nodes, name).is_some() {
        return;
    }
    place_node(nodes, list, r, name);
    list[r].why.push(format!(
        "named {} {because} (inferred: {})",
        name.join("."),
        before.join(".")
    ));
}

/// The members of a resource's record as its read answers it.
fn read_members(api: &Api, resources: &Resources, r: usize) -> Option<Vec<String>> {
    let o = resources
        .places
        .iter()
        .position(|p| p.resource == Some(r) && p.role == Role::Get && p.group.is_empty())?;
    super::fields(api, api.operations[o].plan.success.single_json()?)
}

/// Whether two words are one noun, singular or plural.
fn same_word(a: &str, b: &str) -> bool {
    a == b
        || singular(a) == singular(b)
        || super::super::conventions::plural_of(a, b)
        || super::super::conventions::plural_of(b, a)
}

/// Where the phrase ends in the leaf's words: the phrase's words before them, the leaf's words
/// it keeps, and its word for the leaf's last (plural where either is). Each of the leaf's words
/// is the phrase's same word, or (its first) the initials of the phrase's words it stands for
/// (`lb` for `load balancer`), which then are the phrase's, not the leaf's (`load balancer` +
/// `pools`).
fn align(phrase: &[String], leaf: &[String]) -> Option<(Vec<String>, Vec<String>, String)> {
    let (last_leaf, head) = leaf.split_last()?;
    let (last_phrase, mut rest) = phrase.split_last()?;
    let short = abbreviates(last_leaf, last_phrase);
    if !same_word(last_phrase, last_leaf) && !short {
        return None;
    }
    let last = if short && singular(last_leaf) != *last_leaf && singular(last_phrase) == *last_phrase {
        // The path's plural of the summary's singular (`refs`, "Create a reference").
        plural(last_phrase)
    } else if short || (last_phrase.len() > last_leaf.len() && last_phrase.starts_with(&singular(last_leaf))) {
        last_phrase.clone()
    } else {
        last_leaf.clone()
    };
    let mut kept = head.to_vec();
    for (i, w) in head.iter().enumerate().rev() {
        match rest.split_last() {
            Some((l, before)) if same_word(l, w) => rest = before,
            _ if i == 0 => {
                initials_at(rest, w)?;
                kept.remove(0);
                return Some((rest.to_vec(), kept, last));
            }
            _ => return None,
        }
    }
    Some((rest.to_vec(), kept, last))
}

/// The plural of a noun, as `conventions::plural_of` reads plurals.
fn plural(word: &str) -> String {
    match word.strip_suffix('y') {
        Some(stem) if !stem.ends_with(['a', 'e', 'o', 'u']) => format!("{stem}ies"),
        _ if word.ends_with(['s', 'x']) || word.ends_with("ch") || word.ends_with("sh") => format!("{word}es"),
        _ => format!("{word}s"),
    }
}

/// Whether a path's word is a short form of the summary's (`app` of `applications`, `msg` of
/// `messages`): its start (three letters or more), or its consonants in order (no vowel of its
/// own), from the same first letter.
fn abbreviates(short: &str, word: &str) -> bool {
    let short = singular(short);
    let word = singular(word);
    if short.len() < 2 || short.len() + 2 > word.len() || !short.chars().all(|c| c.is_ascii_lowercase()) {
        return false;
    }
    // Not an inflection of it (`blocked` for `blocks`).
    let prefix = short.len() >= 3
        && word
            .strip_prefix(short.as_str())
            .is_some_and(|more| !["ed", "ing", "er", "ers", "es"].contains(&more));
    let vowels = |c: char| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u');
    let mut rest = word.chars();
    let skeleton = short.chars().next() == word.chars().next()
        && !short.chars().any(vowels)
        && short.chars().all(|c| rest.any(|w| w == c));
    prefix || skeleton
}

/// Where the end of `words` whose initials `w` spells starts.
fn initials_at(words: &[String], w: &str) -> Option<usize> {
    let n = w.len();
    if n < 2 || n > words.len() || !w.chars().all(|c| c.is_ascii_alphabetic()) {
        return None;
    }
    let start = words.len() - n;
    let initials: String = words[start..].iter().filter_map(|x| x.chars().next()).collect();
    (initials == w).then_some(start)
}

/// Whether `words` spell node `n`'s own name (its leaf, by the same words or initials).
fn names(words: &[String], nodes: &[Found], n: usize) -> bool {
    spells(words, &nodes[n].leaf)
}

/// Whether `words` spell `name` (`load balancer` spells `load_balancers`; `lb` does too).
fn spells(words: &[String], name: &str) -> bool {
    let leaf: Vec<String> = name.split('_').map(str::to_string).collect();
    align(words, &leaf).is_some_and(|(rest, kept, _)| rest.is_empty() && kept.len() + 1 == leaf.len())
}

/// The one resource other than `r` (and not below it) that `words` name: of the top ones
/// where one is, else of all.
fn named_by(words: &[String], nodes: &[Found], r: usize) -> Option<usize> {
    let named: Vec<usize> = (0..nodes.len())
        .filter(|&o| o != r && !nodes[o].group && !descends(nodes, o, r) && names(words, nodes, o))
        .collect();
    let top: Vec<usize> = named
        .iter()
        .copied()
        .filter(|&o| nodes[o].parent.is_none() && nodes[o].namespace.is_empty())
        .collect();
    match (top.as_slice(), named.as_slice()) {
        ([one], _) | ([], [one]) => Some(*one),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(s: &str) -> Vec<String> {
        s.split(' ').map(str::to_string).collect()
    }

    #[test]
    fn a_phrase_ends_in_the_leaf_spelled_by_words_or_initials() {
        let none: Vec<String> = Vec::new();
        let (extra, kept, last) = align(&w("load balancer pools"), &w("lb pools")).unwrap();
        assert_eq!(
            (extra, kept, last.as_str()),
            (w("load balancer"), none.clone(), "pools")
        );
        let (extra, kept, _) = align(&w("load balancer l7 policies"), &w("l7 policies")).unwrap();
        assert_eq!((extra, kept), (w("load balancer"), w("l7")));
        let (extra, kept, last) = align(&w("file share access rules"), &w("access rule")).unwrap();
        assert_eq!((extra, kept, last.as_str()), (w("file share"), w("access"), "rules"));
        assert_eq!(align(&w("placement groups"), &w("server groups")), None);
        let (_, _, last) = align(&w("applications"), &w("app")).unwrap();
        assert_eq!(last, "applications");
        let (_, _, last) = align(&w("messages"), &w("msg")).unwrap();
        assert_eq!(last, "messages");
        assert_eq!(align(&w("images"), &w("ip")), None);
        assert_eq!(align(&w("routers"), &w("rules")), None);
        assert_eq!(align(&w("users blocked"), &w("blocks")), None);
        let (_, _, last) = align(&w("reference"), &w("refs")).unwrap();
        assert_eq!(last, "references");
        assert_eq!(align(&w("bare metal servers"), &w("bm instances")), None);
        let (_, _, last) = align(&w("load balancers statuses"), &w("status")).unwrap();
        assert_eq!(last, "statuses");
        let chain = w("k8s clusters pools instances");
        let (_, _, noun) = another_noun(&w("k8s cluster pool nodes"), &w("instances"), &chain).unwrap();
        assert_eq!(noun, "nodes");
        assert_eq!(
            another_noun(&w("read only replicas"), &w("pools"), &w("databases pools")),
            None
        );
    }
}
