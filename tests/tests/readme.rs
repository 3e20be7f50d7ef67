//! What the README and the guide (`docs/`) promise about themselves, checked.
//!
//! Their Rust examples are doctests (`tests/src/lib.rs` includes each page); this file checks what a
//! doctest cannot: that no page of the guide is left out of those doctests or out of its table of
//! contents, that every relative link leads to a file (and heading) that exists, that the README's
//! two commands are the ones CI runs, and that examples which are tests elsewhere are those tests,
//! byte for byte: the consumer test of the fake is `tests/fixtures/consumer-fake/tests/readme.rs`,
//! and the README tour's document is `tests/fixtures/readme/notes.yaml`, which the tour's doctest
//! compiles.

use std::path::{Path, PathBuf};

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read(path: &Path) -> String {
    std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The body of the first fenced block of `lang` after `marker` in `text`.
fn block_after<'a>(text: &'a str, marker: &str, lang: &str) -> Option<&'a str> {
    let at = text.find(marker)?;
    let fence = format!("```{lang}\n");
    let open = at + text[at..].find(&fence)? + fence.len();
    let close = open + text[open..].find("\n```\n")? + 1;
    Some(&text[open..close])
}

/// Every page of the guide, as a path relative to `docs/` with `/` between folders.
fn guide_pages() -> Vec<String> {
    fn walk(dir: &Path, base: &Path, out: &mut Vec<String>) {
        for entry in std::fs::read_dir(dir).unwrap().flatten() {
            let path = entry.path();
            if path.is_dir() {
                walk(&path, base, out);
            } else if path.extension().is_some_and(|e| e == "md") {
                let rel = path.strip_prefix(base).unwrap();
                out.push(
                    rel.components()
                        .map(|c| c.as_os_str().to_string_lossy())
                        .collect::<Vec<_>>()
                        .join("/"),
                );
            }
        }
    }
    let docs = root().join("docs");
    let mut pages = Vec::new();
    walk(&docs, &docs, &mut pages);
    pages.sort();
    pages
}

/// The targets of the Markdown links of `text` (`[label](target)`), outside fenced blocks and code
/// spans.
fn links(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut fenced = false;
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            continue;
        }
        // Outside code spans too: a pattern such as `^[a-z]([-a-z]*)$` is no link.
        let prose: String = line.split('`').step_by(2).collect::<Vec<_>>().join(" ");
        let mut rest = prose.as_str();
        while let Some(at) = rest.find("](") {
            let after = &rest[at + 2..];
            let Some(end) = after.find(')') else { break };
            out.push(after[..end].to_string());
            rest = &after[end..];
        }
    }
    out
}

/// GitHub's anchor of a heading: lower case, spaces to `-`, other punctuation dropped.
fn anchor(heading: &str) -> String {
    heading
        .trim()
        .to_lowercase()
        .chars()
        .filter_map(|c| match c {
            ' ' => Some('-'),
            c if c.is_alphanumeric() || c == '-' || c == '_' => Some(c),
            _ => None,
        })
        .collect()
}

fn anchors(text: &str) -> Vec<String> {
    let mut fenced = false;
    let mut out = Vec::new();
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
        } else if !fenced && line.starts_with('#') {
            out.push(anchor(line.trim_start_matches('#')));
        }
    }
    out
}

#[test]
fn the_readme_fake_example_is_the_compiled_consumer_test() {
    let page = root().join("docs/fake.md");
    let text = read(&page);
    let file = "tests/fixtures/consumer-fake/tests/readme.rs";
    let test = read(&root().join(file));
    let marker = format!("This test is [`{file}`]");
    let shown =
        block_after(&text, &marker, "rust").unwrap_or_else(|| panic!("docs/fake.md has no block after {marker:?}"));
    assert!(
        shown == test,
        "docs/fake.md's example differs from {file}: copy the file into the page (or the page into the file)"
    );
}

#[test]
fn the_tour_document_is_the_one_its_test_compiles() {
    let readme = read(&root().join("README.md"));
    let file = "tests/fixtures/readme/notes.yaml";
    let shown = block_after(&readme, "compiles):", "yaml").expect("README.md has no tour document");
    assert!(
        shown == read(&root().join(file)),
        "README.md's tour document differs from {file}, which its doctest compiles: copy one into the other"
    );
}

#[test]
fn the_readme_is_short_and_names_the_two_commands() {
    let readme = read(&root().join("README.md"));
    let lines = readme.lines().count();
    assert!(
        lines <= 200,
        "README.md has {lines} lines: the reference belongs in docs/"
    );
    for command in ["cargo run -p oapigen-cli -- generate\n", "cargo test --workspace\n"] {
        assert!(
            readme.contains(&format!("```sh\n{command}```")),
            "README.md lost its command {command:?}"
        );
    }
    assert!(readme.contains("(docs/README.md)"), "README.md does not link the guide");
}

#[test]
fn every_guide_page_is_doctested_and_listed() {
    let lib = read(&root().join("tests/src/lib.rs"));
    let contents = read(&root().join("docs/README.md"));
    let listed = links(&contents);
    let mut missing = Vec::new();
    for page in guide_pages() {
        if !lib.contains(&format!("#[doc = include_str!(\"../../docs/{page}\")]")) {
            missing.push(format!(
                "{page}: not included in tests/src/lib.rs (its examples are not compiled)"
            ));
        }
        if page != "README.md" && !listed.iter().any(|l| l.split('#').next() == Some(page.as_str())) {
            missing.push(format!("{page}: not listed in docs/README.md"));
        }
    }
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn relative_links_lead_to_files_and_headings_that_exist() {
    let mut files = vec![PathBuf::from("README.md")];
    files.extend(guide_pages().iter().map(|p| Path::new("docs").join(p)));
    let mut broken = Vec::new();
    for file in &files {
        let text = read(&root().join(file));
        let dir = file.parent().unwrap();
        for link in links(&text) {
            if link.contains("://") || link.starts_with("mailto:") {
                continue;
            }
            let (path, fragment) = match link.split_once('#') {
                Some((p, f)) => (p, Some(f)),
                None => (link.as_str(), None),
            };
            let target = if path.is_empty() { file.clone() } else { dir.join(path) };
            let on_disk = root().join(&target);
            if !on_disk.exists() {
                broken.push(format!("{}: {link}: no file {}", file.display(), target.display()));
                continue;
            }
            if let Some(fragment) = fragment.filter(|_| target.extension().is_some_and(|e| e == "md")) {
                if !anchors(&read(&on_disk)).iter().any(|a| a == fragment) {
                    broken.push(format!(
                        "{}: {link}: no heading #{fragment} in {}",
                        file.display(),
                        target.display()
                    ));
                }
            }
        }
    }
    assert!(broken.is_empty(), "{}", broken.join("\n"));
}
