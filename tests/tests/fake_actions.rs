//! An action whose word undoes another action of the record (`poweron` of `poweroff`) leaves
//! the record in the settled state it was made in, which the other left (issue 40).

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: actions, version: "1"}
paths:
  /servers:
    post:
      operationId: create_server
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_server
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
    delete:
      operationId: delete_server
      responses: {'204': {description: gone}}
  /servers/{id}/actions/poweroff:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: poweroff_server
      responses: {'204': {description: done}}
  /servers/{id}/actions/poweron:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: poweron_server
      responses: {'204': {description: done}}
components:
  schemas:
    Server:
      type: object
      required: [id, name, status]
      properties:
        id: {type: integer}
        name: {type: string}
        status: {type: string, enum: [initializing, starting, running, stopping, off]}
"#;

#[tokio::test]
async fn power_on_undoes_power_off() {
    let builder = oapigen::Builder::new()
        .spec_text("actions.yaml", DOC)
        .emit_rerun_if_changed(false);
    let model = builder.fake_model().unwrap_or_else(|e| panic!("{e}")).0;
    let explained = model.explain();
    assert!(explained.contains("sets /status to \"running\""), "{explained}");
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let made: Value = http
        .post(format!("{base}/servers"))
        .json(&json!({"name": "web"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(made["status"], json!("running"), "{made}");
    let id = &made["id"];
    let status = |v: Value| v["status"].clone();
    let read = || async {
        status(
            http.get(format!("{base}/servers/{id}"))
                .send()
                .await
                .unwrap()
                .json()
                .await
                .unwrap(),
        )
    };
    http.post(format!("{base}/servers/{id}/actions/poweroff"))
        .send()
        .await
        .unwrap();
    assert_eq!(read().await, json!("off"));
    http.post(format!("{base}/servers/{id}/actions/poweron"))
        .send()
        .await
        .unwrap();
    assert_eq!(read().await, json!("running"));
}
