//! A mutation fuzzer over the analysis entry points, on stable Rust (no cargo-fuzz): seeds
//! are the test corpus, rule fixtures and examples; each step mutates one text (token
//! insertions from a Python-ish dictionary, non-ASCII text, deletions, duplications,
//! splices) and checks that
//! - analysis, rendering and rules finish without a panic (text → payloads → diagnostics);
//! - re-analysing the edited document incrementally (the language server's path: the tree
//!   edited and reparsed, the analysis cache reused) gives the same payloads and
//!   diagnostics as analysing the new text from scratch;
//! - no step takes longer than 10 s (a hang, not a speed measure);
//! - `check --fix --unsafe-fixes` on a text that parses gives a text that parses, and a write
//!   of the fixed text interrupted at any byte leaves the original file whole.
//!
//! `cargo test` runs a short fixed-seed session. Longer sessions:
//! `TOOLSIGHT_FUZZ_SECS=3600 TOOLSIGHT_FUZZ_SEED=7 cargo test --release --test it fuzz:: -- --nocapture`.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use toolsight::analysis::{analyze, analyze_cached, Analysis, Cache};
use toolsight::config::Config;
use toolsight::line_index::{Encoding, LineIndex};
use toolsight::lsp::document::{Change, Document};

struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*: deterministic for a seed, good enough to pick mutations.
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }
}

const TOKENS: &[&str] = &[
    "def ",
    "async def ",
    "class ",
    "(",
    ")",
    "[",
    "]",
    "{",
    "}",
    ":",
    ",",
    "=",
    "\n",
    "    ",
    "\t",
    "\"\"\"",
    "'",
    "\"",
    "#",
    "\\",
    "@tool",
    "@mcp.tool()",
    "-> ",
    "str",
    "int",
    "Optional[",
    "Annotated[",
    "Literal[",
    "Field(description=",
    " | ",
    "None",
    "**",
    "*",
    "lambda",
    "return ",
    "import ",
    "from typing import ",
    "é",
    "天気",
    "😀",
    "\u{2028}",
    "\r\n",
    "x",
    "self",
    "_",
    "0",
    "1.5",
    "...",
    "type X = ",
    "[T]",
    "if x:\n",
    "TOOL_SPEC = {",
    "\"name\": ",
    "\"input_schema\": ",
    "\"type\": \"object\"",
    "FunctionTool(",
    "Tool(",
];

fn seeds() -> Vec<String> {
    let repo = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut files: Vec<PathBuf> = Vec::new();
    for dir in [
        "tests/corpus",
        "tests/rules/fire",
        "tests/rules/quiet",
        "examples",
    ] {
        if let Ok(rd) = std::fs::read_dir(repo.join(dir)) {
            files.extend(
                rd.flatten()
                    .map(|e| e.path())
                    .filter(|p| p.extension().is_some_and(|e| e == "py")),
            );
        }
    }
    files.sort();
    files
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        // The depth-limit fixture is 40 KB of brackets: slow to mutate, nothing to learn.
        .filter(|t| t.len() < 20_000)
        .collect()
}

/// A char boundary at or before `i`, and not between the `\r` and `\n` of a CRLF: an LSP
/// position cannot name that point (the line ends before the `\r`), so no client sends it.
fn floor(text: &str, mut i: usize) -> usize {
    i = i.min(text.len());
    while !text.is_char_boundary(i) {
        i -= 1;
    }
    if i > 0 && text[..i].ends_with('\r') && text[i..].starts_with('\n') {
        i -= 1;
    }
    i
}

/// One edit: (start, end, replacement) in bytes of `text`.
fn mutation(rng: &mut Rng, text: &str, seeds: &[String]) -> (usize, usize, String) {
    let at = floor(text, rng.below(text.len() + 1));
    match rng.below(5) {
        0 | 1 => {
            let n = 1 + rng.below(4);
            let s: String = (0..n).map(|_| TOKENS[rng.below(TOKENS.len())]).collect();
            (at, at, s)
        }
        2 => {
            let end = floor(text, at + rng.below(80));
            (at, end.max(at), String::new())
        }
        3 => {
            let from = floor(text, rng.below(text.len() + 1));
            let to = floor(text, from + rng.below(200));
            (at, at, text[from..to.max(from)].to_string())
        }
        _ => {
            let other = &seeds[rng.below(seeds.len())];
            let from = floor(other, rng.below(other.len() + 1));
            let to = floor(other, from + rng.below(400));
            let end = floor(text, at + rng.below(200));
            (at, end.max(at), other[from..to.max(from)].to_string())
        }
    }
}

/// What must be the same however the analysis was reached.
fn observable(a: &Analysis) -> String {
    let mut out = String::new();
    for t in &a.tools {
        for e in t.entries.iter() {
            out.push_str(&e.to_json().to_string());
            out.push('\n');
        }
    }
    for d in &a.diagnostics {
        out.push_str(&format!("{} {:?} {}\n", d.code, d.span, d.message));
    }
    out
}

/// Applies one edit (byte range and new text) as the language server does, and analyses the
/// result twice: incrementally with `cache`, and from scratch.
/// A document as the language server opens it: parsed, analysed once, its cache filled.
fn open(text: &str, config: &Config) -> (Document, Cache) {
    let doc = Document::new(text.to_string(), 1, "m".into());
    let mut cache = Cache::default();
    let _ = analyze_cached(
        &doc.text,
        &doc.tree,
        "m",
        config,
        &[],
        None,
        Some(&mut cache),
    );
    (doc, cache)
}

fn edit(
    doc: &mut Document,
    cache: &mut Cache,
    config: &Config,
    (start, end, new): (usize, usize, &str),
    version: i32,
) -> (Analysis, Analysis) {
    let (a, b) = (utf16_pos(&doc.text, start), utf16_pos(&doc.text, end));
    doc.apply(
        vec![Change {
            range: Some((a, b)),
            text: new.to_string(),
        }],
        version,
        Encoding::Utf16,
    );
    // The document's line index is updated from the change, not rebuilt.
    assert_eq!(
        doc.index,
        LineIndex::new(&doc.text),
        "the edited line index"
    );
    let incremental = analyze_cached(&doc.text, &doc.tree, "m", config, &[], None, Some(cache));
    let fresh = analyze(
        &doc.text,
        &toolsight::syntax::parse(&doc.text, None),
        "m",
        config,
    );
    (incremental, fresh)
}

fn utf16_pos(text: &str, offset: usize) -> (u32, u32) {
    let before = &text[..offset];
    let line = before.matches('\n').count() as u32;
    let start = before.rfind('\n').map_or(0, |i| i + 1);
    (line, text[start..offset].encode_utf16().count() as u32)
}

/// The stack the language server gives its analysis threads (lsp/mod.rs): the fuzzer checks
/// what the server would do, not what a 2 MB test thread can take.
const STACK: usize = 256 << 20;

#[test]
fn fuzz_analysis_and_incremental_reanalysis() {
    std::thread::Builder::new()
        .stack_size(STACK)
        .spawn(session)
        .unwrap()
        .join()
        .unwrap_or_else(|p| std::panic::resume_unwind(p));
}

fn session() {
    // Where to save each input before it is analysed, to keep the one that kills the process
    // (a stack overflow aborts without unwinding).
    let last = std::env::var_os("TOOLSIGHT_FUZZ_LAST").map(PathBuf::from);
    let secs: u64 = std::env::var("TOOLSIGHT_FUZZ_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let seed: u64 = std::env::var("TOOLSIGHT_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed);
    // The default session: a fixed number of steps (not a time), so a run is reproducible;
    // CI asks for more with `TOOLSIGHT_FUZZ_STEPS`.
    let steps_wanted: usize = std::env::var("TOOLSIGHT_FUZZ_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(400);
    let max_steps = if secs == 0 { steps_wanted } else { usize::MAX };
    let deadline = Instant::now() + Duration::from_secs(secs);
    let seeds = seeds();
    assert!(seeds.len() > 50, "seeds: {}", seeds.len());
    let config = Config::default();
    let mut rng = Rng(seed | 1);
    let (mut steps, mut slowest) = (0usize, Duration::ZERO);
    while steps < max_steps && (secs == 0 || Instant::now() < deadline) {
        let base = seeds[rng.below(seeds.len())].clone();
        let (mut doc, mut cache) = open(&base, &config);
        let mut history: Vec<serde_json::Value> = Vec::new();
        // A few edits in a row on the same document, as while typing.
        for v in 2..2 + 1 + rng.below(4) as i32 {
            let (start, end, new) = mutation(&mut rng, &doc.text, &seeds);
            let mut expected = doc.text.clone();
            expected.replace_range(start..end, &new);
            // The document's history since it was opened: replaying it reproduces the
            // cache's state, which one edit alone may not.
            history.push(serde_json::json!([start, end, new]));
            if let Some(p) = &last {
                let _ = std::fs::write(
                    p,
                    serde_json::json!({"base": base, "edits": history}).to_string(),
                );
            }
            let t0 = Instant::now();
            let (incremental, fresh) = edit(&mut doc, &mut cache, &config, (start, end, &new), v);
            assert_eq!(
                doc.text, expected,
                "the edit was applied at the wrong place"
            );
            let took = t0.elapsed();
            slowest = slowest.max(took);
            assert!(
                took < Duration::from_secs(10),
                "a step took {took:?} (seed {seed}, step {steps}); text:\n{}",
                doc.text
            );
            assert_eq!(
                observable(&incremental),
                observable(&fresh),
                "incremental re-analysis differs from a fresh one (seed {seed}, step {steps}); text:\n{}",
                doc.text
            );
            steps += 1;
        }
    }
    // The peak resident memory of this process, for long sessions' reports.
    let peak = std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmHWM:"))
                .map(|l| l.split_whitespace().nth(1).unwrap_or("?").to_string())
        })
        .unwrap_or_else(|| "?".into());
    eprintln!(
        "fuzz: {steps} edits from {} seeds, seed {seed}, slowest step {slowest:?}, peak RSS {peak} kB",
        seeds.len()
    );
}

/// Inputs the fuzzer once failed on (`tests/fuzz/regressions/*.json`: a document's base text
/// and its edit history, as `TOOLSIGHT_FUZZ_LAST` saves them), replayed on every run.
#[test]
fn fuzz_regressions_replay_equal() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join("tests/fuzz/regressions");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .flatten()
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|e| e == "json"))
        .collect();
    files.sort();
    assert!(!files.is_empty());
    let config = Config::default();
    for file in files {
        let case: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
        let (mut doc, mut cache) = open(case["base"].as_str().unwrap(), &config);
        for (n, e) in case["edits"].as_array().unwrap().iter().enumerate() {
            let (start, end) = (
                e[0].as_u64().unwrap() as usize,
                e[1].as_u64().unwrap() as usize,
            );
            let new = e[2].as_str().unwrap();
            let (incremental, fresh) = edit(
                &mut doc,
                &mut cache,
                &config,
                (start, end, new),
                2 + n as i32,
            );
            assert_eq!(
                observable(&incremental),
                observable(&fresh),
                "{}: edit {n}",
                file.display()
            );
        }
    }
}

/// Names a renaming fix must not spread: blank, and equal to other words of the module.
const FIX_TOKENS: &[&str] = &[
    "@tool(name=\" \")\n",
    "@tool(name=\"a.b\")\n",
    "\"name\": \" \", ",
    "\"name\": \"x y\", ",
    "größe",
    "grosse = 1\n",
    "def größe(größe: int) -> int:\n    return größe\n",
    // Issue 27's corruption: a hand-written OpenAI tool named " ".
    "tools = [{\"type\": \"function\", \"function\": {\"name\": \" \", \"description\": \"d\", \"parameters\": {\"type\": \"object\", \"properties\": {}}}}]\nclient.chat.completions.create(model=\"gpt-4o\", messages=[], tools=tools)\n",
];

/// `--fix` on mutated seeds: every fixed file that parsed before parses after, and an
/// interrupted write (the writer fails after a random number of bytes, as on a full disk or
/// a crash) leaves the original file as it was, with no temporary file left behind.
#[test]
fn fuzz_fix_keeps_files_parsing_and_interrupted_writes_keep_the_original() {
    use toolsight::cli::check::{check_path, fix_file, FileReport};
    use toolsight::cli::files::{load_snapshot, replace_file_with};
    let steps: usize = std::env::var("TOOLSIGHT_FUZZ_FIX_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(150);
    let seed: u64 = std::env::var("TOOLSIGHT_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0xf1c5);
    let seeds = seeds();
    let config = Config::default();
    let mut rng = Rng(seed | 1);
    let dir = std::env::temp_dir().join(format!("toolsight-fuzz-fix-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("t.py");
    let parses = |t: &str| !toolsight::syntax::parse(t, None).root_node().has_error();
    let (mut fixed_files, mut tried) = (0, 0);
    while tried < steps {
        let mut text = seeds[rng.below(seeds.len())].clone();
        for _ in 0..rng.below(3) {
            let (start, end, new) = if rng.below(3) == 0 {
                let at = floor(&text, rng.below(text.len() + 1));
                (at, at, FIX_TOKENS[rng.below(FIX_TOKENS.len())].to_string())
            } else {
                mutation(&mut rng, &text, &seeds)
            };
            text.replace_range(start..end, &new);
        }
        if !parses(&text) {
            continue;
        }
        tried += 1;
        std::fs::write(&path, &text).unwrap();
        let mut ws = toolsight::project::Workspaces::for_paths(std::slice::from_ref(&path));
        let (diagnostics, tools) = check_path(&path, &text, &config, &mut ws);
        let report = FileReport {
            path: path.clone(),
            source: text.clone(),
            diagnostics,
            tools,
        };
        let fixed = fix_file(&path, &report, &config, &mut ws, true);
        assert!(
            parses(&fixed.text),
            "a fix broke the syntax (seed {seed}); before:\n{text}\nafter:\n{}",
            fixed.text
        );
        // The rollback keeps the file whole; a fix it had to refuse is still a rule's bug.
        assert!(
            fixed.refused.is_empty(),
            "fixes refused (seed {seed}): {:?}; text:\n{text}",
            fixed.refused
        );
        if fixed.text == text {
            continue;
        }
        fixed_files += 1;
        let (_, snapshot) = load_snapshot(&path, 1 << 24).unwrap();
        let cut = rng.below(fixed.text.len() + 1);
        let r = replace_file_with(&path, &snapshot, &fixed.text, |f, bytes| {
            std::io::Write::write_all(f, &bytes[..cut.min(bytes.len())])?;
            Err(std::io::Error::other("interrupted"))
        });
        assert!(r.is_err());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), text);
        let left: Vec<_> = std::fs::read_dir(&dir).unwrap().flatten().collect();
        assert_eq!(left.len(), 1, "a temporary file was left behind");
        replace_file_with(&path, &snapshot, &fixed.text, |f, bytes| {
            std::io::Write::write_all(f, bytes)
        })
        .unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), fixed.text);
    }
    let _ = std::fs::remove_dir_all(&dir);
    eprintln!("fuzz --fix: {tried} parsing texts, {fixed_files} changed by fixes, seed {seed}");
    assert!(fixed_files > 0, "no fix was exercised");
}

/// The language server under hostile messages (issue 27, items 6 and 7), from a fixed seed:
/// bodies the decoder refuses (duplicate keys, ids beyond i64, wrong types, cut JSON),
/// unknown methods, and edits and reads at positions inside a character, past a line's end or
/// the file's, on documents with CR-only, CRLF and non-ASCII lines, under UTF-16 and UTF-8
/// position encodings. After every message the server must still answer a request, and at the
/// end it must exit on `exit`.
#[test]
fn fuzz_protocol_messages_keep_the_server_answering() {
    let steps: usize = std::env::var("TOOLSIGHT_FUZZ_PROTOCOL_STEPS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(120);
    let seed: u64 = std::env::var("TOOLSIGHT_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1);
    for encoding in ["utf-16", "utf-8"] {
        protocol_session(encoding, steps / 2, seed);
    }
}

fn protocol_session(encoding: &str, steps: usize, seed: u64) {
    use crate::common::Client;
    use serde_json::{json, Value};
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut c = Client::start();
    c.initialize(Some(vec![encoding]), json!({}));
    const DOCS: &[&str] = &[
        "from selectools import tool\r\r\r@tool(name=\"w.get\")\rdef f(city: str) -> str:\r    \"\"\"Weather 東京.\"\"\"\r    return city\r",
        "from selectools import tool\r\n\r\n\r\n@tool(name=\"w.get\")\r\ndef f(c: str) -> str:\r\n    \"\"\"Zürich 😀.\"\"\"\r\n    return c\r\n",
        "from mcp.server.fastmcp import FastMCP\nmcp = FastMCP(\"m\")\n@mcp.tool()\ndef g(x: int = 1) -> int:\n    \"\"\"é😀天\"\"\"\n    return x\n",
    ];
    let uris: Vec<String> = (0..DOCS.len())
        .map(|i| format!("file:///tmp/toolsight-protocol-fuzz/m{i}.py"))
        .collect();
    for (i, d) in DOCS.iter().enumerate() {
        c.open(&uris[i], d, 1);
    }
    let mut version = 1;
    let position = |rng: &mut Rng| -> Value {
        let big = [0u64, 1, 2, 3, 5, 8, 40, 1 << 20, u32::MAX as u64];
        json!({"line": big[rng.below(5)], "character": big[rng.below(big.len())]})
    };
    for _ in 0..steps {
        let uri = uris[rng.below(uris.len())].clone();
        match rng.below(9) {
            0 => c.send_raw(
                br#"{"jsonrpc":"2.0","id":5,"method":"textDocument/hover","method":"shutdown","params":{}}"#,
            ),
            1 => {
                let ids = ["9223372036854775808", "18446744073709551615", "-1", "1.5", "\"s\"", "null", "[1]"];
                let body = format!(
                    r#"{{"jsonrpc":"2.0","id":{},"method":"textDocument/hover","params":{{}}}}"#,
                    ids[rng.below(ids.len())]
                );
                c.send_raw(body.as_bytes());
            }
            2 => {
                let cut = r#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument""#;
                c.send_raw(&cut.as_bytes()[..rng.below(cut.len()) + 1]);
            }
            3 => c.send(json!({"jsonrpc": "2.0", "id": 77, "method": "textDocument/hover",
                "params": {"textDocument": 5, "position": "x"}})),
            4 => c.send(json!({"jsonrpc": "2.0", "id": 78, "method": "toolsight/unknown", "params": [1, 2]})),
            5 | 6 => {
                version += 1;
                let inserts = ["x", "é", "😀", "\r", "\n", "\r\n", "", "def h(:", "\"\"\""];
                c.notify(
                    "textDocument/didChange",
                    json!({"textDocument": {"uri": uri, "version": version},
                        "contentChanges": [{"range": {"start": position(&mut rng), "end": position(&mut rng)},
                            "text": inserts[rng.below(inserts.len())]}]}),
                );
            }
            _ => {
                let method = ["textDocument/hover", "textDocument/codeAction", "textDocument/codeLens"]
                    [rng.below(3)];
                let start = position(&mut rng);
                let params = match method {
                    "textDocument/hover" => json!({"textDocument": {"uri": uri}, "position": start}),
                    "textDocument/codeAction" => json!({"textDocument": {"uri": uri},
                        "range": {"start": start, "end": position(&mut rng)}, "context": {"diagnostics": []}}),
                    _ => json!({"textDocument": {"uri": uri}}),
                };
                let r = c.request(method, params);
                assert!(r.get("result").is_some() || r.get("error").is_some(), "{r}");
            }
        }
        // Still answering, whatever came before.
        let r = c.request(
            "workspace/executeCommand",
            json!({"command": "toolsight.showSchemas", "arguments": [uris[0]]}),
        );
        assert!(r.get("result").is_some() || r.get("error").is_some(), "{r}");
    }
    assert!(
        c.shutdown_and_exit().is_some(),
        "the server did not exit after shutdown and exit ({encoding})"
    );
}
