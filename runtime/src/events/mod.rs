//! Event streams: an answer that arrives as a sequence of items over one connection — Server-Sent
//! Events (`text/event-stream`), JSON Lines (`application/jsonl`) or NDJSON
//! (`application/x-ndjson`) — read as a [`Stream`] of typed items ([`EventStream`]), or of the
//! events with their names and ids ([`Events`]).
//!
//! The rules, the same for every operation:
//!
//! - **Each item is decoded as answers are** (tolerantly: unknown members ignored, unknown enum
//!   values kept, `1.0` where an integer goes). One that does not decode is an `Err` item
//!   ([`Error::Decode`], with the start of its data), and the stream goes on.
//! - **The server's errors are items too**: a Server-Sent Event named `error`, or an item that
//!   does not decode and is a JSON object with an `error` member, is an `Err` item
//!   ([`Error::ErrorEvent`], with what it carried), and the stream goes on.
//! - **The stream ends** when the server ends the answer, and at a sentinel: an event or line
//!   whose data is one word in square brackets that is not JSON (`[DONE]`, the end many streaming
//!   APIs send last; text items are taken as they are). An event or line without data is skipped
//!   (a keep-alive).
//! - **A dropped connection is resumed where the server sends ids**: when the connection fails or
//!   goes quiet for the request's timeout before the server ends the answer, and the server has
//!   sent an `id:`, the request is sent again with `Last-Event-ID` after the wait the server asked
//!   for (`retry:`, when at most the retry policy's `max_retry_after`), else the retry policy's
//!   backoff; at most the policy's `max_retries` times in a row without an event between. Without
//!   an id (and in JSON Lines, which has none) the failure is the last item.
//! - **Dropping the stream cancels the request**: the connection is closed, and nothing more is
//!   read or sent.
//! - The request's timeout bounds the wait for the answer's head and, after it, for each chunk of
//!   the answer (not the whole stream, which lasts as long as the server sends). An event larger
//!   than the client's `max_response_bytes` ends the stream with [`Error::ResponseTooLarge`].
//!
//! Tolerant on the way in: a server that answers one JSON body (`application/json`) where a
//! stream was asked for gives that body as the one item.

mod lines;
mod sse;

use std::collections::VecDeque;
use std::fmt;
use std::pin::Pin;
use std::task::{Context, Poll};

use futures_core::Stream;
use serde::de::DeserializeOwned;

use crate::error::{ApiErrorBody, Error};

pub(crate) use lines::Lines;
pub(crate) use sse::Sse;

/// How an answer's items are framed, as the operation's media type says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[non_exhaustive]
pub enum StreamFormat {
    /// `text/event-stream`: each event's data is one item, as JSON.
    ServerSentEvents,
    /// `text/event-stream` whose items are text (the data's schema is a string): each event's
    /// data is one item as it is.
    ServerSentText,
    /// JSON Lines or NDJSON: each line is one item, as JSON; the media type is what the request
    /// asks for (`Accept`).
    JsonLines(&'static str),
}

impl StreamFormat {
    /// The media type a request asks for (`Accept`).
    pub fn media_type(self) -> &'static str {
        match self {
            StreamFormat::ServerSentEvents | StreamFormat::ServerSentText => "text/event-stream",
            StreamFormat::JsonLines(media_type) => media_type,
        }
    }

    /// A parser for one answer in this format, whose events hold at most `limit` bytes.
    pub(crate) fn parser(self, limit: u64) -> Parser {
        let limit = usize::try_from(limit).unwrap_or(usize::MAX);
        match self {
            StreamFormat::ServerSentEvents | StreamFormat::ServerSentText => Parser::Sse(Sse::new(limit)),
            StreamFormat::JsonLines(_) => Parser::Lines(Lines::new(limit)),
        }
    }
}

/// One event of a stream: its data decoded as the operation's item, with the name and id a
/// Server-Sent Event carries. What [`EventStream::events`] gives, for a caller that needs the
/// names or ids; an [`EventStream`] gives the data alone.
#[derive(Debug, Clone, PartialEq)]
pub struct Event<T> {
    /// The event's name (`event:`); `None` when it has none (the standard's `message`), and in
    /// JSON Lines.
    pub event: Option<String>,
    /// The stream's last event id when the event came: its own `id:`, else the last one sent
    /// before it (the standard's `lastEventId`, what a reconnection resumes after); `None` when
    /// the server sends none, and in JSON Lines.
    pub id: Option<String>,
    /// The event's data, decoded.
    pub data: T,
}

/// The items of an event stream, as they arrive: `Result<T, Error>`, where an `Err` is one item
/// (an item that does not decode, an error event) unless it is the last (a connection lost for
/// good). What a generated operation's `stream()` returns for an answer that is a stream.
///
/// A [`Stream`]: take items with `TryStreamExt::try_next` (re-exported beside the client) or
/// `StreamExt::next`. It is `Unpin`, `Send` and `'static`, so it needs no pinning and can be
/// moved into a task; nothing is sent until it is first polled, and dropping it closes the
/// connection. See [the module](self) for the rules.
#[must_use = "a stream sends nothing until it is polled"]
pub struct EventStream<T> {
    events: Events<T>,
}

impl<T> EventStream<T> {
    /// Wraps a stream of events: what [`Transport::stream_owned`](crate::Transport::stream_owned)
    /// makes.
    pub fn new(events: impl Stream<Item = Result<Event<T>, Error>> + Send + 'static) -> Self {
        EventStream {
            events: Events { inner: Box::pin(events) },
        }
    }

    /// The same stream, each item with its event's name and id ([`Event`]).
    pub fn events(self) -> Events<T> {
        self.events
    }
}

impl<T> Stream for EventStream<T> {
    type Item = Result<T, Error>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        Pin::new(&mut self.events).poll_next(cx).map(|item| item.map(|r| r.map(|e| e.data)))
    }
}

impl<T> fmt::Debug for EventStream<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("EventStream")
    }
}

/// An [`EventStream`] whose items are the whole [`Event`]s: `Result<Event<T>, Error>`.
#[must_use = "a stream sends nothing until it is polled"]
pub struct Events<T> {
    inner: Pin<Box<dyn Stream<Item = Result<Event<T>, Error>> + Send + 'static>>,
}

impl<T> Stream for Events<T> {
    type Item = Result<Event<T>, Error>;

    fn poll_next(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Option<Self::Item>> {
        self.inner.as_mut().poll_next(cx)
    }
}

impl<T> fmt::Debug for Events<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Events")
    }
}

/// One item as framed, before decoding.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Frame {
    pub(crate) event: Option<String>,
    pub(crate) id: Option<String>,
    pub(crate) data: String,
}

/// A line or an event beyond the size limit.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct TooLarge;

/// The framing of one answer.
#[derive(Debug)]
pub(crate) enum Parser {
    Sse(Sse),
    Lines(Lines),
}

impl Parser {
    pub(crate) fn feed(&mut self, chunk: &[u8], out: &mut VecDeque<Frame>) -> Result<(), TooLarge> {
        match self {
            Parser::Sse(p) => p.feed(chunk, out),
            Parser::Lines(p) => p.feed(chunk, out),
        }
    }

    pub(crate) fn finish(&mut self, out: &mut VecDeque<Frame>) {
        match self {
            Parser::Sse(p) => p.finish(out),
            Parser::Lines(p) => p.finish(out),
        }
    }

    pub(crate) fn reconnect(&mut self) {
        match self {
            Parser::Sse(p) => p.reconnect(),
            Parser::Lines(p) => p.reconnect(),
        }
    }

    /// The id a reconnection resumes after, when the server sent one.
    pub(crate) fn last_id(&self) -> Option<&str> {
        match self {
            Parser::Sse(p) => p.last_id(),
            Parser::Lines(_) => None,
        }
    }

    /// The reconnection time the server asked for.
    pub(crate) fn retry(&self) -> Option<std::time::Duration> {
        match self {
            Parser::Sse(p) => p.retry(),
            Parser::Lines(_) => None,
        }
    }
}

/// What a frame is.
#[derive(Debug)]
pub(crate) enum Decoded<T> {
    Item(Result<Event<T>, Error>),
    /// Nothing to decode (a keep-alive).
    Skip,
    /// The sentinel: the stream is over.
    End,
}

/// A frame read as an item of `format` (see the module's rules), of an answer of `status`.
pub(crate) fn decode<T: DeserializeOwned>(
    frame: Frame,
    format: StreamFormat,
    status: u16,
    operation_id: &'static str,
) -> Decoded<T> {
    let Frame { event, id, data } = frame;
    let error_event = |event, id, body| Decoded::Item(Err(Error::ErrorEvent {
        operation_id,
        event,
        id,
        body,
    }));
    if event.as_deref() == Some("error") {
        return error_event(event, id, ApiErrorBody::from_bytes(data.as_bytes()));
    }
    let decoded = if format == StreamFormat::ServerSentText {
        serde_json::from_value(serde_json::Value::String(data.clone()))
    } else if data.trim().is_empty() {
        return Decoded::Skip;
    } else if is_sentinel(&data) {
        return Decoded::End;
    } else {
        crate::transport::response::lenient_json(data.as_bytes())
    };
    match decoded {
        Ok(data) => Decoded::Item(Ok(Event { event, id, data })),
        Err(source) => match serde_json::from_str::<serde_json::Value>(&data) {
            Ok(body) if body.get("error").is_some() => error_event(event, id, ApiErrorBody::Json(Box::new(body))),
            _ => Decoded::Item(Err(Error::Decode {
                status,
                excerpt: crate::transport::response::excerpt(data.as_bytes()),
                source,
                operation_id,
            })),
        },
    }
}

/// One word in square brackets that is not JSON: `[DONE]` (`[null]` is JSON, an item).
fn is_sentinel(data: &str) -> bool {
    let word = data.trim().strip_prefix('[').and_then(|d| d.strip_suffix(']'));
    word.is_some_and(|w| {
        w.starts_with(|c: char| c.is_ascii_alphabetic())
            && w.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_')
            && !matches!(w, "true" | "false" | "null")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, serde::Deserialize)]
    struct Chunk {
        n: i64,
    }

    fn frame(event: Option<&str>, data: &str) -> Frame {
        Frame {
            event: event.map(str::to_owned),
            id: Some("9".into()),
            data: data.into(),
        }
    }

    fn item(event: Option<&str>, data: &str) -> Decoded<Chunk> {
        decode(frame(event, data), StreamFormat::ServerSentEvents, 200, "op")
    }

    #[test]
    fn items_decode_tolerantly_with_their_names_and_ids() {
        match item(Some("delta"), "{\"n\": 2.0, \"other\": true}") {
            Decoded::Item(Ok(e)) => assert_eq!(
                e,
                Event {
                    event: Some("delta".into()),
                    id: Some("9".into()),
                    data: Chunk { n: 2 }
                }
            ),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn errors_are_items_of_their_own_kind() {
        match item(None, "{\"n\": \"two\"}") {
            Decoded::Item(Err(Error::Decode { status, excerpt, operation_id, .. })) => {
                assert_eq!((status, excerpt.as_str(), operation_id), (200, "{\"n\": \"two\"}", "op"));
            }
            other => panic!("{other:?}"),
        }
        match item(Some("error"), "{\"message\": \"overloaded\"}") {
            Decoded::Item(Err(e @ Error::ErrorEvent { .. })) => {
                assert_eq!(e.to_string(), "op: the stream sent an error (last event id \"9\"): overloaded");
            }
            other => panic!("{other:?}"),
        }
        // An error event's data need not be JSON.
        assert!(matches!(
            item(Some("error"), "rate limited"),
            Decoded::Item(Err(Error::ErrorEvent { body: ApiErrorBody::Text(t), .. })) if t == "rate limited"
        ));
        // Unnamed, it is an error when it does not decode and says `error`.
        assert!(matches!(
            item(None, "{\"error\": {\"message\": \"bad\"}}"),
            Decoded::Item(Err(Error::ErrorEvent { event: None, .. }))
        ));
    }

    #[test]
    fn a_sentinel_ends_and_an_empty_event_is_skipped() {
        assert!(matches!(item(None, "[DONE]"), Decoded::End));
        assert!(matches!(item(None, " \n"), Decoded::Skip));
        for not_sentinel in ["[null]", "[1]", "[]", "[DONE", "[two words]", "[1a]"] {
            assert!(matches!(item(None, not_sentinel), Decoded::Item(_)), "{not_sentinel}");
        }
        // Text items are taken as they are, `[DONE]` too.
        let text: Decoded<String> = decode(frame(None, "[DONE]"), StreamFormat::ServerSentText, 200, "op");
        assert!(matches!(text, Decoded::Item(Ok(Event { data, .. })) if data == "[DONE]"));
    }
}
