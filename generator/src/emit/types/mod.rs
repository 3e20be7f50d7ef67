//! Named types → Rust declarations: structs, forward-compatible enums, unions and validating
//! newtypes, each with its `Validate` impl.
//!
//! The decoding rule, written down once: constructing a value in Rust (`TryFrom`, `new`,
//! builders) checks every constraint; *deserializing* never does, so that a server's answer is
//! always readable (unknown enum values are kept, out-of-range numbers and extra members are
//! accepted); `validate()` checks any value, however it was made, and the client calls it on
//! every request before sending.

mod scalars;
mod structs;
mod summary;
mod unions;

pub use summary::int_ident;

use proc_macro2::TokenStream;
use quote::quote;

use super::Ctx;
use super::docs;
use crate::ir::*;
use summary::constraint_summary;

/// `impl Validate for name` with this body. A type with nothing to check takes the trait's
/// default (`impl Validate for T {}`, as `impl Error for E {}`): every type implements it, so
/// generic code can ask for it.
fn validate_impl(name: &Ident, body: TokenStream, validates: bool, allow: Option<TokenStream>) -> TokenStream {
    if !validates {
        return quote! { impl ::oapigen_runtime::Validate for #name {} };
    }
    let (path_arg, out_arg) = if body.is_empty() {
        (quote! { _path }, quote! { _out })
    } else {
        (quote! { path }, quote! { out })
    };
    quote! {
        #allow
        impl ::oapigen_runtime::Validate for #name {
            fn validate_at(&self, #path_arg: &::oapigen_runtime::Path<'_>, #out_arg: &mut ::oapigen_runtime::Violations) {
                #body
            }
        }
    }
}

impl Ctx<'_> {
    /// The settings' extra derives less those a declaration already has (`--derive Clone` would
    /// otherwise derive it twice, which does not compile).
    pub fn extra_derives(&self, present: &[&str]) -> Vec<&syn::Path> {
        self.derives
            .iter()
            .filter(|d| {
                d.segments
                    .last()
                    .is_none_or(|s| !present.contains(&s.ident.to_string().as_str()))
            })
            .collect()
    }

    pub fn type_def(&self, id: TypeId) -> TokenStream {
        let t = self.api.ty(id);
        let name = &t.name;
        let mut doc = docs::paragraphs(&t.docs);
        if t.docs.deprecated {
            // An attribute would warn at every use inside this crate (fields, impls); the
            // fields and operations that use a deprecated schema carry `#[deprecated]` instead.
            doc.push("**Deprecated** by the API.".into());
        }
        // The schema judges values that the Rust type holds only loosely.
        let judged = match (&t.loose, t.schema) {
            (Some(why), Some(slot)) => {
                doc.push(format!(
                    "The Rust type is a looser view of the schema ({}); `validate()` checks the value against the schema itself.",
                    docs::sanitize(why)
                ));
                Some(slot)
            }
            _ => None,
        };
        let json = t
            .schema
            .filter(|_| !matches!(t.kind, TypeKind::Alias(Shape::External(_))))
            .map(|slot| {
                let slot = self.slot(slot);
                quote! { ::oapigen_runtime::validate_json!(#name, super::schema::Source, super::schema::#slot); }
            });
        // A type with nothing to check takes `Validate`'s default, and nothing calls it.
        let validates = Shape::Named(id).has_checks(self.api);
        let def = match &t.kind {
            TypeKind::Struct(s) => {
                let builder = t.builder.as_ref().filter(|_| !self.no_builder.contains(&id));
                self.struct_def(name, s, doc, builder, judged, validates)
            }
            TypeKind::Enum(e) => self.enum_def(name, e, doc),
            TypeKind::Union(u) => self.union_def(id, name, u, doc, validates, judged),
            TypeKind::Scalar(s) => {
                if judged.is_none() {
                    doc.push(constraint_summary(&s.constraints));
                }
                self.scalar_def(name, s, doc, t, judged)
            }
            TypeKind::Alias(shape) if !self.is_newtype(id) => {
                let ty = self.rust_type(shape, false);
                let doc = crate::emit::docs::attrs(&doc);
                quote! { #doc pub type #name = #ty; }
            }
            TypeKind::Alias(shape) => self.newtype_def(name, shape, doc, judged, validates, t.implied),
        };
        quote! { #def #json }
    }

    /// A named shape (a list, a map, any JSON value, another type): a newtype that derefs to it.
    fn newtype_def(
        &self,
        name: &Ident,
        shape: &Shape,
        mut doc: Vec<String>,
        judged: Option<SlotId>,
        validates: bool,
        implied: bool,
    ) -> TokenStream {
        let ty = self.rust_type(shape, false);
        if judged.is_none() {
            if let Some(c) = self.shape_summary(shape) {
                doc.push(c);
            }
        }
        let doc = crate::emit::docs::attrs(&doc);
        let body = match judged {
            Some(slot) => self.judge(slot, quote! { self }, quote! { path }),
            None => {
                let checks = self.validate_shape(shape, quote! { value }, quote! { path }, 0);
                if checks.is_empty() {
                    checks
                } else {
                    quote! { let value = &self.0; #checks }
                }
            }
        };
        let validate = validate_impl(name, body, validates, None);
        let default = matches!(shape, Shape::Array(_) | Shape::Map(_) | Shape::Any | Shape::Nullable(_));
        let extra_derives = self.extra_derives(if default {
            &["Clone", "Debug", "Default", "PartialEq", "Serialize", "Deserialize"]
        } else {
            &["Clone", "Debug", "PartialEq", "Serialize", "Deserialize"]
        });
        let default = default.then(|| quote! { Default, });
        // JSON Schema counts `1.0` as an integer: so does decoding one.
        let whole = if matches!(shape, Shape::Integer(_)) {
            Some(quote! { #[serde(deserialize_with = "::oapigen_runtime::de::number")] })
        } else {
            // A schema without `type` read as a list or map says so when a value is not one.
            let with = match shape {
                Shape::Array(_) => "::oapigen_runtime::de::implied_list",
                _ => "::oapigen_runtime::de::implied_map",
            };
            implied.then(|| quote! { #[serde(deserialize_with = #with)] })
        };
        quote! {
            #doc
            #[derive(Clone, Debug, #default PartialEq, ::serde::Serialize, ::serde::Deserialize #(, #extra_derives)*)]
            #[serde(transparent)]
            pub struct #name(#whole pub #ty);

            impl ::std::ops::Deref for #name {
                type Target = #ty;
                fn deref(&self) -> &#ty {
                    &self.0
                }
            }

            impl ::std::ops::DerefMut for #name {
                fn deref_mut(&mut self) -> &mut #ty {
                    &mut self.0
                }
            }

            impl From<#ty> for #name {
                fn from(value: #ty) -> Self {
                    Self(value)
                }
            }

            #validate
        }
    }

    /// Is this shape a constant (a `const` string or a one-value enum) with a `Default`?
    pub fn is_constant(&self, shape: &Shape) -> bool {
        let Shape::Named(id) = shape else { return false };
        match &self.api.ty(*id).kind {
            TypeKind::Scalar(s) => {
                s.base == ScalarBase::String && matches!(s.constraints.const_value, Some(serde_json::Value::String(_)))
            }
            TypeKind::Enum(e) => e.variants.len() == 1,
            _ => false,
        }
    }
}
