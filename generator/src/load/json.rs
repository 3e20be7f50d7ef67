//! Positions in JSON text: where the node at a JSON pointer starts.
//!
//! A JSON document is also YAML, so [`super::yaml::locate_all`] finds the same positions, but it
//! runs the whole YAML parser over the text: on a 600 kB document that was a tenth of the
//! generation's instructions for a single warning. This scanner descends only into the members
//! on the way to a wanted node, skips everything else byte by byte, and stops when every node
//! is found.

use std::collections::{HashMap, HashSet};

/// Finds where each node starts (1-based line and character column; for an object's member,
/// where its key starts, as the YAML locator reports it). Pointers not found are left out.
/// The text must be JSON that parsed; on anything else the result is only incomplete.
pub fn locate_all(text: &str, pointers: &[&str]) -> HashMap<String, (usize, usize)> {
    let wanted: HashSet<&str> = pointers.iter().copied().collect();
    // The containers to descend into: every proper prefix of a wanted pointer.
    let mut on_the_way: HashSet<&str> = HashSet::new();
    for p in &wanted {
        let mut end = p.len();
        while let Some(slash) = p[..end].rfind('/') {
            on_the_way.insert(&p[..slash]);
            end = slash;
        }
    }
    let mut scan = Scan {
        b: text.as_bytes(),
        i: 0,
        wanted: &wanted,
        on_the_way: &on_the_way,
        found: Vec::new(),
    };
    scan.ws();
    if wanted.contains("") {
        scan.found.push((String::new(), scan.i));
    }
    let mut pointer = String::new();
    scan.node(&mut pointer);
    positions(text, scan.found)
}

struct Scan<'a> {
    b: &'a [u8],
    i: usize,
    wanted: &'a HashSet<&'a str>,
    on_the_way: &'a HashSet<&'a str>,
    /// Pointer and byte offset of each node found.
    found: Vec<(String, usize)>,
}

impl Scan<'_> {
    fn done(&self) -> bool {
        self.found.len() >= self.wanted.len()
    }

    fn peek(&self) -> Option<u8> {
        self.b.get(self.i).copied()
    }

    fn ws(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    /// The node at `self.i` (after whitespace), whose pointer is `pointer`: descended into when
    /// a wanted node lies inside it, skipped otherwise.
    fn node(&mut self, pointer: &mut String) {
        if !self.on_the_way.contains(pointer.as_str()) {
            self.skip();
            return;
        }
        match self.peek() {
            Some(b'{') => self.object(pointer),
            Some(b'[') => self.array(pointer),
            _ => self.skip(),
        }
    }

    fn object(&mut self, pointer: &mut String) {
        self.i += 1;
        let len = pointer.len();
        loop {
            self.ws();
            match self.peek() {
                Some(b'"') => {}
                _ => {
                    self.i += 1;
                    return;
                }
            }
            let key_at = self.i;
            let key = self.string();
            pointer.push('/');
            pointer.push_str(&oapigen_runtime::pointer::escape(&key));
            if self.wanted.contains(pointer.as_str()) {
                self.found.push((pointer.clone(), key_at));
                if self.done() {
                    return;
                }
            }
            self.ws();
            if self.peek() == Some(b':') {
                self.i += 1;
            }
            self.ws();
            self.node(pointer);
            pointer.truncate(len);
            if self.done() {
                return;
            }
            self.ws();
            if self.peek() == Some(b',') {
                self.i += 1;
            }
        }
    }

    fn array(&mut self, pointer: &mut String) {
        self.i += 1;
        let len = pointer.len();
        for index in 0usize.. {
            let before = self.i;
            self.ws();
            match self.peek() {
                Some(b']') | None => {
                    self.i += 1;
                    return;
                }
                _ => {}
            }
            pointer.push('/');
            pointer.push_str(&index.to_string());
            if self.wanted.contains(pointer.as_str()) {
                self.found.push((pointer.clone(), self.i));
                if self.done() {
                    return;
                }
            }
            self.node(pointer);
            pointer.truncate(len);
            if self.done() {
                return;
            }
            self.ws();
            if self.peek() == Some(b',') {
                self.i += 1;
            }
            if self.i == before {
                // Not JSON (`[}`): nothing more can be found.
                return;
            }
        }
    }

    /// The string starting at the quote at `self.i`, decoded; `self.i` moves past it.
    fn string(&mut self) -> String {
        let start = self.i;
        self.i += 1;
        let mut escaped = false;
        while let Some(c) = self.peek() {
            self.i += 1;
            match c {
                b'\\' => {
                    escaped = true;
                    self.i += 1;
                }
                b'"' => break,
                _ => {}
            }
        }
        let raw = &self.b[start..self.i.min(self.b.len())];
        if escaped {
            serde_json::from_slice(raw).unwrap_or_default()
        } else {
            String::from_utf8_lossy(&raw[1..raw.len().saturating_sub(1).max(1)]).into_owned()
        }
    }

    /// Moves past the value at `self.i` without looking inside it.
    fn skip(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.peek() {
            match c {
                b'"' => {
                    self.string();
                    if depth == 0 {
                        return;
                    }
                    continue;
                }
                b'{' | b'[' => depth += 1,
                b'}' | b']' => {
                    if depth == 0 {
                        return;
                    }
                    depth -= 1;
                    if depth == 0 {
                        self.i += 1;
                        return;
                    }
                }
                b',' | b' ' | b'\t' | b'\n' | b'\r' if depth == 0 => return,
                _ => {}
            }
            self.i += 1;
        }
    }
}

/// Byte offsets as 1-based lines and character columns, in one pass over the text up to the
/// last of them.
fn positions(text: &str, mut found: Vec<(String, usize)>) -> HashMap<String, (usize, usize)> {
    found.sort_by_key(|(_, at)| *at);
    let mut out = HashMap::with_capacity(found.len());
    let (mut line, mut line_start, mut counted) = (1, 0, 0);
    for (pointer, at) in found {
        let at = at.min(text.len());
        for (offset, b) in text.as_bytes()[counted..at].iter().enumerate() {
            if *b == b'\n' {
                line += 1;
                line_start = counted + offset + 1;
            }
        }
        counted = at;
        let column = text.get(line_start..at).map_or(0, |s| s.chars().count()) + 1;
        out.insert(pointer, (line, column));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The YAML locator reads JSON too: on JSON text both must give the same answer.
    #[test]
    fn agrees_with_the_yaml_locator() {
        let text = "{\n  \"openapi\": \"3.1.0\",\n  \"paths\": {\n    \"/a/{b}\": {\"get\": {\"x\": [1, {\"é~\": 2}, \"s,]\\\"}\"]}},\n    \"k\\u00e9y\": [ [3], 4 ]\n  },\n  \"z\": null\n}\n";
        let pointers = [
            "",
            "/openapi",
            "/paths",
            "/paths/~1a~1{b}",
            "/paths/~1a~1{b}/get",
            "/paths/~1a~1{b}/get/x/0",
            "/paths/~1a~1{b}/get/x/1/é~0",
            "/paths/~1a~1{b}/get/x/2",
            "/paths/kéy/0/0",
            "/paths/kéy/1",
            "/z",
            "/nope",
            "/paths/nope/deeper",
        ];
        let json = locate_all(text, &pointers);
        let yaml = crate::load::yaml::locate_all(text, &pointers);
        for p in pointers {
            assert_eq!(json.get(p), yaml.get(p), "{p}");
        }
        assert_eq!(json.get("/paths/kéy/1"), Some(&(5, 24)));
        assert_eq!(json.len(), 11);
    }

    #[test]
    fn stops_at_what_is_not_json() {
        for text in ["", "{", "[", "[}", "{\"a\": [}", "{\"a\": [1, ", "\"", "{\"a\"", "}"] {
            let _ = locate_all(text, &["/a/0", "/a", ""]);
        }
    }
}
