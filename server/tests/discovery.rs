//! Discovery fixtures: every file under `tests/discovery/` says, in `# expect:` lines, which
//! tools it defines (`# expect: <framework> <qualname> <tool-name>`, `-` as the qualname of a
//! hand-written schema, `# expect: none` for a file without tools). A directory is one
//! workspace: tools may be registered in another module than the one defining them. The test
//! fails on any tool found but not expected, and any expected tool not found.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use toolsight::render::{self, Selection};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

type Tool = (String, String, String);

fn expected(source: &str) -> (BTreeSet<Tool>, bool) {
    let mut out = BTreeSet::new();
    let mut none = false;
    for line in source.lines() {
        let Some(rest) = line.trim_start().strip_prefix("# expect:") else {
            continue;
        };
        let parts: Vec<&str> = rest.split_whitespace().collect();
        match parts.as_slice() {
            ["none"] => none = true,
            [fw, qual, name] => {
                out.insert((fw.to_string(), qual.to_string(), name.to_string()));
            }
            _ => panic!("malformed expect line: {line}"),
        }
    }
    (out, none)
}

fn python_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap().flatten().collect();
    entries.sort_by_key(|e| e.file_name());
    for e in entries {
        let p = e.path();
        if p.is_dir() {
            python_files(&p, out);
        } else if p.extension().and_then(|x| x.to_str()) == Some("py") {
            out.push(p);
        }
    }
}

/// The tools toolsight finds in one file: (framework, qualname or `-`, name as sent).
fn found(module: &toolsight::model::Module) -> BTreeSet<Tool> {
    let sel = Selection::default();
    render::choose(module, &sel)
        .iter()
        .map(|c| {
            let qual = if c.function.kind == toolsight::model::DefKind::Schema {
                "-".to_string()
            } else {
                c.function.qualname.clone()
            };
            let entries = render::render_tool(module, c, &[], Default::default());
            let name = entries
                .first()
                .map(|e| e.rendered.name.clone())
                .unwrap_or_else(|| render::plain_name(c));
            (c.library.id().to_string(), qual, name)
        })
        .collect()
}

#[test]
fn discovery_fixtures_find_exactly_the_expected_tools() {
    let root = repo().join("tests/discovery");
    let mut files = Vec::new();
    python_files(&root, &mut files);
    assert!(
        files.len() >= 20,
        "expected the discovery fixtures under {}",
        root.display()
    );
    let mut workspaces = toolsight::project::Workspaces::default();
    let mut failures = Vec::new();
    let mut total = 0;
    for file in &files {
        let source = std::fs::read_to_string(file).unwrap();
        let (want, none) = expected(&source);
        // In a multi-file fixture only the modules that define tools need expect lines.
        let in_package = file.parent() != Some(root.as_path());
        assert!(
            none || in_package || !want.is_empty(),
            "{}: no `# expect:` line (use `# expect: none` for a file without tools)",
            file.display()
        );
        let module = toolsight::project::analyze_file(file, &source, &mut workspaces, &[]);
        let got = found(&module);
        total += want.len();
        let rel = file.strip_prefix(&root).unwrap().display().to_string();
        for t in want.difference(&got) {
            failures.push(format!("{rel}: missed {} {} {}", t.0, t.1, t.2));
        }
        for t in got.difference(&want) {
            failures.push(format!(
                "{rel}: not a tool, but found {} {} {}",
                t.0, t.1, t.2
            ));
        }
    }
    eprintln!("{} fixture files, {total} expected tools", files.len());
    let known_text =
        std::fs::read_to_string(repo().join("tests/discovery-known.txt")).unwrap_or_default();
    let known: BTreeSet<&str> = known_text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .collect();
    let mut unexpected: Vec<String> = failures
        .iter()
        .filter(|f| !known.contains(f.as_str()))
        .cloned()
        .collect();
    for k in &known {
        if !failures.iter().any(|f| f == k) {
            unexpected.push(format!(
                "{k}: listed in tests/discovery-known.txt but now right; remove it"
            ));
        }
    }
    eprintln!("{} known differences", known.len());
    assert!(
        unexpected.is_empty(),
        "{} discovery differences:\n{}",
        unexpected.len(),
        unexpected.join("\n")
    );
}
