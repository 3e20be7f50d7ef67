//! Generates a module from each fixture spec, exactly as a user's build script would, and a
//! `fixtures.rs` that declares one module per fixture.
//!
//! When the real-world corpus sits beside the repository (`../shared/corpus/progenitor-samples`,
//! as in CI), it also generates a types-only module from each of [`CORPUS_DOCS`] and
//! `corpus.rs`, which declares them and lists their JSON request bodies, for the differential
//! test (`tests/differential.rs`). Nothing of the corpus is copied into the repository; without
//! it the list is empty and `cfg(corpus_docs)` is not set. A corpus that appears later is
//! picked up once this script reruns (after a change to it or `cargo clean -p oapigen-tests`):
//! watching a missing path would rerun it, and rebuild the crate, on every build.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

/// Corpus documents whose request bodies the differential test covers: nexus (many constrained
/// bodies), propolis-server (recursive unions, unsigned formats, an enum body), keeper (inline
/// body schemas), buildomat (`application/json; charset=utf-8` bodies).
const CORPUS_DOCS: &[&str] = &["nexus", "propolis-server", "keeper", "buildomat"];

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = PathBuf::from(std::env::var("OUT_DIR")?);
    let mut names: Vec<String> = std::fs::read_dir("fixtures/specs")?
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".yaml"))
                .map(str::to_string)
        })
        .collect();
    names.sort();
    let mut modules = String::new();
    for name in &names {
        oapigen::Builder::new()
            .spec(format!("fixtures/specs/{name}.yaml"))
            .generate()?
            .write_module(out_dir.join(format!("{name}.rs")))?;
        modules.push_str(&format!(
            "/// Generated from `fixtures/specs/{name}.yaml`.\npub mod {name} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{name}.rs\"));\n}}\n"
        ));
    }
    // One fixture again, wrapped by `module_name`: the include declares `named_bodies`.
    oapigen::Builder::new()
        .spec("fixtures/specs/bodies.yaml")
        .module_name("named_bodies")
        .generate()?
        .write_module(out_dir.join("named_bodies.rs"))?;
    modules.push_str("include!(concat!(env!(\"OUT_DIR\"), \"/named_bodies.rs\"));\n");
    std::fs::write(out_dir.join("fixtures.rs"), modules)?;
    println!("cargo:rerun-if-changed=fixtures/specs");

    corpus(&out_dir)
}

/// `corpus.rs`: a `corpus` module with one module per document found, one `corpus_body_tests!`
/// invocation listing `test_name: module, "file", "json pointer", Type;` for every JSON request
/// body of those documents, and `CORPUS_MISSING`, the documents that were not found.
fn corpus(out_dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rustc-check-cfg=cfg(corpus_docs)");
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?).join("../../shared/corpus/progenitor-samples");
    let mut modules = String::from("/// Types-only modules generated from corpus documents.\npub mod corpus {\n");
    let mut bodies = String::from("corpus_body_tests! {\n");
    let mut missing = Vec::new();
    for doc in CORPUS_DOCS {
        let spec = dir.join(format!("{doc}.json"));
        if !spec.is_file() {
            missing.push(*doc);
            continue;
        }
        // The builder prints `cargo:rerun-if-changed` for the file.
        let generated = oapigen::Builder::new().spec(&spec).client(false).generate()?;
        let module = doc.replace('-', "_");
        generated.write_module(out_dir.join(format!("corpus_{module}.rs")))?;
        let _ = writeln!(
            modules,
            "    /// Generated from `{doc}.json`.\n    pub mod {module} {{\n        \
             include!(concat!(env!(\"OUT_DIR\"), \"/corpus_{module}.rs\"));\n    }}"
        );
        let api = generated.api();
        let mut seen = std::collections::BTreeSet::new();
        for op in &api.operations {
            let Some(body) = op.body.as_ref().filter(|b| b.kind == oapigen::ir::BodyKind::Json) else {
                continue;
            };
            let oapigen::ir::Shape::Named(id) = &body.shape else {
                return Err(format!(
                    "{doc}: the body of {} is not a named type ({:?}); extend the differential test",
                    op.id, body.shape
                )
                .into());
            };
            let ty = api.ty(*id);
            let (_, pointer) = ty.docs.origin.split_once('#').ok_or("a type without origin")?;
            if seen.insert(ty.name.clone()) {
                let _ = writeln!(
                    bodies,
                    "    {module}_{}: {module}, \"{doc}.json\", {pointer:?}, {};",
                    snake(&ty.name),
                    ty.name
                );
            }
        }
    }
    modules.push_str("}\n");
    bodies.push_str("}\n");
    let _ = writeln!(bodies, "/// Corpus documents not found (their bodies are not tested).");
    let _ = writeln!(bodies, "const CORPUS_MISSING: &[&str] = &{missing:?};");
    std::fs::write(out_dir.join("corpus.rs"), modules + &bodies)?;
    if missing.len() < CORPUS_DOCS.len() {
        println!("cargo::rustc-cfg=corpus_docs");
    }
    Ok(())
}

/// `PascalCase` → `snake_case`.
fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}
