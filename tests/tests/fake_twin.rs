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

/// Creates through the collection's POST (with the document's example body and `changes`).
async fn make(api: &Api, path: &str, template: &str, changes: Value, key: &str) -> String {
    let body = api.body("POST", template, changes);
    api.create(path, body, key).await
}

#[tokio::test]
async fn networks_list_their_subnets_and_take_them_when_deleted() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let net = make(
        &api,
        "/cloud/v1/networks/1/2",
        "/cloud/v1/networks/{project_id}/{region_id}",
        json!({"name": "net-1"}),
        "networks",
    )
    .await;
    let subnet = |name: &str, cidr: &str| json!({"name": name, "network_id": net, "cidr": cidr});
    let sub_t = "/cloud/v1/subnets/{project_id}/{region_id}";
    let a = make(
        &api,
        "/cloud/v1/subnets/1/2",
        sub_t,
        subnet("subnet-a", "10.0.0.0/24"),
        "subnets",
    )
    .await;
    let b = make(
        &api,
        "/cloud/v1/subnets/1/2",
        sub_t,
        subnet("subnet-b", "10.0.1.0/24"),
        "subnets",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/networks/1/2/{net}")).await;
    assert_eq!(read["subnets"], json!([a, b]), "{read}");
    // A subnet deleted is no longer listed.
    let (status, _) = api.send("DELETE", &format!("/cloud/v1/subnets/1/2/{a}"), None).await;
    assert!(status < 300);
    let read = get(&api, &format!("/cloud/v1/networks/1/2/{net}")).await;
    assert_eq!(read["subnets"], json!([b]), "{read}");
    // A subnet in a network that does not exist is refused, naming the member.
    let body = api.body("POST", sub_t, subnet("subnet-c", "10.0.2.0/24"));
    let mut body = body;
    body["network_id"] = json!("00000000-0000-4000-8000-000000000000");
    let (status, answer) = api.send("POST", "/cloud/v1/subnets/1/2", Some(body)).await;
    assert!((400..500).contains(&status), "{status} {answer}");
    assert!(answer.to_string().contains("network_id"), "{answer}");
    // Deleting the network takes its subnets with it.
    let (status, _) = api.send("DELETE", &format!("/cloud/v1/networks/1/2/{net}"), None).await;
    assert!(status < 300);
    let (status, _) = api.send("GET", &format!("/cloud/v1/subnets/1/2/{b}"), None).await;
    assert_eq!(status, 404);
}

#[tokio::test]
async fn records_hold_what_was_asked_and_nothing_invented() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    // The flavor asked for is the flavor read back (`flavor.flavor_id` in the read schema).
    let inst_t = "/cloud/v2/instances/{project_id}/{region_id}";
    let vm = make(
        &api,
        "/cloud/v2/instances/1/2",
        inst_t,
        json!({"flavor": "g1-standard-1-2", "name": "vm-1"}),
        "instances",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/instances/1/2/{vm}")).await;
    assert_eq!(read["flavor"]["flavor_id"], "g1-standard-1-2", "{read}");
    // A new floating IP is attached to nothing.
    let fip = make(
        &api,
        "/cloud/v1/floatingips/1/2",
        "/cloud/v1/floatingips/{project_id}/{region_id}",
        json!({}),
        "floatingips",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/floatingips/1/2/{fip}")).await;
    assert_eq!(read["port_id"], Value::Null, "{read}");
    assert_ne!(read["status"], "ACTIVE", "{read}");
    // A new placement group holds no instances.
    let body = api.body(
        "POST",
        "/cloud/v1/servergroups/{project_id}/{region_id}",
        json!({"name": "group-1"}),
    );
    let (status, group) = api.send("POST", "/cloud/v1/servergroups/1/2", Some(body)).await;
    assert!(status < 300, "{group}");
    assert_eq!(group["instances"], json!([]), "{group}");
    // An uploaded key has no private key.
    let key_t = "/cloud/v1/ssh_keys/{project_id}";
    let body = api.body(
        "POST",
        key_t,
        json!({"name": "laptop", "public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIMqL0bW8YkT9d6Q laptop"}),
    );
    let (status, key) = api.send("POST", "/cloud/v1/ssh_keys/1", Some(body)).await;
    assert!(status < 300, "{status} {key}");
    assert!(key.get("private_key").is_none_or(Value::is_null), "{key}");
    // Two keys do not share the document's example fingerprint.
    let body = api.body(
        "POST",
        key_t,
        json!({"name": "desktop", "public_key": "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq2f0Rk desktop"}),
    );
    let (_, other) = api.send("POST", "/cloud/v1/ssh_keys/1", Some(body)).await;
    let fingerprint = |k: &Value| k["fingerprint"].as_str().unwrap_or_default().to_string();
    assert!(!fingerprint(&key).is_empty(), "{key}");
    assert_ne!(fingerprint(&key), fingerprint(&other), "{key} {other}");
    // A file share's access rule for an address reads back that address.
    let share = make(
        &api,
        "/cloud/v1/file_shares/1/2",
        "/cloud/v1/file_shares/{project_id}/{region_id}",
        json!({"name": "share-1"}),
        "file_shares",
    )
    .await;
    let rule_t = "/cloud/v1/file_shares/{project_id}/{region_id}/{file_share_id}/access_rule";
    let body = api.body("POST", rule_t, json!({"ip_address": "10.20.0.5", "access_mode": "rw"}));
    let (status, rule) = api
        .send(
            "POST",
            &format!("/cloud/v1/file_shares/1/2/{share}/access_rule"),
            Some(body),
        )
        .await;
    assert!(status < 300, "{status} {rule}");
    assert_eq!(
        (rule["access_to"].as_str(), rule["access_level"].as_str()),
        (Some("10.20.0.5"), Some("rw")),
        "{rule}"
    );
}

#[tokio::test]
async fn a_snapshot_takes_its_volume_size_and_the_volume_lists_it() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let vol_t = "/cloud/v1/volumes/{project_id}/{region_id}";
    let vol = make(
        &api,
        "/cloud/v1/volumes/1/2",
        vol_t,
        json!({"source": "new-volume", "name": "data", "size": 7}),
        "volumes",
    )
    .await;
    let snap_t = "/cloud/v1/snapshots/{project_id}/{region_id}";
    let snap = make(
        &api,
        "/cloud/v1/snapshots/1/2",
        snap_t,
        json!({"volume_id": vol, "name": "snap-1"}),
        "snapshots",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/snapshots/1/2/{snap}")).await;
    assert_eq!(
        (read["size"].as_i64(), read["volume_id"].as_str()),
        (Some(7), Some(vol.as_str())),
        "{read}"
    );
    let volume = get(&api, &format!("/cloud/v1/volumes/1/2/{vol}")).await;
    assert_eq!(volume["snapshot_ids"], json!([snap]), "{volume}");
}

#[tokio::test]
async fn actions_move_an_instance_and_a_floating_ip_through_their_states() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let inst_t = "/cloud/v2/instances/{project_id}/{region_id}";
    let vm = make(
        &api,
        "/cloud/v2/instances/1/2",
        inst_t,
        json!({"flavor": "g1-standard-1-2", "name": "vm-2"}),
        "instances",
    )
    .await;
    let path = format!("/cloud/v1/instances/1/2/{vm}");
    assert_eq!(get(&api, &path).await["status"], "ACTIVE");
    for (action, state) in [
        ("stop", "SHUTOFF"),
        ("start", "ACTIVE"),
        ("suspend", "SUSPENDED"),
        ("resume", "ACTIVE"),
    ] {
        let (status, answer) = api.send("POST", &format!("{path}/{action}"), Some(json!({}))).await;
        assert!(status < 300, "{action}: {status} {answer}");
        assert_eq!(get(&api, &path).await["status"], state, "after {action}");
    }
    // The same through `POST …/action`, which names the action in its body.
    for (action, state) in [("stop", "SHUTOFF"), ("start", "ACTIVE")] {
        let (status, answer) = api
            .send(
                "POST",
                &format!("/cloud/v2/instances/1/2/{vm}/action"),
                Some(json!({"action": action})),
            )
            .await;
        assert!(status < 300, "{action}: {status} {answer}");
        assert_eq!(get(&api, &path).await["status"], state, "after action {action}");
    }
    // A new flavor through `changeflavor`.
    let (status, answer) = api
        .send(
            "POST",
            &format!("{path}/changeflavor"),
            Some(json!({"flavor_id": "g1-standard-2-4"})),
        )
        .await;
    assert!(status < 300, "{status} {answer}");
    assert_eq!(get(&api, &path).await["flavor"]["flavor_id"], "g1-standard-2-4");
}

#[tokio::test]
async fn a_load_balancer_lists_its_listeners_and_a_pool_its_members() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let lb_t = "/cloud/v1/loadbalancers/{project_id}/{region_id}";
    let lb = make(
        &api,
        "/cloud/v1/loadbalancers/1/2",
        lb_t,
        json!({"name": "lb-1"}),
        "loadbalancers",
    )
    .await;
    let listener_t = "/cloud/v1/lblisteners/{project_id}/{region_id}";
    let listener = make(
        &api,
        "/cloud/v1/lblisteners/1/2",
        listener_t,
        // The document's example names TLS secrets; an HTTP listener names none (the fake, as
        // the service, refuses ids of secrets that do not exist).
        json!({"name": "http", "load_balancer_id": lb, "protocol": "HTTP", "protocol_port": 80, "sni_secret_id": []}),
        "listeners",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/loadbalancers/1/2/{lb}")).await;
    let listed: Vec<&str> = read["listeners"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|l| l["id"].as_str())
        .collect();
    assert_eq!(listed, [listener.as_str()], "{read}");
    let pool_t = "/cloud/v1/lbpools/{project_id}/{region_id}";
    let pool = make(
        &api,
        "/cloud/v1/lbpools/1/2",
        pool_t,
        json!({"name": "pool-1", "listener_id": listener, "load_balancer_id": lb, "members": []}),
        "pools",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/lbpools/1/2/{pool}")).await;
    assert_eq!(read["listeners"][0]["id"], json!(listener), "{read}");
    assert_eq!(read["loadbalancers"][0]["id"], json!(lb), "{read}");
    // An L7 policy redirects to a pool that exists, not to one that does not.
    let policy_t = "/cloud/v1/l7policies/{project_id}/{region_id}";
    let policy = |pool: &str| {
        api.body(
            "POST",
            policy_t,
            json!({"listener_id": listener, "action": "REDIRECT_TO_POOL", "redirect_pool_id": pool}),
        )
    };
    let (status, answer) = api
        .send(
            "POST",
            "/cloud/v1/l7policies/1/2",
            Some(policy("00000000-0000-4000-8000-000000000000")),
        )
        .await;
    assert!((400..500).contains(&status), "{status} {answer}");
    assert!(answer.to_string().contains("/body/redirect_pool_id"), "{answer}");
    // The task names it under the document's own spelling (`l7polices`).
    let made = api.create("/cloud/v1/l7policies/1/2", policy(&pool), "l7polices").await;
    assert_eq!(
        get(&api, &format!("/cloud/v1/l7policies/1/2/{made}")).await["redirect_pool_id"],
        json!(pool)
    );
    let member_t = "/cloud/v1/lbpools/{project_id}/{region_id}/{pool_id}/member";
    let member = make(
        &api,
        &format!("/cloud/v1/lbpools/1/2/{pool}/member"),
        member_t,
        json!({"address": "10.0.0.7", "protocol_port": 8080}),
        "members",
    )
    .await;
    let read = get(&api, &format!("/cloud/v1/lbpools/1/2/{pool}")).await;
    assert_eq!(read["members"][0]["id"], json!(member), "{read}");
    assert_eq!(read["members"][0]["address"], "10.0.0.7", "{read}");
    // A member of a pool that does not exist is a 404.
    let body = api.body("POST", member_t, json!({"address": "10.0.0.8", "protocol_port": 8080}));
    let (status, answer) = api
        .send(
            "POST",
            "/cloud/v1/lbpools/1/2/00000000-0000-4000-8000-000000000000/member",
            Some(body),
        )
        .await;
    assert_eq!(status, 404, "{answer}");
}

#[tokio::test]
async fn an_attached_volume_is_among_the_instances_volumes_until_detached() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    let inst_t = "/cloud/v2/instances/{project_id}/{region_id}";
    let vm = make(
        &api,
        "/cloud/v2/instances/1/2",
        inst_t,
        json!({"flavor": "g1-standard-1-2", "name": "vm-3"}),
        "instances",
    )
    .await;
    let vol_t = "/cloud/v1/volumes/{project_id}/{region_id}";
    let vol = make(
        &api,
        "/cloud/v1/volumes/1/2",
        vol_t,
        json!({"source": "new-volume", "name": "data-2", "size": 5}),
        "volumes",
    )
    .await;
    let listed = |read: &Value| -> Vec<String> {
        read["volumes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v["id"].as_str().map(String::from))
            .collect()
    };
    assert!(listed(&get(&api, &format!("/cloud/v1/instances/1/2/{vm}")).await).is_empty());
    let (status, answer) = api
        .send(
            "POST",
            &format!("/cloud/v2/volumes/1/2/{vol}/attach"),
            Some(json!({"instance_id": vm})),
        )
        .await;
    assert!(status < 300, "{status} {answer}");
    let volume = get(&api, &format!("/cloud/v1/volumes/1/2/{vol}")).await;
    assert_eq!(volume["attachments"][0]["server_id"], json!(vm), "{volume}");
    assert_eq!(volume["attachments"][0]["volume_id"], json!(vol), "{volume}");
    assert!(
        volume["attachments"][0]["attachment_id"]
            .as_str()
            .is_some_and(|a| a.len() == 36),
        "{volume}"
    );
    assert_eq!(volume["status"], "in-use", "{volume}");
    assert_eq!(
        listed(&get(&api, &format!("/cloud/v1/instances/1/2/{vm}")).await),
        std::slice::from_ref(&vol)
    );
    let (status, answer) = api
        .send(
            "POST",
            &format!("/cloud/v2/volumes/1/2/{vol}/detach"),
            Some(json!({"instance_id": vm})),
        )
        .await;
    assert!(status < 300, "{status} {answer}");
    assert!(listed(&get(&api, &format!("/cloud/v1/instances/1/2/{vm}")).await).is_empty());
    let volume = get(&api, &format!("/cloud/v1/volumes/1/2/{vol}")).await;
    assert_eq!(
        (volume["status"].clone(), volume["attachments"].clone()),
        (json!("available"), json!([]))
    );
    // Deleting the instance leaves the volume.
    let (status, _) = api
        .send(
            "POST",
            &format!("/cloud/v2/volumes/1/2/{vol}/attach"),
            Some(json!({"instance_id": vm})),
        )
        .await;
    assert!(status < 300);
    let (status, answer) = api.send("DELETE", &format!("/cloud/v1/instances/1/2/{vm}"), None).await;
    assert!(status < 300, "{status} {answer}");
    get(&api, &format!("/cloud/v1/volumes/1/2/{vol}")).await;
}

#[tokio::test]
async fn a_volume_shows_its_transitional_states_while_its_tasks_run() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    for id in [
        "VolumeViewSet.post",
        "VolumeInstanceViewSet.delete",
        "VolumeInstanceExtendView.post",
    ] {
        api.fake
            .set_task_plan(id, oapigen_fake::TaskPlan::AfterPolls(1))
            .unwrap();
    }
    let poll = |task: Value| {
        let task = task.as_str().unwrap().to_string();
        let api = &api;
        async move { api.send("GET", &format!("/cloud/v1/tasks/{task}"), None).await.1 }
    };
    let body = api.body(
        "POST",
        "/cloud/v1/volumes/{project_id}/{region_id}",
        json!({"source": "new-volume", "name": "slow", "size": 5}),
    );
    let (status, answer) = api.send("POST", "/cloud/v1/volumes/1/2", Some(body)).await;
    assert!(status < 300, "{status} {answer}");
    let task = answer["tasks"][0].clone();
    // While the task runs the volume is there, `creating`, and listed.
    let (_, list) = api.send("GET", "/cloud/v1/volumes/1/2", None).await;
    let listed = &list["results"][0];
    assert_eq!(
        (list["count"].clone(), listed["status"].clone()),
        (json!(1), json!("creating")),
        "{list}"
    );
    let vol = listed["id"].as_str().unwrap().to_string();
    let item = format!("/cloud/v1/volumes/1/2/{vol}");
    assert_eq!(poll(task.clone()).await["state"], "RUNNING");
    let done = poll(task).await;
    assert_eq!(done["state"], "FINISHED", "{done}");
    assert_eq!(done["created_resources"]["volumes"][0], json!(vol));
    let settled = get(&api, &item).await;
    assert_ne!(settled["status"], "creating", "{settled}");
    // An extend shows `extending` until its task ends, then the new size and the settled state.
    let (_, answer) = api
        .send("POST", &format!("{item}/extend"), Some(json!({"size": 9})))
        .await;
    let task = answer["tasks"][0].clone();
    let during = get(&api, &item).await;
    assert_eq!(
        (during["status"].clone(), during["size"].clone()),
        (json!("extending"), json!(5))
    );
    poll(task.clone()).await;
    poll(task).await;
    let after = get(&api, &item).await;
    assert_eq!(
        (after["status"].clone(), after["size"].clone()),
        (settled["status"].clone(), json!(9))
    );
    // A delete shows `deleting`, then the volume is gone.
    let (_, answer) = api.send("DELETE", &item, None).await;
    let task = answer["tasks"][0].clone();
    assert_eq!(get(&api, &item).await["status"], "deleting");
    poll(task.clone()).await;
    poll(task).await;
    assert_eq!(api.send("GET", &item, None).await.0, 404);
}

#[tokio::test]
async fn groups_list_their_rules_and_clusters_their_pools_and_both_take_them_when_deleted() {
    let Some(model) = model() else { return };
    let api = Api::new(model).await;
    // A security group made on v2 lists the rule made under it; deleting it takes the rule.
    let sg = make(
        &api,
        "/cloud/v2/security_groups/1/2",
        "/cloud/v2/security_groups/{project_id}/{region_id}",
        json!({"name": "web"}),
        "security_groups",
    )
    .await;
    let rule = make(
        &api,
        &format!("/cloud/v2/security_groups/1/2/{sg}/rules"),
        "/cloud/v2/security_groups/{project_id}/{region_id}/{group_id}/rules",
        json!({"direction": "ingress", "protocol": "tcp", "port_range_min": 443, "port_range_max": 443}),
        "security_group_rules",
    )
    .await;
    let group = get(&api, &format!("/cloud/v1/securitygroups/1/2/{sg}")).await;
    let rules: Vec<&str> = group["security_group_rules"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|r| r["id"].as_str())
        .collect();
    assert_eq!(rules, [rule.as_str()], "{group}");
    let (status, answer) = api
        .send("DELETE", &format!("/cloud/v1/securitygroups/1/2/{sg}"), None)
        .await;
    assert!(status < 300, "{status} {answer}");
    let (status, _) = api
        .send("DELETE", &format!("/cloud/v1/securitygrouprules/1/2/{rule}"), None)
        .await;
    assert_eq!(status, 404, "the rule went with its group");

    // A k8s cluster lists its pools by name; deleting the cluster takes them.
    let cluster = make(
        &api,
        "/cloud/v2/k8s/clusters/1/2",
        "/cloud/v2/k8s/clusters/{project_id}/{region_id}",
        json!({"name": "prod-cluster"}),
        "k8s_clusters",
    )
    .await;
    assert_eq!(cluster, "prod-cluster");
    let pools = format!("/cloud/v2/k8s/clusters/1/2/{cluster}/pools");
    let pool = make(
        &api,
        &pools,
        "/cloud/v2/k8s/clusters/{project_id}/{region_id}/{cluster_name}/pools",
        json!({"name": "workers", "security_group_ids": []}),
        "k8s_pools",
    )
    .await;
    assert_eq!(pool, "workers");
    let read = get(&api, &format!("/cloud/v2/k8s/clusters/1/2/{cluster}")).await;
    let names: Vec<&str> = read["pools"]
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|p| p.as_str().or_else(|| p["name"].as_str()))
        .collect();
    // The pool the create's body listed (the document's example of it) and the one made after.
    assert_eq!(names, ["my-pool", "workers"], "{read}");
    let (status, listed) = api.send("GET", &format!("{pools}/my-pool"), None).await;
    assert_eq!(status, 200, "the pool the create listed reads by its name: {listed}");
    let (status, answer) = api
        .send("DELETE", &format!("/cloud/v2/k8s/clusters/1/2/{cluster}"), None)
        .await;
    assert!(status < 300, "{status} {answer}");
    let (status, _) = api.send("GET", &format!("{pools}/workers"), None).await;
    assert_eq!(status, 404, "the pool went with its cluster");
}
