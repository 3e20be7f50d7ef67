//! The fake judges each operation by its own `security` (issue 39 point 6; the fixture
//! `tests/fixtures/specs/security.yaml`): a request lacking what its operation asks for is a 401
//! in the operation's documented error shape, one carrying it goes through, and the generated
//! client, given every credential, passes every operation.

use std::path::Path;

use oapigen_fake::{Fake, Options};
use oapigen_tests::security::{Client, Credentials as _};
use serde_json::Value;

struct Api {
    fake: Fake,
    base: String,
    http: reqwest::Client,
    _running: oapigen_fake::Running,
}

impl Api {
    async fn start() -> Api {
        let spec = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures/specs/security.yaml");
        let (model, _) = oapigen::Builder::new()
            .spec(spec)
            .emit_rerun_if_changed(false)
            .fake_model()
            .unwrap_or_else(|e| panic!("{e}"));
        let fake = Fake::new(model, Options::default()).unwrap_or_else(|e| panic!("the model compiles: {e}"));
        let running = fake.start().await.expect("the fake starts");
        Api {
            base: running.base_url(),
            fake,
            http: reqwest::Client::new(),
            _running: running,
        }
    }

    /// `method path` with `headers`: the status and the answer's `message`.
    async fn send(&self, method: &str, path: &str, headers: &[(&str, &str)]) -> (u16, Option<String>) {
        let mut req = self.http.request(
            reqwest::Method::from_bytes(method.as_bytes()).unwrap(),
            format!("{}{path}", self.base),
        );
        for (k, v) in headers {
            req = req.header(*k, *v);
        }
        let answer = req.send().await.unwrap();
        let status = answer.status().as_u16();
        let body: Value = answer.json().await.unwrap_or(Value::Null);
        (status, body["message"].as_str().map(str::to_owned))
    }
}

const USER: (&str, &str) = ("X-API-Key", "u-key");
const ADMIN: (&str, &str) = ("X-Admin-Key", "a-key");
const BEARER: (&str, &str) = ("Authorization", "Bearer tok");
const BASIC: (&str, &str) = ("Authorization", "Basic dTpw");

#[tokio::test]
async fn the_fake_refuses_a_request_lacking_its_operations_own_schemes_and_takes_it_with_them() {
    let api = Api::start().await;
    let refused = |message: &str| (401, Some(message.to_owned()));
    // The document's requirement, inherited: the user's key, not another.
    assert_eq!(
        api.send("GET", "/things", &[ADMIN]).await,
        refused("the request has no `X-API-Key` header")
    );
    assert_eq!(api.send("GET", "/things", &[USER]).await.0, 200);
    // Two schemes together: both, or a 401 naming the one missing.
    assert_eq!(
        api.send("POST", "/admin/things", &[USER]).await,
        refused("the request has no `X-Admin-Key` header")
    );
    assert_eq!(
        api.send("POST", "/admin/things", &[ADMIN]).await,
        refused("the request has no `X-API-Key` header")
    );
    assert_eq!(api.send("POST", "/admin/things", &[USER, ADMIN]).await.0, 200);
    // Two alternatives: either one; without both, the 401 says what the operation accepts.
    assert_eq!(
        api.send("GET", "/reports", &[BASIC]).await,
        refused(
            "the request carries none of the credentials the operation accepts: `bearer` (`Authorization: Bearer …`), or `query_key` (the `key` query parameter)"
        )
    );
    assert_eq!(api.send("GET", "/reports", &[BEARER]).await.0, 200);
    assert_eq!(api.send("GET", "/reports?key=q", &[]).await.0, 200);
    // HTTP Basic: a bearer token is not it.
    assert_eq!(
        api.send("GET", "/archive", &[BEARER]).await,
        refused("the `authorization` header must start with `Basic `")
    );
    assert_eq!(api.send("GET", "/archive", &[BASIC]).await.0, 200);
    // Optional, and none asked for: anonymous goes through.
    assert_eq!(api.send("GET", "/public", &[]).await.0, 200);
    assert_eq!(api.send("GET", "/health", &[]).await.0, 200);
    // The journal shows none of the credentials, the query key included.
    let journal = serde_json::to_string(&api.fake.journal()).unwrap();
    for secret in ["u-key", "a-key", "tok", "dTpw", "\"q\""] {
        assert!(!journal.contains(secret), "{secret} in {journal}");
    }
}

#[tokio::test]
async fn the_generated_client_given_every_credential_passes_every_operation_of_the_fake() {
    let api = Api::start().await;
    let client = Client::builder()
        .base_url(&api.base)
        .api_key("u-key")
        .admin_key("a-key")
        .query_key("q")
        .bearer("tok")
        .basic("user", "password")
        .oauth("o-tok")
        .build()
        .unwrap();
    client.list_things().send().await.unwrap();
    client.get_report().send().await.unwrap();
    client.create_thing().send().await.unwrap();
    client.get_public().send().await.unwrap();
    client.health().send().await.unwrap();
    client.get_archive().send().await.unwrap();
    let statuses: Vec<Option<u16>> = api.fake.journal().iter().map(|e| e.status).collect();
    assert_eq!(statuses, [Some(200); 6]);
    // With the user's key alone, what needs more never reaches the fake.
    let client = Client::builder().base_url(&api.base).api_key("u-key").build().unwrap();
    api.fake.clear_journal();
    assert!(client.create_thing().send().await.is_err());
    assert!(client.get_archive().send().await.is_err());
    assert!(api.fake.journal().is_empty());
}
