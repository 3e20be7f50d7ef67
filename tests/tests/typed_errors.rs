//! Typed error responses: `Error::documented::<{Op}Error>()` decodes the error responses an
//! operation documents (exact codes, `4XX` ranges, `default`), from the workspace's loopback
//! server. Fixtures: `createAccount` and `GET /pets/{id}` in `fixtures/specs/shapes.yaml`.

use oapigen_loopback::{Reply, Server};
use oapigen_runtime::Error;
use oapigen_tests::shapes::client::Client;
use oapigen_tests::shapes::client::builders::{CreateAccountError, GetPetsIdError};
use oapigen_tests::shapes::types::{Account, AccountLogin, AccountPassword, GetPetsIdId, ProblemCode};
use serde_json::{Value, json};

/// A server that answers every request with this status and body, and a client of it (the
/// server stops when dropped).
async fn server(status: u16, body: Option<Value>) -> (Server, Client) {
    let server = Server::start(move |_| match &body {
        Some(b) => Reply::json(status, b.clone()),
        None => Reply::empty(status),
    })
    .await;
    let client = Client::builder()
        .base_url(&server.base_url)
        .retry(oapigen_runtime::RetryPolicy::none())
        .build()
        .unwrap();
    (server, client)
}

async fn create_account(client: &Client) -> Error {
    let account = Account::builder()
        .login(AccountLogin::new("ann").unwrap())
        .password(AccountPassword::new("s3cret-pw").unwrap())
        .build()
        .unwrap();
    client.create_account().body(account).send().await.unwrap_err()
}

#[tokio::test]
async fn an_exact_status_decodes_its_schema() {
    let (_server, client) = server(409, Some(json!({"code": 400, "detail": "taken"}))).await;
    let e = create_account(&client).await;
    match e.documented::<CreateAccountError>() {
        Some(CreateAccountError::Conflict(p)) => {
            assert_eq!(p.detail.as_deref(), Some("taken"));
            assert_eq!(p.code, Some(ProblemCode::new(400).unwrap()));
        }
        other => panic!("{other:?} from {e}"),
    }
}

#[tokio::test]
async fn a_range_keeps_the_status_and_a_bodiless_status_is_a_unit_variant() {
    let (_server, client) = server(422, Some(json!({"detail": "no"}))).await;
    let e = create_account(&client).await;
    assert!(matches!(
        e.documented::<CreateAccountError>(),
        Some(CreateAccountError::ClientError(422, _))
    ));

    let (_server, client) = server(503, None).await;
    let e = create_account(&client).await;
    assert_eq!(
        e.documented::<CreateAccountError>(),
        Some(CreateAccountError::ServiceUnavailable)
    );
}

#[tokio::test]
async fn undocumented_statuses_bodies_and_other_operations_give_none() {
    // 500 is not documented for createAccount (no `default`).
    let (_server, client) = server(500, Some(json!({"detail": "boom"}))).await;
    let e = create_account(&client).await;
    assert_eq!(e.status(), Some(500));
    assert_eq!(e.documented::<CreateAccountError>(), None);
    // Another operation's errors are not this one's.
    assert_eq!(e.documented::<GetPetsIdError>(), None);
    // A documented status whose body does not fit the schema.
    let (_server, client) = server(409, Some(json!({"code": "not a number"}))).await;
    assert_eq!(create_account(&client).await.documented::<CreateAccountError>(), None);
}

#[tokio::test]
async fn default_matches_any_error_status() {
    let (_server, client) = server(418, Some(json!({"detail": "teapot"}))).await;
    let e = client
        .get_pets_id()
        .id(GetPetsIdId::try_from(1).unwrap())
        .send()
        .await
        .unwrap_err();
    match e.documented::<GetPetsIdError>() {
        Some(GetPetsIdError::Other(418, p)) => assert_eq!(p.detail.as_deref(), Some("teapot")),
        other => panic!("{other:?} from {e}"),
    }
}
