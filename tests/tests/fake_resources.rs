//! The fake on the provider's document (with the example overlay) keeps one record per resource
//! whatever version, spelling or parameter name a request uses, names what tasks made under the
//! document's keys, and knows identities other than `id`: the resource model's promises, over
//! HTTP. Skips with a message when `../shared` is absent.

mod gcore_fake;

use gcore_fake::{Api, model};
use serde_json::json;

#[tokio::test]
async fn one_record_across_versions_spellings_and_keys() {
    let Some(model) = model() else { return };
    // What tasks name created records under, per resource: the document's keys.
    let key = |name: &str| {
        model
            .resources
            .iter()
            .find(|r| r.name == name)
            .unwrap_or_else(|| panic!("no resource {name}:\n{}", model.explain()))
            .task_key
            .clone()
    };
    assert_eq!(key("security_groups_rules").as_deref(), Some("security_group_rules"));
    assert_eq!(key("k8s_clusters").as_deref(), Some("k8s_clusters"));
    assert_eq!(key("ports").as_deref(), Some("ports"));
    assert_eq!(key("load_balancers_l7_policies_rules").as_deref(), Some("l7rules"));
    // The document's own spelling, one letter short.
    assert_eq!(key("load_balancers_l7_policies").as_deref(), Some("l7polices"));
    let api = Api::new(model).await;

    // A security group made on v2 is read and patched on v1.
    let sg_template = "/cloud/v2/security_groups/{project_id}/{region_id}";
    let body = api.body("POST", sg_template, json!({"name": "web"}));
    let sg = api
        .create("/cloud/v2/security_groups/1/2", body, "security_groups")
        .await;
    let (status, read) = api
        .send("GET", &format!("/cloud/v1/securitygroups/1/2/{sg}"), None)
        .await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["name"], "web");
    // …and not in another project.
    let (status, _) = api
        .send("GET", &format!("/cloud/v1/securitygroups/9/2/{sg}"), None)
        .await;
    assert_eq!(status, 404);

    // A rule made under the group is the rule the flat v1 path deletes.
    let rule_template = "/cloud/v2/security_groups/{project_id}/{region_id}/{group_id}/rules";
    let body = api.body("POST", rule_template, json!({}));
    let rule = api
        .create(
            &format!("/cloud/v2/security_groups/1/2/{sg}/rules"),
            body,
            "security_group_rules",
        )
        .await;
    let (status, answer) = api
        .send("DELETE", &format!("/cloud/v1/securitygrouprules/1/2/{rule}"), None)
        .await;
    assert!(status < 300, "{status} {answer}");

    // A floating IP made on v1 is patched on v2.
    let fip_template = "/cloud/v1/floatingips/{project_id}/{region_id}";
    let body = api.body("POST", fip_template, json!({}));
    let fip = api.create("/cloud/v1/floatingips/1/2", body, "floatingips").await;
    let patch_template = "/cloud/v2/floatingips/{project_id}/{region_id}/{floating_ip_id}";
    let patch = api.body("PATCH", patch_template, json!({}));
    let (status, answer) = api
        .send("PATCH", &format!("/cloud/v2/floatingips/1/2/{fip}"), Some(patch))
        .await;
    assert!(status < 300, "{status} {answer}");
}

#[tokio::test]
async fn identities_other_than_id() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;

    // A k8s cluster is named by its `name`: the task names it so, and it is read so.
    let template = "/cloud/v2/k8s/clusters/{project_id}/{region_id}";
    let body = api.body("POST", template, json!({"name": "prod-1"}));
    let named = api.create("/cloud/v2/k8s/clusters/1/2", body, "k8s_clusters").await;
    assert_eq!(named, "prod-1");
    let (status, read) = api.send("GET", "/cloud/v2/k8s/clusters/1/2/prod-1", None).await;
    assert_eq!(status, 200, "{read}");
    assert_eq!(read["name"], "prod-1");

    // Placement groups get ids of their own, in the member the document names them by.
    let template = "/cloud/v1/servergroups/{project_id}/{region_id}";
    let mut ids = Vec::new();
    for name in ["group-a", "group-b"] {
        let body = api.body("POST", template, json!({"name": name}));
        let (status, made) = api.send("POST", "/cloud/v1/servergroups/1/2", Some(body)).await;
        assert!(status < 300, "{status} {made}");
        let id = made["servergroup_id"]
            .as_str()
            .unwrap_or_else(|| panic!("{made}"))
            .to_string();
        let (status, read) = api.send("GET", &format!("/cloud/v1/servergroups/1/2/{id}"), None).await;
        assert_eq!((status, read["name"].as_str()), (200, Some(name)), "{read}");
        ids.push(id);
    }
    assert_ne!(ids[0], ids[1]);
}

/// `tag_key_value` is JSON text in a parameter the document types as a string: the text is a
/// valid string, and what it decodes to filters by tag pairs (it was refused as "not of type
/// string" when the decoded object was judged against `type: string`).
#[tokio::test]
async fn a_json_text_query_parameter_is_judged_as_text_and_filters() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let template = "/cloud/v1/volumes/{project_id}/{region_id}";
    let body = api.body("POST", template, json!({"name": "tagged", "tags": {"env": "prod"}}));
    api.create("/cloud/v1/volumes/1/2", body, "volumes").await;
    let list = |filter: &'static str| {
        let api = &api;
        async move {
            let path = format!("/cloud/v1/volumes/1/2?tag_key_value={}", urlencode(filter));
            api.send("GET", &path, None).await
        }
    };
    let (status, page) = list(r#"{"env":"prod"}"#).await;
    assert_eq!(status, 200, "{page}");
    assert_eq!(page["count"], 1, "{page}");
    let (status, page) = list(r#"{"env":"dev"}"#).await;
    assert_eq!((status, &page["count"]), (200, &json!(0)), "{page}");
    // Not JSON, or JSON the content schema refuses: 4xx naming the parameter.
    for bad in ["{env", r#"{"env": 5}"#] {
        let (status, answer) = list(bad).await;
        assert!(status == 400 || status == 422, "{bad}: {status} {answer}");
        assert!(answer.to_string().contains("tag_key_value"), "{answer}");
    }
}

fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| match b {
            b'a'..=b'z' | b'A'..=b'Z' | b'0'..=b'9' | b'-' | b'_' | b'.' => (b as char).to_string(),
            _ => format!("%{b:02X}"),
        })
        .collect()
}
