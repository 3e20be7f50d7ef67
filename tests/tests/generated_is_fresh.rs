//! generated/ is exactly what oapigen makes from spec/cloud.yaml, and generation is deterministic.

use std::path::PathBuf;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn generate() -> oapigen::Generated {
    oapigen::Builder::new()
        .spec(root().join("spec/cloud.yaml"))
        .crate_name("cloud-api")
        .publish(false)
        .runtime(oapigen::RuntimeDep::Path("../runtime".into()))
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("spec/cloud.yaml does not generate:\n{e}"))
}

#[test]
fn committed_crate_matches_a_fresh_generation() {
    let drift = generate().check(root().join("generated"));
    assert!(
        drift.is_empty(),
        "generated/ is stale; run `cargo run -p oapigen-cli -- generate`:\n{}",
        drift.iter().map(ToString::to_string).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn generation_is_byte_for_byte_deterministic() {
    let (first, second) = (generate(), generate());
    let (a, b) = (first.files(), second.files());
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    for (k, v) in a {
        assert!(b[k] == *v, "{k} differs between two generations");
    }
    assert!(a.contains_key("src/types.rs") && a.contains_key("src/client.rs") && a.contains_key("Cargo.toml"));
}

#[test]
fn the_spec_has_no_warnings() {
    let g = generate();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    assert_eq!(g.inputs().len(), 1);
}
