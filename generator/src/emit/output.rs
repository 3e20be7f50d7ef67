//! The two printers of the Rust code: a crate (`src/lib.rs` and a file per module) and one module
//! file (for `include!` or `mod`). Both assemble the same pieces — each module's docs, inner
//! attributes and printed items, the crate's docs and the façade — so neither reads emitted text.

use std::collections::{BTreeMap, BTreeSet, HashSet};

use proc_macro2::TokenStream;
use quote::quote;
use syn::parse::{ParseStream, Parser};

use super::{files, format_file, print};

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

/// Prints a piece of a module: its inner doc attributes (as texts), its other inner attributes
/// (a line each) and its items, each apart.
/// `docs` holds the doc lines the tokens stand for by key ([`text_table`](super::text_table)).
/// With `gated` (a crate with tag features), the gate markers become attributes
/// ([`print::gate`]).
///
/// The items are parsed and printed one at a time, those of a module too (`client::builders`
/// holds every operation's builder): the syntax tree of a whole piece would be most of a
/// generation's peak memory.
pub fn print_piece(
    tokens: TokenStream,
    path: &str,
    defined: &HashSet<String>,
    docs: &[String],
    gated: bool,
) -> Result<Module, String> {
    let fill = |text: String| super::text_table::fill(text, docs);
    let printer = Items { defined, gated };
    let mut module = Module::default();
    let parse = |input: ParseStream| -> syn::Result<()> {
        for attr in input.call(syn::Attribute::parse_inner)? {
            match doc_text(&attr) {
                Some(text) => module.docs.push(fill(text)),
                None => {
                    // Printed alone, an attribute may end in a space where a line would break.
                    let file = file_of(vec![attr], Vec::new());
                    module.attrs.push_str(prettyplease::unparse(&file).trim_end());
                    module.attrs.push('\n');
                }
            }
        }
        printer.print(input, 0, &mut module.items, &mut module.uses)
    };
    parse
        .parse2(tokens)
        .map_err(|e| format!("internal error: generated {path} does not parse: {e}"))?;
    module.attrs = fill(module.attrs);
    module.items = fill(module.items);
    Ok(module)
}

/// Prints items as they are parsed, one at a time (see [`print_piece`]).
pub struct Items<'a> {
    defined: &'a HashSet<String>,
    gated: bool,
}

impl<'a> Items<'a> {
    /// Rewrites the runtime's names not in `defined` to bare names; `gated`: a crate with tag
    /// features.
    pub fn new(defined: &'a HashSet<String>, gated: bool) -> Self {
        Items { defined, gated }
    }

    /// Prints the items of `tokens` (at `depth` modules deep) into `out`, and collects the
    /// runtime's names they use bare into `uses`.
    pub fn tokens(
        &self,
        tokens: TokenStream,
        depth: usize,
        out: &mut String,
        uses: &mut BTreeSet<&'static str>,
    ) -> Result<(), String> {
        let parse = |input: ParseStream| self.print(input, depth, out, uses);
        parse
            .parse2(tokens)
            .map_err(|e| format!("internal error: generated code does not parse: {e}"))
    }

    /// A module (`shell`: the module with its attributes and no items) around `body`, its items
    /// printed `depth + 1` deep, which use `uses` bare.
    pub fn module(
        &self,
        shell: syn::Item,
        uses: &BTreeSet<&'static str>,
        body: &str,
        depth: usize,
    ) -> Result<String, String> {
        let imports = print::runtime_use(uses, self.gated);
        // The module printed empty, then opened up.
        let shell = printed(shell, depth);
        let head = shell
            .trim_end()
            .strip_suffix('}')
            .ok_or("internal error: a module printed without its braces")?;
        let mut out = String::with_capacity(head.len() + body.len() + 64);
        out.push_str(head.trim_end_matches(' '));
        if !out.ends_with('\n') {
            out.push('\n');
        }
        if let Some(imports) = imports {
            out.push_str(&printed(imports, depth + 1));
        }
        out.push_str(body);
        out.push_str(&"    ".repeat(depth));
        out.push_str("}\n");
        Ok(out)
    }

    /// Prints the items of `input` (at `depth` modules deep) into `out`, and collects the
    /// runtime's names they use bare into `uses`.
    fn print(
        &self,
        input: ParseStream,
        depth: usize,
        out: &mut String,
        uses: &mut BTreeSet<&'static str>,
    ) -> syn::Result<()> {
        let mut gate: Vec<syn::Attribute> = Vec::new();
        while !input.is_empty() {
            if starts_module(input) {
                let mut attrs = input.call(syn::Attribute::parse_outer)?;
                print::gate(&mut attrs, &gate);
                let vis: syn::Visibility = input.parse()?;
                let mod_token: syn::Token![mod] = input.parse()?;
                let ident: syn::Ident = input.parse()?;
                let content;
                syn::braced!(content in input);
                let inner_attrs = content.call(syn::Attribute::parse_inner)?;
                let mut body = String::new();
                let mut inner_uses = BTreeSet::new();
                self.print(&content, depth + 1, &mut body, &mut inner_uses)?;
                let shell = syn::Item::Mod(syn::ItemMod {
                    attrs: attrs.into_iter().chain(inner_attrs).collect(),
                    vis,
                    unsafety: None,
                    mod_token,
                    ident,
                    content: Some((Default::default(), Vec::new())),
                    semi: None,
                });
                let text = self
                    .module(shell, &inner_uses, &body, depth)
                    .map_err(|e| input.error(e))?;
                out.push_str(&text);
                continue;
            }
            let mut item: syn::Item = input.parse()?;
            if let syn::Item::Struct(s) = &mut item {
                if s.ident == print::GATE_MARKER {
                    gate = std::mem::take(&mut s.attrs);
                    continue;
                }
            }
            if let Some(attrs) = print::item_attrs(&mut item) {
                print::gate(attrs, &gate);
            }
            uses.extend(print::import_runtime_names_of(&mut item, self.defined, self.gated));
            out.push_str(&printed(item, depth));
        }
        Ok(())
    }
}

fn file_of(attrs: Vec<syn::Attribute>, items: Vec<syn::Item>) -> syn::File {
    let mut file: syn::File = syn::parse_quote! {};
    file.attrs = attrs;
    file.items = items;
    file
}

/// Does a module with a body (`pub mod name { … }`) come next?
fn starts_module(input: ParseStream) -> bool {
    let fork = input.fork();
    fork.call(syn::Attribute::parse_outer).is_ok()
        && fork.parse::<syn::Visibility>().is_ok()
        && fork.peek(syn::Token![mod])
        && fork.parse::<syn::Token![mod]>().is_ok()
        && fork.parse::<syn::Ident>().is_ok()
        && fork.peek(syn::token::Brace)
}

/// One item printed as it is inside `depth` modules: the width left for its lines depends on
/// how deep it is, so it is printed inside as many (stripped afterwards).
fn printed(item: syn::Item, depth: usize) -> String {
    let mut item = item;
    for _ in 0..depth {
        item = syn::Item::Mod(syn::ItemMod {
            attrs: Vec::new(),
            vis: syn::Visibility::Inherited,
            unsafety: None,
            mod_token: Default::default(),
            ident: quote::format_ident!("m"),
            content: Some((Default::default(), vec![item])),
            semi: None,
        });
    }
    let text = prettyplease::unparse(&file_of(Vec::new(), vec![item]));
    if depth == 0 {
        return text;
    }
    let lines: Vec<&str> = text.lines().collect();
    let inner = &lines[depth.min(lines.len())..lines.len().saturating_sub(depth)];
    let mut out = String::with_capacity(text.len());
    for line in inner {
        out.push_str(line);
        out.push('\n');
    }
    out
}

/// The text of a `#![doc = "…"]` attribute.
fn doc_text(attr: &syn::Attribute) -> Option<String> {
    let syn::Meta::NameValue(nv) = &attr.meta else {
        return None;
    };
    if !nv.path.is_ident("doc") {
        return None;
    }
    match &nv.value {
        syn::Expr::Lit(syn::ExprLit {
            lit: syn::Lit::Str(s), ..
        }) => Some(s.value()),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            &HashSet::new(),
            &[],
            false,
        )
        .unwrap();
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
        let m = print_piece(tokens.clone(), "t.rs", &HashSet::new(), &[], false).unwrap();
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
            &HashSet::new(),
            &[],
            false,
        )
        .unwrap();
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
