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

const GROUPS: &str = r#"
openapi: 3.1.0
info: {title: groups, version: "1"}
paths:
  /instances:
    post:
      operationId: create_instance
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}
  /instances/{instance_id}:
    parameters: [{name: instance_id, in: path, required: true, schema: {type: string, format: uuid}}]
    get:
      operationId: get_instance
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}
    delete:
      operationId: delete_instance
      responses: {'204': {description: gone}}
  /instances/{instance_id}/put_into_servergroup:
    parameters: [{name: instance_id, in: path, required: true, schema: {type: string, format: uuid}}]
    post:
      operationId: put_into_servergroup
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [servergroup_id], properties: {servergroup_id: {type: string, format: uuid}}}}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}
        '404': {description: missing}
  /instances/{instance_id}/remove_from_servergroup:
    parameters: [{name: instance_id, in: path, required: true, schema: {type: string, format: uuid}}]
    post:
      operationId: remove_from_servergroup
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Instance'}}}}
  /servergroups:
    post:
      operationId: create_servergroup
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {$ref: '#/components/schemas/ServerGroup'}}}}
  /servergroups/{group_id}:
    parameters: [{name: group_id, in: path, required: true, schema: {type: string, format: uuid}}]
    get:
      operationId: get_servergroup
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/ServerGroup'}}}}
    delete:
      operationId: delete_servergroup
      responses: {'204': {description: gone}}
components:
  schemas:
    Instance:
      type: object
      required: [id, name]
      properties: {id: {type: string, format: uuid}, name: {type: string}}
    ServerGroup:
      type: object
      required: [servergroup_id, name, instances]
      properties:
        servergroup_id: {type: string, format: uuid}
        name: {type: string}
        instances:
          type: array
          items: {type: object, required: [instance_id, instance_name], properties: {instance_id: {type: string, format: uuid}, instance_name: {type: string}}}
"#;

#[tokio::test]
async fn an_action_naming_a_group_puts_the_record_in_its_list_and_its_undoing_takes_it_out() {
    let builder = oapigen::Builder::new()
        .spec_text("groups.yaml", GROUPS)
        .emit_rerun_if_changed(false);
    let model = builder.fake_model().unwrap_or_else(|e| panic!("{e}")).0;
    let explained = model.explain();
    assert!(
        explained.contains(
            "adds the record to the `instances` of the server_groups record its body's `servergroup_id` names"
        ) && explained.contains("takes the record out of the `instances` of every server_groups record"),
        "{explained}"
    );
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let post = |path: String, body: Option<Value>| {
        let mut req = http.post(format!("{base}{path}"));
        if let Some(b) = body {
            req = req.json(&b);
        }
        async move {
            let answer = req.send().await.unwrap();
            (
                answer.status().as_u16(),
                answer.json::<Value>().await.unwrap_or(Value::Null),
            )
        }
    };
    let (_, vm) = post("/instances".into(), Some(json!({"name": "vm-1"}))).await;
    let (_, group) = post("/servergroups".into(), Some(json!({"name": "spread"}))).await;
    let (vm_id, group_id) = (
        vm["id"].as_str().unwrap().to_string(),
        group["servergroup_id"].as_str().unwrap().to_string(),
    );
    assert_eq!(group["instances"], json!([]), "{group}");
    let read_group = || async {
        http.get(format!("{base}/servergroups/{group_id}"))
            .send()
            .await
            .unwrap()
            .json::<Value>()
            .await
            .unwrap()
    };
    let (status, _) = post(
        format!("/instances/{vm_id}/put_into_servergroup"),
        Some(json!({"servergroup_id": group_id})),
    )
    .await;
    assert_eq!(status, 200);
    assert_eq!(
        read_group().await["instances"],
        json!([{"instance_id": vm_id, "instance_name": "vm-1"}])
    );
    // A group that does not exist is refused.
    let (status, answer) = post(
        format!("/instances/{vm_id}/put_into_servergroup"),
        Some(json!({"servergroup_id": "00000000-0000-4000-8000-000000000000"})),
    )
    .await;
    assert_eq!(status, 404, "{answer}");
    let (status, _) = post(format!("/instances/{vm_id}/remove_from_servergroup"), None).await;
    assert_eq!(status, 200);
    assert_eq!(read_group().await["instances"], json!([]));
}
