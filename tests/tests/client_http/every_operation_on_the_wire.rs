//! 1. Every operation: request on the wire and decoding of a documented answer

use super::*;

#[tokio::test]
async fn op_check_postgres_quota() {
    let answer = json!({
        "cpu_count_limit": 64, "cpu_count_requested": 66, "cpu_count_usage": 62,
        "ram_limit": 262144, "ram_requested": 270336, "ram_usage": 253952,
        "dbaas_postgres_cluster_count_limit": 3,
        "dbaas_postgres_cluster_count_requested": 1,
        "dbaas_postgres_cluster_count_usage": 3
    });
    let reply = answer.clone();
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let body = json!({
        "cluster_name": "orders-db",
        "flavor": {"cpu": 2, "memory_gib": 8},
        "high_availability": {"replication_mode": "sync"},
        "network": {"acl": ["10.0.0.0/24", "192.0.2.15/32"], "network_type": "public"},
        "pg_server_configuration": {
            "pg_conf": "max_connections = 200\nshared_buffers = 2GB",
            "version": "15",
            "pooler": null
        },
        "storage": {"size_gib": 100, "type": "ssd-hiiops"},
        "databases": [{"name": "orders", "owner": "app"}],
        "users": [{"name": "app", "role_attributes": ["LOGIN", "CREATEDB"]}]
    });
    let quota = client(&server)
        .check_postgres_quota()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::PostgresQuotaCheckRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "POST",
        "/cloud/v1/dbaas/postgres/check_limit/1/76",
        &body,
    );
    assert_eq!(quota.cpu_count_limit, Some(64));
    assert_eq!(quota.cpu_count_requested, Some(66));
    assert_eq!(quota.ram_usage, Some(253952));
    assert_eq!(quota.dbaas_postgres_cluster_count_usage, Some(3));
    assert_eq!(quota.volume_size_limit, None, "absent quota");
    assert_eq!(
        serde_json::to_value(&quota).unwrap(),
        answer,
        "nothing lost in decoding"
    );
}

#[tokio::test]
async fn op_list_functions() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "count": 14,
                "results": [
                    {
                        "id": "f7b1f1a2-2c3d-4e5f-8a9b-0c1d2e3f4a5b",
                        "name": "resize-image",
                        "description": "Resizes uploaded images",
                        "status": "ACTIVE",
                        "build_status": "succeeded",
                        "build_message": "",
                        "created_at": "2024-05-14T09:12:31Z",
                        "runtime": "python3.11",
                        "flavor": "80mCPU-128MB",
                        "timeout": 60,
                        "main_method": "main",
                        "code_text": "def main(event):\n    return event\n",
                        "dependencies": "Pillow==10.3.0",
                        "endpoint": "https://image-tools-resize-image.faas.example.net",
                        "enable_api_key": false,
                        "autoscaling": {"min_instances": 1, "max_instances": 3},
                        "deploy_status": {"total": 1, "ready": 1},
                        "envs": {"LOG_LEVEL": "info"}
                    },
                    {"id": "0a9c1b2d-3e4f-4a5b-9c8d-7e6f5a4b3c2d", "name": "resize-thumb", "status": "DEPLOYING"}
                ]
            }),
        )
    })
    .await;
    let page = client(&server)
        .list_functions()
        .project_id(1)
        .region_id(76)
        .namespace_name("image-tools")
        .limit(2)
        .offset(4)
        .order_by(types::ListFunctionsOrderBy::NameAsc)
        .search("resize")
        .send()
        .await
        .unwrap();
    let rec = server.single();
    assert_bodyless_request(
        &rec,
        "GET",
        "/cloud/v1/faas/namespaces/1/76/image-tools/functions",
        Some("limit=2&offset=4&order_by=name.asc&search=resize"),
    );
    assert_eq!(page.count.get(), 14);
    assert_eq!(page.results.len(), 2);
    let f = &page.results[0];
    assert_eq!(f.name.as_deref(), Some("resize-image"));
    assert_eq!(f.timeout, Some(60));
    assert_eq!(f.enable_api_key, Some(false));
    assert_eq!(f.autoscaling.as_ref().and_then(|a| a.max_instances), Some(3));
    assert_eq!(f.deploy_status.as_ref().and_then(|d| d.get("ready")), Some(&1));
    assert_eq!(
        f.envs.as_ref().and_then(|e| e.get("LOG_LEVEL")).map(String::as_str),
        Some("info")
    );
    let minimal = &page.results[1];
    assert_eq!(minimal.status.as_deref(), Some("DEPLOYING"));
    assert_eq!(
        (&minimal.runtime, &minimal.autoscaling, &minimal.timeout),
        (&None, &None, &None)
    );
}

#[tokio::test]
async fn op_attach_volume() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "id": "726ecfcc-7fd0-4e30-a86e-7892524aa483",
                "name": "data-volume",
                "bootable": false,
                "created_at": "2024-04-02T11:22:33Z",
                "updated_at": "2024-04-02T11:25:01Z",
                "is_root_volume": false,
                "project_id": 1,
                "region": "Luxembourg-2",
                "region_id": 76,
                "size": 50,
                "status": "in-use",
                "tags": [{"key": "env", "value": "prod", "read_only": false}],
                "volume_type": "standard",
                "attachments": [{
                    "attachment_id": "c2f3a1b0-9d8e-4f7a-b6c5-d4e3f2a1b0c9",
                    "volume_id": "726ecfcc-7fd0-4e30-a86e-7892524aa483",
                    "server_id": "8dc30d49-bb34-4920-9bbd-03a2587ec0ad",
                    "instance_name": "web-1",
                    "device": "/dev/vdb",
                    "attached_at": "2024-04-02T11:25:00Z",
                    "flavor_id": "g1-standard-2-4"
                }],
                "creator_task_id": null,
                "task_id": null,
                "snapshot_ids": [],
                "limiter_stats": {"MBps_base_limit": 100, "MBps_burst_limit": 200, "iops_base_limit": 3000, "iops_burst_limit": 6000}
            }),
        )
    })
    .await;
    let body = json!({"instance_id": "8dc30d49-bb34-4920-9bbd-03a2587ec0ad", "attachment_tag": "data-disk"});
    let volume = client(&server)
        .attach_volume()
        .project_id(1)
        .region_id(76)
        .volume_id("726ecfcc-7fd0-4e30-a86e-7892524aa483")
        .body(typed::<types::VolumeAttachRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "POST",
        "/cloud/v1/volumes/1/76/726ecfcc-7fd0-4e30-a86e-7892524aa483/attach",
        &body,
    );
    assert_eq!(volume.status, types::VolumeStatus::InUse);
    assert_eq!(volume.size, 50);
    assert_eq!(volume.creator_task_id, Nullable::Null);
    assert_eq!(volume.task_id, Nullable::Null);
    assert_eq!(volume.snapshot_ids, Nullable::Value(vec![]));
    assert_eq!(
        volume.updated_at.value().map(|d| d.as_str()),
        Some("2024-04-02T11:25:01Z")
    );
    assert!(volume.volume_image_metadata.is_absent(), "absent");
    let attachments = volume.attachments.value().expect("attachments");
    assert_eq!(attachments[0].device.as_deref(), Some("/dev/vdb"));
    assert_eq!(
        attachments[0].server_id.as_deref(),
        Some("8dc30d49-bb34-4920-9bbd-03a2587ec0ad")
    );
    assert_eq!(
        volume.limiter_stats.value().and_then(|l| l.m_bps_burst_limit),
        Some(200)
    );
    assert_eq!(volume.tags[0].key.as_deref(), Some("env"));
}

#[tokio::test]
async fn op_update_security_group() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "id": "b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e",
                "name": "web servers",
                "description": null,
                "created_at": "2024-01-10T08:00:00Z",
                "updated_at": "2024-05-14T09:30:00Z",
                "project_id": 1,
                "region": "Luxembourg-2",
                "region_id": 76,
                "revision_number": 4,
                "tags_v2": [
                    {"key": "env", "value": "prod", "read_only": false},
                    {"key": "managed-by", "value": "cloud", "read_only": true}
                ],
                "security_group_rules": [{
                    "id": "9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b",
                    "security_group_id": "b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e",
                    "direction": "ingress",
                    "ethertype": "IPv4",
                    "protocol": "tcp",
                    "port_range_min": 443,
                    "port_range_max": 443,
                    "remote_ip_prefix": "0.0.0.0/0",
                    "remote_group_id": [],
                    "description": "HTTPS from anywhere",
                    "revision_number": 0,
                    "created_at": "2024-05-14T09:30:00Z",
                    "updated_at": "2024-05-14T09:30:00Z"
                }]
            }),
        )
    })
    .await;
    let body = json!({
        "name": "web servers",
        "changed_rules": [
            {
                "action": "create",
                "direction": "ingress",
                "ethertype": "IPv4",
                "protocol": "tcp",
                "port_range_min": 443,
                "port_range_max": 443,
                "remote_ip_prefix": "0.0.0.0/0",
                "description": "HTTPS from anywhere"
            },
            {"action": "delete", "security_group_rule_id": "5b1d1ba1-3d48-4a06-9d6a-2c4a4a1bb8b2"}
        ],
        "tags": {"env": "prod", "obsolete": null}
    });
    let group = client(&server)
        .update_security_group()
        .project_id(1)
        .region_id(76)
        .group_id("b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e")
        .body(typed::<types::SecurityGroupUpdateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "PATCH",
        "/cloud/v1/securitygroups/1/76/b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e",
        &body,
    );
    assert_eq!(group.name.as_str(), "web servers");
    assert_eq!(group.description, Nullable::Null);
    assert_eq!(group.revision_number, 4);
    assert_eq!(group.tags_v2[1].read_only, Some(true));
    let rules = group.security_group_rules.as_ref().expect("rules");
    assert_eq!(rules[0].port_range_min, Some(443));
    assert_eq!(rules[0].remote_group_id, Some(vec![]));
}

#[tokio::test]
async fn op_create_inference_deployment() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = json!({
        "name": "llama-chat",
        "image": "vllm/vllm-openai:v0.6.3",
        "flavor_name": "inference-16vcpu-232gib-1xh100-80gb",
        "listening_port": 8000,
        "containers": [
            {
                "region_id": 76,
                "scale": {
                    "min": 1, "max": 3, "cooldown_period": 60, "polling_interval": 30,
                    "triggers": {"cpu": {"threshold": 80}, "http": {"rate": 50, "window": 60}}
                }
            },
            {"region_id": 38, "scale": {"min": 0, "max": 2}}
        ],
        "api_keys": ["support-bot-key"],
        "command": ["python3", "-m", "vllm.entrypoints.openai.api_server"],
        "envs": {"HF_HOME": "/data/hf"},
        "description": "Chat model for the support bot",
        "ingress_opts": {"disable_response_buffering": true},
        "logging": {
            "enabled": true, "destination_region_id": 76, "topic_name": "llama-chat-logs",
            "retention_policy": {"period": 30}
        },
        "probes": {
            "readiness_probe": {
                "enabled": true,
                "probe": {"http_get": {"port": 8000, "path": "/health"}, "period_seconds": 10, "failure_threshold": 3}
            }
        },
        "timeout": 120
    });
    let created = client(&server)
        .create_inference_deployment()
        .project_id(1)
        .body(typed::<types::InferenceDeploymentCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(&server.single(), "POST", "/cloud/v3/inference/1/deployments", &body);
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
}

#[tokio::test]
async fn op_get_baremetal_server() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "id": "a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9",
                "name": "bm-db-1",
                "created_at": "2024-03-01T10:00:00Z",
                "creator_task_id": "d1e1e0b1-8f2a-4c3b-9d4e-5f6a7b8c9d0e",
                "ddos_profile": null,
                "addresses": {
                    "public-net": [
                        {"type": "fixed", "addr": "203.0.113.10", "subnet_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b",
                         "subnet_name": "public-subnet", "interface_name": null},
                        {"type": "floating", "addr": "198.51.100.7"}
                    ]
                },
                "blackhole_ports": [{
                    "AlarmStart": "2024-05-01T00:00:00Z", "AlarmEnd": "2024-05-01T01:00:00Z",
                    "AlarmState": "ACK_REQ", "AlertDuration": "1h", "DestinationIP": "203.0.113.10", "ID": 17
                }],
                "fixed_ip_assignments": [
                    {"external": true, "ip_address": "203.0.113.10", "subnet_id": "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b"}
                ],
                "flavor": {
                    "flavor_id": "bm2-hf-medium", "flavor_name": "bm2-hf-medium", "architecture": "x86_64",
                    "os_type": "Linux", "ram": 65536, "vcpus": 16, "resource_class": "bm2-hf",
                    "hardware_description": {"cpu": "2x Intel Xeon 6226R", "disk": "2x960GB SSD", "network": "2x10Gbps", "ram": "64GB"}
                },
                "instance_isolation": {},
                "project_id": 1,
                "region": "Luxembourg-2",
                "region_id": 76,
                "ssh_key_name": null,
                "status": "ACTIVE",
                "tags": [{"key": "role", "value": "db", "read_only": false}],
                "task_id": null,
                "task_state": null,
                "vm_state": "active"
            }),
        )
    })
    .await;
    let bm = client(&server)
        .get_baremetal_server()
        .project_id(1)
        .region_id(76)
        .server_id("a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9")
        .with_ddos(true)
        .send()
        .await
        .unwrap();
    assert_bodyless_request(
        &server.single(),
        "GET",
        "/cloud/v1/bminstances/1/76/a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9",
        Some("with_ddos=true"),
    );
    assert_eq!(bm.status, types::BaremetalStatus::Active);
    assert_eq!(bm.vm_state, types::BaremetalVmState::Active);
    assert_eq!(bm.ddos_profile, None);
    assert_eq!(bm.ssh_key_name, None);
    assert_eq!((&bm.task_id, &bm.task_state), (&None, &None));
    assert_eq!(
        bm.creator_task_id.as_deref(),
        Some("d1e1e0b1-8f2a-4c3b-9d4e-5f6a7b8c9d0e")
    );
    let addrs = &bm.addresses["public-net"];
    match (&addrs[0], &addrs[1]) {
        (types::BaremetalAddress::Fixed(fixed), types::BaremetalAddress::Floating(floating)) => {
            assert_eq!(fixed.addr, "203.0.113.10");
            assert_eq!(fixed.subnet_name, "public-subnet");
            assert_eq!(fixed.interface_name, Nullable::Null);
            assert_eq!(floating.addr, "198.51.100.7");
        }
        other => panic!("address kinds: {other:?}"),
    }
    assert_eq!(bm.blackhole_ports[0].id, Some(17));
    assert_eq!(bm.blackhole_ports[0].destination_ip.as_deref(), Some("203.0.113.10"));
    assert_eq!(bm.flavor.vcpus, Some(16));
    assert_eq!(bm.instance_isolation.map(|i| i.reason), Some(None));
}

/// A real server answers `"instance_isolation": null` for a server that is not isolated (the
/// provider's own document marks the member nullable); decoding must accept it.
#[tokio::test]
async fn op_get_baremetal_server_without_isolation() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "id": "a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9",
                "name": "bm-db-1",
                "created_at": "2024-03-01T10:00:00Z",
                "creator_task_id": null,
                "ddos_profile": null,
                "addresses": {},
                "blackhole_ports": [],
                "fixed_ip_assignments": [],
                "flavor": {"flavor_id": "bm2-hf-medium", "flavor_name": "bm2-hf-medium"},
                "instance_isolation": null,
                "project_id": 1,
                "region": "Luxembourg-2",
                "region_id": 76,
                "ssh_key_name": null,
                "status": "ACTIVE",
                "tags": [],
                "task_id": null,
                "task_state": null,
                "vm_state": "active"
            }),
        )
    })
    .await;
    let bm = client(&server)
        .get_baremetal_server()
        .project_id(1)
        .region_id(76)
        .server_id("a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9")
        .send()
        .await
        .expect("an answer whose instance_isolation is null decodes");
    assert_eq!(bm.instance_isolation, None);
    assert_eq!(bm.name, "bm-db-1");
}

#[tokio::test]
async fn op_get_namespace() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "name": "image-tools",
                "status": "ACTIVE",
                "created_at": "2024-05-14T09:00:00Z",
                "description": null,
                "functions": [{"id": "f7b1f1a2-2c3d-4e5f-8a9b-0c1d2e3f4a5b", "name": "resize-image", "status": "ACTIVE", "runtime": "python3.11"}],
                "functions_deploy_status": {"total": 1, "ready": 1}
            }),
        )
    })
    .await;
    let ns = client(&server)
        .get_namespace()
        .project_id(1)
        .region_id(76)
        .namespace_name("image-tools")
        .send()
        .await
        .unwrap();
    assert_bodyless_request(
        &server.single(),
        "GET",
        "/cloud/v1/faas/namespaces/1/76/image-tools",
        None,
    );
    assert_eq!(ns.name.as_str(), "image-tools");
    assert_eq!(ns.description, Nullable::Null);
    assert!(ns.envs.is_absent(), "absent");
    assert_eq!(ns.functions_deploy_status.get("ready"), Some(&1));
    assert_eq!(ns.functions[0].runtime.as_deref(), Some("python3.11"));
}

#[tokio::test]
async fn op_get_k8s_cluster_price() {
    let server = Server::start(|_| {
        Reply::json(
            200,
            json!({
                "instances": [{
                    "currency_code": "EUR", "price_per_hour": 0.0685, "price_per_month": 50.0,
                    "price_without_discount_per_month": 50.0, "discount_percent": 0, "tax_percent": 0,
                    "price_status": "show"
                }],
                "publicips": [],
                "volumes": [{"currency_code": "EUR", "price_per_hour": 0.0069, "price_per_month": 5.0, "price_status": "show"}],
                "total_price": {"currency_code": "EUR", "price_per_hour": 0.0754, "price_per_month": 55.0, "price_status": "show"}
            }),
        )
    })
    .await;
    let price = client(&server)
        .get_k8s_cluster_price()
        .project_id(1)
        .region_id(76)
        .cluster_name("prod-cluster")
        .send()
        .await
        .unwrap();
    assert_bodyless_request(
        &server.single(),
        "GET",
        "/cloud/v2/pricing/1/76/k8s/clusters/prod-cluster",
        None,
    );
    assert_eq!(price.instances[0].price_per_month, Some(50.0));
    assert_eq!(price.instances[0].price_status, Some(types::PriceItemPriceStatus::Show));
    assert!(price.publicips.is_empty());
    assert_eq!(price.volumes[0].discount_percent, None, "absent");
    assert_eq!(price.total_price.price_per_hour, Some(0.0754));
    assert_eq!(price.total_price.currency_code.as_deref(), Some("EUR"));
}

pub(crate) fn gpu_cluster_body(subnet_floating_ip: bool) -> Value {
    let mut subnet = json!({
        "type": "subnet",
        "network_id": "5d2c9a7e-1b3f-4e8d-a6c4-9f0e1d2c3b4a",
        "subnet_id": "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"
    });
    if subnet_floating_ip {
        subnet["floating_ip"] = json!({"source": "new"});
    }
    json!({
        "name": "gpu-training-1",
        "flavor": "bm3-ai-1xlarge-h100-80-8",
        "image_id": "f01fd9a0-9548-48ba-82dc-a8c8b2d6f2f1",
        "instances_count": 2,
        "interfaces": [subnet, {"type": "external", "ip_family": "ipv4"}],
        "security_groups": ["b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e"],
        "ssh_key_name": "ml-team",
        "tags": {"team": "ml"}
    })
}

#[tokio::test]
#[allow(deprecated)]
async fn op_create_gpu_cluster() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = gpu_cluster_body(false);
    let created = client(&server)
        .create_gpu_cluster()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::GpuClusterCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(&server.single(), "POST", "/cloud/v1/ai/clusters/gpu/1/76", &body);
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
}

#[tokio::test]
#[allow(deprecated)]
async fn gpu_cluster_subnet_floating_ip_keeps_its_source() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = gpu_cluster_body(true);
    client(&server)
        .create_gpu_cluster()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::GpuClusterCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    let sent = server.single().json();
    assert_eq!(sent["interfaces"][0]["floating_ip"], json!({"source": "new"}));
    assert_eq!(sent, body);
}

pub(crate) fn k8s_pool_body() -> Value {
    json!({
        "name": "pool-1",
        "flavor_id": "g1-standard-2-4",
        "min_node_count": 1,
        "max_node_count": 3,
        "boot_volume_size": 50,
        "boot_volume_type": "ssd_hiiops",
        "auto_healing_enabled": true,
        "is_public_ipv4": null,
        "servergroup_policy": "anti-affinity",
        "labels": {"workload": "web"},
        "taints": {"dedicated": "web:NoSchedule"},
        "kubelet_config": {"maxPods": "110"},
        "crio_config": {"default-ulimits": "nofile=1024:2048"}
    })
}

#[tokio::test]
async fn op_create_k8s_pool() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = k8s_pool_body();
    let created = client(&server)
        .create_k8s_pool()
        .project_id(1)
        .region_id(76)
        .cluster_name("prod-cluster")
        .body(typed::<types::K8sPoolCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "POST",
        "/cloud/v2/k8s/clusters/1/76/prod-cluster/pools",
        &body,
    );
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
}

#[tokio::test]
async fn op_create_k8s_pool_from_the_typed_builder() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = types::K8sPoolCreateRequest::builder()
        .name(types::K8sPoolCreateRequestName::new("pool-1").unwrap())
        .flavor_id("g1-standard-2-4")
        .min_node_count(types::K8sPoolCreateRequestMinNodeCount::new(1).unwrap())
        .max_node_count(types::K8sPoolCreateRequestMaxNodeCount::new(3).unwrap())
        .auto_healing_enabled(true)
        .is_public_ipv4_null()
        .build()
        .unwrap();
    client(&server)
        .create_k8s_pool()
        .project_id(1)
        .region_id(76)
        .cluster_name("prod-cluster")
        .body(body)
        .send()
        .await
        .unwrap();
    assert_json_request(
        &server.single(),
        "POST",
        "/cloud/v2/k8s/clusters/1/76/prod-cluster/pools",
        &json!({
            "name": "pool-1", "flavor_id": "g1-standard-2-4", "min_node_count": 1, "max_node_count": 3,
            "auto_healing_enabled": true, "is_public_ipv4": null
        }),
    );
}

#[tokio::test]
async fn op_create_file_share() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = json!({
        "name": "shared-media",
        "protocol": "NFS",
        "size": 10,
        "network": {"network_id": "5d2c9a7e-1b3f-4e8d-a6c4-9f0e1d2c3b4a", "subnet_id": "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d"},
        "access": [
            {"access_mode": "rw", "ip_address": "10.0.0.10"},
            {"access_mode": "ro", "ip_address": "10.0.0.0/24"}
        ],
        "tags": {"team": "media"},
        "type_name": "standard"
    });
    let created = client(&server)
        .create_file_share()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::FileShareCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(&server.single(), "POST", "/cloud/v1/file_shares/1/76", &body);
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
}

#[tokio::test]
async fn op_create_baremetal_server() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A]}))).await;
    let body = json!({
        "name": "bm-db-1",
        "flavor": "bm2-hf-medium",
        "image_id": "0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0",
        "interfaces": [
            {"type": "external", "ip_family": "dual", "port_group": 0},
            {"type": "subnet", "network_id": "5d2c9a7e-1b3f-4e8d-a6c4-9f0e1d2c3b4a",
             "subnet_id": "7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d", "floating_ip": {"source": "new"}},
            {"type": "reserved_fixed_ip", "port_id": "c3d4e5f6-a7b8-4c9d-8e0f-1a2b3c4d5e6f",
             "floating_ip": {"source": "existing", "existing_floating_id": "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"}}
        ],
        "username": "admin",
        "password": "correct-horse-battery",
        "ssh_key_name": "ops",
        "tags": {"role": "db"},
        "ddos_profile": true
    });
    let created = client(&server)
        .create_baremetal_server()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::BaremetalServerCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(&server.single(), "POST", "/cloud/v1/bminstances/1/76", &body);
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
}

#[tokio::test]
async fn op_create_load_balancer() {
    let server = Server::start(|_| Reply::json(200, json!({"tasks": [TASK_A, TASK_B]}))).await;
    let body = json!({
        "name": "web-lb",
        "flavor": "lb1-1-2",
        "vip_ip_family": "ipv4",
        "floating_ip": {"source": "new"},
        "preferred_connectivity": "L2",
        "tags": {"env": "prod"},
        "listeners": [{
            "name": "http",
            "protocol": "HTTP",
            "protocol_port": 80,
            "insert_x_forwarded": true,
            "connection_limit": -1,
            "allowed_cidrs": ["0.0.0.0/0"],
            "timeout_client_data": 50000,
            "pools": [{
                "name": "web-pool",
                "lb_algorithm": "ROUND_ROBIN",
                "protocol": "HTTP",
                "healthmonitor": {"type": "HTTP", "delay": 10, "timeout": 5, "max_retries": 3, "url_path": "/healthz", "http_method": "GET"},
                "members": [
                    {"address": "10.0.0.11", "protocol_port": 8080, "weight": 1},
                    {"address": "10.0.0.12", "protocol_port": 8080, "weight": 1, "backup": true}
                ],
                "session_persistence": {"type": "HTTP_COOKIE", "cookie_name": "lb"}
            }],
            "user_list": [{"username": "ops", "encrypted_password": "$5$rounds=5000$salt$hash"}]
        }],
        "logging": {"enabled": false}
    });
    let created = client(&server)
        .create_load_balancer()
        .project_id(1)
        .region_id(76)
        .body(typed::<types::LoadBalancerCreateRequest>(&body))
        .send()
        .await
        .unwrap();
    assert_json_request(&server.single(), "POST", "/cloud/v1/loadbalancers/1/76", &body);
    assert_eq!(created.tasks, vec![TASK_A.to_owned(), TASK_B.to_owned()]);
}

#[tokio::test]
async fn op_get_task() {
    let mut answer = task_json(TASK_A, "FINISHED");
    answer["detailed_state"] = json!("FINISHED");
    answer["created_resources"] = json!({"k8s_pools": ["pool-1-id"], "instances": null, "ddos_profiles": [5]});
    let reply = answer.clone();
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let task = client(&server).get_task().task_id(TASK_A).send().await.unwrap();
    assert_bodyless_request(&server.single(), "GET", &format!("/cloud/v1/tasks/{TASK_A}"), None);
    assert_eq!(task.id, TASK_A);
    assert_eq!(task.state, types::TaskState::Finished);
    assert_eq!(task.user_id, 20871);
    assert_eq!(task.error, Nullable::Null);
    assert_eq!(task.acknowledged_at, Nullable::Null);
    assert_eq!(task.project_id, Nullable::Value(1));
    assert_eq!(
        task.finished_on.value().map(|d| d.as_str()),
        Some("2024-05-14T09:02:41Z")
    );
    assert_eq!(task.detailed_state, Nullable::Value(types::TaskDetailedState::Finished));
    assert_eq!(
        task.data,
        Some(json!({"cluster_name": "prod", "pool": {"name": "pool-1"}}))
    );
    let resources = task.created_resources.value().expect("created_resources");
    assert_eq!(resources.k8s_pools, Nullable::Value(vec!["pool-1-id".to_owned()]));
    assert_eq!(resources.instances, Nullable::Null);
    assert_eq!(resources.ddos_profiles, Nullable::Value(vec![5]));
    assert_eq!(resources.volumes, Nullable::Absent);
    assert_eq!(serde_json::to_value(&task).unwrap(), answer, "nothing lost in decoding");
}
