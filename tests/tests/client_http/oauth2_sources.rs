//! The runtime's OAuth 2 token sources (issue 42 point 3): the client credentials grant and the
//! refresh token grant asked at a token endpoint on the loopback server, their tokens sent to
//! the API, a rotated refresh token kept, and the endpoint's refusal a clear error without the
//! secret.

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD;
use oapigen_runtime::transport::oauth2::{ClientCredentials, RefreshToken};

use super::*;

const SECRET: &str = "client-SECRET-91f2";

/// The form pairs of a recorded request's body.
fn form(req: &Recorded) -> Vec<(String, String)> {
    form_urlencoded::parse(&req.body).into_owned().collect()
}

/// A token endpoint at `/oauth/token` (taking `client:SECRET` by Basic, or a public client by
/// its id in the form) handing out `at-N` with a rotated refresh token `rt-N`, beside the API,
/// which takes only the latest token.
fn provider(call: &Call<'_>) -> Reply {
    let req = call.req;
    if req.path == "/oauth/token" {
        let basic = format!("Basic {}", STANDARD.encode(format!("client:{SECRET}")));
        let pairs = form(req);
        let public = pairs.iter().any(|(k, v)| k == "client_id" && v == "public-app");
        if req.header("authorization") != Some(basic.as_str()) && !public {
            return Reply::json(
                401,
                json!({"error": "invalid_client", "error_description": "bad credentials"}),
            );
        }
        let n = call.nth_same_path + 1;
        return Reply::json(
            200,
            json!({"access_token": format!("at-{n}"), "token_type": "Bearer", "expires_in": 3600, "refresh_token": format!("rt-{n}")}),
        );
    }
    Reply::json(200, task_json(TASK_A, "FINISHED"))
}

fn api_auth(server: &Server) -> Vec<String> {
    server
        .requests()
        .iter()
        .filter(|r| r.path != "/oauth/token")
        .map(|r| r.header("authorization").unwrap_or("none").to_owned())
        .collect()
}

#[tokio::test]
async fn client_credentials_are_exchanged_for_a_token_the_api_gets() {
    let server = Server::start(provider).await;
    let source = ClientCredentials::new(format!("{}/oauth/token", server.base_url), "client", SECRET)
        .scopes(["tasks:read", "tasks:write"]);
    assert!(!format!("{source:?}").contains(SECRET), "{source:?}");
    let client = Client::builder()
        .base_url(&server.base_url)
        .token_source(source)
        .build()
        .unwrap();
    for _ in 0..2 {
        bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    }
    let asked: Vec<Recorded> = server
        .requests()
        .into_iter()
        .filter(|r| r.path == "/oauth/token")
        .collect();
    assert_eq!(asked.len(), 1, "the token is kept while it lasts");
    assert_eq!(asked[0].method, "POST");
    assert_eq!(
        form(&asked[0]),
        [
            ("grant_type".to_owned(), "client_credentials".to_owned()),
            ("scope".to_owned(), "tasks:read tasks:write".to_owned())
        ]
    );
    assert_eq!(api_auth(&server), ["apikey at-1", "apikey at-1"]);
}

#[tokio::test]
async fn a_refresh_token_is_exchanged_and_its_rotation_kept() {
    // The API refuses the first access token: the client renews it, with the refresh token the
    // first exchange rotated.
    let server = Server::start(|call| {
        if call.req.path != "/oauth/token" && call.req.header("authorization") == Some("apikey at-1") {
            return Reply::json(401, json!({"message": "token revoked"}));
        }
        provider(call)
    })
    .await;
    let source = RefreshToken::new(format!("{}/oauth/token", server.base_url), "public-app", "rt-0");
    assert!(!format!("{source:?}").contains("rt-0"), "{source:?}");
    let client = Client::builder()
        .base_url(&server.base_url)
        .token_source(source)
        .build()
        .unwrap();
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    let asked: Vec<Vec<(String, String)>> = server
        .requests()
        .iter()
        .filter(|r| r.path == "/oauth/token")
        .map(form)
        .collect();
    let grant = |refresh: &str| {
        vec![
            ("grant_type".to_owned(), "refresh_token".to_owned()),
            ("refresh_token".to_owned(), refresh.to_owned()),
            ("client_id".to_owned(), "public-app".to_owned()),
        ]
    };
    assert_eq!(asked, [grant("rt-0"), grant("rt-1")]);
    assert_eq!(api_auth(&server), ["apikey at-1", "apikey at-2"]);
}

#[tokio::test]
async fn a_refused_grant_is_a_clear_error_without_the_secret() {
    let server = Server::start(provider).await;
    let source = ClientCredentials::new(
        format!("{}/oauth/token", server.base_url),
        "client",
        "wrong-secret-7c1d",
    );
    let client = Client::builder()
        .base_url(&server.base_url)
        .token_source(source)
        .build()
        .unwrap();
    let err = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap_err();
    let shown = format!("{err} {err:?}");
    assert!(
        shown.contains("401") && shown.contains("invalid_client") && shown.contains("bad credentials"),
        "{shown}"
    );
    assert!(!shown.contains("wrong-secret-7c1d"), "{shown}");
    assert!(api_auth(&server).is_empty(), "nothing reaches the API");
}

/// The generated builder states the document's flows: `oauth2_client_credentials` takes the
/// `clientCredentials` flow's token URL and scopes from it (here moved to the loopback server, as
/// a test moves a base URL), and a grant the flows do not offer is refused by `build()`.
#[tokio::test]
async fn the_documents_flows_give_the_token_url_and_scopes() {
    use oapigen_tests::security::Client as SecuredClient;

    let generated = std::fs::read_to_string(concat!(env!("OUT_DIR"), "/security.rs")).expect("the fixture's client");
    let squeezed: String = generated.chars().filter(|c| !c.is_whitespace()).collect();
    assert!(
        squeezed.contains(r#".oauth2_flows("oauth",Some(("https://auth.example.com/token",&["read"])),None,)"#),
        "the generated client states the document's flows"
    );
    let server = Server::start(|call| {
        if call.req.path == "/oauth/token" {
            provider(call)
        } else {
            Reply::json(200, json!({"ok": true}))
        }
    })
    .await;
    let token_url: &'static str = Box::leak(format!("{}/oauth/token", server.base_url).into_boxed_str());
    let client = SecuredClient::builder()
        .base_url(&server.base_url)
        .oauth2_flows("oauth", Some((token_url, &["read"])), None)
        .oauth2_client_credentials("oauth", "client", SECRET)
        .build()
        .unwrap();
    bounded(5, client.get_public().send()).await.unwrap();
    let asked: Vec<Recorded> = server
        .requests()
        .into_iter()
        .filter(|r| r.path == "/oauth/token")
        .collect();
    assert_eq!(
        form(&asked[0]),
        [
            ("grant_type".to_owned(), "client_credentials".to_owned()),
            ("scope".to_owned(), "read".to_owned())
        ]
    );
    assert_eq!(api_auth(&server), ["Bearer at-1"]);
    // The document's flows give no refresh URL.
    let err = SecuredClient::builder()
        .oauth2_refresh_token("oauth", "app", "rt-0")
        .build()
        .unwrap_err();
    assert!(
        matches!(err, Error::Config(_)) && err.to_string().contains("refresh"),
        "{err}"
    );
}
