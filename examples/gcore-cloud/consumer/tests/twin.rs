//! The fake as a twin of the service, through the generated crate's `fake` feature and its
//! resource tree, as a team writes its tests (issue 32): networks list their subnets and take
//! them when deleted, a subnet in a network nobody made is refused, an instance moves through
//! the states its actions name, a snapshot takes its volume's size and is listed by it, and a
//! volume attached to an instance is `in-use` and listed by it until detached, `creating` while
//! its create's task runs.

use gcore_cloud::ValidateJson;
use gcore_cloud::fake::Fake;
use gcore_cloud::types::{
    AttachVolumeToInstanceSerializer, CreateInstanceSerializerV2, CreateNetworkSerializer, CreateSnapshotSerializer,
    CreateSubnetSerializer, CreateVolumeSerializer, InstanceActionSerializerPydantic, InstanceIdSerializer,
};
use serde_json::{Value, json};

fn json_of<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).unwrap()
}

#[tokio::test]
async fn a_network_lists_its_subnets_and_takes_them_when_deleted() {
    let fake = Fake::start().await;
    let client = fake.client();
    let body = CreateNetworkSerializer::from_json(json!({"name": "net-1"})).unwrap();
    let network = client
        .networks()
        .create()
        .body(body)
        .send_and_wait_for_resources()
        .await
        .unwrap();
    let network_id = json_of(&network[0])["id"].as_str().unwrap().to_string();
    let subnet = |name: &str, cidr: &str| {
        CreateSubnetSerializer::from_json(json!({"name": name, "network_id": network_id, "cidr": cidr})).unwrap()
    };
    let a = client
        .networks()
        .subnets()
        .create()
        .body(subnet("subnet-a", "10.0.0.0/24"))
        .send_and_wait_for_resources()
        .await
        .unwrap();
    let a_id = json_of(&a[0])["id"].clone();
    let read = client
        .networks()
        .get()
        .network_id(network_id.as_str())
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(&read)["subnets"], json!([a_id]));
    // A subnet in a network nobody made is refused, naming the member.
    let orphan = CreateSubnetSerializer::from_json(
        json!({"name": "subnet-b", "network_id": "00000000-0000-4000-8000-000000000000", "cidr": "10.0.1.0/24"}),
    )
    .unwrap();
    let err = client
        .networks()
        .subnets()
        .create()
        .body(orphan)
        .send()
        .await
        .unwrap_err();
    assert!(err.to_string().contains("/body/network_id"), "{err}");
    // The network goes, and its subnet with it.
    client
        .networks()
        .delete()
        .network_id(network_id.as_str())
        .send_and_wait()
        .await
        .unwrap();
    assert!(fake.networks().is_empty());
    assert!(fake.networks_subnets().is_empty());
}

#[tokio::test]
async fn an_instance_moves_through_the_states_its_actions_name() {
    let fake = Fake::start().await;
    let client = fake.client();
    let body = CreateInstanceSerializerV2::from_json(json!({
        "name": "vm-1",
        "flavor": "g1-standard-1-2",
        "interfaces": [{"type": "external"}],
        "volumes": [{"source": "image", "image_id": "e460e48c-6836-447e-bc9c-16fc4225d318", "size": 10, "boot_index": 0}]
    }))
    .unwrap();
    let made = client
        .instances()
        .create()
        .body(body)
        .send_and_wait_for_resources()
        .await
        .unwrap();
    let id = json_of(&made[0])["id"].as_str().unwrap().to_string();
    assert_eq!(json_of(&made[0])["flavor"]["flavor_id"], "g1-standard-1-2");
    let status = || async {
        json_of(&client.instances().get().instance_id(id.as_str()).send().await.unwrap())["status"].clone()
    };
    assert_eq!(status().await, "ACTIVE");
    // `POST …/action` names the action in its body (the example overlay says what each leaves).
    for (action, state) in [
        ("stop", "SHUTOFF"),
        ("start", "ACTIVE"),
        ("suspend", "SUSPENDED"),
        ("resume", "ACTIVE"),
    ] {
        let body = InstanceActionSerializerPydantic::from_json(json!({ "action": action })).unwrap();
        client
            .instances()
            .action()
            .instance_id(id.as_str())
            .body(body)
            .send_and_wait()
            .await
            .unwrap();
        assert_eq!(status().await, state, "after {action}");
    }
}

#[tokio::test]
async fn a_snapshot_takes_its_volumes_size_and_the_volume_lists_it() {
    let fake = Fake::start().await;
    let client = fake.client();
    let body = CreateVolumeSerializer::from_json(json!({"source": "new-volume", "name": "data", "size": 7})).unwrap();
    let volume = client
        .volumes()
        .create()
        .body(body)
        .send_and_wait_for_resources()
        .await
        .unwrap();
    let volume_id = json_of(&volume[0])["id"].as_str().unwrap().to_string();
    let body = CreateSnapshotSerializer::from_json(json!({"name": "snap-1", "volume_id": volume_id})).unwrap();
    let snapshot = client
        .volume_snapshots()
        .create()
        .body(body)
        .send_and_wait_for_resources()
        .await
        .unwrap();
    assert_eq!(json_of(&snapshot[0])["size"], 7);
    let read = client
        .volumes()
        .get()
        .volume_id(volume_id.as_str())
        .send()
        .await
        .unwrap();
    assert_eq!(json_of(&read)["snapshot_ids"], json!([json_of(&snapshot[0])["id"]]));
}

#[tokio::test]
async fn an_attached_volume_is_in_use_and_listed_by_its_instance_until_detached() {
    let fake = Fake::start().await;
    let client = fake.client();
    let body = CreateInstanceSerializerV2::from_json(json!({
        "name": "vm-2",
        "flavor": "g1-standard-1-2",
        "interfaces": [{"type": "external"}],
        "volumes": [{"source": "new-volume", "size": 10, "boot_index": 0}]
    }))
    .unwrap();
    let made = client
        .instances()
        .create()
        .body(body)
        .send_and_wait_for_resources()
        .await
        .unwrap();
    let vm = json_of(&made[0])["id"].as_str().unwrap().to_string();
    // While its task runs the volume is there already, `creating`.
    fake.set_task_plan(
        gcore_cloud::fake::Operation::VolumeViewSetPost,
        gcore_cloud::fake::TaskPlan::AfterPolls(1),
    )
    .unwrap();
    let body = CreateVolumeSerializer::from_json(json!({"source": "new-volume", "name": "data-2", "size": 3})).unwrap();
    let started = client.volumes().create().body(body).send().await.unwrap();
    let pending = fake.volumes().all();
    assert_eq!(json_of(&pending[0])["status"], "creating");
    let vol = json_of(&pending[0])["id"].as_str().unwrap().to_string();
    for _ in 0..2 {
        client
            .tasks()
            .get()
            .task_id(started.tasks[0].as_str())
            .send()
            .await
            .unwrap();
    }
    let volume = || async { json_of(&client.volumes().get().volume_id(vol.as_str()).send().await.unwrap()) };
    assert_eq!(volume().await["status"], "available");
    let listed = || async {
        let read = json_of(&client.instances().get().instance_id(vm.as_str()).send().await.unwrap());
        read["volumes"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(|v| v["id"].as_str().map(String::from))
            .collect::<Vec<_>>()
    };
    let attach = AttachVolumeToInstanceSerializer::from_json(json!({"instance_id": vm})).unwrap();
    client
        .volumes()
        .attach_to_instance()
        .volume_id(vol.as_str())
        .body(attach)
        .send_and_wait()
        .await
        .unwrap();
    let attached = volume().await;
    assert_eq!(attached["status"], "in-use", "{attached}");
    assert_eq!(attached["attachments"][0]["server_id"], json!(vm));
    assert!(listed().await.contains(&vol));
    let detach = InstanceIdSerializer::from_json(json!({"instance_id": vm})).unwrap();
    client
        .volumes()
        .detach_from_instance()
        .volume_id(vol.as_str())
        .body(detach)
        .send_and_wait()
        .await
        .unwrap();
    assert_eq!(volume().await["status"], "available");
    assert!(!listed().await.contains(&vol));
}
