//! What a crate's `Cargo.toml` says about how its tools are serialized: whether
//! `serde_json/preserve_order` is on in the build (then schema objects keep insertion order;
//! otherwise every object's keys are sorted). rig-core turns the feature on for the whole
//! dependency graph; a crate can also ask for it on its own `serde_json` dependency.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};
use std::time::SystemTime;

/// A manifest, lock file or included file: read only when it is a regular file of at most
/// `workspace::MAX_FILE_BYTES` (a FIFO or `/dev/zero` named by a hostile crate would never
/// end).
pub fn read_small(path: &Path) -> Option<String> {
    let meta = std::fs::metadata(path).ok()?;
    if !meta.is_file() || meta.len() > toolsight_syntax::MAX_FILE_BYTES {
        return None;
    }
    std::fs::read_to_string(path).ok()
}

/// A crate's `Cargo.toml`, parsed (see `parsed_toml`). `None` when there is no readable,
/// well-formed manifest in `dir`.
pub fn manifest(dir: &Path) -> Option<Arc<toml::Value>> {
    parsed_toml(&dir.join("Cargo.toml"))
}

/// A manifest or lock file, parsed: one read and one parse per version of the file (its size
/// and modification time) for the whole process, however many questions the analysis of a
/// Rust file, and of the other files of its crate, asks of it (`preserve_order`,
/// `crate_name`, the crate's dependencies and their versions).
fn parsed_toml(path: &Path) -> Option<Arc<toml::Value>> {
    type Seen = HashMap<PathBuf, (Option<SystemTime>, u64, Option<Arc<toml::Value>>)>;
    static SEEN: OnceLock<Mutex<Seen>> = OnceLock::new();
    let meta = std::fs::metadata(path).ok()?;
    let version = (meta.modified().ok(), meta.len());
    let seen = SEEN.get_or_init(Default::default);
    if let Some((mtime, len, doc)) = seen.lock().ok()?.get(path) {
        if (*mtime, *len) == version {
            return doc.clone();
        }
    }
    let doc = read_small(path)
        .and_then(|t| toml::from_str::<toml::Value>(&t).ok())
        .map(Arc::new);
    seen.lock()
        .ok()?
        .insert(path.to_path_buf(), (version.0, version.1, doc.clone()));
    doc
}

/// `Some(true)` when the manifest nearest to `file` (or its workspace root's) turns
/// `preserve_order` on, `Some(false)` when a manifest is found that does not, `None` when
/// there is no `Cargo.toml` above the file. `enablers`: dependencies known to turn the
/// feature on for the whole build.
pub fn preserve_order(file: &Path, enablers: &[&str]) -> Option<bool> {
    let file = file.canonicalize().ok()?;
    let mut found = None;
    let mut dir = file.parent();
    while let Some(d) = dir {
        if let Some(doc) = manifest(d) {
            let on = doc_preserve_order(&doc, enablers);
            found = Some(found.unwrap_or(false) || on);
            if on || doc.get("workspace").is_some() {
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
        if let Some(doc) = manifest(d) {
            if file.starts_with(d.join("src")) {
                if let Some(name) = doc_crate_name(&doc) {
                    return Some(name);
                }
            }
        }
        dir = d.parent();
    }
    let folder = file.parent()?.file_name()?.to_string_lossy().to_string();
    Some(folder.replace('-', "_"))
}

pub fn manifest_crate_name(text: &str) -> Option<String> {
    doc_crate_name(&toml::from_str::<toml::Value>(text).ok()?)
}

/// A parsed manifest's crate name as code names it.
pub fn doc_crate_name(doc: &toml::Value) -> Option<String> {
    let name = doc
        .get("lib")
        .and_then(|l| l.get("name"))
        .or_else(|| doc.get("package").and_then(|p| p.get("name")))?
        .as_str()?;
    Some(name.replace('-', "_"))
}

/// Whether one manifest's dependency tables turn `preserve_order` on.
pub fn manifest_preserve_order(text: &str, enablers: &[&str]) -> bool {
    toml::from_str::<toml::Value>(text).is_ok_and(|doc| doc_preserve_order(&doc, enablers))
}

/// Whether a parsed manifest's dependency tables turn `preserve_order` on.
fn doc_preserve_order(doc: &toml::Value, enablers: &[&str]) -> bool {
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
            features_on || enablers.contains(&package)
        })
    });
    on
}

/// The directory of the Cargo manifest the crate around `file` is built from (the nearest
/// `Cargo.toml` above it).
pub fn manifest_dir(file: &Path) -> Option<PathBuf> {
    let file = file.canonicalize().ok()?;
    file.ancestors()
        .skip(1)
        .find(|d| d.join("Cargo.toml").is_file())
        .map(Path::to_path_buf)
}

/// The crate-root file of the dependency the code of the crate at `manifest_dir` names
/// `name` (`tool_names` for `tool-names = ...`), when its sources are on disk: a `path`
/// dependency, or a registry dependency unpacked under `$CARGO_HOME/registry/src` (as
/// `cargo fetch` leaves it), at the version `Cargo.lock` pins. Reading it is static; nothing
/// is built or fetched.
pub fn dependency_root(manifest_dir: &Path, name: &str) -> Option<PathBuf> {
    dependency_root_in(manifest_dir, name, cargo_home().as_deref())
}

/// `dependency_root` with the cargo home given (`None`: registry dependencies are not read).
pub fn dependency_root_in(manifest_dir: &Path, name: &str, home: Option<&Path>) -> Option<PathBuf> {
    let doc = manifest(manifest_dir)?;
    let tables = ["dependencies", "dev-dependencies", "build-dependencies"];
    let deps: Vec<(&String, &toml::Value)> = tables
        .iter()
        .filter_map(|t| doc.get(t)?.as_table())
        .chain(
            doc.get("target")
                .and_then(|t| t.as_table())
                .into_iter()
                .flat_map(|t| t.values())
                .flat_map(|cfg| tables.iter().filter_map(|t| cfg.get(t)?.as_table())),
        )
        .flat_map(|t| t.iter())
        .collect();
    // The name the code uses is the dependency's key (`-` read as `_`); an unrenamed
    // dependency whose `[lib] name` differs (rig-core's `rig`) is found by that name.
    let keyed = deps.iter().find(|(k, _)| k.replace('-', "_") == name);
    let candidates: Vec<&(&String, &toml::Value)> = match keyed {
        Some(d) => vec![d],
        None => deps
            .iter()
            .filter(|(_, s)| s.get("package").is_none())
            .collect(),
    };
    for (key, spec) in candidates {
        let Some(dir) = dependency_dir(manifest_dir, key, spec, home) else {
            continue;
        };
        if keyed.is_some() || lib_name(&dir).as_deref() == Some(name) {
            return lib_root(&dir);
        }
    }
    None
}

/// Where one dependency's sources are.
fn dependency_dir(
    manifest_dir: &Path,
    key: &str,
    spec: &toml::Value,
    home: Option<&Path>,
) -> Option<PathBuf> {
    // `x = { workspace = true }`: the workspace root's `[workspace.dependencies]` entry.
    if spec.get("workspace").and_then(|w| w.as_bool()) == Some(true) {
        let (root, doc) = manifest_dir.ancestors().skip(1).find_map(|d| {
            let doc = manifest(d)?;
            doc.get("workspace").is_some().then_some((d, doc))
        })?;
        let spec = doc.get("workspace")?.get("dependencies")?.get(key)?.clone();
        return dependency_dir(root, key, &spec, home);
    }
    let package = spec.get("package").and_then(|p| p.as_str()).unwrap_or(key);
    if let Some(p) = spec.get("path").and_then(|p| p.as_str()) {
        return Some(manifest_dir.join(p));
    }
    if spec.get("git").is_some() {
        return None;
    }
    let version = locked_version(manifest_dir, package);
    registry_dir(home?, package, version.as_deref())
}

/// The versions of `packages` the crate around `file` builds with: what its `Cargo.lock`
/// pins, else its `Cargo.toml` requirement (`=0.7.0`, `"0.7"`) as written.
pub fn dependency_versions(file: &Path, packages: &[&str]) -> Vec<Option<String>> {
    let Some(dir) = manifest_dir(file) else {
        return vec![None; packages.len()];
    };
    let lock = lock_file(&dir);
    packages
        .iter()
        .map(|package| {
            if let Some(v) = lock.as_ref().and_then(|l| pinned(l, package)) {
                return Some(v);
            }
            required(&*manifest(&dir)?, package)
        })
        .collect()
}

/// The version requirement of `package` in a manifest's `[dependencies]`, as written.
fn required(doc: &toml::Value, package: &str) -> Option<String> {
    let deps = doc.get("dependencies")?.as_table()?;
    let spec = deps.iter().find_map(|(k, spec)| {
        let p = spec.get("package").and_then(|p| p.as_str()).unwrap_or(k);
        (p == package).then_some(spec)
    })?;
    let req = match spec {
        toml::Value::String(s) => s.as_str(),
        other => other.get("version")?.as_str()?,
    };
    Some(req.trim_start_matches(['=', '^', '~', ' ']).to_string())
}

/// The version of `package` the nearest `Cargo.lock` pins (the highest, when it pins
/// several).
pub fn locked_version(manifest_dir: &Path, package: &str) -> Option<String> {
    pinned(&*lock_file(manifest_dir)?, package)
}

/// The nearest `Cargo.lock` above a manifest directory, parsed.
fn lock_file(manifest_dir: &Path) -> Option<Arc<toml::Value>> {
    let lock = manifest_dir
        .ancestors()
        .map(|d| d.join("Cargo.lock"))
        .find(|l| l.is_file())?;
    parsed_toml(&lock)
}

/// The version of `package` a parsed lock file pins (the highest, when it pins several).
fn pinned(lock: &toml::Value, package: &str) -> Option<String> {
    lock.get("package")?
        .as_array()?
        .iter()
        .filter(|p| p.get("name").and_then(|n| n.as_str()) == Some(package))
        .filter_map(|p| p.get("version")?.as_str().map(str::to_string))
        .max_by_key(|v| version_key(v))
}

/// A version's numeric parts, for ordering (`0.10.1` after `0.9.3`).
pub fn version_key(v: &str) -> Vec<u64> {
    v.split(['.', '-', '+'])
        .map_while(|p| p.parse().ok())
        .collect()
}

/// `$CARGO_HOME`, else `~/.cargo`.
pub fn cargo_home() -> Option<PathBuf> {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
}

/// `<cargo home>/registry/src/<index>/<package>-<version>`: the given version, else the
/// highest one unpacked.
fn registry_dir(home: &Path, package: &str, version: Option<&str>) -> Option<PathBuf> {
    let mut best: Option<(Vec<u64>, PathBuf)> = None;
    for index in std::fs::read_dir(home.join("registry/src")).ok()?.flatten() {
        if let Some(v) = version {
            let d = index.path().join(format!("{package}-{v}"));
            if d.is_dir() {
                return Some(d);
            }
            continue;
        }
        for e in std::fs::read_dir(index.path())
            .into_iter()
            .flatten()
            .flatten()
        {
            let file = e.file_name().to_string_lossy().to_string();
            let Some(v) = file.strip_prefix(package).and_then(|r| r.strip_prefix('-')) else {
                continue;
            };
            // `rig-core-0.44.0` is not `rig` at version `core-0.44.0`.
            if !v.starts_with(|c: char| c.is_ascii_digit()) {
                continue;
            }
            let key = version_key(v);
            if best.as_ref().is_none_or(|(b, _)| key > *b) {
                best = Some((key, e.path()));
            }
        }
    }
    best.map(|(_, d)| d)
}

/// A package's crate-root file: its `[lib] path`, else `src/lib.rs`.
fn lib_root(dir: &Path) -> Option<PathBuf> {
    let doc = manifest(dir)?;
    let path = doc
        .get("lib")
        .and_then(|l| l.get("path"))
        .and_then(|p| p.as_str())
        .unwrap_or("src/lib.rs");
    dir.join(path).canonicalize().ok()
}

/// A package's library name as code names it.
fn lib_name(dir: &Path) -> Option<String> {
    doc_crate_name(&*manifest(dir)?)
}

#[cfg(test)]
mod tests {
    const ENABLERS: &[&str] = toolsight_frameworks::rust_front::SHAPES.enables_preserve_order;
    use super::*;

    #[test]
    fn manifests_that_turn_preserve_order_on() {
        assert!(manifest_preserve_order(
            "[dependencies]\nrig-core = \"0.44\"\nserde_json = \"1\"\n",
            ENABLERS
        ));
        assert!(manifest_preserve_order(
            "[dependencies]\nrig = { package = \"rig-core\", version = \"0.44\" }\n",
            ENABLERS
        ));
        assert!(manifest_preserve_order(
            "[dependencies]\nserde_json = { version = \"1\", features = [\"preserve_order\"] }\n",
            ENABLERS
        ));
        assert!(manifest_preserve_order(
            "[workspace.dependencies]\nserde_json = { version = \"1\", features = [\"preserve_order\"] }\n",
            ENABLERS
        ));
        assert!(!manifest_preserve_order(
            "[dependencies]\nrmcp = \"3.11\"\nserde_json = \"1\"\n[dev-dependencies]\nrig-core = \"0.44\"\n",
            ENABLERS
        ));
    }

    /// The process keeps one parse per version of a manifest: asked again, the same parse;
    /// once the file changes (the server edits a crate's `Cargo.toml`), the new content.
    #[test]
    fn a_manifest_is_parsed_once_per_version() {
        let tmp = std::env::temp_dir().join(format!("toolsight-manifest-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        std::fs::create_dir_all(tmp.join("src")).unwrap();
        std::fs::write(tmp.join("src/lib.rs"), "").unwrap();
        std::fs::write(tmp.join("Cargo.toml"), "[package]\nname = \"first\"\n").unwrap();
        let a = manifest(&tmp).unwrap();
        assert!(Arc::ptr_eq(&a, &manifest(&tmp).unwrap()));
        assert_eq!(
            crate_name(&tmp.join("src/lib.rs")).as_deref(),
            Some("first")
        );
        std::fs::write(tmp.join("Cargo.toml"), "[package]\nname = \"second-one\"\n").unwrap();
        assert!(!Arc::ptr_eq(&a, &manifest(&tmp).unwrap()));
        assert_eq!(
            crate_name(&tmp.join("src/lib.rs")).as_deref(),
            Some("second_one")
        );
        std::fs::write(tmp.join("Cargo.toml"), "[package\n").unwrap();
        assert!(manifest(&tmp).is_none());
        let _ = std::fs::remove_dir_all(&tmp);
    }

    #[test]
    fn the_demo_crate_links_rig() {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let f = root.join("tests/rust/demo-crate/src/tools/search.rs");
        assert_eq!(preserve_order(&f, ENABLERS), Some(true));
        assert_eq!(crate_name(&f).as_deref(), Some(demo_name().as_str()));
        let corpus = root.join("tests/rust-corpus/r01_primitives.rs");
        assert_eq!(crate_name(&corpus).as_deref(), Some("rust_corpus"));
    }

    /// A registry dependency is read from the version `Cargo.lock` pins, else the highest
    /// unpacked; `rig-core-0.44.0` is not a version of `rig`; a path dependency is found by
    /// its `[lib] name` when the code uses that rather than the key.
    #[test]
    fn dependency_sources_on_disk() {
        let tmp = std::env::temp_dir().join(format!("toolsight-cargo-deps-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        let index = tmp.join("home/registry/src/index.example-0123");
        for (dir, lib) in [
            ("tool-names-0.9.0", "0.9"),
            ("tool-names-0.10.1", "0.10"),
            ("rig-core-0.44.0", "rig"),
        ] {
            std::fs::create_dir_all(index.join(dir).join("src")).unwrap();
            std::fs::write(
                index.join(dir).join("Cargo.toml"),
                "[package]\nname = \"x\"\n",
            )
            .unwrap();
            std::fs::write(index.join(dir).join("src/lib.rs"), format!("// {lib}\n")).unwrap();
        }
        let home = tmp.join("home");
        assert_eq!(
            registry_dir(&home, "tool-names", None),
            Some(index.join("tool-names-0.10.1"))
        );
        assert_eq!(
            registry_dir(&home, "tool-names", Some("0.9.0")),
            Some(index.join("tool-names-0.9.0"))
        );
        assert_eq!(registry_dir(&home, "tool-names", Some("1.0.0")), None);
        assert_eq!(registry_dir(&home, "rig", None), None);

        let krate = tmp.join("app");
        std::fs::create_dir_all(krate.join("src")).unwrap();
        std::fs::create_dir_all(tmp.join("names/src")).unwrap();
        std::fs::write(
            tmp.join("names/Cargo.toml"),
            "[package]\nname = \"names-pkg\"\n[lib]\nname = \"names\"\n",
        )
        .unwrap();
        std::fs::write(tmp.join("names/src/lib.rs"), "pub const A: &str = \"a\";\n").unwrap();
        std::fs::write(
            krate.join("Cargo.toml"),
            "[package]\nname = \"app\"\n[dependencies]\nnames-pkg = { path = \"../names\" }\nlocked = \"0.1\"\n",
        )
        .unwrap();
        std::fs::write(
            krate.join("Cargo.lock"),
            "[[package]]\nname = \"locked\"\nversion = \"0.1.2\"\n\n[[package]]\nname = \"locked\"\nversion = \"0.1.10\"\n",
        )
        .unwrap();
        let root = tmp.join("names/src/lib.rs").canonicalize().unwrap();
        assert_eq!(dependency_root(&krate, "names"), Some(root.clone()));
        assert_eq!(dependency_root(&krate, "names_pkg"), Some(root));
        assert_eq!(dependency_root(&krate, "other"), None);
        assert_eq!(locked_version(&krate, "locked").as_deref(), Some("0.1.10"));
        let _ = std::fs::remove_dir_all(&tmp);
    }

    fn demo_name() -> String {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
        let text = std::fs::read_to_string(root.join("tests/rust/demo-crate/Cargo.toml")).unwrap();
        manifest_crate_name(&text).unwrap()
    }
}
