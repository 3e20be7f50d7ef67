//! Which structs keep the members they do not declare: all of them that do not type those
//! members (`additionalProperties` as a schema keeps them typed, in its own field).
//!
//! Decoding is tolerant: a member a struct does not declare never fails a decode. It is kept,
//! not dropped, for two reasons:
//! - a value must encode back as it came (a newer server's member, a document's example that
//!   shows more than its schema declares: issue 50's check of every example), so that a caller
//!   who reads a record and sends it back loses nothing of it;
//! - where such a member can change a verdict, `validate()` must see it, or it would accept a
//!   decoded value its schema rejects (the JSON Schema suite's "root pointer ref",
//!   "unevaluatedProperties with $ref", "oneOf complex types"): a struct that forbids them
//!   (`additionalProperties: false`), counts its members (`minProperties`, `maxProperties`) or
//!   has a rule naming one it does not declare, and every struct inside a view the schema engine
//!   judges or inside an alternative of a `oneOf` whose exclusivity is checked.

use crate::ir::*;
use crate::lower::reserved;

pub fn keep_undeclared(api: &mut Api) {
    for t in &mut api.types {
        if let TypeKind::Struct(s) = &mut t.kind
            && s.additional.is_none()
            && s.undeclared.is_none()
        {
            s.undeclared = Some(field_name(s));
        }
    }
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
