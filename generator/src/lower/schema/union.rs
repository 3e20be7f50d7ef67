//! `oneOf`/`anyOf`: tagged and untagged unions, unions of types, and alternatives that
//! extend common properties.

use std::collections::BTreeSet;

use serde_json::{Map, Value};

use super::merge::ObjectParts;
use super::{Lowered, shape_word};
use crate::ir::*;
use crate::load::Location;
use crate::lower::naming::{self, NameTable};
use crate::lower::{Lowerer, reserved};

impl<'a> Lowerer<'a> {
    /// `{properties: ..., oneOf: [A, B]}`: a union whose every variant is the common properties
    /// merged with one alternative.
    pub(super) fn extended_union(
        &mut self,
        loc: &Location,
        base: ObjectParts,
        alts_loc: &Location,
        exclusive: bool,
        name: &str,
        depth: usize,
    ) -> Lowered {
        let alts: &'a [Value] = self
            .value(alts_loc)
            .and_then(Value::as_array)
            .map(Vec::as_slice)
            .unwrap_or(&[]);
        let key = alts_loc.pointer.rsplit('/').next().unwrap_or("oneOf").to_string();
        let base_name = naming::unraw(name).to_string();
        let mut names = NameTable::new();
        names.reserve(&[reserved::UNKNOWN_VARIANT]);
        let mut variants = Vec::new();
        let parent = match alts_loc.pointer.rsplit_once('/') {
            Some((p, _)) => Location {
                file: alts_loc.file,
                pointer: p.to_string(),
            },
            None => loc.clone(),
        };
        let tag = self.implicit_tag(&parent, &key, alts);
        for i in 0..alts.len() {
            let aloc = self.follow_refs(&Self::child(alts_loc, &i.to_string())).end();
            let Some(Value::Object(am)) = self.value(&aloc) else {
                self.unsupported(&aloc, &key, "an alternative that is not a schema object");
                continue;
            };
            if am.get("type").and_then(Value::as_str).is_some_and(|t| t != "object") {
                self.unsupported(&aloc, &key, "an alternative that is not an object, beside `properties`");
                continue;
            }
            let mut parts = base.clone();
            self.collect_object(&aloc, am, &mut parts, depth + 1, false);
            parts.alternatives = None;
            let tag_value = tag.as_deref().and_then(|t| self.const_of_property(&aloc, t));
            let title = am.get("title").and_then(Value::as_str);
            let wanted = match (&tag_value, title) {
                (Some(v), _) => naming::pascal(v),
                (None, Some(t)) => naming::pascal(t),
                (None, None) => naming::pascal(&format!("Variant{}", i + 1)),
            };
            let vname = names.claim(&wanted);
            let type_name = format!("{base_name}{}", vname.unraw());
            let shape = match self.struct_from_parts(&aloc, parts, &type_name, depth + 1) {
                Lowered::Shape(s) => s,
                Lowered::Kind(k, sensitive) => {
                    let docs = self.docs(am);
                    Shape::Named(self.add_type(&aloc, &type_name, docs, *k, sensitive))
                }
            };
            variants.push(UnionVariant {
                rust_name: vname,
                shape,
                tag_value,
                boxed: false,
            });
        }
        let tagged = tag.is_some() && variants.iter().all(|v| v.tag_value.is_some());
        if !tagged {
            for v in &mut variants {
                v.tag_value = None;
            }
        }
        let tag = if tagged { tag } else { None };
        Lowered::Kind(
            Box::new(TypeKind::Union(UnionDef {
                variants,
                tag,
                exclusive,
            })),
            false,
        )
    }

    pub(super) fn union(
        &mut self,
        loc: &Location,
        m: &'a Map<String, Value>,
        key: &str,
        exclusive: bool,
        name: &str,
        depth: usize,
    ) -> Lowered {
        let Some(alts) = m.get(key).and_then(Value::as_array).filter(|a| !a.is_empty()) else {
            self.error(
                &Self::child(loc, key),
                Some(key),
                format!("`{key}` must be a non-empty array"),
            );
            return Lowered::Shape(Shape::Any);
        };
        if alts.len() == 1 {
            return Lowered::Shape(self.shape_depth(&Self::child(&Self::child(loc, key), "0"), name, depth + 1));
        }
        let tag = m
            .get("discriminator")
            .and_then(|d| d.get("propertyName"))
            .and_then(Value::as_str)
            .map(str::to_string);
        let mapping: Vec<(String, String)> = m
            .get("discriminator")
            .and_then(|d| d.get("mapping"))
            .and_then(Value::as_object)
            .map(|mm| {
                mm.iter()
                    .filter_map(|(k, v)| v.as_str().map(|v| (k.clone(), v.to_string())))
                    .collect()
            })
            .unwrap_or_default();
        let base = naming::unraw(name).to_string();
        let mut variants = Vec::new();
        // Each variant's wanted name, and its type's where it has one.
        let mut wanted_names: Vec<(Ident, Option<Ident>)> = Vec::new();
        for (i, alt) in alts.iter().enumerate() {
            let aloc = Self::child(&Self::child(loc, key), &i.to_string());
            let target = alt
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(aloc.file, r));
            let resolved = self.follow_refs(&aloc).end();
            let shape = self.shape_depth(&aloc, &format!("{base}Variant{}", i + 1), depth + 1);
            // The tag value: the discriminator mapping, a `const` (or one-value `enum`) of the tag
            // property, or (per the OpenAPI rule) the schema name.
            let tag_value = |l: &Self, tag: &str| -> Option<String> {
                let prop = Self::child(&Self::child(&resolved, "properties"), tag);
                let pinned = l.value(&l.follow_refs(&prop).end()).and_then(|prop| {
                    match (
                        prop.get("const"),
                        prop.get("enum").and_then(Value::as_array).map(Vec::as_slice),
                    ) {
                        (Some(c), _) | (None, Some([c])) => Some(c.clone()),
                        _ => None,
                    }
                });
                if let Some(r) = alt.get("$ref").and_then(Value::as_str) {
                    if let Some((k, _)) = mapping.iter().find(|(_, v)| v == r) {
                        // `True` in the mapping of a member pinned to `true` (Python's spelling)
                        // is the JSON value's text, which decoding compares.
                        return Some(match &pinned {
                            Some(Value::Bool(b)) if k.eq_ignore_ascii_case(&b.to_string()) => b.to_string(),
                            _ => k.clone(),
                        });
                    }
                }
                match pinned? {
                    Value::String(c) => Some(c),
                    v @ (Value::Bool(_) | Value::Number(_)) => Some(v.to_string()),
                    _ => None,
                }
            };
            let tv = tag.as_deref().and_then(|t| tag_value(self, t)).or_else(|| {
                tag.as_ref()
                    .and(target.as_ref())
                    .map(|t| t.pointer.rsplit('/').next().unwrap_or_default().to_string())
            });
            // `ContactVolume` in `Contact` is `Volume`; `ConversationParam2` and `Foov4` in
            // `ConversationParam` and `Foo` keep their names, which name no word after the
            // union's.
            let by_type = match &shape {
                Shape::Named(id) => {
                    let n = &self.api.ty(*id).name;
                    Some(
                        n.strip_prefix(&base)
                            .filter(|s| s.starts_with(|c: char| c.is_ascii_uppercase()))
                            .map_or_else(|| n.clone(), Ident::pascal_kept),
                    )
                }
                _ => None,
            };
            let wanted = match (&tv, &by_type) {
                (Some(v), _) => naming::pascal(v),
                (None, Some(t)) => t.clone(),
                (None, None) => naming::pascal(shape_word(&shape)),
            };
            wanted_names.push((wanted, by_type));
            variants.push(UnionVariant {
                rust_name: Ident::fixed("Variant"),
                shape,
                tag_value: tv,
                boxed: false,
            });
        }
        // A value that several branches carry (a service that tries each branch of it) names
        // none of them: each is named by its type.
        let mut names = NameTable::new();
        names.reserve(&[reserved::UNKNOWN_VARIANT]);
        let values: Vec<Option<String>> = variants.iter().map(|v| v.tag_value.clone()).collect();
        for (v, (wanted, by_type)) in variants.iter_mut().zip(wanted_names) {
            let shared = v.tag_value.is_some() && values.iter().filter(|t| **t == v.tag_value).count() > 1;
            let wanted = match by_type {
                Some(t) if shared => t,
                _ => wanted,
            };
            v.rust_name = names.claim(&wanted);
        }
        // Without a discriminator, a property that every alternative pins to a distinct constant
        // still tags the union.
        let tag = tag.or_else(|| self.implicit_tag(loc, key, alts));
        if let Some(t) = &tag {
            if variants.iter().all(|v| v.tag_value.is_none()) {
                for (i, v) in variants.iter_mut().enumerate() {
                    let aloc = Self::child(&Self::child(loc, key), &i.to_string());
                    v.tag_value = self.const_of_property(&aloc, t);
                }
            }
        }
        let tagged = tag.is_some()
            && variants.iter().all(|v| {
                v.tag_value.is_some()
                    && matches!(&v.shape, Shape::Named(id) if matches!(self.api.ty(*id).kind, TypeKind::Struct(_)))
            });
        if tag.is_some() && !tagged {
            // Fall back to trying each alternative; still faithful, only slower to decode.
            for v in &mut variants {
                v.tag_value = None;
            }
        }
        Lowered::Kind(
            Box::new(TypeKind::Union(UnionDef {
                variants,
                tag: if tagged { tag } else { None },
                exclusive,
            })),
            false,
        )
    }

    pub(super) fn const_of_property(&self, aloc: &Location, tag: &str) -> Option<String> {
        let v = self.value(&self.follow_refs(aloc).end())?;
        let p = v.get("properties")?.get(tag)?;
        match (
            p.get("const"),
            p.get("enum").and_then(Value::as_array).map(Vec::as_slice),
        ) {
            (Some(Value::String(c)), _) => Some(c.clone()),
            (_, Some([Value::String(c)])) => Some(c.clone()),
            _ => None,
        }
    }

    pub(super) fn implicit_tag(&self, loc: &Location, key: &str, alts: &[Value]) -> Option<String> {
        let first = Self::child(&Self::child(loc, key), "0");
        let v = self.value(&self.follow_refs(&first).end())?;
        let props = v.get("properties")?.as_object()?;
        'prop: for p in props.keys() {
            let mut seen = BTreeSet::new();
            for i in 0..alts.len() {
                let aloc = Self::child(&Self::child(loc, key), &i.to_string());
                match self.const_of_property(&aloc, p) {
                    Some(c) if seen.insert(c.clone()) => {}
                    _ => continue 'prop,
                }
            }
            return Some(p.clone());
        }
        None
    }

    pub(super) fn type_union(
        &mut self,
        loc: &Location,
        m: &'a Map<String, Value>,
        types: &[&str],
        name: &str,
        depth: usize,
    ) -> Lowered {
        let mut variants = Vec::new();
        let mut names = NameTable::new();
        let base = naming::unraw(name).to_string();
        for t in types {
            let mut nullable = false;
            let lowered = self.lower_non_null(
                loc,
                m,
                &[t],
                &format!("{base}{}", naming::pascal(t)),
                depth + 1,
                &mut nullable,
            );
            let shape = match lowered {
                Lowered::Shape(s) => s,
                Lowered::Kind(k, s) => {
                    let docs = self.docs(m);
                    Shape::Named(self.add_type(loc, &format!("{base}{}", naming::pascal(t)), docs, *k, s))
                }
            };
            variants.push(UnionVariant {
                rust_name: names.claim(&naming::pascal(t)),
                shape,
                tag_value: None,
                boxed: false,
            });
        }
        Lowered::Kind(
            Box::new(TypeKind::Union(UnionDef {
                variants,
                tag: None,
                // `type: [a, b]` accepts a value of any of the types (`integer` and `number`
                // overlap, and both may hold 1).
                exclusive: false,
            })),
            false,
        )
    }
}
