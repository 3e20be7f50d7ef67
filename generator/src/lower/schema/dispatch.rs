//! Where every schema starts: a named type for a component or `$ref` target, a shape where a
//! schema is used, and the dispatch on what the schema declares.

use std::collections::HashSet;

use serde_json::{Map, Value};

use super::cycles::alias_reaches;
use super::{Lowered, annotation_only, declared_type, is_plain_view, scalar_base_of, seg_name, type_list};
use crate::ir::*;
use crate::load::Location;
use crate::lower::naming;
use crate::lower::{Loose, Lowerer, conventions, keywords};

impl<'a> Lowerer<'a> {
    pub fn docs(&self, m: &Map<String, Value>) -> Docs {
        let s = |k: &str| m.get(k).and_then(Value::as_str).map(str::to_string);
        Docs {
            title: s("title"),
            description: s("description"),
            deprecated: m.get("deprecated").and_then(Value::as_bool).unwrap_or(false),
            default: m.get("default").cloned(),
            read_only: m.get("readOnly").and_then(Value::as_bool).unwrap_or(false),
            write_only: m.get("writeOnly").and_then(Value::as_bool).unwrap_or(false),
            source_note: conventions::source_note(m),
        }
    }

    /// The named type for the schema at `loc` (a `$ref` target or a component), made once.
    pub fn named_type(&mut self, loc: &Location) -> TypeId {
        self.named_type_depth(loc, 0)
    }

    pub(super) fn named_type_depth(&mut self, loc: &Location, hops: usize) -> TypeId {
        if let Some(id) = self.by_location.get(loc) {
            return *id;
        }
        // A schema that only refers to another (`Foo: {$ref: other.yaml#/Foo}`) is that other
        // type, under its own name when the names agree.
        if let Some(Value::Object(m)) = self.value(loc) {
            let only_ref = m
                .keys()
                .all(|k| k == "$ref" || k.starts_with("x-") || keywords::ANNOTATIONS.contains(&k.as_str()));
            if let (true, Some(target)) = (
                only_ref && hops < 32,
                m.get("$ref")
                    .and_then(Value::as_str)
                    .and_then(|r| self.loader.resolve(loc.file, r)),
            ) {
                let wanted = naming::pascal(loc.pointer.rsplit('/').next().unwrap_or_default());
                let target_id = self.named_type_depth(&target, hops + 1);
                if naming::unraw(&self.api.ty(target_id).name) == naming::unraw(&wanted) {
                    self.by_location.insert(loc.clone(), target_id);
                    return target_id;
                }
            }
        }
        if let Some(id) = self.by_location.get(loc) {
            return *id;
        }
        let in_progress = self.inline_lowering.get(loc).copied();
        let seg = oapigen_runtime::pointer::last(&loc.pointer).into_owned();
        let seg = if seg.is_empty() {
            // A whole other file: name it after the file.
            self.loader
                .file(loc.file)
                .path
                .file_stem()
                .map(|s| s.to_string_lossy().to_string())
                .unwrap_or_else(|| "Schema".into())
        } else {
            seg
        };
        let name = naming::pascal(&seg);
        let docs = match self.value(loc) {
            Some(Value::Object(m)) => self.docs(m),
            _ => Docs::default(),
        };
        if let Some(placeholder) = in_progress {
            // A reference into an inline schema being lowered, from inside it: the type it is
            // becoming, filled in when its lowering ends.
            return match placeholder {
                Some(id) => id,
                None => {
                    let id = self.add_type(loc, &name, docs, TypeKind::Alias(Shape::Any), false);
                    self.inline_lowering.insert(loc.clone(), Some(id));
                    id
                }
            };
        }
        // Placeholder first so that recursive references find the id.
        let id = self.add_type(loc, &name, docs, TypeKind::Alias(Shape::Any), false);
        self.by_location.insert(loc.clone(), id);
        let own = self.api.ty(id).name.clone();
        if let Some(rust) = self.schema_types.get(&seg_name(loc)) {
            self.api.types[id.0].kind = TypeKind::Alias(Shape::External(rust.clone()));
            return id;
        }
        let (lowered, loose) = self.catching(|l| l.lower(loc, &own, 0, true));
        if let Some(loose) = loose {
            let (kind, sensitive) = match lowered {
                Lowered::Kind(kind, sensitive) => (*kind, sensitive),
                Lowered::Shape(shape) => (TypeKind::Alias(shape), false),
            };
            self.api.types[id.0].kind = kind;
            self.api.types[id.0].sensitive = sensitive;
            self.loosen_type(id, loc, loose);
            self.mark_implied(id, loc);
            return id;
        }
        match lowered {
            Lowered::Kind(kind, sensitive) => {
                self.api.types[id.0].kind = *kind;
                self.api.types[id.0].sensitive = sensitive;
            }
            Lowered::Shape(shape) => {
                // The last schema of an alias cycle to be lowered closes it, so checking each
                // one here finds every cycle once.
                if alias_reaches(&self.api, &shape, id, &mut HashSet::new()) {
                    let keyword = match &shape {
                        Shape::Array(_) => "items",
                        Shape::Map(_) => "additionalProperties",
                        _ => "$ref",
                    };
                    self.error_hint(
                        loc,
                        keyword,
                        format!("`{own}` is made only of itself (a list, map, nullable or single member of itself), which no Rust type can be"),
                        "give the recursion an object to pass through, for example `{type: object, properties: {children: {type: array, items: {$ref: ...}}}}`",
                    );
                }
                self.api.types[id.0].kind = TypeKind::Alias(shape);
            }
        }
        self.mark_implied(id, loc);
        id
    }

    /// A list or map made of a schema without `type` (from `items`, `required`,
    /// `propertyNames` …): JSON Schema lets other JSON types through, the Rust type does not.
    fn mark_implied(&mut self, id: TypeId, loc: &Location) {
        let typeless =
            matches!(self.value(loc), Some(Value::Object(m)) if !m.contains_key("type") && !m.contains_key("$ref"));
        let list_or_map = matches!(
            self.api.types[id.0].kind,
            TypeKind::Alias(Shape::Array(_) | Shape::Map(_))
        );
        self.api.types[id.0].implied = typeless && list_or_map;
    }

    /// The shape of the schema at `loc` where it is used; `hint` names a type made for it.
    pub fn shape(&mut self, loc: &Location, hint: &str) -> Shape {
        self.shape_depth(loc, hint, 0)
    }

    pub(super) fn shape_depth(&mut self, loc: &Location, hint: &str, depth: usize) -> Shape {
        if depth > 64 {
            // Either schemas nested inline past the limit, or a chain of references that never
            // reaches a type: say which, at the schema where the limit was hit.
            let is_ref = matches!(self.value(loc), Some(Value::Object(m)) if m.contains_key("$ref"));
            if is_ref {
                self.error_hint(
                    loc,
                    "$ref",
                    "reference chain deeper than 64 levels (a `$ref` cycle without a type?)",
                    "make the chain end at a schema with a `type`",
                );
            } else {
                let keyword = loc
                    .pointer
                    .rsplit('/')
                    .find(|k| {
                        matches!(
                            *k,
                            "items" | "properties" | "additionalProperties" | "allOf" | "oneOf" | "anyOf" | "not"
                        )
                    })
                    .unwrap_or("items");
                self.error_hint(
                    loc,
                    keyword,
                    "schemas nested inline deeper than 64 levels",
                    "move inner levels into `components/schemas` and refer to them with `$ref`",
                );
            }
            return Shape::Any;
        }
        let Some(v) = self.value(loc) else {
            self.error(loc, None, "missing schema");
            return Shape::Any;
        };
        if let Value::Object(m) = v {
            if let Some(r) = m.get("$ref") {
                return self.reference(loc, m, r, depth);
            }
        }
        if let Some(id) = self.by_location.get(loc) {
            return Shape::Named(*id);
        }
        let docs = match v {
            Value::Object(m) => self.docs(m),
            _ => Docs::default(),
        };
        if let Some(placeholder) = self.inline_lowering.get(loc).copied() {
            // A schema inside this one reaches back to it (recursion through `allOf`): it is a
            // type of its own, filled in once lowered, as a component's placeholder is.
            let id = match placeholder {
                Some(id) => id,
                None => {
                    let id = self.add_type(loc, hint, docs, TypeKind::Alias(Shape::Any), false);
                    self.inline_lowering.insert(loc.clone(), Some(id));
                    id
                }
            };
            return Shape::Named(id);
        }
        self.inline_lowering.insert(loc.clone(), None);
        let (lowered, loose) = self.catching(|l| l.lower(loc, hint, depth, false));
        let placeholder = self.inline_lowering.remove(loc).flatten();
        let shape = match (lowered, loose) {
            (Lowered::Shape(s), None) => s,
            (Lowered::Kind(kind, sensitive), None) => {
                Shape::Named(self.inline_type(placeholder, loc, hint, docs, *kind, sensitive))
            }
            (lowered, Some(loose)) => {
                // A type of its own when it keeps a struct; otherwise any JSON value, checked.
                let keeps_struct = loose.view_holds
                    && matches!(&lowered, Lowered::Kind(k, _) if match **k {
                        TypeKind::Struct(_) => declared_type(Some(v)) == Some("object"),
                        // A union read by its tag holds every valid value (it tries each).
                        TypeKind::Union(_) => true,
                        _ => false,
                    });
                if keeps_struct {
                    let Lowered::Kind(kind, sensitive) = lowered else {
                        return Shape::Any;
                    };
                    let id = self.inline_type(placeholder, loc, hint, docs, *kind, sensitive);
                    self.loosen_type(id, loc, loose);
                    return Shape::Named(id);
                }
                let view = match lowered {
                    Lowered::Shape(s) if loose.view_holds && is_plain_view(&s) => s,
                    _ => Shape::Any,
                };
                Shape::checked(view, self.slot(loc))
            }
        };
        match placeholder {
            // Reached from inside: the placeholder names the shape (a struct is already in it).
            Some(id) if !matches!(&shape, Shape::Named(n) if *n == id) => {
                if alias_reaches(&self.api, &shape, id, &mut HashSet::new()) {
                    self.error_hint(
                        loc,
                        "allOf",
                        format!("`{}` is made only of itself (a list, map, nullable or single member of itself), which no Rust type can be", self.api.ty(id).name),
                        "give the recursion an object to pass through, for example `{type: object, properties: {children: {type: array, items: {$ref: ...}}}}`",
                    );
                    self.api.types[id.0].kind = TypeKind::Alias(Shape::Any);
                } else {
                    self.api.types[id.0].kind = TypeKind::Alias(shape);
                }
                self.by_location.insert(loc.clone(), id);
                Shape::Named(id)
            }
            _ => shape,
        }
    }

    /// The type made for the inline schema at `loc`: its placeholder filled in, when something
    /// inside it reached back to it, or a new one.
    fn inline_type(
        &mut self,
        placeholder: Option<TypeId>,
        loc: &Location,
        hint: &str,
        docs: Docs,
        kind: TypeKind,
        sensitive: bool,
    ) -> TypeId {
        let id = match placeholder {
            Some(id) => {
                self.api.types[id.0].kind = kind;
                self.api.types[id.0].sensitive = sensitive;
                id
            }
            None => self.add_type(loc, hint, docs, kind, sensitive),
        };
        self.by_location.insert(loc.clone(), id);
        id
    }

    /// Makes the type a looser view of its schema, which then judges its values: a struct keeps
    /// every member it does not declare (so that its JSON form is what was decoded), and any
    /// other type whose lowering may not hold every valid value becomes any JSON value.
    pub(super) fn loosen_type(&mut self, id: TypeId, loc: &Location, loose: Loose) {
        let declared = declared_type(self.value(loc));
        let t = &mut self.api.types[id.0];
        match &mut t.kind {
            TypeKind::Struct(s) if loose.view_holds && declared == Some("object") => {
                s.deny_unknown = false;
                s.additional = Some(Shape::Any);
            }
            TypeKind::Enum(_) | TypeKind::Scalar(_) | TypeKind::Union(_) if loose.view_holds => {}
            TypeKind::Alias(shape) if loose.view_holds && is_plain_view(shape) => {}
            kind => *kind = TypeKind::Alias(Shape::Any),
        }
        t.loose = Some(loose.why);
    }

    pub(super) fn check_keywords(&mut self, loc: &Location, m: &Map<String, Value>) {
        for k in m.keys() {
            if keywords::known(k) {
                continue;
            }
            if keywords::JUDGED.contains(&k.as_str()) {
                // A keyword with no Rust shape: the schema checks the values.
                let view_holds = keywords::NARROWING.contains(&k.as_str());
                if view_holds {
                    self.refine(loc, k, "has no Rust shape; the schema checks the values");
                } else {
                    self.unsupported(loc, k, "has no Rust shape; the schema checks the values");
                }
            } else {
                let d = self
                    .loader
                    .diag(
                        loc.file,
                        &Self::child(loc, k).pointer,
                        format!(
                            "`{k}` is not a JSON Schema keyword; it is ignored, as JSON Schema ignores unknown keywords"
                        ),
                    )
                    .keyword(k)
                    .hint("check its spelling, or name an extension `x-…`")
                    .warning();
                self.diags.push(d);
            }
        }
        if self.v31 {
            self.keywords_of_30(loc, m);
        }
        if m.contains_key("$id") && !loc.pointer.is_empty() {
            // References inside resolve against the new base URI.
            self.unsupported(loc, "$id", "changes how references inside resolve");
        }
    }

    /// OpenAPI 3.0's keywords in a 3.1 document, which 3.1 no longer has: `nullable: true`, and
    /// `exclusiveMinimum`/`exclusiveMaximum` as booleans. Each is a located warning, and is read
    /// as its author meant it unless the `openapi30_keywords` setting is off (the bundle
    /// rewrites them for the schema engine alike, `bundle::schema`).
    fn keywords_of_30(&mut self, loc: &Location, m: &Map<String, Value>) {
        let found = [
            ("nullable", m.get("nullable") == Some(&Value::Bool(true))),
            (
                "exclusiveMinimum",
                m.get("exclusiveMinimum").is_some_and(Value::is_boolean),
            ),
            (
                "exclusiveMaximum",
                m.get("exclusiveMaximum").is_some_and(Value::is_boolean),
            ),
        ];
        for (k, present) in found {
            let at = Self::child(loc, k);
            if !present || !self.warned.insert(at.clone()) {
                continue;
            }
            let (read, meaning) = match k {
                "nullable" => ("`null` is allowed besides the type", "`type: [T, \"null\"]`"),
                _ => (
                    "the bound beside it is exclusive",
                    "a number of its own (`exclusiveMinimum: 0` instead of `minimum: 0` and `exclusiveMinimum: true`)",
                ),
            };
            let message = if self.keywords30 {
                format!(
                    "`{k}` is an OpenAPI 3.0 keyword, which this 3.1 document's JSON Schema does not have; it is read as 3.0 means it: {read}"
                )
            } else {
                format!(
                    "`{k}` is an OpenAPI 3.0 keyword, which this 3.1 document's JSON Schema does not have; it is ignored (setting `openapi30_keywords = false`)"
                )
            };
            let hint = if self.keywords30 {
                format!(
                    "in 3.1 write {meaning}; `openapi30_keywords = false` (`--no-openapi30-keywords`) ignores it as 3.1 does"
                )
            } else {
                format!("in 3.1 write {meaning}")
            };
            let d = self
                .loader
                .diag(at.file, &at.pointer, message)
                .keyword(k)
                .hint(hint)
                .warning();
            self.diags.push(d);
        }
    }

    pub(super) fn lower(&mut self, loc: &Location, name: &str, depth: usize, named: bool) -> Lowered {
        let Some(v) = self.value(loc) else {
            return Lowered::Shape(Shape::Any);
        };
        let m = match v {
            Value::Object(m) => m,
            Value::Bool(true) => return Lowered::Shape(Shape::Any),
            Value::Bool(false) => {
                self.unsupported(loc, "false", "the schema `false` accepts no value");
                return Lowered::Shape(Shape::Any);
            }
            _ => {
                self.error(loc, None, "a schema must be an object or a boolean");
                return Lowered::Shape(Shape::Any);
            }
        };
        if loc.file != self.root && self.loader.has_ids(loc.file) {
            // Bases set by `$id` and dynamic references decide what this schema's references
            // mean: the schema engine reads it whole.
            self.unsupported(
                loc,
                "$id",
                "the schema's file sets base URIs or uses dynamic references",
            );
            return Lowered::Shape(Shape::Any);
        }
        if let Some(Value::String(r)) = m.get("$ref") {
            let _ = r;
            return Lowered::Shape(self.reference(loc, m, &m["$ref"], depth));
        }
        self.check_keywords(loc, m);
        let Some(mut types) = type_list(m) else {
            self.error(
                &Self::child(loc, "type"),
                Some("type"),
                "`type` must be a string or an array of strings",
            );
            return Lowered::Shape(Shape::Any);
        };
        let mut nullable = self.keywords30 && m.get("nullable").and_then(Value::as_bool).unwrap_or(false);
        if types.contains(&"null") {
            nullable = true;
            types.retain(|t| *t != "null");
            if types.is_empty() && !m.contains_key("enum") && !m.contains_key("const") {
                self.unsupported(loc, "type", "only `null` is allowed");
                return Lowered::Shape(Shape::Any);
            }
        }
        // `oneOf`/`anyOf: [X, {type: null}]`: a nullable X.
        for key in ["oneOf", "anyOf"] {
            if let Some(Value::Array(alts)) = m.get(key) {
                let is_null = |v: &Value| {
                    v.get("type").and_then(Value::as_str) == Some("null")
                        || v.get("enum").is_some_and(|e| e == &Value::Array(vec![Value::Null]))
                };
                if alts.len() == 2 && alts.iter().filter(|a| is_null(a)).count() == 1 {
                    let i = alts.iter().position(|a| !is_null(a)).unwrap_or(0);
                    let others = m
                        .keys()
                        .filter(|k| *k != key && keywords::ENFORCED.contains(&k.as_str()))
                        .count();
                    if others == 0 {
                        let inner =
                            self.shape_depth(&Self::child(&Self::child(loc, key), &i.to_string()), name, depth + 1);
                        return Lowered::Shape(Shape::Nullable(Box::new(inner)));
                    }
                }
            }
        }
        let lowered = self.lower_non_null(loc, m, &types, name, depth, &mut nullable);
        if !nullable {
            return lowered;
        }
        let inner = match lowered {
            Lowered::Shape(s) => s,
            Lowered::Kind(kind, sensitive) => {
                let docs = self.docs(m);
                // A named type already holds `name` (as an alias of the nullable shape).
                let inner_name = if named {
                    format!("{name}Value")
                } else {
                    name.to_string()
                };
                Shape::Named(self.add_type(loc, &inner_name, docs, *kind, sensitive))
            }
        };
        Lowered::Shape(match inner {
            Shape::Nullable(_) => inner,
            other => Shape::Nullable(Box::new(other)),
        })
    }

    pub(super) fn lower_non_null(
        &mut self,
        loc: &Location,
        m: &'a Map<String, Value>,
        types: &[&str],
        name: &str,
        depth: usize,
        nullable: &mut bool,
    ) -> Lowered {
        if types.len() > 1 {
            return self.type_union(loc, m, types, name, depth);
        }
        let ty = types.first().copied();
        if m.contains_key("enum") || m.contains_key("const") {
            // The values are listed: any other assertion only narrows them.
            if let Some(k) = m.keys().find(|k| {
                !matches!(k.as_str(), "enum" | "const" | "type" | "nullable")
                    && !k.starts_with("x-")
                    && !keywords::ANNOTATIONS.contains(&k.as_str())
            }) {
                self.refine(loc, k, "beside a list of allowed values");
            }
        }
        if let Some(e) = m.get("enum") {
            return self.enumeration(loc, m, e, ty, nullable);
        }
        if let Some(c) = m.get("const") {
            let base = scalar_base_of(c, ty);
            let constraints = ScalarConstraints {
                const_value: Some(c.clone()),
                ..Default::default()
            };
            return Lowered::Kind(
                Box::new(TypeKind::Scalar(Box::new(ScalarDef { base, constraints }))),
                false,
            );
        }
        let object_like = ty == Some("object")
            || (ty.is_none()
                && (m.contains_key("properties")
                    || m.contains_key("additionalProperties")
                    || m.contains_key("required")
                    || m.contains_key("propertyNames")));
        if !object_like && ty.is_none() {
            if let Some(Value::Array(all)) = m.get("allOf") {
                // Members that only annotate (a description for a `$ref`) add nothing.
                let members: Vec<usize> = (0..all.len()).filter(|i| !annotation_only(&all[*i])).collect();
                let others = m
                    .keys()
                    .any(|k| k != "allOf" && !k.starts_with("x-") && !keywords::ANNOTATIONS.contains(&k.as_str()));
                if let ([only], false) = (members.as_slice(), others) {
                    if all[*only].get("$ref").is_some() {
                        // `allOf: [{$ref: X}]` beside annotations (a description for the
                        // reference, as 3.0 documents write it) is X, recursive or not.
                        let at = Self::child(&Self::child(loc, "allOf"), &only.to_string());
                        return Lowered::Shape(self.shape_depth(&at, name, depth + 1));
                    }
                }
                let objects = members
                    .iter()
                    .any(|i| self.is_object_schema(&Self::child(&Self::child(loc, "allOf"), &i.to_string())));
                if let (Some(first), false) = (members.first(), objects) {
                    // `allOf: [X, ...]` of schemas that are not objects: X is the view, and the
                    // whole schema checks the values when anything else narrows it.
                    let inner = self.shape_depth(
                        &Self::child(&Self::child(loc, "allOf"), &first.to_string()),
                        name,
                        depth + 1,
                    );
                    if members.len() == 1 && !others {
                        return Lowered::Shape(inner);
                    }
                    return Lowered::Shape(Shape::checked(inner, self.slot(loc)));
                }
                if members.is_empty() && !others {
                    return Lowered::Shape(Shape::Any);
                }
            }
        }
        if object_like || (ty.is_none() && m.contains_key("allOf")) {
            let mut lowered = self.object(loc, m, name, depth);
            if let (true, None, Lowered::Kind(kind, _)) = (object_like, ty, &mut lowered) {
                if let TypeKind::Struct(def) = kind.as_mut() {
                    def.implied = true;
                }
            }
            return lowered;
        }
        if ty.is_none() {
            for (key, exclusive) in [("oneOf", true), ("anyOf", false)] {
                if m.contains_key(key) {
                    let other = if exclusive { "anyOf" } else { "oneOf" };
                    if let Some(k) = m.keys().find(|k| {
                        keywords::TYPED_ASSERTIONS.contains(&k.as_str())
                            || matches!(k.as_str(), "not" | "if" | "then" | "allOf")
                            || k.as_str() == other
                    }) {
                        self.unsupported(loc, k, format!("beside `{key}`"));
                    }
                    let exclusive = exclusive && self.one_of_is_exclusive(&Self::child(loc, key));
                    if key == "oneOf" && !exclusive {
                        // Read by its tag (`bundle.rs`): the schema engine judges the rule.
                        self.refine(
                            loc,
                            "discriminator",
                            "a `oneOf` whose branches overlap, read by its tag",
                        );
                    }
                    return self.union(loc, m, key, exclusive, name, depth);
                }
            }
            if m.contains_key("not") {
                self.refine(loc, "not", "a negation has no Rust shape");
                return Lowered::Shape(Shape::Any);
            }
        } else {
            for key in ["oneOf", "anyOf", "not"] {
                if m.contains_key(key) {
                    // They narrow what the type accepts: the type is the view.
                    self.refine(loc, key, format!("beside `type: {}`", ty.unwrap_or_default()));
                    if key == "oneOf" {
                        // The schema engine judges it; an ambiguous one is still reported.
                        self.one_of_is_exclusive(&Self::child(loc, key));
                    }
                }
            }
        }
        if ty.is_some() {
            // Applicators beside a scalar or array type narrow it: the type is the view.
            if let Some(k) = ["allOf", "if", "then", "dependentSchemas"]
                .into_iter()
                .find(|k| m.contains_key(*k))
            {
                self.refine(loc, k, format!("beside `type: {}`", ty.unwrap_or_default()));
            }
        }
        match ty {
            Some("array") => self.array(loc, m, name, depth),
            None if m.contains_key("items") => self.array(loc, m, name, depth),
            Some("string") => self.string(loc, m, name),
            Some("integer") => self.number(loc, m, true),
            Some("number") => self.number(loc, m, false),
            Some("boolean") => Lowered::Shape(Shape::Boolean),
            None => {
                // Constraints of one type apply to values of that type only; anything else left
                // here (`if`, `allOf`, …) has no shape either: any value, checked.
                if let Some(k) = m
                    .keys()
                    .find(|k| !k.starts_with("x-") && !keywords::ANNOTATIONS.contains(&k.as_str()) && *k != "type")
                {
                    self.refine(loc, k, "has no Rust shape without a `type`");
                }
                Lowered::Shape(Shape::Any)
            }
            Some(other) => {
                self.error(
                    &Self::child(loc, "type"),
                    Some("type"),
                    format!("unknown type `{other}`"),
                );
                Lowered::Shape(Shape::Any)
            }
        }
    }
}
