//! Typed access to a resource's records, for the `fake` module of a generated crate: the same
//! store as [`Fake::records`], read and written as values of the crate's own types.

use std::marker::PhantomData;

use serde::Serialize;
use serde::de::DeserializeOwned;

use crate::{Error, Fake};

/// The records of one resource, as values of `T`.
pub struct Records<'a, T> {
    fake: &'a Fake,
    resource: &'static str,
    record: PhantomData<fn() -> T>,
}

impl<'a, T: Serialize + DeserializeOwned> Records<'a, T> {
    /// The records of `resource` (a name of the model's resources).
    pub fn new(fake: &'a Fake, resource: &'static str) -> Self {
        Records {
            fake,
            resource,
            record: PhantomData,
        }
    }

    /// Every visible record, in every scope, oldest first.
    ///
    /// # Panics
    /// When a record does not decode as `T`: the fake keeps records valid against the document,
    /// so that is a bug of the fake or of the generated type, which a test should see at once.
    pub fn all(&self) -> Vec<T> {
        self.in_scope(&[])
    }

    /// The visible records of one scope (pairs of scope parameter and value, e.g.
    /// `[("project_id", "1"), ("region_id", "2")]`).
    ///
    /// # Panics
    /// As [`Records::all`].
    pub fn in_scope(&self, scope: &[(&str, &str)]) -> Vec<T> {
        self.fake
            .records(self.resource, scope)
            .into_iter()
            .map(|r| self.decode(r))
            .collect()
    }

    /// The visible record with this id.
    ///
    /// # Panics
    /// As [`Records::all`].
    pub fn get(&self, id: &str) -> Option<T> {
        self.fake.record(self.resource, id).map(|r| self.decode(r))
    }

    /// Stores a record in a scope, as if a create had finished; returns its id.
    pub fn insert(&self, scope: &[(&str, &str)], record: &T) -> Result<String, Error> {
        let value = serde_json::to_value(record).map_err(|e| Error::Invalid {
            message: format!("the record does not serialize: {e}"),
            violations: Vec::new(),
        })?;
        self.fake.insert(self.resource, scope, value)
    }

    /// How many visible records there are, in every scope.
    pub fn len(&self) -> usize {
        self.fake.records(self.resource, &[]).len()
    }

    /// Whether there is none.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    fn decode(&self, record: serde_json::Value) -> T {
        serde_json::from_value(record.clone()).unwrap_or_else(|e| {
            panic!(
                "a `{}` record of the fake does not decode as {}: {e}\n{record}",
                self.resource,
                std::any::type_name::<T>()
            )
        })
    }
}
