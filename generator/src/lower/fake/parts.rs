//! Parts of a record (`fm::Operation::part`): an operation on a path one literal below an item
//! (`/firewalls/{id}/rules`) where the literal is a member of the record holding an object, and
//! the operation's answer is that object's schema (or, answering nothing of it, its body gives
//! only the object's members): the operation reads, replaces or updates that member, not the
//! record.

use oapigen_fake::model as fm;

use super::super::Lowerer;
use super::{Slots, success_slot};
use crate::load::Location;

impl Lowerer<'_> {
    /// The rule of the module doc, for every action.
    pub(super) fn parts(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Action { resource } = op.role else {
                continue;
            };
            let res = &resources[resource];
            let Some(literal) = op
                .path
                .strip_prefix(res.item.as_str())
                .and_then(|t| t.strip_prefix('/'))
            else {
                continue;
            };
            if literal.is_empty() || literal.contains(['/', '{']) {
                continue;
            }
            // A list below the item pages on its own (`GET /invoices/{id}/lines?limit=`).
            let pages = op
                .params
                .iter()
                .filter(|p| p.location == fm::ParamLocation::Query)
                .any(|p| {
                    super::super::conventions::page_param(&p.name, true)
                        .or_else(|| super::super::conventions::page_param(&p.name, false))
                        .is_some()
                });
            let Some(record) = res.record.filter(|_| !pages) else {
                continue;
            };
            let Some((_, member)) = self
                .members_of(&slots.locs[record])
                .into_iter()
                .find(|(n, _)| n == literal)
            else {
                continue;
            };
            let inner = self.names_of(&member);
            if inner.is_empty() {
                continue;
            }
            let answers_it = success_slot(op).is_some_and(|a| self.same_object(&slots.locs[a], &member, &inner));
            let body = op
                .body
                .as_ref()
                .and_then(|b| b.schema)
                .map(|b| self.names_of(&slots.locs[b]));
            let gives_it = body.is_some_and(|b| !b.is_empty() && b.iter().all(|n| inner.contains(n)));
            let fits = match op.method.as_str() {
                "GET" => answers_it,
                "PUT" | "PATCH" | "POST" => answers_it || gives_it,
                _ => false,
            };
            if fits {
                op.part = Some(format!("/{}", oapigen_runtime::pointer::escape(literal)));
            }
        }
    }

    /// The member names of the object schema at `at`.
    fn names_of(&self, at: &Location) -> Vec<String> {
        self.members_of(at).into_iter().map(|(n, _)| n).collect()
    }

    /// Whether the schema at `answer` is the member's: the same schema, or an object of the
    /// same members (two or more).
    fn same_object(&self, answer: &Location, member: &Location, inner: &[String]) -> bool {
        if self.target(answer) == self.target(member) {
            return true;
        }
        let mut a = self.names_of(answer);
        let mut b = inner.to_vec();
        a.sort();
        b.sort();
        a.len() >= 2 && a == b
    }
}
