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

mod resource_name {
    use super::*;
    use cloud_api::types::{
        FileShareCreateRequest, GpuClusterCreateRequest, LoadBalancerCreateRequest, ResourceName, SecurityGroup,
        SecurityGroupUpdateRequest,
    };

    #[test]
    fn length_is_3_to_63_characters() {
        assert_eq!(rejected(ResourceName::new("")), ["pattern"]);
        assert_eq!(rejected(ResourceName::new("ab")), ["pattern"]);
        assert_eq!(accepted(ResourceName::new("abc")).as_str(), "abc");
        let longest = "a".repeat(63);
        assert_eq!(accepted(ResourceName::new(longest.clone())).as_str(), longest);
        assert_eq!(rejected(ResourceName::new("a".repeat(64))), ["pattern"]);
    }

    #[test]
    fn first_character_is_a_letter_or_digit() {
        for ok in ["abc", "Abc", "0bc", "9-x"] {
            accepted(ResourceName::new(ok));
        }
        for bad in ["-bc", ".bc", "_bc", " bc", "{bc"] {
            assert_eq!(rejected(ResourceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn last_character_is_a_letter_digit_dot_or_underscore() {
        for ok in ["abZ", "ab9", "ab.", "ab_"] {
            accepted(ResourceName::new(ok));
        }
        for bad in ["ab-", "ab ", "ab}"] {
            assert_eq!(rejected(ResourceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn middle_allows_letters_digits_space_dot_underscore_hyphen_only() {
        accepted(ResourceName::new("My group 1.0_beta-2"));
        for bad in ["a/b", "a,b", "a:b", "a\tb", "a\u{e9}b", "a\u{65e5}b", "a@b", "a{b"] {
            assert_eq!(rejected(ResourceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn pattern_is_anchored_at_both_ends() {
        // A valid name with anything before or after it is not a valid name.
        for bad in ["web\n", "\nweb", " web", "web-", "(web)", "web\r\n", "web\n\n"] {
            assert_eq!(rejected(ResourceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn violation_names_the_keyword_the_pattern_and_the_value() {
        let e = ResourceName::new("ab").unwrap_err();
        assert_eq!(e.len(), 1);
        let v = &e.violations()[0];
        assert_eq!(v.path, "");
        assert_eq!(v.keyword, "pattern");
        assert_eq!(v.value.as_deref(), Some("\"ab\""));
        assert!(
            v.message.contains(r"^[a-zA-Z0-9][a-zA-Z 0-9._\-]{1,61}[a-zA-Z0-9._]$"),
            "{}",
            v.message
        );
    }

    #[test]
    fn try_from_and_from_str_check_like_new() {
        assert_eq!(ResourceName::try_from("web-1").unwrap().as_str(), "web-1");
        assert_eq!(ResourceName::try_from("web-1".to_string()).unwrap().as_str(), "web-1");
        assert_eq!("web-1".parse::<ResourceName>().unwrap().as_str(), "web-1");
        assert_eq!(rejected(ResourceName::try_from("-x")), ["pattern"]);
        assert_eq!(rejected(ResourceName::try_from("-x".to_string())), ["pattern"]);
        assert_eq!(rejected("-x".parse::<ResourceName>()), ["pattern"]);
    }

    #[test]
    fn decoding_keeps_an_invalid_name_and_validate_rejects_it() {
        let name: ResourceName = serde_json::from_str("\"-x\"").expect("decoding does not check");
        assert_eq!(name.as_str(), "-x");
        assert_eq!(problems(&name), ["(root) pattern"]);
    }

    #[test]
    fn every_body_with_a_resource_name_reports_it_at_slash_name() {
        let bad = json!({"name": "-bad"});
        assert_eq!(
            problems_of::<SecurityGroupUpdateRequest>(bad.clone()),
            ["/name pattern"]
        );
        assert_eq!(
            problems_of::<GpuClusterCreateRequest>(merged(gpu_json(), bad.clone())),
            ["/name pattern"]
        );
        assert_eq!(
            problems_of::<FileShareCreateRequest>(merged(file_share_json(), bad.clone())),
            ["/name pattern"]
        );
        assert_eq!(
            problems_of::<LoadBalancerCreateRequest>(merged(load_balancer_json(), bad.clone())),
            ["/name pattern"]
        );
        assert_eq!(
            problems_of::<SecurityGroup>(merged(security_group_json(), bad)),
            ["/name pattern"]
        );
    }
}

// ------------------------------------------------------------------------------------------
// Tag maps of create requests: key and value at most 255 characters each
// ------------------------------------------------------------------------------------------

mod tag_map {
    use super::*;
    use cloud_api::types::{
        BaremetalServerCreateRequest, FileShareCreateRequest, GpuClusterCreateRequest, LoadBalancerCreateRequest,
        TagMap, TagMapValue,
    };

    #[test]
    fn value_is_at_most_255_characters() {
        accepted(TagMapValue::new(""));
        accepted(TagMapValue::new("v".repeat(255)));
        assert_eq!(rejected(TagMapValue::new("v".repeat(256))), ["maxLength"]);
    }

    #[test]
    fn value_length_counts_code_points_not_bytes() {
        // 255 × "日" is 765 bytes.
        accepted(TagMapValue::new("\u{65e5}".repeat(255)));
        assert_eq!(rejected(TagMapValue::new("\u{65e5}".repeat(256))), ["maxLength"]);
        accepted(TagMapValue::new("\u{e9}".repeat(255)));
        assert_eq!(rejected(TagMapValue::new("\u{e9}".repeat(256))), ["maxLength"]);
    }

    #[test]
    fn max_length_violation_reports_the_count() {
        let e = TagMapValue::new("\u{e9}".repeat(256)).unwrap_err();
        let v = &e.violations()[0];
        assert!(v.message.contains("255"), "{}", v.message);
        assert!(v.message.contains("256"), "{}", v.message);
    }

    type Check = fn(Value) -> Vec<String>;

    fn bodies_with_tags() -> [(&'static str, Value, Check); 4] {
        [
            ("file share", file_share_json(), problems_of::<FileShareCreateRequest>),
            (
                "bare metal",
                baremetal_json(),
                problems_of::<BaremetalServerCreateRequest>,
            ),
            ("GPU cluster", gpu_json(), problems_of::<GpuClusterCreateRequest>),
            (
                "load balancer",
                load_balancer_json(),
                problems_of::<LoadBalancerCreateRequest>,
            ),
        ]
    }

    #[test]
    fn every_create_request_accepts_keys_and_values_of_255_multibyte_characters() {
        for (what, base, check) in bodies_with_tags() {
            let mut tags = serde_json::Map::new();
            tags.insert("\u{65e5}".repeat(255), json!("\u{65e5}".repeat(255)));
            tags.insert("k".repeat(255), json!("v".repeat(255)));
            tags.insert("empty".into(), json!(""));
            assert_eq!(
                check(merged(base, json!({"tags": tags}))),
                Vec::<String>::new(),
                "{what}"
            );
        }
    }

    #[test]
    fn every_create_request_rejects_a_256_character_key_or_value_at_its_tag_path() {
        let long_key = "\u{e9}".repeat(256);
        for (what, base, check) in bodies_with_tags() {
            let mut tags = serde_json::Map::new();
            tags.insert("fine".into(), json!("ok"));
            tags.insert("long".into(), json!("\u{65e5}".repeat(256)));
            tags.insert(long_key.clone(), json!("ok"));
            assert_eq!(
                check(merged(base, json!({"tags": tags}))),
                vec![
                    "/tags/long maxLength".to_string(),
                    format!("/tags/{long_key} maxLength")
                ],
                "{what}"
            );
        }
    }

    #[test]
    fn tag_paths_escape_slash_and_tilde_in_keys() {
        let body = merged(file_share_json(), json!({"tags": {"a/b~c": "v".repeat(256)}}));
        assert_eq!(problems_of::<FileShareCreateRequest>(body), ["/tags/a~1b~0c maxLength"]);
    }

    #[test]
    fn tag_map_built_in_code_is_checked_by_the_request_builder() {
        let mut tags = TagMap::default();
        tags.insert("x".repeat(256), accepted(TagMapValue::new("v")));
        let e = GpuClusterCreateRequest::builder()
            .flavor("f")
            .image_id("i")
            .interfaces(decode::<Vec<cloud_api::types::GpuClusterInterface>>(
                json!([{"type": "external"}]),
            ))
            .name(accepted(cloud_api::types::ResourceName::new("gpu-1")))
            .tags(tags)
            .build()
            .unwrap_err();
        assert_eq!(render(&e), [format!("/tags/{} maxLength", "x".repeat(256))]);
    }
}

// ------------------------------------------------------------------------------------------
// 4.1 PostgreSQL quota check
// ------------------------------------------------------------------------------------------

mod postgres_quota_check {
    use super::*;
    use cloud_api::types::{
        PostgresQuotaCheckRequest, PostgresQuotaCheckRequestClusterName as ClusterName, QuotaRecord,
    };

    #[test]
    fn cluster_name_is_1_to_50_characters() {
        assert_eq!(rejected(ClusterName::new("")), ["minLength", "pattern"]);
        accepted(ClusterName::new("a"));
        accepted(ClusterName::new("a".repeat(50)));
        assert_eq!(rejected(ClusterName::new("a".repeat(51))), ["maxLength"]);
    }

    #[test]
    fn cluster_name_is_lowercase_digits_and_inner_hyphens() {
        for ok in ["a", "0", "pg", "pg-1", "a--b", "0-9"] {
            accepted(ClusterName::new(ok));
        }
        for bad in ["-a", "a-", "-", "A", "pgA", "pg_1", "pg.1", "pg 1", "p\u{e9}"] {
            assert_eq!(rejected(ClusterName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn cluster_name_pattern_is_anchored() {
        for bad in ["pg\n", "\npg", " pg", "pg ", "(pg)"] {
            assert_eq!(rejected(ClusterName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn request_reports_a_bad_cluster_name_at_its_path() {
        assert_eq!(
            problems_of::<PostgresQuotaCheckRequest>(postgres_json()),
            Vec::<String>::new()
        );
        let body = merged(postgres_json(), json!({"cluster_name": "a".repeat(51) + "-"}));
        assert_eq!(
            problems_of::<PostgresQuotaCheckRequest>(body),
            ["/cluster_name maxLength", "/cluster_name pattern"]
        );
    }

    #[test]
    fn builder_requires_the_six_members() {
        let e = PostgresQuotaCheckRequest::builder().build().unwrap_err();
        assert_eq!(
            render(&e),
            [
                "/cluster_name required",
                "/flavor required",
                "/high_availability required",
                "/network required",
                "/pg_server_configuration required",
                "/storage required",
            ]
        );
        let e = PostgresQuotaCheckRequest::builder()
            .cluster_name(accepted(ClusterName::new("pg")))
            .build()
            .unwrap_err();
        assert_eq!(e.len(), 5);
        assert!(
            e.violations()
                .iter()
                .all(|v| v.keyword == "required" && v.value.is_none())
        );
    }

    #[test]
    fn decoding_without_a_required_member_fails() {
        let body = merged(postgres_json(), json!({"storage": null}));
        let err = serde_json::from_value::<PostgresQuotaCheckRequest>(body).unwrap_err();
        assert!(err.to_string().contains("storage"), "{err}");
    }

    #[test]
    fn nested_enums_are_checked_at_their_paths_all_at_once() {
        let body = merged(
            postgres_json(),
            json!({
                "high_availability": {"replication_mode": "semi-sync"},
                "network": {"network_type": "private"},
                "pg_server_configuration": {"pooler": {"mode": "pipeline", "type": "pgbouncer"}},
                "users": [{"name": "u", "role_attributes": ["LOGIN", "SUPERUSER"]}]
            }),
        );
        assert_eq!(
            problems_of::<PostgresQuotaCheckRequest>(body),
            [
                "/high_availability/replication_mode enum",
                "/network/network_type enum",
                "/pg_server_configuration/pooler/mode enum",
                "/users/0/role_attributes/1 enum",
            ]
        );
    }

    #[test]
    fn pooler_is_nullable_and_absent_is_not_null() {
        let with_null: PostgresQuotaCheckRequest = decode(postgres_json());
        assert!(with_null.pg_server_configuration.pooler.is_null());
        assert_eq!(to_json(&with_null)["pg_server_configuration"]["pooler"], Value::Null);
        assert!(
            to_json(&with_null)["pg_server_configuration"]
                .as_object()
                .unwrap()
                .contains_key("pooler")
        );

        let absent: PostgresQuotaCheckRequest = decode(merged(
            postgres_json(),
            json!({"pg_server_configuration": {"pooler": null}}),
        ));
        assert!(absent.pg_server_configuration.pooler.is_absent());
        assert!(
            !to_json(&absent)["pg_server_configuration"]
                .as_object()
                .unwrap()
                .contains_key("pooler")
        );
    }

    #[test]
    fn quota_record_fields_are_all_optional() {
        let empty: QuotaRecord = decode(json!({}));
        assert_eq!(to_json(&empty), json!({}));
        let some: QuotaRecord = decode(json!({"ram_limit": 512, "ram_usage": 10, "cpu_count_requested": 4}));
        assert_eq!(some.ram_limit, Some(512));
        assert_eq!(some.ram_requested, None);
        assert_eq!(some.cpu_count_requested, Some(4));
    }
}

// ------------------------------------------------------------------------------------------
// 2.3, 2.4, 4.2, 4.7 functions and namespaces
// ------------------------------------------------------------------------------------------

mod functions {
    use super::*;
    use cloud_api::types::{
        Function, FunctionList, FunctionListCount, ListFunctionsLimit, ListFunctionsOffset, ListFunctionsOrderBy,
        ListFunctionsSearch,
    };

    #[test]
    fn limit_is_at_most_1000() {
        assert_eq!(accepted(ListFunctionsLimit::new(1000)).get(), 1000);
        accepted(ListFunctionsLimit::new(999));
        accepted(ListFunctionsLimit::new(1));
        assert_eq!(rejected(ListFunctionsLimit::new(1001)), ["maximum"]);
        let e = ListFunctionsLimit::try_from(1001).unwrap_err();
        assert_eq!(e.violations()[0].value.as_deref(), Some("1001"));
    }

    #[test]
    fn offset_is_at_least_0() {
        assert_eq!(rejected(ListFunctionsOffset::new(-1)), ["minimum"]);
        assert_eq!(accepted(ListFunctionsOffset::new(0)).get(), 0);
        accepted(ListFunctionsOffset::new(1));
        assert_eq!(
            ListFunctionsOffset::try_from(-1).unwrap_err().violations()[0]
                .value
                .as_deref(),
            Some("-1")
        );
    }

    #[test]
    fn order_by_accepts_exactly_the_four_documented_values() {
        let cases = [
            ("created_at.asc", ListFunctionsOrderBy::CreatedAtAsc),
            ("created_at.desc", ListFunctionsOrderBy::CreatedAtDesc),
            ("name.asc", ListFunctionsOrderBy::NameAsc),
            ("name.desc", ListFunctionsOrderBy::NameDesc),
        ];
        for (text, variant) in cases {
            assert_eq!(text.parse::<ListFunctionsOrderBy>().unwrap(), variant);
            assert_eq!(variant.as_str(), text);
        }
        assert_eq!(ListFunctionsOrderBy::VALUES.len(), 4);
        for bad in ["created_at", "name.ASC", "size.asc", "", "name.asc "] {
            assert_eq!(rejected(bad.parse::<ListFunctionsOrderBy>()), ["enum"], "{bad:?}");
        }
        assert_eq!(
            problems(&ListFunctionsOrderBy::Unknown("updated_at.asc".into())),
            ["(root) enum"]
        );
    }

    #[test]
    fn search_is_1_to_26_lowercase_digits_or_hyphens() {
        assert_eq!(rejected(ListFunctionsSearch::new("")), ["pattern"]);
        for ok in ["a", "-", "0", "fn-1", "--"] {
            accepted(ListFunctionsSearch::new(ok));
        }
        accepted(ListFunctionsSearch::new("a".repeat(26)));
        assert_eq!(rejected(ListFunctionsSearch::new("a".repeat(27))), ["pattern"]);
        for bad in ["A", "fn_1", "fn 1", "fn.1", "\u{e9}"] {
            assert_eq!(rejected(ListFunctionsSearch::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn search_pattern_is_anchored() {
        for bad in ["fn\n", "\nfn", " fn", "fn ", "(fn)"] {
            assert_eq!(rejected(ListFunctionsSearch::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn function_list_count_is_at_least_0() {
        assert_eq!(rejected(FunctionListCount::new(-1)), ["minimum"]);
        accepted(FunctionListCount::new(0));
        assert_eq!(
            problems_of::<FunctionList>(json!({"count": -1, "results": []})),
            ["/count minimum"]
        );
        assert_eq!(
            problems_of::<FunctionList>(json!({"count": 0, "results": [{}]})),
            Vec::<String>::new()
        );
    }

    #[test]
    fn function_list_requires_count_and_results() {
        let err = serde_json::from_value::<FunctionList>(json!({"count": 3})).unwrap_err();
        assert!(err.to_string().contains("results"), "{err}");
        let err = serde_json::from_value::<FunctionList>(json!({"results": []})).unwrap_err();
        assert!(err.to_string().contains("count"), "{err}");
    }

    #[test]
    fn every_function_field_is_optional() {
        let f: Function = decode(json!({}));
        assert_eq!(to_json(&f), json!({}));
        let f: Function = decode(json!({"name": "fn-1", "timeout": 5, "envs": {"A": "1"}, "brand_new": true}));
        assert_eq!(f.name.as_deref(), Some("fn-1"));
        assert_eq!(f.timeout, Some(5));
    }
}

mod namespace {
    use super::*;
    use cloud_api::types::{Namespace, NamespaceDescription, NamespaceEnvsValue, NamespaceName};

    #[test]
    fn name_is_2_to_26_characters() {
        assert_eq!(rejected(NamespaceName::new("")), ["pattern"]);
        assert_eq!(rejected(NamespaceName::new("a")), ["pattern"]);
        accepted(NamespaceName::new("ab"));
        accepted(NamespaceName::new("a".repeat(26)));
        assert_eq!(rejected(NamespaceName::new("a".repeat(27))), ["pattern"]);
    }

    #[test]
    fn name_starts_with_a_letter_and_does_not_end_with_a_hyphen() {
        for ok in ["a1", "a-b", "a--1", "z9"] {
            accepted(NamespaceName::new(ok));
        }
        for bad in ["1a", "-a", "ab-", "Ab", "aB", "a_b", "a.b", "a b", "a\u{e9}"] {
            assert_eq!(rejected(NamespaceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn name_pattern_is_anchored() {
        for bad in ["ns\n", "\nns", " ns", "ns ", "(ns)"] {
            assert_eq!(rejected(NamespaceName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn description_is_at_most_255_code_points() {
        accepted(NamespaceDescription::new("d".repeat(255)));
        assert_eq!(rejected(NamespaceDescription::new("d".repeat(256))), ["maxLength"]);
        accepted(NamespaceDescription::new("\u{e9}".repeat(255)));
        assert_eq!(rejected(NamespaceDescription::new("\u{e9}".repeat(256))), ["maxLength"]);
        let body = merged(namespace_json(), json!({"description": "\u{65e5}".repeat(256)}));
        assert_eq!(problems_of::<Namespace>(body), ["/description maxLength"]);
    }

    #[test]
    fn description_may_be_null_or_absent() {
        let mut body = namespace_json();
        body["description"] = Value::Null;
        let ns: Namespace = decode(body);
        assert!(ns.description.is_null());
        assert_eq!(problems(&ns), Vec::<String>::new());
        assert_eq!(to_json(&ns)["description"], Value::Null);

        let ns: Namespace = decode(namespace_json());
        assert!(ns.description.is_absent());
        assert!(!to_json(&ns).as_object().unwrap().contains_key("description"));
    }

    #[test]
    fn env_keys_are_1_to_255_code_points() {
        let mut envs = serde_json::Map::new();
        envs.insert(String::new(), json!("v"));
        envs.insert("K".into(), json!("v"));
        envs.insert("\u{65e5}".repeat(255), json!("v"));
        envs.insert("\u{65e5}".repeat(256), json!("v"));
        let body = merged(namespace_json(), json!({"envs": envs}));
        assert_eq!(
            problems_of::<Namespace>(body),
            vec![
                "/envs/ minLength".to_string(),
                format!("/envs/{} maxLength", "\u{65e5}".repeat(256))
            ]
        );
    }

    #[test]
    fn env_values_are_0_to_255_code_points() {
        accepted(NamespaceEnvsValue::new(""));
        accepted(NamespaceEnvsValue::new("\u{e9}".repeat(255)));
        assert_eq!(rejected(NamespaceEnvsValue::new("\u{e9}".repeat(256))), ["maxLength"]);
        let body = merged(
            namespace_json(),
            json!({"envs": {"EMPTY": "", "FULL": "v".repeat(255), "LONG": "v".repeat(256)}}),
        );
        assert_eq!(problems_of::<Namespace>(body), ["/envs/LONG maxLength"]);
    }

    #[test]
    fn three_independent_problems_give_three_violations() {
        let body = merged(
            namespace_json(),
            json!({"name": "Bad", "description": "d".repeat(256), "envs": {"K": "v".repeat(256)}}),
        );
        assert_eq!(
            problems_of::<Namespace>(body),
            ["/name pattern", "/description maxLength", "/envs/K maxLength"]
        );
    }

    /// A response type: decoding needs the five required members (a client builds no
    /// `Namespace`, so it has no builder).
    #[test]
    fn decoding_requires_the_five_members() {
        let full = json!({"created_at": "2025-01-01T00:00:00Z", "functions": [],
            "functions_deploy_status": {}, "name": "ns-1", "status": "ACTIVE"});
        assert!(serde_json::from_value::<Namespace>(full.clone()).is_ok());
        for member in ["created_at", "functions", "functions_deploy_status", "name", "status"] {
            let mut v = full.clone();
            v.as_object_mut().unwrap().remove(member);
            let err = serde_json::from_value::<Namespace>(v).unwrap_err();
            assert!(err.to_string().contains(member), "{member}: {err}");
        }
    }
}

// ------------------------------------------------------------------------------------------
// 2.5, 4.3 volumes
// ------------------------------------------------------------------------------------------

mod volumes {
    use super::*;
    use cloud_api::types::{
        Volume, VolumeAttachRequest, VolumeAttachRequestAttachmentTag as AttachmentTag, VolumeStatus,
    };

    #[test]
    fn attachment_tag_is_1_to_60_characters() {
        assert_eq!(rejected(AttachmentTag::new("")), ["minLength", "pattern"]);
        accepted(AttachmentTag::new("a"));
        accepted(AttachmentTag::new("a".repeat(60)));
        assert_eq!(rejected(AttachmentTag::new("a".repeat(61))), ["maxLength", "pattern"]);
    }

    #[test]
    fn attachment_tag_length_counts_code_points_not_bytes() {
        accepted(AttachmentTag::new("\u{65e5}".repeat(60)));
        assert_eq!(
            rejected(AttachmentTag::new("\u{65e5}".repeat(61))),
            ["maxLength", "pattern"]
        );
        accepted(AttachmentTag::new("\u{e9}"));
    }

    #[test]
    fn attachment_tag_has_no_comma_or_slash() {
        for ok in ["boot", "data disk 1", "a.b-c_d", "x:y", "\u{e9}t\u{e9}"] {
            accepted(AttachmentTag::new(ok));
        }
        for bad in [",", "/", "a,b", "a/b", "tag,", "/tag"] {
            assert_eq!(rejected(AttachmentTag::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn attach_request_reports_tag_and_instance_id_at_their_paths() {
        let ok = json!({"instance_id": UUID_A, "attachment_tag": "boot"});
        assert_eq!(problems_of::<VolumeAttachRequest>(ok), Vec::<String>::new());
        let bad = json!({"instance_id": "not-a-uuid", "attachment_tag": "a/b"});
        assert_eq!(
            problems_of::<VolumeAttachRequest>(bad),
            ["/instance_id format", "/attachment_tag pattern"]
        );
    }

    #[test]
    fn attach_request_builder_requires_instance_id() {
        let e = VolumeAttachRequest::builder()
            .attachment_tag(accepted(AttachmentTag::new("boot")))
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/instance_id required"]);
        let req = VolumeAttachRequest::builder()
            .instance_id(uuid(UUID_A))
            .build()
            .unwrap();
        assert_eq!(to_json(&req), json!({"instance_id": UUID_A}));
    }

    #[test]
    fn response_with_unknown_status_extra_field_and_missing_optionals_decodes() {
        let body = merged(
            volume_json(),
            json!({"status": "frozen", "brand_new_field": {"x": [1, 2]}}),
        );
        let volume: Volume = decode(body);
        assert_eq!(volume.status, VolumeStatus::Unknown("frozen".into()));
        assert_eq!(volume.status.as_str(), "frozen");
        assert!(volume.attachments.is_absent());
        assert!(volume.creator_task_id.is_absent());
        assert!(volume.limiter_stats.is_absent());
        assert!(volume.updated_at.is_absent());
        assert_eq!(volume.size, 10);

        let out = to_json(&volume);
        assert_eq!(out["status"], "frozen");
        assert_eq!(out["name"], "data-1");
        for absent in [
            "attachments",
            "creator_task_id",
            "limiter_stats",
            "snapshot_ids",
            "task_id",
            "updated_at",
        ] {
            assert!(
                !out.as_object().unwrap().contains_key(absent),
                "{absent} must not be invented"
            );
        }
        // The unknown value is kept, but a request-style check refuses it.
        assert_eq!(problems(&volume), ["/status enum"]);
    }

    #[test]
    fn nullable_response_fields_distinguish_null_from_absent() {
        let mut body = volume_json();
        body["task_id"] = Value::Null;
        body["attachments"] = Value::Null;
        body["updated_at"] = json!("2024-05-02T10:00:00Z");
        let volume: Volume = decode(body);
        assert!(volume.task_id.is_null());
        assert!(volume.attachments.is_null());
        assert_eq!(
            volume.updated_at.value().map(|d| d.as_str()),
            Some("2024-05-02T10:00:00Z")
        );
        let out = to_json(&volume);
        assert_eq!(out["task_id"], Value::Null);
        assert!(out.as_object().unwrap().contains_key("task_id"));
        assert!(!out.as_object().unwrap().contains_key("creator_task_id"));
    }

    #[test]
    fn every_documented_status_is_a_known_variant() {
        let documented = [
            "attaching",
            "available",
            "awaiting-transfer",
            "backing-up",
            "creating",
            "deleting",
            "detaching",
            "downloading",
            "error",
            "error_backing-up",
            "error_deleting",
            "error_extending",
            "error_restoring",
            "extending",
            "in-use",
            "maintenance",
            "reserved",
            "restoring-backup",
            "retyping",
            "reverting",
            "uploading",
        ];
        assert_eq!(VolumeStatus::VALUES, documented);
        for text in documented {
            let status: VolumeStatus = decode(json!(text));
            assert!(!matches!(status, VolumeStatus::Unknown(_)), "{text}");
            assert_eq!(to_json(&status), json!(text));
            assert_eq!(problems(&status), Vec::<String>::new());
        }
        assert_eq!("in-use".parse::<VolumeStatus>().unwrap(), VolumeStatus::InUse);
        assert_eq!(rejected("in_use".parse::<VolumeStatus>()), ["enum"]);
    }

    #[test]
    fn decoding_a_volume_without_a_required_member_fails() {
        for required in [
            "bootable",
            "created_at",
            "id",
            "name",
            "size",
            "status",
            "tags",
            "volume_type",
        ] {
            let mut body = volume_json();
            body.as_object_mut().unwrap().remove(required);
            let err = serde_json::from_value::<Volume>(body).unwrap_err();
            assert!(err.to_string().contains(required), "{required}: {err}");
        }
    }

    #[test]
    fn bad_date_time_in_a_response_decodes_and_validate_points_at_it() {
        let body = merged(volume_json(), json!({"created_at": "yesterday"}));
        assert_eq!(problems_of::<Volume>(body), ["/created_at format"]);
    }
}

// ------------------------------------------------------------------------------------------
// 2.6, 4.4 security groups
// ------------------------------------------------------------------------------------------

mod security_groups {
    use super::*;
    use cloud_api::types::{
        ResourceName, SecurityGroup, SecurityGroupRuleChange, SecurityGroupRuleChangeAction as Action,
        SecurityGroupRuleChangeDirection, SecurityGroupRuleChangeEthertype, SecurityGroupRuleChangeProtocol,
        SecurityGroupUpdateRequest, SecurityGroupUpdateRequestTagsValue as TagValue,
    };

    fn tag(v: &str) -> Option<TagValue> {
        Some(accepted(TagValue::new(v)))
    }

    #[test]
    fn absent_tags_are_not_serialized() {
        let req = SecurityGroupUpdateRequest::builder().build().unwrap();
        assert!(req.tags.is_absent());
        assert_eq!(to_json(&req), json!({}));
        let req = SecurityGroupUpdateRequest::builder()
            .name(accepted(ResourceName::new("web")))
            .build()
            .unwrap();
        assert_eq!(to_json(&req), json!({"name": "web"}));
    }

    #[test]
    fn tags_null_serializes_as_null_and_removes_all_user_tags() {
        let req = SecurityGroupUpdateRequest::builder().tags_null().build().unwrap();
        assert!(req.tags.is_null());
        assert_eq!(serde_json::to_string(&req).unwrap(), r#"{"tags":null}"#);
    }

    #[test]
    fn a_key_with_null_removes_that_tag_and_a_key_with_a_string_sets_it() {
        let changes = BTreeMap::from([("env".to_string(), tag("prod")), ("old".to_string(), None)]);
        let req = SecurityGroupUpdateRequest::builder().tags(changes).build().unwrap();
        assert_eq!(
            serde_json::to_string(&req).unwrap(),
            r#"{"tags":{"env":"prod","old":null}}"#
        );
    }

    #[test]
    fn merge_patch_tags_decode_into_the_three_states() {
        let absent: SecurityGroupUpdateRequest = decode(json!({}));
        assert!(absent.tags.is_absent());
        let null: SecurityGroupUpdateRequest = decode(json!({"tags": null}));
        assert!(null.tags.is_null());
        let changes: SecurityGroupUpdateRequest = decode(json!({"tags": {"env": "prod", "old": null}}));
        let Nullable::Value(map) = &changes.tags else {
            panic!("expected a value: {:?}", changes.tags)
        };
        assert_eq!(map["env"].as_deref(), Some("prod"));
        assert_eq!(map["old"], None);
        assert_eq!(map.len(), 2);
        assert_eq!(to_json(&changes), json!({"tags": {"env": "prod", "old": null}}));
    }

    #[test]
    fn tag_values_are_at_most_255_code_points() {
        accepted(TagValue::new("\u{65e5}".repeat(255)));
        assert_eq!(rejected(TagValue::new("\u{65e5}".repeat(256))), ["maxLength"]);
        accepted(TagValue::new("v".repeat(255)));
        assert_eq!(rejected(TagValue::new("v".repeat(256))), ["maxLength"]);
    }

    #[test]
    fn tag_keys_are_at_most_255_code_points_even_when_removing() {
        let mut tags = serde_json::Map::new();
        tags.insert("\u{e9}".repeat(255), Value::Null);
        tags.insert("\u{e9}".repeat(256), Value::Null);
        tags.insert("k".into(), json!("v".repeat(256)));
        tags.insert("ok".into(), json!("v".repeat(255)));
        assert_eq!(
            problems_of::<SecurityGroupUpdateRequest>(json!({"tags": tags})),
            vec![
                "/tags/k maxLength".to_string(),
                format!("/tags/{} maxLength", "\u{e9}".repeat(256))
            ]
        );
    }

    #[test]
    fn rule_change_delete_requires_security_group_rule_id() {
        let e = SecurityGroupRuleChange::builder()
            .action(Action::Delete)
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/security_group_rule_id required"]);
        SecurityGroupRuleChange::builder()
            .action(Action::Delete)
            .security_group_rule_id(uuid(UUID_A))
            .build()
            .unwrap();
        SecurityGroupRuleChange::builder()
            .action(Action::Create)
            .build()
            .unwrap();
    }

    #[test]
    fn rule_change_delete_without_id_is_reported_at_its_item_path() {
        let body = json!({"changed_rules": [
            {"action": "create", "direction": "ingress", "protocol": "tcp", "port_range_min": 22, "port_range_max": 22},
            {"action": "delete", "security_group_rule_id": UUID_A},
            {"action": "delete"}
        ]});
        assert_eq!(
            problems_of::<SecurityGroupUpdateRequest>(body),
            ["/changed_rules/2/security_group_rule_id required"]
        );
    }

    #[test]
    fn rule_change_action_is_create_or_delete() {
        assert_eq!("create".parse::<Action>().unwrap(), Action::Create);
        assert_eq!("delete".parse::<Action>().unwrap(), Action::Delete);
        assert_eq!(rejected("update".parse::<Action>()), ["enum"]);
        let body = json!({"changed_rules": [{"action": "update"}]});
        assert_eq!(
            problems_of::<SecurityGroupUpdateRequest>(body),
            ["/changed_rules/0/action enum"]
        );
        let e = SecurityGroupRuleChange::builder().build().unwrap_err();
        assert_eq!(render(&e), ["/action required"]);
    }

    #[test]
    fn rule_change_enums_and_uuids_are_checked_all_at_once() {
        let body = json!({"changed_rules": [{
            "action": "create",
            "direction": "sideways",
            "ethertype": "IPv5",
            "protocol": "carrier-pigeon",
            "remote_group_id": "nope",
            "security_group_rule_id": "nope"
        }]});
        assert_eq!(
            problems_of::<SecurityGroupUpdateRequest>(body),
            [
                "/changed_rules/0/direction enum",
                "/changed_rules/0/ethertype enum",
                "/changed_rules/0/protocol enum",
                "/changed_rules/0/remote_group_id format",
                "/changed_rules/0/security_group_rule_id format",
            ]
        );
    }

    #[test]
    fn rule_change_ethertype_may_be_null() {
        let change: SecurityGroupRuleChange = decode(json!({"action": "create", "ethertype": null}));
        assert!(change.ethertype.is_null());
        assert_eq!(problems(&change), Vec::<String>::new());
        let change = SecurityGroupRuleChange::builder()
            .action(Action::Create)
            .ethertype_null()
            .build()
            .unwrap();
        assert_eq!(to_json(&change), json!({"action": "create", "ethertype": null}));
        let change = SecurityGroupRuleChange::builder()
            .action(Action::Create)
            .ethertype(SecurityGroupRuleChangeEthertype::IPv6)
            .direction(SecurityGroupRuleChangeDirection::Egress)
            .protocol(SecurityGroupRuleChangeProtocol::Ipv6Icmp)
            .build()
            .unwrap();
        assert_eq!(
            to_json(&change),
            json!({"action": "create", "ethertype": "IPv6", "direction": "egress", "protocol": "ipv6-icmp"})
        );
    }

    #[test]
    fn security_group_response_decodes_tolerantly_and_validates_name_and_id() {
        let sg: SecurityGroup = decode(merged(security_group_json(), json!({"new_field": 1})));
        assert_eq!(sg.name.as_str(), "default group");
        assert!(sg.description.is_absent());
        assert_eq!(problems(&sg), Vec::<String>::new());
        let bad = merged(security_group_json(), json!({"id": "sg-1", "name": "x"}));
        let found = problems_of::<SecurityGroup>(bad);
        assert!(found.contains(&"/id format".to_string()), "{found:?}");
        assert!(found.contains(&"/name pattern".to_string()), "{found:?}");
        assert_eq!(found.len(), 2);
    }
}

// ------------------------------------------------------------------------------------------
// 4.5 inference deployment
// ------------------------------------------------------------------------------------------

mod inference {
    use super::*;
    use cloud_api::types::{
        InferenceContainer, InferenceContainerScale, InferenceDeploymentCreateRequest,
        InferenceDeploymentCreateRequestBuilder, InferenceDeploymentCreateRequestListeningPort as Port,
        InferenceDeploymentCreateRequestName as Name, InferenceDeploymentCreateRequestTimeout as Timeout,
    };

    const SECRET_KEY: &str = "sk-live-0123456789-SECRET";

    fn container() -> InferenceContainer {
        let scale = InferenceContainerScale::builder()
            .min(1)
            .max(3)
            .cooldown_period(60)
            .build()
            .unwrap();
        InferenceContainer::builder().region_id(1).scale(scale).build().unwrap()
    }

    fn request() -> InferenceDeploymentCreateRequestBuilder {
        InferenceDeploymentCreateRequest::builder()
            .containers(vec![container()])
            .flavor_name("inference-16vcpu")
            .image("nginx:latest")
            .listening_port(accepted(Port::new(8080)))
            .name(accepted(Name::new("my-model")))
    }

    #[test]
    fn listening_port_is_1_to_65535() {
        assert_eq!(rejected(Port::new(0)), ["minimum"]);
        assert_eq!(rejected(Port::new(-1)), ["minimum"]);
        assert_eq!(accepted(Port::new(1)).get(), 1);
        assert_eq!(accepted(Port::new(65535)).get(), 65535);
        assert_eq!(rejected(Port::new(65536)), ["maximum"]);
    }

    #[test]
    fn name_is_4_to_30_characters() {
        assert_eq!(rejected(Name::new("")), ["minLength"]);
        assert_eq!(rejected(Name::new("abc")), ["minLength"]);
        accepted(Name::new("abcd"));
        accepted(Name::new("a".repeat(30)));
        assert_eq!(rejected(Name::new("a".repeat(31))), ["maxLength"]);
    }

    #[test]
    fn name_length_counts_code_points_not_bytes() {
        // 3 × "日" is 9 bytes but 3 characters: too short.
        assert_eq!(rejected(Name::new("\u{65e5}".repeat(3))), ["minLength"]);
        accepted(Name::new("\u{65e5}".repeat(4)));
        // 30 × "é" is 60 bytes but 30 characters: allowed.
        accepted(Name::new("\u{e9}".repeat(30)));
        assert_eq!(rejected(Name::new("\u{e9}".repeat(31))), ["maxLength"]);
    }

    #[test]
    fn idle_downscale_timeout_is_at_least_0() {
        assert_eq!(rejected(Timeout::new(-1)), ["minimum"]);
        accepted(Timeout::new(0));
        accepted(Timeout::new(120));
    }

    #[test]
    fn builder_requires_the_five_members() {
        let e = InferenceDeploymentCreateRequest::builder().build().unwrap_err();
        assert_eq!(
            render(&e),
            [
                "/containers required",
                "/flavor_name required",
                "/image required",
                "/listening_port required",
                "/name required"
            ]
        );
        let e = InferenceDeploymentCreateRequest::builder()
            .image("nginx")
            .flavor_name("f")
            .build()
            .unwrap_err();
        assert_eq!(
            render(&e),
            ["/containers required", "/listening_port required", "/name required"]
        );
        request().build().unwrap();
    }

    #[test]
    #[allow(deprecated)]
    fn auth_enabled_together_with_api_keys_is_rejected() {
        let e = request()
            .auth_enabled(true)
            .api_keys(vec![SECRET_KEY.to_string()])
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
        let v = &e.violations()[0];
        assert_eq!(v.value, None);
        assert!(
            v.message.contains("auth_enabled") && v.message.contains("api_keys"),
            "{}",
            v.message
        );

        // The rule is about presence: `false` is still "given".
        let e = request()
            .auth_enabled(false)
            .api_keys(Vec::<String>::new())
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
    }

    #[test]
    #[allow(deprecated)]
    fn auth_enabled_alone_or_api_keys_alone_is_accepted() {
        let only_flag = request().auth_enabled(true).build().unwrap();
        assert_eq!(only_flag.auth_enabled, Some(true));
        let only_keys = request()
            .api_keys(vec![SECRET_KEY.to_string(), "second".to_string()])
            .build()
            .unwrap();
        assert_eq!(only_keys.api_keys.as_ref().map(Vec::len), Some(2));
        assert_eq!(problems(&request().build().unwrap()), Vec::<String>::new());
    }

    #[test]
    fn auth_rule_is_checked_on_decoded_requests_too() {
        let body = merged(
            inference_json(),
            json!({"auth_enabled": true, "api_keys": [SECRET_KEY]}),
        );
        assert_eq!(
            problems_of::<InferenceDeploymentCreateRequest>(body),
            ["(root) mutuallyExclusive"]
        );
    }

    #[test]
    fn three_independent_problems_give_three_violations() {
        let body = merged(
            inference_json(),
            json!({"listening_port": 0, "name": "abc", "timeout": -1}),
        );
        assert_eq!(
            problems_of::<InferenceDeploymentCreateRequest>(body),
            ["/listening_port minimum", "/name minLength", "/timeout minimum"]
        );
    }

    #[test]
    fn every_violation_is_reported_with_the_cross_field_rule() {
        let body = merged(
            inference_json(),
            json!({"listening_port": 65536, "name": "x".repeat(31), "timeout": -5, "auth_enabled": false, "api_keys": [SECRET_KEY]}),
        );
        let decoded: InferenceDeploymentCreateRequest = decode(body);
        let e = decoded.validate().unwrap_err();
        assert_eq!(
            render(&e),
            [
                "/listening_port maximum",
                "/name maxLength",
                "/timeout minimum",
                "(root) mutuallyExclusive"
            ]
        );
        assert_eq!(e.violations()[0].value.as_deref(), Some("65536"));
    }

    #[test]
    fn api_keys_never_appear_in_debug_or_violations() {
        #[allow(deprecated)]
        let builder = request().api_keys(vec![SECRET_KEY.to_string()]).auth_enabled(true);
        assert!(!format!("{builder:?}").contains(SECRET_KEY));
        let e = builder.build().unwrap_err();
        assert!(!format!("{e:?}").contains(SECRET_KEY));
        assert!(!e.to_string().contains(SECRET_KEY));

        let req = request().api_keys(vec![SECRET_KEY.to_string()]).build().unwrap();
        let debug = format!("{req:?}");
        assert!(!debug.contains(SECRET_KEY), "{debug}");
        assert!(debug.contains("api_keys"), "{debug}");
        assert!(
            debug.contains("my-model"),
            "Debug still shows the other fields: {debug}"
        );
        // The keys are still sent.
        assert_eq!(to_json(&req)["api_keys"], json!([SECRET_KEY]));
    }

    #[test]
    fn timeout_default_is_not_invented_when_absent() {
        let req = request().build().unwrap();
        assert!(req.timeout.is_absent());
        assert!(!to_json(&req).as_object().unwrap().contains_key("timeout"));
    }
}

// ------------------------------------------------------------------------------------------
// 2.7, 4.6, 4.12 bare metal
// ------------------------------------------------------------------------------------------

mod baremetal {
    use super::*;
    use cloud_api::types::{
        BaremetalAddress, BaremetalExternalInterface, BaremetalExternalInterfacePortGroup as PortGroup,
        BaremetalInterface, BaremetalServer, BaremetalServerCreateRequest, BaremetalServerCreateRequestPassword,
        BaremetalStatus, BaremetalVmState, InterfaceIpFamily,
    };

    const PASSWORD: &str = "hunter2-very-SECRET-pw";
    const SCRIPT: &str = "#!/bin/sh\necho SECRET-SCRIPT\n";

    #[test]
    fn image_id_or_apptemplate_id_is_required() {
        let e = BaremetalServerCreateRequest::builder()
            .flavor("bm")
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) atLeastOneOf"]);
        let v = &e.violations()[0];
        assert!(
            v.message.contains("image_id") && v.message.contains("apptemplate_id"),
            "{}",
            v.message
        );
        BaremetalServerCreateRequest::builder()
            .flavor("bm")
            .image_id("img")
            .build()
            .unwrap();
        BaremetalServerCreateRequest::builder()
            .flavor("bm")
            .apptemplate_id("tpl")
            .build()
            .unwrap();
        BaremetalServerCreateRequest::builder()
            .flavor("bm")
            .image_id("img")
            .apptemplate_id("tpl")
            .build()
            .unwrap();
        let body = merged(baremetal_json(), json!({"image_id": null}));
        assert_eq!(
            problems_of::<BaremetalServerCreateRequest>(body),
            ["(root) atLeastOneOf"]
        );
    }

    #[test]
    fn builder_requires_flavor() {
        let e = BaremetalServerCreateRequest::builder()
            .image_id("img")
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/flavor required"]);
    }

    #[test]
    fn interfaces_may_be_omitted_but_not_empty() {
        assert_eq!(
            problems_of::<BaremetalServerCreateRequest>(baremetal_json()),
            Vec::<String>::new()
        );
        let empty = merged(baremetal_json(), json!({"interfaces": []}));
        assert_eq!(
            problems_of::<BaremetalServerCreateRequest>(empty),
            ["/interfaces minItems"]
        );
        let one = merged(
            baremetal_json(),
            json!({"interfaces": [{"type": "external", "ip_family": "ipv4"}]}),
        );
        assert_eq!(problems_of::<BaremetalServerCreateRequest>(one), Vec::<String>::new());
    }

    #[test]
    fn external_interface_serializes_with_its_type_tag() {
        let iface = BaremetalInterface::External(
            BaremetalExternalInterface::builder()
                .interface_name("eth0")
                .ip_family(InterfaceIpFamily::Dual)
                .build()
                .unwrap(),
        );
        assert_eq!(
            to_json(&iface),
            json!({"type": "external", "interface_name": "eth0", "ip_family": "dual"})
        );
    }

    #[test]
    fn port_group_is_0_to_3() {
        assert_eq!(rejected(PortGroup::new(-1)), ["minimum"]);
        accepted(PortGroup::new(0));
        accepted(PortGroup::new(3));
        assert_eq!(rejected(PortGroup::new(4)), ["maximum"]);
    }

    #[test]
    fn interface_problems_are_reported_at_their_item_paths() {
        let body = merged(
            baremetal_json(),
            json!({"interfaces": [
                {"type": "external", "ip_family": "ipv5"},
                {"type": "subnet", "network_id": "n", "subnet_id": "s", "port_group": 4},
                {"type": "any_subnet", "network_id": "n", "floating_ip": {"source": "existing", "existing_floating_id": "nope"}},
                {"type": "reserved_fixed_ip", "port_id": "p", "port_group": -1},
                {"type": "teleport"}
            ]}),
        );
        assert_eq!(
            problems_of::<BaremetalServerCreateRequest>(body),
            [
                "/interfaces/0/ip_family enum",
                "/interfaces/1/port_group maximum",
                "/interfaces/2/floating_ip/existing_floating_id format",
                "/interfaces/3/port_group minimum",
                "/interfaces/4 discriminator",
            ]
        );
    }

    #[test]
    fn user_data_with_username_and_password_is_not_an_error() {
        // Access rule 4: user_data is ignored when password is given; no rule forbids it.
        let req = BaremetalServerCreateRequest::builder()
            .flavor("bm")
            .image_id("img")
            .username("admin")
            .password(accepted(BaremetalServerCreateRequestPassword::new(PASSWORD)))
            .user_data(Byte::encode(SCRIPT.as_bytes()))
            .build()
            .unwrap();
        assert_eq!(req.username.as_deref(), Some("admin"));
    }

    #[test]
    fn password_and_user_data_never_appear_in_debug_or_violations() {
        let bad_user_data: Byte = decode(json!(format!("{SCRIPT} not base64!")));
        let body = merged(
            baremetal_json(),
            json!({"password": PASSWORD, "user_data": bad_user_data.as_str(), "image_id": null, "interfaces": []}),
        );
        let req: BaremetalServerCreateRequest = decode(body);
        let e = req.validate().unwrap_err();
        assert_eq!(
            render(&e),
            ["/interfaces minItems", "/user_data format", "(root) atLeastOneOf"]
        );
        let user_data = e.violations().iter().find(|v| v.path == "/user_data").unwrap();
        assert_eq!(user_data.value, None, "a secret's value is never recorded");
        for text in [format!("{e:?}"), e.to_string(), format!("{req:?}")] {
            assert!(!text.contains("SECRET"), "{text}");
        }
        let debug = format!("{req:?}");
        assert!(debug.contains("password") && debug.contains("user_data"), "{debug}");
        // Secrets are still sent.
        let sent = to_json(&req);
        assert_eq!(sent["password"], PASSWORD);

        let password = accepted(BaremetalServerCreateRequestPassword::new(PASSWORD));
        assert!(!format!("{password:?}").contains("SECRET"));
        let builder = BaremetalServerCreateRequest::builder()
            .password(password)
            .user_data(Byte::encode(SCRIPT.as_bytes()));
        assert!(!format!("{builder:?}").contains("SECRET"));
        assert!(!format!("{builder:?}").contains(Byte::encode(SCRIPT.as_bytes()).as_str()));
    }

    #[test]
    fn tags_are_checked_with_the_tag_map_rules() {
        let body = merged(baremetal_json(), json!({"tags": {"k": "v".repeat(256)}}));
        assert_eq!(problems_of::<BaremetalServerCreateRequest>(body), ["/tags/k maxLength"]);
    }

    #[test]
    fn server_response_decodes_with_nulls_for_required_nullable_fields() {
        let server: BaremetalServer = decode(baremetal_server_json());
        assert!(server.ddos_profile.is_none());
        assert!(server.task_id.is_none());
        assert_eq!(server.status, BaremetalStatus::Active);
        assert_eq!(server.vm_state, BaremetalVmState::Active);
        assert_eq!(problems(&server), Vec::<String>::new());
        let out = to_json(&server);
        assert_eq!(out["ddos_profile"], Value::Null);
        assert!(out.as_object().unwrap().contains_key("ddos_profile"));
    }

    #[test]
    fn server_response_keeps_unknown_status_and_vm_state() {
        let body = merged(
            baremetal_server_json(),
            json!({"status": "HIBERNATED", "vm_state": "hibernated"}),
        );
        let server: BaremetalServer = decode(body);
        assert_eq!(server.status, BaremetalStatus::Unknown("HIBERNATED".into()));
        assert_eq!(server.vm_state, BaremetalVmState::Unknown("hibernated".into()));
        let out = to_json(&server);
        assert_eq!(out["status"], "HIBERNATED");
        assert_eq!(out["vm_state"], "hibernated");
    }

    #[test]
    fn documented_unknown_status_is_a_known_value_not_the_catch_all() {
        let status: BaremetalStatus = decode(json!("UNKNOWN"));
        assert!(!matches!(status, BaremetalStatus::Unknown(_)), "{status:?}");
        assert_eq!(status.as_str(), "UNKNOWN");
        assert_eq!(problems(&status), Vec::<String>::new());
        assert_eq!(to_json(&status), json!("UNKNOWN"));
    }

    #[test]
    fn every_documented_status_and_vm_state_is_known() {
        let statuses = [
            "ACTIVE",
            "BUILD",
            "DELETED",
            "ERROR",
            "HARD_REBOOT",
            "MIGRATING",
            "PASSWORD",
            "PAUSED",
            "REBOOT",
            "REBUILD",
            "RESCUE",
            "RESIZE",
            "REVERT_RESIZE",
            "SHELVED",
            "SHELVED_OFFLOADED",
            "SHUTOFF",
            "SOFT_DELETED",
            "SUSPENDED",
            "UNKNOWN",
            "VERIFY_RESIZE",
        ];
        assert_eq!(BaremetalStatus::VALUES, statuses);
        for text in statuses {
            let parsed: BaremetalStatus = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(parsed.as_str(), text);
        }
        let states = [
            "active",
            "building",
            "deleted",
            "error",
            "paused",
            "rescued",
            "resized",
            "shelved",
            "shelved_offloaded",
            "soft-deleted",
            "stopped",
            "suspended",
        ];
        assert_eq!(BaremetalVmState::VALUES, states);
        for text in states {
            let parsed: BaremetalVmState = text.parse().unwrap_or_else(|e| panic!("{text}: {e}"));
            assert_eq!(parsed.as_str(), text);
        }
        assert_eq!(rejected("active".parse::<BaremetalStatus>()), ["enum"]);
        assert_eq!(rejected("ACTIVE".parse::<BaremetalVmState>()), ["enum"]);
    }

    #[test]
    fn server_response_with_unknown_address_kind_still_decodes() {
        let body = merged(
            baremetal_server_json(),
            json!({"addresses": {"public": [
                {"type": "floating", "addr": "203.0.113.5"},
                {"type": "anycast", "addr": "198.51.100.1"}
            ]}}),
        );
        let server: BaremetalServer = decode(body);
        let public = &server.addresses["public"];
        assert!(matches!(public[0], BaremetalAddress::Floating(_)));
        assert!(matches!(public[1], BaremetalAddress::Unknown(_)));
    }

    #[test]
    fn server_response_with_unknown_address_kind_re_encodes_the_kind_it_was_sent() {
        let body = merged(
            baremetal_server_json(),
            json!({"addresses": {"public": [{"type": "anycast", "addr": "198.51.100.1"}]}}),
        );
        let server: BaremetalServer = decode(body);
        let out = to_json(&server);
        assert_eq!(out["addresses"]["public"][0]["type"], "anycast");
        assert_eq!(out["addresses"]["public"][0]["addr"], "198.51.100.1");
    }

    #[test]
    fn decoding_a_server_without_a_required_member_fails() {
        for required in [
            "addresses",
            "blackhole_ports",
            "fixed_ip_assignments",
            "flavor",
            "id",
            "name",
            "status",
            "vm_state",
        ] {
            let mut body = baremetal_server_json();
            body.as_object_mut().unwrap().remove(required);
            let err = serde_json::from_value::<BaremetalServer>(body).unwrap_err();
            assert!(err.to_string().contains(required), "{required}: {err}");
        }
    }
}

// ------------------------------------------------------------------------------------------
// 4.9 GPU cluster
// ------------------------------------------------------------------------------------------

mod gpu_cluster {
    use super::*;
    use cloud_api::types::{
        GpuClusterCreateRequest, GpuClusterCreateRequestBuilder, GpuClusterCreateRequestInstancesCount as Count,
        GpuClusterCreateRequestPassword, GpuClusterInterface, GpuClusterSubnetInterface, ResourceName,
    };

    const PASSWORD: &str = "gpu-admin-SECRET-pw";
    const SCRIPT: &[u8] = b"#cloud-config\nSECRET-DATA\n";

    fn subnet() -> GpuClusterInterface {
        GpuClusterInterface::Subnet(
            GpuClusterSubnetInterface::builder()
                .network_id("net")
                .subnet_id("sub")
                .build()
                .unwrap(),
        )
    }

    fn request() -> GpuClusterCreateRequestBuilder {
        GpuClusterCreateRequest::builder()
            .flavor("bm3-ai-1xlarge-h100-80-8")
            .image_id("img")
            .interfaces(vec![subnet()])
            .name(accepted(ResourceName::new("gpu-cluster-1")))
    }

    fn password() -> GpuClusterCreateRequestPassword {
        accepted(GpuClusterCreateRequestPassword::new(PASSWORD))
    }

    #[test]
    fn builder_requires_flavor_image_interfaces_and_name() {
        let e = GpuClusterCreateRequest::builder().build().unwrap_err();
        assert_eq!(
            render(&e),
            [
                "/flavor required",
                "/image_id required",
                "/interfaces required",
                "/name required"
            ]
        );
        request().build().unwrap();
    }

    #[test]
    fn interfaces_need_at_least_one_item() {
        let e = request()
            .interfaces(Vec::<GpuClusterInterface>::new())
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/interfaces minItems"]);
        request().interfaces(vec![subnet(), subnet()]).build().unwrap();
    }

    #[test]
    fn subnet_interface_requires_network_id_and_subnet_id() {
        let body = merged(
            gpu_json(),
            json!({"interfaces": [{"type": "subnet", "network_id": "n"}]}),
        );
        let err = serde_json::from_value::<GpuClusterCreateRequest>(body).unwrap_err();
        assert!(err.to_string().contains("subnet_id"), "{err}");
        let missing = GpuClusterSubnetInterface::builder()
            .network_id("n")
            .build()
            .unwrap_err();
        assert_eq!(render(&missing), ["/subnet_id required"]);
        assert_eq!(
            to_json(&subnet()),
            json!({"type": "subnet", "network_id": "net", "subnet_id": "sub"})
        );
    }

    #[test]
    fn unknown_interface_type_is_rejected_at_its_item() {
        let body = merged(
            gpu_json(),
            json!({"interfaces": [{"type": "external"}, {"type": "warp"}]}),
        );
        assert_eq!(
            problems_of::<GpuClusterCreateRequest>(body),
            ["/interfaces/1 discriminator"]
        );
    }

    #[test]
    fn instances_count_is_at_least_1() {
        assert_eq!(rejected(Count::new(0)), ["minimum"]);
        accepted(Count::new(1));
        accepted(Count::new(64));
        let body = merged(gpu_json(), json!({"instances_count": 0}));
        assert_eq!(
            problems_of::<GpuClusterCreateRequest>(body),
            ["/instances_count minimum"]
        );
    }

    #[test]
    fn security_groups_are_uuids() {
        let body = merged(gpu_json(), json!({"security_groups": [UUID_A, "sg-default", UUID_B]}));
        assert_eq!(
            problems_of::<GpuClusterCreateRequest>(body),
            ["/security_groups/1 format"]
        );
    }

    #[test]
    fn user_data_with_username_is_rejected() {
        let e = request()
            .user_data(Byte::encode(SCRIPT))
            .username("ubuntu")
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
        let v = &e.violations()[0];
        assert!(
            v.message.contains("user_data") && v.message.contains("username"),
            "{}",
            v.message
        );
    }

    #[test]
    fn user_data_with_password_is_rejected() {
        let e = request()
            .user_data(Byte::encode(SCRIPT))
            .password(password())
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
        let v = &e.violations()[0];
        assert!(
            v.message.contains("user_data") && v.message.contains("password"),
            "{}",
            v.message
        );
    }

    #[test]
    fn user_data_with_username_and_password_gives_two_violations() {
        let e = request()
            .user_data(Byte::encode(SCRIPT))
            .username("u")
            .password(password())
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive", "(root) mutuallyExclusive"]);
    }

    #[test]
    fn username_with_password_or_user_data_alone_is_accepted() {
        request().username("ubuntu").password(password()).build().unwrap();
        request().password(password()).build().unwrap();
        request().user_data(Byte::encode(SCRIPT)).build().unwrap();
    }

    #[test]
    fn secrets_never_appear_in_debug_or_violations() {
        let bad_user_data = format!("{} SECRET-DATA", Byte::encode(SCRIPT).as_str());
        let body = merged(
            gpu_json(),
            json!({"user_data": bad_user_data, "password": PASSWORD, "name": "x"}),
        );
        let req: GpuClusterCreateRequest = decode(body);
        let e = req.validate().unwrap_err();
        assert_eq!(
            render(&e),
            ["/name pattern", "/user_data format", "(root) mutuallyExclusive"]
        );
        assert!(e.violations()[1..].iter().all(|v| v.value.is_none()));
        for text in [format!("{e:?}"), e.to_string(), format!("{req:?}")] {
            assert!(!text.contains("SECRET"), "{text}");
            assert!(!text.contains(PASSWORD), "{text}");
        }
        let builder = request().password(password()).user_data(Byte::encode(SCRIPT));
        let debug = format!("{builder:?}");
        assert!(
            !debug.contains(PASSWORD) && !debug.contains(Byte::encode(SCRIPT).as_str()),
            "{debug}"
        );
        assert!(!format!("{:?}", password()).contains(PASSWORD));
    }
}

// ------------------------------------------------------------------------------------------
// 4.10 Kubernetes node pool
// ------------------------------------------------------------------------------------------

mod k8s_pool {
    use super::*;
    use cloud_api::types::{
        K8sPoolCreateRequest, K8sPoolCreateRequestBootVolumeSize as BootSize,
        K8sPoolCreateRequestBootVolumeType as BootType, K8sPoolCreateRequestMaxNodeCount as MaxNodes,
        K8sPoolCreateRequestMinNodeCount as MinNodes, K8sPoolCreateRequestName as PoolName,
        K8sPoolCreateRequestServergroupPolicy as Policy,
    };

    #[test]
    fn min_node_count_is_1_to_200() {
        assert_eq!(rejected(MinNodes::new(0)), ["minimum"]);
        accepted(MinNodes::new(1));
        accepted(MinNodes::new(200));
        assert_eq!(rejected(MinNodes::new(201)), ["maximum"]);
    }

    #[test]
    fn max_node_count_is_1_to_200_or_null() {
        assert_eq!(rejected(MaxNodes::new(0)), ["minimum"]);
        accepted(MaxNodes::new(1));
        accepted(MaxNodes::new(200));
        assert_eq!(rejected(MaxNodes::new(201)), ["maximum"]);
        let mut body = k8s_pool_json();
        body["max_node_count"] = Value::Null;
        let pool: K8sPoolCreateRequest = decode(body);
        assert!(pool.max_node_count.is_null());
        assert_eq!(problems(&pool), Vec::<String>::new());
    }

    #[test]
    fn boot_volume_size_is_10_to_2000_or_null() {
        assert_eq!(rejected(BootSize::new(9)), ["minimum"]);
        accepted(BootSize::new(10));
        accepted(BootSize::new(2000));
        assert_eq!(rejected(BootSize::new(2001)), ["maximum"]);
        let mut body = k8s_pool_json();
        body["boot_volume_size"] = Value::Null;
        assert_eq!(problems_of::<K8sPoolCreateRequest>(body), Vec::<String>::new());
    }

    #[test]
    fn name_is_1_to_20_characters_and_matches_its_pattern() {
        assert_eq!(rejected(PoolName::new("")), ["minLength", "pattern"]);
        // One character satisfies minLength but the pattern needs a first and a last character.
        assert_eq!(rejected(PoolName::new("a")), ["pattern"]);
        accepted(PoolName::new("ab"));
        accepted(PoolName::new("a".repeat(20)));
        assert_eq!(rejected(PoolName::new("a".repeat(21))), ["maxLength", "pattern"]);
    }

    #[test]
    fn name_starts_with_a_letter_and_ends_with_a_letter_or_digit() {
        for ok in ["a1", "a-b", "pool-1", "p--9"] {
            accepted(PoolName::new(ok));
        }
        for bad in ["1a", "-a", "a-", "Ab", "aB", "a_b", "a.b", "a b", "a\u{e9}"] {
            assert_eq!(rejected(PoolName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn name_pattern_is_anchored() {
        for bad in ["pool\n", "\npool", " pool", "pool ", "(pool)"] {
            assert_eq!(rejected(PoolName::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn boot_volume_type_accepts_the_six_documented_values_or_null() {
        let values = ["cold", "ssd_hiiops", "ssd_local", "ssd_lowlatency", "standard", "ultra"];
        assert_eq!(BootType::VALUES, values);
        for text in values {
            assert_eq!(text.parse::<BootType>().unwrap().as_str(), text);
        }
        assert_eq!(rejected("ssd".parse::<BootType>()), ["enum"]);
        let body = merged(k8s_pool_json(), json!({"boot_volume_type": "nvme"}));
        assert_eq!(problems_of::<K8sPoolCreateRequest>(body), ["/boot_volume_type enum"]);
    }

    #[test]
    fn servergroup_policy_accepts_the_three_documented_values() {
        let values = ["affinity", "anti-affinity", "soft-anti-affinity"];
        assert_eq!(Policy::VALUES, values);
        for text in values {
            assert_eq!(text.parse::<Policy>().unwrap().as_str(), text);
        }
        assert_eq!(rejected("anti_affinity".parse::<Policy>()), ["enum"]);
    }

    #[test]
    fn builder_requires_flavor_id_min_node_count_and_name() {
        let e = K8sPoolCreateRequest::builder().build().unwrap_err();
        assert_eq!(
            render(&e),
            ["/flavor_id required", "/min_node_count required", "/name required"]
        );
    }

    #[test]
    fn nullable_booleans_serialize_absent_null_and_value_differently() {
        let base = K8sPoolCreateRequest::builder()
            .flavor_id("g1")
            .min_node_count(accepted(MinNodes::new(1)))
            .name(accepted(PoolName::new("pool-1")));
        let absent = base.clone().build().unwrap();
        assert_eq!(
            to_json(&absent),
            json!({"flavor_id": "g1", "min_node_count": 1, "name": "pool-1"})
        );
        let null = base
            .clone()
            .auto_healing_enabled_null()
            .is_public_ipv4_null()
            .build()
            .unwrap();
        assert_eq!(to_json(&null)["auto_healing_enabled"], Value::Null);
        assert!(to_json(&null).as_object().unwrap().contains_key("is_public_ipv4"));
        let value = base
            .auto_healing_enabled(true)
            .servergroup_policy(Policy::AntiAffinity)
            .build()
            .unwrap();
        assert_eq!(to_json(&value)["auto_healing_enabled"], true);
        assert_eq!(to_json(&value)["servergroup_policy"], "anti-affinity");
    }

    #[test]
    fn every_violation_is_reported_at_once() {
        let body = merged(
            k8s_pool_json(),
            json!({"min_node_count": 0, "name": "Pool", "boot_volume_size": 2001, "max_node_count": 201, "servergroup_policy": "spread"}),
        );
        assert_eq!(
            problems_of::<K8sPoolCreateRequest>(body),
            [
                "/min_node_count minimum",
                "/name pattern",
                "/boot_volume_size maximum",
                "/max_node_count maximum",
                "/servergroup_policy enum",
            ]
        );
    }
}

// ------------------------------------------------------------------------------------------
// 4.11 file share
// ------------------------------------------------------------------------------------------

mod file_share {
    use super::*;
    use cloud_api::types::{
        FileShareAccessRuleAccessMode as AccessMode, FileShareCreateRequest,
        FileShareCreateRequestProtocol as Protocol, FileShareCreateRequestSize as Size,
        FileShareCreateRequestTypeName as TypeName, FileShareCreateRequestVolumeType as VolumeType, FileShareNetwork,
        ResourceName,
    };

    #[test]
    fn size_is_at_least_1_gib() {
        assert_eq!(rejected(Size::new(0)), ["minimum"]);
        assert_eq!(rejected(Size::new(-1)), ["minimum"]);
        accepted(Size::new(1));
        accepted(Size::new(10_000));
    }

    #[test]
    fn protocol_is_only_nfs() {
        assert_eq!(Protocol::VALUES, ["NFS"]);
        assert_eq!("NFS".parse::<Protocol>().unwrap(), Protocol::Nfs);
        for bad in ["nfs", "SMB", "CIFS", ""] {
            assert_eq!(rejected(bad.parse::<Protocol>()), ["enum"], "{bad:?}");
        }
    }

    #[test]
    fn type_name_is_only_standard_and_volume_type_only_default_share_type() {
        assert_eq!(TypeName::VALUES, ["standard"]);
        assert_eq!("standard".parse::<TypeName>().unwrap(), TypeName::Standard);
        assert_eq!(rejected("premium".parse::<TypeName>()), ["enum"]);
        assert_eq!(VolumeType::VALUES, ["default_share_type"]);
        assert_eq!(
            "default_share_type".parse::<VolumeType>().unwrap(),
            VolumeType::DefaultShareType
        );
        assert_eq!(rejected("standard".parse::<VolumeType>()), ["enum"]);
    }

    #[test]
    fn access_mode_is_ro_or_rw() {
        assert_eq!("ro".parse::<AccessMode>().unwrap(), AccessMode::Ro);
        assert_eq!("rw".parse::<AccessMode>().unwrap(), AccessMode::Rw);
        assert_eq!(rejected("wo".parse::<AccessMode>()), ["enum"]);
    }

    #[test]
    fn builder_requires_name_network_and_size_and_fills_in_the_only_protocol() {
        let e = FileShareCreateRequest::builder().build().unwrap_err();
        assert_eq!(render(&e), ["/name required", "/network required", "/size required"]);
        // `protocol` has exactly one allowed value: the builder sets it when it is not given.
        let defaulted = FileShareCreateRequest::builder()
            .name(accepted(ResourceName::new("share-1")))
            .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
            .size(accepted(Size::new(1)))
            .build()
            .unwrap();
        assert_eq!(defaulted.protocol, Protocol::Nfs);
        let share = FileShareCreateRequest::builder()
            .name(accepted(ResourceName::new("share-1")))
            .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
            .protocol(Protocol::Nfs)
            .size(accepted(Size::new(1)))
            .type_name(TypeName::Standard)
            .build()
            .unwrap();
        assert_eq!(
            to_json(&share),
            json!({"name": "share-1", "network": {"network_id": UUID_A}, "protocol": "NFS", "size": 1, "type_name": "standard"})
        );
    }

    #[test]
    fn every_violation_is_reported_at_its_path_at_once() {
        let body = merged(
            file_share_json(),
            json!({
                "name": "s",
                "network": {"network_id": "net-1"},
                "protocol": "SMB",
                "size": 0,
                "access": [{"access_mode": "ro", "ip_address": "10.0.0.1"}, {"access_mode": "wx", "ip_address": "10.0.0.2"}],
                "type_name": "premium",
                "volume_type": "fast"
            }),
        );
        assert_eq!(
            problems_of::<FileShareCreateRequest>(body),
            [
                "/name pattern",
                "/network/network_id format",
                "/protocol enum",
                "/size minimum",
                "/access/1/access_mode enum",
                "/type_name enum",
                "/volume_type enum",
            ]
        );
    }

    #[test]
    fn builder_rejects_an_unknown_enum_value_given_through_from_string() {
        let e = FileShareCreateRequest::builder()
            .name(accepted(ResourceName::new("share-1")))
            .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
            .protocol(Protocol::from("SMB".to_string()))
            .size(accepted(Size::new(1)))
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/protocol enum"]);
        assert_eq!(Protocol::from("NFS".to_string()), Protocol::Nfs);
    }

    #[test]
    fn unknown_protocol_is_kept_when_decoded_and_rejected_by_validate() {
        let share: FileShareCreateRequest = decode(merged(file_share_json(), json!({"protocol": "SMB"})));
        assert_eq!(share.protocol, Protocol::Unknown("SMB".into()));
        assert_eq!(to_json(&share)["protocol"], "SMB");
        let e = share.validate().unwrap_err();
        assert_eq!(e.violations()[0].value.as_deref(), Some("\"SMB\""));
        assert!(
            e.violations()[0].message.contains("NFS"),
            "{}",
            e.violations()[0].message
        );
    }
}

// ------------------------------------------------------------------------------------------
// 4.13 load balancer
// ------------------------------------------------------------------------------------------

mod load_balancer {
    use super::*;
    use cloud_api::types::{
        LoadBalancerCreateRequest, LoadBalancerCreateRequestNameTemplate as NameTemplate,
        LoadBalancerCreateRequestPreferredConnectivity as Connectivity, LoadBalancerListener, ResourceName,
    };

    fn name() -> ResourceName {
        accepted(ResourceName::new("lb-1"))
    }

    fn template() -> NameTemplate {
        accepted(NameTemplate::new("lb-{ip_octets}"))
    }

    fn listeners(n: usize) -> Vec<LoadBalancerListener> {
        (0..n)
            .map(|i| decode(json!({"name": format!("l{i}"), "protocol": "TCP", "protocol_port": 1000 + i})))
            .collect()
    }

    #[test]
    fn exactly_one_of_name_and_name_template() {
        let none = LoadBalancerCreateRequest::builder().build().unwrap_err();
        assert_eq!(render(&none), ["(root) exactlyOneOf"]);
        assert!(
            none.violations()[0].message.contains("none"),
            "{}",
            none.violations()[0].message
        );

        let both = LoadBalancerCreateRequest::builder()
            .name(name())
            .name_template(template())
            .build()
            .unwrap_err();
        assert_eq!(render(&both), ["(root) exactlyOneOf"]);
        assert_eq!(both.violations()[0].value, None);

        LoadBalancerCreateRequest::builder().name(name()).build().unwrap();
        LoadBalancerCreateRequest::builder()
            .name_template(template())
            .build()
            .unwrap();
    }

    #[test]
    fn vip_network_id_and_vip_port_id_are_mutually_exclusive() {
        let e = LoadBalancerCreateRequest::builder()
            .name(name())
            .vip_network_id(uuid(UUID_A))
            .vip_port_id(uuid(UUID_B))
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
        LoadBalancerCreateRequest::builder()
            .name(name())
            .vip_network_id(uuid(UUID_A))
            .build()
            .unwrap();
        LoadBalancerCreateRequest::builder()
            .name(name())
            .vip_port_id(uuid(UUID_B))
            .build()
            .unwrap();
    }

    #[test]
    fn both_cross_field_rules_are_reported_together() {
        let body =
            json!({"name": "lb-1", "name_template": "lb-{ip_octets}", "vip_network_id": UUID_A, "vip_port_id": UUID_B});
        assert_eq!(
            problems_of::<LoadBalancerCreateRequest>(body),
            ["(root) mutuallyExclusive", "(root) exactlyOneOf"]
        );
    }

    #[test]
    fn listeners_are_at_most_50() {
        LoadBalancerCreateRequest::builder()
            .name(name())
            .listeners(listeners(0))
            .build()
            .unwrap();
        LoadBalancerCreateRequest::builder()
            .name(name())
            .listeners(listeners(50))
            .build()
            .unwrap();
        let e = LoadBalancerCreateRequest::builder()
            .name(name())
            .listeners(listeners(51))
            .build()
            .unwrap_err();
        assert_eq!(render(&e), ["/listeners maxItems"]);
    }

    #[test]
    fn name_template_is_3_to_63_characters_with_braces() {
        for ok in [
            "lb-{ip_octets}",
            "{two_ip_octets}",
            "{one_ip_octet}.lb",
            "lb_{ip_octets}_x",
            "abc",
        ] {
            accepted(NameTemplate::new(ok));
        }
        accepted(NameTemplate::new("{".to_string() + &"a".repeat(61) + "}"));
        assert_eq!(
            rejected(NameTemplate::new("{".to_string() + &"a".repeat(62) + "}")),
            ["pattern"]
        );
        assert_eq!(rejected(NameTemplate::new("ab")), ["pattern"]);
        for bad in ["lb-{ip_octets}!", "-lb{x}", "}lb", "lb/{x}", "lb-", "lb,{x}"] {
            assert_eq!(rejected(NameTemplate::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn name_template_pattern_is_anchored() {
        for bad in [
            "lb-{ip_octets}\n",
            "\nlb-{ip_octets}",
            " lb-{ip_octets}",
            "lb-{ip_octets} ",
        ] {
            assert_eq!(rejected(NameTemplate::new(bad)), ["pattern"], "{bad:?}");
        }
    }

    #[test]
    fn preferred_connectivity_is_l2_or_l3() {
        assert_eq!("L2".parse::<Connectivity>().unwrap(), Connectivity::L2);
        assert_eq!("L3".parse::<Connectivity>().unwrap(), Connectivity::L3);
        for bad in ["l2", "L4", ""] {
            assert_eq!(rejected(bad.parse::<Connectivity>()), ["enum"], "{bad:?}");
        }
    }

    #[test]
    fn ip_family_ids_and_floating_ip_are_checked_at_their_paths() {
        let body = json!({
            "name_template": "lb-{ip_octets}",
            "vip_ip_family": "ipv5",
            "vip_network_id": "net",
            "vip_subnet_id": "sub",
            "preferred_connectivity": "L7",
            "floating_ip": {"source": "existing", "existing_floating_id": "fip"}
        });
        assert_eq!(
            problems_of::<LoadBalancerCreateRequest>(body),
            [
                "/floating_ip/existing_floating_id format",
                "/preferred_connectivity enum",
                "/vip_ip_family enum",
                "/vip_network_id format",
                "/vip_subnet_id format",
            ]
        );
        let unknown_source = json!({"name": "lb-1", "floating_ip": {"source": "borrowed"}});
        assert_eq!(
            problems_of::<LoadBalancerCreateRequest>(unknown_source),
            ["/floating_ip discriminator"]
        );
        let new_ip = json!({"name": "lb-1", "floating_ip": {"source": "new"}});
        assert_eq!(problems_of::<LoadBalancerCreateRequest>(new_ip), Vec::<String>::new());
    }

    #[test]
    fn nested_listener_pool_and_member_problems_have_full_paths() {
        let body = json!({"name": "lb-1", "listeners": [
            {"name": "l0", "protocol": "TCP", "protocol_port": 0},
            {"name": "l1", "protocol": "HTTP", "protocol_port": 80, "pools": [{
                "lb_algorithm": "ROUND_ROBIN", "name": "p0", "protocol": "HTTP",
                "healthmonitor": {"delay": 10, "max_retries": 11, "timeout": 5, "type": "HTTP"},
                "members": [
                    {"address": "10.0.0.1", "protocol_port": 80},
                    {"address": "10.0.0.2", "protocol_port": 80, "weight": 256},
                    {"address": "10.0.0.3", "protocol_port": 80, "weight": 0}
                ]
            }]}
        ]});
        assert_eq!(
            problems_of::<LoadBalancerCreateRequest>(body),
            [
                "/listeners/0/protocol_port minimum",
                "/listeners/1/pools/0/healthmonitor/max_retries maximum",
                "/listeners/1/pools/0/members/2/weight minimum",
            ]
        );
    }

    #[test]
    fn listener_user_password_is_redacted_in_debug() {
        let body = json!({"name": "lb-1", "listeners": [{
            "name": "l0", "protocol": "HTTP", "protocol_port": 80,
            "user_list": [{"username": "admin", "encrypted_password": "$6$SECRET-HASH"}]
        }]});
        let lb: LoadBalancerCreateRequest = decode(body);
        let debug = format!("{lb:?}");
        assert!(!debug.contains("SECRET-HASH"), "{debug}");
        assert!(debug.contains("admin"), "{debug}");
        assert_eq!(
            to_json(&lb)["listeners"][0]["user_list"][0]["encrypted_password"],
            "$6$SECRET-HASH"
        );
    }
}

// ------------------------------------------------------------------------------------------
// 2.8, 4.8 pricing
// ------------------------------------------------------------------------------------------

mod pricing {
    use super::*;
    use cloud_api::types::{K8sClusterPrice, PriceItemPriceStatus};

    fn price(status: &str) -> Value {
        json!({"currency_code": "EUR", "price_per_hour": 0.5, "price_per_month": 365.0, "price_status": status})
    }

    #[test]
    fn all_four_members_are_required() {
        let full = json!({"instances": [price("show")], "publicips": [], "total_price": price("show"), "volumes": []});
        let decoded: K8sClusterPrice = decode(full.clone());
        assert_eq!(problems(&decoded), Vec::<String>::new());
        for required in ["instances", "publicips", "total_price", "volumes"] {
            let mut body = full.clone();
            body.as_object_mut().unwrap().remove(required);
            let err = serde_json::from_value::<K8sClusterPrice>(body).unwrap_err();
            assert!(err.to_string().contains(required), "{required}: {err}");
        }
    }

    #[test]
    fn unknown_price_status_is_kept_and_re_serialized() {
        let body =
            json!({"instances": [], "publicips": [], "total_price": price("pending"), "volumes": [price("error")]});
        let decoded: K8sClusterPrice = decode(body);
        assert_eq!(
            decoded.total_price.price_status,
            Some(PriceItemPriceStatus::Unknown("pending".into()))
        );
        assert_eq!(decoded.volumes[0].price_status, Some(PriceItemPriceStatus::Error));
        assert_eq!(to_json(&decoded)["total_price"]["price_status"], "pending");
        assert_eq!(problems(&decoded), ["/total_price/price_status enum"]);
    }
}

// ------------------------------------------------------------------------------------------
// Cross-check with the spec's JSON Schema (an independent validator, the `jsonschema` crate):
// valid bodies survive a decode/encode round trip unchanged and still satisfy the schema, and
// the invalid bodies used above are invalid for the schema too.
// ------------------------------------------------------------------------------------------

mod spec_schema {
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
        survives_round_trip::<PostgresQuotaCheckRequest>(
            "PostgresQuotaCheckRequest",
            merged(postgres_json(), postgres),
        );

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
}

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
