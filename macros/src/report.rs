//! Problems as the compiler shows them: the generator's report (the same text the CLI prints)
//! as a `compile_error!` at the argument it is about, and each of the document's warnings as a
//! warning there.

use std::path::PathBuf;

use oapigen::{Diagnostic, Error, ErrorKind, Severity};
use proc_macro2::{Span, TokenStream};
use quote::quote_spanned;

use crate::args::Args;

/// `compile_error!(message)` at `span`.
pub fn compile_error(span: Span, message: &str) -> TokenStream {
    quote_spanned! {span=> ::core::compile_error!(#message); }
}

/// The generator's error, at the argument it is about: the setting it names, the overlay whose
/// problem it is (`overlays` as given, in order), or the document.
pub fn error(args: &Args, overlays: &[PathBuf], e: &Error) -> TokenStream {
    let first = e
        .diagnostics()
        .iter()
        .find(|d| d.severity == Severity::Error)
        .or(e.diagnostics().first());
    let span = match (e.kind(), first) {
        (ErrorKind::Settings, Some(d)) => d.keyword.as_deref().and_then(|k| args.key(k)),
        (_, Some(d)) => overlays
            .iter()
            .position(|o| *o == d.file)
            .and_then(|i| args.overlays.get(i).copied())
            .or(args.spec),
        (_, None) => args.spec,
    };
    // The compiler says `error: ` itself.
    let text = e.to_string();
    let text = text.strip_prefix("error: ").unwrap_or(&text);
    compile_error(span.or(args.inline).unwrap_or_else(Span::call_site), text)
}

/// A warning of the document's at its literal: the `deprecated` lint of an item made for it,
/// the one warning a macro can give on stable Rust (`#[allow(deprecated)]` around the call
/// silences it).
pub fn warning(args: &Args, d: &Diagnostic) -> TokenStream {
    let text = d.to_string();
    let note = text.strip_prefix("warning: ").unwrap_or(&text);
    quote_spanned! {args.spec.unwrap_or_else(Span::call_site)=>
        const _: () = {
            #[deprecated(note = #note)]
            #[allow(non_camel_case_types)]
            struct oapigen_warning;
            let _ = oapigen_warning;
        };
    }
}
