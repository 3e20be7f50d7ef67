//! Values the document says no two records share, over HTTP (issue 40, on the development set:
//! "a second SSH key with the same key" is refused with the document's `uniqueness_error`): a
//! member whose description says it must be unique, and one an example of the refusal names.

mod inline_fake;

use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.0.1
info:
  title: keys
  version: "1"
  description: |
    ## Errors

    | Code               | Description                                      |
    |--------------------|--------------------------------------------------|
    | `not_found`        | Entity not found                                 |
    | `uniqueness_error` | One or more of the objects fields must be unique |

    **uniqueness_error**
    ```json
    {"error": {"code": "uniqueness_error", "message": "SSH key with the same fingerprint already exists", "details": {"fields": [{"name": "public_key"}]}}}
    ```
paths:
  /projects/{project}/keys:
    parameters: [{name: project, in: path, required: true, schema: {type: string}}]
    post:
      operationId: createKey
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [name, public_key]
              properties:
                name: {type: string, description: Name of the key (must be unique per Project)}
                public_key: {type: string}
      responses: {'201': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Key'}}}}}
    get:
      operationId: listKeys
      responses: {'200': {description: ok, content: {application/json: {schema: {type: array, items: {$ref: '#/components/schemas/Key'}}}}}}
  /projects/{project}/keys/{id}:
    parameters: [{name: project, in: path, required: true, schema: {type: string}}, {name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getKey
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Key'}}}}}
    put:
      operationId: updateKey
      requestBody: {required: true, content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Key'}}}}}
components:
  schemas:
    Key: {type: object, required: [id, name, public_key], properties: {id: {type: integer}, name: {type: string}, public_key: {type: string}}}
"#;

async fn send(req: reqwest::RequestBuilder) -> (u16, Value) {
    let answer = req.send().await.expect("the fake answers");
    let status = answer.status().as_u16();
    (status, answer.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn a_value_another_record_holds_is_refused_with_the_documents_code() {
    let model = inline_fake::model(DOC);
    assert_eq!(model.duplicate_code.as_deref(), Some("uniqueness_error"));
    let running = inline_fake::start(model).await;
    let keys = format!("{}/projects/p1/keys", running.base_url());
    let http = reqwest::Client::new();
    let (status, first) = send(
        http.post(&keys)
            .json(&json!({"name": "laptop", "public_key": "ssh-ed25519 A"})),
    )
    .await;
    assert_eq!(status, 201, "{first}");
    // The key an example of the refusal names.
    let (status, refusal) = send(
        http.post(&keys)
            .json(&json!({"name": "desk", "public_key": "ssh-ed25519 A"})),
    )
    .await;
    assert_eq!(status, 409, "{refusal}");
    assert_eq!(refusal["error"]["code"], json!("uniqueness_error"), "{refusal}");
    // The name its description says is unique per project.
    let (status, refusal) = send(
        http.post(&keys)
            .json(&json!({"name": "laptop", "public_key": "ssh-ed25519 B"})),
    )
    .await;
    assert_eq!(status, 409, "{refusal}");
    let (_, all) = send(http.get(&keys)).await;
    assert_eq!(all.as_array().map(Vec::len), Some(1), "{all}");
    // Another project is another scope.
    let other = keys.replace("/p1/", "/p2/");
    let (status, _) = send(
        http.post(&other)
            .json(&json!({"name": "laptop", "public_key": "ssh-ed25519 A"})),
    )
    .await;
    assert_eq!(status, 201);
    // An update to a name another key holds is refused; to its own name it is not.
    let (_, second) = send(
        http.post(&keys)
            .json(&json!({"name": "desk", "public_key": "ssh-ed25519 C"})),
    )
    .await;
    let id = second["id"].as_i64().unwrap_or_else(|| panic!("{second}"));
    let (status, refusal) = send(http.put(format!("{keys}/{id}")).json(&json!({"name": "laptop"}))).await;
    assert_eq!(status, 409, "{refusal}");
    let (status, kept) = send(http.put(format!("{keys}/{id}")).json(&json!({"name": "desk"}))).await;
    assert_eq!(status, 200, "{kept}");
}
