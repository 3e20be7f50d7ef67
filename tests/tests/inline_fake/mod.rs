//! A fake of a document written in the test, over HTTP (`fake_labels.rs`, `fake_links.rs`,
//! `fake_parts.rs`, `fake_unique.rs`).
#![allow(dead_code)] // each test file uses its part

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options, Running};
use serde_json::Value;

/// The fake's model of `doc`.
pub fn model(doc: &str) -> Model {
    oapigen::Builder::new()
        .spec_text("doc.yaml", doc)
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"))
        .0
}

/// The fake of `model`, started on loopback.
pub async fn start(model: Model) -> Running {
    let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
    fake.start().await.expect("the fake starts")
}

/// The fake of `doc`, started on loopback.
pub async fn serve(doc: &str) -> Running {
    start(model(doc)).await
}

/// One request: its status, and its body as JSON (null where it has none).
pub async fn call(http: &reqwest::Client, method: reqwest::Method, url: String, body: Option<Value>) -> (u16, Value) {
    let mut req = http.request(method, url);
    if let Some(b) = body {
        req = req.json(&b);
    }
    let answer = req.send().await.expect("the fake answers");
    let status = answer.status().as_u16();
    let text = answer.text().await.unwrap_or_default();
    (status, serde_json::from_str(&text).unwrap_or(Value::Null))
}
