//! Bad input gets a located, actionable error, never a panic.

use oapigen::{Builder, Diagnostic, Severity};

fn errors(text: &str) -> Vec<Diagnostic> {
    match Builder::new().spec_text("bad.yaml", text).generate() {
        Ok(_) => panic!("expected an error for:\n{text}"),
        Err(e) => e.diagnostics().to_vec(),
    }
}

const HEAD: &str = "openapi: 3.1.0\ninfo: {title: t, version: '1'}\n";

#[test]
fn swagger_2_is_refused_with_a_hint() {
    let d = errors("swagger: '2.0'\ninfo: {title: t, version: '1'}\npaths: {}\n");
    assert_eq!(d.len(), 1);
    assert!(d[0].message.contains("Swagger 2.0"), "{}", d[0]);
    assert!(d[0].hint.as_deref().unwrap_or_default().contains("convert"));
    assert_eq!(d[0].pointer, "/swagger");
    assert_eq!(d[0].location, Some((1, 1)));
}

#[test]
fn yaml_syntax_errors_have_a_position() {
    let d = errors("openapi: 3.1.0\ninfo: {title: t\npaths: {}\n");
    assert!(d[0].message.starts_with("invalid YAML"), "{}", d[0]);
    assert!(d[0].location.is_some());
}

#[test]
fn json_syntax_errors_have_a_position() {
    let d = match Builder::new()
        .spec_text("bad.json", "{\"openapi\": \"3.1.0\",\n \"info\": }")
        .generate()
    {
        Err(e) => e.diagnostics().to_vec(),
        Ok(_) => panic!("accepted"),
    };
    assert!(d[0].message.starts_with("invalid JSON"), "{}", d[0]);
    assert_eq!(d[0].location.map(|l| l.0), Some(2));
}

#[test]
fn a_keyword_without_rust_shape_is_judged_and_an_unknown_one_is_a_located_warning() {
    let g = Builder::new()
        .spec_text(
            "bad.yaml",
            format!("{HEAD}components:\n  schemas:\n    A:\n      type: array\n      contains: {{type: string}}\n      maxItem: 3\n"),
        )
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    // `contains` has no Rust shape: the list stays a list, and the schema checks it.
    let a = g.api().types.iter().find(|t| t.name == "A").expect("type A");
    assert!(
        a.loose.as_deref().is_some_and(|why| why.contains("contains")),
        "{:?}",
        a.loose
    );
    assert!(g.files()["src/types.rs"].contains("check_serialized"));
    // `maxItem` is no JSON Schema keyword: ignored, as JSON Schema says, but never silently.
    let w = g.warnings();
    assert_eq!(w.len(), 1, "{w:?}");
    assert_eq!(w[0].pointer, "/components/schemas/A/maxItem");
    assert_eq!(w[0].keyword.as_deref(), Some("maxItem"));
    assert_eq!(w[0].location, Some((8, 7)));
    let text = w[0].to_string();
    assert!(
        text.starts_with("warning: bad.yaml:8:7: at #/components/schemas/A/maxItem (keyword `maxItem`)"),
        "{text}"
    );
}

#[test]
fn a_response_key_that_is_no_status_code_is_located_whatever_its_characters() {
    // `\u{fffd}` is three bytes long: slicing the key after its first byte panicked (found by
    // fuzz/long.sh); `axx` was dropped without a word.
    for key in ["\u{fffd}", "axx", "©xx", "4x"] {
        let d = errors(&format!(
            "{HEAD}paths:\n  /a:\n    get:\n      responses:\n        '{key}': {{description: d}}\n"
        ));
        assert!(
            d.iter().any(|d| d.message.contains("is not a status code")),
            "{key}: {d:?}"
        );
    }
}

#[test]
fn a_dangling_ref_names_its_pointer() {
    let d = errors(&format!(
        "{HEAD}components:\n  schemas:\n    A:\n      type: object\n      properties:\n        b: {{$ref: '#/components/schemas/Nope'}}\n"
    ));
    assert_eq!(d[0].pointer, "/components/schemas/A/properties/b/$ref");
    assert!(d[0].message.contains("does not resolve"));
}

#[test]
fn an_invalid_pattern_is_reported_at_generation_time() {
    let d = errors(&format!(
        "{HEAD}components:\n  schemas:\n    A: {{type: string, pattern: '(unclosed'}}\n"
    ));
    assert_eq!(d[0].keyword.as_deref(), Some("pattern"));
    assert!(d[0].message.contains("ECMA-262"));
}

#[test]
fn a_ref_cycle_without_a_type_does_not_hang() {
    let d = errors(&format!(
        "{HEAD}components:\n  schemas:\n    A: {{$ref: '#/components/schemas/B'}}\n    B: {{$ref: '#/components/schemas/A'}}\n"
    ));
    assert!(!d.is_empty());
}

#[test]
fn a_self_referencing_struct_is_fine() {
    let g = Builder::new()
        .spec_text(
            "ok.yaml",
            format!("{HEAD}components:\n  schemas:\n    Node:\n      type: object\n      properties:\n        next: {{$ref: '#/components/schemas/Node'}}\n"),
        )
        .generate()
        .unwrap();
    assert!(g.files()["src/types.rs"].contains("Box<Node>"));
}

#[test]
fn missing_openapi_version_and_wrong_version() {
    let d = errors("info: {title: t, version: '1'}\n");
    assert!(d[0].message.contains("missing `openapi`"));
    let d = errors("openapi: 2.5.0\n");
    assert!(d[0].message.contains("unsupported OpenAPI version"));
}

#[test]
fn garbage_never_panics() {
    for text in [
        "",
        "[]",
        "42",
        "openapi: 3.1.0\npaths: 7\n",
        "openapi: 3.1.0\npaths:\n  /a: {get: 5}\n",
        "\u{0}\u{1}",
        "{{{{",
        "a: &x [*x]",
    ] {
        // `generate` turns a panic into an "internal error" diagnostic, so a discarded result
        // could never fail: every one of these must be refused with a real, positioned message.
        let err = match Builder::new().spec_text("g.yaml", text).generate() {
            Ok(_) => panic!("{text:?}: accepted"),
            Err(e) => e,
        };
        let errors: Vec<_> = err
            .diagnostics()
            .iter()
            .filter(|d| d.severity == Severity::Error)
            .collect();
        assert!(!errors.is_empty(), "{text:?}: refused without an error: {err}");
        for d in errors {
            assert!(
                !d.message.contains("internal error") && !d.message.contains("panicked"),
                "{text:?}: the generator failed instead of refusing the document: {d}"
            );
            assert!(!d.message.trim().is_empty(), "{text:?}: empty message");
        }
    }
}

#[test]
fn pagination_over_a_parameter_that_is_not_an_integer_is_a_located_error() {
    // Before, the operation vanished from the client without a word.
    let spec = |limit: &str, count: &str| {
        format!(
            "{HEAD}paths:\n  /items:\n    get:\n      operationId: listItems\n      x-oapigen-pagination: {{limit: limit, offset: offset, items: /results, count: /count}}\n      parameters:\n        - {{name: limit, in: query, schema: {{type: {limit}}}}}\n        - {{name: offset, in: query, schema: {{type: integer}}}}\n      responses:\n        '200':\n          description: ok\n          content:\n            application/json:\n              schema:\n                type: object\n                properties:\n                  count: {{type: {count}}}\n                  results: {{type: array, items: {{type: string}}}}\n"
        )
    };
    let d = errors(&spec("string", "integer"));
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(
        d[0].pointer, "/paths/~1items/get/x-oapigen-pagination/limit",
        "{}",
        d[0]
    );
    assert!(d[0].message.contains("`limit` is not an integer"), "{}", d[0]);
    assert!(d[0].location.is_some(), "{}", d[0]);
    let d = errors(&spec("integer", "string"));
    assert_eq!(
        d[0].pointer, "/paths/~1items/get/x-oapigen-pagination/count",
        "{}",
        d[0]
    );
    // Integers page, and the operation is there.
    let g = Builder::new()
        .spec_text("ok.yaml", spec("integer", "integer"))
        .generate()
        .unwrap();
    let client = &g.files()["src/client.rs"];
    assert!(
        client.contains("pub fn list_items") && client.contains("pub fn stream"),
        "{client}"
    );
}

#[test]
fn a_schema_that_cannot_keep_its_name_is_a_located_warning() {
    let g = Builder::new()
        .spec_text(
            "names.yaml",
            format!(
                "{HEAD}components:\n  schemas:\n    Error:\n      type: object\n      properties: {{code: {{type: integer}}}}\n    fooBar: {{type: object}}\n    FooBar: {{type: object}}\n"
            ),
        )
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let names: Vec<&str> = g.api().types.iter().map(|t| t.name.as_str()).collect();
    assert!(names.contains(&"Error2") && names.contains(&"FooBar2"), "{names:?}");
    let w = g.warnings();
    assert_eq!(w.len(), 2, "{w:?}");
    assert_eq!(w[0].pointer, "/components/schemas/Error");
    assert_eq!(w[0].location, Some((5, 5)));
    assert!(
        w[0].message.contains("`Error2`") && w[0].message.contains("defines itself"),
        "{}",
        w[0]
    );
    assert_eq!(w[1].pointer, "/components/schemas/FooBar");
    assert!(w[1].message.contains("already named `FooBar`"), "{}", w[1]);
}

#[test]
fn a_style_its_location_does_not_take_is_a_located_error() {
    let op = |param: &str| {
        format!(
            "{HEAD}paths:\n  /v/{{id}}:\n    get:\n      parameters:\n        - {param}\n      responses: {{'200': {{description: ok}}}}\n"
        )
    };
    let d = errors(&op(
        "{name: id, in: path, required: true, style: form, schema: {type: array, items: {type: integer}}}",
    ));
    assert_eq!(d.len(), 1, "{d:?}");
    assert_eq!(d[0].pointer, "/paths/~1v~1{id}/get/parameters/0");
    assert_eq!(d[0].keyword.as_deref(), Some("style"));
    assert!(
        d[0].message.contains("path parameter cannot have style `form`"),
        "{}",
        d[0]
    );
    assert_eq!(d[0].location.map(|l| l.0), Some(7));
    let d = errors(&op(
        "{name: id, in: path, required: true, style: tabDelimited, schema: {type: string}}",
    ));
    assert!(d[0].message.contains("unknown style `tabDelimited`"), "{}", d[0]);
    let d = errors(&op(
        "{name: id, in: path, required: true, explode: 'yes', schema: {type: string}}",
    ));
    assert_eq!(d[0].keyword.as_deref(), Some("explode"), "{}", d[0]);
    // The styles a location takes generate.
    for param in [
        "{name: id, in: path, required: true, style: matrix, explode: true, schema: {type: array, items: {type: integer}}}",
        "{name: id, in: path, required: true, style: label, schema: {type: string}}",
    ] {
        Builder::new()
            .spec_text("ok.yaml", op(param))
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap_or_else(|e| panic!("{param}: {e}"));
    }
}

#[test]
fn servers_take_their_variables_defaults_and_an_operation_its_own_server() {
    let doc = |servers: &str, op_servers: &str| {
        format!(
            "{HEAD}servers:\n{servers}paths:\n  /assets:\n    post:\n      operationId: upload\n{op_servers}      responses: {{'204': {{description: ok}}}}\n  /other:\n    get:\n      operationId: other\n      responses: {{'204': {{description: ok}}}}\n"
        )
    };
    let top = "  - url: 'https://{region}.example.com/{version}'\n    variables:\n      region: {default: eu, enum: [eu, us]}\n      version: {default: v2}\n";
    let own = "      servers:\n        - url: '{origin}/'\n          variables: {origin: {default: 'https://uploads.example.com'}}\n";
    let g = Builder::new()
        .spec_text("ok.yaml", doc(top, own))
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(g.api().base_url.as_deref(), Some("https://eu.example.com/v2"));
    let server = |id: &str| g.api().operations.iter().find(|o| o.id == id).unwrap().server.clone();
    assert_eq!(server("upload").as_deref(), Some("https://uploads.example.com"));
    assert_eq!(server("other"), None);
    let client = &g.files()["src/client.rs"];
    assert!(client.contains(".server(\"https://uploads.example.com\")"), "{client}");

    // A variable without a default, or one the URL names and `variables` does not declare.
    let d = errors(&doc(
        "  - url: 'https://{region}.example.com'\n    variables: {region: {enum: [eu]}}\n",
        "",
    ));
    assert_eq!(d[0].pointer, "/servers/0/variables/region");
    assert_eq!(d[0].keyword.as_deref(), Some("default"));
    let d = errors(&doc("  - url: 'https://{region}.example.com'\n", ""));
    assert!(d[0].message.contains("`variables` does not declare"), "{}", d[0]);
}

#[test]
fn every_security_scheme_is_sent_or_a_located_warning() {
    let with = |scheme: &str| {
        Builder::new()
            .spec_text(
                "auth.yaml",
                format!(
                    "{HEAD}components:\n  securitySchemes:\n    s: {scheme}\nsecurity: [{{s: []}}]\npaths:\n  /x:\n    get:\n      operationId: x\n      responses: {{'204': {{description: ok}}}}\n"
                ),
            )
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap_or_else(|e| panic!("{scheme}: {e}"))
    };
    for (scheme, sent) in [
        (
            "{type: apiKey, in: header, name: X-Key}",
            "Scheme::header(\"X-Key\", None)",
        ),
        ("{type: apiKey, in: query, name: api_key}", "Scheme::query(\"api_key\")"),
        (
            "{type: apiKey, in: cookie, name: session}",
            "Scheme::cookie(\"session\")",
        ),
        ("{type: http, scheme: basic}", "Scheme::basic()"),
        ("{type: http, scheme: Bearer}", "Scheme::bearer()"),
        ("{type: http, scheme: digest}", "Scheme::http(\"digest\")"),
        ("{type: oauth2, flows: {}}", "Scheme::bearer()"),
        (
            "{type: openIdConnect, openIdConnectUrl: 'https://x/.well-known'}",
            "Scheme::bearer()",
        ),
    ] {
        let g = with(scheme);
        let client = &g.files()["src/client.rs"];
        let sent = format!(".scheme(\"s\", {sent})");
        assert!(client.contains(&sent), "{scheme}: {sent} not in the client");
        assert!(client.contains(".default_security(&[&[\"s\"]])"), "{scheme}");
        assert!(g.warnings().is_empty(), "{scheme}: {:?}", g.warnings());
    }
    let basic = with("{type: http, scheme: basic}");
    assert!(basic.files()["src/client.rs"].contains("basic_auth(user, password)"));
    for (scheme, keyword, says) in [
        ("{type: mutualTLS}", "type", "not supported"),
        ("{type: http}", "scheme", "names its HTTP authentication scheme"),
    ] {
        let g = with(scheme);
        let w = &g.warnings()[0];
        assert_eq!(w.pointer, "/components/securitySchemes/s", "{scheme}");
        assert_eq!(w.keyword.as_deref(), Some(keyword), "{scheme}");
        assert!(w.message.contains(says), "{w}");
        assert!(g.api().schemes.is_empty());
        // The scheme the client cannot send is left to a configured HTTP client: the
        // operation's requirement keeps an empty alternative, never a refusal.
        assert!(!g.api().operations[0].requires_auth(), "{scheme}");
    }
    let d = errors(&format!(
        "{HEAD}components:\n  securitySchemes:\n    s: {{type: apiKey, in: query}}\npaths: {{}}\n"
    ));
    assert_eq!(d[0].keyword.as_deref(), Some("name"), "{}", d[0]);
}

#[test]
fn each_operation_sends_what_its_own_security_asks_for() {
    let g = Builder::new()
        .spec_text(
            "auth.yaml",
            format!(
                "{HEAD}components:\n  securitySchemes:\n    key: {{type: apiKey, in: header, name: X-Key}}\n    basic: {{type: http, scheme: basic}}\nsecurity: [{{key: []}}]\npaths:\n  /x:\n    get:\n      operationId: x\n      security: [{{basic: []}}, {{key: [], basic: []}}]\n      responses: {{'204': {{description: ok}}}}\n  /y:\n    get:\n      operationId: y\n      security: [{{basic: []}}, {{}}]\n      responses: {{'204': {{description: ok}}}}\n  /z:\n    get:\n      operationId: z\n      responses: {{'204': {{description: ok}}}}\n"
            ),
        )
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    // Another scheme than the client's first is no longer a warning: the client has them all.
    assert!(g.warnings().is_empty(), "{:?}", g.warnings());
    let client = &g.files()["src/client.rs"];
    for sent in [
        ".security(&[&[\"basic\"], &[\"key\", \"basic\"]])",
        ".security(&[&[\"basic\"], &[]])",
        ".default_security(&[&[\"key\"]])",
        "fn basic(self, user: &str, password: &str) -> Self",
    ] {
        assert!(client.contains(sent), "{sent} not in {client}");
    }
    // `z` inherits the document's: it states nothing.
    assert_eq!(client.matches(".security(").count(), 2, "{client}");
    let api = g.api();
    assert_eq!(
        api.schemes.iter().map(|s| s.setter.as_str()).collect::<Vec<_>>(),
        ["key", "basic"]
    );

    // A requirement naming a scheme the document does not declare is a located warning, once
    // for the document's, at each operation's own.
    let g = Builder::new()
        .spec_text(
            "auth.yaml",
            format!(
                "{HEAD}components:\n  securitySchemes:\n    key: {{type: apiKey, in: header, name: X-Key}}\nsecurity: [{{nokey: []}}]\npaths:\n  /x:\n    get:\n      operationId: x\n      responses: {{'204': {{description: ok}}}}\n  /y:\n    get:\n      operationId: y\n      security: [{{key: [], other: []}}]\n      responses: {{'204': {{description: ok}}}}\n"
            ),
        )
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let w = g.warnings();
    assert_eq!(w.len(), 2, "{w:?}");
    assert_eq!(w[0].pointer, "/security/0/nokey");
    assert_eq!(w[1].pointer, "/paths/~1y/get/security/0/other");
    assert!(
        w[1].message
            .contains("`other` is no scheme of `components.securitySchemes`: the client sends nothing for it"),
        "{}",
        w[1]
    );
    assert!(w[0].location.is_some(), "located: {}", w[0]);
}

/// Issue 39: a discriminated union whose branch is a `$ref` with siblings to another
/// discriminated union is told apart through it; `$recursiveRef: "#"` in an OpenAPI document is
/// read, with a located warning, as the schema it is written in; a `$recursiveRef` that would be
/// resolved dynamically is a located error.
#[test]
fn modern_unions_and_recursive_references_are_read_with_what_they_say() {
    let nested = format!(
        "{HEAD}paths: {{}}\ncomponents:\n  schemas:\n    A: {{type: object, properties: {{t: {{enum: [a]}}}}, required: [t]}}\n    B: {{type: object, properties: {{t: {{enum: [b]}}}}, required: [t]}}\n    C: {{type: object, properties: {{t: {{enum: [c]}}}}, required: [t]}}\n    U:\n      oneOf: [{{$ref: '#/components/schemas/B'}}, {{$ref: '#/components/schemas/C'}}]\n      discriminator: {{propertyName: t}}\n    T:\n      oneOf:\n        - $ref: '#/components/schemas/A'\n        - {{type: object, description: B or C, $ref: '#/components/schemas/U'}}\n      discriminator: {{propertyName: t}}\n    R:\n      type: object\n      properties:\n        t: {{enum: [r]}}\n        items: {{type: array, items: {{oneOf: [{{$ref: '#/components/schemas/A'}}, {{$recursiveRef: '#'}}], discriminator: {{propertyName: t}}}}}}\n"
    );
    let g = Builder::new()
        .spec_text("modern.yaml", nested)
        .emit_rerun_if_changed(false)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"));
    let warnings: Vec<String> = g
        .warnings()
        .iter()
        .map(|d| format!("{} {}", d.pointer, d.message))
        .collect();
    assert!(!warnings.iter().any(|w| w.contains("not told apart")), "{warnings:#?}");
    let recursive: Vec<&oapigen::Diagnostic> = g
        .warnings()
        .iter()
        .filter(|d| d.keyword.as_deref() == Some("$recursiveRef"))
        .collect();
    assert_eq!(recursive.len(), 1, "{warnings:#?}");
    assert_eq!(
        recursive[0].pointer,
        "/components/schemas/R/properties/items/items/oneOf/1/$recursiveRef"
    );
    assert!(
        recursive[0].message.contains("`#/components/schemas/R`"),
        "{}",
        recursive[0]
    );
    assert!(recursive[0].location.is_some());

    // `B` declares `$recursiveAnchor` and reaches `N`, whose `#` is anchored too: the reference
    // names `N` or `B` depending on the path.
    let dynamic = format!(
        "{HEAD}paths: {{}}\ncomponents:\n  schemas:\n    N:\n      $id: https://example.com/n\n      $recursiveAnchor: true\n      type: object\n      properties:\n        children: {{type: array, items: {{$recursiveRef: '#'}}}}\n    B:\n      $recursiveAnchor: true\n      type: object\n      properties:\n        tree: {{$ref: '#/components/schemas/N'}}\n"
    );
    let d = errors(&dynamic);
    let e = d
        .iter()
        .find(|d| d.keyword.as_deref() == Some("$recursiveRef"))
        .expect("an error at $recursiveRef");
    assert_eq!(e.severity, Severity::Error);
    assert!(e.message.contains("dynamically"), "{e}");
}
