//! An action whose last path parameter takes one of a few words (`PATCH
//! /rules/{rule_id}/{action}`, `enable | disable`) acts on the rule as the word says, over HTTP
//! (issue 40: "actions on a sub-path are read as an item named `disable`").

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.0.1
info: {title: rules, version: "1"}
paths:
  /rules:
    post:
      operationId: createRule
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
  /rules/{rule_id}:
    parameters: [{name: rule_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getRule
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}}
    delete:
      operationId: deleteRule
      responses: {'204': {description: ok}}
  /rules/{rule_id}/{action}:
    parameters:
      - {name: rule_id, in: path, required: true, schema: {type: integer}}
      - {name: action, in: path, required: true, schema: {type: string, enum: [enable, disable]}}
    patch:
      operationId: toggleRule
      summary: Toggle a rule
      responses: {'204': {description: ok}, '404': {description: no such rule}}
components:
  schemas:
    Rule: {type: object, required: [id, name, enabled], properties: {id: {type: integer}, name: {type: string}, enabled: {type: boolean, default: true}}}
"#;

#[tokio::test]
async fn the_word_in_the_path_says_what_the_action_does() {
    let model = oapigen::Builder::new()
        .spec_text("rules.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let made: Value = http
        .post(format!("{base}/rules"))
        .json(&json!({"name": "block-bots"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = made["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let enabled = || {
        let req = http.get(format!("{base}/rules/{id}"));
        async move { req.send().await.unwrap().json::<Value>().await.unwrap()["enabled"].clone() }
    };
    let patch = |word: &str| http.patch(format!("{base}/rules/{id}/{word}")).send();
    assert_eq!(patch("disable").await.unwrap().status().as_u16(), 204);
    assert_eq!(enabled().await, json!(false));
    assert_eq!(patch("enable").await.unwrap().status().as_u16(), 204);
    assert_eq!(enabled().await, json!(true));
    // A word the parameter does not take is refused; the rule is not an item named by it.
    let other = patch("explode").await.unwrap().status().as_u16();
    assert!(matches!(other, 400 | 422), "{other}");
    let missing = http.patch(format!("{base}/rules/999999/disable")).send().await.unwrap();
    assert_eq!(missing.status().as_u16(), 404);
}
