//! Records a client names (`POST /namespaces {"name": "ns-1"}` then `GET /namespaces/ns-1`), and
//! ids stricter in the record than in the path (a uuid member read through any string).

mod common;

use common::send;
use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const URI: &str = "https://fake.test/named.json";

fn model() -> Model {
    let schema = json!({
        "$defs": {
            "Namespace": {
                "type": "object",
                "required": ["name", "status"],
                "properties": {
                    "name": { "$ref": "#/$defs/Name" },
                    "status": { "type": "string", "enum": ["ACTIVE"] },
                    "description": { "type": ["string", "null"], "default": null }
                },
                "additionalProperties": false
            },
            "Name": { "type": "string", "pattern": "^[a-z][-a-z0-9]{0,24}[a-z0-9]$" },
            "NewNamespace": {
                "type": "object",
                "required": ["name"],
                "properties": {
                    "name": { "$ref": "#/$defs/Name" },
                    "description": { "type": ["string", "null"], "default": null }
                }
            },
            "Text": { "type": "string" },
            "Model": {
                "type": "object",
                "required": ["id"],
                "properties": { "id": { "type": "string", "format": "uuid" } }
            },
            "Models": { "type": "array", "items": { "$ref": "#/$defs/Model" } }
        }
    });
    let slots = ["Namespace", "Name", "NewNamespace", "Text", "Model", "Models"];
    let s = |n: &str| slots.iter().position(|x| *x == n).unwrap();
    let ok = |code: u16, slot: usize| json!([{ "status": { "code": code }, "content_type": "application/json", "schema": slot }]);
    let param =
        |name: &str, slot: usize| json!([{ "name": name, "location": "path", "required": true, "schema": slot }]);
    let op = |id: &str, method: &str, path: &str, role: Value, responses: Value| {
        json!({
            "id": id, "rust_name": id, "method": method, "path": path,
            "role": role, "responses": responses, "invalid_status": 422
        })
    };
    let mut create = op(
        "createNamespace",
        "POST",
        "/v1/namespaces",
        json!({ "kind": "create", "resource": 0 }),
        ok(201, s("Namespace")),
    );
    create["body"] = json!({ "content_types": ["application/json"], "required": true, "schema": s("NewNamespace") });
    let mut read = op(
        "getNamespace",
        "GET",
        "/v1/namespaces/{namespace_name}",
        json!({ "kind": "read", "resource": 0 }),
        ok(200, s("Namespace")),
    );
    read["params"] = param("namespace_name", s("Text"));
    let list = op(
        "listModels",
        "GET",
        "/v1/models",
        json!({ "kind": "list", "resource": 1 }),
        ok(200, s("Models")),
    );
    let mut model = op(
        "getModel",
        "GET",
        "/v1/models/{model_id}",
        json!({ "kind": "read", "resource": 1 }),
        ok(200, s("Model")),
    );
    model["params"] = param("model_id", s("Text"));
    let resource = |name: &str, collection: &str, item: &str, id_param: &str, id_member: &str, record: usize| {
        json!({
            "name": name, "collection": collection, "item": item, "scope": [], "id_param": id_param,
            "id_member": id_member, "record": record, "source": "inferred"
        })
    };
    serde_json::from_value(json!({
        "title": "Named",
        "schemas": [{ "uri": URI, "schema": schema }],
        "slots": slots.iter().map(|n| format!("{URI}#/$defs/{n}")).collect::<Vec<_>>(),
        "operations": [create, read, list, model],
        "resources": [
            resource("namespaces", "/v1/namespaces", "/v1/namespaces/{namespace_name}", "namespace_name", "name", s("Namespace")),
            resource("models", "/v1/models", "/v1/models/{model_id}", "model_id", "id", s("Model"))
        ]
    }))
    .unwrap()
}

#[tokio::test]
async fn a_record_is_found_by_the_name_its_create_gave() {
    let fake = Fake::new(model(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let (base, c) = (running.base_url(), reqwest::Client::new());
    let (status, created) = send(c.post(format!("{base}/v1/namespaces")).json(&json!({ "name": "ns-1" }))).await;
    assert_eq!(status, 201, "{created}");
    assert_eq!(created["name"], "ns-1");
    let (status, read) = send(c.get(format!("{base}/v1/namespaces/ns-1"))).await;
    assert_eq!((status, &read), (200, &created));
    let (status, again) = send(c.post(format!("{base}/v1/namespaces")).json(&json!({ "name": "ns-1" }))).await;
    assert_eq!(status, 409, "a name is taken once: {again}");
    assert_eq!(fake.records("namespaces", &[]).len(), 1);
}

#[tokio::test]
async fn example_requests_name_records_the_fake_can_hold() {
    let options = Options {
        auto_create: true,
        ..Options::default()
    };
    let fake = Fake::new(model(), options).unwrap();
    let running = fake.start().await.unwrap();
    let (base, c) = (running.base_url(), reqwest::Client::new());

    let create = fake.example_request("createNamespace").unwrap();
    assert_eq!(
        create.body,
        Some(json!({ "name": "aa" })),
        "an optional member whose default is null is left out of a request"
    );
    let path = fake.example_request("getModel").unwrap().path;
    let id = path.strip_prefix("/v1/models/").unwrap();
    assert_eq!(id.len(), 36, "the record's uuid, not any string: {path}");
    let (status, model) = send(c.get(format!("{base}{path}"))).await;
    assert_eq!((status, model["id"].as_str()), (200, Some(id)));
}
