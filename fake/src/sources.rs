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
    ("sources.rs", include_str!("sources.rs")),
];
