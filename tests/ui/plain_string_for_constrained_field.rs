// `name` is a `NamespaceName` (pattern-checked): a plain `String` must not be accepted.
use std::collections::BTreeMap;

use cloud_api::Nullable;
use cloud_api::types::Namespace;

fn main() {
    let _namespace = Namespace {
        created_at: String::new(),
        functions: Vec::new(),
        functions_deploy_status: BTreeMap::new(),
        name: "-not checked-".to_string(),
        status: String::new(),
        description: Nullable::Absent,
        envs: Nullable::Absent,
        undeclared: BTreeMap::new(),
    };
}
