//! The expansion, from arguments to tokens, on documents written to a temporary directory
//! standing for the calling crate's manifest directory. What the compiler makes of it is
//! tested by `tests/tests/macro_generate.rs` and the `consumer-macro` fixture.

use std::path::Path;

use proc_macro2::TokenStream;

use super::*;

const SPEC: &str = "\
openapi: 3.1.0
info: {title: Notes, version: 1.0.0}
components:
  schemas:
    Note:
      $ref: 'schemas/note.yaml#/Note'
paths:
  /notes:
    get:
      operationId: listNotes
      responses:
        '200':
          description: The notes.
          content:
            application/json:
              schema: {type: array, items: {$ref: '#/components/schemas/Note'}}
";

const NOTE: &str = "\
Note:
  type: object
  required: [text]
  properties:
    text: {type: string, minLength: 1}
";

const OVERLAY: &str = "\
overlay: 1.0.0
info: {title: Summaries, version: 1.0.0}
actions:
  - target: $.paths['/notes'].get
    update: {summary: Every note.}
";

/// A crate directory holding the document, the file it `$ref`s and an overlay.
fn crate_dir() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("schemas")).unwrap();
    std::fs::write(dir.path().join("openapi.yaml"), SPEC).unwrap();
    std::fs::write(dir.path().join("schemas/note.yaml"), NOTE).unwrap();
    std::fs::write(dir.path().join("summaries.yaml"), OVERLAY).unwrap();
    dir
}

fn expand(tokens: TokenStream, dir: &Path) -> String {
    let args = syn::parse::Parser::parse2(<Args as syn::parse::Parse>::parse, tokens).unwrap();
    expand_in(&args, dir).to_string()
}

/// The messages of the `compile_error!`s of an expansion.
fn errors(expansion: &str) -> Vec<String> {
    let file: syn::File = syn::parse_str(expansion).unwrap();
    file.items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Macro(m) if m.mac.path.segments.last().unwrap().ident == "compile_error" => {
                Some(syn::parse2::<syn::LitStr>(m.mac.tokens.clone()).unwrap().value())
            }
            _ => None,
        })
        .collect()
}

#[test]
fn the_client_in_a_named_module_and_every_file_read_included() {
    let dir = crate_dir();
    let code = expand(
        quote! { "openapi.yaml", overlays = ["summaries.yaml"], module_name = "notes" },
        dir.path(),
    );
    assert!(errors(&code).is_empty(), "{code}");
    let file: syn::File = syn::parse_str(&code).unwrap();
    let names: Vec<String> = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    assert_eq!(names, ["notes"], "{code}");
    assert!(
        code.contains("pub struct Note") && code.contains("Every note."),
        "{code}"
    );
    for file in ["openapi.yaml", "schemas/note.yaml", "summaries.yaml"] {
        let path = dir.path().join(file).to_string_lossy().into_owned();
        let include = quote! { const _: &[u8] = ::core::include_bytes!(#path); }.to_string();
        assert!(code.contains(&include), "{file} is not included:\n{code}");
    }
    // The same code as a build script's module file: one generator, two ways in.
    let source = oapigen::Builder::new()
        .spec(dir.path().join("openapi.yaml"))
        .overlay(dir.path().join("summaries.yaml"))
        .module_name("notes")
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap()
        .module_source();
    assert!(code.starts_with(&source.parse::<TokenStream>().unwrap().to_string()));
}

#[test]
fn without_a_module_name_the_items_land_where_the_macro_is() {
    let dir = crate_dir();
    let code = expand(quote! { "openapi.yaml" }, dir.path());
    let file: syn::File = syn::parse_str(&code).unwrap();
    let names: Vec<String> = file
        .items
        .iter()
        .filter_map(|item| match item {
            syn::Item::Mod(m) => Some(m.ident.to_string()),
            _ => None,
        })
        .collect();
    assert!(
        names.contains(&"types".to_string()) && names.contains(&"client".to_string()),
        "{names:?}"
    );
}

#[test]
fn a_document_error_is_the_generators_report_with_the_crates_paths() {
    let dir = crate_dir();
    std::fs::write(dir.path().join("schemas/note.yaml"), NOTE.replace("string", "strin")).unwrap();
    let code = expand(quote! { spec = "openapi.yaml" }, dir.path());
    let found = errors(&code);
    assert_eq!(found.len(), 1, "{code}");
    assert!(
        found[0].starts_with(
            "schemas/note.yaml:5:12: at #/Note/properties/text/type (keyword `type`): unknown type `strin`"
        ),
        "{}",
        found[0]
    );
    assert!(
        found[0].ends_with("oapigen: 1 error(s) in the document"),
        "{}",
        found[0]
    );
    // Nothing else: no code to pile errors on.
    assert!(!code.contains("include_bytes"), "{code}");
}

#[test]
fn a_missing_file_is_named_as_given() {
    let dir = crate_dir();
    let code = expand(quote! { "openapi.yaml", overlays = ["nope.yaml"] }, dir.path());
    let found = errors(&code);
    assert!(
        found[0].starts_with("nope.yaml: cannot read the overlay: "),
        "{found:?}"
    );
}

#[test]
fn settings_are_read_as_oapigen_toml_is() {
    let dir = crate_dir();
    let code = expand(quote! { "openapi.yaml", nonsense = true }, dir.path());
    let found = errors(&code);
    assert_eq!(found.len(), 1, "{code}");
    assert!(
        found[0].starts_with("settings: unknown field `nonsense`, expected one of"),
        "{found:?}"
    );
    let code = expand(quote! { "openapi.yaml", validation = "no" }, dir.path());
    assert!(
        errors(&code)[0].contains("invalid type: string \"no\", expected a boolean"),
        "{code}"
    );
    // The checks of `oapigen.toml`'s values are the generator's.
    let code = expand(quote! { "openapi.yaml", module_name = "not a name" }, dir.path());
    assert!(
        errors(&code)[0].starts_with("settings: `module_name`: the module name `not a name` is not a Rust identifier"),
        "{code}"
    );
    let code = expand(quote! { toml = "spec = \"openapi.yaml\"\nbogus = 1\n" }, dir.path());
    assert!(
        errors(&code)[0].starts_with("generate!(toml):2:1: unknown field `bogus`"),
        "{code}"
    );
}

#[test]
fn settings_that_change_no_code_here_are_refused_by_name() {
    let dir = crate_dir();
    let code = expand(
        quote! { "openapi.yaml", crate_name = "notes", tag_features = false, out = "gen" },
        dir.path(),
    );
    let found = errors(&code);
    assert_eq!(found.len(), 3, "{code}");
    assert!(found[0].starts_with("settings: `out` does not apply to `generate!`: nothing is written"));
    assert!(found[1].starts_with("settings: `crate_name` does not apply to `generate!`: it describes"));
    assert!(found[2].starts_with("settings: `tag_features` does not apply to `generate!`"));
    let code = expand(quote! { module_name = "notes" }, dir.path());
    assert!(
        errors(&code)[0].starts_with("settings: no OpenAPI document given"),
        "{code}"
    );
}

#[test]
fn the_documents_warnings_are_warnings_at_its_literal() {
    let dir = crate_dir();
    std::fs::write(
        dir.path().join("schemas/note.yaml"),
        NOTE.replace("minLength: 1", "minLength: 1, frobnicate: 2"),
    )
    .unwrap();
    let code = expand(quote! { "openapi.yaml" }, dir.path());
    assert!(errors(&code).is_empty(), "{code}");
    let deprecated = code.matches("deprecated").count();
    assert_eq!(deprecated, 1, "{code}");
    assert!(code.contains("schemas/note.yaml:5:"), "{code}");
    assert!(code.contains("frobnicate"), "{code}");
}
