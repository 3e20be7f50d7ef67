//! Every security scheme the document declares (issue 39 point 6; the fixture
//! `tests/fixtures/specs/security.yaml`): a credential per scheme on the builder, each request
//! carrying exactly what its operation's `security` asks for, a refusal before sending when the
//! client lacks it, and secrets never shown.

use super::*;
use oapigen_tests::security::Client as SecuredClient;
use oapigen_tests::security::Credentials as _;

const USER_KEY: &str = "user-KEY-51c0a8";
const ADMIN_KEY: &str = "admin-KEY-9e27d4";
const QUERY_KEY: &str = "query-KEY-3b8f61";
const TOKEN: &str = "bearer-TOKEN-c4d2e9";
const OAUTH_TOKEN: &str = "oauth-TOKEN-7a1f05";
const PASSWORD: &str = "pass-WORD-e6b310";
const SECRETS: [&str; 6] = [USER_KEY, ADMIN_KEY, QUERY_KEY, TOKEN, OAUTH_TOKEN, PASSWORD];

fn ok() -> Reply {
    Reply::json(200, json!({"ok": true}))
}

fn secured(server: &Server) -> oapigen_runtime::ClientBuilder<SecuredClient> {
    SecuredClient::builder()
        .base_url(&server.base_url)
        .retry(RetryPolicy::none())
}

/// Every credential a request carried: the credential headers and the query key.
fn carried(rec: &Recorded) -> Vec<String> {
    let mut out: Vec<String> = ["x-api-key", "x-admin-key", "authorization", "cookie"]
        .iter()
        .flat_map(|h| rec.header_values(h).into_iter().map(move |v| format!("{h}: {v}")))
        .collect();
    out.extend(rec.query_param("key").map(|k| format!("?key={k}")));
    out
}

#[tokio::test]
async fn each_operation_sends_exactly_what_its_requirement_asks() {
    let server = Server::start(|_| ok()).await;
    let client = secured(&server)
        .api_key(USER_KEY)
        .admin_key(ADMIN_KEY)
        .query_key(QUERY_KEY)
        .bearer(TOKEN)
        .basic("aladdin", PASSWORD)
        .oauth(OAUTH_TOKEN)
        .build()
        .unwrap();
    bounded(10, async {
        client.list_things().send().await.unwrap();
        client.get_report().send().await.unwrap();
        client.create_thing().send().await.unwrap();
        client.get_public().send().await.unwrap();
        client.health().send().await.unwrap();
        client.get_archive().send().await.unwrap();
    })
    .await;
    // `aladdin:pass-WORD-e6b310`, base64.
    let basic = "authorization: Basic YWxhZGRpbjpwYXNzLVdPUkQtZTZiMzEw".to_string();
    let seen: Vec<(String, Vec<String>)> = server.requests().iter().map(|r| (r.path.clone(), carried(r))).collect();
    let expected: Vec<(String, Vec<String>)> = [
        // The document's requirement: the user's key only.
        ("/things", vec![format!("x-api-key: {USER_KEY}")]),
        // Two alternatives, both possible: the first.
        ("/reports", vec![format!("authorization: Bearer {TOKEN}")]),
        // Two schemes together: both.
        (
            "/admin/things",
            vec![format!("x-api-key: {USER_KEY}"), format!("x-admin-key: {ADMIN_KEY}")],
        ),
        // Optional OAuth 2: the token, since the client has one.
        ("/public", vec![format!("authorization: Bearer {OAUTH_TOKEN}")]),
        // `security: []`: nothing, though the client has every credential.
        ("/health", vec![]),
        ("/archive", vec![basic]),
    ]
    .into_iter()
    .map(|(p, c)| (p.to_string(), c))
    .collect();
    assert_eq!(seen, expected);
}

#[tokio::test]
async fn an_alternative_the_client_lacks_is_passed_over() {
    let server = Server::start(|_| ok()).await;
    let client = secured(&server).api_key(USER_KEY).query_key(QUERY_KEY).build().unwrap();
    bounded(10, async {
        // No bearer token: the second alternative, the key in the query.
        client.get_report().send().await.unwrap();
        // No OAuth 2 token: anonymous, as `{}` allows.
        client.get_public().send().await.unwrap();
    })
    .await;
    let seen: Vec<Vec<String>> = server.requests().iter().map(carried).collect();
    assert_eq!(seen, [vec![format!("?key={QUERY_KEY}")], vec![]]);
}

#[tokio::test]
async fn a_request_whose_requirement_the_client_cannot_meet_is_refused_before_sending() {
    let server = Server::start(|_| ok()).await;
    // The user's key alone: the administrator's is missing for `createThing`, Basic for
    // `getArchive`; nothing the client has meets `getReport`.
    let client = secured(&server).api_key(USER_KEY).build().unwrap();
    let errors = bounded(10, async {
        vec![
            client.create_thing().send().await.unwrap_err(),
            client.get_archive().send().await.unwrap_err(),
            client.get_report().send().await.unwrap_err(),
        ]
    })
    .await;
    assert_eq!(server.count(), 0, "a request went out without its credentials");
    let needs: Vec<(&str, Vec<Vec<&str>>)> = errors
        .iter()
        .map(|e| match e {
            Error::MissingCredentials {
                operation_id, schemes, ..
            } => (*operation_id, schemes.clone()),
            other => panic!("expected Error::MissingCredentials, got {other:?}"),
        })
        .collect();
    assert_eq!(
        needs,
        [
            ("createThing", vec![vec!["api_key", "admin_key"]]),
            ("getArchive", vec![vec!["basic"]]),
            ("getReport", vec![vec!["bearer"], vec!["query_key"]]),
        ]
    );
    let shown = errors[0].to_string();
    assert!(
        shown.contains("createThing")
            && shown.contains("`api_key` and `admin_key` together")
            && shown.contains("`admin_key(..)`"),
        "{shown}"
    );
    assert!(
        errors[2].to_string().contains("`bearer`, or `query_key`"),
        "{}",
        errors[2]
    );
    assert_eq!(errors[0].operation_id(), Some("createThing"));
    // What needs nothing, or the user's key, still goes.
    client.health().send().await.unwrap();
    client.list_things().send().await.unwrap();
    assert_eq!(server.count(), 2);
}

#[tokio::test]
async fn a_credential_for_a_scheme_the_client_does_not_have_is_refused_at_build() {
    let err = SecuredClient::builder()
        .credential("admin", ADMIN_KEY)
        .build()
        .unwrap_err();
    let shown = err.to_string();
    assert!(
        matches!(err, Error::Config(_)) && shown.contains("`admin`") && shown.contains("`admin_key`"),
        "{shown}"
    );
    // No operation needs credentials from every client (`health` needs none): one without any
    // builds.
    SecuredClient::builder().build().unwrap();
}

#[tokio::test]
async fn no_credential_is_ever_shown() {
    let server = Server::start(|_| Reply::json(401, json!({"message": "no"}))).await;
    let builder = || {
        secured(&server)
            .api_key(USER_KEY)
            .admin_key(ADMIN_KEY)
            .query_key(QUERY_KEY)
            .bearer(TOKEN)
            .basic("aladdin", PASSWORD)
            .oauth(OAUTH_TOKEN)
    };
    let client = builder().build().unwrap();
    let closed = oapigen_loopback::closed_port_url().await;
    // Only the query key: a transport error's URL shows it redacted.
    let offline = secured(&server).base_url(closed).query_key(QUERY_KEY).build().unwrap();
    let mut shown = vec![
        format!("{:?}", builder()),
        format!("{client:?}"),
        format!("{client:#?}"),
    ];
    let errors = bounded(10, async {
        vec![
            client.create_thing().send().await.unwrap_err(),
            client.get_archive().send().await.unwrap_err(),
            offline.get_report().send().await.unwrap_err(),
            secured(&server)
                .api_key(USER_KEY)
                .build()
                .unwrap()
                .create_thing()
                .send()
                .await
                .unwrap_err(),
            secured(&server).bearer(format!("{TOKEN}\n")).build().unwrap_err(),
            secured(&server)
                .admin_key(format!("{ADMIN_KEY} x"))
                .build()
                .unwrap_err(),
        ]
    })
    .await;
    for e in &errors {
        shown.extend([e.to_string(), format!("{e:?}"), format!("{e:#?}")]);
    }
    for text in &shown {
        for secret in SECRETS {
            assert!(!text.contains(secret), "{secret} shown: {text}");
        }
    }
    assert!(errors[2].to_string().contains("key=%3Credacted%3E"), "{}", errors[2]);
    // Debug names the schemes and says which have a credential.
    assert!(
        shown[1].contains("admin_key") && shown[1].contains("<redacted>"),
        "{}",
        shown[1]
    );
}
