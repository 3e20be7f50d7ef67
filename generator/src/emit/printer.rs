//! The one place emitted tokens become text: a [`Printer`], owned by the emit context of the
//! piece being emitted.
//!
//! A piece's tokens are parsed and printed one item at a time (a module's items too, each
//! printed as deep as it sits so that lines break where they would in the whole file): the
//! syntax tree of a whole file was most of a generation's peak memory (`bench/RESULTS.md`,
//! session 9).
//!
//! Doc comments and long string literals are carried beside the tokens rather than inside them.
//! A doc line in a token stream is a string literal (`#[doc = " …"]`), and on its way to the
//! printed file each literal is escaped by `quote`, unescaped by `syn` when it parses the item
//! (`Lit::new` reads the whole value to find a suffix), and unescaped again by `prettyplease` to
//! print it as `///`; doc text is a fifth of the output, and the schema bundle's JSON went the
//! same way. So each doc line the printer is given ([`Printer::doc`]) stands as a short key in
//! the tokens, `"\u{1}N\u{1}"`, and each long literal ([`Printer::raw_str`]) as
//! `"\u{1}LN\u{1}"`; [`Printer::print`] puts the text back into what it prints. Doc text never
//! contains U+0001 (spec text spells controls out as `U+XXXX`, see `docs::clean`); a line that
//! would not print as a `///` comment (one with a line break, or starting with `/`) stays a
//! literal.

use std::cell::RefCell;
use std::collections::{BTreeSet, HashSet};

use proc_macro2::{Literal, TokenStream};
use quote::ToTokens;
use syn::parse::{ParseStream, Parser};

use super::output::Module;
use super::print;

const MARK: char = '\u{1}';

/// Prints the tokens of one piece of a generated file.
pub struct Printer<'a> {
    /// The names generated items take: the runtime's names are imported bare unless one of
    /// these has them.
    defined: &'a HashSet<String>,
    /// A crate with tag features: gate markers become attributes ([`print::gate`]).
    gated: bool,
    /// The doc lines and long literals the tokens stand for by key.
    texts: RefCell<Vec<String>>,
}

/// The value of one `#[doc = …]` attribute: `#[doc = #text]` in `quote!`.
pub struct DocText(Literal);

impl ToTokens for DocText {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.0.to_tokens(tokens);
    }
}

/// The items of a module printed as they are made ([`Printer::stream`]), for a module too large
/// to hold as one syntax tree (`client::builders` holds every operation's builder).
#[derive(Default)]
pub struct Streamed {
    items: String,
    uses: BTreeSet<&'static str>,
}

/// A module of a piece whose items were printed as they were made: it goes after the piece's
/// own items.
pub struct StreamedModule {
    /// The module with its attributes and no items.
    pub shell: syn::Item,
    /// Items that go before the streamed ones.
    pub head: TokenStream,
    pub items: Streamed,
}

impl<'a> Printer<'a> {
    pub fn new(defined: &'a HashSet<String>, gated: bool) -> Self {
        Printer {
            defined,
            gated,
            texts: RefCell::new(Vec::new()),
        }
    }

    /// One doc line, for `#[doc = #line]`.
    pub fn doc(&self, text: impl Into<String>) -> DocText {
        let mut text: String = text.into();
        if text.contains('\n') || text.starts_with('/') {
            return DocText(Literal::string(&text));
        }
        let mut texts = self.texts.borrow_mut();
        text.truncate(text.trim_end_matches(' ').len());
        texts.push(text);
        DocText(Literal::usize_unsuffixed(texts.len() - 1))
    }

    /// Paragraphs of rustdoc as `#[doc]` attributes, a line each.
    pub fn doc_attrs(&self, paragraphs: &[String]) -> TokenStream {
        let text = paragraphs
            .iter()
            .filter(|p| !p.trim().is_empty())
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n");
        if text.is_empty() {
            return TokenStream::new();
        }
        let lines = text
            .lines()
            .map(|l| self.doc(if l.is_empty() { String::new() } else { format!(" {l}") }));
        quote::quote! { #( #[doc = #lines] )* }
    }

    /// A string literal, printed raw (`r#"…"#`): for long text such as JSON, which needs no
    /// escapes that way.
    pub fn raw_str(&self, text: &str) -> TokenStream {
        let mut texts = self.texts.borrow_mut();
        texts.push(literal(text));
        let key = format!("\"{MARK}L{}{MARK}\"", texts.len() - 1);
        match key.parse::<Literal>() {
            Ok(key) => key.into_token_stream(),
            Err(_) => Literal::string(text).into_token_stream(),
        }
    }

    /// Prints the items of `tokens` into `streamed`, as items of a module at the top of a file.
    pub fn stream(&self, streamed: &mut Streamed, tokens: TokenStream) -> Result<(), String> {
        let parse = |input: ParseStream| self.items(input, 1, &mut streamed.items, &mut streamed.uses);
        parse
            .parse2(tokens)
            .map_err(|e| format!("internal error: generated code does not parse: {e}"))
    }

    /// Prints a piece of a module: its inner doc attributes (as texts), its other inner
    /// attributes (a line each), its items, each apart, and then `streamed`, if given.
    pub fn print(&self, tokens: TokenStream, path: &str, streamed: Option<StreamedModule>) -> Result<Module, String> {
        let mut module = Module::default();
        let parse = |input: ParseStream| -> syn::Result<()> {
            for attr in input.call(syn::Attribute::parse_inner)? {
                match doc_text(&attr) {
                    Some(text) => module.docs.push(text),
                    None => {
                        // Printed alone, an attribute may end in a space where a line would break.
                        let file = file_of(vec![attr], Vec::new());
                        module.attrs.push_str(prettyplease::unparse(&file).trim_end());
                        module.attrs.push('\n');
                    }
                }
            }
            self.items(input, 0, &mut module.items, &mut module.uses)
        };
        parse
            .parse2(tokens)
            .map_err(|e| format!("internal error: generated {path} does not parse: {e}"))?;
        if let Some(StreamedModule { shell, head, items }) = streamed {
            let mut uses = items.uses;
            let mut body = String::new();
            let parse = |input: ParseStream| self.items(input, 1, &mut body, &mut uses);
            parse
                .parse2(head)
                .map_err(|e| format!("internal error: generated {path} does not parse: {e}"))?;
            body.push_str(&items.items);
            drop(items.items);
            module.items.push_str(&self.module(shell, &uses, &body, 0)?);
        }
        let texts = self.texts.borrow();
        for d in &mut module.docs {
            *d = fill(std::mem::take(d), &texts);
        }
        module.attrs = fill(module.attrs, &texts);
        module.items = fill(module.items, &texts);
        Ok(module)
    }

    /// A module (`shell`: the module with its attributes and no items) around `body`, its items
    /// printed `depth + 1` deep, which use `uses` bare.
    fn module(
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
    fn items(
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
                self.items(&content, depth + 1, &mut body, &mut inner_uses)?;
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

/// Formats a token stream as a Rust file (the crate's `lib.rs` and the module façade, which
/// carry no keys).
pub fn format_file(tokens: TokenStream, path: &str) -> Result<String, String> {
    let file: syn::File =
        syn::parse2(tokens).map_err(|e| format!("internal error: generated {path} does not parse: {e}"))?;
    Ok(prettyplease::unparse(&file))
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
pub(super) fn printed(item: syn::Item, depth: usize) -> String {
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

/// `text` as a raw string literal, with one `#` more than any run of them after a quote in it;
/// as an escaped one if it holds a character that is printed escaped (a control, or a
/// text-direction character, which rustc refuses in literals).
fn literal(text: &str) -> String {
    let plain = |c: char| !c.is_control() && (c.is_ascii() || c.escape_debug().len() == 1);
    if !text.chars().all(plain) {
        return Literal::string(text).to_string();
    }
    let mut most = 0;
    for (i, _) in text.match_indices('"') {
        let run = text[i + 1..].bytes().take_while(|b| *b == b'#').count();
        most = most.max(run + 1);
    }
    let hashes = "#".repeat(most.max(1));
    format!("r{hashes}\"{text}\"{hashes}")
}

/// The printed piece with every key replaced by its text. prettyplease prints a doc key on a
/// line of its own (`#[doc = 7]` after the indentation), a literal key as the whole literal.
fn fill(printed: String, lines: &[String]) -> String {
    if lines.is_empty() {
        return printed;
    }
    let docs = fill_docs(&printed, lines);
    if docs.contains(MARK) {
        fill_literals(&docs, lines)
    } else {
        docs
    }
}

fn fill_docs(printed: &str, lines: &[String]) -> String {
    const KEY: &str = "#[doc = ";
    let mut out = String::with_capacity(printed.len() + lines.iter().map(String::len).sum::<usize>());
    let mut rest = printed;
    while let Some(at) = rest.find(KEY) {
        let line_start = rest[..at].rfind('\n').map_or(0, |n| n + 1);
        let own_line = rest[line_start..at].bytes().all(|b| b == b' ');
        let after = &rest[at + KEY.len()..];
        let digits = after.bytes().take_while(u8::is_ascii_digit).count();
        let line = (own_line && digits > 0 && after[digits..].starts_with("]\n"))
            .then(|| after[..digits].parse::<usize>().ok())
            .flatten()
            .and_then(|i| lines.get(i));
        match line {
            Some(line) => {
                out.push_str(&rest[..at]);
                out.push_str("///");
                out.push_str(line);
                rest = &after[digits + 1..];
            }
            None => {
                out.push_str(&rest[..at + KEY.len()]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

fn fill_literals(printed: &str, lines: &[String]) -> String {
    let mut out = String::with_capacity(printed.len());
    let mut rest = printed;
    while let Some(at) = rest.find(MARK) {
        let after = &rest[at + 1..];
        let literal = (rest[..at].ends_with('"') && after.starts_with('L'))
            .then(|| after.find(MARK))
            .flatten()
            .filter(|end| after[end + 1..].starts_with('"'))
            .and_then(|end| Some((lines.get(after[1..end].parse::<usize>().ok()?)?, end)));
        match literal {
            // The key is the whole of a string literal: its quotes go too.
            Some((text, end)) => {
                out.push_str(&rest[..at - 1]);
                out.push_str(text);
                rest = &after[end + 2..];
            }
            None => {
                out.push_str(&rest[..=at]);
                rest = after;
            }
        }
    }
    out.push_str(rest);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use quote::quote;

    fn plain(tokens: TokenStream) -> String {
        prettyplease::unparse(&syn::parse2(tokens).unwrap())
    }

    fn printed_by(printer: &Printer<'_>, tokens: TokenStream) -> String {
        printer.print(tokens, "t.rs", None).unwrap().items
    }

    /// Keyed or literal, the same file.
    #[test]
    fn keys_print_as_the_lines_they_stand_for() {
        let item = |doc: &dyn Fn(&str) -> TokenStream| {
            let lines = [
                " Plain.",
                " Trailing  ",
                "",
                "/ slash",
                " two\nlines",
                " `code` and \"quotes\" \\ é #[doc = 0]",
            ];
            let docs = lines.iter().map(|l| doc(l));
            let (field, variant, method) = (doc(" A field."), doc(" A variant."), doc(" A method."));
            quote! {
                #(#[doc = #docs])*
                pub struct S {
                    #[doc = #field]
                    pub a: i64,
                }
                pub enum E {
                    #[doc = #variant]
                    A,
                }
                impl S {
                    #[doc = #method]
                    #[must_use]
                    pub fn f(&self) -> &str { "#[doc = 1]" }
                }
            }
        };
        let literal = plain(item(&|l| Literal::string(l).into_token_stream()));
        let defined = HashSet::new();
        let printer = Printer::new(&defined, false);
        let keyed = item(&|l| printer.doc(l).into_token_stream());
        assert_eq!(printer.texts.borrow().len(), 7);
        assert_eq!(printed_by(&printer, keyed), literal);
        assert!(
            literal.contains("/// Trailing\n") && literal.contains("#[doc = \"/ slash\"]"),
            "{literal}"
        );
    }

    #[test]
    fn long_literals_print_raw() {
        let json = r##"{"a":"x\"#y","b":"é"}"##;
        let defined = HashSet::new();
        let printer = Printer::new(&defined, false);
        let (keyed, short) = (printer.raw_str(json), printer.raw_str("plain"));
        let text = printed_by(&printer, quote! { static J: (&str, &str) = (#keyed, #short); });
        assert!(text.contains(&format!("(r##\"{json}\"##, r#\"plain\"#)")), "{text}");
        // The same value as the ordinary literal.
        let read = |text: &str| {
            let item: syn::ItemStatic = syn::parse_str(text).unwrap();
            let syn::Expr::Tuple(t) = *item.expr else { panic!() };
            t.elems
                .iter()
                .map(|e| match e {
                    syn::Expr::Lit(l) => match &l.lit {
                        syn::Lit::Str(s) => s.value(),
                        _ => panic!(),
                    },
                    _ => panic!(),
                })
                .collect::<Vec<_>>()
        };
        assert_eq!(read(&text), [json, "plain"]);
        assert_eq!(
            read(&plain(quote! { static J: (&str, &str) = (#json, "plain"); })),
            [json, "plain"]
        );
        // What a raw string cannot hold as such is escaped.
        for odd in ["a\u{202E}b", "cr\rlf", "\u{1}"] {
            let printer = Printer::new(&defined, false);
            let lit = printer.raw_str(odd);
            let text = printed_by(&printer, quote! { static S: &str = #lit; });
            assert!(!text.contains("r#"), "{text}");
            assert_eq!(text, plain(quote! { static S: &str = #odd; }));
        }
    }

    #[test]
    fn text_that_only_looks_like_a_key_is_kept() {
        let lines = vec!["one".to_string()];
        assert_eq!(
            fill("a\u{1}x\u{1}b\"\u{1}L0\u{1}\"c\u{1}L9\u{1}\u{1}".into(), &lines),
            "a\u{1}x\u{1}bonec\u{1}L9\u{1}\u{1}"
        );
        let docs = "  #[doc = 0]\nx #[doc = 0]\n  #[doc = 0] \n  #[doc = 9]\n  #[doc = ]\n#[doc = 0]";
        assert_eq!(
            fill(docs.into(), &lines),
            "  ///one\nx #[doc = 0]\n  #[doc = 0] \n  #[doc = 9]\n  #[doc = ]\n#[doc = 0]"
        );
    }
}
