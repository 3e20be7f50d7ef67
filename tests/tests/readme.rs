//! The README's examples that are tests elsewhere stay those tests: the consumer test of "Testing
//! against a fake of the API" is `tests/fixtures/consumer-fake/tests/readme.rs`, compiled and run
//! with the workspace, and the README's copy must be that file, byte for byte.

use std::path::Path;

/// The body of the first ```rust block after `marker` in `text`.
fn block_after<'a>(text: &'a str, marker: &str) -> Option<&'a str> {
    let at = text.find(marker)?;
    let open = at + text[at..].find("```rust\n")? + "```rust\n".len();
    let close = open + text[open..].find("\n```\n")? + 1;
    Some(&text[open..close])
}

#[test]
fn the_readme_fake_example_is_the_compiled_consumer_test() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap();
    let file = "tests/fixtures/consumer-fake/tests/readme.rs";
    let test = std::fs::read_to_string(root.join(file)).unwrap();
    let marker = format!("This test is [`{file}`]");
    let shown = block_after(&readme, &marker).unwrap_or_else(|| panic!("README.md has no block after {marker:?}"));
    assert!(
        shown == test,
        "README.md's fake example differs from {file}: copy the file into the README (or the README into the file)"
    );
}
