//! A model made ready to serve: checked, routed, its schemas registered.

use std::sync::Arc;

use crate::error::Error;
use crate::model::{Model, Operation};
use crate::route::Router;
use crate::schema::Schemas;

/// A model made ready to serve (checked, its routes built, its schemas registered and compiled
/// as requests first need them), to start many fakes from: each [`Fake::serving`](crate::Fake::serving) it keeps
/// its own records, tasks, journal and clock. Made once per process, it takes a test's fake
/// from start-up in seconds (a large document's every schema compiled) to microseconds.
pub struct Prepared {
    pub(crate) model: Model,
    pub(crate) schemas: Schemas,
    pub(crate) router: Router,
}

impl Prepared {
    /// `model` checked and routed; its schemas compile when first used (see
    /// [`Prepared::compile_all`] to find a bad one now).
    pub fn new(model: Model) -> Result<Arc<Prepared>, Error> {
        Prepared::serving_only(model, |_| true)
    }

    /// As [`Prepared::new`], serving only the operations `keep` takes: a sliced crate's fake
    /// (`default-features = false`) serves what its client can call, and a request for another
    /// operation is answered as a path of none.
    pub fn serving_only(model: Model, keep: impl Fn(&Operation) -> bool) -> Result<Arc<Prepared>, Error> {
        check_model(&model)?;
        let schemas = Schemas::new(&model)?;
        let router = Router::serving(&model, &keep);
        Ok(Arc::new(Prepared { model, schemas, router }))
    }

    /// Compiles every schema slot now; the first that cannot be is the error, naming it.
    pub fn compile_all(&self) -> Result<(), Error> {
        self.schemas.compile_all(&self.model)
    }

    pub fn model(&self) -> &Model {
        &self.model
    }
}

impl std::fmt::Debug for Prepared {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Prepared")
            .field("title", &self.model.title)
            .field("operations", &self.model.operations.len())
            .finish_non_exhaustive()
    }
}

fn check_model(model: &Model) -> Result<(), Error> {
    let slots = model.slots.len();
    let slot = |s: Option<usize>, what: &str| match s {
        Some(s) if s >= slots => Err(Error::Model(format!("{what} names slot {s}, the model has {slots}"))),
        _ => Ok(()),
    };
    for op in &model.operations {
        if let Some(r) = op.role.resource().filter(|r| *r >= model.resources.len()) {
            return Err(Error::Model(format!("operation {} names resource {r}", op.id)));
        }
        for p in &op.params {
            slot(p.schema, &format!("parameter {} of {}", p.name, op.id))?;
        }
        slot(
            op.body.as_ref().and_then(|b| b.schema),
            &format!("the body of {}", op.id),
        )?;
        for r in &op.responses {
            slot(r.schema, &format!("a response of {}", op.id))?;
        }
    }
    for r in &model.resources {
        slot(r.record, &format!("resource {}", r.name))?;
        if r.relations.iter().any(|rel| rel.to >= model.resources.len()) {
            return Err(Error::Model(format!(
                "a relation of resource {} names no resource",
                r.name
            )));
        }
    }

    if let Some(t) = &model.tasks {
        if t.read >= model.operations.len() || t.list.is_some_and(|l| l >= model.operations.len()) {
            return Err(Error::Model("the task operations are out of range".into()));
        }
        slot(t.schema, "the task schema")?;
    }
    Ok(())
}
