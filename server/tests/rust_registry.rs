//! A rig tool named by a constant of a registry dependency: toolsight reads the dependency's
//! sources where `cargo fetch` unpacks them (`$CARGO_HOME/registry/src/<index>/<name>-<ver>`),
//! at the version the crate's `Cargo.lock` pins. Its own test binary: it sets `CARGO_HOME`
//! for the process.

use std::path::Path;

fn write(path: &Path, text: &str) {
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, text).unwrap();
}

#[test]
fn a_name_from_a_registry_dependency_is_read_at_the_locked_version() {
    let tmp = std::env::temp_dir().join(format!("toolsight-rust-registry-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&tmp);
    let index = tmp.join("cargo-home/registry/src/index.crates.io-0000000000000000");
    // Two unpacked versions; the lock pins the older one.
    for (version, grep) in [("1.2.3", "grep"), ("1.3.0", "grep_v2")] {
        let dir = index.join(format!("tool-names-{version}"));
        write(
            &dir.join("Cargo.toml"),
            &format!("[package]\nname = \"tool-names\"\nversion = \"{version}\"\n"),
        );
        write(
            &dir.join("src/lib.rs"),
            &format!("pub const GREP: &str = \"{grep}\";\npub mod fs {{ pub const READ: &str = \"read_file\"; }}\n"),
        );
    }
    let krate = tmp.join("agent");
    write(
        &krate.join("Cargo.toml"),
        "[package]\nname = \"agent\"\nversion = \"0.1.0\"\n[workspace]\n[dependencies]\nrig-core = \"0.44\"\ntool-names = \"1\"\n",
    );
    write(
        &krate.join("Cargo.lock"),
        "version = 4\n\n[[package]]\nname = \"tool-names\"\nversion = \"1.2.3\"\n",
    );
    let src = "use rig_core::tool::PortableTool;\nuse tool_names::fs::READ;\npub struct Grep;\nimpl PortableTool for Grep {\n    const NAME: &'static str = tool_names::GREP;\n}\npub struct Read;\nimpl PortableTool for Read {\n    const NAME: &'static str = READ;\n}\n";
    write(&krate.join("src/lib.rs"), src);
    std::env::set_var("CARGO_HOME", tmp.join("cargo-home"));

    let file = krate.join("src/lib.rs");
    let module = toolsight::rust::analyze(src, Some(&file), "lib");
    let names: Vec<(String, Option<String>)> = module
        .functions
        .iter()
        .map(|f| {
            let rt = f.rust.as_ref().unwrap();
            (rt.name.clone(), rt.name_unread.clone())
        })
        .collect();
    assert_eq!(
        names,
        [("grep".to_string(), None), ("read_file".to_string(), None)]
    );
    let _ = std::fs::remove_dir_all(&tmp);
}
