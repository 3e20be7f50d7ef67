//! 3. Path parameters stay one percent-encoded segment

use super::*;

#[tokio::test]
async fn path_params_are_sent_as_one_encoded_segment() {
    let server = Server::start(|call| {
        if call.req.method == "POST" {
            Reply::json(200, json!({"tasks": []}))
        } else if call.req.path.starts_with("/cloud/v1/tasks/") {
            Reply::json(200, task_json("x", "NEW"))
        } else {
            price_reply()
        }
    })
    .await;
    let client = client(&server);
    for name in ["a/../b", "x y?z#", "é%2F", "../../admin"] {
        client
            .get_k8s_cluster_price()
            .project_id(1)
            .region_id(2)
            .cluster_name(name)
            .send()
            .await
            .unwrap();
    }
    client
        .create_k8s_pool()
        .project_id(1)
        .region_id(2)
        .cluster_name("a/../b")
        .body(typed::<types::K8sPoolCreateRequest>(&k8s_pool_body()))
        .send()
        .await
        .unwrap();
    client.get_task().task_id("../../v2/secrets").send().await.unwrap();

    let got: Vec<(String, Option<String>)> = server.requests().into_iter().map(|r| (r.path, r.query)).collect();
    let want: Vec<(String, Option<String>)> = [
        "/cloud/v2/pricing/1/2/k8s/clusters/a%2F..%2Fb",
        "/cloud/v2/pricing/1/2/k8s/clusters/x%20y%3Fz%23",
        "/cloud/v2/pricing/1/2/k8s/clusters/%C3%A9%252F",
        "/cloud/v2/pricing/1/2/k8s/clusters/..%2F..%2Fadmin",
        "/cloud/v2/k8s/clusters/1/2/a%2F..%2Fb/pools",
        "/cloud/v1/tasks/..%2F..%2Fv2%2Fsecrets",
    ]
    .iter()
    .map(|p| ((*p).to_owned(), None))
    .collect();
    assert_eq!(got, want, "raw paths, and no query split off at `?`");
}

#[tokio::test]
async fn dot_segments_are_refused_before_sending() {
    let server = Server::start(|_| price_reply()).await;
    let client = client(&server);
    for name in ["..", "."] {
        let err = client
            .get_k8s_cluster_price()
            .project_id(1)
            .region_id(2)
            .cluster_name(name)
            .send()
            .await;
        assert!(matches!(err, Err(Error::Validation(_))), "{name:?}: {err:?}");
    }
    assert_eq!(server.count(), 0, "a `..` segment would reach another resource");
}

#[tokio::test]
async fn namespace_name_outside_its_pattern_needs_skip_validation() {
    let server = Server::start(|call| {
        if call.req.path.ends_with("/functions") {
            Reply::json(200, json!({"count": 0, "results": []}))
        } else {
            Reply::json(
                200,
                json!({"name": "x", "status": "ACTIVE", "created_at": "2024-05-14T09:00:00Z",
                       "functions": [], "functions_deploy_status": {}}),
            )
        }
    })
    .await;
    let client = client(&server);
    // The constructor refuses such a name; only tolerant decoding produces one.
    assert!(types::NamespaceName::new("a/../b").is_err());
    let traversal: types::NamespaceName = typed(&json!("a/../b"));
    let odd: types::NamespaceName = typed(&json!("x y?z#"));

    // Without the opt-out: refused with the pattern violation, nothing sent.
    let err = client
        .get_namespace()
        .project_id(1)
        .region_id(2)
        .namespace_name(traversal.clone())
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), pairs(&[("/$path/namespace_name", "pattern")]));
    let err = client
        .list_functions()
        .project_id(1)
        .region_id(2)
        .namespace_name(odd.clone())
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), pairs(&[("/$path/namespace_name", "pattern")]));
    assert_eq!(server.count(), 0);

    // With it: sent, as one encoded segment.
    client
        .get_namespace()
        .project_id(1)
        .region_id(2)
        .namespace_name(traversal)
        .skip_validation()
        .send()
        .await
        .unwrap();
    client
        .list_functions()
        .project_id(1)
        .region_id(2)
        .namespace_name(odd)
        .limit(10)
        .skip_validation()
        .send()
        .await
        .unwrap();
    let got: Vec<(String, Option<String>)> = server.requests().into_iter().map(|r| (r.path, r.query)).collect();
    assert_eq!(
        got,
        [
            ("/cloud/v1/faas/namespaces/1/2/a%2F..%2Fb".to_owned(), None),
            (
                "/cloud/v1/faas/namespaces/1/2/x%20y%3Fz%23/functions".to_owned(),
                Some("limit=10".to_owned())
            ),
        ]
    );
}

#[tokio::test]
async fn query_values_are_encoded_and_cannot_add_parameters() {
    let server = Server::start(|_| Reply::json(200, json!({"count": 0, "results": []}))).await;
    let client = client(&server);
    let sneaky: types::ListFunctionsSearch = typed(&json!("a b&limit=1#x"));
    let err = list(&client).search(sneaky.clone()).send().await.unwrap_err();
    assert_eq!(violations(&err), pairs(&[("/$query/search", "pattern")]));
    assert_eq!(server.count(), 0);

    list(&client).search(sneaky).skip_validation().send().await.unwrap();
    let rec = server.single();
    assert_eq!(rec.query_pairs(), [("search".to_owned(), "a b&limit=1#x".to_owned())]);
    assert!(
        !rec.query.as_deref().unwrap_or_default().contains('#'),
        "{:?}",
        rec.query
    );
}

#[tokio::test]
async fn base_url_path_prefix_is_kept() {
    let server = Server::start(|_| Reply::json(200, task_json(TASK_A, "FINISHED"))).await;
    let client = builder(&server)
        .base_url(format!("{}/gateway/", server.base_url))
        .build()
        .unwrap();
    client.get_task().task_id(TASK_A).send().await.unwrap();
    assert_eq!(server.single().path, format!("/gateway/cloud/v1/tasks/{TASK_A}"));
}
