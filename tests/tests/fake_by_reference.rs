//! A create whose body gives the member its item path names the record by (`POST
//! /stores/{store_id}/files {file_id}`) adds a thing that exists to the collection by
//! reference: the record takes that id, a thing that does not exist is refused, the same thing
//! may be in two collections, and leaving one keeps it in the other (issue 40).

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.1.0
info: {title: byref, version: "1"}
paths:
  /files:
    post:
      operationId: create_file
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [filename], properties: {filename: {type: string}}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/File'}}}}
  /files/{file_id}:
    parameters: [{name: file_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_file
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/File'}}}}
    delete:
      operationId: delete_file
      responses: {'200': {description: ok}}
  /stores:
    post:
      operationId: create_store
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {name: {type: string}}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Store'}}}}
  /stores/{store_id}:
    parameters: [{name: store_id, in: path, required: true, schema: {type: string}}]
    get:
      operationId: get_store
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Store'}}}}
  /stores/{store_id}/files:
    parameters: [{name: store_id, in: path, required: true, schema: {type: string}}]
    post:
      operationId: add_store_file
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [file_id], properties: {file_id: {type: string}}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/StoreFile'}}}}
    get:
      operationId: list_store_files
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, required: [data], properties: {data: {type: array, items: {$ref: '#/components/schemas/StoreFile'}}}}}}}
  /stores/{store_id}/files/{file_id}:
    parameters:
      - {name: store_id, in: path, required: true, schema: {type: string}}
      - {name: file_id, in: path, required: true, schema: {type: string}}
    get:
      operationId: get_store_file
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/StoreFile'}}}}
    delete:
      operationId: remove_store_file
      responses: {'200': {description: ok}}
components:
  schemas:
    File:
      type: object
      required: [id, filename]
      properties: {id: {type: string}, filename: {type: string}}
    Store:
      type: object
      required: [id]
      properties: {id: {type: string}, name: {type: string}}
    StoreFile:
      type: object
      required: [id, store_id, status]
      properties:
        id: {type: string}
        store_id: {type: string}
        status: {type: string, enum: [in_progress, completed]}
"#;

#[tokio::test]
async fn a_thing_added_by_reference_keeps_its_id() {
    let model = oapigen::Builder::new()
        .spec_text("byref.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    assert!(
        explained.contains(
            "the body's `file_id` is the new record's id (added by reference, a record of `files` that must exist)"
        ),
        "{explained}"
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let post = |path: String, body: Value| {
        let req = http.post(format!("{base}{path}")).json(&body);
        async move {
            let resp = req.send().await.unwrap();
            let status = resp.status().as_u16();
            (status, resp.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let get = |path: String| {
        let req = http.get(format!("{base}{path}"));
        async move {
            let resp = req.send().await.unwrap();
            let status = resp.status().as_u16();
            (status, resp.json::<Value>().await.unwrap_or(Value::Null))
        }
    };
    let (_, file) = post("/files".into(), json!({"filename": "a.txt"})).await;
    let file = file["id"].as_str().unwrap().to_string();
    let (_, a) = post("/stores".into(), json!({})).await;
    let (_, b) = post("/stores".into(), json!({})).await;
    let (a, b) = (
        a["id"].as_str().unwrap().to_string(),
        b["id"].as_str().unwrap().to_string(),
    );

    let (status, added) = post(format!("/stores/{a}/files"), json!({"file_id": file})).await;
    assert_eq!(
        (status, &added["id"], &added["store_id"]),
        (200, &json!(file), &json!(a)),
        "{added}"
    );
    let (status, again) = post(format!("/stores/{b}/files"), json!({"file_id": file})).await;
    assert_eq!(
        (status, &again["id"], &again["store_id"]),
        (200, &json!(file), &json!(b)),
        "{again}"
    );
    let (status, twice) = post(format!("/stores/{a}/files"), json!({"file_id": file})).await;
    assert_eq!(status, 409, "the same thing twice in one collection: {twice}");
    let (status, none) = post(format!("/stores/{a}/files"), json!({"file_id": "no-such-file"})).await;
    assert!(
        matches!(status, 404 | 422),
        "a thing that does not exist: {status} {none}"
    );
    assert!(none.to_string().contains("/body/file_id"), "{none}");

    let (_, listed) = get(format!("/stores/{a}/files")).await;
    assert_eq!(listed["data"].as_array().map(Vec::len), Some(1), "{listed}");
    let gone = http
        .delete(format!("{base}/stores/{a}/files/{file}"))
        .send()
        .await
        .unwrap();
    assert_eq!(gone.status().as_u16(), 200);
    let (status, _) = get(format!("/stores/{a}/files/{file}")).await;
    assert_eq!(status, 404, "left the collection it was taken from");
    let (status, kept) = get(format!("/stores/{b}/files/{file}")).await;
    assert_eq!(
        (status, &kept["store_id"]),
        (200, &json!(b)),
        "still in the other: {kept}"
    );
    let (status, _) = get(format!("/files/{file}")).await;
    assert_eq!(status, 200, "the thing itself stays");
}
