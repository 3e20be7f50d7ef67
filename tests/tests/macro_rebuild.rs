//! A crate whose client `oapigen_macros::generate!` expands is rebuilt when its document, a file the
//! document `$ref`s or its overlay changes, and only then; a problem in the document or in the
//! macro's settings fails the build at the macro's argument, with the generator's located report. A
//! copy of `fixtures/consumer-macro` is built with cargo, edited and rebuilt.

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

/// `cargo build -v` of the crate: whether it built, and what cargo and the compiler said.
fn build(dir: &Path, target: &Path) -> (bool, String) {
    let out = Command::new(env!("CARGO"))
        .args(["build", "--offline", "-v"])
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", target)
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap();
    (out.status.success(), String::from_utf8_lossy(&out.stderr).into_owned())
}

fn builds(dir: &Path, target: &Path) -> String {
    let (ok, log) = build(dir, target);
    assert!(ok, "cargo build failed:\n{log}");
    log
}

fn fails(dir: &Path, target: &Path) -> String {
    let (ok, log) = build(dir, target);
    assert!(!ok, "cargo build succeeded:\n{log}");
    log
}

/// Replaces `from` (which must be there) with `to` in the file.
fn edit(path: &Path, from: &str, to: &str) {
    let text = std::fs::read_to_string(path).unwrap();
    assert!(text.contains(from), "{} has no {from:?}", path.display());
    std::fs::write(path, text.replacen(from, to, 1)).unwrap();
}

/// The 1-based line and column of `what` in `text`.
fn position(text: &str, what: &str) -> (usize, usize) {
    let at = text.find(what).unwrap_or_else(|| panic!("no {what:?}"));
    let line = text[..at].matches('\n').count() + 1;
    (line, at - text[..at].rfind('\n').map_or(0, |i| i + 1) + 1)
}

#[test]
fn editing_any_file_the_document_reads_expands_it_again_and_errors_point_at_the_macro() {
    let repo = repo();
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("consumer");
    copy_dir(&repo.join("tests/fixtures/consumer-macro"), &dir);
    // Stand-alone: absolute paths to this repository's crates, its own workspace, our lock file.
    let manifest = std::fs::read_to_string(dir.join("Cargo.toml")).unwrap();
    let manifest = manifest.replace("../../../", &format!("{}/", repo.display()));
    let manifest = manifest.split("[dev-dependencies]").next().unwrap().to_string() + "\n[workspace]\n";
    std::fs::write(dir.join("Cargo.toml"), manifest).unwrap();
    std::fs::copy(repo.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    // Shared with buildrs_rerun.rs and vendored_runtime.rs, so that dependencies are built once.
    let target = repo.join("target/nested-cargo");
    let (lib, spec, schema, overlay) = (
        dir.join("src/lib.rs"),
        dir.join("openapi.yaml"),
        dir.join("schemas/note.yaml"),
        dir.join("oapigen.overlay.yaml"),
    );
    let originals: Vec<(PathBuf, String)> = [&lib, &spec, &schema, &overlay]
        .iter()
        .map(|p| (p.to_path_buf(), std::fs::read_to_string(p).unwrap()))
        .collect();
    let restore = || {
        for (path, text) in &originals {
            std::fs::write(path, text).unwrap();
        }
    };

    builds(&dir, &target);
    // Nothing changed: nothing is compiled again.
    let log = builds(&dir, &target);
    assert!(log.contains("Fresh consumer-macro"), "{log}");

    // A member the file the document `$ref`s now requires: `new_note`'s struct literal lacks it.
    edit(&schema, "required: [text]", "required: [text, title]");
    edit(&schema, "properties:\n", "properties:\n    title: {type: string}\n");
    let log = fails(&dir, &target);
    assert!(
        log.contains("missing field `title` in initializer of `NewNote`"),
        "{log}"
    );
    restore();

    // The overlay no longer pages the list: `all_notes` calls `collect_all`, which paging gives.
    edit(
        &overlay,
        "x-oapigen-pagination: {limit: limit, offset: offset, items: /results, count: /count}",
        "summary: One page.",
    );
    let log = fails(&dir, &target);
    assert!(log.contains("no method named `collect_all`"), "{log}");
    restore();
    builds(&dir, &target);

    // The document itself, broken: the generator's report (file, line and column, JSON pointer,
    // keyword), at the macro's argument naming the document.
    edit(
        &spec,
        "id: {type: integer, format: int64}",
        "id: {type: intger, format: int64}",
    );
    let log = fails(&dir, &target);
    let text = std::fs::read_to_string(&spec).unwrap();
    let (line, column) = position(&text, "type: intger");
    let report = format!(
        "error: openapi.yaml:{line}:{column}: at #/components/schemas/Note/properties/id/type (keyword `type`): unknown type `intger`"
    );
    assert!(log.contains(&report), "{report}\n{log}");
    let (line, column) = position(&originals[0].1, "\"openapi.yaml\"");
    let at = format!("--> src/lib.rs:{line}:{column}");
    assert!(log.contains(&at), "{at}\n{log}");
    assert!(log.contains("oapigen: 1 error(s) in the document"), "{log}");
    restore();

    // A key `oapigen.toml` does not have, and one that changes nothing here: refused, at the key.
    let settings = "    module_name = \"notes\",\n";
    edit(
        &lib,
        settings,
        &format!("{settings}    nonsense = true,\n    crate_name = \"notes\",\n"),
    );
    let log = fails(&dir, &target);
    let text = std::fs::read_to_string(&lib).unwrap();
    let (line, column) = position(&text, "nonsense");
    assert!(
        log.contains("error: settings: unknown field `nonsense`, expected one of `spec`, `overlays`"),
        "{log}"
    );
    assert!(log.contains(&format!("--> src/lib.rs:{line}:{column}")), "{log}");
    edit(&lib, "    nonsense = true,\n", "");
    let log = fails(&dir, &target);
    let text = std::fs::read_to_string(&lib).unwrap();
    let (line, column) = position(&text, "crate_name");
    assert!(
        log.contains(
            "error: settings: `crate_name` does not apply to `generate!`: it describes a generated crate's Cargo.toml"
        ),
        "{log}"
    );
    assert!(log.contains(&format!("--> src/lib.rs:{line}:{column}")), "{log}");
    restore();
    builds(&dir, &target);
}
