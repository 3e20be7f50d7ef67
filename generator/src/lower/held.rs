//! What a shape holds, read through aliases, nullability and checks: the members of a struct,
//! one member's shape, a union's largest alternative, an array's items, whether an answer is a
//! list. Below every rule that reads answers (`lists.rs`, `belongs.rs`, `resources/`), so that
//! none imports another for them.

use crate::ir::*;

/// The alternative of a union shape with the most members, where the union's alternatives are
/// objects.
pub(super) fn largest_alternative(api: &Api, shape: &Shape) -> Option<Shape> {
    let Shape::Named(id) = unaliased(api, shape) else {
        return None;
    };
    let TypeKind::Union(u) = &api.ty(id).kind else {
        return None;
    };
    u.variants
        .iter()
        .filter_map(|v| Some((fields(api, &v.shape)?.len(), &v.shape)))
        .max_by_key(|(n, _)| *n)
        .map(|(_, s)| s.clone())
}

/// A shape with aliases of it followed (an `allOf` of one `$ref` is an alias of its target).
pub(super) fn unaliased(api: &Api, shape: &Shape) -> Shape {
    let mut shape = shape.clone();
    for _ in 0..16 {
        match &shape {
            Shape::Named(id) => match &api.ty(*id).kind {
                TypeKind::Alias(inner) => shape = inner.clone(),
                _ => break,
            },
            _ => break,
        }
    }
    shape
}

/// The members of the struct a shape holds (through `Nullable`).
pub(super) fn fields(api: &Api, shape: &Shape) -> Option<Vec<String>> {
    match shape {
        Shape::Nullable(inner) => fields(api, inner),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Struct(s) => Some(s.fields.iter().map(|f| f.name.clone()).collect()),
            TypeKind::Alias(inner) => fields(api, inner),
            _ => None,
        },
        _ => None,
    }
}

pub(super) fn field_shape(api: &Api, shape: &Shape, name: &str) -> Option<Shape> {
    match shape {
        Shape::Nullable(inner) => field_shape(api, inner, name),
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Struct(s) => s.fields.iter().find(|f| f.name == name).map(|f| f.shape.clone()),
            TypeKind::Alias(inner) => field_shape(api, inner, name),
            _ => None,
        },
        _ => None,
    }
}

/// What a value holds, as far as a list's reading cares.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(super) enum Kind {
    Integer,
    Number,
    Boolean,
    Text,
    Object,
    Array,
    Other,
}

pub(super) fn kind(api: &Api, shape: &Shape) -> Kind {
    match shape {
        Shape::Nullable(inner) | Shape::Checked(inner, _) => kind(api, inner),
        Shape::Integer(_) => Kind::Integer,
        Shape::Number => Kind::Number,
        Shape::Boolean => Kind::Boolean,
        Shape::String | Shape::Format(_) | Shape::JsonText(_) => Kind::Text,
        Shape::Array(_) => Kind::Array,
        Shape::Map(_) => Kind::Object,
        Shape::Named(id) => match &api.ty(*id).kind {
            TypeKind::Struct(_) => Kind::Object,
            TypeKind::Enum(_) => Kind::Text,
            TypeKind::Alias(inner) => kind(api, inner),
            TypeKind::Scalar(s) => match s.base {
                ScalarBase::String => Kind::Text,
                ScalarBase::Integer(_) => Kind::Integer,
                ScalarBase::Number => Kind::Number,
                ScalarBase::Any => Kind::Other,
            },
            TypeKind::Union(_) => Kind::Other,
        },
        Shape::Any | Shape::External(_) => Kind::Other,
    }
}

/// The shape without aliases, `null` and checks around it.
pub(super) fn bare(api: &Api, shape: &Shape) -> Shape {
    let mut shape = shape.clone();
    for _ in 0..16 {
        shape = match &shape {
            Shape::Nullable(inner) | Shape::Checked(inner, _) => (**inner).clone(),
            Shape::Named(id) => match &api.ty(*id).kind {
                TypeKind::Alias(inner) => inner.clone(),
                _ => break,
            },
            _ => break,
        };
    }
    shape
}

/// The items of an array shape.
pub(super) fn items(api: &Api, shape: &Shape) -> Option<Shape> {
    match bare(api, shape) {
        Shape::Array(a) => Some(a.items.clone()),
        _ => None,
    }
}

/// The struct a shape holds.
pub(super) fn structure<'a>(api: &'a Api, shape: &Shape) -> Option<&'a StructDef> {
    match bare(api, shape) {
        Shape::Named(id) => match &api.ty(id).kind {
            TypeKind::Struct(s) => Some(s),
            _ => None,
        },
        _ => None,
    }
}

/// Whether an answer is a list rather than one record: an array, or an object of one array
/// and only numbers and flags beside it (`{data, page, pages, results}`).
pub(super) fn is_list(api: &Api, answer: &Shape) -> bool {
    if items(api, answer).is_some() {
        return true;
    }
    let Some(s) = structure(api, answer) else {
        return false;
    };
    let arrays = s.fields.iter().filter(|f| items(api, &f.shape).is_some()).count();
    arrays == 1
        && s.fields.iter().all(|f| {
            items(api, &f.shape).is_some()
                || matches!(kind(api, &f.shape), Kind::Integer | Kind::Number | Kind::Boolean)
        })
}
