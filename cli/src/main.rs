//! The `oapigen` command: a thin layer over the library.

use std::path::{Path, PathBuf};
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use oapigen::{Builder, RuntimeDep};

#[cfg(all(feature = "jemalloc", not(target_env = "msvc")))]
#[global_allocator]
static ALLOCATOR: tikv_jemallocator::Jemalloc = tikv_jemallocator::Jemalloc;

/// Generate a Rust client crate from an OpenAPI 3.0/3.1 document.
///
/// Settings come from flags, then from `oapigen.toml` in the current directory (keys: spec,
/// overlays, out, module, module_name, crate_name, crate_version, crate_version_from_spec, publish,
/// runtime_path, runtime_version, vendor_runtime, client, validation, force, include_tags,
/// include_operations, exclude_operations, derives, [format_types], [schema_types]), then from
/// the defaults shown.
#[derive(Parser)]
#[command(name = "oapigen", version, about, long_about = None)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Generate the crate (or, with --check, compare it with the directory).
    Generate(GenerateArgs),
    /// Summarize how the public API of the crate in the output directory would change if it were
    /// regenerated (types, fields, variants and functions added, removed or changed). Writes
    /// nothing; exits 1 if the change is breaking.
    Diff(GenerateArgs),
}

#[derive(clap::Args)]
struct GenerateArgs {
    /// The OpenAPI document (YAML or JSON) [default: spec/cloud.yaml]
    spec: Option<PathBuf>,
    /// Apply this OpenAPI Overlay 1.0 document to the spec before reading it (repeatable, applied
    /// in order, after those of oapigen.toml)
    #[arg(long = "overlay", value_name = "FILE")]
    overlays: Vec<PathBuf>,
    /// Output directory of the crate [default: generated]
    #[arg(long)]
    out: Option<PathBuf>,
    /// Write one Rust module file (for `mod` or `include!` in your own crate) instead of a crate
    #[arg(long, value_name = "FILE", conflicts_with = "out")]
    module: Option<PathBuf>,
    /// With --module: wrap the code in `pub mod NAME { … }`
    #[arg(long, value_name = "NAME")]
    module_name: Option<String>,
    /// Name of the generated crate [default: cloud-api]
    #[arg(long)]
    crate_name: Option<String>,
    /// Version of the generated crate [default: 0.1.0]
    #[arg(long)]
    crate_version: Option<String>,
    /// Depend on oapigen-runtime by this path (relative to the output directory)
    #[arg(long, conflicts_with = "runtime_version")]
    runtime_path: Option<String>,
    /// Depend on this registry version of oapigen-runtime [default: this oapigen's version]
    #[arg(long)]
    runtime_version: Option<String>,
    /// Write a copy of oapigen-runtime into the crate (in oapigen-runtime/) and depend on it by path
    #[arg(long, conflicts_with_all = ["runtime_path", "runtime_version"])]
    vendor_runtime: bool,
    /// Take the crate version from the document's `info.version`
    #[arg(long)]
    crate_version_from_spec: bool,
    /// Generate types only, without the HTTP client
    #[arg(long)]
    types_only: bool,
    /// Do not check constraints before sending requests (a missing required parameter or body is still refused)
    #[arg(long)]
    no_validation: bool,
    /// Leave out, with a warning, each operation the generator cannot honour instead of failing
    #[arg(long)]
    skip_unsupported: bool,
    /// Keep only operations with this tag (repeatable)
    #[arg(long = "include-tag", value_name = "TAG")]
    include_tags: Vec<String>,
    /// Keep only this operation, by operationId (repeatable)
    #[arg(long = "include-operation", value_name = "OPERATION_ID")]
    include_operations: Vec<String>,
    /// Leave out this operation, by operationId (repeatable)
    #[arg(long = "exclude-operation", value_name = "OPERATION_ID")]
    exclude_operations: Vec<String>,
    /// Add a derive to every generated type, e.g. `Eq` or `schemars::JsonSchema` (repeatable)
    #[arg(long = "derive", value_name = "PATH")]
    derives: Vec<String>,
    /// Use a Rust type for a string format, e.g. `uuid=uuid::Uuid` (repeatable)
    #[arg(long = "replace-format", value_name = "FORMAT=TYPE", value_parser = key_value)]
    format_types: Vec<(String, String)>,
    /// Use a Rust type instead of generating a component schema, e.g. `Money=my_crate::Money` (repeatable)
    #[arg(long = "replace-schema", value_name = "NAME=TYPE", value_parser = key_value)]
    schema_types: Vec<(String, String)>,
    /// Write nothing; exit 1 with a summary of differences if the output directory is not
    /// exactly what would be generated
    #[arg(long)]
    check: bool,
    /// Write into a non-empty output directory that oapigen did not write (it has no
    /// .oapigen-manifest), replacing files there of the names oapigen generates; every other file
    /// (.git, target/, Cargo.lock, your own) is left alone either way. With --module: replace a
    /// file oapigen did not write
    #[arg(long)]
    force: bool,
    /// Configuration file [default: oapigen.toml if present]
    #[arg(long)]
    config: Option<PathBuf>,
}

fn key_value(s: &str) -> Result<(String, String), String> {
    s.split_once('=')
        .map(|(k, v)| (k.to_string(), v.to_string()))
        .ok_or_else(|| format!("expected KEY=TYPE, got `{s}`"))
}

#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Config {
    spec: Option<PathBuf>,
    #[serde(default)]
    overlays: Vec<PathBuf>,
    out: Option<PathBuf>,
    module: Option<PathBuf>,
    module_name: Option<String>,
    crate_name: Option<String>,
    crate_version: Option<String>,
    crate_version_from_spec: Option<bool>,
    publish: Option<bool>,
    runtime_path: Option<String>,
    runtime_version: Option<String>,
    vendor_runtime: Option<bool>,
    client: Option<bool>,
    validation: Option<bool>,
    skip_unsupported: Option<bool>,
    force: Option<bool>,
    #[serde(default)]
    include_tags: Vec<String>,
    #[serde(default)]
    include_operations: Vec<String>,
    #[serde(default)]
    exclude_operations: Vec<String>,
    #[serde(default)]
    derives: Vec<String>,
    #[serde(default)]
    format_types: std::collections::BTreeMap<String, String>,
    #[serde(default)]
    schema_types: std::collections::BTreeMap<String, String>,
}

fn load_config(explicit: Option<&PathBuf>) -> Result<Config, String> {
    let path = match explicit {
        Some(p) => p.clone(),
        None => {
            let p = PathBuf::from("oapigen.toml");
            if !p.exists() {
                return Ok(Config::default());
            }
            p
        }
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("error: {}: {e}", path.display()))?;
    toml::from_str(&text).map_err(|e| format!("error: {}: {e}", path.display()))
}

/// Where the output goes.
enum Output {
    Crate(PathBuf),
    Module(PathBuf),
}

/// The output: a flag overrides the file; the file may not ask for both.
fn output(args: &GenerateArgs, config: &Config) -> Result<Output, String> {
    let output = match (&args.module, &args.out, &config.module, &config.out) {
        (Some(m), _, _, _) => Output::Module(m.clone()),
        (None, Some(o), _, _) => Output::Crate(o.clone()),
        (None, None, Some(_), Some(_)) => {
            return Err("error: oapigen.toml sets both `out` (a crate) and `module` (a module file): keep one".into());
        }
        (None, None, Some(m), None) => Output::Module(m.clone()),
        (None, None, None, o) => Output::Crate(o.clone().unwrap_or_else(|| PathBuf::from("generated"))),
    };
    if matches!(output, Output::Crate(_)) && (args.module_name.is_some() || config.module_name.is_some()) {
        return Err(
            "error: a module name applies to module output only: add `--module FILE` (or `module = \"FILE\"` in oapigen.toml), or drop the module name".into(),
        );
    }
    Ok(output)
}

/// The runtime dependency: flags override the file; the file may name only one.
fn runtime(args: &GenerateArgs, config: &Config) -> Result<RuntimeDep, String> {
    if args.vendor_runtime {
        return Ok(RuntimeDep::Vendored);
    }
    if let Some(p) = &args.runtime_path {
        return Ok(RuntimeDep::Path(p.clone()));
    }
    if let Some(v) = &args.runtime_version {
        return Ok(RuntimeDep::Version(v.clone()));
    }
    match (
        config.vendor_runtime.unwrap_or(false),
        &config.runtime_path,
        &config.runtime_version,
    ) {
        (true, None, None) => Ok(RuntimeDep::Vendored),
        (false, Some(p), None) => Ok(RuntimeDep::Path(p.clone())),
        (false, None, Some(v)) => Ok(RuntimeDep::Version(v.clone())),
        (false, None, None) => Ok(RuntimeDep::Version(oapigen::RUNTIME_VERSION.to_string())),
        _ => Err(
            "error: oapigen.toml sets more than one of `runtime_path`, `runtime_version` and `vendor_runtime = true`: keep one"
                .into(),
        ),
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Generate(args) => generate(args, false),
        Command::Diff(args) => generate(args, true),
    }
}

fn generate(args: GenerateArgs, diff: bool) -> ExitCode {
    let config = match load_config(args.config.as_ref()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let (output, runtime) = match (output(&args, &config), runtime(&args, &config)) {
        (Ok(o), Ok(r)) => (o, r),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    if diff && matches!(output, Output::Module(_)) {
        eprintln!("error: `oapigen diff` compares crates: use --out DIR instead of --module");
        return ExitCode::from(2);
    }
    let spec = args
        .spec
        .or(config.spec)
        .unwrap_or_else(|| PathBuf::from("spec/cloud.yaml"));
    let mut builder = Builder::new()
        .spec(&spec)
        .crate_name(
            args.crate_name
                .or(config.crate_name)
                .unwrap_or_else(|| "cloud-api".into()),
        )
        .runtime(runtime)
        .publish(config.publish.unwrap_or(true))
        .client(!args.types_only && config.client.unwrap_or(true))
        .validation(!args.no_validation && config.validation.unwrap_or(true))
        .skip_unsupported(args.skip_unsupported || config.skip_unsupported.unwrap_or(false))
        .force(args.force || config.force.unwrap_or(false))
        .crate_version_from_spec(args.crate_version_from_spec || config.crate_version_from_spec.unwrap_or(false))
        .emit_rerun_if_changed(false);
    if let Some(v) = args.crate_version.or(config.crate_version) {
        builder = builder.crate_version(v);
    }
    if let Some(name) = args.module_name.or(config.module_name) {
        builder = builder.module_name(name);
    }
    // Lists from flags and from the file add up.
    for o in config.overlays.into_iter().chain(args.overlays) {
        builder = builder.overlay(o);
    }
    for t in config.include_tags.into_iter().chain(args.include_tags) {
        builder = builder.include_tag(t);
    }
    for o in config.include_operations.into_iter().chain(args.include_operations) {
        builder = builder.include_operation(o);
    }
    for o in config.exclude_operations.into_iter().chain(args.exclude_operations) {
        builder = builder.exclude_operation(o);
    }
    for d in config.derives.into_iter().chain(args.derives) {
        builder = builder.derive(d);
    }
    for (f, t) in config.format_types.into_iter().chain(args.format_types) {
        builder = builder.replace_format(f, t);
    }
    for (n, t) in config.schema_types.into_iter().chain(args.schema_types) {
        builder = builder.replace_schema(n, t);
    }
    let generated = match builder.generate() {
        Ok(g) => g,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(1);
        }
    };
    for w in generated.warnings() {
        eprintln!("{w}");
    }
    let out = match output {
        Output::Crate(dir) => dir,
        Output::Module(file) => return module_output(&generated, &file, &spec, args.check),
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
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::from(1)
        }
    }
}
