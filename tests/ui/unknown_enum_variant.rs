// `VolumeStatus` has exactly the documented values (plus `Unknown(String)` for decoding).
use cloud_api::types::VolumeStatus;

fn main() {
    let _status = VolumeStatus::Hibernated;
}
