//! Every name the generated code defines itself or writes bare, in one place: a name from the
//! document that would take one is given the next free one (a component schema's with a
//! warning), so that the emitters always write these names bare and mean what they say.
//!
//! The runtime's other names (`Uuid`, `File`, `Date` …) are not reserved: a document may well
//! name a schema `File`, and the printer imports the runtime's name bare only where no generated
//! item has it (`Api::item_names`).

/// Type names in the generated modules (`types`, `client`, `client::builders`): the crate's own
/// items, the runtime's names its code writes bare, and the prelude's.
pub const TYPE_NAMES: &[&str] = &[
    "Client",
    "Error",
    "Validate",
    "Nullable",
    "Path",
    "Violations",
    // The type parameter of builder setters that take raw values.
    "Raw",
    // The prelude: a type of one of these names would shadow it.
    "Option",
    "Some",
    "None",
    "Result",
    "Ok",
    "Err",
    "String",
    "Vec",
    "Box",
    "Default",
    "Into",
    "From",
    "IntoIterator",
];

/// Methods of the generated `Client` that an operation's method must not shadow.
pub const CLIENT_METHODS: &[&str] = &[
    "builder",
    "from_env",
    "from_transport",
    "transport",
    "new",
    "wait_for_task",
    "wait_for_tasks",
    "wait_for_tasks_with",
    "builder_from_env",
    "task_status",
    "clone",
];

/// Methods of the runtime's `ClientBuilder` (and of the prelude's traits every type has) that
/// a security scheme's setter must not take: the generated `Credentials` trait's method would
/// be shadowed by the builder's own, or ambiguous beside the prelude's.
pub const CLIENT_BUILDER_METHODS: &[&str] = &[
    "new",
    "base_url",
    "api_key",
    "scheme",
    "credential",
    "basic_credential",
    "default_security",
    "auth_scheme",
    "auth_header",
    "auth_query",
    "auth_cookie",
    "auth_basic",
    "basic_auth",
    "require_credentials",
    "credentials_hint",
    "default_param",
    "timeout",
    "connect_timeout",
    "retry",
    "poll",
    "user_agent",
    "product",
    "http_client",
    "middleware_client",
    "token_source",
    "scheme_token_source",
    "oauth2_flows",
    "oauth2_client_credentials",
    "oauth2_refresh_token",
    "hook",
    "max_response_bytes",
    "env",
    "build",
    "into",
    "try_into",
];

/// The trait of a client with several security schemes that has a setter per scheme for the
/// runtime's `ClientBuilder` (the client module's other types end in `Api`).
pub const CREDENTIALS_TRAIT: &str = "Credentials";

/// Fields and methods of a request builder that a parameter's setter must not take.
pub const REQUEST_BUILDER_MEMBERS: &[&str] = &[
    "body",
    "send",
    "client",
    "stream",
    "collect_all",
    "send_and_wait",
    "send_and_wait_with",
    "send_with_response",
    "send_and_wait_for_resources",
    "send_and_wait_for_resource",
    "validate",
    "new",
    "skip_validation",
    "options",
    "build_request",
];

/// Methods of a struct's builder that a member's setter must not take.
pub const STRUCT_BUILDER_METHODS: &[&str] = &["build"];

/// The field of a struct that holds typed members beyond the declared ones (and its builder's
/// setter): the emitters spell it through `emit::extra_field`, the IR through
/// `StructDef::rest_field`.
pub const EXTRA_FIELD: &str = "extra";

/// The field of a struct that keeps the members a decoded value had and the struct does not
/// declare (`StructDef::undeclared`), unless a member takes it.
pub const UNDECLARED_FIELD: &str = "undeclared";

/// The variant of a string enum or a union that holds a value the document does not list: the
/// emitters spell it through `emit::unknown_variant`; the runtime's `string_enum!` macro, which
/// cannot read this, names it too (`Self::Unknown`).
pub const UNKNOWN_VARIANT: &str = "Unknown";

/// Methods of the generated `Fake` that a resource's accessor must not take.
pub const FAKE_METHODS: &[&str] = &[
    "start",
    "start_with",
    "base_url",
    "client",
    "client_builder",
    "engine",
    "set_task_plan",
    "set_fault",
    "clear_faults",
    "journal",
    "journal_of",
    "advance_clock",
    "reset",
    "clear_journal",
    "drop",
];

/// Cargo features of the generated crate that a tag's feature must not take.
pub const FEATURES: &[&str] = &["default", "fake", "middleware", UNTAGGED_FEATURE];

/// The feature of the operations without a tag.
pub const UNTAGGED_FEATURE: &str = "untagged";

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use super::*;

    fn methods(items: &[syn::ImplItem]) -> Vec<String> {
        items
            .iter()
            .filter_map(|i| match i {
                syn::ImplItem::Fn(f) => Some(f.sig.ident.to_string()),
                _ => None,
            })
            .collect()
    }

    /// The struct field and the enum variant the emitters write themselves are the names
    /// reserved here.
    #[test]
    fn the_emitters_write_the_reserved_member_names() {
        let doc = r#"{"openapi": "3.1.0", "info": {"title": "t", "version": "1"}, "paths": {},
            "components": {"schemas": {
                "Labels": {"type": "object", "properties": {"a": {"type": "string"}},
                           "additionalProperties": {"type": "integer"}},
                "Color": {"type": "string", "enum": ["red", "blue"]}}}}"#;
        let generated = crate::Builder::new()
            .spec_text("t.json", doc)
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap();
        let types = syn::parse_file(&generated.files()["src/types.rs"]).unwrap();
        let mut fields = Vec::new();
        let mut variants = Vec::new();
        for item in &types.items {
            match item {
                syn::Item::Struct(s) if s.ident == "Labels" => {
                    fields.extend(s.fields.iter().filter_map(|f| f.ident.as_ref().map(|i| i.to_string())))
                }
                syn::Item::Enum(e) if e.ident == "Color" => {
                    variants.extend(e.variants.iter().map(|v| v.ident.to_string()))
                }
                _ => {}
            }
        }
        assert_eq!(fields, ["a", EXTRA_FIELD]);
        assert_eq!(variants, ["Red", "Blue", UNKNOWN_VARIANT]);
    }

    /// Every method of the runtime's `ClientBuilder` is one a scheme's setter must not take.
    #[test]
    fn every_client_builder_method_is_reserved() {
        let source = syn::parse_file(include_str!("../../../runtime/src/transport/builder.rs")).unwrap();
        let mut methods_found = Vec::new();
        for item in &source.items {
            if let syn::Item::Impl(i) = item
                && i.trait_.is_none()
            {
                methods_found.extend(methods(&i.items));
            }
        }
        assert!(methods_found.len() > 20, "{methods_found:?}");
        let missing: Vec<&String> = methods_found
            .iter()
            .filter(|m| !CLIENT_BUILDER_METHODS.contains(&m.as_str()))
            .collect();
        assert!(missing.is_empty(), "not in CLIENT_BUILDER_METHODS: {missing:?}");
    }

    /// The lists above are what the emitters define: every method of the generated `Client`
    /// and of its request builders is an operation's or a parameter's, or reserved here.
    #[test]
    fn the_client_defines_no_name_left_unreserved() {
        let generated = crate::Builder::new()
            .spec_text("cloud.yaml", include_str!("../../../spec/cloud.yaml"))
            .emit_rerun_if_changed(false)
            .generate()
            .unwrap();
        let api = generated.api();
        let client = syn::parse_file(&generated.files()["src/client.rs"]).unwrap();
        let operations: BTreeSet<&str> = api.operations.iter().map(|o| o.rust_name.as_str()).collect();
        let setters: BTreeSet<String> = api
            .operations
            .iter()
            .flat_map(|o| &o.params)
            .map(|p| p.rust_name.to_string())
            .collect();
        // The resource tree's names are planned (and kept unique) by `lower/tree.rs`.
        let tree = &api.tree;
        let top: BTreeSet<&str> = tree
            .nodes
            .iter()
            .filter(|n| n.parent.is_none())
            .map(|n| n.accessor.as_str())
            .chain(tree.root.iter().map(|m| m.name.as_str()))
            .collect();
        let mut unreserved = Vec::new();
        let mut builders = 0;
        let mut check = |ty: &str, items: &[syn::ImplItem]| {
            let node = tree.nodes.iter().find(|n| n.type_name == ty);
            for m in methods(items) {
                let known = if ty == "Client" {
                    operations.contains(m.as_str()) || CLIENT_METHODS.contains(&m.as_str()) || top.contains(m.as_str())
                } else if let Some(node) = node {
                    node.methods.iter().any(|x| x.name == m)
                        || node.children.iter().any(|&c| tree.nodes[c].accessor == m)
                } else {
                    setters.contains(&m) || REQUEST_BUILDER_MEMBERS.contains(&m.as_str())
                };
                if !known {
                    unreserved.push(format!("{ty}::{m}"));
                }
            }
        };
        for item in &client.items {
            match item {
                syn::Item::Impl(i) if i.trait_.is_none() => {
                    if let syn::Type::Path(p) = &*i.self_ty {
                        check(&p.path.segments.last().unwrap().ident.to_string(), &i.items);
                    }
                }
                syn::Item::Mod(m) if m.ident == "builders" => {
                    for item in &m.content.as_ref().unwrap().1 {
                        if let syn::Item::Impl(i) = item
                            && i.trait_.is_none()
                            && let syn::Type::Path(p) = &*i.self_ty
                        {
                            builders += 1;
                            check(&p.path.segments.last().unwrap().ident.to_string(), &i.items);
                        }
                    }
                }
                _ => {}
            }
        }
        assert!(builders >= api.operations.len(), "{builders} builders read");
        assert!(unreserved.is_empty(), "not in lower/reserved.rs: {unreserved:?}");
    }
}
