//! The baseline of `tests/bench/rust_check.py`: tree-sitter-rust's parse time of the `.rs`
//! files `toolsight check DIR` would read (the same walk, the same parser set-up), so the
//! time of `check` on a crate can be stated as a multiple of parsing it.
//!
//! usage: cargo run --release --example rust_parse -- DIR [RUNS]
//!
//! Prints one JSON object: files, lines, bytes, and the parse time of all the files (read
//! beforehand, so disk and UTF-8 checks are not in it) for each of RUNS passes in one process.

use std::path::{Path, PathBuf};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(dir) = args.next() else {
        eprintln!("usage: rust_parse DIR [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let mut paths: Vec<PathBuf> = Vec::new();
    toolsight::workspace::walk_sources(Path::new(&dir), &[], &[], &["rs"], &mut paths);
    let texts: Vec<String> = paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    let lines: usize = texts.iter().map(|t| t.lines().count()).sum();
    let bytes: usize = texts.iter().map(String::len).sum();
    let mut pass_ms = Vec::with_capacity(runs);
    let mut nodes = 0;
    for _ in 0..runs {
        let start = Instant::now();
        // Counting the root's descendants keeps the trees alive until the pass is timed.
        nodes = texts
            .iter()
            .map(|t| {
                toolsight::rust::syntax::parse(t)
                    .root_node()
                    .descendant_count()
            })
            .sum::<usize>();
        pass_ms.push(start.elapsed().as_secs_f64() * 1000.0);
    }
    let out = serde_json::json!({
        "files": texts.len(),
        "lines": lines,
        "bytes": bytes,
        "nodes": nodes,
        "parse_ms": pass_ms,
    });
    println!("{out}");
}
