//! The fake of the provider's document with the example overlay, over HTTP, for the tests that
//! play a consumer of it (`fake_resources.rs`, `fake_twin.rs`). Skips with a message when
//! `../shared` is absent.
#![allow(dead_code)] // each test file uses its part

use std::path::Path;

use oapigen_fake::model::Model;
use oapigen_fake::{Fake, Options, TaskPlan};
use serde_json::{Value, json};

pub fn model() -> Option<Model> {
    let root = Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/.."));
    let spec = root.join("../shared/corpus/gcore/cloud_api.yaml");
    if !spec.exists() {
        eprintln!(
            "skipped: {} not found (the shared material sits beside the repository in CI)",
            spec.display()
        );
        return None;
    }
    let overlay = root.join("examples/gcore-cloud/gcore.overlay.yaml");
    let (model, _) = oapigen::Builder::new()
        .spec(spec)
        .overlay(overlay)
        .fake_model()
        .unwrap_or_else(|e| panic!("{e}"));
    Some(model)
}

pub struct Api {
    pub fake: Fake,
    base: String,
    http: reqwest::Client,
    _running: oapigen_fake::Running,
}

impl Api {
    pub async fn new(model: Model) -> Api {
        let options = Options {
            auto_create: false,
            seed: 7,
            validate_answers: true,
        };
        let fake = Fake::new(model.clone(), options).expect("the model compiles");
        for op in model.operations.iter().filter(|o| o.starts_tasks.is_some()) {
            fake.set_task_plan(&op.id, TaskPlan::Immediately).unwrap();
        }
        let running = fake.start().await.expect("the fake starts");
        Api {
            base: running.base_url(),
            fake,
            http: reqwest::Client::new(),
            _running: running,
        }
    }

    /// `http://127.0.0.1:PORT` of the running fake.
    pub fn base_url(&self) -> &str {
        &self.base
    }

    /// The operation `METHOD path` of the document.
    pub fn op(&self, method: &str, path: &str) -> String {
        self.fake
            .model()
            .operations
            .iter()
            .find(|o| o.method == method && o.path == path)
            .unwrap_or_else(|| panic!("no {method} {path}"))
            .id
            .clone()
    }

    /// The document's example body of `METHOD template`, with `changes` merged in.
    pub fn body(&self, method: &str, template: &str, changes: Value) -> Value {
        let mut body = self
            .fake
            .example_request(&self.op(method, template))
            .unwrap()
            .body
            .unwrap_or(json!({}));
        if let (Value::Object(b), Value::Object(c)) = (&mut body, changes) {
            b.extend(c);
        }
        body
    }

    pub async fn send(&self, method: &str, path: &str, body: Option<Value>) -> (u16, Value) {
        let mut req = self
            .http
            .request(
                reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
                format!("{}{path}", self.base),
            )
            .header("Authorization", "apikey test");
        if let Some(b) = body {
            req = req.json(&b);
        }
        let answer = req.send().await.unwrap();
        let status = answer.status().as_u16();
        (status, answer.json().await.unwrap_or(Value::Null))
    }

    /// Creates through tasks; what the finished task names under `key`.
    pub async fn create(&self, path: &str, body: Value, key: &str) -> String {
        let (status, answer) = self.send("POST", path, Some(body)).await;
        assert!(status < 300, "POST {path}: {status} {answer}");
        let task = answer["tasks"][0]
            .as_str()
            .unwrap_or_else(|| panic!("{answer}"))
            .to_string();
        let (_, task) = self.send("GET", &format!("/cloud/v1/tasks/{task}"), None).await;
        assert_eq!(task["state"], "FINISHED", "{task}");
        let ids = &task["created_resources"][key];
        ids[0]
            .as_str()
            .unwrap_or_else(|| panic!("no {key} in {task}"))
            .to_string()
    }
}
