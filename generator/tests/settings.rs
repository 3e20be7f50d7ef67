//! Settings users expect: operation filters, extra derives, type replacements, validation off,
//! version from the spec, types only.

use oapigen::{Builder, RuntimeDep};

const SPEC: &str = r#"openapi: 3.1.0
info: {title: t, version: 2.3.4}
paths:
  /a:
    get:
      operationId: getA
      tags: [alpha]
      parameters:
        - {name: n, in: query, schema: {type: integer, maximum: 3}}
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
  /b:
    post:
      operationId: postB
      tags: [beta]
      responses:
        '204': {description: ok}
components:
  schemas:
    Thing:
      type: object
      properties:
        id: {type: string, format: uuid}
        money: {$ref: '#/components/schemas/Money'}
    Money:
      type: object
      properties:
        cents: {type: integer}
"#;

fn files(b: Builder) -> std::collections::BTreeMap<String, String> {
    b.spec_text("api.yaml", SPEC)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"))
        .files()
        .clone()
}

#[test]
fn operations_can_be_filtered_by_tag_and_id() {
    let client = &files(Builder::new().include_tag("alpha"))["src/client.rs"];
    assert!(client.contains("pub fn get_a(") && !client.contains("pub fn post_b("));
    let client = &files(Builder::new().exclude_operation("getA"))["src/client.rs"];
    assert!(!client.contains("pub fn get_a(") && client.contains("pub fn post_b("));
    let client = &files(Builder::new().include_operation("postB"))["src/client.rs"];
    assert!(!client.contains("pub fn get_a(") && client.contains("pub fn post_b("));
    let err = Builder::new()
        .spec_text("api.yaml", SPEC)
        .include_operation("nope")
        .generate()
        .unwrap_err();
    assert!(
        err.to_string().contains("no operation has the operationId `nope`"),
        "{err}"
    );
}

/// A document where filters matter: tasks polled through an operation of another tag, a type
/// only one operation uses, and operations sharing error responses.
const TASKS_SPEC: &str = include_str!("data/tasks_and_tags.yaml");

fn tasks_files(b: Builder) -> Result<std::collections::BTreeMap<String, String>, oapigen::Error> {
    b.spec_text("api.yaml", TASKS_SPEC)
        .generate()
        .map(|g| g.files().clone())
}

#[test]
fn a_slice_carries_only_the_types_its_operations_reach_and_keeps_their_names() {
    let whole = tasks_files(Builder::new()).unwrap();
    assert!(whole["src/types.rs"].contains("pub struct Unused"));
    assert!(whole["src/types.rs"].contains("pub struct QuotaCheck"));
    let slice = tasks_files(Builder::new().include_tag("Volumes")).unwrap();
    let (types, client) = (&slice["src/types.rs"], &slice["src/client.rs"]);
    assert!(
        types.contains("pub struct VolumeCreate") && types.contains("pub struct Problem"),
        "{types}"
    );
    assert!(
        !types.contains("pub struct QuotaCheck") && !types.contains("pub struct Unused"),
        "{types}"
    );
    // Waiting for the volume's tasks needs the task read, which is brought along.
    assert!(
        client.contains("pub fn create_volume(") && client.contains("pub fn get_task("),
        "{client}"
    );
    assert!(client.contains("send_and_wait"), "{client}");
    assert!(!client.contains("pub fn check_quota("));
    // The schema bundle carries only what the slice checks.
    assert!(!slice["src/schema.rs"].contains("QuotaCheck") && !slice["src/schema.rs"].contains("Unused"));
    // What both generations have is named alike.
    for name in ["CreateVolume", "CreateVolumeError", "VolumeCreate"] {
        assert!(whole["src/client.rs"].contains(name) || whole["src/types.rs"].contains(name));
        assert!(client.contains(name) || types.contains(name), "{name}");
    }
}

#[test]
fn excluding_an_operation_others_share_plans_with_does_not_break_the_rest() {
    // The error enum of createVolume is shared with checkQuota; leaving the owner out must not
    // leave checkQuota pointing at an enum nobody emits (a panic before).
    let f = tasks_files(Builder::new().exclude_operation("createVolume")).unwrap();
    assert!(
        f["src/client.rs"].contains("pub fn check_quota("),
        "{}",
        f["src/client.rs"]
    );
    assert!(f["src/client.rs"].contains("CheckQuotaError"));
    // Excluding the task read: the create stays, without task waiting, and says so.
    let g = Builder::new()
        .spec_text("api.yaml", TASKS_SPEC)
        .exclude_operation("getTask")
        .generate()
        .unwrap();
    let client = &g.files()["src/client.rs"];
    assert!(
        client.contains("pub fn create_volume(") && !client.contains("send_and_wait"),
        "{client}"
    );
    assert!(
        g.warnings().iter().any(|w| w
            .to_string()
            .contains("waits for tasks through `getTask`, which the filters leave out")),
        "{:?}",
        g.warnings()
    );
}

#[test]
fn a_filter_that_matches_nothing_says_so() {
    let err = tasks_files(Builder::new().include_tag("volumes"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("no operation has the tag `volumes`"), "{err}");
    assert!(
        err.contains("K8s Quotas, Tasks, Volumes"),
        "the known tags are listed: {err}"
    );
    let err = tasks_files(Builder::new().include_tag("K8s Quotas").include_operation("getTask"))
        .unwrap_err()
        .to_string();
    assert!(err.contains("the operation filters keep no operation"), "{err}");
}

#[test]
fn derives_and_type_replacements() {
    let f = files(
        Builder::new()
            .derive("Eq")
            .replace_format("uuid", "uuid::Uuid")
            .replace_schema("Money", "my_crate::Money"),
    );
    let types = &f["src/types.rs"];
    assert!(types.contains("::serde::Serialize, Eq)]"), "{types}");
    assert!(types.contains("pub id: Option<uuid::Uuid>"), "{types}");
    assert!(types.contains("pub type Money = my_crate::Money;"), "{types}");
    assert!(!types.contains("pub struct Money"));
    let err = Builder::new()
        .spec_text("api.yaml", SPEC)
        .derive("not a path!")
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("is not a Rust path"), "{err}");
}

#[test]
fn validation_can_be_turned_off_and_types_generated_alone() {
    let checks = |client: &str| client.contains("out.validate_param(") || client.contains("Validate::validate_at(");
    let on = &files(Builder::new())["src/client.rs"];
    assert!(checks(on), "{on}");
    let off = &files(Builder::new().validation(false))["src/client.rs"];
    assert!(!checks(off), "{off}");
    let types_only = files(Builder::new().client(false));
    assert!(!types_only.contains_key("src/client.rs"));
    assert!(!types_only["src/lib.rs"].contains("pub mod client"));
}

#[test]
fn crate_version_from_the_spec() {
    let f = files(Builder::new().crate_version_from_spec(true));
    assert!(f["Cargo.toml"].contains("version = \"2.3.4\""), "{}", f["Cargo.toml"]);
    let f = files(Builder::new().crate_version_from_spec(true).crate_version("9.9.9"));
    assert!(f["Cargo.toml"].contains("version = \"9.9.9\""));
    let bad = SPEC.replace("version: 2.3.4", "version: 'v2-beta'");
    let err = Builder::new()
        .spec_text("api.yaml", bad)
        .crate_version_from_spec(true)
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("not a semantic version"), "{err}");
}

#[test]
fn module_name_wraps_module_output_and_must_be_an_identifier() {
    let generated = Builder::new()
        .spec_text("api.yaml", SPEC)
        .module_name("petstore")
        .generate()
        .unwrap();
    let source = generated.module_source();
    let file = syn::parse_file(&source).unwrap_or_else(|e| panic!("{e}\n{source}"));
    // One item: the module, documented with the API's title.
    assert_eq!(file.items.len(), 1, "{source}");
    let syn::Item::Mod(module) = &file.items[0] else {
        panic!("{source}")
    };
    assert_eq!(module.ident, "petstore");
    assert!(source.starts_with("// @generated by oapigen"), "{source}");
    assert!(
        source.contains("\n/// t 2.3.4: a client generated by oapigen"),
        "{source}"
    );
    let inner: Vec<String> = module.content.as_ref().unwrap().1.iter().map(item_name).collect();
    assert_eq!(inner[..3], ["client", "schema", "types"], "{inner:?}");
    // Crate output does not change.
    let plain = Builder::new().spec_text("api.yaml", SPEC).generate().unwrap();
    assert_eq!(generated.files(), plain.files());
    assert!(syn::parse_file(&plain.module_source()).unwrap().items.len() > 1);

    for bad in ["my-api", "type", "1api", ""] {
        let err = Builder::new()
            .spec_text("api.yaml", SPEC)
            .module_name(bad)
            .generate()
            .unwrap_err();
        assert!(err.to_string().contains("is not a Rust identifier"), "{bad}: {err}");
    }
}

fn item_name(item: &syn::Item) -> String {
    match item {
        syn::Item::Mod(m) => m.ident.to_string(),
        syn::Item::Use(_) => "use".into(),
        _ => "other".into(),
    }
}

#[test]
fn a_vendored_runtime_is_written_into_the_crate_and_refused_for_modules() {
    let generated = Builder::new()
        .spec_text("api.yaml", SPEC)
        .runtime(RuntimeDep::Vendored)
        .generate()
        .unwrap();
    let f = generated.files();
    assert!(
        f["Cargo.toml"].contains(&format!(
            "oapigen-runtime = {{ path = \"oapigen-runtime\", version = \"{}\" }}",
            oapigen::RUNTIME_VERSION
        )),
        "{}",
        f["Cargo.toml"]
    );
    assert!(f["oapigen-runtime/Cargo.toml"].contains("name = \"oapigen-runtime\""));
    assert!(f["oapigen-runtime/src/support.rs"].contains("macro_rules! require_runtime"));
    assert!(f["src/lib.rs"].contains("::oapigen_runtime::require_runtime!"));
    // The same generation without vendoring has none of it.
    let by_version = files(Builder::new());
    assert!(by_version.keys().all(|k| !k.starts_with("oapigen-runtime/")));

    let tmp = tempfile::tempdir().unwrap();
    let err = generated.write_module(tmp.path().join("api.rs")).unwrap_err();
    let text = err.to_string();
    assert!(
        text.contains("module output cannot vendor the runtime") && text.contains("[dependencies]"),
        "{text}"
    );
    assert!(!tmp.path().join("api.rs").exists());
}

/// An operation using a keyword the generator refuses (`patternProperties`), one whose inline
/// type is shared with nothing else, and a good one.
const PARTLY_UNSUPPORTED: &str = r#"openapi: 3.1.0
info: {title: t, version: '1'}
paths:
  /bad:
    post:
      operationId: postBad
      requestBody:
        content:
          application/json:
            schema:
              type: object
              properties:
                tags: {type: string, pattern: '['}
      responses:
        '204': {description: ok}
  /good:
    get:
      operationId: getGood
      responses:
        '200': {description: ok, content: {application/json: {schema: {$ref: '#/components/schemas/Thing'}}}}
components:
  schemas:
    Thing: {type: object, properties: {id: {type: string}}}
"#;

#[test]
fn skip_unsupported_leaves_out_the_operation_and_says_so() {
    // Without the setting: refused, at the keyword.
    let err = Builder::new()
        .spec_text("api.yaml", PARTLY_UNSUPPORTED)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("pattern"), "{err}");

    let generated = Builder::new()
        .spec_text("api.yaml", PARTLY_UNSUPPORTED)
        .emit_rerun_if_changed(false)
        .skip_unsupported(true)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let warning = generated
        .warnings()
        .iter()
        .find(|w| w.message.contains("postBad"))
        .expect("a warning names the left-out operation");
    assert!(warning.message.contains("left out"), "{warning}");
    assert_eq!(warning.keyword.as_deref(), Some("pattern"), "{warning}");
    assert!(warning.location.is_some(), "{warning}");
    let f = generated.files();
    let client = &f["src/client.rs"];
    assert!(
        client.contains("pub fn get_good(") && !client.contains("post_bad"),
        "{client}"
    );
    // The left-out operation's inline types go with it; the shared schema stays.
    let types = &f["src/types.rs"];
    assert!(
        types.contains("pub struct Thing") && !types.contains("PostBadBody"),
        "{types}"
    );
}

#[test]
fn skip_unsupported_does_not_hide_errors_outside_operations() {
    let spec = PARTLY_UNSUPPORTED.replace(
        "Thing: {type: object, properties: {id: {type: string}}}",
        "Thing: {type: object, properties: {id: {type: string, pattern: '('}}}",
    );
    let err = Builder::new()
        .spec_text("api.yaml", spec)
        .emit_rerun_if_changed(false)
        .skip_unsupported(true)
        .generate()
        .unwrap_err();
    assert!(err.to_string().contains("/components/schemas/Thing"), "{err}");
    // The generation failed, so nothing was left out: the operation's error stays an error.
    assert!(err.to_string().contains("/paths/~1bad/post"), "{err}");
    assert!(!err.to_string().contains("left out"), "{err}");
}

#[test]
fn package_metadata_is_checked_and_every_toml_value_escaped() {
    // Refused at generate(), before anything can be written, with the setting named.
    for (b, what) in [
        (Builder::new().crate_name("bad name"), "crate_name"),
        (
            Builder::new()
                .crate_name("ok")
                .crate_version("1.0.0\"\nbuild = \"evil.rs"),
            "crate_version",
        ),
        (Builder::new().crate_name("ok").crate_version("1.0"), "crate_version"),
    ] {
        let err = b.spec_text("a.yaml", SPEC).generate().unwrap_err();
        assert!(
            err.diagnostics().iter().any(|d| d.keyword.as_deref() == Some(what)),
            "{what}: {err}"
        );
    }
    // Values that are not checked (the runtime's git URL and revision, the spec's file name)
    // are escaped: Cargo.toml keeps exactly its keys.
    let evil = "x\"\nbuild = \"evil.rs\"\n[lib]\nx = \"";
    let g = Builder::new()
        .spec_text(format!("a{evil}.yaml"), SPEC)
        .crate_name("ok")
        .crate_version("1.2.3-beta.1+build.5")
        .runtime(RuntimeDep::Git {
            url: evil.into(),
            rev: evil.into(),
        })
        .generate()
        .unwrap();
    let cargo = &g.files()["Cargo.toml"];
    let doc: toml::Table = toml::from_str(cargo).unwrap_or_else(|e| panic!("{e}\n{cargo}"));
    assert_eq!(
        doc.keys().map(String::as_str).collect::<Vec<_>>(),
        ["dependencies", "features", "package"],
        "{cargo}"
    );
    // The fake's optional dependency follows the runtime's git source, escaped alike.
    let fake = doc["dependencies"]["oapigen-fake"].as_table().unwrap();
    assert_eq!(fake["git"].as_str(), Some(evil), "{cargo}");
    assert_eq!(fake["optional"].as_bool(), Some(true), "{cargo}");
    let package = doc["package"].as_table().unwrap();
    assert!(!package.contains_key("build"), "{cargo}");
    assert_eq!(package["version"].as_str(), Some("1.2.3-beta.1+build.5"));
    let runtime = doc["dependencies"]["oapigen-runtime"].as_table().unwrap();
    assert_eq!(runtime["git"].as_str(), Some(evil));
    assert_eq!(runtime["rev"].as_str(), Some(evil));
}

#[test]
fn validation_off_still_refuses_a_missing_required_body() {
    // Only constraint checks can be turned off: a POST without its required body has nothing
    // to send, and before, `validation(false)` let it go out empty.
    let spec = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths:\n  /t:\n    post:\n      operationId: make\n      requestBody:\n        required: true\n        content:\n          application/json:\n            schema: {type: object, properties: {n: {type: integer, maximum: 3}}}\n      responses:\n        '204': {description: ok}\n";
    for validation in [true, false] {
        let g = Builder::new()
            .spec_text("b.yaml", spec)
            .validation(validation)
            .generate()
            .unwrap();
        let client = &g.files()["src/client.rs"];
        assert!(
            client.contains("\"$body\",") && client.contains("required_present"),
            "validation({validation}): the required body is not checked:\n{client}"
        );
        // With validation off the body's constraints (maximum: 3) are not checked.
        assert_eq!(
            client.contains("validate_at(&self.body"),
            validation,
            "validation({validation}):\n{client}"
        );
    }
}
