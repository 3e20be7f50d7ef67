// `instance_id` is required: a struct literal without it must not compile.
use cloud_api::types::VolumeAttachRequest;

fn main() {
    let _request = VolumeAttachRequest { attachment_tag: None, undeclared: Default::default() };
}
