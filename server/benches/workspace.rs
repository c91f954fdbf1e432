//! Workspace costs: `cargo bench --bench workspace`.
//!
//! A generated workspace of 2,000 Python files (100 packages of 20 modules: 4 model modules
//! with TypedDicts, Enums and dataclasses, 16 tool modules importing them relatively and
//! absolutely, each with 5 stores tools). Measures the cold index (finding every module),
//! a cold analysis of every file (parse, cross-module types, payloads, rules: what
//! `toolsight check .` does), resident memory after it, and re-analysing a tool module after
//! an edit in a model module it imports.

use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

use toolsight::config::Config;
use toolsight::workspace::Workspace;

fn rss_kib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines().find(|l| l.starts_with("VmRSS:")).map(|l| {
                l.split_whitespace()
                    .nth(1)
                    .unwrap_or("0")
                    .parse()
                    .unwrap_or(0)
            })
        })
        .unwrap_or(0)
}

fn models(i: usize, j: usize) -> String {
    format!(
        "from dataclasses import dataclass\nfrom enum import Enum\nfrom typing import TypedDict\n\n\nclass Status{j}(str, Enum):\n    OPEN = \"open\"\n    CLOSED = \"closed\"\n\n\nclass Address{j}(TypedDict, total=False):\n    street: str\n    city: str\n\n\n@dataclass\nclass Point{j}:\n    x: float\n    y: float = 0.0\n\n\nTags{j} = list[str]\nPKG = {i}\n"
    )
}

fn tools(i: usize, k: usize) -> String {
    let mut s = format!("import stores\n\nfrom .models_0 import Status0, Address0\nfrom pkg{i}.models_1 import Tags1\nfrom . import models_2\nimport pkg{i}.models_3 as m3\n\n\n");
    for t in 0..5 {
        s.push_str(&format!(
            "def tool_{k}_{t}(city: str, status: Status0 = Status0.OPEN, tags: Tags1 = [], where: Address0 = None, at: models_2.Status2 = None, s3: m3.Status3 = None) -> str:\n    \"\"\"Tool {t} of module {k}.\n\n    Args:\n        city: The city.\n    \"\"\"\n    return city\n\n\n"
        ));
    }
    s.push_str(&format!(
        "index = stores.Index([{}])\n",
        (0..5)
            .map(|t| format!("tool_{k}_{t}"))
            .collect::<Vec<_>>()
            .join(", ")
    ));
    s
}

fn generate(root: &Path) -> Vec<PathBuf> {
    let _ = std::fs::remove_dir_all(root);
    let mut tool_files = Vec::new();
    for i in 0..100 {
        let pkg = root.join(format!("pkg{i}"));
        std::fs::create_dir_all(&pkg).unwrap();
        std::fs::write(pkg.join("__init__.py"), "").unwrap();
        for j in 0..4 {
            std::fs::write(pkg.join(format!("models_{j}.py")), models(i, j)).unwrap();
        }
        for k in 0..15 {
            let f = pkg.join(format!("tools_{k}.py"));
            std::fs::write(&f, tools(i, k)).unwrap();
            tool_files.push(f);
        }
    }
    tool_files
}

fn main() {
    let root = std::env::temp_dir().join("toolsight-bench-workspace");
    let tool_files = generate(&root);
    let rss0 = rss_kib();
    let t = Instant::now();
    let ws = Arc::new(Workspace::scan(
        &toolsight::frameworks::DIALECTS,
        std::slice::from_ref(&root),
    ));
    let scan = t.elapsed();
    let files = ws.files();
    assert_eq!(files.len(), 2000, "2,000 modules indexed");

    let config = Config::default();
    let t = Instant::now();
    let mut diagnostics = 0;
    let mut unresolved = 0;
    for (_, path) in &files {
        let source = std::fs::read_to_string(path).unwrap();
        let name = toolsight::workspace::analysis_name(path);
        let tree = toolsight::syntax::parse(&source, None);
        let a = toolsight::analysis::analyze_cached(
            &source,
            &tree,
            &name,
            &config,
            &[],
            Some(&*ws),
            None,
        );
        diagnostics += a.diagnostics.len();
        unresolved += a.diagnostics.iter().filter(|d| d.code == "L008").count();
    }
    let cold = t.elapsed();
    let rss1 = rss_kib();
    assert_eq!(unresolved, 0, "every imported type resolves");

    // Edit a model module that the tool modules import, then re-analyse one importer.
    let target = &tool_files[0];
    let model = target.parent().unwrap().join("models_0.py");
    let source = std::fs::read_to_string(target).unwrap();
    let name = toolsight::workspace::analysis_name(target);
    let mut times = Vec::new();
    for n in 0..50 {
        let edited =
            models(0, 0).replace("CLOSED = \"closed\"", &format!("CLOSED = \"closed{n}\""));
        ws.set_overlay("pkg0.models_0", Some(Arc::from(edited.as_str())));
        ws.invalidate();
        let t = Instant::now();
        let tree = toolsight::syntax::parse(&source, None);
        let a = toolsight::analysis::analyze_cached(
            &source,
            &tree,
            &name,
            &config,
            &[],
            Some(&*ws),
            None,
        );
        times.push(t.elapsed());
        let json = a.tools[0].entries[0].to_json().to_string();
        assert!(
            json.contains(&format!("closed{n}")),
            "the edit reaches the importer's payload"
        );
    }
    times.sort();
    let _ = model;
    println!("workspace: 2,000 files under {}", root.display());
    println!(
        "cold index (find and name every module):  {:>8.1} ms",
        scan.as_secs_f64() * 1e3
    );
    println!(
        "cold analysis of all 2,000 files:          {:>8.1} ms  ({} diagnostics)",
        cold.as_secs_f64() * 1e3,
        diagnostics
    );
    println!(
        "index + analysis:                          {:>8.1} ms",
        (scan + cold).as_secs_f64() * 1e3
    );
    println!(
        "resident memory: {:.1} MiB before, {:.1} MiB after the cold analysis",
        rss0 as f64 / 1024.0,
        rss1 as f64 / 1024.0
    );
    println!(
        "re-analyse an importer after editing the module it imports (median of 50): {:.2} ms",
        times[times.len() / 2].as_secs_f64() * 1e3
    );
    let _ = std::fs::remove_dir_all(&root);
}
