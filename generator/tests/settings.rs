//! Settings users expect: operation filters, extra derives, type replacements, validation off,
//! version from the spec, types only.

use oapigen::Builder;

const SPEC: &str = r#"openapi: 3.1.0
info: {title: t, version: 2.3.4}
paths:
  /a:
    get:
      operationId: getA
      tags: [alpha]
      parameters:
        - {name: n, in: query, schema: {type: integer, maximum: 3}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
  /b:
    post:
      operationId: postB
      tags: [beta]
      responses:
        '204': {description: ok}
components:
  schemas:
    Thing:
      type: object
      properties:
        id: {type: string, format: uuid}
        money: {$ref: '#/components/schemas/Money'}
    Money:
      type: object
      properties:
        cents: {type: integer}
"#;

fn files(b: Builder) -> std::collections::BTreeMap<String, String> {
    b.spec_text("api.yaml", SPEC)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"))
        .files()
}

#[test]
fn operations_can_be_filtered_by_tag_and_id() {
    let client = &files(Builder::new().include_tag("alpha"))["src/client.rs"];
    assert!(client.contains("pub fn get_a(") && !client.contains("pub fn post_b("));
    let client = &files(Builder::new().exclude_operation("getA"))["src/client.rs"];
    assert!(!client.contains("pub fn get_a(") && client.contains("pub fn post_b("));
    let client = &files(Builder::new().include_operation("postB"))["src/client.rs"];
    assert!(!client.contains("pub fn get_a(") && client.contains("pub fn post_b("));
    let err = Builder::new()
        .spec_text("api.yaml", SPEC)
        .include_operation("nope")
        .generate()
        .unwrap_err();
    assert!(
        err.to_string().contains("no operation has the operationId `nope`"),
        "{err}"
    );
}

#[test]
fn derives_and_type_replacements() {
    let f = files(
        Builder::new()
            .derive("Eq")
            .replace_format("uuid", "uuid::Uuid")
            .replace_schema("Money", "my_crate::Money"),
    );
    let types = &f["src/types.rs"];
    assert!(types.contains("::serde::Serialize, Eq)]"), "{types}");
    assert!(types.contains("pub id: ::std::option::Option<uuid::Uuid>"), "{types}");
    assert!(types.contains("pub type Money = my_crate::Money;"), "{types}");
    assert!(!types.contains("pub struct Money"));
    let err = Builder::new()
        .spec_text("api.yaml", SPEC)
        .derive("not a path!")
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("is not a Rust path"), "{err}");
}

#[test]
fn validation_can_be_turned_off_and_types_generated_alone() {
    let on = &files(Builder::new())["src/client.rs"];
    assert!(on.contains("Validate::validate_at(v, p, out)"), "{on}");
    let off = &files(Builder::new().validation(false))["src/client.rs"];
    assert!(!off.contains("Validate::validate_at(v, p, out)"));
    let types_only = files(Builder::new().client(false));
    assert!(!types_only.contains_key("src/client.rs"));
    assert!(!types_only["src/lib.rs"].contains("pub mod client"));
}

#[test]
fn crate_version_from_the_spec() {
    let f = files(Builder::new().crate_version_from_spec(true));
    assert!(f["Cargo.toml"].contains("version = \"2.3.4\""), "{}", f["Cargo.toml"]);
    let f = files(Builder::new().crate_version_from_spec(true).crate_version("9.9.9"));
    assert!(f["Cargo.toml"].contains("version = \"9.9.9\""));
    let bad = SPEC.replace("version: 2.3.4", "version: 'v2-beta'");
    let err = Builder::new()
        .spec_text("api.yaml", bad)
        .crate_version_from_spec(true)
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("not a semantic version"), "{err}");
}
