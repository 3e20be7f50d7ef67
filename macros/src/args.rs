//! The macro's arguments: the keys of `oapigen.toml` written as Rust tokens, turned into
//! `oapigen.toml` text so that the generator's own reading of that file
//! ([`oapigen::Config::from_toml`]) is the only reading of settings, and remembered piece by
//! piece so that a problem the reading finds is reported at the tokens it came from.
//!
//! ```text
//! generate!("openapi.yaml")                                   spec = "openapi.yaml"
//! generate!("openapi.yaml", module_name = "api")              + module_name = "api"
//! generate!(spec = "a.yaml", overlays = ["o.yaml"],           spec = "a.yaml"
//!           format_types = { uuid = "uuid::Uuid" })           overlays = ["o.yaml"]
//!                                                             format_types = { uuid = "uuid::Uuid" }
//! generate!(toml = r#"spec = "a.yaml""#)                      the literal's text, as it is
//! ```

use std::ops::Range;

use proc_macro2::Span;
use syn::ext::IdentExt;
use syn::parse::{Parse, ParseStream};
use syn::{Ident, Lit, LitStr, Token, braced, bracketed};

/// The argument that holds the settings as `oapigen.toml` text instead of as tokens.
const TOML: &str = "toml";

/// The settings given to the macro, as `oapigen.toml` text.
#[derive(Debug)]
pub struct Args {
    /// The settings as `oapigen.toml` text, one top-level key a line.
    pub text: String,
    /// The `toml = "…"` literal the text is, when it is one: problems are reported at it, with
    /// their line and column in it.
    pub inline: Option<Span>,
    /// Each top-level key's span, by name.
    keys: Vec<(String, Span)>,
    /// Where each piece of `text` (a key, a value, an entry) came from.
    pieces: Vec<(Range<usize>, Span)>,
    /// The document's literal.
    pub spec: Option<Span>,
    /// The overlays' literals, in order.
    pub overlays: Vec<Span>,
}

impl Args {
    /// Where a problem at `line` and `column` of [`text`](Self::text) (1-based, as
    /// `Config::from_toml` locates them) came from: the smallest key, value or entry there.
    pub fn span_at(&self, line: usize, column: usize) -> Option<Span> {
        match self.inline {
            Some(span) => Some(span),
            None => self.piece_at(line, column).map(|(_, span)| *span),
        }
    }

    fn piece_at(&self, line: usize, column: usize) -> Option<&(Range<usize>, Span)> {
        let start = self
            .text
            .split_inclusive('\n')
            .take(line.checked_sub(1)?)
            .map(str::len)
            .sum::<usize>();
        let at = start + column.checked_sub(1)?;
        self.pieces
            .iter()
            .filter(|(range, _)| range.contains(&at))
            .min_by_key(|(range, _)| range.len())
    }

    /// The span of the top-level key `key`, when it was given as a token (the literal of
    /// `toml = "…"` otherwise).
    pub fn key(&self, key: &str) -> Option<Span> {
        self.inline
            .or_else(|| self.keys.iter().find(|(k, _)| k == key).map(|(_, span)| *span))
    }
}

impl Parse for Args {
    fn parse(input: ParseStream) -> syn::Result<Self> {
        let mut args = Args {
            text: String::new(),
            inline: None,
            keys: Vec::new(),
            pieces: Vec::new(),
            spec: None,
            overlays: Vec::new(),
        };
        // `generate!("openapi.yaml", …)`: the document first, as progenitor's macro takes it.
        if input.peek(LitStr) {
            let lit: LitStr = input.parse()?;
            let start = args.text.len();
            args.push("spec", lit.span());
            args.text.push_str(" = ");
            args.string(&lit.value(), lit.span());
            args.piece(start, lit.span());
            args.text.push('\n');
            args.keys.push(("spec".into(), lit.span()));
            args.spec = Some(lit.span());
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        while !input.is_empty() {
            let key = Ident::parse_any(input)?;
            let name = key.unraw().to_string();
            input.parse::<Token![=]>()?;
            if name == TOML {
                let lit: LitStr = input.parse()?;
                if !input.is_empty() {
                    input.parse::<Token![,]>()?;
                }
                if !args.keys.is_empty() || !input.is_empty() {
                    return Err(syn::Error::new(
                        key.span(),
                        "`toml = \"…\"` holds every setting: give the others inside it, or give them all as `key = value` arguments",
                    ));
                }
                args.text = lit.value();
                args.inline = Some(lit.span());
                args.spec = Some(lit.span());
                return Ok(args);
            }
            if let Some((_, first)) = args.keys.iter().find(|(k, _)| *k == name) {
                let mut e = syn::Error::new(key.span(), format!("`{name}` is given twice"));
                e.combine(syn::Error::new(*first, format!("`{name}` is first given here")));
                return Err(e);
            }
            let start = args.text.len();
            args.key_text(&name, key.span());
            args.text.push_str(" = ");
            let (value, elements) = args.value(input)?;
            args.piece(start, key.span());
            args.text.push('\n');
            match name.as_str() {
                "spec" => args.spec = Some(value),
                "overlays" => args.overlays = elements,
                _ => {}
            }
            args.keys.push((name, key.span()));
            if !input.is_empty() {
                input.parse::<Token![,]>()?;
            }
        }
        Ok(args)
    }
}

impl Args {
    /// Records that the text from `start` to here came from `span`.
    fn piece(&mut self, start: usize, span: Span) {
        self.pieces.push((start..self.text.len(), span));
    }

    /// Appends `text` as it is, from `span`.
    fn push(&mut self, text: &str, span: Span) {
        let start = self.text.len();
        self.text.push_str(text);
        self.piece(start, span);
    }

    /// Appends a key: bare when TOML allows it, quoted otherwise.
    fn key_text(&mut self, key: &str, span: Span) {
        let bare = !key.is_empty() && key.bytes().all(|b| b.is_ascii_alphanumeric() || b == b'_' || b == b'-');
        if bare {
            self.push(key, span);
        } else {
            self.string(key, span);
        }
    }

    /// Appends a TOML string.
    fn string(&mut self, value: &str, span: Span) {
        let quoted = toml::Value::String(value.to_string()).to_string();
        self.push(&quoted, span);
    }

    /// Appends one value: a string, a number, a boolean, an array `[…]` or a table `{ key =
    /// value, … }`. Returns its span and, for an array, its elements' spans.
    fn value(&mut self, input: ParseStream) -> syn::Result<(Span, Vec<Span>)> {
        let start = self.text.len();
        if input.peek(syn::token::Bracket) {
            let content;
            let bracket = bracketed!(content in input);
            self.text.push('[');
            let mut elements = Vec::new();
            while !content.is_empty() {
                if !elements.is_empty() {
                    self.text.push_str(", ");
                }
                elements.push(self.value(&content)?.0);
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            self.text.push(']');
            let span = bracket.span.join();
            self.piece(start, span);
            return Ok((span, elements));
        }
        if input.peek(syn::token::Brace) {
            let content;
            let brace = braced!(content in input);
            self.text.push('{');
            let mut first = true;
            while !content.is_empty() {
                self.text.push_str(if first { " " } else { ", " });
                first = false;
                let entry = self.text.len();
                let key_span = if content.peek(LitStr) {
                    let key: LitStr = content.parse()?;
                    self.string(&key.value(), key.span());
                    key.span()
                } else {
                    let key = Ident::parse_any(&content)?;
                    self.key_text(&key.unraw().to_string(), key.span());
                    key.span()
                };
                content.parse::<Token![=]>()?;
                self.text.push_str(" = ");
                self.value(&content)?;
                self.piece(entry, key_span);
                if !content.is_empty() {
                    content.parse::<Token![,]>()?;
                }
            }
            self.text.push_str(if first { "}" } else { " }" });
            let span = brace.span.join();
            self.piece(start, span);
            return Ok((span, Vec::new()));
        }
        let minus = input.parse::<Option<Token![-]>>()?.is_some();
        let lit: Lit = input.parse().map_err(|e| {
            syn::Error::new(
                e.span(),
                "expected a value as `oapigen.toml` has them: a string, a number, `true` or `false`, an array `[…]` or a table `{ key = value, … }`",
            )
        })?;
        let span = lit.span();
        let text = match &lit {
            Lit::Str(s) if !minus => return Ok((self.string_value(s), Vec::new())),
            Lit::Bool(b) if !minus => b.value().to_string(),
            Lit::Int(i) if i.suffix().is_empty() => i.base10_digits().to_string(),
            Lit::Float(f) if f.suffix().is_empty() => f.base10_digits().to_string(),
            _ => {
                return Err(syn::Error::new(
                    span,
                    "expected a value as `oapigen.toml` has them: a string, a number (without a suffix), `true` or `false`, an array `[…]` or a table `{ key = value, … }`",
                ));
            }
        };
        let text = if minus { format!("-{text}") } else { text };
        self.push(&text, span);
        Ok((span, Vec::new()))
    }

    fn string_value(&mut self, s: &LitStr) -> Span {
        self.string(&s.value(), s.span());
        s.span()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(tokens: proc_macro2::TokenStream) -> syn::Result<Args> {
        syn::parse::Parser::parse2(Args::parse, tokens)
    }

    #[test]
    fn tokens_become_the_keys_of_oapigen_toml() {
        let args = parse(quote::quote! {
            "spec/api.yaml",
            overlays = ["a.yaml", "b.yaml"],
            module_name = "api",
            validation = false,
            derives = ["Eq", "Hash"],
            format_types = { uuid = "uuid::Uuid", "date-time" = "String" },
            r#client = true,
            runtime_git = { url = "https://x.invalid/\"q\"", rev = "1" },
            numbers = [-1, 2.5, 0x10],
        })
        .unwrap();
        assert_eq!(
            args.text,
            "spec = \"spec/api.yaml\"\n\
             overlays = [\"a.yaml\", \"b.yaml\"]\n\
             module_name = \"api\"\n\
             validation = false\n\
             derives = [\"Eq\", \"Hash\"]\n\
             format_types = { uuid = \"uuid::Uuid\", \"date-time\" = \"String\" }\n\
             client = true\n\
             runtime_git = { url = 'https://x.invalid/\"q\"', rev = \"1\" }\n\
             numbers = [-1, 2.5, 16]\n"
        );
        assert_eq!(args.overlays.len(), 2);
        assert!(args.spec.is_some() && args.inline.is_none());
        // The text is TOML: the generator reads it (and refuses the key it does not know).
        let e = oapigen::Config::from_toml("generate!", &args.text).unwrap_err();
        assert!(e.to_string().contains("unknown field `numbers`"), "{e}");
    }

    #[test]
    fn a_problem_is_located_at_the_smallest_piece() {
        let args = parse(quote::quote! { spec = "a.yaml", format_types = { uuid = 1 } }).unwrap();
        // Line 2 is `format_types = { uuid = 1 }`.
        let piece = |line, column| &args.text[args.piece_at(line, column).unwrap().0.clone()];
        assert_eq!(piece(2, 1), "format_types");
        assert_eq!(piece(2, 14), "format_types = { uuid = 1 }");
        assert_eq!(piece(2, 16), "{ uuid = 1 }");
        assert_eq!(piece(2, 18), "uuid");
        assert_eq!(piece(2, 25), "1");
        assert!(args.piece_at(9, 1).is_none());
    }

    #[test]
    fn toml_text_is_taken_whole_and_alone() {
        let args = parse(quote::quote! { toml = "spec = \"a.yaml\"\nvalidation = false\n" }).unwrap();
        assert_eq!(args.text, "spec = \"a.yaml\"\nvalidation = false\n");
        assert!(args.inline.is_some());
        let e = parse(quote::quote! { module_name = "a", toml = "spec = \"a.yaml\"" }).unwrap_err();
        assert!(e.to_string().contains("holds every setting"), "{e}");
        let e = parse(quote::quote! { toml = "spec = \"a.yaml\"", module_name = "a" }).unwrap_err();
        assert!(e.to_string().contains("holds every setting"), "{e}");
    }

    #[test]
    fn what_toml_cannot_hold_is_refused() {
        for (tokens, wanted) in [
            (quote::quote! { spec = 'a' }, "expected a value"),
            (quote::quote! { spec = "a", spec = "b" }, "`spec` is given twice"),
            (quote::quote! { "a", spec = "b" }, "`spec` is given twice"),
            (quote::quote! { n = 1u8 }, "without a suffix"),
            (quote::quote! { n = -"a" }, "expected a value"),
            (quote::quote! { spec "a" }, "expected `=`"),
        ] {
            let e = parse(tokens.clone()).unwrap_err();
            assert!(e.to_string().contains(wanted), "{tokens}: {e}");
        }
    }
}
