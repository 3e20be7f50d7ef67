//! The generated crate's package metadata, checked before anything is generated: its name by
//! Cargo's rules for package names, its version by Semantic Versioning 2.0.0. Values written into
//! `Cargo.toml` are escaped as TOML besides (see `emit::files`), so even an unchecked value
//! cannot add a key.

/// Names Cargo refuses besides keywords: the test harness and its build-directory names.
const RESERVED: &[&str] = &["test", "deps", "examples", "build", "incremental"];

/// Checks a crate name the way `cargo new`/`cargo publish` do: 1–64 ASCII letters, digits, `-`
/// and `_`, starting with a letter, and not a keyword or a name Cargo reserves.
pub fn check_crate_name(name: &str) -> Result<(), String> {
    let shown = format!("{name:?}");
    if name.is_empty() {
        return Err("the crate name is empty".into());
    }
    if let Some(c) = name
        .chars()
        .find(|c| !(c.is_ascii_alphanumeric() || *c == '-' || *c == '_'))
    {
        return Err(format!(
            "the crate name {shown} contains {c:?}: Cargo allows ASCII letters, digits, `-` and `_`"
        ));
    }
    if !name.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return Err(format!("the crate name {shown} must start with an ASCII letter"));
    }
    if name.len() > 64 {
        return Err(format!(
            "the crate name {shown} is longer than crates.io's 64 characters"
        ));
    }
    if crate::lower::naming::is_keyword(name) {
        return Err(format!("the crate name {shown} is a Rust keyword, which Cargo refuses"));
    }
    if RESERVED.contains(&name) {
        return Err(format!("the crate name {shown} is reserved by Cargo"));
    }
    Ok(())
}

/// A numeric identifier: digits, no leading zero.
fn numeric(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit()) && (s == "0" || !s.starts_with('0'))
}

/// An identifier of a pre-release or build part.
fn ident(s: &str) -> bool {
    !s.is_empty() && s.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'-')
}

/// Whether `v` is a Semantic Version 2.0.0 (`MAJOR.MINOR.PATCH[-PRE][+BUILD]`).
pub fn is_semver(v: &str) -> bool {
    let (rest, build) = match v.split_once('+') {
        Some((r, b)) => (r, Some(b)),
        None => (v, None),
    };
    let (core, pre) = match rest.split_once('-') {
        Some((c, p)) => (c, Some(p)),
        None => (rest, None),
    };
    let parts: Vec<&str> = core.split('.').collect();
    parts.len() == 3
        && parts.iter().all(|p| numeric(p) && p.parse::<u64>().is_ok())
        && pre.is_none_or(|p| {
            p.split('.')
                .all(|i| ident(i) && (!i.bytes().all(|b| b.is_ascii_digit()) || numeric(i)))
        })
        && build.is_none_or(|b| b.split('.').all(ident))
}

/// Checks the crate version.
pub fn check_version(v: &str) -> Result<(), String> {
    if is_semver(v) {
        Ok(())
    } else {
        Err(format!(
            "the crate version {v:?} is not a semantic version (MAJOR.MINOR.PATCH, with an optional -PRE and +BUILD, e.g. 1.2.0 or 1.2.0-beta.1)"
        ))
    }
}

/// How the crate depends on `oapigen-fake` (a dependency of its `fake` feature), as it depends on
/// the runtime: the same registry version or git revision, or the `fake` folder beside a runtime
/// folder named `runtime` (this repository's layout), or the copy vendored beside the vendored
/// runtime. `None` where it cannot know where the fake is (a runtime folder of another name): an
/// optional dependency that cannot be found breaks the build even with the feature off.
pub fn fake_dep(runtime: &crate::RuntimeDep) -> Option<String> {
    let version = crate::RUNTIME_VERSION;
    match runtime {
        crate::RuntimeDep::Path(p) => {
            let dir = p.trim_end_matches('/');
            let parent = dir.strip_suffix("runtime")?;
            if !(parent.is_empty() || parent.ends_with('/') || parent.ends_with('\\')) {
                return None;
            }
            Some(format!(
                "path = {}, version = {}, optional = true",
                toml_str(&format!("{parent}fake")),
                toml_str(version)
            ))
        }
        crate::RuntimeDep::Version(v) => Some(format!("version = {}, optional = true", toml_str(v))),
        crate::RuntimeDep::Git { url, rev } => Some(format!(
            "git = {}, rev = {}, optional = true",
            toml_str(url),
            toml_str(rev)
        )),
        crate::RuntimeDep::Vendored => Some(format!(
            "path = {}, version = {}, optional = true",
            toml_str(crate::vendor::FAKE_DIR),
            toml_str(crate::vendor::FAKE_VERSION)
        )),
    }
}

/// Whether a crate gets the `fake` feature: it serves tests of the client, and needs a way to
/// depend on `oapigen-fake` (see [`fake_dep`]).
pub fn has_fake(client: bool, runtime: &crate::RuntimeDep) -> bool {
    client && fake_dep(runtime).is_some()
}

/// `s` as a TOML basic string: quoted, with quotes, backslashes and control characters escaped.
pub(crate) fn toml_str(s: &str) -> String {
    toml::Value::String(s.to_string()).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn crate_names() {
        // `union` is a weak keyword, which Cargo accepts.
        for ok in ["a", "cloud-api", "my_client2", "A", "union", &"x".repeat(64)] {
            assert_eq!(check_crate_name(ok), Ok(()), "{ok}");
        }
        for bad in [
            "",
            "1st",
            "-a",
            "_a",
            "a b",
            "a\"\nbuild = \"evil.rs",
            "caf\u{e9}",
            "a.b",
            "self",
            "gen",
            "test",
            "deps",
            &"x".repeat(65),
        ] {
            assert!(check_crate_name(bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn versions() {
        for ok in [
            "0.1.0",
            "1.0.0",
            "10.20.30",
            "1.0.0-alpha",
            "1.0.0-alpha.1",
            "1.0.0-0.3.7",
            "1.0.0+20130313144700",
            "1.0.0-beta+exp.sha.5114f85",
            "1.0.0-x-y-z.--",
        ] {
            assert!(is_semver(ok), "{ok}");
        }
        for bad in [
            "",
            "1",
            "1.0",
            "1.0.0.0",
            "01.0.0",
            "1.00.0",
            "v1.0.0",
            "1.0.0-",
            "1.0.0-01",
            "1.0.0+",
            "1.0.0-a..b",
            "1.0.0\"\nbuild = \"evil.rs",
            "1.0.0 ",
            "99999999999999999999.0.0",
        ] {
            assert!(!is_semver(bad), "{bad:?}");
        }
    }
}
