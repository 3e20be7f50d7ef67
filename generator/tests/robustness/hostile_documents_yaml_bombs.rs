//! Hostile documents: YAML bombs, numbers, encodings, sizes

use super::*;

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
