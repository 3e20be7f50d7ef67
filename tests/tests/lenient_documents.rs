//! What real documents get wrong where the meaning is clear (issue 39, point 5), on the wire:
//! the generated client and the fake read each case of `fixtures/specs/lenient_documents.yaml`
//! as its warning says, and agree on every request. Each case's reading and warning are tested
//! in the generator's `tests/lenient.rs`; this is what a user sees.

use std::path::Path;

use oapigen_fake::{Fake, Options};
use oapigen_runtime::{Validate, ValidateJson};
use oapigen_tests::lenient_documents::{Client, types};
use serde_json::{Value, json};

fn spec() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/specs/lenient_documents.yaml")
}

fn model() -> (oapigen_fake::model::Model, Vec<oapigen::Diagnostic>) {
    oapigen::Builder::new()
        .spec(spec())
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn each_reading_is_a_located_warning() {
    let (_, warnings) = model();
    // Each reading is said, once: three repeated names, two patterns, the nameless parameter
    // and the three operations whose path keys have a query part.
    let mut said: Vec<(&str, &str)> = warnings
        .iter()
        .map(|w| (w.keyword.as_deref().unwrap_or_default(), w.pointer.as_str()))
        .collect();
    said.sort();
    assert_eq!(
        said,
        [
            ("name", "/paths/~1accounts/get/parameters/0"),
            ("paths", "/paths/~1rest?method=accounts.count/get"),
            ("paths", "/paths/~1rest?method=accounts.ping/get"),
            ("paths", "/paths/~1search?query={query}&v=2/get"),
            ("pattern", "/components/schemas/Handle/pattern"),
            ("pattern", "/components/schemas/Motto/pattern"),
            ("required", "/components/schemas/Account/required/2"),
            ("required", "/components/schemas/Account/required/3"),
            ("required", "/components/schemas/AccountCreate/required/2"),
        ],
        "{warnings:?}"
    );
}

struct Api {
    fake: Fake,
    client: Client,
    base: String,
    http: reqwest::Client,
    _running: oapigen_fake::Running,
}

impl Api {
    async fn new() -> Api {
        let (model, _) = model();
        let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
        let running = fake.start().await.expect("the fake starts");
        let client = Client::builder().base_url(running.base_url()).build().unwrap();
        Api {
            base: running.base_url(),
            fake,
            client,
            http: reqwest::Client::new(),
            _running: running,
        }
    }

    /// A request as another client would send it: the fake's own verdict.
    async fn send(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut req = self.http.request(
            reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
            format!("{}{path}", self.base),
        );
        if let Some(b) = body {
            req = req.json(&b);
        }
        let answer = req.send().await.unwrap();
        let status = answer.status().as_u16();
        (status, answer.json().await.unwrap_or(Value::Null))
    }
}

fn account(handle: &str, motto: Option<&str>) -> types::AccountCreate {
    let mut value = json!({"name": "Ada", "handle": handle});
    if let Some(m) = motto {
        value["motto"] = json!(m);
    }
    serde_json::from_value(value).unwrap()
}

#[tokio::test]
async fn ruby_anchors_and_repeated_required_names_are_read_alike_by_client_and_fake() {
    let api = Api::new().await;
    // `\A[a-z]+\z` is `^[a-z]+$`: "ada" passes both, and the record the fake makes satisfies
    // the schema whose `required` named `id` and `name` twice.
    let made = api
        .client
        .create_account()
        .body(account("ada", Some("be kind\n")))
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let made = serde_json::to_value(made).unwrap();
    assert_eq!(made["handle"], "ada", "{made}");
    assert!(made["id"].is_string(), "{made}");
    assert!(types::Account::validate_json(&made).is_ok(), "{made}");
    // Read as ECMA-262 reads `\A…\z` (the letters), "AadaZ" would pass and "ada" fail: both
    // judges refuse the one and take the other.
    for (handle, motto, ok) in [
        ("Aadaz", None, false),
        ("ada\n", None, false),
        ("ada", Some("be kind\n"), true),
        ("ada", Some("be kind\n\n"), false),
    ] {
        let value = account(handle, motto);
        assert_eq!(value.validate().is_ok(), ok, "client: {handle:?} {motto:?}");
        let (status, answer) = api
            .send("POST", "/accounts", Some(serde_json::to_value(&value).unwrap()))
            .await;
        assert_eq!(status == 201, ok, "fake: {handle:?} {motto:?}: {status} {answer}");
    }
}

#[tokio::test]
async fn a_query_part_of_a_path_key_is_sent_and_routed_alike() {
    let api = Api::new().await;
    // `/search?query={query}&v=2`: the path `/search`, the query parameter checked as declared,
    // the pair sent with it.
    api.client
        .search_accounts()
        .query("ad")
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    assert!(
        api.client.search_accounts().query("a").build_request().is_err(),
        "minLength 2"
    );
    let sent = api.fake.journal_of("searchAccounts");
    assert_eq!(sent.len(), 1, "{sent:?}");
    assert_eq!(sent[0].path, "/search");
    let mut query = sent[0].query.clone();
    query.sort();
    assert_eq!(
        query,
        [
            ("query".to_string(), "ad".to_string()),
            ("v".to_string(), "2".to_string())
        ]
    );
    // The fake holds the pair to its value, as the client sends it.
    let (status, answer) = api.send("GET", "/search?query=ad&v=3", None).await;
    assert_eq!(status, 422, "{answer}");
    assert!(answer.to_string().contains("must be `2`"), "{answer}");
    // Two operations of one method on `/rest`, told apart by their pairs.
    api.client.ping().send().await.unwrap_or_else(|e| panic!("{e}"));
    api.client
        .count_accounts()
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let routed: Vec<(Option<String>, String)> = api
        .fake
        .journal()
        .into_iter()
        .filter(|e| e.path == "/rest")
        .map(|e| (e.operation, e.query.iter().map(|(k, v)| format!("{k}={v}")).collect()))
        .collect();
    assert_eq!(
        routed,
        [
            (Some("ping".to_string()), "method=accounts.ping".to_string()),
            (Some("countAccounts".to_string()), "method=accounts.count".to_string()),
        ]
    );
}

#[tokio::test]
async fn a_parameter_without_a_name_is_neither_sent_nor_expected() {
    let api = Api::new().await;
    api.client
        .list_accounts()
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
    let sent = api.fake.journal_of("listAccounts");
    assert_eq!((sent[0].status, sent[0].query.len()), (Some(200), 0), "{sent:?}");
}

#[tokio::test]
async fn a_long_bounded_repetition_is_judged_alike_by_client_and_fake() {
    let api = Api::new().await;
    for (key, ok) in [("k", true), ("", false)] {
        let body = json!({"key": key});
        assert_eq!(types::Metric::validate_json(&body).is_ok(), ok, "client: {key:?}");
        let (status, answer) = api.send("POST", "/metrics", Some(body)).await;
        assert_eq!(status == 204, ok, "fake: {key:?}: {status} {answer}");
    }
    let metric: types::Metric = serde_json::from_value(json!({"key": "k"})).unwrap();
    api.client
        .put_metric()
        .body(metric)
        .send()
        .await
        .unwrap_or_else(|e| panic!("{e}"));
}
