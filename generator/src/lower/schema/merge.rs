//! Gathering an object's parts across `allOf`, `required`, `dependentRequired`, `if`/`then`
//! and presence rules written as `oneOf`/`anyOf`/`not` of `required` lists.

use std::collections::{BTreeSet, HashSet};

use serde_json::{Map, Value};

use super::reference::Followed;
use crate::ir::*;
use crate::load::Location;
use crate::lower::{Lowerer, keywords};

#[derive(Default, Clone)]
pub(super) struct ObjectParts {
    pub(super) properties: Vec<(String, Location)>,
    pub(super) required: BTreeSet<String>,
    pub(super) additional: Option<Location>,
    pub(super) property_names: Option<Location>,
    pub(super) min_properties: Option<u64>,
    pub(super) max_properties: Option<u64>,
    pub(super) rules: Vec<ObjectRule>,
    /// `oneOf`/`anyOf` of object schemas beside the properties: each alternative extends them.
    pub(super) alternatives: Option<(Location, bool)>,
    /// Further declarations of a property (in `allOf` members, or an alternative extending the
    /// common properties): each checks its value.
    pub(super) also: Vec<(String, Location)>,
    /// The schemas merged that have `additionalProperties` (which sees their own `properties`
    /// only, not those of the other schemas merged).
    pub(super) closed: Vec<Location>,
    /// The schemas being collected, outermost first (a member among them is a cycle).
    pub(super) collecting: Vec<Location>,
    /// Every schema already merged: merging one twice adds nothing, and skipping it keeps an
    /// `allOf` that lists a schema several times from multiplying the work.
    pub(super) collected: HashSet<Location>,
}

/// A member of `allOf`/`oneOf`/`anyOf` that only lists required properties (a presence rule).
pub(super) fn required_only(m: &Map<String, Value>) -> Option<Vec<String>> {
    let mut req = None;
    for (k, v) in m {
        match k.as_str() {
            "required" => {
                req = v
                    .as_array()
                    .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
            }
            "description" | "title" | "$comment" => {}
            _ => return None,
        }
    }
    req
}

/// Do two schemas say the same thing, ignoring annotations (descriptions, examples, titles)?
pub(super) fn same_constraints(a: Option<&Value>, b: Option<&Value>) -> bool {
    fn strip(v: &Value) -> Value {
        match v {
            Value::Object(m) => Value::Object(
                m.iter()
                    .filter(|(k, _)| !keywords::ANNOTATIONS.contains(&k.as_str()) && !k.starts_with("x-"))
                    .map(|(k, v)| (k.clone(), strip(v)))
                    .collect(),
            ),
            Value::Array(a) => Value::Array(a.iter().map(strip).collect()),
            other => other.clone(),
        }
    }
    match (a, b) {
        (Some(a), Some(b)) => a == b || strip(a) == strip(b),
        (a, b) => a == b,
    }
}

impl<'a> Lowerer<'a> {
    /// Gathers properties, required names and rules from an object schema and its `allOf`.
    pub(super) fn collect_object(
        &mut self,
        loc: &Location,
        m: &'a Map<String, Value>,
        parts: &mut ObjectParts,
        depth: usize,
        top: bool,
    ) {
        if depth > 64 {
            self.error(loc, Some("allOf"), "`allOf` nesting deeper than 64 levels");
            return;
        }
        parts.collecting.push(loc.clone());
        parts.collected.insert(loc.clone());
        self.collect_object_members(loc, m, parts, depth, top);
        parts.collecting.pop();
    }

    pub(super) fn collect_object_members(
        &mut self,
        loc: &Location,
        m: &'a Map<String, Value>,
        parts: &mut ObjectParts,
        depth: usize,
        top: bool,
    ) {
        if !top {
            self.check_keywords(loc, m);
        }
        if let Some(Value::Object(props)) = m.get("properties") {
            for k in props.keys() {
                let ploc = Self::child(&Self::child(loc, "properties"), k);
                if let Some(existing) = parts.properties.iter_mut().find(|(p, _)| p == k) {
                    // Declared again: in `allOf` (typically a base refined by an extension), or
                    // by an alternative narrowing a common property (typically to the constant
                    // that selects it). The latest declaration is the view (every valid value
                    // meets each one), and every other one checks the value too.
                    if !same_constraints(self.value(&existing.1), self.value(&ploc)) {
                        let earlier = std::mem::replace(&mut existing.1, ploc);
                        parts.also.push((k.clone(), earlier));
                    }
                } else {
                    parts.properties.push((k.clone(), ploc));
                }
            }
        }
        if let Some(req) = m.get("required") {
            match req.as_array() {
                Some(a) => {
                    for r in a.iter().filter_map(Value::as_str) {
                        parts.required.insert(r.to_string());
                    }
                }
                None => self.error(
                    &Self::child(loc, "required"),
                    Some("required"),
                    "`required` must be an array of names",
                ),
            }
        }
        if m.contains_key("additionalProperties") {
            parts.additional = Some(Self::child(loc, "additionalProperties"));
            if m.get("additionalProperties") != Some(&Value::Bool(true)) {
                parts.closed.push(loc.clone());
            }
        }
        if m.contains_key("propertyNames") {
            parts.property_names = Some(Self::child(loc, "propertyNames"));
        }
        if let Some(n) = self.count(loc, m, "minProperties") {
            parts.min_properties = Some(parts.min_properties.map_or(n, |o| o.max(n)));
        }
        if let Some(n) = self.count(loc, m, "maxProperties") {
            parts.max_properties = Some(parts.max_properties.map_or(n, |o| o.min(n)));
        }
        if let Some(Value::Object(dr)) = m.get("dependentRequired") {
            for (k, v) in dr {
                let then_required = v
                    .as_array()
                    .map(|a| a.iter().filter_map(Value::as_str).map(str::to_string).collect())
                    .unwrap_or_default();
                parts.rules.push(ObjectRule::DependentRequired {
                    if_present: k.clone(),
                    then_required,
                });
            }
        }
        if m.contains_key("if") || m.contains_key("then") {
            self.conditional(loc, m, parts);
        }
        if let Some(not) = m.get("not") {
            match not.as_object().and_then(required_only) {
                Some(names) if names.len() >= 2 => parts.rules.push(ObjectRule::MutuallyExclusive(names)),
                _ => self.refine(loc, "not", "a negation has no Rust shape"),
            }
        }
        for (key, exclusive) in [("oneOf", true), ("anyOf", false)] {
            let Some(alts) = m.get(key) else { continue };
            // A `oneOf` whose branches the document does not tell apart is read as `anyOf`.
            let exclusive = exclusive && self.one_of_is_exclusive(&Self::child(loc, key));
            let groups: Option<Vec<Vec<String>>> = alts
                .as_array()
                .and_then(|a| a.iter().map(|x| x.as_object().and_then(required_only)).collect());
            match groups {
                Some(g) if !g.is_empty() => parts.rules.push(if exclusive {
                    ObjectRule::ExactlyOne(g)
                } else {
                    ObjectRule::AtLeastOne(g)
                }),
                _ if parts.alternatives.is_none() && alts.as_array().is_some_and(|a| !a.is_empty()) => {
                    if key == "oneOf" && !exclusive {
                        // Read by its tag (`bundle.rs`): the schema engine judges the rule.
                        self.refine(
                            loc,
                            "discriminator",
                            "a `oneOf` whose branches overlap, read by its tag",
                        );
                    }
                    parts.alternatives = Some((Self::child(loc, key), exclusive));
                }
                _ => self.unsupported(loc, key, "a second list of alternatives in one object"),
            }
        }
        if let Some(all) = m.get("allOf") {
            self.collect_all_of(loc, all, parts, depth);
        }
    }

    /// Merges each member of `allOf` (following references to the schema they name).
    fn collect_all_of(&mut self, loc: &Location, all: &'a Value, parts: &mut ObjectParts, depth: usize) {
        let Some(all) = all.as_array() else {
            self.error(&Self::child(loc, "allOf"), Some("allOf"), "`allOf` must be an array");
            return;
        };
        for i in 0..all.len() {
            let (mloc, hops) = match self.follow_refs(&Self::child(&Self::child(loc, "allOf"), &i.to_string())) {
                Followed::At(mloc, hops) => (mloc, hops),
                Followed::Engine(mloc, r) => {
                    self.unsupported(&mloc, "$ref", format!("`{r}` is resolved by the schema engine"));
                    return;
                }
                Followed::Dangling(mloc, r) => {
                    self.error(&mloc, Some("$ref"), format!("`{r}` does not resolve"));
                    (mloc, 1)
                }
            };
            // A component merged into another keeps its own type too, and its properties'
            // types are named after it (and shared by every schema that extends it).
            if hops > 0 && mloc.pointer.starts_with("/components/schemas/") {
                self.named_type(&mloc);
            }
            if parts.collecting.contains(&mloc) {
                let at = Self::child(&Self::child(loc, "allOf"), &i.to_string());
                self.error_hint(
                    &at,
                    "allOf",
                    format!(
                        "`allOf` includes `{}`, which includes this schema: a cycle",
                        mloc.pointer
                    ),
                    "a schema cannot extend itself; remove the member that leads back",
                );
                continue;
            }
            if parts.collected.contains(&mloc) {
                continue;
            }
            match self.value(&mloc) {
                Some(Value::Object(mm)) => {
                    let ty = mm.get("type").and_then(Value::as_str);
                    if ty.is_some_and(|t| t != "object") {
                        self.unsupported(
                            &mloc,
                            "allOf",
                            format!("a member of type `{}` in an object", ty.unwrap_or_default()),
                        );
                        continue;
                    }
                    self.collect_object(&mloc, mm, parts, depth + 1, false);
                }
                Some(Value::Bool(true)) => {}
                _ => self.unsupported(&mloc, "allOf", "a member that is not a schema object"),
            }
        }
    }

    /// `if: {properties: {p: {const: c}}, required: [p]?}, then: {required: [...]}`: the one form
    /// of conditional the generator turns into a rule; any other is refused.
    pub(super) fn conditional(&mut self, loc: &Location, m: &Map<String, Value>, parts: &mut ObjectParts) {
        let cond = m.get("if").and_then(Value::as_object).and_then(|c| {
            let props = c.get("properties")?.as_object()?;
            if props.len() != 1 || c.keys().any(|k| k != "properties" && k != "required") {
                return None;
            }
            let (field, schema) = props.iter().next()?;
            let value = match (
                schema.get("const"),
                schema.get("enum").and_then(Value::as_array).map(Vec::as_slice),
            ) {
                (Some(v), _) => v.clone(),
                (None, Some([v])) => v.clone(),
                _ => return None,
            };
            Some((field.clone(), value))
        });
        let then = m.get("then").and_then(Value::as_object).and_then(required_only);
        match (cond, then) {
            (Some((field, equals)), Some(then_required)) if !m.contains_key("else") => {
                parts.rules.push(ObjectRule::RequiredWhen {
                    field,
                    equals,
                    then_required,
                })
            }
            _ => self.refine(loc, "if", "a condition other than a `const` implying `required`"),
        }
    }
}
