//! Hostile documents: reference cycles

use super::*;

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
pub(crate) fn quote_fields(file: &syn::File, name: &str) -> BTreeMap<String, String> {
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

pub(crate) fn array_or_map_of_itself(text: &str) {
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
