//! Objects: the struct (or map) made from the properties, required names and rules that
//! [`merge`](super::merge) gathered.

use std::collections::HashSet;

use serde_json::{Map, Value};

use super::Lowered;
use super::merge::ObjectParts;
use crate::ir::*;
use crate::load::Location;
use crate::lower::keywords;
use crate::lower::naming::{self, NameTable};
use crate::lower::{Lowerer, conventions, reserved};

impl<'a> Lowerer<'a> {
    /// Does the schema at `loc` (after references) describe objects?
    pub(super) fn is_object_schema(&self, loc: &Location) -> bool {
        self.is_object_schema_seen(loc, &mut HashSet::new())
    }

    pub(super) fn is_object_schema_seen(&self, loc: &Location, seen: &mut HashSet<Location>) -> bool {
        if !seen.insert(loc.clone()) {
            return false;
        }
        let mut loc = loc.clone();
        for _ in 0..32 {
            let Some(Value::Object(m)) = self.value(&loc) else {
                return false;
            };
            if let Some(t) = m.get("type") {
                return t == "object";
            }
            match m
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(loc.file, r))
            {
                Some(t) => loc = t,
                None => {
                    return [
                        "properties",
                        "additionalProperties",
                        "required",
                        "propertyNames",
                        "patternProperties",
                    ]
                    .iter()
                    .any(|k| m.contains_key(*k))
                        || m.get("allOf").and_then(Value::as_array).is_some_and(|all| {
                            (0..all.len()).any(|i| {
                                self.is_object_schema_seen(
                                    &Self::child(&Self::child(&loc, "allOf"), &i.to_string()),
                                    seen,
                                )
                            })
                        });
                }
            }
        }
        false
    }

    /// Objects: a struct when properties are known, otherwise a map.
    pub(super) fn object(&mut self, loc: &Location, m: &'a Map<String, Value>, name: &str, depth: usize) -> Lowered {
        let mut parts = ObjectParts::default();
        self.collect_object(loc, m, &mut parts, depth, true);
        match parts.alternatives.take() {
            Some((alts_loc, exclusive)) => self.extended_union(loc, parts, &alts_loc, exclusive, name, depth),
            None => self.struct_from_parts(loc, parts, name, depth),
        }
    }

    pub(super) fn struct_from_parts(
        &mut self,
        loc: &Location,
        parts: ObjectParts,
        name: &str,
        depth: usize,
    ) -> Lowered {
        let additional_loc = parts.additional.clone();

        let additional = match &additional_loc {
            Some(a) => match self.value(a) {
                Some(Value::Bool(false)) => None,
                Some(Value::Bool(true)) | None => Some(Shape::Any),
                Some(_) => Some(self.shape_depth(a, &format!("{name}Value"), depth + 1)),
            },
            None => None,
        };
        let deny_unknown = additional_loc.as_ref().and_then(|a| self.value(a)) == Some(&Value::Bool(false));
        let keys = match &parts.property_names {
            Some(p) => {
                let only_strings = match self.value(p) {
                    Some(Value::Object(pm)) => pm.keys().all(|k| {
                        matches!(k.as_str(), "minLength" | "maxLength" | "pattern" | "format" | "type")
                            || k.starts_with("x-")
                            || keywords::ANNOTATIONS.contains(&k.as_str())
                    }),
                    Some(Value::Bool(true)) => true,
                    _ => false,
                };
                if !only_strings {
                    self.refine(p, "propertyNames", "a rule on member names beyond string constraints");
                }
                self.string_constraints_of(p)
            }
            None => StringConstraints::default(),
        };
        if parts.properties.is_empty() && !deny_unknown {
            if !parts.rules.is_empty() || !parts.required.is_empty() {
                self.refine(loc, "required", "presence rules on an object without `properties`");
            }
            return Lowered::Shape(Shape::Map(Box::new(MapShape {
                values: additional.unwrap_or(Shape::Any),
                keys,
                min_properties: parts.min_properties,
                max_properties: parts.max_properties,
            })));
        }
        if !keys.is_empty() {
            self.refine(loc, "propertyNames", "beside declared properties");
        }
        for closed in &parts.closed {
            let own = self
                .value(closed)
                .and_then(|v| v.get("properties"))
                .and_then(Value::as_object);
            if let Some((p, _)) = parts
                .properties
                .iter()
                .find(|(p, _)| !own.is_some_and(|o| o.contains_key(p)))
            {
                self.refine(
                    closed,
                    "additionalProperties",
                    format!(
                        "`{p}` is declared by another schema merged here, which `additionalProperties` does not see"
                    ),
                );
                break;
            }
        }
        let (fields, write_only_required) = self.struct_fields(&parts, name, depth, deny_unknown, additional.as_ref());
        self.check_rule_names(loc, &parts.rules, &fields);
        let def = StructDef {
            fields,
            additional: if deny_unknown {
                None
            } else {
                additional.filter(|a| *a != Shape::Any)
            },
            deny_unknown,
            min_properties: parts.min_properties,
            max_properties: parts.max_properties,
            rules: {
                let mut rules = parts.rules;
                if !write_only_required.is_empty() {
                    rules.push(ObjectRule::RequiredInRequests(write_only_required));
                }
                rules
            },
            implied: false,
            undeclared: None,
        };
        Lowered::Kind(Box::new(TypeKind::Struct(def)), false)
    }

    /// The struct's fields: every property merged, and every required name not declared.
    /// Also the names required only in requests (write-only).
    fn struct_fields(
        &mut self,
        parts: &ObjectParts,
        name: &str,
        depth: usize,
        deny_unknown: bool,
        additional: Option<&Shape>,
    ) -> (Vec<Field>, Vec<String>) {
        // Names the builder and the struct define themselves: a property of that name is renamed.
        let mut field_names = NameTable::new();
        field_names.reserve(reserved::STRUCT_BUILDER_METHODS);
        if !deny_unknown && additional.is_some_and(|a| *a != Shape::Any) {
            field_names.reserve(&[reserved::EXTRA_FIELD]);
        }
        let mut fields = Vec::new();
        let mut write_only_required = Vec::new();
        let base = naming::unraw(name).to_string();
        for (prop, ploc) in &parts.properties {
            let pm = match self.value(ploc) {
                Some(Value::Object(pm)) => Some(pm),
                _ => None,
            };
            // A property declared by another named schema (through `allOf`) is named after it.
            let owner = ploc.pointer.rsplit_once("/properties/").map(|(parent, _)| Location {
                file: ploc.file,
                pointer: parent.to_string(),
            });
            let owner_name = owner
                .and_then(|o| self.by_location.get(&o).copied())
                .map(|id| naming::unraw(&self.api.ty(id).name).to_string())
                .unwrap_or_else(|| base.clone());
            let mut shape = self.shape_depth(
                ploc,
                &format!("{owner_name}{}", naming::unraw(&naming::pascal(prop))),
                depth + 1,
            );
            for (_, also) in parts.also.iter().filter(|(p, _)| p == prop) {
                let slot = self.slot(also);
                shape = Shape::checked(shape, slot);
            }
            let docs = pm.map(|pm| self.docs(pm)).unwrap_or_default();
            let sensitive = pm.is_some_and(|pm| {
                pm.get("format").and_then(Value::as_str) == Some("password")
                    || pm.get("x-sensitive").and_then(Value::as_bool) == Some(true)
                    || pm.get("writeOnly").and_then(Value::as_bool) == Some(true)
            }) || conventions::sensitive_name(prop)
                || matches!(&shape, Shape::Named(id) if self.api.ty(*id).sensitive);
            // `required` on a read-only member holds in responses only, on a write-only one in
            // requests only (OAS 3.0 §4.7.25, 3.1's JSON Schema readOnly/writeOnly): both are
            // optional in the Rust type, and a write-only one is still checked before sending.
            let required = parts.required.contains(prop);
            let one_way = docs.read_only || docs.write_only;
            if required && docs.write_only && !docs.read_only {
                write_only_required.push(prop.clone());
            }
            fields.push(Field {
                name: prop.clone(),
                rust_name: field_names.claim(&naming::snake(prop)),
                shape,
                required: required && !one_way,
                docs,
                sensitive,
                boxed: false,
                null_setter: None,
            });
        }
        // Required but not declared: any value, but present.
        for r in &parts.required {
            if !parts.properties.iter().any(|(p, _)| p == r) {
                fields.push(Field {
                    name: r.clone(),
                    rust_name: field_names.claim(&naming::snake(r)),
                    shape: Shape::Any,
                    required: true,
                    docs: Docs {
                        description: Some("Required by the schema, which does not describe it.".into()),
                        ..Docs::default()
                    },
                    sensitive: conventions::sensitive_name(r),
                    boxed: false,
                    null_setter: None,
                });
            }
        }
        // After every property has its name, so that a property `a_null` keeps its own.
        for f in &mut fields {
            if !f.required && matches!(f.shape, Shape::Nullable(_)) {
                f.null_setter = Some(field_names.claim(&f.rust_name.suffixed("_null")));
            }
        }
        (fields, write_only_required)
    }

    /// A presence rule may only name declared properties; one that names another is judged by
    /// the schema.
    fn check_rule_names(&mut self, loc: &Location, rules: &[ObjectRule], fields: &[Field]) {
        for rule in rules {
            let names: Vec<&String> = match rule {
                ObjectRule::MutuallyExclusive(f) | ObjectRule::RequiredInRequests(f) => f.iter().collect(),
                ObjectRule::ExactlyOne(g) | ObjectRule::AtLeastOne(g) => g.iter().flatten().collect(),
                ObjectRule::DependentRequired {
                    if_present,
                    then_required,
                } => std::iter::once(if_present).chain(then_required.iter()).collect(),
                ObjectRule::RequiredWhen {
                    field, then_required, ..
                } => std::iter::once(field).chain(then_required.iter()).collect(),
            };
            for n in names {
                if !fields.iter().any(|f| &f.name == n) {
                    self.refine(
                        loc,
                        "required",
                        format!("a rule names `{n}`, which is not a declared property"),
                    );
                }
            }
        }
    }
}
