//! What real documents get wrong, read where the meaning is clear (issue 39, points 4 and 5):
//! each reading is a located warning (file, line, pointer, keyword, what it is read as), and the
//! client, the carried schemas and the fake's model read the same thing; where the meaning is
//! not clear, a located error. One fixture per case, in `tests/data/lenient/`.

use std::path::{Path, PathBuf};

use oapigen::{Builder, Diagnostic, Generated, Severity};
use oapigen_fake::model::{Model, ParamLocation};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/data/lenient/{name}.yaml"))
}

fn generate(name: &str) -> Generated {
    Builder::new()
        .spec(fixture(name))
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

fn fake_model(name: &str) -> Model {
    Builder::new()
        .spec(fixture(name))
        .emit_rerun_if_changed(false)
        .fake_model()
        .unwrap_or_else(|e| panic!("{name}: {e}"))
        .0
}

fn errors(name: &str) -> Vec<Diagnostic> {
    match Builder::new()
        .spec(fixture(name))
        .emit_rerun_if_changed(false)
        .generate()
    {
        Ok(_) => panic!("{name}: expected errors"),
        Err(e) => e.diagnostics().to_vec(),
    }
}

fn warnings_at<'d>(warnings: &'d [Diagnostic], keyword: &str) -> Vec<&'d Diagnostic> {
    warnings
        .iter()
        .filter(|d| d.severity == Severity::Warning && d.keyword.as_deref() == Some(keyword))
        .collect()
}

/// The carried schema (the crate's `src/schema.rs`) of one component, as JSON.
fn carried(g: &Generated, name: &str) -> serde_json::Value {
    let schema = &g.files()["src/schema.rs"];
    let start = schema
        .find(&format!("\"{name}\":"))
        .unwrap_or_else(|| panic!("{name} carried:\n{schema}"));
    let text = &schema[start + name.len() + 3..];
    let mut de = serde_json::Deserializer::from_str(text);
    serde::Deserialize::deserialize(&mut de).unwrap_or_else(|e| panic!("{name}: {e}\n{text}"))
}

/// The fake's carried schema at a model slot's pointer, as JSON.
fn fake_schema<'m>(model: &'m Model, pointer: &str) -> &'m serde_json::Value {
    let mut node = &model.schemas[0].schema;
    for seg in pointer.split('/').skip(1) {
        node = &node[seg];
    }
    node
}

#[test]
fn extensions_beside_paths_and_responses_are_passed_by() {
    let g = generate("paths_extensions");
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    let ops: Vec<(&str, &str)> = g
        .api()
        .operations
        .iter()
        .map(|o| (o.id.as_str(), o.path.as_str()))
        .collect();
    assert_eq!(ops, [("listArtifacts", "/artifacts")]);
    assert_eq!(g.api().operations[0].responses.len(), 1);
    let model = fake_model("paths_extensions");
    assert_eq!(model.operations.len(), 1);
    assert_eq!(model.operations[0].responses.len(), 1);
}

#[test]
fn a_pattern_the_checks_can_judge_is_not_refused_by_the_schema_engine() {
    // `^.{1,2097152}$` is ECMA-262 that `regress` holds; the engine's own regular expressions
    // cannot. The schema it stands in is judged by the engine, with the generated checks' pattern.
    let g = generate("long_repetition");
    let metric = g.api().types.iter().find(|t| t.name == "Metric").expect("Metric");
    assert!(metric.loose.is_some(), "judged by the schema engine");
    assert_eq!(carried(&g, "Metric")["properties"]["key"]["pattern"], "^.{1,2097152}$");
}

#[test]
fn a_query_part_in_a_path_key_is_read_as_query_parameters_and_pairs() {
    let g = generate("query_in_path");
    let warnings = warnings_at(g.warnings(), "paths");
    let search = warnings
        .iter()
        .find(|d| d.pointer == "/paths/~1search?query={query}/get")
        .unwrap_or_else(|| panic!("{warnings:?}"));
    assert!(search.file.ends_with("query_in_path.yaml"));
    assert_eq!(search.location, Some((5, 5)));
    assert!(
        search
            .message
            .contains("read as the path `/search` with the query parameter `query`, declared `in: query`"),
        "{search}"
    );
    let icons = warnings
        .iter()
        .find(|d| d.pointer.starts_with("/paths/~1api~1iconsets"))
        .expect("icons");
    assert!(icons.message.contains("the query parameter `term`, declared by none: a required string; the query parameter `amount`, declared `in: path`, read as a query parameter; the pair `v=3`, sent with every request"), "{icons}");

    let op = |id: &str| {
        g.api()
            .operations
            .iter()
            .find(|o| o.id == id)
            .unwrap_or_else(|| panic!("{id}"))
    };
    // Keys that differ in their query part alone are one path: its methods merge.
    assert_eq!(
        (op("search").path.as_str(), op("saveSearch").path.as_str()),
        ("/search", "/search")
    );
    let latest = op("latestIcons");
    assert_eq!(latest.path, "/api/iconsets/v3/latest");
    assert_eq!(latest.query_constants, [("v".to_string(), "3".to_string())]);
    let params: Vec<(&str, &str, bool)> = latest
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.location.keyword(), p.required))
        .collect();
    assert_eq!(params, [("amount", "query", true), ("term", "query", true)]);
    // Two operations of one method on `/rest`, told apart by their pairs.
    assert_eq!(op("searchPhotos").path, "/rest");
    assert_eq!(
        op("getPhotoInfo").query_constants,
        [("method".to_string(), "photos.getInfo".to_string())]
    );
    // The client sends the pairs with every request.
    assert!(
        g.files()["src/client.rs"].contains(r#".query("method", "photos.getInfo")"#),
        "{}",
        g.files()["src/client.rs"]
    );

    // The fake reads the key as the client does: same path, same parameters, the pairs fixed.
    let model = fake_model("query_in_path");
    let fake_op = |id: &str| model.operations.iter().find(|o| o.id == id).unwrap();
    let latest = fake_op("latestIcons");
    assert_eq!(latest.path, "/api/iconsets/v3/latest");
    let params: Vec<(&str, ParamLocation, bool, Option<&str>)> = latest
        .params
        .iter()
        .map(|p| (p.name.as_str(), p.location, p.required, p.value.as_deref()))
        .collect();
    assert_eq!(
        params,
        [
            ("amount", ParamLocation::Query, true, None),
            ("term", ParamLocation::Query, true, None),
            ("v", ParamLocation::Query, true, Some("3")),
        ]
    );
    assert!(
        latest.params[0].schema.is_some(),
        "the declared parameter keeps its schema"
    );
    assert_eq!(fake_op("search").params[0].name, "query");
}

#[test]
fn a_query_part_whose_meaning_is_not_clear_is_a_located_error() {
    let d = errors("query_in_path_collision");
    let collision = d
        .iter()
        .find(|d| d.pointer == "/paths/~1current?lat={lat}&lon={lon}/get")
        .unwrap_or_else(|| panic!("{d:?}"));
    assert_eq!(collision.severity, Severity::Error);
    assert_eq!(collision.location, Some((10, 5)));
    assert!(
        collision
            .message
            .contains("is also the operation of the path key `/current?city={city}`"),
        "{collision}"
    );
    let unclear = d
        .iter()
        .find(|d| d.pointer == "/paths/~1current?{city}=1")
        .expect("unclear");
    assert_eq!(unclear.keyword.as_deref(), Some("paths"));
    assert!(unclear.message.contains("`{city}=1`"), "{unclear}");
}

#[test]
fn a_parameter_without_a_name_is_left_out_with_a_warning() {
    let g = generate("empty_name");
    let w = warnings_at(g.warnings(), "name");
    // Once per parameter, however many operations list it.
    let mut pointers: Vec<(&str, Option<(usize, usize)>)> =
        w.iter().map(|d| (d.pointer.as_str(), d.location)).collect();
    pointers.sort();
    assert_eq!(
        pointers,
        [
            ("/components/parameters/Blank", Some((5, 5))),
            ("/paths/~1api~1customers/get/parameters/0", Some((14, 11)))
        ]
    );
    assert!(
        w.iter()
            .any(|d| d.message.contains("a `query` parameter with an empty `name`")),
        "{w:?}"
    );
    assert!(w.iter().all(|d| d.message.contains("left out")), "{w:?}");
    let customers = &g.api().operations[0];
    let names: Vec<&str> = customers.params.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["page"]);
    // The fake expects what the client sends.
    let model = fake_model("empty_name");
    let names: Vec<&str> = model.operations[0].params.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["page"]);
    assert!(model.operations[1].params.is_empty());
}

#[test]
fn a_path_parameter_without_a_name_stays_an_error() {
    let text = "openapi: 3.0.3\ninfo: {title: t, version: '1'}\npaths:\n  /a/{x}:\n    get:\n      parameters:\n        - {in: path, name: '', required: true, schema: {type: string}}\n      responses: {'200': {description: ok}}\n";
    let d = match Builder::new().spec_text("bad.yaml", text).generate() {
        Ok(_) => panic!("accepted"),
        Err(e) => e.diagnostics().to_vec(),
    };
    assert!(d.iter().any(|d| d.message.contains("non-empty string `name`")), "{d:?}");
}

#[test]
fn a_name_listed_twice_in_required_is_read_once() {
    let g = generate("repeated_required");
    let w = warnings_at(g.warnings(), "required");
    let found: Vec<(&str, Option<(usize, usize)>)> = w.iter().map(|d| (d.pointer.as_str(), d.location)).collect();
    assert_eq!(
        found,
        [
            ("/components/schemas/Account/required/2", Some((7, 28))),
            ("/components/schemas/Account/required/3", Some((7, 32)))
        ]
    );
    assert!(
        w[0].message.contains("`id` is listed in `required` more than once"),
        "{}",
        w[0]
    );
    assert!(w[0].message.contains("read once"), "{}", w[0]);
    // The schema engine's bundle and the fake's model carry the list once.
    let once = serde_json::json!(["id", "name", "email"]);
    assert_eq!(carried(&g, "Account")["required"], once);
    let model = fake_model("repeated_required");
    assert_eq!(fake_schema(&model, "/components/schemas/Account")["required"], once);
}

#[test]
fn ruby_anchors_are_read_as_ecma_262_anchors_once_for_everyone() {
    let g = generate("ruby_anchors");
    let w = warnings_at(g.warnings(), "pattern");
    assert_eq!(w.len(), 2, "{w:?}");
    let snap = w[0];
    assert_eq!(snap.pointer, "/components/schemas/SnapshotId/pattern");
    assert_eq!(snap.location, Some((7, 7)));
    assert!(snap.message.contains(r"`\Asnap-[0-9a-f]{8}\z`"), "{snap}");
    assert!(snap.message.contains(r"read as `^snap-[0-9a-f]{8}$`"), "{snap}");
    assert!(w[1].message.contains(r"read as `^[a-z]+(?=\n?$)`"), "{}", w[1]);
    // The generated check, the carried schema and the fake's model read the same pattern.
    assert!(g.files()["src/types.rs"].contains(r#"Pattern::new("^snap-[0-9a-f]{8}$")"#));
    assert_eq!(carried(&g, "SnapshotId")["pattern"], "^snap-[0-9a-f]{8}$");
    assert_eq!(carried(&g, "Label")["pattern"], r"^[a-z]+(?=\n?$)");
    let model = fake_model("ruby_anchors");
    assert_eq!(
        fake_schema(&model, "/components/schemas/SnapshotId")["pattern"],
        "^snap-[0-9a-f]{8}$"
    );
    // Inside a class, after an escaped backslash, and in an example: as written.
    assert_eq!(carried(&g, "Literal")["pattern"], r"^[\A-Z]+\\A$");
}
