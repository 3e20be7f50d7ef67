//! `oapigen diff`: what changes in the public API of a generated crate when it is regenerated,
//! so that a reviewer sees breaking changes before merging. The two versions are compared item
//! by item (types, fields, variants, functions) from their sources, parsed with `syn`.

use std::collections::BTreeMap;
use std::fmt;

use quote::ToTokens;

/// One public item and its signature.
type Items = BTreeMap<String, String>;

fn vis_pub(v: &syn::Visibility) -> bool {
    matches!(v, syn::Visibility::Public(_))
}

fn tokens(t: &impl ToTokens) -> String {
    let s = t.to_token_stream().to_string();
    s.replace(" :: ", "::")
        .replace(":: ", "::")
        .replace(" < ", "<")
        .replace("< ", "<")
        .replace(" >", ">")
        .replace(" ,", ",")
        // A trailing comma is how a line was broken, not part of the signature.
        .replace(",)", ")")
        .replace(",>", ">")
        .replace(",]", "]")
}

fn collect(module: &str, items: &[syn::Item], out: &mut Items) {
    for item in items {
        match item {
            syn::Item::Struct(s) if vis_pub(&s.vis) => {
                let name = format!("{module}{}", s.ident);
                out.insert(format!("struct {name}"), exhaustiveness(&s.attrs, &s.fields));
                for (i, f) in s.fields.iter().enumerate() {
                    if vis_pub(&f.vis) {
                        let field = f
                            .ident
                            .as_ref()
                            .map(ToString::to_string)
                            .unwrap_or_else(|| i.to_string());
                        out.insert(format!("field {name}.{field}"), tokens(&f.ty));
                    }
                }
            }
            syn::Item::Enum(e) if vis_pub(&e.vis) => {
                let name = format!("{module}{}", e.ident);
                out.insert(format!("enum {name}"), exhaustiveness(&e.attrs, &syn::Fields::Unit));
                for v in &e.variants {
                    out.insert(format!("variant {name}::{}", v.ident), tokens(&v.fields));
                }
            }
            // The `Credentials` trait: a setter per security scheme.
            syn::Item::Trait(t) if vis_pub(&t.vis) => {
                let name = format!("{module}{}", t.ident);
                out.insert(format!("trait {name}"), String::new());
                for i in &t.items {
                    if let syn::TraitItem::Fn(f) = i {
                        out.insert(format!("fn {name}::{}", f.sig.ident), tokens(&f.sig));
                    }
                }
            }
            syn::Item::Type(t) if vis_pub(&t.vis) => {
                out.insert(format!("type {module}{}", t.ident), tokens(&t.ty));
            }
            syn::Item::Fn(f) if vis_pub(&f.vis) => {
                out.insert(format!("fn {module}{}", f.sig.ident), tokens(&f.sig));
            }
            syn::Item::Impl(imp) if imp.trait_.is_none() => {
                let ty = tokens(&imp.self_ty).replace(' ', "");
                for i in &imp.items {
                    if let syn::ImplItem::Fn(f) = i {
                        if vis_pub(&f.vis) {
                            out.insert(format!("fn {module}{ty}::{}", f.sig.ident), tokens(&f.sig));
                        }
                    }
                }
            }
            // A type's impls gathered under one gate (`const _: () = { … };`).
            syn::Item::Const(c) if c.ident == "_" => {
                if let syn::Expr::Block(b) = &*c.expr {
                    let inner: Vec<syn::Item> = b
                        .block
                        .stmts
                        .iter()
                        .filter_map(|s| match s {
                            syn::Stmt::Item(i) => Some(i.clone()),
                            _ => None,
                        })
                        .collect();
                    collect(module, &inner, out);
                }
            }
            syn::Item::Mod(m) if vis_pub(&m.vis) => {
                if let Some((_, inner)) = &m.content {
                    collect(&format!("{module}{}::", m.ident), inner, out);
                }
            }
            _ => {}
        }
    }
}

/// How a struct or enum can be written outside its crate: `exhaustive` when a struct literal
/// (all fields public) or an exhaustive `match` is possible, so that a new field or variant
/// breaks that code; empty otherwise (`#[non_exhaustive]`, or a private field).
fn exhaustiveness(attrs: &[syn::Attribute], fields: &syn::Fields) -> String {
    let non_exhaustive = attrs.iter().any(|a| a.path().is_ident("non_exhaustive"));
    let all_public = fields.iter().all(|f| vis_pub(&f.vis));
    if non_exhaustive || !all_public {
        String::new()
    } else {
        "exhaustive".to_string()
    }
}

/// The public items of a crate given as `src/<module>.rs` → source.
pub(crate) fn public_items(sources: &BTreeMap<String, String>) -> Result<Items, String> {
    let mut out = Items::new();
    for (path, text) in sources {
        let Some(module) = path.strip_prefix("src/").and_then(|p| p.strip_suffix(".rs")) else {
            continue;
        };
        let file = syn::parse_file(text).map_err(|e| format!("{path}: {e}"))?;
        let prefix = if module == "lib" {
            String::new()
        } else {
            format!("{module}::")
        };
        collect(&prefix, &file.items, &mut out);
    }
    Ok(out)
}

/// What changed between two versions of the public API.
#[derive(Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub struct ApiDiff {
    /// Items the new version adds (`fn client::Client::get_b`).
    pub added: Vec<String>,
    /// Items it removes.
    pub removed: Vec<String>,
    /// Items whose signature changes: the item, the old and the new signature.
    pub changed: Vec<(String, String, String)>,
    /// Of `added`, those that break code outside the crate (see [`ApiDiff::is_breaking`]).
    pub breaking_additions: Vec<String>,
}

impl ApiDiff {
    /// Compares `old` with `new`.
    pub(crate) fn between(old: &Items, new: &Items) -> ApiDiff {
        let mut d = ApiDiff::default();
        for (k, v) in new {
            match old.get(k) {
                None => d.added.push(k.clone()),
                Some(o) if o != v => d.changed.push((k.clone(), o.clone(), v.clone())),
                _ => {}
            }
        }
        d.removed = old.keys().filter(|k| !new.contains_key(*k)).cloned().collect();
        // A new member of a struct or enum that existed, and could be written out exhaustively.
        let exhaustive = |owner: String| old.get(&owner).is_some_and(|v| v == "exhaustive");
        d.breaking_additions = d
            .added
            .iter()
            .filter(|a| {
                if let Some(field) = a.strip_prefix("field ") {
                    let owner = field.rsplit_once('.').map_or(field, |(o, _)| o);
                    exhaustive(format!("struct {owner}"))
                } else if let Some(variant) = a.strip_prefix("variant ") {
                    let owner = variant.rsplit_once("::").map_or(variant, |(o, _)| o);
                    exhaustive(format!("enum {owner}"))
                } else {
                    false
                }
            })
            .cloned()
            .collect();
        d
    }

    /// No change at all.
    pub fn is_empty(&self) -> bool {
        self.added.is_empty() && self.removed.is_empty() && self.changed.is_empty()
    }

    /// Removals and changes break callers, and so do additions that code outside the crate can
    /// observe: a field of a struct whose fields are all public (a struct literal no longer
    /// compiles) and a variant of an enum without `#[non_exhaustive]` (an exhaustive `match`
    /// no longer compiles). Other additions do not.
    pub fn is_breaking(&self) -> bool {
        !self.removed.is_empty() || !self.changed.is_empty() || !self.breaking_additions.is_empty()
    }
}

impl fmt::Display for ApiDiff {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for r in &self.removed {
            writeln!(f, "- removed  {r}")?;
        }
        for (k, old, new) in &self.changed {
            writeln!(f, "~ changed  {k}\n    was: {old}\n    now: {new}")?;
        }
        for a in &self.added {
            if self.breaking_additions.contains(a) {
                let what = if a.starts_with("field ") {
                    "struct literals"
                } else {
                    "exhaustive matches"
                };
                writeln!(f, "+ added    {a} (breaks {what})")?;
            } else {
                writeln!(f, "+ added    {a}")?;
            }
        }
        write!(
            f,
            "{} added, {} removed, {} changed{}",
            self.added.len(),
            self.removed.len(),
            self.changed.len(),
            if self.is_breaking() { " (breaking)" } else { "" }
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn items(src: &str) -> Items {
        public_items(&BTreeMap::from([("src/types.rs".to_string(), src.to_string())])).unwrap()
    }

    #[test]
    fn finds_added_removed_and_changed_items() {
        let old = items("pub struct A { pub x: i64, pub y: String } pub enum E { One, Two } struct Private;");
        let new = items("pub struct A { pub x: u8 } pub enum E { One, Two, Three } pub struct B;");
        let d = ApiDiff::between(&old, &new);
        assert_eq!(d.removed, ["field types::A.y"]);
        assert_eq!(d.added, ["struct types::B", "variant types::E::Three"]);
        assert_eq!(
            d.changed,
            [("field types::A.x".to_string(), "i64".to_string(), "u8".to_string())]
        );
        assert!(d.is_breaking());
        assert!(d.to_string().ends_with("2 added, 1 removed, 1 changed (breaking)"));
    }

    #[test]
    fn impls_in_a_gated_block_are_the_types_own() {
        let plain = items("pub struct A; impl A { pub fn f(&self) {} } impl Clone for A {}");
        let gated = items(
            "#[cfg(feature = \"x\")] pub struct A; \
             #[cfg(feature = \"x\")] const _: () = { impl A { pub fn f(&self) {} } impl Clone for A {} };",
        );
        assert!(plain.contains_key("fn types::A::f"), "{plain:?}");
        assert!(ApiDiff::between(&plain, &gated).is_empty());
        // Printed deeper, a signature may break over lines with a trailing comma.
        let broken = items("pub fn f(a: i64,) -> Vec<u8,> {}");
        // A trait's methods are its API: a scheme's setter that goes is a removal.
        let setters = items("pub trait Credentials: Sized { fn a(self, k: String) -> Self; fn b(self) -> Self; }");
        let fewer = items("pub trait Credentials: Sized { fn a(self, k: String) -> Self; }");
        let d = ApiDiff::between(&setters, &fewer);
        assert_eq!(d.removed, ["fn types::Credentials::b"]);
        assert!(d.is_breaking());
        assert_eq!(
            broken["fn types::f"],
            items("pub fn f(a: i64) -> Vec<u8> {}")["fn types::f"]
        );
    }

    #[test]
    fn a_member_code_outside_could_write_out_is_a_breaking_addition() {
        let old = items(
            "pub struct A { pub x: i64 } #[non_exhaustive] pub struct B { pub x: i64 } \
             pub enum E { One } #[non_exhaustive] pub enum F { One }",
        );
        let new = items(
            "pub struct A { pub x: i64, pub y: i64 } #[non_exhaustive] pub struct B { pub x: i64, pub y: i64 } \
             pub enum E { One, Two } #[non_exhaustive] pub enum F { One, Two } pub struct C { pub z: i64 }",
        );
        let d = ApiDiff::between(&old, &new);
        assert_eq!(d.breaking_additions, ["field types::A.y", "variant types::E::Two"]);
        assert!(d.is_breaking());
        let text = d.to_string();
        assert!(
            text.contains("+ added    field types::A.y (breaks struct literals)"),
            "{text}"
        );
        assert!(
            text.contains("+ added    variant types::E::Two (breaks exhaustive matches)"),
            "{text}"
        );
        assert!(text.contains("+ added    field types::B.y\n"), "{text}");
        // The fields of a new struct break nothing.
        let a = items("pub struct A { pub x: i64 }");
        let more = ApiDiff::between(&a, &items("pub struct A { pub x: i64 } pub struct C { pub z: i64 }"));
        assert_eq!(more.added, ["field types::C.z", "struct types::C"]);
        assert!(!more.is_breaking(), "{more}");
    }
}
