//! The official JSON Schema Test Suite (draft 2020-12), run through generated code.
//!
//! `build.rs` turns every group's schema into a component of one OpenAPI 3.1 document and
//! generates a types-only module from it. Each case is then judged twice:
//! - `validate_json` of the group's type on the raw data must give the suite's verdict;
//! - the typed view must agree with the schema: where the data decodes into the Rust type,
//!   `validate()` of the decoded value must give the same verdict as `validate_json` of its JSON
//!   form (what the client would send);
//! - the path a user takes (`serde_json::from_value::<T>`, then `validate()`) must give the
//!   suite's verdict, but for the documented choice listed here by name: a schema without `type`
//!   read as a struct, list or map (its other JSON types are refused by decoding, with an error
//!   that names the choice). So `validate()` never accepts what the engine rejects: a struct
//!   whose verdict can depend on members it does not declare keeps them when decoding.
//!
//! `format` follows oapigen's documented choice (the guide's "Choices worth knowing", docs/design/): the formats
//! of `oapigen_runtime::Format` are asserted, others are annotations. The suite expects every
//! format to be an annotation, so the cases of `format.json` that an asserted format rejects are
//! counted apart, as the choice. Without `../shared` the test says so and passes.

#[cfg(json_schema_suite)]
// The suite names members `foo` and `baz`, which clippy's default disallowed names include.
#[allow(unused, dead_code, clippy::disallowed_names)]
mod run {
    use oapigen_runtime::{Validate, ValidateJson, ValidationErrors};

    pub struct Case {
        pub file: &'static str,
        pub label: &'static str,
        pub data: &'static str,
        pub valid: bool,
        pub json: fn(&serde_json::Value) -> Result<(), ValidationErrors>,
        pub typed: fn(&serde_json::Value) -> Option<(bool, bool)>,
        pub user: fn(&serde_json::Value) -> Result<UserPath, String>,
    }

    /// What the path a user takes gives: `serde_json::from_value::<T>` of the data, then
    /// `validate()`.
    pub struct UserPath {
        /// `validate()` of the decoded value.
        accepted: bool,
        /// The decoded value's JSON form (what a request would send) is the data.
        same_json: bool,
        /// `validate_json` of that JSON form.
        json_form_valid: bool,
    }

    fn user<T>(value: &serde_json::Value) -> Result<UserPath, String>
    where
        T: serde::de::DeserializeOwned + serde::Serialize + Validate + ValidateJson,
    {
        let t: T = serde_json::from_value(value.clone()).map_err(|e| e.to_string())?;
        let json = serde_json::to_value(&t).map_err(|e| e.to_string())?;
        Ok(UserPath {
            accepted: t.validate().is_ok(),
            same_json: json == *value,
            json_form_valid: T::validate_json(&json).is_ok(),
        })
    }

    /// Groups whose schema has no `type` and whose view is a struct, list or map: oapigen's
    /// documented choice (the guide's "Choices worth knowing", docs/design/). Their values of another JSON type,
    /// which the schema lets through, are refused by decoding with an error that says so.
    const TYPELESS_VIEWS: &[&str] = &[
        "items.json #0:",
        "properties.json #0:",
        "properties.json #5:",
        "propertyNames.json #0:",
        "ref.json #0:",
        "required.json #0:",
        "required.json #4:",
        "unevaluatedItems.json #15:",
    ];

    /// Where `value` decodes into `T`: (`validate()` of it, `validate_json` of its JSON form).
    fn typed<T>(value: &serde_json::Value) -> Option<(bool, bool)>
    where
        T: serde::de::DeserializeOwned + serde::Serialize + Validate + ValidateJson,
    {
        // As the client decodes answers: tolerant of `1.0` for an integer.
        let t: T = oapigen_runtime::de::from_value(value.clone()).ok()?;
        let json = serde_json::to_value(&t).ok()?;
        Some((t.validate().is_ok(), T::validate_json(&json).is_ok()))
    }

    include!(concat!(env!("OUT_DIR"), "/suite.rs"));

    /// Formats oapigen asserts (the others are annotations, as the suite expects).
    const ASSERTED: &[&str] = &[
        "uuid",
        "date-time",
        "date",
        "time",
        "email",
        "uri",
        "ipv4",
        "ipv6",
        "hostname",
    ];

    pub fn main() {
        let mut wrong = Vec::new();
        let mut disagree = Vec::new();
        let mut by_choice = 0;
        let mut decoded = 0;
        let mut user_wrong = Vec::new();
        let mut typeless_refused = 0;
        for case in CASES {
            let data: serde_json::Value = serde_json::from_str(case.data).expect("suite data is JSON");
            let got = (case.json)(&data).is_ok();
            if got != case.valid {
                let asserted = case.file == "format.json"
                    && data.is_string()
                    && ASSERTED.iter().any(|f| case.label.contains(&format!(": {f} format /")));
                if asserted && case.valid && !got {
                    by_choice += 1;
                } else {
                    wrong.push(format!("{} (expected {}, got {})", case.label, case.valid, got));
                }
            }
            // The path a user takes agrees with the suite but for the documented choices.
            let asserted_format = case.file == "format.json"
                && data.is_string()
                && ASSERTED.iter().any(|f| case.label.contains(&format!(": {f} format /")));
            match (case.user)(&data) {
                Ok(u) if u.accepted == case.valid => {}
                Ok(u) if case.valid && asserted_format => {}
                Ok(u) => user_wrong.push(format!(
                    "{} (expected {}, validate() says {}; the decoded value's JSON form {} the data{})",
                    case.label,
                    case.valid,
                    u.accepted,
                    if u.same_json { "is" } else { "is not" },
                    if u.json_form_valid { " and is valid" } else { "" }
                )),
                Err(e) if case.valid => {
                    let typeless = TYPELESS_VIEWS.iter().any(|g| case.label.starts_with(g));
                    if typeless && e.contains("the schema has no `type`") && e.contains("Choices worth knowing") {
                        typeless_refused += 1;
                    } else {
                        user_wrong.push(format!("{} (valid, decoding refused: {e})", case.label));
                    }
                }
                Err(_) => {}
            }
            if let Some((typed, json)) = (case.typed)(&data) {
                decoded += 1;
                if typed != json {
                    disagree.push(format!(
                        "{}: validate() says {typed}, validate_json of its JSON form says {json}",
                        case.label
                    ));
                }
            }
        }
        let refused = REFUSED.len();
        println!(
            "JSON Schema Test Suite 2020-12: {} groups, {} run, {} refused, {} skipped; {} cases, {} wrong verdicts, {} rejected by an asserted format (documented choice); typed view: {} cases decode, {} disagree",
            GROUPS,
            GROUPS - refused - SKIPPED.len(),
            refused,
            SKIPPED.len(),
            CASES.len(),
            wrong.len(),
            by_choice,
            decoded,
            disagree.len()
        );
        for (g, why) in REFUSED {
            println!("refused: {g}: {why}");
        }
        for (g, why) in SKIPPED {
            println!("skipped: {g}: {why}");
        }
        for w in &wrong {
            println!("WRONG: {w}");
        }
        for d in &disagree {
            println!("DISAGREE: {d}");
        }
        println!(
            "path of a user (serde_json::from_value, then validate()): {} cases wrong, {} refused by the type-less view choice",
            user_wrong.len(),
            typeless_refused,
        );
        for u in &user_wrong {
            println!("USER PATH: {u}");
        }
        assert!(
            user_wrong.is_empty(),
            "{} verdicts of the typed path disagree with the suite",
            user_wrong.len()
        );
        assert!(wrong.is_empty(), "{} wrong verdicts", wrong.len());
        assert!(
            disagree.is_empty(),
            "{} typed views disagree with their schema",
            disagree.len()
        );
        assert!(
            refused * 50 <= GROUPS,
            "{refused} of {GROUPS} groups refused (more than 2 %)"
        );
    }
}

#[test]
fn json_schema_test_suite() {
    #[cfg(json_schema_suite)]
    run::main();
    #[cfg(not(json_schema_suite))]
    println!("skipped: ../shared/corpus/json-schema-test-suite is not beside the repository");
}
