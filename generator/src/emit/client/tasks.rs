//! Task waiting: `send_and_wait` on operations that start tasks, and the client's
//! `wait_for_task(s)` over the operation that reads one task.

use proc_macro2::{Ident, TokenStream};
use quote::{format_ident, quote};

use super::{field_access, field_suffix};
use crate::emit::{Ctx, StdNames, ident};
use crate::ir::*;

/// What waiting for a task needs, from the operation that reads one task.
pub(super) struct Waiter {
    pub task_ty: TokenStream,
    /// The polling operation's client method and its task-id setter.
    pub method: Ident,
    pub setter: Ident,
    /// The body of `fn(task: &TaskType) -> TaskStatus`.
    pub status: TokenStream,
    pub doc: crate::emit::text_table::DocText,
}

impl Ctx<'_> {
    /// `send_and_wait`, for an operation whose answer lists the tasks it started.
    pub(super) fn send_and_wait(&self, op: &Operation) -> TokenStream {
        let StdNames { vec: std_vec, .. } = &self.std;
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
            let name = format_ident!("wait_for_tasks_via_{}", t.poll);
            quote! { super::#name(&client, &ids, &policy).await }
        };
        let list = field_access(&t.ids, quote! { response });
        quote! {
            /// Sends the request, then waits until **every** task it started has finished
            /// (see [`Client::wait_for_tasks`](super::Client::wait_for_tasks)), and returns the finished tasks in order.
            pub async fn send_and_wait(self) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
                let policy = self.client.transport.poll_policy().clone();
                self.send_and_wait_with(policy).await
            }
            /// [`send_and_wait`](Self::send_and_wait) with this poll policy instead of the client's.
            pub async fn send_and_wait_with(self, policy: ::oapigen_runtime::PollPolicy) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
                let client = self.client.clone();
                let response = self.send().await?;
                let ids = #list.map(|ids| ids.iter().map(|id| id.to_string()).collect::<#std_vec<_>>()).unwrap_or_default();
                #wait
            }
        }
    }

    pub(super) fn waiter(&self, op: &Operation) -> Option<Waiter> {
        let poll = op.plan.poll.as_ref()?;
        let task_ty = self.rust_type(&poll.task, false);
        let setter = ident(&op.params[poll.id_param].rust_name);
        let method = ident(&op.rust_name);
        let state_str = if poll.state.held == Held::Required {
            let access = field_suffix(&poll.state);
            quote! { task #access.as_str() }
        } else {
            let state = field_access(&poll.state, quote! { task });
            quote! { #state.map(|s| s.as_str()).unwrap_or("") }
        };
        let error = match &poll.error {
            Some(path) => {
                let e = field_access(path, quote! { task });
                quote! { #e.map(|e| e.to_string()) }
            }
            None => quote! { None },
        };
        let finished = &poll.finished;
        let failed = &poll.failed;
        let doc = crate::emit::text_table::DocText::new(format!(
            " Polls `{}` until the task reaches {} (returns the task) or {} (an `Error::TaskFailed` with the task's error text), at the interval and within the deadline of the client's poll policy (`Error::Timeout` carries the last state seen).",
            op.id,
            poll.finished.join(", "),
            poll.failed.join(", ")
        ));
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

    /// The client's `wait_for_task(s)`, polling the API's primary polling operation.
    pub(super) fn client_waiters(&self) -> Option<TokenStream> {
        let StdNames {
            string: std_string,
            vec: std_vec,
            ..
        } = &self.std;
        let Waiter {
            task_ty,
            method,
            setter,
            status,
            doc,
        } = self.waiter(&self.api.operations[self.api.primary_poll?])?;
        Some(quote! {
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
                self.wait_for_tasks_with(task_ids, self.transport.poll_policy()).await
            }
            /// [`wait_for_tasks`](Self::wait_for_tasks) with this poll policy instead of the
            /// client's.
            pub async fn wait_for_tasks_with(&self, task_ids: &[#std_string], policy: &::oapigen_runtime::PollPolicy) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
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
            fn task_status(task: &#task_ty) -> ::oapigen_runtime::TaskStatus {
                #status
            }
        })
    }

    /// A private `wait_for_tasks_via_{index}` for every other polling operation an
    /// `x-oapigen-tasks` names: the `send_and_wait` of the operations naming it call it.
    pub(super) fn other_waiters(&self) -> Vec<TokenStream> {
        let StdNames {
            string: std_string,
            vec: std_vec,
            ..
        } = &self.std;
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
                let name = format_ident!("wait_for_tasks_via_{i}");
                Some(quote! {
                    #[doc = #doc]
                    async fn #name(client: &Client, task_ids: &[#std_string], policy: &::oapigen_runtime::PollPolicy) -> Result<#std_vec<#task_ty>, ::oapigen_runtime::Error> {
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
                })
            })
            .collect()
    }
}
