//! The fake of the provider's document from a client in another language: a Python script
//! (`tests/fixtures/python-client/twin.py`, the standard library only) plays a team's scenario over
//! HTTP. Skips with a message where `../shared` or `python3` is absent.

mod gcore_fake;

use gcore_fake::{Api, model};

#[tokio::test]
async fn a_python_client_meets_the_same_twin() {
    let Some(model) = model() else { return };
    if std::process::Command::new("python3").arg("--version").output().is_err() {
        eprintln!("skipped: python3 not found");
        return;
    }
    let api = Api::new(model).await;
    let script = concat!(env!("CARGO_MANIFEST_DIR"), "/fixtures/python-client/twin.py");
    let base = api.base_url().to_string();
    let out = tokio::process::Command::new("python3")
        .arg(script)
        .arg(&base)
        .output()
        .await
        .expect("python3 runs");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{stdout}{stderr}");
    assert!(stdout.contains("ok: 9 expectations"), "{stdout}");
}
