//! A build-script consumer regenerates its client when its spec, a file the spec `$ref`s, or
//! its overlay changes, and only then: a copy of `fixtures/consumer-buildrs` is built with cargo, edited,
//! and rebuilt.

use std::path::{Path, PathBuf};
use std::process::Command;

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

fn copy_dir(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for e in std::fs::read_dir(from).unwrap().flatten() {
        let name = e.file_name();
        if name == "target" || name == "tests" {
            continue;
        }
        if e.path().is_dir() {
            copy_dir(&e.path(), &to.join(&name));
        } else {
            std::fs::copy(e.path(), to.join(&name)).unwrap();
        }
    }
}

fn build(dir: &Path, target: &Path) -> String {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline", "-v"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr).into_owned();
    assert!(out.status.success(), "cargo build failed:\n{stderr}");
    stderr
}

fn generated_module(target: &Path) -> String {
    let build = target.join("debug/build");
    let mut newest: Option<(std::time::SystemTime, PathBuf)> = None;
    for e in std::fs::read_dir(&build).unwrap().flatten() {
        let api = e.path().join("out/api.rs");
        if e.file_name().to_string_lossy().starts_with("consumer-buildrs-") && api.exists() {
            let t = std::fs::metadata(&api).unwrap().modified().unwrap();
            if newest.as_ref().is_none_or(|(n, _)| t > *n) {
                newest = Some((t, api));
            }
        }
    }
    std::fs::read_to_string(newest.expect("no generated api.rs").1).unwrap()
}

#[test]
fn editing_a_referenced_file_regenerates_and_nothing_else_does() {
    let repo = repo();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("consumer");
    copy_dir(&repo.join("tests/fixtures/consumer-buildrs"), &dir);
    // Stand-alone: absolute paths to this repository's crates, its own workspace, our lock file.
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let manifest = manifest.replace("../../../", &format!("{}/", repo.display()));
    let manifest = manifest.split("[dev-dependencies]").next().unwrap().to_string() + "\n[workspace]\n";
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(repo.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    // Shared with vendored_runtime.rs, so that dependencies are built once.
    let target = repo.join("target/nested-cargo");

    build(&dir, &target);
    let before = generated_module(&target);
    assert!(before.contains("pub struct NewTodo"), "{before}");
    assert!(!before.contains("due_date"));

    // Nothing changed: the build script does not run again.
    let log = build(&dir, &target);
    assert!(log.contains("Fresh consumer-buildrs"), "{log}");

    // A change in the file the spec `$ref`s regenerates the client.
    let schema = dir.join("schemas/todo.yaml");
    let text = std::fs::read_to_string(&schema).unwrap();
    std::fs::write(&schema, format!("{text}    due_date: {{type: string, format: date}}\n")).unwrap();
    let log = build(&dir, &target);
    assert!(log.contains("Running") && log.contains("build-script-build"), "{log}");
    let after = generated_module(&target);
    assert!(after.contains("pub due_date: Option<Date>"), "{after}");

    // So does a change in an overlay: here it stops adding the pagination extension.
    assert!(
        after.contains("pub fn stream("),
        "pagination from the overlay:\n{after}"
    );
    let overlay = dir.join("oapigen.overlay.yaml");
    let overlay_text = std::fs::read_to_string(&overlay).unwrap();
    std::fs::write(
        &overlay,
        overlay_text.replace(
            "x-oapigen-pagination: {limit: limit, offset: offset, items: /results, count: /count}",
            "summary: Lists the todos, one page.",
        ),
    )
    .unwrap();
    let log = build(&dir, &target);
    assert!(log.contains("Running") && log.contains("build-script-build"), "{log}");
    let after = generated_module(&target);
    assert!(
        !after.contains("pub fn stream(") && after.contains("Lists the todos, one page."),
        "{after}"
    );
    std::fs::write(&overlay, overlay_text).unwrap();

    // A broken spec fails the build with a located, actionable message.
    std::fs::write(&schema, format!("{text}    due_date: {{type: strin}}\n")).unwrap();
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline"])
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", &target)
        .output()
        .unwrap();
    assert!(!out.status.success());
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("todo.yaml")
            && stderr.contains("/NewTodo/properties/due_date/type")
            && stderr.contains("unknown type `strin`"),
        "{stderr}"
    );
}
