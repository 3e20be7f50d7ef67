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
