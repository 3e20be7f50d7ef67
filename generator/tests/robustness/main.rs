//! Robustness: hostile documents never panic, hang or overflow the stack and are refused with
//! located diagnostics; hostile names and text give valid, readable Rust; every document the
//! generator accepts gives output that parses (a property test over generated documents); and
//! writing never loses the previous output.
//!
//! Many cases here were found by the fuzz targets (`fuzz/`) and stay as regression tests.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

use oapigen::{Builder, Diagnostic, Error, Generated, Severity};
use proc_macro2::{Delimiter, TokenStream, TokenTree};
use quote::ToTokens;
use serde_json::{Value, json};

const HEAD: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\n";

/// The longest any single generation here may take (debug build, loaded 2-core machine) before it
/// counts as a hang.
const HANG_SECS: u64 = 60;

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

/// Runs `f` on its own thread (with the default 2 MiB test stack) and fails if it does not
/// finish within `secs` (a hang) or panics.
fn bounded<T: Send + 'static>(what: &str, secs: u64, f: impl FnOnce() -> T + Send + 'static) -> T {
    let (tx, rx) = mpsc::channel();
    let handle = std::thread::Builder::new()
        .name(what.to_string())
        .spawn(move || {
            let _ = tx.send(f());
        })
        .unwrap();
    match rx.recv_timeout(Duration::from_secs(secs)) {
        Ok(v) => {
            let _ = handle.join();
            v
        }
        Err(mpsc::RecvTimeoutError::Timeout) => panic!("{what}: no result after {secs} s (a hang?)"),
        Err(mpsc::RecvTimeoutError::Disconnected) => panic!("{what}: panicked"),
    }
}

/// Generates from in-memory text, bounded in time.
fn generate(name: &str, text: impl Into<String>) -> Result<Generated, Error> {
    let text = text.into();
    let owned = name.to_string();
    bounded(name, HANG_SECS, move || {
        Builder::new()
            .spec_text(&owned, text)
            .emit_rerun_if_changed(false)
            .generate()
    })
}

fn generate_ok(name: &str, text: impl Into<String>) -> (Generated, BTreeMap<String, String>) {
    match generate(name, text) {
        Ok(g) => {
            let files = assert_valid(&g);
            (g, files)
        }
        Err(e) => panic!("{name} was refused:\n{e}"),
    }
}

// What rustc would refuse although `syn` parses it: the same checks the fuzz targets run.
#[path = "../../../fuzz/src/lib.rs"]
mod checks;

/// Every Rust file parses with `syn` (and so does the `include!` form) and has none of the
/// problems `rust_problems` finds, and `Cargo.toml` is TOML.
fn assert_valid(g: &Generated) -> BTreeMap<String, String> {
    let problems = checks::generation_problems(g);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    g.files().clone()
}

/// The error diagnostics of a refused document, each checked to name its file and to be a real
/// message rather than an internal failure.
fn refused(name: &str, r: Result<Generated, Error>) -> Vec<Diagnostic> {
    let e = match r {
        Ok(_) => panic!("{name}: expected the document to be refused"),
        Err(e) => e,
    };
    let errors: Vec<Diagnostic> = e
        .diagnostics()
        .iter()
        .filter(|d| d.severity == Severity::Error)
        .cloned()
        .collect();
    assert!(!errors.is_empty(), "{name}: refused without an error:\n{e}");
    for d in &errors {
        assert!(
            d.file
                .to_string_lossy()
                .ends_with(Path::new(name).file_name().unwrap().to_str().unwrap()),
            "{name}: the diagnostic names another file: {d}"
        );
        assert!(!d.message.trim().is_empty(), "{name}: empty message: {d}");
        assert!(
            !d.message.starts_with("internal error"),
            "{name}: the generator failed: {d}"
        );
        for bad in [
            "panicked at",
            "called `Option::unwrap()`",
            "called `Result::unwrap()`",
            "RUST_BACKTRACE",
        ] {
            assert!(!d.message.contains(bad), "{name}: not a user-facing message: {d}");
        }
    }
    let _ = e.to_string();
    errors
}

/// Refused, and every error has a line and column.
fn refused_at_a_position(name: &str, r: Result<Generated, Error>) -> Vec<Diagnostic> {
    let errors = refused(name, r);
    for d in &errors {
        assert!(d.location.is_some(), "{name}: no line/column: {d}");
    }
    errors
}

/// Text-direction control characters: rustc's `text_direction_codepoint_in_comment` and
/// `..._in_literal` lints are deny-by-default.
fn is_bidi(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// The documentation blocks of a Rust file: consecutive `#[doc]` attributes (or doc comments,
/// which the lexer turns into them) joined with newlines, as rustdoc sees them.
fn doc_blocks(src: &str) -> Vec<String> {
    fn walk(ts: TokenStream, out: &mut Vec<String>) {
        let tokens: Vec<TokenTree> = ts.into_iter().collect();
        let mut block: Option<String> = None;
        let mut i = 0;
        while i < tokens.len() {
            let is_hash = matches!(&tokens[i], TokenTree::Punct(p) if p.as_char() == '#');
            if is_hash {
                let mut j = i + 1;
                if matches!(tokens.get(j), Some(TokenTree::Punct(p)) if p.as_char() == '!') {
                    j += 1;
                }
                if let Some(TokenTree::Group(g)) = tokens.get(j) {
                    if g.delimiter() == Delimiter::Bracket {
                        let inner: Vec<TokenTree> = g.stream().into_iter().collect();
                        if let [TokenTree::Ident(id), TokenTree::Punct(eq), TokenTree::Literal(lit)] = inner.as_slice()
                        {
                            if id == "doc" && eq.as_char() == '=' {
                                let text = syn::parse_str::<syn::LitStr>(&lit.to_string())
                                    .map(|s| s.value())
                                    .unwrap_or_default();
                                let b = block.get_or_insert_with(String::new);
                                if !b.is_empty() {
                                    b.push('\n');
                                }
                                b.push_str(&text);
                            }
                        }
                        // Other attributes do not end a documentation block.
                        i = j + 1;
                        continue;
                    }
                }
            }
            if let Some(b) = block.take() {
                out.push(b);
            }
            if let TokenTree::Group(g) = &tokens[i] {
                walk(g.stream(), out);
            }
            i += 1;
        }
        if let Some(b) = block.take() {
            out.push(b);
        }
    }
    let ts: TokenStream = src.parse().expect("the generated file lexes");
    let mut out = Vec::new();
    walk(ts, &mut out);
    out
}

/// Code blocks in a documentation block that rustdoc would compile and run as doctests:
/// fenced blocks without a language or marked as Rust, and indented blocks (four spaces after
/// the common indentation, after a blank line).
fn doctests(doc: &str) -> Vec<String> {
    let lines: Vec<&str> = doc.lines().collect();
    let indent = lines
        .iter()
        .filter(|l| !l.trim().is_empty())
        .map(|l| l.len() - l.trim_start().len())
        .min()
        .unwrap_or(0);
    let mut found = Vec::new();
    let mut fence: Option<&str> = None;
    let mut prev_blank = true;
    for line in lines {
        let l = line.get(indent..).unwrap_or_else(|| line.trim_start());
        let t = l.trim_start();
        if let Some(f) = fence {
            if t.starts_with(f) {
                fence = None;
            }
            prev_blank = false;
            continue;
        }
        if t.starts_with("```") || t.starts_with("~~~") {
            let marker = &t[..3];
            let info = t.trim_start_matches(['`', '~']).trim();
            let first = info.split([',', ' ']).next().unwrap_or("");
            let rust = first.is_empty()
                || first == "rust"
                || matches!(first, "should_panic" | "no_run" | "compile_fail" | "test_harness")
                || first.starts_with("edition");
            if rust && l.len() - t.len() < 4 {
                found.push(format!("fenced block `{t}`"));
            }
            fence = Some(marker);
            prev_blank = false;
            continue;
        }
        if prev_blank && !t.is_empty() && l.len() - t.len() >= 4 {
            found.push(format!("indented block `{t}`"));
        }
        prev_blank = t.is_empty();
    }
    found
}

/// Doc text with `code spans` removed (raw HTML inside them is shown as text).
fn outside_code_spans(doc: &str) -> String {
    doc.lines()
        .map(|l| l.split('`').step_by(2).collect::<Vec<_>>().join(" "))
        .collect::<Vec<_>>()
        .join("\n")
}

/// Problems rustc or rustdoc would have with the documentation and text of generated files:
/// bare carriage returns and text-direction controls (compile errors), doctests (the document's
/// text would be compiled and run by `cargo test` of the generated crate), and raw `<script>`.
fn doc_problems(files: &BTreeMap<String, String>) -> Vec<String> {
    let mut problems = Vec::new();
    for (path, text) in files.iter().filter(|(p, _)| p.ends_with(".rs")) {
        let bytes = text.as_bytes();
        for (i, c) in text.char_indices() {
            if c == '\r' && bytes.get(i + 1) != Some(&b'\n') {
                problems.push(format!("{path}: a bare carriage return at byte {i}"));
            }
            if is_bidi(c) {
                problems.push(format!("{path}: text-direction control U+{:04X} at byte {i}", c as u32));
            }
        }
        if syn::parse_file(text).is_err() {
            problems.push(format!("{path}: does not parse"));
            continue;
        }
        for doc in doc_blocks(text) {
            for d in doctests(&doc) {
                problems.push(format!("{path}: doctest {d} in\n{doc}"));
            }
            if outside_code_spans(&doc).to_ascii_lowercase().contains("<script") {
                problems.push(format!("{path}: raw HTML in\n{doc}"));
            }
        }
    }
    problems
}

fn assert_docs_safe(files: &BTreeMap<String, String>) {
    let problems = doc_problems(files);
    assert!(problems.is_empty(), "{}", problems.join("\n---\n"));
}

/// Text that tries every way out of a doc comment and into a doctest.
const HOSTILE_TEXT: &str = "ends */ a comment /* opens one #[doc = \"x\"] #![deny(warnings)] \
<script>alert(1)</script> <b>bold</b> [link] `unbalanced \"quote\" back\\slash \\n \
\n\n    assert!(false, \"indented doctest\");\n\n```\nassert!(false, \"fenced doctest\");\n```\n\
~~~rust\nassert!(false);\n~~~\n*/\n///";

fn parse_file(text: &str) -> syn::File {
    syn::parse_file(text).unwrap_or_else(|e| panic!("does not parse: {e}"))
}

/// The fields of struct `name` in a file: (Rust identifier without `r#`, whether raw, wire name).
fn struct_fields(file: &syn::File, name: &str) -> Vec<(String, bool, String)> {
    for item in &file.items {
        if let syn::Item::Struct(s) = item {
            if s.ident == name {
                return s
                    .fields
                    .iter()
                    // A flattened map (the members a struct does not declare) has no wire name.
                    .filter(|f| {
                        !f.attrs.iter().any(|a| {
                            a.path().is_ident("serde") && a.meta.to_token_stream().to_string().contains("flatten")
                        })
                    })
                    .map(|f| {
                        let ident = f.ident.as_ref().unwrap().to_string();
                        let raw = ident.starts_with("r#");
                        let bare = ident.trim_start_matches("r#").to_string();
                        let rename = f.attrs.iter().find_map(|a| {
                            if !a.path().is_ident("serde") {
                                return None;
                            }
                            let mut found = None;
                            let _ = a.parse_nested_meta(|m| {
                                if m.path.is_ident("rename") {
                                    let s: syn::LitStr = m.value()?.parse()?;
                                    found = Some(s.value());
                                } else if m.input.peek(syn::Token![=]) {
                                    let _: syn::Expr = m.value()?.parse()?;
                                } else if m.input.peek(syn::token::Paren) {
                                    let content;
                                    syn::parenthesized!(content in m.input);
                                    let _: TokenStream = content.parse()?;
                                }
                                Ok(())
                            });
                            found
                        });
                        // serde strips `r#` from raw identifiers itself.
                        let wire = rename.unwrap_or_else(|| bare.clone());
                        (bare, raw, wire)
                    })
                    .collect();
            }
        }
    }
    panic!("no struct {name}");
}

/// Names of the items (structs, enums, type aliases) a file declares at the top level.
fn type_names(file: &syn::File) -> Vec<String> {
    file.items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Struct(s) => Some(s.ident.to_string()),
            syn::Item::Enum(e) => Some(e.ident.to_string()),
            syn::Item::Type(t) => Some(t.ident.to_string()),
            _ => None,
        })
        .collect()
}

/// Method names of `impl Client`.
fn client_methods(file: &syn::File) -> Vec<String> {
    let mut out = Vec::new();
    for item in &file.items {
        if let syn::Item::Impl(i) = item {
            if let syn::Type::Path(p) = i.self_ty.as_ref() {
                if p.path.is_ident("Client") && i.trait_.is_none() {
                    for it in &i.items {
                        if let syn::ImplItem::Fn(f) = it {
                            out.push(f.sig.ident.to_string());
                        }
                    }
                }
            }
        }
    }
    out
}

fn json_doc(schemas: Value) -> String {
    json!({
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1"},
        "paths": {},
        "components": {"schemas": schemas}
    })
    .to_string()
}

mod hostile_documents_nesting;
mod hostile_documents_reference_cycles;
mod hostile_documents_yaml_bombs;
mod hostile_names_and_text;
mod names_document;
mod nothing_lost_writing;
mod property_arbitrary_names;
mod property_every_accepted_document;

// Helpers of one section are used by others.
#[allow(unused_imports)]
use hostile_documents_nesting::*;
#[allow(unused_imports)]
use hostile_documents_reference_cycles::*;
#[allow(unused_imports)]
use hostile_documents_yaml_bombs::*;
#[allow(unused_imports)]
use hostile_names_and_text::*;
#[allow(unused_imports)]
use nothing_lost_writing::*;
#[allow(unused_imports)]
use property_every_accepted_document::*;
