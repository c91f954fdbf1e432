//! `MANIFEST-rust.json`: the rustc and crate versions (from the committed Cargo.lock the oracle
//! was built with) and, per golden directory, files, entries, errors and tools.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

const LOCK: &str = include_str!("../Cargo.lock");

/// The crates whose behaviour the goldens record.
const CRATES: &[&str] = &[
    "rmcp",
    "rmcp-macros",
    "schemars",
    "schemars_derive",
    "rig-core",
    "rig-derive",
    "serde",
    "serde_json",
    "chrono",
    "uuid",
];

/// Locked versions by crate; a crate locked at two semver-incompatible versions (rmcp 0.7 for
/// the fixture crate `rmcp07-crate`, rmcp 3.x for the corpus) is listed once per major version,
/// the newest under its plain name and the others as `name@major`.
fn locked_versions() -> BTreeMap<String, String> {
    let mut all: BTreeMap<String, Vec<String>> = BTreeMap::new();
    let mut name = None;
    for line in LOCK.lines() {
        if let Some(n) = line.strip_prefix("name = ") {
            name = Some(n.trim_matches('"').to_string());
        } else if let (Some(v), Some(n)) = (line.strip_prefix("version = "), name.take()) {
            if CRATES.contains(&n.as_str()) {
                all.entry(n).or_default().push(v.trim_matches('"').to_string());
            }
        }
    }
    let key = |v: &String| -> Vec<u64> { v.split('.').filter_map(|p| p.parse().ok()).collect() };
    let mut versions = BTreeMap::new();
    for (n, mut vs) in all {
        vs.sort_by_key(key);
        let newest = vs.pop().unwrap();
        for v in vs {
            let major = v.split('.').next().unwrap_or("0").to_string();
            versions.insert(format!("{n}@{major}"), v);
        }
        versions.insert(n, newest);
    }
    versions
}

pub fn write(out: &Path, rustc: &str) {
    let versions = locked_versions();
    let mut crates = serde_json::Map::new();
    for (c, v) in &versions {
        crates.insert(c.clone(), v.clone().into());
    }
    let mut dirs = serde_json::Map::new();
    for dir in [
        "rmcp",
        "rmcp-preserve-order",
        "rig",
        "rig-strict",
        "crates/rmcp07-crate/rmcp",
        "crates/rig-deps-crate/rig",
    ] {
        let mut files: Vec<_> = std::fs::read_dir(out.join(dir))
            .unwrap_or_else(|e| panic!("{dir}: {e} (run the build without features first)"))
            .flatten()
            .map(|e| e.path())
            .collect();
        files.sort();
        let (mut entries, mut errors) = (0, 0);
        let mut tools = BTreeSet::new();
        for f in &files {
            let list: Vec<serde_json::Value> =
                serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
            for e in list {
                entries += 1;
                errors += usize::from(e.get("error").is_some());
                tools.insert(e["function"].as_str().unwrap().to_string());
            }
        }
        dirs.insert(
            dir.into(),
            serde_json::json!({
                "files": files.len(),
                "tools": tools.len(),
                "entries": entries,
                "errors": errors,
            }),
        );
    }
    let manifest = serde_json::json!({
        "rustc": rustc,
        "crates": crates,
        "serde_json preserve_order": {
            "rmcp": false,
            "rmcp-preserve-order": true,
            "rig": true,
            "rig-strict": true,
            "crates/rmcp07-crate/rmcp": false,
            "crates/rig-deps-crate/rig": true,
        },
        "goldens": dirs,
    });
    std::fs::write(
        out.join("MANIFEST-rust.json"),
        crate::golden::pretty(&manifest) + "\n",
    )
    .unwrap();
}
