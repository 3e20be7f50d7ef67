//! Structural facts

use super::*;

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
