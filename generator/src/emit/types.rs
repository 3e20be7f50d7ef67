//! Named types → Rust declarations: structs, forward-compatible enums, unions and validating
//! newtypes, each with its `Validate` impl.
//!
//! The decoding rule, written down once: constructing a value in Rust (`TryFrom`, `new`,
//! builders) checks every constraint; *deserializing* never does, so that a server's answer is
//! always readable (unknown enum values are kept, out-of-range numbers and extra members are
//! accepted); `validate()` checks any value, however it was made, and the client calls it on
//! every request before sending.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::docs;
use super::validate::{number_checks, string_checks};
use super::{Ctx, StdNames};
use crate::ir::*;

const JSON_NULL: u8 = 1;
const JSON_BOOLEAN: u8 = 2;
const JSON_INTEGER: u8 = 4;
/// A number that is not an integer.
const JSON_NUMBER: u8 = 8;
const JSON_STRING: u8 = 16;
const JSON_ARRAY: u8 = 32;
const JSON_OBJECT: u8 = 64;
const JSON_ANY: u8 = 127;

impl Ctx<'_> {
    pub fn type_def(&self, id: TypeId) -> TokenStream {
        let t = self.api.ty(id);
        let name = format_ident!("{}", t.name);
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
                let n = Literal::usize_unsuffixed(slot.0);
                quote! { ::oapigen_runtime::validate_json!(#name, super::schema::SCHEMAS, super::schema::SLOTS, #n); }
            });
        // A type with nothing to check takes `Validate`'s default, and nothing calls it.
        let validates = Shape::Named(id).has_checks(self.api);
        let def = match &t.kind {
            TypeKind::Struct(s) => self.struct_def(&name, s, doc, !self.no_builder.contains(&id), judged, validates),
            TypeKind::Enum(e) => self.enum_def(&name, e, doc),
            TypeKind::Union(u) => self.union_def(&name, u, doc, validates),
            TypeKind::Scalar(s) => {
                if judged.is_none() {
                    doc.push(constraint_summary(&s.constraints));
                }
                self.scalar_def(&name, s, doc, t, judged)
            }
            TypeKind::Alias(shape) if !self.is_newtype(id) => {
                let ty = self.rust_type(shape, false);
                let doc = docs::attrs(&doc);
                quote! { #doc pub type #name = #ty; }
            }
            TypeKind::Alias(shape) => self.newtype_def(&name, shape, doc, judged, validates),
        };
        quote! { #def #json }
    }

    /// A named shape (a list, a map, any JSON value, another type): a newtype that derefs to it.
    fn newtype_def(
        &self,
        name: &proc_macro2::Ident,
        shape: &Shape,
        mut doc: Vec<String>,
        judged: Option<SlotId>,
        validates: bool,
    ) -> TokenStream {
        let ty = self.rust_type(shape, false);
        if judged.is_none() {
            if let Some(c) = self.shape_summary(shape) {
                doc.push(c);
            }
        }
        let doc = docs::attrs(&doc);
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
        let extra_derives = &self.derives;
        let default = matches!(shape, Shape::Array(_) | Shape::Map(_) | Shape::Any | Shape::Nullable(_))
            .then(|| quote! { Default, });
        quote! {
            #doc
            #[derive(Clone, Debug, #default PartialEq, ::serde::Serialize, ::serde::Deserialize #(, #extra_derives)*)]
            #[serde(transparent)]
            pub struct #name(pub #ty);

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

            impl ::std::convert::From<#ty> for #name {
                fn from(value: #ty) -> Self {
                    Self(value)
                }
            }

            #validate
        }
    }

    fn struct_def(
        &self,
        name: &proc_macro2::Ident,
        s: &StructDef,
        mut doc: Vec<String>,
        builder: bool,
        judged: Option<SlotId>,
        validates: bool,
    ) -> TokenStream {
        let StdNames {
            option: std_option,
            string: std_string,
            ..
        } = &self.std;
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
            let (ty, serde) = match (f.required, nullable) {
                (true, _) => (base, quote! {}),
                (false, false) => (
                    quote! { #std_option<#base> },
                    quote! { #[serde(default, skip_serializing_if = "::std::option::Option::is_none")] },
                ),
                (false, true) => (
                    quote! { ::oapigen_runtime::Nullable<#base> },
                    quote! { #[serde(default, skip_serializing_if = "::oapigen_runtime::Nullable::is_absent")] },
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
            let fdoc = docs::attrs(&fdoc);
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
        let extra = s.additional.as_ref().map(|a| {
            let ty = self.rust_type(a, false);
            debug_fields.push(quote! { .field("extra", &self.extra) });
            quote! {
                /// Members beyond the declared properties.
                #[serde(flatten)]
                pub extra: ::std::collections::BTreeMap<#std_string, #ty>,
            }
        });
        let decode_extra = s.additional.as_ref().map(|_| quote! { extra: object.rest()?, });
        let decode_body = if decode.is_empty() && decode_extra.is_none() {
            quote! {
                ::oapigen_runtime::de::Object::new(deserializer)?;
                Ok(Self {})
            }
        } else {
            quote! {
                let mut object = ::oapigen_runtime::de::Object::new(deserializer)?;
                Ok(Self { #(#decode)* #decode_extra })
            }
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
        let doc = docs::attrs(&doc);
        let extra_derives = &self.derives;
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
        let builder = builder.then(|| self.struct_builder(name, s, validates));
        quote! {
            #doc
            #[derive(Clone, #derive_debug PartialEq, ::serde::Serialize #(, #extra_derives)*)]
            pub struct #name {
                #(#fields)*
                #extra
            }
            // Written out rather than derived: see `oapigen_runtime::de`.
            #allow
            impl<'de> ::serde::Deserialize<'de> for #name {
                fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                    #decode_body
                }
            }
            #debug_impl
            #validate
            #builder
        }
    }

    fn enum_def(&self, name: &proc_macro2::Ident, e: &EnumDef, doc: Vec<String>) -> TokenStream {
        let StdNames { string: std_string, .. } = &self.std;
        let variants: Vec<_> = e.variants.iter().map(|v| format_ident!("{}", v.rust_name)).collect();
        let values: Vec<_> = e.variants.iter().map(|v| v.value.as_str()).collect();
        let vdocs = values.iter().map(|v| format!(" {}", docs::code(v)));
        // A one-value enum is a constant: builders fill it in.
        let single = variants.len() == 1;
        let extra_derives: Vec<&syn::Path> = self.derives.iter().filter(|d| !is_std_derive(d)).collect();
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
        let doc = docs::attrs(&doc);
        quote! {
            #doc
                        #[derive(Clone, Debug, #default_derive PartialEq, Eq, Hash, PartialOrd, Ord, ::serde::Deserialize #(, #extra_derives)*)]
            #[serde(from = "::std::string::String")]
            pub enum #name {
                #( #[doc = #vdocs] #default_attr #variants, )*
                /// A value this client does not know, kept as sent by the server (newer API
                /// versions may add values). `validate()` rejects it in requests.
                Unknown(#std_string),
            }
            ::oapigen_runtime::string_enum!(#name, [#(#variants),*], [#(#values),*]);
        }
    }

    /// The JSON types a value of this shape can have, as a bit set (`JSON_*`).
    fn json_kinds(&self, shape: &Shape, depth: usize) -> u8 {
        if depth > 32 {
            return JSON_ANY;
        }
        match shape {
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Struct(_) => JSON_OBJECT,
                TypeKind::Enum(_) => JSON_STRING,
                TypeKind::Union(u) if u.tag.is_some() => JSON_OBJECT,
                TypeKind::Union(u) => u
                    .variants
                    .iter()
                    .fold(0, |k, v| k | self.json_kinds(&v.shape, depth + 1)),
                TypeKind::Scalar(s) => match s.base {
                    ScalarBase::String => JSON_STRING,
                    ScalarBase::Integer(_) => JSON_INTEGER,
                    ScalarBase::Number => JSON_INTEGER | JSON_NUMBER,
                    ScalarBase::Any => JSON_ANY,
                },
                TypeKind::Alias(inner) => self.json_kinds(inner, depth + 1),
            },
            Shape::String | Shape::Format(_) => JSON_STRING,
            Shape::Integer(_) => JSON_INTEGER,
            Shape::Number => JSON_INTEGER | JSON_NUMBER,
            Shape::Boolean => JSON_BOOLEAN,
            Shape::Any | Shape::External(_) => JSON_ANY,
            Shape::Array(_) => JSON_ARRAY,
            Shape::Map(_) => JSON_OBJECT,
            Shape::Nullable(inner) => JSON_NULL | self.json_kinds(inner, depth + 1),
            Shape::Checked(inner, _) => self.json_kinds(inner, depth + 1),
            Shape::JsonText(_) => JSON_STRING,
        }
    }

    /// `validate()` of an untagged `oneOf`: the held alternative's checks, then (when two
    /// alternatives can both hold one JSON value) that no other alternative accepts the value.
    fn one_of_check(&self, name: &proc_macro2::Ident, u: &UnionDef, boxed: &[bool]) -> Option<TokenStream> {
        if !u.exclusive || u.tag.is_some() || u.variants.len() < 2 {
            return None;
        }
        let kinds: Vec<u8> = u.variants.iter().map(|v| self.json_kinds(&v.shape, 0)).collect();
        let overlap = kinds
            .iter()
            .enumerate()
            .any(|(i, a)| kinds[i + 1..].iter().any(|b| a & b != 0));
        if !overlap {
            return None;
        }
        let n = u.variants.len();
        let index_arms = u.variants.iter().enumerate().map(|(i, v)| {
            let vname = format_ident!("{}", v.rust_name);
            quote! { Self::#vname(_) => #i, }
        });
        let accepts = u.variants.iter().zip(boxed).map(|(v, boxed)| {
            let vname = format_ident!("{}", v.rust_name);
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

    fn union_def(&self, name: &proc_macro2::Ident, u: &UnionDef, mut doc: Vec<String>, validates: bool) -> TokenStream {
        let StdNames { boxed: std_box, .. } = &self.std;
        let mut variants = Vec::new();
        let mut arms = Vec::new();
        // Large variants are boxed so that the enum stays small (and clippy quiet).
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
        for (v, boxed) in u.variants.iter().zip(&boxed) {
            let vname = format_ident!("{}", v.rust_name);
            let ty = self.rust_type(&v.shape, *boxed);
            if let Some(tv) = &v.tag_value {
                let d = format!(" {}", docs::code(tv));
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
                doc.push(format!("Selected by the `{tag}` member."));
                let tags: Vec<&str> = u.variants.iter().filter_map(|v| v.tag_value.as_deref()).collect();
                let msg = format!("`{tag}` must be one of: {}", tags.join(", "));
                arms.push(quote! {
                    Self::Unknown(value) => out.push(path, "discriminator", #msg, || value.get(#tag).map(|t| t.to_string()).unwrap_or_default()),
                });
                let ser_arms = u.variants.iter().map(|v| {
                    let vname = format_ident!("{}", v.rust_name);
                    quote! { Self::#vname(value) => ::serde::Serialize::serialize(value, serializer), }
                });
                let de_arms = u.variants.iter().zip(&boxed).map(|(v, boxed)| {
                    let vname = format_ident!("{}", v.rust_name);
                    let tv = v.tag_value.as_deref().unwrap_or_default();
                    let conv = if *boxed {
                        quote! { |v| Self::#vname(#std_box::new(v)) }
                    } else {
                        quote! { Self::#vname }
                    };
                    quote! {
                        Some(#tv) => ::serde_json::from_value(value).map(#conv).map_err(::serde::de::Error::custom),
                    }
                });
                quote! {
                    #[derive(Clone, Debug, PartialEq)]
                    pub enum #name {
                        #(#variants)*
                        /// A variant this client does not know (a newer server), kept as received;
                        /// `validate()` rejects it in requests.
                        Unknown(::serde_json::Value),
                    }
                    impl ::serde::Serialize for #name {
                        fn serialize<S: ::serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
                            match self {
                                #(#ser_arms)*
                                Self::Unknown(value) => ::serde::Serialize::serialize(value, serializer),
                            }
                        }
                    }
                    impl<'de> ::serde::Deserialize<'de> for #name {
                        fn deserialize<D: ::serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                            let value = <::serde_json::Value as ::serde::Deserialize>::deserialize(deserializer)?;
                            match value.get(#tag).and_then(::serde_json::Value::as_str) {
                                #(#de_arms)*
                                _ => Ok(Self::Unknown(value)),
                            }
                        }
                    }
                }
            }
            None => {
                doc.push(if u.exclusive {
                    "Exactly one of the alternatives (decoding takes the first that is valid, else the first that decodes).".into()
                } else {
                    "Any of the alternatives (decoding takes the first that is valid, else the first that decodes).".into()
                });
                // Every variant decodes tolerantly (a format type takes any string, an enum keeps
                // unknown values), so the first variant that decodes is often not the one the value
                // is: prefer the first that is also valid.
                let tries = u.variants.iter().zip(&boxed).map(|(v, boxed)| {
                    let vname = format_ident!("{}", v.rust_name);
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
        };
        let doc = docs::attrs(&doc);
        let any_check = arms.iter().any(|a| a.to_string().contains("out"));
        let (path_arg, out_arg) = if any_check {
            (quote! { path }, quote! { out })
        } else {
            (quote! { _path }, quote! { _out })
        };
        let validate = if u.tag.is_none() {
            // Untagged: decoding (first valid alternative) and the `oneOf` check need the held
            // alternative's own checks apart from `validate()`.
            let validate_body = self
                .one_of_check(name, u, &boxed)
                .unwrap_or_else(|| quote! { self.check_variant(path, out); });
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
        } else {
            validate_impl(name, quote! { match self { #(#arms)* } }, validates, None)
        };
        quote! {
            #doc
            #body
            #validate
        }
    }

    fn scalar_def(
        &self,
        name: &proc_macro2::Ident,
        s: &ScalarDef,
        doc: Vec<String>,
        t: &TypeDef,
        judged: Option<SlotId>,
    ) -> TokenStream {
        let StdNames {
            default: std_default,
            string: std_string,
            ..
        } = &self.std;
        let doc = docs::attrs(&doc);
        let c = &s.constraints;
        let (inner, value_ty, derive_extra) = match s.base {
            ScalarBase::String => (
                quote! { #std_string },
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
                impl #std_default for #name {
                    fn default() -> Self { Self(#std_string::from(#v)) }
                }
            }),
            _ => None,
        };
        let check_sig = if checks.is_empty() {
            quote! { fn check(_value: #value_ty, _path: &::oapigen_runtime::Path<'_>, _out: &mut ::oapigen_runtime::Violations) }
        } else {
            quote! { fn check(value: #value_ty, path: &::oapigen_runtime::Path<'_>, out: &mut ::oapigen_runtime::Violations) }
        };
        // The conversions, accessors and trait impls every newtype has come from the runtime.
        let api = match s.base {
            ScalarBase::String => quote! { string #name #sensitive },
            ScalarBase::Any => quote! { json #name #sensitive },
            _ => quote! { copy #name(#inner) #sensitive },
        };
        quote! {
            #doc
            #[derive(Clone, PartialEq, #derive_default #derive_extra ::serde::Serialize, ::serde::Deserialize)]
            #[serde(transparent)]
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

    /// A one-line description of what a field's shape checks, for its rustdoc.
    fn shape_summary(&self, shape: &Shape) -> Option<String> {
        match shape {
            Shape::Array(a) => {
                let mut parts = Vec::new();
                match (a.min_items, a.max_items) {
                    (Some(min), Some(max)) => parts.push(format!("{min}–{max} items")),
                    (Some(min), None) => parts.push(format!("at least {min} items")),
                    (None, Some(max)) => parts.push(format!("at most {max} items")),
                    _ => {}
                }
                if a.unique_items {
                    parts.push("items unique".into());
                }
                (!parts.is_empty()).then(|| format!("Constraints: {}.", parts.join(", ")))
            }
            Shape::Map(m) => {
                let mut parts = Vec::new();
                if !m.keys.is_empty() {
                    parts.push(format!("keys: {}", string_summary(&m.keys)));
                }
                if let Some(n) = m.min_properties {
                    parts.push(format!("at least {n} entries"));
                }
                if let Some(n) = m.max_properties {
                    parts.push(format!("at most {n} entries"));
                }
                (!parts.is_empty()).then(|| format!("Constraints: {}.", parts.join("; ")))
            }
            Shape::Nullable(inner) => self.shape_summary(inner),
            Shape::Checked(inner, _) => Some(match self.shape_summary(inner) {
                Some(s) => format!("{s} Checked against its schema too."),
                None => "Checked against its schema.".to_string(),
            }),
            Shape::JsonText(inner) => Some(match self.shape_summary(inner) {
                Some(s) => format!("Sent as the JSON text of the value. {s}"),
                None => "Sent as the JSON text of the value.".to_string(),
            }),
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) => Some(constraint_summary(&s.constraints)),
                TypeKind::Alias(inner) if !self.is_newtype(*id) => self.shape_summary(inner),
                _ => None,
            },
            Shape::Format(f) => Some(format!("Format: `{}`.", f.keyword())),
            _ => None,
        }
    }
}

/// Derives the string enums already have (so that a user's `Eq` is not derived twice).
fn is_std_derive(p: &syn::Path) -> bool {
    p.segments.last().is_some_and(|s| {
        ["Clone", "Debug", "PartialEq", "Eq", "Hash", "PartialOrd", "Ord"].contains(&s.ident.to_string().as_str())
    })
}

pub fn int_ident(k: IntKind) -> proc_macro2::Ident {
    format_ident!(
        "{}",
        match k {
            IntKind::I8 => "i8",
            IntKind::I16 => "i16",
            IntKind::I32 => "i32",
            IntKind::I64 => "i64",
            IntKind::U8 => "u8",
            IntKind::U16 => "u16",
            IntKind::U32 => "u32",
            IntKind::U64 => "u64",
        }
    )
}

fn string_summary(c: &StringConstraints) -> String {
    let mut parts = Vec::new();
    match (c.min_length, c.max_length) {
        (Some(a), Some(b)) => parts.push(format!("{a}–{b} characters")),
        (Some(a), None) => parts.push(format!("at least {a} characters")),
        (None, Some(b)) => parts.push(format!("at most {b} characters")),
        _ => {}
    }
    if let Some(p) = &c.pattern {
        parts.push(format!("matching `{}`", p.replace('`', "\\`")));
    }
    if let Some(f) = c.format {
        parts.push(format!("format `{}`", f.keyword()));
    }
    parts.join(", ")
}

fn bound_str(b: Bound) -> String {
    match b {
        Bound::Int(i) => i.to_string(),
        Bound::Float(f) => f.to_string(),
    }
}

/// A sentence listing a scalar's constraints, for its rustdoc.
fn constraint_summary(c: &ScalarConstraints) -> String {
    let mut parts = Vec::new();
    if !c.string.is_empty() {
        parts.push(string_summary(&c.string));
    }
    let n = &c.number;
    if let Some(b) = n.minimum {
        parts.push(format!("at least {}", bound_str(b)));
    }
    if let Some(b) = n.exclusive_minimum {
        parts.push(format!("greater than {}", bound_str(b)));
    }
    if let Some(b) = n.maximum {
        parts.push(format!("at most {}", bound_str(b)));
    }
    if let Some(b) = n.exclusive_maximum {
        parts.push(format!("less than {}", bound_str(b)));
    }
    if let Some(b) = n.multiple_of {
        parts.push(format!("a multiple of {}", bound_str(b)));
    }
    if let Some(v) = &c.const_value {
        parts.push(format!("exactly `{v}`"));
    }
    if let Some(v) = &c.enum_values {
        parts.push(format!(
            "one of {}",
            v.iter().map(|v| format!("`{v}`")).collect::<Vec<_>>().join(", ")
        ));
    }
    if parts.is_empty() {
        "Constraints: none beyond the type.".into()
    } else {
        format!("Constraints: {}.", parts.join(", "))
    }
}

fn rule_doc(r: &ObjectRule) -> String {
    let list = |v: &[String]| v.iter().map(|n| format!("`{n}`")).collect::<Vec<_>>().join(", ");
    let groups = |g: &[Vec<String>]| g.iter().map(|n| list(n)).collect::<Vec<_>>().join(" / ");
    match r {
        ObjectRule::MutuallyExclusive(n) if n.len() == 2 => format!("{} must not be given together.", list(n)),
        ObjectRule::MutuallyExclusive(n) => format!("{} must not all be given together.", list(n)),
        ObjectRule::ExactlyOne(g) => format!("exactly one of {} must be given.", groups(g)),
        ObjectRule::RequiredInRequests(n) => format!(
            "{} must be given in requests (write-only: responses leave {}).",
            list(n),
            if n.len() == 1 { "it out" } else { "them out" }
        ),
        ObjectRule::AtLeastOne(g) => format!("at least one of {} must be given.", groups(g)),
        ObjectRule::DependentRequired {
            if_present,
            then_required,
        } => {
            format!(
                "when `{if_present}` is given, {} must be given too.",
                list(then_required)
            )
        }
        ObjectRule::RequiredWhen {
            field,
            equals,
            then_required,
        } => {
            format!("when `{field}` is `{equals}`, {} must be given.", list(then_required))
        }
    }
}

/// `impl Validate for name` with this body. A type with nothing to check takes the trait's
/// default (`impl Validate for T {}`, as `impl Error for E {}`): every type implements it, so
/// generic code can ask for it.
fn validate_impl(
    name: &proc_macro2::Ident,
    body: TokenStream,
    validates: bool,
    allow: Option<TokenStream>,
) -> TokenStream {
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
