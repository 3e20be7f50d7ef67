//! Validation of `spec/cloud.yaml`.
//!
//! * The document is checked against the OpenAPI Initiative's published JSON Schema for
//!   OpenAPI 3.1 documents (`tests/data/oas-3.1-schema.json`), and against the `schema-base`
//!   variant, which also checks every Schema Object inside the document against the OAS 3.1
//!   JSON Schema dialect (JSON Schema 2020-12 plus the OAS base vocabulary). Provenance of the
//!   vendored files: `tests/data/README.md`. The validator is the `jsonschema` crate.
//! * The YAML is read with `yaml-rust2`'s event parser and converted to `serde_json::Value` by a
//!   small converter below (YAML 1.2 core schema for plain scalars; quoted and block scalars
//!   always stay strings).
//! * A few structural facts that the meta-schema cannot see are checked directly, and the
//!   cross-field rules are exercised with sample payloads.

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;

use jsonschema::{Registry, Validator};
use serde_json::{Map, Value, json};

// YAML -> JSON: the test's own converter (independent of the generator's loader), shared with
// the differential test.
#[path = "../differential/yaml.rs"]
mod yaml;
use yaml::yaml_to_json;

// ------------------------------------------------------------------------------------------
// Fixtures
// ------------------------------------------------------------------------------------------

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("tests/ has a parent")
        .to_path_buf()
}

fn read(rel: &str) -> String {
    let path = repo_root().join(rel);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("reading {}: {e}", path.display()))
}

fn read_json(rel: &str) -> Value {
    serde_json::from_str(&read(rel)).unwrap_or_else(|e| panic!("parsing {rel}: {e}"))
}

fn spec() -> Value {
    yaml_to_json(&read("spec/cloud.yaml")).unwrap_or_else(|e| panic!("spec/cloud.yaml: {e}"))
}

const OAS_SCHEMA: &str = "tests/data/oas-3.1-schema.json";
const OAS_SCHEMA_BASE: &str = "tests/data/oas-3.1-schema-base.json";
const OAS_DIALECT: &str = "tests/data/oas-3.1-dialect.json";
const OAS_META: &str = "tests/data/oas-3.1-meta.json";

/// Validator for the OAI "schema" (document structure; Schema Objects only need to be
/// objects or booleans).
fn oas_validator() -> Validator {
    let schema = read_json(OAS_SCHEMA);
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .offline()
        .build(&schema)
        .expect("the OAS 3.1 schema compiles")
}

/// Validator for the OAI "schema-base" (document structure plus every Schema Object checked
/// against the OAS 3.1 dialect).
fn oas_base_validator() -> Validator {
    let resources = [OAS_SCHEMA, OAS_DIALECT, OAS_META].map(|rel| {
        let doc = read_json(rel);
        let id = doc["$id"].as_str().expect("vendored schema has an $id").to_owned();
        (id, doc)
    });
    let registry = Registry::new()
        .extend(resources)
        .expect("resources register")
        .prepare()
        .expect("registry prepares");
    let schema = read_json(OAS_SCHEMA_BASE);
    jsonschema::options()
        .with_draft(jsonschema::Draft::Draft202012)
        .with_registry(&registry)
        .offline()
        .build(&schema)
        .expect("the OAS 3.1 schema-base compiles")
}

fn errors(validator: &Validator, doc: &Value) -> Vec<String> {
    validator
        .iter_errors(doc)
        .map(|e| format!("{} (at {})", e, e.instance_path()))
        .collect()
}

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/// `(path, method, operation)` for every operation of the document.
fn operations(doc: &Value) -> Vec<(String, String, Value)> {
    let mut out = Vec::new();
    for (path, item) in doc["paths"].as_object().expect("paths is an object") {
        for method in METHODS {
            if let Some(op) = item.get(method) {
                out.push((path.clone(), method.to_owned(), op.clone()));
            }
        }
    }
    out
}

/// Follows a local `$ref` (`#/...`) inside the document.
fn resolve<'a>(doc: &'a Value, reference: &str) -> Option<&'a Value> {
    let pointer = reference.strip_prefix('#')?;
    doc.pointer(pointer)
}

fn walk<'a>(value: &'a Value, path: &mut Vec<String>, f: &mut dyn FnMut(&[String], &'a Value)) {
    f(path, value);
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                path.push(k.clone());
                walk(v, path, f);
                path.pop();
            }
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                path.push(i.to_string());
                walk(v, path, f);
                path.pop();
            }
        }
        _ => {}
    }
}

/// A validator for one component schema, with the document's components in scope so that
/// `#/components/schemas/...` references resolve.
fn component_validator(doc: &Value, name: &str) -> Validator {
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://oapigen.invalid/spec/cloud.json",
        "$ref": format!("#/components/schemas/{name}"),
        "components": doc["components"].clone(),
    });
    jsonschema::options()
        .offline()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|e| panic!("component {name} compiles: {e}"))
}

mod cross_field_rules;
mod meta_schema_validation;
mod structural_facts;
mod yaml_converter;

// Helpers of one section are used by others.
#[allow(unused_imports)]
use cross_field_rules::*;
#[allow(unused_imports)]
use meta_schema_validation::*;
#[allow(unused_imports)]
use structural_facts::*;
#[allow(unused_imports)]
use yaml_converter::*;
