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
