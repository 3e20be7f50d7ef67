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
    // types.rs, schema.rs and the fake's model, which carries the schema too.
    assert!(stderr.contains("3 file(s)"), "{stderr}");
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

    // A setting a module has no use for is said, not dropped in silence.
    let out = oapigen(
        tmp.path(),
        &["generate", "api.yaml", "--module", "src/api.rs", "--crate-name", "mine"],
    );
    assert!(out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("warning: `crate_name` does nothing with module output"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );

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

/// What a user had in a directory, with times: nothing of it may change.
fn user_files(dir: &Path) -> Vec<(String, Vec<u8>, std::time::SystemTime)> {
    let mut out = Vec::new();
    for rel in [
        ".git/HEAD",
        ".git/config",
        "target/debug/keep",
        "Cargo.lock",
        "NOTES.md",
        "src/extra.rs",
    ] {
        let p = dir.join(rel);
        if let Ok(bytes) = std::fs::read(&p) {
            out.push((rel.to_string(), bytes, p.metadata().unwrap().modified().unwrap()));
        }
    }
    out
}

fn add_user_files(dir: &Path) {
    for (rel, text) in [
        (".git/HEAD", "ref: refs/heads/main\n"),
        (".git/config", "[core]\n"),
        ("target/debug/keep", "build product"),
        ("Cargo.lock", "# written by cargo\n"),
        ("NOTES.md", "my notes\n"),
        ("src/extra.rs", "// hand-written\n"),
    ] {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
}

#[test]
fn out_dot_in_a_repository_is_refused_then_forced_and_never_touches_the_users_files() {
    let tmp = tempfile::tempdir().unwrap();
    let repo = tmp.path();
    std::fs::write(repo.join("api.yaml"), SPEC).unwrap();
    add_user_files(repo);
    let before = snapshot(repo);
    let out = oapigen(repo, &["generate", "api.yaml", "--out", ".", "--crate-name", "c"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success());
    assert!(err.contains("not empty") && err.contains("--force"), "{err}");
    assert_eq!(before, snapshot(repo), "a refused generation changed the directory");

    let mine = user_files(repo);
    let out = oapigen(
        repo,
        &["generate", "api.yaml", "--out", ".", "--crate-name", "c", "--force"],
    );
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert_eq!(mine, user_files(repo), "the user's files changed");
    assert!(repo.join("src/lib.rs").is_file() && repo.join(".oapigen-manifest").is_file());
    // From now on the directory is oapigen's in part: no --force needed, and --check does not
    // count the user's files (Cargo.lock, NOTES.md, src/extra.rs) as drift.
    let out = oapigen(repo, &["generate", "api.yaml", "--out", ".", "--crate-name", "c"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let check = oapigen(
        repo,
        &["generate", "api.yaml", "--out", ".", "--crate-name", "c", "--check"],
    );
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
    assert_eq!(mine, user_files(repo), "the user's files changed");
    let names: Vec<String> = std::fs::read_dir(repo)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .all(|n| !n.starts_with(".oapigen-") || n == ".oapigen-manifest"),
        "{names:?}"
    );
}

#[test]
fn regeneration_removes_only_files_it_no_longer_generates() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    let gen_args = ["generate", "api.yaml", "--out", "client", "--crate-name", "c"];
    let out = oapigen(tmp.path(), &gen_args);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let client = tmp.path().join("client");
    assert!(client.join("src/client.rs").is_file());
    add_user_files(&client);
    let mine = user_files(&client);
    // Types only: src/client.rs is no longer generated and goes; the user's files stay.
    let out = oapigen(tmp.path(), &[&gen_args[..], &["--types-only"]].concat());
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(!client.join("src/client.rs").exists());
    assert_eq!(mine, user_files(&client));
    // --check of the full client names src/client.rs (missing), not the user's files.
    let check = oapigen(tmp.path(), &[&gen_args[..], &["--check"]].concat());
    let err = String::from_utf8_lossy(&check.stderr);
    assert!(!check.status.success());
    assert!(err.contains("src/client.rs"), "{err}");
    for f in ["Cargo.lock", "NOTES.md", "extra.rs", ".git", "target"] {
        assert!(!err.contains(f), "{f} reported as drift: {err}");
    }
}

#[test]
fn crate_name_and_version_are_checked_before_anything_is_written() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    for (flag, value, what) in [
        ("--crate-version", "1.0.0\"\nbuild = \"evil.rs", "crate version"),
        ("--crate-version", "1.0", "crate version"),
        ("--crate-name", "my client", "crate name"),
        ("--crate-name", "x\"\nbuild = \"evil.rs", "crate name"),
        ("--crate-name", "self", "crate name"),
    ] {
        let out = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client", flag, value]);
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{flag} {value:?} accepted");
        assert!(err.contains(what), "{flag} {value:?}: {err}");
        assert!(
            !tmp.path().join("client").exists(),
            "{flag} {value:?}: something was written"
        );
    }
    // The same from oapigen.toml.
    std::fs::write(
        tmp.path().join("oapigen.toml"),
        "spec = \"api.yaml\"\nout = \"client\"\ncrate_version = \"1.0.0\\\"\\nbuild = \\\"evil.rs\"\n",
    )
    .unwrap();
    let out = oapigen(tmp.path(), &["generate"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success() && err.contains("crate version"), "{err}");
    assert!(!tmp.path().join("client").exists());
}

#[test]
fn another_document_takes_its_defaults_from_itself() {
    let tmp = tempfile::tempdir().unwrap();
    let spec = SPEC.replace("title: t", "title: Swagger Petstore");
    std::fs::write(tmp.path().join("petstore.yaml"), &spec).unwrap();
    let run = |args: &[&str]| {
        let out = oapigen(tmp.path(), args);
        assert!(
            out.status.success(),
            "{args:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    // No flag but the document: the crate is named after its title, and so is its directory.
    run(&["generate", "petstore.yaml"]);
    let cargo = std::fs::read_to_string(tmp.path().join("swagger-petstore/Cargo.toml")).unwrap();
    assert!(cargo.contains("name = \"swagger-petstore\""), "{cargo}");
    run(&["generate", "petstore.yaml", "--check"]);
    // The README's two lines.
    run(&["generate", "petstore.yaml", "--out", "my-client"]);
    run(&["generate", "petstore.yaml", "--out", "my-client", "--check"]);

    // In a directory whose oapigen.toml describes another document, that document's crate
    // settings are not this one's, while the shared ones still apply.
    std::fs::write(
        tmp.path().join("oapigen.toml"),
        "spec = \"cloud.yaml\"\nout = \"generated\"\ncrate_name = \"cloud-api\"\npublish = false\n",
    )
    .unwrap();
    run(&["generate", "petstore.yaml", "--out", "other"]);
    let cargo = std::fs::read_to_string(tmp.path().join("other/Cargo.toml")).unwrap();
    assert!(
        cargo.contains("name = \"swagger-petstore\"") && cargo.contains("publish = false"),
        "{cargo}"
    );
    run(&["generate", "petstore.yaml", "--out", "other", "--check"]);
    assert!(!tmp.path().join("generated").exists());

    // Without a document anywhere, the error says where to give one.
    std::fs::remove_file(tmp.path().join("oapigen.toml")).unwrap();
    let out = oapigen(tmp.path(), &["generate"]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no OpenAPI document given"), "{err}");
}

/// Three members that say OpenAPI 3.0's `nullable` in a 3.1 document: three warnings of one kind.
const NULLABLES: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: getA\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  a: {type: string, nullable: true}\n                  b: {type: string, nullable: true}\n                  c: {type: string, nullable: true}\n";

#[test]
fn warnings_of_one_kind_are_one_line_and_a_count_unless_verbose() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), NULLABLES).unwrap();
    let out = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let shown = stderr.lines().filter(|l| l.starts_with("warning:")).count();
    assert_eq!(shown, 1, "one warning of the kind, not each: {stderr}");
    assert!(stderr.contains("… and 2 more about `nullable`"), "{stderr}");
    assert!(
        stderr.contains("oapigen: 3 warnings (3 `nullable`); --verbose prints each"),
        "{stderr}"
    );

    let verbose = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "client", "--verbose"]);
    assert!(verbose.status.success(), "{}", String::from_utf8_lossy(&verbose.stderr));
    let stderr = String::from_utf8_lossy(&verbose.stderr);
    let shown: Vec<&str> = stderr.lines().filter(|l| l.starts_with("warning:")).collect();
    assert_eq!(shown.len(), 3, "{stderr}");
    for member in ["a", "b", "c"] {
        assert!(
            shown
                .iter()
                .any(|l| l.contains(&format!("/properties/{member}/nullable"))),
            "{stderr}"
        );
    }
    assert!(!stderr.contains("more about"), "{stderr}");
}

#[test]
fn a_generation_says_what_it_wrote_and_what_to_run_next() {
    let tmp = tempfile::tempdir().unwrap();
    std::fs::write(tmp.path().join("api.yaml"), SPEC).unwrap();
    let out = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "my client"]);
    assert!(out.status.success(), "{}", String::from_utf8_lossy(&out.stderr));
    let stderr = String::from_utf8_lossy(&out.stderr);
    let written = std::fs::read_to_string(tmp.path().join("my client/.oapigen-manifest")).unwrap();
    assert!(stderr.contains("oapigen: wrote "), "{stderr}");
    assert!(!written.is_empty());
    // Each next command is one a shell runs as printed: the directory with a space is quoted.
    assert!(
        stderr.contains("next:\n  (cd 'my client' && cargo check)\n"),
        "{stderr}"
    );
    assert!(stderr.contains("  oapigen fake api.yaml "), "{stderr}");
    assert!(
        stderr.contains("  oapigen generate api.yaml --out 'my client' --check "),
        "{stderr}"
    );
    // And the check it names passes on what was written.
    let check = oapigen(tmp.path(), &["generate", "api.yaml", "--out", "my client", "--check"]);
    assert!(check.status.success(), "{}", String::from_utf8_lossy(&check.stderr));
}

#[test]
fn help_shows_the_common_path_first() {
    let tmp = tempfile::tempdir().unwrap();
    let help = oapigen(tmp.path(), &["--help"]);
    let help = String::from_utf8_lossy(&help.stdout);
    let common = help
        .find("oapigen generate openapi.yaml --out my-client --vendor-runtime")
        .expect(&help);
    let keys = help.find("Settings come from flags").expect(&help);
    assert!(common < keys, "the common path comes before the reference: {help}");
    assert!(help.contains("oapigen fake openapi.yaml"), "{help}");

    let generate = oapigen(tmp.path(), &["generate", "--help"]);
    let generate = String::from_utf8_lossy(&generate.stdout);
    let at = |flag: &str| {
        generate
            .find(flag)
            .unwrap_or_else(|| panic!("{flag} missing: {generate}"))
    };
    for common in ["--out", "--crate-name", "--vendor-runtime", "--check"] {
        for rest in ["--module ", "--derive", "--include-tag", "--replace-format"] {
            assert!(at(common) < at(rest), "{common} before {rest}: {generate}");
        }
    }
    assert!(generate.contains("--verbose"), "{generate}");
}

#[test]
fn short_help_names_the_common_path_too() {
    let tmp = tempfile::tempdir().unwrap();
    let help = oapigen(tmp.path(), &["-h"]);
    let help = String::from_utf8_lossy(&help.stdout);
    assert!(
        help.contains("oapigen generate openapi.yaml --out my-client --vendor-runtime"),
        "{help}"
    );
}
