//! The client: one request builder per operation, task waiting and pagination helpers. All
//! behaviour (HTTP, retries, polling, paging) is in `oapigen_runtime`; this only wires types,
//! following each operation's [`OperationPlan`] (made by lowering).

mod builder;
mod paging;
mod request;
mod responses;
mod tasks;
mod values;

use proc_macro2::TokenStream;
use quote::quote;

use super::{Ctx, StdNames, docs, ident};
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
}

pub fn client_file(ctx: &Ctx<'_>) -> TokenStream {
    let api = ctx.api;
    let (methods, builders): (Vec<TokenStream>, Vec<TokenStream>) =
        api.operations.iter().map(|op| ctx.operation(op)).unzip();
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
        let doc = crate::emit::text_table::DocText::new(format!(
            " A client configured from the environment ({}); unset variables keep the defaults.",
            vars.join(", ")
        ));
        let builder_doc = crate::emit::text_table::DocText::new(format!(
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
    // `types::` paths need the module in scope; an unused import would warn.
    let uses = |ts: &[TokenStream], module: &str| ts.iter().any(|t| t.to_string().contains(module));
    let client_uses = |module: &str| {
        uses(&methods, module)
            || uses(&other_waiters, module)
            || waiter.as_ref().is_some_and(|w| uses(std::slice::from_ref(w), module))
    };
    let client_use = client_uses("types ::").then(|| quote! { use super::types; });
    let client_schema_use = client_uses("schema :: SCHEMAS").then(|| quote! { use super::schema; });
    let builders_use = uses(&builders, "types ::").then(|| quote! { use super::super::types; });
    let builders_schema_use = uses(&builders, "schema :: SCHEMAS").then(|| quote! { use super::super::schema; });
    let title = crate::emit::text_table::DocText::new(format!(
        " Client for {} {}.",
        docs::line(&api.title),
        docs::line(&api.version)
    ));
    let builder_doc = crate::emit::text_table::DocText::new(format!(
        " A client builder with this API's defaults: base URL {}{}.",
        docs::code(&base_url),
        if api.auth.is_some() {
            " and its authentication header"
        } else {
            ""
        }
    ));
    quote! {
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
            #(#methods)*
        }

        #(#other_waiters)*

        /// Request builders, one per operation.
        pub mod builders {
            #builders_use
            #builders_schema_use
            #(#builders)*
        }
    }
}
