//! Hostile documents: nesting

use super::*;

pub(crate) const DEEP: usize = 10_000;

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
pub(crate) fn depth_multiplying_anchors(k: usize) -> String {
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
pub(crate) fn in_child_process(name: &str) -> bool {
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
