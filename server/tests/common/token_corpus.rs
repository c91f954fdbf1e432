//! Every payload of the committed goldens (what the real libraries produced), as the text
//! toolsight counts: shared by the token test and `examples/token_texts.rs`, which feeds the
//! same texts to js-tiktoken (`tests/tokens/regen.sh`).

use std::path::{Path, PathBuf};

/// (`<file under tests/goldens>#<entry index>`, compact JSON text), in a stable order.
pub fn golden_payload_texts(goldens: &Path) -> Vec<(String, String)> {
    let mut files = Vec::new();
    let mut dirs = vec![goldens.to_path_buf()];
    while let Some(d) = dirs.pop() {
        for e in std::fs::read_dir(&d).unwrap().flatten() {
            let p: PathBuf = e.path();
            if p.is_dir() {
                dirs.push(p);
            } else if p.extension().is_some_and(|x| x == "json") {
                files.push(p);
            }
        }
    }
    files.sort();
    let mut out = Vec::new();
    for f in files {
        let Ok(serde_json::Value::Array(entries)) =
            serde_json::from_str::<serde_json::Value>(&std::fs::read_to_string(&f).unwrap())
        else {
            continue;
        };
        let rel = f
            .strip_prefix(goldens)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        for (i, e) in entries.iter().enumerate() {
            if let Some(schema) = e.get("schema") {
                out.push((
                    format!("{rel}#{i}"),
                    toolsight::tokens::compact_json(schema),
                ));
            }
        }
    }
    out
}
