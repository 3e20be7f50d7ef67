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
