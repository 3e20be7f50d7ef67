//! [`Sending`]: the future a generated operation's `send` returns.
//!
//! A named type rather than an `impl Future` per operation: a caller can store it in a struct
//! or name it in a signature, and the generated crate has one type to check instead of an
//! opaque type and a closure for each of its operations, which is most of what a large client
//! costs `cargo check`.

use std::fmt;
use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use crate::error::Error;

/// A request on its way: resolves to the decoded answer or the reason there is none.
///
/// It owns what it needs (`'static`) and is `Send`, so it can be spawned; it is `Unpin`, so it
/// can be polled without pinning. Nothing is sent until it is first polled.
#[must_use = "a request does nothing until its future is awaited"]
pub struct Sending<T> {
    inner: Pin<Box<dyn Future<Output = Result<T, Error>> + Send + 'static>>,
}

impl<T> Sending<T> {
    /// Wraps a future that resolves as a request does.
    pub fn new(future: impl Future<Output = Result<T, Error>> + Send + 'static) -> Self {
        Sending { inner: Box::pin(future) }
    }
}

impl<T> Future for Sending<T> {
    type Output = Result<T, Error>;

    fn poll(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        self.inner.as_mut().poll(cx)
    }
}

impl<T> fmt::Debug for Sending<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Sending")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn assert_send_static_unpin<F: Future + Send + Unpin + 'static>(_: &F) {}

    #[test]
    fn resolves_as_the_future_it_wraps_and_can_be_spawned() {
        let sending = Sending::new(async { Ok::<_, Error>(7u8) });
        assert_send_static_unpin(&sending);
        assert_eq!(format!("{sending:?}"), "Sending");
        let waker = std::task::Waker::noop();
        let mut cx = Context::from_waker(waker);
        let mut sending = sending;
        match Pin::new(&mut sending).poll(&mut cx) {
            Poll::Ready(Ok(v)) => assert_eq!(v, 7),
            other => panic!("expected Ready(Ok(7)), got {other:?}"),
        }
        let failing = Sending::<u8>::new(async { Err(Error::Config("no".into())) });
        let mut failing = failing;
        assert!(matches!(Pin::new(&mut failing).poll(&mut cx), Poll::Ready(Err(Error::Config(m))) if m == "no"));
    }
}
