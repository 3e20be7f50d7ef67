//! Unions (`oneOf`/`anyOf`): tagged and untagged enums, decoding that prefers a valid
//! alternative, and the `oneOf` exclusivity check.

use proc_macro2::TokenStream;
use quote::quote;

use super::validate_impl;
use crate::emit::{Ctx, docs};
use crate::ir::*;

impl Ctx<'_> {
    /// `validate()` of an untagged `oneOf`: the held alternative's checks, then (when two
    /// alternatives can both hold one JSON value) that no other alternative accepts the value.
    pub(super) fn one_of_check(&self, name: &Ident, u: &UnionDef, boxed: &[bool]) -> Option<TokenStream> {
        if !self.api.checks_exclusivity(u) {
            return None;
        }
        let n = u.variants.len();
        let index_arms = u.variants.iter().enumerate().map(|(i, v)| {
            let vname = v.rust_name.token();
            quote! { Self::#vname(_) => #i, }
        });
        let accepts = u.variants.iter().zip(boxed).map(|(v, boxed)| {
            let vname = v.rust_name.token();
            let ty = self.rust_type(&v.shape, *boxed);
            quote! {
                |v| ::serde_json::from_value::<#ty>(v.clone()).is_ok_and(|v| #name::#vname(v).holds_valid_variant()),
            }
        });
        let names = u.variants.iter().map(|v| v.rust_name.as_str());
        Some(quote! {
            let before = out.len();
            self.check_variant(path, out);
            if out.len() == before {
                let accepts: [fn(&::serde_json::Value) -> bool; #n] = [#(#accepts)*];
                let held = match self { #(#index_arms)* };
                ::oapigen_runtime::check::one_of(out, path, self, held, &accepts, &[#(#names),*]);
            }
        })
    }

    pub(super) fn union_def(
        &self,
        id: TypeId,
        name: &Ident,
        u: &UnionDef,
        mut doc: Vec<String>,
        validates: bool,
        judged: Option<SlotId>,
    ) -> TokenStream {
        let boxed = self.boxed_variants(u);
        let mut variants = Vec::new();
        let mut arms = Vec::new();
        for (v, boxed) in u.variants.iter().zip(&boxed) {
            let vname = v.rust_name.token();
            let ty = self.rust_type(&v.shape, *boxed);
            if let Some(tv) = &v.tag_value {
                let d = crate::emit::docs::doc_line(format!(" {}", docs::code(tv)));
                variants.push(quote! { #[doc = #d] #vname(#ty), });
            } else {
                variants.push(quote! { #vname(#ty), });
            }
            let check = self.validate_shape(&v.shape, quote! { value }, quote! { path }, 1);
            if check.is_empty() {
                arms.push(quote! { Self::#vname(_) => {} });
            } else {
                arms.push(quote! { Self::#vname(value) => { #check } });
            }
        }
        let body = match &u.tag {
            Some(tag) => {
                doc.push(format!("Selected by the {} member.", docs::code(tag)));
                let tags: Vec<&str> = u.variants.iter().filter_map(|v| v.tag_value.as_deref()).collect();
                let msg = format!("`{tag}` must be one of: {}", tags.join(", "));
                let unknown = crate::emit::unknown_variant();
                arms.push(quote! {
                    Self::#unknown(value) => out.push(path, "discriminator", #msg, || value.get(#tag).map(|t| t.to_string()).unwrap_or_default()),
                });
                self.tagged_union(name, u, tag, &variants, &boxed)
            }
            None => {
                doc.push(if u.exclusive {
                    "Exactly one of the alternatives (decoding takes the first that is valid, else the first that decodes).".into()
                } else {
                    "Any of the alternatives (decoding takes the first that is valid, else the first that decodes).".into()
                });
                self.untagged_union(name, u, &variants, &boxed)
            }
        };
        let doc = crate::emit::docs::attrs(&doc);
        let any_check = arms.iter().any(|a| crate::emit::names_ident(a, "out"));
        let (path_arg, out_arg) = if any_check {
            (quote! { path }, quote! { out })
        } else {
            (quote! { _path }, quote! { _out })
        };
        let validate = if u.tag.is_none() {
            // Untagged: decoding (first valid alternative) and the `oneOf` check need the held
            // alternative's own checks apart from `validate()`.
            let validate_body = match judged {
                Some(slot) => self.judge(slot, quote! { self }, quote! { path }),
                None => self
                    .one_of_check(name, u, &boxed)
                    .unwrap_or_else(|| quote! { self.check_variant(path, out); }),
            };
            quote! {
                impl #name {
                    /// The checks of the alternative this value holds.
                    fn check_variant(&self, #path_arg: &::oapigen_runtime::Path<'_>, #out_arg: &mut ::oapigen_runtime::Violations) {
                        match self {
                            #(#arms)*
                        }
                    }
                    /// Whether the value is valid as the alternative it holds.
                    fn holds_valid_variant(&self) -> bool {
                        let mut out = ::oapigen_runtime::Violations::new();
                        self.check_variant(&::oapigen_runtime::Path::ROOT, &mut out);
                        out.is_empty()
                    }
                }
            }
            .into_iter()
            .chain(validate_impl(name, validate_body, validates, None))
            .collect()
        } else if let Some(slot) = judged {
            validate_impl(
                name,
                self.judge(slot, quote! { self }, quote! { path }),
                validates,
                None,
            )
        } else {
            validate_impl(name, quote! { match self { #(#arms)* } }, validates, None)
        };
        let from = self.union_from_variants(id, name, u, &boxed);
        quote! {
            #doc
            #body
            #validate
            #from
        }
    }

    /// `From<Variant>` for each alternative whose type is a named type of its own (a struct, an
    /// enum, a union or a newtype, not a `type` alias) that no other alternative holds: a body
    /// written `CreateVolume::from(NewVolume { .. })`, or `.body(new_volume)`.
    fn union_from_variants(&self, id: TypeId, name: &Ident, u: &UnionDef, boxed: &[bool]) -> TokenStream {
        let own_type = |shape: &Shape| match shape {
            Shape::Named(t) if *t != id => match &self.api.ty(*t).kind {
                TypeKind::Alias(_) => self.is_newtype(*t).then_some(*t),
                _ => Some(*t),
            },
            _ => None,
        };
        let mut out = TokenStream::new();
        for (v, boxed) in u.variants.iter().zip(boxed) {
            let Some(t) = own_type(&v.shape) else {
                continue;
            };
            if u.variants.iter().filter(|w| own_type(&w.shape) == Some(t)).count() > 1 {
                continue;
            }
            let vname = v.rust_name.token();
            let ty = self.rust_type(&v.shape, false);
            let value = if *boxed {
                quote! { Box::new(value) }
            } else {
                quote! { value }
            };
            out.extend(quote! {
                impl From<#ty> for #name {
                    fn from(value: #ty) -> Self {
                        Self::#vname(#value)
                    }
                }
            });
        }
        out
    }

    /// Which variants are boxed: large ones, so that the enum stays small (and clippy quiet).
    fn boxed_variants(&self, u: &UnionDef) -> Vec<bool> {
        let mut boxed: Vec<bool> = u.variants.iter().map(|v| v.boxed).collect();
        let sizes: Vec<usize> = u.variants.iter().map(|v| self.approx_size(&v.shape, 0)).collect();
        loop {
            let effective = |i: usize| if boxed[i] { 8 } else { sizes[i] };
            let smallest = (0..sizes.len()).map(effective).min().unwrap_or(0);
            let Some(largest) = (0..sizes.len()).max_by_key(|i| effective(*i)) else {
                break;
            };
            if effective(largest) <= smallest + 160 {
                break;
            }
            boxed[largest] = true;
        }
        boxed
    }

    /// A union selected by a tag member: an enum that keeps unknown tags, (de)serialized by the
    /// tag.
    fn tagged_union(
        &self,
        name: &Ident,
        u: &UnionDef,
        tag: &str,
        variants: &[TokenStream],
        boxed: &[bool],
    ) -> TokenStream {
        let ser_arms = u.variants.iter().map(|v| {
            let vname = v.rust_name.token();
            quote! { Self::#vname(value) => ::serde::Serialize::serialize(value, serializer), }
        });
        let conv = |v: &UnionVariant, boxed: bool| {
            let vname = &v.rust_name;
            if boxed {
                quote! { |v| Self::#vname(Box::new(v)) }
            } else {
                quote! { Self::#vname }
            }
        };
        // The variants of each tag value, in order: a value several branches carry is decoded
        // as the first of them that takes it and is valid, else the first that takes it.
        let mut groups: Vec<(&str, Vec<(&UnionVariant, bool)>)> = Vec::new();
        for (v, boxed) in u.variants.iter().zip(boxed) {
            let tv = v.tag_value.as_deref().unwrap_or_default();
            match groups.iter_mut().find(|(t, _)| *t == tv) {
                Some((_, members)) => members.push((v, *boxed)),
                None => groups.push((tv, vec![(v, *boxed)])),
            }
        }
        let de_arms = groups.iter().map(|(tv, members)| match members.as_slice() {
            [(v, boxed)] => {
                let conv = conv(v, *boxed);
                quote! {
                    Some(#tv) => ::serde_json::from_value(value).map(#conv).map_err(::serde::de::Error::custom),
                }
            }
            members => {
                let tries = members.iter().map(|(v, boxed)| {
                    let ty = self.rust_type(&v.shape, false);
                    let vname = &v.rust_name;
                    let held = if *boxed {
                        quote! { Self::#vname(Box::new(v)) }
                    } else {
                        quote! { Self::#vname(v) }
                    };
                    quote! {
                        if let Ok(v) = ::serde_json::from_value::<#ty>(value.clone()) {
                            if ::oapigen_runtime::Validate::validate(&v).is_ok() {
                                return Ok(#held);
                            }
                            first.get_or_insert(#held);
                        }
                    }
                });
                let msg = format!("`{tag}` is {tv}, but the value is none of the alternatives that carry it");
                quote! {
                    Some(#tv) => {
                        let mut first = None;
                        #(#tries)*
                        first.ok_or_else(|| ::serde::de::Error::custom(#msg))
                    }
                }
            }
        });
        let unknown = crate::emit::unknown_variant();
        quote! {
            #[derive(Clone, Debug, PartialEq)]
            pub enum #name {
                #(#variants)*
                /// A variant this client does not know (a newer server), kept as received;
                /// `validate()` rejects it in requests.
                #unknown(::serde_json::Value),
            }
            impl ::serde::Serialize for #name {
                fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                    match self {
                        #(#ser_arms)*
                        Self::#unknown(value) => ::serde::Serialize::serialize(value, serializer),
                    }
                }
            }
            impl<'de> ::serde::Deserialize<'de> for #name {
                fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(deserializer)?;
                    match ::oapigen_runtime::de::tag_text(&value, #tag).as_deref() {
                        #(#de_arms)*
                        _ => Ok(Self::#unknown(value)),
                    }
                }
            }
        }
    }

    /// A union without a tag. Every variant decodes tolerantly (a format type takes any
    /// string, an enum keeps unknown values), so the first variant that decodes is often not the
    /// one the value is: decoding prefers the first that is also valid.
    fn untagged_union(&self, name: &Ident, u: &UnionDef, variants: &[TokenStream], boxed: &[bool]) -> TokenStream {
        let tries = u.variants.iter().zip(boxed).map(|(v, boxed)| {
            let vname = v.rust_name.token();
            let ty = self.rust_type(&v.shape, *boxed);
            quote! {
                if let Ok(v) = ::serde_json::from_value::<#ty>(value.clone()) {
                    let candidate = Self::#vname(v);
                    if candidate.holds_valid_variant() {
                        return Ok(candidate);
                    }
                    first.get_or_insert(candidate);
                }
            }
        });
        let msg = format!("data did not match any variant of untagged enum {name}");
        quote! {
            #[derive(Clone, Debug, PartialEq, ::serde::Serialize)]
            #[serde(untagged)]
            pub enum #name {
                #(#variants)*
            }
            impl<'de> ::serde::Deserialize<'de> for #name {
                fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(deserializer)?;
                    let mut first = None;
                    #(#tries)*
                    first.ok_or_else(|| ::serde::de::Error::custom(#msg))
                }
            }
        }
    }
}
