//! Server-Sent Events (`text/event-stream`) read as the WHATWG HTML standard's "event stream
//! interpretation" says: lines end in CRLF, LF or CR (also split across chunks), a leading BOM is
//! dropped, a line starting with `:` is a comment, `data` lines are joined with LF, `event` names
//! the event, `id` sets the stream's last event id (unless it holds NUL), `retry` the
//! reconnection time (ASCII digits only), other fields are ignored, and a blank line dispatches
//! the event when it has data.
//!
//! One departure, on the tolerant side: an event whose data lines came but whose closing blank
//! line did not, before the server ended the stream cleanly, is still dispatched by
//! [`Sse::finish`] (a browser drops it).

use std::collections::VecDeque;
use std::time::Duration;

use super::{Frame, TooLarge};

/// The parser's state between chunks.
#[derive(Debug)]
pub(crate) struct Sse {
    /// The line being read (its end not seen yet).
    line: Vec<u8>,
    /// The last chunk ended in CR: an LF that starts the next one belongs to it.
    after_cr: bool,
    /// The first line of this connection was read (a BOM may only start it).
    started: bool,
    data: String,
    event: String,
    last_id: String,
    retry: Option<Duration>,
    /// The most a line and the event's data may hold together, in bytes.
    limit: usize,
}

impl Sse {
    pub(crate) fn new(limit: usize) -> Self {
        Sse {
            line: Vec::new(),
            after_cr: false,
            started: false,
            data: String::new(),
            event: String::new(),
            last_id: String::new(),
            retry: None,
            limit,
        }
    }

    /// The stream's last event id (what a reconnection sends as `Last-Event-ID`), when the
    /// server has set one.
    pub(crate) fn last_id(&self) -> Option<&str> {
        (!self.last_id.is_empty()).then_some(self.last_id.as_str())
    }

    /// The reconnection time the server asked for (`retry:`).
    pub(crate) fn retry(&self) -> Option<Duration> {
        self.retry
    }

    /// Reads a chunk, pushing each event it completes.
    pub(crate) fn feed(&mut self, mut chunk: &[u8], out: &mut VecDeque<Frame>) -> Result<(), TooLarge> {
        while let Some(&first) = chunk.first() {
            if std::mem::take(&mut self.after_cr) && first == b'\n' {
                chunk = &chunk[1..];
                continue;
            }
            match chunk.iter().position(|&b| b == b'\n' || b == b'\r') {
                Some(end) => {
                    self.line.extend_from_slice(&chunk[..end]);
                    self.after_cr = chunk[end] == b'\r';
                    chunk = &chunk[end + 1..];
                    let line = std::mem::take(&mut self.line);
                    self.read_line(&line, out);
                    // Keeps the allocation for the next line.
                    self.line = line;
                    self.line.clear();
                }
                None => {
                    self.line.extend_from_slice(chunk);
                    chunk = &[];
                }
            }
            if self.line.len() + self.data.len() > self.limit {
                return Err(TooLarge);
            }
        }
        Ok(())
    }

    /// The server ended the stream: the last line, and an event it did not close with a blank
    /// line, are read all the same.
    pub(crate) fn finish(&mut self, out: &mut VecDeque<Frame>) {
        if !self.line.is_empty() {
            let line = std::mem::take(&mut self.line);
            self.read_line(&line, out);
        }
        self.read_line(b"", out);
    }

    /// The connection dropped: what was read of an event is dropped with it (the server sends
    /// it again after the last id), the last id and the reconnection time are kept.
    pub(crate) fn reconnect(&mut self) {
        self.line.clear();
        self.after_cr = false;
        self.started = false;
        self.data.clear();
        self.event.clear();
    }

    fn read_line(&mut self, line: &[u8], out: &mut VecDeque<Frame>) {
        let line = if std::mem::replace(&mut self.started, true) {
            line
        } else {
            line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line)
        };
        if line.is_empty() {
            self.dispatch(out);
            return;
        }
        if line[0] == b':' {
            return;
        }
        let line = String::from_utf8_lossy(line);
        let (field, value) = match line.split_once(':') {
            Some((field, value)) => (field, value.strip_prefix(' ').unwrap_or(value)),
            None => (&*line, ""),
        };
        match field {
            "event" => value.clone_into(&mut self.event),
            "data" => {
                self.data.push_str(value);
                self.data.push('\n');
            }
            "id" if !value.contains('\0') => value.clone_into(&mut self.last_id),
            "retry" if !value.is_empty() && value.bytes().all(|b| b.is_ascii_digit()) => {
                // Digits beyond what fits are a wait longer than anyone means: the longest.
                self.retry = Some(Duration::from_millis(value.parse().unwrap_or(u64::MAX)));
            }
            _ => {}
        }
    }

    fn dispatch(&mut self, out: &mut VecDeque<Frame>) {
        let event = std::mem::take(&mut self.event);
        if self.data.is_empty() {
            return;
        }
        let mut data = std::mem::take(&mut self.data);
        data.pop();
        out.push_back(Frame {
            event: (!event.is_empty()).then_some(event),
            id: self.last_id().map(str::to_owned),
            data,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every event of `chunks`, fed in that order, and the stream ended.
    fn events(chunks: &[&[u8]]) -> Vec<Frame> {
        let mut sse = Sse::new(1 << 20);
        let mut out = VecDeque::new();
        for chunk in chunks {
            sse.feed(chunk, &mut out).unwrap();
        }
        sse.finish(&mut out);
        out.into()
    }

    fn frame(event: Option<&str>, id: Option<&str>, data: &str) -> Frame {
        Frame {
            event: event.map(str::to_owned),
            id: id.map(str::to_owned),
            data: data.to_owned(),
        }
    }

    #[test]
    fn data_lines_are_joined_and_fields_read() {
        let got = events(&[b"event: delta\nid: 7\ndata: {\"a\":\ndata:  1}\n\ndata: second\n\n"]);
        assert_eq!(
            got,
            [frame(Some("delta"), Some("7"), "{\"a\":\n 1}"), frame(None, Some("7"), "second")]
        );
    }

    #[test]
    fn every_split_of_a_stream_reads_alike() {
        let whole: &[u8] =
            b"\xEF\xBB\xBF: hello\r\nevent: a\r\ndata: x\r\nid: 1\r\n\r\ndata: y\rdata: z\r\rretry: 250\ndata:w\n\n";
        let expected = [frame(Some("a"), Some("1"), "x"), frame(None, Some("1"), "y\nz"), frame(None, Some("1"), "w")];
        assert_eq!(events(&[whole]), expected);
        // Every way of cutting it in two or three: a CRLF torn apart, a BOM torn apart.
        for i in 0..=whole.len() {
            assert_eq!(events(&[&whole[..i], &whole[i..]]), expected, "cut at {i}");
            for j in i..=whole.len() {
                assert_eq!(events(&[&whole[..i], &whole[i..j], &whole[j..]]), expected, "cut at {i}, {j}");
            }
        }
        // One byte at a time.
        let bytes: Vec<&[u8]> = whole.chunks(1).collect();
        assert_eq!(events(&bytes), expected);
    }

    #[test]
    fn comments_unknown_fields_and_empty_events_give_nothing() {
        assert_eq!(events(&[b": keep-alive\n\nfoo: bar\n\nevent: x\n\n\n\n"]), []);
        // A `data` without a value is an event with empty data.
        assert_eq!(events(&[b"data\n\n"]), [frame(None, None, "")]);
        // `event` belongs to the next dispatch only.
        assert_eq!(events(&[b"event: x\n\ndata: 1\n\n"]), [frame(None, None, "1")]);
    }

    #[test]
    fn ids_persist_and_reset_and_retry_is_read_when_digits() {
        let mut sse = Sse::new(1 << 20);
        let mut out = VecDeque::new();
        sse.feed(b"id: a\ndata: 1\n\ndata: 2\n\nid\ndata: 3\n\nid: b\0c\nretry: 1x\n\n", &mut out).unwrap();
        let ids: Vec<_> = out.iter().map(|f| f.id.clone()).collect();
        assert_eq!(ids, [Some("a".into()), Some("a".into()), None]);
        assert_eq!(sse.last_id(), None, "an id with NUL is ignored");
        assert_eq!(sse.retry(), None, "a retry that is not digits is ignored");
        sse.feed(b"retry: 1500\nid: z\n\n", &mut out).unwrap();
        assert_eq!((sse.retry(), sse.last_id()), (Some(Duration::from_millis(1500)), Some("z")));
    }

    #[test]
    fn an_event_the_server_did_not_close_is_read_at_a_clean_end() {
        assert_eq!(events(&[b"data: 1\n\ndata: 2"]), [frame(None, None, "1"), frame(None, None, "2")]);
        assert_eq!(events(&[b"data: 1\n"]), [frame(None, None, "1")]);
    }

    #[test]
    fn a_dropped_connection_drops_the_event_it_was_reading() {
        let mut sse = Sse::new(1 << 20);
        let mut out = VecDeque::new();
        sse.feed(b"id: 4\ndata: 1\n\nevent: e\ndata: cut sh", &mut out).unwrap();
        sse.reconnect();
        sse.feed(b"\xEF\xBB\xBFdata: 2\n\n", &mut out).unwrap();
        assert_eq!(Vec::from(out), [frame(None, Some("4"), "1"), frame(None, Some("4"), "2")]);
    }

    #[test]
    fn a_line_or_an_event_beyond_the_limit_is_refused() {
        let mut out = VecDeque::new();
        assert_eq!(Sse::new(8).feed(b"data: 0123456789", &mut out), Err(TooLarge));
        let mut sse = Sse::new(8);
        sse.feed(b"data: 1234\n", &mut out).unwrap();
        assert_eq!(sse.feed(b"data: 5678\n", &mut out), Err(TooLarge));
    }
}
