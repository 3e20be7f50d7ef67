//! Validation code: every constraint of the IR becomes a call into `oapigen_runtime::check`.
//! The code walks a value without allocating unless a violation is found.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::Ctx;
use crate::ir::*;

/// Tokens for a numeric literal of the right kind.
fn int_lit(b: Bound) -> TokenStream {
    match b {
        Bound::Int(i) => {
            let v = i64::try_from(i).unwrap_or(if i < 0 { i64::MIN } else { i64::MAX });
            let l = Literal::i64_suffixed(v);
            quote! { #l }
        }
        Bound::Float(f) => {
            let l = Literal::f64_suffixed(f);
            quote! { #l }
        }
    }
}

fn float_lit(b: Bound) -> TokenStream {
    let f = match b {
        Bound::Int(i) => i as f64,
        Bound::Float(f) => f,
    };
    let l = Literal::f64_suffixed(f);
    quote! { #l }
}

/// Checks for a string held in `value: &str` at `path`.
pub fn string_checks(c: &StringConstraints, value: &TokenStream, path: &TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    if let Some(n) = c.min_length {
        let n = unsuffixed(n);
        out.extend(quote! { ::oapigen_runtime::check::min_length(out, #path, #value, #n); });
    }
    if let Some(n) = c.max_length {
        let n = unsuffixed(n);
        out.extend(quote! { ::oapigen_runtime::check::max_length(out, #path, #value, #n); });
    }
    if let Some(p) = &c.pattern {
        out.extend(quote! {
            static PATTERN: ::oapigen_runtime::Pattern = ::oapigen_runtime::Pattern::new(#p);
            ::oapigen_runtime::check::pattern(out, #path, #value, &PATTERN);
        });
    }
    if let Some(f) = c.format {
        let f = Ident::fixed(f.name());
        out.extend(quote! { ::oapigen_runtime::check::format(out, #path, #value, ::oapigen_runtime::Format::#f); });
    }
    out
}

/// Checks for a number held in `value` (an `i64`-convertible integer or `f64`).
pub fn number_checks(c: &NumberConstraints, integer: bool, value: &TokenStream, path: &TokenStream) -> TokenStream {
    let mut out = TokenStream::new();
    let all_int = [
        c.minimum,
        c.maximum,
        c.exclusive_minimum,
        c.exclusive_maximum,
        c.multiple_of,
    ]
    .iter()
    .flatten()
    .all(|b| matches!(b, Bound::Int(_)));
    let int_mode = integer && all_int;
    let checks = [
        (c.minimum, "minimum"),
        (c.maximum, "maximum"),
        (c.exclusive_minimum, "exclusive_minimum"),
        (c.exclusive_maximum, "exclusive_maximum"),
        (c.multiple_of, "multiple_of"),
    ];
    for (b, name) in checks {
        let Some(b) = b else { continue };
        if int_mode {
            let f = Ident::fixed(name).suffixed("_i");
            let l = int_lit(b);
            out.extend(quote! { ::oapigen_runtime::check::#f(out, #path, #value, #l); });
        } else {
            let f = Ident::fixed(name).suffixed("_f");
            let l = float_lit(b);
            let v = if integer {
                quote! { #value as f64 }
            } else {
                quote! { #value }
            };
            out.extend(quote! { ::oapigen_runtime::check::#f(out, #path, #v, #l); });
        }
    }
    out
}

impl Ctx<'_> {
    /// Validation of `expr` (an expression of type `&T` for the shape) at `path` (an expression
    /// of type `&Path`). Returns nothing when the shape has no constraints.
    pub fn validate_shape(&self, shape: &Shape, expr: TokenStream, path: TokenStream, depth: usize) -> TokenStream {
        if !shape.has_checks(self.api) || depth > 32 {
            return TokenStream::new();
        }
        match shape {
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Alias(inner) if !self.is_newtype(*id) => self.validate_shape(inner, expr, path, depth + 1),
                _ => quote! { ::oapigen_runtime::Validate::validate_at(#expr, #path, out); },
            },
            Shape::Format(_) => quote! { ::oapigen_runtime::Validate::validate_at(#expr, #path, out); },
            Shape::JsonText(inner) => self.validate_shape(inner, quote! { #expr.value() }, path, depth + 1),
            Shape::Checked(inner, slot) => {
                let mut out = self.validate_shape(inner, expr.clone(), path.clone(), depth + 1);
                out.extend(self.judge(*slot, expr, path));
                out
            }
            Shape::Nullable(inner) => {
                let v = Ident::fixed(&format!("v{depth}"));
                let body = self.validate_shape(inner, quote! { #v }, path, depth + 1);
                quote! { if let Some(#v) = #expr { #body } }
            }
            Shape::Array(a) => {
                let mut out = TokenStream::new();
                if let Some(n) = a.min_items {
                    let n = unsuffixed(n);
                    out.extend(quote! { ::oapigen_runtime::check::min_items(out, #path, #expr.len(), #n); });
                }
                if let Some(n) = a.max_items {
                    let n = unsuffixed(n);
                    out.extend(quote! { ::oapigen_runtime::check::max_items(out, #path, #expr.len(), #n); });
                }
                if a.unique_items {
                    out.extend(quote! { ::oapigen_runtime::check::unique_items(out, #path, #expr); });
                }
                if a.items.has_checks(self.api) {
                    let (i, item, p) = (
                        Ident::fixed(&format!("i{depth}")),
                        Ident::fixed(&format!("item{depth}")),
                        Ident::fixed(&format!("p{depth}")),
                    );
                    let body = self.validate_shape(&a.items, quote! { #item }, quote! { #p }, depth + 1);
                    out.extend(quote! {
                        for (#i, #item) in #expr.iter().enumerate() {
                            let #p = &#path.index(#i);
                            #body
                        }
                    });
                }
                out
            }
            Shape::Map(m) => {
                let mut out = TokenStream::new();
                if let Some(n) = m.min_properties {
                    let n = unsuffixed(n);
                    out.extend(quote! { ::oapigen_runtime::check::min_properties(out, #path, #expr.len(), #n); });
                }
                if let Some(n) = m.max_properties {
                    let n = unsuffixed(n);
                    out.extend(quote! { ::oapigen_runtime::check::max_properties(out, #path, #expr.len(), #n); });
                }
                let (k, v, p) = (
                    Ident::fixed(&format!("k{depth}")),
                    Ident::fixed(&format!("v{depth}")),
                    Ident::fixed(&format!("p{depth}")),
                );
                let keys = string_checks(&m.keys, &quote! { #k }, &quote! { #p });
                let values = self.validate_shape(&m.values, quote! { #v }, quote! { #p }, depth + 1);
                if !keys.is_empty() || !values.is_empty() {
                    let v_bind = if values.is_empty() {
                        quote! { _ }
                    } else {
                        quote! { #v }
                    };
                    out.extend(quote! {
                        for (#k, #v_bind) in #expr.iter() {
                            let #p = &#path.key(#k);
                            #keys
                            #values
                        }
                    });
                }
                out
            }
            _ => TokenStream::new(),
        }
    }

    /// An expression: does field `name` of `self` hold the JSON value `equals`?
    fn field_equals(&self, s: &StructDef, name: &str, equals: &serde_json::Value) -> TokenStream {
        let Some(f) = s.fields.iter().find(|f| f.name == name) else {
            return quote! { false };
        };
        let ident = self.field_ident(f);
        let inner = match &f.shape {
            Shape::Nullable(i) => i.as_ref(),
            other => other,
        };
        let optional = !f.required || matches!(f.shape, Shape::Nullable(_));
        let compare = match (inner, equals) {
            (Shape::Named(id), serde_json::Value::String(v)) if matches!(self.api.ty(*id).kind, TypeKind::Enum(_)) => {
                quote! { x.as_str() == #v }
            }
            (Shape::String, serde_json::Value::String(v)) => quote! { x.as_str() == #v },
            (Shape::Boolean, serde_json::Value::Bool(b)) => quote! { *x == #b },
            _ => {
                let text = equals.to_string();
                quote! { ::serde_json::to_value(x).ok() == ::serde_json::from_str::<::serde_json::Value>(#text).ok() }
            }
        };
        match (optional, matches!(f.shape, Shape::Nullable(_)) && !f.required) {
            (false, _) => quote! { Some(&self.#ident).is_some_and(|x| #compare) },
            (true, false) => quote! { self.#ident.as_ref().is_some_and(|x| #compare) },
            (true, true) => quote! { self.#ident.value().is_some_and(|x| #compare) },
        }
    }

    /// The body of `Validate::validate_at` for a struct.
    /// Is checking a value of this shape exactly the runtime's `Validate` of its Rust type (the
    /// blanket impls for `Option`, `Nullable`, `Vec`, `BTreeMap` and `Box` included)? Then one
    /// call does it, and the generated crate is smaller and faster to compile.
    fn delegates(&self, shape: &Shape, depth: usize) -> bool {
        if depth > 32 {
            return false;
        }
        match shape {
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Alias(inner) if !self.is_newtype(*id) => self.delegates(inner, depth + 1),
                _ => true,
            },
            Shape::Format(_) => true,
            Shape::Array(a) => {
                a.min_items.is_none() && a.max_items.is_none() && !a.unique_items && self.delegates(&a.items, depth + 1)
            }
            Shape::Map(m) => {
                m.keys.is_empty()
                    && m.min_properties.is_none()
                    && m.max_properties.is_none()
                    && self.delegates(&m.values, depth + 1)
            }
            Shape::Nullable(inner) | Shape::JsonText(inner) => self.delegates(inner, depth + 1),
            _ => false,
        }
    }

    pub fn validate_struct(&self, s: &StructDef) -> TokenStream {
        let mut body = TokenStream::new();
        for f in &s.fields {
            if !f.shape.has_checks(self.api) {
                continue;
            }
            let ident = self.field_ident(f);
            let name = &f.name;
            if self.delegates(&f.shape, 0) {
                let call = quote! { ::oapigen_runtime::Validate::validate_at(&self.#ident, &path.key(#name), out) };
                body.extend(if f.sensitive {
                    quote! { out.sensitive(|out| #call); }
                } else {
                    quote! { #call; }
                });
                continue;
            }
            let inner_shape = match &f.shape {
                Shape::Nullable(inner) if f.required => inner.as_ref(),
                Shape::Nullable(inner) => inner.as_ref(),
                other => other,
            };
            let check = self.validate_shape(inner_shape, quote! { v }, quote! { p }, 1);
            let check = if f.sensitive {
                quote! { out.sensitive(|out| { #check }); }
            } else {
                check
            };
            let access = match (f.required, matches!(f.shape, Shape::Nullable(_))) {
                (true, false) => quote! { let v = &self.#ident; },
                (true, true) | (false, false) => {
                    quote! { let Some(v) = &self.#ident else { break 'field; }; }
                }
                (false, true) => {
                    quote! { let ::oapigen_runtime::Nullable::Value(v) = &self.#ident else { break 'field; }; }
                }
            };
            let uses_break = !f.required || matches!(f.shape, Shape::Nullable(_));
            if uses_break {
                body.extend(quote! {
                    'field: {
                        #access
                        let p = &path.key(#name);
                        #check
                    }
                });
            } else {
                body.extend(quote! {
                    {
                        #access
                        let p = &path.key(#name);
                        #check
                    }
                });
            }
        }
        if let Some(extra) = &s.additional {
            let check = self.validate_shape(extra, quote! { v }, quote! { p }, 1);
            if !check.is_empty() {
                let field = super::extra_field();
                body.extend(quote! {
                    for (k, v) in self.#field.iter() {
                        let p = &path.key(k);
                        #check
                    }
                });
            }
        }
        if let (true, Some(field)) = (s.deny_unknown, &s.undeclared) {
            let field = Ident::fixed(field);
            body.extend(quote! { ::oapigen_runtime::check::no_undeclared(out, path, self.#field.keys()); });
        }
        body.extend(self.rule_checks(s));
        if s.min_properties.is_some() || s.max_properties.is_some() {
            let present: Vec<TokenStream> = s.fields.iter().map(|f| self.presence(s, &f.name)).collect();
            let extra = s.rest_field().map(|field| {
                let field = Ident::fixed(field);
                quote! { + self.#field.len() }
            });
            body.extend(quote! {
                let count = [#(#present),*].iter().filter(|p| **p).count() #extra;
            });
            if let Some(n) = s.min_properties {
                let n = unsuffixed(n);
                body.extend(quote! { ::oapigen_runtime::check::min_properties(out, path, count, #n); });
            }
            if let Some(n) = s.max_properties {
                let n = unsuffixed(n);
                body.extend(quote! { ::oapigen_runtime::check::max_properties(out, path, count, #n); });
            }
        }
        body
    }

    /// Whether the member `name` is present (`true` for a required one, `false` for one the
    /// struct does not declare).
    fn presence(&self, s: &StructDef, name: &str) -> TokenStream {
        match s.fields.iter().find(|f| f.name == name) {
            Some(f) => {
                let ident = self.field_ident(f);
                match (f.required, matches!(f.shape, Shape::Nullable(_))) {
                    (true, _) => quote! { true },
                    (false, false) => quote! { self.#ident.is_some() },
                    (false, true) => quote! { !self.#ident.is_absent() },
                }
            }
            // A member the struct does not declare is present when a decoded value kept it.
            None => match s.rest_field() {
                Some(field) => {
                    let field = Ident::fixed(field);
                    quote! { self.#field.contains_key(#name) }
                }
                None => quote! { false },
            },
        }
    }

    /// The checks of a struct's presence rules (`oneOf` of `required` lists and the like).
    fn rule_checks(&self, s: &StructDef) -> TokenStream {
        let mut body = TokenStream::new();
        let groups = |g: &Vec<Vec<String>>| -> Vec<TokenStream> {
            g.iter()
                .map(|names| {
                    let label = names.join(" + ");
                    let present: Vec<TokenStream> = names.iter().map(|n| self.presence(s, n)).collect();
                    quote! { (#label, #( #present )&&*) }
                })
                .collect()
        };
        for rule in &s.rules {
            body.extend(match rule {
                ObjectRule::MutuallyExclusive(names) if names.len() == 2 => {
                    let pairs = names.iter().map(|n| {
                        let p = self.presence(s, n);
                        quote! { (#n, #p) }
                    });
                    quote! { ::oapigen_runtime::check::mutually_exclusive(out, path, &[#(#pairs),*]); }
                }
                ObjectRule::MutuallyExclusive(names) => {
                    let pairs = names.iter().map(|n| {
                        let p = self.presence(s, n);
                        quote! { (#n, #p) }
                    });
                    quote! { ::oapigen_runtime::check::not_all_present(out, path, &[#(#pairs),*]); }
                }
                ObjectRule::RequiredInRequests(names) => {
                    let reqs = names.iter().map(|n| {
                        let p = self.presence(s, n);
                        quote! { ::oapigen_runtime::check::required_present(out, path, #n, #p); }
                    });
                    quote! { #(#reqs)* }
                }
                ObjectRule::ExactlyOne(g) => {
                    let g = groups(g);
                    quote! { ::oapigen_runtime::check::exactly_one_of(out, path, &[#(#g),*]); }
                }
                ObjectRule::AtLeastOne(g) => {
                    let g = groups(g);
                    quote! { ::oapigen_runtime::check::at_least_one_of(out, path, &[#(#g),*]); }
                }
                ObjectRule::DependentRequired {
                    if_present,
                    then_required,
                } => {
                    let cond = self.presence(s, if_present);
                    let reqs = then_required.iter().map(|n| {
                        let p = self.presence(s, n);
                        quote! { ::oapigen_runtime::check::required_present(out, path, #n, #p); }
                    });
                    quote! { if #cond { #(#reqs)* } }
                }
                ObjectRule::RequiredWhen {
                    field,
                    equals,
                    then_required,
                } => {
                    let cond = self.field_equals(s, field, equals);
                    let reqs = then_required.iter().map(|n| {
                        let p = self.presence(s, n);
                        quote! { ::oapigen_runtime::check::required_present(out, path, #n, #p); }
                    });
                    quote! { if #cond { #(#reqs)* } }
                }
            });
        }
        body
    }
}

/// A count for a check whose parameter is a `u64`: the literal needs no suffix.
fn unsuffixed(n: u64) -> proc_macro2::Literal {
    proc_macro2::Literal::u64_unsuffixed(n)
}
