//! A valid OpenAPI document whose every name is a text given: schema names (and a schema named
//! after another with a suffix, `X` beside `X-2`), titles, property names, enum values (and the
//! same values in other cases), discriminator values (shared by two branches, as a service
//! that reads a discriminator by trying every branch has them), operation ids, parameter names
//! in every place, tags, security scheme names and server variables. Shared by the property
//! test of `robustness/property_arbitrary_names.rs`, the compile check of
//! `tests/tests/arbitrary_names.rs` and the `names` fuzz target, each through `#[path]`.
//!
//! The document stays valid OpenAPI for any text: what only some texts may be (a path
//! template's or a server variable's name, a header's name, a reference's fragment) is made so
//! here, so that a refusal is always the generator's fault.

#![allow(dead_code)]

use serde_json::{Map, Value, json};

/// Texts that have broken generators: keywords, digits, what cleans to nothing, names the
/// generated code defines itself, names that collide once cleaned, non-ASCII and controls.
pub const NASTY: &[&str] = &[
    "",
    " ",
    "_",
    "__",
    "-",
    "0",
    "2",
    "123",
    "1st",
    "-2",
    "type",
    "self",
    "Self",
    "crate",
    "super",
    "r#type",
    "match",
    "async",
    "gen",
    "union",
    "raw",
    "Ok",
    "Err",
    "Some",
    "None",
    "Option",
    "Result",
    "String",
    "Vec",
    "Box",
    "Client",
    "Error",
    "Other",
    "Unknown",
    "unknown",
    "build",
    "new",
    "builder",
    "validate",
    "value",
    "Value",
    "send",
    "build_request",
    "skip_validation",
    "x_null",
    "undeclared",
    "extra",
    "fooBar",
    "foo_bar",
    "FOO-BAR",
    "a b",
    "A-B",
    "v4",
    "V4",
    "v6",
    "message",
    "Message",
    "MESSAGE",
    "café",
    "日本語",
    "🙂",
    "\u{200b}",
    "a\rb",
    "a\nb",
    "\u{202e}x",
    "*/",
    "\"q\"",
    "`t`",
    "{x}",
    "a/b",
    "~0",
    "%41",
    "#frag",
    "$ref",
    "__proto__",
    "ConversationParam",
    "ConversationParam-2",
    "Api",
    "Builder",
    "Response",
];

/// The `i`th text, cycling through `names` (or through [`NASTY`] when `names` is empty).
fn pick(names: &[String], i: usize) -> String {
    if names.is_empty() {
        NASTY[i % NASTY.len()].to_string()
    } else {
        names[i % names.len()].clone()
    }
}

/// A reference to the component schema `name`: its pointer escaped (RFC 6901) and then
/// percent-encoded as a URI fragment (RFC 3986) where a character may not appear bare.
pub fn schema_ref(name: &str) -> String {
    let escaped = name.replace('~', "~0").replace('/', "~1");
    let mut out = String::from("#/components/schemas/");
    for b in escaped.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~!$&'()*+,;=:@/".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// A name that may stand between braces in a template (a path parameter's, a server
/// variable's): no brace or slash, and never empty.
fn template_name(text: &str, fallback: &str) -> String {
    let cleaned: String = text
        .chars()
        .filter(|c| !matches!(c, '{' | '}' | '/' | '?' | '#' | '%') && !c.is_control() && !c.is_whitespace())
        .collect();
    if cleaned.is_empty() {
        fallback.to_string()
    } else {
        cleaned
    }
}

/// A name an HTTP header may have (RFC 9110's token), or `None`.
fn header_name(text: &str) -> Option<String> {
    let token = |c: char| c.is_ascii_alphanumeric() || "!#$&'*+-.^_`|~".contains(c);
    (!text.is_empty() && text.chars().all(token)).then(|| text.to_string())
}

/// Distinct texts from `names` starting at `from`, `n` of them (a text taken twice gets a
/// number: a JSON object's keys and an `enum`'s values must differ).
fn distinct(names: &[String], from: usize, n: usize) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    for i in 0..n {
        let mut t = pick(names, from + i);
        while out.contains(&t) {
            t.push('2');
        }
        out.push(t);
    }
    out
}

/// The document. `v31` chooses OpenAPI 3.1.0 (else 3.0.3).
pub fn document(names: &[String], v31: bool) -> Value {
    let n = |i: usize| pick(names, i);
    // Schemas: a record, one named after it with a suffix, a union of a string and that one
    // (the shape that once panicked), an enum, a discriminated union whose two branches share a
    // value, and an object of every other kind of member.
    let keys = distinct(names, 0, 7);
    let (record, suffixed, union, en, tagged, branch_a, branch_b) = (
        &keys[0],
        format!("{}-2", keys[0]),
        &keys[1],
        &keys[2],
        &keys[3],
        &keys[4],
        &keys[5],
    );
    let suffixed = if keys.contains(&suffixed) {
        format!("{suffixed}x")
    } else {
        suffixed
    };
    let props = distinct(names, 7, 5);
    let mut record_props = Map::new();
    record_props.insert(
        props[0].clone(),
        json!({"type": "string", "title": n(12), "description": n(13)}),
    );
    record_props.insert(props[1].clone(), json!({"type": "integer", "minimum": 0}));
    record_props.insert(props[2].clone(), json!({"$ref": schema_ref(en)}));
    record_props.insert(
        props[3].clone(),
        json!({"type": "array", "items": {"$ref": schema_ref(&suffixed)}}),
    );
    record_props.insert(
        props[4].clone(),
        if v31 {
            json!({"type": ["string", "null"]})
        } else {
            json!({"type": "string", "nullable": true})
        },
    );
    let tag = n(14);
    let shared = n(15);
    let other = {
        let o = n(16);
        if o == shared { format!("{o}2") } else { o }
    };
    let mut values: Vec<String> = Vec::new();
    for v in [
        n(17),
        n(18),
        n(17).to_uppercase(),
        n(17).to_lowercase(),
        "v4".into(),
        "V4".into(),
        n(19),
    ] {
        if !values.contains(&v) {
            values.push(v);
        }
    }
    let branch = |value: &str, member: &str| {
        let mut p = Map::new();
        p.insert(tag.clone(), json!({"type": "string", "enum": [value]}));
        p.insert(member.to_string(), json!({"type": "string"}));
        json!({"type": "object", "title": n(20), "properties": p, "required": [tag]})
    };
    let mut schemas = Map::new();
    schemas.insert(
        record.clone(),
        json!({"type": "object", "title": n(21), "properties": record_props, "required": [props[0]]}),
    );
    schemas.insert(
        suffixed.clone(),
        json!({"type": "object", "properties": {"id": {"type": "string"}}, "required": ["id"]}),
    );
    schemas.insert(
        union.clone(),
        json!({"oneOf": [{"type": "string"}, {"$ref": schema_ref(&suffixed)}]}),
    );
    schemas.insert(en.clone(), json!({"type": "string", "enum": values}));
    schemas.insert(branch_a.clone(), branch(&shared, &n(22)));
    schemas.insert(branch_b.clone(), branch(&shared, &format!("{}b", n(23))));
    schemas.insert(keys[6].clone(), branch(&other, &n(24)));
    schemas.insert(
        tagged.clone(),
        json!({
            "oneOf": [{"$ref": schema_ref(branch_a)}, {"$ref": schema_ref(branch_b)}, {"$ref": schema_ref(&keys[6])}],
            "discriminator": {"propertyName": tag}
        }),
    );

    // Security schemes and tags.
    let scheme_names = distinct(names, 25, 2);
    let tags = distinct(names, 27, 2);
    let mut schemes = Map::new();
    schemes.insert(
        scheme_names[0].clone(),
        json!({"type": "apiKey", "in": "header", "name": "X-Key"}),
    );
    schemes.insert(scheme_names[1].clone(), json!({"type": "http", "scheme": "bearer"}));

    // Operations: ids, every place of a parameter, bodies and answers of the schemas above.
    let ids = distinct(names, 29, 6);
    let mut paths = Map::new();
    for (i, id) in ids[..3].iter().enumerate() {
        let path_param = template_name(&n(32 + i), "id");
        let query = n(35 + i);
        let query = if query == path_param {
            format!("{query}q")
        } else {
            query
        };
        let mut params =
            vec![json!({"name": query, "in": "query", "schema": {"type": "string", "enum": distinct(names, 38, 3)}})];
        if let Some(h) = header_name(&n(41 + i)) {
            if !h.eq_ignore_ascii_case("accept")
                && !h.eq_ignore_ascii_case("content-type")
                && !h.eq_ignore_ascii_case("authorization")
            {
                params.push(json!({"name": h, "in": "header", "schema": {"type": "integer"}}));
            }
        }
        let cookie = n(44 + i);
        if header_name(&cookie).is_some() && cookie != query {
            params.push(json!({"name": cookie, "in": "cookie", "schema": {"type": "boolean"}}));
        }
        let answer = [record, union, tagged][i % 3];
        let mut op = json!({
            "operationId": id,
            "summary": n(47 + i),
            "description": n(50 + i),
            "tags": [tags[i % 2]],
            "parameters": params,
            "responses": {
                "200": {"description": n(53), "content": {"application/json": {"schema": {"$ref": schema_ref(answer)}}}},
                "default": {"description": "error", "content": {"application/json": {"schema": {"type": "object", "properties": {"message": {"type": "string"}}}}}}
            },
            "security": [{scheme_names[i % 2].as_str(): []}]
        });
        let method = ["post", "put", "patch"][i % 3];
        op["requestBody"] = json!({
            "required": true,
            "content": {"application/json": {"schema": {"$ref": schema_ref([record, tagged, union][i % 3])}}}
        });
        let mut item = Map::new();
        item.insert(
            "parameters".into(),
            json!([{"name": path_param, "in": "path", "required": true, "schema": {"type": "string"}}]),
        );
        item.insert(method.to_string(), op);
        item.insert(
            "get".into(),
            json!({"operationId": ids[3 + i], "responses": {"200": {"description": "ok",
                "content": {"application/json": {"schema": {"type": "array", "items": {"$ref": schema_ref(answer)}}}}}}}),
        );
        paths.insert(format!("/r{i}/{{{path_param}}}"), Value::Object(item));
    }

    let variables = distinct(names, 54, 2);
    let (v0, v1) = (
        template_name(&variables[0], "region"),
        template_name(&variables[1], "stage"),
    );
    let v1 = if v1 == v0 { format!("{v1}2") } else { v1 };
    let mut server_vars = Map::new();
    server_vars.insert(
        v0.clone(),
        json!({"default": "eu", "enum": ["eu", "us"], "description": n(56)}),
    );
    server_vars.insert(v1.clone(), json!({"default": "v1"}));
    json!({
        "openapi": if v31 { "3.1.0" } else { "3.0.3" },
        "info": {"title": n(57), "version": "1.0", "description": n(58)},
        "servers": [{"url": format!("https://{{{v0}}}.example.com/{{{v1}}}"), "variables": server_vars}],
        "tags": [{"name": tags[0], "description": n(59)}, {"name": tags[1]}],
        "security": [{scheme_names[0].as_str(): []}],
        "paths": paths,
        "components": {"schemas": schemas, "securitySchemes": schemes}
    })
}
