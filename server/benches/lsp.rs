//! Language-server costs on a large file: `cargo bench --bench lsp`.
//!
//! A generated 10,000-line module with 200 tools (stores). Measures, in one run:
//! tree-sitter's incremental reparse after a one-character edit (the baseline), the server's
//! edit → diagnostics-ready path for the same edit (apply + reparse + analysis + LSP
//! conversion), a hover, and resident memory with the document open. Medians of many runs.

use std::time::{Duration, Instant};

use toolsight::config::Config;
use toolsight::line_index::Encoding;
use toolsight::lsp::document::{Change, Document};

#[path = "support/generate.rs"]
mod generate;
use generate::generate;

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

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

fn main() {
    let text = generate(200, 10_000);
    let lines = text.lines().count();
    let rss_before = rss_kib();
    let config = Config::default();
    let mut doc = Document::new(text.clone(), 1, "bench".into());
    let analysis = toolsight::analysis::analyze(&doc.text, &doc.tree, &doc.module, &config);
    let rss_open = rss_kib();
    assert_eq!(analysis.tools.len(), 200, "all tools found");

    // The edit: type one character inside a docstring in the middle of the file.
    let target = text.find("Tool number 100.").unwrap() + "Tool number 100".len();
    let (line, col) = {
        let before = &text[..target];
        (
            before.matches('\n').count() as u32,
            (target - before.rfind('\n').map(|i| i + 1).unwrap_or(0)) as u32,
        )
    };
    let runs = 200;
    let mut reparse = Vec::new();
    let mut server = Vec::new();
    let mut version = 1;
    for i in 0..runs {
        // Alternate insert and delete so the text stays the same size.
        let (range, new) = if i % 2 == 0 {
            (((line, col), (line, col)), "x".to_string())
        } else {
            (((line, col), (line, col + 1)), String::new())
        };
        // Baseline: tree-sitter alone (edit + incremental reparse) on a clone of the document.
        let mut base = Document::new(String::new(), 0, String::new());
        base.text = doc.text.clone();
        base.index = doc.index.clone();
        base.tree = doc.tree.clone();
        let t0 = Instant::now();
        base.apply(
            vec![Change {
                range: Some(range),
                text: new.clone(),
            }],
            version + 1,
            Encoding::Utf16,
        );
        reparse.push(t0.elapsed());

        version += 1;
        let t1 = Instant::now();
        doc.apply(
            vec![Change {
                range: Some(range),
                text: new,
            }],
            version,
            Encoding::Utf16,
        );
        let a = {
            let mut cache = doc.cache.lock().unwrap();
            toolsight::analysis::analyze_cached(
                &doc.text,
                &doc.tree,
                &doc.module,
                &config,
                &[],
                None,
                Some(&mut cache),
            )
        };
        let diags: Vec<_> = a
            .diagnostics
            .iter()
            .map(|d| doc.index.position(&doc.text, d.span.start, Encoding::Utf16))
            .collect();
        server.push(t1.elapsed());
        std::hint::black_box(diags);
    }
    let mut hovers = Vec::new();
    let hover_at = doc.text.find("def tool_150").unwrap() + 6;
    for _ in 0..runs {
        let t = Instant::now();
        let h = toolsight::lsp::hover::hover(
            &analysis,
            &doc.text,
            hover_at,
            toolsight::tokens::Encoding::default(),
        );
        hovers.push(t.elapsed());
        assert!(h.is_some());
    }
    // Where the time goes, on the final text.
    let t = Instant::now();
    let m = toolsight::extract::analyze_tree(
        &toolsight::frameworks::DIALECTS,
        &doc.text,
        &doc.tree,
        &doc.module,
    );
    let t_extract = t.elapsed();
    let t = Instant::now();
    let ctx = toolsight::rules::Ctx::new(&m, &doc.text, &config);
    let t_render = t.elapsed();
    let t = Instant::now();
    let d = toolsight::rules::check_ctx(&ctx);
    let t_rules = t.elapsed();
    println!(
        "phases: extract {:.3} ms, render {:.3} ms, rules {:.3} ms ({} diagnostics)",
        t_extract.as_secs_f64() * 1e3,
        t_render.as_secs_f64() * 1e3,
        t_rules.as_secs_f64() * 1e3,
        d.len()
    );
    let r = median(reparse);
    let s = median(server);
    let h = median(hovers);
    println!("file: {lines} lines, 200 tools, {} bytes", text.len());
    println!(
        "incremental reparse (baseline): {:>9.3} ms",
        r.as_secs_f64() * 1e3
    );
    println!(
        "edit -> diagnostics ready:      {:>9.3} ms  ({:.2}x the reparse)",
        s.as_secs_f64() * 1e3,
        s.as_secs_f64() / r.as_secs_f64()
    );
    println!(
        "hover:                          {:>9.3} ms",
        h.as_secs_f64() * 1e3
    );
    println!(
        "resident memory: {} KiB before open, {} KiB with the file open and analysed",
        rss_before, rss_open
    );
}
