//! `$ref`: following references, and what a reference with siblings lowers to.

use serde_json::{Map, Value};

use crate::ir::*;
use crate::load::Location;
use crate::lower::{Lowerer, keywords};

/// A reference the loader does not follow but JSON Schema defines: an anchor (`#name`), an
/// absolute URI, or one relative to a base set by `$id`.
pub(super) fn beyond_loader(r: &str) -> bool {
    match r.split_once('#') {
        Some((_, frag)) if !frag.is_empty() && !frag.starts_with('/') => true,
        _ => r.contains(':'),
    }
}

/// Where following a chain of `$ref`s ends.
pub(in crate::lower) enum Followed {
    /// At a schema without `$ref`, after this many references.
    At(Location, usize),
    /// At a reference the schema engine resolves (an anchor, a URI, a base set by `$id`).
    Engine(Location, String),
    /// At a reference to nothing (or one of a cycle of references).
    Dangling(Location, String),
}

impl Followed {
    /// The schema reached: where the chain ends, or the reference that stopped it.
    pub(in crate::lower) fn end(self) -> Location {
        match self {
            Followed::At(loc, _) | Followed::Engine(loc, _) | Followed::Dangling(loc, _) => loc,
        }
    }
}

impl<'a> Lowerer<'a> {
    /// Follows `$ref` from `loc` to the schema it names (the one place references are followed
    /// when lowering reads through them; [`Lowerer::reference`] lowers a reference itself).
    pub(in crate::lower) fn follow_refs(&self, loc: &Location) -> Followed {
        let mut at = loc.clone();
        let mut hops = 0;
        while let Some(r) = self.value(&at).and_then(|v| v.get("$ref")).and_then(Value::as_str) {
            match self.loader.resolve(at.file, r) {
                // A cycle of references: no schema at the end.
                Some(_) if hops >= 32 => return Followed::Dangling(at, r.to_string()),
                Some(target) => {
                    hops += 1;
                    at = target;
                }
                None if beyond_loader(r) || self.loader.has_ids(at.file) => return Followed::Engine(at, r.to_string()),
                None => return Followed::Dangling(at, r.to_string()),
            }
        }
        Followed::At(at, hops)
    }

    pub(super) fn reference(&mut self, loc: &Location, m: &'a Map<String, Value>, r: &Value, depth: usize) -> Shape {
        let Some(r) = r.as_str() else {
            self.error(&Self::child(loc, "$ref"), Some("$ref"), "`$ref` must be a string");
            return Shape::Any;
        };
        let Some(target) = self.loader.resolve(loc.file, r) else {
            if beyond_loader(r) || self.loader.has_ids(loc.file) {
                // An anchor, a URI or a base set by `$id`: the schema engine resolves it.
                self.unsupported(loc, "$ref", format!("`{r}` is resolved by the schema engine"));
                return Shape::Any;
            }
            self.error_hint(
                &Self::child(loc, "$ref"),
                "$ref",
                format!("`{r}` does not resolve to anything"),
                "check the spelling of the reference and that the target exists",
            );
            return Shape::Any;
        };
        // In 3.0 siblings of `$ref` are ignored by definition; in 3.1 they apply too: the
        // target's type is the view, and the whole schema checks the values.
        let siblings = self.v31
            && m.keys()
                .any(|k| k != "$ref" && !k.starts_with("x-") && !keywords::ANNOTATIONS.contains(&k.as_str()));
        if siblings {
            let view = if m.contains_key("$dynamicRef") || m.contains_key("$id") {
                Shape::Any
            } else {
                let target_shape = Shape::Named(self.named_type(&target));
                let null_allowed = match m.get("type") {
                    Some(Value::Array(a)) => a.iter().any(|t| t == "null"),
                    Some(t) => t == "null",
                    None => false,
                };
                if null_allowed {
                    Shape::Nullable(Box::new(target_shape))
                } else {
                    target_shape
                }
            };
            return Shape::checked(view, self.slot(loc));
        }
        // A reference to a plain reference: follow it.
        if let Some(Value::Object(tm)) = self.value(&target) {
            if tm.contains_key("$ref") && tm.len() == 1 {
                return self.shape_depth(&target, "Ref", depth + 1);
            }
        }
        Shape::Named(self.named_type(&target))
    }
}
