//! OpenAPI → IR. `schema` turns JSON Schemas into named types and shapes, `operation` turns
//! paths into operations, `naming` makes identifiers. Everything unsupported becomes a located
//! diagnostic; nothing is skipped silently.

mod belongs;
mod bundle;
mod conventions;
mod fake;
mod features;
mod held;
pub mod keywords;
mod lists;
pub mod naming;
mod operation;
mod path_key;
mod plan;
pub(crate) mod reserved;
mod resources;
mod schema;
mod security;
mod select;
mod servers;
mod streams;
mod tree;

use std::collections::HashMap;

use serde_json::{Map, Value};

use crate::diagnostics::Diagnostic;
use crate::ir::{Api, Docs, Ident, Shape, SlotId, TypeDef, TypeId, TypeKind};
use crate::load::{FileId, Loader, Location};
use naming::NameTable;

/// Why a schema has no exact Rust shape.
#[derive(Debug, Clone)]
pub(crate) struct Loose {
    /// The first reason found, for the type's documentation.
    pub why: String,
    /// Whether the Rust type lowered anyway holds every value the schema accepts.
    pub view_holds: bool,
}

pub(crate) struct Lowerer<'a> {
    pub loader: &'a Loader,
    pub root: FileId,
    /// OpenAPI 3.1 (JSON Schema 2020-12) rather than 3.0.
    pub v31: bool,
    /// Read OpenAPI 3.0's `nullable` and boolean `exclusiveMinimum`/`exclusiveMaximum` as 3.0
    /// means them: always in a 3.0 document, and in a 3.1 one unless the `openapi30_keywords`
    /// setting is off.
    pub keywords30: bool,
    /// The locations already warned about (a schema lowered twice is reported once).
    pub warned: std::collections::HashSet<Location>,
    pub api: Api,
    pub diags: Vec<Diagnostic>,
    /// Types already made for a schema location.
    pub by_location: HashMap<Location, TypeId>,
    /// Inline schemas being lowered, each with the type made for it when a schema inside it
    /// reached back to it (recursion through `allOf`, or through a struct copied from a `$ref`).
    pub inline_lowering: HashMap<Location, Option<TypeId>>,
    pub type_names: NameTable,
    /// The types made while lowering each operation (its inline schemas), by operation index.
    pub op_types: Vec<std::ops::Range<usize>>,
    /// Lowering the schema of a `multipart/form-data` body (binary strings are files).
    pub multipart: bool,
    /// `format` keyword → Rust type (type replacements).
    pub format_types: &'a std::collections::BTreeMap<String, String>,
    /// Component schema name → Rust type (type replacements).
    pub schema_types: &'a std::collections::BTreeMap<String, String>,
    /// Why the schema being lowered has no exact Rust shape (the first reason found), while it
    /// is lowered; see [`Lowerer::catching`].
    pub loose: Option<Loose>,
    /// The schemas validation is done against, by location.
    pub slot_ids: HashMap<Location, SlotId>,
    pub slot_locs: Vec<Location>,
    /// The operation filters: with any set, only the types the kept operations reach are
    /// generated.
    pub filters: select::Filters<'a>,
}

/// Lowers the document at `root` into an [`Api`], or returns every error found. The fake's model
/// carries its schemas only with `fake_schemas` (a crate with the `fake` feature, `oapigen fake`):
/// carrying them is a tenth of a generation's work, and its roles alone plan the waiters.
pub fn lower(
    loader: &Loader,
    root: FileId,
    settings: &crate::Settings,
    fake_schemas: bool,
) -> (Option<Api>, Vec<Diagnostic>) {
    let (api, mut diags) = lower_unlocated(loader, root, settings);
    loader.locate_all(&mut diags);
    let api = if settings.skip_unsupported {
        api.and_then(|(api, op_types)| skip_failed_operations(api, &op_types, &mut diags, &loader.file(root).path))
    } else {
        let failed = diags.iter().any(|d| d.severity == crate::diagnostics::Severity::Error);
        if failed { None } else { api.map(|(api, _)| api) }
    };
    let api = api.map(|mut api| {
        plan::plan_operations(&mut api);
        // The document's version was checked on the way here: 3.0 is the only other.
        let v31 = !loader
            .file(root)
            .root
            .get("openapi")
            .and_then(Value::as_str)
            .is_some_and(|v| v.starts_with("3.0"));
        let mut l = Lowerer::new(loader, root, v31, settings);
        api.resources = l.resources(&api);
        let client_methods: Vec<String> = api.operations.iter().map(|o| o.rust_name.to_string()).collect();
        api.tree = tree::plan(&api, &client_methods);
        api.fake = l.fake_model(&api, fake_schemas);
        api.fake_plan = fake::plan(&api);
        plan::plan_created(&mut api);
        if settings.tag_features && settings.client {
            api.tag_features = features::plan(&api);
        }
        loader.locate_all(&mut l.diags);
        diags.extend(l.diags);
        api
    });
    (api, diags)
}

/// [`Settings::skip_unsupported`](crate::Settings::skip_unsupported): every operation with an
/// error located inside it (or inside its path item's shared parameters) is left out, and its
/// errors become warnings that say so. Returns the API when no other error remains.
fn skip_failed_operations(
    mut api: Api,
    op_types: &[std::ops::Range<usize>],
    diags: &mut [Diagnostic],
    root_path: &std::path::Path,
) -> Option<Api> {
    use crate::diagnostics::Severity;
    // Each error with the operations it is inside of (its own item, or its path's shared
    // parameters, which every operation of the path has).
    let scopes: Vec<(String, String)> = api
        .operations
        .iter()
        .map(|op| {
            let path = format!("/paths/{}", oapigen_runtime::pointer::escape(&op.key));
            (
                format!("{path}/{}", op.method.as_str().to_ascii_lowercase()),
                format!("{path}/parameters"),
            )
        })
        .collect();
    let inside = |pointer: &str, p: &str| pointer == p || pointer.strip_prefix(p).is_some_and(|r| r.starts_with('/'));
    let mut failed = vec![false; api.operations.len()];
    let mut skipped: Vec<(usize, usize)> = Vec::new();
    for (di, d) in diags.iter().enumerate() {
        if d.severity != Severity::Error {
            continue;
        }
        let ops: Vec<usize> = if d.file == root_path {
            scopes
                .iter()
                .enumerate()
                .filter(|(_, (own, shared))| inside(&d.pointer, own) || inside(&d.pointer, shared))
                .map(|(i, _)| i)
                .collect()
        } else {
            Vec::new()
        };
        // An error outside every operation cannot be skipped: the generation fails as usual.
        let first = *ops.first()?;
        for &i in &ops {
            failed[i] = true;
        }
        skipped.push((di, first));
    }
    // The inline types of a left-out operation may miss what failed: they go too, unless
    // something that stays uses one (then the errors stand).
    let left_out: std::collections::BTreeSet<TypeId> = failed
        .iter()
        .zip(op_types)
        .filter(|(f, _)| **f)
        .flat_map(|(_, r)| r.clone().map(TypeId))
        .collect();
    let kept_roots = api
        .operations
        .iter()
        .zip(&failed)
        .filter(|(_, f)| !**f)
        .flat_map(|(op, _)| {
            op.params
                .iter()
                .map(|p| &p.shape)
                .chain(op.body.iter().map(|b| &b.shape))
                .chain(op.responses.iter().flat_map(crate::ir::Response::shapes))
        })
        .collect::<Vec<_>>();
    let kept_types: Vec<Shape> = (0..api.types.len())
        .map(TypeId)
        .filter(|id| !left_out.contains(id))
        .map(Shape::Named)
        .collect();
    let used = api.reachable(kept_roots.into_iter().chain(kept_types.iter()));
    if used.iter().any(|id| left_out.contains(id)) {
        for (di, _) in skipped {
            diags[di].message = format!(
                "{} (`skip_unsupported` cannot leave its operation out: a type of it is used elsewhere)",
                diags[di].message
            );
        }
        return None;
    }
    for (di, op) in skipped {
        let d = &mut diags[di];
        d.severity = Severity::Warning;
        d.message = format!(
            "operation `{}` left out (skip_unsupported): {}",
            api.operations[op].id, d.message
        );
    }
    let keep: Vec<bool> = failed.iter().map(|f| !f).collect();
    api.retain_operations(&keep);
    api.left_out_types.extend(left_out);
    Some(api)
}

type Lowered = (Api, Vec<std::ops::Range<usize>>);

fn lower_unlocated(loader: &Loader, root: FileId, settings: &crate::Settings) -> (Option<Lowered>, Vec<Diagnostic>) {
    let doc = &loader.file(root).root;
    let Some(top) = doc.as_object() else {
        return (
            None,
            vec![loader.diag(root, "", "the document is not a JSON/YAML object")],
        );
    };
    if top.contains_key("swagger") {
        return (
            None,
            vec![
                loader
                    .diag(root, "/swagger", "Swagger 2.0 documents are not supported")
                    .keyword("swagger")
                    .hint("convert the document to OpenAPI 3.0 or 3.1 first (for example with swagger2openapi)"),
            ],
        );
    }
    let version = match top.get("openapi") {
        Some(Value::String(v)) => v.clone(),
        _ => {
            return (
                None,
                vec![
                    loader
                        .diag(root, "", "missing `openapi` version string")
                        .keyword("openapi")
                        .hint("add `openapi: 3.1.0` (or 3.0.x) at the top of the document"),
                ],
            );
        }
    };
    let v31 = if version.starts_with("3.1") || version.starts_with("3.2") {
        true
    } else if version.starts_with("3.0") {
        false
    } else {
        return (
            None,
            vec![
                loader
                    .diag(root, "/openapi", format!("unsupported OpenAPI version `{version}`"))
                    .keyword("openapi")
                    .hint("oapigen reads OpenAPI 3.0.x and 3.1.x"),
            ],
        );
    };
    let mut l = Lowerer::new(loader, root, v31, settings);
    l.info(top);
    // Component schemas first, in document order, so that they get their own names before any
    // inline schema could take them.
    if let Some(Value::Object(schemas)) = top.get("components").and_then(|c| c.get("schemas")) {
        let keys: Vec<String> = schemas.keys().cloned().collect();
        for k in &keys {
            let loc = Location {
                file: root,
                pointer: format!("/components/schemas/{}", oapigen_runtime::pointer::escape(k)),
            };
            l.named_type(&loc);
        }
    }
    l.operations(top);
    l.name_builders();
    schema::mark_boxes(&mut l.api);
    schema::keep_undeclared(&mut l.api);
    l.bundle_schemas();
    let diags = std::mem::take(&mut l.diags);
    // The API even when there are errors: `skip_unsupported` may still leave out the
    // operations they are in; `lower` decides.
    (Some((l.api, l.op_types)), diags)
}

impl<'a> Lowerer<'a> {
    fn new(loader: &'a Loader, root: FileId, v31: bool, settings: &'a crate::Settings) -> Self {
        let mut type_names = NameTable::new();
        type_names.reserve(reserved::TYPE_NAMES);
        Lowerer {
            loader,
            root,
            v31,
            keywords30: !v31 || settings.openapi30_keywords,
            warned: std::collections::HashSet::new(),
            api: Api::default(),
            diags: Vec::new(),
            by_location: HashMap::new(),
            inline_lowering: HashMap::new(),
            type_names,
            multipart: false,
            op_types: Vec::new(),
            format_types: &settings.format_types,
            schema_types: &settings.schema_types,
            loose: None,
            slot_ids: HashMap::new(),
            slot_locs: Vec::new(),
            filters: select::Filters::of(settings),
        }
    }

    pub fn value(&self, loc: &Location) -> Option<&'a Value> {
        self.loader.get(loc)
    }

    pub fn error(&mut self, loc: &Location, keyword: Option<&str>, message: impl Into<String>) {
        let mut d = self.loader.diag(loc.file, &loc.pointer, message);
        if let Some(k) = keyword {
            d = d.keyword(k);
        }
        self.diags.push(d);
    }

    pub fn error_hint(&mut self, loc: &Location, keyword: &str, message: impl Into<String>, hint: &str) {
        let d = self
            .loader
            .diag(loc.file, &loc.pointer, message)
            .keyword(keyword)
            .hint(hint);
        self.diags.push(d);
    }

    pub fn warning(&mut self, loc: &Location, keyword: &str, message: impl Into<String>) {
        let d = self
            .loader
            .diag(loc.file, &loc.pointer, message)
            .keyword(keyword)
            .warning();
        self.diags.push(d);
    }

    pub fn child(loc: &Location, seg: &str) -> Location {
        Location {
            file: loc.file,
            pointer: format!("{}/{}", loc.pointer, oapigen_runtime::pointer::escape(seg)),
        }
    }

    pub fn add_type(&mut self, loc: &Location, name: &str, docs: Docs, kind: TypeKind, sensitive: bool) -> TypeId {
        let id = TypeId(self.api.types.len());
        let wanted = name;
        let name = self.type_names.claim(&Ident::pascal_kept(wanted));
        if name != wanted && loc.pointer.starts_with("/components/schemas/") && !loc.pointer[20..].contains('/') {
            // A component's name is its public API: say when it cannot be the one expected.
            let why = if reserved::TYPE_NAMES.iter().any(|r| r.eq_ignore_ascii_case(wanted)) {
                format!("`{wanted}` is a name the generated code defines itself or takes from Rust's prelude")
            } else {
                format!("another type is already named `{wanted}` (names are compared ignoring case)")
            };
            let d = self
                .loader
                .diag(loc.file, &loc.pointer, format!("schema generated as `{name}`: {why}"))
                .hint("rename the schema, or use the name given (see oapigen's guide, docs/design/naming.md)")
                .warning();
            self.diags.push(d);
        }
        let schema = Some(self.slot(loc));
        self.api.types.push(TypeDef {
            name,
            builder: None,
            docs,
            kind,
            sensitive,
            schema,
            pointer: loc.pointer.clone(),
            loose: None,
            implied: false,
        });
        id
    }

    /// Names each struct's builder once every type and operation has its name, so that a
    /// schema named `{X}Builder` (or an inline one named after its parent and a member
    /// `builder`) keeps its name and the builder takes a number.
    fn name_builders(&mut self) {
        for t in &mut self.api.types {
            if matches!(t.kind, TypeKind::Struct(_)) {
                t.builder = Some(self.type_names.claim(&t.name.suffixed("Builder")));
            }
        }
    }

    /// The slot of the schema at `loc`, made once.
    pub fn slot(&mut self, loc: &Location) -> SlotId {
        if let Some(id) = self.slot_ids.get(loc) {
            return *id;
        }
        let id = SlotId(self.slot_locs.len());
        self.slot_locs.push(loc.clone());
        self.slot_ids.insert(loc.clone(), id);
        id
    }

    /// Records that the schema being lowered has no exact Rust shape, and that what was lowered
    /// so far may not even hold every valid value: the Rust type becomes `serde_json::Value`,
    /// and the schema itself checks the values (never a silent drop).
    pub fn unsupported(&mut self, loc: &Location, keyword: &str, why: impl Into<String>) {
        self.loosen(loc, keyword, why.into(), false);
    }

    /// Records that the schema being lowered says more than its Rust type checks, while the
    /// type still holds every valid value: the type stays, and the schema checks the values.
    pub fn refine(&mut self, loc: &Location, keyword: &str, why: impl Into<String>) {
        self.loosen(loc, keyword, why.into(), true);
    }

    fn loosen(&mut self, loc: &Location, keyword: &str, why: String, view_holds: bool) {
        let _ = loc;
        match &mut self.loose {
            Some(l) => l.view_holds &= view_holds,
            None => {
                self.loose = Some(Loose {
                    why: format!("`{keyword}`: {why}"),
                    view_holds,
                })
            }
        }
    }

    /// Runs `f` and returns what it made with the reason, if any, why the schema it lowered has
    /// no exact Rust shape. Schemas lowered inside `f` at their own catching point (values of
    /// properties, items, variants) do not count: they are judged on their own.
    pub fn catching<T>(&mut self, f: impl FnOnce(&mut Self) -> T) -> (T, Option<Loose>) {
        let saved = self.loose.take();
        let made = f(self);
        let loose = std::mem::replace(&mut self.loose, saved);
        (made, loose)
    }

    fn info(&mut self, top: &'a Map<String, Value>) {
        let info = top.get("info").and_then(Value::as_object);
        self.api.title = info
            .and_then(|i| i.get("title"))
            .and_then(Value::as_str)
            .unwrap_or("API")
            .to_string();
        self.api.version = info
            .and_then(|i| i.get("version"))
            .and_then(Value::as_str)
            .unwrap_or("0.0.0")
            .to_string();
        self.api.description = info
            .and_then(|i| i.get("description"))
            .and_then(Value::as_str)
            .map(str::to_string);
        self.api.base_url = self.server_url(&Location {
            file: self.root,
            pointer: "/servers".into(),
        });
        if let Some(client) = info.and_then(|i| i.get("x-oapigen-client")).and_then(Value::as_object) {
            let env = client.get("env").and_then(Value::as_object);
            self.api.client_env.api_key_var = env
                .and_then(|e| e.get("api_key"))
                .and_then(Value::as_str)
                .map(str::to_string);
            self.api.client_env.base_url_var = env
                .and_then(|e| e.get("base_url"))
                .and_then(Value::as_str)
                .map(str::to_string);
            if let Some(Value::Object(params)) = client.get("default_params") {
                for (k, v) in params {
                    self.api
                        .client_env
                        .default_params
                        .push((k.clone(), v.as_str().unwrap_or_default().to_string()));
                }
            }
        }
        self.security(top);
    }
}
