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
#[path = "../../fuzz/src/lib.rs"]
mod checks;

/// Every Rust file parses with `syn` (and so does the `include!` form) and has none of the
/// problems `rust_problems` finds, and `Cargo.toml` is TOML.
fn assert_valid(g: &Generated) -> BTreeMap<String, String> {
    let problems = checks::generation_problems(g);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    g.files()
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

// ---------------------------------------------------------------------------------------------
// Hostile documents: nesting
// ---------------------------------------------------------------------------------------------

const DEEP: usize = 10_000;

#[test]
fn ten_thousand_levels_of_items_in_json_are_refused_at_a_position() {
    let schema = format!(
        "{}{{\"type\": \"string\"}}{}",
        "{\"type\": \"array\", \"items\": ".repeat(DEEP),
        "}".repeat(DEEP)
    );
    let text = format!(
        "{{\"openapi\": \"3.1.0\", \"info\": {{\"title\": \"t\", \"version\": \"1\"}}, \"paths\": {{}}, \
         \"components\": {{\"schemas\": {{\"Deep\": {schema}}}}}}}"
    );
    let errors = refused_at_a_position("deep.json", generate("deep.json", text));
    assert!(errors[0].hint.is_some(), "{}", errors[0]);
}

#[test]
fn ten_thousand_levels_of_items_in_yaml_are_refused_at_a_position() {
    let schema = format!(
        "{}{{type: string}}{}",
        "{type: array, items: ".repeat(DEEP),
        "}".repeat(DEEP)
    );
    let text = format!("{HEAD}components:\n  schemas:\n    Deep: {schema}\n");
    let errors = refused_at_a_position("deep.yaml", generate("deep.yaml", text));
    assert!(errors[0].message.contains("nesting"), "{}", errors[0]);
    assert_eq!(errors[0].location.map(|(line, _)| line), Some(6), "{}", errors[0]);

    // Block style, past the nesting limit: also refused at a position.
    let mut block = format!("{HEAD}components:\n  schemas:\n    Deep:\n");
    for level in 0..300 {
        let pad = "  ".repeat(level + 3);
        block.push_str(&format!("{pad}type: array\n{pad}items:\n"));
    }
    block.push_str(&format!("{}type: string\n", "  ".repeat(303)));
    refused_at_a_position("block.yaml", generate("block.yaml", block));
}

#[test]
fn nesting_within_the_limits_generates_nested_vecs() {
    let levels = 40;
    let schema = format!(
        "{}{{type: string}}{}",
        "{type: array, items: ".repeat(levels),
        "}".repeat(levels)
    );
    let text = format!("{HEAD}components:\n  schemas:\n    Deep: {schema}\n");
    let (_, files) = generate_ok("nested.yaml", text);
    let vecs = files["src/types.rs"].matches("Vec<").count();
    assert!(
        vecs >= levels,
        "{vecs} Vecs for {levels} levels:\n{}",
        files["src/types.rs"]
    );
}

#[test]
fn inline_nesting_past_the_lowering_limit_is_refused_not_overflowed() {
    // 150 levels: within the parser's limit (200), past the lowering's (64).
    let levels = 150;
    let schema = format!(
        "{}{{type: string}}{}",
        "{type: array, items: ".repeat(levels),
        "}".repeat(levels)
    );
    let text = format!("{HEAD}components:\n  schemas:\n    Deep: {schema}\n");
    let errors = refused("nested150.yaml", generate("nested150.yaml", text));
    assert!(
        errors
            .iter()
            .all(|d| d.pointer.starts_with("/components/schemas/Deep/items"))
    );
    // Named for what it is: nesting, not a reference chain.
    assert!(
        errors
            .iter()
            .all(|d| d.message.contains("nested inline") && d.keyword.as_deref() == Some("items")),
        "{errors:?}"
    );
}

#[test]
fn a_long_ring_of_schemas_chained_by_references() {
    // Nesting that the parser's depth limit cannot see: each schema refers to the next and the
    // last to the first. (10 000 works too, but takes ~7 s and ~1 GB in release, over a minute
    // in debug: time and memory grow faster than linearly with the chain.)
    let n = 1_000;
    let mut text = format!("{HEAD}components:\n  schemas:\n");
    for i in 0..n {
        if i + 1 < n {
            text.push_str(&format!(
                "    S{i}: {{type: object, properties: {{next: {{$ref: '#/components/schemas/S{}'}}}}}}\n",
                i + 1
            ));
        } else {
            text.push_str(&format!(
                "    S{i}: {{type: object, properties: {{first: {{$ref: '#/components/schemas/S0'}}}}}}\n"
            ));
        }
    }
    let start = Instant::now();
    let (_, files) = generate_ok("chain.yaml", text);
    let types = &files["src/types.rs"];
    assert!(
        types.contains(&format!("pub struct S{} ", n - 1)),
        "missing the last type"
    );
    // One ring of structs held by value: it must be broken by a `Box` somewhere.
    assert!(types.contains("Box<S"), "a cycle of {n} structs without a Box");
    assert!(start.elapsed() < Duration::from_secs(HANG_SECS));
}

/// YAML whose anchors nest 150 levels (within the parser's limit of 200) around an alias of the
/// previous anchor, so the value's depth grows to `k * 150` while the text never nests deeper
/// than 151.
fn depth_multiplying_anchors(k: usize) -> String {
    let l = 150;
    let mut text = format!("{HEAD}x-chain:\n");
    text.push_str(&format!("  a0: &a0 {}x{}\n", "[".repeat(l), "]".repeat(l)));
    for i in 1..k {
        text.push_str(&format!(
            "  a{i}: &a{i} {}*a{}{}\n",
            "[".repeat(l),
            i - 1,
            "]".repeat(l)
        ));
    }
    text
}

#[test]
fn anchors_that_multiply_depth_are_safe_through_the_builder() {
    // The builder loads on a thread with a large stack, so the 15 000-deep value is harmless.
    match generate("anchors.yaml", depth_multiplying_anchors(100)) {
        Ok(g) => {
            assert_valid(&g);
        }
        Err(e) => {
            refused_at_a_position("anchors.yaml", Err(e));
        }
    }
}

/// Runs the test `name` again in a child process (a stack overflow aborts the whole process, and
/// must not take the other tests with it); true in the child, where the body should run.
fn in_child_process(name: &str) -> bool {
    if std::env::var_os("OAPIGEN_ROBUSTNESS_CHILD").is_some() {
        return true;
    }
    let out = std::process::Command::new(std::env::current_exe().unwrap())
        .args(["--exact", name, "--include-ignored", "--nocapture", "--test-threads=1"])
        .env("OAPIGEN_ROBUSTNESS_CHILD", "1")
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "{name} failed in a child process ({}):\n{stderr}",
        out.status
    );
    false
}

#[test]
fn anchors_that_multiply_depth_do_not_overflow_the_loader() {
    if !in_child_process("anchors_that_multiply_depth_do_not_overflow_the_loader") {
        return;
    }
    // The public loader on an ordinary 2 MiB thread: refused (the value would be deeper than
    // MAX_DEPTH), never a stack overflow, and nothing deep is left to drop.
    let text = depth_multiplying_anchors(100);
    let result = std::thread::Builder::new()
        .stack_size(2 * 1024 * 1024)
        .spawn(move || oapigen::load::yaml::parse(&text).map(|_| ()))
        .unwrap()
        .join()
        .unwrap();
    let e = result.expect_err("a value nested past MAX_DEPTH through aliases is refused");
    assert!(e.line > 0, "{e:?}");
}

// ---------------------------------------------------------------------------------------------
// Hostile documents: reference cycles
// ---------------------------------------------------------------------------------------------

#[test]
fn pure_reference_cycles_are_refused_at_the_reference() {
    for (name, schemas) in [
        (
            "a-b-a.yaml",
            "    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/A'}\n",
        ),
        ("self.yaml", "    A: {$ref: '#/components/schemas/A'}\n"),
        (
            "three.yaml",
            "    A: {$ref: '#/components/schemas/B'}\n    B: {$ref: '#/components/schemas/C'}\n    C: {$ref: '#/components/schemas/A'}\n",
        ),
        (
            "property-self.yaml",
            "    A:\n      type: object\n      properties:\n        me: {$ref: '#/components/schemas/A/properties/me'}\n",
        ),
    ] {
        let text = format!(
            "openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n  /a:\n    get:\n      operationId: getA\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {{$ref: '#/components/schemas/A'}}\ncomponents:\n  schemas:\n{schemas}"
        );
        let errors = refused_at_a_position(name, generate(name, text));
        assert!(
            errors.iter().any(|d| d.keyword.as_deref() == Some("$ref")),
            "{name}: no error names `$ref`: {errors:?}"
        );
    }
}

#[test]
fn a_reference_to_the_whole_document_or_a_non_schema_never_hangs() {
    for target in [
        "#",
        "#/paths",
        "#/info",
        "#/components",
        "#/components/schemas",
        "#/openapi",
    ] {
        let text = format!(
            "{HEAD}components:\n  schemas:\n    A: {{$ref: '{target}'}}\n    B: {{type: object, properties: {{a: {{$ref: '#/components/schemas/A'}}}}}}\n"
        );
        match generate("odd-ref.yaml", text) {
            Ok(g) => {
                assert_valid(&g);
            }
            Err(e) => {
                refused("odd-ref.yaml", Err(e));
            }
        }
    }
}

#[test]
fn all_of_listing_a_cycle_twice_is_refused_quickly() {
    for schemas in [
        "    A:\n      allOf:\n        - {$ref: '#/components/schemas/A'}\n        - {$ref: '#/components/schemas/A'}\n",
        "    A:\n      allOf:\n        - {$ref: '#/components/schemas/B'}\n        - {$ref: '#/components/schemas/B'}\n    B:\n      allOf:\n        - {$ref: '#/components/schemas/A'}\n",
    ] {
        let text = format!("{HEAD}components:\n  schemas:\n{schemas}");
        // With one reference the cycle is refused at once ("`allOf` nesting deeper than 64
        // levels"); two must not multiply the work.
        let result = bounded("all-of-twice.yaml", 10, move || {
            Builder::new()
                .spec_text("all-of-twice.yaml", text)
                .emit_rerun_if_changed(false)
                .generate()
        });
        refused_at_a_position("all-of-twice.yaml", result);
    }
}

#[test]
fn recursive_structs_through_properties_are_boxed() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    A:\n      type: object\n      properties:\n        b: {{$ref: '#/components/schemas/B'}}\n    B:\n      type: object\n      required: [a]\n      properties:\n        a: {{$ref: '#/components/schemas/A'}}\n        again: {{$ref: '#/components/schemas/B'}}\n        maybe: {{oneOf: [{{$ref: '#/components/schemas/B'}}, {{type: 'null'}}]}}\n"
    );
    let (_, files) = generate_ok("cycle.yaml", text);
    let file = parse_file(&files["src/types.rs"]);
    // Every field that closes a cycle by value is boxed.
    let b = quote_fields(&file, "B");
    assert!(b["again"].contains("Box<B>"), "{b:?}");
    assert!(b["maybe"].contains("Box<B>"), "{b:?}");
    let a = quote_fields(&file, "A");
    assert!(
        a["b"].contains("Box<") || b["a"].contains("Box<"),
        "the A ⇄ B cycle is not broken: {a:?} {b:?}"
    );
}

/// Field name → its type as text, for struct `name`.
fn quote_fields(file: &syn::File, name: &str) -> BTreeMap<String, String> {
    for item in &file.items {
        if let syn::Item::Struct(s) = item {
            if s.ident == name {
                return s
                    .fields
                    .iter()
                    .map(|f| {
                        let ty = &f.ty;
                        (
                            f.ident.as_ref().unwrap().to_string(),
                            quote::quote!(#ty).to_string().replace(' ', ""),
                        )
                    })
                    .collect();
            }
        }
    }
    panic!("no struct {name}");
}

#[test]
fn recursion_through_unions_maps_and_all_of_never_hangs() {
    for (name, schemas) in [
        (
            "union.yaml",
            "    A: {oneOf: [{$ref: '#/components/schemas/A'}, {type: string}]}\n",
        ),
        (
            "union-pair.yaml",
            "    A: {anyOf: [{$ref: '#/components/schemas/B'}, {type: integer}]}\n    B: {oneOf: [{$ref: '#/components/schemas/A'}, {type: boolean}]}\n",
        ),
        (
            "all-of-self.yaml",
            "    A: {allOf: [{$ref: '#/components/schemas/A'}, {type: object, properties: {x: {type: string}}}]}\n",
        ),
        (
            "all-of-pair.yaml",
            "    A: {allOf: [{$ref: '#/components/schemas/B'}]}\n    B: {allOf: [{$ref: '#/components/schemas/A'}, {type: object}]}\n",
        ),
        (
            "items.yaml",
            "    A: {type: object, properties: {kids: {type: array, items: {$ref: '#/components/schemas/A'}}}}\n",
        ),
    ] {
        let text = format!("{HEAD}components:\n  schemas:\n{schemas}");
        match generate(name, text) {
            Ok(g) => {
                assert_valid(&g);
            }
            Err(e) => {
                refused(name, Err(e));
            }
        }
    }
}

#[test]
fn an_array_or_map_of_itself_is_not_a_recursive_type_alias() {
    for schema in [
        "{type: array, items: {$ref: '#/components/schemas/A'}}",
        "{type: object, additionalProperties: {$ref: '#/components/schemas/A'}}",
        "{type: array, items: {type: array, items: {$ref: '#/components/schemas/A'}}}",
        "{allOf: [{$ref: '#/components/schemas/A'}]}",
        "{oneOf: [{$ref: '#/components/schemas/A'}]}",
        "{anyOf: [{$ref: '#/components/schemas/A'}, {type: 'null'}]}",
    ] {
        array_or_map_of_itself(&format!("{HEAD}components:\n  schemas:\n    A: {schema}\n"));
    }
}

fn array_or_map_of_itself(text: &str) {
    match generate("array-self.yaml", text) {
        Ok(g) => {
            let files = assert_valid(&g);
            let file = parse_file(&files["src/types.rs"]);
            for item in &file.items {
                if let syn::Item::Type(t) = item {
                    let ty = &t.ty;
                    let body = quote::quote!(#ty).to_string();
                    let me = t.ident.to_string();
                    assert!(
                        !body.split(|c: char| !c.is_alphanumeric() && c != '_').any(|w| w == me),
                        "recursive alias: type {me} = {body}"
                    );
                }
            }
        }
        Err(e) => {
            refused_at_a_position("array-self.yaml", Err(e));
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Hostile documents: YAML bombs, numbers, encodings, sizes
// ---------------------------------------------------------------------------------------------

#[test]
fn billion_laughs_is_refused_at_a_position() {
    let mut text = format!("{HEAD}x-lol:\n  a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]\n");
    for i in 1..10 {
        let p = i - 1;
        let refs = vec![format!("*a{p}"); 10].join(", ");
        text.push_str(&format!("  a{i}: &a{i} [{refs}]\n"));
    }
    let start = Instant::now();
    let errors = refused_at_a_position("lol.yaml", generate("lol.yaml", text));
    assert!(errors[0].message.contains("YAML bomb"), "{}", errors[0]);
    assert!(start.elapsed() < Duration::from_secs(20), "took {:?}", start.elapsed());
}

#[test]
fn many_small_aliases_within_the_budget_are_fast() {
    // 900 aliases of a 1 000-node anchor: just under the expansion budget.
    let items = vec!["x"; 999].join(", ");
    let mut text = format!("{HEAD}x-data:\n  anchor: &big [{items}]\n  copies:\n");
    for _ in 0..900 {
        text.push_str("    - *big\n");
    }
    let start = Instant::now();
    let (_, _) = generate_ok("aliases.yaml", text);
    assert!(start.elapsed() < Duration::from_secs(30), "took {:?}", start.elapsed());
}

#[test]
fn huge_numbers_are_refused_or_kept_never_lost() {
    // JSON: a number out of f64 range is a syntax error with a position.
    let text = json_doc(json!({"N": {"type": "number"}}))
        .replace("{\"type\":\"number\"}", "{\"type\":\"number\",\"maximum\":1e400}");
    refused_at_a_position("huge.json", generate("huge.json", text));

    // YAML: `1e400` is not a number; as a bound it is refused where it is.
    let errors = refused_at_a_position(
        "huge.yaml",
        generate(
            "huge.yaml",
            format!("{HEAD}components:\n  schemas:\n    N: {{type: number, maximum: 1e400}}\n"),
        ),
    );
    assert_eq!(errors[0].pointer, "/components/schemas/N/maximum");
    assert_eq!(errors[0].keyword.as_deref(), Some("maximum"));

    // 30-digit bounds are kept (as floats) and the output is valid.
    for bound in [
        "maximum: 123456789012345678901234567890",
        "minimum: -123456789012345678901234567890",
    ] {
        let text = format!(
            "{HEAD}components:\n  schemas:\n    S:\n      type: object\n      properties:\n        n: {{type: integer, {bound}}}\n"
        );
        let (_, files) = generate_ok("big-bound.yaml", text);
        assert!(
            files["src/types.rs"].contains("12345678901234568"),
            "the bound was lost:\n{}",
            files["src/types.rs"]
        );
    }

    // A 30-digit length cannot be a usize: refused at the keyword.
    let errors = refused_at_a_position(
        "big-length.yaml",
        generate(
            "big-length.yaml",
            format!(
                "{HEAD}components:\n  schemas:\n    N: {{type: string, maxLength: 123456789012345678901234567890}}\n"
            ),
        ),
    );
    assert_eq!(errors[0].keyword.as_deref(), Some("maxLength"));

    // Extreme but representable numbers in enums, consts and defaults give valid output.
    let text = format!(
        "{HEAD}components:\n  schemas:\n    E: {{type: number, enum: [1e308, -1e308, 5e-324, 123456789012345678901234567890]}}\n    C: {{type: integer, const: 18446744073709551615}}\n    D: {{type: integer, default: 1e400}}\n    M: {{type: number, multipleOf: 1e-320}}\n"
    );
    generate_ok("extremes.yaml", text);
}

#[test]
fn item_and_property_counts_that_are_not_integers_are_never_dropped_silently() {
    for keyword in ["minItems", "maxItems", "minProperties", "maxProperties"] {
        for value in ["3.0", "1e30", "'3'", "-1"] {
            let schema = if keyword.ends_with("Items") {
                format!("{{type: array, {keyword}: {value}, items: {{type: string}}}}")
            } else {
                format!("{{type: object, {keyword}: {value}, additionalProperties: {{type: string}}}}")
            };
            let text = format!(
                "{HEAD}components:\n  schemas:\n    S:\n      type: object\n      properties:\n        v: {schema}\n"
            );
            match generate("counts.yaml", text) {
                Err(e) => {
                    let errors = refused_at_a_position("counts.yaml", Err(e));
                    assert!(
                        errors.iter().any(|d| d.keyword.as_deref() == Some(keyword)),
                        "{keyword}: {value}: refused, but not at the keyword: {errors:?}"
                    );
                }
                Ok(g) => {
                    // Accepted only if enforced (3.0 is the integer 3 in JSON Schema).
                    let files = assert_valid(&g);
                    let check = match keyword {
                        "minItems" => "check::min_items(",
                        "maxItems" => "check::max_items(",
                        "minProperties" => "check::min_properties(",
                        _ => "check::max_properties(",
                    };
                    assert!(
                        files["src/types.rs"].contains(check),
                        "`{keyword}: {value}` was accepted and dropped"
                    );
                }
            }
        }
    }
}

#[test]
fn invalid_utf8_is_refused_with_the_file_and_the_byte() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.yaml");
    let mut bytes = HEAD.as_bytes().to_vec();
    let at = bytes.len();
    bytes.extend_from_slice(b"x-bad: \"\xff\xfe\xc3\x28\"\n");
    std::fs::write(&path, &bytes).unwrap();
    let result = {
        let path = path.clone();
        bounded("bad.yaml", HANG_SECS, move || {
            Builder::new().spec(&path).emit_rerun_if_changed(false).generate()
        })
    };
    let errors = refused("bad.yaml", result);
    assert_eq!(errors[0].file, path);
    assert!(errors[0].message.contains("UTF-8"), "{}", errors[0]);
    assert!(
        errors[0].message.contains(&(at + 8).to_string()),
        "no byte offset: {}",
        errors[0]
    );

    // The same bytes in a file that a `$ref` names: refused at the reference.
    std::fs::write(
        dir.path().join("other.yaml"),
        b"X: {type: string, description: \"\xff\"}\n",
    )
    .unwrap();
    let main = dir.path().join("main.yaml");
    std::fs::write(
        &main,
        format!("{HEAD}components:\n  schemas:\n    A: {{$ref: 'other.yaml#/X'}}\n"),
    )
    .unwrap();
    let result = bounded("main.yaml", HANG_SECS, move || {
        Builder::new().spec(&main).emit_rerun_if_changed(false).generate()
    });
    let e = result.expect_err("a referenced file with invalid UTF-8 is refused");
    let d = &e.diagnostics()[0];
    assert!(d.location.is_some(), "{d}");
    assert!(d.to_string().contains("other.yaml"), "{d}");
}

#[test]
fn a_five_megabyte_description_is_fine() {
    let mut big = "All work and no play makes a long description. ".repeat(5 * 1024 * 1024 / 40);
    big.truncate(5 * 1024 * 1024);
    let text =
        json_doc(json!({"Big": {"type": "object", "description": big, "properties": {"a": {"type": "string"}}}}));
    let start = Instant::now();
    let (_, files) = generate_ok("big.json", text);
    assert!(files["src/types.rs"].len() > 5 * 1024 * 1024);
    assert!(
        start.elapsed() < Duration::from_secs(HANG_SECS),
        "took {:?}",
        start.elapsed()
    );

    // A long name: a valid identifier, and the wire name kept.
    let long = "a".repeat(64 * 1024);
    let text = json_doc(json!({"S": {"type": "object", "properties": {long.clone(): {"type": "string"}}}}));
    let (_, files) = generate_ok("long-name.json", text);
    let file = parse_file(&files["src/types.rs"]);
    assert_eq!(struct_fields(&file, "S")[0].2, long);
}

#[test]
fn thousands_of_operations_with_colliding_names_get_distinct_methods() {
    let n = 1_000;
    let ids = [
        "listThings",
        "list_things",
        "ListThings",
        "list-things",
        "LIST_THINGS",
        "list things",
    ];
    let mut paths = serde_json::Map::new();
    for i in 0..n {
        let mut op = json!({"responses": {"204": {"description": "ok"}}});
        // Every seventh has no operationId: its name comes from the method and path.
        if i % 7 != 6 {
            op["operationId"] = json!(ids[i % ids.len()]);
        }
        paths.insert(format!("/things/{i}"), json!({"get": op}));
    }
    let text = json!({"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": paths}).to_string();
    let start = Instant::now();
    match generate("many.json", text) {
        Ok(g) => {
            let files = assert_valid(&g);
            let methods = client_methods(&parse_file(&files["src/client.rs"]));
            let unique: BTreeSet<_> = methods.iter().collect();
            assert!(methods.len() >= n, "{} methods for {n} operations", methods.len());
            assert_eq!(unique.len(), methods.len(), "colliding method names");
        }
        Err(e) => {
            // Refusing duplicate operationIds is fine, if every one is located.
            refused_at_a_position("many.json", Err(e));
        }
    }
    assert!(
        start.elapsed() < Duration::from_secs(HANG_SECS),
        "took {:?}",
        start.elapsed()
    );
}

#[test]
fn operations_whose_names_collide_after_case_conversion_are_all_kept() {
    let ids = [
        "getThing",
        "get_thing",
        "GetThing",
        "get-thing",
        "GET_THING",
        "get thing",
        "get.thing",
    ];
    let mut paths = serde_json::Map::new();
    for (i, id) in ids.iter().enumerate() {
        paths.insert(
            format!("/t{i}"),
            json!({"get": {"operationId": id, "responses": {"204": {"description": "ok"}}}}),
        );
    }
    let text = json!({"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": paths}).to_string();
    let (_, files) = generate_ok("collide.json", text);
    let methods = client_methods(&parse_file(&files["src/client.rs"]));
    let unique: BTreeSet<_> = methods.iter().filter(|m| m.starts_with("get_thing")).collect();
    assert_eq!(unique.len(), ids.len(), "{methods:?}");
    assert!(methods.contains(&"get_thing".to_string()), "{methods:?}");
}

#[test]
fn operations_named_like_another_operations_response_or_error_enum_stay_distinct() {
    // `thing` gets `Thing`, `ThingResponse` and `ThingError`; the operations named like those
    // must take other names, in either order.
    for ids in [
        ["thing", "thingResponse", "thingError"],
        ["thingError", "thingResponse", "thing"],
    ] {
        let mut paths = serde_json::Map::new();
        for (i, id) in ids.iter().enumerate() {
            paths.insert(
                format!("/t{i}"),
                json!({"get": {"operationId": id, "responses": {
                    "200": {"description": "ok", "content": {"application/json": {"schema": {"type": "string"}}}},
                    "201": {"description": "created"},
                    "404": {"description": "missing", "content": {"application/json": {"schema": {"type": "string"}}}}
                }}}),
            );
        }
        let text = json!({"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": paths}).to_string();
        let (_, files) = generate_ok("companions.json", text);
        let file = parse_file(&files["src/client.rs"]);
        let mut names = Vec::new();
        for item in &file.items {
            if let syn::Item::Mod(m) = item {
                for inner in &m.content.as_ref().expect("an inline module").1 {
                    match inner {
                        syn::Item::Struct(s) => names.push(s.ident.to_string()),
                        syn::Item::Enum(e) => names.push(e.ident.to_string()),
                        // Operations documenting the same errors share one enum: aliases.
                        syn::Item::Type(t) => names.push(t.ident.to_string()),
                        _ => {}
                    }
                }
            }
        }
        let unique: BTreeSet<&String> = names.iter().collect();
        assert_eq!(unique.len(), names.len(), "{ids:?}: {names:?}");
        // Three builders, three response enums and three error types (one enum, two aliases).
        assert_eq!(names.len(), 9, "{ids:?}: {names:?}");
    }
}

// ---------------------------------------------------------------------------------------------
// Hostile names and text
// ---------------------------------------------------------------------------------------------

const ODD_NAMES: &[&str] = &[
    "type",
    "self",
    "Self",
    "crate",
    "super",
    "_",
    "__",
    "r#type",
    "match",
    "async",
    "await",
    "dyn",
    "try",
    "gen",
    "union",
    "macro_rules",
    "abstract",
    "yield",
    "1st",
    "2",
    "",
    " ",
    "-",
    "💥",
    "café",
    "日本語",
    "fooBar",
    "foo_bar",
    "FOO_BAR",
    "foo-bar",
    "foo bar",
    "foo.bar",
    "value",
    "Value",
    "new",
    "builder",
    "validate",
    "*/",
    "#[x]",
    "`",
    "<b>",
    "\"",
    "\\",
    "$ref",
];

#[test]
fn odd_property_names_become_distinct_identifiers_that_keep_their_wire_names() {
    let props: serde_json::Map<String, Value> = ODD_NAMES
        .iter()
        .map(|n| (n.to_string(), json!({"type": "string"})))
        .collect();
    let text = json_doc(json!({"Odd": {"type": "object", "required": ["type", "self"], "properties": props}}));
    let (_, files) = generate_ok("odd.json", text);
    let file = parse_file(&files["src/types.rs"]);
    let fields = struct_fields(&file, "Odd");
    let wire: BTreeSet<&str> = fields.iter().map(|(_, _, w)| w.as_str()).collect();
    let want: BTreeSet<&str> = ODD_NAMES.iter().copied().collect();
    assert_eq!(wire, want, "wire names lost or changed");
    let idents: BTreeSet<&str> = fields.iter().map(|(i, _, _)| i.as_str()).collect();
    assert_eq!(idents.len(), fields.len(), "two fields share an identifier: {fields:?}");
    // Readable: keywords are raw identifiers or get a trailing underscore, nothing else changes.
    let by_wire: BTreeMap<&str, (&str, bool)> = fields
        .iter()
        .map(|(i, raw, w)| (w.as_str(), (i.as_str(), *raw)))
        .collect();
    assert_eq!(by_wire["type"], ("type", true), "`type` is `r#type`");
    assert_eq!(by_wire["match"], ("match", true));
    assert_eq!(by_wire["async"], ("async", true));
    assert_eq!(by_wire["self"], ("self_", false));
    assert_eq!(by_wire["crate"], ("crate_", false));
    assert_eq!(by_wire["super"], ("super_", false));
    assert_eq!(by_wire["1st"], ("n1st", false));
    assert!(by_wire["fooBar"].0.starts_with("foo_bar"), "{fields:?}");
    assert!(files["src/types.rs"].contains("pub r#type: String"));
    assert!(files["src/types.rs"].contains("#[serde(rename = \"self\")]"));
    assert!(files["src/types.rs"].contains("#[serde(rename = \"\")]"));
    // `r#type` has no rename (serde strips `r#` itself) or the right one; the property literally
    // named `r#type` keeps that name on the wire.
    assert_eq!(by_wire["r#type"], ("r_type", false));
}

#[test]
fn odd_schema_names_become_distinct_valid_type_names() {
    let schemas: serde_json::Map<String, Value> = ODD_NAMES
        .iter()
        .chain(
            [
                "Client",
                "Error",
                "Result",
                "Validate",
                "Nullable",
                "Path",
                "Violations",
                "String",
                "Vec",
                "Option",
                "Box",
            ]
            .iter(),
        )
        .map(|n| {
            (
                n.to_string(),
                json!({"type": "object", "properties": {"x": {"type": "string"}}}),
            )
        })
        .collect();
    let count = schemas.len();
    let text = json_doc(Value::Object(schemas));
    let (_, files) = generate_ok("odd-types.json", text);
    let file = parse_file(&files["src/types.rs"]);
    let names = type_names(&file);
    // The schemas' structs are the ones with public fields (their builders' fields are private).
    let structs: BTreeSet<String> = file
        .items
        .iter()
        .filter_map(|i| match i {
            syn::Item::Struct(s) if s.fields.iter().any(|f| matches!(f.vis, syn::Visibility::Public(_))) => {
                Some(s.ident.to_string())
            }
            _ => None,
        })
        .collect();
    assert_eq!(structs.len(), count, "{structs:?}");
    for n in &names {
        assert!(n.chars().next().unwrap().is_ascii_uppercase(), "not PascalCase: {n}");
        assert!(n.is_ascii(), "{n}");
    }
    assert!(names.iter().any(|n| n == "SelfType"), "{names:?}");
}

#[test]
fn schemas_named_like_std_types_can_be_aliases() {
    // `pub type String = Option<::std::string::String>;` is not a cycle: the generated code names
    // std's types by full path. (The fuzz target's alias check once said otherwise.)
    let text = format!(
        "{HEAD}components:\n  schemas:\n    String: {{type: [string, 'null']}}\n    Vec: {{type: array, items: {{type: string}}}}\n    Option: {{type: [integer, 'null']}}\n    BTreeMap: {{type: object, additionalProperties: {{type: string}}}}\n"
    );
    let (_, files) = generate_ok("std-aliases.yaml", text);
    assert!(
        files["src/types.rs"].contains("pub struct String("),
        "{}",
        files["src/types.rs"]
    );
}

#[test]
fn reserved_type_names_are_not_taken_by_schemas() {
    let reserved = [
        "Client",
        "Error",
        "Result",
        "Validate",
        "Nullable",
        "Path",
        "Violations",
    ];
    let schemas: serde_json::Map<String, Value> = reserved
        .iter()
        .map(|n| {
            (
                n.to_string(),
                json!({"type": "object", "properties": {"x": {"type": "string"}}}),
            )
        })
        .collect();
    let (_, files) = generate_ok("reserved.json", json_doc(Value::Object(schemas)));
    let names = type_names(&parse_file(&files["src/types.rs"]));
    for r in reserved {
        assert!(
            !names.iter().any(|n| n == r),
            "`{r}` is reserved for the emitted crate: {names:?}"
        );
    }
}

#[test]
fn a_union_tag_named_unknown_does_not_collide_with_the_fallback_variant() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    A: {{type: object, required: [kind], properties: {{kind: {{const: unknown}}, a: {{type: string}}}}}}\n    B: {{type: object, required: [kind], properties: {{kind: {{const: other}}, b: {{type: string}}}}}}\n    U:\n      oneOf: [{{$ref: '#/components/schemas/A'}}, {{$ref: '#/components/schemas/B'}}]\n      discriminator: {{propertyName: kind}}\n"
    );
    generate_ok("union-unknown.yaml", text);
}

#[test]
fn property_names_that_collide_with_builder_methods_are_renamed() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    S:\n      type: object\n      properties:\n        a: {{type: [string, 'null']}}\n        a_null: {{type: string}}\n        build: {{type: string}}\n"
    );
    let (_, files) = generate_ok("builder-names.yaml", text);
    let fields = struct_fields(&parse_file(&files["src/types.rs"]), "S");
    let wire: BTreeSet<&str> = fields.iter().map(|(_, _, w)| w.as_str()).collect();
    assert_eq!(wire, BTreeSet::from(["a", "a_null", "build"]));
}

#[test]
fn parameter_names_that_collide_with_request_builder_members_are_renamed() {
    let mut params = String::new();
    for name in [
        "new",
        "skip_validation",
        "build_request",
        "send",
        "send_and_wait",
        "body",
        "client",
        "stream",
        "collect_all",
    ] {
        params.push_str(&format!(
            "        - {{name: {name}, in: query, schema: {{type: string}}}}\n"
        ));
    }
    let text = format!(
        "openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n  /a:\n    post:\n      operationId: postA\n      parameters:\n{params}      requestBody:\n        content:\n          application/json:\n            schema: {{type: object}}\n      responses:\n        '204': {{description: ok}}\n"
    );
    generate_ok("request-builder-names.yaml", text);
}

#[test]
fn a_path_naming_a_parameter_twice_is_refused_or_formatted_right() {
    let text = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /a/{id}/b/{id}:\n    get:\n      operationId: twice\n      parameters:\n        - {name: id, in: path, required: true, schema: {type: string}}\n      responses: {'204': {description: ok}}\n";
    match generate("twice.yaml", text) {
        Ok(g) => {
            assert_valid(&g);
        }
        Err(e) => {
            refused_at_a_position("twice.yaml", Err(e));
        }
    }
}

#[test]
fn control_characters_in_a_path_are_refused_or_kept() {
    for path in ["/c\\u0001/{id}", "/c\\u0002/{id}", "\\u0000/{id}"] {
        let text = format!(
            "openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n  \"{path}\":\n    get:\n      operationId: ctl\n      parameters:\n        - {{name: id, in: path, required: true, schema: {{type: string}}}}\n      responses: {{'204': {{description: ok}}}}\n"
        );
        // Either outcome is checked: a refusal must be a real one (not a caught panic).
        match generate("ctl.yaml", text) {
            Ok(g) => {
                let files = assert_valid(&g);
                let client = &files["src/client.rs"];
                assert!(
                    !client.contains("\"/c}}/") && !client.contains("\"/c{{/"),
                    "{path}: the control character became a brace"
                );
            }
            Err(e) => {
                refused("ctl.yaml", Err(e));
            }
        }
    }
}

#[test]
fn a_parameter_without_a_string_name_is_refused() {
    for param in [
        "{in: query, schema: {type: string}}",
        "{name: 7, in: header, schema: {type: string}}",
    ] {
        let text = format!(
            "openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n  /a:\n    get:\n      operationId: getA\n      parameters:\n        - {param}\n      responses: {{'204': {{description: ok}}}}\n"
        );
        let errors = refused_at_a_position("nameless.yaml", generate("nameless.yaml", text));
        assert!(
            errors
                .iter()
                .any(|d| d.pointer.starts_with("/paths/~1a/get/parameters/0")),
            "{param}: {errors:?}"
        );
    }
}

#[test]
fn schemas_named_like_prelude_values_do_not_shadow_them() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    Ok: {{type: string, maxLength: 3}}\n    Err: {{type: integer, minimum: 3}}\n    Some: {{type: string, minLength: 1}}\n    None: {{type: string, minLength: 1}}\n    User:\n      type: object\n      properties:\n        a: {{$ref: '#/components/schemas/Ok'}}\n        b: {{$ref: '#/components/schemas/Some'}}\n"
    );
    // `assert_valid` (through `generate_ok`) checks that no tuple or unit struct named `Ok`,
    // `Err`, `Some` or `None` shares a module with bare uses of the prelude's.
    generate_ok("prelude.yaml", text);
}

#[test]
fn prelude_types_are_named_bare_only_where_nothing_shadows_them() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    Option: {{type: string, maxLength: 3}}\n    User:\n      type: object\n      properties:\n        a: {{$ref: '#/components/schemas/Option'}}\n        b: {{type: string}}\n        c: {{type: array, items: {{type: string}}}}\n"
    );
    let (_, files) = generate_ok("shadow.yaml", text.clone());
    let types = &files["src/types.rs"];
    // `Option` is the schema's type here: std's is spelled in full, the others stay bare.
    assert!(types.contains("pub struct Option(String);"), "{types}");
    assert!(types.contains("pub a: ::std::option::Option<Option>,"), "{types}");
    assert!(types.contains("pub c: ::std::option::Option<Vec<String>>,"), "{types}");
    assert!(!types.contains(" Option<"), "{types}");
    // Nothing shadows anything: every prelude type is bare.
    let (_, files) = generate_ok("plain.yaml", text.replace("Option", "Opt"));
    let types = &files["src/types.rs"];
    assert!(types.contains("pub c: Option<Vec<String>>,"), "{types}");
    assert!(!types.contains("::std::option::Option<"), "{types}");
    assert!(!types.contains("::std::string::String"), "{types}");
}

#[test]
fn enum_values_that_collide_or_are_keywords_stay_distinct() {
    let values = [
        "", "a-b", "A_B", "a_b", "1", "2x", "self", "Self", "Unknown", "unknown", "type", "true", "null", "*/", "\"",
        "\\", "`", "<b>", "💥", "café",
    ];
    let text = json_doc(json!({"E": {"type": "string", "enum": values}}));
    let (_, files) = generate_ok("enum.json", text);
    let file = parse_file(&files["src/types.rs"]);
    let mut variants = Vec::new();
    for item in &file.items {
        if let syn::Item::Enum(e) = item {
            if e.ident == "E" {
                variants = e.variants.iter().map(|v| v.ident.to_string()).collect();
            }
        }
    }
    let unique: BTreeSet<_> = variants.iter().collect();
    assert_eq!(unique.len(), variants.len(), "{variants:?}");
    assert_eq!(
        variants.len(),
        values.len() + 1,
        "one variant per value plus Unknown: {variants:?}"
    );
    // Every value is matched on the wire exactly: the runtime's `string_enum!` pairs the
    // variants (but `Unknown`) with the values, in order.
    let lists: Vec<Vec<String>> = file
        .items
        .iter()
        .find_map(|i| match i {
            syn::Item::Macro(m)
                if m.mac.path.segments.last().is_some_and(|s| s.ident == "string_enum")
                    && m.mac.tokens.to_string().starts_with("E ,") =>
            {
                Some(m.mac.tokens.clone())
            }
            _ => None,
        })
        .expect("a string_enum! call for E")
        .into_iter()
        .filter_map(|t| match t {
            proc_macro2::TokenTree::Group(g) if g.delimiter() == proc_macro2::Delimiter::Bracket => Some(
                g.stream()
                    .into_iter()
                    .filter(|t| !matches!(t, proc_macro2::TokenTree::Punct(_)))
                    .map(|t| t.to_string())
                    .collect(),
            ),
            _ => None,
        })
        .collect();
    assert_eq!(lists.len(), 2, "{lists:?}");
    assert_eq!(lists[0], variants[..values.len()], "variants");
    let lits: Vec<String> = values
        .iter()
        .map(|v| proc_macro2::Literal::string(v).to_string())
        .collect();
    assert_eq!(lists[1], lits, "values");
}

#[test]
fn schema_descriptions_and_titles_are_neutralised() {
    let text = json_doc(json!({
        "S": {"type": "object", "title": HOSTILE_TEXT, "description": HOSTILE_TEXT,
              "properties": {"p": {"type": "string", "description": HOSTILE_TEXT, "title": HOSTILE_TEXT}}},
        "N": {"type": "string", "maxLength": 3, "description": HOSTILE_TEXT},
        "E": {"type": "string", "enum": ["a"], "description": HOSTILE_TEXT}
    }));
    let (_, files) = generate_ok("text.json", text);
    assert_docs_safe(&files);
    // Readable: the words are still there.
    assert!(files["src/types.rs"].contains("opens one"));
}

#[test]
fn info_description_and_operation_texts_are_neutralised() {
    let doc = json!({
        "openapi": "3.1.0",
        "info": {"title": "t", "version": "1", "description": HOSTILE_TEXT},
        "paths": {"/a": {"get": {
            "operationId": "getA", "summary": HOSTILE_TEXT, "description": HOSTILE_TEXT,
            "parameters": [{"name": "q", "in": "query", "description": HOSTILE_TEXT, "schema": {"type": "string"}}],
            "responses": {"200": {"description": HOSTILE_TEXT, "content": {"application/json": {"schema": {"type": "string"}}}},
                          "201": {"description": HOSTILE_TEXT}}
        }}}
    });
    let (_, files) = generate_ok("op-text.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn info_title_and_version_are_neutralised() {
    let doc = json!({"openapi": "3.1.0", "info": {"title": HOSTILE_TEXT, "version": HOSTILE_TEXT}, "paths": {}});
    let (_, files) = generate_ok("title.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn operation_ids_in_docs_are_neutralised() {
    let id = "get\n\n    assert!(false);\n\n```\nassert!(false);\n```";
    let doc = json!({"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {"/a": {"get": {
        "operationId": id,
        "responses": {"200": {"description": "ok", "content": {"application/json": {"schema": {"type": "string"}}}},
                      "201": {"description": "created"}}
    }}}});
    let (_, files) = generate_ok("op-id.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn enum_values_in_docs_are_neutralised() {
    let text = json_doc(
        json!({"E": {"type": "string", "enum": ["v\n\n    assert!(false);\n", "w\n```\nassert!(false);\n```"]}}),
    );
    let (_, files) = generate_ok("enum-doc.json", text);
    assert_docs_safe(&files);
}

#[test]
fn property_and_parameter_names_in_docs_are_neutralised() {
    let name = "p\n\n    assert!(false);\n";
    let doc = json!({"openapi": "3.1.0", "info": {"title": "t", "version": "1"},
        "paths": {"/a": {"get": {"operationId": "getA",
            "parameters": [{"name": name, "in": "query", "schema": {"type": "string"}}],
            "responses": {"204": {"description": "ok"}}}}},
        "components": {"schemas": {"S": {"type": "object", "properties": {name: {"type": ["string", "null"]}}}}}});
    let (_, files) = generate_ok("names-doc.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn carriage_returns_never_reach_a_doc_comment() {
    let text = "one\rtwo\r\nthree";
    let doc = json!({"openapi": "3.1.0", "info": {"title": text, "version": "1", "description": text}, "paths": {},
        "components": {"schemas": {"S": {"type": "object", "description": text, "properties": {"p": {"type": "string", "description": text}}},
                                   "E": {"type": "string", "enum": [text]}}}});
    let (_, files) = generate_ok("cr.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn text_direction_controls_never_reach_the_output() {
    let text = "safe \u{202E}desrever\u{202C} \u{2066}isolate\u{2069}";
    let doc = json!({"openapi": "3.1.0", "info": {"title": text, "version": "1", "description": text}, "paths": {},
        "components": {"schemas": {"S": {"type": "object", "description": text, "properties": {text: {"type": "string"}}},
                                   "E": {"type": "string", "enum": [text]}}}});
    let (_, files) = generate_ok("bidi.json", doc.to_string());
    assert_docs_safe(&files);
}

#[test]
fn task_status_with_empty_state_lists_is_refused_at_the_extension() {
    for status in [
        "{state: /state, finished: [], failed: [ERROR]}",
        "{state: /state, failed: [ERROR]}",
        "{state: /state, finished: [DONE], failed: []}",
        "{state: /state}",
    ] {
        let text = format!(
            "openapi: 3.1.0\ninfo: {{title: t, version: '1'}}\npaths:\n  /tasks/{{id}}:\n    get:\n      operationId: getTask\n      x-oapigen-task-status: {status}\n      parameters:\n        - {{name: id, in: path, required: true, schema: {{type: string}}}}\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema: {{type: object, properties: {{state: {{type: string}}}}}}\n"
        );
        match generate("task-status.yaml", text) {
            Ok(g) => {
                assert_valid(&g);
            }
            Err(e) => {
                let errors = refused_at_a_position("task-status.yaml", Err(e));
                assert!(
                    errors.iter().all(|d| d.pointer.contains("x-oapigen-task-status")),
                    "{status}: {errors:?}"
                );
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Property: every accepted document gives output that parses
// ---------------------------------------------------------------------------------------------

/// splitmix64: a small deterministic generator (no dependency needed).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.next() % 100 < percent
    }
    fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }
}

/// Names for properties, parameters and enum values. Left out until their bugs are fixed (see
/// the ignored tests above): `build`, `new`, `skip_validation`, `build_request`, `x_null`,
/// `unknown`, `Ok`/`Err`/`Some`, and text with CR or text-direction controls.
const PROPERTY_NAMES: &[&str] = &[
    "id", "name", "type", "self", "Self", "crate", "1st", "", "café", "fooBar", "foo_bar", "value", "Value", "kind",
    "tags", "match", "async", "_", "a-b", "*/", "\"q\"", "x.y", "builder", "validate",
];
const TYPE_NAMES: &[&str] = &[
    "Pet", "self", "Type", "Client", "Error", "1st", "Node", "a_b", "A-B", "Vec", "Thing",
];
const TEXTS: &[&str] = &[
    "plain",
    "*/ #[x] `tick",
    "<b>html</b> [link]",
    "a \"quote\" and \\",
    "two\nlines",
];
const PATTERNS: &[&str] = &["^[a-z]+$", "\\d{3}", "^(a|b)*c$", "[^,/]{1,60}"];
const FORMATS: &[&str] = &[
    "uuid",
    "date-time",
    "email",
    "ipv4",
    "byte",
    "int64",
    "password",
    "something-else",
];

struct DocGen {
    rng: Rng,
    components: Vec<String>,
    v31: bool,
}

impl DocGen {
    fn text(&mut self) -> Value {
        json!(self.rng.pick(TEXTS))
    }

    fn schema(&mut self, depth: usize) -> Value {
        let choice = if depth >= 3 {
            self.rng.below(5)
        } else {
            self.rng.below(12)
        };
        let mut s = match choice {
            0 => {
                let mut s = json!({"type": "string"});
                if self.rng.chance(30) {
                    s["maxLength"] = json!(self.rng.below(100) + 1);
                }
                if self.rng.chance(20) {
                    s["minLength"] = json!(self.rng.below(3));
                }
                if self.rng.chance(15) {
                    s["pattern"] = json!(self.rng.pick(PATTERNS));
                }
                if self.rng.chance(20) {
                    s["format"] = json!(self.rng.pick(FORMATS));
                }
                s
            }
            1 => {
                let mut s = json!({"type": "integer"});
                if self.rng.chance(40) {
                    s["minimum"] = json!(self.rng.below(10) as i64 - 5);
                }
                if self.rng.chance(40) {
                    s["maximum"] = json!(self.rng.below(1000) + 10);
                }
                if self.rng.chance(20) {
                    s["format"] = json!(if self.rng.chance(50) { "int32" } else { "int64" });
                }
                if self.rng.chance(10) {
                    s["multipleOf"] = json!(self.rng.below(5) + 1);
                }
                s
            }
            2 => {
                let mut s = json!({"type": "number"});
                if self.rng.chance(40) {
                    s["exclusiveMinimum"] = if self.v31 { json!(0.5) } else { json!(true) };
                    if !self.v31 {
                        s["minimum"] = json!(0);
                    }
                }
                s
            }
            3 => json!({"type": "boolean"}),
            4 if !self.components.is_empty() => {
                let target = self.rng.pick(&self.components).clone();
                json!({"$ref": format!("#/components/schemas/{}", target.replace('~', "~0").replace('/', "~1"))})
            }
            4 => json!({"type": "string"}),
            5 => {
                let n = self.rng.below(4) + 1;
                let values: Vec<&str> = (0..n)
                    .map(|_| *self.rng.pick(PROPERTY_NAMES))
                    .collect::<BTreeSet<_>>()
                    .into_iter()
                    .collect();
                json!({"type": "string", "enum": values})
            }
            6 | 7 => {
                let mut props = serde_json::Map::new();
                for _ in 0..self.rng.below(5) {
                    let name = self.rng.pick(PROPERTY_NAMES).to_string();
                    let schema = self.schema(depth + 1);
                    props.insert(name, schema);
                }
                let keys: Vec<String> = props.keys().cloned().collect();
                let required: Vec<String> = keys.into_iter().filter(|_| self.rng.chance(40)).collect();
                let mut s = json!({"type": "object", "properties": props, "required": required});
                if self.rng.chance(15) {
                    s["additionalProperties"] = if self.rng.chance(50) {
                        json!(false)
                    } else {
                        self.schema(depth + 1)
                    };
                }
                s
            }
            8 => {
                let mut s = json!({"type": "array", "items": self.schema(depth + 1)});
                if self.rng.chance(30) {
                    s["maxItems"] = json!(self.rng.below(10) + 1);
                }
                if self.rng.chance(15) {
                    s["uniqueItems"] = json!(true);
                }
                s
            }
            9 => {
                let key = if self.rng.chance(50) { "oneOf" } else { "anyOf" };
                let n = self.rng.below(3) + 2;
                let alts: Vec<Value> = (0..n).map(|_| self.schema(depth + 1)).collect();
                let mut s = serde_json::Map::new();
                s.insert(key.to_string(), json!(alts));
                Value::Object(s)
            }
            10 => {
                let alts: Vec<Value> = (0..self.rng.below(2) + 1)
                    .map(|_| {
                        let mut o = self.schema(depth + 1);
                        if o.get("type") != Some(&json!("object")) {
                            o = json!({"type": "object", "properties": {"extra": o}});
                        }
                        o
                    })
                    .collect();
                json!({"allOf": alts})
            }
            _ => {
                let inner = self.schema(depth + 1);
                if self.v31 {
                    json!({"oneOf": [inner, {"type": "null"}]})
                } else {
                    let mut inner = inner;
                    if inner.get("$ref").is_none() {
                        inner["nullable"] = json!(true);
                    }
                    inner
                }
            }
        };
        if s.is_object() && s.get("$ref").is_none() {
            if self.rng.chance(25) {
                s["description"] = self.text();
            }
            if self.rng.chance(5) {
                s["deprecated"] = json!(true);
            }
            if self.rng.chance(5) && self.v31 {
                s["readOnly"] = json!(true);
            }
        }
        s
    }

    fn document(&mut self) -> Value {
        self.v31 = self.rng.chance(60);
        self.components.clear();
        let mut schemas = serde_json::Map::new();
        for _ in 0..self.rng.below(5) {
            let name = format!(
                "{}{}",
                self.rng.pick(TYPE_NAMES),
                if self.rng.chance(30) { "X" } else { "" }
            );
            self.components.push(name);
        }
        self.components.sort();
        self.components.dedup();
        for name in self.components.clone() {
            let schema = self.schema(0);
            schemas.insert(name, schema);
        }
        let mut paths = serde_json::Map::new();
        for i in 0..self.rng.below(4) {
            let mut op = json!({"responses": {}});
            if self.rng.chance(80) {
                op["operationId"] = json!(format!("{}{}", self.rng.pick(PROPERTY_NAMES), i));
            }
            if self.rng.chance(30) {
                op["summary"] = self.text();
            }
            let mut params = vec![json!({"name": "id", "in": "path", "required": true, "schema": {"type": "integer"}})];
            for _ in 0..self.rng.below(3) {
                let location = *self.rng.pick(&["query", "header"]);
                params.push(json!({"name": self.rng.pick(PROPERTY_NAMES), "in": location,
                                   "required": self.rng.chance(30), "schema": self.schema(2)}));
            }
            op["parameters"] = json!(params);
            let method = *self.rng.pick(&["get", "post", "put", "delete", "patch"]);
            if method != "get" && self.rng.chance(60) {
                op["requestBody"] = json!({"required": self.rng.chance(50),
                    "content": {"application/json": {"schema": self.schema(1)}}});
            }
            if self.rng.chance(85) {
                op["responses"]["200"] = json!({"description": "ok",
                    "content": {"application/json": {"schema": self.schema(1)}}});
            }
            if self.rng.chance(30) || op["responses"].as_object().unwrap().is_empty() {
                op["responses"]["204"] = json!({"description": "none"});
            }
            if self.rng.chance(20) {
                op["responses"]["default"] = json!({"description": "error",
                    "content": {"application/json": {"schema": self.schema(2)}}});
            }
            let mut item = serde_json::Map::new();
            item.insert(method.to_string(), op);
            paths.insert(format!("/r{i}/{{id}}"), Value::Object(item));
        }
        json!({
            "openapi": if self.v31 { "3.1.0" } else { "3.0.3" },
            "info": {"title": self.rng.pick(TEXTS), "version": "1.0", "description": self.text()},
            "paths": paths,
            "components": {"schemas": schemas}
        })
    }
}

#[test]
fn every_accepted_random_document_generates_output_that_parses() {
    let cases = 200;
    let mut generator = DocGen {
        rng: Rng(0x6f61_7069_6765_6e00),
        components: Vec::new(),
        v31: true,
    };
    let (mut accepted, mut refused_count) = (0, 0);
    let start = Instant::now();
    for case in 0..cases {
        let doc = generator.document();
        // Alternate the readers: JSON text named .json, and the same text read as YAML (JSON is
        // YAML 1.2; a leading comment keeps the loader from taking the JSON path).
        let (name, text) = if case % 2 == 0 {
            ("random.json".to_string(), serde_json::to_string_pretty(&doc).unwrap())
        } else {
            (
                "random.yaml".to_string(),
                format!("# case {case}\n{}", serde_json::to_string_pretty(&doc).unwrap()),
            )
        };
        match generate(&name, text.clone()) {
            Ok(g) => {
                accepted += 1;
                let files = g.files();
                for (path, body) in files.iter().filter(|(p, _)| p.ends_with(".rs")) {
                    if let Err(e) = syn::parse_file(body) {
                        panic!("case {case}: generated {path} does not parse: {e}\n--- document:\n{text}");
                    }
                }
                if let Err(e) = syn::parse_file(&g.module_source()) {
                    panic!("case {case}: module_source() does not parse: {e}\n--- document:\n{text}");
                }
                if let Err(e) = files["Cargo.toml"].parse::<toml::Table>() {
                    panic!("case {case}: Cargo.toml: {e}\n--- document:\n{text}");
                }
            }
            Err(e) => {
                refused_count += 1;
                for d in e.diagnostics() {
                    assert!(
                        !d.message.starts_with("internal error"),
                        "case {case}: {d}\n--- document:\n{text}"
                    );
                    assert!(
                        d.severity != Severity::Error || d.location.is_some() || !d.pointer.is_empty(),
                        "case {case}: an error without a location: {d}\n--- document:\n{text}"
                    );
                }
            }
        }
    }
    eprintln!(
        "random documents: {accepted} accepted, {refused_count} refused, in {:?}",
        start.elapsed()
    );
    // The generator of documents must mostly make valid ones, or the property says little.
    assert!(
        accepted * 2 > cases,
        "only {accepted} of {cases} documents were accepted"
    );
}

// ---------------------------------------------------------------------------------------------
// Nothing lost: writing
// ---------------------------------------------------------------------------------------------

fn small() -> Generated {
    generate_ok(
        "small.yaml",
        format!("{HEAD}components:\n  schemas:\n    A: {{type: object, properties: {{x: {{type: string, maxLength: 3}}}}}}\n"),
    )
    .0
}

fn other() -> Generated {
    generate_ok(
        "other.yaml",
        format!("{HEAD}components:\n  schemas:\n    B: {{type: object, properties: {{y: {{type: integer}}}}}}\n"),
    )
    .0
}

/// Every file under `dir` with its bytes and modification time.
fn snapshot(dir: &Path) -> Vec<(PathBuf, Vec<u8>, std::time::SystemTime)> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_path_buf()];
    while let Some(d) = todo.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                todo.push(p);
            } else {
                let modified = e.metadata().unwrap().modified().unwrap();
                out.push((p.clone(), std::fs::read(&p).unwrap(), modified));
            }
        }
    }
    out.sort();
    out
}

fn no_staging_left(parent: &Path) {
    let names: Vec<String> = std::fs::read_dir(parent)
        .unwrap()
        .flatten()
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .collect();
    assert!(
        names
            .iter()
            .all(|n| ![".oapigen-new", ".oapigen-old", ".oapigen-staging"]
                .iter()
                .any(|p| n.starts_with(p))),
        "left behind: {names:?}"
    );
}

#[test]
fn write_to_replaces_what_it_wrote_and_keeps_the_rest() {
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("client");
    small().write_to(&out).unwrap();
    std::fs::create_dir_all(out.join("target/debug")).unwrap();
    std::fs::write(out.join("target/debug/keep"), "build product").unwrap();
    std::fs::write(out.join("src/mine.rs"), "// not generated").unwrap();
    std::fs::write(out.join("Cargo.lock"), "# written by cargo").unwrap();
    other().write_to(&out).unwrap();
    assert!(
        std::fs::read_to_string(out.join("src/types.rs"))
            .unwrap()
            .contains("pub struct B")
    );
    assert_eq!(
        std::fs::read_to_string(out.join("src/mine.rs")).unwrap(),
        "// not generated",
        "a file the user wrote was touched"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("Cargo.lock")).unwrap(),
        "# written by cargo"
    );
    assert_eq!(
        std::fs::read_to_string(out.join("target/debug/keep")).unwrap(),
        "build product"
    );
    assert!(other().check(&out).is_empty());
    no_staging_left(tmp.path());
}

#[test]
fn write_to_fails_cleanly_when_the_parent_is_a_file() {
    let tmp = tempfile::tempdir().unwrap();
    let file = tmp.path().join("not-a-dir");
    std::fs::write(&file, "precious").unwrap();
    let err = small().write_to(file.join("client")).unwrap_err();
    assert!(err.to_string().contains("not-a-dir"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious");
    no_staging_left(tmp.path());
    let err = small().write_module(file.join("api.rs")).unwrap_err();
    assert!(err.to_string().contains("not-a-dir"), "{err}");
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "precious");
}

#[test]
fn write_to_fails_cleanly_when_a_file_cannot_be_created_and_keeps_the_previous_output() {
    // A parent path so long that the previous output's files fit under PATH_MAX (4096 on Linux)
    // but the staging directory's files do not: writing fails half-way, whoever we run as.
    let tmp = tempfile::tempdir().unwrap();
    let mut parent = tmp.path().to_path_buf();
    let want = 4096 - 28;
    loop {
        let rem = want - parent.as_os_str().len();
        if rem <= 201 {
            parent.push("e".repeat(rem - 1));
            break;
        }
        parent.push("d".repeat(if rem <= 402 { rem / 2 } else { 200 }));
    }
    assert_eq!(parent.as_os_str().len(), want);
    if std::fs::create_dir_all(&parent).is_err() {
        eprintln!("skipped: cannot create a {want}-byte path here");
        return;
    }
    let out = parent.join("o");
    std::fs::create_dir_all(out.join("src")).unwrap();
    std::fs::write(out.join("Cargo.toml"), "previous").unwrap();
    std::fs::write(out.join("src/lib.rs"), "// previous").unwrap();
    std::fs::write(out.join(oapigen::MANIFEST), "Cargo.toml\nsrc/lib.rs\n").unwrap();
    let before = snapshot(&out);
    let err = small().write_to(&out).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("cannot"), "{msg}");
    assert_eq!(before, snapshot(&out), "the previous output changed");
    no_staging_left(&parent);
    no_staging_left(&out);
}

#[test]
fn write_to_a_read_only_output_fails_cleanly() {
    use std::os::unix::fs::PermissionsExt;
    let tmp = tempfile::tempdir().unwrap();
    let out = tmp.path().join("ro");
    small().write_to(&out).unwrap();
    let before = snapshot(&out);
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o555)).unwrap();
    let probe = out.join("probe");
    if std::fs::write(&probe, "").is_ok() {
        // Root ignores permissions; the test above covers a failing write for root.
        let _ = std::fs::remove_file(&probe);
        std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755)).unwrap();
        eprintln!("skipped: permissions are not enforced for this user");
        return;
    }
    let result = other().write_to(&out);
    std::fs::set_permissions(&out, std::fs::Permissions::from_mode(0o755)).unwrap();
    let err = result.unwrap_err();
    assert!(err.to_string().contains("ro"), "{err}");
    assert_eq!(before, snapshot(&out), "the previous output changed");
    no_staging_left(&out);
}

#[test]
fn check_never_writes() {
    let tmp = tempfile::tempdir().unwrap();
    // A directory that does not exist stays absent.
    let missing = tmp.path().join("missing");
    let drift = small().check(&missing);
    assert!(!drift.is_empty());
    assert!(!missing.exists(), "check created the directory");
    // A directory with different content is left byte for byte and time for time.
    let out = tmp.path().join("client");
    small().write_to(&out).unwrap();
    std::fs::write(out.join("src/extra.rs"), "// mine").unwrap();
    let before = snapshot(&out);
    let drift = other().check(&out);
    assert!(
        drift.iter().all(|d| d.path != "src/extra.rs"),
        "a file oapigen did not write is not drift: {drift:?}"
    );
    assert!(drift.iter().any(|d| d.path == "src/types.rs"), "{drift:?}");
    assert_eq!(before, snapshot(&out));
    no_staging_left(tmp.path());
}

#[test]
fn write_module_replaces_only_a_module_oapigen_wrote() {
    let tmp = tempfile::tempdir().unwrap();
    let mine = tmp.path().join("petstore.rs");
    std::fs::write(&mine, "// my own code\npub fn keep() {}\n").unwrap();
    let err = small().write_module(&mine).unwrap_err();
    assert!(
        err.to_string().contains("oapigen did not write it") && err.to_string().contains("--force"),
        "{err}"
    );
    assert_eq!(
        std::fs::read_to_string(&mine).unwrap(),
        "// my own code\npub fn keep() {}\n"
    );
    // Its own output (and an empty file) it replaces.
    let ours = tmp.path().join("api.rs");
    small().write_module(&ours).unwrap();
    other().write_module(&ours).unwrap();
    assert!(std::fs::read_to_string(&ours).unwrap().contains("pub struct B"));
    let empty = tmp.path().join("empty.rs");
    std::fs::write(&empty, "").unwrap();
    small().write_module(&empty).unwrap();
    // Forced, the user's file is replaced.
    Builder::new()
        .spec_text(
            "small.yaml",
            format!("{HEAD}components:\n  schemas:\n    A: {{type: object}}\n"),
        )
        .force(true)
        .generate()
        .unwrap()
        .write_module(&mine)
        .unwrap();
    assert!(std::fs::read_to_string(&mine).unwrap().contains("require_runtime!"));
}
