//! Recursion: alias cycles no Rust type can be, and the fields that must be boxed.

use std::collections::HashSet;

use crate::ir::*;

/// Does `shape` contain `target` through type aliases only (no struct, enum or union between)?
pub(super) fn alias_reaches(api: &Api, shape: &Shape, target: TypeId, seen: &mut HashSet<TypeId>) -> bool {
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
    // Direct (by-value) edges between types: a checked or nullable shape holds its value.
    fn direct(s: &Shape) -> Option<TypeId> {
        match s {
            Shape::Named(id) => Some(*id),
            Shape::Nullable(inner) | Shape::Checked(inner, _) => direct(inner),
            _ => None,
        }
    }
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
