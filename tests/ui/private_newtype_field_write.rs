// A checked value cannot be changed afterwards through its private field.
use cloud_api::types::ResourceName;

fn main() {
    let mut name = ResourceName::new("web").unwrap();
    name.0 = "-not checked-".to_string();
}
