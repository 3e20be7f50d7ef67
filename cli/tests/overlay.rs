//! `oapigen generate --overlay FILE` and `overlays = [..]` in `oapigen.toml`: applied in order
//! (the file's first, then the flags'), warnings and located errors on stderr, and `--check`
//! failing when an overlay changes.

use std::path::Path;
use std::process::Command;

const SPEC: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a:\n    get:\n      operationId: getA\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {type: string}\n";

fn oapigen(dir: &Path, args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_oapigen"))
        .current_dir(dir)
        .args(args)
        .output()
        .unwrap()
}

fn overlay(actions: &str) -> String {
    format!("overlay: 1.0.0\ninfo: {{title: fixes, version: '1'}}\nactions:\n{actions}")
}

fn stderr(out: &std::process::Output) -> String {
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn overlays_from_flags_and_the_config_file_apply_in_order_and_check_covers_them() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::write(dir.join("api.yaml"), SPEC).unwrap();
    std::fs::write(
        dir.join("first.yaml"),
        overlay("  - target: $.paths['/a'].get\n    update: {summary: Alpha}\n"),
    )
    .unwrap();
    // Matches only after first.yaml has run.
    std::fs::write(
        dir.join("second.yaml"),
        overlay("  - target: \"$.paths.*[?@.summary == 'Alpha']\"\n    update: {summary: Beta}\n"),
    )
    .unwrap();
    std::fs::write(
        dir.join("oapigen.toml"),
        "spec = \"api.yaml\"\nout = \"client\"\ncrate_name = \"c\"\noverlays = [\"first.yaml\"]\n",
    )
    .unwrap();

    let out = oapigen(dir, &["generate", "--overlay", "second.yaml"]);
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(!stderr(&out).contains("warning"), "{}", stderr(&out));
    let client = std::fs::read_to_string(dir.join("client/src/client.rs")).unwrap();
    assert!(client.contains("Beta") && !client.contains("Alpha"), "{client}");

    let check = oapigen(dir, &["generate", "--overlay", "second.yaml", "--check"]);
    assert!(check.status.success(), "{}", stderr(&check));
    // Without the flag's overlay the output differs: --check says so and writes nothing.
    let check = oapigen(dir, &["generate", "--check"]);
    assert_eq!(check.status.code(), Some(1), "{}", stderr(&check));
    assert!(stderr(&check).contains("differs: src/client.rs"), "{}", stderr(&check));
    // An edited overlay is drift too.
    std::fs::write(
        dir.join("second.yaml"),
        overlay("  - target: \"$.paths.*[?@.summary == 'Alpha']\"\n    update: {summary: Gamma}\n"),
    )
    .unwrap();
    let check = oapigen(dir, &["generate", "--overlay", "second.yaml", "--check"]);
    assert_eq!(check.status.code(), Some(1), "{}", stderr(&check));
    let client = std::fs::read_to_string(dir.join("client/src/client.rs")).unwrap();
    assert!(client.contains("Beta"), "--check wrote nothing");
}

#[test]
fn no_match_warns_and_a_malformed_overlay_fails_with_its_location() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path();
    std::fs::write(dir.join("api.yaml"), SPEC).unwrap();
    std::fs::write(
        dir.join("stale.yaml"),
        overlay("  - target: $.paths['/gone']\n    remove: true\n"),
    )
    .unwrap();
    let out = oapigen(
        dir,
        &["generate", "api.yaml", "--out", "client", "--overlay", "stale.yaml"],
    );
    assert!(out.status.success(), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("warning: stale.yaml:4:5: at #/actions/0/target (keyword `target`): the target `$.paths['/gone']` matches nothing"),
        "{}",
        stderr(&out)
    );

    std::fs::write(
        dir.join("bad.yaml"),
        overlay("  - target: $.paths['/a'].get\n    updte: {summary: x}\n"),
    )
    .unwrap();
    let out = oapigen(
        dir,
        &["generate", "api.yaml", "--out", "client", "--overlay", "bad.yaml"],
    );
    assert_eq!(out.status.code(), Some(1), "{}", stderr(&out));
    assert!(
        stderr(&out).contains("error: bad.yaml:5:5: at #/actions/0/updte (keyword `updte`): unknown member `updte`"),
        "{}",
        stderr(&out)
    );
}
