//! The loader: any bytes through the YAML event parser (`oapigen::load::yaml`), the JSON path
//! (`serde_json`, chosen by a `.json` name or a leading `{`), position recovery for diagnostics,
//! and `$ref` resolution. Nothing may panic, hang or overflow the stack, whatever the input.

#![no_main]

use std::path::Path;

use libfuzzer_sys::fuzz_target;
use oapigen::load::{Loader, split_ref, yaml};
use serde_json::Value;

/// Up to `max` JSON pointers of nodes in `v` (breadth first), with RFC 6901 escaping, plus the
/// string values of every `$ref` member met on the way.
fn walk(v: &Value, max: usize) -> (Vec<String>, Vec<String>) {
    let mut pointers = Vec::new();
    let mut refs = Vec::new();
    let mut todo = std::collections::VecDeque::from([(String::new(), v)]);
    while let Some((p, v)) = todo.pop_front() {
        if pointers.len() >= max {
            break;
        }
        match v {
            Value::Object(m) => {
                for (k, child) in m {
                    if k == "$ref" {
                        if let Value::String(r) = child {
                            refs.push(r.clone());
                        }
                    }
                    let seg = k.replace('~', "~0").replace('/', "~1");
                    todo.push_back((format!("{p}/{seg}"), child));
                }
            }
            Value::Array(a) => {
                for (i, child) in a.iter().enumerate() {
                    todo.push_back((format!("{p}/{i}"), child));
                }
            }
            _ => {}
        }
        pointers.push(p);
    }
    (pointers, refs)
}

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();

    // The YAML event parser directly, and position recovery for nodes that exist and that don't.
    if let Ok(v) = yaml::parse(&text) {
        let (pointers, _) = walk(&v, 8);
        for p in &pointers {
            let _ = yaml::locate(&text, p);
        }
        let _ = yaml::locate(&text, "/no/such/node");
        // Whatever the loader accepts is JSON: it serializes.
        serde_json::to_string(&v).expect("a loaded document serializes as JSON");
    }

    // The whole loader, under a YAML and a JSON name (the latter reads with serde_json).
    for name in ["fuzz.yaml", "fuzz.json"] {
        match Loader::from_text(Path::new(name), text.clone(), false) {
            Ok((loader, id)) => {
                let (pointers, refs) = walk(&loader.file(id).root, 8);
                for p in pointers.iter().take(4) {
                    let d = loader.diag(id, p, "probe");
                    assert_eq!(&d.pointer, p);
                }
                for r in refs.iter().take(16) {
                    let _ = split_ref(r);
                    if let Some(loc) = loader.resolve(id, r) {
                        assert!(
                            loader.get(&loc).is_some(),
                            "resolve gave a location that get cannot find"
                        );
                    }
                }
            }
            Err(diags) => {
                assert!(!diags.is_empty(), "a failed load must say why");
                for d in &diags {
                    assert!(!d.message.is_empty());
                    let _ = d.to_string();
                }
            }
        }
    }
});
