//! Offset pagination as a stream of items.

use std::future::{Future, ready};

use futures_core::Stream;
use futures_util::future::Either;
use futures_util::{StreamExt as _, TryStreamExt as _, stream};

use crate::error::Error;

/// One page of a list: its items and, when the API says, the total count.
#[derive(Debug, Clone, PartialEq)]
pub struct Page<T> {
    /// The items of this page.
    pub items: Vec<T>,
    /// The total number of items across all pages (`count` in the `{count, results}`
    /// envelope).
    pub count: Option<u64>,
}

struct State<F> {
    fetch: F,
    offset: u64,
    done: bool,
}

/// Every item of an offset-paginated list, fetching pages as the stream is read.
///
/// `fetch(offset, limit)` returns one page. The first page is at `start_offset`; the next
/// offset is the previous one plus the number of items received (the server may return fewer
/// than `limit`). The stream ends after an empty page or once the offset reaches the page's
/// `count`. An error is yielded once and ends the stream.
///
/// The stream is not `Unpin`; pin it (`std::pin::pin!`) to call `next()`, or use
/// [`collect_all`].
pub fn paginate<T, F, Fut>(start_offset: u64, limit: u64, fetch: F) -> impl Stream<Item = Result<T, Error>>
where
    F: FnMut(u64, u64) -> Fut,
    Fut: Future<Output = Result<Page<T>, Error>>,
{
    let state = State {
        fetch,
        offset: start_offset,
        done: false,
    };
    stream::unfold(state, move |mut state| async move {
        if state.done {
            return None;
        }
        match (state.fetch)(state.offset, limit).await {
            Err(e) => {
                state.done = true;
                Some((Err(e), state))
            }
            Ok(page) => {
                if page.items.is_empty() {
                    return None;
                }
                state.offset += page.items.len() as u64;
                if page.count.is_some_and(|count| state.offset >= count) {
                    state.done = true;
                }
                Some((Ok(page.items), state))
            }
        }
    })
    .flat_map(|page: Result<Vec<T>, Error>| match page {
        Ok(items) => Either::Left(stream::iter(items.into_iter().map(Ok))),
        Err(e) => Either::Right(stream::once(ready(Err(e)))),
    })
}

/// Reads a stream of results to the end: all items, or the first error.
pub async fn collect_all<T>(s: impl Stream<Item = Result<T, Error>>) -> Result<Vec<T>, Error> {
    s.try_collect().await
}
