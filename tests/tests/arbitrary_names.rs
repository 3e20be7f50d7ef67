//! Crates generated from documents whose every name is arbitrary text compile, with every
//! feature and with none, and `cargo clippy -D warnings` finds nothing in them (issue 50): the
//! documents of `generator/tests/robustness/names_document.rs` (the property test there checks
//! many more that the output parses), beside a fixture per shape that once panicked or warned.
//!
//! One workspace of small crates, checked by one cargo run in `target/nested-cargo` (the
//! directory the other nested builds share, so dependencies are built once).

use std::path::{Path, PathBuf};
use std::process::Command;

#[path = "../../generator/tests/robustness/names_document.rs"]
mod names_document;

use names_document::{NASTY, document};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

/// A branch of a union named after the union with a suffix (`X`, `X-2`): the generator panicked
/// (`Ident cannot be a number`).
const SUFFIXED_BRANCH: &str = r##"
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

/// Branches named after their union in lower case (`Ip`, `Ipv4`, `Ipv6`), enum values that differ
/// only by case or clean to one name, and two branches of a discriminated union that carry the
/// same value (`unreachable pattern`, lowercase variants and duplicate names).
const SHARED_VALUES: &str = r##"
openapi: 3.0.3
info: {title: Shapes, version: "1"}
paths:
  /items:
    post:
      operationId: createItem
      requestBody:
        required: true
        content: {application/json: {schema: {$ref: "#/components/schemas/Input"}}}
      responses:
        "200": {description: OK, content: {application/json: {schema: {$ref: "#/components/schemas/Ip"}}}}
components:
  schemas:
    Ip:
      oneOf:
        - $ref: "#/components/schemas/Ipv4"
        - $ref: "#/components/schemas/Ipv6"
    Ipv4: {type: object, properties: {v4: {type: string}}, required: [v4]}
    Ipv6: {type: object, properties: {v6: {type: string}}, required: [v6]}
    Version: {type: string, enum: [v4, V4, v-4, v6, "v_6", "", " "]}
    Message: {type: object, properties: {type: {type: string, enum: [message]}, role: {type: string}, content: {type: string}}, required: [type, role]}
    Output: {type: object, properties: {type: {type: string, enum: [message]}, id: {type: string}}, required: [type, id]}
    Call: {type: object, properties: {type: {type: string, enum: [call]}, name: {type: string}}, required: [type]}
    Input:
      type: object
      properties:
        version: {$ref: "#/components/schemas/Version"}
        item:
          oneOf:
            - $ref: "#/components/schemas/Message"
            - $ref: "#/components/schemas/Output"
            - $ref: "#/components/schemas/Call"
          discriminator: {propertyName: type}
"##;

#[test]
fn crates_of_arbitrary_names_compile_without_warnings() {
    let repo = repo();
    let tmp = tempfile::tempdir().unwrap();
    let ws = tmp.path();
    let mut docs: Vec<(String, String)> = vec![
        ("suffixed-branch".into(), SUFFIXED_BRANCH.into()),
        ("shared-values".into(), SHARED_VALUES.into()),
    ];
    // The nasty texts in every role, from three starting points and both versions; then texts of
    // a fixed pseudo-random mix of them with separators, as the property test makes them.
    for (i, shift) in [0usize, 29, 58].into_iter().enumerate() {
        let names: Vec<String> = NASTY
            .iter()
            .cycle()
            .skip(shift)
            .take(NASTY.len())
            .map(|s| s.to_string())
            .collect();
        docs.push((
            format!("nasty-{i}"),
            serde_json::to_string_pretty(&document(&names, i % 2 == 0)).unwrap(),
        ));
    }
    let mut state = 0x6e61_6d65u64;
    let mut next = move || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (state >> 33) as usize
    };
    for i in 0..2 {
        let names: Vec<String> = (0..60)
            .map(|_| {
                let a = NASTY[next() % NASTY.len()];
                let b = NASTY[next() % NASTY.len()];
                [
                    a.to_string(),
                    format!("{a} {b}"),
                    format!("{a}-{b}"),
                    format!("{a}{b}"),
                    format!("{a}_2"),
                ][next() % 5]
                    .clone()
            })
            .collect();
        docs.push((
            format!("mixed-{i}"),
            serde_json::to_string_pretty(&document(&names, i == 0)).unwrap(),
        ));
    }

    let mut members = Vec::new();
    for (name, text) in &docs {
        let crate_name = format!("names-{name}");
        let file = if text.trim_start().starts_with('{') {
            "doc.json"
        } else {
            "doc.yaml"
        };
        let generated = oapigen::Builder::new()
            .spec_text(file, text.clone())
            .crate_name(&crate_name)
            .publish(false)
            .runtime(oapigen::RuntimeDep::Path(repo.join("runtime").display().to_string()))
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap_or_else(|e| panic!("{name} was refused:\n{e}\n--- document:\n{text}"));
        generated.write_to(ws.join(&crate_name)).unwrap();
        std::fs::write(ws.join(&crate_name).join(file), text).unwrap();
        members.push(format!("\"{crate_name}\""));
    }
    std::fs::write(
        ws.join("Cargo.toml"),
        format!("[workspace]\nresolver = \"3\"\nmembers = [{}]\n", members.join(", ")),
    )
    .unwrap();
    std::fs::copy(repo.join("Cargo.lock"), ws.join("Cargo.lock")).unwrap();
    for features in [&["--all-features"][..], &["--no-default-features"][..]] {
        clippy(ws, features);
    }
}

fn clippy(ws: &Path, features: &[&str]) {
    let out = Command::new(env!("CARGO"))
        .args(["clippy", "--workspace", "--offline", "-q"])
        .args(features)
        .args(["--", "-D", "warnings"])
        .current_dir(ws)
        .env("CARGO_TARGET_DIR", repo().join("target/nested-cargo"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    // The crates are kept when the check fails, to read what it found.
    if !out.status.success() {
        let kept = repo().join("target/arbitrary-names");
        let _ = std::fs::remove_dir_all(&kept);
        copy_dir(ws, &kept);
        panic!(
            "clippy {features:?} on crates of arbitrary names failed (crates in {}):\n{stderr}",
            kept.display()
        );
    }
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let target = to.join(e.file_name());
        if e.path().is_dir() {
            copy_dir(&e.path(), &target);
        } else {
            std::fs::copy(e.path(), target).unwrap();
        }
    }
}
