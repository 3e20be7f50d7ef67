//! The client: one request builder per operation, task waiting and pagination helpers. All
//! behaviour (HTTP, retries, polling, paging) is in `oapigen_runtime`; this only wires types,
//! following each operation's [`OperationPlan`] (made by lowering).

mod builder;
mod events;
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
/// The client's methods in one `impl` block, at most.
const METHODS_PER_BLOCK: usize = 1000;

pub fn client_file(
    ctx: &Ctx<'_>,
    builder: &mut dyn FnMut(Vec<(Gate, TokenStream)>) -> Result<(), String>,
) -> Result<(TokenStream, Vec<TokenStream>, TokenStream), super::EmitError> {
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
    let env = &api.client_env;
    // Every scheme the client sends, the default first, and the requirement of the operations
    // that state none; the operations that state another say so themselves.
    let schemes = api.schemes.iter().map(|s| {
        let name = &s.name;
        let scheme = scheme_tokens(&s.auth);
        // The token URLs of its OAuth 2 flows (`ClientBuilder::oauth2_client_credentials`).
        let flows = s.oauth2.as_ref().map(|f| {
            let cc = match &f.client_credentials {
                Some((url, scopes)) => quote! { Some((#url, &[#(#scopes),*])) },
                None => quote! { None },
            };
            let refresh = match &f.refresh {
                Some(url) => quote! { Some(#url) },
                None => quote! { None },
            };
            quote! { .oauth2_flows(#name, #cc, #refresh) }
        });
        quote! { .scheme(#name, #scheme) #flows }
    });
    let default_security = (!api.schemes.is_empty()).then(|| {
        let requirement = requirement_tokens(api, &api.security);
        quote! { .default_security(#requirement) }
    });
    // Credentials: how to give them, and whether `build()` refuses a client without any (every
    // operation needs some) or only the requests that need them do.
    let all_need_auth = !api.operations.is_empty() && api.operations.iter().all(Operation::requires_auth);
    let credentials = (!api.schemes.is_empty()).then(|| {
        let hint = credentials_hint(api);
        let require = all_need_auth.then(|| quote! { .require_credentials() });
        quote! { .credentials_hint(#hint) #require }
    });
    let credentials_trait = credentials_trait(api);
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
    // Past a thousand operations the methods go in further `impl Client` blocks, each printed
    // on its own: one block of tens of thousands was most of a large document's peak memory.
    let mut chunks = methods.chunks(METHODS_PER_BLOCK);
    let methods = chunks.next().unwrap_or_default();
    let more: Vec<TokenStream> = chunks.map(|chunk| quote! { impl Client { #(#chunk)* } }).collect();
    let title = crate::emit::docs::doc_line(format!(
        " Client for {} {}.",
        docs::line(&api.title),
        docs::line(&api.version)
    ));
    let builder_doc = crate::emit::docs::doc_line(format!(
        " A client builder with this API's defaults: base URL {}{}.",
        docs::code(&base_url),
        match api.schemes.as_slice() {
            [] => String::new(),
            [one] => format!(" and its credentials in {}", one.auth.describe()),
            several => format!(
                " and its {} security schemes (a request sends what its operation asks for)",
                several.len()
            ),
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
                    #(#schemes)* #default_security #credentials
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

        #credentials_trait

        #(#tree_items)*

        #(#other_waiters)*
    };
    Ok((top, more, quote! { #builders_use #builders_schema_use }))
}

/// `Scheme::…`: how the runtime sends a scheme's credential.
fn scheme_tokens(auth: &Auth) -> TokenStream {
    match auth {
        Auth::ApiKeyHeader { header, scheme } => {
            let prefix = match scheme {
                Some(s) => quote! { Some(#s) },
                None => quote! { None },
            };
            quote! { ::oapigen_runtime::Scheme::header(#header, #prefix) }
        }
        Auth::Bearer => quote! { ::oapigen_runtime::Scheme::bearer() },
        Auth::Http { word } => quote! { ::oapigen_runtime::Scheme::http(#word) },
        Auth::Basic => quote! { ::oapigen_runtime::Scheme::basic() },
        Auth::ApiKeyQuery { name } => quote! { ::oapigen_runtime::Scheme::query(#name) },
        Auth::ApiKeyCookie { name } => quote! { ::oapigen_runtime::Scheme::cookie(#name) },
    }
}

/// `&[&["a"], &["b", "c"], &[]]`: a requirement as the runtime reads it.
pub(super) fn requirement_tokens(api: &Api, security: &Security) -> TokenStream {
    let alternatives = security.iter().map(|alternative| {
        let names = alternative.iter().map(|&s| api.schemes[s].name.as_str());
        quote! { &[#(#names),*] }
    });
    quote! { &[#(#alternatives),*] }
}

/// Whether the runtime's builder sets the scheme itself (`api_key(..)`, `basic_auth(..)`), so
/// that the `Credentials` trait has no setter for it.
fn builder_sets(scheme: &SecurityScheme) -> bool {
    scheme.setter == "api_key" || scheme.setter == "basic_auth"
}

/// How a user gives `scheme` its credential, for messages.
fn setter_call(scheme: &SecurityScheme) -> String {
    match scheme.auth {
        Auth::Basic => format!("`{}(user, password)`", scheme.setter),
        _ => format!("`{}(..)`", scheme.setter),
    }
}

/// What the client's errors say about giving credentials: the setter (and the environment
/// variable) of the one scheme, or each scheme's setter.
fn credentials_hint(api: &Api) -> String {
    let env = |i: usize| match (&api.client_env.api_key_var, i) {
        (Some(var), 0) => Some(format!("the environment variable {var} (read by `Client::from_env`)")),
        _ => None,
    };
    match api.schemes.as_slice() {
        [one] => {
            let setter = match one.auth {
                Auth::Basic => "`basic_auth(user, password)`",
                _ => "`api_key(..)`",
            };
            match env(0) {
                Some(var) => format!("set {var} or call {setter} on the client builder"),
                None => format!("call {setter} on the client builder"),
            }
        }
        several => {
            let each: Vec<String> = several
                .iter()
                .enumerate()
                .map(|(i, s)| {
                    let or_env = env(i).map(|v| format!(" (or {v})")).unwrap_or_default();
                    format!("{} for `{}`{or_env}", setter_call(s), s.name)
                })
                .collect();
            let trait_note = if several.iter().any(|s| !builder_sets(s)) {
                format!(" (the `{}` trait's setters)", crate::lower::reserved::CREDENTIALS_TRAIT)
            } else {
                String::new()
            };
            format!("give them on the client builder{trait_note}: {}", each.join(", "))
        }
    }
}

/// Whether the client has a `Credentials` trait: several schemes, one of them not set by the
/// builder's own methods.
pub fn has_credentials_trait(api: &Api) -> bool {
    api.schemes.len() > 1 && !api.schemes.iter().all(builder_sets)
}

/// The `Credentials` trait of a client with several schemes: a setter per scheme for the
/// runtime's `ClientBuilder`, to which a generated crate cannot add methods of its own.
fn credentials_trait(api: &Api) -> Option<TokenStream> {
    if !has_credentials_trait(api) {
        return None;
    }
    let name = ident(crate::lower::reserved::CREDENTIALS_TRAIT);
    let (decls, impls): (Vec<TokenStream>, Vec<TokenStream>) = api
        .schemes
        .iter()
        .enumerate()
        .filter(|(_, s)| !builder_sets(s))
        .map(|(i, s)| {
            let setter = ident(&s.setter);
            let scheme = &s.name;
            let default = if i == 0 {
                " The default scheme: `api_key(..)` and the environment set it too."
            } else {
                ""
            };
            let doc = docs::doc_line(format!(
                " The credential of the `{}` scheme: {}.{default}",
                docs::line(scheme),
                scheme_doc(&s.auth)
            ));
            match s.auth {
                Auth::Basic => (
                    quote! {
                        #[doc = #doc]
                        fn #setter(self, user: &str, password: &str) -> Self;
                    },
                    quote! {
                        fn #setter(self, user: &str, password: &str) -> Self {
                            self.basic_credential(#scheme, user, password)
                        }
                    },
                ),
                _ => (
                    quote! {
                        #[doc = #doc]
                        fn #setter(self, credential: impl Into<String>) -> Self;
                    },
                    quote! {
                        fn #setter(self, credential: impl Into<String>) -> Self {
                            self.credential(#scheme, credential)
                        }
                    },
                ),
            }
        })
        .unzip();
    let own: Vec<String> = api
        .schemes
        .iter()
        .filter(|s| builder_sets(s))
        .map(|s| format!("{} sets `{}`", setter_call(s), s.name))
        .collect();
    let own = if own.is_empty() {
        String::new()
    } else {
        format!(" The builder's own {}.", own.join(", "))
    };
    let example: String = api
        .schemes
        .iter()
        .take(2)
        .map(|s| match s.auth {
            Auth::Basic => format!(".{}(\"user\", \"password\")", s.setter),
            _ => format!(".{}(\"…\")", s.setter),
        })
        .collect();
    let doc = docs::doc_line(format!(
        " A credential per security scheme of the document, set on the client builder: bring \
         the trait into scope (`use …::{name} as _;`) and give each scheme you have its \
         credential, `Client::builder(){example}`.{own} A request sends what its operation's \
         `security` asks for: the first alternative it lists whose schemes all have \
         credentials, else none where an alternative is empty (`{{}}`); otherwise it is refused \
         before anything is sent (`Error::MissingCredentials`)."
    ));
    Some(quote! {
        #[doc = #doc]
        pub trait #name: Sized {
            #(#decls)*
        }

        impl #name for ::oapigen_runtime::ClientBuilder<Client> {
            #(#impls)*
        }
    })
}

/// What a scheme's credential is and where it goes, for its setter's doc.
fn scheme_doc(auth: &Auth) -> String {
    match auth {
        Auth::ApiKeyHeader {
            header,
            scheme: Some(word),
        } => format!("an API key, sent as `{header}: {word} <key>`"),
        Auth::ApiKeyHeader { header, scheme: None } => format!("an API key, sent in the `{header}` header"),
        Auth::ApiKeyQuery { name } => format!("an API key, sent as the query parameter `{name}`"),
        Auth::ApiKeyCookie { name } => format!("an API key, sent as the cookie `{name}`"),
        Auth::Bearer => "a bearer token (for OAuth 2 and OpenID Connect, an access token you obtain), sent as \
                         `Authorization: Bearer <token>`"
            .into(),
        Auth::Http { word } => format!("a token, sent as `Authorization: {word} <token>`"),
        Auth::Basic => "HTTP Basic credentials, sent as `Authorization: Basic <base64 of user:password>`".into(),
    }
}
