//! `build_request`: the checks before anything is sent, and the request itself — path, query,
//! headers and body.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use crate::emit::{Ctx, ident};
use crate::ir::*;

/// The statements each parameter contributes to `build_request`.
#[derive(Default)]
struct ParamStatements {
    /// `let param_x = …;`: the value set, or the client's default; what is missing or could not
    /// be converted is reported into `out`.
    resolve: Vec<TokenStream>,
    /// Whether a `resolve` statement reports into `out`.
    reports: bool,
    /// Constraint checks of the values set.
    checks: Vec<TokenStream>,
    query: Vec<TokenStream>,
    headers: Vec<TokenStream>,
    /// The locals holding required parameters.
    required: Vec<Ident>,
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

/// Does the statement start with `if`? Nested in another `if`, clippy would collapse the two.
fn starts_with_if(statement: &TokenStream) -> bool {
    matches!(statement.clone().into_iter().next(), Some(proc_macro2::TokenTree::Ident(i)) if i == "if")
}

/// Whether a header parameter carries an idempotency key: its name holds `idempotency`
/// (`Idempotency-Key`, `X-Idempotency-Token`), in any case.
fn is_idempotency_header(name: &str) -> bool {
    name.to_ascii_lowercase().contains("idempotency")
}

/// The local that holds a parameter's value inside `build_request`. Locals are prefixed so that
/// no parameter name can shadow `request` and friends.
fn local(p: &Param) -> Ident {
    p.rust_name.prefixed("param_").token()
}

impl Ctx<'_> {
    /// The body of `build_request`. Missing required parameters, a missing required body and
    /// every constraint are reported together; nothing is sent if any is found.
    pub(super) fn build_request(&self, op: &Operation) -> TokenStream {
        let params = self.param_statements(op);
        let mut checks = params.checks;
        let (body_check, body_set) = self.body_statements(op);
        checks.extend(body_check);
        let body_required = op.body.as_ref().is_some_and(|b| b.required);
        let checks = (self.validation && !checks.is_empty()).then(|| {
            let lone_if = checks.len() == 1 && starts_with_if(&checks[0]);
            if lone_if {
                // Not `if !skip { if … }`, which clippy would collapse.
                quote! {
                    'constraints: {
                        if self.skip_validation {
                            break 'constraints;
                        }
                        #(#checks)*
                    }
                }
            } else {
                quote! {
                    if !self.skip_validation {
                        #(#checks)*
                    }
                }
            }
        });
        // What is missing is reported even with `skip_validation` or validation off (only
        // constraint checks can be skipped): there is nothing to send without it.
        let body_present = body_required.then(|| {
            quote! {
                ::oapigen_runtime::check::required_present(out, &::oapigen_runtime::Path::ROOT, "$body", self.body.is_some());
            }
        });
        let reports = params.reports || body_required || checks.is_some();
        let (open, close) = if reports {
            (
                quote! {
                    let mut violations = ::oapigen_runtime::Violations::new();
                    let out = &mut violations;
                },
                quote! { violations.into_result()?; },
            )
        } else {
            (quote! {}, quote! {})
        };
        let missing = if params.required.is_empty() {
            quote! {}
        } else {
            let (pattern, values) = crate::emit::all_some(&params.required, &params.required);
            quote! {
                let #pattern = #values else {
                    // The missing ones were recorded above, with everything else wrong.
                    return Err(violations.into_errors().into());
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
        // An operation whose `security` is not the document's states its own (the client's
        // `default_security` is the document's).
        let credentials = (!self.api.schemes.is_empty() && op.security != self.api.security).then(|| {
            let requirement = super::requirement_tokens(self.api, &op.security);
            quote! { .security(#requirement) }
        });
        let server = op.server.as_ref().map(|url| quote! { .server(#url) });
        // The pairs the document's path key fixes (`/rest?method=photos.search`).
        let constants = op.query_constants.iter().map(|(k, v)| quote! { .query(#k, #v) });
        let method = crate::ir::Ident::fixed(op.method.as_str());
        let (path_fmt, path_args) = self.path_format(op);
        let path_expr = if path_args.is_empty() {
            quote! { String::from(#path_fmt) }
        } else {
            quote! { format!(#path_fmt, #(#path_args),*) }
        };
        let resolve = &params.resolve;
        let with_options = self.with_options(op);
        quote! {
            #open
            #(#resolve)*
            #body_present
            #checks
            #missing
            #close
            let #request_binding = ::oapigen_runtime::Request::new(#op_id, ::oapigen_runtime::Method::#method, #template, #path_expr) #credentials #server #(#constants)*;
            #(#query)*
            #(#headers)*
            #body_set
            #with_options
        }
    }

    /// `request.with_options(…)`: the call's options, judged against what the operation
    /// declares (its query and header parameters' names, its idempotency key's header, its
    /// body's schema) unless `skip_validation()`.
    fn with_options(&self, op: &Operation) -> TokenStream {
        let named = |location: ParamLocation| {
            op.params
                .iter()
                .filter(move |p| p.location == location)
                .map(|p| p.name.as_str())
        };
        let query: Vec<&str> = named(ParamLocation::Query)
            .chain(op.query_constants.iter().map(|(k, _)| k.as_str()))
            .collect();
        let mut headers: Vec<&str> = named(ParamLocation::Header).collect();
        if op.params.iter().any(|p| p.location == ParamLocation::Cookie) {
            headers.push("Cookie");
        }
        let idempotency = named(ParamLocation::Header).find(|n| is_idempotency_header(n));
        let body = op.body.as_ref().and_then(|b| match (&b.kind, &b.shape) {
            // The same condition as the type's `validate_json!` (`emit/types`).
            (BodyKind::Json, Shape::Named(id))
                if self.api.ty(*id).schema.is_some()
                    && !matches!(self.api.ty(*id).kind, TypeKind::Alias(Shape::External(_))) =>
            {
                let ty = self.rust_type(&b.shape, false);
                Some(quote! { .body::<#ty>() })
            }
            _ => None,
        });
        let checked = if self.validation {
            quote! { !self.skip_validation }
        } else {
            quote! { false }
        };
        let query = (!query.is_empty()).then(|| quote! { .query(&[#(#query),*]) });
        let headers = (!headers.is_empty()).then(|| quote! { .headers(&[#(#headers),*]) });
        let idempotency = idempotency.map(|h| quote! { .idempotency_header(#h) });
        let declared = quote! { ::oapigen_runtime::Declared::NOTHING #query #headers #idempotency #body };
        quote! { request.with_options(&self.options, &#declared, #checked) }
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
                    fmt.push_str("{}");
                    // A scalar in the default style is its text, encoded; anything else is
                    // written (and encoded) by the runtime as its style says.
                    if self.displayable(&p.shape) && p.style.is_default_for("path") {
                        args.push(quote! { ::oapigen_runtime::encode_path_segment(&#li) });
                    } else {
                        let name = &p.name;
                        let style = super::values::style_tokens(p.style);
                        args.push(quote! { ::oapigen_runtime::support::path_text(#name, &#li, #style) });
                    }
                }
            }
        }
        (fmt, args)
    }

    fn param_statements(&self, op: &Operation) -> ParamStatements {
        let mut out = ParamStatements::default();
        for p in &op.params {
            let i = ident(&p.rust_name);
            let name = &p.name;
            let place = place(p.location);
            let location_key = format!("${place}");
            let default = if !p.client_default {
                None
            } else if let Some((inner, ty)) = self.numeric_newtype(&p.shape) {
                Some(
                    quote! { self.client.transport.parsed_default::<#inner>(#name).and_then(|n| #ty::try_from(n).ok()) },
                )
            } else if self.parses_from_str(&p.shape) {
                Some(quote! { self.client.transport.parsed_default(#name) })
            } else {
                None
            };
            let default = match default {
                Some(default) => quote! { .or_else(|| #default) },
                None => quote! {},
            };
            let stored = if self.is_copy(&p.shape) {
                quote! { self.#i }
            } else {
                quote! { self.#i.clone() }
            };
            let value = quote! { #stored #default };
            let li = local(p);
            // A raw value a setter took is held as given, and checked below like any other
            // (`skip_validation()` sends it as given).
            let take = if p.required {
                quote! { out.required_param(#location_key, #name, #value) }
            } else {
                value
            };
            out.reports |= p.required;
            out.resolve.push(quote! { let #li = #take; });
            if self.validated_by_its_type(&p.shape) {
                out.checks
                    .push(quote! { out.validate_param(#location_key, #name, &#li); });
            } else {
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
            }
            let put = match p.location {
                ParamLocation::Path => TokenStream::new(),
                ParamLocation::Query => self.query_pairs(name, &p.shape, p.style, quote! { v }),
                // Headers and cookies write arrays and objects as `simple` does (a cookie's
                // `form` writes them alike, not exploded).
                ParamLocation::Header => {
                    let v = if self.displayable(&p.shape) {
                        quote! { v.to_string() }
                    } else {
                        let explode = p.style.explode();
                        quote! { ::oapigen_runtime::support::header_text(v, #explode) }
                    };
                    quote! { request.headers.push((#name, #v)); }
                }
                ParamLocation::Cookie => {
                    let v = if self.displayable(&p.shape) {
                        quote! { v }
                    } else {
                        quote! { ::oapigen_runtime::support::header_text(v, false) }
                    };
                    quote! { request.headers.push(("Cookie", format!("{}={}", #name, #v))); }
                }
            };
            if !put.is_empty() {
                // Required parameters are plain values once the missing ones are reported. An
                // optional one is put only when set; a labelled block where what puts it is an
                // `if` of its own, which clippy would have collapsed into the first.
                let nested_if = starts_with_if(&put);
                let statement = if p.required {
                    quote! { { let v = &#li; #put } }
                } else if nested_if {
                    quote! { 'param: { let Some(v) = &#li else { break 'param; }; #put } }
                } else {
                    quote! { if let Some(v) = &#li { #put } }
                };
                if p.location == ParamLocation::Query {
                    out.query.push(statement);
                } else {
                    out.headers.push(statement);
                }
            }
            if p.required {
                out.required.push(li);
            }
        }
        out
    }

    /// The body's constraint check, and the statement that puts it into the request.
    fn body_statements(&self, op: &Operation) -> (Option<TokenStream>, TokenStream) {
        let Some(b) = &op.body else {
            return (None, TokenStream::new());
        };
        let check = if self.validated_by_its_type(&b.shape) {
            Some(quote! { ::oapigen_runtime::Validate::validate_at(&self.body, &::oapigen_runtime::Path::ROOT, out); })
        } else {
            let check = self.validate_shape(&b.shape, quote! { body }, quote! { root }, 1);
            (!check.is_empty()).then(
                || quote! { if let Some(body) = &self.body { let root = &::oapigen_runtime::Path::ROOT; #check } },
            )
        };
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

    /// Are the shape's checks those of its type's `Validate` (so `out.validate_param` does
    /// them)? A plain alias is checked where it is used instead.
    fn validated_by_its_type(&self, shape: &Shape) -> bool {
        shape.has_checks(self.api)
            && match shape {
                Shape::Named(id) => !matches!(self.api.ty(*id).kind, TypeKind::Alias(_)) || self.is_newtype(*id),
                Shape::Format(_) => true,
                _ => false,
            }
    }
}
