//! Every check function below, at and above its bounds, and a model validated the way
//! generated code does it.

use oapigen_runtime::check::{self, Format, Pattern};
use oapigen_runtime::{Path, Validate, ValidationErrors, Violation, Violations};

/// Runs one check at the root and returns the violations.
fn run(f: impl FnOnce(&mut Violations, &Path<'_>)) -> Vec<Violation> {
    let mut out = Violations::new();
    f(&mut out, &Path::ROOT);
    match out.into_result() {
        Ok(()) => Vec::new(),
        Err(e) => e.into_vec(),
    }
}

fn ok(f: impl FnOnce(&mut Violations, &Path<'_>)) -> bool {
    run(f).is_empty()
}

fn one(f: impl FnOnce(&mut Violations, &Path<'_>)) -> Violation {
    let mut v = run(f);
    assert_eq!(v.len(), 1, "{v:?}");
    v.remove(0)
}

#[test]
fn lengths_count_code_points() {
    // At, below and above the bounds.
    assert!(ok(|o, p| check::min_length(o, p, "abc", 3)));
    assert!(ok(|o, p| check::min_length(o, p, "abcd", 3)));
    let v = one(|o, p| check::min_length(o, p, "ab", 3));
    assert_eq!(v.keyword, "minLength");
    assert_eq!(v.message, "must be at least 3 characters (got 2)");
    assert_eq!(v.value.as_deref(), Some("\"ab\""));
    assert!(ok(|o, p| check::max_length(o, p, "abc", 3)));
    assert!(ok(|o, p| check::max_length(o, p, "", 3)));
    let v = one(|o, p| check::max_length(o, p, &"x".repeat(25), 20));
    assert_eq!(v.message, "must be at most 20 characters (got 25)");
    assert_eq!(v.keyword, "maxLength");

    // "é" is 2 bytes; 20 of them are 40 bytes but 20 characters.
    let e20 = "é".repeat(20);
    assert!(ok(|o, p| check::max_length(o, p, &e20, 20)));
    assert!(!ok(|o, p| check::max_length(o, p, &"é".repeat(21), 20)));
    assert!(ok(|o, p| check::min_length(o, p, &e20, 20)));
    assert!(!ok(|o, p| check::min_length(o, p, &"é".repeat(19), 20)));
    // Four-byte characters: 3 of them are 12 bytes.
    assert!(ok(|o, p| check::max_length(o, p, "😀😀😀", 3)));
    assert!(!ok(|o, p| check::min_length(o, p, "😀😀😀", 4)));
    assert_eq!(
        one(|o, p| check::min_length(o, p, "", 1)).message,
        "must be at least 1 character (got 0)"
    );
}

#[test]
fn pattern_is_an_unanchored_ecma_search() {
    static LOOSE: Pattern = Pattern::new("[0-9]+");
    static ANCHORED: Pattern = Pattern::new("^[0-9]+$");
    assert!(ok(|o, p| check::pattern(o, p, "abc123def", &LOOSE)));
    assert!(!ok(|o, p| check::pattern(o, p, "abc123def", &ANCHORED)));
    assert!(ok(|o, p| check::pattern(o, p, "123", &ANCHORED)));
    let v = one(|o, p| check::pattern(o, p, "abc", &LOOSE));
    assert_eq!(v.keyword, "pattern");
    assert_eq!(v.message, "must match the pattern `[0-9]+`");

    // ECMA-262: \d is ASCII only, so Arabic-Indic digits do not match.
    static DIGITS: Pattern = Pattern::new(r"^\d+$");
    assert!(ok(|o, p| check::pattern(o, p, "2024", &DIGITS)));
    assert!(!ok(|o, p| check::pattern(o, p, "٢٠٢٤", &DIGITS)));
    assert!(!ok(|o, p| check::pattern(o, p, "２０２４", &DIGITS)));
    // ECMA `$` matches only at the very end (no "before a final newline" as in Perl).
    assert!(!ok(|o, p| check::pattern(o, p, "123\n", &DIGITS)));

    // The seed's patterns.
    static NAME: Pattern = Pattern::new("^[a-z][-a-z0-9]{0,24}[a-z0-9]$");
    assert!(NAME.is_match("ab"));
    assert!(NAME.is_match(&format!("a{}z", "b".repeat(24))));
    assert!(!NAME.is_match(&format!("a{}z", "b".repeat(25))));
    assert!(!NAME.is_match("a-"));
    assert!(!NAME.is_match("1a"));
    static DNS: Pattern = Pattern::new("^[a-z0-9]([-a-z0-9]*[a-z0-9])?$");
    assert!(DNS.is_match("a"));
    assert!(DNS.is_match("a-b-c"));
    assert!(!DNS.is_match("a-"));
    assert!(!DNS.is_match("-a"));
    static NO_COMMA: Pattern = Pattern::new("^[^,/]{1,60}$");
    assert!(NO_COMMA.is_match("hello world"));
    assert!(!NO_COMMA.is_match("a,b"));
    assert!(!NO_COMMA.is_match(""));
}

#[test]
fn broken_pattern_is_a_violation_not_a_panic() {
    static BROKEN: Pattern = Pattern::new("[a-");
    let v = one(|o, p| check::pattern(o, p, "x", &BROKEN));
    assert_eq!(v.keyword, "pattern");
    assert!(v.message.contains("does not compile"), "{}", v.message);
}

#[test]
fn formats() {
    let cases: &[(Format, &str, &str)] = &[
        (Format::Uuid, "123e4567-e89b-12d3-a456-426614174000", "123"),
        (Format::DateTime, "2024-02-29T00:00:00Z", "2023-02-29T00:00:00Z"),
        (Format::Date, "2024-02-29", "2023-02-29"),
        (Format::Time, "23:59:60Z", "23:59:60+01:00"),
        (Format::Email, "a@b.c", "a@@b.c"),
        (Format::Uri, "https://x.y/z", "//x.y/z"),
        (Format::Ipv4, "10.0.0.1", "10.0.0.01"),
        (Format::Ipv6, "fe80::1", "fe80:::1"),
        (Format::Byte, "aGk=", "aGk"),
        (Format::Hostname, "a.b", "a_b"),
        (Format::Cidr, "10.0.0.0/8", "10.0.0.0/40"),
    ];
    for (f, good, bad) in cases {
        assert!(ok(|o, p| check::format(o, p, good, *f)), "{f} {good}");
        let v = one(|o, p| check::format(o, p, bad, *f));
        assert_eq!(v.keyword, "format");
        assert!(v.message.contains(f.keyword()), "{}", v.message);
    }
}

#[test]
fn integer_bounds() {
    assert!(ok(|o, p| check::minimum_i(o, p, 5, 5)));
    assert!(ok(|o, p| check::minimum_i(o, p, 6, 5)));
    assert_eq!(
        one(|o, p| check::minimum_i(o, p, 4, 5)).message,
        "must be at least 5 (got 4)"
    );
    assert!(ok(|o, p| check::maximum_i(o, p, 5, 5)));
    assert!(ok(|o, p| check::maximum_i(o, p, 4, 5)));
    assert_eq!(one(|o, p| check::maximum_i(o, p, 6, 5)).keyword, "maximum");
    assert!(ok(|o, p| check::exclusive_minimum_i(o, p, 6, 5)));
    assert_eq!(
        one(|o, p| check::exclusive_minimum_i(o, p, 5, 5)).keyword,
        "exclusiveMinimum"
    );
    assert!(ok(|o, p| check::exclusive_maximum_i(o, p, 4, 5)));
    assert_eq!(
        one(|o, p| check::exclusive_maximum_i(o, p, 5, 5)).keyword,
        "exclusiveMaximum"
    );
    assert!(ok(|o, p| check::multiple_of_i(o, p, 15, 5)));
    assert!(ok(|o, p| check::multiple_of_i(o, p, -15, 5)));
    assert!(ok(|o, p| check::multiple_of_i(o, p, 0, 5)));
    assert!(ok(|o, p| check::multiple_of_i(o, p, i64::MIN, -1)));
    let v = one(|o, p| check::multiple_of_i(o, p, 16, 5));
    assert_eq!(v.message, "must be a multiple of 5 (got 16)");
    assert_eq!(v.value.as_deref(), Some("16"));
    assert!(ok(|o, p| check::int32(o, p, i64::from(i32::MAX))));
    assert!(ok(|o, p| check::int32(o, p, i64::from(i32::MIN))));
    assert!(!ok(|o, p| check::int32(o, p, i64::from(i32::MAX) + 1)));
    assert!(!ok(|o, p| check::int32(o, p, i64::from(i32::MIN) - 1)));
}

#[test]
fn float_bounds() {
    assert!(ok(|o, p| check::minimum_f(o, p, 0.5, 0.5)));
    assert!(!ok(|o, p| check::minimum_f(o, p, 0.499, 0.5)));
    assert!(!ok(|o, p| check::minimum_f(o, p, f64::NAN, 0.5)));
    assert!(ok(|o, p| check::maximum_f(o, p, 0.5, 0.5)));
    assert!(!ok(|o, p| check::maximum_f(o, p, 0.501, 0.5)));
    assert!(ok(|o, p| check::exclusive_minimum_f(o, p, 0.501, 0.5)));
    assert!(!ok(|o, p| check::exclusive_minimum_f(o, p, 0.5, 0.5)));
    assert!(ok(|o, p| check::exclusive_maximum_f(o, p, 0.499, 0.5)));
    assert!(!ok(|o, p| check::exclusive_maximum_f(o, p, 0.5, 0.5)));
    assert_eq!(
        one(|o, p| check::maximum_f(o, p, 1.5, 1.0)).message,
        "must be at most 1 (got 1.5)"
    );
}

#[test]
fn float_multiples_use_the_decimal_reading() {
    for (v, m) in [
        (0.3, 0.1),
        (0.7, 0.1),
        (1.1, 0.1),
        (4.35, 0.05),
        (19.99, 0.01),
        (0.0, 0.1),
        (-0.9, 0.3),
        (10.0, 2.5),
        (12.0, 4.0),
    ] {
        assert!(ok(|o, p| check::multiple_of_f(o, p, v, m)), "{v} multipleOf {m}");
    }
    for (v, m) in [
        (0.35, 0.1),
        (0.05, 0.1),
        (1.0001, 0.01),
        (10.1, 2.5),
        (13.0, 4.0),
        (0.5, 4.0),
    ] {
        let viol = run(|o, p| check::multiple_of_f(o, p, v, m));
        assert_eq!(viol.len(), 1, "{v} multipleOf {m}");
        assert_eq!(viol[0].keyword, "multipleOf");
    }
    // Invalid divisors check nothing.
    assert!(ok(|o, p| check::multiple_of_f(o, p, 1.0, 0.0)));
    assert!(ok(|o, p| check::multiple_of_i(o, p, 1, 0)));
}

#[test]
fn arrays() {
    assert!(ok(|o, p| check::min_items(o, p, 2, 2)));
    assert_eq!(
        one(|o, p| check::min_items(o, p, 1, 2)).message,
        "must have at least 2 items (got 1)"
    );
    assert!(ok(|o, p| check::max_items(o, p, 2, 2)));
    assert_eq!(one(|o, p| check::max_items(o, p, 3, 2)).keyword, "maxItems");

    assert!(ok(|o, p| check::unique_items(o, p, &["a", "b", "c"])));
    assert!(ok(|o, p| check::unique_items::<u8>(o, p, &[])));
    let v = one(|o, p| check::unique_items(o, p, &["a", "b", "a"]));
    assert_eq!(v.keyword, "uniqueItems");
    assert_eq!(v.message, "must not contain duplicates (items 0 and 2 are equal)");
    assert_eq!(v.value.as_deref(), Some("\"a\""));
    // JSON equality: 1 and 1.0 are the same JSON number, though `Value`'s `PartialEq` differs.
    let mixed = [serde_json::json!(1), serde_json::json!(1.0)];
    assert_ne!(mixed[0], mixed[1]);
    assert!(!ok(|o, p| check::unique_items(o, p, &mixed)));
    let objects = [
        serde_json::json!({"a": 1, "b": [2.0]}),
        serde_json::json!({"b": [2], "a": 1.0}),
    ];
    assert!(!ok(|o, p| check::unique_items(o, p, &objects)));
    let distinct = [serde_json::json!({"a": 1.5}), serde_json::json!({"a": 2.5})];
    assert!(ok(|o, p| check::unique_items(o, p, &distinct)));
    assert!(ok(|o, p| check::unique_items(o, p, &[0.1, 0.2])));
    assert!(!ok(|o, p| check::unique_items(o, p, &[0.1, 0.1])));
}

#[test]
fn objects() {
    assert!(ok(|o, p| check::min_properties(o, p, 1, 1)));
    assert_eq!(
        one(|o, p| check::min_properties(o, p, 0, 1)).message,
        "must have at least 1 property (got 0)"
    );
    assert!(ok(|o, p| check::max_properties(o, p, 2, 2)));
    assert_eq!(
        one(|o, p| check::max_properties(o, p, 3, 2)).message,
        "must have at most 2 properties (got 3)"
    );
    assert!(ok(|o, p| check::required_present(o, p, "name", true)));
    let v = one(|o, p| check::required_present(o, &p.key("spec"), "name", false));
    assert_eq!(v.path, "/spec/name");
    assert_eq!(v.keyword, "required");
    assert_eq!(v.message, "missing required property `name`");
    assert_eq!(v.value, None);
}

#[test]
fn enums_and_consts() {
    let allowed = ["ro", "rw"];
    assert!(ok(|o, p| check::enum_str(o, p, "ro", &allowed)));
    let v = one(|o, p| check::enum_str(o, p, "rx", &allowed));
    assert_eq!(v.keyword, "enum");
    assert_eq!(v.message, "must be one of `ro`, `rw`");
    assert_eq!(v.value.as_deref(), Some("\"rx\""));
    assert_eq!(
        one(|o, p| check::enum_unknown(o, p, "NEW_STATE", &["A", "B"]))
            .value
            .as_deref(),
        Some("\"NEW_STATE\"")
    );
    assert!(ok(|o, p| check::const_str(o, p, "external", "external")));
    assert_eq!(
        one(|o, p| check::const_str(o, p, "subnet", "external")).message,
        "must be \"external\""
    );
    assert!(ok(|o, p| check::enum_i(o, p, 2, &[1, 2, 3])));
    assert!(!ok(|o, p| check::enum_i(o, p, 4, &[1, 2, 3])));
    assert!(ok(|o, p| check::const_i(o, p, 4, 4)));
    assert!(!ok(|o, p| check::const_i(o, p, 5, 4)));
    assert!(ok(|o, p| check::const_bool(o, p, true, true)));
    assert!(!ok(|o, p| check::const_bool(o, p, false, true)));
    let allowed = [serde_json::json!(1), serde_json::json!("x"), serde_json::Value::Null];
    assert!(ok(|o, p| check::enum_json(o, p, &serde_json::json!(1.0), &allowed)));
    assert!(ok(|o, p| check::enum_json(o, p, &serde_json::Value::Null, &allowed)));
    assert!(!ok(|o, p| check::enum_json(o, p, &serde_json::json!(2), &allowed)));
    assert!(ok(|o, p| check::const_json(
        o,
        p,
        &serde_json::json!([1.0]),
        &serde_json::json!([1])
    )));
    assert!(!ok(|o, p| check::const_json(
        o,
        p,
        &serde_json::json!([1, 2]),
        &serde_json::json!([1])
    )));
}

#[test]
fn cross_field_rules() {
    let none = [("name", false), ("name_template", false)];
    let one_set = [("name", true), ("name_template", false)];
    let both = [("name", true), ("name_template", true)];

    assert!(ok(|o, p| check::mutually_exclusive(o, p, &none)));
    assert!(ok(|o, p| check::mutually_exclusive(o, p, &one_set)));
    let v = one(|o, p| check::mutually_exclusive(o, p, &both));
    assert_eq!(v.keyword, "mutuallyExclusive");
    assert_eq!(
        v.message,
        "at most one of `name`, `name_template` may be set, but `name`, `name_template` are"
    );

    assert!(ok(|o, p| check::exactly_one_of(o, p, &one_set)));
    assert_eq!(
        one(|o, p| check::exactly_one_of(o, p, &none)).message,
        "exactly one of `name`, `name_template` must be set, but none is"
    );
    assert!(one(|o, p| check::exactly_one_of(o, p, &both)).message.ends_with("are"));

    assert!(ok(|o, p| check::at_least_one_of(o, p, &one_set)));
    assert!(ok(|o, p| check::at_least_one_of(o, p, &both)));
    assert_eq!(
        one(|o, p| check::at_least_one_of(o, p, &none)).message,
        "at least one of `name`, `name_template` must be set"
    );

    let all_three = [("a", true), ("b", true), ("c", true)];
    assert!(ok(|o, p| check::not_all_present(
        o,
        p,
        &[("a", true), ("b", false), ("c", true)]
    )));
    assert!(ok(|o, p| check::not_all_present(o, p, &[])));
    let v = one(|o, p| check::not_all_present(o, p, &all_three));
    assert_eq!(v.keyword, "not");
    assert_eq!(v.message, "`a`, `b`, `c` must not all be set together");

    let three = [("a", true), ("b", false), ("c", true)];
    assert!(
        one(|o, p| check::mutually_exclusive(o, p, &three))
            .message
            .ends_with("but `a`, `c` are")
    );
}

// ---------------------------------------------------------------------------------------------
// A model validated the way generated code does it.

static NAME_PATTERN: Pattern = Pattern::new("^[a-z][-a-z0-9]{0,24}[a-z0-9]$");

struct Scale {
    min: i64,
    max: i64,
}

impl Validate for Scale {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        check::minimum_i(out, &path.key("min"), self.min, 0);
        check::maximum_i(out, &path.key("max"), self.max, 300);
        if self.min > self.max {
            out.push(path, "x-min-le-max", "`min` must not exceed `max`", || {
                format!("{{\"min\":{},\"max\":{}}}", self.min, self.max)
            });
        }
    }
}

struct Container {
    region_id: i64,
    scale: Scale,
}

impl Validate for Container {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        check::int32(out, &path.key("region_id"), self.region_id);
        self.scale.validate_at(&path.key("scale"), out);
    }
}

struct Deployment {
    name: String,
    password: Option<String>,
    containers: Vec<Container>,
    envs: std::collections::BTreeMap<String, String>,
}

impl Validate for Deployment {
    fn validate_at(&self, path: &Path<'_>, out: &mut Violations) {
        {
            let p = path.key("name");
            check::max_length(out, &p, &self.name, 26);
            check::pattern(out, &p, &self.name, &NAME_PATTERN);
        }
        if let Some(pw) = &self.password {
            let p = path.key("password");
            out.sensitive(|out| {
                check::min_length(out, &p, pw, 8);
                check::pattern(out, &p, pw, &NAME_PATTERN);
            });
        }
        check::min_items(out, &path.key("containers"), self.containers.len(), 1);
        self.containers.validate_at(&path.key("containers"), out);
        let envs = path.key("envs");
        for (k, v) in &self.envs {
            check::max_length(out, &envs.key(k), v, 5);
        }
    }
}

#[test]
fn model_reports_every_violation_with_paths_and_redaction() {
    let mut envs = std::collections::BTreeMap::new();
    envs.insert("A/B~C".to_owned(), "toolong".to_owned());
    let d = Deployment {
        name: "Bad_Name".into(),
        password: Some("Hunter2".into()),
        containers: vec![
            Container {
                region_id: 1,
                scale: Scale { min: 1, max: 2 },
            },
            Container {
                region_id: 1 << 40,
                scale: Scale { min: -1, max: 500 },
            },
        ],
        envs,
    };
    let errs: ValidationErrors = d.validate().unwrap_err();
    let got: Vec<(&str, &str)> = errs.iter().map(|v| (v.path.as_str(), v.keyword)).collect();
    assert_eq!(
        got,
        [
            ("/name", "pattern"),
            ("/password", "minLength"),
            ("/password", "pattern"),
            ("/containers/1/region_id", "format"),
            ("/containers/1/scale/min", "minimum"),
            ("/containers/1/scale/max", "maximum"),
            ("/envs/A~1B~0C", "maxLength"),
        ]
    );
    // The password is never echoed.
    let pw: Vec<_> = errs.iter().filter(|v| v.path == "/password").collect();
    assert!(pw.iter().all(|v| v.value.is_none()));
    let display = errs.to_string();
    assert!(!display.contains("Hunter2"), "{display}");
    assert!(!format!("{errs:?}").contains("Hunter2"));
    assert!(
        display.contains("/containers/1/scale/min: must be at least 0 (got -1) (minimum)"),
        "{display}"
    );
    assert_eq!(display.matches("; ").count(), 6);
    assert_eq!(errs.violations()[0].value.as_deref(), Some("\"Bad_Name\""));

    let good = Deployment {
        name: "my-app".into(),
        password: None,
        containers: vec![Container {
            region_id: 1,
            scale: Scale { min: 0, max: 3 },
        }],
        envs: Default::default(),
    };
    assert!(good.validate().is_ok());
}

#[test]
fn error_is_std_error() {
    fn takes(_: &dyn std::error::Error) {}
    let e = "x".parse::<oapigen_runtime::Uuid>().unwrap_err();
    takes(&e);
    let e: oapigen_runtime::Error = e.into();
    assert!(
        e.to_string()
            .starts_with("invalid request: (root): must be a valid UUID"),
        "{e}"
    );
}
