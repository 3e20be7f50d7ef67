// `name` is a `ResourceName` (pattern-checked): a plain `String` must not be accepted.
use cloud_api::Nullable;
use cloud_api::types::SecurityGroupUpdateRequest;

fn main() {
    let _request = SecurityGroupUpdateRequest {
        changed_rules: None,
        name: Some("-not checked-".to_string()),
        tags: Nullable::Absent,
    };
}
