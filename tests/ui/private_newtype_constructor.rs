// The field of a constrained newtype is private: the only way in is `new`/`TryFrom`/`FromStr`.
use cloud_api::types::ResourceName;

fn main() {
    let _name = ResourceName("-not checked-".into());
}
