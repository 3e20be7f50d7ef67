//! The whole pipeline: bytes → load → IR → emit. Any document may be refused (with diagnostics),
//! but none may panic, hang or overflow the stack; and when one is accepted, the output must be
//! something rustc accepts as far as can be checked without compiling (`oapigen_fuzz::
//! generation_problems`): every Rust file and the `include!` form parse with `syn`, no character
//! rustc refuses (a bare CR, a text-direction control), nothing defined twice, no type alias that
//! contains itself, no shadowed prelude value; `Cargo.toml` is TOML.
//!
//! `OAPIGEN_FUZZ_SKIP_INPUTS_WITH` (`|`-separated substrings) makes inputs that contain one of them
//! uninteresting: a way for a long run to look past a bug that is already reported.

#![no_main]

use std::sync::OnceLock;

use libfuzzer_sys::{Corpus, fuzz_target};

fn skipped(text: &str) -> bool {
    static SKIP: OnceLock<Vec<String>> = OnceLock::new();
    SKIP.get_or_init(|| {
        std::env::var("OAPIGEN_FUZZ_SKIP_INPUTS_WITH")
            .map(|v| v.split('|').filter(|s| !s.is_empty()).map(str::to_string).collect())
            .unwrap_or_default()
    })
    .iter()
    .any(|s| text.contains(s.as_str()))
}

fuzz_target!(|data: &[u8]| -> Corpus {
    let text = String::from_utf8_lossy(data).into_owned();
    if skipped(&text) {
        return Corpus::Reject;
    }
    // `generate` runs the pipeline on its own thread; a panic there is caught and becomes an
    // "internal error" diagnostic, but libFuzzer's panic hook aborts first, so it is a crash.
    let result = oapigen::Builder::new()
        .spec_text("fuzz.yaml", text)
        .emit_rerun_if_changed(false)
        .generate();
    match result {
        Ok(generated) => {
            let problems = oapigen_fuzz::generation_problems(&generated);
            assert!(
                problems.is_empty(),
                "generated code rustc would refuse:\n{}",
                problems.join("\n")
            );
        }
        Err(e) => {
            let diags = e.diagnostics();
            assert!(!diags.is_empty(), "a refused document must say why");
            for d in diags {
                // The generator's own failures (a panic it caught, output that does not parse)
                // say so first; a document's text may appear later in any message.
                assert!(
                    !d.message.starts_with("internal error"),
                    "the generator failed on its own output: {d}"
                );
            }
            let _ = e.to_string();
        }
    }
    Corpus::Keep
});
