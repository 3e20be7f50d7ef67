//! OpenAPI Overlay 1.0.0 through the library (`Builder::overlay`): update, remove, filter targets,
//! order, no match (a warning), a malformed overlay (an error located in the overlay file), and
//! diagnostics about nodes an overlay added (located in the overlay file).

use std::path::{Path, PathBuf};

use oapigen::{Builder, Severity};

const SPEC: &str = r#"openapi: 3.1.0
info: {title: t, version: 1.0.0}
paths:
  /things:
    get:
      operationId: listThings
      parameters:
        - {name: limit, in: query, schema: {type: integer}}
        - {name: offset, in: query, schema: {type: integer}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/ThingList'}}}}
  /things/{id}:
    get:
      operationId: getThing
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
    delete:
      operationId: deleteThing
      parameters:
        - {name: id, in: path, required: true, schema: {type: string}}
      responses:
        '204': {description: gone}
components:
  schemas:
    Thing:
      type: object
      properties:
        id: {type: string}
    ThingList:
      type: object
      required: [count, results]
      properties:
        count: {type: integer}
        results: {type: array, items: {$ref: '#/components/schemas/Thing'}}
"#;

struct Dir(tempfile::TempDir);

impl Dir {
    fn new() -> Dir {
        let d = Dir(tempfile::tempdir().unwrap());
        std::fs::write(d.path("api.yaml"), SPEC).unwrap();
        d
    }

    fn path(&self, name: &str) -> PathBuf {
        self.0.path().join(name)
    }

    fn overlay(&self, name: &str, actions: &str) -> PathBuf {
        let path = self.path(name);
        std::fs::write(
            &path,
            format!("overlay: 1.0.0\ninfo:\n  title: test\n  version: 1.0.0\nactions:\n{actions}"),
        )
        .unwrap();
        path
    }

    fn builder(&self) -> Builder {
        Builder::new().spec(self.path("api.yaml")).emit_rerun_if_changed(false)
    }
}

fn client(g: &oapigen::Generated) -> String {
    g.files()["src/client.rs"].clone()
}

fn types(g: &oapigen::Generated) -> String {
    g.files()["src/types.rs"].clone()
}

#[test]
fn update_adds_members_and_extensions() {
    let dir = Dir::new();
    let overlay = dir.overlay(
        "fix.yaml",
        r#"  - target: $.components.schemas.Thing
    description: the real API also answers a name
    update:
      required: [id]
      properties:
        name: {type: string, maxLength: 20, description: Display name.}
  - target: $.paths['/things'].get
    update:
      x-oapigen-pagination: {limit: limit, offset: offset, items: /results, count: /count}
"#,
    );
    let plain = dir.builder().generate().unwrap();
    assert!(!client(&plain).contains("pub fn stream("));
    let g = dir.builder().overlay(&overlay).generate().unwrap();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    let t = types(&g);
    assert!(t.contains("Display name."), "{t}");
    assert!(t.contains("pub id: String,"), "required after the update:\n{t}");
    assert!(client(&g).contains("pub fn stream("), "pagination from the overlay");
    // The overlay is an input: `cargo:rerun-if-changed` names it, and `--check` compares output
    // generated with it.
    assert!(g.inputs().iter().any(|p| p == &overlay), "{:?}", g.inputs());
}

#[test]
fn remove_takes_out_operations() {
    let dir = Dir::new();
    let overlay = dir.overlay(
        "rm.yaml",
        "  - target: $.paths['/things/{id}'].delete\n    remove: true\n",
    );
    let g = dir.builder().overlay(&overlay).generate().unwrap();
    let c = client(&g);
    assert!(
        c.contains("pub fn get_thing(") && !c.contains("pub fn delete_thing("),
        "{c}"
    );
}

#[test]
fn filter_targets_select_by_shape() {
    let dir = Dir::new();
    // Every operation answering a `count` + `results` page gets paginated, whatever its path.
    let overlay = dir.overlay(
        "pages.yaml",
        r#"  - target: "$.paths.*[?@.responses['200'].content['application/json'].schema['$ref'] == '#/components/schemas/ThingList']"
    update:
      x-oapigen-pagination: {limit: limit, offset: offset, items: /results, count: /count}
  - target: "$.paths.*[?@.responses['204']]"
    update: {deprecated: true}
"#,
    );
    let g = dir.builder().overlay(&overlay).generate().unwrap();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    let c = client(&g);
    assert!(c.contains("pub fn stream("), "{c}");
    assert!(c.contains("#[deprecated"), "{c}");
}

#[test]
fn overlays_apply_in_order() {
    let dir = Dir::new();
    let first = dir.overlay(
        "1.yaml",
        "  - target: $.paths['/things/{id}'].get\n    update: {summary: Alpha}\n",
    );
    // Matches only once the first overlay has run.
    let second = dir.overlay(
        "2.yaml",
        "  - target: \"$.paths.*[?@.summary == 'Alpha']\"\n    update: {summary: Beta}\n",
    );
    let g = dir.builder().overlay(&first).overlay(&second).generate().unwrap();
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    assert!(client(&g).contains("Beta") && !client(&g).contains("Alpha"));
    let g = dir.builder().overlay(&second).overlay(&first).generate().unwrap();
    assert!(client(&g).contains("Alpha"));
    assert_eq!(g.warnings().len(), 1, "the second overlay first matches nothing");
}

#[test]
fn a_target_that_matches_nothing_is_a_located_warning() {
    let dir = Dir::new();
    let overlay = dir.overlay(
        "stale.yaml",
        "  - target: $.paths['/gone'].get\n    update: {deprecated: true}\n",
    );
    let g = dir.builder().overlay(&overlay).generate().unwrap();
    let w = g.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].severity, Severity::Warning);
    assert_eq!(w[0].file, overlay);
    assert_eq!(w[0].pointer, "/actions/0/target");
    assert_eq!(w[0].location, Some((6, 5)));
    assert!(w[0].to_string().contains("matches nothing"), "{}", w[0]);
}

fn error_of(b: Builder) -> Vec<oapigen::Diagnostic> {
    b.generate().unwrap_err().diagnostics().to_vec()
}

#[test]
fn a_malformed_overlay_is_an_error_located_in_the_overlay() {
    let dir = Dir::new();
    let overlay = dir.overlay(
        "bad.yaml",
        "  - target: $.paths[\n    update: {}\n  - target: $.info\n    remove: yes\n",
    );
    let errors = error_of(dir.builder().overlay(&overlay));
    assert_eq!(errors.len(), 2, "{errors:?}");
    assert!(errors.iter().all(|d| d.file == overlay));
    let target = errors
        .iter()
        .find(|d| d.pointer == "/actions/0/target")
        .expect("target");
    assert_eq!(target.location, Some((6, 5)));
    assert!(target.message.contains("is not a JSONPath query"), "{target}");
    let remove = errors
        .iter()
        .find(|d| d.pointer == "/actions/1/remove")
        .expect("remove");
    assert_eq!(remove.location, Some((9, 5)));

    // Not an overlay at all, and YAML that does not parse.
    std::fs::write(&overlay, "openapi: 3.1.0\n").unwrap();
    let errors = error_of(dir.builder().overlay(&overlay));
    assert!(
        errors.iter().any(|d| d.message.contains("missing `overlay`")),
        "{errors:?}"
    );
    std::fs::write(&overlay, "overlay: 1.0.0\nactions: [\n").unwrap();
    let errors = error_of(dir.builder().overlay(&overlay));
    assert_eq!(errors[0].file, overlay);
    assert!(errors[0].message.contains("invalid YAML"), "{errors:?}");
    // A missing file names the file.
    let errors = error_of(dir.builder().overlay(dir.path("nope.yaml")));
    assert!(errors[0].message.contains("cannot read the overlay"), "{errors:?}");
}

#[test]
fn a_problem_in_what_an_overlay_added_is_located_in_the_overlay() {
    let dir = Dir::new();
    let overlay = dir.overlay(
        "typo.yaml",
        "  - target: $.components.schemas.Thing\n    update:\n      properties:\n        name: {type: strin}\n",
    );
    let errors = error_of(dir.builder().overlay(&overlay));
    let d = errors
        .iter()
        .find(|d| d.message.contains("strin"))
        .unwrap_or_else(|| panic!("{errors:?}"));
    assert_eq!(d.file, overlay, "{d}");
    assert_eq!(d.pointer, "/actions/0/update/properties/name/type");
    assert_eq!(d.location, Some((9, 16)), "the `type` key in the overlay");
    assert!(
        d.message.contains("#/components/schemas/Thing/properties/name/type"),
        "{d}"
    );

    // After a removal has moved the items of an array, what a later action merges into one of
    // them is still traced to that action.
    let overlay = dir.overlay(
        "moved.yaml",
        "  - target: $.paths['/things'].get.parameters[0]\n    remove: true\n  - target: $.paths['/things'].get.parameters[0]\n    update: {schema: {type: strin}}\n",
    );
    let errors = error_of(dir.builder().overlay(&overlay));
    let d = errors
        .iter()
        .find(|d| d.message.contains("strin"))
        .unwrap_or_else(|| panic!("{errors:?}"));
    assert_eq!(d.file, overlay, "the replaced schema comes from the overlay: {d}");
    assert_eq!(d.pointer, "/actions/1/update/schema/type");
}

#[test]
fn overlays_work_on_in_memory_documents() {
    let dir = Dir::new();
    let overlay = dir.overlay("rm.yaml", "  - target: $.paths['/things/{id}']\n    remove: true\n");
    let g = Builder::new()
        .spec_text("api.yaml", SPEC)
        .overlay(&overlay)
        .generate()
        .unwrap();
    assert!(!client(&g).contains("pub fn get_thing("));
    assert_eq!(g.inputs().len(), 2);
    assert!(Path::new(&g.inputs()[1]) == overlay);
}
