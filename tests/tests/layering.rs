//! The crates' modules call downward: no two files import each other, directly or around a ring
//! (issues 49 and 50, "no circles"). `bench/layers.py` finds the circles (it follows `use` paths
//! and re-exports to the file that defines each item); this test holds every crate to the
//! circles it is known to still have, so that none grows and no new one appears. A circle that
//! is broken must leave the list below, or the test fails and says so.

use std::path::PathBuf;
use std::process::Command;

/// The circles left, by crate: each is the sorted list of its modules.
const KNOWN: &[(&str, &[&[&str]])] = &[
    ("fake/src", &[]),
    ("runtime/src", &[]),
    (
        "generator/src",
        &[
            // The fake's model: `find` and `projection` read slots the parent module keeps.
            &[
                "lower::fake",
                "lower::fake::find",
                "lower::fake::holds",
                "lower::fake::projection",
            ],
            // The resource model: its parent holds `Found` and the binding its parts share.
            &[
                "lower::resources",
                "lower::resources::found",
                "lower::resources::hints",
                "lower::resources::identity",
                "lower::resources::loose",
                "lower::resources::relations",
            ],
        ],
    ),
    ("macros/src", &[]),
    ("cli/src", &[]),
];

#[test]
fn no_module_circle_beyond_the_known_ones() {
    let repo = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut problems = Vec::new();
    for (dir, known) in KNOWN {
        let out = match Command::new("python3")
            .arg(repo.join("bench/layers.py"))
            .arg(repo.join(dir))
            .arg("--json")
            .output()
        {
            Ok(out) => out,
            Err(e) => {
                eprintln!("layering: python3 is not available ({e}); the check is skipped");
                return;
            }
        };
        assert!(
            out.status.success(),
            "bench/layers.py {dir} failed:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let found: Vec<Vec<String>> = serde_json::from_slice(&out.stdout).unwrap();
        let known: Vec<Vec<String>> = known
            .iter()
            .map(|c| c.iter().map(|m| m.to_string()).collect())
            .collect();
        for circle in &found {
            if !known.contains(circle) {
                problems.push(format!(
                    "{dir}: a circle that is not known (run `python3 bench/layers.py {dir}` to see what ties it): {circle:?}"
                ));
            }
        }
        for circle in &known {
            if !found.contains(circle) {
                problems.push(format!(
                    "{dir}: the known circle {circle:?} is gone or changed: take it out of KNOWN (or put in what it became)"
                ));
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
