//! Writing output, and comparing output with what is on disk.
//!
//! oapigen owns exactly the files it wrote: a crate directory holds a manifest,
//! [`MANIFEST`], listing them. A regeneration writes the files it generates, removes the ones
//! the manifest lists that it no longer generates, and touches nothing else: `.git`, `target/`,
//! `Cargo.lock` and every file of the user stay where they are. A non-empty directory without a
//! manifest, or a user's file where a generated one would go, is refused unless forced.
//!
//! The change is a transaction: the new files are first written into a staging directory inside
//! the output; then every file to be replaced or removed is moved aside into it and the new files
//! are moved in. When any step fails, the steps already done are undone in reverse, so a failed
//! generation leaves the directory as it was. The file-system steps that can fail go through
//! [`Fs`], so that tests can make any one of them fail.

use std::collections::{BTreeMap, BTreeSet};
use std::fmt;
use std::io;
use std::path::{Component, Path, PathBuf};

use crate::diagnostics::{Diagnostic, Error};

/// The manifest of a generated crate: the files oapigen wrote there, one relative path a line.
pub const MANIFEST: &str = ".oapigen-manifest";

/// Names oapigen never writes, moves or deletes in an output directory, whatever a manifest says.
const NEVER: &[&str] = &[".git", "target", "Cargo.lock"];

/// The manifest's text for `files` (the crate's files other than the manifest).
pub fn manifest<'a>(files: impl IntoIterator<Item = &'a String>) -> String {
    let mut out = String::from(
        "# Written by oapigen: the files it generated in this directory. A regeneration replaces\n\
         # these and removes those it no longer generates; every other file here is left alone.\n",
    );
    for f in files {
        if f != MANIFEST {
            out.push_str(f);
            out.push('\n');
        }
    }
    out
}

/// Whether `rel` is a plain relative path oapigen may own: no root, no `..`, nothing in [`NEVER`].
fn ownable(rel: &str) -> bool {
    let path = Path::new(rel);
    !rel.is_empty()
        && !rel.contains('\\')
        && path.components().all(|c| matches!(c, Component::Normal(_)))
        && !path.components().any(|c| c.as_os_str() == ".git")
        && path
            .components()
            .next()
            .is_some_and(|c| !NEVER.iter().any(|n| c.as_os_str() == *n))
}

/// The files the manifest in `dir` lists (the manifest included), or `None` when there is none.
fn read_manifest(dir: &Path) -> Result<Option<BTreeSet<String>>, Error> {
    let path = dir.join(MANIFEST);
    let text = match std::fs::read_to_string(&path) {
        Ok(t) => t,
        Err(e) if e.kind() == io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io(&path, "cannot read oapigen's manifest", e)),
    };
    let mut owned = BTreeSet::from([MANIFEST.to_string()]);
    for line in text.lines().map(str::trim_end) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        if !ownable(line) {
            return Err(Error::output(
                Diagnostic::error(
                    &path,
                    "",
                    format!("oapigen's manifest lists `{line}`, which oapigen never writes: the manifest was edited or is damaged"),
                )
                .hint("restore the manifest from version control, or delete it and regenerate with --force (oapigen then replaces only the files it generates)"),
            ));
        }
        owned.insert(line.to_string());
    }
    Ok(Some(owned))
}

/// The file-system steps of a write that can fail half-way, so that tests can make one fail.
pub(crate) trait Fs {
    fn write(&mut self, path: &Path, text: &str) -> io::Result<()>;
    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()>;
    fn create_dir(&mut self, path: &Path) -> io::Result<()>;
}

/// The real file system.
pub(crate) struct RealFs;

impl Fs for RealFs {
    fn write(&mut self, path: &Path, text: &str) -> io::Result<()> {
        std::fs::write(path, text)
    }
    fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
        std::fs::rename(from, to)
    }
    fn create_dir(&mut self, path: &Path) -> io::Result<()> {
        std::fs::create_dir(path)
    }
}

/// A step done, to be undone if a later one fails.
enum Done {
    /// A directory created (removed again if empty).
    CreatedDir(PathBuf),
    /// A file moved from the output into the staging directory.
    MovedAside { from: PathBuf, to: PathBuf },
    /// A new file moved into the output.
    Placed(PathBuf),
}

fn undo(journal: Vec<Done>) {
    for step in journal.into_iter().rev() {
        match step {
            Done::CreatedDir(d) => {
                let _ = std::fs::remove_dir(&d);
            }
            Done::MovedAside { from, to } => {
                let _ = std::fs::rename(&to, &from);
            }
            Done::Placed(p) => {
                let _ = std::fs::remove_file(&p);
            }
        }
    }
}

/// Creates `dir` and its missing parents, recording each one created.
fn create_dirs(fs: &mut dyn Fs, dir: &Path, journal: &mut Vec<Done>) -> Result<(), Error> {
    let mut missing = Vec::new();
    let mut d = dir;
    loop {
        match std::fs::symlink_metadata(d) {
            Ok(m) if m.is_dir() => break,
            Ok(_) if std::fs::metadata(d).is_ok_and(|m| m.is_dir()) => break,
            Ok(_) => {
                return Err(Error::io(
                    d,
                    "cannot create a directory",
                    io::Error::new(io::ErrorKind::AlreadyExists, "a file of that name is in the way"),
                ));
            }
            Err(_) => missing.push(d.to_path_buf()),
        }
        match d.parent() {
            Some(p) if !p.as_os_str().is_empty() => d = p,
            _ => break,
        }
    }
    for m in missing.into_iter().rev() {
        fs.create_dir(&m)
            .map_err(|e| Error::io(&m, "cannot create the directory", e))?;
        journal.push(Done::CreatedDir(m));
    }
    Ok(())
}

/// Writes `files` into `dir` as described in the module docs. With `force`, a non-empty
/// directory without a manifest is written into, and a user's file where a generated one goes
/// is replaced; files of other names are still left alone.
pub fn write_dir(dir: &Path, files: &BTreeMap<String, String>, force: bool) -> Result<(), Error> {
    write_dir_with(&mut RealFs, dir, files, force)
}

pub(crate) fn write_dir_with(
    fs: &mut dyn Fs,
    dir: &Path,
    files: &BTreeMap<String, String>,
    force: bool,
) -> Result<(), Error> {
    if let Some(bad) = files.keys().find(|k| !ownable(k)) {
        return Err(Error::internal(
            dir,
            format!("internal error: oapigen generated a file it must not write: `{bad}`"),
        ));
    }
    let existed = match std::fs::metadata(dir) {
        Ok(m) if m.is_dir() => true,
        Ok(_) => {
            return Err(Error::io(
                dir,
                "cannot write the crate",
                io::Error::new(io::ErrorKind::AlreadyExists, "a file of that name is in the way"),
            ));
        }
        Err(_) => false,
    };
    let owned = if existed {
        read_manifest(dir)?
    } else {
        Some(BTreeSet::new())
    };
    let owned = match owned {
        Some(o) => o,
        None => {
            let non_empty = std::fs::read_dir(dir)
                .map_err(|e| Error::io(dir, "cannot read the output directory", e))?
                .next()
                .is_some();
            if non_empty && !force {
                return Err(Error::output(
                    Diagnostic::error(
                        dir,
                        "",
                        format!("{} is not empty and has no {MANIFEST}: oapigen did not write it, and writes into it only when told to", dir.display()),
                    )
                    .hint("choose an empty or new directory, or pass --force (`force = true` in oapigen.toml, `Builder::force(true)`): oapigen then writes its files there and leaves every other file alone (an output of an oapigen older than the manifest needs --force once)"),
                ));
            }
            BTreeSet::new()
        }
    };
    // A file of the user's where a generated one would go.
    let mut in_the_way = Vec::new();
    for rel in files.keys() {
        let path = dir.join(rel);
        if let Ok(m) = std::fs::symlink_metadata(&path) {
            if m.is_dir() {
                return Err(Error::io(
                    &path,
                    "cannot write a generated file",
                    io::Error::new(io::ErrorKind::AlreadyExists, "a directory of that name is in the way"),
                ));
            }
            if !owned.contains(rel) {
                in_the_way.push(rel.as_str());
            }
        }
    }
    if !in_the_way.is_empty() && !force {
        return Err(Error::output(
            Diagnostic::error(
                dir,
                "",
                format!(
                    "oapigen would replace files it did not write: {}",
                    in_the_way.join(", ")
                ),
            )
            .hint("move them away, or pass --force (`force = true` in oapigen.toml, `Builder::force(true)`) to replace them"),
        ));
    }
    let changed: Vec<(&String, &String)> = files
        .iter()
        .filter(|(rel, text)| std::fs::read(dir.join(rel)).map_or(true, |old| old != text.as_bytes()))
        .collect();
    let removed: Vec<&String> = owned
        .iter()
        .filter(|rel| !files.contains_key(*rel) && ownable(rel))
        .filter(|rel| std::fs::symlink_metadata(dir.join(rel)).is_ok_and(|m| !m.is_dir()))
        .collect();
    if changed.is_empty() && removed.is_empty() {
        return Ok(());
    }
    let mut created = Vec::new();
    if let Err(e) = create_dirs(fs, dir, &mut created) {
        undo(created);
        return Err(e);
    }
    let result = transact(fs, dir, &changed, &removed);
    if result.is_err() {
        undo(created);
    }
    result
}

/// Stages, moves aside and moves in; on failure undoes every step before the staging
/// directory (which holds what was moved aside) is removed.
fn transact(fs: &mut dyn Fs, dir: &Path, changed: &[(&String, &String)], removed: &[&String]) -> Result<(), Error> {
    let staging = tempfile::Builder::new()
        .prefix(".oapigen-staging-")
        .tempdir_in(dir)
        .map_err(|e| Error::io(dir, "cannot create a staging directory", e))?;
    let mut journal = Vec::new();
    let result = steps(fs, dir, staging.path(), changed, removed, &mut journal);
    if result.is_err() {
        undo(journal);
    }
    drop(staging);
    if result.is_ok() {
        // Directories that only held removed files go too (never `dir` itself).
        for rel in removed {
            let mut d = dir.join(rel);
            while d.pop() && d != dir && d.starts_with(dir) {
                if std::fs::remove_dir(&d).is_err() {
                    break;
                }
            }
        }
    }
    result
}

fn steps(
    fs: &mut dyn Fs,
    dir: &Path,
    staging: &Path,
    changed: &[(&String, &String)],
    removed: &[&String],
    journal: &mut Vec<Done>,
) -> Result<(), Error> {
    let new = staging.join("new");
    let old = staging.join("old");
    for d in [&new, &old] {
        fs.create_dir(d)
            .map_err(|e| Error::io(d, "cannot create a staging directory", e))?;
    }
    // 1. Every new file, written beside the output: nothing visible has changed yet.
    let mut staged = Vec::new();
    for (i, (rel, text)) in changed.iter().enumerate() {
        let path = new.join(i.to_string());
        fs.write(&path, text)
            .map_err(|e| Error::io(dir.join(rel), "cannot write", e))?;
        staged.push((dir.join(rel), path));
    }
    // 2. The files replaced or removed, moved aside.
    let aside: Vec<PathBuf> = changed
        .iter()
        .map(|(rel, _)| dir.join(rel))
        .filter(|p| std::fs::symlink_metadata(p).is_ok())
        .chain(removed.iter().map(|rel| dir.join(rel)))
        .collect();
    for (i, from) in aside.into_iter().enumerate() {
        let to = old.join(i.to_string());
        fs.rename(&from, &to)
            .map_err(|e| Error::io(&from, "cannot move the previous file aside", e))?;
        journal.push(Done::MovedAside { from, to });
    }
    // 3. The new files moved in.
    for (target, path) in staged {
        if let Some(parent) = target.parent() {
            create_dirs(fs, parent, journal)?;
        }
        fs.rename(&path, &target)
            .map_err(|e| Error::io(&target, "cannot move the new file in place", e))?;
        journal.push(Done::Placed(target));
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
#[non_exhaustive]
pub enum DriftKind {
    /// The fresh generation has it; the directory does not.
    Missing,
    /// The manifest on disk lists it (oapigen wrote it) and the fresh generation does not:
    /// a regeneration removes it.
    Extra,
    /// Both have it with different content: a short unified diff.
    Changed(String),
}

/// One file that differs.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub struct Drift {
    /// The file, relative to the output directory.
    pub path: String,
    /// How it differs.
    pub kind: DriftKind,
}

impl fmt::Display for Drift {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.kind {
            DriftKind::Missing => write!(f, "missing on disk: {}", self.path),
            DriftKind::Extra => write!(f, "no longer generated (oapigen would remove it): {}", self.path),
            DriftKind::Changed(diff) => write!(f, "differs: {}\n{diff}", self.path),
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

/// Every difference between `dir` and `files`: generated files missing or changed on disk, and
/// files the manifest on disk lists that are no longer generated (a regeneration would remove
/// them). Files oapigen did not write (`Cargo.lock`, the user's own) are not drift.
pub fn drift(dir: &Path, files: &BTreeMap<String, String>) -> Vec<Drift> {
    let mut out = Vec::new();
    for (rel, text) in files {
        let path = dir.join(rel);
        if path.is_file() {
            out.extend(changed(&path, rel, text));
        } else {
            out.push(Drift {
                path: rel.clone(),
                kind: DriftKind::Missing,
            });
        }
    }
    if let Ok(Some(owned)) = read_manifest(dir) {
        for rel in owned {
            if !files.contains_key(&rel) && ownable(&rel) && dir.join(&rel).is_file() {
                out.push(Drift {
                    path: rel,
                    kind: DriftKind::Extra,
                });
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A crate's files: `files` plus the manifest, as `Generated::files` makes them.
    fn crate_files(files: &[(&str, &str)]) -> BTreeMap<String, String> {
        let mut out: BTreeMap<String, String> = files.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
        let m = manifest(out.keys());
        out.insert(MANIFEST.to_string(), m);
        out
    }

    /// Every file and directory under `dir`, with the content of files.
    fn snapshot(dir: &Path) -> BTreeMap<String, Option<Vec<u8>>> {
        let mut out = BTreeMap::new();
        let mut todo = vec![dir.to_path_buf()];
        while let Some(d) = todo.pop() {
            let Ok(entries) = std::fs::read_dir(&d) else { continue };
            for e in entries.flatten() {
                let p = e.path();
                let rel = p.strip_prefix(dir).unwrap().to_string_lossy().into_owned();
                if p.is_dir() {
                    out.insert(rel, None);
                    todo.push(p);
                } else {
                    out.insert(rel, Some(std::fs::read(&p).unwrap()));
                }
            }
        }
        out
    }

    /// A generated crate at `dir` with the user's own files beside the generated ones.
    fn user_setup(dir: &Path) {
        let v1 = crate_files(&[
            ("Cargo.toml", "v1\n"),
            ("src/lib.rs", "lib v1\n"),
            ("src/old.rs", "old\n"),
            ("src/gone/deep.rs", "deep\n"),
        ]);
        write_dir(dir, &v1, false).unwrap();
        for (rel, text) in [
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("target/debug/keep", "build product"),
            ("Cargo.lock", "# lock\n"),
            ("NOTES.md", "mine\n"),
            ("src/extra.rs", "// hand-written\n"),
        ] {
            let p = dir.join(rel);
            std::fs::create_dir_all(p.parent().unwrap()).unwrap();
            std::fs::write(p, text).unwrap();
        }
    }

    fn v2() -> BTreeMap<String, String> {
        crate_files(&[
            ("Cargo.toml", "v2\n"),
            ("src/lib.rs", "lib v1\n"),
            ("src/sub/new.rs", "new\n"),
        ])
    }

    #[test]
    fn regeneration_replaces_only_what_oapigen_wrote() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("out");
        user_setup(&dir);
        let files = v2();
        assert_eq!(
            drift(&dir, &files)
                .iter()
                .map(|d| (d.path.as_str(), std::mem::discriminant(&d.kind)))
                .collect::<Vec<_>>(),
            vec![
                (MANIFEST, std::mem::discriminant(&DriftKind::Changed(String::new()))),
                ("Cargo.toml", std::mem::discriminant(&DriftKind::Changed(String::new()))),
                ("src/sub/new.rs", std::mem::discriminant(&DriftKind::Missing)),
                ("src/gone/deep.rs", std::mem::discriminant(&DriftKind::Extra)),
                ("src/old.rs", std::mem::discriminant(&DriftKind::Extra)),
            ],
            "the user's files (Cargo.lock, NOTES.md, src/extra.rs) are not drift"
        );
        let lib_time = std::fs::metadata(dir.join("src/lib.rs")).unwrap().modified().unwrap();
        write_dir(&dir, &files, false).unwrap();
        assert!(drift(&dir, &files).is_empty());
        let after = snapshot(&dir);
        for (rel, text) in [
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("target/debug/keep", "build product"),
            ("Cargo.lock", "# lock\n"),
            ("NOTES.md", "mine\n"),
            ("src/extra.rs", "// hand-written\n"),
            ("Cargo.toml", "v2\n"),
            ("src/sub/new.rs", "new\n"),
        ] {
            assert_eq!(after.get(rel), Some(&Some(text.as_bytes().to_vec())), "{rel}");
        }
        assert!(
            !after.contains_key("src/old.rs") && !after.contains_key("src/gone"),
            "{after:?}"
        );
        assert!(after.keys().all(|k| !k.starts_with(".oapigen-staging")), "{after:?}");
        // An unchanged file is not rewritten (its time does not trigger a rebuild).
        assert_eq!(
            std::fs::metadata(dir.join("src/lib.rs")).unwrap().modified().unwrap(),
            lib_time
        );
    }

    #[test]
    fn a_directory_oapigen_did_not_write_is_refused_unless_forced() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("repo");
        std::fs::create_dir_all(dir.join(".git")).unwrap();
        std::fs::write(dir.join(".git/HEAD"), "x").unwrap();
        std::fs::write(dir.join("Cargo.toml"), "mine").unwrap();
        let before = snapshot(&dir);
        let files = v2();
        let err = write_dir(&dir, &files, false).unwrap_err().to_string();
        assert!(err.contains("is not empty") && err.contains("--force"), "{err}");
        assert_eq!(before, snapshot(&dir));
        // Forced: the generated names are replaced, everything else stays.
        write_dir(&dir, &files, true).unwrap();
        assert_eq!(std::fs::read_to_string(dir.join("Cargo.toml")).unwrap(), "v2\n");
        assert_eq!(std::fs::read_to_string(dir.join(".git/HEAD")).unwrap(), "x");
        // An empty directory is fine without force.
        let empty = tmp.path().join("empty");
        std::fs::create_dir(&empty).unwrap();
        write_dir(&empty, &files, false).unwrap();
        assert!(drift(&empty, &files).is_empty());
    }

    #[test]
    fn a_users_file_where_a_generated_one_goes_is_refused_unless_forced() {
        let tmp = tempfile::tempdir().unwrap();
        let dir = tmp.path().join("out");
        user_setup(&dir);
        let mut files = v2();
        files.insert("NOTES.md".into(), "generated notes\n".into());
        let before = snapshot(&dir);
        let err = write_dir(&dir, &files, false).unwrap_err().to_string();
        assert!(err.contains("NOTES.md") && err.contains("did not write"), "{err}");
        assert_eq!(before, snapshot(&dir));
        write_dir(&dir, &files, true).unwrap();
        assert_eq!(
            std::fs::read_to_string(dir.join("NOTES.md")).unwrap(),
            "generated notes\n"
        );
    }

    #[test]
    fn a_manifest_naming_what_oapigen_never_owns_is_refused() {
        for bad in [
            ".git/config",
            "target/x",
            "Cargo.lock",
            "../escape",
            "/etc/passwd",
            "a/../../b",
        ] {
            let tmp = tempfile::tempdir().unwrap();
            let dir = tmp.path().join("out");
            user_setup(&dir);
            std::fs::write(dir.join(MANIFEST), format!("Cargo.toml\n{bad}\n")).unwrap();
            let before = snapshot(&dir);
            let err = write_dir(&dir, &v2(), true).unwrap_err().to_string();
            assert!(err.contains("manifest") && err.contains(bad), "{bad}: {err}");
            assert_eq!(before, snapshot(&dir), "{bad}");
        }
    }

    /// Fails the `fail_at`-th step (counting from 0), or counts the steps.
    struct FailingFs {
        step: usize,
        fail_at: usize,
    }

    impl FailingFs {
        fn tick(&mut self) -> io::Result<()> {
            self.step += 1;
            if self.step - 1 == self.fail_at {
                return Err(io::Error::other("injected failure"));
            }
            Ok(())
        }
    }

    impl Fs for FailingFs {
        fn write(&mut self, path: &Path, text: &str) -> io::Result<()> {
            self.tick()?;
            RealFs.write(path, text)
        }
        fn rename(&mut self, from: &Path, to: &Path) -> io::Result<()> {
            self.tick()?;
            RealFs.rename(from, to)
        }
        fn create_dir(&mut self, path: &Path) -> io::Result<()> {
            self.tick()?;
            RealFs.create_dir(path)
        }
    }

    #[test]
    fn a_failure_at_any_step_changes_nothing() {
        // Count the steps of a regeneration and of a first generation into a new directory.
        let count = |setup: &dyn Fn(&Path), dir_rel: &str| {
            let tmp = tempfile::tempdir().unwrap();
            setup(tmp.path());
            let mut fs = FailingFs {
                step: 0,
                fail_at: usize::MAX,
            };
            write_dir_with(&mut fs, &tmp.path().join(dir_rel), &v2(), false).unwrap();
            fs.step
        };
        let regenerate = |root: &Path| user_setup(&root.join("out"));
        let fresh = |_: &Path| {};
        for (setup, dir_rel) in [(&regenerate as &dyn Fn(&Path), "out"), (&fresh, "new/nested/out")] {
            let steps = count(setup, dir_rel);
            assert!(steps > 8, "{steps}");
            for fail_at in 0..steps {
                let tmp = tempfile::tempdir().unwrap();
                setup(tmp.path());
                let before = snapshot(tmp.path());
                let mut fs = FailingFs { step: 0, fail_at };
                let err = write_dir_with(&mut fs, &tmp.path().join(dir_rel), &v2(), false).unwrap_err();
                assert!(err.to_string().contains("injected failure"), "{err}");
                assert_eq!(
                    before,
                    snapshot(tmp.path()),
                    "{dir_rel}: a failure at step {fail_at} of {steps} changed the directory"
                );
            }
        }
    }
}
