//! What modern 3.1 documents write (`fixtures/specs/modern.yaml`, issue 39): discriminated unions
//! whose branches are not plain references, `$recursiveRef`, and recursion through `allOf`. Each
//! shape generates, compiles, decodes, and the generated checks (`validate()`) give the verdict
//! of the schema engine (`validate_json`) on the same value.

use oapigen_runtime::{Validate, ValidateJson};
use oapigen_tests::modern::types::{
    CompoundFilter, CompoundFilterFiltersItem, Expression, MaybeVague, Thing, U, Vague,
};
use serde::de::DeserializeOwned;
use serde_json::{Value, json};

/// The generated checks' violations (`path keyword`) of `value` decoded as `T`, after checking
/// that the schema engine agrees on whether it is valid.
fn verdict<T: DeserializeOwned + Validate + ValidateJson>(value: Value) -> Vec<String> {
    let decoded: T = serde_json::from_value(value.clone()).unwrap_or_else(|e| panic!("{value} does not decode: {e}"));
    let found: Vec<String> = match decoded.validate() {
        Ok(()) => Vec::new(),
        Err(e) => e.iter().map(|v| format!("{} {}", v.path, v.keyword)).collect(),
    };
    assert_eq!(
        found.is_empty(),
        T::validate_json(&value).is_ok(),
        "the generated checks ({found:?}) and the schema engine disagree on {value}"
    );
    found
}

#[test]
fn a_branch_that_refers_to_a_discriminated_union_with_siblings_is_read_through() {
    let b: Thing = serde_json::from_value(json!({"type": "b", "y": "q"})).unwrap();
    assert!(matches!(b, Thing::U(U::B(_))), "{b:?}");
    assert!(verdict::<Thing>(json!({"type": "b", "y": "q"})).is_empty());
    assert!(verdict::<Thing>(json!({"type": "a", "x": "q"})).is_empty());
    assert!(verdict::<Thing>(json!({"type": "c"})).is_empty());
    // A tag no branch has: neither `A` nor the nested union.
    assert!(!verdict::<Thing>(json!({"type": "d"})).is_empty());
}

#[test]
fn an_ambiguous_discriminated_union_is_read_by_its_tag() {
    // Both branches take it: read as the service reads it, it is accepted.
    assert!(verdict::<Vague>(json!({"kind": "other", "name": "xy"})).is_empty());
    // `loose` (the mapping) picks the first branch, which takes any name.
    assert!(verdict::<Vague>(json!({"kind": "loose", "name": "x"})).is_empty());
    // `Named` (the schema's name) picks the branch whose siblings ask for two characters.
    assert!(!verdict::<Vague>(json!({"kind": "Named", "name": "x"})).is_empty());
    assert!(verdict::<Vague>(json!({"kind": "Named", "name": "xy"})).is_empty());
}

#[test]
fn a_nullable_composition_holding_an_ambiguous_union_keeps_its_branches() {
    assert!(verdict::<MaybeVague>(json!(null)).is_empty());
    assert!(verdict::<MaybeVague>(json!({"kind": "Named", "name": "n"})).is_empty());
    // The second branch's own `maxProperties`, carried where the branch moved.
    assert!(!verdict::<MaybeVague>(json!({"kind": "Named", "name": "n", "a": 1, "b": 2})).is_empty());
}

#[test]
fn a_recursive_reference_to_the_schema_it_is_written_in_nests() {
    let value = json!({"type": "and", "filters": [
        {"type": "eq", "key": "k", "value": "v"},
        {"type": "or", "filters": [{"type": "ne", "key": "k", "value": "w"}]}
    ]});
    let f: CompoundFilter = serde_json::from_value(value.clone()).unwrap();
    match &f.filters[1] {
        CompoundFilterFiltersItem::CompoundFilter(inner) => assert_eq!(inner.filters.len(), 1),
        other => panic!("the nested filter decoded as {other:?}"),
    }
    assert!(verdict::<CompoundFilter>(value).is_empty());
    // A comparison without its value, two levels down: no alternative holds it.
    let broken = json!({"type": "and", "filters": [{"type": "or", "filters": [{"type": "eq", "key": "k"}]}]});
    assert!(CompoundFilter::validate_json(&broken).is_err());
    assert!(serde_json::from_value::<CompoundFilter>(broken).is_err());
    // Nor a member the closed filter does not declare, at any depth.
    let extra = json!({"type": "and", "filters": [{"type": "or", "filters": [], "extra": 1}]});
    assert!(!verdict::<CompoundFilter>(extra).is_empty());
}

#[test]
fn recursion_through_all_of_is_a_boxed_type() {
    // `Not` is the referenced type itself (the description adds nothing), boxed.
    let e = Expression::builder()
        .not(Expression::builder().key("k").build().unwrap())
        .build()
        .unwrap();
    let _: &Option<Box<Expression>> = &e.not;
    assert_eq!(
        verdict::<Expression>(json!({"Not": {"Not": {"Key": ""}}})),
        ["/Not/Not/Key minLength"]
    );
    assert_eq!(
        verdict::<Expression>(json!({"Weighted": {"weight": 1, "Weighted": {"weight": -1}}})),
        ["/Weighted/Weighted/weight minimum"]
    );
    assert_eq!(
        verdict::<Expression>(json!({"And": [{"Key": "a"}, {"Not": {"Key": ""}}]})),
        ["/And/1/Not/Key minLength"]
    );
}
