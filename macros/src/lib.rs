//! `oapigen_macros::generate!`: the client of an OpenAPI 3.0/3.1 document expanded where the
//! macro is called, without a build script, in the manner of progenitor's `generate_api!`.
//!
//! ```ignore
//! // The items (`Client`, `types`, …) land here; `module_name = "api"` wraps them in `pub mod api`.
//! oapigen_macros::generate!("openapi.yaml");
//!
//! oapigen_macros::generate!(
//!     spec = "openapi.yaml",
//!     overlays = ["oapigen.overlay.yaml"],
//!     module_name = "api",
//!     format_types = { uuid = "uuid::Uuid" },
//! );
//!
//! oapigen_macros::generate!(toml = r#"
//!     spec = "openapi.yaml"
//!     module_name = "api"
//! "#);
//! ```
//!
//! The arguments are the keys of `oapigen.toml`, read by the generator's own reading of that
//! file (an unknown key is an error naming it); those that change nothing in code expanded in
//! place (`out`, `crate_name`, the runtime dependency, `tag_features`, …) are refused, naming
//! why. Paths are relative to the calling crate's manifest directory. The code is what
//! `oapigen::Generated::module_source` gives a build script to `include!`: the calling crate
//! needs `oapigen-runtime`, `serde` (with `derive`) and `serde_json` in its dependencies.
//!
//! A problem in the document fails the build at the macro's argument with the generator's
//! report (file, line and column, JSON pointer, keyword, hint); the document's warnings are
//! warnings at the same place. The expansion includes the document and every file it read (its
//! overlays, the files its `$ref`s name) with `include_bytes!`, so that Cargo expands it again
//! when any of them changes.

mod args;
mod report;

use std::path::{Path, PathBuf};

use proc_macro2::{Span, TokenStream};
use quote::quote;

use crate::args::Args;
use crate::report::compile_error;

/// Expands to the client of an OpenAPI document: see the [crate] docs.
#[proc_macro]
pub fn generate(input: proc_macro::TokenStream) -> proc_macro::TokenStream {
    expand(input.into()).into()
}

fn expand(input: TokenStream) -> TokenStream {
    let args = match syn::parse::Parser::parse2(<Args as syn::parse::Parse>::parse, input) {
        Ok(args) => args,
        Err(e) => return e.to_compile_error(),
    };
    let Some(dir) = std::env::var_os("CARGO_MANIFEST_DIR") else {
        return compile_error(
            Span::call_site(),
            "CARGO_MANIFEST_DIR is not set: `generate!` reads its paths relative to the calling crate's manifest directory, which Cargo sets",
        );
    };
    expand_in(&args, &PathBuf::from(dir))
}

/// The expansion of `args` for a crate whose manifest directory is `dir`.
fn expand_in(args: &Args, dir: &Path) -> TokenStream {
    let config = match settings(args, dir) {
        Ok(config) => config,
        Err(errors) => return errors,
    };
    // The overlays as given, to tell which one a problem is in.
    let overlays: Vec<PathBuf> = config
        .overlays
        .iter()
        .map(|o| o.strip_prefix(dir).unwrap_or(o).to_path_buf())
        .collect();
    let generated: Result<_, oapigen::Error> = off_the_compiler(|| {
        let generated = oapigen::Builder::from_config(config)
            // A macro has no build script's output to print to.
            .emit_rerun_if_changed(false)
            .generate()?;
        // Taken out here: what the generator holds was made with proc-macro2's implementation.
        let source = generated.module_source();
        let warnings: Vec<_> = generated
            .warnings()
            .iter()
            .map(|w| w.clone().relative_to(dir))
            .collect();
        Ok((source, generated.inputs().to_vec(), warnings))
    });
    let (source, inputs, warnings) = match generated {
        Ok(generated) => generated,
        Err(e) => return report::error(args, &overlays, &e.relative_to(dir)),
    };
    let code: TokenStream = match source.parse() {
        Ok(code) => code,
        Err(e) => {
            return compile_error(
                Span::call_site(),
                &format!("internal error: the generated code does not lex ({e}); please report this document"),
            );
        }
    };
    let warnings = warnings.iter().map(|w| report::warning(args, w));
    // Cargo expands the macro again when a file it includes changes (its dependency info lists
    // them): the stable way for a macro to depend on files.
    let inputs = inputs.iter().map(|path| {
        let path = path.to_string_lossy();
        quote! { const _: &[u8] = ::core::include_bytes!(#path); }
    });
    quote! {
        #code
        #(#inputs)*
        #(#warnings)*
    }
}

/// Runs `f` on proc-macro2's own implementation instead of the compiler's: the generator
/// builds and prints its code with syn and quote on threads of its own, where the compiler's
/// panics (it serves the macro's thread only). Nothing made inside may leave as tokens: the code
/// leaves as text, lexed by the compiler afterwards.
fn off_the_compiler<T>(f: impl FnOnce() -> T) -> T {
    struct Unforce;
    impl Drop for Unforce {
        fn drop(&mut self) {
            proc_macro2::fallback::unforce();
        }
    }
    proc_macro2::fallback::force();
    let _unforce = Unforce;
    f()
}

/// The settings of `args`, read as `oapigen.toml` is, with their paths made absolute (relative
/// to `dir`); the keys that change nothing in code expanded in place are refused.
fn settings(args: &Args, dir: &Path) -> Result<oapigen::Config, TokenStream> {
    let mut config = oapigen::Config::from_toml("generate!(toml)", &args.text).map_err(|e| {
        if args.inline.is_some() {
            return report::error(args, &[], &e);
        }
        // Located in the text made from the tokens: reported at the tokens, without the
        // text's line and column.
        e.diagnostics()
            .iter()
            .map(|d| {
                let span = d.location.and_then(|(line, column)| args.span_at(line, column));
                compile_error(
                    span.unwrap_or_else(Span::call_site),
                    &format!("settings: {}", d.message),
                )
            })
            .collect()
    })?;
    let unused = config.unused_in_place();
    if !unused.is_empty() {
        return Err(unused
            .into_iter()
            .map(|(key, why)| {
                let span = args.key(key).unwrap_or_else(Span::call_site);
                compile_error(span, &format!("settings: `{key}` does not apply to `generate!`: {why}"))
            })
            .collect());
    }
    let Some(spec) = &config.spec else {
        return Err(compile_error(
            args.inline.unwrap_or_else(Span::call_site),
            "settings: no OpenAPI document given: name it first, `generate!(\"openapi.yaml\")`, or as `spec = \"openapi.yaml\"`",
        ));
    };
    config.spec = Some(dir.join(spec));
    for overlay in &mut config.overlays {
        *overlay = dir.join(&*overlay);
    }
    Ok(config)
}

#[cfg(test)]
mod tests;
