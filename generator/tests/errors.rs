//! The error says what kind of failure it is, and prints the same readable report with `{}` and
//! `{:?}`, so a build script returning `Box<dyn Error>` shows it well.

use oapigen::{Builder, ErrorKind};

const DOC: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\ncomponents:\n  schemas:\n    A:\n      type: object\n      properties:\n        a: {$ref: '#/components/schemas/Missing'}\n";

/// What a build script written as the README says does, returning the error boxed.
fn build_script(builder: Builder) -> Result<(), Box<dyn std::error::Error>> {
    builder.emit_rerun_if_changed(false).generate()?;
    Ok(())
}

#[test]
fn a_document_error_debug_prints_like_the_cli() {
    let dir = tempfile::tempdir().unwrap();
    let spec = dir.path().join("schemas.yaml");
    std::fs::write(&spec, DOC).unwrap();
    let e = Builder::new().spec(&spec).generate().unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Document);
    let debug = format!("{e:?}");
    assert_eq!(debug, e.to_string());
    let expected = format!(
        "error: {}:9:13: at #/components/schemas/A/properties/a/$ref (keyword `$ref`): \
         `#/components/schemas/Missing` does not resolve to anything\n  \
         hint: check the spelling of the reference and that the target exists\n\
         oapigen: 1 error(s) in the document",
        spec.display()
    );
    assert_eq!(debug, expected);
    assert!(!debug.contains("Diagnostic {"), "{debug}");

    // As `main` prints it: `Error: {:?}` of the boxed error.
    let boxed = build_script(Builder::new().spec(&spec)).unwrap_err();
    assert_eq!(format!("{boxed:?}"), debug);
}

#[test]
fn an_unreadable_document_is_an_io_error_naming_the_path() {
    let e = Builder::new().spec("no/such/openapi.yaml").generate().unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Io);
    let text = format!("{e:?}");
    assert!(
        text.starts_with("error: no/such/openapi.yaml: cannot read the document: "),
        "{text}"
    );
    assert!(!text.contains("at #"), "{text}");
}

#[test]
fn a_bad_setting_is_a_settings_error_naming_it_before_anything_is_read() {
    // The document does not exist: the settings are checked first.
    let e = Builder::new()
        .spec("no/such/openapi.yaml")
        .crate_name("my client")
        .crate_version("1.0")
        .module_name("not an ident")
        .generate()
        .unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Settings);
    let text = e.to_string();
    for setting in ["`crate_name`", "`crate_version`", "`module_name`"] {
        assert!(text.contains(&format!("error: settings: {setting}: ")), "{text}");
    }
    assert!(text.ends_with("oapigen: 3 error(s) in the settings"), "{text}");
}

#[test]
fn a_refused_output_directory_is_an_output_error() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("mine.txt"), "mine").unwrap();
    let g = Builder::new()
        .spec_text(
            "api.yaml",
            "openapi: 3.1.0\ninfo: {title: t, version: '1'}\npaths: {}\n",
        )
        .generate()
        .unwrap();
    let e = g.write_to(dir.path()).unwrap_err();
    assert_eq!(e.kind(), ErrorKind::Output);
    assert!(format!("{e:?}").contains("is not empty"), "{e:?}");
}

#[test]
fn the_crate_name_defaults_to_the_documents_title() {
    let g = Builder::new()
        .spec_text(
            "api.yaml",
            "openapi: 3.1.0\ninfo: {title: Swagger Petstore, version: '1'}\npaths: {}\n",
        )
        .generate()
        .unwrap();
    assert_eq!(g.crate_name(), "swagger-petstore");
    assert!(g.files()["Cargo.toml"].contains("name = \"swagger-petstore\""));
}
