//! Checks shared by the fuzz targets: what makes generated Rust unacceptable to rustc although
//! `syn` parses it. (`generator/tests/robustness/` has the same checks for the property test.)

use std::collections::{BTreeMap, BTreeSet};

use proc_macro2::{TokenStream, TokenTree};
use quote::ToTokens;

/// Every problem with one generated Rust file: it does not parse, it holds a character rustc
/// refuses, or it defines something twice, a type alias that contains itself, a tuple struct
/// that shadows the prelude's `Ok`/`Err`/`Some`/`None` where they are used, or a `format!` whose
/// string does not match its arguments.
pub fn rust_problems(path: &str, text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let bytes = text.as_bytes();
    for (i, c) in text.char_indices() {
        if c == '\r' && bytes.get(i + 1) != Some(&b'\n') {
            out.push(format!("{path}: a bare carriage return at byte {i}"));
            break;
        }
        // rustc's text_direction_codepoint_in_{comment,literal} lints are deny-by-default.
        if matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}') {
            out.push(format!("{path}: text-direction control U+{:04X} at byte {i}", c as u32));
            break;
        }
    }
    let file = match syn::parse_file(text) {
        Ok(f) => f,
        Err(e) => {
            out.push(format!("{path}: does not parse: {e}"));
            return out;
        }
    };
    check_items(&file.items, path, &mut out);
    if let Ok(ts) = text.parse::<TokenStream>() {
        format_calls(ts, path, &mut out);
    }
    for name in ["Ok", "Err", "Some", "None"] {
        if defines_value(&file.items, name) && uses_bare(text, name) {
            out.push(format!(
                "{path}: a tuple/unit struct `{name}` shadows the prelude's `{name}`, which the file uses"
            ));
        }
    }
    out
}

fn unraw(s: String) -> String {
    s.strip_prefix("r#").map(str::to_string).unwrap_or(s)
}

fn tokens(t: &impl ToTokens) -> String {
    t.to_token_stream().to_string()
}

/// Identifiers a type names on its own: `A` in `Vec<A>`, not `String` in `::std::string::String`
/// (a path's later segments name something in another module).
fn idents(ts: TokenStream, out: &mut BTreeSet<String>) {
    let mut after_colons = false;
    for t in ts {
        match t {
            TokenTree::Ident(i) => {
                if !after_colons {
                    out.insert(unraw(i.to_string()));
                }
                after_colons = false;
            }
            TokenTree::Punct(p) => after_colons = p.as_char() == ':',
            TokenTree::Group(g) => {
                idents(g.stream(), out);
                after_colons = false;
            }
            TokenTree::Literal(_) => after_colons = false,
        }
    }
}

fn fn_params(sig: &syn::Signature, at: &str, out: &mut Vec<String>) {
    let mut seen = BTreeSet::new();
    for input in &sig.inputs {
        if let syn::FnArg::Typed(pt) = input {
            if let syn::Pat::Ident(pi) = pt.pat.as_ref() {
                let n = unraw(pi.ident.to_string());
                if !seen.insert(n.clone()) {
                    out.push(format!("{at}: fn `{}` has two parameters `{n}`", sig.ident));
                }
            }
        }
    }
}

fn check_fields(fields: &syn::Fields, at: &str, out: &mut Vec<String>) {
    let mut seen = BTreeSet::new();
    for f in fields {
        if let Some(i) = &f.ident {
            let n = unraw(i.to_string());
            if !seen.insert(n.clone()) {
                out.push(format!("{at}: field `{n}` defined twice"));
            }
        }
    }
}

/// One module's items: each namespace holds a name once, and type aliases do not contain
/// themselves (directly or through other aliases).
fn check_items(items: &[syn::Item], module: &str, out: &mut Vec<String>) {
    let mut types = BTreeSet::new();
    let mut values = BTreeSet::new();
    let mut inherent: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut trait_impls = BTreeSet::new();
    let mut aliases: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let dup = |set: &mut BTreeSet<String>, what: &str, name: String, out: &mut Vec<String>| {
        if !set.insert(name.clone()) {
            out.push(format!("{module}: {what} `{name}` defined twice"));
        }
    };
    for item in items {
        match item {
            syn::Item::Struct(s) => {
                let n = unraw(s.ident.to_string());
                dup(&mut types, "type", n.clone(), out);
                if !matches!(s.fields, syn::Fields::Named(_)) {
                    dup(&mut values, "value", n.clone(), out);
                }
                check_fields(&s.fields, &format!("{module}::{n}"), out);
            }
            syn::Item::Enum(e) => {
                let n = unraw(e.ident.to_string());
                dup(&mut types, "type", n.clone(), out);
                let mut variants = BTreeSet::new();
                for v in &e.variants {
                    let vn = unraw(v.ident.to_string());
                    if !variants.insert(vn.clone()) {
                        out.push(format!("{module}::{n}: variant `{vn}` defined twice"));
                    }
                    check_fields(&v.fields, &format!("{module}::{n}::{vn}"), out);
                }
            }
            syn::Item::Type(t) => {
                let n = unraw(t.ident.to_string());
                dup(&mut types, "type", n.clone(), out);
                let mut used = BTreeSet::new();
                idents(t.ty.to_token_stream(), &mut used);
                aliases.insert(n, used);
            }
            syn::Item::Trait(t) => dup(&mut types, "type", unraw(t.ident.to_string()), out),
            syn::Item::Union(u) => dup(&mut types, "type", unraw(u.ident.to_string()), out),
            syn::Item::Mod(m) => {
                let n = unraw(m.ident.to_string());
                dup(&mut types, "module", n.clone(), out);
                if let Some((_, inner)) = &m.content {
                    check_items(inner, &format!("{module}::{n}"), out);
                }
            }
            syn::Item::Fn(f) => {
                dup(&mut values, "value", unraw(f.sig.ident.to_string()), out);
                fn_params(&f.sig, module, out);
            }
            // `const _` may be written any number of times.
            syn::Item::Const(c) if c.ident != "_" => dup(&mut values, "value", unraw(c.ident.to_string()), out),
            syn::Item::Static(s) => dup(&mut values, "value", unraw(s.ident.to_string()), out),
            syn::Item::Impl(i) => {
                let me = tokens(&i.self_ty);
                let at = format!("{module}: impl {me}");
                let mut local = BTreeSet::new();
                for it in &i.items {
                    let name = match it {
                        syn::ImplItem::Fn(f) => {
                            fn_params(&f.sig, &at, out);
                            unraw(f.sig.ident.to_string())
                        }
                        syn::ImplItem::Const(c) => unraw(c.ident.to_string()),
                        syn::ImplItem::Type(t) => format!("type {}", unraw(t.ident.to_string())),
                        _ => continue,
                    };
                    let set = if i.trait_.is_none() {
                        inherent.entry(me.clone()).or_default()
                    } else {
                        &mut local
                    };
                    if !set.insert(name.clone()) {
                        out.push(format!("{at}: `{name}` defined twice"));
                    }
                }
                if let Some((t, _)) = &i.trait_ {
                    let key = format!("impl {} for {me}", tokens(t));
                    if !trait_impls.insert(key.clone()) {
                        out.push(format!("{module}: `{key}` twice"));
                    }
                }
            }
            _ => {}
        }
    }
    // A type alias reaching itself through aliases is a cycle rustc refuses (E0391).
    for start in aliases.keys() {
        let mut todo: Vec<&String> = aliases[start].iter().collect();
        let mut seen = BTreeSet::new();
        while let Some(n) = todo.pop() {
            if n == start {
                out.push(format!("{module}: type alias `{start}` contains itself"));
                break;
            }
            if seen.insert(n) {
                if let Some(next) = aliases.get(n) {
                    todo.extend(next.iter());
                }
            }
        }
    }
}

/// `format!`-style macro calls whose format string has unbalanced braces or a number of
/// placeholders different from the number of arguments (both are compile errors).
fn format_calls(ts: TokenStream, at: &str, out: &mut Vec<String>) {
    let toks: Vec<TokenTree> = ts.into_iter().collect();
    for (i, t) in toks.iter().enumerate() {
        if let TokenTree::Group(g) = t {
            if i >= 2 && matches!(&toks[i - 1], TokenTree::Punct(p) if p.as_char() == '!') {
                if let TokenTree::Ident(id) = &toks[i - 2] {
                    let name = id.to_string();
                    let skip = match name.as_str() {
                        "format" | "format_args" | "print" | "println" | "eprint" | "eprintln" | "panic" => Some(0),
                        "write" | "writeln" => Some(1),
                        _ => None,
                    };
                    if let Some(skip) = skip {
                        check_format(&name, g.stream(), skip, at, out);
                    }
                }
            }
            format_calls(g.stream(), at, out);
        }
    }
}

fn check_format(name: &str, ts: TokenStream, skip: usize, at: &str, out: &mut Vec<String>) {
    let mut args: Vec<Vec<TokenTree>> = vec![Vec::new()];
    for t in ts {
        if matches!(&t, TokenTree::Punct(p) if p.as_char() == ',') {
            args.push(Vec::new());
        } else if let Some(last) = args.last_mut() {
            last.push(t);
        }
    }
    if args.last().is_some_and(|a| a.is_empty()) {
        args.pop();
    }
    let Some([TokenTree::Literal(lit)]) = args.get(skip).map(Vec::as_slice) else {
        return;
    };
    let Ok(s) = syn::parse_str::<syn::LitStr>(&lit.to_string()) else {
        return;
    };
    let fmt = s.value();
    let given = args.len() - skip - 1;
    let named_args = args[skip + 1..]
        .iter()
        .any(|a| matches!(a.get(1), Some(TokenTree::Punct(p)) if p.as_char() == '='));
    let (mut implicit, mut highest, mut named) = (0usize, None::<usize>, false);
    let chars: Vec<char> = fmt.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '{' if chars.get(i + 1) == Some(&'{') => i += 2,
            '}' if chars.get(i + 1) == Some(&'}') => i += 2,
            '{' => {
                let Some(len) = chars[i + 1..].iter().position(|c| *c == '}') else {
                    out.push(format!("{at}: {name}!({fmt:?}): an unclosed `{{`"));
                    return;
                };
                let spec: String = chars[i + 1..i + 1 + len].iter().collect();
                let arg = spec.split(':').next().unwrap_or("");
                if arg.is_empty() {
                    implicit += 1;
                } else if let Ok(n) = arg.parse::<usize>() {
                    highest = Some(highest.map_or(n, |h| h.max(n)));
                } else {
                    named = true;
                }
                i += len + 2;
            }
            '}' => {
                out.push(format!("{at}: {name}!({fmt:?}): an unmatched `}}`"));
                return;
            }
            _ => i += 1,
        }
    }
    if named || named_args {
        return;
    }
    let needed = implicit.max(highest.map_or(0, |h| h + 1));
    if needed != given {
        out.push(format!(
            "{at}: {name}!({fmt:?}) has {needed} placeholder(s) for {given} argument(s)"
        ));
    }
}

fn defines_value(items: &[syn::Item], name: &str) -> bool {
    items.iter().any(|i| match i {
        syn::Item::Struct(s) => s.ident == name && !matches!(s.fields, syn::Fields::Named(_)),
        _ => false,
    })
}

/// `name(` or `name` used as a value, not as part of a path, a declaration or another word.
fn uses_bare(text: &str, name: &str) -> bool {
    text.match_indices(name).any(|(i, _)| {
        let before = &text[..i];
        let after = &text[i + name.len()..];
        let word_before = before
            .chars()
            .next_back()
            .is_some_and(|c| c.is_alphanumeric() || c == '_');
        let word_after = after.chars().next().is_some_and(|c| c.is_alphanumeric() || c == '_');
        let path = before.ends_with("::") || before.ends_with('.');
        let decl = ["struct ", "enum ", "fn ", "for ", "impl ", "type "]
            .iter()
            .any(|k| before.ends_with(k));
        let call = after.starts_with('(') || (name == "None" && !after.starts_with('{'));
        !word_before && !word_after && !path && !decl && call && !in_comment_or_string(before)
    })
}

/// Whether the position at the end of `before` is inside a line comment or a string literal
/// (approximately: the current line starts a comment, or holds an odd number of quotes).
fn in_comment_or_string(before: &str) -> bool {
    let line = before.rsplit('\n').next().unwrap_or("");
    line.trim_start().starts_with("//") || line.matches('"').count() % 2 == 1
}

/// Every problem with a whole generation: its Rust files, its `include!` form and its
/// `Cargo.toml`.
pub fn generation_problems(g: &oapigen::Generated) -> Vec<String> {
    let mut out = Vec::new();
    for (path, text) in g.files() {
        if path.ends_with(".rs") {
            out.extend(rust_problems(path, text));
        } else if path == "Cargo.toml" {
            if let Err(e) = text.parse::<toml::Table>() {
                out.push(format!("Cargo.toml is not TOML: {e}"));
            }
        }
    }
    if let Err(e) = syn::parse_file(&g.module_source()) {
        out.push(format!("module_source() does not parse: {e}"));
    }
    out
}
