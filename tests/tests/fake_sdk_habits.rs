//! What a provider's SDK does that its document leaves loose, found driving the held-out cloud
//! document's own SDK against the fake (issue 40): the SDK sends every unset member as `null`
//! (`{"linode_id": null}` where the schema says `type: integer`), which a service reading JSON
//! into optional fields reads as left out: in contract mode (`--auto-create`), where an SDK's
//! contract is what is tested; by default the document is the judge and refuses it, as
//! Schemathesis expects (issue 49). And a delete answered with `{}` (any record fits it) leaves
//! no record behind to read.

mod inline_fake;

use serde_json::json;

const DOC: &str = r#"
openapi: 3.1.0
info: {title: volumes, version: "1"}
paths:
  /volumes:
    post:
      operationId: createVolume
      requestBody:
        required: true
        content:
          application/json:
            schema:
              type: object
              required: [label, size]
              properties:
                label: {type: string}
                size: {type: integer}
                linode_id: {type: integer}
                config: {type: object, properties: {tag: {type: string}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
  /volumes/{id}:
    parameters: [{name: id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getVolume
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Volume'}}}}}
    delete:
      operationId: deleteVolume
      responses: {'200': {description: deleted, content: {application/json: {schema: {type: object}}}}}
components:
  schemas:
    Volume:
      type: object
      properties:
        id: {type: integer, readOnly: true}
        label: {type: string}
        size: {type: integer}
        linode_id: {type: [integer, "null"]}
"#;

#[tokio::test]
async fn an_unset_member_sent_as_null_is_refused_by_default_and_a_deleted_record_is_gone() {
    let running = inline_fake::serve(DOC).await;
    let volumes = format!("{}/volumes", running.base_url());
    let http = reqwest::Client::new();
    let post = |body| inline_fake::call(&http, reqwest::Method::POST, volumes.clone(), Some(body));
    let (status, refused) = post(json!({"label": "v1", "size": 20, "linode_id": null})).await;
    assert!(status == 400 || status == 422, "{status} {refused}");
    let (status, made) = post(json!({"label": "v1", "size": 20})).await;
    assert_eq!(status, 200, "{made}");
    let id = made["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let item = format!("{volumes}/{id}");
    let (status, _) = inline_fake::call(&http, reqwest::Method::DELETE, item.clone(), None).await;
    assert_eq!(status, 200);
    let (status, read) = inline_fake::call(&http, reqwest::Method::GET, item, None).await;
    assert_eq!(status, 404, "{read}");
}

#[tokio::test]
async fn in_contract_mode_an_unset_member_sent_as_null_reads_as_left_out() {
    let options = oapigen_fake::Options {
        auto_create: true,
        ..Default::default()
    };
    let fake = oapigen_fake::Fake::new(inline_fake::model(DOC), options).expect("the model compiles");
    let running = fake.start().await.expect("the fake starts");
    let volumes = format!("{}/volumes", running.base_url());
    let http = reqwest::Client::new();
    let post = |body| inline_fake::call(&http, reqwest::Method::POST, volumes.clone(), Some(body));
    let (status, made) = post(json!({"label": "v1", "size": 20, "linode_id": null, "config": {"tag": null}})).await;
    assert_eq!(status, 200, "{made}");
    // A null where the member is required, or a wrong value beside a null, is still refused.
    let (status, refused) = post(json!({"label": null, "size": 20})).await;
    assert!(status == 400 || status == 422, "{status} {refused}");
    let (status, refused) = post(json!({"label": "v2", "size": "big", "linode_id": null})).await;
    assert!(status == 400 || status == 422, "{status} {refused}");
}
