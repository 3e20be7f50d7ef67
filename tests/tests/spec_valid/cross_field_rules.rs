//! Cross-field rules and constraints, exercised on sample payloads

use super::*;

pub(crate) fn expect(doc: &Value, schema: &str, cases: &[(bool, Value)]) {
    let v = component_validator(doc, schema);
    for (valid, instance) in cases {
        let errs = errors(&v, instance);
        if *valid {
            assert!(errs.is_empty(), "{schema} rejected {instance}: {errs:?}");
        } else {
            assert!(!errs.is_empty(), "{schema} accepted {instance}");
        }
    }
}

pub(crate) const UUID: &str = "3fa85f64-5717-4562-b3fc-2c963f66afa6";

#[test]
fn load_balancer_rules() {
    let doc = spec();
    let mut long_key_tags = Map::new();
    long_key_tags.insert("k".repeat(256), json!("v"));
    let listeners: Vec<Value> = (0..51)
        .map(|i| json!({"name": format!("l{i}"), "protocol": "TCP", "protocol_port": 80}))
        .collect();
    expect(
        &doc,
        "LoadBalancerCreateRequest",
        &[
            (true, json!({"name": "lb-1"})),
            (true, json!({"name_template": "lb-{ip_octets}"})),
            (
                true,
                json!({"name": "lb-1", "vip_network_id": UUID, "vip_ip_family": "dual"}),
            ),
            (
                true,
                json!({"name": "lb-1", "floating_ip": {"source": "existing", "existing_floating_id": UUID}}),
            ),
            (true, json!({"name": "lb-1", "floating_ip": {"source": "new"}})),
            (true, json!({"name": "lb-1", "listeners": listeners[..50].to_vec()})),
            (false, json!({})),
            (false, json!({"name": "lb-1", "name_template": "lb-{ip_octets}"})),
            (
                false,
                json!({"name": "lb-1", "vip_network_id": UUID, "vip_port_id": UUID}),
            ),
            (false, json!({"name": "lb-1", "listeners": listeners})),
            (false, json!({"name": "lb-1", "floating_ip": {"source": "existing"}})),
            (false, json!({"name": "lb-1", "preferred_connectivity": "L4"})),
            (false, json!({"name": "-lb"})),
            (false, json!({"name": "lb-1", "tags": {"k": "v".repeat(256)}})),
            (false, json!({"name": "lb-1", "tags": long_key_tags})),
        ],
    );
}

#[test]
fn inference_rules() {
    let doc = spec();
    let base = json!({
        "containers": [{"region_id": 1, "scale": {"min": 0, "max": 2, "triggers": {"cpu": {"threshold": 80}}}}],
        "flavor_name": "gpu-1",
        "image": "nginx:latest",
        "listening_port": 8080,
        "name": "my-model",
    });
    let with = |extra: Value| {
        let mut v = base.clone();
        v.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        v
    };
    expect(
        &doc,
        "InferenceDeploymentCreateRequest",
        &[
            (true, base.clone()),
            (true, with(json!({"api_keys": ["k1", "k2"], "timeout": 0}))),
            (true, with(json!({"auth_enabled": true}))),
            (false, with(json!({"auth_enabled": true, "api_keys": ["k1"]}))),
            (false, with(json!({"timeout": -1}))),
            (false, with(json!({"listening_port": 0}))),
            (false, with(json!({"listening_port": 65536}))),
            (false, with(json!({"name": "abc"}))),
            (false, with(json!({"name": "a".repeat(31)}))),
            (false, json!({"flavor_name": "x"})),
        ],
    );
}

#[test]
fn gpu_cluster_rules() {
    let doc = spec();
    let base = json!({
        "flavor": "bm3-ai",
        "image_id": "img",
        "interfaces": [{"type": "subnet", "network_id": "n", "subnet_id": "s"}],
        "name": "gpu-cluster",
    });
    let with = |extra: Value| {
        let mut v = base.clone();
        v.as_object_mut().unwrap().extend(extra.as_object().unwrap().clone());
        v
    };
    expect(
        &doc,
        "GpuClusterCreateRequest",
        &[
            (true, base.clone()),
            (true, with(json!({"username": "u", "password": "p"}))),
            (
                true,
                with(json!({"user_data": "IyEvYmluL3NoCg==", "instances_count": 2})),
            ),
            (
                true,
                with(json!({"interfaces": [{"type": "external"}, {"type": "any_subnet", "network_id": "n"}]})),
            ),
            (false, with(json!({"user_data": "eA==", "username": "u"}))),
            (false, with(json!({"user_data": "eA==", "password": "p"}))),
            (false, with(json!({"interfaces": []}))),
            (
                false,
                with(json!({"interfaces": [{"type": "reserved_fixed_ip", "port_id": "p"}]})),
            ),
            (
                false,
                with(json!({"interfaces": [{"type": "subnet", "network_id": "n"}]})),
            ),
            (false, with(json!({"instances_count": 0}))),
            (false, with(json!({"security_groups": ["not-a-uuid"]}))),
        ],
    );
}

#[test]
fn baremetal_rules() {
    let doc = spec();
    expect(
        &doc,
        "BaremetalServerCreateRequest",
        &[
            (true, json!({"flavor": "bm1", "image_id": "img"})),
            (
                true,
                json!({"flavor": "bm1", "apptemplate_id": "app", "app_config": {"a": 1}}),
            ),
            // user_data is ignored when password is given: not a validation error.
            (
                true,
                json!({"flavor": "bm1", "image_id": "img", "password": "p", "user_data": "eA=="}),
            ),
            (
                true,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [
                    {"type": "external", "ip_family": "ipv4", "port_group": 3},
                    {"type": "subnet", "network_id": "n", "subnet_id": "s", "floating_ip": {"source": "new"}},
                    {"type": "reserved_fixed_ip", "port_id": "p"},
                ]}),
            ),
            (false, json!({"flavor": "bm1"})),
            (false, json!({"image_id": "img"})),
            (false, json!({"flavor": "bm1", "image_id": "img", "interfaces": []})),
            (
                false,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [{"type": "external", "port_group": 4}]}),
            ),
            (
                false,
                json!({"flavor": "bm1", "image_id": "img", "interfaces": [{"type": "external", "ip_family": "ipv5"}]}),
            ),
        ],
    );

    let server = json!({
        "addresses": {"net": [{"type": "fixed", "addr": "10.0.0.2", "subnet_id": "s", "subnet_name": "sn"},
                              {"type": "floating", "addr": "1.2.3.4"}]},
        "blackhole_ports": [],
        "created_at": "2024-01-01T00:00:00Z",
        "creator_task_id": null,
        "ddos_profile": null,
        "fixed_ip_assignments": [],
        "flavor": {"flavor_id": "bm1", "ram": 1024, "vcpus": 8},
        "id": UUID,
        "instance_isolation": {"reason": ""},
        "name": "srv",
        "project_id": 1,
        "region": "Luxembourg",
        "region_id": 76,
        "ssh_key_name": null,
        "status": "ACTIVE",
        "tags": [{"key": "k", "value": "v", "read_only": false}],
        "task_id": null,
        "task_state": null,
        "vm_state": "active",
        "extra_field": "tolerated"
    });
    let mut bad_status = server.clone();
    bad_status["status"] = json!("RUNNING");
    let mut missing = server.clone();
    missing.as_object_mut().unwrap().remove("ddos_profile");
    // Real answers carry `"instance_isolation": null` (issue 15: nullable, as in the reference).
    let mut not_isolated = server.clone();
    not_isolated["instance_isolation"] = json!(null);
    expect(
        &doc,
        "BaremetalServer",
        &[
            (true, server),
            (true, not_isolated),
            (false, bad_status),
            (false, missing),
        ],
    );
}

#[test]
fn security_group_rules() {
    let doc = spec();
    expect(
        &doc,
        "SecurityGroupUpdateRequest",
        &[
            (true, json!({})),
            (true, json!({"tags": null})),
            (true, json!({"tags": {"old": null, "new": "v"}})),
            (
                true,
                json!({"name": "sg 1", "changed_rules": [
                    {"action": "create", "direction": "ingress", "protocol": "tcp", "port_range_min": 22, "port_range_max": 22},
                    {"action": "delete", "security_group_rule_id": UUID},
                ]}),
            ),
            (false, json!({"tags": {"k": 1}})),
            (false, json!({"tags": {"k": "v".repeat(256)}})),
            (false, json!({"changed_rules": [{"action": "delete"}]})),
            (false, json!({"changed_rules": [{"direction": "ingress"}]})),
            (
                false,
                json!({"changed_rules": [{"action": "create", "protocol": "smtp"}]}),
            ),
            (false, json!({"name": "x"})),
        ],
    );
}

#[test]
fn other_request_constraints() {
    let doc = spec();
    expect(
        &doc,
        "FileShareCreateRequest",
        &[
            (
                true,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 1,
                      "access": [{"access_mode": "ro", "ip_address": "10.0.0.0/24"}]}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "CIFS", "size": 1}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 0}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {}, "protocol": "NFS", "size": 1}),
            ),
            (
                false,
                json!({"name": "share-1", "network": {"network_id": UUID}, "protocol": "NFS", "size": 1,
                       "type_name": "vast"}),
            ),
        ],
    );
    expect(
        &doc,
        "K8sPoolCreateRequest",
        &[
            (true, json!({"flavor_id": "f", "min_node_count": 1, "name": "pool-1"})),
            (
                true,
                json!({"flavor_id": "f", "min_node_count": 200, "name": "p1", "boot_volume_type": null,
                      "max_node_count": null, "auto_healing_enabled": null, "boot_volume_size": 10}),
            ),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 201, "name": "pool-1"}),
            ),
            (false, json!({"flavor_id": "f", "min_node_count": 1, "name": "Pool"})),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 1, "name": "p1", "boot_volume_size": 9}),
            ),
            (
                false,
                json!({"flavor_id": "f", "min_node_count": 1, "name": "p1", "servergroup_policy": "spread"}),
            ),
        ],
    );
    expect(
        &doc,
        "PostgresQuotaCheckRequest",
        &[
            (
                true,
                json!({"cluster_name": "pg-1", "flavor": {"cpu": 2, "memory_gib": 4},
                      "high_availability": {"replication_mode": "sync"},
                      "network": {"acl": ["0.0.0.0/0"], "network_type": "public"},
                      "pg_server_configuration": {"pg_conf": "", "version": "15", "pooler": null},
                      "storage": {"size_gib": 10, "type": "ssd"}}),
            ),
            (
                false,
                json!({"cluster_name": "PG", "flavor": {}, "high_availability": {}, "network": {},
                       "pg_server_configuration": {}, "storage": {}}),
            ),
        ],
    );
    expect(
        &doc,
        "VolumeAttachRequest",
        &[
            (true, json!({"instance_id": UUID, "attachment_tag": "data"})),
            (false, json!({"instance_id": "nope"})),
            (false, json!({"instance_id": UUID, "attachment_tag": "a/b"})),
        ],
    );
}

#[test]
fn response_shapes() {
    let doc = spec();
    expect(
        &doc,
        "Task",
        &[
            (
                true,
                json!({"id": "t1", "state": "RUNNING", "task_type": "create_vm", "user_id": 1}),
            ),
            (
                true,
                json!({"id": "t1", "state": "ERROR", "task_type": "x", "user_id": 1, "error": "boom",
                      "data": {"any": ["thing"]}, "detailed_state": null,
                      "created_resources": {"instances": ["i1"], "ddos_profiles": [7], "projects": null}}),
            ),
            (
                true,
                json!({"id": "t1", "state": "FINISHED", "task_type": "x", "user_id": 1, "data": "text"}),
            ),
            (
                false,
                json!({"id": "t1", "state": "DONE", "task_type": "x", "user_id": 1}),
            ),
            (false, json!({"id": "t1", "state": "NEW", "task_type": "x"})),
            (
                false,
                json!({"id": "t1", "state": "NEW", "task_type": "x", "user_id": 1,
                       "created_resources": {"projects": ["p"]}}),
            ),
        ],
    );
    expect(
        &doc,
        "FunctionList",
        &[
            (true, json!({"count": 0, "results": []})),
            (false, json!({"count": -1, "results": []})),
            (false, json!({"results": []})),
        ],
    );
    expect(
        &doc,
        "Namespace",
        &[
            (
                true,
                json!({"created_at": "x", "functions": [], "functions_deploy_status": {}, "name": "ns-1",
                      "status": "ACTIVE", "description": null, "envs": {"K": ""}}),
            ),
            (
                false,
                json!({"created_at": "x", "functions": [], "functions_deploy_status": {}, "name": "ns-1",
                       "status": "ACTIVE", "envs": {"": "v"}}),
            ),
        ],
    );
    expect(
        &doc,
        "TaskIdList",
        &[(true, json!({"tasks": ["a"]})), (false, json!({}))],
    );
}
