//! HTTP behaviour of the generated `cloud-api` client, against the workspace's loopback server
//! (`oapigen-loopback`, a real axum server on 127.0.0.1) started inside each test.
//!
//! The server records every request it receives (method, raw path, raw query, headers, body,
//! arrival time), so each test asserts what went over the wire and how many requests were made.
//! Responses are realistic documents written from `spec/cloud.yaml`.

use std::future::Future;
use std::time::{Duration, Instant};

use cloud_api::types;
use cloud_api::{Client, Error, Nullable};
use futures_util::StreamExt as _;
use oapigen_runtime::{ApiErrorBody, ClientBuilder, PollPolicy, RetryPolicy};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

use oapigen_loopback::{Call, Recorded, Reply, Server};

// ---------------------------------------------------------------------------------------------
// helpers

const KEY: &str = "test-KEY-7f3a9c1e5b";

fn ms(n: u64) -> Duration {
    Duration::from_millis(n)
}

/// Retries without noticeable waits.
fn fast_retry(max_retries: u32) -> RetryPolicy {
    RetryPolicy {
        max_retries,
        initial_backoff: ms(1),
        max_backoff: ms(5),
        jitter: 0.0,
        ..RetryPolicy::default()
    }
}

/// A client for `server` with the test key, fast retries and a 10 ms poll interval.
fn builder(server: &Server) -> ClientBuilder<Client> {
    Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .retry(fast_retry(2))
        .poll(PollPolicy::new(ms(10), Duration::from_secs(5)))
}

fn client(server: &Server) -> Client {
    builder(server).build().expect("client builds")
}

/// Decodes a request body (or any generated type) from JSON, as a caller holding JSON would.
/// Decoding is tolerant, so this also produces values that break the schema's rules.
fn typed<T: DeserializeOwned>(v: &Value) -> T {
    serde_json::from_value(v.clone()).unwrap_or_else(|e| panic!("{e}: {v:#}"))
}

/// Fails the test instead of hanging when a future takes far longer than it should.
async fn bounded<F: Future>(secs: u64, f: F) -> F::Output {
    tokio::time::timeout(Duration::from_secs(secs), f)
        .await
        .unwrap_or_else(|_| panic!("did not finish within {secs} s"))
}

/// Method, raw path, API key and `Accept` of one request.
fn assert_basics(rec: &Recorded, method: &str, path: &str) {
    assert_eq!(rec.method, method, "method of {rec:#?}");
    assert_eq!(rec.path, path, "raw path");
    assert_eq!(
        rec.header("authorization"),
        Some(format!("apikey {KEY}").as_str()),
        "auth header"
    );
    assert_eq!(rec.header("accept"), Some("application/json"));
    assert!(
        rec.header("user-agent").is_some_and(|ua| !ua.is_empty()),
        "a user agent is sent"
    );
}

/// A request with a JSON body equal to `body` and no query.
fn assert_json_request(rec: &Recorded, method: &str, path: &str, body: &Value) {
    assert_basics(rec, method, path);
    assert_eq!(rec.query, None, "no query string");
    assert_eq!(rec.header("content-type"), Some("application/json"));
    assert_eq!(&rec.json(), body, "body on the wire");
}

/// A request without a body.
fn assert_bodyless_request(rec: &Recorded, method: &str, path: &str, query: Option<&str>) {
    assert_basics(rec, method, path);
    assert_eq!(rec.query.as_deref(), query, "raw query string");
    assert_eq!(rec.header("content-type"), None, "no content type without a body");
    assert!(rec.body.is_empty(), "no body: {:?}", String::from_utf8_lossy(&rec.body));
}

/// `(path, keyword)` of every violation of an `Error::Validation`.
fn violations(err: &Error) -> Vec<(String, &'static str)> {
    match err {
        Error::Validation(v) => v.iter().map(|v| (v.path.clone(), v.keyword)).collect(),
        other => panic!("expected Error::Validation, got {other:?}"),
    }
}

fn sorted(mut v: Vec<(String, &'static str)>) -> Vec<(String, &'static str)> {
    v.sort();
    v
}

fn pairs(list: &[(&str, &'static str)]) -> Vec<(String, &'static str)> {
    sorted(list.iter().map(|(p, k)| ((*p).to_owned(), *k)).collect())
}

const TASK_A: &str = "d478ae29-dedc-4869-82f0-96104425f565";
const TASK_B: &str = "0fbd5a9c-3b2e-4a51-8a8e-2f0b2b1f7c11";
const TASK_C: &str = "8c2b7e10-5d4f-4c6a-9e3b-71a2c4d5e6f7";

/// A task record as the service answers it; optional members are null, as the service sends them.
fn task_json(id: &str, state: &str) -> Value {
    json!({
        "id": id,
        "state": state,
        "task_type": "create_k8s_pool",
        "user_id": 20871,
        "project_id": 1,
        "region_id": 76,
        "client_id": 8,
        "user_client_id": 8,
        "created_on": "2024-05-14T09:00:00Z",
        "updated_on": "2024-05-14T09:00:04Z",
        "finished_on": if state == "FINISHED" || state == "ERROR" { json!("2024-05-14T09:02:41Z") } else { Value::Null },
        "acknowledged_at": null,
        "acknowledged_by": null,
        "lifecycle_policy_id": null,
        "job_id": null,
        "schedule_id": null,
        "request_id": "2c1f0e0a-17b8-4c3e-b8a0-0c5b0f9b1e02",
        "error": null,
        "detailed_state": null,
        "data": {"cluster_name": "prod", "pool": {"name": "pool-1"}},
        "created_resources": null
    })
}

fn function_json(n: usize) -> Value {
    json!({"id": format!("fn-{n}"), "name": format!("function-{n}"), "status": "ACTIVE"})
}

fn function_names(fs: &[types::Function]) -> Vec<String> {
    fs.iter().map(|f| f.name.clone().unwrap_or_default()).collect()
}

// ---------------------------------------------------------------------------------------------
// 1. Every operation: request on the wire and decoding of a documented answer

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
        .body(typed(&body))
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
        .namespace_name("image-tools".parse().unwrap())
        .limit(2.try_into().unwrap())
        .offset(4.try_into().unwrap())
        .order_by(types::ListFunctionsOrderBy::NameAsc)
        .search("resize".parse().unwrap())
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
        .volume_id("726ecfcc-7fd0-4e30-a86e-7892524aa483".parse().unwrap())
        .body(typed(&body))
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
        .group_id("b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e".parse().unwrap())
        .body(typed(&body))
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
        .body(typed(&body))
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
        .server_id("a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9".parse().unwrap())
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
        .server_id("a7e7e8d6-0bf7-4ac9-8170-831b47ee2ba9".parse().unwrap())
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
        .namespace_name("image-tools".parse().unwrap())
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

fn gpu_cluster_body(subnet_floating_ip: bool) -> Value {
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
        .body(typed(&body))
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
        .body(typed(&body))
        .send()
        .await
        .unwrap();
    let sent = server.single().json();
    assert_eq!(sent["interfaces"][0]["floating_ip"], json!({"source": "new"}));
    assert_eq!(sent, body);
}

fn k8s_pool_body() -> Value {
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
        .body(typed(&body))
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
        .body(typed(&body))
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
        .body(typed(&body))
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
        .body(typed(&body))
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

// ---------------------------------------------------------------------------------------------
// 2. Client-wide defaults for path parameters

fn price_reply() -> Reply {
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
        .body(typed(&inference))
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

// ---------------------------------------------------------------------------------------------
// 3. Path parameters stay one percent-encoded segment

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
        .body(typed(&k8s_pool_body()))
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
        .limit(10.try_into().unwrap())
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

// ---------------------------------------------------------------------------------------------
// 4. Tasks

#[tokio::test]
async fn task_goes_new_running_finished() {
    let server = Server::start(|call| {
        let state = ["NEW", "RUNNING", "FINISHED"]
            .get(call.nth_same_path)
            .copied()
            .unwrap_or("FINISHED");
        Reply::json(200, task_json(TASK_A, state))
    })
    .await;
    let task = bounded(5, client(&server).wait_for_task(TASK_A)).await.unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    assert_eq!(task.id, TASK_A);
    let log = server.requests();
    assert_eq!(log.len(), 3, "one poll per state, none after FINISHED");
    for rec in &log {
        assert_bodyless_request(rec, "GET", &format!("/cloud/v1/tasks/{TASK_A}"), None);
    }
    for gap in log.windows(2).map(|w| w[1].at - w[0].at) {
        assert!(gap >= ms(8), "polls are spaced by the poll interval, got {gap:?}");
    }
}

#[tokio::test]
async fn task_error_becomes_task_failed_with_its_text() {
    let server = Server::start(|call| {
        let mut task = task_json(TASK_A, if call.nth_same_path == 0 { "RUNNING" } else { "ERROR" });
        if call.nth_same_path > 0 {
            task["error"] = json!("Quota exceeded: cpu_count_limit 64, requested 72");
        }
        Reply::json(200, task)
    })
    .await;
    let err = bounded(5, client(&server).wait_for_task(TASK_A)).await.unwrap_err();
    let Error::TaskFailed { task_id, error, task } = &err else {
        panic!("expected TaskFailed, got {err:?}")
    };
    assert_eq!(task_id, TASK_A);
    assert_eq!(
        error.as_deref(),
        Some("Quota exceeded: cpu_count_limit 64, requested 72")
    );
    assert_eq!(task["state"], "ERROR");
    assert_eq!(task["id"], TASK_A);
    assert!(err.to_string().contains("Quota exceeded: cpu_count_limit 64"), "{err}");
    assert_eq!(server.count(), 2);
}

#[tokio::test]
async fn task_deadline_becomes_timeout_with_last_state() {
    let server = Server::start(|_| Reply::json(200, task_json(TASK_A, "RUNNING"))).await;
    let client = builder(&server).poll(PollPolicy::new(ms(10), ms(80))).build().unwrap();
    let started = Instant::now();
    let err = bounded(5, client.wait_for_task(TASK_A)).await.unwrap_err();
    let elapsed = started.elapsed();
    let Error::Timeout { what, last_state } = &err else {
        panic!("expected Timeout, got {err:?}")
    };
    assert!(what.contains(TASK_A), "{what}");
    assert_eq!(last_state.as_deref(), Some("RUNNING"));
    assert!(err.to_string().contains("RUNNING"), "{err}");
    assert!(elapsed >= ms(80), "gave up after {elapsed:?}, before the deadline");
    assert!(elapsed < ms(1500), "kept polling for {elapsed:?}");
    let polls = server.count();
    assert!(
        (2..=12).contains(&polls),
        "about one poll per 10 ms within 80 ms, got {polls}"
    );
}

#[tokio::test]
async fn task_poll_error_ends_the_wait() {
    let server = Server::start(|_| Reply::json(404, json!({"message": "Task not found"}))).await;
    let err = bounded(5, client(&server).wait_for_task("gone")).await.unwrap_err();
    assert!(matches!(err, Error::Api { status: 404, .. }), "{err:?}");
    assert_eq!(server.count(), 1, "404 is neither retried nor polled again");
}

/// `create_k8s_pool` answers three task ids; each task needs a different number of polls.
fn three_task_server(fail_b: bool) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        if call.req.method == "POST" {
            return Reply::json(200, json!({"tasks": [TASK_A, TASK_B, TASK_C]}));
        }
        let id = call.req.path.rsplit('/').next().unwrap().to_owned();
        let (pending_polls, pool) = match id.as_str() {
            TASK_A => (3, "pool-a"),
            TASK_B => (1, "pool-b"),
            _ => (2, "pool-c"),
        };
        if call.nth_same_path < pending_polls {
            return Reply::json(
                200,
                task_json(&id, if call.nth_same_path == 0 { "NEW" } else { "RUNNING" }),
            );
        }
        let mut task = task_json(&id, "FINISHED");
        if fail_b && id == TASK_B {
            task = task_json(&id, "ERROR");
            task["error"] = json!("No capacity for flavor g1-standard-2-4");
        } else {
            task["created_resources"] = json!({"k8s_pools": [pool]});
        }
        Reply::json(200, task)
    }
}

#[tokio::test]
async fn send_and_wait_waits_for_every_task_in_order() {
    let server = Server::start(three_task_server(false)).await;
    let tasks = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&k8s_pool_body()))
            .send_and_wait(),
    )
    .await
    .unwrap();
    let got: Vec<(String, types::TaskState, Vec<String>)> = tasks
        .into_iter()
        .map(|t| {
            let pools = t
                .created_resources
                .into_option()
                .and_then(|r| r.k8s_pools.into_option())
                .unwrap_or_default();
            (t.id, t.state, pools)
        })
        .collect();
    assert_eq!(
        got,
        [
            (TASK_A.to_owned(), types::TaskState::Finished, vec!["pool-a".to_owned()]),
            (TASK_B.to_owned(), types::TaskState::Finished, vec!["pool-b".to_owned()]),
            (TASK_C.to_owned(), types::TaskState::Finished, vec!["pool-c".to_owned()]),
        ]
    );
    let log = server.requests();
    let posts = log.iter().filter(|r| r.method == "POST").count();
    assert_eq!(posts, 1, "the create is sent once");
    assert_eq!(log[0].method, "POST", "polling starts after the create");
    let polls = |id: &str| log.iter().filter(|r| r.path == format!("/cloud/v1/tasks/{id}")).count();
    assert_eq!(
        (polls(TASK_A), polls(TASK_B), polls(TASK_C)),
        (4, 2, 3),
        "no poll after FINISHED"
    );
    assert!(
        log.iter()
            .all(|r| r.header("authorization") == Some(format!("apikey {KEY}").as_str()))
    );
}

#[tokio::test]
async fn send_and_wait_fails_when_one_task_fails() {
    let server = Server::start(three_task_server(true)).await;
    let err = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&k8s_pool_body()))
            .send_and_wait(),
    )
    .await
    .unwrap_err();
    let Error::TaskFailed { task_id, error, .. } = &err else {
        panic!("expected TaskFailed, got {err:?}")
    };
    assert_eq!(task_id, TASK_B);
    assert_eq!(error.as_deref(), Some("No capacity for flavor g1-standard-2-4"));
}

#[tokio::test]
async fn wait_for_tasks_with_no_ids_sends_nothing() {
    let server = Server::start(|_| Reply::json(500, json!({}))).await;
    let tasks = client(&server).wait_for_tasks(&[]).await.unwrap();
    assert!(tasks.is_empty());
    assert_eq!(server.count(), 0);
}

// ---------------------------------------------------------------------------------------------
// 5. Pagination

/// Serves `total` functions by `limit`/`offset`, at most `cap` per page, announcing `count`.
fn paging_server(total: usize, count: usize, cap: usize) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        let offset: usize = call.req.query_param("offset").expect("offset sent").parse().unwrap();
        let limit: usize = call.req.query_param("limit").expect("limit sent").parse().unwrap();
        let end = total.min(offset + limit.min(cap));
        let results: Vec<Value> = (offset..end.max(offset)).map(function_json).collect();
        Reply::json(200, json!({"count": count, "results": results}))
    }
}

fn offsets(server: &Server) -> Vec<(String, String)> {
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

fn list(client: &Client) -> cloud_api::client::builders::ListFunctions {
    client
        .list_functions()
        .project_id(1)
        .region_id(76)
        .namespace_name("image-tools".parse().unwrap())
}

#[tokio::test]
async fn stream_reads_pages_until_an_empty_page() {
    // The announced count (7) is stale: only 6 functions remain, so the fourth page is empty.
    let server = Server::start(paging_server(6, 7, usize::MAX)).await;
    let client = client(&server);
    let stream = list(&client)
        .limit(2.try_into().unwrap())
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
    let all = bounded(5, list(&client).limit(2.try_into().unwrap()).collect_all())
        .await
        .unwrap();
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
    let all = bounded(
        5,
        list(&client)
            .limit(3.try_into().unwrap())
            .offset(1.try_into().unwrap())
            .collect_all(),
    )
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
    let stream = list(&client).limit(2.try_into().unwrap()).stream();
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
    let err = bounded(5, list(&client).limit(2.try_into().unwrap()).collect_all())
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(500));
}

// ---------------------------------------------------------------------------------------------
// 6. Retries and error responses

/// 503 first, then a finished task.
fn flaky_then_ok(retry_after: &'static str) -> impl Fn(&Call<'_>) -> Reply + Send + Sync + 'static {
    move |call| {
        if call.index == 0 {
            Reply::json(503, json!({"message": "Service Unavailable"})).header("retry-after", retry_after)
        } else {
            Reply::json(200, task_json(TASK_A, "FINISHED"))
        }
    }
}

#[tokio::test]
async fn retry_after_zero_overrides_a_long_backoff() {
    let server = Server::start(flaky_then_ok("0")).await;
    let slow_backoff = RetryPolicy {
        initial_backoff: Duration::from_secs(10),
        max_backoff: Duration::from_secs(10),
        jitter: 0.0,
        ..RetryPolicy::default()
    };
    let client = builder(&server).retry(slow_backoff).build().unwrap();
    let task = bounded(3, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    let log = server.requests();
    assert_eq!(log.len(), 2, "exactly one retry");
    assert!(log[1].at - log[0].at < ms(1000), "Retry-After: 0 means no wait");
    assert_eq!(log[0].path, log[1].path);
    assert_eq!(
        log[1].header("authorization"),
        Some(format!("apikey {KEY}").as_str()),
        "retry is authenticated"
    );
}

#[tokio::test]
async fn retry_after_one_second_is_honoured() {
    let server = Server::start(flaky_then_ok("1")).await;
    let task = bounded(5, client(&server).get_task().task_id(TASK_A).send())
        .await
        .unwrap();
    assert_eq!(task.state, types::TaskState::Finished);
    let log = server.requests();
    assert_eq!(log.len(), 2, "exactly one retry");
    let gap = log[1].at - log[0].at;
    assert!(
        gap >= ms(950),
        "waited {gap:?} instead of the 1 s asked for (backoff alone is 1 ms)"
    );
}

#[tokio::test]
async fn get_is_retried_max_retries_times_then_fails_with_the_status() {
    let server = Server::start(|_| Reply::json(503, json!({"message": "Service Unavailable"}))).await;
    let client = builder(&server).retry(fast_retry(3)).build().unwrap();
    let err = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap_err();
    let Error::Api { status, body, .. } = &err else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 503);
    assert_eq!(body, &ApiErrorBody::Json(json!({"message": "Service Unavailable"})));
    assert_eq!(server.count(), 4, "first attempt + max_retries (3)");
}

#[tokio::test]
async fn post_answered_503_is_not_retried_by_default() {
    let server = Server::start(|_| Reply::json(503, json!({"message": "Service Unavailable"}))).await;
    let err = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&k8s_pool_body()))
            .send(),
    )
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Api { status: 503, .. }), "{err:?}");
    assert_eq!(server.count(), 1, "the server may have acted on the POST");
}

#[tokio::test]
async fn post_is_retried_when_retry_non_idempotent_is_set() {
    let server = Server::start(|call| {
        if call.index == 0 {
            Reply::json(503, json!({"message": "Service Unavailable"}))
        } else {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        }
    })
    .await;
    let policy = RetryPolicy {
        retry_non_idempotent: true,
        ..fast_retry(2)
    };
    let client = builder(&server).retry(policy).build().unwrap();
    let body = k8s_pool_body();
    let created = bounded(
        5,
        client
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&body))
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
    let log = server.requests();
    assert_eq!(log.len(), 2);
    for rec in &log {
        assert_json_request(rec, "POST", "/cloud/v2/k8s/clusters/1/76/prod-cluster/pools", &body);
    }
}

#[tokio::test]
async fn post_answered_429_is_retried() {
    let server = Server::start(|call| {
        if call.index == 0 {
            Reply::json(429, json!({"message": "Too Many Requests"})).header("retry-after", "0")
        } else {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        }
    })
    .await;
    let created = bounded(
        5,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&k8s_pool_body()))
            .send(),
    )
    .await
    .unwrap();
    assert_eq!(created.tasks, vec![TASK_A.to_owned()]);
    assert_eq!(server.count(), 2, "429 means the request was refused before processing");
}

#[tokio::test]
async fn html_502_becomes_api_error_with_text_body() {
    let html = "<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body><center><h1>502 Bad Gateway</h1></center></body>\r\n</html>\r\n";
    let server = Server::start(move |_| Reply::raw(502, "text/html", html)).await;
    let client = builder(&server).retry(RetryPolicy::none()).build().unwrap();
    let err = client.get_task().task_id(TASK_A).send().await.unwrap_err();
    let Error::Api {
        status,
        body,
        request_id,
        operation_id,
        repeatable,
    } = &err
    else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 502);
    assert!(*repeatable, "GET is idempotent");
    assert_eq!(body, &ApiErrorBody::Text(html.to_owned()));
    assert_eq!(*request_id, None);
    assert_eq!(*operation_id, "getTask");
    assert!(err.to_string().contains("502 Bad Gateway"), "{err}");
    assert!(err.is_retryable());
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn truncated_json_becomes_decode_error_with_status_and_excerpt() {
    let truncated = r#"{"id": "d478ae29-dedc-4869-82f0-96104425f565", "state": "RUNN"#;
    let server = Server::start(move |_| Reply::raw(200, "application/json", truncated)).await;
    let err = client(&server).get_task().task_id(TASK_A).send().await.unwrap_err();
    let Error::Decode {
        status,
        excerpt,
        operation_id,
        ..
    } = &err
    else {
        panic!("expected Error::Decode, got {err:?}")
    };
    assert_eq!(*status, 200);
    assert_eq!(excerpt, truncated);
    assert_eq!(*operation_id, "getTask");
    assert!(
        err.to_string().contains("d478ae29"),
        "the message shows the excerpt: {err}"
    );
    assert_eq!(server.count(), 1, "a body that does not decode is not retried");
}

#[tokio::test]
async fn json_404_keeps_the_body_and_request_id() {
    let server = Server::start(|_| {
        Reply::json(
            404,
            json!({"message": "Security group not found", "exception_class": "NotFound"}),
        )
        .header("x-request-id", "req-4f2a9c")
    })
    .await;
    let err = client(&server)
        .update_security_group()
        .project_id(1)
        .region_id(76)
        .group_id("b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e".parse().unwrap())
        .body(typed(&json!({"name": "web servers"})))
        .send()
        .await
        .unwrap_err();
    let Error::Api {
        status,
        body,
        request_id,
        operation_id,
        ..
    } = &err
    else {
        panic!("expected Error::Api, got {err:?}")
    };
    assert_eq!(*status, 404);
    assert_eq!(
        body,
        &ApiErrorBody::Json(json!({"message": "Security group not found", "exception_class": "NotFound"}))
    );
    assert_eq!(body.message(), Some("Security group not found"));
    assert_eq!(request_id.as_deref(), Some("req-4f2a9c"));
    assert_eq!(*operation_id, "updateSecurityGroup");
    let shown = err.to_string();
    assert!(
        shown.contains("Security group not found") && shown.contains("req-4f2a9c"),
        "{shown}"
    );
    assert!(!err.is_retryable());
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn oversized_response_is_refused() {
    let big = json!({"count": 1, "results": [{"name": "x", "code_text": "#".repeat(4096)}]});
    let server = Server::start(move |_| Reply::json(200, big.clone())).await;
    let client = builder(&server).max_response_bytes(1024).build().unwrap();
    let err = list(&client).send().await.unwrap_err();
    assert!(
        matches!(
            err,
            Error::ResponseTooLarge {
                status: 200,
                limit: 1024,
                operation_id: "listFunctions"
            }
        ),
        "{err:?}"
    );
    assert_eq!(server.count(), 1, "not retried");
}

// ---------------------------------------------------------------------------------------------
// 7. Validation before sending

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
        .body(typed(&body))
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
    let shown = err.to_string();
    for path in [
        "/name",
        "/min_node_count",
        "/max_node_count",
        "/boot_volume_size",
        "/servergroup_policy",
    ] {
        assert!(shown.contains(path), "{path} in {shown}");
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
        .body(typed(&body))
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
        .body(typed(&lb))
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
        .body(typed(&body))
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
        .body(typed(&body))
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

// ---------------------------------------------------------------------------------------------
// 8. The API key stays secret

#[tokio::test]
async fn api_key_never_appears_in_debug_or_errors() {
    let server = Server::start(|call| match call.req.path.as_str() {
        "/cloud/v1/tasks/api" => Reply::json(404, json!({"message": "Task not found"})).header("x-request-id", "r-1"),
        "/cloud/v1/tasks/decode" => Reply::raw(200, "application/json", "{\"id\":"),
        "/cloud/v1/tasks/failed" => {
            let mut t = task_json("failed", "ERROR");
            t["error"] = json!("boom");
            Reply::json(200, t)
        }
        _ => Reply::json(200, task_json("slow", "RUNNING")),
    })
    .await;
    let client = builder(&server)
        .retry(RetryPolicy::none())
        .poll(PollPolicy::new(ms(5), ms(20)))
        .build()
        .unwrap();
    assert!(!format!("{client:?}").contains(KEY), "{client:?}");
    assert!(!format!("{client:#?}").contains(KEY));
    assert!(!format!("{:?}", builder(&server)).contains(KEY));
    assert!(
        !format!("{:?}", client.get_task().task_id("x")).contains(KEY),
        "request builders show the client"
    );

    // A port nothing listens on, for a transport error.
    let closed_url = oapigen_loopback::closed_port_url().await;
    let offline = builder(&server)
        .base_url(closed_url)
        .retry(RetryPolicy::none())
        .build()
        .unwrap();

    let errors: Vec<Error> = bounded(10, async {
        vec![
            client.get_task().task_id("api").send().await.unwrap_err(),
            client.get_task().task_id("decode").send().await.unwrap_err(),
            client.wait_for_task("failed").await.unwrap_err(),
            client.wait_for_task("slow").await.unwrap_err(),
            client.get_k8s_cluster_price().send().await.unwrap_err(),
            offline.get_task().task_id("x").send().await.unwrap_err(),
            Client::builder().api_key(format!("{KEY}\n")).build().unwrap_err(),
        ]
    })
    .await;
    let kinds: Vec<&str> = errors
        .iter()
        .map(|e| match e {
            Error::Api { .. } => "api",
            Error::Decode { .. } => "decode",
            Error::TaskFailed { .. } => "task",
            Error::Timeout { .. } => "timeout",
            Error::Validation(_) => "validation",
            Error::Transport { .. } => "transport",
            Error::Config(_) => "config",
            _ => "other",
        })
        .collect();
    assert_eq!(
        kinds,
        ["api", "decode", "task", "timeout", "validation", "transport", "config"]
    );
    for e in &errors {
        for text in [e.to_string(), format!("{e:?}"), format!("{e:#?}")] {
            assert!(!text.contains(KEY), "the key leaked: {text}");
        }
    }
    // The key only ever travels in the Authorization header.
    for rec in server.requests() {
        assert_eq!(rec.header("authorization"), Some(format!("apikey {KEY}").as_str()));
        let elsewhere = format!("{} {:?} {}", rec.path, rec.query, String::from_utf8_lossy(&rec.body));
        assert!(!elsewhere.contains(KEY), "{elsewhere}");
        assert!(
            rec.headers
                .iter()
                .filter(|(k, _)| k != "authorization")
                .all(|(_, v)| !v.contains(KEY))
        );
    }
}

#[tokio::test]
async fn api_key_with_line_break_is_refused_at_build() {
    for key in [
        format!("{KEY}\n"),
        format!("{KEY}\r\nX-Injected: 1"),
        format!("\n{KEY}"),
    ] {
        let err = Client::builder()
            .base_url("http://127.0.0.1:9")
            .api_key(key.clone())
            .build()
            .unwrap_err();
        assert!(matches!(err, Error::Config(_)), "{key:?}: {err:?}");
        assert!(
            !err.to_string().contains(KEY) && !format!("{err:?}").contains(KEY),
            "{err:?}"
        );
    }
    // The same key without the line break is fine.
    assert!(
        Client::builder()
            .base_url("http://127.0.0.1:9")
            .api_key(KEY)
            .build()
            .is_ok()
    );
}

/// A request's future can be spawned onto a multi-threaded runtime: `send` promises `Send`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sending_can_be_spawned() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let client = client(&server);
    let task = tokio::spawn(async move { client.get_task().task_id(TASK_A).send().await });
    assert_eq!(task.await.unwrap().unwrap().id, TASK_A);
}

// ---------------------------------------------------------------------------------------------
// Nothing dropped silently: defaults, credentials, required bodies, the named polling operation
// (the fixture `tests/fixtures/specs/client_rules.yaml`), retry advice.
// ---------------------------------------------------------------------------------------------

mod rules {
    pub use oapigen_tests::client_rules::{Client, types};
}

#[tokio::test]
async fn a_client_default_an_operation_cannot_use_is_refused_at_build() {
    let err = Client::builder()
        .api_key(KEY)
        .default_param("project_id", "my-project")
        .build()
        .unwrap_err();
    let Error::Config(msg) = &err else {
        panic!("expected Error::Config, got {err:?}")
    };
    assert!(
        msg.contains("project_id") && msg.contains("my-project") && msg.contains("integer"),
        "{msg}"
    );
    // A usable one is kept and used.
    let server = Server::start(|_| Reply::json(200, json!({"ids": []}))).await;
    let client = builder(&server).default_param("region_id", 76).build().unwrap();
    assert_eq!(client.transport().default_param("region_id"), Some("76"));
}

#[tokio::test]
async fn a_client_default_for_a_constrained_integer_is_checked_and_used() {
    // `shard` is an integer from 1 to 8 (a type with `TryFrom<i64>`, no `FromStr`): the default is
    // read as the operation reads it, refused at build when out of range, and used when not set.
    let err = rules::Client::builder()
        .base_url("http://127.0.0.1:9")
        .api_key(KEY)
        .default_param("shard", 9)
        .build()
        .unwrap_err();
    let Error::Config(msg) = &err else {
        panic!("expected Error::Config, got {err:?}")
    };
    assert!(
        msg.contains("shard") && msg.contains("\"9\"") && msg.contains("listShardThings"),
        "{msg}"
    );
    let server = Server::start(|_| Reply::raw(204, "text/plain", "")).await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .default_param("shard", 3)
        .build()
        .unwrap();
    client.list_shard_things().send().await.unwrap();
    assert_eq!(server.single().path, "/shards/3/things");
}

#[tokio::test]
async fn credentials_are_refused_where_the_document_requires_them() {
    // Every cloud operation needs the key: `build()` refuses a client without one, naming the
    // variable and the setter.
    let err = Client::builder().base_url("http://127.0.0.1:9").build().unwrap_err();
    let shown = err.to_string();
    assert!(
        matches!(err, Error::Config(_)) && shown.contains("GCORE_API_KEY") && shown.contains("api_key("),
        "{shown}"
    );
    // Here only some operations need it: the public one goes out, the other is refused before
    // anything is sent.
    let server = Server::start(|_| Reply::raw(204, "text/plain", "")).await;
    let client = rules::Client::builder().base_url(&server.base_url).build().unwrap();
    client.health().send().await.unwrap();
    assert_eq!(server.count(), 1);
    let body: rules::types::Thing = typed(&json!({"name": "ok"}));
    let err = client.create_thing().project_id(1).body(body).send().await.unwrap_err();
    let shown = err.to_string();
    assert!(
        matches!(err, Error::Config(_)) && shown.contains("createThing") && shown.contains("CLIENT_RULES_KEY"),
        "{shown}"
    );
    assert_eq!(server.count(), 1, "nothing more may be sent");
}

#[tokio::test]
async fn skip_validation_still_refuses_a_missing_required_body() {
    let server = Server::start(|_| Reply::json(200, json!({"name": "x"}))).await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .build()
        .unwrap();
    let err = client
        .create_thing()
        .project_id(1)
        .skip_validation()
        .send()
        .await
        .unwrap_err();
    assert_eq!(violations(&err), vec![("/$body".to_string(), "required")], "{err}");
    assert_eq!(server.count(), 0, "a POST without its required body went out");
    // Only the constraint checks are skipped: a body the document forbids (name too long) goes.
    let body: rules::types::Thing = typed(&json!({"name": "far too long"}));
    client
        .create_thing()
        .project_id(1)
        .body(body.clone())
        .send()
        .await
        .unwrap_err();
    assert_eq!(server.count(), 0);
    client
        .create_thing()
        .project_id(1)
        .body(body)
        .skip_validation()
        .send()
        .await
        .unwrap();
    assert_eq!(server.count(), 1);
}

#[tokio::test]
async fn task_waiting_polls_the_operation_the_document_names() {
    let server = Server::start(|call| match (call.req.method.as_str(), call.req.path.as_str()) {
        ("POST", "/jobs") => Reply::json(200, json!({"ids": ["j1"]})),
        ("GET", "/jobs/j1") => Reply::json(200, json!({"id": "j1", "status": "FINISHED"})),
        ("POST", "/exports") => Reply::json(200, json!({"ids": ["e1"]})),
        ("GET", "/exports/e1") => Reply::json(200, json!({"id": "e1", "state": "DONE"})),
        _ => Reply::json(404, json!({"message": "no such thing"})),
    })
    .await;
    let client = rules::Client::builder()
        .base_url(&server.base_url)
        .api_key(KEY)
        .poll(PollPolicy::new(ms(10), Duration::from_secs(5)))
        .build()
        .unwrap();
    let jobs = client.start_job().send_and_wait().await.unwrap();
    assert_eq!(jobs[0].id, "j1");
    let exports = client.start_export().send_and_wait().await.unwrap();
    assert_eq!(exports[0].id, "e1");
    let paths: Vec<String> = server
        .requests()
        .iter()
        .map(|r| format!("{} {}", r.method, r.path))
        .collect();
    assert_eq!(
        paths,
        ["POST /jobs", "GET /jobs/j1", "POST /exports", "GET /exports/e1"],
        "each operation's tasks are polled with the operation its x-oapigen-tasks names"
    );
}

#[tokio::test]
async fn a_transient_error_of_a_non_idempotent_request_is_not_retryable() {
    let server = Server::start(|_| Reply::json(500, json!({"message": "boom"}))).await;
    let client = builder(&server).retry(RetryPolicy::none()).build().unwrap();
    let err = client
        .update_security_group()
        .project_id(1)
        .region_id(76)
        .group_id("b4c8a3e2-1f0d-4c9b-8a7e-6d5c4b3a2f1e".parse().unwrap())
        .body(typed(&json!({"name": "web servers"})))
        .send()
        .await
        .unwrap_err();
    assert_eq!(err.status(), Some(500));
    assert!(err.is_transient(), "a 500 may go away");
    assert!(
        !err.is_retryable(),
        "but the PATCH may have been applied: not safe to repeat"
    );
    let err = client.get_task().task_id(TASK_A).send().await.unwrap_err();
    assert!(err.is_transient() && err.is_retryable(), "a GET is safe to repeat");
}

// ---------------------------------------------------------------------------------------------
// Requests that borrow nothing (issue 17): futures are `'static`, waiting takes a policy per call.
// ---------------------------------------------------------------------------------------------

/// A request's future outlives the client value it came from and its builder: it owns a clone
/// of the client (which shares the connection pool), so it can be spawned from anywhere.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_request_future_borrows_nothing() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let futures: Vec<_> = {
        let client = client(&server);
        (0..3).map(|_| client.get_task().task_id(TASK_A).send()).collect()
    };
    let handles: Vec<_> = futures.into_iter().map(tokio::spawn).collect();
    for h in handles {
        assert_eq!(h.await.unwrap().unwrap().id, TASK_A);
    }
    assert_eq!(server.count(), 3);
}

/// `send_and_wait_with` polls with the policy it is given, not the client's.
#[tokio::test]
async fn a_single_call_can_wait_with_its_own_policy() {
    let server = Server::start(|call| {
        if call.req.method == "POST" {
            Reply::json(200, json!({"tasks": [TASK_A]}))
        } else {
            Reply::json(200, task_json(TASK_A, "RUNNING"))
        }
    })
    .await;
    // The client would wait five seconds; this call gives up after 60 ms.
    let err = bounded(
        3,
        client(&server)
            .create_k8s_pool()
            .project_id(1)
            .region_id(76)
            .cluster_name("prod-cluster")
            .body(typed(&k8s_pool_body()))
            .send_and_wait_with(PollPolicy::new(ms(10), ms(60))),
    )
    .await
    .unwrap_err();
    assert!(matches!(err, Error::Timeout { .. }), "{err:?}");
}

/// `builder_from_env` starts from the environment and lets every other setting be changed:
/// what a setter sets wins over what the environment gave.
#[tokio::test]
async fn the_environment_is_a_starting_point_of_the_builder() {
    let reply = task_json(TASK_A, "FINISHED");
    let server = Server::start(move |_| Reply::json(200, reply.clone())).await;
    let client = Client::builder_from_env()
        .base_url(&server.base_url)
        .api_key(KEY)
        .poll(PollPolicy::new(ms(10), ms(500)))
        .build()
        .unwrap();
    assert_eq!(client.transport().poll_policy().timeout, ms(500));
    let task = bounded(5, client.get_task().task_id(TASK_A).send()).await.unwrap();
    assert_eq!(task.id, TASK_A);
}
