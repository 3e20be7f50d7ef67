//! `readOnly` and `writeOnly` members that are also `required` (OAS 3.0 §4.7.25; JSON Schema
//! 2020-12 §9.4): required in responses only, respectively in requests only. The fixture is
//! `Account` in `fixtures/specs/shapes.yaml`.

use oapigen_runtime::Validate;
use oapigen_tests::shapes::types::{Account, AccountLogin, AccountPassword};
use serde_json::json;

#[test]
fn a_response_without_the_write_only_member_decodes() {
    let a: Account = serde_json::from_value(json!({"id": 7, "login": "ann"})).unwrap();
    assert_eq!(a.id, Some(7));
    assert_eq!(a.password, None);
}

#[test]
fn a_request_needs_the_write_only_member_but_not_the_read_only_one() {
    let built = Account::builder().login(login()).password(password()).build().unwrap();
    assert_eq!(built.id, None);
    // Read-only and absent: not sent.
    assert_eq!(
        serde_json::to_value(&built).unwrap(),
        json!({"login": "ann", "password": "s3cret-pw"})
    );

    let e = Account::builder().login(login()).build().unwrap_err();
    let found: Vec<String> = e
        .violations()
        .iter()
        .map(|v| format!("{} {}", v.path, v.keyword))
        .collect();
    assert_eq!(found, ["/password required"]);

    let decoded: Account = serde_json::from_value(json!({"login": "ann"})).unwrap();
    assert!(
        decoded.validate().is_err(),
        "validate() checks requests: the password is missing"
    );
}

#[test]
fn the_write_only_member_is_redacted() {
    let built = Account::builder().login(login()).password(password()).build().unwrap();
    assert!(!format!("{built:?}").contains("s3cret-pw"));
}

fn login() -> AccountLogin {
    AccountLogin::new("ann").unwrap()
}

fn password() -> AccountPassword {
    AccountPassword::new("s3cret-pw").unwrap()
}
