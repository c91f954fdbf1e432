//! Language-server latency over real stdio: `cargo bench --bench lsp_stdio`.
//!
//! The built binary is spawned and driven as an editor drives it (the end-to-end tests'
//! client), so every figure includes the JSON-RPC framing, both pipes and the server's
//! scheduling. `TOOLSIGHT_BIN=/path/to/toolsight` measures another build instead (a
//! baseline measured in the same session).
//!
//! - Publish latency: a one-character edit in the middle of the generated 10,000-line module
//!   (`support/generate.rs`, 200 tools; the `lsp` benchmark's file and edit), from sending
//!   `didChange` to receiving `publishDiagnostics` for that version.
//! - Hovers while a 10 MB module (4,400 tools) is re-analysed: an edit to the large module,
//!   then hovers, one after another, on a small module (20 tools) and on the large one,
//!   until the large module's diagnostics for the edit arrive; several rounds. A hover on a
//!   tool's name adds up what the whole set of tools sent with it costs, which takes a
//!   while in a set of 4,400 (measured once, alone). Then the same edits with no hovers,
//!   for the large module's edit-to-publish latency alone.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::json;

#[path = "../tests/common/mod.rs"]
mod common;
#[path = "support/generate.rs"]
mod generate;

use common::{utf16_position, Client};
use generate::generate;

fn quantile(v: &[Duration], q: f64) -> Duration {
    let mut v = v.to_vec();
    v.sort();
    v[((v.len() - 1) as f64 * q).round() as usize]
}

fn ms(d: Duration) -> String {
    format!("{:.3} ms", d.as_secs_f64() * 1e3)
}

fn summary(name: &str, v: &[Duration]) {
    println!(
        "{name}: n = {}, median {}, p99 {}, max {}",
        v.len(),
        ms(quantile(v, 0.5)),
        ms(quantile(v, 0.99)),
        ms(quantile(v, 1.0)),
    );
}

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name)
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(default)
}

/// A one-character edit at `at`, typed (even `i`) or deleted (odd `i`), so that the text
/// alternates between two versions.
fn toggle(c: &mut Client, uri: &str, text: &str, at: usize, i: usize, version: i64) {
    let start = utf16_position(text, at);
    let change = if i.is_multiple_of(2) {
        json!({"range": {"start": start, "end": start}, "text": "x"})
    } else {
        let end =
            json!({"line": start["line"], "character": start["character"].as_u64().unwrap() + 1});
        json!({"range": {"start": start, "end": end}, "text": ""})
    };
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}),
    );
}

fn publish_latency(bin: &Path) {
    let mut c = Client::start_bin(bin);
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-bench/module.py";
    let text = generate(200, 10_000);
    c.open(uri, &text, 1);
    c.diagnostics(uri, 1);
    let at = text.find("Tool number 100.").unwrap() + "Tool number 100".len();
    let (warmup, runs) = (10, env_usize("TOOLSIGHT_BENCH_RUNS", 200));
    let mut times = Vec::new();
    for i in 0..warmup + runs {
        let version = i as i64 + 2;
        let t = Instant::now();
        toggle(&mut c, uri, &text, at, i, version);
        c.diagnostics(uri, version);
        if i >= warmup {
            times.push(t.elapsed());
        }
    }
    println!(
        "file: {} lines, 200 tools, {} bytes",
        text.lines().count(),
        text.len()
    );
    summary("didChange -> publishDiagnostics of that version", &times);
    c.shutdown_and_exit();
}

fn hovers_during_analysis(bin: &Path) {
    let mut c = Client::start_bin(bin);
    c.initialize(None, json!({}));
    let big_uri = "file:///tmp/toolsight-bench/large.py";
    let small_uri = "file:///tmp/toolsight-bench/small.py";
    let big = generate(4_400, 220_000);
    let small = generate(20, 1_000);
    let t = Instant::now();
    c.open(big_uri, &big, 1);
    c.diagnostics(big_uri, 1);
    let open = t.elapsed();
    c.open(small_uri, &small, 1);
    c.diagnostics(small_uri, 1);
    let at = big.find("Tool number 2000.").unwrap() + "Tool number 2000".len();
    // A tool's name (its payloads, and the cost of the set it is sent with) and a parameter
    // (its schema per provider).
    let name_at = |text: &str| utf16_position(text, text.find("def tool_3(").unwrap() + 5);
    let param_at = |text: &str| utf16_position(text, text.find("def tool_3(city").unwrap() + 12);
    let (small_name, small_param) = (name_at(&small), param_at(&small));
    let (big_name, big_param) = (name_at(&big), param_at(&big));
    let hover = |c: &mut Client, uri: &str, position: &serde_json::Value| -> Duration {
        let t = Instant::now();
        let r = c.request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri}, "position": position}),
        );
        let took = t.elapsed();
        assert!(r["result"]["contents"]["value"].is_string(), "{r}");
        took
    };
    // Baseline: the same hovers with nothing being analysed.
    let mut baseline: [Vec<Duration>; 3] = Default::default();
    for _ in 0..1_000 {
        baseline[0].push(hover(&mut c, small_uri, &small_name));
        baseline[1].push(hover(&mut c, small_uri, &small_param));
        baseline[2].push(hover(&mut c, big_uri, &big_param));
    }
    let rounds = env_usize("TOOLSIGHT_BENCH_ROUNDS", 5);
    let mut times: [Vec<Duration>; 3] = Default::default();
    let mut analyses = Vec::new();
    for i in 0..rounds {
        let version = i as i64 + 2;
        let t = Instant::now();
        toggle(&mut c, big_uri, &big, at, i, version);
        let published = |c: &mut Client| {
            c.poll();
            c.backlog.iter().position(|m| {
                m["method"] == "textDocument/publishDiagnostics"
                    && m["params"]["uri"] == big_uri
                    && m["params"]["version"] == version
            })
        };
        loop {
            times[0].push(hover(&mut c, small_uri, &small_name));
            times[1].push(hover(&mut c, small_uri, &small_param));
            times[2].push(hover(&mut c, big_uri, &big_param));
            if let Some(p) = published(&mut c) {
                analyses.push(t.elapsed());
                c.backlog.remove(p);
                break;
            }
        }
    }
    // Not during the analysis: the cost of this hover itself.
    let idle: Vec<Duration> = (0..5).map(|_| hover(&mut c, big_uri, &big_name)).collect();
    // The same edits with no hovers competing for the two cores.
    let mut alone = Vec::new();
    for i in rounds..2 * rounds {
        let version = i as i64 + 2;
        let t = Instant::now();
        toggle(&mut c, big_uri, &big, at, i, version);
        c.diagnostics(big_uri, version);
        alone.push(t.elapsed());
    }
    println!(
        "file: {} lines, 4,400 tools, {} bytes; opened and analysed in {}",
        big.lines().count(),
        big.len(),
        ms(open)
    );
    summary(
        "edit -> publishDiagnostics (large file), during the hovers",
        &analyses,
    );
    summary("edit -> publishDiagnostics (large file), alone", &alone);
    for (what, i) in [
        ("a tool of the small file", 0),
        ("a parameter of the small file", 1),
        ("a parameter of the large file", 2),
    ] {
        summary(&format!("hover on {what}, nothing analysed"), &baseline[i]);
        summary(&format!("hover on {what}, during the analysis"), &times[i]);
    }
    summary(
        "hover on a tool of the large file, after the analysis",
        &idle,
    );
    c.shutdown_and_exit();
}

fn main() {
    let bin = std::env::var_os("TOOLSIGHT_BIN")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_BIN_EXE_toolsight")));
    println!("server: {}", bin.display());
    publish_latency(&bin);
    hovers_during_analysis(&bin);
}
