//! What a sent request answers: the success type and its decoding, and the typed errors
//! (`{Op}Error`) that `Error::documented` reads.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use crate::emit::{Ctx, docs};
use crate::ir::*;

/// The success side of `send`: the type it returns, how a response is decoded, and the
/// `{Op}Response` enum when the success responses differ.
pub(super) struct Success {
    pub ret: TokenStream,
    /// The closure that decodes a response; `None` for one JSON body, which the runtime decodes
    /// itself (no closure to check per operation).
    pub decode: Option<TokenStream>,
    pub enum_def: TokenStream,
}

impl Ctx<'_> {
    /// The type a body decodes to, and the expression that decodes `response` into it.
    fn decoded(&self, op: &Operation, body: Option<&(BodyKind, Shape)>) -> (TokenStream, TokenStream) {
        let op_id = &op.id;
        match body {
            Some((BodyKind::Json, shape)) => (self.rust_type(shape, false), quote! { response.json(#op_id)? }),
            Some((BodyKind::Text { .. }, _)) => (quote! { String }, quote! { response.text() }),
            Some(_) => (quote! { Vec<u8> }, quote! { response.body.to_vec() }),
            None => (quote! { () }, quote! { () }),
        }
    }

    pub(super) fn success(&self, op: &Operation) -> Success {
        let (variants, undocumented) = match &op.plan.success {
            SuccessPlan::Single(body) => {
                let (ret, conv) = self.decoded(op, body.as_ref());
                let decode = match body {
                    Some((BodyKind::Json, _)) => None,
                    None => Some(quote! { |_| Ok(()) }),
                    _ => Some(quote! { |response| Ok(#conv) }),
                };
                return Success {
                    ret,
                    decode,
                    enum_def: TokenStream::new(),
                };
            }
            SuccessPlan::Enum { variants, undocumented } => (variants, undocumented),
        };
        let enum_name = op.response_type().token();
        let mut defs = Vec::new();
        let mut arms = Vec::new();
        for r in variants {
            let vname = r.name.token();
            let pattern = match r.status {
                StatusMatch::Code(c) => quote! { #c },
                _ => quote! { _ },
            };
            let (ty, conv) = self.decoded(op, r.body.as_ref());
            let d = crate::emit::docs::doc_line(format!(
                " {}{}",
                match r.status {
                    StatusMatch::Code(c) => format!("HTTP {c}"),
                    _ => "Any other 2xx status".into(),
                },
                r.description
                    .as_deref()
                    .map(|d| format!(": {}", docs::line(d)))
                    .unwrap_or_default()
            ));
            if r.body.is_some() {
                defs.push(quote! { #[doc = #d] #vname(#ty), });
                arms.push(quote! { #pattern => Ok(#enum_name::#vname(#conv)), });
            } else {
                defs.push(quote! { #[doc = #d] #vname, });
                arms.push(quote! { #pattern => Ok(#enum_name::#vname), });
            }
        }
        if let Some(other) = undocumented {
            // A 2xx status the document does not list: decoded as the first listed response.
            let first = &variants[0];
            let vname = Ident::fixed(other);
            let (ty, conv) = self.decoded(op, first.body.as_ref());
            if first.body.is_some() {
                defs.push(
                    quote! { /// A 2xx status the document does not list, decoded as the first documented one.
                    #vname(u16, #ty), },
                );
                arms.push(quote! { status => Ok(#enum_name::#vname(status, #conv)), });
            } else {
                defs.push(quote! { /// A 2xx status the document does not list.
                #vname(u16), });
                arms.push(quote! { status => Ok(#enum_name::#vname(status)), });
            }
        }
        // As for the errors below: an answer is matched where it is read, so a large body is held
        // as is rather than boxed; the estimate runs low, so any variant that may be large
        // beside a smaller one is allowed for.
        let mut sizes: Vec<usize> = variants
            .iter()
            .map(|r| match &r.body {
                Some((BodyKind::Json, shape)) => self.approx_size(shape, 0),
                Some(_) => 24,
                None => 0,
            })
            .chain(undocumented.as_ref().map(|_| 8))
            .collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let allow_large = match sizes.as_slice() {
            [first, second, ..] if *first >= 100 || first - second >= 50 => Some(
                quote! { #[allow(clippy::large_enum_variant, reason = "an answer is matched where it is read; a box would show in every match")] },
            ),
            _ => None,
        };
        let edoc = crate::emit::docs::doc_line(format!(" The success responses of {}.", docs::code(&op.id)));
        Success {
            ret: quote! { #enum_name },
            decode: Some(quote! {
                |response| match response.status {
                    #(#arms)*
                }
            }),
            enum_def: quote! {
                #[doc = #edoc]
                #[derive(Debug, Clone, PartialEq)]
                #allow_large
                pub enum #enum_name {
                    #(#defs)*
                }
            },
        }
    }

    /// `{Op}Error`: the error responses the operation documents, decoded from an
    /// `Error::Api` by `Error::documented`; an alias of the first operation's enum when the
    /// responses are the same (see [`ErrorPlan`]).
    pub(super) fn error_enum(&self, op: &Operation) -> TokenStream {
        let enum_name = op.error_type().token();
        let (variants, members) = match &op.plan.errors {
            ErrorPlan::None => return TokenStream::new(),
            ErrorPlan::SameAs(first) => {
                let first = &self.api.operations[*first];
                let shared = first.error_type().token();
                let doc = crate::emit::docs::doc_line(format!(
                    " The error responses of {}: documented as those of {}, so the same type.",
                    docs::code(&op.id),
                    docs::code(&first.id)
                ));
                return quote! { #[doc = #doc] pub type #enum_name = #shared; };
            }
            ErrorPlan::Own { variants, shared_by } => (variants, shared_by),
        };
        let op_ids = members.iter().map(|i| self.api.operations[*i].id.as_str());
        let mut defs = Vec::new();
        let mut arms = Vec::new();
        let mut any_body = false;
        // How much larger the largest variant is than the next, roughly (clippy's
        // `large_enum_variant` fires at 200 bytes; the estimate runs low, so half of that): an
        // error is read once, on the cold path, so a large body is held as is rather than boxed,
        // which would show in every `match`.
        let mut sizes: Vec<usize> = variants
            .iter()
            .map(|r| {
                let status = if matches!(r.status, StatusMatch::Code(_)) { 0 } else { 8 };
                status
                    + match &r.body {
                        Some((BodyKind::Json, shape)) => self.approx_size(shape, 0),
                        Some(_) => 24,
                        None => 0,
                    }
            })
            .collect();
        sizes.sort_unstable_by(|a, b| b.cmp(a));
        let allow_large = match sizes.as_slice() {
            [first, second, ..] if first - second >= 100 => Some(quote! { #[allow(clippy::large_enum_variant)] }),
            _ => None,
        };
        for r in variants {
            let vname = r.name.token();
            let body_ty = match &r.body {
                Some((BodyKind::Json, shape)) => Some(self.rust_type(shape, false)),
                Some((BodyKind::Text { .. }, _)) => Some(quote! { String }),
                _ => None,
            };
            let (status_doc, pattern, carries_status) = match r.status {
                StatusMatch::Code(c) => {
                    let c_lit = Literal::u16_unsuffixed(c);
                    (format!("HTTP {c}"), quote! { #c_lit }, false)
                }
                StatusMatch::Range(n) => {
                    let lo = Literal::u16_unsuffixed(n * 100);
                    let hi = Literal::u16_unsuffixed(n * 100 + 99);
                    (format!("HTTP {n}XX"), quote! { status @ #lo..=#hi }, true)
                }
                StatusMatch::Default => ("Any other error status".to_string(), quote! { status }, true),
            };
            let d = crate::emit::docs::doc_line(format!(
                " {status_doc}{}",
                r.description
                    .as_deref()
                    .map(|d| format!(": {}", docs::line(d)))
                    .unwrap_or_default()
            ));
            any_body |= body_ty.is_some();
            let (variant, expr) = match (body_ty, carries_status) {
                (Some(ty), false) => (quote! { #vname(#ty) }, quote! { body.decode().map(Self::#vname) }),
                (Some(ty), true) => (
                    quote! { #vname(u16, #ty) },
                    quote! { body.decode().map(|b| Self::#vname(status, b)) },
                ),
                (None, false) => (quote! { #vname }, quote! { Some(Self::#vname) }),
                (None, true) => (quote! { #vname(u16) }, quote! { Some(Self::#vname(status)) }),
            };
            defs.push(quote! { #[doc = #d] #variant, });
            arms.push((pattern, expr));
        }
        let body_expr = match arms.as_slice() {
            // Only `default`: one arm that matches every status needs no `match` (clippy's
            // `match_single_binding`).
            [(_, expr)] if variants[0].status == StatusMatch::Default => expr.clone(),
            _ => {
                let fallback =
                    (!variants.iter().any(|r| r.status == StatusMatch::Default)).then(|| quote! { _ => None, });
                let arms = arms.iter().map(|(p, e)| quote! { #p => #e, });
                quote! { match status { #(#arms)* #fallback } }
            }
        };
        let body_arg = if any_body {
            quote! { body }
        } else {
            quote! { _body }
        };
        let others = match members.len() {
            1 => String::new(),
            2 => " and of one other operation that documents the same ones".to_string(),
            n => format!(" and of {} other operations that document the same ones", n - 1),
        };
        let edoc = crate::emit::docs::doc_line(format!(
            " The error responses of {}{others}, typed: `error.documented::<{enum_name}>()` on \
             [the operation's error](::oapigen_runtime::Error).",
            docs::code(&op.id)
        ));
        quote! {
            #[doc = #edoc]
            #[derive(Debug, Clone, PartialEq)]
            #allow_large
            pub enum #enum_name {
                #(#defs)*
            }
            impl ::oapigen_runtime::DocumentedError for #enum_name {
                const OPERATION_IDS: &'static [&'static str] = &[#(#op_ids),*];
                fn from_api(status: u16, #body_arg: &::oapigen_runtime::ApiErrorBody) -> Option<Self> {
                    #body_expr
                }
            }
        }
    }
}
