//! This crate's own source text (feature `sources`), for `oapigen` to vendor the fake into a
//! generated crate beside the vendored runtime: compiled into the generator from this crate's
//! package, as the runtime's are, so vendoring works whether `oapigen` comes from crates.io, git
//! or a path.

/// This crate's version.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// This crate's licence expression.
pub const LICENSE: &str = env!("CARGO_PKG_LICENSE");

/// The minimum Rust version this crate declares.
pub const RUST_VERSION: &str = env!("CARGO_PKG_RUST_VERSION");

/// This crate's `Cargo.toml` (see the runtime's `sources::MANIFEST`).
pub const MANIFEST: &str = include_str!("../Cargo.toml");

/// Every file under `src/`, by path relative to `src/`. oapigen's tests check that this list
/// is complete.
pub const FILES: &[(&str, &str)] = &[
    ("answer.rs", include_str!("answer.rs")),
    ("clock.rs", include_str!("clock.rs")),
    ("control.rs", include_str!("control.rs")),
    ("engine/answers.rs", include_str!("engine/answers.rs")),
    ("engine/attach.rs", include_str!("engine/attach.rs")),
    ("engine/belongs.rs", include_str!("engine/belongs.rs")),
    ("engine/labels.rs", include_str!("engine/labels.rs")),
    ("engine/links.rs", include_str!("engine/links.rs")),
    ("engine/listing.rs", include_str!("engine/listing.rs")),
    ("engine/mod.rs", include_str!("engine/mod.rs")),
    ("engine/reads.rs", include_str!("engine/reads.rs")),
    ("engine/records.rs", include_str!("engine/records.rs")),
    ("engine/relations.rs", include_str!("engine/relations.rs")),
    ("engine/roles.rs", include_str!("engine/roles.rs")),
    ("engine/tasks.rs", include_str!("engine/tasks.rs")),
    ("error.rs", include_str!("error.rs")),
    ("fake.rs", include_str!("fake.rs")),
    ("faults.rs", include_str!("faults.rs")),
    ("form.rs", include_str!("form.rs")),
    ("journal.rs", include_str!("journal.rs")),
    ("judge.rs", include_str!("judge.rs")),
    ("lib.rs", include_str!("lib.rs")),
    ("model.rs", include_str!("model.rs")),
    ("multipart.rs", include_str!("multipart.rs")),
    ("pattern.rs", include_str!("pattern.rs")),
    ("pointer.rs", include_str!("pointer.rs")),
    ("prepared.rs", include_str!("prepared.rs")),
    ("query.rs", include_str!("query.rs")),
    ("records.rs", include_str!("records.rs")),
    ("route.rs", include_str!("route.rs")),
    ("schema.rs", include_str!("schema.rs")),
    ("server.rs", include_str!("server.rs")),
    ("sources.rs", include_str!("sources.rs")),
    ("store.rs", include_str!("store.rs")),
    ("stream.rs", include_str!("stream.rs")),
    ("synth.rs", include_str!("synth.rs")),
    ("tasks.rs", include_str!("tasks.rs")),
    ("text.rs", include_str!("text.rs")),
];
