//! Task waiting: `send_and_wait` on operations that start tasks, and the client's
//! `wait_for_task(s)` over the operation that reads one task.

use proc_macro2::{Ident, TokenStream};
use quote::quote;

use super::{field_access, field_suffix};
use crate::emit::{Ctx, ident};

use crate::ir::*;

/// What waiting for a task needs, from the operation that reads one task.
pub(super) struct Waiter {
    pub task_ty: TokenStream,
    /// The polling operation's client method and its task-id setter.
    pub method: Ident,
    pub setter: Ident,
    /// The body of `fn(task: &TaskType) -> TaskStatus`.
    pub status: TokenStream,
    pub doc: String,
}

impl Ctx<'_> {
    /// `send_and_wait`, for an operation whose answer lists the tasks it started.
    pub(super) fn send_and_wait(&self, op: &Operation) -> TokenStream {
        let Some(t) = &op.plan.tasks else {
            return TokenStream::new();
        };
        let Some((_, task)) = self.api.operations[t.poll].success().and_then(|r| r.body.as_ref()) else {
            return TokenStream::new();
        };
        let task_ty = self.rust_type(task, false);
        // The operation the document names polls the tasks (see `client_file`).
        let wait = if t.primary {
            quote! { client.wait_for_tasks_with(&ids, &policy).await }
        } else {
            let name = crate::ir::Ident::fixed(&format!("wait_for_tasks_via_{}", t.poll));
            quote! { super::#name(&client, &ids, &policy).await }
        };
        let ids = if t.ids.held == Held::Required {
            let access = field_suffix(&t.ids);
            quote! { response #access .iter().map(|id| id.to_string()).collect::<Vec<_>>() }
        } else {
            let list = field_access(&t.ids, quote! { response });
            quote! { #list.map(|ids| ids.iter().map(|id| id.to_string()).collect::<Vec<_>>()).unwrap_or_default() }
        };
        quote! {
            /// Sends the request, then waits until **every** task it started has finished
            /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
            pub async fn send_and_wait(self) -> Result<Vec<#task_ty>, ::oapigen_runtime::Error> {
                let policy = self.client.transport.poll_policy().clone();
                self.send_and_wait_with(policy).await
            }
            /// [`send_and_wait`](Self::send_and_wait) with this poll policy instead of the client's.
            pub async fn send_and_wait_with(self, policy: ::oapigen_runtime::PollPolicy) -> Result<Vec<#task_ty>, ::oapigen_runtime::Error> {
                let client = self.client.clone();
                let response = self.send().await?;
                let ids = #ids;
                #wait
            }
        }
    }

    /// `send_and_wait_for_resources`: after the tasks, the records they created, read one by one
    /// in the request's scope (what a cloud SDK's `create_and_poll` does by hand).
    pub(super) fn send_and_wait_for_resources(&self, op: &Operation) -> TokenStream {
        let Some(c) = &op.plan.created else {
            return TokenStream::new();
        };
        let read = &self.api.operations[c.read];
        let Some(record) = read.plan.success.single_json() else {
            return TokenStream::new();
        };
        let record_ty = self.rust_type(record, false);
        let id_setter = ident(&read.params[c.id_param].rust_name);
        let id = match c.id_shape {
            Shape::Integer(_) => quote! { *id },
            _ => quote! { id.as_str() },
        };
        // From the task to its list of ids: plain members, then through the first optional one.
        let mut plain = quote! { task };
        let mut optional: Option<TokenStream> = None;
        for (field, held) in &c.ids {
            let f = ident(field);
            optional = Some(match (optional.take(), held) {
                (None, Held::Required) => {
                    plain = quote! { #plain.#f };
                    continue;
                }
                (None, Held::Option) => quote! { #plain.#f.as_ref() },
                (None, Held::Nullable) => quote! { #plain.#f.value() },
                (Some(o), Held::Required) => quote! { #o.map(|m| &m.#f) },
                (Some(o), Held::Option) => quote! { #o.and_then(|m| m.#f.as_ref()) },
                (Some(o), Held::Nullable) => quote! { #o.and_then(|m| m.#f.value()) },
            });
        }
        let ids = match optional {
            Some(o) => quote! { #o.into_iter().flatten() },
            None => quote! { #plain.iter() },
        };
        let read_builder = self.read_builder(op, read, &c.scope);
        let doc = crate::emit::docs::doc_line(format!(
            " Sends the request, waits until every task it started has finished (as [`send_and_wait`](Self::send_and_wait)), then reads what they created: each id a finished task names at `{}`, with [`{}`](super::Client::{}) in the scope this request named. Returns the records in the tasks' order.",
            c.pointer,
            read.rust_name.trim_start_matches("r#"),
            read.rust_name.trim_start_matches("r#"),
        ));
        quote! {
            #[doc = #doc]
            pub async fn send_and_wait_for_resources(self) -> Result<Vec<#record_ty>, ::oapigen_runtime::Error> {
                #read_builder
                let tasks = self.send_and_wait().await?;
                let mut created = Vec::new();
                for task in &tasks {
                    for id in #ids {
                        created.push(read.clone().#id_setter(#id).send().await?);
                    }
                }
                Ok(created)
            }
        }
    }

    /// `send_and_wait_for_resource`: after the tasks, the record the operation worked on, read
    /// with the same path parameters.
    pub(super) fn send_and_wait_for_resource(&self, op: &Operation) -> TokenStream {
        let Some(r) = &op.plan.reread else {
            return TokenStream::new();
        };
        let read = &self.api.operations[r.read];
        let Some(record) = read.plan.success.single_json() else {
            return TokenStream::new();
        };
        let record_ty = self.rust_type(record, false);
        let read_builder = self.read_builder(op, read, &r.params);
        let doc = crate::emit::docs::doc_line(format!(
            " Sends the request, waits until every task it started has finished (as [`send_and_wait`](Self::send_and_wait)), then reads the record it worked on with [`{}`](super::Client::{}).",
            read.rust_name.trim_start_matches("r#"),
            read.rust_name.trim_start_matches("r#"),
        ));
        quote! {
            #[doc = #doc]
            pub async fn send_and_wait_for_resource(self) -> Result<#record_ty, ::oapigen_runtime::Error> {
                #read_builder
                self.send_and_wait().await?;
                read.send().await
            }
        }
    }

    /// `let read = …;`: the request builder of `read` with the parameters `params` pairs (this
    /// operation's index, the read's) copied from this builder's fields, before `self` is sent.
    /// The fields are set directly (both builders live in `builders`): they hold alike whatever
    /// the setters take, since the plan pairs only parameters of the same shape.
    fn read_builder(&self, op: &Operation, read: &Operation, params: &[(usize, usize)]) -> TokenStream {
        let read_method = ident(&read.rust_name);
        let copies: Vec<TokenStream> = params
            .iter()
            .map(|(mine, theirs)| {
                let field = ident(&op.params[*mine].rust_name);
                let target = ident(&read.params[*theirs].rust_name);
                // A plain number or boolean is held as `Option<Copy>`: cloning it would be noise.
                let copy = matches!(
                    op.params[*mine].shape,
                    Shape::Integer(_) | Shape::Number | Shape::Boolean
                );
                let clone = (!copy).then(|| quote! { .clone() });
                quote! { read.#target = self.#field #clone; }
            })
            .collect();
        let binding = if copies.is_empty() {
            quote! { let read }
        } else {
            quote! { let mut read }
        };
        quote! {
            #binding = self.client.#read_method();
            #(#copies)*
        }
    }

    /// The variants of an enum task state that its finished and failed values name, when every
    /// one of them is a variant.
    fn state_variants(&self, poll: &PollPlan) -> Option<(Vec<proc_macro2::Ident>, Vec<proc_macro2::Ident>)> {
        let Shape::Named(id) = &poll.state.shape else {
            return None;
        };
        let TypeKind::Enum(e) = &self.api.ty(*id).kind else {
            return None;
        };
        let variant = |value: &String| {
            e.variants
                .iter()
                .find(|v| &v.value == value)
                .map(|v| ident(&v.rust_name))
        };
        let finished: Option<Vec<_>> = poll.finished.iter().map(variant).collect();
        let failed: Option<Vec<_>> = poll.failed.iter().map(variant).collect();
        match (finished, failed) {
            (Some(f), Some(e)) if !f.is_empty() && !e.is_empty() => Some((f, e)),
            _ => None,
        }
    }

    pub(super) fn waiter(&self, op: &Operation) -> Option<Waiter> {
        let poll = op.plan.poll.as_ref()?;
        let task_ty = self.rust_type(&poll.task, false);
        let setter = ident(&op.params[poll.id_param].rust_name);
        let method = ident(&op.rust_name);
        let error = match &poll.error {
            Some(path) if path.held == Held::Required => {
                let access = field_suffix(path);
                quote! { Some(task #access .to_string()) }
            }
            Some(path) => {
                let e = field_access(path, quote! { task });
                quote! { #e.map(|e| e.to_string()) }
            }
            None => quote! { None },
        };
        let finished = &poll.finished;
        let failed = &poll.failed;
        let status = match self.state_variants(poll) {
            // An enum state is matched by its variants.
            Some((finished_v, failed_v)) => {
                let ty = self.rust_type(&poll.state.shape, false);
                let required = poll.state.held == Held::Required;
                let (scrutinee, wrap, pending): (TokenStream, fn(TokenStream) -> TokenStream, TokenStream) = if required
                {
                    let access = field_suffix(&poll.state);
                    (quote! { &task #access }, |p| p, quote! { other.as_str().to_string() })
                } else {
                    (
                        field_access(&poll.state, quote! { task }),
                        |p| quote! { Some(#p) },
                        quote! { other.map(|s| s.as_str()).unwrap_or_default().to_string() },
                    )
                };
                let finished = finished_v.iter().map(|v| wrap(quote! { #ty::#v }));
                let failed = failed_v.iter().map(|v| wrap(quote! { #ty::#v }));
                quote! {
                    match #scrutinee {
                        #( #finished )|* => ::oapigen_runtime::TaskStatus::Finished,
                        #( #failed )|* => ::oapigen_runtime::TaskStatus::Failed { error: #error },
                        other => ::oapigen_runtime::TaskStatus::Pending { state: #pending },
                    }
                }
            }
            None => {
                let state_str = if poll.state.held == Held::Required {
                    let access = field_suffix(&poll.state);
                    quote! { task #access.as_str() }
                } else {
                    let state = field_access(&poll.state, quote! { task });
                    quote! { #state.map(|s| s.as_str()).unwrap_or("") }
                };
                quote! {
                    match #state_str {
                        #( #finished )|* => ::oapigen_runtime::TaskStatus::Finished,
                        #( #failed )|* => ::oapigen_runtime::TaskStatus::Failed { error: #error },
                        other => ::oapigen_runtime::TaskStatus::Pending { state: other.to_string() },
                    }
                }
            }
        };
        let doc = crate::emit::docs::doc_line(format!(
            " Polls `{}` until the task reaches {} (returns the task) or {} (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).",
            op.id,
            poll.finished.join(", "),
            poll.failed.join(", ")
        ));
        Some(Waiter {
            task_ty,
            method,
            setter,
            status,
            doc,
        })
    }

    /// The client's `wait_for_task(s)`, polling the API's primary polling operation.
    pub(super) fn client_waiters(&self) -> Option<TokenStream> {
        let Waiter {
            task_ty,
            method,
            setter,
            status,
            doc,
        } = self.waiter(&self.api.operations[self.api.primary_poll?])?;
        // Each compiles with the operation it polls (the features of the operations that wait
        // through it enable that operation's).
        let g = self.gate(self.op_gate(self.api.primary_poll?));
        Some(quote! {
            #[doc = #doc]
            #g
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
            #g
            pub async fn wait_for_tasks(&self, task_ids: &[String]) -> Result<Vec<#task_ty>, ::oapigen_runtime::Error> {
                self.wait_for_tasks_with(task_ids, self.transport.poll_policy()).await
            }
            /// [`wait_for_tasks`](Self::wait_for_tasks) with this poll policy instead of the
            /// client's.
            #g
            pub async fn wait_for_tasks_with(&self, task_ids: &[String], policy: &::oapigen_runtime::PollPolicy) -> Result<Vec<#task_ty>, ::oapigen_runtime::Error> {
                ::oapigen_runtime::wait_for_all(
                    policy,
                    task_ids,
                    |id: &str| {
                        let id = id.to_string();
                        async move { self.#method().#setter(id).send().await }
                    },
                    Self::task_status,
                )
                .await
            }
            #g
            fn task_status(task: &#task_ty) -> ::oapigen_runtime::TaskStatus {
                #status
            }
        })
    }

    /// A private `wait_for_tasks_via_{index}` for every other polling operation an
    /// `x-oapigen-tasks` names: the `send_and_wait` of the operations naming it call it, and it
    /// compiles under their features (the returned gate).
    pub(super) fn other_waiters(&self) -> Vec<(TokenStream, Gate)> {
        let others: std::collections::BTreeSet<usize> = self
            .api
            .operations
            .iter()
            .filter_map(|o| o.tasks.as_ref().map(|t| t.poll_operation))
            .filter(|p| Some(*p) != self.api.primary_poll)
            .collect();
        others
            .iter()
            .filter_map(|&i| {
                let Waiter {
                    task_ty,
                    method,
                    setter,
                    status,
                    doc,
                } = self.waiter(&self.api.operations[i])?;
                let name = crate::ir::Ident::fixed(&format!("wait_for_tasks_via_{i}"));
                let features = &self.api.tag_features;
                let users = self.api.operations.iter().enumerate().filter_map(|(u, o)| {
                    o.tasks.as_ref().filter(|t| t.poll_operation == i).map(|_| features.operation(u))
                });
                let gate = features.union_exact(users);
                let g = self.gate(&gate);
                Some((quote! {
                    #[doc = #doc]
                    #g
                    async fn #name(client: &Client, task_ids: &[String], policy: &::oapigen_runtime::PollPolicy) -> Result<Vec<#task_ty>, ::oapigen_runtime::Error> {
                        ::oapigen_runtime::wait_for_all(
                            policy,
                            task_ids,
                            |id: &str| {
                                let id = id.to_string();
                                async move { client.#method().#setter(id).send().await }
                            },
                            |task: &#task_ty| -> ::oapigen_runtime::TaskStatus { #status },
                        )
                        .await
                    }
                }, gate))
            })
            .collect()
    }
}
