//! Limit/offset paging: `stream` and `collect_all` on operations that page.

use proc_macro2::{Literal, TokenStream};
use quote::quote;

use super::{field_access, field_suffix};
use crate::emit::{Ctx, ident};
use crate::ir::*;

impl Ctx<'_> {
    /// `stream` and `collect_all`, for an operation that pages. Lowering checked the parameters
    /// are integers; should a shape still have no conversion, only these helpers are left out,
    /// never the operation.
    pub(super) fn paging(&self, op: &Operation) -> TokenStream {
        let Some(pg) = &op.plan.paging else {
            return TokenStream::new();
        };
        let (lp, opp) = (&op.params[pg.limit], &op.params[pg.offset]);
        let li = ident(&lp.rust_name);
        let oi = ident(&opp.rust_name);
        let item_ty = self.rust_type(&pg.item_shape, false);
        let default_limit = Literal::u64_unsuffixed(pg.max_limit.unwrap_or(100));
        let (Some(limit_now), Some(offset_now), Some(limit_set), Some(offset_set)) = (
            self.shape_to_u64(&lp.shape, quote! { v }, true),
            self.shape_to_u64(&opp.shape, quote! { v }, true),
            self.shape_from_u64(&lp.shape, quote! { limit }),
            self.shape_from_u64(&opp.shape, quote! { offset }),
        ) else {
            return TokenStream::new();
        };
        let items_access = field_suffix(&pg.items);
        let items_expr = match pg.items.held {
            Held::Required => quote! { response #items_access },
            Held::Option => quote! { response #items_access .unwrap_or_default() },
            Held::Nullable => quote! { response #items_access .into_option().unwrap_or_default() },
        };
        let count_expr = match &pg.count {
            Some(path) if path.held == Held::Required => {
                let access = field_suffix(path);
                let c = self
                    .shape_to_u64(&path.shape, quote! { response #access }, false)
                    .unwrap_or(quote! { 0 });
                quote! { Some(#c) }
            }
            Some(path) => {
                let c = self
                    .shape_to_u64(&path.shape, quote! { c }, true)
                    .unwrap_or(quote! { 0 });
                let opt = field_access(path, quote! { response });
                quote! { #opt.map(|c| #c) }
            }
            None => quote! { None },
        };
        let max_note = pg
            .max_limit
            .map(|m| format!(" Pages hold at most {m} items (the documented maximum)."))
            .unwrap_or_default();
        // The first page asks with the values set on this request as they were given (a value
        // a setter took raw is held unchecked: the request reports what it breaks, or sends it
        // with `skip_validation()`); paging writes the offsets after it, and the limit where none
        // was set.
        let offset_read = quote! { self.#oi.as_ref().map(|v| #offset_now) };
        let limit_read = quote! { self.#li.as_ref().map(|v| #limit_now) };
        let offset_write = quote! {
            if page.#oi.is_none() || offset != start {
                page.#oi = Some(#offset_set);
            }
        };
        let limit_write = quote! {
            if page.#li.is_none() {
                page.#li = Some(#limit_set);
            }
        };
        let stream_doc = crate::emit::docs::doc_line(format!(
            " Every item across all pages, fetched lazily page by page. Starts at the `{}` set on this request (default 0); the next offset is the previous one plus the number of items received, until `count` is reached or a page is empty.{max_note} `collect_all` gathers them; `TryStreamExt::try_next` (re-exported beside the client) takes them one at a time from the pinned stream (`let mut items = std::pin::pin!(request.stream());`).",
            opp.name
        ));
        quote! {
            #[doc = #stream_doc]
            pub fn stream(self) -> impl ::oapigen_runtime::reexports::futures_core::Stream<Item = Result<#item_ty, ::oapigen_runtime::Error>> + 'static {
                let start = #offset_read.unwrap_or(0);
                let page_size = #limit_read.unwrap_or(#default_limit);
                ::oapigen_runtime::paginate(start, page_size, move |offset, limit| {
                    let mut page = self.clone();
                    async move {
                        #offset_write
                        #limit_write
                        let response = page.send().await?;
                        let count = #count_expr;
                        Ok(::oapigen_runtime::Page { items: #items_expr, count })
                    }
                })
            }
            /// Every item of every page, collected (see [`stream`](Self::stream)).
            pub async fn collect_all(self) -> Result<Vec<#item_ty>, ::oapigen_runtime::Error> {
                ::oapigen_runtime::collect_all(self.stream()).await
            }
        }
    }

    /// `u64` from an integer of this shape; `expr` is a reference when `by_ref`.
    fn shape_to_u64(&self, shape: &Shape, expr: TokenStream, by_ref: bool) -> Option<TokenStream> {
        match shape {
            Shape::Integer(_) if by_ref => Some(quote! { u64::try_from(*#expr).unwrap_or(0) }),
            Shape::Integer(_) => Some(quote! { u64::try_from(#expr).unwrap_or(0) }),
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) if matches!(s.base, ScalarBase::Integer(_)) => {
                    Some(quote! { u64::try_from(#expr.get()).unwrap_or(0) })
                }
                TypeKind::Alias(inner) if self.is_newtype(*id) => self.shape_to_u64(inner, quote! { (&#expr.0) }, true),
                TypeKind::Alias(inner) => self.shape_to_u64(inner, expr, by_ref),
                _ => None,
            },
            _ => None,
        }
    }

    /// A value of this shape from a `u64` (inside an async block returning `Result<_, Error>`).
    fn shape_from_u64(&self, shape: &Shape, expr: TokenStream) -> Option<TokenStream> {
        match shape {
            Shape::Integer(k) => {
                let t = crate::emit::types::int_ident(*k);
                Some(quote! { #t::try_from(#expr).unwrap_or(#t::MAX) })
            }
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(def) if matches!(def.base, ScalarBase::Integer(_)) => {
                    let ScalarBase::Integer(k) = def.base else { return None };
                    let t = crate::emit::types::int_ident(k);
                    let ty = self.rust_type(shape, false);
                    // Unchecked: the page's request checks it (see `paging`).
                    Some(
                        quote! { <#ty as ::oapigen_runtime::Checked<#t>>::unchecked(#t::try_from(#expr).unwrap_or(#t::MAX)) },
                    )
                }
                TypeKind::Alias(inner) if self.is_newtype(*id) => {
                    let ty = self.rust_type(shape, false);
                    self.shape_from_u64(inner, expr).map(|v| quote! { #ty(#v) })
                }
                TypeKind::Alias(inner) => self.shape_from_u64(inner, expr),
                _ => None,
            },
            _ => None,
        }
    }
}
