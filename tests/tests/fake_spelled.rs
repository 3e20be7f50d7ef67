//! A record an answer makes beside the operation's (an `action`), where the document's example of
//! a text member spells a verb and the operation's resource (`command: start_server`) and the
//! answer has no example of its own: the member is spelled for the operation (`delete_server`)
//! (issue 40).

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: spelled, version: "1"}
paths:
  /servers:
    post:
      operationId: create_server
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201':
          description: made
          content:
            application/json:
              schema:
                type: object
                required: [server, action]
                properties:
                  server: {$ref: '#/components/schemas/Server'}
                  action: {$ref: '#/components/schemas/Action'}
  /servers/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_server
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [server], properties: {server: {$ref: '#/components/schemas/Server'}}}}}}
    delete:
      operationId: delete_server
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [action], properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /actions/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_action
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [action], properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /actions:
    get:
      operationId: list_actions
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {actions: {type: array, items: {$ref: '#/components/schemas/Action'}}}}}}}
components:
  schemas:
    Server:
      type: object
      required: [id, name]
      properties:
        id: {type: integer}
        name: {type: string}
    Action:
      type: object
      required: [id, command, status]
      properties:
        id: {type: integer}
        command: {type: string, example: start_server}
        status: {type: string, enum: [running, success, error]}
"#;

#[tokio::test]
async fn a_delete_answers_an_action_spelled_for_it() {
    let model = oapigen::Builder::new()
        .spec_text("spelled.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    assert!(explained.contains("with /command \"delete_server\""), "{explained}");
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
    assert_eq!(made["action"]["command"], json!("create_server"), "{made}");
    let id = &made["server"]["id"];
    let gone: Value = http
        .delete(format!("{base}/servers/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(gone["action"]["command"], json!("delete_server"), "{gone}");
    let action_id = &gone["action"]["id"];
    let read: Value = http
        .get(format!("{base}/actions/{action_id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(
        read["action"]["command"],
        json!("delete_server"),
        "kept as made: {read}"
    );
}

/// A document that declares no error answer but shows one in its description: refusals take
/// that shape, the status's name as the code; and a record whose delete answered an action
/// (not a deletion object naming it) reads back as gone.
#[tokio::test]
async fn refusals_in_the_shape_the_description_shows() {
    let described = DOC.replace(
        "info: {title: spelled, version: \"1\"}",
        "info:\n  title: spelled\n  version: \"1\"\n  description: |\n    Errors look like this:\n    ```json\n    {\"error\": {\"code\": \"invalid_input\", \"message\": \"invalid input\", \"details\": {}}}\n    ```",
    );
    let model = oapigen::Builder::new()
        .spec_text("spelled.yaml", &described)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    assert!(
        model
            .explain()
            .contains("refusals take the shape its description shows")
    );
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
    let id = &made["server"]["id"];
    let gone = http.delete(format!("{base}/servers/{id}")).send().await.unwrap();
    assert_eq!(gone.status().as_u16(), 200);
    let read = http.get(format!("{base}/servers/{id}")).send().await.unwrap();
    assert_eq!(read.status().as_u16(), 404);
    let body: Value = read.json().await.unwrap();
    assert_eq!(body["error"]["code"], json!("not_found"), "{body}");
    assert!(body["error"]["message"].is_string(), "{body}");
}
