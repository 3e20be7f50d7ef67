use super::*;
use cloud_api::types::{
    BaremetalAddress, BaremetalExternalInterface, BaremetalExternalInterfacePortGroup as PortGroup, BaremetalInterface,
    BaremetalServer, BaremetalServerCreateRequest, BaremetalServerCreateRequestPassword, BaremetalStatus,
    BaremetalVmState, InterfaceIpFamily,
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
