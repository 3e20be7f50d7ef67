//! Doc comments and long string literals carried beside the tokens rather than inside them.
//!
//! A doc line in a token stream is a string literal (`#[doc = " …"]`), and on its way to the
//! printed file each literal is escaped by `quote`, unescaped by `syn` when it parses the item
//! (`Lit::new` reads the whole value to find a suffix), and unescaped again by `prettyplease`
//! to print it as `///`. Doc text is a fifth of the output, and those steps were a tenth of the
//! instructions of a generation; the JSON of the schema bundle (0.9 MB for the provider's
//! document) went the same way. While a piece is emitted (on one thread, from tokens to text),
//! each doc line therefore stands as a short key in the tokens, `"\u{1}N\u{1}"`, and each long
//! literal as `"\u{1}LN\u{1}"`; [`fill`] puts the text back into the printed piece. Doc text
//! never contains U+0001 (spec text spells controls out as `U+XXXX`, see `docs::clean`); a line
//! that would not print as a `///` comment (one with a line break, or starting with `/`) stays
//! a literal.

use std::cell::RefCell;

use proc_macro2::{Literal, TokenStream};
use quote::ToTokens;

const MARK: char = '\u{1}';

thread_local! {
    /// The doc lines of the piece being emitted on this thread, if one is.
    static TABLE: RefCell<Option<Vec<String>>> = const { RefCell::new(None) };
}

/// Collects the doc lines of one piece: [`DocText`]s made on this thread from [`Table::start`]
/// until [`Table::finish`] stand as keys into it.
pub struct Table(());

impl Table {
    pub fn start() -> Table {
        TABLE.with(|t| *t.borrow_mut() = Some(Vec::new()));
        Table(())
    }

    /// The lines collected, for [`fill`].
    pub fn finish(self) -> Vec<String> {
        TABLE.with(|t| t.borrow_mut().take()).unwrap_or_default()
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        TABLE.with(|t| *t.borrow_mut() = None);
    }
}

/// The value of one `#[doc = …]` attribute: `#[doc = #text]` in `quote!`.
pub struct DocText(Literal);

impl DocText {
    pub fn new(text: impl Into<String>) -> DocText {
        let mut text: String = text.into();
        if text.contains('\n') || text.starts_with('/') {
            return DocText(Literal::string(&text));
        }
        let key = TABLE.with(|t| {
            t.borrow_mut().as_mut().map(|lines| {
                text.truncate(text.trim_end_matches(' ').len());
                lines.push(std::mem::take(&mut text));
                lines.len() - 1
            })
        });
        match key {
            Some(key) => DocText(Literal::usize_unsuffixed(key)),
            None => DocText(Literal::string(&text)),
        }
    }
}

impl ToTokens for DocText {
    fn to_tokens(&self, tokens: &mut TokenStream) {
        self.0.to_tokens(tokens);
    }
}

/// A string literal, printed raw (`r#"…"#`): for long text such as JSON, which needs no escapes
/// that way.
pub fn raw_str(text: &str) -> TokenStream {
    let key = TABLE.with(|t| {
        t.borrow_mut().as_mut().map(|lines| {
            lines.push(literal(text));
            format!("\"{MARK}L{}{MARK}\"", lines.len() - 1)
        })
    });
    match key.and_then(|k| k.parse::<Literal>().ok()) {
        Some(key) => key.into_token_stream(),
        None => Literal::string(text).into_token_stream(),
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
pub fn fill(printed: String, lines: &[String]) -> String {
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

    fn printed(tokens: TokenStream) -> String {
        prettyplease::unparse(&syn::parse2(tokens).unwrap())
    }

    /// With or without the table, the same file.
    #[test]
    fn keys_print_as_the_lines_they_stand_for() {
        let item = || {
            let lines = [
                " Plain.",
                " Trailing  ",
                "",
                "/ slash",
                " two\nlines",
                " `code` and \"quotes\" \\ é #[doc = 0]",
            ];
            let docs = lines.iter().map(|l| DocText::new(*l));
            let (field, variant, method) = (
                DocText::new(" A field."),
                DocText::new(" A variant."),
                DocText::new(" A method."),
            );
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
        let literal = printed(item());
        let table = Table::start();
        let keyed = item();
        let lines = table.finish();
        assert_eq!(lines.len(), 7);
        assert_eq!(fill(printed(keyed), &lines), literal);
        assert!(
            literal.contains("/// Trailing\n") && literal.contains("#[doc = \"/ slash\"]"),
            "{literal}"
        );
    }

    #[test]
    fn long_literals_print_raw() {
        let json = r##"{"a":"x\"#y","b":"é"}"##;
        let item = || {
            let json = raw_str(json);
            let short = raw_str("plain");
            quote! { static J: (&str, &str) = (#json, #short); }
        };
        let table = Table::start();
        let keyed = item();
        let lines = table.finish();
        let text = fill(printed(keyed), &lines);
        assert!(text.contains(&format!("(r##\"{json}\"##, r#\"plain\"#)")), "{text}");
        // The same value as the ordinary literal printed without a table.
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
        assert_eq!(read(&printed(item())), [json, "plain"]);
        // What a raw string cannot hold as such is escaped.
        for odd in ["a\u{202E}b", "cr\rlf", "\u{1}"] {
            let table = Table::start();
            let lit = raw_str(odd);
            let lines = table.finish();
            let text = fill(printed(quote! { static S: &str = #lit; }), &lines);
            assert!(!text.contains("r#"), "{text}");
            assert_eq!(text, printed(quote! { static S: &str = #odd; }));
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
