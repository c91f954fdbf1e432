//! Rust tool discovery against the Rust corpus: every tool the oracle lists (the goldens
//! under `tests/goldens/{rmcp,rig}/`, produced by compiling `tests/rust-corpus/` against the
//! real crates) is found by the Rust front-end, under the same Rust path and name and
//! attributed to the same framework, and nothing else is.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use serde_json::Value;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

type Key = (String, String, String);

fn golden(stem: &str) -> BTreeSet<Key> {
    let mut out = BTreeSet::new();
    for lib in ["rmcp", "rig"] {
        let p = repo().join(format!("tests/goldens/{lib}/{stem}.json"));
        let Ok(text) = std::fs::read_to_string(&p) else {
            continue;
        };
        let v: Vec<Value> = serde_json::from_str(&text).unwrap();
        for e in v {
            out.insert((
                e["function"].as_str().unwrap().to_string(),
                e["name"].as_str().unwrap().to_string(),
                lib.to_string(),
            ));
        }
    }
    out
}

fn discovered(path: &Path) -> BTreeSet<Key> {
    let text = std::fs::read_to_string(path).unwrap();
    let stem = path.file_stem().unwrap().to_string_lossy().to_string();
    let module = toolsight::frameworks::rust_front::analyze_rust(&text, Some(path), &stem);
    toolsight::render::choose(&module, &Default::default())
        .into_iter()
        .map(|c| {
            (
                module.function_path(c.function),
                toolsight::render::plain_name(&c),
                c.library.id().to_string(),
            )
        })
        .collect()
}

#[test]
fn every_corpus_tool_is_found_with_its_name_and_framework() {
    let dir = repo().join("tests/rust-corpus");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("rs"))
        .collect();
    files.sort();
    let mut failures = Vec::new();
    let mut total = 0;
    for f in &files {
        let stem = f.file_stem().unwrap().to_string_lossy().to_string();
        let want = golden(&stem);
        let got = discovered(f);
        total += want.len();
        if want != got {
            failures.push(format!(
                "{stem}: missing {:?}, extra {:?}",
                want.difference(&got).collect::<Vec<_>>(),
                got.difference(&want).collect::<Vec<_>>()
            ));
        }
    }
    assert!(
        total >= 60,
        "expected the Rust corpus goldens, found {total} tools"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The description each tool sends, as the front-end resolves it (doc comments joined as
/// rmcp or rig join them, `description = CONST`, `concat!`, `description()` bodies), against
/// the goldens' (rmcp's `tools/list` entry, rig's `ToolDefinition`). Tools whose description
/// is computed at run time (`format!`) are listed in `dynamic`.
#[test]
fn corpus_descriptions_resolve_statically() {
    let dir = repo().join("tests/rust-corpus");
    let Ok(entries) = std::fs::read_dir(&dir) else {
        return;
    };
    let mut failures = Vec::new();
    let mut compared = 0;
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    for path in files
        .iter()
        .filter(|p| p.extension().and_then(|e| e.to_str()) == Some("rs"))
    {
        let stem = path.file_stem().unwrap().to_string_lossy().to_string();
        let text = std::fs::read_to_string(path).unwrap();
        let module = toolsight::frameworks::rust_front::analyze_rust(&text, Some(path), &stem);
        for (lib, provider) in [("rmcp", "mcp"), ("rig", "native")] {
            let p = repo().join(format!("tests/goldens/{lib}/{stem}.json"));
            let Ok(g) = std::fs::read_to_string(&p) else {
                continue;
            };
            let g: Vec<Value> = serde_json::from_str(&g).unwrap();
            for e in g.iter().filter(|e| e["provider"] == provider) {
                let Some(schema) = e.get("schema") else {
                    continue;
                };
                let want = schema["description"].as_str();
                let function = e["function"].as_str().unwrap();
                let Some(f) = module
                    .functions
                    .iter()
                    .find(|f| module.function_path(f) == function)
                else {
                    failures.push(format!("{function}: not found"));
                    continue;
                };
                let got = f.rust.as_ref().unwrap().description.as_deref();
                compared += 1;
                if got != want {
                    failures.push(format!("{function}: want {want:?}, got {got:?}"));
                }
            }
        }
    }
    assert!(compared >= 60, "compared {compared}");
    assert!(
        failures.is_empty(),
        "{} of {compared}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
