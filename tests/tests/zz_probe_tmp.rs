use cloud_api::types::*;
use oapigen_runtime::Validate;
use serde_json::json;
#[test]
fn probe() {
    let emoji = "\u{1F600}";
    println!("tag60 emoji: {:?}", VolumeAttachRequestAttachmentTag::new(emoji.repeat(60)).map(|_| ()));
    println!("tag61 emoji: {:?}", VolumeAttachRequestAttachmentTag::new(emoji.repeat(61)).map(|_| ()).map_err(|e| e.to_string()));
    println!("name30 emoji: {:?}", InferenceDeploymentCreateRequestName::new(emoji.repeat(30)).map(|_| ()));
    println!("name3 emoji: {:?}", InferenceDeploymentCreateRequestName::new(emoji.repeat(3)).map(|_| ()).map_err(|e| e.to_string()));
    println!("name4 emoji: {:?}", InferenceDeploymentCreateRequestName::new(emoji.repeat(4)).map(|_| ()));
    println!("rn u2028: {:?}", ResourceName::new("abc\u{2028}").is_ok());
    println!("rn long: {:?}", ResourceName::new("a".repeat(100000)).is_ok());
    println!("search u2028: {:?}", ListFunctionsSearch::new("abc\u{2028}").is_ok());
    let s: GpuClusterSubnetInterface = serde_json::from_value(json!({"network_id":"n","subnet_id":"s","floating_ip":{"source":"new"}})).unwrap();
    println!("gpu subnet fip: {}", serde_json::to_string(&s).unwrap());
    println!("gpu iface: {}", serde_json::to_string(&GpuClusterInterface::Subnet(s)).unwrap());
    let a: BaremetalAddress = serde_json::from_value(json!({"type":"anycast","addr":"x"})).unwrap();
    println!("unknown addr: {}", serde_json::to_string(&a).unwrap());
    let f: FloatingIp = serde_json::from_value(json!({"source":"new"})).unwrap();
    println!("fip new: {}", serde_json::to_string(&f).unwrap());
    let t: TagMapValue = serde_json::from_value(json!("x")).unwrap();
    println!("{:?}", t.validate());
    println!("offset min: {:?}", ListFunctionsOffset::new(i64::MIN).map_err(|e| e.to_string()));
    println!("port max: {:?}", InferenceDeploymentCreateRequestListeningPort::new(i64::MAX).map_err(|e| e.to_string()));
    // nul char in attachment tag
    println!("tag nul: {:?}", VolumeAttachRequestAttachmentTag::new("a\0b").is_ok());
    println!("tag newline: {:?}", VolumeAttachRequestAttachmentTag::new("a\nb").is_ok());
    println!("tag only newline: {:?}", VolumeAttachRequestAttachmentTag::new("\n").is_ok());
    // lone surrogates impossible in Rust. combining chars
    println!("name combining e+acute x4: {:?}", InferenceDeploymentCreateRequestName::new("e\u{301}e\u{301}").is_ok());
}
