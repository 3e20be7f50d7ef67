//! The client: one request builder per operation, task waiting and pagination helpers. All
//! behaviour (HTTP, retries, polling, paging) is in `oapigen_runtime`; this only wires types,
//! following each operation's [`OperationPlan`] (made by lowering).

mod builder;
mod paging;
mod request;
mod responses;
mod tasks;
mod tree;
mod values;

use proc_macro2::TokenStream;
use quote::quote;

use super::{Ctx, docs, ident};
use crate::ir::*;

/// `.a.b`: the fields a path goes through.
fn field_suffix(path: &FieldPath) -> TokenStream {
    let fields = path.fields.iter().map(|f| ident(f));
    quote! { #(.#fields)* }
}

/// `Option<&T>` for the member a field path reaches from `base`, however it is held.
fn field_access(path: &FieldPath, base: TokenStream) -> TokenStream {
    let access = field_suffix(path);
    match path.held {
        Held::Required => quote! { Some(&#base #access) },
        Held::Option => quote! { #base #access .as_ref() },
        Held::Nullable => quote! { #base #access .value() },
    }
}

impl Ctx<'_> {
    /// `FromTransport::check_default_param` for the client: each parameter that takes a client
    /// default must be able to read the configured text, as every operation using it does, so
    /// that `build()` refuses a default an operation would otherwise drop.
    ///
    /// With tag features, each check compiles under the features of the operations that take
    /// that parameter with that type, each arm under those of every operation taking the
    /// parameter, and the function under those of them all (the returned gate).
    fn default_param_checks(&self) -> Option<(TokenStream, Gate)> {
        let features = &self.api.tag_features;
        // Per parameter name: the checks of the text, then the refusal of an operation that
        // cannot read it at all (the arm's result; no check after it could run), and the
        // operations taking it.
        type Arm = (Vec<(TokenStream, Vec<usize>)>, Option<TokenStream>, Vec<usize>);
        let mut by_name: std::collections::BTreeMap<&str, Arm> = std::collections::BTreeMap::new();
        // (name, type) → the check's index in its arm, if it has one.
        let mut seen: std::collections::BTreeMap<(String, String), Option<usize>> = std::collections::BTreeMap::new();
        for (index, op) in self.api.operations.iter().enumerate() {
            for p in op.params.iter().filter(|p| p.client_default) {
                let ty = self.rust_type(&p.shape, false);
                let (checks, refusal, users) = by_name.entry(p.name.as_str()).or_default();
                users.push(index);
                match seen.entry((p.name.clone(), ty.to_string())) {
                    std::collections::btree_map::Entry::Occupied(e) => {
                        if let Some(c) = e.get() {
                            checks[*c].1.push(index);
                        }
                        continue;
                    }
                    std::collections::btree_map::Entry::Vacant(e) => {
                        e.insert(None);
                    }
                }
                let valid = || {
                    format!(
                        "a valid `{}` (as operation `{}` expects)",
                        ty.to_string().replace(' ', ""),
                        op.id
                    )
                };
                let check = if let Some(parse) = self.parse_from_inner(&p.shape, quote! { value }) {
                    let expected = valid();
                    Some(quote! {
                        if #parse.is_none() {
                            return Err(String::from(#expected));
                        }
                    })
                } else if self.parses_from_str(&p.shape) {
                    let expected = match &p.shape {
                        Shape::Integer(k) => format!("an integer ({})", super::types::int_ident(*k)),
                        Shape::Number => "a number".to_string(),
                        Shape::Boolean => "`true` or `false`".to_string(),
                        _ => valid(),
                    };
                    Some(quote! {
                        if value.parse::<#ty>().is_err() {
                            return Err(String::from(#expected));
                        }
                    })
                } else {
                    if refusal.is_none() {
                        let expected = format!(
                            "usable: operation `{}` cannot read this parameter from text, so give it on each request",
                            op.id
                        );
                        *refusal = Some(quote! { Err(String::from(#expected)) });
                    }
                    None
                };
                if let Some(check) = check {
                    seen.insert((p.name.clone(), ty.to_string()), Some(checks.len()));
                    checks.push((check, vec![index]));
                }
            }
        }
        if by_name.is_empty() {
            return None;
        }
        let gate_of = |ops: &[usize]| features.union(ops.iter().map(|&i| features.operation(i)));
        let all: Vec<usize> = by_name
            .values()
            .flat_map(|(_, _, users)| users.iter().copied())
            .collect();
        // With none of its operations, `value` would go unused: a union of every feature stays one.
        let gate = features.union_exact(all.iter().map(|&i| features.operation(i)));
        // A gate inside one of the same features says nothing: written once, outermost.
        let inner = |g: Gate, outer: &Gate| if g == *outer { None } else { self.gate(&g) };
        // Parameters checked alike under the same features share an arm (`"a" | "b" => …`).
        let mut arms: Vec<(Option<TokenStream>, Vec<&str>, TokenStream)> = Vec::new();
        for (name, (checks, refusal, users)) in &by_name {
            let result = refusal.clone().unwrap_or_else(|| quote! { Ok(()) });
            let arm_gate = gate_of(users);
            let checks: Vec<TokenStream> = checks
                .iter()
                .map(|(check, ops)| {
                    let g = inner(gate_of(ops), &arm_gate);
                    quote! { #g #check }
                })
                .collect();
            let arm_gate = inner(arm_gate, &gate);
            let body = quote! { #(#checks)* #result };
            let same = |(g, _, b): &&mut (Option<TokenStream>, Vec<&str>, TokenStream)| {
                g.as_ref().map(ToString::to_string) == arm_gate.as_ref().map(ToString::to_string)
                    && b.to_string() == body.to_string()
            };
            match arms.iter_mut().find(|a| same(a)) {
                Some((_, names, _)) => names.push(name),
                None => arms.push((arm_gate, vec![name], body)),
            }
        }
        let arms = arms
            .iter()
            .map(|(gate, names, body)| quote! { #gate #(#names)|* => { #body } });
        let fn_gate = self.gate(&gate);
        Some((
            quote! {
                #fn_gate
                fn check_default_param(name: &str, value: &str) -> Result<(), String> {
                    match name {
                        #(#arms)*
                        _ => Ok(()),
                    }
                }
            },
            gate,
        ))
    }
}

/// The client module: `client.rs` but for the items of its `builders` module, which are handed
/// to `builder` one operation at a time as they are made (a large document's builders would
/// otherwise all be in memory at once, as tokens); returns the module's other items, and the
/// items that come first in `builders` (its imports).
pub fn client_file(
    ctx: &Ctx<'_>,
    builder: &mut dyn FnMut(Vec<(Gate, TokenStream)>) -> Result<(), String>,
) -> Result<(TokenStream, TokenStream), super::EmitError> {
    let api = ctx.api;
    let mut methods = Vec::new();
    // What the builders' items name, under the gates of the items that name it: a builder's
    // items include its error enum, whose gate may be wider, so what the error enum uses counts
    // under its gate too.
    let mut builders_types = Vec::new();
    let mut builders_schema = Vec::new();
    for (i, op) in api.operations.iter().enumerate() {
        let (method, groups) = ctx.operation(i, op);
        methods.push(method);
        for (gate, tokens) in &groups {
            if super::names_module(tokens, "types") {
                builders_types.push(gate.clone());
            }
            if super::names_module(tokens, "schema") {
                builders_schema.push(gate.clone());
            }
        }
        builder(groups).map_err(|e| super::EmitError::from(e).at(op.pointer()))?;
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
        Some(Auth::Basic) => quote! { .auth_basic() },
        Some(Auth::ApiKeyQuery { name }) => quote! { .auth_query(#name) },
        Some(Auth::ApiKeyCookie { name }) => quote! { .auth_cookie(#name) },
        None => quote! {},
    };
    let env = &api.client_env;
    // Credentials: how to give them, and whether `build()` refuses a client without them (every
    // operation needs them) or only the requests that need them do.
    let needs_auth = |o: &Operation| o.requires_auth && api.auth.is_some();
    let all_need_auth = !api.operations.is_empty() && api.operations.iter().all(needs_auth);
    let credentials = api.auth.as_ref().map(|_| {
        let setter = match api.auth {
            Some(Auth::Basic) => "`basic_auth(user, password)`",
            _ => "`api_key(..)`",
        };
        let hint = match &env.api_key_var {
            Some(var) => format!(
                "set the environment variable {var} (read by `Client::from_env`) or call {setter} on the client builder"
            ),
            None => format!("call {setter} on the client builder"),
        };
        let require = all_need_auth.then(|| quote! { .require_credentials() });
        quote! { .credentials_hint(#hint) #require }
    });
    let (check_defaults, defaults_gate) = ctx.default_param_checks().unzip();
    let from_env = env.api_key_var.as_ref().map(|key_var| {
        let base_var = env.base_url_var.clone().unwrap_or_default();
        let params = env.default_params.iter().map(|(p, v)| quote! { (#p, #v) });
        let vars: Vec<String> = std::iter::once(key_var.clone())
            .chain(env.base_url_var.clone())
            .chain(env.default_params.iter().map(|(_, v)| v.clone()))
            .map(|v| docs::code(&v))
            .collect();
        let doc = crate::emit::docs::doc_line(format!(
            " A client configured from the environment ({}); unset variables keep the defaults.",
            vars.join(", ")
        ));
        let builder_doc = crate::emit::docs::doc_line(format!(
            " A client builder that starts from the environment ({}), for changing what else \
             the client does: `Client::builder_from_env().retry(..).poll(..).build()`. A setter \
             called on it replaces what the environment gave.",
            vars.join(", ")
        ));
        quote! {
            #[doc = #doc]
            pub fn from_env() -> Result<Self, ::oapigen_runtime::Error> {
                Self::builder_from_env().build()
            }
            #[doc = #builder_doc]
            pub fn builder_from_env() -> ::oapigen_runtime::ClientBuilder<Self> {
                Self::builder().env(#key_var, #base_var, &[#(#params),*])
            }
        }
    });
    // Task waiting: the public `wait_for_task(s)`, and private helpers for other polling
    // operations (see `tasks`).
    let waiter = ctx.client_waiters();
    let other_waiters = ctx.other_waiters();
    let (tree_accessors, tree_items) = ctx.tree_items();
    // `types::` and `schema::` paths need the module in scope: imported under the features of
    // the items that use it (an unused import would warn).
    let features = &api.tag_features;
    let waiter_gate = api.primary_poll.map(|p| ctx.op_gate(p).clone()).unwrap_or_default();
    let top_items: Vec<(&TokenStream, Gate)> = methods
        .iter()
        .enumerate()
        .map(|(i, m)| (m, ctx.op_gate(i).clone()))
        .chain(other_waiters.iter().map(|(w, g)| (w, g.clone())))
        .chain(tree_items.iter().map(|(w, g)| (w, g.clone())))
        .chain(waiter.iter().map(|w| (w, waiter_gate.clone())))
        .chain(check_defaults.iter().zip(&defaults_gate).map(|(c, g)| (c, g.clone())))
        .collect();
    let import_for = |users: &[Gate], path: TokenStream| {
        (!users.is_empty()).then(|| {
            let gate = ctx.gate(&features.union_exact(users));
            quote! { #gate use #path; }
        })
    };
    let import = |items: &[(&TokenStream, Gate)], module: &str, path: TokenStream| {
        let users: Vec<Gate> = items
            .iter()
            .filter(|(t, _)| super::names_module(t, module))
            .map(|(_, g)| g.clone())
            .collect();
        import_for(&users, path)
    };
    let client_use = import(&top_items, "types", quote! { super::types });
    let client_schema_use = import(&top_items, "schema", quote! { super::schema });
    let builders_use = import_for(&builders_types, quote! { super::super::types });
    let builders_schema_use = import_for(&builders_schema, quote! { super::super::schema });
    let other_waiters = other_waiters.iter().map(|(w, _)| w);
    let tree_items = tree_items.iter().map(|(t, _)| t);
    let title = crate::emit::docs::doc_line(format!(
        " Client for {} {}.",
        docs::line(&api.title),
        docs::line(&api.version)
    ));
    let builder_doc = crate::emit::docs::doc_line(format!(
        " A client builder with this API's defaults: base URL {}{}.",
        docs::code(&base_url),
        match &api.auth {
            Some(auth) => format!(" and its credentials in {}", auth.describe()),
            None => String::new(),
        }
    ));
    let top = quote! {
        //! The API client: one method per operation, each returning a request builder.

        #client_use
        #client_schema_use

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
                ::oapigen_runtime::ClientBuilder::new(#base_url)
                    .product(concat!(env!("CARGO_PKG_NAME"), "/", env!("CARGO_PKG_VERSION")))
                    #auth #credentials
            }
            #from_env
            /// The transport (base URL, retry and poll policies, defaults).
            pub fn transport(&self) -> &::oapigen_runtime::Transport {
                &self.transport
            }
            #waiter
            #(#tree_accessors)*
            #(#methods)*
        }

        #(#tree_items)*

        #(#other_waiters)*
    };
    Ok((top, quote! { #builders_use #builders_schema_use }))
}
