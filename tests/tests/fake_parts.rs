//! A part of a record on a path of its own (issue 40, the held-out cloud document's `GET
//! /firewalls/{id}/rules`, which answered the parent item): a read answers the record's member of
//! that name, a replace sets it and an update merges into it, over HTTP.

mod inline_fake;

use serde_json::json;

const DOC: &str = r#"
openapi: 3.0.1
info: {title: firewalls, version: "1"}
paths:
  /firewalls:
    post:
      operationId: createFirewall
      requestBody: {required: true, content: {application/json: {schema: {type: object, required: [label, rules], properties: {label: {type: string}, rules: {$ref: '#/components/schemas/Rules'}}}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}}
  /firewalls/{firewallId}:
    parameters: [{name: firewallId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getFirewall
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Firewall'}}}}}
    delete:
      operationId: deleteFirewall
      responses: {'200': {description: ok}}
  /firewalls/{firewallId}/rules:
    parameters: [{name: firewallId, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: getFirewallRules
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rules'}}}}}
    put:
      operationId: updateFirewallRules
      requestBody: {required: true, content: {application/json: {schema: {$ref: '#/components/schemas/Rules'}}}}
      responses: {'200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Rules'}}}}}
components:
  schemas:
    Rule: {type: object, required: [protocol, action], properties: {protocol: {type: string, enum: [TCP, UDP]}, ports: {type: string}, action: {type: string, enum: [ACCEPT, DROP]}}}
    Rules:
      type: object
      required: [inbound_policy, outbound_policy]
      properties:
        inbound_policy: {type: string, enum: [ACCEPT, DROP]}
        outbound_policy: {type: string, enum: [ACCEPT, DROP]}
        inbound: {type: array, items: {$ref: '#/components/schemas/Rule'}}
    Firewall: {type: object, required: [id, label, rules], properties: {id: {type: integer}, label: {type: string}, rules: {$ref: '#/components/schemas/Rules'}}}
"#;

#[tokio::test]
async fn a_part_of_the_record_is_read_and_replaced_on_its_own_path() {
    let model = inline_fake::model(DOC);
    let explained = model.explain();
    assert!(explained.contains("answers the record's /rules"), "{explained}");
    assert!(explained.contains("replaces the record's /rules"), "{explained}");
    let running = inline_fake::start(model).await;
    let base = running.base_url();
    let http = reqwest::Client::new();
    let rules = json!({"inbound_policy": "DROP", "outbound_policy": "ACCEPT",
        "inbound": [{"protocol": "TCP", "ports": "22", "action": "ACCEPT"}]});
    let call = |method, path: String, body| inline_fake::call(&http, method, format!("{base}{path}"), body);
    let (status, made) = call(
        reqwest::Method::POST,
        "/firewalls".into(),
        Some(json!({"label": "edge", "rules": rules})),
    )
    .await;
    assert!(status < 300, "{status} {made}");
    let id = made["id"].as_i64().unwrap_or_else(|| panic!("{made}"));
    let (status, read) = call(reqwest::Method::GET, format!("/firewalls/{id}/rules"), None).await;
    assert_eq!((status, &read), (200, &rules), "the rules the create gave");
    let open = json!({"inbound_policy": "ACCEPT", "outbound_policy": "ACCEPT"});
    let (status, put) = call(
        reqwest::Method::PUT,
        format!("/firewalls/{id}/rules"),
        Some(open.clone()),
    )
    .await;
    assert_eq!((status, &put), (200, &open));
    let (_, firewall) = call(reqwest::Method::GET, format!("/firewalls/{id}"), None).await;
    assert_eq!(firewall["rules"], open, "{firewall}");
    let (status, _) = call(reqwest::Method::GET, "/firewalls/999999/rules".into(), None).await;
    assert_eq!(status, 404);
}
