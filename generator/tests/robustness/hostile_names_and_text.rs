//! Hostile names and text

use super::*;

pub(crate) const ODD_NAMES: &[&str] = &[
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
fn schemas_named_like_std_types_are_renamed_and_can_be_aliases() {
    // The prelude's names are the generated code's own: `String` becomes `String2`, an alias of
    // `Option<String>` that is not a cycle. `BTreeMap` is not in the prelude: it keeps its name
    // (the generated code names std's by full path).
    let text = format!(
        "{HEAD}components:\n  schemas:\n    String: {{type: [string, 'null']}}\n    Vec: {{type: array, items: {{type: string}}}}\n    Option: {{type: [integer, 'null']}}\n    BTreeMap: {{type: object, additionalProperties: {{type: string}}}}\n"
    );
    let (generated, files) = generate_ok("std-aliases.yaml", text);
    let types = &files["src/types.rs"];
    for renamed in [
        "pub struct String2(pub Option<String>)",
        "pub struct Vec2(pub Vec<String>)",
        "pub struct Option2(",
    ] {
        assert!(types.contains(renamed), "{renamed}: {types}");
    }
    assert!(types.contains("pub struct BTreeMap("), "{types}");
    let warned: Vec<&str> = generated.warnings().iter().map(|w| w.message.as_str()).collect();
    assert_eq!(
        warned.iter().filter(|w| w.contains("Rust's prelude")).count(),
        3,
        "{warned:?}"
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
        "Raw",
        "Option",
        "String",
        "Vec",
        "Box",
        "Default",
        "Into",
        "From",
        "IntoIterator",
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
fn prelude_types_are_always_named_bare() {
    let text = format!(
        "{HEAD}components:\n  schemas:\n    Option: {{type: string, maxLength: 3}}\n    User:\n      type: object\n      properties:\n        a: {{$ref: '#/components/schemas/Option'}}\n        b: {{type: string}}\n        c: {{type: array, items: {{type: string}}}}\n"
    );
    let (_, files) = generate_ok("shadow.yaml", text);
    let types = &files["src/types.rs"];
    // The schema named `Option` is `Option2`, so that `Option` is always the prelude's.
    assert!(types.contains("pub struct Option2(String);"), "{types}");
    assert!(types.contains("pub a: Option<Option2>,"), "{types}");
    assert!(types.contains("pub c: Option<Vec<String>>,"), "{types}");
    assert!(!types.contains("::std::option::Option"), "{types}");
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
