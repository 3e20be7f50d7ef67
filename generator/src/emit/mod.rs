//! IR → files. Rust is built as token streams (`quote`) and printed with `prettyplease`;
//! Cargo.toml and README come from `minijinja` templates.

mod builder;
mod client;
pub mod docs;
mod fake;
mod files;
mod output;
pub(crate) mod print;
mod printer;
mod types;
mod validate;

use std::collections::{BTreeMap, HashSet};

use proc_macro2::TokenStream;
use quote::{format_ident, quote};

use crate::Settings;
use crate::ir::*;

pub use files::crate_files;
pub use output::RustCode;

/// Emission context: the API plus facts derived from it once.
#[derive(Clone)]
pub struct Ctx<'a> {
    pub api: &'a Api,
    /// Extra derives from the settings.
    pub derives: Vec<syn::Path>,
    /// Check requests before sending.
    pub validation: bool,
    /// Path prefix for named types (`` or `types::`).
    pub prefix: TokenStream,
    /// The path of the crate's `schema` module from the module being emitted: `super::schema`
    /// from `types`, `schema` in the client's modules (which import it, as they import `types`).
    pub schema_mod: TokenStream,
    /// Types that get no builder: in a client, those only responses contain (a builder is for
    /// values one sends; a received value is read, and a test can still write a struct literal).
    pub no_builder: &'a HashSet<TypeId>,
    /// Where the piece's doc text and long literals go ([`printer::Printer::doc`]).
    pub printer: &'a printer::Printer<'a>,
}

impl<'a> Ctx<'a> {
    pub fn new(
        api: &'a Api,
        settings: &Settings,
        no_builder: &'a HashSet<TypeId>,
        printer: &'a printer::Printer<'a>,
    ) -> Self {
        Ctx {
            printer,
            api,
            derives: settings.derives.iter().filter_map(|d| syn::parse_str(d).ok()).collect(),
            validation: settings.validation,
            prefix: TokenStream::new(),
            schema_mod: quote! { super::schema },
            no_builder,
        }
    }

    /// The context of the client's modules, which name types and schemas through imports of
    /// `types` and `schema`.
    pub fn in_client(&self) -> Self {
        Ctx {
            prefix: quote! { types:: },
            schema_mod: quote! { schema },
            ..self.clone()
        }
    }

    /// The crate-only `#[cfg(…)]` of a gate ([`print::gate_attr`]); nothing for an item that
    /// always compiles.
    pub fn gate(&self, gate: &Gate) -> Option<TokenStream> {
        print::gate_attr(&gate.0)
    }

    /// The gate of an operation.
    pub fn op_gate(&self, index: usize) -> &Gate {
        self.api.tag_features.operation(index)
    }

    pub fn field_ident_str(&self, f: &Field) -> String {
        f.rust_name.strip_prefix("r#").unwrap_or(&f.rust_name).to_string()
    }

    pub fn field_ident(&self, f: &Field) -> proc_macro2::Ident {
        ident(&f.rust_name)
    }

    /// Roughly how many bytes a value of this shape takes inline (to box large enum variants:
    /// clippy's `large_enum_variant` fires at a 200-byte difference).
    pub fn approx_size(&self, shape: &Shape, depth: usize) -> usize {
        if depth > 8 {
            return 8;
        }
        match shape {
            Shape::Named(id) => match &self.api.ty(*id).kind {
                TypeKind::Struct(s) => {
                    let fields: usize = s
                        .fields
                        .iter()
                        .map(|f| {
                            let inner = if f.boxed {
                                8
                            } else {
                                self.approx_size(&f.shape, depth + 1)
                            };
                            if f.required { inner } else { inner + 8 }
                        })
                        .sum();
                    fields
                        + if s.additional.is_some() || s.undeclared.is_some() {
                            24
                        } else {
                            0
                        }
                }
                TypeKind::Enum(_) => 24,
                TypeKind::Union(u) => {
                    8 + u
                        .variants
                        .iter()
                        .map(|v| {
                            if v.boxed {
                                8
                            } else {
                                self.approx_size(&v.shape, depth + 1)
                            }
                        })
                        .max()
                        .unwrap_or(0)
                }
                TypeKind::Scalar(s) => match s.base {
                    ScalarBase::String => 24,
                    ScalarBase::Any => 32,
                    _ => 8,
                },
                TypeKind::Alias(inner) => self.approx_size(inner, depth + 1),
            },
            Shape::String | Shape::Format(_) | Shape::Array(_) | Shape::Map(_) | Shape::External(_) => 24,
            Shape::Integer(_) | Shape::Number => 8,
            Shape::Boolean => 1,
            Shape::Any => 32,
            Shape::Nullable(inner) => self.approx_size(inner, depth + 1) + 8,
            Shape::Checked(inner, _) => self.approx_size(inner, depth + 1),
            Shape::JsonText(inner) => self.approx_size(inner, depth + 1),
        }
    }

    /// Is the named type `id` declared as a newtype of its own (rather than a `type` alias)?
    /// Every alias is, except of a type the user supplies: a newtype can implement `Validate`
    /// and `ValidateJson`.
    pub fn is_newtype(&self, id: TypeId) -> bool {
        match &self.api.ty(id).kind {
            TypeKind::Alias(Shape::External(_)) => false,
            TypeKind::Alias(_) => true,
            _ => false,
        }
    }

    /// Checks the JSON form of `expr` (a `&T`) against the schema of `slot` at `path`.
    pub fn judge(&self, slot: SlotId, expr: TokenStream, path: TokenStream) -> TokenStream {
        let n = proc_macro2::Literal::usize_unsuffixed(slot.0);
        let m = &self.schema_mod;
        quote! { #m::SCHEMAS.check_serialized(&#m::SLOTS[#n], #expr, #path, out); }
    }

    /// The Rust type for a shape.
    pub fn rust_type(&self, shape: &Shape, boxed: bool) -> TokenStream {
        let t = match shape {
            Shape::Named(id) => {
                let n = format_ident!("{}", self.api.ty(*id).name);
                let p = &self.prefix;
                quote! { #p #n }
            }
            Shape::String => quote! { String },
            Shape::Integer(k) => {
                let i = types::int_ident(*k);
                quote! { #i }
            }
            Shape::Number => quote! { f64 },
            Shape::Boolean => quote! { bool },
            Shape::Any => quote! { ::serde_json::Value },
            Shape::Format(f) => {
                let f = format_ident!("{}", f.name());
                quote! { ::oapigen_runtime::#f }
            }
            Shape::External(path) => match syn::parse_str::<syn::Type>(path) {
                Ok(t) => quote! { #t },
                Err(_) => quote! { ::serde_json::Value },
            },
            Shape::Array(a) => {
                let inner = self.rust_type(&a.items, false);
                quote! { Vec<#inner> }
            }
            Shape::Map(m) => {
                let inner = self.rust_type(&m.values, false);
                quote! { ::std::collections::BTreeMap<String, #inner> }
            }
            Shape::Nullable(inner) => {
                let inner = self.rust_type(inner, boxed);
                return quote! { Option<#inner> };
            }
            Shape::Checked(inner, _) => return self.rust_type(inner, boxed),
            Shape::JsonText(inner) => {
                let inner = self.rust_type(inner, false);
                quote! { ::oapigen_runtime::JsonText<#inner> }
            }
        };
        if boxed {
            quote! { Box<#t> }
        } else {
            t
        }
    }
}

/// The field of a struct that holds its typed members beyond the declared ones, named as
/// `lower/reserved.rs` reserves it (`EXTRA_FIELD`).
pub fn extra_field() -> proc_macro2::Ident {
    ident(crate::lower::reserved::EXTRA_FIELD)
}

/// The variant of a string enum or a union that holds a value the document does not list,
/// named as `lower/reserved.rs` reserves it (`UNKNOWN_VARIANT`).
pub fn unknown_variant() -> proc_macro2::Ident {
    ident(crate::lower::reserved::UNKNOWN_VARIANT)
}

/// An identifier that may be raw (`r#type`).
pub fn ident(s: &str) -> proc_macro2::Ident {
    match s.strip_prefix("r#") {
        Some(raw) => proc_macro2::Ident::new_raw(raw, proc_macro2::Span::call_site()),
        None => proc_macro2::Ident::new(s, proc_macro2::Span::call_site()),
    }
}

/// An emitter's failure: generated code that does not parse, which is a bug of oapigen's. It
/// is located at the schema or operation whose code it was, where that is known, so that a
/// report names what to reduce the document to.
#[derive(Debug)]
pub struct EmitError {
    pub message: String,
    /// The JSON pointer of the schema or operation, or empty.
    pub pointer: String,
}

impl From<String> for EmitError {
    fn from(message: String) -> Self {
        EmitError {
            message,
            pointer: String::new(),
        }
    }
}

impl EmitError {
    fn at(self, pointer: impl Into<String>) -> Self {
        EmitError {
            pointer: pointer.into(),
            ..self
        }
    }
}

/// A piece of a generated file, formatted on its own: prettyplease prints the items of a file
/// one after the other, so the pieces of a file joined in order are the whole file printed.
#[derive(Clone, Copy)]
enum Piece {
    /// `types.rs`: the file's docs (when first) and the types in the range.
    Types {
        first: bool,
        start: usize,
        end: usize,
    },
    Client,
    Schema,
    Fake,
}

/// Types per piece of `types.rs`: small enough to balance the workers, large enough that the
/// per-piece overhead (a parse and an unparse call) stays small.
const TYPES_PER_PIECE: usize = 24;

/// Builds and prints one piece. Token streams are not `Send`, so each worker builds its own.
fn piece_source(
    api: &Api,
    settings: &Settings,
    no_builder: &HashSet<TypeId>,
    defined: &HashSet<String>,
    piece: Piece,
) -> Result<output::Module, EmitError> {
    let printer = printer::Printer::new(defined, api.tag_features.gated());
    let ctx = Ctx::new(api, settings, no_builder, &printer);
    let (tokens, path) = match piece {
        Piece::Types { first, start, end } => {
            let gated = api.tag_features.gated();
            let items = (start..end)
                .map(TypeId)
                .filter(|id| !api.left_out_types.contains(id))
                .map(|id| {
                    let def = ctx.type_def(id);
                    // Every item of the type (its impls, builder, `validate_json!`) compiles
                    // under the features of the operations that reach it.
                    let marker = gated.then(|| print::gate_marker(ctx.gate(api.tag_features.ty(id))));
                    quote! { #marker #def }
                });
            let header = first.then(|| {
                quote! {
                    //! Every schema of the document as a Rust type.
                    //!
                    //! Constructing a value checks its constraints; deserializing does not (server answers are
                    //! read tolerantly); `validate()` checks any value and the client calls it before sending.
                }
            });
            (quote! { #header #(#items)* }, "types.rs")
        }
        Piece::Client => return client_piece(&ctx),
        Piece::Schema => (files::schema_rs(api, &printer), "schema.rs"),
        Piece::Fake => (ctx.in_client().fake_file(), "fake.rs"),
    };
    printer.print(tokens, path, None).map_err(|e| {
        let e = EmitError::from(e);
        match piece {
            Piece::Types { start, end, .. } => match unparsable_type(&ctx, start..end) {
                Some(id) => e.at(&api.ty(id).pointer),
                None => e,
            },
            _ => e,
        }
    })
}

/// The first type in `range` whose code does not parse (looked for only once a piece has
/// failed, so that success pays nothing for it).
fn unparsable_type(ctx: &Ctx<'_>, range: std::ops::Range<usize>) -> Option<TypeId> {
    range
        .map(TypeId)
        .filter(|id| !ctx.api.left_out_types.contains(id))
        .find(|id| syn::parse2::<syn::File>(ctx.type_def(*id)).is_err())
}

/// `client.rs`, whose `builders` module is printed one operation at a time as the builders are
/// made.
fn client_piece(ctx: &Ctx<'_>) -> Result<output::Module, EmitError> {
    let mut builders = printer::Streamed::default();
    let (top, head) = client::client_file(&ctx.in_client(), &mut |tokens| {
        ctx.printer.stream(&mut builders, tokens)
    })?;
    let shell: syn::Item = syn::parse_quote! {
        /// Request builders, one per operation.
        pub mod builders {}
    };
    let module = ctx.printer.print(
        top,
        "client.rs",
        Some(printer::StreamedModule {
            shell,
            head,
            items: builders,
        }),
    )?;
    Ok(module)
}

/// The Rust code of the generated crate (or module), in the pieces its printers assemble.
///
/// Building and printing the code is most of a generation's time, so the pieces are shared out
/// to one worker per core; the result does not depend on how many there are.
pub fn rust_modules(api: &Api, settings: &Settings) -> Result<RustCode, EmitError> {
    // A crate of types only may serve the API: its users build responses too.
    let no_builder = if settings.client {
        api.response_only_types()
    } else {
        HashSet::new()
    };
    let defined = api.item_names();
    let mut pieces = Vec::new();
    if settings.client {
        // The largest single piece goes first so that it does not finish last.
        pieces.push(("client.rs", Piece::Client));
    }
    let n = api.types.len();
    for start in (0..n.max(1)).step_by(TYPES_PER_PIECE) {
        let end = (start + TYPES_PER_PIECE).min(n);
        pieces.push((
            "types.rs",
            Piece::Types {
                first: start == 0,
                start,
                end,
            },
        ));
    }
    pieces.push(("schema.rs", Piece::Schema));
    if crate::package::has_fake(settings) {
        pieces.push(("fake.rs", Piece::Fake));
    }

    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 8)
        .min(pieces.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<output::Module, EmitError>>>> =
        pieces.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let work = || {
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some((_, piece)) = pieces.get(i) else { break };
            let out = piece_source(api, settings, &no_builder, &defined, *piece);
            *results[i].lock().unwrap_or_else(|e| e.into_inner()) = Some(out);
        }
    };
    std::thread::scope(|s| {
        // Emission recurses as deep as the schemas nest: the same generous stack as the
        // generator's own thread.
        let helpers: Vec<_> = (1..workers)
            .filter_map(|_| {
                std::thread::Builder::new()
                    .name("oapigen-emit".into())
                    .stack_size(256 * 1024 * 1024)
                    .spawn_scoped(s, work)
                    .ok()
            })
            .collect();
        work();
        for h in helpers {
            if h.join().is_err() {
                return Err(EmitError::from(
                    "internal error: an emitting thread panicked".to_string(),
                ));
            }
        }
        Ok(())
    })?;

    // The pieces of a module in order: the first brings the module's docs and attributes.
    let mut modules: BTreeMap<String, output::Module> = BTreeMap::new();
    for ((file, _), result) in pieces.iter().zip(results) {
        let piece = result
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .ok_or_else(|| EmitError::from(format!("internal error: {file} was not emitted")))??;
        match modules.get_mut(*file) {
            Some(m) => {
                m.items.push_str(&piece.items);
                m.uses.extend(piece.uses);
            }
            None => {
                modules.insert(file.to_string(), piece);
            }
        }
    }
    let features = api
        .tag_features
        .gated()
        .then(|| api.tag_features.features.iter().map(|f| f.name.clone()).collect());
    Ok(RustCode::new(files::crate_docs(api, settings), modules, features)?)
}
