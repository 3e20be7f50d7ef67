//! A record made below its parent's path holds the parent's id from the path, also where the
//! record names it with a longer member than the path's parameter (`{group_id}` →
//! `security_group_id`, beside a `remote_group_id` that names another group): issue 41.

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: parents, version: "1"}
paths:
  /security_groups:
    post:
      operationId: create_group
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Group'}}}}
  /security_groups/{group_id}:
    parameters: [{name: group_id, in: path, required: true, schema: {type: string, format: uuid}}]
    get:
      operationId: get_group
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Group'}}}}
    delete:
      operationId: delete_group
      responses: {'204': {description: gone}}
  /security_groups/{group_id}/rules:
    parameters: [{name: group_id, in: path, required: true, schema: {type: string, format: uuid}}]
    post:
      operationId: create_rule
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [port], properties: {port: {type: integer}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}
  /security_groups/{group_id}/rules/{rule_id}:
    parameters:
      - {name: group_id, in: path, required: true, schema: {type: string, format: uuid}}
      - {name: rule_id, in: path, required: true, schema: {type: string, format: uuid}}
    get:
      operationId: get_rule
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rule'}}}}
    delete:
      operationId: delete_rule
      responses: {'204': {description: gone}}
components:
  schemas:
    Group:
      type: object
      required: [id, name]
      properties: {id: {type: string, format: uuid}, name: {type: string}}
    Rule:
      type: object
      required: [id, port, security_group_id]
      properties:
        id: {type: string, format: uuid}
        port: {type: integer}
        security_group_id: {type: string, format: uuid}
        remote_group_id: {type: [string, "null"], format: uuid}
"#;

#[tokio::test]
async fn a_record_made_below_its_parent_names_it_by_the_paths_id() {
    let builder = oapigen::Builder::new()
        .spec_text("parents.yaml", DOC)
        .emit_rerun_if_changed(false);
    let explained = builder
        .clone()
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
        .explain();
    assert!(
        explained.contains("the path's `{group_id}` is the record's `security_group_id`"),
        "{explained}"
    );
    let model = builder.fake_model().unwrap_or_else(|e| panic!("{e}")).0;
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let group: Value = http
        .post(format!("{base}/security_groups"))
        .json(&json!({"name": "web"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let gid = group["id"].as_str().unwrap_or_else(|| panic!("{group}")).to_string();
    let rule: Value = http
        .post(format!("{base}/security_groups/{gid}/rules"))
        .json(&json!({"port": 443}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(rule["security_group_id"], json!(gid), "{rule}");
    assert_ne!(
        rule["remote_group_id"],
        json!(gid),
        "another group's member is not the parent: {rule}"
    );
    let rid = rule["id"].as_str().unwrap_or_else(|| panic!("{rule}"));
    let read: Value = http
        .get(format!("{base}/security_groups/{gid}/rules/{rid}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(read, rule);
}

const KEYS: &str = r#"
openapi: 3.1.0
info: {title: keys, version: "1"}
paths:
  /keys:
    post:
      operationId: create_key
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, public_key: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/CreatedKey'}}}}
  /keys/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string, format: uuid}}]
    get:
      operationId: get_key
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Key'}}}}
    delete:
      operationId: delete_key
      responses: {'204': {description: gone}}
components:
  schemas:
    Key:
      type: object
      required: [id, name, public_key]
      properties: {id: {type: string, format: uuid}, name: {type: string}, public_key: {type: string}}
    CreatedKey:
      type: object
      required: [id, name, public_key, private_key]
      properties:
        id: {type: string, format: uuid}
        name: {type: string}
        public_key: {type: string}
        private_key: {anyOf: [{type: string}, {type: "null"}], description: Returned once.}
"#;

/// A member only the create's answer has (a generated key's `private_key`) is made for that
/// answer and kept nowhere, unless the request brought its own `public_key` (issue 41).
#[tokio::test]
async fn a_secret_only_the_creates_answer_has_is_made_once() {
    let builder = oapigen::Builder::new()
        .spec_text("keys.yaml", KEYS)
        .emit_rerun_if_changed(false);
    let model = builder.fake_model().unwrap_or_else(|e| panic!("{e}")).0;
    let explained = model.explain();
    assert!(
        explained.contains("its answer's `private_key` is made for it once (the record does not keep it), unless the request gives `public_key`"),
        "{explained}"
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let create = |body: Value| {
        let req = http.post(format!("{base}/keys")).json(&body);
        async move { req.send().await.unwrap().json::<Value>().await.unwrap() }
    };
    let generated = create(json!({"name": "laptop"})).await;
    let secret = generated["private_key"]
        .as_str()
        .unwrap_or_else(|| panic!("a private key: {generated}"));
    assert!(secret.len() >= 32, "{generated}");
    let id = generated["id"].as_str().unwrap();
    let read: Value = http
        .get(format!("{base}/keys/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert!(read.get("private_key").is_none(), "the record does not keep it: {read}");
    let brought = create(json!({"name": "desktop", "public_key": "ssh-ed25519 AAAA"})).await;
    assert_eq!(brought["private_key"], Value::Null, "{brought}");
    assert_eq!(brought["public_key"], json!("ssh-ed25519 AAAA"));
}
