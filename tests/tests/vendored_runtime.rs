//! A crate generated with the runtime vendored (`RuntimeDep::Vendored`) builds on its own, outside
//! this workspace, its `fake` feature included (the fake is vendored beside the runtime): it is
//! written into a temporary workspace beside a small program that uses it and its fake, built with
//! cargo and run; then its runtime version guard is shown to fail the build.
//!
//! Dependencies are built once in `target/nested-cargo`, the directory `buildrs_rerun.rs` uses
//! too (test binaries run one after the other, so they never wait for each other's lock).

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn repo() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .canonicalize()
        .unwrap()
}

fn cargo(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO"))
        .args(args)
        .arg("--offline")
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", repo().join("target/nested-cargo"))
        .env_remove("RUSTFLAGS")
        .output()
        .unwrap()
}

const USER: &str = r#"#[tokio::main(flavor = "current_thread")]
async fn main() {
    let client = vendored_client::Client::builder().build().unwrap();
    let missing = client.upload().name("a b").build_request().unwrap_err();
    println!("{missing}");
    let request = client.upload().name("a b").overwrite(true).body(b"x".to_vec()).build_request().unwrap();
    println!("path {}", request.path);
    // The vendored fake, on the vendored runtime.
    let fake = vendored_client::fake::Fake::start().await;
    let sent = fake.client().upload().name("a b").overwrite(true).body(b"x".to_vec()).send().await;
    println!("fake answered {:?}", sent.map(|_| 200).map_err(|e| e.to_string()));
    println!("journal {}", fake.journal().len());
}
"#;

#[test]
fn a_crate_with_the_vendored_runtime_builds_runs_and_guards_its_version() {
    let repo = repo();
    let tmp = tempfile::tempdir().unwrap();
    let ws = tmp.path();
    // A workspace of its own: the vendored runtime, a path dependency inside it, joins it.
    std::fs::write(
        ws.join("Cargo.toml"),
        "[workspace]\nresolver = \"3\"\nmembers = [\"client\", \"user\"]\n",
    )
    .unwrap();
    std::fs::copy(repo.join("Cargo.lock"), ws.join("Cargo.lock")).unwrap();
    std::fs::create_dir_all(ws.join("user/src")).unwrap();
    std::fs::write(
        ws.join("user/Cargo.toml"),
        "[package]\nname = \"user\"\nversion = \"0.1.0\"\nedition = \"2024\"\npublish = false\n\n[dependencies]\nvendored-client = { path = \"../client\", features = [\"fake\"] }\ntokio = { version = \"1\", features = [\"macros\", \"rt\"] }\n",
    )
    .unwrap();
    std::fs::write(ws.join("user/src/main.rs"), USER).unwrap();

    oapigen::Builder::new()
        .spec(repo.join("tests/fixtures/specs/bodies.yaml"))
        .crate_name("vendored-client")
        .publish(false)
        .runtime(oapigen::RuntimeDep::Vendored)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap()
        .write_to(ws.join("client"))
        .unwrap();

    // The copies are the runtime and the fake, byte for byte; only their manifests are written
    // by the generator.
    for (from, to) in [("runtime", "oapigen-runtime"), ("fake", "oapigen-fake")] {
        let vendored = ws.join("client").join(to);
        let mut compared = 0;
        let mut dirs = vec![repo.join(from).join("src")];
        while let Some(dir) = dirs.pop() {
            for e in std::fs::read_dir(&dir).unwrap().flatten() {
                if e.path().is_dir() {
                    dirs.push(e.path());
                    continue;
                }
                let relative = e.path().strip_prefix(repo.join(from).join("src")).unwrap().to_owned();
                let copy = std::fs::read_to_string(vendored.join("src").join(&relative))
                    .unwrap_or_else(|e| panic!("{to}/src/{}: {e}", relative.display()));
                assert_eq!(copy, std::fs::read_to_string(e.path()).unwrap(), "{relative:?}");
                compared += 1;
            }
        }
        assert!(compared >= 10, "{to}: {compared}");
    }
    let fake_manifest = std::fs::read_to_string(ws.join("client/oapigen-fake/Cargo.toml")).unwrap();
    assert!(
        fake_manifest.contains("oapigen-runtime = { optional = true, path = \"../oapigen-runtime\""),
        "{fake_manifest}"
    );
    let manifest = std::fs::read_to_string(ws.join("client/Cargo.toml")).unwrap();
    assert!(
        manifest.contains(&format!(
            "oapigen-runtime = {{ path = \"oapigen-runtime\", version = \"{}\" }}",
            oapigen::RUNTIME_VERSION
        )),
        "{manifest}"
    );

    // It builds and works: a request missing its required members is refused before sending.
    let run = cargo(ws, &["run", "-q", "-p", "user"]);
    let stdout = String::from_utf8_lossy(&run.stdout);
    assert!(
        run.status.success(),
        "cargo run failed:\n{}\n{stdout}",
        String::from_utf8_lossy(&run.stderr)
    );
    assert!(
        stdout.contains("/$query/overwrite") && stdout.contains("/$body"),
        "{stdout}"
    );
    assert!(stdout.contains("path /upload/a%20b"), "{stdout}");
    assert!(
        stdout.contains("fake answered") && stdout.contains("journal 1"),
        "{stdout}"
    );

    // Code generated for another runtime version does not compile, and says why.
    let lib = ws.join("client/src/lib.rs");
    let text = std::fs::read_to_string(&lib).unwrap();
    let guard = format!("require_runtime!(\"{}\")", oapigen::RUNTIME_VERSION);
    assert!(text.contains(&guard), "{text}");
    std::fs::write(&lib, text.replace(&guard, "require_runtime!(\"99.0.0\")")).unwrap();
    let build = cargo(ws, &["build", "-p", "vendored-client"]);
    let stderr = String::from_utf8_lossy(&build.stderr);
    assert!(!build.status.success(), "{stderr}");
    assert!(
        stderr.contains("this code was generated for another oapigen-runtime version"),
        "{stderr}"
    );
}
