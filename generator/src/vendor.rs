//! The runtime vendored into a generated crate ([`RuntimeDep::Vendored`](crate::RuntimeDep)),
//! and the fake with it when the crate has a `fake` feature.
//!
//! The copy is a crate of its own in `oapigen-runtime/` inside the output, and the generated
//! crate depends on it by path; the fake is `oapigen-fake/` beside it, depending on that copy of
//! the runtime (a fake judging with another runtime than the client's could disagree with it). Its sources are the runtime's, byte for byte, so behaviour
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

/// The directory of the vendored fake, relative to the generated crate.
pub const FAKE_DIR: &str = "oapigen-fake";

/// The version of the vendored fake.
pub const FAKE_VERSION: &str = oapigen_fake::sources::VERSION;

/// The version of the vendored runtime.
pub const VERSION: &str = sources::VERSION;

/// The edition written when the runtime's manifest inherits its edition from a workspace (as
/// it does inside oapigen's repository; a packaged manifest has it resolved). A test checks
/// that it is the workspace's.
pub const EDITION: &str = "2024";

/// The files of the vendored runtime crate (and of the fake, `with_fake`), by path relative to
/// the generated crate.
pub fn files(with_fake: bool) -> Result<BTreeMap<String, String>, String> {
    let mut out = BTreeMap::new();
    let runtime = Crate {
        name: "oapigen-runtime",
        version: VERSION,
        license: sources::LICENSE,
        rust_version: sources::RUST_VERSION,
        manifest: sources::MANIFEST,
        description: "The oapigen runtime, vendored.",
    };
    out.insert(format!("{DIR}/Cargo.toml"), manifest(&runtime)?);
    for (path, text) in sources::FILES {
        out.insert(format!("{DIR}/src/{path}"), (*text).to_string());
    }
    if with_fake {
        let fake = Crate {
            name: "oapigen-fake",
            version: FAKE_VERSION,
            license: oapigen_fake::sources::LICENSE,
            rust_version: oapigen_fake::sources::RUST_VERSION,
            manifest: oapigen_fake::sources::MANIFEST,
            description: "The oapigen fake, vendored.",
        };
        out.insert(format!("{FAKE_DIR}/Cargo.toml"), manifest(&fake)?);
        for (path, text) in oapigen_fake::sources::FILES {
            out.insert(format!("{FAKE_DIR}/src/{path}"), (*text).to_string());
        }
    }
    Ok(out)
}

/// The package facts of a crate to vendor.
struct Crate {
    name: &'static str,
    version: &'static str,
    license: &'static str,
    rust_version: &'static str,
    manifest: &'static str,
    description: &'static str,
}

/// The vendored crate's `Cargo.toml`: the crate's package facts, its `[features]` and
/// `[dependencies]`; never published (the generated crate carries the version too, so it can
/// be published against the registry's runtime). The one workspace dependency a vendored crate
/// may have is the runtime, which becomes the vendored copy beside it.
fn manifest(krate: &Crate) -> Result<String, String> {
    let name = krate.name;
    let original: toml::Table = krate
        .manifest
        .parse()
        .map_err(|e| format!("internal error: the Cargo.toml of {name} does not parse: {e}"))?;
    let edition = original
        .get("package")
        .and_then(|p| p.get("edition"))
        .and_then(toml::Value::as_str)
        .unwrap_or(EDITION);
    let string = |s: &str| toml::Value::String(s.to_string()).to_string();
    let mut out = format!(
        "# {name} {}, vendored by oapigen {}. Do not edit: regenerate instead.\n\
         [package]\nname = {}\nversion = {}\nedition = {}\n",
        krate.version,
        env!("CARGO_PKG_VERSION"),
        string(name),
        string(krate.version),
        string(edition),
    );
    if !krate.rust_version.is_empty() {
        out.push_str(&format!("rust-version = {}\n", string(krate.rust_version)));
    }
    if !krate.license.is_empty() {
        out.push_str(&format!("license = {}\n", string(krate.license)));
    }
    out.push_str(&format!(
        "description = {}\npublish = false\n",
        string(krate.description)
    ));
    for section in ["features", "dependencies"] {
        let Some(table) = original.get(section).and_then(toml::Value::as_table) else {
            continue;
        };
        out.push_str(&format!("\n[{section}]\n"));
        for (key, value) in table {
            let mut value = value.clone();
            if section == "dependencies" && value.get("workspace").and_then(toml::Value::as_bool) == Some(true) {
                if key != "oapigen-runtime" {
                    return Err(format!(
                        "internal error: the dependency `{key}` of {name} inherits from a workspace and cannot be vendored"
                    ));
                }
                let mut dep = value.as_table().cloned().unwrap_or_default();
                dep.remove("workspace");
                dep.insert("path".into(), toml::Value::String(format!("../{DIR}")));
                dep.insert("version".into(), toml::Value::String(VERSION.to_string()));
                value = toml::Value::Table(dep);
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
        let text = files(false).unwrap().remove(&format!("{DIR}/Cargo.toml")).unwrap();
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
        let mut on_disk = Vec::new();
        walk(std::fs::read_dir(repo.join("fake/src")).unwrap(), "", &mut on_disk);
        on_disk.sort();
        let listed: Vec<&str> = oapigen_fake::sources::FILES.iter().map(|(p, _)| *p).collect();
        assert_eq!(listed, on_disk, "update `FILES` in fake/src/sources.rs");
        let workspace: toml::Table = std::fs::read_to_string(repo.join("Cargo.toml"))
            .unwrap()
            .parse()
            .unwrap();
        assert_eq!(workspace["workspace"]["package"]["edition"].as_str(), Some(EDITION));
    }
}
