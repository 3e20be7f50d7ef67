//! `fake.rs` of a crate (the `fake` feature): a stateful fake of the API for the tests of code
//! that uses the client, served by `oapigen-fake` from the model lowering derived
//! (`src/fake_model.json`), with the operations and the records named as the client names them.
//! The behaviour lives in the `oapigen-fake` crate; this is wiring.

use proc_macro2::TokenStream;
use quote::quote;

use super::{Ctx, docs};
use crate::ir::{Auth, Shape};

/// The model's file, beside `fake.rs`.
pub const MODEL_FILE: &str = "src/fake_model.json";

impl Ctx<'_> {
    pub fn fake_file(&self) -> TokenStream {
        let api = self.api;
        let variants: Vec<_> = api.operations.iter().map(|o| o.type_name.token()).collect();
        let ids = api.operations.iter().map(|o| o.id.as_str());
        let variant_docs = api.operations.iter().map(|o| {
            crate::emit::docs::doc_line(format!(
                " {} ({} {}): `Client::{}`.",
                docs::code(&o.id),
                o.method.as_str(),
                docs::code(&o.path),
                o.rust_name.trim_start_matches("r#")
            ))
        });
        let features = &api.tag_features;
        let types_gate = features.union_exact(api.fake_plan.records.iter().map(|r| features.ty(r.record)));
        let records: Vec<TokenStream> = api
            .fake_plan
            .records
            .iter()
            .map(|r| {
                // Compiles with its record's type.
                let gate = self.gate(features.ty(r.record));
                let method = &r.method;
                let ty = self.rust_type(&crate::ir::Shape::Named(r.record), false);
                let name = &r.resource;
                let type_name = &self.api.ty(r.record).name;
                let doc = crate::emit::docs::doc_line(format!(
                    " The `{name}` records the fake keeps, as [`{type_name}`](types::{type_name}) values."
                ));
                quote! {
                    #[doc = #doc]
                    #gate
                    pub fn #method(&self) -> ::oapigen_fake::Records<'_, #ty> {
                        ::oapigen_fake::Records::new(&self.engine, #name)
                    }
                }
            })
            .collect();
        let types_use = (!records.is_empty()).then(|| {
            let gate = self.gate(&types_gate);
            quote! { #gate use super::types; }
        });
        // A credential for every scheme, so that every operation can be called; the fake
        // judges each request by its operation's own `security`.
        let key = api.schemes.iter().enumerate().map(|(i, s)| {
            let name = &s.name;
            match (&s.auth, i) {
                (Auth::Basic, 0) => quote! { .basic_auth("fake-user", "fake-password") },
                (_, 0) => quote! { .api_key("fake-api-key") },
                (Auth::Basic, _) => quote! { .basic_credential(#name, "fake-user", "fake-password") },
                _ => {
                    let key = format!("fake-key-{i}");
                    quote! { .credential(#name, #key) }
                }
            }
        });
        // The document's default parameters (`x-oapigen-client.default_params`: project, region)
        // that take integers get 1, which every such parameter accepts unless its schema bounds
        // it otherwise (then the test sets its own, as it would without this).
        let defaults = api.client_env.default_params.iter().filter_map(|(name, _)| {
            let integer = api
                .operations
                .iter()
                .flat_map(|o| &o.params)
                .filter(|p| p.name == *name && p.client_default)
                .all(|p| self.integer_shape(&p.shape));
            integer.then(|| quote! { .default_param(#name, 1) })
        });
        let explained = explain(&api.fake);
        let in_slice = self.in_slice();
        let auth_doc = match api.schemes.as_slice() {
            [] => String::new(),
            [one] => format!(
                " Requests need {} where their operation's `security` asks for it, as the document says: the client of [`Fake::client`] sends it.",
                one.auth.describe()
            ),
            several => format!(
                " Each request needs what its operation's `security` asks for, of the document's {} security schemes: the client of [`Fake::client`] has a credential for each.",
                several.len()
            ),
        };
        // Inner docs are plain strings: the piece printer reads them as the module's docs.
        quote! {
            //! A stateful fake of the API, for the tests of code that uses this client (the `fake`
            //! feature): records kept in memory per resource and scope, tasks that finish on a plan,
            //! lists paged as the document says, every request judged against the document (and
            //! every answer too), faults on demand and a journal of every request.
            //!
            //! ```ignore
            //! let fake = Fake::start().await;
            //! let client = fake.client();
            //! // … drive the code under test with `client`, then look at `fake.journal()` and the records.
            //! ```
            //!
            #![doc = #auth_doc]
            //!
            //! What it serves (the resource model, from the document's paths and methods; an `x-oapigen-resource` extension on
            //! an operation says what inference gets wrong):
            //!
            #( #![doc = #explained] )*

            use super::client::Client;
            #types_use

            pub use ::oapigen_fake::{Error, Fault, JournalEntry, Options, Records, TaskPlan};

            /// What the fake serves, as oapigen derived it from the document.
            const MODEL: &str = include_str!("fake_model.json");

            /// The model read once per process and shared by every fake of it (each keeps its own
            /// records, tasks and journal): a test's fake starts in microseconds after the first.
            fn prepared() -> ::std::sync::Arc<::oapigen_fake::Prepared> {
                static PREPARED: ::std::sync::OnceLock<::std::sync::Arc<::oapigen_fake::Prepared>> =
                    ::std::sync::OnceLock::new();
                PREPARED
                    .get_or_init(|| {
                        let model = ::oapigen_fake::model::Model::from_json(MODEL)
                            .expect("the model oapigen wrote beside this file reads");
                        ::oapigen_fake::Prepared::serving_only(model, |o| in_slice(&o.id))
                            .expect("the model oapigen wrote is sound")
                    })
                    .clone()
            }

            #in_slice


            /// The operations of the API, named as the client's request builders are, for task plans,
            /// faults and the journal. Non-exhaustive: a test names operations, it does not match
            /// all of them, and the document gaining one breaks nobody.
            #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
            #[non_exhaustive]
            pub enum Operation {
                #( #[doc = #variant_docs] #variants, )*
            }

            impl Operation {
                /// The document's `operationId`.
                pub fn id(self) -> &'static str {
                    match self {
                        #( Self::#variants => #ids, )*
                    }
                }
            }

            /// A fake of the API listening on 127.0.0.1; dropping it stops it.
            pub struct Fake {
                engine: ::oapigen_fake::Fake,
                running: ::oapigen_fake::Running,
            }

            impl Fake {
                /// Starts a fake with the default options (no records, tasks that finish on the second
                /// poll, answers judged).
                ///
                /// # Panics
                /// When no port on 127.0.0.1 can be had: a test cannot go on without its fake.
                pub async fn start() -> Self {
                    Self::start_with(Options::default()).await
                }

                /// Starts a fake with these options (a seed, contract-test mode).
                ///
                /// # Panics
                /// When no port on 127.0.0.1 can be had.
                pub async fn start_with(options: Options) -> Self {
                    let engine = ::oapigen_fake::Fake::serving(prepared(), options);
                    let running = engine.start().await.expect("a port on 127.0.0.1 for the fake");
                    Fake { engine, running }
                }

                /// The fake's address, as a client's base URL.
                pub fn base_url(&self) -> String {
                    self.running.base_url()
                }

                /// A client of the fake: its base URL, a key where the document needs one, 1 for the
                /// document's integer default parameters (project, region), task polling without
                /// pauses (the fake's tasks move on polls and on its clock), and retries that wait
                /// milliseconds, not seconds (as many as a real client's, so a fault's `times`
                /// counts the same).
                pub fn client(&self) -> Client {
                    self.client_builder().build().expect("a client of the fake builds")
                }

                /// A client builder set up as for [`Fake::client`], to change more (retries, defaults):
                /// a setter called on it replaces what it set.
                pub fn client_builder(&self) -> ::oapigen_runtime::ClientBuilder<Client> {
                    Client::builder()
                        .base_url(self.base_url())
                        #(#key)*
                        #(#defaults)*
                        .poll(::oapigen_runtime::PollPolicy::new(
                            ::std::time::Duration::from_millis(1),
                            ::std::time::Duration::from_secs(30),
                        ))
                        .retry(::oapigen_runtime::RetryPolicy {
                            initial_backoff: ::std::time::Duration::from_millis(1),
                            max_backoff: ::std::time::Duration::from_millis(10),
                            max_retry_after: ::std::time::Duration::ZERO,
                            ..::oapigen_runtime::RetryPolicy::default()
                        })
                }

                /// Everything else: records by resource name, the clock, the model.
                pub fn engine(&self) -> &::oapigen_fake::Fake {
                    &self.engine
                }

                /// How the tasks that `operation` starts end: at once, after polls, after a time on
                /// the fake's clock, or in an error.
                pub fn set_task_plan(&self, operation: Operation, plan: TaskPlan) -> Result<(), Error> {
                    self.engine.set_task_plan(operation.id(), plan)
                }

                /// A fault for the next requests of `operation` (a status, 429 with `Retry-After`,
                /// latency, a reset connection, a broken body).
                pub fn set_fault(&self, operation: Operation, fault: Fault) {
                    self.engine
                        .set_fault(operation.id(), fault)
                        .expect("every operation of the enum is in the model");
                }

                /// No more faults.
                pub fn clear_faults(&self) {
                    self.engine.clear_faults();
                }

                /// Every request so far, credentials redacted.
                pub fn journal(&self) -> Vec<JournalEntry> {
                    self.engine.journal()
                }

                /// The requests of one operation.
                pub fn journal_of(&self, operation: Operation) -> Vec<JournalEntry> {
                    self.engine.journal_of(operation.id())
                }

                /// Forgets the requests so far (records, tasks, plans and faults stay): what
                /// a test looks at next is what it does next.
                pub fn clear_journal(&self) {
                    self.engine.clear_journal();
                }

                /// Moves the fake's clock (timestamps, tasks planned after a duration).
                pub fn advance_clock(&self, by: ::std::time::Duration) {
                    self.engine.advance_clock(by);
                }

                /// Back to the start: no records, tasks, journal, plans or faults.
                pub fn reset(&self) {
                    self.engine.reset();
                }

                #( #records )*
            }
        }
    }
}

impl Ctx<'_> {
    /// `in_slice(operation_id)`: whether the crate's features take the operation (those of its
    /// tags), so that a sliced crate's fake serves what its client can call.
    fn in_slice(&self) -> TokenStream {
        let features = &self.api.tag_features;
        let doc = " Whether the crate's features take the operation: a slice's fake serves what its client calls.";
        if !features.gated() {
            return quote! {
                #[doc = #doc]
                fn in_slice(_operation: &str) -> bool {
                    true
                }
            };
        }
        let mut by_gate: std::collections::BTreeMap<Vec<usize>, Vec<&str>> = std::collections::BTreeMap::new();
        for (o, op) in self.api.operations.iter().enumerate() {
            let gate = features.operation(o);
            if !gate.is_always() {
                by_gate
                    .entry(gate.0.iter().copied().collect())
                    .or_default()
                    .push(op.id.as_str());
            }
        }
        let arms = by_gate.iter().map(|(gate, ids)| {
            let names = gate.iter().map(|&f| features.features[f].name.as_str());
            quote! { #( #ids )|* => cfg!(any( #( feature = #names ),* )), }
        });
        quote! {
            #[doc = #doc]
            // Without any of the features every arm is `false`, which reads as `matches!`.
            #[allow(clippy::match_like_matches_macro)]
            fn in_slice(operation: &str) -> bool {
                match operation {
                    #( #arms )*
                    _ => true,
                }
            }
        }
    }

    /// An integer, bare or as a checked newtype of one (a `region_id` with a `minimum`).
    fn integer_shape(&self, shape: &Shape) -> bool {
        use crate::ir::{ScalarBase, TypeKind};
        match shape {
            Shape::Integer(_) => true,
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Scalar(s) => matches!(s.base, ScalarBase::Integer(_)),
                TypeKind::Alias(inner) => self.integer_shape(inner),
                _ => false,
            },
            _ => false,
        }
    }
}

/// The resource model as doc lines: a list item per resource with its operations by role, then
/// the operations served from their schemas alone. Every name from the document is a code span
/// ([`docs::code`]), whatever it holds.
fn explain(model: &oapigen_fake::model::Model) -> Vec<String> {
    use oapigen_fake::model::Role;
    let op = |i: usize| docs::code(&model.operations[i].id);
    let mut lines = Vec::new();
    for (r, res) in model.resources.iter().enumerate() {
        let mut roles = Vec::new();
        for (i, o) in model.operations.iter().enumerate() {
            let role = match o.role {
                Role::Create { resource } if resource == r => "create",
                Role::List { resource } if resource == r => "list",
                Role::Read { resource } if resource == r => "read",
                Role::Update { resource } if resource == r => "update",
                Role::Replace { resource } if resource == r => "replace",
                Role::Delete { resource } if resource == r => "delete",
                Role::Action { resource } if resource == r => "action",
                _ => continue,
            };
            roles.push(format!("{role} {}", op(i)));
        }
        let scope = if res.scope.is_empty() {
            String::new()
        } else {
            let names: Vec<String> = res.scope.iter().map(|s| docs::code(s)).collect();
            format!(" (kept per {})", names.join(", "))
        };
        lines.push(format!(" - {}{scope}: {}.", docs::code(&res.name), roles.join(", ")));
    }
    if let Some(t) = &model.tasks {
        lines.push(format!(" - tasks: read by {}.", op(t.read)));
    }
    let stateless: Vec<String> = (0..model.operations.len())
        .filter(|&i| model.operations[i].role == Role::Stateless)
        .map(op)
        .collect();
    if !stateless.is_empty() {
        lines.push(String::new());
        lines.push(format!(" Served from their schemas alone: {}.", stateless.join(", ")));
    }
    lines
}
