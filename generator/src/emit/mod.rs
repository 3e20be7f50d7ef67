//! IR → files. Rust is built as token streams (`quote`) and printed with `prettyplease`;
//! Cargo.toml and README come from `minijinja` templates.

mod builder;
mod client;
mod code;
pub mod docs;
mod fake;
mod files;
pub(crate) mod print;
mod types;
mod validate;

use std::collections::{BTreeMap, HashSet};

use proc_macro2::TokenStream;
use quote::quote;

use crate::Settings;
use crate::ir::*;

pub use code::RustCode;
pub use files::crate_files;

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
    /// Items carry their feature gates (`#[cfg(feature = …)]`): a crate with tag features.
    pub gated: bool,
}

impl<'a> Ctx<'a> {
    pub fn new(api: &'a Api, settings: &Settings, no_builder: &'a HashSet<TypeId>, gated: bool) -> Self {
        Ctx {
            gated,
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

    /// The `#[cfg(…)]` of a gate: the item compiles under any of its features. Nothing for an
    /// item that always compiles, or where there are no features (module output).
    pub fn gate(&self, gate: &Gate) -> Option<TokenStream> {
        if !self.gated || gate.is_always() {
            return None;
        }
        let features = &self.api.tag_features.features;
        let names = gate.0.iter().filter_map(|&f| features.get(f)).map(|f| &f.name);
        Some(match gate.0.len() {
            1 => quote! { #[cfg(#(feature = #names)*)] },
            _ => quote! { #[cfg(any(#(feature = #names),*))] },
        })
    }

    /// The gate of an operation.
    pub fn op_gate(&self, index: usize) -> &Gate {
        self.api.tag_features.operation(index)
    }

    pub fn field_ident_str(&self, f: &Field) -> String {
        f.rust_name.strip_prefix("r#").unwrap_or(&f.rust_name).to_string()
    }

    pub fn field_ident(&self, f: &Field) -> Ident {
        f.rust_name.clone()
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
        let m = &self.schema_mod;
        let slot = self.slot(slot);
        quote! { #m::SCHEMAS.check_serialized(&#m::SLOTS[#m::#slot], #expr, #path, out); }
    }

    /// A slot's constant, from the `schema` module: `slot::VOLUME`.
    pub fn slot(&self, slot: SlotId) -> TokenStream {
        let name = self.api.schemas.slot_names[slot.0].token();
        quote! { slot::#name }
    }

    /// The Rust type for a shape.
    pub fn rust_type(&self, shape: &Shape, boxed: bool) -> TokenStream {
        let t = match shape {
            Shape::Named(id) => {
                let n = &self.api.ty(*id).name;
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
                let f = Ident::fixed(f.name());
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

/// `let PATTERN = VALUES else { … }` taking every value out of its `Option`: `Some(a)` and `a`
/// for one, a tuple of them for several.
pub fn all_some<I: quote::ToTokens, V: quote::ToTokens>(idents: &[I], values: &[V]) -> (TokenStream, TokenStream) {
    match (idents, values) {
        ([i], [v]) => (quote! { Some(#i) }, quote! { #v }),
        _ => (quote! { (#(Some(#idents)),*) }, quote! { (#(#values),*) }),
    }
}

/// Whether `tokens` name an item of the sibling module `module` (`types::Volume`), read from
/// the tokens themselves: what an emitted item names decides which imports its module needs.
/// A path through another module (`super::super::types::`) is not counted.
pub fn names_module(tokens: &TokenStream, module: &str) -> bool {
    use proc_macro2::TokenTree;
    let trees: Vec<TokenTree> = tokens.clone().into_iter().collect();
    let colon =
        |i: Option<usize>| matches!(i.and_then(|i| trees.get(i)), Some(TokenTree::Punct(p)) if p.as_char() == ':');
    let found = trees.iter().enumerate().any(|(at, t)| {
        matches!(t, TokenTree::Ident(id) if id == module)
            && colon(Some(at + 1))
            && colon(Some(at + 2))
            && !(colon(at.checked_sub(1)) && colon(at.checked_sub(2)))
    });
    found
        || trees
            .iter()
            .any(|t| matches!(t, TokenTree::Group(g) if names_module(&g.stream(), module)))
}

/// Whether `tokens` use the identifier `name` anywhere (a variable an emitted body reads).
pub fn names_ident(tokens: &TokenStream, name: &str) -> bool {
    tokens.clone().into_iter().any(|t| match t {
        proc_macro2::TokenTree::Ident(id) => id == name,
        proc_macro2::TokenTree::Group(g) => names_ident(&g.stream(), name),
        _ => false,
    })
}

/// An identifier the generator writes itself, or one the IR holds as text (`r#type`).
pub fn ident(s: &str) -> proc_macro2::Ident {
    Ident::fixed(s).token()
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
/// per-piece overhead stays small.
const TYPES_PER_PIECE: usize = 24;

/// Builds and prints one piece, each type (or operation) printed as it is made: the syntax
/// tree or tokens of a whole module are never held (peak memory, `bench/RESULTS.md` session 9).
/// Token streams are not `Send`, so each worker builds its own.
fn piece_source(
    api: &Api,
    settings: &Settings,
    no_builder: &HashSet<TypeId>,
    defined: &HashSet<String>,
    gated: bool,
    piece: Piece,
) -> Result<print::Module, EmitError> {
    let printer = print::Printer::new(defined, gated);
    let ctx = Ctx::new(api, settings, no_builder, gated);
    let mut module = print::Module::default();
    fn failed(path: &'static str) -> impl Fn(String) -> EmitError {
        move |e| EmitError::from(format!("internal error: generated {path} does not parse: {e}"))
    }
    match piece {
        Piece::Types { first, start, end } => {
            if first {
                let header = quote! {
                    //! Every schema of the document as a Rust type.
                    //!
                    //! Constructing a value checks its constraints; deserializing does not (server answers are
                    //! read tolerantly); `validate()` checks any value and the client calls it before sending.
                };
                printer
                    .print(&mut module, header, None, 0)
                    .map_err(failed("types.rs"))?;
            }
            for id in (start..end).map(TypeId).filter(|id| !api.left_out_types.contains(id)) {
                // Every item of the type (its impls, builder, `validate_json!`) compiles under the
                // features of the operations that reach it.
                let gate = ctx.gate(api.tag_features.ty(id));
                printer
                    .print(&mut module, ctx.type_def(id), gate, 0)
                    .map_err(|e| failed("types.rs")(e).at(&api.ty(id).pointer))?;
            }
        }
        Piece::Client => {
            // The `builders` module: its head (imports), then each operation's items, printed
            // as they are made.
            let mut builders = print::Module::default();
            let client = ctx.in_client();
            let (top, more, head) = client::client_file(&client, &mut |groups| {
                for (gate, tokens) in groups {
                    printer.print(&mut builders, tokens, client.gate(&gate), 1)?;
                }
                Ok(())
            })?;
            printer.print(&mut module, top, None, 0).map_err(failed("client.rs"))?;
            for block in more {
                printer
                    .print(&mut module, block, None, 0)
                    .map_err(failed("client.rs"))?;
            }
            let mut heads = print::Module::default();
            printer.print(&mut heads, head, None, 1).map_err(failed("client.rs"))?;
            builders.uses.extend(heads.uses);
            module.gated |= builders.gated || heads.gated;
            module
                .items
                .push_str("/// Request builders, one per operation.\npub mod builders {\n");
            module.items.push(printer.runtime_use(&builders.uses, 1));
            module.items.append(heads.items);
            module.items.append(builders.items);
            module.items.push_str("}\n");
        }
        Piece::Schema => printer
            .print(&mut module, files::schema_rs(api, gated), None, 0)
            .map_err(failed("schema.rs"))?,
        Piece::Fake => printer
            .print(&mut module, ctx.in_client().fake_file(), None, 0)
            .map_err(failed("fake.rs"))?,
    }
    Ok(module)
}

/// The Rust code of the generated crate (or module), in the pieces its printers assemble.
///
/// Building and printing the code is most of a generation's time, so the pieces are shared out
/// to one worker per core; the result does not depend on how many there are.
///
/// With `gated` (a crate whose document has more than one tag feature), items carry the
/// `#[cfg(feature = …)]` of their gates; a module file has no features, so none.
pub fn rust_modules(api: &Api, settings: &Settings, gated: bool) -> Result<RustCode, EmitError> {
    let gated = gated && api.tag_features.gated();
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
    if crate::package::has_fake(settings.client, &settings.runtime) {
        pieces.push(("fake.rs", Piece::Fake));
    }

    let workers = std::thread::available_parallelism()
        .map_or(1, usize::from)
        .clamp(1, 8)
        .min(pieces.len());
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results: Vec<std::sync::Mutex<Option<Result<print::Module, EmitError>>>> =
        pieces.iter().map(|_| std::sync::Mutex::new(None)).collect();
    let work = || {
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some((_, piece)) = pieces.get(i) else { break };
            let out = piece_source(api, settings, &no_builder, &defined, gated, *piece);
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
    let mut modules: BTreeMap<String, print::Module> = BTreeMap::new();
    for ((file, _), result) in pieces.iter().zip(results) {
        let piece = result
            .into_inner()
            .unwrap_or_else(|e| e.into_inner())
            .ok_or_else(|| EmitError::from(format!("internal error: {file} was not emitted")))??;
        match modules.get_mut(*file) {
            Some(m) => {
                m.items.append(piece.items);
                m.uses.extend(piece.uses);
                m.gated |= piece.gated;
            }
            None => {
                modules.insert(file.to_string(), piece);
            }
        }
    }
    let credentials = settings.client && client::has_credentials_trait(api);
    // `stream()`'s types are named beside the client where an operation has one.
    let streams = settings.client && api.operations.iter().any(|op| op.success_stream().is_some());
    Ok(RustCode::new(
        files::crate_docs(api, settings),
        modules,
        gated,
        credentials,
        streams,
    )?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_tokens_name_is_read_from_the_tokens() {
        let t = quote! { fn f(x: types::Volume) { let _ = schema::SCHEMAS.check(&x); } };
        assert!(names_module(&t, "types"));
        assert!(names_module(&t, "schema"));
        let t = quote! { use super::super::types; let types = 1; fn g(x: other::types::A) {} };
        assert!(!names_module(&t, "types"));
        assert!(names_ident(&quote! { f(a, { out.push(1) }) }, "out"));
        assert!(!names_ident(&quote! { f(output, "out") }, "out"));
    }
}
