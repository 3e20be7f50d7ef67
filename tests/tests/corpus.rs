//! Every real-world document in `../shared/corpus/` generates, and the output parses as Rust.
//! (Compiling each crate is `bench/corpus.sh`, which `.ci/run` runs.) Skips with a message when
//! the corpus folder is absent, as in a fresh clone of this repository alone.

use std::path::PathBuf;

#[test]
fn every_corpus_document_generates_parsable_rust() {
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../shared/corpus/progenitor-samples");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        eprintln!(
            "skipped: {} not found (the corpus sits beside the repository in CI)",
            dir.display()
        );
        return;
    };
    let mut specs: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json" || e == "yaml"))
        .collect();
    specs.sort();
    let mut failures = Vec::new();
    for spec in &specs {
        match oapigen::Builder::new()
            .spec(spec)
            .emit_rerun_if_changed(false)
            .generate()
        {
            Ok(g) => {
                for (path, text) in g.files() {
                    if path.ends_with(".rs") {
                        if let Err(e) = syn::parse_file(text) {
                            failures.push(format!("{}: {path} does not parse: {e}", spec.display()));
                        }
                    }
                }
                eprintln!(
                    "{}: {} files, {} warnings",
                    spec.display(),
                    g.files().len(),
                    g.warnings().len()
                );
            }
            Err(e) => failures.push(format!("{}:\n{e}", spec.display())),
        }
    }
    assert!(
        specs.len() >= 8,
        "expected the 9 corpus documents, found {}",
        specs.len()
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
