//! 5. Pagination

use super::*;

/// Serves `total` functions by `limit`/`offset`, at most `cap` per page, announcing `count`.
pub(crate) fn paging_server(
    total: usize,
    count: usize,
    cap: usize,
) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        let offset: usize = call.req.query_param("offset").expect("offset sent").parse().unwrap();
        let limit: usize = call.req.query_param("limit").expect("limit sent").parse().unwrap();
        let end = total.min(offset + limit.min(cap));
        let results: Vec<Value> = (offset..end.max(offset)).map(function_json).collect();
        Reply::json(200, json!({"count": count, "results": results}))
    }
}

pub(crate) fn offsets(server: &Server) -> Vec<(String, String)> {
    server
        .requests()
        .iter()
        .map(|r| {
            (
                r.query_param("offset").unwrap_or_default(),
                r.query_param("limit").unwrap_or_default(),
            )
        })
        .collect()
}

pub(crate) fn list(client: &Client) -> cloud_api::client::builders::ListFunctions {
    client
        .list_functions()
        .project_id(1)
        .region_id(76)
        .namespace_name("image-tools")
}

#[tokio::test]
async fn stream_reads_pages_until_an_empty_page() {
    // The announced count (7) is stale: only 6 functions remain, so the fourth page is empty.
    let server = Server::start(paging_server(6, 7, usize::MAX)).await;
    let client = client(&server);
    let stream = list(&client)
        .limit(2)
        .order_by(types::ListFunctionsOrderBy::NameAsc)
        .stream();
    let mut stream = std::pin::pin!(stream);
    let mut names = Vec::new();
    while let Some(item) = bounded(5, stream.next()).await {
        names.push(item.unwrap().name.unwrap());
    }
    assert_eq!(names, (0..6).map(|n| format!("function-{n}")).collect::<Vec<_>>());
    let o = |a: &str| (a.to_owned(), "2".to_owned());
    assert_eq!(offsets(&server), [o("0"), o("2"), o("4"), o("6")]);
    for rec in server.requests() {
        assert_bodyless_request(
            &rec,
            "GET",
            "/cloud/v1/faas/namespaces/1/76/image-tools/functions",
            rec.query.as_deref(),
        );
        assert_eq!(
            rec.query_param("order_by").as_deref(),
            Some("name.asc"),
            "filters kept on every page"
        );
    }
}

#[tokio::test]
async fn stream_stops_once_count_is_reached() {
    let server = Server::start(paging_server(5, 5, usize::MAX)).await;
    let client = client(&server);
    let all = bounded(5, list(&client).limit(2).collect_all()).await.unwrap();
    assert_eq!(
        function_names(&all),
        (0..5).map(|n| format!("function-{n}")).collect::<Vec<_>>()
    );
    let o = |a: &str| (a.to_owned(), "2".to_owned());
    assert_eq!(
        offsets(&server),
        [o("0"), o("2"), o("4")],
        "no request after `count` is reached"
    );
}

#[tokio::test]
async fn collect_all_advances_by_items_received_from_the_start_offset() {
    // The server sends at most 2 per page although 3 are asked for; the caller starts at 1.
    let server = Server::start(paging_server(6, 6, 2)).await;
    let client = client(&server);
    let all = bounded(5, list(&client).limit(3).offset(1).collect_all())
        .await
        .unwrap();
    assert_eq!(
        function_names(&all),
        (1..6).map(|n| format!("function-{n}")).collect::<Vec<_>>()
    );
    let o = |a: &str| (a.to_owned(), "3".to_owned());
    assert_eq!(offsets(&server), [o("1"), o("3"), o("5")]);
}

#[tokio::test]
async fn collect_all_uses_the_documented_page_size_by_default() {
    let server = Server::start(paging_server(3, 3, usize::MAX)).await;
    let client = client(&server);
    let all = bounded(5, list(&client).collect_all()).await.unwrap();
    assert_eq!(all.len(), 3);
    assert_eq!(offsets(&server), [("0".to_owned(), "1000".to_owned())]);
}

#[tokio::test]
async fn stream_error_ends_the_stream() {
    let server = Server::start(|call| {
        if call.req.query_param("offset").as_deref() == Some("0") {
            Reply::json(
                200,
                json!({"count": 10, "results": [function_json(0), function_json(1)]}),
            )
        } else {
            Reply::json(500, json!({"message": "internal error"}))
        }
    })
    .await;
    let client = builder(&server).retry(RetryPolicy::none()).build().unwrap();
    let stream = list(&client).limit(2).stream();
    let mut stream = std::pin::pin!(stream);
    let mut seen = Vec::new();
    while let Some(item) = bounded(5, stream.next()).await {
        seen.push(item.map(|f| f.name.unwrap()).map_err(|e| e.status()));
    }
    assert_eq!(
        seen,
        [Ok("function-0".to_owned()), Ok("function-1".to_owned()), Err(Some(500))]
    );
    assert_eq!(server.count(), 2);
    let err = bounded(5, list(&client).limit(2).collect_all()).await.unwrap_err();
    assert_eq!(err.status(), Some(500));
}

#[tokio::test]
async fn a_raw_page_size_the_document_forbids_is_reported_before_any_page_is_sent() {
    let server = Server::start(paging_server(6, 6, usize::MAX)).await;
    let client = client(&server);
    // At most 1000 per page: 1001 is refused with its pointer, by `send` and by paging alike.
    let err = list(&client).limit(1001).send().await.unwrap_err();
    let v = err.validation_errors().expect("a validation error");
    assert_eq!(v.iter().map(|v| v.path.as_str()).collect::<Vec<_>>(), ["/$query/limit"]);
    let err = bounded(5, list(&client).limit(1001).offset(2).collect_all())
        .await
        .unwrap_err();
    assert!(err.validation_errors().is_some(), "{err}");
    // What is reported is the value as given, not what paging would make of it.
    let err = bounded(5, list(&client).offset(-3).collect_all()).await.unwrap_err();
    let v = err.validation_errors().expect("a validation error");
    assert_eq!(
        v.iter().map(|v| v.path.as_str()).collect::<Vec<_>>(),
        ["/$query/offset"]
    );
    assert_eq!(v.violations()[0].value.as_deref(), Some("-3"), "{err}");
    assert_eq!(server.count(), 0);
    // A raw value within the bounds pages as the checked type does.
    let all = bounded(5, list(&client).limit(4).offset(1).collect_all())
        .await
        .unwrap();
    assert_eq!(all.len(), 5);
    assert_eq!(offsets(&server), [("1".into(), "4".into()), ("5".into(), "4".into())]);
}
