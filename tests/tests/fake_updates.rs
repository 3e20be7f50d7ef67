//! Updates through the fake (issue 41), written through the record's shape as creates are, and a
//! merge patch's `null` removing an optional member and emptying one the read schema requires:
//! the patched record stays one the document accepts.

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: updates, version: "1"}
paths:
  /groups:
    post:
      operationId: create_group
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, description: {type: string}, tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}, expires: {type: [string, "null"]}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Group'}}}}
  /groups/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_group
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Group'}}}}
        '404': {description: missing}
    patch:
      operationId: update_group
      requestBody:
        required: true
        content:
          application/merge-patch+json:
            schema:
              type: object
              properties:
                description: {type: [string, "null"]}
                tags: {type: [array, "null"], items: {$ref: '#/components/schemas/Tag'}}
                expires: {type: [string, "null"]}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Group'}}}}
components:
  schemas:
    Tag: {type: object, required: [key, value], properties: {key: {type: string}, value: {type: string}}}
    Group:
      type: object
      required: [id, name, tags, expires]
      properties:
        id: {type: string}
        name: {type: string}
        description: {type: string}
        tags: {type: array, items: {$ref: '#/components/schemas/Tag'}}
        expires: {type: [string, "null"]}
"#;

#[tokio::test]
async fn a_merge_patch_null_removes_an_optional_member_and_empties_a_required_one() {
    let model = oapigen::Builder::new()
        .spec_text("updates.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let made: Value = http
        .post(format!("{base}/groups"))
        .json(&json!({"name": "web", "description": "front", "tags": [{"key": "env", "value": "prod"}], "expires": "2030-01-01"}))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    let id = made["id"].as_str().unwrap_or_else(|| panic!("{made}")).to_string();
    assert_eq!(made["tags"], json!([{"key": "env", "value": "prod"}]), "{made}");
    let patch = |body: Value| {
        http.patch(format!("{base}/groups/{id}"))
            .header("content-type", "application/merge-patch+json")
            .body(body.to_string())
            .send()
    };
    let answer = patch(json!({"tags": null, "description": null, "expires": null}))
        .await
        .unwrap();
    let status = answer.status().as_u16();
    let patched: Value = answer.json().await.unwrap();
    assert_eq!(status, 200, "{patched}");
    assert_eq!(patched["tags"], json!([]), "a required list is emptied: {patched}");
    assert!(
        patched.get("description").is_none(),
        "an optional member is removed: {patched}"
    );
    assert_eq!(
        patched["expires"],
        Value::Null,
        "a required member that may be null is null"
    );
    assert_eq!(patched["name"], json!("web"), "the rest is kept");
    let read: Value = http
        .get(format!("{base}/groups/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(read, patched);
}

const SHAPES: &str = r#"
openapi: 3.1.0
info: {title: shapes, version: "1"}
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
    parameters: [{name: id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_server
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
    patch:
      operationId: update_server
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              properties:
                command: {type: array, items: {type: string}}
                volumes: {type: array, items: {type: object, required: [size], properties: {size: {type: integer}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Server'}}}}
components:
  schemas:
    Server:
      type: object
      required: [id, name, command, volumes]
      properties:
        id: {type: string}
        name: {type: string}
        command: {type: string}
        volumes:
          type: array
          items: {type: object, required: [size, image_id], properties: {size: {type: integer}, image_id: {type: string, format: uuid}}}
"#;

#[tokio::test]
async fn an_update_is_written_through_the_records_shape() {
    let model = oapigen::Builder::new()
        .spec_text("shapes.yaml", SHAPES)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
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
    let id = made["id"].as_str().unwrap_or_else(|| panic!("{made}")).to_string();
    let answer = http
        .patch(format!("{base}/servers/{id}"))
        .json(&json!({"command": ["nginx", "-g", "daemon off;"], "volumes": [{"size": 5}, {"size": 7}]}))
        .send()
        .await
        .unwrap();
    let status = answer.status().as_u16();
    let patched: Value = answer.json().await.unwrap();
    assert_eq!(status, 200, "{patched}");
    assert_eq!(
        patched["command"],
        json!("nginx -g daemon off;"),
        "a list of texts kept as one text"
    );
    let volumes = patched["volumes"].as_array().unwrap_or_else(|| panic!("{patched}"));
    let sizes: Vec<&Value> = volumes.iter().map(|v| &v["size"]).collect();
    assert_eq!(sizes, [&json!(5), &json!(7)], "{patched}");
    assert!(
        volumes.iter().all(|v| v["image_id"].is_string()),
        "items get the members the record requires: {patched}"
    );
    let read: Value = http
        .get(format!("{base}/servers/{id}"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(read, patched);
}
