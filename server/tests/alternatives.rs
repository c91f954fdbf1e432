//! Alternatives are one tool, or one set, not two: the fixture project
//! `tests/alternatives/` (README there). Each module is analysed in its workspace
//! as `toolsight check` does; the set-level diagnostics it reports (collisions, counts,
//! set budgets) must be exactly the `# expect: CODE[, CODE]` comments, by line.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use toolsight::config::Config;
use toolsight::line_index::LineIndex;

/// The rules about tools sent together, which alternatives decide.
const SET_RULES: &[&str] = &[
    "C001", "C002", "K001", "K002", "K003", "K004", "T002", "T003",
];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/alternatives")
}

fn python_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            python_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "py") {
            out.push(p);
        }
    }
}

/// `(line, code)` for every `# expect: A, B` comment (1-based lines).
fn expected(source: &str) -> BTreeSet<(usize, String)> {
    let mut out = BTreeSet::new();
    for (i, line) in source.lines().enumerate() {
        if let Some((_, codes)) = line.split_once("# expect:") {
            for c in codes.split(',') {
                out.insert((i + 1, c.trim().to_string()));
            }
        }
    }
    out
}

#[test]
fn alternatives_are_sent_one_at_a_time() {
    let mut files = Vec::new();
    python_files(&root(), &mut files);
    assert!(
        files.len() >= 7,
        "fixture modules under {}",
        root().display()
    );
    let mut workspaces = toolsight::project::Workspaces::default();
    let mut failures = Vec::new();
    let mut tools = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let module = toolsight::project::analyze_file(file, &source, &mut workspaces, &[]);
        tools += module.marks.len();
        let diags = toolsight::rules::check(&module, &source, &Config::default());
        let index = LineIndex::new(&source);
        let got: BTreeSet<(usize, String)> = diags
            .iter()
            .filter(|d| SET_RULES.contains(&d.code))
            .map(|d| (index.line_col_utf8(d.span.start).0 + 1, d.code.to_string()))
            .collect();
        let want = expected(&source);
        let rel = file.strip_prefix(root()).unwrap().display().to_string();
        for (line, code) in want.difference(&got) {
            failures.push(format!("{rel}:{line}: expected {code}, not reported"));
        }
        for (line, code) in got.difference(&want) {
            let d = diags
                .iter()
                .find(|d| d.code == code && index.line_col_utf8(d.span.start).0 + 1 == *line)
                .map(|d| d.message.clone())
                .unwrap_or_default();
            failures.push(format!("{rel}:{line}: {code} reported: {d}"));
        }
    }
    // Every module's tools are found: the negatives are quiet because alternatives are
    // understood, not because nothing was discovered.
    assert!(
        tools >= 150,
        "only {tools} marks found in the fixture project"
    );
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
