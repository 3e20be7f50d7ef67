//! Composition as real documents write it (`fixtures/specs/composition.yaml`): each pattern
//! generates, compiles, and validates with JSON Schema's meaning.

use oapigen_runtime::{JsonText, Validate, ValidateJson};
use oapigen_tests::composition::types::{Empty, Limits, Thing, ThingPage};
use serde_json::json;

fn thing(v: serde_json::Value) -> Thing {
    serde_json::from_value(v).expect("decodes")
}

fn keywords(t: &Thing) -> Vec<String> {
    match t.validate() {
        Ok(()) => Vec::new(),
        Err(e) => e.iter().map(|v| format!("{} {}", v.path, v.keyword)).collect(),
    }
}

#[test]
fn an_annotation_only_member_keeps_the_referenced_type() {
    // `id` is the `Name` newtype, not a loose value.
    let t = Thing::builder()
        .id(oapigen_tests::composition::types::Name::new("abc").unwrap())
        .build()
        .unwrap();
    assert_eq!(t.id.as_str(), "abc");
    assert_eq!(keywords(&thing(json!({"id": ""}))), ["/id minLength"]);
}

#[test]
fn primitive_and_array_members_all_apply() {
    assert!(keywords(&thing(json!({"id": "a", "code": "abc", "labels": ["x"]}))).is_empty());
    assert_eq!(
        keywords(&thing(json!({"id": "a", "code": "abcd"}))),
        ["/code maxLength"]
    );
    assert_eq!(keywords(&thing(json!({"id": "a", "code": "AB"}))), ["/code pattern"]);
    assert_eq!(
        keywords(&thing(json!({"id": "a", "labels": ["x", "y", "z"]}))),
        ["/labels maxItems"]
    );
}

#[test]
fn siblings_of_a_reference_apply_with_it() {
    assert!(keywords(&thing(json!({"id": "a", "alias": "abc"}))).is_empty());
    // Both the sibling (3) and the referenced schema's own limit (8) are checked.
    assert_eq!(
        keywords(&thing(json!({"id": "a", "alias": "abcd"}))),
        ["/alias maxLength"]
    );
    assert_eq!(keywords(&thing(json!({"id": "a", "alias": ""}))), ["/alias minLength"]);
}

#[test]
fn prefix_items_are_a_tuple() {
    assert!(keywords(&thing(json!({"id": "a", "point": [1, 2.5]}))).is_empty());
    assert_eq!(
        keywords(&thing(json!({"id": "a", "point": [1, "x"]}))),
        ["/point/1 type"]
    );
    assert_eq!(
        keywords(&thing(json!({"id": "a", "point": [1, 2, 3]}))),
        ["/point/2 false"]
    );
}

#[test]
fn alternatives_beside_properties_apply() {
    assert!(keywords(&thing(json!({"id": "a", "extra": {"note": "long note"}}))).is_empty());
    assert!(keywords(&thing(json!({"id": "a", "extra": {}}))).is_empty());
    assert!(!keywords(&thing(json!({"id": "a", "extra": {"note": 5}}))).is_empty());
}

#[test]
fn a_property_declared_twice_in_all_of_meets_both_schemas() {
    let page: ThingPage = serde_json::from_value(json!({"count": 2, "results": [{"id": "a"}, {"id": "b"}]})).unwrap();
    // The refined declaration is the Rust type: items are `Thing`s.
    assert_eq!(page.results[1].id.as_str(), "b");
    assert!(page.validate().is_ok());
    let three: ThingPage =
        serde_json::from_value(json!({"count": 3, "results": [{"id": "a"}, {"id": "b"}, {"id": "c"}]})).unwrap();
    let e = three.validate().unwrap_err();
    assert_eq!(e.violations()[0].keyword, "maxItems", "{e}");
    assert!(ThingPage::validate_json(&json!({"count": 1, "results": [{"id": ""}]})).is_err());
    assert!(ThingPage::validate_json(&json!({"count": 1})).is_err());
}

#[test]
fn strings_that_carry_json_take_the_value_and_send_its_text() {
    use std::collections::BTreeMap;
    let tags: JsonText<BTreeMap<String, String>> = BTreeMap::from([("env".to_string(), "prod".to_string())]).into();
    assert_eq!(tags.to_string(), r#"{"env":"prod"}"#);
    // The content schema is checked on the value.
    // Decoding is lenient, so a value that breaks the content schema can be made.
    let long: JsonText<BTreeMap<String, _>> = JsonText(serde_json::from_value(json!({"env": "production"})).unwrap());
    assert!(long.validate().is_err(), "the content schema is checked");
    let client = oapigen_tests::composition::Client::builder()
        .base_url("http://127.0.0.1:9")
        .build()
        .unwrap();
    let e = client.list_things().tag_key_value(long).build_request().unwrap_err();
    assert!(e.to_string().contains("maxLength"), "{e}");
}

#[test]
fn one_of_as_a_member_is_exclusive() {
    let phone = json!({"id": "a", "contact": {"phone": "123"}});
    assert!(keywords(&thing(phone.clone())).is_empty());
    assert!(Thing::validate_json(&phone).is_ok());
    // Both alternatives accept `{"email": …}`: not exactly one.
    let email = json!({"id": "a", "contact": {"email": "a@b.c"}});
    assert_eq!(keywords(&thing(email.clone())), ["/contact oneOf"]);
    assert!(Thing::validate_json(&email).is_err());
}

#[test]
fn a_decoded_alternative_keeps_the_members_another_alternative_declares() {
    // `phone` alone is the second alternative; with `email` it is both. Decoding takes the
    // first and keeps `phone`, so that `validate()` judges what was received.
    let both = json!({"id": "a", "contact": {"email": "a@b.c", "phone": "123"}});
    let decoded = thing(both.clone());
    let contact = serde_json::to_value(decoded.contact.as_ref().unwrap()).unwrap();
    assert_eq!(contact, both["contact"]);
    assert_eq!(keywords(&decoded), ["/contact oneOf"]);
    assert!(Thing::validate_json(&both).is_err());
    // A value built by hand has only what it declares.
    let built = oapigen_tests::composition::types::ThingContactVariant2::builder()
        .phone("123")
        .build()
        .unwrap();
    assert!(built.undeclared.is_empty());
}

#[test]
fn a_closed_struct_reports_the_members_it_does_not_declare() {
    let data = json!({"cpu": 1, "gpu": 2});
    let limits: Limits = serde_json::from_value(data.clone()).expect("decodes");
    let found: Vec<String> = limits
        .validate()
        .unwrap_err()
        .iter()
        .map(|v| format!("{} {}", v.path, v.keyword))
        .collect();
    assert_eq!(found, ["/gpu additionalProperties", " maxProperties"]);
    assert!(Limits::validate_json(&data).is_err());
    // What a request would send is what was received.
    assert_eq!(serde_json::to_value(&limits).unwrap(), data);
    let one: Limits = serde_json::from_value(json!({"cpu": 1})).unwrap();
    assert!(one.validate().is_ok());
    assert!(Limits::builder().cpu(1).build().is_ok());
}

#[test]
fn a_struct_that_declares_nothing_and_allows_nothing_reports_every_member() {
    let empty: Empty = serde_json::from_value(json!({})).unwrap();
    assert!(empty.validate().is_ok());
    let full: Empty = serde_json::from_value(json!({"a": 1, "b": [2]})).unwrap();
    let found: Vec<String> = full.validate().unwrap_err().iter().map(|v| v.path.clone()).collect();
    assert_eq!(found, ["/a", "/b"]);
}

/// `from_json` is a value written as JSON, judged by its schema before it is decoded: the short
/// way to a map of newtypes (a tag map), with pointers where it breaks the document.
#[test]
fn from_json_checks_then_decodes() {
    use cloud_api::types::TagMap;
    let tags = TagMap::from_json(json!({ "env": "prod", "team": "storage" })).unwrap();
    assert_eq!(tags.get("env").map(|v| v.as_str()), Some("prod"));
    let long = "x".repeat(256);
    let err = TagMap::from_json(json!({ "env": long })).unwrap_err();
    assert_eq!(
        err.iter().map(|v| (v.path.as_str(), v.keyword)).collect::<Vec<_>>(),
        [("/env", "maxLength")]
    );
    let err = TagMap::from_json(json!(["env"])).unwrap_err();
    assert_eq!(err.iter().next().map(|v| v.keyword), Some("type"));
}
