//! Generates a module from each fixture spec, exactly as a user's build script would, and a
//! `fixtures.rs` that declares one module per fixture.

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let out_dir = std::path::PathBuf::from(std::env::var("OUT_DIR")?);
    let mut names: Vec<String> = std::fs::read_dir("fixtures/specs")?
        .flatten()
        .filter_map(|e| {
            e.file_name()
                .to_str()
                .and_then(|n| n.strip_suffix(".yaml"))
                .map(str::to_string)
        })
        .collect();
    names.sort();
    let mut modules = String::new();
    for name in &names {
        oapigen::Builder::new()
            .spec(format!("fixtures/specs/{name}.yaml"))
            .generate()?
            .write_module(out_dir.join(format!("{name}.rs")))?;
        modules.push_str(&format!(
            "/// Generated from `fixtures/specs/{name}.yaml`.\npub mod {name} {{\n    include!(concat!(env!(\"OUT_DIR\"), \"/{name}.rs\"));\n}}\n"
        ));
    }
    // One fixture again, wrapped by `module_name`: the include declares `named_bodies`.
    oapigen::Builder::new()
        .spec("fixtures/specs/bodies.yaml")
        .module_name("named_bodies")
        .generate()?
        .write_module(out_dir.join("named_bodies.rs"))?;
    modules.push_str("include!(concat!(env!(\"OUT_DIR\"), \"/named_bodies.rs\"));\n");
    std::fs::write(out_dir.join("fixtures.rs"), modules)?;
    println!("cargo:rerun-if-changed=fixtures/specs");
    Ok(())
}
