//! Every constraint keyword in spec/cloud.yaml reaches generated enforcement: each keyword is one
//! the generator knows, and each constraint value shows up as a check in the generated code.

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::Value;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn spec() -> Value {
    let text = std::fs::read_to_string(root().join("spec/cloud.yaml")).unwrap();
    oapigen::load::yaml::parse(&text).unwrap()
}

/// Every schema object in the document: values under `schema`, `schemas`, `properties`,
/// `items`, `additionalProperties`, `propertyNames`, `allOf`/`oneOf`/`anyOf`, `not`, `if`, `then`.
fn schemas(doc: &Value) -> Vec<(String, &serde_json::Map<String, Value>)> {
    let mut out = Vec::new();
    let mut todo: Vec<(String, &Value, bool)> = vec![(String::new(), doc, false)];
    while let Some((ptr, v, is_schema)) = todo.pop() {
        match v {
            Value::Object(m) => {
                if is_schema {
                    out.push((ptr.clone(), m));
                }
                for (k, child) in m {
                    let child_is_schema = matches!(
                        k.as_str(),
                        "schema" | "items" | "additionalProperties" | "propertyNames" | "not" | "if" | "then"
                    );
                    let container =
                        matches!(k.as_str(), "schemas" | "properties") && !is_schema_container_value(k, is_schema);
                    let key = format!("{ptr}/{k}");
                    if matches!(k.as_str(), "allOf" | "oneOf" | "anyOf") {
                        if let Value::Array(items) = child {
                            for (i, item) in items.iter().enumerate() {
                                todo.push((format!("{key}/{i}"), item, true));
                            }
                        }
                    } else if container || (k == "properties" && is_schema) {
                        if let Value::Object(members) = child {
                            for (name, s) in members {
                                todo.push((format!("{key}/{name}"), s, true));
                            }
                        }
                    } else {
                        todo.push((key, child, child_is_schema));
                    }
                }
            }
            Value::Array(items) => {
                for (i, item) in items.iter().enumerate() {
                    todo.push((format!("{ptr}/{i}"), item, false));
                }
            }
            _ => {}
        }
    }
    out
}

fn is_schema_container_value(k: &str, parent_is_schema: bool) -> bool {
    // `properties` inside a schema is handled separately; `schemas` only under `components`.
    k == "properties" && parent_is_schema
}

/// Undoes line breaking: `(\n    x,\n)` becomes `(x)`, so calls can be searched for as one line.
fn normalize(code: &str) -> String {
    let mut out = String::with_capacity(code.len());
    for line in code.lines() {
        let t = line.trim();
        if !(out.ends_with('(') || out.is_empty() || t.starts_with(')')) {
            out.push(if out.ends_with(',') { ' ' } else { '\n' });
        }
        out.push_str(t);
    }
    out.replace(", )", ")").replace(",)", ")")
}

#[test]
fn every_keyword_in_the_spec_is_known_to_the_generator() {
    let doc = spec();
    let all = schemas(&doc);
    assert!(all.len() > 300, "found only {} schemas", all.len());
    let mut unknown = BTreeSet::new();
    let mut used = BTreeSet::new();
    for (ptr, m) in &all {
        for k in m.keys() {
            used.insert(k.clone());
            if !oapigen::keywords::known(k) {
                unknown.insert(format!("{ptr}: {k}"));
            }
        }
    }
    assert!(unknown.is_empty(), "keywords the generator does not know: {unknown:#?}");
    for k in [
        "pattern",
        "minLength",
        "maxLength",
        "minimum",
        "maximum",
        "minItems",
        "maxItems",
        "enum",
        "required",
        "not",
        "oneOf",
        "anyOf",
        "propertyNames",
        "additionalProperties",
    ] {
        assert!(used.contains(k), "the spec does not use `{k}` (the walk is broken?)");
    }
}

#[test]
fn every_constraint_value_is_checked_in_generated_code() {
    let doc = spec();
    let types = std::fs::read_to_string(root().join("generated/src/types.rs")).unwrap();
    let client = std::fs::read_to_string(root().join("generated/src/client.rs")).unwrap();
    let code = normalize(&format!("{types}\n{client}"));
    let mut missing = Vec::new();
    let mut count = 0;
    for (ptr, m) in schemas(&doc) {
        let mut expect = |what: String, ok: bool| {
            count += 1;
            if !ok {
                missing.push(format!("{ptr}: {what}"));
            }
        };
        if let Some(Value::String(p)) = m.get("pattern") {
            let lit = format!("Pattern::new({p:?})");
            expect(format!("pattern {p}"), code.contains(&lit));
        }
        for (kw, f) in [
            ("minLength", "min_length"),
            ("maxLength", "max_length"),
            ("minItems", "min_items"),
            ("maxItems", "max_items"),
            ("minProperties", "min_properties"),
            ("maxProperties", "max_properties"),
        ] {
            if let Some(n) = m.get(kw).and_then(Value::as_u64) {
                let needle = format!(", {n})");
                let ok = code
                    .match_indices(&format!("check::{f}("))
                    .any(|(i, _)| code[i..].split(';').next().is_some_and(|call| call.contains(&needle)));
                expect(format!("{kw} {n}"), ok);
            }
        }
        for (kw, f) in [
            ("minimum", "minimum_i"),
            ("maximum", "maximum_i"),
            ("exclusiveMinimum", "exclusive_minimum_i"),
            ("exclusiveMaximum", "exclusive_maximum_i"),
            ("multipleOf", "multiple_of_i"),
        ] {
            if let Some(n) = m.get(kw).and_then(Value::as_i64) {
                let needle = format!(", {n}i64)");
                let ok = code
                    .match_indices(&format!("check::{f}("))
                    .any(|(i, _)| code[i..].split(';').next().is_some_and(|call| call.contains(&needle)));
                expect(format!("{kw} {n}"), ok);
            }
        }
        if let Some(Value::Array(values)) = m.get("enum") {
            for v in values.iter().filter_map(Value::as_str) {
                expect(format!("enum value {v}"), code.contains(&format!("{v:?}")));
            }
        }
        if let Some(Value::Array(req)) = m.get("not").and_then(|n| n.get("required")) {
            let names: Vec<&str> = req.iter().filter_map(Value::as_str).collect();
            let ok =
                code.contains("check::mutually_exclusive(") && names.iter().all(|n| code.contains(&format!("({n:?},")));
            expect(format!("not required {names:?}"), ok);
        }
        for (kw, f) in [("oneOf", "exactly_one_of"), ("anyOf", "at_least_one_of")] {
            if let Some(Value::Array(alts)) = m.get(kw) {
                if alts
                    .iter()
                    .all(|a| a.get("required").is_some() && a.as_object().is_some_and(|o| o.len() == 1))
                {
                    expect(format!("{kw} of required sets"), code.contains(&format!("check::{f}(")));
                }
            }
        }
    }
    assert!(
        missing.is_empty(),
        "constraints without a generated check:\n{}",
        missing.join("\n")
    );
    println!("{count} constraint occurrences in spec/cloud.yaml checked against generated code");
    assert!(count > 100, "only {count} constraints found");
}
