//! `Fake::example_request`: a request every operation accepts, made from its schemas, the same
//! for the same seed.

mod common;

use common::{send, slot};
use oapigen_fake::model::Model;
use oapigen_fake::{Error, ExampleRequest, Fake, Options};
use serde_json::{Value, json};

/// The volumes model and one operation more, whose parameters are in every place and shape: a
/// path value that must be encoded, a required array in the query, a header, a cookie and a
/// query parameter carrying JSON.
fn model() -> Model {
    let mut m = common::model_json();
    let defs = &mut m["schemas"][0]["schema"]["$defs"];
    defs["Term"] = json!({ "type": "string", "enum": ["a b/c?"] });
    defs["Ids"] =
        json!({ "type": "array", "minItems": 2, "uniqueItems": true, "items": { "type": "integer", "minimum": 5 } });
    defs["Trace"] = json!({ "type": "string", "pattern": "^t-[0-9]{4}$" });
    defs["Filter"] = json!({ "type": "object", "required": ["size"], "properties": { "size": { "type": "integer", "minimum": 3 } } });
    defs["Impossible"] = json!({ "type": "string", "minLength": 3, "maxLength": 1 });
    let base = common::SLOTS.len();
    for (i, name) in ["Term", "Ids", "Trace", "Filter", "Impossible"].iter().enumerate() {
        m["slots"]
            .as_array_mut()
            .unwrap()
            .push(json!(format!("{}#/$defs/{name}", common::URI)));
        assert_eq!(m["slots"].as_array().unwrap().len(), base + i + 1);
    }
    let search = json!({
        "id": "search", "rust_name": "search", "method": "GET", "path": "/v1/search/{term}",
        "security": [["apikey"]], "role": { "kind": "stateless" }, "invalid_status": 422,
        "params": [
            { "name": "term", "location": "path", "required": true, "schema": base },
            { "name": "ids", "location": "query", "required": true, "schema": base + 1 },
            { "name": "filter", "location": "query", "required": true, "schema": base + 3, "json": true },
            { "name": "limit", "location": "query", "required": false, "schema": slot("Limit") },
            { "name": "X-Trace", "location": "header", "required": true, "schema": base + 2 },
            { "name": "session", "location": "cookie", "required": true, "schema": base + 2 }
        ],
        "responses": [{ "status": { "code": 200 }, "content_type": "application/json", "schema": slot("Status") }]
    });
    let impossible = json!({
        "id": "impossible", "rust_name": "impossible", "method": "GET", "path": "/v1/impossible",
        "role": { "kind": "stateless" }, "invalid_status": 422,
        "params": [{ "name": "q", "location": "query", "required": true, "schema": base + 4 }],
        "responses": []
    });
    let ops = m["operations"].as_array_mut().unwrap();
    ops.push(search);
    ops.push(impossible);
    serde_json::from_value(m).unwrap()
}

fn fake(seed: u64, auto_create: bool) -> Fake {
    let options = Options {
        seed,
        auto_create,
        ..Options::default()
    };
    Fake::new(model(), options).unwrap()
}

async fn sent(c: &reqwest::Client, base: &str, r: &ExampleRequest) -> (u16, Value) {
    let method = reqwest::Method::from_bytes(r.method.as_bytes()).unwrap();
    let mut req = c.request(method, format!("{base}{}", r.path)).query(&r.query);
    for (k, v) in &r.headers {
        req = req.header(k, v);
    }
    if let (Some(body), Some(media)) = (&r.body, &r.content_type) {
        req = req.header("content-type", media).body(body.to_string());
    }
    send(req).await
}

#[tokio::test]
async fn every_operation_accepts_its_example_request() {
    let fake = fake(3, true);
    let running = fake.start().await.unwrap();
    let base = running.base_url();
    let c = reqwest::Client::new();
    let ids: Vec<String> = fake.model().operations.iter().map(|o| o.id.clone()).collect();
    let mut statuses = Vec::new();
    for id in ids.iter().filter(|id| *id != "impossible") {
        let r = fake.example_request(id).unwrap();
        let (status, body) = sent(&c, &base, &r).await;
        statuses.push((id.as_str(), status));
        assert!(
            (200..300).contains(&status) || status == 404,
            "{id}: {status} {body}\n{r:?}"
        );
    }
    // Reads of ids never created make their record under auto_create; a task id is not a record.
    let want = [
        ("createVolume", 200),
        ("listVolumes", 200),
        ("getVolume", 200),
        ("patchVolume", 200),
        ("deleteVolume", 200),
        ("getTask", 404),
        ("listTasks", 200),
        ("getStatus", 200),
        ("search", 200),
    ];
    assert_eq!(statuses, want);
}

#[test]
fn values_fill_every_place_the_operation_needs() {
    let fake = fake(3, false);
    let r = fake.example_request("search").unwrap();
    assert_eq!(r.method, "GET");
    assert_eq!(
        r.path, "/v1/search/a%20b%2Fc%3F",
        "the value percent-encoded in its segment"
    );
    assert_eq!(
        r.query,
        [
            ("ids".to_string(), "5".to_string()),
            ("ids".to_string(), "6".to_string()),
            ("filter".to_string(), r#"{"size":3}"#.to_string()),
        ],
        "an array is a pair per item, JSON text as JSON, optional parameters left out"
    );
    assert_eq!(
        r.headers,
        [
            ("X-Trace".to_string(), "t-0000".to_string()),
            ("cookie".to_string(), "session=t-0000".to_string()),
            ("Authorization".to_string(), "APIKey test".to_string()),
        ]
    );
    assert_eq!((r.body, r.content_type), (None, None));

    let create = fake.example_request("createVolume").unwrap();
    assert_eq!(
        create.path, "/v1/volumes/1/1",
        "the smallest scope ids the schema allows"
    );
    assert_eq!(create.content_type.as_deref(), Some("application/json"));
    let body = create.body.unwrap();
    assert!(body["name"].as_str().is_some_and(|n| !n.is_empty()), "{body}");
    assert!(body["size"].as_i64().is_some_and(|s| s >= 1), "{body}");
    let patch = fake.example_request("patchVolume").unwrap();
    assert_eq!(
        patch.content_type.as_deref(),
        Some("application/merge-patch+json"),
        "the first JSON media type the operation lists"
    );
    assert_eq!(patch.body, Some(json!({})), "a patch with no required member");
    let status = fake.example_request("getStatus").unwrap();
    assert!(status.headers.is_empty(), "no credentials where none are required");
}

#[test]
fn the_seed_and_the_operation_decide_the_values() {
    let a = fake(3, false);
    let ids: Vec<String> = a.model().operations.iter().map(|o| o.id.clone()).collect();
    let ids: Vec<&String> = ids.iter().filter(|i| *i != "impossible").collect();
    let forward: Vec<ExampleRequest> = ids.iter().map(|i| a.example_request(i).unwrap()).collect();
    let b = fake(3, false);
    let backward: Vec<ExampleRequest> = ids.iter().rev().map(|i| b.example_request(i).unwrap()).collect();
    assert_eq!(
        forward,
        backward.into_iter().rev().collect::<Vec<_>>(),
        "the same whatever was asked before"
    );
    let get = |f: &Fake| f.example_request("getVolume").unwrap().path;
    assert_eq!(get(&a), get(&fake(3, true)));
    assert_ne!(get(&a), get(&fake(4, false)), "a uuid from the seed");
}

#[test]
fn an_operation_without_a_valid_request_is_an_error_naming_the_parameter() {
    let fake = fake(0, false);
    match fake.example_request("impossible") {
        Err(Error::Invalid { message, violations }) => {
            assert!(message.contains("/$query/q of impossible"), "{message}");
            assert!(!violations.is_empty());
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(
        fake.example_request("nope"),
        Err(Error::UnknownOperation("nope".into()))
    );
}
