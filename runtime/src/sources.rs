//! This crate's own source text (feature `sources`), for `oapigen` to vendor the runtime into a
//! generated crate: the files are compiled into the generator from this crate's package, so
//! vendoring works the same whether `oapigen` comes from crates.io, git or a path.

/// This crate's version: the version a vendored copy declares, so that its
/// `require_runtime!` guard behaves as this crate's does.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// This crate's licence expression.
pub const LICENSE: &str = env!("CARGO_PKG_LICENSE");

/// The minimum Rust version this crate declares.
pub const RUST_VERSION: &str = env!("CARGO_PKG_RUST_VERSION");

/// This crate's `Cargo.toml`: as written in its repository, or normalized by `cargo package`
/// (with workspace inheritance resolved) when it comes from a registry. Its `[dependencies]`
/// and `[features]` are what a vendored copy needs.
pub const MANIFEST: &str = include_str!("../Cargo.toml");

/// Every file under `src/`, by path relative to `src/`. oapigen's tests check that this list
/// is complete.
pub const FILES: &[(&str, &str)] = &[
    ("check/arrays.rs", include_str!("check/arrays.rs")),
    ("check/mod.rs", include_str!("check/mod.rs")),
    ("check/numbers.rs", include_str!("check/numbers.rs")),
    ("check/objects.rs", include_str!("check/objects.rs")),
    ("check/rules.rs", include_str!("check/rules.rs")),
    ("check/strings.rs", include_str!("check/strings.rs")),
    ("check/values.rs", include_str!("check/values.rs")),
    ("checked.rs", include_str!("checked.rs")),
    ("de.rs", include_str!("de.rs")),
    ("engine.rs", include_str!("engine.rs")),
    ("error.rs", include_str!("error.rs")),
    ("events/lines.rs", include_str!("events/lines.rs")),
    ("events/mod.rs", include_str!("events/mod.rs")),
    ("events/sse.rs", include_str!("events/sse.rs")),
    ("formats/check.rs", include_str!("formats/check.rs")),
    ("formats/mod.rs", include_str!("formats/mod.rs")),
    ("formats/types.rs", include_str!("formats/types.rs")),
    ("json_text.rs", include_str!("json_text.rs")),
    ("lib.rs", include_str!("lib.rs")),
    ("listing.rs", include_str!("listing.rs")),
    ("multipart.rs", include_str!("multipart.rs")),
    ("newtype.rs", include_str!("newtype.rs")),
    ("paginate.rs", include_str!("paginate.rs")),
    ("params.rs", include_str!("params.rs")),
    ("pattern.rs", include_str!("pattern.rs")),
    ("pointer.rs", include_str!("pointer.rs")),
    ("retry.rs", include_str!("retry.rs")),
    ("schema.rs", include_str!("schema.rs")),
    ("sources.rs", include_str!("sources.rs")),
    ("style.rs", include_str!("style.rs")),
    ("support.rs", include_str!("support.rs")),
    ("task.rs", include_str!("task.rs")),
    ("transport/auth.rs", include_str!("transport/auth.rs")),
    ("transport/body.rs", include_str!("transport/body.rs")),
    ("transport/builder.rs", include_str!("transport/builder.rs")),
    ("transport/credentials.rs", include_str!("transport/credentials.rs")),
    ("transport/hooks.rs", include_str!("transport/hooks.rs")),
    ("transport/http.rs", include_str!("transport/http.rs")),
    ("transport/mod.rs", include_str!("transport/mod.rs")),
    ("transport/oauth2.rs", include_str!("transport/oauth2.rs")),
    ("transport/options.rs", include_str!("transport/options.rs")),
    ("transport/request.rs", include_str!("transport/request.rs")),
    ("transport/response.rs", include_str!("transport/response.rs")),
    ("transport/send.rs", include_str!("transport/send.rs")),
    ("transport/sending.rs", include_str!("transport/sending.rs")),
    ("transport/streaming.rs", include_str!("transport/streaming.rs")),
    ("transport/tokens.rs", include_str!("transport/tokens.rs")),
    ("validate.rs", include_str!("validate.rs")),
    ("values.rs", include_str!("values.rs")),
];
