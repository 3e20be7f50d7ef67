use super::*;
use cloud_api::types::{PostgresQuotaCheckRequest, PostgresQuotaCheckRequestClusterName as ClusterName, QuotaRecord};

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
