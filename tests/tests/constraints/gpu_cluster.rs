use super::*;
use cloud_api::types::{
    GpuClusterCreateRequest, GpuClusterCreateRequestBuilder, GpuClusterCreateRequestInstancesCount as Count,
    GpuClusterCreateRequestPassword, GpuClusterInterface, GpuClusterSubnetInterface, ResourceName,
};

const PASSWORD: &str = "gpu-admin-SECRET-pw";
const SCRIPT: &[u8] = b"#cloud-config\nSECRET-DATA\n";

fn subnet() -> GpuClusterInterface {
    GpuClusterInterface::Subnet(
        GpuClusterSubnetInterface::builder()
            .network_id("net")
            .subnet_id("sub")
            .build()
            .unwrap(),
    )
}

fn request() -> GpuClusterCreateRequestBuilder {
    GpuClusterCreateRequest::builder()
        .flavor("bm3-ai-1xlarge-h100-80-8")
        .image_id("img")
        .interfaces(vec![subnet()])
        .name(accepted(ResourceName::new("gpu-cluster-1")))
}

fn password() -> GpuClusterCreateRequestPassword {
    accepted(GpuClusterCreateRequestPassword::new(PASSWORD))
}

#[test]
fn builder_requires_flavor_image_interfaces_and_name() {
    let e = GpuClusterCreateRequest::builder().build().unwrap_err();
    assert_eq!(
        render(&e),
        [
            "/flavor required",
            "/image_id required",
            "/interfaces required",
            "/name required"
        ]
    );
    request().build().unwrap();
}

#[test]
fn interfaces_need_at_least_one_item() {
    let e = request()
        .interfaces(Vec::<GpuClusterInterface>::new())
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["/interfaces minItems"]);
    request().interfaces(vec![subnet(), subnet()]).build().unwrap();
}

#[test]
fn subnet_interface_requires_network_id_and_subnet_id() {
    let body = merged(
        gpu_json(),
        json!({"interfaces": [{"type": "subnet", "network_id": "n"}]}),
    );
    let err = serde_json::from_value::<GpuClusterCreateRequest>(body).unwrap_err();
    assert!(err.to_string().contains("subnet_id"), "{err}");
    let missing = GpuClusterSubnetInterface::builder()
        .network_id("n")
        .build()
        .unwrap_err();
    assert_eq!(render(&missing), ["/subnet_id required"]);
    assert_eq!(
        to_json(&subnet()),
        json!({"type": "subnet", "network_id": "net", "subnet_id": "sub"})
    );
}

#[test]
fn unknown_interface_type_is_rejected_at_its_item() {
    let body = merged(
        gpu_json(),
        json!({"interfaces": [{"type": "external"}, {"type": "warp"}]}),
    );
    assert_eq!(
        problems_of::<GpuClusterCreateRequest>(body),
        ["/interfaces/1 discriminator"]
    );
}

#[test]
fn instances_count_is_at_least_1() {
    assert_eq!(rejected(Count::new(0)), ["minimum"]);
    accepted(Count::new(1));
    accepted(Count::new(64));
    let body = merged(gpu_json(), json!({"instances_count": 0}));
    assert_eq!(
        problems_of::<GpuClusterCreateRequest>(body),
        ["/instances_count minimum"]
    );
}

#[test]
fn security_groups_are_uuids() {
    let body = merged(gpu_json(), json!({"security_groups": [UUID_A, "sg-default", UUID_B]}));
    assert_eq!(
        problems_of::<GpuClusterCreateRequest>(body),
        ["/security_groups/1 format"]
    );
}

#[test]
fn user_data_with_username_is_rejected() {
    let e = request()
        .user_data(Byte::encode(SCRIPT))
        .username("ubuntu")
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
    let v = &e.violations()[0];
    assert!(
        v.message.contains("user_data") && v.message.contains("username"),
        "{}",
        v.message
    );
}

#[test]
fn user_data_with_password_is_rejected() {
    let e = request()
        .user_data(Byte::encode(SCRIPT))
        .password(password())
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["(root) mutuallyExclusive"]);
    let v = &e.violations()[0];
    assert!(
        v.message.contains("user_data") && v.message.contains("password"),
        "{}",
        v.message
    );
}

#[test]
fn user_data_with_username_and_password_gives_two_violations() {
    let e = request()
        .user_data(Byte::encode(SCRIPT))
        .username("u")
        .password(password())
        .build()
        .unwrap_err();
    assert_eq!(render(&e), ["(root) mutuallyExclusive", "(root) mutuallyExclusive"]);
}

#[test]
fn username_with_password_or_user_data_alone_is_accepted() {
    request().username("ubuntu").password(password()).build().unwrap();
    request().password(password()).build().unwrap();
    request().user_data(Byte::encode(SCRIPT)).build().unwrap();
}

#[test]
fn secrets_never_appear_in_debug_or_violations() {
    let bad_user_data = format!("{} SECRET-DATA", Byte::encode(SCRIPT).as_str());
    let body = merged(
        gpu_json(),
        json!({"user_data": bad_user_data, "password": PASSWORD, "name": "x"}),
    );
    let req: GpuClusterCreateRequest = decode(body);
    let e = req.validate().unwrap_err();
    assert_eq!(
        render(&e),
        ["/name pattern", "/user_data format", "(root) mutuallyExclusive"]
    );
    assert!(e.violations()[1..].iter().all(|v| v.value.is_none()));
    for text in [format!("{e:?}"), e.to_string(), format!("{req:?}")] {
        assert!(!text.contains("SECRET"), "{text}");
        assert!(!text.contains(PASSWORD), "{text}");
    }
    let builder = request().password(password()).user_data(Byte::encode(SCRIPT));
    let debug = format!("{builder:?}");
    assert!(
        !debug.contains(PASSWORD) && !debug.contains(Byte::encode(SCRIPT).as_str()),
        "{debug}"
    );
    assert!(!format!("{:?}", password()).contains(PASSWORD));
}
