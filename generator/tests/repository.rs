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

/// CI's fuzz stage decides by the commit alone: a fixed seed and number of runs from the
/// committed seeds, a fresh scratch corpus, none of the process-to-process variation that would
/// steer libFuzzer elsewhere (hash seeds and the clock, address randomization, thread count,
/// corpus reloading, the caller's environment), and no time budget. The random, open-ended runs
/// are `fuzz/long.sh`'s, by hand. (`OAPIGEN_FUZZ_TWICE=1 bash .ci/fuzz.sh` checks the outcome.)
#[test]
fn ci_fuzzing_is_deterministic() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let Ok(ci) = std::fs::read_to_string(root.join(".ci/fuzz.sh")) else {
        eprintln!("skipped: no .ci/fuzz.sh (a packaged crate)");
        return;
    };
    for needed in [
        "-seed=\"$seed\"",
        "-runs=",
        "-reload=0",
        "rm -rf \"${work:?}/$t\"",
        "LD_PRELOAD=\"$work/deterministic.so\"",
        "taskset -c 0",
        "setarch",
        "env -i",
    ] {
        assert!(ci.contains(needed), ".ci/fuzz.sh lacks `{needed}`");
    }
    for banned in ["-max_total_time", "OAPIGEN_FUZZ_SECONDS", "fuzz-work"] {
        assert!(
            !ci.contains(banned),
            ".ci/fuzz.sh uses `{banned}`: its verdict would depend on time or on earlier runs"
        );
    }
    let run = std::fs::read_to_string(root.join(".ci/run")).unwrap();
    assert!(run.contains("bash .ci/fuzz.sh") && !run.contains("fuzz/long.sh"));
    let det = std::fs::read_to_string(root.join("fuzz/deterministic.c")).unwrap();
    assert!(det.contains("getrandom") && det.contains("CLOCK_REALTIME"));
}
