//! Untagged unions (`oneOf`/`anyOf` without a discriminator) have JSON Schema's meaning: decoding
//! takes the first alternative the value is valid as, `anyOf` accepts a value any alternative
//! accepts, and `oneOf` refuses a value that two alternatives accept. Fixtures: `ShortOrLower`
//! and `ShortOrLowerAny` in `fixtures/specs/shapes.yaml`.

use oapigen_runtime::Validate;
use oapigen_tests::shapes::types::{ShortOrLower, ShortOrLowerAny, ShortOrLowerVariant2};
use serde_json::json;

fn one_of(s: &str) -> Result<(), Vec<String>> {
    let v: ShortOrLower = serde_json::from_value(json!(s)).unwrap();
    v.validate().map_err(|e| {
        e.violations()
            .iter()
            .map(|v| format!("{} {}", v.keyword, v.message))
            .collect()
    })
}

fn any_of(s: &str) -> bool {
    let v: ShortOrLowerAny = serde_json::from_value(json!(s)).unwrap();
    v.validate().is_ok()
}

#[test]
fn one_of_accepts_a_value_exactly_one_alternative_accepts() {
    assert_eq!(one_of("AB"), Ok(()), "short, not lower-case");
    assert_eq!(one_of("abcdefgh"), Ok(()), "lower-case, not short");
}

#[test]
fn one_of_refuses_a_value_two_alternatives_accept() {
    let e = one_of("abc").unwrap_err();
    assert_eq!(e.len(), 1, "{e:?}");
    assert!(e[0].starts_with("oneOf matches more than one alternative"), "{e:?}");
}

#[test]
fn one_of_refuses_a_value_no_alternative_accepts() {
    assert!(one_of("ABCDEFGH").is_err());
}

#[test]
fn any_of_accepts_a_value_any_alternative_accepts() {
    assert!(any_of("AB"));
    assert!(
        any_of("abcdefgh"),
        "valid as the second alternative though the first decodes it"
    );
    assert!(any_of("abc"));
    assert!(!any_of("ABCDEFGH"));
}

#[test]
fn a_value_built_as_one_alternative_is_checked_against_the_others() {
    // Built as the second alternative, but the first accepts "xyz" too.
    let second = ShortOrLower::Variant2(ShortOrLowerVariant2::new("xyz").unwrap());
    let e = second.validate().unwrap_err();
    assert_eq!(e.violations()[0].keyword, "oneOf");
    let second = ShortOrLower::Variant2(ShortOrLowerVariant2::new("xyzxyz").unwrap());
    assert!(second.validate().is_ok());
}

/// A `oneOf` body is written as one of its alternatives (issue 31 point 5): `From<Branch>` for
/// each alternative that is a type of its own, and `.body(impl Into<…>)`.
#[test]
fn a_body_union_is_made_from_one_alternative() {
    use oapigen_runtime::Body;
    use oapigen_tests::shapes::client::Client;
    use oapigen_tests::shapes::types::{Cat, Pet};

    let cat: Cat = serde_json::from_value(json!({"name": "Tom", "kind": "cat"})).unwrap();
    assert_eq!(Pet::from(cat.clone()), Pet::Cat(cat.clone()));
    let client = Client::builder().base_url("http://127.0.0.1:9").build().unwrap();
    let request = client.replace_pet().id(7).body(cat).build_request().unwrap();
    let Some(Body::Json(bytes)) = &request.body else {
        panic!("{request:?}")
    };
    let sent: serde_json::Value = serde_json::from_slice(bytes).unwrap();
    assert_eq!(sent, json!({"name": "Tom", "kind": "cat"}));
}
