//! The `oapigen` command: a thin layer over the library.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use oapigen::{Builder, Config, ErrorKind, Output};

#[cfg(all(feature = "jemalloc", not(target_env = "msvc")))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// Generate a Rust client crate, and a stateful fake of the API, from an OpenAPI 3.0/3.1 document.
///
/// The common path:
///
///   oapigen generate openapi.yaml --out my-client --vendor-runtime   # write the crate
///   (cd my-client && cargo check)                                    # build it
///   oapigen fake openapi.yaml                                        # a fake of the API on 127.0.0.1:4010
///   oapigen generate openapi.yaml --out my-client --check            # in CI: fail when it drifted
///
/// Settings come from flags, then from `oapigen.toml` in the current directory (keys: spec,
/// overlays, out, module, module_name, crate_name, crate_version, crate_version_from_spec, publish,
/// runtime_path, runtime_version, runtime_git, vendor_runtime, client, validation, tag_features,
/// openapi30_keywords, skip_unsupported, force, include_tags, include_operations,
/// exclude_operations, derives, [format_types], [schema_types]; an unknown key is an error),
/// then from the defaults, which come from the document: the crate is named after its
/// `info.title` (`Swagger Petstore` → `swagger-petstore`) and written to a directory of that name. A SPEC on the command line other
/// than the file's `spec` does not take the file's out, module, module_name, crate_name or
/// crate_version: those describe the file's document.
#[derive(Parser)]
// Verbatim: the common path is a block of commands, which clap would otherwise reflow into one line.
#[command(
    name = "oapigen",
    version,
    about,
    long_about,
    verbatim_doc_comment,
    after_help = "The common path: `oapigen generate openapi.yaml --out my-client --vendor-runtime`, then `oapigen fake openapi.yaml` (--help shows more)."
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    /// Print every warning on its own, instead of one of each kind with a count
    #[arg(long, short, global = true)]
    verbose: bool,
}

#[derive(Subcommand)]
enum Command {
    /// Generate the crate (or, with --check, compare it with the directory).
    ///
    /// The common path: `oapigen generate openapi.yaml --out my-client --vendor-runtime`, then
    /// `cargo check` in `my-client`; in CI, the same line with `--check`. The options under
    /// "Options" are the ones most runs need; the others change what is generated.
    ///
    /// Flags override `oapigen.toml` (same key names), which overrides the defaults. The defaults
    /// come from the document: the crate is named after its `info.title` (`Swagger Petstore` →
    /// `swagger-petstore`) and written to a directory of that name, so
    /// `oapigen generate path/to/openapi.yaml --check` compares against what the same line writes.
    /// A SPEC other than the file's `spec` does not take the file's out, module, module_name,
    /// crate_name or crate_version.
    Generate(GenerateArgs),
    /// Summarize how the public API of the crate in the output directory would change if it were
    /// regenerated (types, fields, variants and functions added, removed or changed). Writes
    /// nothing; exits 1 if the change is breaking.
    Diff(GenerateArgs),
    /// Serve a stateful fake of the API on loopback, for testing a client in any language: records
    /// kept in memory per resource and scope, tasks that finish on a plan, paging, requests and
    /// answers judged against the document, faults and a journal (controlled under `/__fake/`).
    ///
    /// `--explain` prints which operations create, list, read, update and delete which resource,
    /// and which are served without state, and exits.
    Fake(FakeArgs),
}

/// The flags of `oapigen fake`.
#[derive(clap::Args)]
struct FakeArgs {
    #[command(flatten)]
    document: DocumentArgs,
    /// The address to listen on
    #[arg(long, default_value = "127.0.0.1:4010")]
    listen: std::net::SocketAddr,
    /// Print the resource model and the operations served without state, then exit
    #[arg(long)]
    explain: bool,
    /// Contract-test mode: reading an id never created makes a valid record for it (the same one
    /// on every read), and a member an SDK sends as `null` where the request may leave it out
    /// reads as left out
    #[arg(long)]
    auto_create: bool,
    /// Seed of everything the fake makes up (ids, values, faults), for reproducible runs
    #[arg(long, default_value_t = 0)]
    seed: u64,
    /// Configuration file [default: oapigen.toml if present]
    #[arg(long)]
    config: Option<PathBuf>,
}

/// The heading of the flags that say what of the document is read, after the common ones.
const H_DOCUMENT: &str = "Reading the document";

/// What to read, and which operations of it: the flags `generate`, `diff` and `fake` share.
#[derive(clap::Args)]
struct DocumentArgs {
    /// The OpenAPI document (YAML or JSON) [default: `spec` of oapigen.toml]
    spec: Option<PathBuf>,
    /// Apply this OpenAPI Overlay 1.0 document to the spec before reading it (repeatable, applied
    /// in order, after those of oapigen.toml)
    #[arg(long = "overlay", value_name = "FILE", help_heading = H_DOCUMENT)]
    overlays: Vec<PathBuf>,
    /// Leave out, with a warning, each operation the generator cannot honour instead of failing
    #[arg(long, help_heading = H_DOCUMENT)]
    skip_unsupported: bool,
    /// Keep only operations with this tag (repeatable)
    #[arg(long = "include-tag", value_name = "TAG", help_heading = H_DOCUMENT)]
    include_tags: Vec<String>,
    /// Keep only this operation, by operationId (repeatable)
    #[arg(long = "include-operation", value_name = "OPERATION_ID", help_heading = H_DOCUMENT)]
    include_operations: Vec<String>,
    /// Leave out this operation, by operationId (repeatable)
    #[arg(long = "exclude-operation", value_name = "OPERATION_ID", help_heading = H_DOCUMENT)]
    exclude_operations: Vec<String>,
    /// In an OpenAPI 3.1 document, ignore OpenAPI 3.0's `nullable` and boolean
    /// `exclusiveMinimum`/`exclusiveMaximum` as 3.1 does, instead of reading them as their author
    /// meant them
    #[arg(long, help_heading = H_DOCUMENT)]
    no_openapi30_keywords: bool,
}

impl DocumentArgs {
    /// These flags as a layer of settings, to merge over the file's.
    fn config(&self) -> Config {
        let mut c = Config::default();
        c.spec = self.spec.clone();
        c.overlays = self.overlays.clone();
        c.skip_unsupported = self.skip_unsupported.then_some(true);
        c.include_tags = self.include_tags.clone();
        c.include_operations = self.include_operations.clone();
        c.exclude_operations = self.exclude_operations.clone();
        c.openapi30_keywords = self.no_openapi30_keywords.then_some(false);
        c
    }
}

/// The flags: each sets the `oapigen.toml` key of its name (see [`GenerateArgs::config`]).
///
/// The ones most runs need come first, under clap's default heading; the rest are grouped by what
/// they change, so that `--help` reads as the common path before the reference.
#[derive(clap::Args)]
struct GenerateArgs {
    /// Output directory of the crate [default: the crate name]
    #[arg(long)]
    out: Option<PathBuf>,
    /// Name of the generated crate [default: the document's info.title, slugged]
    #[arg(long)]
    crate_name: Option<String>,
    /// Write a copy of oapigen-runtime into the crate (in oapigen-runtime/) and depend on it by
    /// path: the way to a crate that builds while the runtime is not on crates.io
    #[arg(long, conflicts_with_all = ["runtime_path", "runtime_version"])]
    vendor_runtime: bool,
    /// Write nothing; exit 1 with a summary of differences if the output directory is not
    /// exactly what would be generated
    #[arg(long)]
    check: bool,
    /// Configuration file [default: oapigen.toml if present]
    #[arg(long)]
    config: Option<PathBuf>,
    #[command(flatten)]
    document: DocumentArgs,
    /// Write one Rust module file (for `mod` or `include!` in your own crate) instead of a crate
    #[arg(long, value_name = "FILE", conflicts_with = "out", help_heading = "Output")]
    module: Option<PathBuf>,
    /// With --module: wrap the code in `pub mod NAME { … }`
    #[arg(long, value_name = "NAME", help_heading = "Output")]
    module_name: Option<String>,
    /// Write into a non-empty output directory that oapigen did not write (it has no
    /// .oapigen-manifest), replacing files there of the names oapigen generates; every other file
    /// (.git, target/, Cargo.lock, your own) is left alone either way. With --module: replace a
    /// file oapigen did not write
    #[arg(long, help_heading = "Output")]
    force: bool,
    /// Version of the generated crate [default: 0.1.0]
    #[arg(long, help_heading = "The crate's manifest")]
    crate_version: Option<String>,
    /// Take the crate version from the document's `info.version`
    #[arg(long, help_heading = "The crate's manifest")]
    crate_version_from_spec: bool,
    /// Depend on oapigen-runtime by this path (relative to the output directory)
    #[arg(long, conflicts_with = "runtime_version", help_heading = "The crate's manifest")]
    runtime_path: Option<String>,
    /// Depend on this registry version of oapigen-runtime [default: this oapigen's version]
    #[arg(long, help_heading = "The crate's manifest")]
    runtime_version: Option<String>,
    /// Give the crate no Cargo feature per tag (every operation always compiles)
    #[arg(long, help_heading = "The crate's manifest")]
    no_tag_features: bool,
    /// Generate types only, without the HTTP client
    #[arg(long, help_heading = "The code")]
    types_only: bool,
    /// Do not check constraints before sending requests (a missing required parameter or body is still refused)
    #[arg(long, help_heading = "The code")]
    no_validation: bool,
    /// Add a derive to every generated type, e.g. `Eq` or `schemars::JsonSchema` (repeatable)
    #[arg(long = "derive", value_name = "PATH", help_heading = "The code")]
    derives: Vec<String>,
    /// Use a Rust type for a string format, e.g. `uuid=uuid::Uuid` (repeatable)
    #[arg(long = "replace-format", value_name = "FORMAT=TYPE", value_parser = key_value, help_heading = "The code")]
    format_types: Vec<(String, String)>,
    /// Use a Rust type instead of generating a component schema, e.g. `Money=my_crate::Money` (repeatable)
    #[arg(long = "replace-schema", value_name = "NAME=TYPE", value_parser = key_value, help_heading = "The code")]
    schema_types: Vec<(String, String)>,
}

fn key_value(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .ok_or_else(|| format!("expected KEY=TYPE, got `{s}`"))
}

impl GenerateArgs {
    /// The flags as a layer of settings, to merge over the file's: a flag not given leaves the
    /// setting to the file.
    fn config(&self) -> Config {
        let on = |flag: bool| flag.then_some(true);
        let mut c = self.document.config();
        c.out = self.out.clone();
        c.module = self.module.clone();
        c.module_name = self.module_name.clone();
        c.crate_name = self.crate_name.clone();
        c.crate_version = self.crate_version.clone();
        c.crate_version_from_spec = on(self.crate_version_from_spec);
        c.runtime_path = self.runtime_path.clone();
        c.runtime_version = self.runtime_version.clone();
        c.vendor_runtime = on(self.vendor_runtime);
        c.client = self.types_only.then_some(false);
        c.validation = self.no_validation.then_some(false);
        c.tag_features = self.no_tag_features.then_some(false);
        c.force = on(self.force);
        c.derives = self.derives.clone();
        c.format_types = self.format_types.iter().cloned().collect();
        c.schema_types = self.schema_types.iter().cloned().collect();
        c
    }
}

/// The settings file: `--config`, or `oapigen.toml` when present.
fn load_config(explicit: Option<&PathBuf>) -> Result<Config, oapigen::Error> {
    match explicit {
        Some(p) => Config::from_file(p),
        None if Path::new("oapigen.toml").exists() => Config::from_file("oapigen.toml"),
        None => Ok(Config::default()),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let verbose = cli.verbose;
    match cli.command {
        Command::Generate(args) => generate(args, false, verbose),
        Command::Diff(args) => generate(args, true, verbose),
        Command::Fake(args) => fake(args, verbose),
    }
}

/// Prints the document's warnings: with `verbose` each on its own; otherwise one of each kind
/// (the keyword it is about), with how many more there are of it, so that a document with a
/// hundred `nullable`s shows one screen rather than a hundred lines.
fn print_warnings(warnings: &[oapigen::Diagnostic], verbose: bool) {
    if verbose {
        for w in warnings {
            eprintln!("{w}");
        }
        return;
    }
    eprint!("{}", grouped_warnings(warnings));
}

/// The text of [`print_warnings`] without `--verbose`: the kinds in the order their first
/// warning came, each shown by its first, and a summary when any kind has more than one.
fn grouped_warnings(warnings: &[oapigen::Diagnostic]) -> String {
    let mut kinds: Vec<(Option<&str>, Vec<&oapigen::Diagnostic>)> = Vec::new();
    for w in warnings {
        let kind = w.keyword.as_deref();
        match kinds.iter_mut().find(|(k, _)| *k == kind) {
            Some((_, ws)) => ws.push(w),
            None => kinds.push((kind, vec![w])),
        }
    }
    let mut text = String::new();
    for (kind, ws) in &kinds {
        text.push_str(&format!("{}\n", ws[0]));
        if ws.len() > 1 {
            let kind = kind.map_or_else(|| "without a keyword".to_owned(), |k| format!("about `{k}`"));
            text.push_str(&format!("  … and {} more {kind}\n", ws.len() - 1));
        }
    }
    if kinds.iter().any(|(_, ws)| ws.len() > 1) {
        let counts: Vec<String> = kinds
            .iter()
            .map(|(k, ws)| {
                format!(
                    "{} {}",
                    ws.len(),
                    k.map_or_else(|| "other".to_owned(), |k| format!("`{k}`"))
                )
            })
            .collect();
        text.push_str(&format!(
            "oapigen: {} warnings ({}); --verbose prints each\n",
            warnings.len(),
            counts.join(", ")
        ));
    }
    text
}

/// What to run after a crate was written: build it, serve a fake of its document, and the line
/// CI runs to keep it fresh.
fn next_steps(out: &Path, spec: Option<&Path>, overlays: &[PathBuf]) -> String {
    let document: String = spec
        .map(|s| format!(" {}", shell_word(&s.display().to_string())))
        .into_iter()
        .chain(
            overlays
                .iter()
                .map(|o| format!(" --overlay {}", shell_word(&o.display().to_string()))),
        )
        .collect();
    let out = shell_word(&out.display().to_string());
    format!(
        "next:\n  (cd {out} && cargo check)\n  oapigen fake{document}    # a stateful fake of the API on http://127.0.0.1:4010\n  oapigen generate{document} --out {out} --check    # in CI: fails when {out} is not what this generates\n"
    )
}

/// `word` as one word of a shell command: quoted when it holds anything but the characters of
/// plain paths.
fn shell_word(word: &str) -> String {
    if !word.is_empty()
        && word
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./=:@+".contains(c))
    {
        word.to_owned()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

fn fake(args: FakeArgs, verbose: bool) -> ExitCode {
    let settings = match load_config(args.config.as_ref()).map(|file| file.merge(args.document.config())) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let (model, warnings) = match Builder::from_config(settings).emit_rerun_if_changed(false).fake_model() {
        Ok(m) => m,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(if e.kind() == ErrorKind::Settings { 2 } else { 1 });
        }
    };
    print_warnings(&warnings, verbose);
    if args.explain {
        print!("{}", model.explain());
        return ExitCode::SUCCESS;
    }
    let options = oapigen_fake::Options {
        auto_create: args.auto_create,
        seed: args.seed,
        ..oapigen_fake::Options::default()
    };
    let title = model.title.clone();
    let prepared = match oapigen_fake::Prepared::new(model) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: the fake cannot serve this document: {e}");
            return ExitCode::from(1);
        }
    };
    // The schemas compile beside the server, which listens at once: a large document's take
    // most of a second, and a request that needs one before then compiles it itself.
    let compiling = prepared.clone();
    std::thread::spawn(move || {
        if let Err(e) = compiling.compile_all() {
            eprintln!("warning: {e}: the requests that need it are answered 500");
        }
    });
    let fake = oapigen_fake::Fake::serving(prepared, options);
    let runtime = match tokio::runtime::Builder::new_multi_thread().enable_all().build() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("error: cannot start the server's runtime: {e}");
            return ExitCode::from(1);
        }
    };
    runtime.block_on(async move {
        let listener = match tokio::net::TcpListener::bind(args.listen).await {
            Ok(l) => l,
            Err(e) => {
                eprintln!("error: cannot listen on {}: {e}", args.listen);
                return ExitCode::from(1);
            }
        };
        let addr = listener.local_addr().map_or(args.listen, |a| a);
        eprintln!("oapigen: a fake of {title} listens on http://{addr} (controls under http://{addr}/__fake/)");
        match fake.serve(listener).await {
            Ok(()) => ExitCode::SUCCESS,
            Err(e) => {
                eprintln!("error: the server stopped: {e}");
                ExitCode::from(1)
            }
        }
    })
}

fn generate(args: GenerateArgs, diff: bool, verbose: bool) -> ExitCode {
    let settings = load_config(args.config.as_ref()).map(|file| file.merge(args.config()));
    let (settings, output) = match settings.and_then(|s| s.output().map(|o| (s, o))) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if diff && matches!(output, Some(Output::Module(_))) {
        eprintln!("error: `oapigen diff` compares crates: use --out DIR instead of --module");
        return ExitCode::from(2);
    }
    // Settings a module file has no use for are said, not silently dropped (the runtime
    // vendored is refused further on).
    if matches!(output, Some(Output::Module(_))) {
        for (key, _) in settings.unused_in_place() {
            if !["out", "module", "force", "vendor_runtime"].contains(&key) {
                eprintln!(
                    "warning: `{key}` does nothing with module output: a module file is part of your own crate, whose Cargo.toml names its package, its `oapigen-runtime` and its features"
                );
            }
        }
    }
    let spec = settings.spec.clone().unwrap_or_default();
    let builder = Builder::from_config(settings).emit_rerun_if_changed(false);
    let generated = match builder.generate() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            // Exit 2 for a usage error (the settings), as for one clap finds; 1 for the rest.
            return ExitCode::from(if e.kind() == ErrorKind::Settings { 2 } else { 1 });
        }
    };
    print_warnings(generated.warnings(), verbose);
    let out = match output {
        Some(Output::Crate(dir)) => dir,
        Some(Output::Module(file)) => return module_output(&generated, &file, &spec, args.check),
        None => PathBuf::from(generated.crate_name()),
    };
    if diff {
        return match generated.api_diff(&out) {
            Ok(d) if d.is_empty() => {
                eprintln!("oapigen: no change to the public API of {}", out.display());
                ExitCode::SUCCESS
            }
            Ok(d) => {
                println!("{d}");
                if d.is_breaking() {
                    ExitCode::from(1)
                } else {
                    ExitCode::SUCCESS
                }
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(2)
            }
        };
    }
    if args.check {
        let drift = generated.check(&out);
        if drift.is_empty() {
            eprintln!("oapigen: {} is up to date with {}", out.display(), spec.display());
            return ExitCode::SUCCESS;
        }
        for d in &drift {
            eprintln!("{d}");
        }
        eprintln!(
            "oapigen: {} file(s) in {} differ from a fresh generation from {}; run `oapigen generate` and commit the result",
            drift.len(),
            out.display(),
            spec.display()
        );
        return ExitCode::from(1);
    }
    match generated.write_to(&out) {
        Ok(()) => {
            eprintln!("oapigen: wrote {} files to {}", generated.files().len(), out.display());
            // The document as this line named it: with no SPEC, `oapigen.toml` names it for the
            // next commands too.
            eprint!(
                "{}",
                next_steps(&out, args.document.spec.as_deref(), &args.document.overlays)
            );
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}

/// Writes, or with `check` compares, the module file.
fn module_output(generated: &oapigen::Generated, file: &Path, spec: &Path, check: bool) -> ExitCode {
    if check {
        return match generated.check_module(file) {
            Ok(drift) if drift.is_empty() => {
                eprintln!("oapigen: {} is up to date with {}", file.display(), spec.display());
                ExitCode::SUCCESS
            }
            Ok(drift) => {
                for d in &drift {
                    eprintln!("{d}");
                }
                eprintln!(
                    "oapigen: {} differs from a fresh generation from {}; run `oapigen generate` and commit the result",
                    file.display(),
                    spec.display()
                );
                ExitCode::from(1)
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::from(1)
            }
        };
    }
    match generated.write_module(file) {
        Ok(()) => {
            eprintln!("oapigen: wrote {}", file.display());
            eprintln!("next: declare it in your crate (`mod …;`, or `include!`) and run `cargo check`");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
