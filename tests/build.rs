//! Generates a module from each fixture spec, exactly as a user's build script would.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    for name in ["hostile", "shapes"] {
        oapigen::Builder::new()
            .spec(format!("fixtures/specs/{name}.yaml"))
            .generate()?
            .write_module(out_dir.join(format!("{name}.rs")))?;
    }
    Ok(())
}
