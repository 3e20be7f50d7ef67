//! Names: any texts, as every name of a valid document (`names_document.rs`, shared with the
//! generator's property test): schema names, titles, properties, enum and discriminator values,
//! operation ids, parameters, tags, security schemes and server variables. The document must be
//! accepted (names alone never make a document invalid) and its output must be what rustc
//! accepts as far as can be checked without compiling (`oapigen_fuzz::generation_problems`).
//!
//! The input's texts are separated by NUL bytes; the first byte's low bit chooses OpenAPI 3.1.

#![no_main]

use libfuzzer_sys::{Corpus, fuzz_target};

#[path = "../../generator/tests/robustness/names_document.rs"]
mod names_document;

fuzz_target!(|data: &[u8]| -> Corpus {
    let Some((&first, rest)) = data.split_first() else {
        return Corpus::Reject;
    };
    let text = String::from_utf8_lossy(rest);
    let names: Vec<String> = text.split('\0').map(str::to_string).collect();
    let doc = names_document::document(&names, first & 1 == 1);
    let text = serde_json::to_string_pretty(&doc).expect("a JSON value prints");
    let result = oapigen::Builder::new()
        .spec_text("names.json", text.clone())
        .emit_rerun_if_changed(false)
        .generate();
    match result {
        Ok(generated) => {
            let problems = oapigen_fuzz::generation_problems(&generated);
            assert!(problems.is_empty(), "generated code rustc would refuse:\n{}\n--- document:\n{text}", problems.join("\n"));
        }
        Err(e) => panic!("a document of names only was refused:\n{e}\n--- document:\n{text}"),
    }
    Corpus::Keep
});
