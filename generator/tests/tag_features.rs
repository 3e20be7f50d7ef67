//! Cargo features per tag: what compiles under which feature in a generated crate, on a small
//! document where it matters (tasks polled through another tag's operation, an error type two
//! tags share, a type nobody uses), and what stays as it was (module output, untagged
//! documents, the setting off).

use std::collections::BTreeMap;

use oapigen::Builder;

const SPEC: &str = include_str!("data/tasks_and_tags.yaml");

fn generate(b: Builder, spec: &str) -> oapigen::Generated {
    b.spec_text("api.yaml", spec)
        .generate()
        .unwrap_or_else(|e| panic!("{e}"))
}

fn files(b: Builder, spec: &str) -> BTreeMap<String, String> {
    generate(b, spec).files().clone()
}

/// The `cfg` attributes of every item named `name` in `items` (and the modules among them),
/// of methods in `impl` blocks and of impls in `const _` blocks (with the block's) too, as printed (`cfg(feature = "volumes")`), one list per item.
fn cfgs(items: &[syn::Item], name: &str) -> Vec<Vec<String>> {
    fn cfg_of(attrs: &[syn::Attribute]) -> Vec<String> {
        attrs
            .iter()
            .filter(|a| a.path().is_ident("cfg"))
            .map(|a| quote::ToTokens::to_token_stream(&a.meta).to_string())
            .collect()
    }
    let mut out = Vec::new();
    for item in items {
        match item {
            syn::Item::Struct(s) if s.ident == name => out.push(cfg_of(&s.attrs)),
            syn::Item::Enum(e) if e.ident == name => out.push(cfg_of(&e.attrs)),
            syn::Item::Type(t) if t.ident == name => out.push(cfg_of(&t.attrs)),
            syn::Item::Fn(f) if f.sig.ident == name => out.push(cfg_of(&f.attrs)),
            // `validate_json!(Name, …)`.
            syn::Item::Macro(m)
                if m.mac
                    .tokens
                    .clone()
                    .into_iter()
                    .next()
                    .is_some_and(|t| t.to_string() == name) =>
            {
                out.push(cfg_of(&m.attrs))
            }
            syn::Item::Impl(i) => {
                let self_ty = quote::ToTokens::to_token_stream(&i.self_ty).to_string();
                if self_ty == name {
                    out.push(cfg_of(&i.attrs));
                }
                for it in &i.items {
                    if let syn::ImplItem::Fn(f) = it {
                        if f.sig.ident == name {
                            out.push(cfg_of(&f.attrs));
                        }
                    }
                }
            }
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    out.extend(cfgs(inner, name));
                }
            }
            // A gated type's impls, in one block under its gate.
            syn::Item::Const(c) if c.ident == "_" => {
                let syn::Expr::Block(b) = &*c.expr else { continue };
                let inner: Vec<syn::Item> = b
                    .block
                    .stmts
                    .iter()
                    .filter_map(|s| match s {
                        syn::Stmt::Item(i) => Some(i.clone()),
                        _ => None,
                    })
                    .collect();
                for own in cfgs(&inner, name) {
                    out.push(cfg_of(&c.attrs).into_iter().chain(own).collect());
                }
            }
            _ => {}
        }
    }
    out
}

fn parse(text: &str) -> Vec<syn::Item> {
    syn::parse_file(text).unwrap_or_else(|e| panic!("{e}\n{text}")).items
}

const VOLUMES: &str = r#"cfg (feature = "volumes")"#;
const TASKS: &str = r#"cfg (feature = "tasks")"#;
const QUOTAS: &str = r#"cfg (feature = "k8s-quotas")"#;

#[test]
fn an_operation_compiles_under_the_feature_of_its_tag() {
    let f = files(Builder::new(), SPEC);
    let client = parse(&f["src/client.rs"]);
    // The client's method, and every item of the request builder (the struct, its impl).
    for name in ["create_volume", "CreateVolume"] {
        let found = cfgs(&client, name);
        assert!(!found.is_empty(), "{name} not found");
        assert!(found.iter().all(|c| c == &[VOLUMES]), "{name}: {found:?}");
    }
    assert!(cfgs(&client, "check_quota").iter().all(|c| c == &[QUOTAS]));
    // The client's own waiting compiles with the operation it polls.
    for name in ["wait_for_task", "wait_for_tasks", "task_status"] {
        assert_eq!(cfgs(&client, name), [[TASKS]], "{name}");
    }
    // An untagged operation has a feature of its own.
    assert_eq!(cfgs(&client, "ping"), [[r#"cfg (feature = "untagged")"#]]);
}

#[test]
fn what_several_operations_share_compiles_under_the_union_of_their_features() {
    let f = files(Builder::new(), SPEC);
    let union = r#"cfg (any (feature = "k8s-quotas" , feature = "volumes"))"#;
    // The error type both document, with all of its items (impls, builder, `validate_json!`).
    let types = parse(&f["src/types.rs"]);
    let problem = cfgs(&types, "Problem");
    assert!(problem.len() >= 3, "{problem:?}");
    assert!(problem.iter().all(|c| c == &[union]), "{problem:?}");
    // The error enum the two operations share: the enum under both, the second's alias under
    // its own.
    let client = parse(&f["src/client.rs"]);
    assert_eq!(cfgs(&client, "CreateVolumeError"), [[union], [union]]);
    assert_eq!(cfgs(&client, "CheckQuotaError"), [[QUOTAS]]);
    // A type one operation reaches: its feature only.
    assert!(cfgs(&types, "Task").iter().all(|c| c == &[TASKS]));
    assert!(cfgs(&types, "VolumeCreate").iter().all(|c| c == &[VOLUMES]));
}

#[test]
fn a_type_no_operation_reaches_always_compiles() {
    let f = files(Builder::new(), SPEC);
    let types = parse(&f["src/types.rs"]);
    let unused = cfgs(&types, "Unused");
    assert!(!unused.is_empty());
    assert!(unused.iter().all(Vec::is_empty), "{unused:?}");
}

#[test]
fn cargo_toml_declares_a_feature_per_tag_and_what_each_calls() {
    let f = files(Builder::new(), SPEC);
    let toml = &f["Cargo.toml"];
    for line in [
        r#"default = ["k8s-quotas", "tasks", "volumes", "untagged"]"#,
        "# Tag `K8s Quotas`: 1 operation.",
        "k8s-quotas = []",
        "# Tag `Volumes`: 1 operation (enables `tasks`: its operations call theirs).",
        // Waiting for its tasks polls an operation of another tag.
        r#"volumes = ["tasks"]"#,
        "tasks = []",
        "# The operations without a tag: 1 operation.",
        "untagged = []",
    ] {
        assert!(toml.lines().any(|l| l == line), "no `{line}` in\n{toml}");
    }
    let parsed: toml::Value = toml::from_str(toml).unwrap();
    assert!(parsed["features"]["fake"].is_array());
    // The runtime's `middleware` feature, forwarded (`ClientBuilder::middleware_client`).
    let middleware = parsed["features"]["middleware"].as_array().unwrap();
    assert_eq!(middleware, &[toml::Value::from("oapigen-runtime/middleware")]);
    let readme = &f["README.md"];
    assert!(readme.contains("| `k8s-quotas` | `K8s Quotas` | 1 |"), "{readme}");
    assert!(
        readme.contains(r#"default-features = false, features = ["k8s-quotas"]"#),
        "{readme}"
    );
}

#[test]
fn module_output_has_no_features_and_is_unchanged() {
    let with = generate(Builder::new(), SPEC).module_source();
    let without = generate(Builder::new().tag_features(false), SPEC).module_source();
    assert!(!with.contains("feature ="), "{with}");
    assert_eq!(with, without);
}

#[test]
fn the_setting_off_gives_no_features() {
    let f = files(Builder::new().tag_features(false), SPEC);
    assert!(!f["Cargo.toml"].contains("volumes"));
    assert!(f.values().all(|text| !text.contains("cfg(feature = \"volumes\")")));
}

#[test]
fn a_document_without_tags_generates_the_same_code_with_one_feature() {
    let untagged = SPEC
        .replace("      tags: [Volumes]\n", "")
        .replace("      tags: [K8s Quotas]\n", "")
        .replace("      tags: [Tasks]\n", "");
    let with = files(Builder::new(), &untagged);
    let without = files(Builder::new().tag_features(false), &untagged);
    for (name, text) in &with {
        if name.ends_with(".rs") {
            assert_eq!(text, &without[name], "{name}");
        }
    }
    let toml = &with["Cargo.toml"];
    assert!(
        toml.contains("default = [\"untagged\"]\n") && toml.contains("\nuntagged = []\n"),
        "{toml}"
    );
}
