//! Records, per resource, in insertion order, each with the values of its scope parameters.

use std::collections::{HashMap, HashSet};

use serde_json::Value;

#[derive(Debug, Clone)]
pub(crate) struct Entry {
    pub id: String,
    pub scope: Vec<String>,
    pub record: Value,
    /// False while the task that creates it runs.
    pub visible: bool,
}

#[derive(Debug, Clone)]
pub(crate) struct Store {
    resources: Vec<Vec<Entry>>,
    counters: Vec<u64>,
    /// The sequence numbering records besides their identity (`Resource::numbered`).
    serial: u64,
    /// What a deleted record reads back as, by resource and id, where its read answers that.
    graves: Vec<HashMap<String, Value>>,
    /// The ids of the records deleted, by resource: what was below them is gone too.
    deleted: Vec<HashSet<String>>,
}

/// Whether `entry` is in a scope: a value per scope parameter, `None` where any value will do
/// (an item path that does not carry every parameter of the collection).
fn in_scope(entry: &Entry, scope: &[Option<String>]) -> bool {
    scope
        .iter()
        .zip(&entry.scope)
        .all(|(want, have)| want.as_ref().is_none_or(|w| w == have))
}

impl Store {
    pub fn new(resources: usize) -> Store {
        Store {
            resources: vec![Vec::new(); resources],
            counters: vec![0; resources],
            serial: 0,
            graves: vec![HashMap::new(); resources],
            deleted: vec![HashSet::new(); resources],
        }
    }

    pub fn find(&self, resource: usize, scope: &[Option<String>], id: &str) -> Option<&Entry> {
        self.resources
            .get(resource)?
            .iter()
            .find(|e| e.id == id && in_scope(e, scope))
    }

    pub fn find_mut(&mut self, resource: usize, scope: &[Option<String>], id: &str) -> Option<&mut Entry> {
        self.resources
            .get_mut(resource)?
            .iter_mut()
            .find(|e| e.id == id && in_scope(e, scope))
    }

    /// The visible records of a scope, in insertion order.
    pub fn list<'s>(&'s self, resource: usize, scope: &'s [Option<String>]) -> impl Iterator<Item = &'s Entry> + 's {
        self.resources
            .get(resource)
            .into_iter()
            .flatten()
            .filter(move |e| e.visible && in_scope(e, scope))
    }

    /// Every record of `resource`, shown or not yet (made with a parent whose task runs).
    pub fn list_all(&self, resource: usize) -> impl Iterator<Item = &Entry> + '_ {
        self.resources.get(resource).into_iter().flatten()
    }

    pub fn insert(&mut self, resource: usize, entry: Entry) {
        if let Some(graves) = self.graves.get_mut(resource) {
            graves.remove(&entry.id);
        }
        if let Some(deleted) = self.deleted.get_mut(resource) {
            deleted.remove(&entry.id);
        }
        if let Some(list) = self.resources.get_mut(resource) {
            list.push(entry);
        }
    }

    pub fn remove(&mut self, resource: usize, id: &str) {
        if let Some(list) = self.resources.get_mut(resource) {
            list.retain(|e| e.id != id);
        }
        if let Some(deleted) = self.deleted.get_mut(resource) {
            deleted.insert(id.to_string());
        }
    }

    /// Whether a record `id` of `resource` was deleted (and not made again).
    pub fn was_deleted(&self, resource: usize, id: &str) -> bool {
        self.deleted.get(resource).is_some_and(|d| d.contains(id))
    }

    /// Removes the one entry of `id` in `scope`, where a thing added by reference to several
    /// collections has an entry in each (`model::Operation::id_by`); false when `id` has no
    /// other entry, so that the record goes as a whole.
    pub fn remove_one_of_several(&mut self, resource: usize, scope: &[String], id: &str) -> bool {
        let Some(list) = self.resources.get_mut(resource) else {
            return false;
        };
        if list.iter().filter(|e| e.id == id).count() < 2 {
            return false;
        }
        let before = list.len();
        list.retain(|e| !(e.id == id && e.scope == scope));
        list.len() < before
    }

    pub fn set_visible(&mut self, resource: usize, id: &str) {
        if let Some(e) = self
            .resources
            .get_mut(resource)
            .and_then(|l| l.iter_mut().find(|e| e.id == id))
        {
            e.visible = true;
        }
    }

    /// The next integer id of a resource (1, 2, …).
    pub fn next_number(&mut self, resource: usize) -> u64 {
        match self.counters.get_mut(resource) {
            Some(c) => {
                *c += 1;
                *c
            }
            None => 0,
        }
    }

    /// The next number of the sequence numbering records besides their identity.
    pub fn next_serial(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// Keeps what the deleted record `id` reads back as.
    pub fn bury(&mut self, resource: usize, id: &str, body: Value) {
        if let Some(graves) = self.graves.get_mut(resource) {
            graves.insert(id.to_string(), body);
        }
    }

    /// What the deleted record `id` reads back as, if anything.
    pub fn grave(&self, resource: usize, id: &str) -> Option<&Value> {
        self.graves.get(resource)?.get(id)
    }

    pub fn is_taken(&self, resource: usize, id: &str) -> bool {
        self.resources
            .get(resource)
            .is_some_and(|l| l.iter().any(|e| e.id == id))
    }
}
