//! Golden files: the module generated from each fixture in `fixtures/specs/` is compared with
//! `golden/<name>.rs`. Review a diff, then regenerate with `OAPIGEN_BLESS=1 cargo test --test golden`.
//! The same modules are compiled by this crate's build script (see `src/lib.rs`).

use std::path::PathBuf;

#[test]
fn generated_modules_match_the_golden_files() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let bless = std::env::var_os("OAPIGEN_BLESS").is_some();
    let mut specs: Vec<PathBuf> = std::fs::read_dir(dir.join("fixtures/specs"))
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    specs.sort();
    assert!(specs.len() >= 4, "fixtures missing: {specs:?}");
    let mut stale = Vec::new();
    for spec in &specs {
        let name = spec.file_stem().unwrap().to_string_lossy().into_owned();
        let source = oapigen::Builder::new()
            .spec(spec)
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap_or_else(|e| panic!("{name}: {e}"))
            .module_source();
        syn::parse_file(&source).unwrap_or_else(|e| panic!("{name}: generated code does not parse: {e}"));
        let golden = dir.join("golden").join(format!("{name}.rs"));
        if bless {
            std::fs::create_dir_all(golden.parent().unwrap()).unwrap();
            std::fs::write(&golden, &source).unwrap();
        } else if std::fs::read_to_string(&golden).ok().as_deref() != Some(source.as_str()) {
            stale.push(name);
        }
    }
    assert!(
        stale.is_empty(),
        "golden files differ for {stale:?}; review with OAPIGEN_BLESS=1 and git diff"
    );
}

/// The constructs issue 23 found in generated code, which a careful person would not write: none
/// is left in the goldens or in `generated/` (where a name clash forces one, the file is one
/// that defines the clashing name).
#[test]
fn generated_code_has_nothing_a_person_would_delete() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let mut files: Vec<PathBuf> = Vec::new();
    for sub in ["golden", "../generated/src"] {
        for e in std::fs::read_dir(dir.join(sub)).unwrap().flatten() {
            if e.path().extension().is_some_and(|x| x == "rs") {
                files.push(e.path());
            }
        }
    }
    files.sort();
    assert!(files.len() >= 8, "{files:?}");
    let mut found = Vec::new();
    for path in &files {
        let text = std::fs::read_to_string(path).unwrap();
        let name = path.display().to_string();
        let mut bad = |what: &str, hit: bool| {
            if hit {
                found.push(format!("{name}: {what}"));
            }
        };
        // An error return that can never run.
        bad("an empty `missing(&[])`", text.contains("missing(&[])"));
        bad("an empty `missing_members(&[])`", text.contains("missing_members(&[])"));
        // A required member wrapped to be unwrapped.
        bad("`Some(&response…)`", text.contains("Some(&response"));
        // A suffix the parameter's type makes useless (`check::max_length(…, 255u64)`).
        let suffixed = text
            .match_indices("u64)")
            .any(|(i, _)| text[..i].ends_with(|c: char| c.is_ascii_digit()));
        bad("a `u64`-suffixed count", suffixed);
        // Spelled out in full: no generated item may take a prelude name (the hostile fixture's
        // `Option`, `String`, `Default` … are renamed), so the short name always means it.
        for full in [
            "::std::option::Option",
            "::std::string::String",
            "::std::vec::Vec",
            "::std::boxed::Box",
            "::std::default::Default",
            "::std::convert::Into",
            "::std::convert::From",
            "::std::iter::IntoIterator",
            "::oapigen_runtime::Nullable::is_absent",
        ] {
            bad(&format!("`{full}`"), text.contains(full));
        }
        // Kept only where a member's setter is named `default`.
        let qualified = text.matches("as Default>::default()").count();
        let setters = text.matches("pub fn default(").count();
        bad("`<XBuilder as Default>::default()`", qualified > setters);
    }
    // The cloud client's task state is an enum: matched by its variants, not as text.
    let client = std::fs::read_to_string(dir.join("../generated/src/client.rs")).unwrap();
    if client.contains("match task.state.as_str()") {
        found.push("generated/src/client.rs: the enum task state matched as text".into());
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
}
