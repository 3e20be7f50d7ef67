//! Labels: a resource whose records other records list by their text id (`/v2/tags` beside a
//! droplet's `tags: ["web"]`). Read from shapes, in order:
//! 1. `labelled`: a resource named by a text its create takes alone (with lists of what to
//!    put it on), and the resources whose records list its records, in a list of texts named as
//!    its collection (`fm::Resource::labels`).
//! 2. `page_kinds`: a read of a label that answers a page of `{type, data}` items, `data` one of
//!    several records: each record's kind is its schema's name (`fm::Operation::labelled`).
//! 3. `counts`: a member of the label counting what it is on, in all (`count`) and per
//!    resource (`droplets: {count}`) (`fm::Resource::label_counts`).
//! 4. `labelling`: an action on a label whose body lists `{x_id, x_type}` entries puts it on
//!    (or, by DELETE, takes it off) the records they name (`fm::Operation::labelling`).
//! 5. `labels_by`: a create of a label whose body lists ids of records to put it on, in a
//!    member named as their kind (`linodes: [ids]`) (`fm::Operation::labels_by`).

use oapigen_fake::model as fm;
use serde_json::Value;

use super::super::Lowerer;
use super::super::resources::last_literal;
use super::super::resources::singular_word;
use super::{Slots, schema_types};
use crate::load::Location;

impl Lowerer<'_> {
    /// The label rules of the module doc, in order.
    pub(super) fn labels(&self, ops: &mut [fm::Operation], resources: &mut [fm::Resource], slots: &Slots) {
        self.labelled(ops, resources, slots);
        self.page_kinds(ops, resources, slots);
        self.counts(resources, slots);
        self.labelling(ops, resources, slots);
        self.labels_by(ops, resources, slots);
    }

    /// Whether the schema at `at` is text (and not also an object or a list).
    fn text_only(&self, at: &Location) -> bool {
        let types = self.value(&self.target(at)).map(schema_types).unwrap_or_default();
        types.iter().any(|t| t == "string") && !types.iter().any(|t| t == "object" || t == "array")
    }

    /// Rule 1: a resource whose records are named by a text other than an `id` (their `name`), and
    /// the resources whose records hold a list of texts named as its collection (`tags` for
    /// `/v2/tags`), in a scope as wide as its own or narrower.
    fn labelled(&self, ops: &[fm::Operation], resources: &mut [fm::Resource], slots: &Slots) {
        for l in 0..resources.len() {
            let word = last_literal(&resources[l].collection).to_string();
            let (Some(record), Some(id)) = (resources[l].record, resources[l].id_member.as_deref()) else {
                continue;
            };
            let named_by_text = self
                .members_of(&slots.locs[record])
                .iter()
                .any(|(n, at)| n == id && self.text_only(at));
            // Named by what users call it (`name`, `label`), not by an id the service gives.
            if word.is_empty() || !named_by_text || id == "id" || !self.made_from_name(ops, l, id, slots) {
                continue;
            }
            let mut found = Vec::new();
            for (r, other) in resources.iter().enumerate() {
                let (true, Some(rec)) = (r != l, other.record) else {
                    continue;
                };
                if !resources[l].scope.iter().all(|p| other.scope.contains(p)) {
                    continue;
                }
                let lists = self
                    .members_of(&slots.locs[rec])
                    .into_iter()
                    .any(|(n, at)| n == word && self.items_of(&self.target(&at)).is_some_and(|i| self.text_only(&i)));
                if lists {
                    let kind = singular_word(last_literal(&other.collection));
                    found.push(fm::Label {
                        resource: r,
                        member: word.clone(),
                        kind,
                        counted_as: None,
                    });
                }
            }
            resources[l].labels = found;
        }
    }

    /// Whether a create of `resource` takes nothing but its name `id` and lists (of what to put
    /// it on): the service can make one from the name alone, as it does when a record first
    /// lists it.
    fn made_from_name(&self, ops: &[fm::Operation], resource: usize, id: &str, slots: &Slots) -> bool {
        ops.iter().any(|op| {
            let (fm::Role::Create { resource: r }, Some(body)) = (op.role, op.body.as_ref().and_then(|b| b.schema))
            else {
                return false;
            };
            let members = self.members_of(&slots.locs[body]);
            r == resource
                && members.iter().any(|(n, _)| n == id)
                && members
                    .iter()
                    .all(|(n, at)| n == id || self.items_of(&self.target(at)).is_some() || self.read_only(at))
        })
    }

    /// Whether the schema at `at` is `readOnly` (a request does not give it).
    fn read_only(&self, at: &Location) -> bool {
        [at.clone(), self.target(at)]
            .iter()
            .any(|l| self.value(l).and_then(|v| v.get("readOnly")).and_then(Value::as_bool) == Some(true))
    }

    /// Rule 2: a read of a label answering a page whose items hold one text member (the kind)
    /// and one member that is one of several schemas, each a labelled resource's record: the
    /// kind of each is its schema's name, or the value of the kind's `enum` spelled as it.
    fn page_kinds(&self, ops: &mut [fm::Operation], resources: &mut [fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Read { resource } = op.role else { continue };
            let (Some(paging), false) = (&op.paging, resources[resource].labels.is_empty()) else {
                continue;
            };
            let Some(answer) = super::success_slot(op) else {
                continue;
            };
            let Some(list) = self.member_at(&slots.locs[answer], &paging.items_pointer) else {
                continue;
            };
            let Some(item) = self.items_of(&list) else { continue };
            let members = self.members_of(&item);
            let kinds: Vec<&(String, Location)> = members.iter().filter(|(_, at)| self.text_only(at)).collect();
            let [(kind, kind_at)] = kinds.as_slice() else { continue };
            let allowed = self.enum_values(kind_at);
            for (data, at) in &members {
                let branches = self.branches(at);
                let mut named = Vec::new();
                for branch in &branches {
                    let target = self.target(branch);
                    let label = resources[resource].labels.iter().position(|lb| {
                        resources[lb.resource]
                            .record
                            .is_some_and(|rec| self.target(&slots.locs[rec]) == target)
                    });
                    if let (Some(i), Some(name)) = (label, schema_name(branch, self)) {
                        let folded = |s: &str| s.replace(['_', '-'], "").to_ascii_lowercase();
                        let spelled = allowed.iter().find(|a| folded(a) == folded(&name)).cloned();
                        named.push((i, spelled.unwrap_or_else(|| name.to_ascii_lowercase())));
                    }
                }
                if branches.len() < 2 || named.is_empty() {
                    continue;
                }
                for (i, k) in named {
                    resources[resource].labels[i].kind = k;
                }
                op.list_why.retain(|w| w != super::OTHER_THINGS);
                op.labelled = Some(fm::LabelledPage {
                    kind: kind.clone(),
                    data: data.clone(),
                });
                break;
            }
        }
    }

    /// The branches of a `oneOf` or `anyOf` at `at` (through `$ref`s).
    fn branches(&self, at: &Location) -> Vec<Location> {
        let at = self.target(at);
        let Some(m) = self.value(&at).and_then(Value::as_object) else {
            return Vec::new();
        };
        for k in ["oneOf", "anyOf"] {
            if let Some(Value::Array(list)) = m.get(k) {
                let within = Self::child(&at, k);
                return (0..list.len()).map(|i| Self::child(&within, &i.to_string())).collect();
            }
        }
        Vec::new()
    }

    /// Rule 3: the label's member whose object holds an integer `count` (or `total`) beside
    /// members named as labelled resources' collections, each with such a count of its own.
    fn counts(&self, resources: &mut [fm::Resource], slots: &Slots) {
        for l in 0..resources.len() {
            let Some(record) = resources[l].record.filter(|_| !resources[l].labels.is_empty()) else {
                continue;
            };
            let words: Vec<String> = resources[l]
                .labels
                .iter()
                .map(|lb| last_literal(&resources[lb.resource].collection).to_string())
                .collect();
            for (m, at) in self.members_of(&slots.locs[record]) {
                let inner = self.members_of(&at);
                let Some(count) = self.count_member(&inner) else {
                    continue;
                };
                let per: Vec<(usize, &String)> = words
                    .iter()
                    .enumerate()
                    .filter_map(|(i, w)| {
                        let (n, at) = inner.iter().find(|(n, _)| n == w)?;
                        (self.count_member(&self.members_of(at)).as_deref() == Some(count.as_str())).then_some((i, n))
                    })
                    .collect();
                if per.is_empty() {
                    continue;
                }
                for (i, n) in per {
                    resources[l].labels[i].counted_as = Some(n.clone());
                }
                resources[l].label_counts = Some(fm::LabelCounts {
                    pointer: format!("/{}", oapigen_runtime::pointer::escape(&m)),
                    count,
                });
                break;
            }
        }
    }

    /// The integer member of `members` named `count` or `total`.
    fn count_member(&self, members: &[(String, Location)]) -> Option<String> {
        members
            .iter()
            .find(|(n, at)| matches!(n.as_str(), "count" | "total") && self.is_type(at, "integer"))
            .map(|(n, _)| n.clone())
    }

    /// Rule 4: an action on a label whose body has a list of objects naming a record of any
    /// kind (`resource_id` beside `resource_type`).
    fn labelling(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        let names: Vec<String> = resources.iter().map(|r| r.name.clone()).collect();
        for op in ops.iter_mut() {
            let fm::Role::Action { resource } = op.role else {
                continue;
            };
            let Some(body) = op.body.as_ref().and_then(|b| b.schema) else {
                continue;
            };
            if resources[resource].labels.is_empty() {
                continue;
            }
            for (list, at) in self.members_of(&slots.locs[body]) {
                let Some(item) = self.items_of(&self.target(&at)) else {
                    continue;
                };
                let members: Vec<String> = self.members_of(&item).into_iter().map(|(n, _)| n).collect();
                let Some(id) = super::polymorphic_member(&members, &names) else {
                    continue;
                };
                let kind = format!("{}_type", id.trim_end_matches("_id"));
                op.labelling = Some(fm::Labelling {
                    list,
                    id: id.clone(),
                    kind,
                    adds: op.method != "DELETE",
                });
                break;
            }
        }
    }

    /// Rule 5: a create of a label whose body has lists named as labelled records' kinds
    /// (`linodes` for `linode`, or the collection's word), of ids.
    fn labels_by(&self, ops: &mut [fm::Operation], resources: &[fm::Resource], slots: &Slots) {
        for op in ops.iter_mut() {
            let fm::Role::Create { resource } = op.role else {
                continue;
            };
            let Some(body) = op.body.as_ref().and_then(|b| b.schema) else {
                continue;
            };
            let labels = &resources[resource].labels;
            for (m, at) in self.members_of(&slots.locs[body]) {
                let Some(item) = self.items_of(&self.target(&at)) else {
                    continue;
                };
                let types = self.value(&self.target(&item)).map(schema_types).unwrap_or_default();
                if !types.iter().any(|t| t == "integer" || t == "string") {
                    continue;
                }
                let kind = singular_word(&m);
                let by = labels
                    .iter()
                    .find(|lb| lb.kind == kind || last_literal(&resources[lb.resource].collection) == m.as_str());
                if let Some(lb) = by {
                    op.labels_by.push((m, lb.resource));
                }
            }
        }
    }
}

/// The name of the schema a `$ref` at `at` names (`Linode` of `#/components/schemas/Linode`).
fn schema_name(at: &Location, lowerer: &Lowerer<'_>) -> Option<String> {
    let r = lowerer.value(at)?.get("$ref")?.as_str()?;
    let last = r.rsplit('/').next()?;
    (!last.is_empty()).then(|| last.to_string())
}
