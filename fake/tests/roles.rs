//! A second model for the roles the volumes model does not use: integer ids without scope, a
//! 201 create, replace, an action, a 204 delete, an unpaged list that is an array, a stateless
//! array answer and a documented error media type.

mod common;

use common::send;
use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const URI: &str = "https://fake.test/keys.json";

fn model() -> Model {
    let schema = json!({
        "$defs": {
            "Key": {
                "type": "object",
                "required": ["key_id", "label", "rotations"],
                "properties": {
                    "key_id": { "type": "integer", "minimum": 1 },
                    "label": { "type": "string", "maxLength": 20 },
                    "rotations": { "type": "integer", "minimum": 0, "example": 0 },
                    "fingerprint": { "type": "string", "pattern": "^SHA256:[A-Za-z0-9+/]{8}$" }
                },
                "additionalProperties": false
            },
            "NewKey": {
                "type": "object",
                "required": ["label"],
                "properties": { "label": { "type": "string", "maxLength": 20 } }
            },
            "Keys": { "type": "array", "items": { "$ref": "#/$defs/Key" } },
            "Rotated": {
                "type": "object",
                "required": ["key_id", "rotated_at"],
                "properties": { "key_id": { "type": "integer" }, "rotated_at": { "type": "string", "format": "date-time" } }
            },
            "Regions": { "type": "array", "minItems": 2, "items": { "type": "string", "enum": ["eu-1", "us-1"] }, "uniqueItems": true },
            "Problem": {
                "type": "object",
                "required": ["type", "title"],
                "properties": { "type": { "type": "string", "format": "uri" }, "title": { "type": "string" } }
            },
            "KeyId": { "type": "integer", "minimum": 1 }
        }
    });
    let slots = ["Key", "NewKey", "Keys", "Rotated", "Regions", "Problem", "KeyId"];
    let s = |n: &str| slots.iter().position(|x| *x == n).unwrap();
    let problem = json!({
        "status": "default", "content_type": "application/problem+json", "schema": s("Problem"),
        "error": { "message": "/title" }
    });
    let id_param = json!([{ "name": "key_id", "location": "path", "required": true, "schema": s("KeyId") }]);
    let op = |id: &str, method: &str, path: &str, role: Value, ok: Value| {
        json!({
            "id": id, "rust_name": id, "method": method, "path": path,
            "role": role, "responses": [ok, problem.clone()], "invalid_status": 400
        })
    };
    let ok = |code: u16, slot: Option<usize>| match slot {
        Some(slot) => json!({ "status": { "code": code }, "content_type": "application/json", "schema": slot }),
        None => json!({ "status": { "code": code } }),
    };
    let body = json!({ "content_types": ["application/json"], "required": true, "schema": s("NewKey") });
    let mut create = op(
        "createKey",
        "POST",
        "/keys",
        json!({ "kind": "create", "resource": 0 }),
        ok(201, Some(s("Key"))),
    );
    create["body"] = body.clone();
    let list = op(
        "listKeys",
        "GET",
        "/keys",
        json!({ "kind": "list", "resource": 0 }),
        ok(200, Some(s("Keys"))),
    );
    let mut read = op(
        "getKey",
        "GET",
        "/keys/{key_id}",
        json!({ "kind": "read", "resource": 0 }),
        ok(200, Some(s("Key"))),
    );
    read["params"] = id_param.clone();
    let mut replace = op(
        "putKey",
        "PUT",
        "/keys/{key_id}",
        json!({ "kind": "replace", "resource": 0 }),
        ok(200, Some(s("Key"))),
    );
    replace["params"] = id_param.clone();
    replace["body"] = body;
    let mut delete = op(
        "deleteKey",
        "DELETE",
        "/keys/{key_id}",
        json!({ "kind": "delete", "resource": 0 }),
        ok(204, None),
    );
    delete["params"] = id_param.clone();
    let mut rotate = op(
        "rotateKey",
        "POST",
        "/keys/{key_id}/rotate",
        json!({ "kind": "action", "resource": 0 }),
        ok(200, Some(s("Rotated"))),
    );
    rotate["params"] = id_param;
    let regions = op(
        "listRegions",
        "GET",
        "/regions",
        json!({ "kind": "stateless" }),
        ok(200, Some(s("Regions"))),
    );
    let m = json!({
        "title": "Keys",
        "schemas": [{ "uri": URI, "schema": schema }],
        "slots": slots.iter().map(|n| format!("{URI}#/$defs/{n}")).collect::<Vec<_>>(),
        "operations": [create, list, read, replace, delete, rotate, regions],
        "resources": [{
            "name": "keys", "collection": "/keys", "item": "/keys/{key_id}", "scope": [],
            "id_param": "key_id", "id_member": "key_id", "record": s("Key"), "source": "overlay"
        }]
    });
    serde_json::from_value(m).unwrap()
}

#[tokio::test]
async fn integer_ids_replace_actions_and_plain_deletes() {
    let fake = Fake::new(model(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let base = running.base_url();
    let c = reqwest::Client::new();

    let (status, k1) = send(c.post(format!("{base}/keys")).json(&json!({ "label": "one" }))).await;
    assert_eq!(status, 201, "{k1}");
    assert_eq!(k1, json!({ "key_id": 1, "label": "one", "rotations": 0 }));
    let (_, k2) = send(c.post(format!("{base}/keys")).json(&json!({ "label": "two" }))).await;
    assert_eq!(k2["key_id"], 2);

    let (status, list) = send(c.get(format!("{base}/keys"))).await;
    assert_eq!(status, 200);
    assert_eq!(
        list,
        json!([k1, k2]),
        "an unpaged list whose schema is an array is the array"
    );

    let (status, put) = send(c.put(format!("{base}/keys/2")).json(&json!({ "label": "deux" }))).await;
    assert_eq!(
        (status, put["label"].as_str(), put["key_id"].as_i64()),
        (200, Some("deux"), Some(2))
    );
    assert_eq!(fake.record("keys", "2").unwrap()["label"], "deux");

    let (status, rotated) = send(c.post(format!("{base}/keys/1/rotate"))).await;
    assert_eq!(status, 200, "{rotated}");
    assert_eq!(rotated["key_id"], 1, "the record's members the answer schema has");
    assert_eq!(rotated["rotated_at"], fake.now_rfc3339().as_str());
    assert_eq!(send(c.post(format!("{base}/keys/7/rotate"))).await.0, 404);

    let resp = c.delete(format!("{base}/keys/1")).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 204);
    assert!(resp.text().await.unwrap().is_empty());
    let resp = c.get(format!("{base}/keys/1")).send().await.unwrap();
    assert_eq!(resp.status().as_u16(), 404);
    assert_eq!(resp.headers()["content-type"], "application/problem+json");
    let problem: Value = resp.json().await.unwrap();
    assert_eq!(problem["title"], "no keys has the id 1", "{problem}");
    assert_eq!(problem["type"], "https://example.com/");

    let (status, bad) = send(c.get(format!("{base}/keys/zero"))).await;
    assert_eq!(status, 400, "{bad}");
    let (status, regions) = send(c.get(format!("{base}/regions"))).await;
    assert_eq!((status, regions), (200, json!(["eu-1", "us-1"])));
    assert_eq!(fake.records("keys", &[]).len(), 1);
}
