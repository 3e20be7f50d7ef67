//! Actions kept as records below what they act on (`POST /droplets/{id}/actions {type}`), as
//! several clouds keep them (issue 40):
//! - the action names what it acts on by a reference to any kind (`resource_id` beside
//!   `resource_type`): the parent's id and its kind as its collection names it;
//! - it is made done (`completed`), as the fake makes work it starts;
//! - its body's `type` (a value of one of the body's variants) leaves the parent in the state
//!   the value ends in (`power_off` → `off`);
//! - an action naming another record (`{type: attach, droplet_id}`) puts its id in the parent's
//!   list of such ids (`droplet_ids`), and the other lists the parent back (`volume_ids`);
//!   `detach` takes it out;
//! - a create answered `202 Accepted` shows its record's first state (`new`) until it is read
//!   again, and an action meanwhile is not undone when it settles;
//! - a text given where the record describes an object (`region: "nyc3"`) goes into the member
//!   naming it (`region.slug`), and into the record's `region_slug`.

use oapigen_fake::{Fake, Options};
use serde_json::{Value, json};

const DOC: &str = r#"
openapi: 3.0.3
info: {title: work, version: "1"}
paths:
  /droplets:
    post:
      operationId: create_droplet
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}, region: {type: string}}}}}
      responses:
        '202': {description: made, content: {application/json: {schema: {type: object, properties: {droplet: {$ref: '#/components/schemas/Droplet'}}}}}}
  /droplets/{droplet_id}:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    get:
      operationId: get_droplet
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {droplet: {$ref: '#/components/schemas/Droplet'}}}}}}
    delete:
      operationId: delete_droplet
      responses: {'204': {description: gone}}
  /droplets/{droplet_id}/actions:
    parameters: [{name: droplet_id, in: path, required: true, schema: {type: integer}}]
    post:
      operationId: act_on_droplet
      requestBody:
        required: true
        content:
          application/json:
            schema:
              oneOf:
                - {type: object, required: [type], properties: {type: {type: string, enum: [power_off, power_on]}}}
                - {type: object, required: [type, name], properties: {type: {type: string, enum: [rename]}, name: {type: string}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {type: object, properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /droplets/{droplet_id}/actions/{action_id}:
    parameters:
      - {name: droplet_id, in: path, required: true, schema: {type: integer}}
      - {name: action_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_droplet_action
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /volumes:
    post:
      operationId: create_volume
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, required: [name], properties: {name: {type: string}}}}}
      responses:
        '201': {description: made, content: {application/json: {schema: {type: object, properties: {volume: {$ref: '#/components/schemas/Volume'}}}}}}
  /volumes/{volume_id}:
    parameters: [{name: volume_id, in: path, required: true, schema: {type: string, format: uuid}}]
    get:
      operationId: get_volume
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {volume: {$ref: '#/components/schemas/Volume'}}}}}}
    delete:
      operationId: delete_volume
      responses: {'204': {description: gone}}
  /volumes/{volume_id}/actions:
    parameters: [{name: volume_id, in: path, required: true, schema: {type: string, format: uuid}}]
    post:
      operationId: act_on_volume
      requestBody:
        required: true
        content:
          application/json:
            schema:
              anyOf:
                - {type: object, required: [type, droplet_id], properties: {type: {type: string, enum: [attach, detach]}, droplet_id: {type: integer}}}
                - {type: object, required: [type, size], properties: {type: {type: string, enum: [attach, detach]}, size: {type: integer}}}
      responses:
        '202': {description: started, content: {application/json: {schema: {type: object, properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
  /volumes/{volume_id}/actions/{action_id}:
    parameters:
      - {name: volume_id, in: path, required: true, schema: {type: string, format: uuid}}
      - {name: action_id, in: path, required: true, schema: {type: integer}}
    get:
      operationId: get_volume_action
      responses:
        '200': {description: ok, content: {application/json: {schema: {type: object, properties: {action: {$ref: '#/components/schemas/Action'}}}}}}
components:
  schemas:
    Droplet:
      type: object
      required: [id, name, status, volume_ids]
      properties:
        id: {type: integer}
        name: {type: string}
        status: {type: string, enum: [new, active, off, archive]}
        volume_ids: {type: array, items: {type: string}}
        region: {$ref: '#/components/schemas/Region'}
        region_slug: {type: string}
    Region:
      properties:
        slug: {type: string}
        name: {type: string}
    Volume:
      type: object
      required: [id, name, droplet_ids]
      properties:
        id: {type: string, format: uuid}
        name: {type: string}
        droplet_ids: {type: array, items: {type: integer}}
    Action:
      type: object
      required: [id, status, type]
      properties:
        id: {type: integer}
        status: {type: string, enum: [in-progress, completed, errored], example: in-progress}
        type: {type: string}
        resource_id: {type: integer, nullable: true}
        resource_type: {type: string}
"#;

async fn call(http: &reqwest::Client, method: reqwest::Method, url: String, body: Option<Value>) -> (u16, Value) {
    let mut req = http.request(method, url);
    if let Some(b) = body {
        req = req.json(&b);
    }
    let resp = req.send().await.unwrap();
    let status = resp.status().as_u16();
    (status, resp.json().await.unwrap_or(Value::Null))
}

#[tokio::test]
async fn actions_kept_as_records_below_what_they_act_on() {
    use reqwest::Method;
    let model = oapigen::Builder::new()
        .spec_text("work.yaml", DOC)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0;
    let explained = model.explain();
    for said in [
        "`resource_type` its kind (`droplet`)",
        "when the body's /type is \"power_off\", sets the droplets record's /status to \"off\"",
        "when the body's /type is \"attach\", the id its `droplet_id` gives adds it to the volumes record's `droplet_ids`",
        "`droplets` lists them in `volume_ids`",
    ] {
        assert!(explained.contains(said), "`{said}` not in:\n{explained}");
    }
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    let running = fake.start().await.expect("the fake starts");
    let base = running.base_url();
    let http = reqwest::Client::new();
    let (status, d) = call(
        &http,
        Method::POST,
        format!("{base}/droplets"),
        Some(json!({"name": "web", "region": "nyc3"})),
    )
    .await;
    assert_eq!((status, &d["droplet"]["status"]), (202, &json!("new")), "{d}");
    assert_eq!(
        (&d["droplet"]["region"]["slug"], &d["droplet"]["region_slug"]),
        (&json!("nyc3"), &json!("nyc3")),
        "{d}"
    );
    let did = d["droplet"]["id"].clone();
    let (_, early) = call(
        &http,
        Method::POST,
        format!("{base}/droplets"),
        Some(json!({"name": "early"})),
    )
    .await;
    let eid = early["droplet"]["id"].clone();
    let mut seen = Vec::new();
    for _ in 0..3 {
        let (_, read) = call(&http, Method::GET, format!("{base}/droplets/{eid}"), None).await;
        seen.push(read["droplet"]["status"].clone());
    }
    assert_eq!(seen.last(), Some(&json!("active")), "settles as it is read: {seen:?}");
    assert_eq!(seen.first(), Some(&json!("new")), "{seen:?}");
    let (status, a) = call(
        &http,
        Method::POST,
        format!("{base}/droplets/{did}/actions"),
        Some(json!({"type": "power_off"})),
    )
    .await;
    assert_eq!(status, 201, "{a}");
    let action = &a["action"];
    assert_eq!(
        (
            &action["type"],
            &action["resource_id"],
            &action["resource_type"],
            &action["status"]
        ),
        (&json!("power_off"), &did, &json!("droplet"), &json!("completed")),
        "{a}"
    );
    for _ in 0..3 {
        let (_, d) = call(&http, Method::GET, format!("{base}/droplets/{did}"), None).await;
        assert_eq!(
            d["droplet"]["status"],
            json!("off"),
            "the power-off stays as the create settles: {d}"
        );
    }

    let (_, v) = call(
        &http,
        Method::POST,
        format!("{base}/volumes"),
        Some(json!({"name": "data"})),
    )
    .await;
    let vid = v["volume"]["id"].as_str().unwrap().to_string();
    let (status, a) = call(
        &http,
        Method::POST,
        format!("{base}/volumes/{vid}/actions"),
        Some(json!({"type": "attach", "droplet_id": did})),
    )
    .await;
    assert_eq!(status, 202, "{a}");
    // A UUID is no integer `resource_id`: left as made, the action still made.
    assert_eq!(a["action"]["resource_type"], json!("volume"), "{a}");
    let (_, v) = call(&http, Method::GET, format!("{base}/volumes/{vid}"), None).await;
    assert_eq!(v["volume"]["droplet_ids"], json!([did]), "{v}");
    let (_, d) = call(&http, Method::GET, format!("{base}/droplets/{did}"), None).await;
    assert_eq!(d["droplet"]["volume_ids"], json!([vid]), "{d}");
    call(
        &http,
        Method::POST,
        format!("{base}/volumes/{vid}/actions"),
        Some(json!({"type": "detach", "droplet_id": did})),
    )
    .await;
    let (_, v) = call(&http, Method::GET, format!("{base}/volumes/{vid}"), None).await;
    assert_eq!(v["volume"]["droplet_ids"], json!([]), "{v}");
    let (_, d) = call(&http, Method::GET, format!("{base}/droplets/{did}"), None).await;
    assert_eq!(d["droplet"]["volume_ids"], json!([]), "{d}");
}
