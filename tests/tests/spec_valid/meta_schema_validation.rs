//! Meta-schema validation

use super::*;

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
