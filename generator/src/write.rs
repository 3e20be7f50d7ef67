//! Writing output atomically, and comparing output with what is on disk.

use std::collections::BTreeMap;
use std::fmt;
use std::path::{Path, PathBuf};

use crate::diagnostics::Error;

/// The generator owns the output directory: everything in it is replaced, except these (build
/// products a user may have there).
const IGNORED: &[&str] = &["target", ".git"];

/// Replaces `dir` with a directory holding exactly `files`. The new content is written beside
/// `dir` first and swapped in with renames, so a failure at any point leaves the old content.
pub fn replace_dir(dir: &Path, files: &BTreeMap<String, String>) -> Result<(), Error> {
    let parent = match dir.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(|e| Error::io(&parent, "cannot create the parent directory", e))?;
    let staging = tempfile::Builder::new()
        .prefix(".oapigen-new-")
        .tempdir_in(&parent)
        .map_err(|e| Error::io(&parent, "cannot create a staging directory", e))?;
    for (rel, text) in files {
        let path = staging.path().join(rel);
        if let Some(p) = path.parent() {
            std::fs::create_dir_all(p).map_err(|e| Error::io(p, "cannot create a directory", e))?;
        }
        std::fs::write(&path, text).map_err(|e| Error::io(&path, "cannot write", e))?;
    }
    // Keep what the generator does not own (a target directory inside the output).
    if dir.is_dir() {
        for name in IGNORED {
            let old = dir.join(name);
            if old.exists() {
                std::fs::rename(&old, staging.path().join(name)).map_err(|e| Error::io(&old, "cannot move", e))?;
            }
        }
    }
    let staged = staging.keep();
    if dir.exists() {
        let backup = tempfile::Builder::new()
            .prefix(".oapigen-old-")
            .tempdir_in(&parent)
            .map_err(|e| Error::io(&parent, "cannot create a backup directory", e))?
            .keep();
        // `rename` onto an existing empty directory works on Unix; remove it first to be portable.
        let _ = std::fs::remove_dir(&backup);
        std::fs::rename(dir, &backup).map_err(|e| Error::io(dir, "cannot move the old output aside", e))?;
        if let Err(e) = std::fs::rename(&staged, dir) {
            let _ = std::fs::rename(&backup, dir);
            let _ = std::fs::remove_dir_all(&staged);
            return Err(Error::io(dir, "cannot move the new output in place", e));
        }
        let _ = std::fs::remove_dir_all(&backup);
    } else if let Err(e) = std::fs::rename(&staged, dir) {
        let _ = std::fs::remove_dir_all(&staged);
        return Err(Error::io(dir, "cannot move the new output in place", e));
    }
    Ok(())
}

/// Replaces one file atomically (write a temporary file beside it, then rename).
pub fn replace_file(path: &Path, text: &str) -> Result<(), Error> {
    let parent = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    std::fs::create_dir_all(&parent).map_err(|e| Error::io(&parent, "cannot create the directory", e))?;
    // An unchanged file is left alone so that its modification time does not trigger rebuilds.
    if std::fs::read_to_string(path).is_ok_and(|old| old == text) {
        return Ok(());
    }
    let mut tmp = tempfile::NamedTempFile::new_in(&parent)
        .map_err(|e| Error::io(&parent, "cannot create a temporary file", e))?;
    std::io::Write::write_all(&mut tmp, text.as_bytes()).map_err(|e| Error::io(tmp.path(), "cannot write", e))?;
    tmp.persist(path)
        .map_err(|e| Error::io(path, "cannot move the new file in place", e.error))?;
    Ok(())
}

/// How a file differs between disk and a fresh generation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DriftKind {
    /// The fresh generation has it; the directory does not.
    Missing,
    /// The directory has it; the fresh generation does not.
    Extra,
    /// Both have it with different content: a short unified diff.
    Changed(String),
}

/// One file that differs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Drift {
    pub path: String,
    pub kind: DriftKind,
}

impl fmt::Display for Drift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            DriftKind::Missing => write!(f, "missing on disk: {}", self.path),
            DriftKind::Extra => write!(f, "not generated (extra on disk): {}", self.path),
            DriftKind::Changed(diff) => write!(f, "differs: {}\n{diff}", self.path),
        }
    }
}

fn list(dir: &Path, base: &Path, out: &mut BTreeMap<String, PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else { return };
    for e in entries.flatten() {
        let p = e.path();
        let name = e.file_name().to_string_lossy().into_owned();
        if dir == base && IGNORED.contains(&name.as_str()) {
            continue;
        }
        if p.is_dir() {
            list(&p, base, out);
        } else if let Ok(rel) = p.strip_prefix(base) {
            out.insert(rel.to_string_lossy().replace('\\', "/"), p);
        }
    }
}

/// The difference between the file at `path` and `text`, named `name`, if they differ.
fn changed(path: &Path, name: &str, text: &str) -> Option<Drift> {
    let old = std::fs::read_to_string(path).unwrap_or_default();
    if old == text {
        return None;
    }
    let diff = similar::TextDiff::from_lines(&old, text);
    let mut summary = diff
        .unified_diff()
        .context_radius(1)
        .header("on disk", "generated")
        .to_string();
    let lines: Vec<&str> = summary.lines().collect();
    if lines.len() > 40 {
        summary = format!("{}\n... ({} more diff lines)", lines[..40].join("\n"), lines.len() - 40);
    }
    Some(Drift {
        path: name.to_string(),
        kind: DriftKind::Changed(summary),
    })
}

/// The difference between the one file at `path` and `text` (empty when equal).
pub fn drift_file(path: &Path, text: &str) -> Vec<Drift> {
    let name = path.display().to_string();
    if !path.is_file() {
        return vec![Drift {
            path: name,
            kind: DriftKind::Missing,
        }];
    }
    changed(path, &name, text).into_iter().collect()
}

/// Every difference between `dir` and `files`.
pub fn drift(dir: &Path, files: &BTreeMap<String, String>) -> Vec<Drift> {
    let mut on_disk = BTreeMap::new();
    list(dir, dir, &mut on_disk);
    let mut out = Vec::new();
    for (rel, text) in files {
        match on_disk.get(rel) {
            None => out.push(Drift {
                path: rel.clone(),
                kind: DriftKind::Missing,
            }),
            Some(p) => out.extend(changed(p, rel, text)),
        }
    }
    for rel in on_disk.keys() {
        if !files.contains_key(rel) {
            out.push(Drift {
                path: rel.clone(),
                kind: DriftKind::Extra,
            });
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn replace_and_detect_drift() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("out");
        let mut files = BTreeMap::new();
        files.insert("a.txt".to_string(), "one\n".to_string());
        files.insert("src/b.rs".to_string(), "two\n".to_string());
        replace_dir(&dir, &files).unwrap();
        assert!(drift(&dir, &files).is_empty());
        std::fs::write(dir.join("stale.txt"), "x").unwrap();
        std::fs::create_dir_all(dir.join("target")).unwrap();
        files.insert("a.txt".to_string(), "changed\n".to_string());
        let d = drift(&dir, &files);
        assert_eq!(d.len(), 2, "{d:?}");
        assert!(matches!(&d[0].kind, DriftKind::Changed(s) if s.contains("+changed")));
        assert_eq!(
            d[1],
            Drift {
                path: "stale.txt".into(),
                kind: DriftKind::Extra
            }
        );
        replace_dir(&dir, &files).unwrap();
        assert!(drift(&dir, &files).is_empty());
        assert!(dir.join("target").is_dir(), "target/ is kept");
        // Nothing is left beside the output.
        let leftovers: Vec<_> = std::fs::read_dir(tmp.path())
            .unwrap()
            .flatten()
            .map(|e| e.file_name())
            .collect();
        assert_eq!(leftovers, vec![std::ffi::OsString::from("out")]);
    }
}
