//! Which structs keep the members they do not declare.
//!
//! Decoding is tolerant: a member a struct does not declare is dropped. Where such a member can
//! change a verdict, dropping it would let `validate()` accept a decoded value its schema
//! rejects (the JSON Schema suite's "root pointer ref", "unevaluatedProperties with $ref",
//! "oneOf complex types"), so those structs keep them:
//! - a struct that forbids them (`additionalProperties: false`), counts its members
//!   (`minProperties`, `maxProperties`) or has a rule naming one it does not declare;
//! - every struct inside a view the schema engine judges (a `Checked` shape, a loosened type):
//!   the engine judges the JSON form, which must be what was decoded;
//! - every struct inside an alternative of a `oneOf` whose exclusivity is checked: the other
//!   alternatives are tried on the JSON form.
//!
//! Other structs stay as they are, so that documents without these constructs generate what
//! they always did.

use crate::ir::*;
use crate::lower::reserved;

pub fn keep_undeclared(api: &mut Api) {
    let mut roots: Vec<Shape> = Vec::new();
    let mut own: Vec<TypeId> = Vec::new();
    for (i, t) in api.types.iter().enumerate() {
        let id = TypeId(i);
        if t.loose.is_some() {
            roots.push(Shape::Named(id));
        }
        match &t.kind {
            TypeKind::Struct(s) if counts_members(s) => own.push(id),
            TypeKind::Union(u) if api.checks_exclusivity(u) => {
                roots.extend(u.variants.iter().map(|v| v.shape.clone()));
            }
            _ => {}
        }
        roots.extend(
            checks_within(t.kind.held_shapes())
                .into_iter()
                .map(|(_, view)| view.clone()),
        );
    }
    for op in &api.operations {
        let shapes = op
            .params
            .iter()
            .map(|p| &p.shape)
            .chain(op.body.iter().map(|b| &b.shape))
            .chain(op.responses.iter().flat_map(Response::shapes))
            .collect();
        roots.extend(checks_within(shapes).into_iter().map(|(_, view)| view.clone()));
    }
    let mut keep: Vec<TypeId> = api.reachable(roots.iter()).into_iter().chain(own).collect();
    keep.sort();
    keep.dedup();
    for id in keep {
        if let TypeKind::Struct(s) = &mut api.types[id.0].kind
            && s.additional.is_none()
            && s.undeclared.is_none()
        {
            s.undeclared = Some(field_name(s));
        }
    }
}

/// Does the struct's own verdict depend on members it does not declare?
fn counts_members(s: &StructDef) -> bool {
    let declared = |n: &String| s.fields.iter().any(|f| &f.name == n);
    s.deny_unknown
        || s.min_properties.is_some()
        || s.max_properties.is_some()
        || s.rules.iter().any(|r| match r {
            ObjectRule::MutuallyExclusive(names) | ObjectRule::RequiredInRequests(names) => !names.iter().all(declared),
            ObjectRule::ExactlyOne(groups) | ObjectRule::AtLeastOne(groups) => !groups.iter().flatten().all(declared),
            ObjectRule::DependentRequired {
                if_present,
                then_required,
            } => !declared(if_present) || !then_required.iter().all(declared),
            ObjectRule::RequiredWhen {
                field, then_required, ..
            } => !declared(field) || !then_required.iter().all(declared),
        })
}

/// `undeclared`, unless a member took that name.
fn field_name(s: &StructDef) -> Ident {
    let taken = |n: &str| s.fields.iter().any(|f| f.rust_name == n);
    let mut name = reserved::UNDECLARED_FIELD.to_string();
    let mut n = 1;
    while taken(&name) {
        name = format!(
            "undeclared_members{}",
            if n == 1 { String::new() } else { n.to_string() }
        );
        n += 1;
    }
    Ident::fixed(&name)
}
