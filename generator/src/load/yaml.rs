//! YAML (and JSON, which is YAML 1.2) into `serde_json::Value`, driven by yaml-rust2's event
//! parser so that we keep line/column markers, refuse what JSON cannot hold, and bound the work a
//! hostile document can cause (nesting depth, alias expansion).
//!
//! Why yaml-rust2's events rather than a serde YAML crate: serde_yaml is deprecated upstream, and
//! an event stream gives us positions for every node, which a diagnostic needs to say where a
//! problem is. The parser itself is a state machine, so deep nesting cannot overflow our stack.

use serde_json::{Map, Number, Value};
use yaml_rust2::parser::{Event, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

/// Deepest nesting accepted. Deeper documents are refused rather than risking stack overflows in
/// the recursive passes that follow (and in `Value`'s own drop).
pub const MAX_DEPTH: usize = 200;
/// Upper bound on the nodes produced by alias expansion ("billion laughs" defence).
pub const MAX_ALIAS_NODES: usize = 1_000_000;

/// A parse failure with its position.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ParseError {
    pub line: usize,
    pub column: usize,
    pub pointer: String,
    pub message: String,
}

enum Frame {
    Seq {
        items: Vec<Value>,
        anchor: usize,
    },
    Map {
        map: Map<String, Value>,
        key: Option<String>,
        anchor: usize,
    },
}

struct Builder {
    stack: Vec<Frame>,
    /// Anchored values with their node count and depth.
    anchors: std::collections::HashMap<usize, (Value, usize, usize)>,
    alias_nodes: usize,
    root: Option<Value>,
    /// When locating: the pointers looked for, with where each was found.
    targets: std::collections::HashMap<String, Option<(usize, usize)>>,
    /// How many targets are not found yet.
    pending: usize,
    /// The depths (pointer segments) of the targets: a node at another depth is none of them,
    /// and its pointer need not be spelled.
    depths: Vec<bool>,
}

/// Node count and depth (a scalar is 0 deep) of a value.
fn measure(v: &Value) -> (usize, usize) {
    // Iterative, so that measuring can never be what overflows.
    let mut n = 0;
    let mut depth = 0;
    let mut todo = vec![(v, 0)];
    while let Some((v, d)) = todo.pop() {
        n += 1;
        depth = depth.max(d);
        match v {
            Value::Array(a) => todo.extend(a.iter().map(|c| (c, d + 1))),
            Value::Object(o) => todo.extend(o.values().map(|c| (c, d + 1))),
            _ => {}
        }
    }
    (n, depth)
}

impl Builder {
    fn pointer(&self) -> String {
        let mut p = String::new();
        for f in &self.stack {
            p.push('/');
            match f {
                Frame::Seq { items, .. } => p.push_str(&items.len().to_string()),
                Frame::Map { key, .. } => oapigen_runtime::pointer::escape_into(&mut p, key.as_deref().unwrap_or("")),
            }
        }
        p
    }

    fn err(&self, mark: Marker, message: impl Into<String>) -> ParseError {
        ParseError {
            line: mark.line(),
            column: mark.col() + 1,
            pointer: self.pointer(),
            message: message.into(),
        }
    }

    /// Is the next node in key position of a mapping?
    fn in_key_position(&self) -> bool {
        matches!(self.stack.last(), Some(Frame::Map { key: None, .. }))
    }

    fn note_node_start(&mut self, mark: Marker) {
        if self.pending > 0 && self.depths.get(self.stack.len()).copied().unwrap_or(false) {
            if let Some(slot @ None) = self.targets.get_mut(&self.pointer()) {
                *slot = Some((mark.line(), mark.col() + 1));
                self.pending -= 1;
            }
        }
    }

    fn insert(&mut self, value: Value, anchor: usize, mark: Marker) -> Result<(), ParseError> {
        if anchor > 0 {
            let (n, depth) = measure(&value);
            self.anchors.insert(anchor, (value.clone(), n, depth));
        }
        match self.stack.last_mut() {
            None => self.root = Some(value),
            Some(Frame::Seq { items, .. }) => items.push(value),
            Some(Frame::Map { map, key, .. }) => {
                let k = key.take().unwrap_or_default();
                if map.contains_key(&k) {
                    // Restore for the pointer in the message.
                    *key = Some(k.clone());
                    return Err(self.err(mark, format!("duplicate mapping key `{k}`")));
                }
                map.insert(k, value);
            }
        }
        Ok(())
    }
}

fn resolve_plain(s: &str) -> Option<Value> {
    match s {
        "" | "~" | "null" | "Null" | "NULL" => return Some(Value::Null),
        "true" | "True" | "TRUE" => return Some(Value::Bool(true)),
        "false" | "False" | "FALSE" => return Some(Value::Bool(false)),
        _ => {}
    }
    let bytes = s.as_bytes();
    let digits = bytes
        .strip_prefix(b"-")
        .or_else(|| bytes.strip_prefix(b"+"))
        .unwrap_or(bytes);
    if !digits.is_empty() && digits.iter().all(u8::is_ascii_digit) {
        if let Ok(i) = s.parse::<i64>() {
            return Some(Value::Number(i.into()));
        }
        if let Ok(u) = s.trim_start_matches('+').parse::<u64>() {
            return Some(Value::Number(u.into()));
        }
        // Too large for an integer: keep it as a float like JSON parsers do.
        return s.parse::<f64>().ok().and_then(Number::from_f64).map(Value::Number);
    }
    if let Some(hex) = s.strip_prefix("0x") {
        return i64::from_str_radix(hex, 16).ok().map(|i| Value::Number(i.into()));
    }
    if let Some(oct) = s.strip_prefix("0o") {
        return i64::from_str_radix(oct, 8).ok().map(|i| Value::Number(i.into()));
    }
    if is_yaml_float(s) {
        return s.parse::<f64>().ok().and_then(Number::from_f64).map(Value::Number);
    }
    None
}

fn is_yaml_float(s: &str) -> bool {
    // [-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?
    let b = s.as_bytes();
    let mut i = 0;
    if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
        i += 1;
    }
    let int_start = i;
    while i < b.len() && b[i].is_ascii_digit() {
        i += 1;
    }
    let int_digits = i - int_start;
    let mut frac_digits = 0;
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let f = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        frac_digits = i - f;
    }
    if int_digits == 0 && frac_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'-' || b[i] == b'+') {
            i += 1;
        }
        let e = i;
        while i < b.len() && b[i].is_ascii_digit() {
            i += 1;
        }
        if i == e {
            return false;
        }
    }
    i == b.len()
}

fn scalar_value(text: String, style: TScalarStyle, tag: Option<&Tag>) -> Result<Value, String> {
    if let Some(tag) = tag {
        if tag.handle == "tag:yaml.org,2002:" || tag.handle == "!!" {
            return match tag.suffix.as_str() {
                "str" => Ok(Value::String(text)),
                "null" => Ok(Value::Null),
                "bool" | "int" | "float" => {
                    resolve_plain(&text).ok_or_else(|| format!("`{text}` is not a valid !!{}", tag.suffix))
                }
                other => Err(format!("unsupported YAML tag `!!{other}`")),
            };
        }
    }
    if style != TScalarStyle::Plain {
        return Ok(Value::String(text));
    }
    if matches!(
        text.as_str(),
        ".inf" | ".Inf" | ".INF" | "-.inf" | "+.inf" | ".nan" | ".NaN" | ".NAN"
    ) {
        return Err(format!("`{text}` has no JSON representation"));
    }
    Ok(resolve_plain(&text).unwrap_or(Value::String(text)))
}

fn run(text: &str, targets: &[&str]) -> Result<Builder, ParseError> {
    let targets: std::collections::HashMap<String, Option<(usize, usize)>> =
        targets.iter().map(|t| (t.to_string(), None)).collect();
    let mut b = Builder {
        stack: Vec::new(),
        anchors: Default::default(),
        alias_nodes: 0,
        root: None,
        pending: targets.len(),
        depths: {
            let mut depths = Vec::new();
            for t in targets.keys() {
                let d = t.matches('/').count();
                if depths.len() <= d {
                    depths.resize(d + 1, false);
                }
                depths[d] = true;
            }
            depths
        },
        targets,
    };
    let mut parser = Parser::new_from_str(text);
    let mut documents = 0;
    let locating = !b.targets.is_empty();
    loop {
        // Locating stops at the last node looked for: the rest of the text was parsed before.
        if locating && b.pending == 0 {
            break;
        }
        let (event, mark) = parser.next_token().map_err(|e| ParseError {
            line: e.marker().line(),
            column: e.marker().col() + 1,
            pointer: b.pointer(),
            message: e.info().to_string(),
        })?;
        match event {
            Event::StreamEnd => break,
            Event::StreamStart | Event::Nothing | Event::DocumentEnd => {}
            Event::DocumentStart => {
                documents += 1;
                if documents > 1 {
                    return Err(b.err(mark, "more than one YAML document in the file"));
                }
            }
            Event::Alias(id) => {
                if b.in_key_position() {
                    return Err(b.err(mark, "an alias used as a mapping key is not supported"));
                }
                b.note_node_start(mark);
                let Some(&(_, n, depth)) = b.anchors.get(&id) else {
                    return Err(b.err(mark, "alias to an unknown anchor"));
                };
                // Aliases inside anchored values could otherwise nest a value far deeper than
                // the text (and than cloning, dropping or lowering it can recurse).
                if b.stack.len() + depth >= MAX_DEPTH {
                    return Err(b.err(
                        mark,
                        format!("this alias nests its value deeper than {MAX_DEPTH} levels"),
                    ));
                }
                let value = b.anchors[&id].0.clone();
                b.alias_nodes += n;
                if b.alias_nodes > MAX_ALIAS_NODES {
                    return Err(b.err(
                        mark,
                        format!("aliases expand to more than {MAX_ALIAS_NODES} nodes (a YAML bomb?)"),
                    ));
                }
                b.insert(value, 0, mark)?;
            }
            Event::Scalar(text, style, anchor, tag) => {
                if b.in_key_position() {
                    if let Some(Frame::Map { key, .. }) = b.stack.last_mut() {
                        *key = Some(text);
                    }
                    // A member is located at its key: that is the line a reader looks for, and
                    // block mappings' own start markers point past it.
                    b.note_node_start(mark);
                    continue;
                }
                b.note_node_start(mark);
                let value = scalar_value(text, style, tag.as_ref()).map_err(|m| b.err(mark, m))?;
                b.insert(value, anchor, mark)?;
            }
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                if b.in_key_position() {
                    return Err(b.err(mark, "a mapping or sequence used as a mapping key is not supported"));
                }
                b.note_node_start(mark);
                if b.stack.len() >= MAX_DEPTH {
                    return Err(b.err(mark, format!("nesting deeper than {MAX_DEPTH} levels")));
                }
                let frame = if matches!(event, Event::SequenceStart(..)) {
                    Frame::Seq {
                        items: Vec::new(),
                        anchor,
                    }
                } else {
                    Frame::Map {
                        map: Map::new(),
                        key: None,
                        anchor,
                    }
                };
                b.stack.push(frame);
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let (value, anchor) = match b.stack.pop() {
                    Some(Frame::Seq { items, anchor }) => (Value::Array(items), anchor),
                    Some(Frame::Map { map, anchor, .. }) => (Value::Object(map), anchor),
                    None => return Err(b.err(mark, "unbalanced YAML structure")),
                };
                b.insert(value, anchor, mark)?;
            }
        }
    }
    Ok(b)
}

/// Parses YAML or JSON text into a JSON value.
pub fn parse(text: &str) -> Result<Value, ParseError> {
    let b = run(text, &[])?;
    Ok(b.root.unwrap_or(Value::Null))
}

/// Finds the 1-based line and column where the node at `pointer` starts.
pub fn locate(text: &str, pointer: &str) -> Option<(usize, usize)> {
    locate_all(text, &[pointer]).remove(pointer)
}

/// Finds where each node starts, in one pass over the text (pointers not found are left out).
pub fn locate_all(text: &str, pointers: &[&str]) -> std::collections::HashMap<String, (usize, usize)> {
    match run(text, pointers) {
        Ok(b) => b.targets.into_iter().filter_map(|(p, at)| Some((p, at?))).collect(),
        Err(_) => Default::default(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn core_schema_scalars() {
        let v = parse("a: 1\nb: -2.5\nc: true\nd: ~\ne: '1'\nf: 0x1F\ng: abc\nh: 1e3\n200: x\n").unwrap();
        assert_eq!(
            v,
            json!({"a": 1, "b": -2.5, "c": true, "d": null, "e": "1", "f": 31, "g": "abc", "h": 1000.0, "200": "x"})
        );
    }

    #[test]
    fn json_is_accepted() {
        assert_eq!(
            parse(r#"{"a": [1, 2, {"b": null}]}"#).unwrap(),
            json!({"a": [1, 2, {"b": null}]})
        );
    }

    #[test]
    fn duplicate_keys_are_refused_with_location() {
        let e = parse("a: 1\nb:\n  c: 1\n  c: 2\n").unwrap_err();
        assert!(e.message.contains("duplicate"), "{e:?}");
        assert_eq!(e.pointer, "/b/c");
        assert_eq!(e.line, 4);
    }

    #[test]
    fn billion_laughs_is_refused() {
        let mut doc = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..10 {
            let prev = i - 1;
            doc.push_str(&format!(
                "a{i}: &a{i} [*a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}, *a{prev}]\n"
            ));
        }
        let e = parse(&doc).unwrap_err();
        assert!(e.message.contains("YAML bomb"), "{e:?}");
    }

    #[test]
    fn deep_nesting_is_refused() {
        let doc = "[".repeat(10_000);
        let e = parse(&doc).unwrap_err();
        assert!(e.message.contains("nesting") || !e.message.is_empty());
    }

    #[test]
    fn locate_finds_nodes() {
        let text = "openapi: 3.1.0\npaths:\n  /a/b:\n    get:\n      responses: {}\n";
        assert_eq!(locate(text, "/paths/~1a~1b/get"), Some((4, 5)));
        assert_eq!(locate(text, "/openapi"), Some((1, 1)));
        assert_eq!(locate("a:\n  - x\n  - y\n", "/a/1"), Some((3, 5)));
        assert_eq!(locate(text, "/nope"), None);
    }

    #[test]
    fn infinity_is_refused() {
        assert!(parse("a: .inf").is_err());
        assert_eq!(parse("a: '.inf'").unwrap(), json!({"a": ".inf"}));
    }
}
