//! [`RustCode`]: the printed modules joined into what is written, a crate (`lib.rs` and a file
//! per module) or one module file (each module's text inside `pub mod name { … }`, and the
//! façade after them). The façade's tokens come from `files.rs`; `print.rs` turns them to text.

use std::collections::BTreeMap;

use quote::quote;

use super::files;
use super::print::{MARKER, Module, file, runtime_use, spaced, spaced_parts, unparse_at};

/// The Rust code of a generation, printed: what the crate and the module file are made of.
#[derive(Debug, Clone)]
pub struct RustCode {
    /// The crate's docs, one doc text per line.
    docs: Vec<String>,
    /// The modules by file name (`client.rs`, `schema.rs`, `types.rs`).
    modules: BTreeMap<String, Module>,
    /// `lib.rs`, printed.
    lib_rs: String,
    /// What follows the modules in a module file: the client's and the runtime's re-exports and
    /// the runtime guard, printed.
    module_tail: String,
    /// The `fake` module: a crate's only, behind its `fake` feature.
    fake: Option<Module>,
    /// Printed for a crate with tag features (its items carry `#[cfg(feature = …)]`).
    pub gated: bool,
}

impl RustCode {
    /// Prints the façade around `modules`.
    pub fn new(
        docs: Vec<String>,
        mut modules: BTreeMap<String, Module>,
        gated: bool,
        credentials: bool,
        streams: bool,
    ) -> Result<Self, String> {
        let fake = modules.remove("fake.rs");
        let client = modules.contains_key("client.rs");
        let lib_rs = file(files::lib_rs(&docs, client, fake.is_some(), credentials, streams))?;
        let client = client.then(|| files::client_exports(credentials));
        let facade = files::facade(true, streams, client.is_some());
        let module_tail = file(quote! { #client #facade })?;
        Ok(RustCode {
            docs,
            modules,
            lib_rs,
            module_tail,
            fake,
            gated,
        })
    }

    /// The crate's sources, by path relative to `src/`.
    pub fn crate_sources(&self) -> BTreeMap<String, String> {
        let mut out = BTreeMap::from([("lib.rs".to_string(), self.lib_file())]);
        let fake = self.fake.as_ref().map(|m| ("fake.rs", m));
        for (name, m) in self.modules.iter().map(|(n, m)| (n.as_str(), m)).chain(fake) {
            out.insert(name.to_string(), self.module_file(m));
        }
        out
    }

    /// [`crate_sources`](Self::crate_sources), dropping each module's printed items once its
    /// file is made.
    pub fn into_crate_sources(mut self) -> BTreeMap<String, String> {
        let mut out = BTreeMap::from([("lib.rs".to_string(), self.lib_file())]);
        let modules = std::mem::take(&mut self.modules);
        for (name, m) in modules {
            let file = self.module_file(&m);
            drop(m);
            out.insert(name, file);
        }
        if let Some(m) = self.fake.take() {
            out.insert("fake.rs".to_string(), self.module_file(&m));
        }
        out
    }

    fn lib_file(&self) -> String {
        spaced_parts(&[&format!("{MARKER}\n"), &self.lib_rs])
    }

    /// A module's file: the marker, its docs, attributes and imports, then its items.
    fn module_file(&self, m: &Module) -> String {
        // Only a module with gated items can leave an import unused.
        let gated = self.gated && m.gated;
        let imports = runtime_use(&m.uses, gated).map_or_else(String::new, |u| unparse_at(vec![u], Vec::new(), 0));
        let docs = doc_comments("//!", &m.docs);
        let marker = format!("{MARKER}\n");
        let head = [marker.as_str(), &docs, &m.attrs, &imports];
        let parts: Vec<&str> = head.into_iter().chain(m.items.parts()).collect();
        spaced_parts(&parts)
    }

    /// The whole crate as one module file. Inner docs are not allowed in an `include!`d file,
    /// so each module's docs are its outer docs; with `name`, the code is wrapped in
    /// `pub mod name { … }`, documented with the crate's docs.
    pub fn module_source(&self, name: Option<&str>) -> String {
        let mut out = format!("{MARKER}\n");
        if let Some(name) = name {
            out.push_str(&doc_comments("///", &self.docs));
            out.push_str(&format!("pub mod {name} {{\n"));
        }
        for (file, m) in &self.modules {
            out.push_str(&doc_comments("///", &m.docs));
            out.push_str(&format!("pub mod {} {{\n", file.trim_end_matches(".rs")));
            out.push_str(&m.attrs);
            if let Some(u) = runtime_use(&m.uses, false) {
                out.push_str(&unparse_at(vec![u], Vec::new(), 0));
            }
            m.items.parts().for_each(|p| out.push_str(p));
            out.push_str("}\n");
        }
        out.push_str(&self.module_tail);
        if name.is_some() {
            out.push_str("}\n");
        }
        spaced(&out)
    }
}

/// Doc texts as `//!` or `///` lines, the way prettyplease prints them; a text that cannot be
/// a line comment (it spans lines, or an outer one starts with `/`) stays an attribute.
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
    use crate::emit::print::Printer;

    fn print_piece(tokens: proc_macro2::TokenStream) -> Module {
        let mut m = Module::default();
        Printer::new(&HashSet::new(), false)
            .print(&mut m, tokens, None, 0)
            .unwrap();
        m
    }

    #[test]
    fn both_printers_assemble_the_same_pieces() {
        let piece = print_piece(quote! { //! Types.
        pub struct A; });
        let code = RustCode::new(
            vec![" Api.".into()],
            BTreeMap::from([("types.rs".to_string(), piece)]),
            false,
            false,
            false,
        )
        .unwrap();
        let sources = code.crate_sources();
        assert_eq!(sources["types.rs"], format!("{MARKER}\n//! Types.\n\npub struct A;\n"));
        assert!(
            sources["lib.rs"].starts_with(&format!("{MARKER}\n//! Api.\n\npub mod types;\n\nmod schema;\n")),
            "{}",
            sources["lib.rs"]
        );
        let module = code.module_source(Some("api"));
        assert!(
            module.starts_with(&format!(
                "{MARKER}\n\n/// Api.\npub mod api {{\n/// Types.\npub mod types {{\npub struct A;\n}}\n"
            )),
            "{module}"
        );
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
