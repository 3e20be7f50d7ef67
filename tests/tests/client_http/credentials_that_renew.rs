//! Credentials that renew (issue 42 point 3)
//!
//! A `TokenSource` asked before requests: its token cached, renewed before it expires, renewed
//! once and the request sent again on a 401; and a credential rotated on a live client.

use std::sync::Arc;
use std::sync::atomic::{AtomicUsize, Ordering};

use oapigen_runtime::transport::{Token, TokenFuture, TokenSource};

use super::*;

/// Hands out `tok-1`, `tok-2`, … each lasting `life`, counting how often it was asked.
#[derive(Clone)]
struct Counting {
    asked: Arc<AtomicUsize>,
    life: Option<Duration>,
}

impl Counting {
    fn lasting(life: Option<Duration>) -> Self {
        Counting {
            asked: Arc::default(),
            life,
        }
    }

    fn asked(&self) -> usize {
        self.asked.load(Ordering::SeqCst)
    }
}

impl TokenSource for Counting {
    fn token(&self) -> TokenFuture<'_> {
        let n = self.asked.fetch_add(1, Ordering::SeqCst) + 1;
        let life = self.life;
        Box::pin(async move { Ok(Token::new(format!("tok-{n}"), life)) })
    }
}

struct Failing;

impl TokenSource for Failing {
    fn token(&self) -> TokenFuture<'_> {
        Box::pin(async { Err("the identity provider is down".into()) })
    }
}

fn finished(_: &Call<'_>) -> Reply {
    Reply::json(200, task_json(TASK_A, "FINISHED"))
}

fn with_source(server: &Server, source: impl TokenSource) -> Client {
    Client::builder()
        .base_url(&server.base_url)
        .token_source(source)
        .retry(fast_retry(2))
        .build()
        .expect("a token source counts as the credential the document requires")
}

fn auth_headers(server: &Server) -> Vec<String> {
    server
        .requests()
        .iter()
        .map(|r| r.header("authorization").unwrap_or("none").to_owned())
        .collect()
}

#[tokio::test]
async fn a_token_is_asked_for_once_and_kept() {
    let server = Server::start(finished).await;
    let source = Counting::lasting(Some(Duration::from_secs(3600)));
    let client = with_source(&server, source.clone());
    for _ in 0..3 {
        bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    }
    assert_eq!(source.asked(), 1);
    assert_eq!(auth_headers(&server), ["apikey tok-1"; 3]);
    assert!(!format!("{client:?}").contains("tok-1"), "{client:?}");
}

#[tokio::test]
async fn a_token_is_renewed_before_it_expires() {
    let server = Server::start(finished).await;
    let source = Counting::lasting(Some(ms(300)));
    let client = with_source(&server, source.clone());
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    // Renewed a tenth of its life before it ends: at 270 ms.
    tokio::time::sleep(ms(280)).await;
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(source.asked(), 2);
    assert_eq!(auth_headers(&server), ["apikey tok-1", "apikey tok-2"]);
}

#[tokio::test]
async fn a_401_renews_the_token_once_and_sends_the_request_again() {
    // The server takes only the second token.
    let server = Server::start(|call| {
        if call.req.header("authorization") == Some("apikey tok-2") {
            finished(call)
        } else {
            Reply::json(401, json!({"message": "token expired"}))
        }
    })
    .await;
    let source = Counting::lasting(None);
    let client = with_source(&server, source.clone());
    let task = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    assert_eq!(auth_headers(&server), ["apikey tok-1", "apikey tok-2"]);
    // A token refused again is not renewed again: the 401 is the answer.
    let server = Server::start(|_| Reply::json(401, json!({"message": "no"}))).await;
    let source = Counting::lasting(None);
    let err = bounded(
        5,
        with_source(&server, source.clone()).get_task().task_id(TASK_A).send(),
    )
    .await
    .unwrap_err();
    assert_eq!(err.status(), Some(401));
    assert_eq!((source.asked(), server.count()), (2, 2));
}

#[tokio::test]
async fn a_failing_token_source_refuses_the_call() {
    let server = Server::start(finished).await;
    let err = bounded(5, with_source(&server, Failing).get_task().task_id(TASK_A).send())
        .await
        .unwrap_err();
    let Error::Refused { by, source, .. } = &err else {
        panic!("expected Error::Refused, got {err:?}")
    };
    assert_eq!(*by, "token source");
    assert_eq!(source.to_string(), "the identity provider is down");
    assert_eq!(server.count(), 0);
}

#[tokio::test]
async fn a_credential_is_rotated_on_a_live_client_and_its_clones() {
    let server = Server::start(finished).await;
    let client = client(&server);
    let clone = client.clone();
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    client.transport().set_api_key("rotated-KEY-2").unwrap();
    bounded(5, clone.get_task().task_id(TASK_A).send()).await.unwrap();
    // A bad credential is refused, and the one in use stays.
    let err = client.transport().set_api_key("two\nlines").unwrap_err();
    assert!(matches!(err, Error::Config(_)), "{err:?}");
    assert!(!err.to_string().contains("two"), "{err}");
    assert!(client.transport().set_credential("nope", "x").is_err());
    bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(
        auth_headers(&server),
        [
            format!("apikey {KEY}"),
            "apikey rotated-KEY-2".into(),
            "apikey rotated-KEY-2".into()
        ]
    );
}
