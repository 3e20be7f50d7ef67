//! Spec text → rustdoc. Descriptions are Markdown written for other tools, so they are made safe
//! for rustdoc: no doctests (indented or unlabelled code blocks would be compiled), no broken
//! intra-doc links from `[brackets]`, no raw HTML, bare URLs made into links.

use proc_macro2::TokenStream;
use quote::quote;

use crate::ir::Docs;

/// Text-direction controls: rustc denies them in comments and literals by default
/// (`text_direction_codepoint_in_comment`), and they can make a reader see other text.
fn is_bidi(c: char) -> bool {
    matches!(c, '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

/// Spec text with line breaks normalised (a bare carriage return is a compile error in a doc
/// comment) and invisible controls spelled out as `U+XXXX`.
fn clean(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\r' => {
                if chars.peek() != Some(&'\n') {
                    out.push('\n');
                }
            }
            '\n' => out.push(c),
            // clippy's `tabs_in_doc_comments`: a tab is four spaces.
            '\t' => out.push_str("    "),
            c if c.is_control() || is_bidi(c) => out.push_str(&format!("U+{:04X}", c as u32)),
            c => out.push(c),
        }
    }
    out
}

/// A name or value from the spec (an operationId, a property name, an enum value, a path) as
/// an inline code span on one line, whatever it contains.
pub fn code(text: &str) -> String {
    let one_line = clean(text).replace('\n', "U+000A").replace('\t', " ");
    let mut longest = 0;
    let mut run = 0;
    for c in one_line.chars() {
        run = if c == '`' { run + 1 } else { 0 };
        longest = longest.max(run);
    }
    let fence = "`".repeat(longest + 1);
    // A span that starts or ends with a backtick needs a space to be told from its fence.
    let pad = if one_line.starts_with('`') || one_line.ends_with('`') {
        " "
    } else {
        ""
    };
    format!("{fence}{pad}{one_line}{pad}{fence}")
}

/// Spec text (a title) for a place that holds one line.
pub fn line(text: &str) -> String {
    sanitize(text).replace('\n', " ")
}

/// Makes one description safe to put in `#[doc = ...]`.
pub fn sanitize(text: &str) -> String {
    let text = clean(text);
    let mut out = String::with_capacity(text.len() + 16);
    let mut in_fence = false;
    let mut after_item = false;
    // How far the text of the last list item is indented (`- ` 2, `10. ` 4).
    let mut item_width = 2;
    for line in text.lines() {
        let trimmed = line.trim_start();
        // A line right after a list item that is no item itself ends the list (rustdoc would
        // read it as a lazy continuation of the item).
        let item = is_list_item(trimmed);
        if item && !in_fence {
            item_width = trimmed.find(' ').map_or(2, |i| i + 1);
        }
        if !in_fence && after_item && !item && !trimmed.is_empty() && !line.starts_with(' ') {
            out.push('\n');
        }
        let continues = !in_fence && after_item && !item && line.starts_with(' ') && !trimmed.is_empty();
        after_item = !in_fence && (item || continues);
        if trimmed.starts_with("```") || trimmed.starts_with("~~~") {
            if in_fence {
                out.push_str("```\n");
            } else {
                out.push_str("```text\n");
            }
            in_fence = !in_fence;
            continue;
        }
        if in_fence {
            out.push_str(line);
            out.push('\n');
            continue;
        }
        if continues {
            // A continuation of the item above, indented as rustdoc wants it.
            out.push_str(&" ".repeat(item_width));
        }
        out.push_str(&escape_line(trimmed));
        out.push('\n');
    }
    if in_fence {
        out.push_str("```\n");
    }
    out.trim_end().to_string()
}

fn is_list_item(line: &str) -> bool {
    if line.starts_with("- ") || line.starts_with("* ") || line.starts_with("+ ") {
        return true;
    }
    let digits = line.bytes().take_while(u8::is_ascii_digit).count();
    digits > 0 && (line[digits..].starts_with(". ") || line[digits..].starts_with(") "))
}

fn escape_line(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut in_code = false;
    let mut rest = line;
    while let Some(c) = rest.chars().next() {
        if c == '`' {
            in_code = !in_code;
            out.push(c);
            rest = &rest[1..];
            continue;
        }
        if !in_code && (rest.starts_with("http://") || rest.starts_with("https://")) {
            let end = rest
                .find(|ch: char| ch.is_whitespace() || matches!(ch, '<' | '>' | '"' | '`' | ')' | ']'))
                .unwrap_or(rest.len());
            let url = rest[..end].trim_end_matches(['.', ',', ';', ':']);
            out.push('<');
            out.push_str(url);
            out.push('>');
            rest = &rest[url.len()..];
            continue;
        }
        if !in_code {
            match c {
                '[' => out.push_str("\\["),
                ']' => out.push_str("\\]"),
                '<' => out.push_str("&lt;"),
                '>' => out.push_str("&gt;"),
                '&' => out.push_str("&amp;"),
                // `* ` is a list item (`is_list_item`), as `- ` is.
                '*' if out.is_empty() && rest.starts_with("* ") => out.push(c),
                '*' | '_' | '#' if out.is_empty() => {
                    // A leading `*`, `_` or `#` would start a list, emphasis or heading.
                    out.push('\\');
                    out.push(c);
                }
                _ => out.push(c),
            }
        } else {
            out.push(c);
        }
        rest = &rest[c.len_utf8()..];
    }
    if in_code {
        // An unbalanced backtick would swallow the following text into code.
        out.push('`');
    }
    out
}

/// The paragraphs for a schema's documentation (title, description, default, provenance).
pub fn paragraphs(docs: &Docs) -> Vec<String> {
    let mut p = Vec::new();
    if let Some(t) = &docs.title {
        p.push(sanitize(t));
    }
    if let Some(d) = &docs.description {
        p.push(sanitize(d));
    }
    if let Some(d) = &docs.default {
        p.push(format!("Default: `{}`.", d.to_string().replace('`', "'")));
    }
    if docs.read_only {
        p.push("Read-only: set by the server.".into());
    }
    if let Some(s) = &docs.source_note {
        p.push(format!("Source: {}.", sanitize(s)));
    }
    p
}

/// One line of rustdoc, for `#[doc = #line]` (printed `///{line}`): trailing spaces dropped,
/// and whatever would end the line or that rustc refuses in a comment (a line break, a
/// control, a text-direction control) spelled out as `U+XXXX`, wherever the text came from.
pub fn doc_line(text: impl Into<String>) -> String {
    let mut text: String = text.into();
    if text.chars().any(|c| c.is_control() || is_bidi(c)) {
        text = text
            .chars()
            .map(|c| {
                if c == '\t' {
                    "    ".to_string()
                } else if c.is_control() || is_bidi(c) {
                    format!("U+{:04X}", c as u32)
                } else {
                    c.to_string()
                }
            })
            .collect();
    }
    text.truncate(text.trim_end_matches(' ').len());
    text
}

/// Paragraphs of rustdoc as `#[doc]` attributes, a line each.
pub fn attrs(paragraphs: &[String]) -> TokenStream {
    let text = paragraphs
        .iter()
        .filter(|p| !p.trim().is_empty())
        .cloned()
        .collect::<Vec<_>>()
        .join("\n\n");
    let lines = text.lines().map(|l| {
        if l.is_empty() {
            String::new()
        } else {
            doc_line(format!(" {l}"))
        }
    });
    quote! { #( #[doc = #lines] )* }
}

/// `#[deprecated]` when the spec deprecates the item.
pub fn deprecated(docs: &Docs) -> TokenStream {
    if docs.deprecated {
        let note = docs
            .description
            .as_deref()
            .and_then(|d| {
                d.split(['.', '\n']).find(|s| {
                    s.to_ascii_lowercase().contains("use ")
                        || s.to_ascii_lowercase().contains("favour")
                        || s.to_ascii_lowercase().contains("favor")
                })
            })
            .map(|s| clean(s).trim().to_string())
            .unwrap_or_else(|| "deprecated by the API".into());
        quote! { #[deprecated(note = #note)] }
    } else {
        TokenStream::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hostile_text_is_neutralised() {
        assert_eq!(sanitize("see [foo] <b>x</b>"), "see \\[foo\\] &lt;b&gt;x&lt;/b&gt;");
        assert_eq!(sanitize("    indented code"), "indented code");
        assert_eq!(sanitize("```\nfn main() {}\n```"), "```text\nfn main() {}\n```");
        assert_eq!(sanitize("go to https://x.y/z."), "go to <https://x.y/z>.");
        assert_eq!(sanitize("a `[b]` c"), "a `[b]` c");
        assert_eq!(sanitize("*/ end"), "\\*/ end");
        assert_eq!(sanitize("odd `tick"), "odd `tick`");
        assert_eq!(sanitize("one\rtwo\r\nthree"), "one\ntwo\nthree");
        assert_eq!(sanitize("a \u{202E}b"), "a U+202Eb");
    }

    /// What clippy's doc lints ask of the text the directory's documents give (tabs, lists
    /// written with `*`, a nested list under a numbered item).
    #[test]
    fn lists_and_tabs_are_written_as_clippy_reads_them() {
        assert_eq!(sanitize("a\tb"), "a    b");
        assert_eq!(doc_line(" a\tb\u{7}"), " a    bU+0007");
        assert_eq!(sanitize("* one\n* two"), "* one\n* two");
        assert_eq!(sanitize("*bold* text"), "\\*bold* text");
        assert_eq!(
            sanitize("1. Request:\n    * no body\n\n2. Answer"),
            "1. Request:\n* no body\n\n2. Answer"
        );
        assert_eq!(sanitize("10. step\n  more"), "10. step\n    more");
    }

    #[test]
    fn names_become_one_code_span() {
        assert_eq!(code("id"), "`id`");
        assert_eq!(code("a`b"), "``a`b``");
        assert_eq!(code("`a"), "`` `a ``");
        assert_eq!(code("a\n\n    b"), "`aU+000AU+000A    b`");
        assert_eq!(code("x\u{2066}"), "`xU+2066`");
    }
}
