//! The runtime vendored into a generated crate ([`RuntimeDep::Vendored`](crate::RuntimeDep)).
//!
//! The copy is a crate of its own in `oapigen-runtime/` inside the output, and the generated
//! crate depends on it by path. Its sources are the runtime's, byte for byte, so behaviour
//! (the `require_runtime!` version guard included) is exactly that of the released runtime;
//! only its `Cargo.toml` is written here. A module inside the generated crate was the other
//! choice (progenitor's `include_client`), but it needs every `crate::` and `$crate::` path in
//! the runtime and every `::oapigen_runtime::` path in generated code rewritten, and the
//! runtime's doctests and unit tests adapted: more to get wrong, for a crate that is
//! still not publishable on its own (its dependencies would have to be merged into ours).
//!
//! The text comes from `oapigen_runtime::sources`, which the runtime compiles in from its own
//! package: it is there whether this generator was built from crates.io, git or a path, and
//! the generator's dependency on the runtime compiles none of the runtime's dependencies.

use std::collections::BTreeMap;

use oapigen_runtime::sources;

/// The directory of the vendored runtime, relative to the generated crate.
pub const DIR: &str = "oapigen-runtime";

/// The version of the vendored runtime.
pub const VERSION: &str = sources::VERSION;

/// The edition written when the runtime's manifest inherits its edition from a workspace (as
/// it does inside oapigen's repository; a packaged manifest has it resolved). A test checks
/// that it is the workspace's.
pub const EDITION: &str = "2024";

/// The files of the vendored runtime crate, by path relative to the generated crate.
pub fn files() -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    out.insert(format!("{DIR}/Cargo.toml"), manifest()?);
    for (path, text) in sources::FILES {
        out.insert(format!("{DIR}/src/{path}"), (*text).to_string());
    }
    Ok(out)
}

/// The vendored crate's `Cargo.toml`: the runtime's package facts, its `[features]` and
/// `[dependencies]`; never published (the generated crate carries the version too, so it can
/// be published against the registry's runtime).
fn manifest() -> Result<String, String> {
    let original: toml::Table = sources::MANIFEST
        .parse()
        .map_err(|e| format!("internal error: the runtime's Cargo.toml does not parse: {e}"))?;
    let edition = original
        .get("package")
        .and_then(|p| p.get("edition"))
        .and_then(toml::Value::as_str)
        .unwrap_or(EDITION);
    let string = |s: &str| toml::Value::String(s.to_string()).to_string();
    let mut out = format!(
        "# oapigen-runtime {VERSION}, vendored by oapigen {}. Do not edit: regenerate instead.\n\
         [package]\nname = \"oapigen-runtime\"\nversion = {}\nedition = {}\n",
        env!("CARGO_PKG_VERSION"),
        string(VERSION),
        string(edition),
    );
    if !sources::RUST_VERSION.is_empty() {
        out.push_str(&format!("rust-version = {}\n", string(sources::RUST_VERSION)));
    }
    if !sources::LICENSE.is_empty() {
        out.push_str(&format!("license = {}\n", string(sources::LICENSE)));
    }
    out.push_str("description = \"The oapigen runtime, vendored.\"\npublish = false\n");
    for section in ["features", "dependencies"] {
        let Some(table) = original.get(section).and_then(toml::Value::as_table) else {
            continue;
        };
        out.push_str(&format!("\n[{section}]\n"));
        for (key, value) in table {
            if section == "dependencies" && value.get("workspace").and_then(toml::Value::as_bool) == Some(true) {
                return Err(format!(
                    "internal error: the runtime's dependency `{key}` inherits from a workspace and cannot be vendored"
                ));
            }
            out.push_str(&format!("{} = {value}\n", toml_key(key)));
        }
    }
    Ok(out)
}

/// A bare key when it is one, else a quoted one.
fn toml_key(key: &str) -> String {
    if !key.is_empty() && key.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_') {
        key.to_string()
    } else {
        toml::Value::String(key.to_string()).to_string()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifest_is_standalone_and_keeps_features_and_dependencies() {
        let text = manifest().unwrap();
        let parsed: toml::Table = text.parse().unwrap_or_else(|e| panic!("{e}\n{text}"));
        let package = parsed["package"].as_table().unwrap();
        assert_eq!(package["name"].as_str(), Some("oapigen-runtime"));
        assert_eq!(package["version"].as_str(), Some(VERSION));
        assert_eq!(package["publish"].as_bool(), Some(false));
        assert!(package.values().all(|v| v.get("workspace").is_none()), "{text}");
        let deps = parsed["dependencies"].as_table().unwrap();
        assert_eq!(
            deps["serde"]["features"].as_array().unwrap()[0].as_str(),
            Some("derive")
        );
        for (name, dep) in deps {
            assert_eq!(
                dep.get("optional").and_then(toml::Value::as_bool),
                Some(true),
                "the runtime's dependency `{name}` would be compiled into oapigen too: make it optional and add it to the runtime's `runtime` feature"
            );
        }
        let default = parsed["features"]["default"].as_array().unwrap();
        assert_eq!(default[0].as_str(), Some("runtime"));
        assert!(parsed.get("dev-dependencies").is_none());
    }

    /// Inside oapigen's repository: the runtime's `sources::FILES` lists every file of its
    /// `src/`, and `EDITION` is the workspace's (elsewhere there is nothing to compare with).
    #[test]
    fn sources_are_the_whole_runtime() {
        let repo = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let Ok(dir) = std::fs::read_dir(repo.join("runtime/src")) else {
            eprintln!("runtime/src not found beside the generator: nothing to compare");
            return;
        };
        // Every file, by its path relative to `src/` (`transport/mod.rs`).
        fn walk(dir: std::fs::ReadDir, prefix: &str, out: &mut Vec<String>) {
            for e in dir.flatten() {
                let name = format!("{prefix}{}", e.file_name().to_string_lossy());
                if e.path().is_dir() {
                    walk(std::fs::read_dir(e.path()).unwrap(), &format!("{name}/"), out);
                } else {
                    out.push(name);
                }
            }
        }
        let mut on_disk = Vec::new();
        walk(dir, "", &mut on_disk);
        on_disk.sort();
        let listed: Vec<&str> = sources::FILES.iter().map(|(p, _)| *p).collect();
        assert_eq!(listed, on_disk, "update `FILES` in runtime/src/sources.rs");
        let workspace: toml::Table = std::fs::read_to_string(repo.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(workspace["workspace"]["package"]["edition"].as_str(), Some(EDITION));
    }
}
