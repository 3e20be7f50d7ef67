//! Nothing lost: writing

use super::*;

pub(crate) fn small() -> Generated {
    generate_ok(
        "small.yaml",
        format!("{HEAD}components:\n  schemas:\n    A: {{type: object, properties: {{x: {{type: string, maxLength: 3}}}}}}\n"),
    )
    .0
}

pub(crate) fn other() -> Generated {
    generate_ok(
        "other.yaml",
        format!("{HEAD}components:\n  schemas:\n    B: {{type: object, properties: {{y: {{type: integer}}}}}}\n"),
    )
    .0
}

/// Every file under `dir` with its bytes and modification time.
pub(crate) fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>, std::time::SystemTime)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let modified = e.metadata().unwrap().modified().unwrap();
                out.push((p.clone(), std::fs::read(&p).unwrap(), modified));
            }
        }
    }
    out.sort();
    out
}

pub(crate) fn no_staging_left(parent: &Path) {
    let names: Vec<String> = std::fs::read_dir(parent)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .all(|n| ![".oapigen-new", ".oapigen-old", ".oapigen-staging"]
                .iter()
                .any(|p| n.starts_with(p))),
        "left behind: {names:?}"
    );
}

#[test]
fn write_to_replaces_what_it_wrote_and_keeps_the_rest() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("client");
    small().write_to(&out).unwrap();
    std::fs::create_dir_all(out.join("target/debug")).unwrap();
    std::fs::write(out.join("target/debug/keep"), "build product").unwrap();
    std::fs::write(out.join("src/mine.rs"), "// not generated").unwrap();
    std::fs::write(out.join("Cargo.lock"), "# written by cargo").unwrap();
    other().write_to(&out).unwrap();
    assert!(
        std::fs::read_to_string(out.join("src/types.rs"))
            .unwrap()
            .contains("pub struct B")
    );
    assert_eq!(
        std::fs::read_to_string(out.join("src/mine.rs")).unwrap(),
        "// not generated",
        "a file the user wrote was touched"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("Cargo.lock")).unwrap(),
        "# written by cargo"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("target/debug/keep")).unwrap(),
        "build product"
    );
    assert!(other().check(&out).is_empty());
    no_staging_left(tmp.path());
}

#[test]
fn write_to_fails_cleanly_when_the_parent_is_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("not-a-dir");
    std::fs::write(&file, "precious").unwrap();
    let err = small().write_to(file.join("client")).unwrap_err();
    assert!(err.to_string().contains("not-a-dir"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious");
    no_staging_left(tmp.path());
    let err = small().write_module(file.join("api.rs")).unwrap_err();
    assert!(err.to_string().contains("not-a-dir"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious");
}

#[test]
fn write_to_fails_cleanly_when_a_file_cannot_be_created_and_keeps_the_previous_output() {
    // A parent path so long that the previous output's files fit under PATH_MAX (4096 on Linux)
    // but the staging directory's files do not: writing fails half-way, whoever we run as.
    let tmp = tempfile::tempdir().unwrap();
    let mut parent = tmp.path().to_path_buf();
    let want = 4096 - 28;
    loop {
        let rem = want - parent.as_os_str().len();
        if rem <= 201 {
            parent.push("e".repeat(rem - 1));
            break;
        }
        parent.push("d".repeat(if rem <= 402 { rem / 2 } else { 200 }));
    }
    assert_eq!(parent.as_os_str().len(), want);
    if std::fs::create_dir_all(&parent).is_err() {
        eprintln!("skipped: cannot create a {want}-byte path here");
        return;
    }
    let out = parent.join("o");
    std::fs::create_dir_all(out.join("src")).unwrap();
    std::fs::write(out.join("Cargo.toml"), "previous").unwrap();
    std::fs::write(out.join("src/lib.rs"), "// previous").unwrap();
    std::fs::write(out.join(oapigen::MANIFEST), "Cargo.toml\nsrc/lib.rs\n").unwrap();
    let before = snapshot(&out);
    let err = small().write_to(&out).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("cannot"), "{msg}");
    assert_eq!(before, snapshot(&out), "the previous output changed");
    no_staging_left(&parent);
    no_staging_left(&out);
}

#[test]
fn write_to_a_read_only_output_fails_cleanly() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("ro");
    small().write_to(&out).unwrap();
    let before = snapshot(&out);
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o555)).unwrap();
    let probe = out.join("probe");
    if std::fs::write(&probe, "").is_ok() {
        // Root ignores permissions; the test above covers a failing write for root.
        let _ = std::fs::remove_file(&probe);
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755)).unwrap();
        eprintln!("skipped: permissions are not enforced for this user");
        return;
    }
    let result = other().write_to(&out);
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755)).unwrap();
    let err = result.unwrap_err();
    assert!(err.to_string().contains("ro"), "{err}");
    assert_eq!(before, snapshot(&out), "the previous output changed");
    no_staging_left(&out);
}

#[test]
fn check_never_writes() {
    let tmp = tempfile::tempdir().unwrap();
    // A directory that does not exist stays absent.
    let missing = tmp.path().join("missing");
    let drift = small().check(&missing);
    assert!(!drift.is_empty());
    assert!(!missing.exists(), "check created the directory");
    // A directory with different content is left byte for byte and time for time.
    let out = tmp.path().join("client");
    small().write_to(&out).unwrap();
    std::fs::write(out.join("src/extra.rs"), "// mine").unwrap();
    let before = snapshot(&out);
    let drift = other().check(&out);
    assert!(
        drift.iter().all(|d| d.path != "src/extra.rs"),
        "a file oapigen did not write is not drift: {drift:?}"
    );
    assert!(drift.iter().any(|d| d.path == "src/types.rs"), "{drift:?}");
    assert_eq!(before, snapshot(&out));
    no_staging_left(tmp.path());
}

#[test]
fn write_module_replaces_only_a_module_oapigen_wrote() {
    let tmp = tempfile::tempdir().unwrap();
    let mine = tmp.path().join("petstore.rs");
    std::fs::write(&mine, "// my own code\npub fn keep() {}\n").unwrap();
    let err = small().write_module(&mine).unwrap_err();
    assert!(
        err.to_string().contains("oapigen did not write it") && err.to_string().contains("--force"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&mine).unwrap(),
        "// my own code\npub fn keep() {}\n"
    );
    // Its own output (and an empty file) it replaces.
    let ours = tmp.path().join("api.rs");
    small().write_module(&ours).unwrap();
    other().write_module(&ours).unwrap();
    assert!(std::fs::read_to_string(&ours).unwrap().contains("pub struct B"));
    let empty = tmp.path().join("empty.rs");
    std::fs::write(&empty, "").unwrap();
    small().write_module(&empty).unwrap();
    // Forced, the user's file is replaced.
    Builder::new()
        .spec_text(
            "small.yaml",
            format!("{HEAD}components:\n  schemas:\n    A: {{type: object}}\n"),
        )
        .force(true)
        .generate()
        .unwrap()
        .write_module(&mine)
        .unwrap();
    assert!(std::fs::read_to_string(&mine).unwrap().contains("require_runtime!"));
}
