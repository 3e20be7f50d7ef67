//! YAML → `serde_json::Value` for the tests that must not rely on the generator's loader (the event-parser
//! converter of `yaml-rust2`: YAML 1.2 core schema for plain scalars; quoted and block scalars
//! always stay strings).

use std::collections::HashMap;

use serde_json::{Map, Number, Value};
use yaml_rust2::parser::{Event, MarkedEventReceiver, Parser, Tag};
use yaml_rust2::scanner::{Marker, TScalarStyle};

// ------------------------------------------------------------------------------------------
// YAML -> JSON
// ------------------------------------------------------------------------------------------

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

#[derive(Default)]
struct JsonBuilder {
    stack: Vec<Frame>,
    anchors: HashMap<usize, Value>,
    docs: Vec<Value>,
    error: Option<String>,
}

impl JsonBuilder {
    fn fail(&mut self, mark: Marker, msg: impl Into<String>) {
        if self.error.is_none() {
            self.error = Some(format!(
                "line {}, column {}: {}",
                mark.line(),
                mark.col() + 1,
                msg.into()
            ));
        }
    }

    fn expecting_key(&self) -> bool {
        matches!(self.stack.last(), Some(Frame::Map { key: None, .. }))
    }

    fn push_value(&mut self, value: Value, mark: Marker) {
        match self.stack.last_mut() {
            None => self.docs.push(value),
            Some(Frame::Seq { items, .. }) => items.push(value),
            Some(Frame::Map { map, key, .. }) => match key.take() {
                Some(k) => {
                    map.insert(k, value);
                }
                None => self.fail(mark, "mapping keys must be scalars"),
            },
        }
    }

    fn set_key(&mut self, text: String, mark: Marker) {
        let duplicate = match self.stack.last_mut() {
            Some(Frame::Map { map, key, .. }) => {
                if map.contains_key(&text) {
                    true
                } else {
                    *key = Some(text.clone());
                    false
                }
            }
            _ => unreachable!("set_key is only called when a key is expected"),
        };
        if duplicate {
            self.fail(mark, format!("duplicate mapping key `{text}`"));
        }
    }
}

impl MarkedEventReceiver for JsonBuilder {
    fn on_event(&mut self, ev: Event, mark: Marker) {
        if self.error.is_some() {
            return;
        }
        match ev {
            Event::Scalar(text, style, anchor, tag) => {
                if self.expecting_key() {
                    // JSON object keys are strings: keep the key's text as written.
                    self.set_key(text, mark);
                    return;
                }
                match resolve_scalar(&text, style, tag.as_ref()) {
                    Ok(value) => {
                        if anchor > 0 {
                            self.anchors.insert(anchor, value.clone());
                        }
                        self.push_value(value, mark);
                    }
                    Err(msg) => self.fail(mark, msg),
                }
            }
            Event::SequenceStart(anchor, _) => {
                if self.expecting_key() {
                    self.fail(mark, "mapping keys must be scalars");
                    return;
                }
                self.stack.push(Frame::Seq {
                    items: Vec::new(),
                    anchor,
                });
            }
            Event::MappingStart(anchor, _) => {
                if self.expecting_key() {
                    self.fail(mark, "mapping keys must be scalars");
                    return;
                }
                self.stack.push(Frame::Map {
                    map: Map::new(),
                    key: None,
                    anchor,
                });
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let (value, anchor) = match self.stack.pop() {
                    Some(Frame::Seq { items, anchor }) => (Value::Array(items), anchor),
                    Some(Frame::Map { map, key, anchor }) => {
                        if key.is_some() {
                            self.fail(mark, "mapping key without a value");
                            return;
                        }
                        (Value::Object(map), anchor)
                    }
                    None => {
                        self.fail(mark, "unbalanced collection end");
                        return;
                    }
                };
                if anchor > 0 {
                    self.anchors.insert(anchor, value.clone());
                }
                self.push_value(value, mark);
            }
            Event::Alias(id) => {
                if self.expecting_key() {
                    self.fail(mark, "aliases cannot be used as mapping keys here");
                    return;
                }
                match self.anchors.get(&id).cloned() {
                    Some(value) => self.push_value(value, mark),
                    None => self.fail(mark, format!("unknown alias {id}")),
                }
            }
            Event::Nothing | Event::StreamStart | Event::StreamEnd | Event::DocumentStart | Event::DocumentEnd => {}
        }
    }
}

/// Resolves one scalar. Quoted and block scalars are strings; plain scalars follow the YAML 1.2
/// core schema (null, bool, int, float, otherwise string). Explicit `!!str`/`!!int`/... tags are
/// honoured; other tags are rejected.
fn resolve_scalar(text: &str, style: TScalarStyle, tag: Option<&Tag>) -> Result<Value, String> {
    if let Some(tag) = tag {
        let core = tag.handle == "tag:yaml.org,2002:";
        return match (core, tag.suffix.as_str()) {
            (true, "str") => Ok(Value::String(text.to_owned())),
            (true, "null") => match resolve_plain(text)? {
                Value::Null => Ok(Value::Null),
                _ => Err(format!("`{text}` is not a null")),
            },
            (true, "bool") => match resolve_plain(text)? {
                v @ Value::Bool(_) => Ok(v),
                _ => Err(format!("`{text}` is not a bool")),
            },
            (true, "int") => match resolve_plain(text)? {
                Value::Number(n) if !n.is_f64() => Ok(Value::Number(n)),
                _ => Err(format!("`{text}` is not an int")),
            },
            (true, "float") => match resolve_plain(text)? {
                Value::Number(n) => Ok(Value::Number(n)),
                _ => Err(format!("`{text}` is not a float")),
            },
            // The non-specific tag `!` forces a string.
            (false, "!") if tag.handle.is_empty() => Ok(Value::String(text.to_owned())),
            _ => Err(format!("unsupported tag {}{}", tag.handle, tag.suffix)),
        };
    }
    match style {
        TScalarStyle::Plain => resolve_plain(text),
        TScalarStyle::SingleQuoted | TScalarStyle::DoubleQuoted | TScalarStyle::Literal | TScalarStyle::Folded => {
            Ok(Value::String(text.to_owned()))
        }
    }
}

fn resolve_plain(text: &str) -> Result<Value, String> {
    match text {
        "" | "~" | "null" | "Null" | "NULL" => return Ok(Value::Null),
        "true" | "True" | "TRUE" => return Ok(Value::Bool(true)),
        "false" | "False" | "FALSE" => return Ok(Value::Bool(false)),
        ".nan" | ".NaN" | ".NAN" | ".inf" | ".Inf" | ".INF" | "+.inf" | "+.Inf" | "+.INF" | "-.inf" | "-.Inf"
        | "-.INF" => {
            return Err(format!("`{text}` has no JSON representation"));
        }
        _ => {}
    }
    if let Some(n) = core_int(text)? {
        return Ok(Value::Number(n));
    }
    if is_core_float(text) {
        let f: f64 = text.parse().map_err(|e| format!("bad float `{text}`: {e}"))?;
        return Number::from_f64(f)
            .map(Value::Number)
            .ok_or_else(|| format!("`{text}` has no JSON representation"));
    }
    Ok(Value::String(text.to_owned()))
}

/// `[-+]?[0-9]+`, `0o[0-7]+`, `0x[0-9a-fA-F]+`.
fn core_int(text: &str) -> Result<Option<Number>, String> {
    let radix_body = |prefix: &str, radix: u32| {
        text.strip_prefix(prefix)
            .filter(|b| !b.is_empty() && b.chars().all(|c| c.is_digit(radix)))
            .map(|b| (b, radix))
    };
    if let Some((body, radix)) = radix_body("0o", 8).or_else(|| radix_body("0x", 16)) {
        return u64::from_str_radix(body, radix)
            .map(|v| Some(Number::from(v)))
            .map_err(|e| format!("bad integer `{text}`: {e}"));
    }
    let digits = text.strip_prefix(['-', '+']).unwrap_or(text);
    if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
        return Ok(None);
    }
    let unsigned = text.strip_prefix('+').unwrap_or(text);
    if let Ok(v) = unsigned.parse::<i64>() {
        return Ok(Some(Number::from(v)));
    }
    if let Ok(v) = unsigned.parse::<u64>() {
        return Ok(Some(Number::from(v)));
    }
    Err(format!("integer `{text}` is out of range"))
}

/// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`
fn is_core_float(text: &str) -> bool {
    let b = text.as_bytes();
    let mut i = 0;
    let digits = |i: &mut usize| {
        let start = *i;
        while *i < b.len() && b[*i].is_ascii_digit() {
            *i += 1;
        }
        *i - start
    };
    if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
        i += 1;
    }
    let int_digits = digits(&mut i);
    if i < b.len() && b[i] == b'.' {
        i += 1;
        let frac_digits = digits(&mut i);
        if int_digits == 0 && frac_digits == 0 {
            return false;
        }
    } else if int_digits == 0 {
        return false;
    }
    if i < b.len() && (b[i] == b'e' || b[i] == b'E') {
        i += 1;
        if i < b.len() && (b[i] == b'+' || b[i] == b'-') {
            i += 1;
        }
        if digits(&mut i) == 0 {
            return false;
        }
    }
    i == b.len()
}

pub fn yaml_to_json(text: &str) -> Result<Value, String> {
    let mut builder = JsonBuilder::default();
    let mut parser = Parser::new_from_str(text);
    parser
        .load(&mut builder, true)
        .map_err(|e| format!("YAML syntax error: {e}"))?;
    if let Some(err) = builder.error {
        return Err(err);
    }
    match builder.docs.len() {
        1 => Ok(builder.docs.pop().unwrap()),
        n => Err(format!("expected exactly one YAML document, found {n}")),
    }
}
