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
