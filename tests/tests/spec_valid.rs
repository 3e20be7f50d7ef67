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
#[path = "differential/yaml.rs"]
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

// ------------------------------------------------------------------------------------------
// Meta-schema validation
// ------------------------------------------------------------------------------------------

#[test]
fn vendored_schemas_are_the_expected_iterations() {
    assert_eq!(
        read_json(OAS_SCHEMA)["$id"],
        "https://spec.openapis.org/oas/3.1/schema/2025-09-15"
    );
    let base = read_json(OAS_SCHEMA_BASE);
    assert_eq!(base["$id"], "https://spec.openapis.org/oas/3.1/schema-base/2025-09-15");
    assert_eq!(base["$ref"], read_json(OAS_SCHEMA)["$id"]);
    assert_eq!(base["$defs"]["schema"]["$ref"], read_json(OAS_DIALECT)["$id"]);
}

#[test]
fn spec_is_valid_openapi_3_1() {
    let doc = spec();
    let errs = errors(&oas_validator(), &doc);
    assert!(
        errs.is_empty(),
        "spec/cloud.yaml violates the OAS 3.1 schema:\n{}",
        errs.join("\n")
    );
}

#[test]
fn spec_schema_objects_are_valid_in_the_oas_dialect() {
    let doc = spec();
    let errs = errors(&oas_base_validator(), &doc);
    assert!(
        errs.is_empty(),
        "spec/cloud.yaml violates the OAS 3.1 schema-base:\n{}",
        errs.join("\n")
    );
}

#[test]
fn broken_copies_are_rejected() {
    let base = oas_validator();
    let dialect = oas_base_validator();
    let good = spec();
    assert!(base.is_valid(&good) && dialect.is_valid(&good));

    type Mutation = (&'static str, fn(&mut Value));
    let document_level: [Mutation; 5] = [
        ("paths replaced by a string", |d| d["paths"] = json!("not an object")),
        ("openapi version 3.0.3", |d| d["openapi"] = json!("3.0.3")),
        ("info without title", |d| {
            d["info"].as_object_mut().unwrap().remove("title");
        }),
        ("misspelt operation field", |d| {
            d["paths"]["/cloud/v1/tasks/{task_id}"]["get"]["operationID"] = json!("x");
        }),
        ("path parameter not required", |d| {
            d["components"]["parameters"]["ProjectIdPath"]["required"] = json!(false);
        }),
    ];
    for (what, mutate) in document_level {
        let mut doc = good.clone();
        mutate(&mut doc);
        assert!(!base.is_valid(&doc), "OAS schema accepted a copy with: {what}");
        assert!(!dialect.is_valid(&doc), "schema-base accepted a copy with: {what}");
    }

    // Errors inside Schema Objects are only visible to the dialect-aware schema-base.
    let schema_level: [Mutation; 3] = [
        ("`type: 42` in a schema", |d| {
            d["components"]["schemas"]["Tag"]["type"] = json!(42);
        }),
        ("discriminator without propertyName", |d| {
            d["components"]["schemas"]["FloatingIp"]["discriminator"] =
                json!({"mapping": {"new": "#/components/schemas/FloatingIpNew"}});
        }),
        ("non-array `required` in a schema", |d| {
            d["components"]["schemas"]["Volume"]["required"] = json!("id");
        }),
    ];
    for (what, mutate) in schema_level {
        let mut doc = good.clone();
        mutate(&mut doc);
        assert!(base.is_valid(&doc), "OAS schema unexpectedly checks schemas ({what})");
        assert!(!dialect.is_valid(&doc), "schema-base accepted a copy with: {what}");
    }
}

// ------------------------------------------------------------------------------------------
// Structural facts
// ------------------------------------------------------------------------------------------

#[test]
fn has_the_fourteen_operations_with_metadata() {
    let doc = spec();
    let ops = operations(&doc);
    assert_eq!(ops.len(), 14, "operation count");

    let expected: BTreeSet<&str> = [
        "checkPostgresQuota",
        "listFunctions",
        "attachVolume",
        "updateSecurityGroup",
        "createInferenceDeployment",
        "getBaremetalServer",
        "getNamespace",
        "getK8sClusterPrice",
        "createGpuCluster",
        "createK8sPool",
        "createFileShare",
        "createBaremetalServer",
        "createLoadBalancer",
        "getTask",
    ]
    .into_iter()
    .collect();

    let mut seen = BTreeSet::new();
    let lower_camel = regress::Regex::new("^[a-z][a-zA-Z0-9]*$").unwrap();
    for (path, method, op) in &ops {
        let at = format!("{method} {path}");
        let id = op["operationId"]
            .as_str()
            .unwrap_or_else(|| panic!("{at}: operationId"));
        assert!(
            lower_camel.find(id).is_some(),
            "{at}: operationId {id} is not lowerCamelCase"
        );
        assert!(seen.insert(id.to_owned()), "duplicate operationId {id}");
        let tags = op["tags"].as_array().unwrap_or_else(|| panic!("{at}: tags"));
        assert!(!tags.is_empty() && tags.iter().all(Value::is_string), "{at}: tags");
        for field in ["summary", "description"] {
            let text = op[field].as_str().unwrap_or_else(|| panic!("{at}: {field}"));
            assert!(!text.trim().is_empty(), "{at}: empty {field}");
        }
        let ok = &op["responses"]["200"];
        assert!(ok["description"].is_string(), "{at}: 200 response description");
        assert!(
            ok["content"]["application/json"]["schema"].is_object(),
            "{at}: 200 response is not application/json"
        );
        if let Some(body) = op.get("requestBody") {
            assert_eq!(body["required"], json!(true), "{at}: request body must be required");
            let content = body["content"].as_object().unwrap();
            assert_eq!(
                content.keys().collect::<Vec<_>>(),
                vec!["application/json"],
                "{at}: request body media type"
            );
        }
    }
    assert_eq!(seen.iter().map(String::as_str).collect::<BTreeSet<_>>(), expected);

    let gpu = ops
        .iter()
        .find(|(_, _, op)| op["operationId"] == "createGpuCluster")
        .unwrap();
    assert_eq!(gpu.2["deprecated"], json!(true));
    assert!(
        gpu.2["description"]
            .as_str()
            .unwrap()
            .contains("/v3/gpu/baremetal/{project_id}/{region_id}/clusters")
    );
    for id in [
        "createInferenceDeployment",
        "createGpuCluster",
        "createBaremetalServer",
        "createLoadBalancer",
        "getTask",
    ] {
        let op = &ops.iter().find(|(_, _, op)| op["operationId"] == id).unwrap().2;
        assert_eq!(op["x-source"], "reference", "{id} must be marked x-source: reference");
    }
}

#[test]
fn path_parameters_match_path_templates() {
    let doc = spec();
    let placeholder = regress::Regex::new(r"\{([^}]+)\}").unwrap();
    for (path, method, op) in operations(&doc) {
        let in_template: BTreeSet<String> = placeholder
            .find_iter(&path)
            .map(|m| path[m.group(1).unwrap()].to_owned())
            .collect();
        let mut declared = BTreeSet::new();
        for param in op["parameters"].as_array().into_iter().flatten() {
            let param = match param.get("$ref").and_then(Value::as_str) {
                Some(r) => resolve(&doc, r).unwrap_or_else(|| panic!("unresolved {r}")),
                None => param,
            };
            if param["in"] == "path" {
                assert_eq!(param["required"], json!(true));
                declared.insert(param["name"].as_str().unwrap().to_owned());
                let schema = &param["schema"];
                let schema = match schema.get("$ref").and_then(Value::as_str) {
                    Some(r) => resolve(&doc, r).unwrap(),
                    None => schema,
                };
                if matches!(param["name"].as_str(), Some("project_id" | "region_id")) {
                    assert_eq!(schema["type"], "integer", "{method} {path}: {}", param["name"]);
                }
            }
        }
        assert_eq!(in_template, declared, "{method} {path}: path parameters");
    }
}

#[test]
fn quota_record_has_150_optional_integers() {
    let doc = spec();
    let record = &doc["components"]["schemas"]["QuotaRecord"];
    let props = record["properties"].as_object().unwrap();
    assert_eq!(props.len(), 150);
    assert!(record.get("required").is_none(), "quota fields are all optional");
    let mut bases: BTreeMap<String, BTreeSet<&str>> = BTreeMap::new();
    for (name, schema) in props {
        assert_eq!(schema["type"], "integer", "{name}");
        let (base, suffix) = ["_limit", "_requested", "_usage"]
            .iter()
            .find_map(|s| name.strip_suffix(s).map(|b| (b.to_owned(), &s[1..])))
            .unwrap_or_else(|| panic!("{name} has no _limit/_requested/_usage suffix"));
        bases.entry(base).or_default().insert(suffix);
    }
    assert_eq!(bases.len(), 50);
    assert!(bases.values().all(|s| s.len() == 3));
    assert!(bases.contains_key("ram") && bases.contains_key("volume_snapshots_size"));
}

#[test]
fn every_pattern_compiles_as_ecma262() {
    let doc = spec();
    let mut patterns = Vec::new();
    walk(&doc, &mut Vec::new(), &mut |path, value| {
        if path.last().map(String::as_str) == Some("pattern") {
            if let Some(p) = value.as_str() {
                patterns.push((path.join("/"), p.to_owned()));
            }
        }
    });
    // ResourceName, NamespaceName, search, cluster_name, attachment_tag, pool name, name_template.
    assert_eq!(patterns.len(), 7, "patterns found: {patterns:?}");
    for (at, p) in &patterns {
        regress::Regex::with_flags(p, "u").unwrap_or_else(|e| panic!("{at}: pattern {p:?} does not compile: {e}"));
    }

    // The seed's patterns, spot-checked on a few values.
    let schemas = &doc["components"]["schemas"];
    let check = |schema: &Value, good: &[&str], bad: &[&str]| {
        let re = regress::Regex::with_flags(schema["pattern"].as_str().unwrap(), "u").unwrap();
        for g in good {
            assert!(re.find(g).is_some(), "{g:?} should match {}", schema["pattern"]);
        }
        for b in bad {
            assert!(re.find(b).is_none(), "{b:?} should not match {}", schema["pattern"]);
        }
    };
    check(
        &schemas["ResourceName"],
        &["web", "my group_1.", "a-b"],
        &["-ab", "ab", "abc-", "a".repeat(64).as_str()],
    );
    check(
        &schemas["NamespaceName"],
        &["ns", "my-ns-1"],
        &["1ns", "ns-", "Ns", "n"],
    );
    check(
        &schemas["LoadBalancerCreateRequest"]["properties"]["name_template"],
        &["lb-{ip_octets}", "{two_ip_octets}x"],
        &["-lb", "lb"],
    );
    check(
        &schemas["VolumeAttachRequest"]["properties"]["attachment_tag"],
        &["boot", "a b"],
        &["", "a,b", "a/b"],
    );
}

#[test]
fn every_local_ref_resolves() {
    let doc = spec();
    let mut refs = Vec::new();
    walk(&doc, &mut Vec::new(), &mut |path, value| {
        if path.last().map(String::as_str) == Some("$ref") {
            refs.push((path.join("/"), value.as_str().unwrap_or("").to_owned()));
        }
    });
    assert!(!refs.is_empty());
    for (at, r) in refs {
        assert!(resolve(&doc, &r).is_some(), "{at}: unresolved $ref {r:?}");
    }
}

#[test]
fn uses_openapi_3_1_nullability_only() {
    let doc = spec();
    walk(&doc, &mut Vec::new(), &mut |path, _| {
        let last = path.last().map(String::as_str);
        assert_ne!(last, Some("nullable"), "3.0-style `nullable` at {}", path.join("/"));
    });
    // `type: 'null'` must stay a string: a bare YAML null would turn into JSON null.
    walk(&doc, &mut Vec::new(), &mut |path, value| {
        if path.last().map(String::as_str) == Some("type") && path.iter().any(|p| p == "schemas") {
            match value {
                Value::String(_) => {}
                Value::Array(items) => assert!(
                    items.iter().all(Value::is_string),
                    "non-string in type array at {}",
                    path.join("/")
                ),
                // A property that is itself called `type` (e.g. an interface union tag).
                Value::Object(_) => {}
                other => panic!("bad `type` {other} at {}", path.join("/")),
            }
        }
    });
}

#[test]
fn discriminators_match_their_variants() {
    let doc = spec();
    let schemas = doc["components"]["schemas"].as_object().unwrap();
    let mut count = 0;
    for (name, schema) in schemas {
        let Some(disc) = schema.get("discriminator") else {
            continue;
        };
        count += 1;
        let prop = disc["propertyName"].as_str().unwrap();
        let variants: BTreeSet<&str> = schema["oneOf"]
            .as_array()
            .unwrap_or_else(|| panic!("{name}: discriminator without oneOf"))
            .iter()
            .map(|v| v["$ref"].as_str().unwrap())
            .collect();
        let mapping = disc["mapping"].as_object().unwrap();
        assert_eq!(
            mapping.values().map(|v| v.as_str().unwrap()).collect::<BTreeSet<_>>(),
            variants,
            "{name}: mapping targets differ from oneOf"
        );
        for (value, target) in mapping {
            let variant = resolve(&doc, target.as_str().unwrap()).unwrap();
            assert_eq!(variant["properties"][prop]["const"], json!(value), "{name} -> {target}");
            let required = variant["required"].as_array().unwrap();
            assert!(required.contains(&json!(prop)), "{target}: `{prop}` must be required");
        }
    }
    // BaremetalAddress, BaremetalInterface, FloatingIp, GpuClusterInterface.
    assert_eq!(count, 4);
}

#[test]
fn oapigen_extensions_are_consistent() {
    let doc = spec();
    let ops = operations(&doc);
    let ids: BTreeSet<String> = ops
        .iter()
        .map(|(_, _, op)| op["operationId"].as_str().unwrap().to_owned())
        .collect();

    for (path, method, op) in &ops {
        let schema_ref = op["responses"]["200"]["content"]["application/json"]["schema"]["$ref"]
            .as_str()
            .unwrap_or("");
        let returns_tasks = schema_ref == "#/components/schemas/TaskIdList";
        match op.get("x-oapigen-tasks") {
            Some(ext) => {
                assert!(returns_tasks, "{method} {path}: x-oapigen-tasks on a non-task response");
                assert_eq!(ext, &json!({"ids": "/tasks", "poll": "getTask"}));
                assert!(ids.contains(ext["poll"].as_str().unwrap()));
                let task_list = resolve(&doc, schema_ref).unwrap();
                assert!(task_list.pointer("/properties/tasks").is_some());
            }
            None => assert!(!returns_tasks, "{method} {path}: missing x-oapigen-tasks"),
        }
    }
    let with_tasks = ops
        .iter()
        .filter(|(_, _, op)| op.get("x-oapigen-tasks").is_some())
        .count();
    assert_eq!(with_tasks, 6);

    let get_task = &ops.iter().find(|(_, _, op)| op["operationId"] == "getTask").unwrap().2;
    assert_eq!(
        get_task["x-oapigen-task-status"],
        json!({"state": "/state", "finished": ["FINISHED"], "failed": ["ERROR"], "error": "/error"})
    );
    let task = &doc["components"]["schemas"]["Task"];
    assert!(task.pointer("/properties/state").is_some() && task.pointer("/properties/error").is_some());

    let list = &ops
        .iter()
        .find(|(_, _, op)| op["operationId"] == "listFunctions")
        .unwrap()
        .2;
    assert_eq!(
        list["x-oapigen-pagination"],
        json!({"limit": "limit", "offset": "offset", "items": "/results", "count": "/count"})
    );

    assert_eq!(
        doc["info"]["x-oapigen-client"]["env"],
        json!({"api_key": "GCORE_API_KEY", "base_url": "GCORE_BASE_URL"})
    );
    assert_eq!(
        doc["info"]["x-oapigen-client"]["default_params"],
        json!({"project_id": "GCORE_CLOUD_PROJECT_ID", "region_id": "GCORE_CLOUD_REGION_ID"})
    );
    assert_eq!(doc["security"], json!([{"apikey": []}]));
    assert_eq!(
        doc["components"]["securitySchemes"]["apikey"],
        json!({"type": "apiKey", "in": "header", "name": "Authorization",
               "description": "value is `apikey <KEY>`"})
    );
}

#[test]
fn secrets_are_marked() {
    let doc = spec();
    let mut seen = BTreeMap::<String, usize>::new();
    walk(&doc, &mut Vec::new(), &mut |path, value| {
        let n = path.len();
        // `TaskCreatedResources.api_keys` is a list of created resource ids, not a secret.
        let response_ids = path.iter().any(|p| p == "TaskCreatedResources");
        if n >= 2 && path[n - 2] == "properties" && !response_ids {
            let name = path[n - 1].as_str();
            match name {
                "password" | "encrypted_password" => {
                    assert_eq!(value["format"], "password", "{}", path.join("/"));
                    assert_eq!(value["writeOnly"], json!(true), "{}", path.join("/"));
                }
                "user_data" | "api_keys" => {
                    assert_eq!(value["x-sensitive"], json!(true), "{}", path.join("/"));
                    assert_eq!(value["writeOnly"], json!(true), "{}", path.join("/"));
                }
                _ => return,
            }
            *seen.entry(name.to_owned()).or_default() += 1;
        }
    });
    assert_eq!(seen.get("password"), Some(&2));
    assert_eq!(seen.get("user_data"), Some(&2));
    assert_eq!(seen.get("api_keys"), Some(&1));
}

// ------------------------------------------------------------------------------------------
// Cross-field rules and constraints, exercised on sample payloads
// ------------------------------------------------------------------------------------------

fn expect(doc: &Value, schema: &str, cases: &[(bool, Value)]) {
    let v = component_validator(doc, schema);
    for (valid, instance) in cases {
        let errs = errors(&v, instance);
        if *valid {
            assert!(errs.is_empty(), "{schema} rejected {instance}: {errs:?}");
        } else {
            assert!(!errs.is_empty(), "{schema} accepted {instance}");
        }
    }
}

const UUID: &str = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

#[test]
fn load_balancer_rules() {
    let doc = spec();
    let mut long_key_tags = Map::new();
    long_key_tags.insert("k".repeat(256), json!("v"));
    let listeners: Vec<Value> = (0..51)
        .map(|i| json!({"name": format!("l{i}"), "protocol": "TCP", "protocol_port": 80}))
        .collect();
    expect(
        &doc,
        "LoadBalancerCreateRequest",
        &[
            (true, json!({"name": "lb-1"})),
            (true, json!({"name_template": "lb-{ip_octets}"})),
            (
                true,
                json!({"name": "lb-1", "vip_network_id": UUID, "vip_ip_family": "dual"}),
            ),
            (
                true,
                json!({"name": "lb-1", "floating_ip": {"source": "existing", "existing_floating_id": UUID}}),
            ),
            (true, json!({"name": "lb-1", "floating_ip": {"source": "new"}})),
            (true, json!({"name": "lb-1", "listeners": listeners[..50].to_vec()})),
            (false, json!({})),
            (false, json!({"name": "lb-1", "name_template": "lb-{ip_octets}"})),
            (
                false,
                json!({"name": "lb-1", "vip_network_id": UUID, "vip_port_id": UUID}),
            ),
            (false, json!({"name": "lb-1", "listeners": listeners})),
            (false, json!({"name": "lb-1", "floating_ip": {"source": "existing"}})),
            (false, json!({"name": "lb-1", "preferred_connectivity": "L4"})),
            (false, json!({"name": "-lb"})),
            (false, json!({"name": "lb-1", "tags": {"k": "v".repeat(256)}})),
            (false, json!({"name": "lb-1", "tags": long_key_tags})),
        ],
    );
}

#[test]
fn inference_rules() {
    let doc = spec();
    let base = json!({
        "containers": [{"region_id": 1, "scale": {"min": 0, "max": 2, "triggers": {"cpu": {"threshold": 80}}}}],
        "flavor_name": "gpu-1",
        "image": "nginx:latest",
        "listening_port": 8080,
        "name": "my-model",
    });
    let with = |extra: Value| {
        let mut v = base.clone();
        v.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        v
    };
    expect(
        &doc,
        "InferenceDeploymentCreateRequest",
        &[
            (true, base.clone()),
            (true, with(json!({"api_keys": ["k1", "k2"], "timeout": 0}))),
            (true, with(json!({"auth_enabled": true}))),
            (false, with(json!({"auth_enabled": true, "api_keys": ["k1"]}))),
            (false, with(json!({"timeout": -1}))),
            (false, with(json!({"listening_port": 0}))),
            (false, with(json!({"listening_port": 65536}))),
            (false, with(json!({"name": "abc"}))),
            (false, with(json!({"name": "a".repeat(31)}))),
            (false, json!({"flavor_name": "x"})),
        ],
    );
}

#[test]
fn gpu_cluster_rules() {
    let doc = spec();
    let base = json!({
        "flavor": "bm3-ai",
        "image_id": "img",
        "interfaces": [{"type": "subnet", "network_id": "n", "subnet_id": "s"}],
        "name": "gpu-cluster",
    });
    let with = |extra: Value| {
        let mut v = base.clone();
        v.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        v
    };
    expect(
        &doc,
        "GpuClusterCreateRequest",
        &[
            (true, base.clone()),
            (true, with(json!({"username": "u", "password": "p"}))),
            (
                true,
                with(json!({"user_data": "IyEvYmluL3NoCg==", "instances_count": 2})),
            ),
            (
                true,
                with(json!({"interfaces": [{"type": "external"}, {"type": "any_subnet", "network_id": "n"}]})),
            ),
            (false, with(json!({"user_data": "eA==", "username": "u"}))),
            (false, with(json!({"user_data": "eA==", "password": "p"}))),
            (false, with(json!({"interfaces": []}))),
            (
                false,
                with(json!({"interfaces": [{"type": "reserved_fixed_ip", "port_id": "p"}]})),
            ),
            (
                false,
                with(json!({"interfaces": [{"type": "subnet", "network_id": "n"}]})),
            ),
            (false, with(json!({"instances_count": 0}))),
            (false, with(json!({"security_groups": ["not-a-uuid"]}))),
        ],
    );
}

#[test]
fn baremetal_rules() {
    let doc = spec();
    expect(
        &doc,
        "BaremetalServerCreateRequest",
        &[
            (true, json!({"flavor": "bm1", "image_id": "img"})),
            (
                true,
                json!({"flavor": "bm1", "apptemplate_id": "app", "app_config": {"a": 1}}),
            ),
            // user_data is ignored when password is given: not a validation error.
            (
                true,
                json!({"flavor": "bm1", "image_id": "img", "password": "p", "user_data": "eA=="}),
            ),
            (
                true,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [
                    {"type": "external", "ip_family": "ipv4", "port_group": 3},
                    {"type": "subnet", "network_id": "n", "subnet_id": "s", "floating_ip": {"source": "new"}},
                    {"type": "reserved_fixed_ip", "port_id": "p"},
                ]}),
            ),
            (false, json!({"flavor": "bm1"})),
            (false, json!({"image_id": "img"})),
            (false, json!({"flavor": "bm1", "image_id": "img", "interfaces": []})),
            (
                false,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [{"type": "external", "port_group": 4}]}),
            ),
            (
                false,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [{"type": "external", "ip_family": "ipv5"}]}),
            ),
        ],
    );

    let server = json!({
        "addresses": {"net": [{"type": "fixed", "addr": "10.0.0.2", "subnet_id": "s", "subnet_name": "sn"},
                              {"type": "floating", "addr": "1.2.3.4"}]},
        "blackhole_ports": [],
        "created_at": "2024-01-01T00:00:00Z",
        "creator_task_id": null,
        "ddos_profile": null,
        "fixed_ip_assignments": [],
        "flavor": {"flavor_id": "bm1", "ram": 1024, "vcpus": 8},
        "id": UUID,
        "instance_isolation": {"reason": ""},
        "name": "srv",
        "project_id": 1,
        "region": "Luxembourg",
        "region_id": 76,
        "ssh_key_name": null,
        "status": "ACTIVE",
        "tags": [{"key": "k", "value": "v", "read_only": false}],
        "task_id": null,
        "task_state": null,
        "vm_state": "active",
        "extra_field": "tolerated"
    });
    let mut bad_status = server.clone();
    bad_status["status"] = json!("RUNNING");
    let mut missing = server.clone();
    missing.as_object_mut().unwrap().remove("ddos_profile");
    // Real answers carry `"instance_isolation": null` (issue 15: nullable, as in the reference).
    let mut not_isolated = server.clone();
    not_isolated["instance_isolation"] = json!(null);
    expect(
        &doc,
        "BaremetalServer",
        &[
            (true, server),
            (true, not_isolated),
            (false, bad_status),
            (false, missing),
        ],
    );
}

#[test]
fn security_group_rules() {
    let doc = spec();
    expect(
        &doc,
        "SecurityGroupUpdateRequest",
        &[
            (true, json!({})),
            (true, json!({"tags": null})),
            (true, json!({"tags": {"old": null, "new": "v"}})),
            (
                true,
                json!({"name": "sg 1", "changed_rules": [
                    {"action": "create", "direction": "ingress", "protocol": "tcp", "port_range_min": 22, "port_range_max": 22},
                    {"action": "delete", "security_group_rule_id": UUID},
                ]}),
            ),
            (false, json!({"tags": {"k": 1}})),
            (false, json!({"tags": {"k": "v".repeat(256)}})),
            (false, json!({"changed_rules": [{"action": "delete"}]})),
            (false, json!({"changed_rules": [{"direction": "ingress"}]})),
            (
                false,
                json!({"changed_rules": [{"action": "create", "protocol": "smtp"}]}),
            ),
            (false, json!({"name": "x"})),
        ],
    );
}

#[test]
fn other_request_constraints() {
    let doc = spec();
    expect(
        &doc,
        "FileShareCreateRequest",
        &[
            (
                true,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 1,
                      "access": [{"access_mode": "ro", "ip_address": "10.0.0.0/24"}]}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "CIFS", "size": 1}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 0}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {}, "protocol": "NFS", "size": 1}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 1,
                       "type_name": "vast"}),
            ),
        ],
    );
    expect(
        &doc,
        "K8sPoolCreateRequest",
        &[
            (true, json!({"flavor_id": "f", "min_node_count": 1, "name": "pool-1"})),
            (
                true,
                json!({"flavor_id": "f", "min_node_count": 200, "name": "p1", "boot_volume_type": null,
                      "max_node_count": null, "auto_healing_enabled": null, "boot_volume_size": 10}),
            ),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 201, "name": "pool-1"}),
            ),
            (false, json!({"flavor_id": "f", "min_node_count": 1, "name": "Pool"})),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 1, "name": "p1", "boot_volume_size": 9}),
            ),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 1, "name": "p1", "servergroup_policy": "spread"}),
            ),
        ],
    );
    expect(
        &doc,
        "PostgresQuotaCheckRequest",
        &[
            (
                true,
                json!({"cluster_name": "pg-1", "flavor": {"cpu": 2, "memory_gib": 4},
                      "high_availability": {"replication_mode": "sync"},
                      "network": {"acl": ["0.0.0.0/0"], "network_type": "public"},
                      "pg_server_configuration": {"pg_conf": "", "version": "15", "pooler": null},
                      "storage": {"size_gib": 10, "type": "ssd"}}),
            ),
            (
                false,
                json!({"cluster_name": "PG", "flavor": {}, "high_availability": {}, "network": {},
                       "pg_server_configuration": {}, "storage": {}}),
            ),
        ],
    );
    expect(
        &doc,
        "VolumeAttachRequest",
        &[
            (true, json!({"instance_id": UUID, "attachment_tag": "data"})),
            (false, json!({"instance_id": "nope"})),
            (false, json!({"instance_id": UUID, "attachment_tag": "a/b"})),
        ],
    );
}

#[test]
fn response_shapes() {
    let doc = spec();
    expect(
        &doc,
        "Task",
        &[
            (
                true,
                json!({"id": "t1", "state": "RUNNING", "task_type": "create_vm", "user_id": 1}),
            ),
            (
                true,
                json!({"id": "t1", "state": "ERROR", "task_type": "x", "user_id": 1, "error": "boom",
                      "data": {"any": ["thing"]}, "detailed_state": null,
                      "created_resources": {"instances": ["i1"], "ddos_profiles": [7], "projects": null}}),
            ),
            (
                true,
                json!({"id": "t1", "state": "FINISHED", "task_type": "x", "user_id": 1, "data": "text"}),
            ),
            (
                false,
                json!({"id": "t1", "state": "DONE", "task_type": "x", "user_id": 1}),
            ),
            (false, json!({"id": "t1", "state": "NEW", "task_type": "x"})),
            (
                false,
                json!({"id": "t1", "state": "NEW", "task_type": "x", "user_id": 1,
                       "created_resources": {"projects": ["p"]}}),
            ),
        ],
    );
    expect(
        &doc,
        "FunctionList",
        &[
            (true, json!({"count": 0, "results": []})),
            (false, json!({"count": -1, "results": []})),
            (false, json!({"results": []})),
        ],
    );
    expect(
        &doc,
        "Namespace",
        &[
            (
                true,
                json!({"created_at": "x", "functions": [], "functions_deploy_status": {}, "name": "ns-1",
                      "status": "ACTIVE", "description": null, "envs": {"K": ""}}),
            ),
            (
                false,
                json!({"created_at": "x", "functions": [], "functions_deploy_status": {}, "name": "ns-1",
                       "status": "ACTIVE", "envs": {"": "v"}}),
            ),
        ],
    );
    expect(
        &doc,
        "TaskIdList",
        &[(true, json!({"tasks": ["a"]})), (false, json!({}))],
    );
}

// ------------------------------------------------------------------------------------------
// The YAML converter itself
// ------------------------------------------------------------------------------------------

#[test]
fn yaml_converter_follows_the_core_schema() {
    let v = yaml_to_json(
        r#"
plain_true: true
cap_true: True
quoted_true: 'true'
null_word: null
tilde: ~
empty:
quoted_null: "null"
int: 42
neg: -7
plus: +3
octal: 0o17
hex: 0x1F
float: 1.5
exp: 1e3
dot_float: .5
version: 3.1.0
yes_word: yes
block: |
  text
list: [a, 'b', 3]
'200': ok
300: status
anchor: &a {x: 1}
alias: *a
"#,
    )
    .unwrap();
    assert_eq!(
        v,
        json!({
            "plain_true": true, "cap_true": true, "quoted_true": "true",
            "null_word": null, "tilde": null, "empty": null, "quoted_null": "null",
            "int": 42, "neg": -7, "plus": 3, "octal": 15, "hex": 31,
            "float": 1.5, "exp": 1000.0, "dot_float": 0.5,
            "version": "3.1.0", "yes_word": "yes", "block": "text\n",
            "list": ["a", "b", 3], "200": "ok", "300": "status",
            "anchor": {"x": 1}, "alias": {"x": 1},
        })
    );
    assert!(yaml_to_json("a: 1\na: 2\n").unwrap_err().contains("duplicate"));
    assert!(yaml_to_json("a: .inf\n").is_err());
    assert!(yaml_to_json("? [a]\n: 1\n").is_err());
    assert!(yaml_to_json("a: !custom x\n").is_err());
    assert_eq!(yaml_to_json("a: !!str 12\n").unwrap(), json!({"a": "12"}));
}
