//! Per-request options (issue 42 point 2)
//!
//! Extra headers, query pairs and body members, a timeout, a retry policy and an idempotency
//! key, set with a builder's `options(|o| …)`, each seen on the wire; what the document declares
//! is still judged. The client is generated from `fixtures/specs/request_options.yaml`.

use oapigen_runtime::RequestOptions;
use oapigen_tests::request_options::{Client as OrdersClient, types as otypes};

use super::*;

fn orders(server: &Server) -> OrdersClient {
    OrdersClient::builder()
        .base_url(&server.base_url)
        .retry(fast_retry(2))
        .build()
        .unwrap()
}

fn order(name: &str) -> otypes::Order {
    typed(&json!({"name": name}))
}

fn created(_: &Call<'_>) -> Reply {
    Reply::json(201, json!({"name": "pens"}))
}

#[tokio::test]
async fn extra_headers_query_pairs_and_body_members_reach_the_wire() {
    let server = Server::start(created).await;
    let made = bounded(
        5,
        orders(&server)
            .create_order()
            .body(order("pens"))
            .options(|o| {
                o.header("x-trace-id", "t-1")
                    .header("User-Agent", "my-agent/2")
                    .query("beta", "yes")
                    .query("beta", "again")
                    .body_member("coupon", "SPRING")
                    .body_member("quantity", 3)
            })
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(made.name.as_str(), "pens");
    let rec = server.single();
    assert_eq!(rec.header("x-trace-id"), Some("t-1"));
    assert_eq!(
        rec.header_values("user-agent"),
        ["my-agent/2"],
        "an extra header replaces the client's of its name"
    );
    assert_eq!(rec.query.as_deref(), Some("beta=yes&beta=again"));
    assert_eq!(rec.json(), json!({"name": "pens", "coupon": "SPRING", "quantity": 3}));
    assert_eq!(rec.header("content-type"), Some("application/json"));
}

#[tokio::test]
async fn options_may_not_reach_around_what_the_document_declares() {
    let server = Server::start(created).await;
    let client = orders(&server);
    // A declared query parameter or header set as an extra one would skip its checks.
    let err = client
        .list_orders()
        .options(|o| o.query("limit", "500").header("x-tenant", "far-too-long"))
        .send()
        .await
        .unwrap_err();
    assert_eq!(
        sorted(violations(&err)),
        pairs(&[("/$query/limit", "declared"), ("/$header/x-tenant", "declared")])
    );
    // Extra body members are checked with the body against its schema.
    let err = client
        .create_order()
        .body(order("pens"))
        .options(|o| o.body_member("quantity", 0).body_member("name", "a name far too long"))
        .send()
        .await
        .unwrap_err();
    assert_eq!(
        sorted(violations(&err)),
        pairs(&[("/quantity", "minimum"), ("/name", "maxLength")])
    );
    // A schema that allows no other members allows no extra ones.
    let err = client
        .create_note()
        .body(typed::<otypes::Note>(&json!({"text": "hi"})))
        .options(|o| o.body_member("colour", "red"))
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err)[0].1, "additionalProperties", "{err}");
    // No JSON object body to add members to.
    for err in [
        client
            .list_orders()
            .options(|o| o.body_member("x", 1))
            .send()
            .await
            .unwrap_err(),
        client
            .upload()
            .body("text")
            .options(|o| o.body_member("x", 1))
            .send()
            .await
            .unwrap_err(),
    ] {
        assert_eq!(violations(&err), pairs(&[("/$body", "body")]), "{err}");
    }
    assert_eq!(server.count(), 0, "nothing refused was sent");
    // `skip_validation()` sends them as given.
    client
        .create_order()
        .body(order("pens"))
        .options(|o| o.body_member("quantity", 0))
        .skip_validation()
        .send()
        .await
        .unwrap();
    client
        .list_orders()
        .options(|o| o.query("limit", "500"))
        .skip_validation()
        .send()
        .await
        .unwrap_err(); // the loopback answers an order, not a list: only the wire matters here
    let log = server.requests();
    assert_eq!(log[0].json(), json!({"name": "pens", "quantity": 0}));
    assert_eq!(log[1].query.as_deref(), Some("limit=500"));
}

#[tokio::test]
async fn a_timeout_of_its_own_bounds_one_request() {
    use axum::routing::get;
    let app = axum::Router::new().route(
        "/orders",
        get(|| async {
            tokio::time::sleep(Duration::from_secs(3)).await;
            axum::Json(json!([]))
        }),
    );
    let server = Server::router(app).await;
    let client = OrdersClient::builder()
        .base_url(&server.base_url)
        .timeout(Duration::from_secs(30))
        .retry(RetryPolicy::none())
        .build()
        .unwrap();
    let started = Instant::now();
    let err = bounded(10, client.list_orders().options(|o| o.timeout(ms(200))).send())
        .await
        .unwrap_err();
    // A timeout says so, with the operation and the limit (issue 53: it was a transport error
    // whose text did not say it timed out).
    assert!(matches!(&err, Error::Timeout { task_id: None, .. }), "{err:?}");
    let text = err.to_string();
    assert!(
        text.contains("timed out") && text.contains("listOrders") && text.contains("200ms"),
        "{text}"
    );
    assert!(
        started.elapsed() < Duration::from_secs(2),
        "took {:?}",
        started.elapsed()
    );
}

#[tokio::test]
async fn a_retry_policy_of_its_own_replaces_the_clients() {
    let server = Server::start(|_| Reply::json(503, json!({"message": "busy"}))).await;
    let client = orders(&server);
    let err = bounded(5, client.list_orders().options(|o| o.retry(RetryPolicy::none())).send())
        .await
        .unwrap_err();
    assert!(matches!(err, Error::Api { status: 503, .. }), "{err:?}");
    assert_eq!(server.count(), 1, "no retry");
    bounded(5, client.list_orders().options(|o| o.retry(fast_retry(4))).send())
        .await
        .unwrap_err();
    assert_eq!(server.count(), 1 + 5, "first attempt and four retries");
    bounded(5, client.list_orders().send()).await.unwrap_err();
    assert_eq!(server.count(), 6 + 3, "the client's policy otherwise");
}

/// 503 first, then the created order.
fn busy_then_created(call: &Call<'_>) -> Reply {
    if call.index == 0 {
        Reply::json(503, json!({"message": "busy"}))
    } else {
        created(call)
    }
}

#[tokio::test]
async fn a_post_with_an_idempotency_key_is_retried_with_the_same_key() {
    let server = Server::start(busy_then_created).await;
    let client = orders(&server);
    let note = typed::<otypes::Note>(&json!({"text": "hi"}));
    bounded(
        5,
        client
            .create_note()
            .body(note.clone())
            .options(|o| o.idempotency_key("note-7"))
            .send(),
    )
    .await
    .unwrap();
    let log = server.requests();
    assert_eq!(log.len(), 2, "the keyed POST is retried");
    for rec in &log {
        assert_eq!(rec.header_values("idempotency-key"), ["note-7"]);
    }
    // Without a key, the POST is not retried: the server may have acted on it.
    let server = Server::start(busy_then_created).await;
    let err = bounded(5, orders(&server).create_note().body(note).send())
        .await
        .unwrap_err();
    assert!(matches!(err, Error::Api { status: 503, .. }), "{err:?}");
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn the_documents_idempotency_header_carries_the_key() {
    let server = Server::start(busy_then_created).await;
    bounded(
        5,
        orders(&server)
            .create_order()
            .body(order("pens"))
            .options(|o| o.idempotency_key("order-1"))
            .send(),
    )
    .await
    .unwrap();
    let log = server.requests();
    assert_eq!(log.len(), 2);
    for rec in &log {
        assert_eq!(rec.header_values("idempotency-token"), ["order-1"]);
        assert_eq!(rec.header("idempotency-key"), None);
    }
    // Set through its own setter, the declared header makes the POST repeatable too.
    let server = Server::start(busy_then_created).await;
    bounded(
        5,
        orders(&server)
            .create_order()
            .idempotency_token("order-2")
            .body(order("pens"))
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(server.count(), 2);
    assert!(
        server
            .requests()
            .iter()
            .all(|r| r.header("idempotency-token") == Some("order-2"))
    );
}

#[test]
fn options_show_names_not_values() {
    let o = RequestOptions::new()
        .header("authorization", "Bearer s3cret")
        .query("token", "q-s3cret")
        .body_member("password", "b-s3cret")
        .idempotency_key("k-s3cret");
    let shown = format!("{o:?}");
    assert!(!shown.contains("s3cret"), "{shown}");
    assert!(shown.contains("authorization") && shown.contains("password"), "{shown}");
}
