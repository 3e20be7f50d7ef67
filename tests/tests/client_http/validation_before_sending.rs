//! 7. Validation before sending

use super::*;

#[tokio::test]
async fn invalid_body_lists_every_violation_and_sends_nothing() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": []}))).await;
    let mut body = k8s_pool_body();
    body["name"] = json!("Pool_Name_That_Is_Far_Too_Long"); // 30 characters, upper case, underscores
    body["min_node_count"] = json!(0);
    body["max_node_count"] = json!(201);
    body["boot_volume_size"] = json!(5);
    body["servergroup_policy"] = json!("spread");
    let err = client(&server)
        .create_k8s_pool()
        .project_id(1)
        .region_id(76)
        .cluster_name("prod-cluster")
        .body(typed::<types::K8sPoolCreateRequest>(&body))
        .send()
        .await
        .unwrap_err();
    assert_eq!(
        sorted(violations(&err)),
        pairs(&[
            ("/name", "maxLength"),
            ("/name", "pattern"),
            ("/min_node_count", "minimum"),
            ("/max_node_count", "maximum"),
            ("/boot_volume_size", "minimum"),
            ("/servergroup_policy", "enum"),
        ])
    );
    // `Display` shows the first three and a count; the violations themselves list all.
    let shown = err.to_string();
    assert!(shown.ends_with("; and 3 more"), "{shown}");
    let all = err.validation_errors().unwrap().to_string();
    for path in [
        "/name",
        "/min_node_count",
        "/max_node_count",
        "/boot_volume_size",
        "/servergroup_policy",
    ] {
        assert!(all.contains(path), "{path} in {all}");
    }
    assert_eq!(server.count(), 0, "nothing may reach the server");
}

#[tokio::test]
async fn invalid_nested_and_cross_field_rules_are_reported_with_paths() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": []}))).await;
    let client = client(&server);
    let body = json!({
        "name": "ab",
        "protocol": "SMB",
        "size": 0,
        "network": {"network_id": "not-a-uuid"},
        "access": [{"access_mode": "rw", "ip_address": "10.0.0.1"}, {"access_mode": "admin", "ip_address": "10.0.0.2"}]
    });
    let err = client
        .create_file_share()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::FileShareCreateRequest>(&body))
        .send()
        .await
        .unwrap_err();
    assert_eq!(
        sorted(violations(&err)),
        pairs(&[
            ("/name", "pattern"),
            ("/protocol", "enum"),
            ("/size", "minimum"),
            ("/network/network_id", "format"),
            ("/access/1/access_mode", "enum"),
        ])
    );

    // `name` and `name_template` together, `vip_network_id` and `vip_port_id` together.
    let lb = json!({
        "name": "web-lb",
        "name_template": "lb-{ip_octets}",
        "vip_network_id": "5d2c9a7e-1b3f-4e8d-a6c4-9f0e1d2c3b4a",
        "vip_port_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
        "listeners": [{"name": "http", "protocol": "HTTP", "protocol_port": 0}]
    });
    let err = client
        .create_load_balancer()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::LoadBalancerCreateRequest>(&lb))
        .send()
        .await
        .unwrap_err();
    let found = violations(&err);
    assert!(
        found.contains(&("/listeners/0/protocol_port".to_owned(), "minimum")),
        "{err}"
    );
    let root_rules: Vec<_> = found.iter().filter(|(p, _)| p.is_empty()).collect();
    assert_eq!(root_rules.len(), 2, "one violation per cross-field rule: {err}");

    // A missing body is a violation too.
    let err = client
        .create_file_share()
        .project_id(1)
        .region_id(76)
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err).len(), 1, "{err}");
    assert_eq!(violations(&err)[0].1, "required");

    assert_eq!(server.count(), 0, "nothing may reach the server");
}

#[tokio::test]
async fn invalid_body_and_missing_param_are_reported_together() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": []}))).await;
    let mut body = k8s_pool_body();
    body["min_node_count"] = json!(0);
    let err = client(&server)
        .create_k8s_pool()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::K8sPoolCreateRequest>(&body))
        .send()
        .await
        .unwrap_err();
    let found = violations(&err);
    assert!(found.contains(&("/min_node_count".to_owned(), "minimum")), "{err}");
    assert!(
        found
            .iter()
            .any(|(p, k)| p.contains("cluster_name") && *k == "required"),
        "{err}"
    );
    assert_eq!(server.count(), 0);
}

#[tokio::test]
async fn skip_validation_sends_what_the_document_forbids() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let mut body = k8s_pool_body();
    body["min_node_count"] = json!(0);
    client(&server)
        .create_k8s_pool()
        .project_id(1)
        .region_id(76)
        .cluster_name("prod-cluster")
        .body(typed::<types::K8sPoolCreateRequest>(&body))
        .skip_validation()
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "POST",
        "/cloud/v2/k8s/clusters/1/76/prod-cluster/pools",
        &body,
    );
}

/// `skip_validation()` sends a raw value a setter took as given (issue 31 point 3): a limit
/// above the document's maximum, a name outside its pattern and an id that is no UUID reach the
/// server unchanged; without it the same values are refused at their pointers, nothing sent.
#[tokio::test]
async fn skip_validation_sends_a_raw_bad_value_as_given() {
    let server = Server::start(|call| {
        if call.req.path.ends_with("/functions") {
            Reply::json(200, json!({"count": 0, "results": []}))
        } else {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        }
    })
    .await;
    let client = client(&server);
    let list = || {
        client
            .list_functions()
            .project_id(1)
            .region_id(2)
            .namespace_name("a/../b")
            .limit(5000)
            .offset(-1)
    };
    let err = list().send().await.unwrap_err();
    assert_eq!(
        violations(&err),
        pairs(&[
            ("/$path/namespace_name", "pattern"),
            ("/$query/limit", "maximum"),
            ("/$query/offset", "minimum"),
        ])
    );
    let shown = err.to_string();
    assert!(
        shown.starts_with("invalid request: /$path/namespace_name: ") && shown.contains("/$query/limit: "),
        "{shown}"
    );
    let err = client
        .attach_volume()
        .project_id(1)
        .region_id(76)
        .volume_id("not-a-uuid")
        .body(typed::<types::VolumeAttachRequest>(
            &json!({"instance_id": "726ecfcc-7fd0-4e30-a86e-7892524aa483"}),
        ))
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), pairs(&[("/$path/volume_id", "format")]));
    assert_eq!(server.count(), 0, "nothing is sent without skip_validation");

    list().skip_validation().send().await.unwrap();
    // (The loopback's answer is no volume: only what was sent matters here.)
    let sent = client
        .attach_volume()
        .project_id(1)
        .region_id(76)
        .volume_id("not-a-uuid")
        .body(typed::<types::VolumeAttachRequest>(
            &json!({"instance_id": "726ecfcc-7fd0-4e30-a86e-7892524aa483"}),
        ))
        .skip_validation()
        .send()
        .await;
    assert!(matches!(sent, Err(Error::Decode { .. })), "{sent:?}");
    // Paging's first page asks with the values as given too.
    let all: Vec<_> = list().skip_validation().stream().collect().await;
    assert!(all.is_empty(), "{all:?}");
    let got: Vec<(String, Option<String>)> = server.requests().into_iter().map(|r| (r.path, r.query)).collect();
    assert_eq!(
        got,
        [
            (
                "/cloud/v1/faas/namespaces/1/2/a%2F..%2Fb/functions".to_owned(),
                Some("limit=5000&offset=-1".to_owned())
            ),
            ("/cloud/v1/volumes/1/76/not-a-uuid/attach".to_owned(), None),
            (
                "/cloud/v1/faas/namespaces/1/2/a%2F..%2Fb/functions".to_owned(),
                Some("limit=5000&offset=-1".to_owned())
            ),
        ]
    );
}

/// Parameters take raw values like struct members do (issue 17 point 3): a path parameter that
/// is a `Uuid` or a constrained string takes a `&str`, and a value that breaks its format is
/// refused before anything is sent, at the parameter's pointer.
#[tokio::test]
async fn a_parameter_that_breaks_its_format_is_refused_at_its_pointer() {
    let server = Server::start(|_| Reply::json(200, json!({}))).await;
    let err = client(&server)
        .attach_volume()
        .project_id(1)
        .region_id(76)
        .volume_id("not-a-uuid")
        .body(typed::<types::VolumeAttachRequest>(
            &json!({"instance_id": "726ecfcc-7fd0-4e30-a86e-7892524aa483"}),
        ))
        .send()
        .await
        .unwrap_err();
    let Error::Validation(errors) = &err else {
        panic!("{err:?}")
    };
    assert_eq!(errors.violations()[0].path, "/$path/volume_id", "{errors}");
    assert_eq!(errors.violations()[0].keyword, "format", "{errors}");
    assert_eq!(server.count(), 0, "nothing is sent");
}
