use super::*;
use cloud_api::types::{
    BaremetalServerCreateRequest, FileShareCreateRequest, GpuClusterCreateRequest, LoadBalancerCreateRequest, TagMap,
    TagMapValue,
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
