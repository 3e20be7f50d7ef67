//! The schema engine: raw JSON checked against a pruned document, violations shaped as
//! everywhere (JSON pointer, keyword, redacted secrets).

use oapigen_runtime::{Path, Schemas, Slot, Violations};
use serde_json::json;

static SCHEMAS: Schemas = Schemas::new(
    &[(
        "file:///api.json",
        r##"{"components":{"schemas":{
            "Pet":{"type":"object","required":["name"],"properties":{"name":{"type":"string","minLength":2},"password":{"type":"string","minLength":8},"tag":{"$ref":"#/components/schemas/Tag"}},"unevaluatedProperties":false},
            "Tag":{"type":"string","pattern":"^\\p{Letter}+$"},
            "When":{"type":"string","format":"date"},
            "Ref":{"$ref":"#/components/schemas/Tag","maxLength":3}
        }},
        "paths":{"/pets/{id}":{"get":{"parameters":[{"name":"id","schema":{"type":"integer","minimum":1}}]}}}}"##,
    )],
    &["password"],
);
static PET: Slot = Slot::new("file:///api.json#/components/schemas/Pet");
static TAG: Slot = Slot::new("file:///api.json#/components/schemas/Tag");
static WHEN: Slot = Slot::new("file:///api.json#/components/schemas/When");
static REF: Slot = Slot::new("file:///api.json#/components/schemas/Ref");
static PARAM: Slot = Slot::new("file:///api.json#/paths/~1pets~1%7Bid%7D/get/parameters/0/schema");

#[test]
fn exact_semantics_and_error_shape() {
    assert!(SCHEMAS.validate(&PET, &json!({"name": "Rex", "tag": "Hund"})).is_ok());
    let errs = SCHEMAS
        .validate(
            &PET,
            &json!({"name": "R", "password": "short", "extra": 1, "tag": "a1"}),
        )
        .unwrap_err();
    // Values as JSON, so that the order of an object's members does not matter.
    let mut got: Vec<(String, &str, Option<serde_json::Value>)> = errs
        .iter()
        .map(|v| {
            (
                v.path.clone(),
                v.keyword,
                v.value.as_deref().map(|t| serde_json::from_str(t).unwrap()),
            )
        })
        .collect();
    got.sort_by(|a, b| (&a.0, a.1).cmp(&(&b.0, b.1)));
    assert_eq!(
        got,
        vec![
            (
                "".into(),
                "unevaluatedProperties",
                Some(json!({"extra": 1, "name": "R", "password": "<redacted>", "tag": "a1"}))
            ),
            ("/name".into(), "minLength", Some(json!("R"))),
            ("/password".into(), "minLength", None),
            ("/tag".into(), "pattern", Some(json!("a1"))),
        ],
        "{errs}"
    );
}

#[test]
fn unicode_patterns_formats_and_ref_siblings() {
    // ECMA-262 with the `u` flag: \p{Letter} matches any letter.
    assert!(SCHEMAS.is_valid(&TAG, &json!("Héllo")));
    assert!(!SCHEMAS.is_valid(&TAG, &json!("Hello1")));
    assert!(SCHEMAS.is_valid(&WHEN, &json!("2024-02-29")));
    assert!(!SCHEMAS.is_valid(&WHEN, &json!("2023-02-29")));
    // Not a string: the type says no (the format alone would say nothing).
    assert!(!SCHEMAS.is_valid(&WHEN, &json!(12)));
    assert!(SCHEMAS.is_valid(&REF, &json!("abc")));
    assert!(!SCHEMAS.is_valid(&REF, &json!("abcd")));
    assert!(SCHEMAS.is_valid(&PARAM, &json!(1)));
    assert!(SCHEMAS.is_valid(&PARAM, &json!(1.0)));
    assert!(!SCHEMAS.is_valid(&PARAM, &json!(0)));
}

#[test]
fn paths_are_prefixed_and_sensitive_scopes_redact() {
    let mut out = Violations::new();
    let root = Path::ROOT.key("pets");
    let at = root.index(3);
    SCHEMAS.check(&TAG, &json!("1"), &at, &mut out);
    assert_eq!(out.as_slice()[0].path, "/pets/3");
    assert_eq!(out.as_slice()[0].value.as_deref(), Some("\"1\""));
    let other = root.index(4);
    out.sensitive(|out| SCHEMAS.check(&TAG, &json!("2"), &other, out));
    assert_eq!(out.as_slice()[1].value, None);
}

static PATTERNS: Schemas = Schemas::new(
    &[(
        "file:///patterns.json",
        r##"{"digits":{"pattern":"^\\d+$"},
             "word":{"type":"string","pattern":"^\\w+$"},
             "any":{"type":"string","pattern":"^[^]$"},
             "names":{"type":"object","propertyNames":{"pattern":"^[a-z]+$"}}}"##,
    )],
    &[],
);

/// `pattern` is judged as the generated checks judge it ([`Pattern`], ECMA-262 by `regress`),
/// where another regular expression dialect would answer otherwise: `\d` and `\w` are ASCII,
/// `[^]` is any character.
#[test]
fn patterns_are_judged_by_the_generated_checks_engine() {
    use oapigen_runtime::Pattern;
    static DIGITS: Slot = Slot::new("file:///patterns.json#/digits");
    static WORD: Slot = Slot::new("file:///patterns.json#/word");
    static ANY: Slot = Slot::new("file:///patterns.json#/any");
    static NAMES: Slot = Slot::new("file:///patterns.json#/names");
    let cases: [(&Slot, Pattern, &[&str]); 3] = [
        (
            &DIGITS,
            Pattern::new(r"^\d+$"),
            &["42", "\u{661}\u{662}", "4\u{662}", ""],
        ),
        (&WORD, Pattern::new(r"^\w+$"), &["a_1", "\u{e9}t\u{e9}", "\u{3b1}"]),
        (&ANY, Pattern::new(r"^[^]$"), &["x", "\n", "xy"]),
    ];
    for (slot, pattern, probes) in &cases {
        for s in *probes {
            assert_eq!(
                PATTERNS.is_valid(slot, &json!(s)),
                pattern.is_match(s),
                "{pattern} on {s:?}"
            );
        }
    }
    assert!(!PATTERNS.is_valid(&DIGITS, &json!("\u{661}")));
    assert!(PATTERNS.is_valid(&ANY, &json!("\n")));
    // Not a string: `pattern` says nothing.
    assert!(PATTERNS.is_valid(&DIGITS, &json!(7)));
    assert!(PATTERNS.is_valid(&NAMES, &json!({"ab": 1})));
    assert!(!PATTERNS.is_valid(&NAMES, &json!({"\u{e9}": 1})));
    let errs = PATTERNS.validate(&DIGITS, &json!("x1")).unwrap_err();
    let v = errs.iter().next().unwrap();
    assert_eq!((v.path.as_str(), v.keyword), ("", "pattern"));
    assert_eq!(v.message, "must match the pattern `^\\d+$`");
    assert_eq!(v.value.as_deref(), Some("\"x1\""));
}
