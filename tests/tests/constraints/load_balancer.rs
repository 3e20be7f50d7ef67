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
