//! Structs: fields, decoding, `Debug` that hides secrets, and the `Validate` impl.

use proc_macro2::TokenStream;
use quote::quote;

use super::summary::rule_doc;
use super::validate_impl;
use crate::emit::{Ctx, docs};
use crate::ir::*;

impl Ctx<'_> {
    pub(super) fn struct_def(
        &self,
        name: &Ident,
        s: &StructDef,
        mut doc: Vec<String>,
        builder: Option<&Ident>,
        judged: Option<SlotId>,
        validates: bool,
    ) -> TokenStream {
        let mut fields = Vec::new();
        let mut debug_fields = Vec::new();
        let mut decode = Vec::new();
        let any_sensitive = s.fields.iter().any(|f| f.sensitive);
        let any_deprecated = s.fields.iter().any(|f| f.docs.deprecated);
        for f in &s.fields {
            let ident = self.field_ident(f);
            let nullable = matches!(f.shape, Shape::Nullable(_));
            let base = match (&f.shape, f.required) {
                (Shape::Nullable(inner), false) => self.rust_type(inner, f.boxed),
                (shape, _) => self.rust_type(shape, f.boxed),
            };
            let (is_none, is_absent) = ("Option::is_none", "Nullable::is_absent");
            let (ty, serde) = match (f.required, nullable) {
                (true, _) => (base, quote! {}),
                (false, false) => (
                    quote! { Option<#base> },
                    quote! { #[serde(skip_serializing_if = #is_none)] },
                ),
                (false, true) => (
                    quote! { ::oapigen_runtime::Nullable<#base> },
                    quote! { #[serde(skip_serializing_if = #is_absent)] },
                ),
            };
            let rename = if self.field_ident_str(f) != f.name {
                let n = &f.name;
                quote! { #[serde(rename = #n)] }
            } else {
                quote! {}
            };
            let mut fdoc = docs::paragraphs(&f.docs);
            if let Some(c) = self.shape_summary(&f.shape) {
                fdoc.push(c);
            }
            if f.sensitive {
                fdoc.push("Sensitive: never shown by `Debug` or in validation errors.".into());
            }
            let fdoc = crate::emit::docs::attrs(&fdoc);
            let dep = docs::deprecated(&f.docs);
            fields.push(quote! { #fdoc #dep #rename #serde pub #ident: #ty, });
            let wire = &f.name;
            let take = match (f.required && !nullable, !f.required && nullable, f.sensitive) {
                (true, _, false) => quote! { required },
                (true, _, true) => quote! { required_secret },
                (false, true, false) => quote! { nullable },
                (false, true, true) => quote! { nullable_secret },
                (false, false, false) => quote! { optional },
                (false, false, true) => quote! { optional_secret },
            };
            decode.push(quote! { #ident: object.#take(#wire)?, });
            let fname = self.field_ident_str(f);
            debug_fields.push(if f.sensitive {
                quote! { .field(#fname, &::oapigen_runtime::Redacted) }
            } else {
                quote! { .field(#fname, &self.#ident) }
            });
        }
        let extra_field = crate::emit::extra_field();
        let extra_name = extra_field.to_string();
        let extra = s.additional.as_ref().map(|a| {
            let ty = self.rust_type(a, false);
            debug_fields.push(quote! { .field(#extra_name, &self.#extra_field) });
            quote! {
                /// Members beyond the declared properties.
                #[serde(flatten)]
                pub #extra_field: ::std::collections::BTreeMap<String, #ty>,
            }
        });
        let undeclared = s.undeclared.as_ref().map(|ident| {
            let field = ident.as_str();
            debug_fields.push(if any_sensitive {
                // Their names only: a member the document does not declare may hold anything.
                quote! { .field(#field, &self.#ident.keys().collect::<Vec<_>>()) }
            } else {
                quote! { .field(#field, &self.#ident) }
            });
            let doc = crate::emit::docs::attrs(&[if s.deny_unknown {
                "Members the schema does not declare, kept from a decoded value so that\n\
                 `validate()` reports them: none are allowed. Empty in a value you build."
            } else {
                "Members the schema does not declare, kept as received. Empty in a value you build."
            }
            .to_string()]);
            (
                quote! {
                    #doc
                    #[serde(flatten)]
                    pub #ident: ::std::collections::BTreeMap<String, ::serde_json::Value>,
                },
                quote! { #ident: object.rest()?, },
            )
        });
        let (undeclared, decode_undeclared) = undeclared.unzip();
        let decode_extra = s.additional.as_ref().map(|_| quote! { #extra_field: object.rest()?, });
        // Taking a member needs `mut`; `rest()` consumes the object.
        let object = match (decode.is_empty(), decode_extra.is_none() && decode_undeclared.is_none()) {
            (false, _) => quote! { mut object },
            (true, false) => quote! { object },
            (true, true) => quote! { _object },
        };
        if s.deny_unknown {
            doc.push("No members beyond those declared are allowed.".into());
        }
        let rules: Vec<String> = s.rules.iter().map(rule_doc).collect();
        if !rules.is_empty() {
            doc.push(format!(
                "Rules checked by `validate()`:\n{}",
                rules.iter().map(|r| format!("- {r}")).collect::<Vec<_>>().join("\n")
            ));
        }
        let doc = crate::emit::docs::attrs(&doc);
        // Debug is written by hand where a member is sensitive, Deserialize always: a derive of
        // either would conflict.
        let extra_derives = self.extra_derives(&["Clone", "Debug", "PartialEq", "Serialize", "Deserialize"]);
        let derive_debug = if any_sensitive {
            quote! {}
        } else {
            quote! { Debug, }
        };
        let debug_impl = any_sensitive.then(|| {
            let n = name.to_string();
            let allow = any_deprecated.then(|| quote! { #[allow(deprecated)] });
            quote! {
                #allow
                impl ::std::fmt::Debug for #name {
                    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                        f.debug_struct(#n) #(#debug_fields)* .finish()
                    }
                }
            }
        });
        let body = match judged {
            Some(slot) => self.judge(slot, quote! { self }, quote! { path }),
            None => self.validate_struct(s),
        };
        let allow = any_deprecated.then(|| quote! { #[allow(deprecated)] });
        let validate = validate_impl(name, body, validates, allow.clone());
        let builder = builder.map(|builder| self.struct_builder(name, builder, s, validates));
        let implied = s.implied.then(|| quote! { , implied });
        quote! {
            #doc
            #[derive(Clone, #derive_debug PartialEq, ::serde::Serialize #(, #extra_derives)*)]
            pub struct #name {
                #(#fields)*
                #extra
                #undeclared
            }
            // Written out rather than derived: see `oapigen_runtime::de`.
            #allow
            impl ::oapigen_runtime::de::FromObject for #name {
                fn from_object(#object: ::oapigen_runtime::de::Object) -> ::oapigen_runtime::de::Result<Self> {
                    Ok(Self { #(#decode)* #decode_extra #decode_undeclared })
                }
            }
            ::oapigen_runtime::deserialize_from_object!(#name #implied);
            #debug_impl
            #validate
            #builder
        }
    }
}
