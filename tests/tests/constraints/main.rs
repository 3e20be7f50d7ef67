//! Every constraint of the interface specification (the seed, `../shared/seed/cloud-api-interface.md`,
//! sections 2, 4 and 8), checked on the generated `cloud-api` types.
//!
//! How the generated code is expected to behave:
//! * a constrained scalar is a newtype whose `new` / `TryFrom` / `FromStr` check every constraint;
//! * `Validate::validate` checks a whole value and reports every violation with a JSON pointer;
//! * decoding with serde does not check constraints (tolerant decoding), `validate()` does;
//! * string enums keep values they do not know in `Unknown(String)`, which `validate()` rejects;
//! * sensitive values (passwords, `user_data`, `api_keys`) never appear in `Debug` output or in
//!   violations.
//!
//! Invalid values cannot be built through the checked constructors, so tests that need one decode
//! it from JSON (which does not check) and then validate. Bounds are tested below, at and above;
//! lengths count Unicode code points, so multi-byte strings are tested at the limits too.
//!
//! Organised by resource; see the module names.

use std::collections::BTreeMap;

use oapigen_runtime::{Byte, Nullable, Uuid, Validate, ValidationErrors};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

// ------------------------------------------------------------------------------------------
// helpers
// ------------------------------------------------------------------------------------------

const UUID_A: &str = "123e4567-e89b-12d3-a456-426614174000";
const UUID_B: &str = "9f8e7d6c-5b4a-4321-8fed-cba987654321";

fn uuid(s: &str) -> Uuid {
    s.parse().expect("test uuid is valid")
}

/// Every violation of `value` as `"<path> <keyword>"` (the root path written `(root)`), in the
/// order validation reports them; empty when the value is valid.
fn problems<T: Validate>(value: &T) -> Vec<String> {
    match value.validate() {
        Ok(()) => Vec::new(),
        Err(e) => render(&e),
    }
}

fn render(e: &ValidationErrors) -> Vec<String> {
    assert!(!e.is_empty(), "an error must hold at least one violation");
    e.violations()
        .iter()
        .map(|v| {
            let path = if v.path.is_empty() { "(root)" } else { v.path.as_str() };
            format!("{path} {}", v.keyword)
        })
        .collect()
}

/// Decodes `json` as `T` (which must succeed: decoding is tolerant) and validates it.
fn problems_of<T: DeserializeOwned + Validate>(json: Value) -> Vec<String> {
    problems(&decode::<T>(json))
}

fn decode<T: DeserializeOwned>(json: Value) -> T {
    let text = json.to_string();
    serde_json::from_value(json).unwrap_or_else(|e| panic!("decoding failed ({e}): {text}"))
}

/// The value of a checked constructor, which must have accepted its input.
#[track_caller]
fn accepted<T>(r: Result<T, ValidationErrors>) -> T {
    r.unwrap_or_else(|e| panic!("expected the value to be accepted, got: {e}"))
}

/// The keywords a checked constructor reported (all at the root path); it must have rejected.
#[track_caller]
fn rejected<T: std::fmt::Debug>(r: Result<T, ValidationErrors>) -> Vec<&'static str> {
    let e = r.expect_err("expected the value to be rejected");
    assert!(!e.is_empty());
    for v in e.violations() {
        assert_eq!(v.path, "", "a scalar's own violation is at the root: {v:?}");
    }
    e.violations().iter().map(|v| v.keyword).collect()
}

/// RFC 7386 merge patch, to derive test payloads from a valid base (`null` removes a member).
fn merged(mut base: Value, patch: Value) -> Value {
    fn apply(target: &mut Value, patch: Value) {
        match patch {
            Value::Object(members) => {
                if !target.is_object() {
                    *target = json!({});
                }
                let obj = target.as_object_mut().expect("object");
                for (k, v) in members {
                    if v.is_null() {
                        obj.remove(&k);
                    } else {
                        apply(obj.entry(k).or_insert(Value::Null), v);
                    }
                }
            }
            other => *target = other,
        }
    }
    apply(&mut base, patch);
    base
}

fn to_json<T: serde::Serialize>(value: &T) -> Value {
    serde_json::to_value(value).expect("serializes")
}

// Valid request bodies, as JSON, for the resources whose tests derive invalid ones from them.

fn postgres_json() -> Value {
    json!({
        "cluster_name": "pg-main-1",
        "flavor": {"cpu": 2, "memory_gib": 4},
        "high_availability": {"replication_mode": "sync"},
        "network": {"acl": ["10.0.0.0/8"], "network_type": "public"},
        "pg_server_configuration": {"pg_conf": "", "version": "15", "pooler": null},
        "storage": {"size_gib": 20, "type": "ssd-hiiops"}
    })
}

fn namespace_json() -> Value {
    json!({
        "created_at": "2024-05-01T10:00:00Z",
        "functions": [],
        "functions_deploy_status": {"total": 0},
        "name": "ns-main",
        "status": "ACTIVE"
    })
}

fn inference_json() -> Value {
    json!({
        "containers": [{"region_id": 1, "scale": {"min": 1, "max": 3}}],
        "flavor_name": "inference-16vcpu-232gib-1xh100-80gb",
        "image": "nginx:latest",
        "listening_port": 8080,
        "name": "my-model"
    })
}

fn baremetal_json() -> Value {
    json!({"flavor": "bm2-hf-medium", "image_id": "img-1"})
}

fn gpu_json() -> Value {
    json!({
        "flavor": "bm3-ai-1xlarge-h100-80-8",
        "image_id": "img-1",
        "interfaces": [{"type": "subnet", "network_id": "net-1", "subnet_id": "sub-1"}],
        "name": "gpu-cluster-1"
    })
}

fn k8s_pool_json() -> Value {
    json!({"flavor_id": "g1-standard-2-4", "min_node_count": 1, "name": "pool-1"})
}

fn file_share_json() -> Value {
    json!({"name": "share-1", "network": {"network_id": UUID_A}, "protocol": "NFS", "size": 1})
}

fn load_balancer_json() -> Value {
    json!({"name": "lb-1"})
}

fn volume_json() -> Value {
    json!({
        "bootable": false,
        "created_at": "2024-05-01T10:00:00Z",
        "id": "726ecfcc-7fd0-4e30-a86e-7892524aa483",
        "is_root_volume": false,
        "name": "data-1",
        "project_id": 1,
        "region": "Luxembourg",
        "region_id": 76,
        "size": 10,
        "status": "available",
        "tags": [{"key": "env", "read_only": false, "value": "prod"}],
        "volume_type": "standard"
    })
}

fn security_group_json() -> Value {
    json!({
        "created_at": "2024-05-01T10:00:00Z",
        "id": UUID_A,
        "name": "default group",
        "project_id": 1,
        "region": "Luxembourg",
        "region_id": 76,
        "revision_number": 3,
        "tags_v2": [],
        "updated_at": "2024-05-02T10:00:00Z"
    })
}

fn baremetal_server_json() -> Value {
    json!({
        "addresses": {"public": [{"type": "fixed", "addr": "192.0.2.10", "subnet_id": "s", "subnet_name": "sn"}]},
        "blackhole_ports": [],
        "created_at": "2024-05-01T10:00:00Z",
        "creator_task_id": null,
        "ddos_profile": null,
        "fixed_ip_assignments": [],
        "flavor": {"flavor_id": "bm2-hf-medium", "vcpus": 16, "ram": 65536},
        "id": UUID_A,
        "instance_isolation": {},
        "name": "bm-1",
        "project_id": 1,
        "region": "Luxembourg",
        "region_id": 76,
        "ssh_key_name": null,
        "status": "ACTIVE",
        "tags": [],
        "task_id": null,
        "task_state": null,
        "vm_state": "active"
    })
}

// ------------------------------------------------------------------------------------------
// ResourceName: ^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$ (security group, GPU cluster,
// file share and load balancer names)
// ------------------------------------------------------------------------------------------

mod resource_name;

// ------------------------------------------------------------------------------------------
// Tag maps of create requests: key and value at most 255 characters each
// ------------------------------------------------------------------------------------------

mod tag_map;

// ------------------------------------------------------------------------------------------
// 4.1 PostgreSQL quota check
// ------------------------------------------------------------------------------------------

mod postgres_quota_check;

// ------------------------------------------------------------------------------------------
// 2.3, 2.4, 4.2, 4.7 functions and namespaces
// ------------------------------------------------------------------------------------------

mod functions;

mod namespace;

// ------------------------------------------------------------------------------------------
// 2.5, 4.3 volumes
// ------------------------------------------------------------------------------------------

mod volumes;

// ------------------------------------------------------------------------------------------
// 2.6, 4.4 security groups
// ------------------------------------------------------------------------------------------

mod security_groups;

// ------------------------------------------------------------------------------------------
// 4.5 inference deployment
// ------------------------------------------------------------------------------------------

mod inference;

// ------------------------------------------------------------------------------------------
// 2.7, 4.6, 4.12 bare metal
// ------------------------------------------------------------------------------------------

mod baremetal;

// ------------------------------------------------------------------------------------------
// 4.9 GPU cluster
// ------------------------------------------------------------------------------------------

mod gpu_cluster;

// ------------------------------------------------------------------------------------------
// 4.10 Kubernetes node pool
// ------------------------------------------------------------------------------------------

mod k8s_pool;

// ------------------------------------------------------------------------------------------
// 4.11 file share
// ------------------------------------------------------------------------------------------

mod file_share;

// ------------------------------------------------------------------------------------------
// 4.13 load balancer
// ------------------------------------------------------------------------------------------

mod load_balancer;

// ------------------------------------------------------------------------------------------
// 2.8, 4.8 pricing
// ------------------------------------------------------------------------------------------

mod pricing;

// ------------------------------------------------------------------------------------------
// Cross-check with the spec's JSON Schema (an independent validator, the `jsonschema` crate):
// valid bodies survive a decode/encode round trip unchanged and still satisfy the schema, and
// the invalid bodies used above are invalid for the schema too.
// ------------------------------------------------------------------------------------------

mod spec_schema;

/// Builders take raw values for constrained members and report every violation at once, each
/// at its member's JSON pointer (issue 17 point 1); the newtypes still work as arguments.
#[test]
fn builders_take_raw_values_and_report_every_violation_at_once() {
    use cloud_api::types::{K8sPoolCreateRequest, K8sPoolCreateRequestMinNodeCount};
    let err = K8sPoolCreateRequest::builder()
        .name("a name far longer than twenty characters")
        .min_node_count(0)
        .boot_volume_size(1_000_000)
        .build()
        .unwrap_err();
    let got: Vec<(String, &str)> = err.iter().map(|v| (v.path.clone(), v.keyword)).collect();
    assert_eq!(
        got,
        [
            ("/min_node_count".to_string(), "minimum"),
            ("/name".to_string(), "maxLength"),
            ("/name".to_string(), "pattern"),
            ("/boot_volume_size".to_string(), "maximum"),
            ("/flavor_id".to_string(), "required"),
        ],
        "{err}"
    );
    let ok = K8sPoolCreateRequest::builder()
        .flavor_id("g1-standard-2-4")
        .name("workers")
        .min_node_count(K8sPoolCreateRequestMinNodeCount::new(3).unwrap())
        .build()
        .unwrap();
    assert_eq!(ok.min_node_count.get(), 3);
    assert_eq!(ok.name.as_str(), "workers");
}
