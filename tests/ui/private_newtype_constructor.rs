// The field of a constrained newtype is private: the only way in is `new`/`TryFrom`/`FromStr`.
fn main() {
    let _name = cloud_api::types::ResourceName("-not checked-".into());
}
