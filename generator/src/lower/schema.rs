//! JSON Schema → named types and shapes.
//!
//! A schema becomes a *named type* when Rust needs a declaration for it (an object with
//! properties, a string enum, a constrained scalar, a union) or when it is the target of a
//! `$ref`; otherwise it is a structural [`Shape`] (`Vec<T>`, a map, a primitive, a format type).

use std::collections::{BTreeSet, HashSet};

use serde_json::{Map, Value};

use super::Lowerer;
use super::keywords;
use super::naming::{self, NameTable};
use crate::ir::*;
use crate::load::Location;

/// The result of lowering one schema: either a declaration or a structural shape.
enum Lowered {
    Kind(Box<TypeKind>, bool),
    Shape(Shape),
}

const SENSITIVE_NAMES: &[&str] = &[
    "password",
    "passwd",
    "secret",
    "api_key",
    "api_keys",
    "apikey",
    "token",
    "access_token",
    "user_data",
    "private_key",
];

/// A count keyword's value: a non-negative integer (JSON Schema counts `3.0` as the integer 3).
fn count_value(v: &Value) -> Option<u64> {
    v.as_u64().or_else(|| {
        v.as_f64()
            .filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f < u64::MAX as f64)
            .map(|f| f as u64)
    })
}

fn bound(v: &Value) -> Option<Bound> {
    if let Some(i) = v.as_i64() {
        Some(Bound::Int(i as i128))
    } else if let Some(u) = v.as_u64() {
        Some(Bound::Int(u as i128))
    } else {
        v.as_f64().map(Bound::Float)
    }
}

fn type_list(m: &Map<String, Value>) -> Option<Vec<&str>> {
    match m.get("type") {
        None => Some(Vec::new()),
        Some(Value::String(s)) => Some(vec![s.as_str()]),
        Some(Value::Array(a)) => a.iter().map(Value::as_str).collect(),
        Some(_) => None,
    }
}

/// A reference the loader does not follow but JSON Schema defines: an anchor (`#name`), an
/// absolute URI, or one relative to a base set by `$id`.
fn beyond_loader(r: &str) -> bool {
    match r.split_once('#') {
        Some((_, frag)) if !frag.is_empty() && !frag.starts_with('/') => true,
        _ => r.contains(':'),
    }
}

/// `application/json` or another JSON media type (`…+json`), parameters aside.
pub(super) fn is_json_media(media: &str) -> bool {
    let essence = media.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}

/// A schema that asserts nothing: `true`, `{}`, or only annotations and extensions.
fn annotation_only(v: &Value) -> bool {
    match v {
        Value::Bool(b) => *b,
        Value::Object(m) => m
            .keys()
            .all(|k| k.starts_with("x-") || keywords::ANNOTATIONS.contains(&k.as_str())),
        _ => false,
    }
}

/// A member of `allOf`/`oneOf`/`anyOf` that only lists required properties (a presence rule).
fn required_only(m: &Map<String, Value>) -> Option<Vec<String>> {
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

impl<'a> Lowerer<'a> {
    pub fn docs(&self, loc: &Location, m: &Map<String, Value>) -> Docs {
        let s = |k: &str| m.get(k).and_then(Value::as_str).map(str::to_string);
        let f = &self.loader.file(loc.file).path;
        Docs {
            title: s("title"),
            description: s("description"),
            deprecated: m.get("deprecated").and_then(Value::as_bool).unwrap_or(false),
            default: m.get("default").cloned(),
            read_only: m.get("readOnly").and_then(Value::as_bool).unwrap_or(false),
            write_only: m.get("writeOnly").and_then(Value::as_bool).unwrap_or(false),
            origin: format!(
                "{}#{}",
                f.file_name().map(|n| n.to_string_lossy()).unwrap_or_default(),
                loc.pointer
            ),
            source_note: s("x-source"),
        }
    }

    /// The named type for the schema at `loc` (a `$ref` target or a component), made once.
    pub fn named_type(&mut self, loc: &Location) -> TypeId {
        self.named_type_depth(loc, 0)
    }

    fn named_type_depth(&mut self, loc: &Location, hops: usize) -> TypeId {
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
        let seg = loc
            .pointer
            .rsplit('/')
            .next()
            .unwrap_or_default()
            .replace("~1", "/")
            .replace("~0", "~");
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
            Some(Value::Object(m)) => self.docs(loc, m),
            _ => Docs::default(),
        };
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
        id
    }

    /// The shape of the schema at `loc` where it is used; `hint` names a type made for it.
    pub fn shape(&mut self, loc: &Location, hint: &str) -> Shape {
        self.shape_depth(loc, hint, 0)
    }

    fn shape_depth(&mut self, loc: &Location, hint: &str, depth: usize) -> Shape {
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
        let (lowered, loose) = self.catching(|l| l.lower(loc, hint, depth, false));
        let docs = match v {
            Value::Object(m) => self.docs(loc, m),
            _ => Docs::default(),
        };
        match (lowered, loose) {
            (Lowered::Shape(s), None) => s,
            (Lowered::Kind(kind, sensitive), None) => {
                let id = self.add_type(loc, hint, docs, *kind, sensitive);
                self.by_location.insert(loc.clone(), id);
                Shape::Named(id)
            }
            (lowered, Some(loose)) => {
                // A type of its own when it keeps a struct; otherwise any JSON value, checked.
                let keeps_struct = loose.view_holds
                    && matches!(&lowered, Lowered::Kind(k, _) if matches!(**k, TypeKind::Struct(_)))
                    && declared_type(Some(v)) == Some("object");
                if keeps_struct {
                    let Lowered::Kind(kind, sensitive) = lowered else {
                        return Shape::Any;
                    };
                    let id = self.add_type(loc, hint, docs, *kind, sensitive);
                    self.by_location.insert(loc.clone(), id);
                    self.loosen_type(id, loc, loose);
                    return Shape::Named(id);
                }
                let view = match lowered {
                    Lowered::Shape(s) if loose.view_holds && is_plain_view(&s) => s,
                    _ => Shape::Any,
                };
                Shape::checked(view, self.slot(loc))
            }
        }
    }

    /// Makes the type a looser view of its schema, which then judges its values: a struct keeps
    /// every member it does not declare (so that its JSON form is what was decoded), and any
    /// other type whose lowering may not hold every valid value becomes any JSON value.
    fn loosen_type(&mut self, id: TypeId, loc: &Location, loose: super::Loose) {
        let declared = declared_type(self.value(loc));
        let t = &mut self.api.types[id.0];
        match &mut t.kind {
            TypeKind::Struct(s) if loose.view_holds && declared == Some("object") => {
                s.deny_unknown = false;
                s.additional = Some(Shape::Any);
            }
            TypeKind::Enum(_) | TypeKind::Scalar(_) if loose.view_holds => {}
            TypeKind::Alias(shape) if loose.view_holds && is_plain_view(shape) => {}
            kind => *kind = TypeKind::Alias(Shape::Any),
        }
        t.loose = Some(loose.why);
    }

    fn reference(&mut self, loc: &Location, m: &'a Map<String, Value>, r: &Value, depth: usize) -> Shape {
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

    fn check_keywords(&mut self, loc: &Location, m: &Map<String, Value>) {
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
        if m.contains_key("$id") && !loc.pointer.is_empty() {
            // References inside resolve against the new base URI.
            self.unsupported(loc, "$id", "changes how references inside resolve");
        }
    }

    fn lower(&mut self, loc: &Location, name: &str, depth: usize, named: bool) -> Lowered {
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
        let mut nullable = m.get("nullable").and_then(Value::as_bool).unwrap_or(false);
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
                let docs = self.docs(loc, m);
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

    fn lower_non_null(
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
            return self.object(loc, m, name, depth);
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

    fn enumeration(
        &mut self,
        loc: &Location,
        m: &Map<String, Value>,
        e: &Value,
        ty: Option<&str>,
        nullable: &mut bool,
    ) -> Lowered {
        let Some(values) = e.as_array() else {
            self.error(&Self::child(loc, "enum"), Some("enum"), "`enum` must be an array");
            return Lowered::Shape(Shape::Any);
        };
        if values.is_empty() {
            self.unsupported(loc, "enum", "no value is allowed");
            return Lowered::Shape(Shape::Any);
        }
        let mut values: Vec<Value> = values.clone();
        if values.contains(&Value::Null) {
            *nullable = true;
            values.retain(|v| !v.is_null());
        }
        if values.is_empty() {
            // Only `null` is allowed.
            *nullable = false;
            let constraints = ScalarConstraints {
                enum_values: Some(vec![Value::Null]),
                ..Default::default()
            };
            return Lowered::Kind(
                Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                    base: ScalarBase::Any,
                    constraints,
                }))),
                false,
            );
        }
        let _ = m;
        if ty.is_none_or(|t| t == "string") && values.iter().all(Value::is_string) {
            let mut names = NameTable::new();
            names.reserve(&["unknown"]);
            let variants = values
                .iter()
                .filter_map(Value::as_str)
                .map(|s| EnumVariant {
                    value: s.to_string(),
                    rust_name: names.claim(&naming::pascal(s)),
                })
                .collect::<Vec<_>>();
            // Two spellings of the same value would make a useless enum; dedup by JSON value.
            let mut seen = HashSet::new();
            let variants = variants.into_iter().filter(|v| seen.insert(v.value.clone())).collect();
            return Lowered::Kind(Box::new(TypeKind::Enum(EnumDef { variants })), false);
        }
        let base = if values.iter().all(|v| v.is_i64() || v.is_u64()) && ty != Some("number") {
            ScalarBase::Integer(IntKind::I64)
        } else if values.iter().all(Value::is_number) {
            ScalarBase::Number
        } else {
            ScalarBase::Any
        };
        let constraints = ScalarConstraints {
            enum_values: Some(values),
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef { base, constraints }))),
            false,
        )
    }

    fn string(&mut self, loc: &Location, m: &Map<String, Value>, name: &str) -> Lowered {
        // In a multipart body a binary string is a file part: bytes, not text.
        let binary = m.get("format").and_then(Value::as_str) == Some("binary")
            || (m.contains_key("contentMediaType") && !m.contains_key("contentEncoding"));
        if self.multipart && binary {
            for k in ["minLength", "maxLength", "pattern"] {
                if m.contains_key(k) {
                    self.error_hint(
                        &Self::child(loc, k),
                        k,
                        format!("`{k}` on a binary part of a multipart body is not supported"),
                        "remove it: the part is bytes, not text",
                    );
                }
            }
            return Lowered::Shape(Shape::External("::oapigen_runtime::File".into()));
        }
        if let (Some(media), Some(_)) = (
            m.get("contentMediaType").and_then(Value::as_str),
            m.get("contentSchema"),
        ) {
            if is_json_media(media) {
                // A string that carries JSON: the caller gives the value, the client sends its text.
                let inner = self.shape(
                    &Self::child(loc, "contentSchema"),
                    &format!("{}Content", naming::unraw(name)),
                );
                if let Some(k) = m
                    .keys()
                    .find(|k| matches!(k.as_str(), "minLength" | "maxLength" | "pattern" | "format"))
                {
                    self.refine(loc, k, "on the JSON text of a value");
                }
                return Lowered::Shape(Shape::JsonText(Box::new(inner)));
            }
        }
        let mut c = StringConstraints {
            min_length: self.count(loc, m, "minLength"),
            max_length: self.count(loc, m, "maxLength"),
            ..Default::default()
        };
        if let Some(p) = m.get("pattern") {
            match p.as_str() {
                Some(p) => match regress::Regex::with_flags(p, "u").or_else(|_| regress::Regex::new(p)) {
                    Ok(_) => c.pattern = Some(p.to_string()),
                    Err(e) => self.error_hint(
                        &Self::child(loc, "pattern"),
                        "pattern",
                        format!("`{p}` is not a valid ECMA-262 regular expression: {e}"),
                        "patterns follow ECMA-262 (JavaScript) syntax",
                    ),
                },
                None => self.error(
                    &Self::child(loc, "pattern"),
                    Some("pattern"),
                    "`pattern` must be a string",
                ),
            }
        }
        let format = m.get("format").and_then(Value::as_str);
        if let Some(rust) = format.and_then(|f| self.format_types.get(f)) {
            if c.min_length.is_none() && c.max_length.is_none() && c.pattern.is_none() {
                return Lowered::Shape(Shape::External(rust.clone()));
            }
        }
        c.format = format.and_then(Format::from_keyword);
        let sensitive = format == Some("password");
        if c.min_length.is_none() && c.max_length.is_none() && c.pattern.is_none() {
            return match c.format {
                Some(f) => Lowered::Shape(Shape::Format(f)),
                None if sensitive => Lowered::Kind(
                    Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                        base: ScalarBase::String,
                        constraints: ScalarConstraints::default(),
                    }))),
                    true,
                ),
                None => Lowered::Shape(Shape::String),
            };
        }
        let constraints = ScalarConstraints {
            string: c,
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                base: ScalarBase::String,
                constraints,
            }))),
            sensitive,
        )
    }

    fn number(&mut self, loc: &Location, m: &Map<String, Value>, integer: bool) -> Lowered {
        let mut c = NumberConstraints {
            minimum: m.get("minimum").and_then(bound),
            maximum: m.get("maximum").and_then(bound),
            multiple_of: m.get("multipleOf").and_then(bound),
            ..Default::default()
        };
        for k in ["minimum", "maximum", "multipleOf"] {
            if m.get(k).is_some_and(|v| !v.is_number()) {
                self.error(&Self::child(loc, k), Some(k), format!("`{k}` must be a number"));
            }
        }
        if let Some(mo) = c.multiple_of {
            let positive = match mo {
                Bound::Int(i) => i > 0,
                Bound::Float(f) => f > 0.0,
            };
            if !positive {
                self.error(
                    &Self::child(loc, "multipleOf"),
                    Some("multipleOf"),
                    "`multipleOf` must be greater than 0",
                );
                c.multiple_of = None;
            }
        }
        // 3.0: boolean modifiers of minimum/maximum; 3.1: numbers of their own.
        for (key, is_min) in [("exclusiveMinimum", true), ("exclusiveMaximum", false)] {
            match m.get(key) {
                Some(Value::Bool(true)) => {
                    if is_min {
                        c.exclusive_minimum = c.minimum.take();
                    } else {
                        c.exclusive_maximum = c.maximum.take();
                    }
                }
                Some(Value::Bool(false)) | None => {}
                Some(v) => match bound(v) {
                    Some(b) if is_min => c.exclusive_minimum = Some(b),
                    Some(b) => c.exclusive_maximum = Some(b),
                    None => self.error(
                        &Self::child(loc, key),
                        Some(key),
                        format!("`{key}` must be a number or a boolean"),
                    ),
                },
            }
        }
        let format = m.get("format").and_then(Value::as_str);
        if integer {
            let kind = match format {
                Some("int8") => IntKind::I8,
                Some("int16") => IntKind::I16,
                Some("int32") => IntKind::I32,
                Some("uint8") => IntKind::U8,
                Some("uint16") => IntKind::U16,
                Some("uint32") => IntKind::U32,
                Some("uint64") | Some("uint") => IntKind::U64,
                _ => IntKind::I64,
            };
            if c.is_empty() {
                return Lowered::Shape(Shape::Integer(kind));
            }
            let constraints = ScalarConstraints {
                number: c,
                ..Default::default()
            };
            return Lowered::Kind(
                Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                    base: ScalarBase::Integer(kind),
                    constraints,
                }))),
                false,
            );
        }
        if c.is_empty() {
            return Lowered::Shape(Shape::Number);
        }
        let constraints = ScalarConstraints {
            number: c,
            ..Default::default()
        };
        Lowered::Kind(
            Box::new(TypeKind::Scalar(Box::new(ScalarDef {
                base: ScalarBase::Number,
                constraints,
            }))),
            false,
        )
    }

    fn array(&mut self, loc: &Location, m: &Map<String, Value>, name: &str, depth: usize) -> Lowered {
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

    /// A count keyword (`minLength`, `maxItems`, …); anything but a non-negative integer that
    /// fits in 64 bits is an error, never dropped.
    fn count(&mut self, loc: &Location, m: &Map<String, Value>, k: &str) -> Option<u64> {
        let v = m.get(k)?;
        let n = count_value(v);
        if n.is_none() {
            self.error_hint(
                &Self::child(loc, k),
                k,
                format!("`{k}` must be a non-negative integer, found `{v}`"),
                "write a whole number such as `3`",
            );
        }
        n
    }

    fn string_constraints_of(&mut self, loc: &Location) -> StringConstraints {
        match self.value(loc) {
            Some(Value::Object(m)) => {
                self.check_keywords(loc, m);
                match self.string(loc, m, "Key") {
                    Lowered::Kind(k, _) => match *k {
                        TypeKind::Scalar(s) => s.constraints.string,
                        _ => StringConstraints::default(),
                    },
                    Lowered::Shape(Shape::Format(f)) => StringConstraints {
                        format: Some(f),
                        ..Default::default()
                    },
                    _ => StringConstraints::default(),
                }
            }
            _ => StringConstraints::default(),
        }
    }

    /// Does the schema at `loc` (after references) describe objects?
    fn is_object_schema(&self, loc: &Location) -> bool {
        self.is_object_schema_seen(loc, &mut HashSet::new())
    }

    fn is_object_schema_seen(&self, loc: &Location, seen: &mut HashSet<Location>) -> bool {
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
    fn object(&mut self, loc: &Location, m: &'a Map<String, Value>, name: &str, depth: usize) -> Lowered {
        let mut parts = ObjectParts::default();
        self.collect_object(loc, m, &mut parts, depth, true);
        match parts.alternatives.take() {
            Some((alts_loc, exclusive)) => self.extended_union(loc, parts, &alts_loc, exclusive, name, depth),
            None => self.struct_from_parts(loc, parts, name, depth),
        }
    }

    /// `{properties: ..., oneOf: [A, B]}`: a union whose every variant is the common properties
    /// merged with one alternative.
    fn extended_union(
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
        names.reserve(&["Unknown"]);
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
            let mut aloc = Self::child(alts_loc, &i.to_string());
            let mut hops = 0;
            while let Some(r) = self.value(&aloc).and_then(|v| v.get("$ref")).and_then(Value::as_str) {
                hops += 1;
                match self.loader.resolve(aloc.file, r) {
                    Some(t) if hops < 32 => aloc = t,
                    _ => break,
                }
            }
            let Some(Value::Object(am)) = self.value(&aloc) else {
                self.unsupported(&aloc, &key, "an alternative that is not a schema object");
                continue;
            };
            if am.get("type").and_then(Value::as_str).is_some_and(|t| t != "object") {
                self.unsupported(&aloc, &key, "an alternative that is not an object, beside `properties`");
                continue;
            }
            let mut parts = base.clone();
            parts.extending = true;
            self.collect_object(&aloc, am, &mut parts, depth + 1, false);
            parts.alternatives = None;
            let tag_value = tag.as_deref().and_then(|t| self.const_of_property(&aloc, t));
            let title = am.get("title").and_then(Value::as_str);
            let wanted = match (&tag_value, title) {
                (Some(v), _) => naming::pascal(v),
                (None, Some(t)) => naming::pascal(t),
                (None, None) => format!("Variant{}", i + 1),
            };
            let vname = names.claim(&wanted);
            let type_name = format!("{base_name}{}", naming::unraw(&vname));
            let shape = match self.struct_from_parts(&aloc, parts, &type_name, depth + 1) {
                Lowered::Shape(s) => s,
                Lowered::Kind(k, sensitive) => {
                    let docs = self.docs(&aloc, am);
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

    fn struct_from_parts(&mut self, loc: &Location, parts: ObjectParts, name: &str, depth: usize) -> Lowered {
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
        // Names the builder and the struct define themselves: a property of that name is renamed.
        let mut field_names = NameTable::new();
        field_names.reserve(&["build"]);
        if !deny_unknown && additional.as_ref().is_some_and(|a| *a != Shape::Any) {
            field_names.reserve(&["extra"]);
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
            let docs = pm.map(|pm| self.docs(ploc, pm)).unwrap_or_default();
            let sensitive = pm.is_some_and(|pm| {
                pm.get("format").and_then(Value::as_str) == Some("password")
                    || pm.get("x-sensitive").and_then(Value::as_bool) == Some(true)
                    || pm.get("writeOnly").and_then(Value::as_bool) == Some(true)
            }) || SENSITIVE_NAMES.contains(&prop.to_ascii_lowercase().as_str())
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
                    sensitive: SENSITIVE_NAMES.contains(&r.to_ascii_lowercase().as_str()),
                    boxed: false,
                    null_setter: None,
                });
            }
        }
        // After every property has its name, so that a property `a_null` keeps its own.
        for f in &mut fields {
            if !f.required && matches!(f.shape, Shape::Nullable(_)) {
                f.null_setter = Some(field_names.claim(&format!("{}_null", naming::unraw(&f.rust_name))));
            }
        }
        for rule in &parts.rules {
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
        };
        Lowered::Kind(Box::new(TypeKind::Struct(def)), false)
    }

    /// Gathers properties, required names and rules from an object schema and its `allOf`.
    fn collect_object(
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

    fn collect_object_members(
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
                    if parts.extending && !same_constraints(self.value(&existing.1), self.value(&ploc)) {
                        // An alternative that narrows a common property (typically to a constant
                        // selecting the variant): its schema is the view in this variant, and the
                        // common one still checks the value.
                        let common = std::mem::replace(&mut existing.1, ploc);
                        parts.also.push((k.clone(), common));
                    } else if !same_constraints(self.value(&existing.1), self.value(&ploc)) {
                        // Declared again (in `allOf`, typically a base refined by an extension):
                        // the latest declaration is the view (every valid value meets each one),
                        // and every other one checks the value too.
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
                    parts.alternatives = Some((Self::child(loc, key), exclusive));
                }
                _ => self.unsupported(loc, key, "a second list of alternatives in one object"),
            }
        }
        if let Some(all) = m.get("allOf") {
            let Some(all) = all.as_array() else {
                self.error(&Self::child(loc, "allOf"), Some("allOf"), "`allOf` must be an array");
                return;
            };
            for i in 0..all.len() {
                let mut mloc = Self::child(&Self::child(loc, "allOf"), &i.to_string());
                // Follow references to the object schema they name.
                let mut hops = 0;
                while let Some(Value::Object(mm)) = self.value(&mloc) {
                    let Some(r) = mm.get("$ref").and_then(Value::as_str) else {
                        break;
                    };
                    hops += 1;
                    match self.loader.resolve(mloc.file, r) {
                        Some(t) if hops < 32 => mloc = t,
                        None if beyond_loader(r) || self.loader.has_ids(mloc.file) => {
                            self.unsupported(&mloc, "$ref", format!("`{r}` is resolved by the schema engine"));
                            return;
                        }
                        _ => {
                            self.error(&mloc, Some("$ref"), format!("`{r}` does not resolve"));
                            break;
                        }
                    }
                }
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
    }

    /// `if: {properties: {p: {const: c}}, required: [p]?}, then: {required: [...]}`: the one form
    /// of conditional the generator turns into a rule; any other is refused.
    fn conditional(&mut self, loc: &Location, m: &Map<String, Value>, parts: &mut ObjectParts) {
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

    fn union(
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
        let mut names = NameTable::new();
        names.reserve(&["Unknown"]);
        for (i, alt) in alts.iter().enumerate() {
            let aloc = Self::child(&Self::child(loc, key), &i.to_string());
            let target = alt
                .get("$ref")
                .and_then(Value::as_str)
                .and_then(|r| self.loader.resolve(aloc.file, r));
            let resolved = target.clone().unwrap_or_else(|| aloc.clone());
            let shape = self.shape_depth(&aloc, &format!("{base}Variant{}", i + 1), depth + 1);
            // The tag value: the discriminator mapping, a `const` (or one-value `enum`) of the tag
            // property, or (per the OpenAPI rule) the schema name.
            let tag_value = |l: &Self, tag: &str| -> Option<String> {
                if let Some(r) = alt.get("$ref").and_then(Value::as_str) {
                    if let Some((k, _)) = mapping.iter().find(|(_, v)| v == r) {
                        return Some(k.clone());
                    }
                }
                let prop = l.value(&resolved)?.get("properties")?.get(tag)?;
                let prop = match prop.get("$ref").and_then(Value::as_str) {
                    Some(r) => l.loader.get(&l.loader.resolve(resolved.file, r)?)?,
                    None => prop,
                };
                if let Some(Value::String(c)) = prop.get("const") {
                    return Some(c.clone());
                }
                match prop.get("enum").and_then(Value::as_array).map(Vec::as_slice) {
                    Some([Value::String(c)]) => Some(c.clone()),
                    _ => None,
                }
            };
            let tv = tag.as_deref().and_then(|t| tag_value(self, t)).or_else(|| {
                tag.as_ref()
                    .and(target.as_ref())
                    .map(|t| t.pointer.rsplit('/').next().unwrap_or_default().to_string())
            });
            let wanted = match (&tv, &shape) {
                (Some(v), _) => naming::pascal(v),
                (None, Shape::Named(id)) => {
                    let n = self.api.ty(*id).name.clone();
                    n.strip_prefix(&base)
                        .filter(|s| !s.is_empty())
                        .map(str::to_string)
                        .unwrap_or(n)
                }
                (None, s) => naming::pascal(shape_word(s)),
            };
            variants.push(UnionVariant {
                rust_name: names.claim(&wanted),
                shape,
                tag_value: tv,
                boxed: false,
            });
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

    fn const_of_property(&self, aloc: &Location, tag: &str) -> Option<String> {
        let mut v = self.value(aloc)?;
        if let Some(r) = v.get("$ref").and_then(Value::as_str) {
            v = self.loader.get(&self.loader.resolve(aloc.file, r)?)?;
        }
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

    fn implicit_tag(&self, loc: &Location, key: &str, alts: &[Value]) -> Option<String> {
        let first = Self::child(&Self::child(loc, key), "0");
        let mut v = self.value(&first)?;
        if let Some(r) = v.get("$ref").and_then(Value::as_str) {
            v = self.loader.get(&self.loader.resolve(first.file, r)?)?;
        }
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

    fn type_union(
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
                    let docs = self.docs(loc, m);
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

/// The `type` a schema declares, when it declares exactly one.
fn declared_type(v: Option<&Value>) -> Option<&str> {
    v?.get("type")?.as_str()
}

/// A shape whose values hold what a schema accepts when the schema's own keywords merely
/// narrow it (a list or map of anything, a primitive): no named type that could be stricter.
fn is_plain_view(s: &Shape) -> bool {
    match s {
        Shape::Array(a) => a.items == Shape::Any,
        Shape::Map(m) => m.values == Shape::Any,
        Shape::Named(_) | Shape::Nullable(_) | Shape::Checked(..) | Shape::JsonText(_) => false,
        _ => true,
    }
}

/// The last segment of a location's pointer, unescaped (a component's name).
fn seg_name(loc: &Location) -> String {
    loc.pointer
        .rsplit('/')
        .next()
        .unwrap_or_default()
        .replace("~1", "/")
        .replace("~0", "~")
}

/// Do two schemas say the same thing, ignoring annotations (descriptions, examples, titles)?
fn same_constraints(a: Option<&Value>, b: Option<&Value>) -> bool {
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

fn shape_word(s: &Shape) -> &'static str {
    match s {
        Shape::String | Shape::Format(_) => "string",
        Shape::Integer(_) => "integer",
        Shape::Number => "number",
        Shape::Boolean => "boolean",
        Shape::Array(_) => "array",
        Shape::Map(_) => "object",
        Shape::Nullable(_) => "nullable",
        Shape::Any | Shape::Named(_) | Shape::External(_) => "value",
        Shape::Checked(inner, _) => shape_word(inner),
        Shape::JsonText(_) => "json",
    }
}

fn scalar_base_of(c: &Value, ty: Option<&str>) -> ScalarBase {
    match c {
        Value::String(_) => ScalarBase::String,
        Value::Number(n) if (n.is_i64() || n.is_u64()) && ty != Some("number") => ScalarBase::Integer(IntKind::I64),
        Value::Number(_) => ScalarBase::Number,
        _ => ScalarBase::Any,
    }
}

#[derive(Default, Clone)]
struct ObjectParts {
    properties: Vec<(String, Location)>,
    required: BTreeSet<String>,
    additional: Option<Location>,
    property_names: Option<Location>,
    min_properties: Option<u64>,
    max_properties: Option<u64>,
    rules: Vec<ObjectRule>,
    /// `oneOf`/`anyOf` of object schemas beside the properties: each alternative extends them.
    alternatives: Option<(Location, bool)>,
    /// Collecting an alternative that extends common properties.
    extending: bool,
    /// Further declarations of a property (in several `allOf` members): each checks its value.
    also: Vec<(String, Location)>,
    /// The schemas merged that have `additionalProperties` (which sees their own `properties`
    /// only, not those of the other schemas merged).
    closed: Vec<Location>,
    /// The schemas being collected, outermost first (a member among them is a cycle).
    collecting: Vec<Location>,
    /// Every schema already merged: merging one twice adds nothing, and skipping it keeps an
    /// `allOf` that lists a schema several times from multiplying the work.
    collected: HashSet<Location>,
}

/// Does `shape` contain `target` through type aliases only (no struct, enum or union between)?
fn alias_reaches(api: &Api, shape: &Shape, target: TypeId, seen: &mut HashSet<TypeId>) -> bool {
    match shape {
        Shape::Named(id) if *id == target => true,
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Alias(inner) if seen.insert(*id) => alias_reaches(api, inner, target, seen),
            _ => false,
        },
        Shape::Array(a) => alias_reaches(api, &a.items, target, seen),
        Shape::Map(m) => alias_reaches(api, &m.values, target, seen),
        Shape::Nullable(inner) | Shape::Checked(inner, _) => alias_reaches(api, inner, target, seen),
        _ => false,
    }
}

/// Marks the fields and variants that must be boxed: those through which a type reaches itself
/// without passing a `Vec` or map (which are already indirections).
pub fn mark_boxes(api: &mut Api) {
    let n = api.types.len();
    // Direct (by-value) edges between types.
    let direct = |s: &Shape| -> Option<TypeId> {
        match s {
            Shape::Named(id) => Some(*id),
            Shape::Nullable(inner) => match inner.as_ref() {
                Shape::Named(id) => Some(*id),
                _ => None,
            },
            _ => None,
        }
    };
    let edges: Vec<Vec<TypeId>> = api
        .types
        .iter()
        .map(|t| match &t.kind {
            TypeKind::Struct(s) => s.fields.iter().filter_map(|f| direct(&f.shape)).collect(),
            TypeKind::Union(u) => u.variants.iter().filter_map(|v| direct(&v.shape)).collect(),
            TypeKind::Alias(s) => direct(s).into_iter().collect(),
            _ => Vec::new(),
        })
        .collect();
    let reaches = |from: TypeId, to: TypeId| -> bool {
        let mut seen = vec![false; n];
        let mut todo = vec![from];
        while let Some(t) = todo.pop() {
            if t == to {
                return true;
            }
            if std::mem::replace(&mut seen[t.0], true) {
                continue;
            }
            todo.extend(edges[t.0].iter().copied());
        }
        false
    };
    for i in 0..n {
        let me = TypeId(i);
        let boxes: Vec<bool> = match &api.types[i].kind {
            TypeKind::Struct(s) => s
                .fields
                .iter()
                .map(|f| direct(&f.shape).is_some_and(|t| reaches(t, me)))
                .collect(),
            TypeKind::Union(u) => u
                .variants
                .iter()
                .map(|v| direct(&v.shape).is_some_and(|t| reaches(t, me)))
                .collect(),
            _ => continue,
        };
        match &mut api.types[i].kind {
            TypeKind::Struct(s) => s.fields.iter_mut().zip(boxes).for_each(|(f, b)| f.boxed = b),
            TypeKind::Union(u) => u.variants.iter_mut().zip(boxes).for_each(|(v, b)| v.boxed = b),
            _ => {}
        }
    }
}
