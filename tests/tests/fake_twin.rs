//! The fake of the provider's document as a twin of the service (issue 32): records made from
//! what was asked, relations kept in step, lifecycles moved by actions. Each scenario is one a
//! team consuming the Cloud API writes, asserting what the document says the service does.
//! Skips with a message when `../shared` is absent.

mod gcore_fake;

use gcore_fake::{Api, model};
use serde_json::{Value, json};

async fn get(api: &Api, path: &str) -> Value {
    let (status, body) = api.send("GET", path, None).await;
    assert_eq!(status, 200, "GET {path}: {body}");
    body
}

#[tokio::test]
async fn explore() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let net_t = "/cloud/v1/networks/{project_id}/{region_id}";
    let net = api
        .create(
            "/cloud/v1/networks/1/2",
            api.body("POST", net_t, json!({"name": "net-1"})),
            "networks",
        )
        .await;
    println!("network {}", get(&api, &format!("/cloud/v1/networks/1/2/{net}")).await);
    let sub_t = "/cloud/v1/subnets/{project_id}/{region_id}";
    let sub_body = api.body(
        "POST",
        sub_t,
        json!({"name": "subnet-1", "network_id": net, "cidr": "10.0.0.0/24"}),
    );
    println!("subnet body {sub_body}");
    let sub = api.create("/cloud/v1/subnets/1/2", sub_body, "subnets").await;
    println!("subnet {}", get(&api, &format!("/cloud/v1/subnets/1/2/{sub}")).await);
    println!("network {}", get(&api, &format!("/cloud/v1/networks/1/2/{net}")).await);
    let fip_t = "/cloud/v1/floatingips/{project_id}/{region_id}";
    let b = api.body("POST", fip_t, json!({}));
    println!("fip body {b}");
    let fip = api.create("/cloud/v1/floatingips/1/2", b, "floatingips").await;
    println!("fip {}", get(&api, &format!("/cloud/v1/floatingips/1/2/{fip}")).await);
    let sg_t = "/cloud/v1/servergroups/{project_id}/{region_id}";
    let b = api.body("POST", sg_t, json!({"name": "group-1"}));
    let (st, pg) = api.send("POST", "/cloud/v1/servergroups/1/2", Some(b)).await;
    println!("placement {st} {pg}");
    let inst_t = "/cloud/v2/instances/{project_id}/{region_id}";
    let b = api.body("POST", inst_t, json!({"flavor": "g1-standard-1-2", "name": "vm1"}));
    println!("instance body {b}");
    let inst = api.create("/cloud/v2/instances/1/2", b, "instances").await;
    println!(
        "instance {}",
        get(&api, &format!("/cloud/v1/instances/1/2/{inst}")).await
    );
}
