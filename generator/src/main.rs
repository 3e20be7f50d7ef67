//! The `oapigen` command: a thin layer over the library.

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Parser, Subcommand};
use oapigen::{Builder, RuntimeDep};

/// Generate a Rust client crate from an OpenAPI 3.0/3.1 document.
///
/// Settings come from flags, then from `oapigen.toml` in the current directory (keys: spec, out,
/// crate_name, crate_version, publish, runtime_path, runtime_version, client), then from the
/// defaults shown.
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
}

#[derive(clap::Args)]
struct GenerateArgs {
    /// The OpenAPI document (YAML or JSON) [default: spec/cloud.yaml]
    spec: Option<PathBuf>,
    /// Output directory of the crate [default: generated]
    #[arg(long)]
    out: Option<PathBuf>,
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
    /// Generate types only, without the HTTP client
    #[arg(long)]
    types_only: bool,
    /// Write nothing; exit 1 with a summary of differences if the output directory is not
    /// exactly what would be generated
    #[arg(long)]
    check: bool,
    /// Configuration file [default: oapigen.toml if present]
    #[arg(long)]
    config: Option<PathBuf>,
}

#[derive(serde::Deserialize, Default)]
#[serde(deny_unknown_fields)]
struct Config {
    spec: Option<PathBuf>,
    out: Option<PathBuf>,
    crate_name: Option<String>,
    crate_version: Option<String>,
    publish: Option<bool>,
    runtime_path: Option<String>,
    runtime_version: Option<String>,
    client: Option<bool>,
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

fn main() -> ExitCode {
    let cli = Cli::parse();
    match cli.command {
        Command::Generate(args) => generate(args),
    }
}

fn generate(args: GenerateArgs) -> ExitCode {
    let config = match load_config(args.config.as_ref()) {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::from(2);
        }
    };
    let spec = args
        .spec
        .or(config.spec)
        .unwrap_or_else(|| PathBuf::from("spec/cloud.yaml"));
    let out = args.out.or(config.out).unwrap_or_else(|| PathBuf::from("generated"));
    let runtime = match (
        args.runtime_path.or(config.runtime_path),
        args.runtime_version.or(config.runtime_version),
    ) {
        (Some(p), _) => RuntimeDep::Path(p),
        (None, Some(v)) => RuntimeDep::Version(v),
        (None, None) => RuntimeDep::Version(oapigen::RUNTIME_VERSION.to_string()),
    };
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
        .emit_rerun_if_changed(false);
    if let Some(v) = args.crate_version.or(config.crate_version) {
        builder = builder.crate_version(v);
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
