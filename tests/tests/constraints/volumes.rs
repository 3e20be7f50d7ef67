use super::*;
use cloud_api::types::{Volume, VolumeAttachRequest, VolumeAttachRequestAttachmentTag as AttachmentTag, VolumeStatus};

#[test]
fn attachment_tag_is_1_to_60_characters() {
    assert_eq!(rejected(AttachmentTag::new("")), ["minLength", "pattern"]);
    accepted(AttachmentTag::new("a"));
    accepted(AttachmentTag::new("a".repeat(60)));
    assert_eq!(rejected(AttachmentTag::new("a".repeat(61))), ["maxLength", "pattern"]);
}

#[test]
fn attachment_tag_length_counts_code_points_not_bytes() {
    accepted(AttachmentTag::new("\u{65e5}".repeat(60)));
    assert_eq!(
        rejected(AttachmentTag::new("\u{65e5}".repeat(61))),
        ["maxLength", "pattern"]
    );
    accepted(AttachmentTag::new("\u{e9}"));
}

#[test]
fn attachment_tag_has_no_comma_or_slash() {
    for ok in ["boot", "data disk 1", "a.b-c_d", "x:y", "\u{e9}t\u{e9}"] {
        accepted(AttachmentTag::new(ok));
    }
    for bad in [",", "/", "a,b", "a/b", "tag,", "/tag"] {
        assert_eq!(rejected(AttachmentTag::new(bad)), ["pattern"], "{bad:?}");
    }
}

#[test]
fn attach_request_reports_tag_and_instance_id_at_their_paths() {
    let ok = json!({"instance_id": UUID_A, "attachment_tag": "boot"});
    assert_eq!(problems_of::<VolumeAttachRequest>(ok), Vec::<String>::new());
    let bad = json!({"instance_id": "not-a-uuid", "attachment_tag": "a/b"});
    assert_eq!(
        problems_of::<VolumeAttachRequest>(bad),
        ["/instance_id format", "/attachment_tag pattern"]
    );
}

#[test]
fn attach_request_builder_requires_instance_id() {
    let e = VolumeAttachRequest::builder()
        .attachment_tag(accepted(AttachmentTag::new("boot")))
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["/instance_id required"]);
    let req = VolumeAttachRequest::builder()
        .instance_id(uuid(UUID_A))
        .build()
        .unwrap();
    assert_eq!(to_json(&req), json!({"instance_id": UUID_A}));
}

#[test]
fn response_with_unknown_status_extra_field_and_missing_optionals_decodes() {
    let body = merged(
        volume_json(),
        json!({"status": "frozen", "brand_new_field": {"x": [1, 2]}}),
    );
    let volume: Volume = decode(body);
    assert_eq!(volume.status, VolumeStatus::Unknown("frozen".into()));
    assert_eq!(volume.status.as_str(), "frozen");
    assert!(volume.attachments.is_absent());
    assert!(volume.creator_task_id.is_absent());
    assert!(volume.limiter_stats.is_absent());
    assert!(volume.updated_at.is_absent());
    assert_eq!(volume.size, 10);

    let out = to_json(&volume);
    assert_eq!(out["status"], "frozen");
    assert_eq!(out["name"], "data-1");
    for absent in [
        "attachments",
        "creator_task_id",
        "limiter_stats",
        "snapshot_ids",
        "task_id",
        "updated_at",
    ] {
        assert!(
            !out.as_object().unwrap().contains_key(absent),
            "{absent} must not be invented"
        );
    }
    // The unknown value is kept, but a request-style check refuses it.
    assert_eq!(problems(&volume), ["/status enum"]);
}

#[test]
fn nullable_response_fields_distinguish_null_from_absent() {
    let mut body = volume_json();
    body["task_id"] = Value::Null;
    body["attachments"] = Value::Null;
    body["updated_at"] = json!("2024-05-02T10:00:00Z");
    let volume: Volume = decode(body);
    assert!(volume.task_id.is_null());
    assert!(volume.attachments.is_null());
    assert_eq!(
        volume.updated_at.value().map(|d| d.as_str()),
        Some("2024-05-02T10:00:00Z")
    );
    let out = to_json(&volume);
    assert_eq!(out["task_id"], Value::Null);
    assert!(out.as_object().unwrap().contains_key("task_id"));
    assert!(!out.as_object().unwrap().contains_key("creator_task_id"));
}

#[test]
fn every_documented_status_is_a_known_variant() {
    let documented = [
        "attaching",
        "available",
        "awaiting-transfer",
        "backing-up",
        "creating",
        "deleting",
        "detaching",
        "downloading",
        "error",
        "error_backing-up",
        "error_deleting",
        "error_extending",
        "error_restoring",
        "extending",
        "in-use",
        "maintenance",
        "reserved",
        "restoring-backup",
        "retyping",
        "reverting",
        "uploading",
    ];
    assert_eq!(VolumeStatus::VALUES, documented);
    for text in documented {
        let status: VolumeStatus = decode(json!(text));
        assert!(!matches!(status, VolumeStatus::Unknown(_)), "{text}");
        assert_eq!(to_json(&status), json!(text));
        assert_eq!(problems(&status), Vec::<String>::new());
    }
    assert_eq!("in-use".parse::<VolumeStatus>().unwrap(), VolumeStatus::InUse);
    assert_eq!(rejected("in_use".parse::<VolumeStatus>()), ["enum"]);
}

#[test]
fn decoding_a_volume_without_a_required_member_fails() {
    for required in [
        "bootable",
        "created_at",
        "id",
        "name",
        "size",
        "status",
        "tags",
        "volume_type",
    ] {
        let mut body = volume_json();
        body.as_object_mut().unwrap().remove(required);
        let err = serde_json::from_value::<Volume>(body).unwrap_err();
        assert!(err.to_string().contains(required), "{required}: {err}");
    }
}

#[test]
fn bad_date_time_in_a_response_decodes_and_validate_points_at_it() {
    let body = merged(volume_json(), json!({"created_at": "yesterday"}));
    assert_eq!(problems_of::<Volume>(body), ["/created_at format"]);
}
