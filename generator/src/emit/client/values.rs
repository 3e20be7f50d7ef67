//! How parameter and body values become Rust: setter arguments, display, query pairs and
//! multipart parts.

use proc_macro2::TokenStream;
use quote::quote;

use crate::emit::{Ctx, ident};
use crate::ir::*;

/// `style` as the expression generated code passes to the runtime's writers.
pub(super) fn style_tokens(style: Style) -> TokenStream {
    let explode = style.explode();
    match style {
        Style::Form { .. } => quote! { ::oapigen_runtime::Style::Form { explode: #explode } },
        Style::SpaceDelimited { .. } => quote! { ::oapigen_runtime::Style::SpaceDelimited { explode: #explode } },
        Style::PipeDelimited { .. } => quote! { ::oapigen_runtime::Style::PipeDelimited { explode: #explode } },
        Style::DeepObject => quote! { ::oapigen_runtime::Style::DeepObject },
        Style::Simple { .. } => quote! { ::oapigen_runtime::Style::Simple { explode: #explode } },
        Style::Label { .. } => quote! { ::oapigen_runtime::Style::Label { explode: #explode } },
        Style::Matrix { .. } => quote! { ::oapigen_runtime::Style::Matrix { explode: #explode } },
    }
}

impl Ctx<'_> {
    /// Setter argument type and conversion for a parameter.
    pub(super) fn param_setter(&self, shape: &Shape) -> (TokenStream, TokenStream) {
        let ty = self.rust_type(shape, false);
        match shape {
            Shape::String | Shape::Array(_) | Shape::Map(_) | Shape::JsonText(_) => {
                (quote! { impl Into<#ty> }, quote! { value.into() })
            }
            _ => (ty, quote! { value }),
        }
    }

    /// Is the Rust type for this shape `Copy` (so that it is taken, not cloned)?
    pub(super) fn is_copy(&self, shape: &Shape) -> bool {
        match shape {
            Shape::Integer(_) | Shape::Number | Shape::Boolean => true,
            Shape::Nullable(inner) => self.is_copy(inner),
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) => matches!(s.base, ScalarBase::Integer(_) | ScalarBase::Number),
                TypeKind::Alias(inner) if !self.is_newtype(*id) => self.is_copy(inner),
                _ => false,
            },
            _ => false,
        }
    }

    /// Does the Rust type for this shape implement `Display` (so it can be a path segment,
    /// query value or header as it is)?
    pub(super) fn displayable(&self, shape: &Shape) -> bool {
        match shape {
            Shape::String
            | Shape::Integer(_)
            | Shape::Number
            | Shape::Boolean
            | Shape::Format(_)
            | Shape::JsonText(_) => true,
            Shape::Named(id) => {
                let t = self.api.ty(*id);
                match &t.kind {
                    TypeKind::Enum(_) => true,
                    TypeKind::Scalar(s) => s.base != ScalarBase::Any && !t.sensitive,
                    TypeKind::Alias(inner) if !self.is_newtype(*id) => self.displayable(inner),
                    _ => false,
                }
            }
            _ => false,
        }
    }

    /// A constrained integer or number newtype: the type it wraps, and its own type, for reading
    /// it from text (through `TryFrom`, which checks the constraints).
    pub(super) fn numeric_newtype(&self, shape: &Shape) -> Option<(TokenStream, TokenStream)> {
        let Shape::Named(id) = shape else { return None };
        let TypeKind::Scalar(s) = &self.api.ty(*id).kind else {
            return None;
        };
        let inner = match s.base {
            ScalarBase::Integer(k) => {
                let i = crate::emit::types::int_ident(k);
                quote! { #i }
            }
            ScalarBase::Number => quote! { f64 },
            ScalarBase::String | ScalarBase::Any => return None,
        };
        Some((inner, self.rust_type(shape, false)))
    }

    /// An expression parsing `text` into a numeric newtype (`None` when it is not one).
    pub(super) fn parse_from_inner(&self, shape: &Shape, text: TokenStream) -> Option<TokenStream> {
        let (inner, ty) = self.numeric_newtype(shape)?;
        Some(quote! { #text.parse::<#inner>().ok().and_then(|n| #ty::try_from(n).ok()) })
    }

    /// Can the client's default (a string from its configuration) be parsed into this shape?
    pub(super) fn parses_from_str(&self, shape: &Shape) -> bool {
        match shape {
            Shape::Integer(_) | Shape::String | Shape::Number | Shape::Boolean | Shape::Format(_) => true,
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Enum(_) => true,
                TypeKind::Scalar(s) => s.base == ScalarBase::String,
                _ => false,
            },
            _ => false,
        }
    }

    /// The statements that put query parameter `name` holding `value` (a reference) into
    /// `request`: a scalar as it displays, whatever its style; an array of scalars as its key
    /// repeated where the style explodes it; anything else as its style writes its JSON form.
    pub(super) fn query_pairs(&self, name: &str, shape: &Shape, style: Style, value: TokenStream) -> TokenStream {
        let styled = || {
            let style = style_tokens(style);
            quote! { request = request.query_styled(#name, #value, #style); }
        };
        match shape {
            Shape::Array(a) if style.repeats_key() => {
                let inner = self.query_pairs(name, &a.items, style, quote! { item });
                quote! { for item in #value.iter() { #inner } }
            }
            Shape::Array(_) | Shape::Map(_) | Shape::Any => styled(),
            Shape::Nullable(inner) => {
                let inner = self.query_pairs(name, inner, style, quote! { v });
                quote! { if let Some(v) = #value { #inner } }
            }
            Shape::Named(id) if !self.displayable(shape) && !matches!(self.api.ty(*id).kind, TypeKind::Alias(_)) => {
                styled()
            }
            Shape::Named(id) if matches!(&self.api.ty(*id).kind, TypeKind::Alias(_)) => {
                let TypeKind::Alias(inner) = &self.api.ty(*id).kind else {
                    unreachable!()
                };
                if self.is_newtype(*id) {
                    let pairs = self.query_pairs(name, inner, style, quote! { inner });
                    quote! { { let inner = &#value.0; #pairs } }
                } else {
                    self.query_pairs(name, inner, style, value)
                }
            }
            Shape::Checked(inner, _) => self.query_pairs(name, inner, style, value),
            _ => quote! { request = request.query(#name, #value); },
        }
    }

    /// The parts of a multipart body `body`: a file part for each `File` member (binary in the
    /// document), a text part for every other member.
    pub(super) fn multipart_parts(&self, shape: &Shape) -> TokenStream {
        const FILE: &str = "::oapigen_runtime::File";
        let is_file = |s: &Shape| matches!(s, Shape::External(t) if t == FILE);
        let s = match shape {
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Struct(s) => s,
                _ => return quote! { form.members(body)?; },
            },
            _ => return quote! { form.members(body)?; },
        };
        let mut out = TokenStream::new();
        for f in &s.fields {
            let ident = ident(&f.rust_name);
            let name = &f.name;
            let inner = match &f.shape {
                Shape::Nullable(inner) => inner.as_ref(),
                other => other,
            };
            let (file, many) = match inner {
                s if is_file(s) => (true, false),
                Shape::Array(a) if is_file(&a.items) => (true, true),
                _ => (false, false),
            };
            if !file {
                out.extend(quote! { form.text(#name, &body.#ident)?; });
                continue;
            }
            let add = if many {
                quote! { for v in v.iter() { form.file(#name, v); } }
            } else {
                quote! { form.file(#name, v); }
            };
            out.extend(match (f.required, matches!(f.shape, Shape::Nullable(_))) {
                (true, false) => quote! { { let v = &body.#ident; #add } },
                (false, true) => {
                    quote! { if let ::oapigen_runtime::Nullable::Value(v) = &body.#ident { #add } }
                }
                _ => quote! { if let Some(v) = &body.#ident { #add } },
            });
        }
        if s.additional.is_some() {
            let extra = crate::emit::extra_field();
            out.extend(quote! { for (k, v) in body.#extra.iter() { form.text(k, v)?; } });
        }
        out
    }
}
