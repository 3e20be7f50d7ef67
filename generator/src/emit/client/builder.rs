//! One operation's request builder: its fields and setters, `build_request`, `send` and the
//! helpers the plan offers (task waiting, paging), and the client method that starts it.

use proc_macro2::TokenStream;
use quote::quote;

use super::request::place;
use super::responses::Success;
use crate::emit::{Ctx, docs, ident};
use crate::ir::*;

impl Ctx<'_> {
    /// The client's method for the operation, and the builder with everything that belongs to it
    /// (its response and error enums).
    ///
    /// With tag features, the method and every builder item compile under the operation's
    /// features, and its error enum under those of every operation sharing it.
    /// Returns the method, the builder's items (the error enum's among them) and the error
    /// enum's.
    pub(super) fn operation(&self, index: usize, op: &Operation) -> (TokenStream, Vec<(Gate, TokenStream)>) {
        let builder = op.type_name.token();
        let method_name = ident(&op.rust_name);
        let (fields, setters) = self.builder_members(op);
        let build_request = self.build_request(op);
        let Success { ret, decode, enum_def } = self.success(op);
        let (send, send_with_response) = match decode {
            Some(decode) => (
                quote! { self.client.transport.send_owned(request, #decode) },
                quote! { self.client.transport.send_owned_with_response(request, #decode) },
            ),
            None => (
                quote! { self.client.transport.send_json_owned(request) },
                quote! { self.client.transport.send_json_owned_with_response(request) },
            ),
        };
        let error_enum = self.error_enum(op);
        let send_and_wait = self.send_and_wait(op);
        let wait_for_resources = self.send_and_wait_for_resources(op);
        let wait_for_resource = self.send_and_wait_for_resource(op);
        let paging = self.paging(op);
        let events = self.event_stream(op);
        let builder_doc = crate::emit::docs::doc_line(format!(
            " Request builder for {} ({} {}): set parameters, then `send`.",
            docs::code(&op.id),
            op.method.as_str(),
            docs::code(&op.path)
        ));
        // The builder holds a clone of the client (an `Arc` inside), so that requests and their
        // futures borrow nothing.
        let empty_fields = op
            .params
            .iter()
            .map(|p| {
                let i = ident(&p.rust_name);
                quote! { #i: None, }
            })
            .chain(op.body.iter().map(|_| quote! { body: None, }));
        // An operation the tree does not offer is the client's method of its own name.
        let (resource, method) = self
            .api
            .tree
            .resource_and_method(index)
            .unwrap_or_else(|| (String::new(), op.rust_name.trim_start_matches("r#").to_owned()));
        let op_id = &op.id;
        let builder_impl = quote! {
            #[doc = #builder_doc]
            #[derive(Debug, Clone)]
            #[must_use = "a request does nothing until it is sent"]
            pub struct #builder {
                client: super::Client,
                skip_validation: bool,
                options: ::oapigen_runtime::RequestOptions,
                #(#fields)*
            }
            impl #builder {
                /// Which operation this is, for the client's hooks (`ClientBuilder::hook`).
                pub const OPERATION: ::oapigen_runtime::OperationInfo =
                    ::oapigen_runtime::OperationInfo { id: #op_id, resource: #resource, method: #method };
                pub(crate) fn new(client: &super::Client) -> Self {
                    Self { client: client.clone(), skip_validation: false, options: ::oapigen_runtime::RequestOptions::new(), #(#empty_fields)* }
                }
                #(#setters)*
                /// Sends the request without checking parameters and body against the document's
                /// constraints first: for when the server accepts what the document forbids, or
                /// for a test of the server's refusal. A raw value given to a setter (`.limit(5000)`
                /// where the document allows at most 1000) is sent as given. A missing required
                /// parameter or body is still refused: there is nothing to send.
                pub fn skip_validation(mut self) -> Self {
                    self.skip_validation = true;
                    self
                }
                /// Options for this call (extra headers, query pairs and body members, a timeout,
                /// a retry policy, an idempotency key): `.options(|o| o.header("x-trace", "1"))`;
                /// see `RequestOptions` (re-exported beside the client).
                pub fn options(mut self, options: impl FnOnce(::oapigen_runtime::RequestOptions) -> ::oapigen_runtime::RequestOptions) -> Self {
                    self.options = options(::std::mem::take(&mut self.options));
                    self
                }
                /// Checks the request and builds it for the transport; nothing is sent.
                pub fn build_request(&self) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
                    #build_request
                }
                /// Checks and sends the request, and decodes the documented success response.
                /// The future owns what it needs (`'static`, and `Send`): it can be spawned.
                pub fn send(mut self) -> ::oapigen_runtime::Sending<#ret> {
                    let request = self.client.transport.before_validation(&Self::OPERATION, &mut self.options)
                        .and_then(|()| self.build_request());
                    #send
                }
                /// [`send`](Self::send), keeping the answer's status, headers and request id.
                pub fn send_with_response(mut self) -> ::oapigen_runtime::Sending<::oapigen_runtime::WithResponse<#ret>> {
                    let request = self.client.transport.before_validation(&Self::OPERATION, &mut self.options)
                        .and_then(|()| self.build_request());
                    #send_with_response
                }
                #send_and_wait
                #wait_for_resources
                #wait_for_resource
                #paging
                #events
            }
        };
        let call = self.api.tree.call(index);
        let op_doc = self.op_doc(op, call.map(|c| format!("Also reached as {}.", docs::code(&c))));
        let dep = docs::deprecated(&op.docs);
        let gate = self.gate(self.op_gate(index));
        let method = quote! {
            #op_doc
            #dep
            #gate
            pub fn #method_name(&self) -> builders::#builder {
                builders::#builder::new(self)
            }
        };
        // The builder's items in the order of the file, each group under its gate: the success
        // enum, the error enum (which compiles for every operation that shares it), the builder.
        let op_gate = self.op_gate(index).clone();
        let groups = vec![
            (op_gate.clone(), enum_def),
            (self.error_gate(index), error_enum),
            (op_gate, builder_impl),
        ];
        (method, groups)
    }

    /// An operation's method's docs: its summary and description, then its method and path, and
    /// `also`: where else the client offers it.
    pub(super) fn op_doc(&self, op: &Operation, also: Option<String>) -> TokenStream {
        let mut d = Vec::new();
        if let Some(s) = &op.summary {
            d.push(docs::sanitize(s));
        }
        d.extend(docs::paragraphs(&op.docs));
        d.push(format!(
            "{} (operation {}).",
            docs::code(&format!("{} {}", op.method.as_str(), op.path)),
            docs::code(&op.id)
        ));
        d.extend(also);
        crate::emit::docs::attrs(&d)
    }

    /// The gate of the operation's `{Op}Error`: an enum of its own compiles for every operation
    /// that shares it.
    pub(super) fn error_gate(&self, index: usize) -> Gate {
        let features = &self.api.tag_features;
        match &self.api.operations[index].plan.errors {
            ErrorPlan::Own { shared_by, .. } => features.union(shared_by.iter().map(|&i| features.operation(i))),
            _ => self.op_gate(index).clone(),
        }
    }

    /// The builder's fields (one per parameter, and the body) and their setters.
    fn builder_members(&self, op: &Operation) -> (Vec<TokenStream>, Vec<TokenStream>) {
        let mut fields = Vec::new();
        let mut setters = Vec::new();
        for (index, p) in op.params.iter().enumerate() {
            let i = ident(&p.rust_name);
            let ty = self.rust_type(&p.shape, false);
            // A setter that takes a raw value stores it as given (`Checked::unchecked`):
            // `build_request` checks it with everything else, unless `skip_validation()`.
            let checked = self.param_takes_raw(op, index);
            fields.push(quote! { #i: Option<#ty>, });
            let (arg, conv) = self.param_setter(&p.shape);
            let mut pdoc = docs::paragraphs(&p.docs);
            pdoc.insert(
                0,
                format!(
                    "{} ({} parameter{}).",
                    docs::code(&p.name),
                    place(p.location),
                    if p.required { ", required" } else { "" }
                ),
            );
            if p.client_default {
                pdoc.push("When not set, the client's default for this parameter is used.".into());
            }
            let pdoc = crate::emit::docs::attrs(&pdoc);
            let dep = docs::deprecated(&p.docs);
            let allows = crate::emit::builder::setter_allows(&p.rust_name);
            let items = self.raw_items(&p.shape);
            setters.push(if let Some(item) = items {
                // Raw items or checked ones; what an item breaks is reported, under its index,
                // when the request is built (or sent as given with `skip_validation()`).
                quote! {
                    #pdoc #dep #allows
                    pub fn #i<Raw>(mut self, value: impl IntoIterator<Item = Raw>) -> Self where #item: ::oapigen_runtime::Checked<Raw> {
                        self.#i = Some(::oapigen_runtime::unchecked_items(value));
                        self
                    }
                }
            } else if checked {
                // Like a struct builder's: the raw value or the newtype; what the value breaks
                // is reported when the request is built (or sent as given with
                // `skip_validation()`).
                quote! {
                    #pdoc #dep #allows
                    pub fn #i<Raw>(mut self, value: Raw) -> Self where #ty: ::oapigen_runtime::Checked<Raw> {
                        self.#i = Some(::oapigen_runtime::Checked::unchecked(value));
                        self
                    }
                }
            } else {
                quote! {
                    #pdoc #dep #allows
                    pub fn #i(mut self, value: #arg) -> Self {
                        self.#i = Some(#conv);
                        self
                    }
                }
            });
        }
        if let Some(b) = &op.body {
            let ty = self.rust_type(&b.shape, false);
            fields.push(quote! { body: Option<#ty>, });
            let mut d = docs::paragraphs(&b.docs);
            d.insert(
                0,
                format!(
                    "The request body{}: the type itself, or what converts into it (one alternative of a `oneOf`).",
                    if b.required { " (required)" } else { "" }
                ),
            );
            let bdoc = crate::emit::docs::attrs(&d);
            setters.push(quote! {
                #bdoc
                pub fn body(mut self, value: impl Into<#ty>) -> Self {
                    self.body = Some(value.into());
                    self
                }
            });
        }
        (fields, setters)
    }

    /// Does the setter of this parameter take raw values: a constrained scalar or a format type
    /// such as `Uuid` (`.limit(5)`), or a list of them (`.tag_key(["env"])`)?
    pub(super) fn param_takes_raw(&self, op: &Operation, index: usize) -> bool {
        let shape = &op.params[index].shape;
        self.raw_scalar(shape) || self.raw_items(shape).is_some()
    }

    /// A constrained scalar or a format type: made from a raw value by `Checked`.
    fn raw_scalar(&self, shape: &Shape) -> bool {
        match shape {
            Shape::Named(id) => matches!(self.api.ty(*id).kind, TypeKind::Scalar(_)),
            Shape::Format(_) => true,
            _ => false,
        }
    }

    /// The item type of a list of raw-made items.
    fn raw_items(&self, shape: &Shape) -> Option<TokenStream> {
        match shape {
            Shape::Array(a) if self.raw_scalar(&a.items) => Some(self.rust_type(&a.items, false)),
            _ => None,
        }
    }
}
