//! Builders for structs: `Type::builder().a(..).b(..).build()` checks presence of required
//! members and every constraint, so a built value is a valid one.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Ctx, docs};
use crate::ir::*;

/// A setter's attributes: docs, deprecation and lint allowances.
struct Setter {
    doc: TokenStream,
    dep: TokenStream,
    convention: Option<TokenStream>,
}

/// What the members of a struct contribute to its builder.
#[derive(Default)]
struct BuilderMembers {
    decls: Vec<TokenStream>,
    setters: Vec<TokenStream>,
    /// `let (x, x_set) = take_checked(..)`: the members whose setters take raw values.
    takes: Vec<TokenStream>,
    /// The required members without a default: member name, whether it is set, its value as
    /// an `Option`, and the field.
    required: Vec<(String, TokenStream, TokenStream, Ident)>,
    inits: Vec<TokenStream>,
    debug: Vec<TokenStream>,
}

impl Ctx<'_> {
    pub fn struct_builder(&self, name: &Ident, builder: &Ident, s: &StructDef, validates: bool) -> TokenStream {
        let fields: Vec<&Field> = s.fields.iter().collect();
        let BuilderMembers {
            decls,
            setters,
            takes,
            required,
            inits,
            mut debug,
        } = self.struct_members(&fields);
        let extra = super::extra_field();
        let extra_decl = s.additional.as_ref().map(|a| {
            let ty = self.rust_type(a, false);
            quote! { #extra: ::std::collections::BTreeMap<String, #ty>, }
        });
        let extra_setter = s.additional.as_ref().map(|a| {
            let ty = self.rust_type(a, false);
            quote! {
                /// Adds a member beyond the declared properties.
                pub fn #extra(mut self, key: impl Into<String>, value: impl Into<#ty>) -> Self {
                    self.#extra.insert(key.into(), value.into());
                    self
                }
            }
        });
        let extra_init = match (&s.additional, &s.undeclared) {
            (Some(_), _) => Some(quote! { #extra: self.#extra, }),
            // A built value has only what its setters declare.
            (None, Some(field)) => Some(quote! { #field: Default::default(), }),
            (None, None) => None,
        };
        if s.additional.is_some() {
            let name = extra.to_string();
            debug.push(quote! { .field(#name, &self.#extra) });
        }
        // Every violation at once: values the setters could not check, missing members, and
        // the constraints of the whole value.
        let check = validates.then(|| {
            quote! { ::oapigen_runtime::Validate::validate_at(&value, &::oapigen_runtime::Path::ROOT, &mut out); }
        });
        let build_body = if takes.is_empty() && required.is_empty() && check.is_none() {
            quote! { Ok(#name { #(#inits)* #extra_init }) }
        } else {
            let present = required.iter().map(|(n, set, _, _)| {
                quote! { ::oapigen_runtime::check::required_present(&mut out, &::oapigen_runtime::Path::ROOT, #n, #set); }
            });
            let unwrap = (!required.is_empty()).then(|| {
                let idents: Vec<_> = required.iter().map(|(_, _, _, i)| i).collect();
                let values: Vec<_> = required.iter().map(|(_, _, v, _)| v).collect();
                let (pattern, values) = crate::emit::all_some(&idents, &values);
                quote! {
                    let #pattern = #values else {
                        // The missing ones were recorded above, with every value that breaks a rule.
                        return Err(out.into_errors());
                    };
                }
            });
            quote! {
                let mut out = ::oapigen_runtime::Violations::new();
                #(#takes)*
                #(#present)*
                #unwrap
                let value = #name { #(#inits)* #extra_init };
                #check
                out.into_result()?;
                Ok(value)
            }
        };
        let any_deprecated = fields.iter().any(|f| f.docs.deprecated);
        let allow = any_deprecated.then(|| quote! { #[allow(deprecated)] });
        let builder_doc = crate::emit::docs::doc_line(format!(
            " Builder for [`{name}`](struct@{name}): set members, then [`build`]({builder}::build) checks them."
        ));
        // A sensitive member is redacted by hand; otherwise the derived `Debug` prints the same.
        let debug_impl = if fields.iter().any(|f| f.sensitive) {
            let bname = builder.to_string();
            quote! {
                impl ::std::fmt::Debug for #builder {
                    fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                        f.debug_struct(#bname) #(#debug)* .finish()
                    }
                }
            }
        } else {
            TokenStream::new()
        };
        let derive_debug = debug_impl.is_empty().then(|| quote! { Debug, });
        // `struct@`: a type may be named like a derive macro (`Default`, `Debug`).
        let new_doc = crate::emit::docs::doc_line(format!(" A builder for [`{name}`](struct@{name})."));
        // A member named `default` has a setter of that name, which `XBuilder::default()` would
        // call: then the trait is named.
        let setter_named_default = fields
            .iter()
            .any(|f| self.field_ident_str(f) == "default" || f.null_setter.as_deref() == Some("default"));
        let new_builder = if !setter_named_default {
            quote! { #builder::default() }
        } else {
            quote! { <#builder as Default>::default() }
        };
        quote! {
            #[doc = #builder_doc]
            #[derive(Clone, #derive_debug Default)]
            #[must_use]
            pub struct #builder {
                #(#decls)*
                #extra_decl
            }
            #debug_impl
            impl #name {
                #[doc = #new_doc]
                pub fn builder() -> #builder {
                    #new_builder
                }
            }
            #allow
            impl #builder {
                #(#setters)*
                #extra_setter
                /// Checks that every required member is set and every constraint holds.
                pub fn build(self) -> Result<#name, ::oapigen_runtime::ValidationErrors> {
                    #build_body
                }
            }
        }
    }

    /// Each member's builder field, setter(s), initializer and `Debug` entry.
    fn struct_members(&self, fields: &[&Field]) -> BuilderMembers {
        let mut m = BuilderMembers::default();
        for f in fields {
            let ident = self.field_ident(f);
            let nullable = matches!(f.shape, Shape::Nullable(_));
            let inner = match (&f.shape, f.required) {
                (Shape::Nullable(inner), false) => self.rust_type(inner, false),
                (shape, _) => self.rust_type(shape, false),
            };
            let store = if f.boxed {
                quote! { Box::new(value.into()) }
            } else {
                quote! { value.into() }
            };
            let stored = if f.boxed {
                quote! { Box<#inner> }
            } else {
                quote! { #inner }
            };
            let doc = crate::emit::docs::attrs(&docs::paragraphs(&f.docs));
            let dep = docs::deprecated(&f.docs);
            let fname = self.field_ident_str(f);
            m.debug.push(if f.sensitive {
                quote! { .field(#fname, &::oapigen_runtime::Redacted) }
            } else {
                quote! { .field(#fname, &self.#ident) }
            });
            // A setter is named after its member: one named `to_string` or `is_x` is still a
            // setter, not the conversion or predicate clippy takes such names for.
            let convention = setter_allows(&self.field_ident_str(f));
            // A constrained scalar's setter takes the raw value too (`.count(3)`), a format
            // type's its text; what it breaks is reported by `build()`, with every other
            // violation.
            let checked = !f.boxed
                && !self.is_constant(&f.shape)
                && match (&f.shape, f.required) {
                    (Shape::Nullable(inner), false) => self.is_checked_scalar(inner),
                    (shape, _) => self.is_checked_scalar(shape),
                };
            if checked {
                let setter = Setter { doc, dep, convention };
                self.checked_member(f, &ident, nullable, &inner, setter, &mut m);
                continue;
            }
            if !f.required && nullable {
                m.decls.push(quote! { #ident: ::oapigen_runtime::Nullable<#stored>, });
                let null_setter = match &f.null_setter {
                    Some(n) => n.clone(),
                    None => f.rust_name.suffixed("_null"),
                };
                let null_doc = crate::emit::docs::doc_line(format!(" Sends {} as JSON `null`.", docs::code(&f.name)));
                m.setters.push(quote! {
                    #doc #dep #convention
                    pub fn #ident(mut self, value: impl Into<#inner>) -> Self {
                        self.#ident = ::oapigen_runtime::Nullable::Value(#store);
                        self
                    }
                    #[doc = #null_doc]
                    #dep
                    pub fn #null_setter(mut self) -> Self {
                        self.#ident = ::oapigen_runtime::Nullable::Null;
                        self
                    }
                });
                m.inits.push(quote! { #ident: self.#ident, });
            } else {
                m.decls.push(quote! { #ident: Option<#stored>, });
                m.setters.push(quote! {
                    #doc #dep #convention
                    pub fn #ident(mut self, value: impl Into<#inner>) -> Self {
                        self.#ident = Some(#store);
                        self
                    }
                });
                if f.required && self.is_constant(&f.shape) && !f.boxed {
                    // The only allowed value: filled in when not set.
                    m.inits.push(quote! { #ident: self.#ident.unwrap_or_default(), });
                } else if f.required {
                    let local = f.rust_name.prefixed("member_");
                    m.required.push((
                        f.name.clone(),
                        quote! { self.#ident.is_some() },
                        quote! { self.#ident },
                        local.clone(),
                    ));
                    m.inits.push(quote! { #ident: #local, });
                } else {
                    m.inits.push(quote! { #ident: self.#ident, });
                }
            }
        }
        m
    }

    /// A member whose setter takes the raw value or the checked type (through `Checked`).
    fn checked_member(
        &self,
        f: &Field,
        ident: &Ident,
        nullable: bool,
        inner: &TokenStream,
        setter: Setter,
        m: &mut BuilderMembers,
    ) {
        let Setter { doc, dep, convention } = setter;
        let name = &f.name;
        // Locals are prefixed so that no member name can shadow `out` or `value`.
        let local = f.rust_name.prefixed("member_");
        let set = f.rust_name.prefixed("set_");
        let (decl, store, take) = if !f.required && nullable {
            (
                quote! { ::oapigen_runtime::Nullable<Result<#inner, ::oapigen_runtime::ValidationErrors>> },
                quote! { ::oapigen_runtime::Nullable::Value(::oapigen_runtime::Checked::checked(value)) },
                quote! { let #local = ::oapigen_runtime::take_checked_nullable(&mut out, #name, self.#ident); },
            )
        } else {
            let set_binding = if f.required {
                quote! { #set }
            } else {
                quote! { _ }
            };
            (
                quote! { Option<Result<#inner, ::oapigen_runtime::ValidationErrors>> },
                quote! { Some(::oapigen_runtime::Checked::checked(value)) },
                quote! { let (#local, #set_binding) = ::oapigen_runtime::take_checked(&mut out, #name, self.#ident); },
            )
        };
        m.decls.push(quote! { #ident: #decl, });
        m.takes.push(take);
        m.setters.push(quote! {
            #doc #dep #convention
            pub fn #ident<Raw>(mut self, value: Raw) -> Self where #inner: ::oapigen_runtime::Checked<Raw> {
                self.#ident = #store;
                self
            }
        });
        if !f.required && nullable {
            let null_setter = match &f.null_setter {
                Some(n) => n.clone(),
                None => f.rust_name.suffixed("_null"),
            };
            let null_doc = crate::emit::docs::doc_line(format!(" Sends {} as JSON `null`.", docs::code(&f.name)));
            m.setters.push(quote! {
                #[doc = #null_doc]
                #dep
                pub fn #null_setter(mut self) -> Self {
                    self.#ident = ::oapigen_runtime::Nullable::Null;
                    self
                }
            });
        } else if f.required {
            m.required
                .push((f.name.clone(), quote! { #set }, quote! { #local }, local.clone()));
        }
        m.inits.push(quote! { #ident: #local, });
    }

    /// Is this a constrained scalar (a newtype that checks its value when made)?
    /// A constrained scalar, or a format type (`DateTime`, `Uuid`): its setter takes the raw
    /// text too (`.created_at("2026-01-01T00:00:00Z")`), checked by `build()`.
    fn is_checked_scalar(&self, shape: &Shape) -> bool {
        match shape {
            Shape::Format(_) => true,
            Shape::Named(id) => matches!(self.api.ty(*id).kind, TypeKind::Scalar(_)),
            _ => false,
        }
    }
}

/// What a setter named after a member must allow: one named `to_string` or `is_x` is still a
/// setter, not the conversion or predicate clippy takes such names for, and one named `add` or
/// `sub` takes a value as a builder does, not the operator's right-hand side.
pub(crate) fn setter_allows(name: &str) -> Option<TokenStream> {
    const OPERATORS: &[&str] = &[
        "add", "sub", "mul", "div", "rem", "shl", "shr", "bitand", "bitor", "bitxor",
    ];
    let name = name.strip_prefix("r#").unwrap_or(name);
    if OPERATORS.contains(&name) {
        Some(quote! { #[allow(clippy::should_implement_trait)] })
    } else if ["to_", "as_", "into_", "is_", "from_"]
        .iter()
        .any(|p| name.starts_with(p))
    {
        Some(quote! { #[allow(clippy::wrong_self_convention)] })
    } else {
        None
    }
}
