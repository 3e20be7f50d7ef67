//! The curator's names where the document shows them: code samples of its provider's SDK
//! (`x-codeSamples`, `x-code-samples`) call each operation through a chain
//! (`client.floating_ips.assign(...)`, `client.Keys.List(ctx, opt)`), and that chain is how the
//! people who designed the API name the call.
//!
//! Most samples are raw HTTP (curl, a request library) and name nothing: a chain is read where
//! a sample calls a method through at least two names after one receiver, and the receiver is
//! the SDK's: the one the language's samples call through on at least half the operations with
//! samples and two in three of all (fewer would name the client half by the SDK, half by the
//! rules), each operation (nearly) by its own chain (`client.droplets.create(…)`,
//! `svix.application.list()`, `apideck.crm.contactsAll({})`; `http.client.HTTPSConnection(…)`,
//! the same in every sample, names nothing). One language is read for the whole document (the
//! SDK languages in order: Python, TypeScript, JavaScript, Go, Ruby, then any), the first whose
//! receiver so covers the operations, so that a few snippets do not rename an API. The first
//! names every chain shares (a product namespace, `cloud`, `v1`) are left out.

use serde_json::{Map, Value};

use crate::ir::*;

/// The chains an operation's samples call, by language (lowercased), in the document's order:
/// the receiver, then its names in snake case.
pub(crate) fn chains(op: &Map<String, Value>) -> Vec<(String, Vec<String>)> {
    let mut out = Vec::new();
    for key in ["x-codeSamples", "x-code-samples"] {
        let Some(Value::Array(samples)) = op.get(key) else {
            continue;
        };
        for s in samples {
            let lang = s
                .get("lang")
                .or_else(|| s.get("language"))
                .and_then(Value::as_str)
                .unwrap_or_default()
                .to_ascii_lowercase();
            if let Some(source) = s.get("source").and_then(Value::as_str) {
                out.extend(calls(source).into_iter().map(|c| (lang.clone(), c)));
            }
        }
    }
    out
}

/// Each call through a receiver with two names or more after it, receiver first:
/// `client.ssh_keys.create(key)` → `client`, `ssh_keys`, `create`; `client.Keys.GetByID(ctx, 1)`
/// → `client`, `keys`, `get_by_id`. Not part of a longer name or a host
/// (`api.client.example.com`), and not a chain that is not called.
fn calls(source: &str) -> Vec<Vec<String>> {
    let bytes = source.as_bytes();
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut i = 0;
    while i < bytes.len() {
        let starts = (bytes[i].is_ascii_alphabetic() || bytes[i] == b'_')
            && (i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || matches!(bytes[i - 1], b'_' | b'.' | b'/' | b'$')));
        if !starts {
            i += 1;
            continue;
        }
        let rest = &source[i..];
        let end = rest
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '.'))
            .unwrap_or(rest.len());
        let names: Vec<&str> = rest[..end].split('.').collect();
        let called = rest[end..].trim_start().starts_with('(');
        let valid = names
            .iter()
            .all(|n| n.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_'));
        if names.len() >= 3 && called && valid {
            let mut chain = vec![names[0].to_string()];
            chain.extend(names[1..].iter().map(|n| snake(n)));
            out.push(chain);
        }
        i += end.max(1);
    }
    out
}

/// A name in snake case, an acronym's plural kept whole (`ListDBs` → `list_dbs`, `CDNs` →
/// `cdns`, `GetByID` → `get_by_id`, `ssh_keys` as it is).
fn snake(name: &str) -> String {
    let chars: Vec<char> = name.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        let prev = i.checked_sub(1).map(|p| chars[p]);
        let next = chars.get(i + 1).copied();
        // An `s` after capitals, ending the name or followed by a capital, is their plural.
        let plural_of_acronym = c == 's'
            && prev.is_some_and(|p| p.is_ascii_uppercase())
            && next.is_none_or(|n| n.is_ascii_uppercase() || n == '_');
        let starts_word = c.is_ascii_uppercase()
            && prev.is_some_and(|p| {
                p.is_ascii_lowercase()
                    || p.is_ascii_digit()
                    || (p.is_ascii_uppercase()
                        && next.is_some_and(|n| n.is_ascii_lowercase())
                        && !(next == Some('s') && chars.get(i + 2).is_none_or(|m| m.is_ascii_uppercase())))
            });
        if starts_word && !out.ends_with('_') && !plural_of_acronym {
            out.push('_');
        }
        out.push(c.to_ascii_lowercase());
    }
    out
}

/// The languages read, in order of preference.
const LANGUAGES: &[&[&str]] = &[
    &["python", "py"],
    &["typescript", "ts"],
    &["javascript", "js", "node", "nodejs", "node.js"],
    &["go", "golang"],
    &["ruby", "rb"],
];

/// Each operation's chain in the document's chosen language, through its SDK's receiver, the
/// receiver and the shared first names left out: `(operation, names, method)`.
pub(super) fn curated(api: &Api) -> Vec<(usize, Vec<String>, String)> {
    let with_samples = api.operations.iter().filter(|o| !o.samples.is_empty()).count();
    if with_samples == 0 {
        return Vec::new();
    }
    let picked = LANGUAGES
        .iter()
        .map(|names| Box::new(move |l: &str| names.contains(&l)) as Box<dyn Fn(&str) -> bool>)
        .chain(std::iter::once(Box::new(|_: &str| true) as Box<dyn Fn(&str) -> bool>))
        .map(|lang| through_receiver(api, lang.as_ref()))
        .find(|picked| picked.len() * 2 >= with_samples && picked.len() * 3 >= api.operations.len() * 2);
    let Some(mut picked) = picked else { return Vec::new() };
    // The first names every chain shares, past which each still has a name and a method.
    let shortest = picked.iter().map(|(_, c)| c.len()).min().unwrap_or(0);
    let shared = (0..shortest.saturating_sub(2))
        .take_while(|&i| picked.iter().all(|(_, c)| c[i] == picked[0].1[i]))
        .count();
    picked
        .iter_mut()
        .map(|(o, c)| {
            let method = c.pop().unwrap_or_default();
            (*o, c.split_off(shared), method)
        })
        .collect()
}

/// The chains of one language through the receiver most operations are called through, where
/// at least four in five of them are each the call of one operation: `(operation, names)`. Of
/// an operation's calls through it (a sample may upload a file first), the one its operationId
/// names, else the first.
fn through_receiver(api: &Api, lang: &dyn Fn(&str) -> bool) -> Vec<(usize, Vec<String>)> {
    let mut by_receiver: std::collections::BTreeMap<&str, Vec<(usize, &[String])>> = Default::default();
    for (o, op) in api.operations.iter().enumerate() {
        let own = snake(&op.id);
        let receivers: std::collections::BTreeSet<&str> = op
            .samples
            .iter()
            .filter(|(l, _)| lang(l))
            .map(|(_, c)| c[0].as_str())
            .collect();
        for receiver in receivers {
            let through = || {
                op.samples
                    .iter()
                    .filter(move |(l, c)| lang(l) && c[0] == receiver)
                    .map(|(_, c)| &c[1..])
            };
            let chain = through().find(|c| c.last() == Some(&own)).or_else(|| through().next());
            if let Some(chain) = chain {
                by_receiver.entry(receiver).or_default().push((o, chain));
            }
        }
    }
    let sdk = by_receiver
        .into_values()
        .filter(|ops| {
            let distinct: std::collections::BTreeSet<&[String]> = ops.iter().map(|(_, c)| *c).collect();
            distinct.len() * 5 >= ops.len() * 4
        })
        .max_by_key(Vec::len)
        .unwrap_or_default();
    sdk.into_iter().map(|(o, c)| (o, c.to_vec())).collect()
}

/// The chains a document's operationIds spell where they are written as a group and a method,
/// as SDKs generated from such a document name their calls (DigitalOcean's `sshKeys_list` →
/// `ssh_keys.list`, GitHub's `repos/list-for-org` → `repos.list_for_org`): `group/method` ids,
/// or `group_method` ids where the groups are camelCase words (`dropletActions_post`: in
/// snake-case ids, `instance_network_interface_view`, nothing tells the group from the method).
/// Read only where at least four in five of the document's operations are so spelled, and
/// each group names two operations or more on most of them. `(operation, names, method)`.
pub(super) fn from_operation_ids(api: &Api) -> Vec<(usize, Vec<String>, String)> {
    let split = |id: &str| -> Option<(String, String)> {
        if let Some((group, method)) = id.split_once('/') {
            let word = |w: &str| !w.is_empty() && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '-');
            return (word(group) && word(method))
                .then(|| (snake(&group.replace('-', "_")), snake(&method.replace('-', "_"))));
        }
        let (group, method) = id.split_once('_')?;
        let word = |w: &str| {
            !w.is_empty()
                && w.starts_with(|c: char| c.is_ascii_lowercase())
                && w.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
        };
        (word(group) && word(method)).then(|| (snake(group), snake(method)))
    };
    let ops = &api.operations;
    if ops.is_empty() {
        return Vec::new();
    }
    let split_ids: Vec<Option<(String, String)>> = ops.iter().map(|o| split(&o.id)).collect();
    let spelled = split_ids.iter().filter(|s| s.is_some()).count();
    // `_` ids tell a group only where some group is camelCase (`sshKeys`).
    let slashed = ops.iter().any(|o| o.id.contains('/'));
    let camel = ops
        .iter()
        .filter_map(|o| o.id.split_once('_').map(|(g, _)| g))
        .any(|g| g.chars().any(|c| c.is_ascii_uppercase()));
    if spelled * 5 < ops.len() * 4 || !(slashed || camel) {
        return Vec::new();
    }
    let mut groups: std::collections::BTreeMap<&str, usize> = std::collections::BTreeMap::new();
    for (g, _) in split_ids.iter().flatten() {
        *groups.entry(g.as_str()).or_default() += 1;
    }
    let grouped = split_ids
        .iter()
        .flatten()
        .filter(|(g, _)| groups.get(g.as_str()).is_some_and(|&n| n >= 2))
        .count();
    if grouped * 2 < spelled {
        return Vec::new();
    }
    split_ids
        .into_iter()
        .enumerate()
        .filter_map(|(o, s)| s.map(|(group, method)| (o, vec![group], verb_first(&method))))
        .collect()
}

/// A method spelled noun first (`check_delete`, `checks_list`, `check_state_get`: ids that
/// name the thing, then what is done to it) reads verb first, as a method is called
/// (`delete_check`, `list_checks`, `get_check_state`).
fn verb_first(method: &str) -> String {
    const VERBS: [&str; 7] = ["list", "get", "create", "update", "replace", "delete", "patch"];
    let words: Vec<&str> = method.split('_').collect();
    match words.split_last() {
        Some((last, rest)) if !rest.is_empty() && VERBS.contains(last) && !VERBS.contains(&rest[0]) => {
            format!("{last}_{}", rest.join("_"))
        }
        _ => method.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_method_named_noun_first_reads_verb_first() {
        for (id, method) in [
            ("check_delete", "delete_check"),
            ("checks_list", "list_checks"),
            ("check_state_get", "get_check_state"),
            ("list_for_org", "list_for_org"),
            ("get_by_id", "get_by_id"),
            ("list", "list"),
            ("assign_resources", "assign_resources"),
            ("delete_get", "delete_get"),
        ] {
            assert_eq!(verb_first(id), method, "{id}");
        }
    }

    #[test]
    fn a_call_through_a_receiver_is_read_and_anything_else_is_not() {
        let first = |s: &str| calls(s).into_iter().next();
        assert_eq!(
            first("client.ssh_keys.create(key)"),
            Some(vec!["client".into(), "ssh_keys".into(), "create".into()])
        );
        assert_eq!(
            first("keys, _, err := client.Keys.GetByID(ctx, 512190)"),
            Some(vec!["client".into(), "keys".into(), "get_by_id".into()])
        );
        assert_eq!(
            first("await client.cloud.volumes.create({name: 'x'})"),
            Some(vec!["client".into(), "cloud".into(), "volumes".into(), "create".into()])
        );
        assert_eq!(
            first("const apideck = new Apideck({})\nconst { data } = await apideck.crm.contactsAll({})"),
            Some(vec!["apideck".into(), "crm".into(), "contacts_all".into()])
        );
        assert_eq!(
            calls("svix.application.create(x)\n# Or\nsvix.application.get_or_create(x)").len(),
            2
        );
        // A chain through a receiver the SDK's is not is still read (the document decides).
        assert_eq!(
            first("conn = http.client.HTTPSConnection(host)"),
            Some(vec!["http".into(), "client".into(), "https_connection".into()])
        );
        // A one-name call, a host, a chain not called, a longer name.
        assert_eq!(first("curl https://api.client.example.com/v1"), None);
        assert_eq!(first("req := client.newCall(request)"), None);
        assert_eq!(first("x = client.ssh_keys.all"), None);
        assert_eq!(first("$client.keys.list()"), None);
        for (name, snake_case) in [
            ("ListDBs", "list_dbs"),
            ("CDNs", "cdns"),
            ("GetByID", "get_by_id"),
            ("ssh_keys", "ssh_keys"),
            ("HTTPServer", "http_server"),
            ("Keys", "keys"),
            ("UpdateTTL", "update_ttl"),
        ] {
            assert_eq!(snake(name), snake_case, "{name}");
        }
    }
}
