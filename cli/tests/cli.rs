//! The `oapigen` command: --check, atomic output, failures that leave everything as it was.

use std::path::Path;
use std::process::Command;

const SPEC: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: getA\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {type: string, maxLength: 3}\n";

fn oapigen(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_oapigen"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn snapshot(dir: &Path) -> Vec<(String, Vec<u8>)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            if e.path().is_dir() {
                todo.push(e.path());
            } else {
                out.push((e.path().display().to_string(), std::fs::read(e.path()).unwrap()));
            }
        }
    }
    out.sort();
    out
}

#[test]
fn generate_then_check_then_drift() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    let out = oapigen(
        tmp.path(),
        &["generate", "api.yaml", "--out", "client", "--crate-name", "my-client"],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let cargo = std::fs::read_to_string(tmp.path().join("client/Cargo.toml")).unwrap();
    assert!(cargo.contains("name = \"my-client\""));

    let check = oapigen(
        tmp.path(),
        &[
            "generate",
            "api.yaml",
            "--out",
            "client",
            "--crate-name",
            "my-client",
            "--check",
        ],
    );
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));

    // Edit the spec: --check must fail, name the file, and write nothing.
    std::fs::write(
        tmp.path().join("api.yaml"),
        SPEC.replace("maxLength: 3", "maxLength: 4"),
    )
    .unwrap();
    let before = snapshot(&tmp.path().join("client"));
    let check = oapigen(
        tmp.path(),
        &[
            "generate",
            "api.yaml",
            "--out",
            "client",
            "--crate-name",
            "my-client",
            "--check",
        ],
    );
    assert_eq!(check.status.code(), Some(1));
    let stderr = String::from_utf8_lossy(&check.stderr);
    assert!(stderr.contains("differs: src/types.rs"), "{stderr}");
    assert!(stderr.contains("2 file(s)"), "{stderr}");
    assert_eq!(before, snapshot(&tmp.path().join("client")), "--check wrote something");
}

#[test]
fn a_failed_generation_leaves_the_previous_output() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    assert!(
        oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client"])
            .status
            .success()
    );
    let before = snapshot(&tmp.path().join("client"));
    std::fs::write(
        tmp.path().join("api.yaml"),
        SPEC.replace("maxLength: 3", "maxLength: -3"),
    )
    .unwrap();
    let out = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("maxLength"));
    assert_eq!(before, snapshot(&tmp.path().join("client")));
    // No staging directories are left behind.
    let names: Vec<_> = std::fs::read_dir(tmp.path())
        .unwrap()
        .flatten()
        .map(|e| e.file_name().into_string().unwrap())
        .collect();
    assert!(names.iter().all(|n| !n.starts_with(".oapigen")), "{names:?}");
}

#[test]
fn config_file_supplies_defaults() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    std::fs::write(
        tmp.path().join("oapigen.toml"),
        "spec = \"api.yaml\"\nout = \"gen\"\ncrate_name = \"from-config\"\n",
    )
    .unwrap();
    let out = oapigen(tmp.path(), &["generate"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(
        std::fs::read_to_string(tmp.path().join("gen/Cargo.toml"))
            .unwrap()
            .contains("from-config")
    );
    std::fs::write(tmp.path().join("oapigen.toml"), "nonsense = 1\n").unwrap();
    let out = oapigen(tmp.path(), &["generate"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("oapigen.toml"));
}

#[test]
fn diff_reports_public_api_changes_and_breaking_ones_fail() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    assert!(
        oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client"])
            .status
            .success()
    );
    let same = oapigen(tmp.path(), &["diff", "api.yaml", "--out", "client"]);
    assert!(same.status.success());
    assert!(String::from_utf8_lossy(&same.stderr).contains("no change"));
    // A new operation is an addition (not breaking).
    let added = SPEC.replace(
        "paths:\n",
        "paths:\n  /b:\n    get:\n      operationId: getB\n      responses:\n        '204': {description: ok}\n",
    );
    std::fs::write(tmp.path().join("api.yaml"), &added).unwrap();
    let out = oapigen(tmp.path(), &["diff", "api.yaml", "--out", "client"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    assert!(stdout.contains("+ added    fn client::Client::get_b"), "{stdout}");
    // Removing getA breaks callers.
    let removed = added.replace(
        "  /a:\n    get:\n      operationId: getA",
        "  /a:\n    get:\n      operationId: fetchA",
    );
    std::fs::write(tmp.path().join("api.yaml"), removed).unwrap();
    let out = oapigen(tmp.path(), &["diff", "api.yaml", "--out", "client"]);
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(1), "{stdout}");
    assert!(
        stdout.contains("- removed  fn client::Client::get_a") && stdout.contains("(breaking)"),
        "{stdout}"
    );
}

#[test]
fn module_output_with_a_name_and_its_check() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    let args = ["generate", "api.yaml", "--module", "src/api.rs", "--module-name", "api"];
    let out = oapigen(tmp.path(), &args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let module = std::fs::read_to_string(tmp.path().join("src/api.rs")).unwrap();
    assert!(module.contains("\npub mod api {\n"), "{module}");
    assert!(!tmp.path().join("generated").exists(), "no crate is written");

    let check = oapigen(tmp.path(), &[&args[..], &["--check"]].concat());
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    std::fs::write(
        tmp.path().join("src/api.rs"),
        module.replace("pub mod api {", "pub mod apx {"),
    )
    .unwrap();
    let check = oapigen(tmp.path(), &[&args[..], &["--check"]].concat());
    assert_eq!(check.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&check.stderr).contains("differs: src/api.rs"));

    // The same from oapigen.toml.
    std::fs::write(
        tmp.path().join("oapigen.toml"),
        "spec = \"api.yaml\"\nmodule = \"src/api.rs\"\nmodule_name = \"api\"\n",
    )
    .unwrap();
    assert!(oapigen(tmp.path(), &["generate"]).status.success());
    assert_eq!(std::fs::read_to_string(tmp.path().join("src/api.rs")).unwrap(), module);

    // A module name without module output, and a module that should vendor the runtime: refused.
    let out = oapigen(
        tmp.path(),
        &["generate", "api.yaml", "--out", "c", "--module-name", "api"],
    );
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("module output only"));
    let out = oapigen(tmp.path(), &["generate", "--vendor-runtime"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(String::from_utf8_lossy(&out.stderr).contains("module output cannot vendor the runtime"));
    let out = oapigen(tmp.path(), &["diff"]);
    assert_eq!(out.status.code(), Some(2));
}

#[test]
fn runtime_dependency_from_flags_and_config() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    let manifest = |args: &[&str]| {
        let out = oapigen(tmp.path(), &[&["generate", "api.yaml", "--out", "c"], args].concat());
        assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
        std::fs::read_to_string(tmp.path().join("c/Cargo.toml")).unwrap()
    };
    assert!(manifest(&["--vendor-runtime"]).contains("oapigen-runtime = { path = \"oapigen-runtime\""));
    assert!(tmp.path().join("c/oapigen-runtime/src/lib.rs").is_file());
    assert!(manifest(&[]).contains("oapigen-runtime = { version = "));
    assert!(
        !tmp.path().join("c/oapigen-runtime").exists(),
        "the vendored copy goes away"
    );

    std::fs::write(tmp.path().join("oapigen.toml"), "vendor_runtime = true\n").unwrap();
    assert!(manifest(&[]).contains("path = \"oapigen-runtime\""));
    // A flag overrides the file.
    assert!(manifest(&["--runtime-version", "0.1"]).contains("oapigen-runtime = { version = \"0.1\" }"));
    std::fs::write(
        tmp.path().join("oapigen.toml"),
        "vendor_runtime = true\nruntime_path = \"../rt\"\n",
    )
    .unwrap();
    let out = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "c"]);
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("keep one"));
    let out = oapigen(
        tmp.path(),
        &["generate", "api.yaml", "--vendor-runtime", "--runtime-path", "x"],
    );
    assert_eq!(out.status.code(), Some(2), "clap refuses conflicting flags");
}
