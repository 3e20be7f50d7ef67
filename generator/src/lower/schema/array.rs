//! Arrays: `items` and the count and uniqueness constraints of a list.

use serde_json::{Map, Value};

use super::Lowered;
use crate::ir::*;
use crate::load::Location;
use crate::lower::Lowerer;

impl<'a> Lowerer<'a> {
    pub(super) fn array(&mut self, loc: &Location, m: &Map<String, Value>, name: &str, depth: usize) -> Lowered {
        let items = match m.get("items") {
            None => Shape::Any,
            Some(Value::Array(_)) => {
                self.unsupported(loc, "items", "an array of schemas (a tuple)");
                Shape::Any
            }
            Some(_) => self.shape_depth(&Self::child(loc, "items"), &format!("{name}Item"), depth + 1),
        };
        Lowered::Shape(Shape::Array(Box::new(ArrayShape {
            items,
            min_items: self.count(loc, m, "minItems"),
            max_items: self.count(loc, m, "maxItems"),
            unique_items: match m.get("uniqueItems") {
                None => false,
                Some(Value::Bool(b)) => *b,
                Some(_) => {
                    self.error(
                        &Self::child(loc, "uniqueItems"),
                        Some("uniqueItems"),
                        "`uniqueItems` must be a boolean",
                    );
                    false
                }
            },
        })))
    }
}
