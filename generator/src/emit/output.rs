//! The two printers of the Rust code: a crate (`src/lib.rs` and a file per module) and one module
//! file (for `include!` or `mod`). Both assemble the same pieces — each module's docs, inner
//! attributes and printed items, the crate's docs and the façade — so neither reads emitted text.

use std::collections::{BTreeMap, BTreeSet};

use quote::quote;

use super::printer::{format_file, printed};
use super::{files, print};

/// One module of the generated code (`types`, `client`, `schema`), printed.
#[derive(Debug, Clone, Default)]
pub struct Module {
    /// Its docs, one doc attribute text per line (` Every schema …`).
    pub docs: Vec<String>,
    /// Its inner attributes other than docs, each printed on a line of its own
    /// (`#![doc(hidden)]`).
    pub attrs: String,
    /// Its items, printed.
    pub items: String,
    /// The runtime's names its items use bare (imported once, at its top).
    pub uses: BTreeSet<&'static str>,
}

impl Module {
    /// `use ::oapigen_runtime::{…};` for the names the module uses bare, printed.
    fn imports(&self) -> String {
        print::runtime_use(&self.uses, false)
            .map(|import| printed(import, 0))
            .unwrap_or_default()
    }
}

/// The Rust code of a generation: the pieces both printers assemble.
#[derive(Debug, Clone)]
pub struct RustCode {
    /// The crate's docs, one doc attribute text per line.
    docs: Vec<String>,
    /// The modules by file name (`client.rs`, `schema.rs`, `types.rs`).
    modules: BTreeMap<String, Module>,
    /// `lib.rs`, printed.
    lib_rs: String,
    /// What follows the modules in a module file: the client's and the runtime's re-exports and
    /// the runtime guard, printed.
    module_tail: String,
    /// The `fake` module: a crate's only, behind its `fake` feature (a module file has no
    /// features of its own to put it behind).
    fake: Option<Module>,
    /// The crate's tag features, when items carry crate-only gates ([`print::crate_only`]).
    features: Option<Vec<String>>,
}

impl RustCode {
    /// Prints the façade around `modules`.
    pub fn new(
        docs: Vec<String>,
        mut modules: BTreeMap<String, Module>,
        features: Option<Vec<String>>,
    ) -> Result<Self, String> {
        let fake = modules.remove("fake.rs");
        let client = modules.contains_key("client.rs");
        let lib_rs = format_file(files::lib_rs(&docs, client, fake.is_some()), "lib.rs")?;
        let client = client.then(|| quote! { pub use client::Client; });
        let facade = files::facade(true);
        let module_tail = format_file(quote! { #client #facade }, "the module's façade")?;
        Ok(RustCode {
            docs,
            modules,
            lib_rs,
            module_tail,
            fake,
            features,
        })
    }

    /// The crate's sources, by path relative to `src/`.
    pub fn crate_sources(&self) -> BTreeMap<String, String> {
        let marked = |text: &str| print::spaced(&format!("{}\n{text}", print::MARKER));
        let mut out = BTreeMap::from([("lib.rs".to_string(), marked(&self.lib_rs))]);
        let fake = self.fake.as_ref().map(|m| ("fake.rs".to_string(), m));
        for (name, m) in self.modules.iter().map(|(n, m)| (n.clone(), m)).chain(fake) {
            let gated = self.features.is_some() && m.items.contains("feature = \"@");
            let allow = if gated && !m.uses.is_empty() {
                print::ALLOW_UNUSED_IMPORTS
            } else {
                ""
            };
            let text = format!(
                "{}{}{allow}{}{}",
                doc_comments("//!", &m.docs),
                m.attrs,
                m.imports(),
                m.items
            );
            out.insert(name.clone(), marked(&print::crate_only(text, self.features.as_deref())));
        }
        out
    }

    /// The whole crate as one module file. Inner docs are not allowed in an `include!`d file,
    /// so each module's docs are its outer docs; with `name`, the code is wrapped in
    /// `pub mod name { … }`, documented with the crate's docs.
    pub fn module_source(&self, name: Option<&str>) -> String {
        let mut out = format!("{}\n", print::MARKER);
        if let Some(name) = name {
            out.push_str(&doc_comments("///", &self.docs));
            out.push_str(&format!("pub mod {name} {{\n"));
        }
        for (file, m) in &self.modules {
            let module = file.trim_end_matches(".rs");
            out.push_str(&doc_comments("///", &m.docs));
            out.push_str(&format!("pub mod {module} {{\n"));
            out.push_str(&m.attrs);
            out.push_str(&m.imports());
            out.push_str(&m.items);
            out.push_str("}\n");
        }
        out.push_str(&self.module_tail);
        if name.is_some() {
            out.push_str("}\n");
        }
        print::spaced(&print::crate_only(out, None))
    }
}

/// Doc attribute texts as `//!` or `///` lines, the way prettyplease prints them; a text that
/// cannot be a line comment (it spans lines, or an outer one starts with `/`) stays an attribute.
fn doc_comments(marker: &str, docs: &[String]) -> String {
    let inner = marker == "//!";
    let mut out = String::new();
    for d in docs {
        if d.contains('\n') || (!inner && d.starts_with('/')) {
            let bang = if inner { "!" } else { "" };
            out.push_str(&format!("#{bang}[doc = {d:?}]\n"));
        } else {
            out.push_str(&format!("{marker}{}\n", d.trim_end_matches(' ')));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use std::collections::HashSet;

    use super::*;
    use crate::emit::printer::Printer;

    fn print_piece(tokens: proc_macro2::TokenStream, path: &str) -> Module {
        Printer::new(&HashSet::new(), false).print(tokens, path, None).unwrap()
    }

    #[test]
    fn a_piece_is_split_into_docs_attributes_and_items() {
        let m = print_piece(
            quote! {
                //! First line.
                //!
                //! Second.
                #![doc(hidden)]
                pub struct A;
            },
            "t.rs",
        );
        assert_eq!(m.docs, [" First line.", "", " Second."]);
        assert_eq!(m.attrs, "#![doc(hidden)]\n");
        assert_eq!(m.items, "pub struct A;\n");
    }

    #[test]
    fn items_printed_one_at_a_time_read_as_the_whole_printed_at_once() {
        // Long enough that the width left inside a module decides where lines break.
        let tokens = quote! {
            pub struct A { pub first_member_with_a_long_name: ::std::collections::BTreeMap<String, Vec<Option<i64>>> }
            /// Builders.
            pub mod builders {
                pub fn f(first_argument_with_a_long_name: i64, second_argument_with_a_long_name: i64) -> i64 {
                    let x: ::oapigen_runtime::Nullable<i64> = ::oapigen_runtime::Nullable::Null;
                    first_argument_with_a_long_name + second_argument_with_a_long_name
                }
                pub mod inner {
                    pub fn g(first_argument_with_a_long_name: i64, second_argument_with_a_long_name: i64) {}
                }
            }
        };
        let m = print_piece(tokens.clone(), "t.rs");
        let whole = prettyplease::unparse(&syn::parse2(tokens).unwrap());
        // The one difference: the runtime's name is imported in the module that uses it.
        let whole = whole
            .replace(
                "pub mod builders {\n",
                "pub mod builders {\n    use ::oapigen_runtime::Nullable;\n",
            )
            .replace("::oapigen_runtime::Nullable", "Nullable")
            .replace("use Nullable;", "use ::oapigen_runtime::Nullable;");
        assert_eq!(m.items, whole);
        assert!(m.items.contains("        pub fn g(\n"), "{}", m.items);
    }

    #[test]
    fn both_printers_assemble_the_same_pieces() {
        let piece = print_piece(
            quote! { //! Types.
            pub struct A; },
            "types.rs",
        );
        let code = RustCode::new(
            vec![" Api.".into()],
            BTreeMap::from([("types.rs".to_string(), piece)]),
            None,
        )
        .unwrap();
        let sources = code.crate_sources();
        let marker = print::MARKER;
        assert_eq!(sources["types.rs"], format!("{marker}\n//! Types.\n\npub struct A;\n"));
        assert!(
            sources["lib.rs"].starts_with(&format!("{marker}\n//! Api.\n\npub mod types;\n\nmod schema;\n")),
            "{}",
            sources["lib.rs"]
        );
        let module = code.module_source(Some("api"));
        assert!(
            module.starts_with(&format!(
                "{marker}\n\n/// Api.\npub mod api {{\n/// Types.\npub mod types {{\npub struct A;\n}}\n"
            )),
            "{module}"
        );
        let guard = format!(
            "::oapigen_runtime::require_runtime!({:?});\n}}\n",
            crate::RUNTIME_VERSION
        );
        assert!(module.ends_with(&guard), "{module}");
        syn::parse_file(&module).unwrap();
    }

    #[test]
    fn a_doc_that_cannot_be_a_line_comment_stays_an_attribute() {
        let docs = ["/ slash".to_string(), "two\nlines".to_string()];
        assert_eq!(
            doc_comments("///", &docs),
            "#[doc = \"/ slash\"]\n#[doc = \"two\\nlines\"]\n"
        );
        assert_eq!(doc_comments("//!", &docs[..1]), "//!/ slash\n");
    }
}
