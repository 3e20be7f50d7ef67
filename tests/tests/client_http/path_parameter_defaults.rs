//! 2. Client-wide defaults for path parameters

use super::*;

pub(crate) fn price_reply() -> Reply {
    Reply::json(
        200,
        json!({"instances": [], "publicips": [], "volumes": [], "total_price": {}}),
    )
}

#[tokio::test]
async fn defaults_fill_omitted_path_params_and_explicit_values_win() {
    let server = Server::start(|call| {
        if call.req.path.starts_with("/cloud/v3/") {
            Reply::json(200, json!({"tasks": []}))
        } else {
            price_reply()
        }
    })
    .await;
    let client = builder(&server)
        .default_param("project_id", 7)
        .default_param("region_id", 9)
        .build()
        .unwrap();

    client.get_k8s_cluster_price().cluster_name("c").send().await.unwrap();
    client
        .get_k8s_cluster_price()
        .project_id(100)
        .region_id(200)
        .cluster_name("c")
        .send()
        .await
        .unwrap();
    client
        .get_k8s_cluster_price()
        .region_id(5)
        .cluster_name("c")
        .send()
        .await
        .unwrap();
    let inference = json!({
        "name": "llama-chat", "image": "vllm/vllm-openai:v0.6.3", "flavor_name": "inference-4vcpu",
        "listening_port": 8000, "containers": [{"region_id": 76, "scale": {"min": 1, "max": 1}}]
    });
    client
        .create_inference_deployment()
        .body(typed::<types::InferenceDeploymentCreateRequest>(&inference))
        .send()
        .await
        .unwrap();

    let paths: Vec<String> = server.requests().into_iter().map(|r| r.path).collect();
    assert_eq!(
        paths,
        [
            "/cloud/v2/pricing/7/9/k8s/clusters/c",
            "/cloud/v2/pricing/100/200/k8s/clusters/c",
            "/cloud/v2/pricing/7/5/k8s/clusters/c",
            "/cloud/v3/inference/7/deployments",
        ]
    );
}

#[tokio::test]
async fn missing_required_param_without_default_is_refused_before_sending() {
    let server = Server::start(|_| price_reply()).await;
    // Only a project default: the region has none.
    let client = builder(&server).default_param("project_id", 7).build().unwrap();

    let err = client
        .get_k8s_cluster_price()
        .cluster_name("c")
        .send()
        .await
        .unwrap_err();
    let Error::Validation(v) = &err else {
        panic!("expected Error::Validation, got {err:?}")
    };
    assert_eq!(v.len(), 1, "{v}");
    assert_eq!(v.violations()[0].keyword, "required");
    assert!(v.violations()[0].path.contains("region_id"), "{v}");
    assert!(err.to_string().contains("region_id"), "{err}");

    // No defaults at all and nothing given: every missing parameter is reported.
    let bare = Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .build()
        .unwrap();
    let err = bare.get_k8s_cluster_price().send().await.unwrap_err();
    let found = violations(&err);
    assert_eq!(found.len(), 3, "{err}");
    for name in ["project_id", "region_id", "cluster_name"] {
        assert!(
            found.iter().any(|(p, k)| p.contains(name) && *k == "required"),
            "{name} in {found:?}"
        );
    }
    let err = bare.get_task().send().await.unwrap_err();
    assert_eq!(violations(&err).len(), 1, "{err}");

    assert_eq!(server.count(), 0, "nothing may be sent");
}

#[tokio::test]
async fn missing_param_violation_path_matches_other_param_violations() {
    let server = Server::start(|_| price_reply()).await;
    let client = builder(&server).default_param("project_id", 7).build().unwrap();
    let err = client
        .get_k8s_cluster_price()
        .cluster_name("c")
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), pairs(&[("/$path/region_id", "required")]));
    assert_eq!(server.count(), 0);
}
