//! What a crate's `Cargo.toml` says about how its tools are serialized: whether
//! `serde_json/preserve_order` is on in the build (then schema objects keep insertion order;
//! otherwise every object's keys are sorted). rig-core turns the feature on for the whole
//! dependency graph; a crate can also ask for it on its own `serde_json` dependency.

use std::path::Path;

/// Dependencies known to enable `serde_json/preserve_order` for the whole build.
const ENABLES_PRESERVE_ORDER: &[&str] = &["rig-core"];

/// `Some(true)` when the manifest nearest to `file` (or its workspace root's) turns
/// `preserve_order` on, `Some(false)` when a manifest is found that does not, `None` when
/// there is no `Cargo.toml` above the file.
pub fn preserve_order(file: &Path) -> Option<bool> {
    let file = file.canonicalize().ok()?;
    let mut found = None;
    let mut dir = file.parent();
    while let Some(d) = dir {
        if let Ok(text) = std::fs::read_to_string(d.join("Cargo.toml")) {
            let on = manifest_preserve_order(&text);
            found = Some(found.unwrap_or(false) || on);
            if on || text.contains("[workspace]") {
                break;
            }
        }
        dir = d.parent();
    }
    found
}

/// The crate name rustc gives the crate `file` belongs to (`std::any::type_name` spells its
/// items with it): the nearest manifest's `[lib] name` or `[package] name` (dashes become
/// underscores) when the file is under that package's `src/`; a module file outside any
/// visible crate takes its folder's name (the corpus of `tests/rust-oracle`, compiled as
/// the crate `rust_corpus`, lives in `tests/rust-corpus/`).
pub fn crate_name(file: &Path) -> Option<String> {
    let file = file.canonicalize().ok()?;
    let mut dir = file.parent();
    while let Some(d) = dir {
        if let Ok(text) = std::fs::read_to_string(d.join("Cargo.toml")) {
            if file.starts_with(d.join("src")) {
                if let Some(name) = manifest_crate_name(&text) {
                    return Some(name);
                }
            }
        }
        dir = d.parent();
    }
    let folder = file.parent()?.file_name()?.to_string_lossy().to_string();
    Some(folder.replace('-', "_"))
}

fn manifest_crate_name(text: &str) -> Option<String> {
    let doc = toml::from_str::<toml::Value>(text).ok()?;
    let name = doc
        .get("lib")
        .and_then(|l| l.get("name"))
        .or_else(|| doc.get("package").and_then(|p| p.get("name")))?
        .as_str()?;
    Some(name.replace('-', "_"))
}

/// Whether one manifest's dependency tables turn `preserve_order` on.
pub fn manifest_preserve_order(text: &str) -> bool {
    let Ok(doc) = toml::from_str::<toml::Value>(text) else {
        return false;
    };
    let tables = [
        doc.get("dependencies"),
        doc.get("workspace").and_then(|w| w.get("dependencies")),
    ];
    let on = tables.into_iter().flatten().any(|deps| {
        let Some(deps) = deps.as_table() else {
            return false;
        };
        deps.iter().any(|(name, spec)| {
            // `rig = { package = "rig-core", ... }` renames the dependency.
            let package = spec.get("package").and_then(|p| p.as_str()).unwrap_or(name);
            let features_on = name == "serde_json"
                && spec
                    .get("features")
                    .and_then(|f| f.as_array())
                    .is_some_and(|f| f.iter().any(|x| x.as_str() == Some("preserve_order")));
            features_on || ENABLES_PRESERVE_ORDER.contains(&package)
        })
    });
    on
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn manifests_that_turn_preserve_order_on() {
        assert!(manifest_preserve_order(
            "[dependencies]\nrig-core = \"0.44\"\nserde_json = \"1\"\n"
        ));
        assert!(manifest_preserve_order(
            "[dependencies]\nrig = { package = \"rig-core\", version = \"0.44\" }\n"
        ));
        assert!(manifest_preserve_order(
            "[dependencies]\nserde_json = { version = \"1\", features = [\"preserve_order\"] }\n"
        ));
        assert!(manifest_preserve_order(
            "[workspace.dependencies]\nserde_json = { version = \"1\", features = [\"preserve_order\"] }\n"
        ));
        assert!(!manifest_preserve_order(
            "[dependencies]\nrmcp = \"3.11\"\nserde_json = \"1\"\n[dev-dependencies]\nrig-core = \"0.44\"\n"
        ));
    }

    #[test]
    fn the_demo_crate_links_rig() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let f = root.join("tests/rust/demo-crate/src/tools/search.rs");
        assert_eq!(preserve_order(&f), Some(true));
        assert_eq!(crate_name(&f).as_deref(), Some(demo_name().as_str()));
        let corpus = root.join("tests/rust-corpus/r01_primitives.rs");
        assert_eq!(crate_name(&corpus).as_deref(), Some("rust_corpus"));
    }

    fn demo_name() -> String {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
        let text = std::fs::read_to_string(root.join("tests/rust/demo-crate/Cargo.toml")).unwrap();
        manifest_crate_name(&text).unwrap()
    }
}
