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
