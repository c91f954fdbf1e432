//! The baseline of the Python benchmarks: tree-sitter-python's own parse of the files
//! `toolsight check PATH` would read, with nothing of toolsight's around it, so a command's
//! time can be stated as a multiple of parsing the same bytes.
//!
//! usage: cargo run --release --example py_parse -- PATH [RUNS]
//!
//! Prints one JSON object: files, lines, bytes, nodes, and the parse time of all the files
//! (read beforehand, so disk and UTF-8 checks are not in it) for each of RUNS passes.

use std::path::{Path, PathBuf};
use std::time::Instant;

fn main() {
    let mut args = std::env::args().skip(1);
    let Some(path) = args.next() else {
        eprintln!("usage: py_parse PATH [RUNS]");
        std::process::exit(2);
    };
    let runs: usize = args.next().and_then(|r| r.parse().ok()).unwrap_or(5).max(1);
    let mut paths: Vec<PathBuf> = Vec::new();
    let path = Path::new(&path);
    if path.is_file() {
        paths.push(path.to_path_buf());
    } else {
        toolsight::workspace::walk_sources(path, &[], &[], &["py"], &mut paths);
    }
    let texts: Vec<String> = paths
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .collect();
    let lines: usize = texts.iter().map(|t| t.lines().count()).sum();
    let bytes: usize = texts.iter().map(String::len).sum();
    let mut parser = tree_sitter::Parser::new();
    parser
        .set_language(&toolsight::syntax::python())
        .expect("the bundled grammar loads");
    let mut pass_ms = Vec::with_capacity(runs);
    let mut nodes = 0;
    for _ in 0..runs {
        let start = Instant::now();
        // Counting the root's descendants keeps each tree alive until it is counted.
        nodes = texts
            .iter()
            .filter_map(|t| parser.parse(t, None))
            .map(|tree| tree.root_node().descendant_count())
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
