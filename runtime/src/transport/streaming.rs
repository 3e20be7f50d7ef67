//! [`Transport::stream_owned`]: a request whose answer is an event stream, read as it arrives,
//! resumed with `Last-Event-ID` when the connection drops (the rules are in [`crate::events`]).

use std::collections::VecDeque;
use std::time::Duration;

use futures_util::stream;
use serde::de::DeserializeOwned;

use super::send::{Answer, Reading};
use super::{Request, Transport};
use crate::error::Error;
use crate::events::{Decoded, Event, EventStream, Frame, Parser, StreamFormat, decode};
use crate::retry::RetryPolicy;

impl Transport {
    /// Sends what a request builder made (or yields the reason it made nothing, as the one item)
    /// and reads its answer as an event stream of `format`, whose items decode as `T`: what a
    /// generated operation's `stream()` returns for an answer that is a stream. Nothing is sent
    /// until the stream is first polled; the request is sent, retried and authenticated as
    /// [`send`](Self::send) does, its failure being the stream's one item.
    pub fn stream_owned<T: DeserializeOwned + Send + 'static>(
        self,
        request: Result<Request, Error>,
        format: StreamFormat,
    ) -> EventStream<T> {
        let stage = match request {
            Ok(request) => Stage::Live(Box::new(Connection::new(self, request, format))),
            Err(e) => Stage::Refused(e),
        };
        EventStream::new(stream::unfold(stage, next::<T>))
    }
}

enum Stage {
    /// The request was refused before sending: its reason is the one item.
    Refused(Error),
    Live(Box<Connection>),
    Over,
}

async fn next<T: DeserializeOwned>(stage: Stage) -> Option<(Result<Event<T>, Error>, Stage)> {
    match stage {
        Stage::Refused(e) => Some((Err(e), Stage::Over)),
        Stage::Over => None,
        Stage::Live(mut connection) => match connection.next::<T>().await? {
            Next::Item(item) => Some((item, Stage::Live(connection))),
            Next::Last(e) => Some((Err(e), Stage::Over)),
        },
    }
}

/// What the connection gives next (`None` from [`Connection::next`]: the stream is over).
enum Next<T> {
    Item(Result<Event<T>, Error>),
    /// A failure after which nothing more can come.
    Last(Error),
}

/// Why an answer stopped before the server ended it.
enum Dropped {
    Read(reqwest::Error),
    Quiet,
}

/// One stream's request and its answer as far as it is read.
struct Connection {
    transport: Transport,
    request: Request,
    format: StreamFormat,
    parser: Parser,
    frames: VecDeque<Frame>,
    /// The answer being read; `None` before the first request and after a drop.
    open: Option<reqwest::Response>,
    status: u16,
    policy: RetryPolicy,
    /// The longest wait for the answer's head and then for each chunk.
    quiet: Duration,
    /// Reconnections since the last event.
    reconnects: u32,
    /// The server ended the answer (or it was a whole body): what is framed is all there is.
    ended: bool,
    /// The client's hooks were told the answer came (once per stream).
    told: bool,
}

impl Connection {
    fn new(transport: Transport, request: Request, format: StreamFormat) -> Self {
        let inner = &transport.inner;
        let policy = request.options.retry.clone().unwrap_or_else(|| inner.retry.clone());
        let quiet = request.options.timeout.unwrap_or(inner.timeout);
        let parser = format.parser(inner.max_response_bytes);
        Connection {
            transport,
            request,
            format,
            parser,
            frames: VecDeque::new(),
            open: None,
            status: 0,
            policy,
            quiet,
            reconnects: 0,
            ended: false,
            told: false,
        }
    }

    async fn next<T: DeserializeOwned>(&mut self) -> Option<Next<T>> {
        let operation_id = self.request.operation_id;
        loop {
            while let Some(frame) = self.frames.pop_front() {
                self.reconnects = 0;
                match decode(frame, self.format, self.status, operation_id) {
                    Decoded::Item(item) => return Some(Next::Item(item)),
                    Decoded::Skip => {}
                    Decoded::End => return None,
                }
            }
            if self.ended {
                return None;
            }
            let Some(open) = &mut self.open else {
                if let Err(e) = self.connect().await {
                    return Some(Next::Last(e));
                }
                continue;
            };
            let dropped = match tokio::time::timeout(self.quiet, open.chunk()).await {
                Ok(Ok(Some(chunk))) => match self.parser.feed(&chunk, &mut self.frames) {
                    Ok(()) => continue,
                    Err(_) => {
                        self.open = None;
                        return Some(Next::Last(Error::ResponseTooLarge {
                            status: self.status,
                            limit: self.transport.inner.max_response_bytes,
                            operation_id,
                        }));
                    }
                },
                Ok(Ok(None)) => {
                    self.parser.finish(&mut self.frames);
                    self.open = None;
                    self.ended = true;
                    continue;
                }
                Ok(Err(e)) => Dropped::Read(e),
                Err(_) => Dropped::Quiet,
            };
            if let Err(e) = self.resume(dropped).await {
                return Some(Next::Last(e));
            }
        }
    }

    /// Sends the request (again, after a drop, with the last event id) and opens its answer.
    async fn connect(&mut self) -> Result<(), Error> {
        let last_event_id = self.parser.last_id().map(str::to_owned);
        let mut request = self.request.clone();
        if last_event_id.is_some() {
            // The server resumes after the id it sent rather than acting again.
            request.idempotent = Some(true);
        }
        let reading = Reading::Open {
            accept: self.format.media_type(),
            last_event_id: last_event_id.as_deref(),
        };
        let answer = self.transport.send_reading(request, reading).await;
        // The client's hooks hear of the first answer only: a reconnection is the same call.
        let answer = if std::mem::replace(&mut self.told, true) {
            answer?
        } else {
            let operation = self.request.options.operation;
            match answer {
                Ok(answer) => {
                    self.transport.after_decoding(operation, &Ok::<(), Error>(()));
                    answer
                }
                Err(e) => {
                    let failed = Err::<(), Error>(e);
                    self.transport.after_decoding(operation, &failed);
                    return failed;
                }
            }
        };
        let (operation_id, idempotent) = (self.request.operation_id, self.request.is_idempotent());
        let whole = match answer {
            Answer::Open(open) if open.status() == reqwest::StatusCode::NO_CONTENT => {
                // Nothing more to send (the standard's way to stop a reconnecting client).
                self.ended = true;
                return Ok(());
            }
            Answer::Open(open) if !is_json(&open) => {
                self.status = open.status().as_u16();
                self.parser.reconnect();
                self.open = Some(open);
                return Ok(());
            }
            // One JSON body where a stream was asked for: that body is the one item.
            Answer::Open(open) => self.transport.read_whole(open, operation_id, idempotent).await?,
            Answer::Read(whole) => whole,
        };
        self.status = whole.status;
        self.ended = true;
        self.frames.push_back(Frame {
            event: None,
            id: None,
            data: String::from_utf8_lossy(&whole.body).into_owned(),
        });
        Ok(())
    }

    /// After the answer stopped before its end: waits and reconnects where the server sent an
    /// id and the policy allows another attempt, else gives why it stopped.
    async fn resume(&mut self, dropped: Dropped) -> Result<(), Error> {
        self.open = None;
        let operation_id = self.request.operation_id;
        let error = match dropped {
            Dropped::Read(source) => Error::Transport {
                source,
                operation_id,
                repeatable: self.request.is_idempotent(),
            },
            Dropped::Quiet => Error::Timeout {
                what: format!("the next event of {operation_id}"),
                task_id: None,
                last_state: None,
                repeatable: true,
            },
        };
        if self.parser.last_id().is_none() || self.reconnects >= self.policy.max_retries {
            return Err(error);
        }
        let delay = match self.parser.retry() {
            Some(asked) if asked <= self.policy.max_retry_after => asked,
            _ => self.policy.backoff(self.reconnects),
        };
        tracing::warn!(
            operation_id,
            reconnect = self.reconnects + 1,
            delay_ms = delay.as_millis() as u64,
            last_event_id = self.parser.last_id(),
            error = %error,
            "event stream dropped; resuming"
        );
        tokio::time::sleep(delay).await;
        self.reconnects += 1;
        Ok(())
    }
}

/// The answer says it is one JSON body (`application/json`, `…+json`).
fn is_json(open: &reqwest::Response) -> bool {
    let Some(content_type) = open.headers().get(reqwest::header::CONTENT_TYPE) else {
        return false;
    };
    let essence = content_type.to_str().unwrap_or_default().split(';').next().unwrap_or_default();
    let essence = essence.trim().to_ascii_lowercase();
    essence == "application/json" || essence.ends_with("+json")
}
