//! What can go wrong when a fake is built or driven.

use std::fmt;

use serde::Serialize;

use crate::model::SlotId;

/// One rule a value breaks: where (a JSON pointer, `/body/name`, `/$query/limit`) and why.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Violation {
    pub pointer: String,
    pub message: String,
}

impl Violation {
    pub fn new(pointer: impl Into<String>, message: impl Into<String>) -> Self {
        Violation {
            pointer: pointer.into(),
            message: message.into(),
        }
    }
}

/// Why the fake refused a model or a call.
#[derive(Debug, Clone, PartialEq)]
#[non_exhaustive]
pub enum Error {
    /// A schema slot cannot be compiled (or its resources cannot be indexed).
    Schema {
        slot: Option<SlotId>,
        uri: String,
        message: String,
    },
    /// The model contradicts itself (an index out of range, a missing operation).
    Model(String),
    /// No operation has this id.
    UnknownOperation(String),
    /// No resource has this name.
    UnknownResource(String),
    /// A value breaks its schema.
    Invalid {
        message: String,
        violations: Vec<Violation>,
    },
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Schema {
                slot: Some(slot),
                uri,
                message,
            } => write!(f, "the schema of slot {slot} ({uri}) cannot be read: {message}"),
            Error::Schema {
                slot: None,
                uri,
                message,
            } => write!(f, "the schemas ({uri}) cannot be read: {message}"),
            Error::Model(m) => write!(f, "the model is inconsistent: {m}"),
            Error::UnknownOperation(id) => write!(f, "no operation has the id `{id}`"),
            Error::UnknownResource(name) => write!(f, "no resource is named `{name}`"),
            Error::Invalid { message, violations } => {
                write!(f, "{message}")?;
                for v in violations {
                    write!(f, "; {}: {}", v.pointer, v.message)?;
                }
                Ok(())
            }
        }
    }
}

impl std::error::Error for Error {}
