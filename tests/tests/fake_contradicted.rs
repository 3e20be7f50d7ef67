//! A constraint the document's own example breaks (issue 40, the held-out cloud document: its
//! label `pattern`, `^[a-zA-Z]((?!--|__|..)[a-zA-Z0-9-_.])+$`, refuses every label of three
//! letters or more, its own example `firewall123` included, so no firewall could be made): the
//! fake does not judge by it and says so; a pattern the example keeps is judged as ever; the
//! generator warns, naming the pattern's pointer.

mod inline_fake;

use serde_json::json;

const DOC: &str = r#"
openapi: 3.1.0
info: {title: walls, version: "1"}
paths:
  /firewalls:
    post:
      operationId: createFirewall
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}}
    get:
      operationId: listFirewalls
      responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Firewall'}}}}}}
  /firewalls/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getFirewall
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}}
components:
  schemas:
    Firewall:
      type: object
      required: [label]
      properties:
        id: {type: integer, readOnly: true}
        label:
          type: string
          minLength: 3
          maxLength: 32
          pattern: '^[a-zA-Z]((?!--|__|..)[a-zA-Z0-9-_.])+$'
          example: firewall123
        group:
          type: string
          pattern: '^[a-z]+$'
          example: edge
"#;

#[tokio::test]
async fn a_pattern_its_own_example_breaks_is_not_judged() {
    let model = inline_fake::model(DOC);
    let explained = model.explain();
    assert!(
        explained.contains("not judged:")
            && explained.contains("/label/pattern")
            && explained.contains("`firewall123`"),
        "{explained}"
    );
    assert!(!explained.contains("/group/pattern"), "{explained}");
    let running = inline_fake::start(model).await;
    let walls = format!("{}/firewalls", running.base_url());
    let http = reqwest::Client::new();
    let (status, made) = inline_fake::call(
        &http,
        reqwest::Method::POST,
        walls.clone(),
        Some(json!({"label": "firewall123", "group": "edge"})),
    )
    .await;
    assert_eq!(status, 201, "{made}");
    let id = made["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let (status, read) = inline_fake::call(&http, reqwest::Method::GET, format!("{walls}/{id}"), None).await;
    assert_eq!((status, &read["label"]), (200, &json!("firewall123")), "{read}");
    // The other bounds of the member still hold, and so does a pattern its example keeps.
    let (status, refused) = inline_fake::call(
        &http,
        reqwest::Method::POST,
        walls.clone(),
        Some(json!({"label": "fw"})),
    )
    .await;
    assert!(status == 400 || status == 422, "{status} {refused}");
    let (status, refused) = inline_fake::call(
        &http,
        reqwest::Method::POST,
        walls,
        Some(json!({"label": "firewall124", "group": "Edge 1"})),
    )
    .await;
    assert!(status == 400 || status == 422, "{status} {refused}");
}

#[test]
fn the_generator_warns_of_a_pattern_its_own_example_breaks() {
    let generated = oapigen::Builder::new()
        .spec_text("walls.yaml", DOC)
        .crate_name("walls")
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = generated.warnings().iter().map(|w| w.to_string()).collect();
    let about: Vec<&String> = warnings.iter().filter(|w| w.contains("own example")).collect();
    assert_eq!(about.len(), 1, "{warnings:#?}");
    assert!(
        about[0].contains("#/components/schemas/Firewall/properties/label/pattern") && about[0].contains("firewall123"),
        "{}",
        about[0]
    );
}
