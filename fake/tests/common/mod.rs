//! A small hand-made model: volumes created and deleted through tasks, read, listed with paging,
//! patched with merge semantics and tag maps, behind an `Authorization: APIKey …` header.

#![allow(dead_code)]

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options, Running};
use serde_json::{Value, json};

pub const URI: &str = "https://fake.test/volumes.json";
pub const KEY: &str = "APIKey s3cr3t";

pub fn schemas() -> Value {
    json!({
        "$defs": {
            "Volume": {
                "type": "object",
                "required": ["id", "name", "size", "status", "project_id", "region_id", "created_at", "tags"],
                "properties": {
                    "id": { "type": "string", "format": "uuid" },
                    "name": { "$ref": "#/$defs/Name" },
                    "size": { "type": "integer", "minimum": 1, "maximum": 16384, "default": 10 },
                    "status": { "type": "string", "enum": ["available", "in-use"] },
                    "project_id": { "type": "integer" },
                    "region_id": { "type": "integer" },
                    "created_at": { "type": "string", "format": "date-time" },
                    "updated_at": { "type": ["string", "null"], "format": "date-time" },
                    "description": { "type": ["string", "null"] },
                    "tags": { "type": "array", "items": { "$ref": "#/$defs/Tag" } },
                    "attachments": { "type": ["array", "null"], "items": { "$ref": "#/$defs/Attachment" } }
                },
                "additionalProperties": false
            },
            "Attachment": {
                "type": "object",
                "required": ["attachment_id", "volume_id"],
                "properties": {
                    "attachment_id": { "type": "string", "format": "uuid" },
                    "volume_id": { "type": "string", "format": "uuid" },
                    "server_id": { "type": "string", "format": "uuid" },
                    "attached_at": { "type": "string", "format": "date-time" },
                    "device": { "type": "string" }
                }
            },
            "AttachVolume": {
                "type": "object",
                "required": ["instance_id"],
                "properties": {
                    "instance_id": { "type": "string", "format": "uuid" },
                    "attachment_tag": { "type": "string" }
                }
            },
            "Name": { "type": "string", "minLength": 1, "maxLength": 63, "pattern": "^[a-z][a-z0-9-]*$" },
            "Tag": {
                "type": "object",
                "required": ["key", "value", "read_only"],
                "properties": {
                    "key": { "type": "string" },
                    "value": { "type": "string" },
                    "read_only": { "type": "boolean" }
                }
            },
            "CreateVolume": {
                "type": "object",
                "required": ["name", "size"],
                "properties": {
                    "name": { "$ref": "#/$defs/Name" },
                    "size": { "type": "integer", "minimum": 1, "maximum": 16384 },
                    "description": { "type": "string" },
                    "tags": { "type": "object", "additionalProperties": { "type": "string" } }
                },
                "additionalProperties": false
            },
            "PatchVolume": {
                "type": "object",
                "properties": {
                    "name": { "$ref": "#/$defs/Name" },
                    "description": { "type": ["string", "null"] },
                    "tags": { "type": "object", "additionalProperties": { "type": ["string", "null"] } }
                },
                "additionalProperties": false
            },
            "VolumeList": {
                "type": "object",
                "required": ["count", "results"],
                "properties": {
                    "count": { "type": "integer", "minimum": 0 },
                    "results": { "type": "array", "items": { "$ref": "#/$defs/Volume" } }
                }
            },
            "TaskIds": {
                "type": "object",
                "required": ["tasks"],
                "properties": { "tasks": { "type": "array", "items": { "type": "string" } } }
            },
            "Task": {
                "type": "object",
                "required": ["id", "state", "task_type", "created_on"],
                "properties": {
                    "id": { "type": "string", "format": "uuid" },
                    "state": { "type": "string", "enum": ["NEW", "RUNNING", "FINISHED", "ERROR"] },
                    "task_type": { "type": "string" },
                    "created_on": { "type": "string", "format": "date-time" },
                    "error": { "type": ["string", "null"] },
                    "created_resources": {
                        "type": ["object", "null"],
                        "properties": {
                            "volumes": { "type": "array", "items": { "type": "string" } },
                            "ports": { "type": "array", "items": { "type": "string" } }
                        },
                        "additionalProperties": false
                    }
                }
            },
            "TaskList": {
                "type": "object",
                "required": ["results"],
                "properties": { "results": { "type": "array", "items": { "$ref": "#/$defs/Task" } } }
            },
            "Error": {
                "type": "object",
                "required": ["message"],
                "properties": { "message": { "type": "string" } }
            },
            "Problem": {
                "type": "object",
                "required": ["title", "detail"],
                "properties": {
                    "title": { "type": "string" },
                    "detail": { "type": "string" },
                    "errors": {
                        "type": "array",
                        "items": {
                            "type": "object",
                            "required": ["pointer", "message"],
                            "properties": { "pointer": { "type": "string" }, "message": { "type": "string" } }
                        }
                    }
                },
                "additionalProperties": false
            },
            "Status": {
                "type": "object",
                "required": ["ok", "version"],
                "properties": {
                    "ok": { "type": "boolean", "const": true },
                    "version": { "type": "string", "pattern": "^v\\d+\\.\\d+$" }
                }
            },
            "ScopeId": { "type": "integer", "minimum": 1 },
            "Limit": { "type": "integer", "minimum": 1, "maximum": 1000 },
            "Offset": { "type": "integer", "minimum": 0 },
            "Uuid": { "type": "string", "format": "uuid" },
            "StatusFilter": { "type": "string", "enum": ["available", "in-use"] },
            "OrderBy": { "type": "string", "enum": ["created_at.asc", "created_at.desc", "name.asc", "name.desc", "size.desc"] },
            "Text": { "type": "string" },
            "TagKeys": { "type": "array", "items": { "type": "string" } },
            "Flag": { "type": "boolean" },
            "Range": {
                "type": "object",
                "properties": {
                    "gt": { "type": "integer" }, "gte": { "type": "integer" },
                    "lt": { "type": "integer" }, "lte": { "type": "integer" }
                },
                "additionalProperties": false
            },
            "ExtendVolume": {
                "type": "object",
                "required": ["size"],
                "properties": { "size": { "type": "integer", "minimum": 1 }, "reason": { "type": "string" } }
            }
        }
    })
}

/// Slot names, in order.
pub const SLOTS: &[&str] = &[
    "Volume",
    "CreateVolume",
    "PatchVolume",
    "VolumeList",
    "TaskIds",
    "Task",
    "TaskList",
    "Error",
    "Problem",
    "Status",
    "ScopeId",
    "Limit",
    "Offset",
    "Uuid",
    "StatusFilter",
    "OrderBy",
    "Text",
    "TagKeys",
    "Flag",
    "ExtendVolume",
    "Range",
    "Attachment",
    "AttachVolume",
];

pub fn slot(name: &str) -> usize {
    SLOTS.iter().position(|s| *s == name).unwrap()
}

fn scope_params() -> Vec<Value> {
    vec![
        json!({ "name": "project_id", "location": "path", "required": true, "schema": slot("ScopeId") }),
        json!({ "name": "region_id", "location": "path", "required": true, "schema": slot("ScopeId") }),
    ]
}

fn item_params() -> Vec<Value> {
    let mut p = scope_params();
    p.push(json!({ "name": "volume_id", "location": "path", "required": true, "schema": slot("Uuid") }));
    p
}

/// Where the error schemas take the message and the faults, as the generator reads them.
fn error() -> Value {
    json!({ "message": "/message" })
}

fn problem() -> Value {
    json!({ "message": "/detail", "list": "/errors", "entry_message": "/message", "entry_pointer": "/pointer" })
}

fn errors() -> Vec<Value> {
    vec![
        json!({ "status": { "code": 404 }, "content_type": "application/json", "schema": slot("Error"), "error": error() }),
        json!({ "status": { "code": 422 }, "content_type": "application/json", "schema": slot("Problem"), "error": problem() }),
        json!({ "status": { "range": 4 }, "content_type": "application/json", "schema": slot("Error"), "error": error() }),
    ]
}

fn responses(ok: &str) -> Vec<Value> {
    let mut r = vec![json!({ "status": { "code": 200 }, "content_type": "application/json", "schema": slot(ok) })];
    r.extend(errors());
    r
}

pub const COLLECTION: &str = "/v1/volumes/{project_id}/{region_id}";
pub const ITEM: &str = "/v1/volumes/{project_id}/{region_id}/{volume_id}";

/// The model as JSON, for tests that change a part of it before reading it.
pub fn model_json() -> Value {
    let mut list_params = scope_params();
    list_params.push(json!({ "name": "limit", "location": "query", "required": false, "schema": slot("Limit") }));
    list_params.push(json!({ "name": "offset", "location": "query", "required": false, "schema": slot("Offset") }));
    list_params
        .push(json!({ "name": "status", "location": "query", "required": false, "schema": slot("StatusFilter") }));
    for (name, schema) in [
        ("order_by", "OrderBy"),
        ("search", "Text"),
        ("tag_key", "TagKeys"),
        ("tag_key_value", "Text"),
        ("include_prices", "Flag"),
    ] {
        list_params.push(json!({ "name": name, "location": "query", "required": false, "schema": slot(schema) }));
    }
    list_params.push(json!({
        "name": "size", "location": "query", "required": false, "schema": slot("Range"), "style": "deepObject", "explode": true
    }));
    list_params.push(json!({
        "name": "names", "location": "query", "required": false, "schema": slot("TagKeys"), "style": "pipeDelimited"
    }));
    list_params.push(json!({ "name": "has_tags", "location": "query", "required": false, "schema": slot("Flag") }));
    let op = |id: &str, method: &str, path: &str, role: Value| {
        json!({
            "id": id, "rust_name": id, "method": method, "path": path, "security": [["apikey"]],
            "role": role, "responses": responses("Error"), "invalid_status": 422
        })
    };
    let mut create = op(
        "createVolume",
        "POST",
        COLLECTION,
        json!({ "kind": "create", "resource": 0 }),
    );
    create["params"] = json!(scope_params());
    create["body"] = json!({ "content_types": ["application/json"], "required": true, "schema": slot("CreateVolume") });
    create["responses"] = json!(responses("TaskIds"));
    create["starts_tasks"] = json!({ "ids_pointer": "/tasks" });
    let mut list = op(
        "listVolumes",
        "GET",
        COLLECTION,
        json!({ "kind": "list", "resource": 0 }),
    );
    list["params"] = json!(list_params);
    list["responses"] = json!(responses("VolumeList"));
    list["paging"] = json!({
        "size_param": "limit", "start": { "kind": "offset", "param": "offset" },
        "items_pointer": "/results", "facts": [["/count", "total"]]
    });
    // What the generator reads each query parameter as (`lower/lists.rs`).
    let tags = json!({ "member": "tags", "pair": ["key", "value"] });
    let bounds = json!([["gt", "gt"], ["gte", "gte"], ["lt", "lt"], ["lte", "lte"]]);
    list["queries"] = json!([
        { "name": "status", "filter": { "kind": "equals", "member": "status" } },
        { "name": "order_by", "filter": { "kind": "sort" } },
        { "name": "search", "filter": { "kind": "contains", "member": "name" } },
        { "name": "tag_key", "filter": { "kind": "tag_keys", "tags": tags } },
        { "name": "tag_key_value", "filter": { "kind": "tag_pairs", "tags": tags } },
        { "name": "include_prices", "filter": { "kind": "detail" } },
        { "name": "size", "filter": { "kind": "range", "member": "size", "ops": bounds } },
        { "name": "names", "filter": { "kind": "any_of", "member": "name" } },
        { "name": "has_tags", "filter": { "kind": "non_empty", "member": "tags" } },
    ]);
    let mut read = op("getVolume", "GET", ITEM, json!({ "kind": "read", "resource": 0 }));
    read["params"] = json!(item_params());
    read["responses"] = json!(responses("Volume"));
    let mut patch = op("patchVolume", "PATCH", ITEM, json!({ "kind": "update", "resource": 0 }));
    patch["params"] = json!(item_params());
    patch["body"] = json!({ "content_types": ["application/merge-patch+json", "application/json"], "required": true, "schema": slot("PatchVolume"), "merge_patch": true });
    patch["responses"] = json!(responses("Volume"));
    let mut delete = op(
        "deleteVolume",
        "DELETE",
        ITEM,
        json!({ "kind": "delete", "resource": 0 }),
    );
    delete["params"] = json!(item_params());
    delete["responses"] = json!(responses("TaskIds"));
    delete["starts_tasks"] = json!({ "ids_pointer": "/tasks" });
    let mut task = op("getTask", "GET", "/v1/tasks/{task_id}", json!({ "kind": "task_read" }));
    task["params"] = json!([{ "name": "task_id", "location": "path", "required": true, "schema": slot("Uuid") }]);
    task["responses"] = json!(responses("Task"));
    let mut tasks = op("listTasks", "GET", "/v1/tasks", json!({ "kind": "task_list" }));
    tasks["responses"] = json!(responses("TaskList"));
    let mut status = op("getStatus", "GET", "/v1/status", json!({ "kind": "stateless" }));
    status.as_object_mut().unwrap().remove("security");
    status["responses"] = json!(responses("Status"));
    json!({
        "title": "Volumes API",
        "schemas": [{ "uri": URI, "schema": schemas() }],
        "slots": SLOTS.iter().map(|s| format!("{URI}#/$defs/{s}")).collect::<Vec<_>>(),
        "operations": [create, list, read, patch, delete, task, tasks, status],
        "resources": [{
            "name": "volumes", "collection": COLLECTION, "item": ITEM,
            "scope": ["project_id", "region_id"], "id_param": "volume_id", "id_member": "id",
            "record": slot("Volume"), "task_key": "volumes", "source": "inferred",
            "stamps": [{ "member": "created_at" }, { "member": "updated_at", "changes": true }],
            "tag_lists": [{ "member": "tags", "key": "key", "value": "value", "read_only": "read_only" }]
        }],
        "tasks": {
            "read": 5, "id_param": "task_id", "list": 6, "schema": slot("Task"),
            "state_pointer": "/state", "running_state": "RUNNING", "finished": ["FINISHED"], "failed": ["ERROR"],
            "error_pointer": "/error", "created_pointer": "/created_resources", "id_member": "task_type"
        },
        "schemes": { "apikey": { "kind": "header", "name": "Authorization", "scheme": "APIKey" } }
    })
}

pub fn model() -> Model {
    serde_json::from_value(model_json()).expect("the test model reads")
}

pub async fn start(options: Options) -> (Fake, Running) {
    let fake = Fake::new(model(), options).expect("the test model compiles");
    let running = fake.start().await.expect("the fake starts");
    (fake, running)
}

/// A client that sends the credentials.
pub fn client() -> reqwest::Client {
    let mut headers = reqwest::header::HeaderMap::new();
    headers.insert("authorization", KEY.parse().unwrap());
    reqwest::Client::builder().default_headers(headers).build().unwrap()
}

pub async fn send(req: reqwest::RequestBuilder) -> (u16, Value) {
    let resp = req.send().await.expect("the fake answers");
    let status = resp.status().as_u16();
    let text = resp.text().await.unwrap();
    let body = if text.is_empty() {
        Value::Null
    } else {
        serde_json::from_str(&text).unwrap_or(Value::String(text))
    };
    (status, body)
}

/// Creates a volume in project 1, region 2 and polls its task until it finishes; its id.
pub async fn create_volume(base: &str, c: &reqwest::Client, name: &str) -> String {
    let (status, body) = send(
        c.post(format!("{base}/v1/volumes/1/2"))
            .json(&json!({ "name": name, "size": 20 })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    let task = body["tasks"][0].as_str().unwrap().to_string();
    for _ in 0..10 {
        let (s, t) = send(c.get(format!("{base}/v1/tasks/{task}"))).await;
        assert_eq!(s, 200, "{t}");
        if t["state"] == "FINISHED" {
            return t["created_resources"]["volumes"][0].as_str().unwrap().to_string();
        }
    }
    panic!("the task of {name} never finished")
}
