//! JSON Lines (`application/jsonl`) and NDJSON (`application/x-ndjson`): one JSON value per line,
//! lines ending in LF (a CR before it is dropped, as NDJSON allows), blank lines skipped, and a
//! last line without its LF read when the server ends the stream.

use std::collections::VecDeque;

use super::{Frame, TooLarge};

#[derive(Debug)]
pub(crate) struct Lines {
    /// The line being read (its end not seen yet).
    line: Vec<u8>,
    /// The longest line, in bytes.
    limit: usize,
}

impl Lines {
    pub(crate) fn new(limit: usize) -> Self {
        Lines { line: Vec::new(), limit }
    }

    /// Reads a chunk, pushing each line it completes.
    pub(crate) fn feed(&mut self, mut chunk: &[u8], out: &mut VecDeque<Frame>) -> Result<(), TooLarge> {
        while let Some(end) = chunk.iter().position(|&b| b == b'\n') {
            self.line.extend_from_slice(&chunk[..end]);
            chunk = &chunk[end + 1..];
            self.check()?;
            self.push_line(out);
        }
        self.line.extend_from_slice(chunk);
        self.check()
    }

    /// The server ended the stream: a last line without its LF is read all the same.
    pub(crate) fn finish(&mut self, out: &mut VecDeque<Frame>) {
        self.push_line(out);
    }

    /// The connection dropped: the line it was reading is dropped with it.
    pub(crate) fn reconnect(&mut self) {
        self.line.clear();
    }

    fn check(&self) -> Result<(), TooLarge> {
        if self.line.len() > self.limit {
            return Err(TooLarge);
        }
        Ok(())
    }

    fn push_line(&mut self, out: &mut VecDeque<Frame>) {
        let line = self.line.strip_suffix(b"\r").unwrap_or(&self.line);
        if !line.iter().all(u8::is_ascii_whitespace) {
            out.push_back(Frame {
                event: None,
                id: None,
                data: String::from_utf8_lossy(line).into_owned(),
            });
        }
        self.line.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(chunks: &[&[u8]]) -> Vec<String> {
        let mut lines = Lines::new(1 << 20);
        let mut out = VecDeque::new();
        for chunk in chunks {
            lines.feed(chunk, &mut out).unwrap();
        }
        lines.finish(&mut out);
        out.into_iter().map(|f| f.data).collect()
    }

    #[test]
    fn one_value_a_line_in_any_split_blank_lines_skipped() {
        let whole: &[u8] = b"{\"a\":1}\r\n\n  \n[2, \"x\\ny\"]\n\"\xC3\xA9\"";
        let expected = ["{\"a\":1}", "[2, \"x\\ny\"]", "\"é\""];
        for i in 0..=whole.len() {
            for j in i..=whole.len() {
                assert_eq!(lines(&[&whole[..i], &whole[i..j], &whole[j..]]), expected, "cut at {i}, {j}");
            }
        }
    }

    #[test]
    fn a_dropped_line_is_forgotten_and_a_long_one_refused() {
        let mut l = Lines::new(4);
        let mut out = VecDeque::new();
        l.feed(b"1\n23", &mut out).unwrap();
        l.reconnect();
        l.feed(b"4\n", &mut out).unwrap();
        assert_eq!(out.iter().map(|f| f.data.as_str()).collect::<Vec<_>>(), ["1", "4"]);
        assert_eq!(l.feed(b"12345", &mut out), Err(TooLarge));
    }
}
