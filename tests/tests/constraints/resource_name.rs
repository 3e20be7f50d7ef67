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
