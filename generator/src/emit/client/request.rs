//! `build_request`: the checks before anything is sent, and the request itself — path, query,
//! headers and body.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use crate::emit::{Ctx, StdNames, ident};
use crate::ir::*;

/// The statements each parameter contributes to `build_request`.
#[derive(Default)]
struct ParamStatements {
    /// `let param_x = …;`: the value set, or the client's default.
    resolve: Vec<TokenStream>,
    /// Constraint checks of the values set.
    checks: Vec<TokenStream>,
    query: Vec<TokenStream>,
    headers: Vec<TokenStream>,
    /// Required parameters: where, the name, and the local holding the value.
    required: Vec<(&'static str, String, Ident)>,
}

/// The word for where a parameter goes (`path`, `query` …).
pub(super) fn place(location: ParamLocation) -> &'static str {
    match location {
        ParamLocation::Path => "path",
        ParamLocation::Query => "query",
        ParamLocation::Header => "header",
        ParamLocation::Cookie => "cookie",
    }
}

/// The local that holds a parameter's value inside `build_request`. Locals are prefixed so that
/// no parameter name can shadow `request` and friends.
fn local(p: &Param) -> Ident {
    format_ident!("param_{}", p.rust_name.trim_start_matches("r#"))
}

impl Ctx<'_> {
    /// The body of `build_request`. Missing required parameters, a missing required body and
    /// every constraint are reported together; nothing is sent if any is found.
    pub(super) fn build_request(&self, op: &Operation) -> TokenStream {
        let StdNames { string: std_string, .. } = &self.std;
        let params = self.param_statements(op);
        let mut checks = params.checks;
        let (body_check, body_set) = self.body_statements(op);
        checks.extend(body_check);
        let checks_block = self.checks_block(op, &params.required, &checks);
        let missing = if params.required.is_empty() {
            quote! {}
        } else {
            let pattern = params.required.iter().map(|(_, _, i)| quote! { Some(#i) });
            let idents = params.required.iter().map(|(_, _, i)| i);
            quote! {
                let (#(#pattern,)*) = (#(#idents,)*) else {
                    // Unreachable: every missing parameter was reported above.
                    return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
                };
            }
        };
        let (query, headers) = (params.query, params.headers);
        let request_binding = if query.is_empty() && headers.is_empty() && body_set.is_empty() {
            quote! { request }
        } else {
            quote! { mut request }
        };
        let op_id = &op.id;
        let template = &op.path;
        // When only some operations need credentials, those refuse to go out without them
        // (when all do, `Client::builder().build()` refuses instead).
        let all_need_auth = self.api.operations.iter().all(|o| o.requires_auth);
        let credentials =
            (op.requires_auth && self.api.auth.is_some() && !all_need_auth).then(|| quote! { .credentials_required() });
        let method = format_ident!("{}", op.method.as_str());
        let (path_fmt, path_args) = self.path_format(op);
        let path_expr = if path_args.is_empty() {
            quote! { #std_string::from(#path_fmt) }
        } else {
            quote! { format!(#path_fmt, #(#path_args),*) }
        };
        let resolve = &params.resolve;
        quote! {
            #(#resolve)*
            #checks_block
            #missing
            let #request_binding = ::oapigen_runtime::Request::new(#op_id, ::oapigen_runtime::reexports::reqwest::Method::#method, #template, #path_expr) #credentials;
            #(#query)*
            #(#headers)*
            #body_set
            Ok(request)
        }
    }

    /// The path as a format string: each path parameter becomes `{}` with one argument per
    /// occurrence, every brace of the literal text is escaped.
    fn path_format(&self, op: &Operation) -> (String, Vec<TokenStream>) {
        let mut fmt = String::with_capacity(op.path.len());
        let mut args = Vec::new();
        for piece in &op.plan.path {
            match piece {
                PathPiece::Literal(text) => fmt.push_str(&text.replace('{', "{{").replace('}', "}}")),
                PathPiece::Param(i) => {
                    let p = &op.params[*i];
                    let li = local(p);
                    let v = self.param_value(&p.shape, quote! { &#li });
                    fmt.push_str("{}");
                    args.push(quote! { ::oapigen_runtime::encode_path_segment(#v) });
                }
            }
        }
        (fmt, args)
    }

    fn param_statements(&self, op: &Operation) -> ParamStatements {
        let mut out = ParamStatements::default();
        for (index, p) in op.params.iter().enumerate() {
            let i = ident(&p.rust_name);
            let name = &p.name;
            let place = place(p.location);
            let parsed = self.parse_from_inner(&p.shape, quote! { v });
            let default = if let (true, Some(parse)) = (p.client_default, parsed) {
                quote! { .or_else(|| self.client.transport.default_param(#name).and_then(|v| #parse)) }
            } else if p.client_default && self.parses_from_str(&p.shape) {
                quote! { .or_else(|| self.client.transport.default_param(#name).and_then(|v| v.parse().ok())) }
            } else {
                quote! {}
            };
            let location_key = format!("${place}");
            let take = if self.param_takes_raw(op, index) {
                // A value the setter could not check: its violations, where it goes.
                quote! { ::oapigen_runtime::checked_param(self.#i.clone(), #location_key, #name)? }
            } else if self.is_copy(&p.shape) {
                quote! { self.#i }
            } else {
                quote! { self.#i.clone() }
            };
            let li = local(p);
            out.resolve.push(quote! { let #li = #take #default; });
            let check = self.validate_shape(&p.shape, quote! { v }, quote! { p }, 1);
            if !check.is_empty() {
                out.checks.push(quote! {
                    if let Some(v) = &#li {
                        let base = ::oapigen_runtime::Path::ROOT.key(#location_key);
                        let p = &base.key(#name);
                        #check
                    }
                });
            }
            // Required parameters are plain values once the missing ones are reported.
            let (bind, label) = if p.required {
                (quote! { let v = &#li; }, quote! {})
            } else {
                (
                    quote! { let Some(v) = &#li else { break 'param; }; },
                    quote! { 'param: },
                )
            };
            match p.location {
                ParamLocation::Path => {}
                ParamLocation::Query => {
                    let pairs = self.query_pairs(name, &p.shape, quote! { v });
                    out.query.push(quote! { #label { #bind #pairs } });
                }
                ParamLocation::Header => {
                    let v = self.param_value(&p.shape, quote! { v });
                    out.headers.push(quote! {
                        #label { #bind request.headers.push((#name, #v.to_string())); }
                    })
                }
                ParamLocation::Cookie => {
                    let v = self.param_value(&p.shape, quote! { v });
                    out.headers.push(quote! {
                        #label { #bind request.headers.push(("Cookie", format!("{}={}", #name, #v))); }
                    })
                }
            }
            if p.required {
                out.required.push((place, name.clone(), li));
            }
        }
        out
    }

    /// The body's constraint check, and the statement that puts it into the request.
    fn body_statements(&self, op: &Operation) -> (Option<TokenStream>, TokenStream) {
        let Some(b) = &op.body else {
            return (None, TokenStream::new());
        };
        let check = self.validate_shape(&b.shape, quote! { body }, quote! { root }, 1);
        let check = (!check.is_empty())
            .then(|| quote! { if let Some(body) = &self.body { let root = &::oapigen_runtime::Path::ROOT; #check } });
        let set = match &b.kind {
            BodyKind::Json => quote! {
                if let Some(body) = &self.body { request = request.json_body(body)?; }
            },
            BodyKind::Text { content_type } => quote! {
                if let Some(body) = &self.body {
                    request.body = Some(::oapigen_runtime::Body::Bytes { content_type: #content_type.to_string(), data: body.clone().into_bytes() });
                }
            },
            BodyKind::Binary { content_type } => quote! {
                if let Some(body) = &self.body {
                    request.body = Some(::oapigen_runtime::Body::Bytes { content_type: #content_type.to_string(), data: body.clone() });
                }
            },
            BodyKind::FormUrlEncoded => quote! {
                if let Some(body) = &self.body { request = request.form_body(body)?; }
            },
            BodyKind::Multipart => {
                let parts = self.multipart_parts(&b.shape);
                quote! {
                    if let Some(body) = &self.body {
                        request = request.multipart_body(|form| { #parts Ok(()) })?;
                    }
                }
            }
        };
        (check, set)
    }

    /// What is missing is reported even with `skip_validation` or validation off (only
    /// constraint checks can be skipped): there is nothing to send without it.
    fn checks_block(
        &self,
        op: &Operation,
        required: &[(&'static str, String, Ident)],
        checks: &[TokenStream],
    ) -> TokenStream {
        let body_required = op.body.as_ref().is_some_and(|b| b.required);
        let bases: std::collections::BTreeSet<&str> = required.iter().map(|(p, _, _)| *p).collect();
        let base_defs = bases.iter().map(|place| {
            let base = format_ident!("{}_params", place);
            let key = format!("${place}");
            quote! { let #base = ::oapigen_runtime::Path::ROOT.key(#key); }
        });
        let present = required.iter().map(|(place, name, i)| {
            let base = format_ident!("{}_params", place);
            quote! { ::oapigen_runtime::check::required_present(out, &#base, #name, #i.is_some()); }
        });
        let body = body_required.then(|| {
            quote! {
                ::oapigen_runtime::check::required_present(out, &::oapigen_runtime::Path::ROOT, "$body", self.body.is_some());
            }
        });
        let presence: Vec<TokenStream> = base_defs.chain(present).chain(body).collect();
        if checks.is_empty() && presence.is_empty() {
            return quote! {};
        }
        let constraint_checks = if checks.is_empty() || !self.validation {
            quote! {}
        } else {
            quote! {
                'constraints: {
                    if self.skip_validation {
                        break 'constraints;
                    }
                    #(#checks)*
                }
            }
        };
        quote! {
            let mut violations = ::oapigen_runtime::Violations::new();
            let out = &mut violations;
            #(#presence)*
            #constraint_checks
            violations.into_result()?;
        }
    }
}
