//! The whole pipeline: bytes → load → IR → emit. Any document may be refused (with diagnostics),
//! but none may panic, hang or overflow the stack; and when one is accepted, every generated Rust
//! file must parse with `syn`, the `include!` form too, and `Cargo.toml` must be TOML.

#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data).into_owned();
    // `generate` runs the pipeline on its own thread; a panic there is caught and becomes an
    // "internal error" diagnostic, but libFuzzer's panic hook aborts first, so it is a crash.
    let result = oapigen::Builder::new()
        .spec_text("fuzz.yaml", text)
        .emit_rerun_if_changed(false)
        .generate();
    match result {
        Ok(generated) => {
            for (path, body) in generated.files() {
                if path.ends_with(".rs") {
                    if let Err(e) = syn::parse_file(&body) {
                        panic!("generated {path} does not parse: {e}\n----\n{body}");
                    }
                } else if path == "Cargo.toml" {
                    if let Err(e) = body.parse::<toml::Table>() {
                        panic!("generated Cargo.toml is not TOML: {e}\n----\n{body}");
                    }
                }
            }
            let module = generated.module_source();
            if let Err(e) = syn::parse_file(&module) {
                panic!("module_source() does not parse: {e}\n----\n{module}");
            }
        }
        Err(e) => {
            let diags = e.diagnostics();
            assert!(!diags.is_empty(), "a refused document must say why");
            for d in diags {
                assert!(
                    !d.message.contains("internal error"),
                    "the generator failed on its own output: {d}"
                );
            }
            let _ = e.to_string();
        }
    }
});
