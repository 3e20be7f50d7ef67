//! Rule 5a: an envelope, the members the answers of many resources share around the one member
//! that differs per resource and holds its record (or its list, with a paging object beside
//! it): `{success, errors, messages, result}`, built as `allOf: [shared envelope,
//! {properties: {result: <record>}}]` or written out alike in every answer.
//!
//! Found by what the answers share, not by names: a member is the envelope's where at least
//! half of the document's object answers (and three or more) have a member of that name held
//! alike (the same shape: the same `allOf` part, or schemas that lower to the same type), and
//! at least three answers, of two or more resources' paths, have exactly one member besides
//! them that holds an object or a list of objects. Two such members at least: one common
//! member (an `id`) is no envelope.

use std::collections::{BTreeMap, BTreeSet};

use super::super::held::{field_shape, fields, largest_alternative};
use crate::ir::*;

/// The envelope's members, and the member that holds the record where the answers agree on
/// one (`result`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub(super) struct Envelope {
    pub members: BTreeSet<String>,
    pub holder: Option<String>,
}

impl Envelope {
    /// The members of an answer that are not the envelope's.
    pub fn rest<'m>(&self, members: &'m [String]) -> Vec<&'m String> {
        members.iter().filter(|m| !self.members.contains(*m)).collect()
    }

    /// Words for `--explain`.
    pub fn describe(&self) -> String {
        let members: Vec<String> = self.members.iter().map(|m| format!("`{m}`")).collect();
        format!("the envelope every answer shares ({})", members.join(", "))
    }
}

/// The answers' object shapes: each operation's success answer (the largest alternative of a
/// union) with its members and their shapes.
fn answers(api: &Api) -> Vec<(usize, Vec<(String, Shape)>)> {
    api.operations
        .iter()
        .enumerate()
        .filter_map(|(o, op)| {
            let shape = op.plan.success.single_json()?;
            let shape = largest_alternative(api, shape).unwrap_or_else(|| shape.clone());
            let names = fields(api, &shape)?;
            let members = names
                .into_iter()
                .filter_map(|n| Some((n.clone(), field_shape(api, &shape, &n)?)))
                .collect();
            Some((o, members))
        })
        .collect()
}

/// Whether a shape holds an object or a list of objects (a record, or a list of them).
fn holds_records(api: &Api, shape: &Shape) -> bool {
    match shape {
        Shape::Nullable(inner) => holds_records(api, inner),
        Shape::Array(a) => fields(api, &a.items).is_some(),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) => holds_records(api, inner),
            _ => fields(api, shape).is_some(),
        },
        _ => false,
    }
}

/// The document's envelope, if its answers have one.
pub(super) fn envelope(api: &Api) -> Envelope {
    let answers = answers(api);
    let objects = answers.len();
    if objects < 3 {
        return Envelope::default();
    }
    // How many answers hold each member alike: by name, the count of its most common shape.
    let mut alike: BTreeMap<&str, Vec<(&Shape, usize)>> = BTreeMap::new();
    for (_, members) in &answers {
        for (name, shape) in members {
            let counts = alike.entry(name).or_default();
            match counts.iter_mut().find(|(s, _)| *s == shape) {
                Some((_, n)) => *n += 1,
                None => counts.push((shape, 1)),
            }
        }
    }
    let threshold = (objects / 2).max(3);
    let members: BTreeSet<String> = alike
        .iter()
        .filter(|(_, counts)| counts.iter().map(|(_, n)| *n).max().unwrap_or(0) >= threshold)
        .map(|(name, _)| name.to_string())
        .collect();
    if members.len() < 2 {
        return Envelope::default();
    }
    // The answers it wraps: one other member holding records.
    let mut holders: BTreeMap<&str, usize> = BTreeMap::new();
    let mut paths = BTreeSet::new();
    for (o, list) in &answers {
        let rest: Vec<&(String, Shape)> = list.iter().filter(|(n, _)| !members.contains(n)).collect();
        if let [(name, shape)] = rest.as_slice()
            && holds_records(api, shape)
        {
            *holders.entry(name).or_default() += 1;
            paths.insert(
                api.operations[*o]
                    .path
                    .split('{')
                    .next()
                    .unwrap_or_default()
                    .to_string(),
            );
        }
    }
    let wrapped: usize = holders.values().sum();
    if wrapped < 3 || paths.len() < 2 {
        return Envelope::default();
    }
    let holder = holders
        .iter()
        .max_by_key(|(_, n)| **n)
        .filter(|(_, n)| **n * 2 > wrapped)
        .map(|(name, _)| name.to_string());
    Envelope { members, holder }
}
