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
    // And the client's rules, whose parameters name the schema module from the builders' module.
    oapigen::Builder::new()
        .spec("fixtures/specs/client_rules.yaml")
        .module_name("named_client_rules")
        .generate()?
        .write_module(out_dir.join("named_client_rules.rs"))?;
    modules.push_str("include!(concat!(env!(\"OUT_DIR\"), \"/named_client_rules.rs\"));\n");
    std::fs::write(out_dir.join("fixtures.rs"), modules)?;
    println!("cargo:rerun-if-changed=fixtures/specs");
    // The guide's build-script example (`docs/ways-in.md`) includes `api.rs` from `OUT_DIR` as a
    // user's `src/lib.rs` would: this writes it, from the README's tour document.
    oapigen::Builder::new()
        .spec("fixtures/readme/notes.yaml")
        .generate()?
        .write_module(out_dir.join("api.rs"))?;

    corpus(&out_dir)?;
    suite(&out_dir)
}

/// `suite.rs`: when the JSON Schema Test Suite sits beside the repository
/// (`../shared/corpus/json-schema-test-suite`), a types-only module generated from one OpenAPI 3.1
/// document whose components are the suite's draft 2020-12 schemas (each in a file of its own,
/// so that its `$ref`s and `$id`s mean what they mean in the suite), and the list of cases.
/// A group whose schema oapigen refuses is listed with the reason; one that needs a remote
/// document (`http://localhost:1234/…`, which a harness would serve) is listed as skipped.
fn suite(out_dir: &Path) -> Result<(), Box<dyn std::error::Error>> {
    println!("cargo::rustc-check-cfg=cfg(json_schema_suite)");
    let dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR")?)
        .join("../../shared/corpus/json-schema-test-suite/draft2020-12");
    let mut out = String::new();
    if !dir.is_dir() {
        std::fs::write(out_dir.join("suite.rs"), "")?;
        return Ok(());
    }
    println!("cargo:rerun-if-changed={}", dir.display());
    let work = out_dir.join("suite");
    std::fs::create_dir_all(&work)?;
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)?.flatten().map(|e| e.path()).collect();
    files.retain(|p| p.extension().is_some_and(|e| e == "json"));
    files.sort();
    let mut components = serde_json::Map::new();
    let mut cases = String::new();
    let mut refused = String::new();
    let mut skipped = String::new();
    let mut index = 0usize;
    for file in &files {
        let file_name = file
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_string();
        let groups: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(file)?)?;
        for (g, group) in groups.as_array().into_iter().flatten().enumerate() {
            let label = format!(
                "{file_name} #{g}: {}",
                group["description"].as_str().unwrap_or_default()
            );
            let schema = &group["schema"];
            let text = serde_json::to_string(schema)?;
            if text.contains("http://localhost:1234") {
                let _ = writeln!(
                    skipped,
                    "    ({label:?}, \"references a remote document served by a test harness (http://localhost:1234/…); oapigen reads local files only\"),"
                );
                continue;
            }
            let name = format!("S{index}");
            index += 1;
            std::fs::write(work.join(format!("{name}.json")), &text)?;
            let one = serde_json::json!({
                "openapi": "3.1.0",
                "info": {"title": "suite", "version": "1"},
                "paths": {},
                "components": {"schemas": {name.clone(): {"$ref": format!("{name}.json")}}},
            });
            let one_path = work.join(format!("{name}.openapi.json"));
            std::fs::write(&one_path, serde_json::to_string(&one)?)?;
            let alone = oapigen::Builder::new()
                .spec(&one_path)
                .client(false)
                .emit_rerun_if_changed(false)
                .generate();
            if let Err(e) = alone {
                let reason = e.to_string().replace('\n', " ");
                let _ = writeln!(refused, "    ({label:?}, {reason:?}),");
                continue;
            }
            components.insert(name.clone(), serde_json::json!({"$ref": format!("{name}.json")}));
            for case in group["tests"].as_array().into_iter().flatten() {
                let data = serde_json::to_string(&case["data"])?;
                let valid = case["valid"].as_bool().unwrap_or(false);
                let description = format!("{label} / {}", case["description"].as_str().unwrap_or_default());
                let _ = writeln!(
                    cases,
                    "    Case {{ file: {file_name:?}, label: {description:?}, data: {data:?}, valid: {valid}, json: <suite::types::{name} as ValidateJson>::validate_json, typed: typed::<suite::types::{name}>, user: user::<suite::types::{name}> }},"
                );
            }
        }
    }
    let doc = serde_json::json!({
        "openapi": "3.1.0",
        "info": {"title": "JSON Schema Test Suite", "version": "1"},
        "paths": {},
        "components": {"schemas": components},
    });
    let doc_path = work.join("openapi.json");
    std::fs::write(&doc_path, serde_json::to_string(&doc)?)?;
    oapigen::Builder::new()
        .spec(&doc_path)
        .client(false)
        .emit_rerun_if_changed(false)
        .module_name("suite")
        .generate()?
        .write_module(out_dir.join("suite_types.rs"))?;
    let _ = writeln!(out, "include!(concat!(env!(\"OUT_DIR\"), \"/suite_types.rs\"));");
    let _ = writeln!(
        out,
        "/// Every case of the groups oapigen generates.\nconst CASES: &[Case] = &[\n{cases}];"
    );
    let _ = writeln!(
        out,
        "/// Groups oapigen refuses, with the reason.\nconst REFUSED: &[(&str, &str)] = &[\n{refused}];"
    );
    let _ = writeln!(
        out,
        "/// Groups not run, with the reason.\nconst SKIPPED: &[(&str, &str)] = &[\n{skipped}];"
    );
    let _ = writeln!(
        out,
        "/// Groups in the suite.\nconst GROUPS: usize = {};",
        index + skipped.lines().count()
    );
    std::fs::write(out_dir.join("suite.rs"), out)?;
    println!("cargo::rustc-cfg=json_schema_suite");
    Ok(())
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
            let pointer = &ty.pointer;
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
