//! The client: one request builder per operation, task waiting and pagination helpers. All
//! behaviour (HTTP, retries, polling, paging) is in `oapigen_runtime`; this only wires types.

use proc_macro2::{Literal, TokenStream};
use quote::{format_ident, quote};

use super::{Ctx, StdNames, docs, ident};
use crate::ir::*;

/// How a member reached by a pointer is held.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Held {
    Required,
    Option,
    Nullable,
}

/// `Option<&T>` for a member held in any of the three ways.
fn as_option(access: &TokenStream, held: Held, base: TokenStream) -> TokenStream {
    match held {
        Held::Required => quote! { Some(&#base #access) },
        Held::Option => quote! { #base #access .as_ref() },
        Held::Nullable => quote! { #base #access .value() },
    }
}

/// A variant name for a success status.
fn status_name(code: u16) -> String {
    match code {
        200 => "Ok".into(),
        201 => "Created".into(),
        202 => "Accepted".into(),
        203 => "NonAuthoritative".into(),
        204 => "NoContent".into(),
        206 => "PartialContent".into(),
        c => format!("Status{c}"),
    }
}

/// The error responses an operation documents, in the order their arms are tried: exact codes,
/// then ranges, then `default`.
fn error_responses(op: &Operation) -> Vec<&Response> {
    let mut errors: Vec<&Response> = op
        .responses
        .iter()
        .filter(|r| match r.status {
            StatusMatch::Code(c) => c >= 300,
            StatusMatch::Range(r) => r >= 3,
            StatusMatch::Default => true,
        })
        .collect();
    errors.sort_by_key(|r| r.status);
    errors
}

/// Operations grouped by the error responses they document (statuses and body types).
struct ErrorGroups {
    /// For each operation with documented errors, the first operation of its group.
    leader: Vec<Option<usize>>,
    /// For each group's first operation, every operation of the group.
    members: Vec<Vec<usize>>,
}

impl ErrorGroups {
    fn new(api: &Api) -> Self {
        type Signature<'a> = Vec<(StatusMatch, Option<&'a (BodyKind, Shape)>)>;
        let n = api.operations.len();
        let mut leader = vec![None; n];
        let mut members = vec![Vec::new(); n];
        let mut seen: Vec<(Signature, usize)> = Vec::new();
        for (i, op) in api.operations.iter().enumerate() {
            let sig: Signature = error_responses(op)
                .iter()
                .map(|r| (r.status, r.body.as_ref()))
                .collect();
            if sig.is_empty() {
                continue;
            }
            let first = match seen.iter().find(|(s, _)| *s == sig) {
                Some((_, first)) => *first,
                None => {
                    seen.push((sig, i));
                    i
                }
            };
            leader[i] = Some(first);
            members[first].push(i);
        }
        ErrorGroups { leader, members }
    }
}

/// A variant name for a documented error status.
fn error_status_name(status: StatusMatch) -> String {
    match status {
        StatusMatch::Code(c) => match c {
            400 => "BadRequest".into(),
            401 => "Unauthorized".into(),
            403 => "Forbidden".into(),
            404 => "NotFound".into(),
            405 => "MethodNotAllowed".into(),
            409 => "Conflict".into(),
            410 => "Gone".into(),
            412 => "PreconditionFailed".into(),
            413 => "PayloadTooLarge".into(),
            415 => "UnsupportedMediaType".into(),
            422 => "UnprocessableEntity".into(),
            429 => "TooManyRequests".into(),
            500 => "InternalServerError".into(),
            502 => "BadGateway".into(),
            503 => "ServiceUnavailable".into(),
            504 => "GatewayTimeout".into(),
            c => format!("Status{c}"),
        },
        StatusMatch::Range(4) => "ClientError".into(),
        StatusMatch::Range(5) => "ServerError".into(),
        StatusMatch::Range(r) => format!("Status{r}xx"),
        StatusMatch::Default => "Other".into(),
    }
}

fn method_tokens(m: Method) -> TokenStream {
    let i = format_ident!("{}", m.as_str());
    quote! { ::oapigen_runtime::reexports::reqwest::Method::#i }
}

impl Ctx<'_> {
    /// Access to the member a JSON pointer names, through struct fields: the accessor suffix
    /// (`.tasks`), the member's shape, and how it is held. Only the last member may be optional.
    fn pointer_access(&self, shape: &Shape, pointer: &str) -> Option<(TokenStream, Shape, Held)> {
        let mut shape = shape.clone();
        let mut access = TokenStream::new();
        let mut held = Held::Required;
        for seg in pointer.split('/').skip(1) {
            if held != Held::Required {
                return None;
            }
            let Shape::Named(id) = shape else { return None };
            let TypeKind::Struct(s) = &self.api.ty(id).kind else {
                return None;
            };
            let f = s.fields.iter().find(|f| f.name == seg)?;
            let i = self.field_ident(f);
            access.extend(quote! { .#i });
            let nullable = matches!(f.shape, Shape::Nullable(_));
            held = match (f.required, nullable) {
                (true, false) => Held::Required,
                (true, true) | (false, false) => Held::Option,
                (false, true) => Held::Nullable,
            };
            shape = match &f.shape {
                Shape::Nullable(inner) => inner.as_ref().clone(),
                s => s.clone(),
            };
        }
        Some((access, shape, held))
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
                let t = super::types::int_ident(*k);
                Some(quote! { #t::try_from(#expr).unwrap_or(#t::MAX) })
            }
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(def) if matches!(def.base, ScalarBase::Integer(_)) => {
                    let ScalarBase::Integer(k) = def.base else { return None };
                    let t = super::types::int_ident(k);
                    let ty = self.rust_type(shape, false);
                    Some(quote! { #ty::try_from(#t::try_from(#expr).unwrap_or(#t::MAX))? })
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

    /// Setter argument type and conversion for a parameter.
    fn param_setter(&self, shape: &Shape) -> (TokenStream, TokenStream) {
        let StdNames { into: std_into, .. } = &self.std;
        let ty = self.rust_type(shape, false);
        match shape {
            Shape::String | Shape::Array(_) | Shape::Map(_) | Shape::JsonText(_) => {
                (quote! { impl #std_into<#ty> }, quote! { value.into() })
            }
            _ => (ty, quote! { value }),
        }
    }

    /// Is the Rust type for this shape `Copy` (so that it is taken, not cloned)?
    fn is_copy(&self, shape: &Shape) -> bool {
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
    fn displayable(&self, shape: &Shape) -> bool {
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

    /// `value` (a reference) as something `Display`.
    fn param_value(&self, shape: &Shape, value: TokenStream) -> TokenStream {
        if self.displayable(shape) {
            value
        } else {
            quote! { &::oapigen_runtime::support::param_text(#value) }
        }
    }

    /// `FromTransport::check_default_param` for the client: each parameter that takes a client
    /// default must be able to read the configured text, as every operation using it does, so
    /// that `build()` refuses a default an operation would otherwise drop.
    fn default_param_checks(&self) -> Option<TokenStream> {
        let StdNames { string: std_string, .. } = &self.std;
        // Per parameter name: the checks of the text, then the refusal of an operation that
        // cannot read it at all (the arm's result; no check after it could run).
        let mut by_name: std::collections::BTreeMap<&str, (Vec<TokenStream>, Option<TokenStream>)> =
            std::collections::BTreeMap::new();
        let mut seen = std::collections::BTreeSet::new();
        for op in &self.api.operations {
            for p in op.params.iter().filter(|p| p.client_default) {
                let ty = self.rust_type(&p.shape, false);
                if !seen.insert((p.name.clone(), ty.to_string())) {
                    continue;
                }
                let (checks, refusal) = by_name.entry(p.name.as_str()).or_default();
                let valid = || {
                    format!(
                        "a valid `{}` (as operation `{}` expects)",
                        ty.to_string().replace(' ', ""),
                        op.id
                    )
                };
                if let Some(parse) = self.parse_from_inner(&p.shape, quote! { value }) {
                    let expected = valid();
                    checks.push(quote! {
                        if #parse.is_none() {
                            return Err(#std_string::from(#expected));
                        }
                    });
                } else if self.parses_from_str(&p.shape) {
                    let expected = match &p.shape {
                        Shape::Integer(k) => format!("an integer ({})", super::types::int_ident(*k)),
                        Shape::Number => "a number".to_string(),
                        Shape::Boolean => "`true` or `false`".to_string(),
                        _ => valid(),
                    };
                    checks.push(quote! {
                        if value.parse::<#ty>().is_err() {
                            return Err(#std_string::from(#expected));
                        }
                    });
                } else if refusal.is_none() {
                    let expected = format!(
                        "usable: operation `{}` cannot read this parameter from text, so give it on each request",
                        op.id
                    );
                    *refusal = Some(quote! { Err(#std_string::from(#expected)) });
                }
            }
        }
        if by_name.is_empty() {
            return None;
        }
        let arms = by_name.iter().map(|(name, (checks, refusal))| {
            let result = refusal.clone().unwrap_or_else(|| quote! { Ok(()) });
            quote! { #name => { #(#checks)* #result } }
        });
        Some(quote! {
            fn check_default_param(name: &str, value: &str) -> Result<(), #std_string> {
                match name {
                    #(#arms)*
                    _ => Ok(()),
                }
            }
        })
    }

    /// For a named integer or number with constraints (a newtype with `TryFrom` of its inner
    /// type, no `FromStr`): an `Option` of it read from `text`, checked as the newtype checks.
    fn parse_from_inner(&self, shape: &Shape, text: TokenStream) -> Option<TokenStream> {
        let Shape::Named(id) = shape else { return None };
        let TypeKind::Scalar(s) = &self.api.ty(*id).kind else {
            return None;
        };
        let inner = match s.base {
            ScalarBase::Integer(k) => {
                let i = super::types::int_ident(k);
                quote! { #i }
            }
            ScalarBase::Number => quote! { f64 },
            ScalarBase::String | ScalarBase::Any => return None,
        };
        let ty = self.rust_type(shape, false);
        Some(quote! { #text.parse::<#inner>().ok().and_then(|n| #ty::try_from(n).ok()) })
    }

    /// Can the client's default (a string from its configuration) be parsed into this shape?
    fn parses_from_str(&self, shape: &Shape) -> bool {
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

    fn query_pairs(&self, name: &str, shape: &Shape, value: TokenStream) -> TokenStream {
        match shape {
            Shape::Array(a) => {
                let inner = self.query_pairs(name, &a.items, quote! { item });
                quote! { for item in #value.iter() { #inner } }
            }
            Shape::Nullable(inner) => {
                let inner = self.query_pairs(name, inner, quote! { v });
                quote! { if let Some(v) = #value { #inner } }
            }
            Shape::Map(_) | Shape::Any => quote! {
                request = request.query(#name, ::oapigen_runtime::support::param_text(#value));
            },
            Shape::Named(id) if !self.displayable(shape) && !matches!(self.api.ty(*id).kind, TypeKind::Alias(_)) => {
                quote! {
                    request = request.query(#name, ::oapigen_runtime::support::param_text(#value));
                }
            }
            Shape::Named(id) if matches!(&self.api.ty(*id).kind, TypeKind::Alias(_)) => {
                let TypeKind::Alias(inner) = &self.api.ty(*id).kind else {
                    unreachable!()
                };
                if self.is_newtype(*id) {
                    let pairs = self.query_pairs(name, inner, quote! { inner });
                    quote! { { let inner = &#value.0; #pairs } }
                } else {
                    self.query_pairs(name, inner, value)
                }
            }
            Shape::Checked(inner, _) => self.query_pairs(name, inner, value),
            _ => quote! { request = request.query(#name, #value); },
        }
    }

    /// The parts of a multipart body `body`: a file part for each `File` member (binary in the
    /// document), a text part for every other member.
    fn multipart_parts(&self, shape: &Shape) -> TokenStream {
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
            out.extend(quote! { for (k, v) in body.extra.iter() { form.text(k, v)?; } });
        }
        out
    }

    /// `{Op}Error`: the error responses the operation documents, decoded from an
    /// `Error::Api` by `Error::documented`.
    ///
    /// Operations that document the same error responses (same statuses, same body types) share
    /// one enum, named after the first of them; the others' `{Op}Error` are aliases of it. A
    /// large API often documents the same errors for every operation, and one type instead of
    /// hundreds keeps the crate small.
    fn error_enum(&self, op: &Operation, index: usize, groups: &ErrorGroups) -> TokenStream {
        let StdNames {
            option: std_option,
            string: std_string,
            ..
        } = &self.std;
        let errors = error_responses(op);
        let Some(leader) = groups.leader[index] else {
            return TokenStream::new();
        };
        let enum_name = format_ident!("{}Error", op.type_name);
        if leader != index {
            let shared = format_ident!("{}Error", self.api.operations[leader].type_name);
            let doc = format!(
                " The error responses of {}: documented as those of {}, so the same type.",
                docs::code(&op.id),
                docs::code(&self.api.operations[leader].id)
            );
            return quote! { #[doc = #doc] pub type #enum_name = #shared; };
        }
        let op_id = &op.id;
        let members = &groups.members[index];
        let op_ids = members.iter().map(|i| self.api.operations[*i].id.as_str());
        let mut names = crate::lower::naming::NameTable::new();
        let mut variants = Vec::new();
        let mut arms = Vec::new();
        let mut any_body = false;
        for r in &errors {
            let vname = format_ident!("{}", names.claim(&error_status_name(r.status)));
            let body_ty = match &r.body {
                Some((BodyKind::Json, shape)) => Some(self.rust_type(shape, false)),
                Some((BodyKind::Text { .. }, _)) => Some(quote! { #std_string }),
                _ => None,
            };
            let (status_doc, pattern, carries_status) = match r.status {
                StatusMatch::Code(c) => {
                    let c_lit = proc_macro2::Literal::u16_unsuffixed(c);
                    (format!("HTTP {c}"), quote! { #c_lit }, false)
                }
                StatusMatch::Range(n) => {
                    let lo = proc_macro2::Literal::u16_unsuffixed(n * 100);
                    let hi = proc_macro2::Literal::u16_unsuffixed(n * 100 + 99);
                    (format!("HTTP {n}XX"), quote! { status @ #lo..=#hi }, true)
                }
                StatusMatch::Default => ("Any other error status".to_string(), quote! { status }, true),
            };
            let d = format!(
                " {status_doc}{}",
                r.description
                    .as_deref()
                    .map(|d| format!(": {}", docs::line(d)))
                    .unwrap_or_default()
            );
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
            variants.push(quote! { #[doc = #d] #variant, });
            arms.push((pattern, expr));
        }
        let body_expr = match arms.as_slice() {
            // Only `default`: one arm that matches every status needs no `match` (clippy's
            // `match_single_binding`).
            [(_, expr)] if errors[0].status == StatusMatch::Default => expr.clone(),
            _ => {
                let fallback =
                    (!errors.iter().any(|r| r.status == StatusMatch::Default)).then(|| quote! { _ => None, });
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
        let edoc = format!(
            " The error responses of {}{others}, typed: `error.documented::<{enum_name}>()` on \
             the operation's [`Error`](::oapigen_runtime::Error).",
            docs::code(op_id)
        );
        quote! {
            #[doc = #edoc]
            #[derive(Debug, Clone, PartialEq)]
            pub enum #enum_name {
                #(#variants)*
            }
            impl ::oapigen_runtime::DocumentedError for #enum_name {
                const OPERATION_IDS: &'static [&'static str] = &[#(#op_ids),*];
                fn from_api(status: u16, #body_arg: &::oapigen_runtime::ApiErrorBody) -> #std_option<Self> {
                    #body_expr
                }
            }
        }
    }

    fn operation(&self, op: &Operation, index: usize, errors: &ErrorGroups) -> (TokenStream, TokenStream) {
        let StdNames {
            option: std_option,
            string: std_string,
            vec: std_vec,
            ..
        } = &self.std;
        let builder = format_ident!("{}", op.type_name);
        let method_name = ident(&op.rust_name);
        let mut fields = Vec::new();
        let mut setters = Vec::new();
        let mut resolve = Vec::new();
        let mut checks = Vec::new();
        let mut required_names = Vec::new();
        let mut required_idents = Vec::new();
        let mut path_args = Vec::new();
        let mut query = Vec::new();
        let mut headers = Vec::new();
        // The path as a format string: a `{name}` naming a path parameter becomes `{}` with one
        // argument per occurrence (a parameter may appear twice), every other brace is escaped.
        let path_params: Vec<&Param> = op.params.iter().filter(|p| p.location == ParamLocation::Path).collect();
        let mut path_fmt = String::with_capacity(op.path.len());
        let mut path_order: Vec<&Param> = Vec::new();
        let mut rest = op.path.as_str();
        while let Some(c) = rest.chars().next() {
            let param = (c == '{')
                .then(|| {
                    path_params.iter().find(|p| {
                        rest[1..]
                            .strip_prefix(p.name.as_str())
                            .is_some_and(|r| r.starts_with('}'))
                    })
                })
                .flatten();
            if let Some(p) = param {
                path_fmt.push_str("{}");
                path_order.push(p);
                rest = &rest[p.name.len() + 2..];
            } else {
                match c {
                    '{' => path_fmt.push_str("{{"),
                    '}' => path_fmt.push_str("}}"),
                    c => path_fmt.push(c),
                }
                rest = &rest[c.len_utf8()..];
            }
        }
        for p in &op.params {
            let i = ident(&p.rust_name);
            let ty = self.rust_type(&p.shape, false);
            fields.push(quote! { #i: #std_option<#ty>, });
            let (arg, conv) = self.param_setter(&p.shape);
            let mut pdoc = docs::paragraphs(&p.docs);
            let place = match p.location {
                ParamLocation::Path => "path",
                ParamLocation::Query => "query",
                ParamLocation::Header => "header",
                ParamLocation::Cookie => "cookie",
            };
            pdoc.insert(
                0,
                format!(
                    "{} ({place} parameter{}).",
                    docs::code(&p.name),
                    if p.required { ", required" } else { "" }
                ),
            );
            if p.client_default {
                pdoc.push("When not set, the client's default for this parameter is used.".into());
            }
            let pdoc = docs::attrs(&pdoc);
            let dep = docs::deprecated(&p.docs);
            setters.push(quote! {
                #pdoc #dep
                pub fn #i(mut self, value: #arg) -> Self {
                    self.#i = Some(#conv);
                    self
                }
            });
            let name = &p.name;
            let parsed = self.parse_from_inner(&p.shape, quote! { v });
            let default = if let (true, Some(parse)) = (p.client_default, parsed) {
                quote! { .or_else(|| self.client.transport.default_param(#name).and_then(|v| #parse)) }
            } else if p.client_default && self.parses_from_str(&p.shape) {
                quote! { .or_else(|| self.client.transport.default_param(#name).and_then(|v| v.parse().ok())) }
            } else {
                quote! {}
            };
            let take = if self.is_copy(&p.shape) {
                quote! { self.#i }
            } else {
                quote! { self.#i.clone() }
            };
            // Locals are prefixed so that no parameter name can shadow `request` and friends.
            let li = format_ident!("param_{}", p.rust_name.trim_start_matches("r#"));
            resolve.push(quote! { let #li = #take #default; });
            let location_key = format!("${place}");
            let check = self.validate_shape(&p.shape, quote! { v }, quote! { p }, 1);
            if !check.is_empty() {
                checks.push(quote! {
                    if let Some(v) = &#li {
                        let base = ::oapigen_runtime::Path::ROOT.key(#location_key);
                        let p = &base.key(#name);
                        #check
                    }
                });
            }
            // Required parameters are plain values once the missing ones are reported.
            let bind = if p.required {
                quote! { let v = &#li; }
            } else {
                quote! { let Some(v) = &#li else { break 'param; }; }
            };
            let label = if p.required {
                quote! {}
            } else {
                quote! { 'param: }
            };
            match p.location {
                ParamLocation::Path => {}
                ParamLocation::Query => {
                    let pairs = self.query_pairs(name, &p.shape, quote! { v });
                    query.push(quote! { #label { #bind #pairs } });
                }
                ParamLocation::Header => {
                    let v = self.param_value(&p.shape, quote! { v });
                    headers.push(quote! {
                        #label { #bind request.headers.push((#name, #v.to_string())); }
                    })
                }
                ParamLocation::Cookie => {
                    let v = self.param_value(&p.shape, quote! { v });
                    headers.push(quote! {
                        #label { #bind request.headers.push(("Cookie", format!("{}={}", #name, #v))); }
                    })
                }
            }
            if p.required {
                required_names.push((place.to_string(), name.clone()));
                required_idents.push(li.clone());
            }
        }
        for p in &path_order {
            let li = format_ident!("param_{}", p.rust_name.trim_start_matches("r#"));
            let v = self.param_value(&p.shape, quote! { &#li });
            path_args.push(quote! { ::oapigen_runtime::encode_path_segment(#v) });
        }
        // The body.
        let mut body_set = TokenStream::new();
        let mut body_required = false;
        if let Some(b) = &op.body {
            let ty = self.rust_type(&b.shape, false);
            fields.push(quote! { body: #std_option<#ty>, });
            let bdoc = docs::attrs(&{
                let mut d = docs::paragraphs(&b.docs);
                d.insert(
                    0,
                    format!("The request body{}.", if b.required { " (required)" } else { "" }),
                );
                d
            });
            setters.push(quote! {
                #bdoc
                pub fn body(mut self, value: #ty) -> Self {
                    self.body = Some(value);
                    self
                }
            });
            let check = self.validate_shape(&b.shape, quote! { body }, quote! { root }, 1);
            if !check.is_empty() {
                checks.push(
                    quote! { if let Some(body) = &self.body { let root = &::oapigen_runtime::Path::ROOT; #check } },
                );
            }
            body_required = b.required;
            body_set = match &b.kind {
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
        }
        // Missing required parameters, a missing required body and every constraint are
        // reported together; nothing is sent if any is found. What is missing is reported even
        // with `skip_validation` or validation off (only constraint checks can be skipped):
        // there is nothing to send without it.
        let presence: Vec<TokenStream> = {
            let bases: std::collections::BTreeSet<&str> = required_names.iter().map(|(p, _)| p.as_str()).collect();
            let base_defs = bases.iter().map(|place| {
                let base = format_ident!("{}_params", place);
                let key = format!("${place}");
                quote! { let #base = ::oapigen_runtime::Path::ROOT.key(#key); }
            });
            let checks = required_names.iter().zip(&required_idents).map(|((place, name), i)| {
                let base = format_ident!("{}_params", place);
                quote! { ::oapigen_runtime::check::required_present(out, &#base, #name, #i.is_some()); }
            });
            let body = body_required.then(|| {
                quote! {
                    ::oapigen_runtime::check::required_present(out, &::oapigen_runtime::Path::ROOT, "$body", self.body.is_some());
                }
            });
            base_defs.chain(checks).chain(body).collect()
        };
        let checks_block = if checks.is_empty() && presence.is_empty() {
            quote! {}
        } else {
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
        };
        let missing = if required_idents.is_empty() {
            quote! {}
        } else {
            let pattern = required_idents.iter().map(|i| quote! { Some(#i) });
            let idents = &required_idents;
            quote! {
                let (#(#pattern,)*) = (#(#idents,)*) else {
                    // Unreachable: every missing parameter was reported above.
                    return Err(::oapigen_runtime::ValidationErrors::missing(&[]).into());
                };
            }
        };
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
        let m = method_tokens(op.method);
        let path_expr = if path_args.is_empty() {
            quote! { #std_string::from(#path_fmt) }
        } else {
            quote! { format!(#path_fmt, #(#path_args),*) }
        };
        // Success type and decoding: one type, or an enum when the success responses differ.
        let op_id_lit = &op.id;
        let success = op.success();
        let mut successes: Vec<&Response> = op
            .responses
            .iter()
            .filter(|r| {
                matches!(r.status, StatusMatch::Code(c) if (200..300).contains(&c)) || r.status == StatusMatch::Range(2)
            })
            .collect();
        // Exact codes before the `2XX` range, whose arm matches everything else.
        successes.sort_by_key(|r| r.status);
        let distinct = {
            let mut kinds: Vec<&Option<(BodyKind, Shape)>> = Vec::new();
            for r in &successes {
                if !kinds.contains(&&r.body) {
                    kinds.push(&r.body);
                }
            }
            kinds.len()
        };
        let decode = |body: Option<&(BodyKind, Shape)>| -> (TokenStream, TokenStream) {
            match body {
                Some((BodyKind::Json, shape)) => {
                    let ty = self.rust_type(shape, false);
                    (ty, quote! { response.json(#op_id_lit)? })
                }
                Some((BodyKind::Text { .. }, _)) => (quote! { #std_string }, quote! { response.text() }),
                Some(_) => (quote! { #std_vec<u8> }, quote! { response.body.to_vec() }),
                None => (quote! { () }, quote! { () }),
            }
        };
        let (ret, send_body, response_enum) = if distinct > 1 {
            let enum_name = format_ident!("{}Response", op.type_name);
            let mut names = crate::lower::naming::NameTable::new();
            let mut variants = Vec::new();
            let mut arms = Vec::new();
            let mut fallback = None;
            for r in &successes {
                let (wanted, pattern) = match r.status {
                    StatusMatch::Code(c) => (status_name(c), quote! { #c }),
                    _ => ("Success".to_string(), quote! { _ }),
                };
                let vname = format_ident!("{}", names.claim(&wanted));
                let (ty, conv) = decode(r.body.as_ref());
                let d = format!(
                    " {}{}",
                    match r.status {
                        StatusMatch::Code(c) => format!("HTTP {c}"),
                        _ => "Any other 2xx status".into(),
                    },
                    r.description
                        .as_deref()
                        .map(|d| format!(": {}", docs::line(d)))
                        .unwrap_or_default()
                );
                if r.body.is_some() {
                    variants.push(quote! { #[doc = #d] #vname(#ty), });
                    arms.push(quote! { #pattern => Ok(#enum_name::#vname(#conv)), });
                } else {
                    variants.push(quote! { #[doc = #d] #vname, });
                    arms.push(quote! { #pattern => Ok(#enum_name::#vname), });
                }
                if r.status == StatusMatch::Range(2) {
                    fallback = Some(());
                }
            }
            if fallback.is_none() {
                // A 2xx status the document does not list: decoded as the first listed response.
                let first = successes[0];
                let vname = format_ident!("{}", names.claim("Other"));
                let (ty, conv) = decode(first.body.as_ref());
                if first.body.is_some() {
                    variants.push(
                        quote! { /// A 2xx status the document does not list, decoded as the first documented one.
                        #vname(u16, #ty), },
                    );
                    arms.push(quote! { status => Ok(#enum_name::#vname(status, #conv)), });
                } else {
                    variants.push(quote! { /// A 2xx status the document does not list.
                    #vname(u16), });
                    arms.push(quote! { status => Ok(#enum_name::#vname(status)), });
                }
            }
            let edoc = format!(" The success responses of {}.", docs::code(&op.id));
            (
                quote! { #enum_name },
                quote! {
                    |response| match response.status {
                        #(#arms)*
                    }
                },
                quote! {
                    #[doc = #edoc]
                    #[derive(Debug, Clone, PartialEq)]
                    pub enum #enum_name {
                        #(#variants)*
                    }
                },
            )
        } else {
            let (ty, conv) = decode(success.and_then(|r| r.body.as_ref()));
            let body = match success.and_then(|r| r.body.as_ref()) {
                Some((BodyKind::Json, _)) => quote! { |response| response.json(#op_id_lit) },
                None => quote! { |_| Ok(()) },
                _ => quote! { |response| Ok(#conv) },
            };
            (ty, body, TokenStream::new())
        };
        let mut extra_methods = TokenStream::new();
        // Task waiting and paging read the one success type; with several, they are not offered.
        let single_success = distinct <= 1;
        if let (Some(t), Some((BodyKind::Json, shape)), true) =
            (&op.tasks, success.and_then(|r| r.body.as_ref()), single_success)
        {
            let poll = &self.api.operations[t.poll_operation];
            let task_ty = poll
                .success()
                .and_then(|r| r.body.as_ref())
                .map(|(_, s)| self.rust_type(s, false));
            // The operation the document names polls the tasks (see `client_file`).
            let wait = if primary_poll_operation(self.api) == Some(t.poll_operation) {
                quote! { client.wait_for_tasks(&ids).await }
            } else {
                let name = format_ident!("wait_for_tasks_via_{}", t.poll_operation);
                quote! { super::#name(client, &ids).await }
            };
            if let (Some((access, _, held)), Some(task_ty)) = (self.pointer_access(shape, &t.ids_pointer), task_ty) {
                let list = as_option(&access, held, quote! { response });
                let ids = quote! {
                    #list.map(|ids| ids.iter().map(|id| id.to_string()).collect::<#std_vec<_>>()).unwrap_or_default()
                };
                extra_methods.extend(quote! {
                    /// Sends the request, then waits until **every** task it started has finished
                    /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
                    pub async fn send_and_wait(self) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
                        let client = self.client;
                        let response = self.send().await?;
                        let ids = #ids;
                        #wait
                    }
                });
            }
        }
        if let (Some(pg), Some((BodyKind::Json, shape)), true) =
            (&op.pagination, success.and_then(|r| r.body.as_ref()), single_success)
        {
            let limit_p = op.params.iter().find(|p| p.name == pg.limit_param);
            let offset_p = op.params.iter().find(|p| p.name == pg.offset_param);
            let items = self.pointer_access(shape, &pg.items_pointer);
            let count = pg.count_pointer.as_ref().and_then(|c| self.pointer_access(shape, c));
            // Lowering checked the parameters are integers; should a shape still not fit, only
            // the paging helpers are left out, never the operation.
            'paging: {
                let (Some(lp), Some(opp), Some((items_access, _, items_held))) = (limit_p, offset_p, items) else {
                    break 'paging;
                };
                let li = ident(&lp.rust_name);
                let oi = ident(&opp.rust_name);
                let item_ty = self.rust_type(&pg.item_shape, false);
                let default_limit = Literal::u64_unsuffixed(pg.max_limit.unwrap_or(100));
                let (Some(limit_now), Some(offset_now)) = (
                    self.shape_to_u64(&lp.shape, quote! { v }, true),
                    self.shape_to_u64(&opp.shape, quote! { v }, true),
                ) else {
                    break 'paging;
                };
                let (Some(limit_set), Some(offset_set)) = (
                    self.shape_from_u64(&lp.shape, quote! { limit }),
                    self.shape_from_u64(&opp.shape, quote! { offset }),
                ) else {
                    break 'paging;
                };
                let items_expr = match items_held {
                    Held::Required => quote! { response #items_access },
                    Held::Option => quote! { response #items_access .unwrap_or_default() },
                    Held::Nullable => quote! { response #items_access .into_option().unwrap_or_default() },
                };
                let count_expr = match count {
                    Some((access, cshape, held)) => {
                        let c = self.shape_to_u64(&cshape, quote! { c }, true).unwrap_or(quote! { 0 });
                        let opt = as_option(&access, held, quote! { response });
                        quote! { #opt.map(|c| #c) }
                    }
                    None => quote! { None },
                };
                let max_note = pg
                    .max_limit
                    .map(|m| format!(" Pages hold at most {m} items (the documented maximum)."))
                    .unwrap_or_default();
                let stream_doc = format!(
                    " Every item across all pages, fetched lazily page by page. Starts at the `{}` set on this request (default 0); the next offset is the previous one plus the number of items received, until `count` is reached or a page is empty.{max_note}",
                    pg.offset_param
                );
                extra_methods.extend(quote! {
                    #[doc = #stream_doc]
                    pub fn stream(self) -> impl ::oapigen_runtime::reexports::futures_core::Stream<Item = Result<#item_ty, ::oapigen_runtime::Error>> + 'a {
                        let start = self.#oi.as_ref().map(|v| #offset_now).unwrap_or(0);
                        let page_size = self.#li.as_ref().map(|v| #limit_now).unwrap_or(#default_limit);
                        ::oapigen_runtime::paginate(start, page_size, move |offset, limit| {
                            let mut page = self.clone();
                            async move {
                                page.#oi = Some(#offset_set);
                                page.#li = Some(#limit_set);
                                let response = page.send().await?;
                                let count = #count_expr;
                                Ok(::oapigen_runtime::Page { items: #items_expr, count })
                            }
                        })
                    }
                    /// Every item of every page, collected (see [`stream`](Self::stream)).
                    pub async fn collect_all(self) -> Result<#std_vec<#item_ty>, ::oapigen_runtime::Error> {
                        ::oapigen_runtime::collect_all(self.stream()).await
                    }
                });
            }
        }
        let resolve_uses: Vec<_> = resolve.iter().collect();
        let builder_doc = format!(
            " Request builder for {} ({} {}): set parameters, then `send`.",
            docs::code(&op.id),
            op.method.as_str(),
            docs::code(&op.path)
        );
        // `Default` cannot be derived with a reference; build the empty value field by field.
        let empty_fields: Vec<TokenStream> = op
            .params
            .iter()
            .map(|p| {
                let i = ident(&p.rust_name);
                quote! { #i: None, }
            })
            .chain(op.body.iter().map(|_| quote! { body: None, }))
            .collect();
        let builder_def = {
            quote! {
                #[doc = #builder_doc]
                #[derive(Debug, Clone)]
                #[must_use = "a request does nothing until it is sent"]
                pub struct #builder<'a> {
                    client: &'a super::Client,
                    skip_validation: bool,
                    #(#fields)*
                }
            }
        };
        let op_doc = {
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
            docs::attrs(&d)
        };
        let dep = docs::deprecated(&op.docs);
        let error_enum = self.error_enum(op, index, errors);
        let builder_impl = quote! {
            #response_enum
            #error_enum
            #builder_def
            impl<'a> #builder<'a> {
                pub(crate) fn new(client: &'a super::Client) -> Self {
                    Self { client, skip_validation: false, #(#empty_fields)* }
                }
                #(#setters)*
                /// Sends the request without checking parameters and body against the document's
                /// constraints first: for when the server accepts what the document forbids.
                pub fn skip_validation(mut self) -> Self {
                    self.skip_validation = true;
                    self
                }
                /// Checks the request and builds it for the transport; nothing is sent.
                pub fn build_request(&self) -> Result<::oapigen_runtime::Request, ::oapigen_runtime::Error> {
                    #(#resolve_uses)*
                    #checks_block
                    #missing
                    let #request_binding = ::oapigen_runtime::Request::new(#op_id, #m, #template, #path_expr) #credentials;
                    #(#query)*
                    #(#headers)*
                    #body_set
                    Ok(request)
                }
                /// Checks and sends the request, and decodes the documented success response.
                /// (The future is `Send`: it can be spawned.)
                pub fn send(self) -> impl ::std::future::Future<Output = Result<#ret, ::oapigen_runtime::Error>> + 'a {
                    let client = self.client;
                    client.transport.send_with(self.build_request(), #send_body)
                }
                #extra_methods
            }
        };
        let method = quote! {
            #op_doc
            #dep
            pub fn #method_name(&self) -> builders::#builder<'_> {
                builders::#builder::new(self)
            }
        };
        (method, builder_impl)
    }
}

/// The operation the public `wait_for_task(s)` polls: the one the first `x-oapigen-tasks` names,
/// or, when no operation starts tasks, the first with a task status.
fn primary_poll_operation(api: &crate::ir::Api) -> Option<usize> {
    api.operations
        .iter()
        .find_map(|o| o.tasks.as_ref().map(|t| t.poll_operation))
        .or_else(|| api.operations.iter().position(|o| o.task_status.is_some()))
}

/// What waiting for a task needs, from the operation that reads one task.
struct Waiter {
    task_ty: TokenStream,
    /// The polling operation's client method and its task-id setter.
    method: proc_macro2::Ident,
    setter: proc_macro2::Ident,
    /// The body of `fn(task: &TaskType) -> TaskStatus`.
    status: TokenStream,
    doc: String,
}

fn waiter_parts(ctx: &Ctx<'_>, op: &Operation) -> Option<Waiter> {
    let ts = op.task_status.as_ref()?;
    let (BodyKind::Json, shape) = op.success()?.body.as_ref()? else {
        return None;
    };
    let task_ty = ctx.rust_type(shape, false);
    let id_param = op
        .params
        .iter()
        .find(|p| p.location == ParamLocation::Path && !p.client_default)?;
    let setter = ident(&id_param.rust_name);
    let method = ident(&op.rust_name);
    let (state_access, _, state_held) = ctx.pointer_access(shape, &ts.state_pointer)?;
    let state_str = if matches!(state_held, Held::Required) {
        quote! { task #state_access.as_str() }
    } else {
        let state = as_option(&state_access, state_held, quote! { task });
        quote! { #state.map(|s| s.as_str()).unwrap_or("") }
    };
    let error = match ts.error_pointer.as_ref().and_then(|p| ctx.pointer_access(shape, p)) {
        Some((access, _, held)) => {
            let e = as_option(&access, held, quote! { task });
            quote! { #e.map(|e| e.to_string()) }
        }
        None => quote! { None },
    };
    let finished = &ts.finished;
    let failed = &ts.failed;
    let doc_finished = ts.finished.join(", ");
    let doc_failed = ts.failed.join(", ");
    let doc = format!(
        " Polls `{}` until the task reaches {doc_finished} (returns the task) or {doc_failed} (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).",
        op.id
    );
    let status = quote! {
        match #state_str {
            #( #finished )|* => ::oapigen_runtime::TaskStatus::Finished,
            #( #failed )|* => ::oapigen_runtime::TaskStatus::Failed { error: #error },
            other => ::oapigen_runtime::TaskStatus::Pending { state: other.to_string() },
        }
    };
    Some(Waiter {
        task_ty,
        method,
        setter,
        status,
        doc,
    })
}

pub fn client_file(ctx: &Ctx<'_>) -> TokenStream {
    let StdNames {
        string: std_string,
        vec: std_vec,
        ..
    } = &ctx.std;
    let api = ctx.api;
    let mut methods = Vec::new();
    let mut builders = Vec::new();
    let errors = ErrorGroups::new(api);
    for (i, op) in api.operations.iter().enumerate() {
        let (m, b) = ctx.operation(op, i, &errors);
        methods.push(m);
        builders.push(b);
    }
    let base_url = api.base_url.clone().unwrap_or_else(|| "http://localhost".into());
    let auth = match &api.auth {
        Some(Auth::ApiKeyHeader { header, scheme }) => {
            let scheme = match scheme {
                Some(s) => quote! { .auth_scheme(#s) },
                None => quote! { .auth_scheme("") },
            };
            quote! { .auth_header(#header) #scheme }
        }
        Some(Auth::Bearer) => quote! { .auth_header("Authorization").auth_scheme("Bearer") },
        None => quote! {},
    };
    let env = &api.client_env;
    // Credentials: how to give them, and whether `build()` refuses a client without them (every
    // operation needs them) or only the requests that need them do.
    let needs_auth = |o: &Operation| o.requires_auth && api.auth.is_some();
    let all_need_auth = !api.operations.is_empty() && api.operations.iter().all(needs_auth);
    let credentials = api.auth.as_ref().map(|_| {
        let hint = match &env.api_key_var {
            Some(var) => format!(
                "set the environment variable {var} (read by `Client::from_env`) or call `api_key(..)` on the client builder"
            ),
            None => "call `api_key(..)` on the client builder".to_string(),
        };
        let require = all_need_auth.then(|| quote! { .require_credentials() });
        quote! { .credentials_hint(#hint) #require }
    });
    let check_defaults = ctx.default_param_checks();
    let from_env = env.api_key_var.as_ref().map(|key_var| {
        let base_var = env.base_url_var.clone().unwrap_or_default();
        let params = env.default_params.iter().map(|(p, v)| quote! { (#p, #v) });
        let vars: Vec<String> = std::iter::once(key_var.clone())
            .chain(env.base_url_var.clone())
            .chain(env.default_params.iter().map(|(_, v)| v.clone()))
            .map(|v| docs::code(&v))
            .collect();
        let doc = format!(
            " A client configured from the environment ({}); unset variables keep the defaults.",
            vars.join(", ")
        );
        quote! {
            #[doc = #doc]
            pub fn from_env() -> Result<Self, ::oapigen_runtime::Error> {
                Self::builder().env(#key_var, #base_var, &[#(#params),*]).build()
            }
        }
    });
    // Task waiting. The public `wait_for_task(s)` polls the operation that the first
    // `x-oapigen-tasks` names (or, with none, the first operation with a task status); every other
    // polling operation a `x-oapigen-tasks` names gets a private `wait_for_tasks_via_{index}`,
    // which the `send_and_wait` of the operations naming it call.
    let primary_poll = primary_poll_operation(api);
    let waiter = primary_poll.and_then(|i| waiter_parts(ctx, &api.operations[i])).map(|w| {
        let Waiter {
            task_ty,
            method,
            setter,
            status,
            doc,
        } = w;
        quote! {
            #[doc = #doc]
            pub async fn wait_for_task(&self, task_id: &str) -> Result<#task_ty, ::oapigen_runtime::Error> {
                ::oapigen_runtime::wait_for(
                    self.transport.poll_policy(),
                    task_id,
                    || self.#method().#setter(task_id).send(),
                    Self::task_status,
                )
                .await
            }
            /// Waits for every task at once (see [`wait_for_task`](Self::wait_for_task)); the
            /// result holds the finished tasks in the order of `task_ids`.
            pub async fn wait_for_tasks(&self, task_ids: &[#std_string]) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
                ::oapigen_runtime::wait_for_all(
                    self.transport.poll_policy(),
                    task_ids,
                    |id: &str| {
                        let id = id.to_string();
                        async move { self.#method().#setter(id).send().await }
                    },
                    Self::task_status,
                )
                .await
            }
            fn task_status(task: &#task_ty) -> ::oapigen_runtime::TaskStatus {
                #status
            }
        }
    });
    let other_polls: std::collections::BTreeSet<usize> = api
        .operations
        .iter()
        .filter_map(|o| o.tasks.as_ref().map(|t| t.poll_operation))
        .filter(|p| Some(*p) != primary_poll)
        .collect();
    let other_waiters: Vec<TokenStream> = other_polls
        .iter()
        .filter_map(|&i| {
            let Waiter {
                task_ty,
                method,
                setter,
                status,
                doc,
            } = waiter_parts(ctx, &api.operations[i])?;
            let name = format_ident!("wait_for_tasks_via_{i}");
            Some(quote! {
                #[doc = #doc]
                async fn #name(client: &Client, task_ids: &[#std_string]) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
                    ::oapigen_runtime::wait_for_all(
                        client.transport.poll_policy(),
                        task_ids,
                        |id: &str| {
                            let id = id.to_string();
                            async move { client.#method().#setter(id).send().await }
                        },
                        |task: &#task_ty| -> ::oapigen_runtime::TaskStatus { #status },
                    )
                    .await
                }
            })
        })
        .collect();
    // `types::` paths need the module in scope; an unused import would warn.
    let uses_types = |ts: &[TokenStream]| ts.iter().any(|t| t.to_string().contains("types ::"));
    let client_use = (uses_types(&methods)
        || uses_types(&other_waiters)
        || waiter.as_ref().is_some_and(|w| uses_types(std::slice::from_ref(w))))
    .then(|| quote! { use super::types; });
    let builders_use = uses_types(&builders).then(|| quote! { use super::super::types; });
    let title = format!(" Client for {} {}.", docs::line(&api.title), docs::line(&api.version));
    let builder_doc = format!(
        " A client builder with this API's defaults: base URL {} and its authentication header.",
        docs::code(&base_url)
    );
    quote! {
        //! The API client: one method per operation, each returning a request builder.

        #client_use

        #[doc = #title]
        ///
        /// Cheap to clone: clones share one connection pool.
        #[derive(Debug, Clone)]
        pub struct Client {
            transport: ::oapigen_runtime::Transport,
        }

        impl ::oapigen_runtime::FromTransport for Client {
            fn from_transport(transport: ::oapigen_runtime::Transport) -> Self {
                Self { transport }
            }
            #check_defaults
        }

        impl Client {
            #[doc = #builder_doc]
            pub fn builder() -> ::oapigen_runtime::ClientBuilder<Self> {
                ::oapigen_runtime::ClientBuilder::new(#base_url) #auth #credentials
            }
            #from_env
            /// The transport (base URL, retry and poll policies, defaults).
            pub fn transport(&self) -> &::oapigen_runtime::Transport {
                &self.transport
            }
            #waiter
            #(#methods)*
        }

        #(#other_waiters)*

        /// Request builders, one per operation.
        pub mod builders {
            #builders_use
            #(#builders)*
        }
    }
}
