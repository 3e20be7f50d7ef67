use super::*;
use cloud_api::types::{
    BaremetalServer, BaremetalServerCreateRequest, FileShareCreateRequest, FloatingIpNew, FunctionList,
    GpuClusterCreateRequest, GpuClusterInterface, GpuClusterSubnetInterface, InferenceDeploymentCreateRequest,
    K8sClusterPrice, K8sPoolCreateRequest, LoadBalancerCreateRequest, Namespace, PostgresQuotaCheckRequest,
    SecurityGroup, SecurityGroupUpdateRequest, Volume, VolumeAttachRequest,
};
use jsonschema::Validator;
use serde::Serialize;
use std::sync::OnceLock;
use yaml_rust2::{Yaml, YamlLoader};

fn yaml_to_json(y: &Yaml) -> Value {
    match y {
        Yaml::Real(s) => json!(s.parse::<f64>().expect("YAML real")),
        Yaml::Integer(i) => json!(i),
        Yaml::String(s) => json!(s),
        Yaml::Boolean(b) => json!(b),
        Yaml::Array(items) => Value::Array(items.iter().map(yaml_to_json).collect()),
        Yaml::Hash(map) => Value::Object(
            map.iter()
                .map(|(k, v)| {
                    let key = match k {
                        Yaml::String(s) => s.clone(),
                        Yaml::Integer(i) => i.to_string(),
                        other => panic!("unsupported YAML key {other:?}"),
                    };
                    (key, yaml_to_json(v))
                })
                .collect(),
        ),
        Yaml::Null => Value::Null,
        other => panic!("unsupported YAML node {other:?}"),
    }
}

fn components() -> &'static Value {
    static COMPONENTS: OnceLock<Value> = OnceLock::new();
    COMPONENTS.get_or_init(|| {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../spec/cloud.yaml");
        let text = std::fs::read_to_string(path).expect("spec/cloud.yaml is readable");
        let docs = YamlLoader::load_from_str(&text).expect("spec/cloud.yaml parses");
        yaml_to_json(&docs[0])["components"].clone()
    })
}

fn validator(name: &str) -> Validator {
    let schema = json!({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": "https://oapigen.invalid/spec/cloud.json",
        "$ref": format!("#/components/schemas/{name}"),
        "components": components(),
    });
    jsonschema::options()
        .offline()
        .should_validate_formats(true)
        .build(&schema)
        .unwrap_or_else(|e| panic!("component {name} compiles: {e}"))
}

/// What the spec's schema says about `body` (empty when valid).
fn spec_errors(name: &str, body: &Value) -> Vec<String> {
    validator(name)
        .iter_errors(body)
        .map(|e| format!("{} (at {})", e, e.instance_path()))
        .collect()
}

/// Decodes `body`, checks that the generated code finds nothing wrong, and encodes it again.
fn round_trip<T: DeserializeOwned + Serialize + Validate>(body: Value) -> Value {
    let value: T = decode(body);
    assert_eq!(problems(&value), Vec::<String>::new());
    to_json(&value)
}

/// `body` is valid for the spec, and decoding then encoding it as `T` gives it back unchanged.
fn survives_round_trip<T: DeserializeOwned + Serialize + Validate>(schema: &str, body: Value) {
    assert_eq!(
        spec_errors(schema, &body),
        Vec::<String>::new(),
        "{schema}: the test body itself"
    );
    let out = round_trip::<T>(body.clone());
    assert_eq!(out, body, "{schema}: decode/encode changed the body");
}

/// Each body is invalid for the spec's schema, and the generated code finds a violation in it.
fn both_reject<T: DeserializeOwned + Validate>(schema: &str, bodies: &[Value]) {
    for body in bodies {
        let text: String = body.to_string().chars().take(160).collect();
        assert!(
            !spec_errors(schema, body).is_empty(),
            "{schema}: the spec accepts {text}"
        );
        assert!(
            !problems_of::<T>(body.clone()).is_empty(),
            "{schema}: the generated code accepts {text}"
        );
    }
}

#[test]
fn valid_request_bodies_survive_a_round_trip_unchanged() {
    let postgres = json!({
        "pg_server_configuration": {"pooler": {"mode": "transaction", "type": "pgbouncer"}},
        "databases": [{"name": "app", "owner": "app"}],
        "users": [{"name": "app", "role_attributes": ["LOGIN", "CREATEDB"]}]
    });
    survives_round_trip::<PostgresQuotaCheckRequest>("PostgresQuotaCheckRequest", merged(postgres_json(), postgres));

    let attach = json!({"instance_id": UUID_A, "attachment_tag": "boot"});
    survives_round_trip::<VolumeAttachRequest>("VolumeAttachRequest", attach);

    let sg = json!({
        "name": "web servers",
        "tags": {"env": "prod", "old": null},
        "changed_rules": [
            {"action": "create", "direction": "ingress", "ethertype": "IPv4", "protocol": "tcp",
             "port_range_min": 443, "port_range_max": 443, "remote_ip_prefix": "0.0.0.0/0", "description": "https"},
            {"action": "create", "direction": "egress", "ethertype": null, "remote_group_id": UUID_B},
            {"action": "delete", "security_group_rule_id": UUID_A}
        ]
    });
    survives_round_trip::<SecurityGroupUpdateRequest>("SecurityGroupUpdateRequest", sg);

    let inference = json!({
        "containers": [{"region_id": 1, "scale": {"min": 0, "max": 2, "cooldown_period": 60, "polling_interval": 30,
            "triggers": {"cpu": {"threshold": 80}, "memory": {"threshold": 70}, "http": {"rate": 10, "window": 60}}}}],
        "api_keys": ["key-1", "key-2"],
        "command": ["serve", "--port", "8080"],
        "credentials_name": "registry-creds",
        "description": "demo",
        "envs": {"MODE": "fast"},
        "ingress_opts": {"disable_response_buffering": true},
        "logging": {"enabled": true, "destination_region_id": 1, "topic_name": "t", "retention_policy": {"period": 30}},
        "probes": {"liveness_probe": {"enabled": true,
            "probe": {"http_get": {"port": 8080, "path": "/health"}, "period_seconds": 10}}},
        "timeout": 120
    });
    survives_round_trip::<InferenceDeploymentCreateRequest>(
        "InferenceDeploymentCreateRequest",
        merged(inference_json(), inference),
    );

    let baremetal = json!({
        "flavor": "bm2-hf-medium",
        "image_id": "img-1",
        "apptemplate_id": "tpl-1",
        "app_config": {"size": 3},
        "ddos_profile": true,
        "name_template": "bm-{ip_octets}",
        "password": "pw",
        "username": "admin",
        "user_data": "IyEvYmluL3NoCg==",
        "ssh_key_name": "my-key",
        "tags": {"env": "prod"},
        "interfaces": [
            {"type": "external", "ip_family": "dual", "interface_name": "eth0", "port_group": 0},
            {"type": "subnet", "network_id": "n", "subnet_id": "s", "floating_ip": {"source": "new"}, "port_group": 3},
            {"type": "any_subnet", "network_id": "n", "ip_family": "ipv6",
             "floating_ip": {"source": "existing", "existing_floating_id": UUID_A}},
            {"type": "reserved_fixed_ip", "port_id": "p"}
        ]
    });
    survives_round_trip::<BaremetalServerCreateRequest>("BaremetalServerCreateRequest", baremetal);

    let gpu = json!({
        "interfaces": [{"type": "external", "ip_family": "ipv4"},
                       {"type": "subnet", "network_id": "n", "subnet_id": "s"},
                       {"type": "any_subnet", "network_id": "n", "ip_address": "10.0.0.5"}],
        "instances_count": 2,
        "security_groups": [UUID_A, UUID_B],
        "ssh_key_name": "my-key",
        "tags": {"team": "ml"},
        "username": "ubuntu",
        "password": "pw"
    });
    survives_round_trip::<GpuClusterCreateRequest>("GpuClusterCreateRequest", merged(gpu_json(), gpu));

    let pool = json!({
        "auto_healing_enabled": true, "boot_volume_size": 50, "boot_volume_type": "ssd_hiiops",
        "max_node_count": 5, "servergroup_policy": "soft-anti-affinity", "labels": {"a": "b"},
        "taints": {"gpu": "true:NoSchedule"}, "crio_config": {"x": "y"}, "kubelet_config": {"z": "w"}
    });
    survives_round_trip::<K8sPoolCreateRequest>("K8sPoolCreateRequest", merged(k8s_pool_json(), pool));
    let mut nulls = k8s_pool_json();
    for field in [
        "auto_healing_enabled",
        "boot_volume_size",
        "boot_volume_type",
        "max_node_count",
        "servergroup_policy",
    ] {
        nulls[field] = Value::Null;
    }
    survives_round_trip::<K8sPoolCreateRequest>("K8sPoolCreateRequest", nulls);

    let share = json!({"access": [{"access_mode": "ro", "ip_address": "10.0.0.0/24"}], "tags": {"a": "b"},
                       "type_name": "standard", "volume_type": "default_share_type"});
    survives_round_trip::<FileShareCreateRequest>("FileShareCreateRequest", merged(file_share_json(), share));

    let lb = json!({
        "name": "lb-1",
        "flavor": "lb1-1-2",
        "floating_ip": {"source": "existing", "existing_floating_id": UUID_A},
        "vip_network_id": UUID_B,
        "vip_subnet_id": UUID_A,
        "vip_ip_family": "dual",
        "preferred_connectivity": "L2",
        "tags": {"env": "prod"},
        "logging": {"enabled": false},
        "listeners": [{
            "name": "http", "protocol": "HTTP", "protocol_port": 80, "connection_limit": -1,
            "allowed_cidrs": ["10.0.0.0/8"], "insert_x_forwarded": true, "timeout_client_data": 0,
            "user_list": [{"username": "u", "encrypted_password": "$6$x"}],
            "pools": [{
                "lb_algorithm": "ROUND_ROBIN", "name": "pool", "protocol": "HTTP",
                "healthmonitor": {"delay": 10, "max_retries": 10, "timeout": 5, "type": "HTTP",
                                  "http_version": "1.1", "max_retries_down": 1},
                "session_persistence": {"type": "SOURCE_IP"},
                "members": [{"address": "10.0.0.1", "protocol_port": 65535, "weight": 256, "monitor_port": 1}]
            }]
        }]
    });
    survives_round_trip::<LoadBalancerCreateRequest>("LoadBalancerCreateRequest", lb);
    let lb_template =
        json!({"name_template": "lb-{ip_octets}", "vip_port_id": UUID_A, "floating_ip": {"source": "new"}});
    survives_round_trip::<LoadBalancerCreateRequest>("LoadBalancerCreateRequest", lb_template);
}

#[test]
fn valid_response_bodies_survive_a_round_trip_unchanged() {
    let volume = json!({
        "attachments": [{"attachment_id": "a", "volume_id": "v", "attached_at": "2024-05-01T10:00:00Z"}],
        "limiter_stats": {"MBps_base_limit": 10, "iops_burst_limit": 100},
        "snapshot_ids": ["s1"]
    });
    survives_round_trip::<Volume>("Volume", merged(volume_json(), volume));
    survives_round_trip::<SecurityGroup>(
        "SecurityGroup",
        merged(security_group_json(), json!({"description": "d"})),
    );
    survives_round_trip::<BaremetalServer>("BaremetalServer", baremetal_server_json());
    survives_round_trip::<Namespace>(
        "Namespace",
        merged(namespace_json(), json!({"description": "d", "envs": {"K": "v"}})),
    );
    let list = json!({"count": 1, "results": [{"name": "fn-1", "autoscaling": {"min_instances": 0}}]});
    survives_round_trip::<FunctionList>("FunctionList", list);
    let price = json!({"instances": [], "publicips": [], "volumes": [],
                       "total_price": {"currency_code": "EUR", "price_per_hour": 0.5, "price_status": "show"}});
    survives_round_trip::<K8sClusterPrice>("K8sClusterPrice", price);
}

#[test]
fn invalid_bodies_are_rejected_by_the_generated_code_and_by_the_spec() {
    both_reject::<PostgresQuotaCheckRequest>(
        "PostgresQuotaCheckRequest",
        &[
            merged(postgres_json(), json!({"cluster_name": ""})),
            merged(postgres_json(), json!({"cluster_name": "a".repeat(51)})),
            merged(postgres_json(), json!({"cluster_name": "pg\n"})),
        ],
    );
    both_reject::<Namespace>(
        "Namespace",
        &[
            merged(namespace_json(), json!({"name": "a"})),
            merged(namespace_json(), json!({"description": "\u{e9}".repeat(256)})),
            merged(namespace_json(), json!({"envs": {"": "v"}})),
        ],
    );
    both_reject::<FunctionList>("FunctionList", &[json!({"count": -1, "results": []})]);
    both_reject::<VolumeAttachRequest>(
        "VolumeAttachRequest",
        &[
            json!({"instance_id": UUID_A, "attachment_tag": ""}),
            json!({"instance_id": UUID_A, "attachment_tag": "\u{65e5}".repeat(61)}),
            json!({"instance_id": UUID_A, "attachment_tag": "a,b"}),
            json!({"instance_id": "nope"}),
        ],
    );
    both_reject::<SecurityGroupUpdateRequest>(
        "SecurityGroupUpdateRequest",
        &[
            json!({"name": "ab"}),
            json!({"name": "web\n"}),
            json!({"tags": {"k": "v".repeat(256)}}),
            json!({"changed_rules": [{"action": "delete"}]}),
        ],
    );
    both_reject::<InferenceDeploymentCreateRequest>(
        "InferenceDeploymentCreateRequest",
        &[
            merged(inference_json(), json!({"listening_port": 0})),
            merged(inference_json(), json!({"listening_port": 65536})),
            merged(inference_json(), json!({"name": "\u{65e5}".repeat(3)})),
            merged(inference_json(), json!({"timeout": -1})),
            merged(inference_json(), json!({"auth_enabled": false, "api_keys": []})),
        ],
    );
    both_reject::<BaremetalServerCreateRequest>(
        "BaremetalServerCreateRequest",
        &[
            json!({"flavor": "bm"}),
            merged(baremetal_json(), json!({"interfaces": []})),
            merged(
                baremetal_json(),
                json!({"interfaces": [{"type": "external", "port_group": 4}]}),
            ),
            merged(baremetal_json(), json!({"tags": {"k".repeat(256): "v"}})),
        ],
    );
    both_reject::<GpuClusterCreateRequest>(
        "GpuClusterCreateRequest",
        &[
            merged(gpu_json(), json!({"user_data": "aGk=", "username": "u"})),
            merged(gpu_json(), json!({"user_data": "aGk=", "password": "p"})),
            merged(gpu_json(), json!({"interfaces": []})),
            merged(gpu_json(), json!({"instances_count": 0})),
        ],
    );
    both_reject::<K8sPoolCreateRequest>(
        "K8sPoolCreateRequest",
        &[
            merged(k8s_pool_json(), json!({"min_node_count": 201})),
            merged(k8s_pool_json(), json!({"max_node_count": 0})),
            merged(k8s_pool_json(), json!({"boot_volume_size": 9})),
            merged(k8s_pool_json(), json!({"name": "a"})),
            merged(k8s_pool_json(), json!({"boot_volume_type": "nvme"})),
        ],
    );
    both_reject::<FileShareCreateRequest>(
        "FileShareCreateRequest",
        &[
            merged(file_share_json(), json!({"size": 0})),
            merged(file_share_json(), json!({"protocol": "SMB"})),
            merged(file_share_json(), json!({"type_name": "premium"})),
        ],
    );
    let listeners: Vec<Value> = (0..51)
        .map(|i| json!({"name": "l", "protocol": "TCP", "protocol_port": 1000 + i}))
        .collect();
    both_reject::<LoadBalancerCreateRequest>(
        "LoadBalancerCreateRequest",
        &[
            json!({}),
            json!({"name": "lb-1", "name_template": "lb-{ip_octets}"}),
            json!({"name": "lb-1", "vip_network_id": UUID_A, "vip_port_id": UUID_B}),
            json!({"name_template": "lb-{ip_octets}!"}),
            json!({"name": "lb-1", "listeners": listeners}),
        ],
    );
}

#[test]
fn gpu_subnet_interface_floating_ip_keeps_its_source_tag() {
    let body = merged(
        gpu_json(),
        json!({"interfaces": [{"type": "subnet", "network_id": "n", "subnet_id": "s", "floating_ip": {"source": "new"}}]}),
    );
    assert_eq!(spec_errors("GpuClusterCreateRequest", &body), Vec::<String>::new());
    let out = round_trip::<GpuClusterCreateRequest>(body.clone());
    assert_eq!(out["interfaces"][0]["floating_ip"], json!({"source": "new"}));
    assert_eq!(spec_errors("GpuClusterCreateRequest", &out), Vec::<String>::new());

    // Built in code, too.
    let iface = GpuClusterInterface::Subnet(
        GpuClusterSubnetInterface::builder()
            .network_id("n")
            .subnet_id("s")
            .floating_ip(FloatingIpNew::builder().build().unwrap())
            .build()
            .unwrap(),
    );
    assert_eq!(to_json(&iface)["floating_ip"], json!({"source": "new"}));
}

#[test]
fn gpu_subnet_interface_floating_ip_with_another_source_is_rejected() {
    let body = merged(
        gpu_json(),
        json!({"interfaces": [{"type": "subnet", "network_id": "n", "subnet_id": "s",
                               "floating_ip": {"source": "existing", "existing_floating_id": UUID_A}}]}),
    );
    assert!(!spec_errors("GpuClusterCreateRequest", &body).is_empty());
    let found = problems_of::<GpuClusterCreateRequest>(body);
    assert!(
        found.len() == 1 && found[0].starts_with("/interfaces/0/floating_ip"),
        "expected one violation under /interfaces/0/floating_ip, got {found:?}"
    );
}
