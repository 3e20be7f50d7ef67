//! Cargo features per tag ([`TagFeatures`]): one feature per tag of the operations (and
//! `untagged`), each operation gated by the features of its tags, each type by the union of the
//! features of the operations that reach it, and each feature enabling those of the operations
//! its operations call, so that any combination compiles.

use std::collections::{BTreeMap, BTreeSet};

use crate::ir::*;

use super::reserved::{FEATURES as RESERVED, UNTAGGED_FEATURE as UNTAGGED};

/// A tag as a feature name: lower case, `-` between words (`K8s Clusters` → `k8s-clusters`,
/// `BareMetal` → `bare-metal`); an upper-case letter starts a word only after a lower-case
/// letter or a digit and before a lower-case one, so that `DDoS`, `IPs` and `PostgreSQL` stay
/// whole; `tag` when nothing of it is left.
pub fn slug(tag: &str) -> String {
    let chars: Vec<char> = tag.chars().collect();
    let mut out = String::new();
    for (i, &c) in chars.iter().enumerate() {
        if !c.is_ascii_alphanumeric() {
            if !out.is_empty() && !out.ends_with('-') {
                out.push('-');
            }
            continue;
        }
        let after_lower = i > 0 && (chars[i - 1].is_ascii_lowercase() || chars[i - 1].is_ascii_digit());
        let before_lower = chars.get(i + 1).is_some_and(|n| n.is_ascii_lowercase());
        if c.is_ascii_uppercase() && after_lower && before_lower && !out.ends_with('-') {
            out.push('-');
        }
        out.push(c.to_ascii_lowercase());
    }
    let out = out.trim_matches('-');
    if out.is_empty() { "tag".into() } else { out.to_string() }
}

/// Plans the features after every operation is planned (the waiters name the operations they
/// call).
pub(crate) fn plan(api: &Api) -> TagFeatures {
    // Tags in the order of their names' slugs, each slug made unique.
    let tags: BTreeSet<&str> = api
        .operations
        .iter()
        .flat_map(|o| o.tags.iter().map(String::as_str))
        .collect();
    let mut by_slug: Vec<(String, &str)> = tags.iter().map(|t| (slug(t), *t)).collect();
    by_slug.sort();
    let mut taken: BTreeSet<String> = RESERVED.iter().map(|s| s.to_string()).collect();
    let mut features = Vec::new();
    let mut index: BTreeMap<&str, usize> = BTreeMap::new();
    for (s, tag) in by_slug {
        let mut name = s.clone();
        let mut n = 2;
        while !taken.insert(name.clone()) {
            name = format!("{s}-{n}");
            n += 1;
        }
        index.insert(tag, features.len());
        features.push(TagFeature {
            name,
            tag: Some(tag.to_string()),
            operations: 0,
            requires: Vec::new(),
        });
    }
    let untagged = api.operations.iter().any(|o| o.tags.is_empty()).then(|| {
        features.push(TagFeature {
            name: UNTAGGED.into(),
            tag: None,
            operations: 0,
            requires: Vec::new(),
        });
        features.len() - 1
    });
    let own: Vec<BTreeSet<usize>> = api
        .operations
        .iter()
        .map(|o| match untagged.filter(|_| o.tags.is_empty()) {
            Some(u) => BTreeSet::from([u]),
            None => o.tags.iter().map(|t| index[t.as_str()]).collect(),
        })
        .collect();
    for set in &own {
        for &f in set {
            features[f].operations += 1;
        }
    }
    // An operation that calls another makes each of its features enable one of the callee's
    // (any one compiles it; the first, to be deterministic).
    for (i, op) in api.operations.iter().enumerate() {
        let callees = op
            .plan
            .tasks
            .iter()
            .map(|t| t.poll)
            .chain(op.plan.created.iter().map(|c| c.read))
            .chain(op.plan.reread.iter().map(|r| r.read));
        for callee in callees {
            let Some(&needed) = own[callee].first() else { continue };
            for &f in &own[i] {
                if !own[callee].contains(&f) && !features[f].requires.contains(&needed) {
                    features[f].requires.push(needed);
                }
            }
        }
    }
    for f in &mut features {
        f.requires.sort();
    }
    let mut out = TagFeatures {
        features,
        operations: Vec::new(),
        types: Vec::new(),
    };
    let operations: Vec<Gate> = own.into_iter().map(|s| out.union([&Gate(s)])).collect();
    // Each type: the union of the gates of what reaches it. A type no operation reaches compiles
    // always, and so does everything it reaches.
    let mut reached: Vec<Option<BTreeSet<usize>>> = vec![None; api.types.len()];
    for (op, gate) in api.operations.iter().zip(&operations) {
        let roots = op
            .params
            .iter()
            .map(|p| &p.shape)
            .chain(op.body.iter().map(|b| &b.shape))
            .chain(op.responses.iter().flat_map(Response::shapes));
        for id in api.reachable(roots) {
            let r = reached[id.0].get_or_insert_with(BTreeSet::new);
            if gate.is_always() {
                // The empty set stands for always below; a marker that no union can shrink.
                r.insert(usize::MAX);
            } else {
                r.extend(gate.0.iter().copied());
            }
        }
    }
    let unreached: Vec<Shape> = (0..api.types.len())
        .filter(|&i| reached[i].is_none())
        .map(|i| Shape::Named(TypeId(i)))
        .collect();
    for id in api.reachable(unreached.iter()) {
        reached[id.0] = Some(BTreeSet::from([usize::MAX]));
    }
    out.types = reached
        .into_iter()
        .map(|r| match r {
            Some(set) if !set.contains(&usize::MAX) => out.union([&Gate(set)]),
            _ => Gate::default(),
        })
        .collect();
    out.operations = operations;
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_become_kebab_case_feature_names() {
        assert_eq!(slug("Volumes"), "volumes");
        assert_eq!(slug("K8s Clusters"), "k8s-clusters");
        assert_eq!(slug("BareMetal"), "bare-metal");
        assert_eq!(slug("Load Balancers / Pools"), "load-balancers-pools");
        assert_eq!(slug("ÄÖ"), "tag");
        assert_eq!(slug("DDoS Protection"), "ddos-protection");
        assert_eq!(slug("Floating IPs"), "floating-ips");
        assert_eq!(slug("Managed PostgreSQL"), "managed-postgresql");
        assert_eq!(slug("Ipv4Addresses"), "ipv4-addresses");
    }
}
