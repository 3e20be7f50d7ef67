//! What the schemas decide: records made for unknown ids, answers judged before they leave,
//! models refused up front, and the same seed giving the same run.

mod common;

use common::{URI, client, model, model_json, send};
use oapigen_fake::model::Model;
use oapigen_fake::{Error, Fake, Options, Prepared};
use serde_json::json;

const ID: &str = "3f2b8c1e-5a4d-4e6f-9b7a-1c2d3e4f5a6b";

#[tokio::test]
async fn auto_create_makes_the_same_record_for_the_same_id() {
    let options = Options {
        auto_create: true,
        ..Options::default()
    };
    let fake = Fake::new(model(), options).unwrap();
    let running = fake.start().await.unwrap();
    let (base, c) = (running.base_url(), client());
    let (status, first) = send(c.get(format!("{base}/v1/volumes/4/5/{ID}"))).await;
    assert_eq!(status, 200, "{first}");
    assert_eq!(
        (first["id"].as_str(), first["project_id"].as_i64()),
        (Some(ID), Some(4))
    );
    let (_, second) = send(c.get(format!("{base}/v1/volumes/4/5/{ID}"))).await;
    assert_eq!(first, second);
    assert_eq!(
        fake.records("volumes", &[("project_id", "4"), ("region_id", "5")]),
        vec![first.clone()]
    );

    fake.reset();
    let (_, after_reset) = send(c.get(format!("{base}/v1/volumes/4/5/{ID}"))).await;
    assert_eq!(
        first, after_reset,
        "made from the id and the seed, not from what happened before"
    );
    let other = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
    let (status, acted) = send(
        c.patch(format!("{base}/v1/volumes/4/5/{other}"))
            .json(&json!({ "name": "x" })),
    )
    .await;
    assert_eq!(
        (status, acted["name"].as_str()),
        (200, Some("x")),
        "acting on an unknown id makes it too"
    );
}

#[tokio::test]
async fn a_record_the_fake_cannot_make_is_a_500_naming_the_rule() {
    let mut m = model_json();
    m["schemas"][0]["schema"]["$defs"]["Volume"]["properties"]["status"] =
        json!({ "type": "string", "minLength": 5, "maxLength": 2 });
    let fake = Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let url = format!("{}/v1/volumes/1/2", running.base_url());
    let (status, body) = send(client().post(url).json(&json!({ "name": "n", "size": 1 }))).await;
    assert_eq!(status, 500, "{body}");
    assert_eq!(body["message"], "the fake cannot make a valid record");
    let errors = body["errors"].as_array().unwrap();
    assert!(errors.iter().any(|e| e["pointer"] == "/status"), "{body}");
    assert!(fake.records("volumes", &[]).is_empty());
}

#[tokio::test]
async fn answers_that_break_the_document_never_leave() {
    let mut m = model_json();
    m["schemas"][0]["schema"]["$defs"]["TaskIds"]["properties"]["tasks"]["items"] = json!({ "type": "integer" });
    let strict = Fake::new(serde_json::from_value(m.clone()).unwrap(), Options::default()).unwrap();
    let running = strict.start().await.unwrap();
    let url = format!("{}/v1/volumes/1/2", running.base_url());
    let (status, body) = send(client().post(&url).json(&json!({ "name": "n", "size": 1 }))).await;
    assert_eq!(status, 500, "{body}");
    assert_eq!(body["message"], "the fake's answer breaks the document");
    assert_eq!(body["errors"][0]["pointer"], "/tasks/0");
    assert!(
        body["errors"][0]["message"].as_str().unwrap().contains("integer"),
        "{body}"
    );
    assert_eq!(strict.journal()[0].status, Some(500));

    let lax = Fake::new(
        serde_json::from_value(m).unwrap(),
        Options {
            validate_answers: false,
            ..Options::default()
        },
    )
    .unwrap();
    let running = lax.start().await.unwrap();
    let url = format!("{}/v1/volumes/1/2", running.base_url());
    let (status, body) = send(client().post(&url).json(&json!({ "name": "n", "size": 1 }))).await;
    assert_eq!((status, body["tasks"][0].is_string()), (200, true));
}

#[test]
fn models_that_cannot_be_served_are_refused_up_front() {
    let mut m = model();
    m.slots[3] = format!("{URI}#/$defs/Nowhere");
    match Fake::new(m, Options::default()) {
        Err(Error::Schema { slot: Some(3), uri, .. }) => assert!(uri.ends_with("Nowhere")),
        other => panic!("{other:?}"),
    }
    let mut m = model_json();
    m["schemas"][0]["schema"]["$defs"]["Limit"] = json!({ "type": "integer", "minimum": "one" });
    match Fake::new(serde_json::from_value(m).unwrap(), Options::default()) {
        Err(e @ Error::Schema { slot: Some(11), .. }) => assert!(e.to_string().contains("slot 11"), "{e}"),
        other => panic!("{other:?}"),
    }
    let mut m = model();
    m.resources[0].record = Some(99);
    assert!(matches!(Fake::new(m, Options::default()), Err(Error::Model(_))));
    let fake = Fake::new(Model::default(), Options::default()).unwrap();
    assert!(fake.records("volumes", &[]).is_empty());
}

/// A prepared model compiles a schema when a request first needs it: one that cannot be
/// compiled does not stop the fakes made from it, its requests name it, and `compile_all`
/// finds it up front. Fakes of one prepared model keep their records apart.
#[tokio::test]
async fn prepared_models_compile_schemas_when_used_and_fakes_keep_their_own_state() {
    let mut m = model_json();
    m["schemas"][0]["schema"]["$defs"]["Limit"] = json!({ "type": "integer", "minimum": "one" });
    let prepared = Prepared::new(serde_json::from_value(m).unwrap()).unwrap();
    match prepared.compile_all() {
        Err(e @ Error::Schema { slot: Some(11), .. }) => assert!(e.to_string().contains("slot 11"), "{e}"),
        other => panic!("{other:?}"),
    }
    let (a, b) = (
        Fake::serving(prepared.clone(), Options::default()),
        Fake::serving(prepared, Options::default()),
    );
    let (ra, rb) = (a.start().await.unwrap(), b.start().await.unwrap());
    let c = client();
    let (status, body) = send(
        c.post(format!("{}/v1/volumes/1/2", ra.base_url()))
            .json(&json!({ "name": "n", "size": 1 })),
    )
    .await;
    assert_eq!(status, 200, "{body}");
    assert_eq!((a.journal().len(), b.journal().len()), (1, 0));
    let (status, body) = send(c.get(format!("{}/v1/volumes/1/2?limit=1", rb.base_url()))).await;
    assert_eq!(status, 500, "{body}");
    assert!(body.to_string().contains("slot 11"), "{body}");
}

/// A sliced crate's fake serves only the operations its features take: the others answer as
/// paths of no operation, and the ones it serves are unchanged.
#[tokio::test]
async fn a_prepared_model_serves_only_the_operations_it_is_told_to() {
    let prepared = Prepared::serving_only(model(), |o| o.method != "POST").unwrap();
    let fake = Fake::serving(prepared, Options::default());
    let running = fake.start().await.unwrap();
    let c = client();
    let url = format!("{}/v1/volumes/1/2", running.base_url());
    let (status, body) = send(c.post(&url).json(&json!({ "name": "n", "size": 1 }))).await;
    assert!(status == 404 || status == 405, "{status} {body}");
    let (status, body) = send(c.get(&url)).await;
    assert_eq!(status, 200, "{body}");
}

#[test]
fn inserted_records_are_judged_and_completed() {
    let fake = Fake::new(model(), Options::default()).unwrap();
    // What the test gives is judged as given.
    let err = fake
        .insert("volumes", &[], json!({ "name": "x", "size": "big" }))
        .unwrap_err();
    match &err {
        Error::Invalid { violations, .. } => assert!(violations.iter().any(|v| v.pointer == "/size"), "{err}"),
        other => panic!("{other:?}"),
    }
    // What it leaves out is made from the schema, as a create makes it.
    let id = fake.insert("volumes", &[], json!({ "name": "x" })).unwrap();
    let stored = fake.record("volumes", &id).unwrap();
    assert_eq!(stored["name"], "x");
    assert!(stored["size"].is_u64(), "{stored}");
    assert!(matches!(
        fake.insert("nothing", &[], json!({})),
        Err(Error::UnknownResource(_))
    ));
}

#[tokio::test]
async fn the_same_seed_gives_the_same_ids() {
    async fn first_task(seed: u64) -> String {
        let fake = Fake::new(
            model(),
            Options {
                seed,
                ..Options::default()
            },
        )
        .unwrap();
        let running = fake.start().await.unwrap();
        let url = format!("{}/v1/volumes/1/2", running.base_url());
        let (_, body) = send(client().post(url).json(&json!({ "name": "n", "size": 1 }))).await;
        body["tasks"][0].as_str().unwrap().to_string()
    }
    assert_eq!(first_task(7).await, first_task(7).await);
    assert_ne!(first_task(7).await, first_task(8).await);
}

#[tokio::test]
async fn an_error_shape_without_room_for_the_violations_names_them_in_its_message() {
    let mut m = model_json();
    let problem = &mut m["schemas"][0]["schema"]["$defs"]["Problem"]["properties"];
    problem.as_object_mut().unwrap().remove("errors");
    let fake = Fake::new(serde_json::from_value(m).unwrap(), Options::default()).unwrap();
    let running = fake.start().await.unwrap();
    let url = format!("{}/v1/volumes/1/2?limit=abc&offset=-1", running.base_url());
    let (status, body) = send(client().get(url)).await;
    assert_eq!(status, 422, "{body}");
    assert!(body.get("errors").is_none(), "{body}");
    let detail = body["detail"].as_str().unwrap();
    assert!(
        detail.starts_with("the request breaks the document: /$query/limit: ") && detail.contains("; /$query/offset: "),
        "{detail}"
    );
}
