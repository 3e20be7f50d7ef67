//! Property: no name a document gives can make the generator refuse it, panic, or write Rust
//! rustc would refuse. Every name of `names_document::document` (schemas, titles, properties,
//! enum and discriminator values, operation ids, parameters, tags, security schemes, server
//! variables) is arbitrary text. That each such crate also compiles warning-free is
//! `tests/tests/arbitrary_names.rs`, on documents of the same builder.

use proptest::prelude::*;
use proptest::test_runner::{Config, RngSeed};

use super::*;
use crate::names_document::{NASTY, document};

/// Texts of every kind: the known troublemakers, any characters at all (controls included), and
/// identifier-like words that collide once cleaned.
fn text() -> impl Strategy<Value = String> {
    prop_oneof![
        3 => prop::sample::select(NASTY).prop_map(str::to_string),
        2 => any::<String>(),
        2 => "[a-zA-Z0-9_ -]{0,12}",
        1 => "[0-9]{1,3}",
        1 => prop::sample::select(NASTY).prop_flat_map(|a| "[-_. 2]{0,2}".prop_map(move |sep| format!("{a}{sep}"))),
    ]
}

/// Deterministic: the same cases on every run (a fixed seed, no persisted failures), so that CI
/// gives a commit one verdict.
fn config() -> Config {
    Config {
        cases: 96,
        rng_seed: RngSeed::Fixed(0x6e61_6d65_7300),
        failure_persistence: None,
        ..Config::default()
    }
}

proptest! {
    #![proptest_config(config())]

    #[test]
    fn any_names_generate_rust_that_rustc_accepts(names in prop::collection::vec(text(), 0..70), v31 in any::<bool>()) {
        let doc = document(&names, v31);
        let text = serde_json::to_string_pretty(&doc).unwrap();
        match generate("names.json", text.clone()) {
            Ok(g) => {
                let problems = checks::generation_problems(&g);
                prop_assert!(problems.is_empty(), "{}\n--- document:\n{text}", problems.join("\n"));
            }
            Err(e) => prop_assert!(false, "refused:\n{e}\n--- document:\n{text}"),
        }
    }
}

/// The twenty lines of issue 50: a union whose branch is a schema named after it with a suffix.
#[test]
fn a_union_of_a_schema_named_after_it_with_a_suffix() {
    let text = r##"
openapi: 3.1.0
info: {title: Mini, version: "1"}
paths:
  /responses:
    post:
      operationId: createResponse
      requestBody:
        required: true
        content: {application/json: {schema: {type: object, properties: {conversation: {$ref: "#/components/schemas/ConversationParam"}}}}}
      responses: {"200": {description: OK}}
components:
  schemas:
    ConversationParam:
      oneOf:
        - {type: string}
        - $ref: "#/components/schemas/ConversationParam-2"
    ConversationParam-2:
      type: object
      properties: {id: {type: string}}
      required: [id]
"##;
    let (_, files) = generate_ok("mini.yaml", text);
    let types = &files["src/types.rs"];
    assert!(
        types.contains("ConversationParam2(ConversationParam2)"),
        "the branch keeps its type's name:\n{types}"
    );
}

/// Every text of [`NASTY`] in every role at once.
#[test]
fn the_nasty_texts_in_every_role() {
    for v31 in [true, false] {
        for shift in 0..NASTY.len() {
            let names: Vec<String> = NASTY
                .iter()
                .cycle()
                .skip(shift)
                .take(NASTY.len())
                .map(|s| s.to_string())
                .collect();
            let text = serde_json::to_string_pretty(&document(&names, v31)).unwrap();
            if std::env::var("DUMP_NASTY").is_ok() {
                std::fs::write(format!("/tmp/nasty-{v31}-{shift}.json"), &text).unwrap();
            }
            generate_ok(&format!("nasty-{shift}.json"), text);
        }
    }
}
