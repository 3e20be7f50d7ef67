//! The repository itself: nothing tracked that `.gitignore` ignores (a built binary), and no
//! file naming a path of one machine (files outside the repository are named relative to it,
//! e.g. `../shared/seed/…`). Skips with a message when `git` or the repository is not there
//! (a packaged crate).

use std::path::Path;
use std::process::Command;

fn git(args: &[&str]) -> Option<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
    let out = Command::new("git").args(args).current_dir(root).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

#[test]
fn no_tracked_file_is_ignored() {
    let Some(ignored) = git(&["ls-files", "--cached", "--ignored", "--exclude-standard"]) else {
        eprintln!("skipped: not a git checkout");
        return;
    };
    assert!(
        ignored.trim().is_empty(),
        "tracked although .gitignore ignores them (`git rm --cached` them):\n{ignored}"
    );
}

#[test]
fn no_absolute_machine_paths() {
    // Built from pieces so that this file does not match itself.
    let patterns = [["/", "work", "/"].concat(), ["/", "home", "/"].concat()];
    let mut args = vec!["grep", "-n", "-I", "--fixed-strings"];
    for p in &patterns {
        args.push("-e");
        args.push(p);
    }
    let Some(hits) = git(&["rev-parse", "--is-inside-work-tree"]).and_then(|_| {
        // `git grep` exits 1 when nothing matches: that is the passing case.
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent()?;
        let out = Command::new("git").args(&args).current_dir(root).output().ok()?;
        Some(String::from_utf8_lossy(&out.stdout).into_owned())
    }) else {
        eprintln!("skipped: not a git checkout");
        return;
    };
    assert!(
        hits.trim().is_empty(),
        "files name absolute paths of one machine; name them relative to the repository (`../shared/…`):\n{hits}"
    );
}
