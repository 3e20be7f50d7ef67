use super::*;
use cloud_api::types::{
    FileShareAccessRuleAccessMode as AccessMode, FileShareCreateRequest, FileShareCreateRequestProtocol as Protocol,
    FileShareCreateRequestSize as Size, FileShareCreateRequestTypeName as TypeName,
    FileShareCreateRequestVolumeType as VolumeType, FileShareNetwork, ResourceName,
};

#[test]
fn size_is_at_least_1_gib() {
    assert_eq!(rejected(Size::new(0)), ["minimum"]);
    assert_eq!(rejected(Size::new(-1)), ["minimum"]);
    accepted(Size::new(1));
    accepted(Size::new(10_000));
}

#[test]
fn protocol_is_only_nfs() {
    assert_eq!(Protocol::VALUES, ["NFS"]);
    assert_eq!("NFS".parse::<Protocol>().unwrap(), Protocol::Nfs);
    for bad in ["nfs", "SMB", "CIFS", ""] {
        assert_eq!(rejected(bad.parse::<Protocol>()), ["enum"], "{bad:?}");
    }
}

#[test]
fn type_name_is_only_standard_and_volume_type_only_default_share_type() {
    assert_eq!(TypeName::VALUES, ["standard"]);
    assert_eq!("standard".parse::<TypeName>().unwrap(), TypeName::Standard);
    assert_eq!(rejected("premium".parse::<TypeName>()), ["enum"]);
    assert_eq!(VolumeType::VALUES, ["default_share_type"]);
    assert_eq!(
        "default_share_type".parse::<VolumeType>().unwrap(),
        VolumeType::DefaultShareType
    );
    assert_eq!(rejected("standard".parse::<VolumeType>()), ["enum"]);
}

#[test]
fn access_mode_is_ro_or_rw() {
    assert_eq!("ro".parse::<AccessMode>().unwrap(), AccessMode::Ro);
    assert_eq!("rw".parse::<AccessMode>().unwrap(), AccessMode::Rw);
    assert_eq!(rejected("wo".parse::<AccessMode>()), ["enum"]);
}

#[test]
fn builder_requires_name_network_and_size_and_fills_in_the_only_protocol() {
    let e = FileShareCreateRequest::builder().build().unwrap_err();
    assert_eq!(render(&e), ["/name required", "/network required", "/size required"]);
    // `protocol` has exactly one allowed value: the builder sets it when it is not given.
    let defaulted = FileShareCreateRequest::builder()
        .name(accepted(ResourceName::new("share-1")))
        .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
        .size(accepted(Size::new(1)))
        .build()
        .unwrap();
    assert_eq!(defaulted.protocol, Protocol::Nfs);
    let share = FileShareCreateRequest::builder()
        .name(accepted(ResourceName::new("share-1")))
        .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
        .protocol(Protocol::Nfs)
        .size(accepted(Size::new(1)))
        .type_name(TypeName::Standard)
        .build()
        .unwrap();
    assert_eq!(
        to_json(&share),
        json!({"name": "share-1", "network": {"network_id": UUID_A}, "protocol": "NFS", "size": 1, "type_name": "standard"})
    );
}

#[test]
fn every_violation_is_reported_at_its_path_at_once() {
    let body = merged(
        file_share_json(),
        json!({
            "name": "s",
            "network": {"network_id": "net-1"},
            "protocol": "SMB",
            "size": 0,
            "access": [{"access_mode": "ro", "ip_address": "10.0.0.1"}, {"access_mode": "wx", "ip_address": "10.0.0.2"}],
            "type_name": "premium",
            "volume_type": "fast"
        }),
    );
    assert_eq!(
        problems_of::<FileShareCreateRequest>(body),
        [
            "/name pattern",
            "/network/network_id format",
            "/protocol enum",
            "/size minimum",
            "/access/1/access_mode enum",
            "/type_name enum",
            "/volume_type enum",
        ]
    );
}

#[test]
fn builder_rejects_an_unknown_enum_value_given_through_from_string() {
    let e = FileShareCreateRequest::builder()
        .name(accepted(ResourceName::new("share-1")))
        .network(FileShareNetwork::builder().network_id(uuid(UUID_A)).build().unwrap())
        .protocol(Protocol::from("SMB".to_string()))
        .size(accepted(Size::new(1)))
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["/protocol enum"]);
    assert_eq!(Protocol::from("NFS".to_string()), Protocol::Nfs);
}

#[test]
fn unknown_protocol_is_kept_when_decoded_and_rejected_by_validate() {
    let share: FileShareCreateRequest = decode(merged(file_share_json(), json!({"protocol": "SMB"})));
    assert_eq!(share.protocol, Protocol::Unknown("SMB".into()));
    assert_eq!(to_json(&share)["protocol"], "SMB");
    let e = share.validate().unwrap_err();
    assert_eq!(e.violations()[0].value.as_deref(), Some("\"SMB\""));
    assert!(
        e.violations()[0].message.contains("NFS"),
        "{}",
        e.violations()[0].message
    );
}
