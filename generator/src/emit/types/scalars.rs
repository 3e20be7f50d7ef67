//! Forward-compatible string enums and constrained scalars (validating newtypes).

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::summary::int_ident;
use crate::emit::validate::{number_checks, string_checks};
use crate::emit::{Ctx, docs};
use crate::ir::*;

impl Ctx<'_> {
    pub(super) fn enum_def(&self, name: &Ident, e: &EnumDef, doc: Vec<String>) -> TokenStream {
        let variants: Vec<_> = e.variants.iter().map(|v| v.rust_name.token()).collect();
        let values: Vec<_> = e.variants.iter().map(|v| v.value.as_str()).collect();
        let vdocs = values
            .iter()
            .map(|v| crate::emit::docs::doc_line(format!(" {}", docs::code(v))));
        // A one-value enum is a constant: builders fill it in.
        let single = variants.len() == 1;
        // A string enum has every std derive it can have, and serde's by hand.
        let extra_derives = self.extra_derives(&[
            "Clone",
            "Copy",
            "Debug",
            "Default",
            "PartialEq",
            "Eq",
            "Hash",
            "PartialOrd",
            "Ord",
            "Serialize",
            "Deserialize",
        ]);
        let default_derive = if single {
            quote! { Default, }
        } else {
            quote! {}
        };
        let default_attr: Vec<TokenStream> = variants
            .iter()
            .map(|_| {
                if single {
                    quote! { #[default] }
                } else {
                    quote! {}
                }
            })
            .collect();
        let doc = crate::emit::docs::attrs(&doc);
        let unknown = crate::emit::unknown_variant();
        quote! {
            #doc
                        #[derive(Clone, Debug, #default_derive PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize #(, #extra_derives)*)]
            #[serde(from = "String")]
            pub enum #name {
                #( #[doc = #vdocs] #default_attr #variants, )*
                /// A value this client does not know, kept as sent by the server (newer API
                /// versions may add values). `validate()` rejects it in requests.
                #unknown(String),
            }
            ::oapigen_runtime::string_enum!(#name, [#(#variants),*], [#(#values),*]);
        }
    }

    pub(super) fn scalar_def(
        &self,
        name: &Ident,
        s: &ScalarDef,
        doc: Vec<String>,
        t: &TypeDef,
        judged: Option<SlotId>,
    ) -> TokenStream {
        let doc = crate::emit::docs::attrs(&doc);
        let c = &s.constraints;
        let (inner, value_ty, derive_extra) = match s.base {
            ScalarBase::String => (
                quote! { String },
                quote! { &str },
                quote! { Eq, Hash, PartialOrd, Ord, },
            ),
            ScalarBase::Integer(k) => {
                let i = int_ident(k);
                (
                    quote! { #i },
                    quote! { #i },
                    quote! { Eq, Hash, PartialOrd, Ord, Copy, },
                )
            }
            ScalarBase::Number => (quote! { f64 }, quote! { f64 }, quote! { PartialOrd, Copy, }),
            ScalarBase::Any => (
                quote! { ::serde_json::Value },
                quote! { &::serde_json::Value },
                quote! {},
            ),
        };
        let mut checks = scalar_checks(s);
        if let Some(slot) = judged {
            checks = self.judge(slot, quote! { &value }, quote! { path });
        }
        let sensitive = t.sensitive.then(|| quote! { , sensitive });
        // A constant has an obvious default: builders fill it in.
        let empty_const = matches!(&c.const_value, Some(serde_json::Value::String(v)) if v.is_empty())
            && s.base == ScalarBase::String;
        let derive_default = empty_const.then(|| quote! { Default, });
        let const_default = match &c.const_value {
            _ if empty_const => None,
            Some(serde_json::Value::String(v)) if s.base == ScalarBase::String => Some(quote! {
                impl Default for #name {
                    fn default() -> Self { Self(String::from(#v)) }
                }
            }),
            _ => None,
        };
        let check_sig = if checks.is_empty() {
            quote! { fn check(_value: #value_ty, _path: &::oapigen_runtime::Path<'_>, _out: &mut ::oapigen_runtime::Violations) }
        } else {
            quote! { fn check(value: #value_ty, path: &::oapigen_runtime::Path<'_>, out: &mut ::oapigen_runtime::Violations) }
        };
        // The conversions, accessors and trait impls every newtype has come from the runtime,
        // serde's too (transparent: a plain forwarding impl, without a derive to expand).
        let api = match s.base {
            ScalarBase::String => quote! { string #name #sensitive },
            ScalarBase::Any => quote! { json #name #sensitive },
            _ => quote! { copy #name(#inner) #sensitive },
        };
        quote! {
            #doc
            #[derive(Clone, PartialEq, #derive_default #derive_extra)]
            pub struct #name(#inner);
            impl #name {
                #check_sig {
                    #checks
                }
            }
            ::oapigen_runtime::newtype!(#api);
            #const_default
        }
    }
}

/// The checks of a constrained scalar's `check(value, path, out)`.
fn scalar_checks(s: &ScalarDef) -> TokenStream {
    let c = &s.constraints;
    let mut checks = TokenStream::new();
    match s.base {
        ScalarBase::String => {
            checks.extend(string_checks(&c.string, &quote! { value }, &quote! { path }));
            if let Some(serde_json::Value::String(k)) = &c.const_value {
                checks.extend(quote! { ::oapigen_runtime::check::const_str(out, path, value, #k); });
            }
            if let Some(values) = &c.enum_values {
                let strs: Vec<&str> = values.iter().filter_map(|v| v.as_str()).collect();
                checks.extend(quote! { ::oapigen_runtime::check::enum_str(out, path, value, &[#(#strs),*]); });
            }
        }
        ScalarBase::Integer(k) => {
            let v = match k {
                IntKind::U64 => quote! { i64::try_from(value).unwrap_or(i64::MAX) },
                IntKind::I64 => quote! { value },
                _ => quote! { i64::from(value) },
            };
            checks.extend(number_checks(&c.number, true, &v, &quote! { path }));
            let allowed: Vec<i64> = c
                .enum_values
                .iter()
                .flatten()
                .chain(c.const_value.iter())
                .filter_map(serde_json::Value::as_i64)
                .collect();
            if !allowed.is_empty() {
                let keyword = if c.const_value.is_some() { "const" } else { "enum" };
                let list = allowed.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                let msg = format!("must be one of: {list}");
                let lits = allowed.iter().map(|a| Literal::i64_unsuffixed(*a));
                checks.extend(quote! {
                    if ![#(#lits),*].contains(&#v) {
                        out.push(path, #keyword, #msg, || value.to_string());
                    }
                });
            }
        }
        ScalarBase::Number => {
            checks.extend(number_checks(&c.number, false, &quote! { value }, &quote! { path }));
            let allowed: Vec<f64> = c
                .enum_values
                .iter()
                .flatten()
                .chain(c.const_value.iter())
                .filter_map(serde_json::Value::as_f64)
                .collect();
            if !allowed.is_empty() {
                let keyword = if c.const_value.is_some() { "const" } else { "enum" };
                let msg = format!(
                    "must be one of: {}",
                    allowed.iter().map(f64::to_string).collect::<Vec<_>>().join(", ")
                );
                let lits = allowed.iter().map(|a| Literal::f64_suffixed(*a));
                checks.extend(quote! {
                    if ![#(#lits),*].contains(&value) {
                        out.push(path, #keyword, #msg, || value.to_string());
                    }
                });
            }
        }
        ScalarBase::Any => {
            let allowed: Vec<String> = c
                .enum_values
                .iter()
                .flatten()
                .chain(c.const_value.iter())
                .map(|v| v.to_string())
                .collect();
            if !allowed.is_empty() {
                let keyword = if c.const_value.is_some() { "const" } else { "enum" };
                let msg = format!("must be one of: {}", allowed.join(", "));
                checks.extend(quote! {
                    const ALLOWED: &[&str] = &[#(#allowed),*];
                    if !ALLOWED.iter().any(|a| ::serde_json::from_str::<::serde_json::Value>(a).is_ok_and(|a| ::oapigen_runtime::check::json_equal(&a, value))) {
                        out.push(path, #keyword, #msg, || value.to_string());
                    }
                });
            }
        }
    }
    checks
}
