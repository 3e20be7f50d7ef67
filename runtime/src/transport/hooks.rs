//! [`Hook`]: what sees the typed operation around a call — before its request is checked and
//! built, and once its answer is decoded — where HTTP middleware sees only a request.

use std::any::Any;
use std::fmt;

use super::options::{OperationInfo, RequestOptions};
use crate::error::Error;

pub use crate::error::Refusal;

/// A hook of the client's (`ClientBuilder::hook`), called on every call a generated builder
/// sends (`send`, `send_with_response`, and the pages and waits made of them):
/// [`before_validation`](Hook::before_validation) before the request is checked and built, with
/// the call's options to change (add a header, set a timeout) or a refusal to give
/// ([`Error::Refused`], nothing sent); [`after_decoding`](Hook::after_decoding) once the answer is
/// decoded, or the call failed. Hooks run in the order they were added.
pub trait Hook: Send + Sync + 'static {
    /// Before the request is checked: may change `options`, or refuse the call.
    fn before_validation(&self, operation: &OperationInfo, options: &mut RequestOptions) -> Result<(), Refusal> {
        let _ = (operation, options);
        Ok(())
    }

    /// After the answer is decoded (`Ok`, the decoded value: downcast it to the operation's
    /// type, or to `WithResponse<T>` for `send_with_response`; `()` for a `stream()`, once its
    /// answer has begun, its items being the stream's) or the call failed once its request was
    /// built (`Err`); a call refused before (by its checks, or a hook) never gets here.
    fn after_decoding(&self, operation: &OperationInfo, outcome: Result<&dyn Any, &Error>) {
        let _ = (operation, outcome);
    }
}

/// The client's hooks, shown by count.
#[derive(Clone, Default)]
pub(crate) struct Hooks(pub(crate) Vec<std::sync::Arc<dyn Hook>>);

impl fmt::Debug for Hooks {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} hook(s)", self.0.len())
    }
}

impl super::Transport {
    /// Runs the client's hooks before a call of `operation` is checked: what a generated
    /// builder's `send` calls first. Marks `options` as the operation's, so that
    /// [`after_decoding`](Hook::after_decoding) runs once it is answered.
    pub fn before_validation(&self, operation: &'static OperationInfo, options: &mut RequestOptions) -> Result<(), Error> {
        if self.inner.hooks.0.is_empty() {
            return Ok(());
        }
        for hook in &self.inner.hooks.0 {
            hook.before_validation(operation, options).map_err(|source| Error::Refused {
                operation_id: operation.id,
                by: "hook",
                source,
            })?;
        }
        // Set after the hooks, which may have replaced the options whole.
        options.operation = Some(operation);
        Ok(())
    }

    /// Runs the hooks after a call of `operation` ended.
    pub(crate) fn after_decoding<T: 'static>(&self, operation: Option<&'static OperationInfo>, outcome: &Result<T, Error>) {
        let Some(operation) = operation else { return };
        for hook in &self.inner.hooks.0 {
            hook.after_decoding(operation, outcome.as_ref().map(|v| v as &dyn Any));
        }
    }
}
