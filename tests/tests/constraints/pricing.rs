use super::*;
use cloud_api::types::{K8sClusterPrice, PriceItemPriceStatus};

fn price(status: &str) -> Value {
    json!({"currency_code": "EUR", "price_per_hour": 0.5, "price_per_month": 365.0, "price_status": status})
}

#[test]
fn all_four_members_are_required() {
    let full = json!({"instances": [price("show")], "publicips": [], "total_price": price("show"), "volumes": []});
    let decoded: K8sClusterPrice = decode(full.clone());
    assert_eq!(problems(&decoded), Vec::<String>::new());
    for required in ["instances", "publicips", "total_price", "volumes"] {
        let mut body = full.clone();
        body.as_object_mut().unwrap().remove(required);
        let err = serde_json::from_value::<K8sClusterPrice>(body).unwrap_err();
        assert!(err.to_string().contains(required), "{required}: {err}");
    }
}

#[test]
fn unknown_price_status_is_kept_and_re_serialized() {
    let body = json!({"instances": [], "publicips": [], "total_price": price("pending"), "volumes": [price("error")]});
    let decoded: K8sClusterPrice = decode(body);
    assert_eq!(
        decoded.total_price.price_status,
        Some(PriceItemPriceStatus::Unknown("pending".into()))
    );
    assert_eq!(decoded.volumes[0].price_status, Some(PriceItemPriceStatus::Error));
    assert_eq!(to_json(&decoded)["total_price"]["price_status"], "pending");
    assert_eq!(problems(&decoded), ["/total_price/price_status enum"]);
}
