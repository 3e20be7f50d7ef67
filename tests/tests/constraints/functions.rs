use super::*;
use cloud_api::types::{
    Function, FunctionList, FunctionListCount, ListFunctionsLimit, ListFunctionsOffset, ListFunctionsOrderBy,
    ListFunctionsSearch,
};

#[test]
fn limit_is_at_most_1000() {
    assert_eq!(accepted(ListFunctionsLimit::new(1000)).get(), 1000);
    accepted(ListFunctionsLimit::new(999));
    accepted(ListFunctionsLimit::new(1));
    assert_eq!(rejected(ListFunctionsLimit::new(1001)), ["maximum"]);
    let e = ListFunctionsLimit::try_from(1001).unwrap_err();
    assert_eq!(e.violations()[0].value.as_deref(), Some("1001"));
}

#[test]
fn offset_is_at_least_0() {
    assert_eq!(rejected(ListFunctionsOffset::new(-1)), ["minimum"]);
    assert_eq!(accepted(ListFunctionsOffset::new(0)).get(), 0);
    accepted(ListFunctionsOffset::new(1));
    assert_eq!(
        ListFunctionsOffset::try_from(-1).unwrap_err().violations()[0]
            .value
            .as_deref(),
        Some("-1")
    );
}

#[test]
fn order_by_accepts_exactly_the_four_documented_values() {
    let cases = [
        ("created_at.asc", ListFunctionsOrderBy::CreatedAtAsc),
        ("created_at.desc", ListFunctionsOrderBy::CreatedAtDesc),
        ("name.asc", ListFunctionsOrderBy::NameAsc),
        ("name.desc", ListFunctionsOrderBy::NameDesc),
    ];
    for (text, variant) in cases {
        assert_eq!(text.parse::<ListFunctionsOrderBy>().unwrap(), variant);
        assert_eq!(variant.as_str(), text);
    }
    assert_eq!(ListFunctionsOrderBy::VALUES.len(), 4);
    for bad in ["created_at", "name.ASC", "size.asc", "", "name.asc "] {
        assert_eq!(rejected(bad.parse::<ListFunctionsOrderBy>()), ["enum"], "{bad:?}");
    }
    assert_eq!(
        problems(&ListFunctionsOrderBy::Unknown("updated_at.asc".into())),
        ["(root) enum"]
    );
}

#[test]
fn search_is_1_to_26_lowercase_digits_or_hyphens() {
    assert_eq!(rejected(ListFunctionsSearch::new("")), ["pattern"]);
    for ok in ["a", "-", "0", "fn-1", "--"] {
        accepted(ListFunctionsSearch::new(ok));
    }
    accepted(ListFunctionsSearch::new("a".repeat(26)));
    assert_eq!(rejected(ListFunctionsSearch::new("a".repeat(27))), ["pattern"]);
    for bad in ["A", "fn_1", "fn 1", "fn.1", "\u{e9}"] {
        assert_eq!(rejected(ListFunctionsSearch::new(bad)), ["pattern"], "{bad:?}");
    }
}

#[test]
fn search_pattern_is_anchored() {
    for bad in ["fn\n", "\nfn", " fn", "fn ", "(fn)"] {
        assert_eq!(rejected(ListFunctionsSearch::new(bad)), ["pattern"], "{bad:?}");
    }
}

#[test]
fn function_list_count_is_at_least_0() {
    assert_eq!(rejected(FunctionListCount::new(-1)), ["minimum"]);
    accepted(FunctionListCount::new(0));
    assert_eq!(
        problems_of::<FunctionList>(json!({"count": -1, "results": []})),
        ["/count minimum"]
    );
    assert_eq!(
        problems_of::<FunctionList>(json!({"count": 0, "results": [{}]})),
        Vec::<String>::new()
    );
}

#[test]
fn function_list_requires_count_and_results() {
    let err = serde_json::from_value::<FunctionList>(json!({"count": 3})).unwrap_err();
    assert!(err.to_string().contains("results"), "{err}");
    let err = serde_json::from_value::<FunctionList>(json!({"results": []})).unwrap_err();
    assert!(err.to_string().contains("count"), "{err}");
}

#[test]
fn every_function_field_is_optional() {
    let f: Function = decode(json!({}));
    assert_eq!(to_json(&f), json!({}));
    let f: Function = decode(json!({"name": "fn-1", "timeout": 5, "envs": {"A": "1"}, "brand_new": true}));
    assert_eq!(f.name.as_deref(), Some("fn-1"));
    assert_eq!(f.timeout, Some(5));
}
