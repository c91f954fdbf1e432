//! One `max-file-size`, enforced before reading or parsing on every path (issue 27, item 9):
//! standard input, the directory walk (which skipped files over 2 MiB without a word) and the
//! language server's open documents.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Output, Stdio};

use crate::common::{Client, SAMPLE};
use serde_json::{json, Value};

fn bin() -> &'static str {
    env!("CARGO_BIN_EXE_toolsight")
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-size-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn run(args: &[&str], stdin: &[u8]) -> Output {
    let mut child = Command::new(bin())
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut input = child.stdin.take().unwrap();
    let data = stdin.to_vec();
    // Written from a thread: the command may stop reading, and its output must be drained.
    let writer = std::thread::spawn(move || {
        let _ = input.write_all(&data);
    });
    let out = child.wait_with_output().unwrap();
    writer.join().unwrap();
    out
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

#[test]
fn standard_input_over_the_limit_is_refused_like_a_file() {
    let big = format!(
        "{SAMPLE}PADDING = \"\"\"\n{}\"\"\"\n",
        "padding\n".repeat(100_000)
    );
    let o = run(
        &["check", "-", "--config", "max-file-size=1000"],
        big.as_bytes(),
    );
    assert!(
        stderr(&o).contains(&format!(
            "-: {} bytes, over `max-file-size` (1000 bytes)",
            big.len()
        )),
        "stdout: {}\nstderr: {}",
        String::from_utf8_lossy(&o.stdout),
        stderr(&o)
    );
    assert_ne!(o.status.code(), Some(0));
    let o = run(
        &["schema", "-", "--config", "max-file-size=1000"],
        big.as_bytes(),
    );
    assert!(
        stderr(&o).contains("over `max-file-size` (1000 bytes)"),
        "{}",
        stderr(&o)
    );
    assert_ne!(o.status.code(), Some(0));
    // Within the limit it is checked as before.
    let o = run(&["check", "-"], SAMPLE.as_bytes());
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
}

#[test]
fn check_dir_reports_what_check_file_reports_for_a_large_file() {
    let d = tmpdir("walk");
    // Over the walk's old 2 MiB cut, under the 10 MiB limit: analysed either way.
    // The padding is one string: 200,000 comment lines would take the parser minutes
    // (tree-sitter-python is superlinear on long comment runs).
    let large = format!(
        "{SAMPLE}PADDING = \"\"\"\n{}\"\"\"\n",
        "padding line\n".repeat(200_000)
    );
    assert!(large.len() > 2 << 20);
    let file = d.join("large_tools.py");
    std::fs::write(&file, &large).unwrap();
    let json_of = |o: &Output| -> Vec<Value> {
        serde_json::from_slice::<Vec<Value>>(&o.stdout)
            .unwrap_or_else(|e| panic!("{e}: {}", String::from_utf8_lossy(&o.stdout)))
    };
    let by_file = run(&["check", "--format", "json", file.to_str().unwrap()], b"");
    let by_dir = run(&["check", "--format", "json", d.to_str().unwrap()], b"");
    let codes = |v: &[Value]| -> Vec<String> {
        v.iter()
            .map(|x| x["code"].as_str().unwrap().to_string())
            .collect()
    };
    assert!(!json_of(&by_file).is_empty());
    assert_eq!(codes(&json_of(&by_dir)), codes(&json_of(&by_file)));
    assert_eq!(by_dir.status.code(), by_file.status.code());
    // Over the configured limit: both say that the file was skipped, and fail alike.
    let small = ["--config", "max-file-size=1000"];
    let by_file = run(
        &[&["check", file.to_str().unwrap()][..], &small].concat(),
        b"",
    );
    let by_dir = run(&[&["check", d.to_str().unwrap()][..], &small].concat(), b"");
    for o in [&by_file, &by_dir] {
        assert!(
            stderr(o).contains("over `max-file-size` (1000 bytes)"),
            "{}",
            stderr(o)
        );
    }
    assert_eq!(by_dir.status.code(), by_file.status.code());
    assert_eq!(by_dir.status.code(), Some(1));
    let _ = std::fs::remove_dir_all(&d);
}

#[test]
fn the_language_server_reports_x002_without_parsing() {
    let mut c = Client::start();
    c.initialize(None, json!({"maxFileSize": 10_000}));
    let counters = |c: &mut Client| -> Value {
        c.request(
            "workspace/executeCommand",
            json!({"command": "toolsight.testCounters", "arguments": []}),
        )["result"]
            .clone()
    };
    let small = "file:///tmp/toolsight-size/small.py";
    c.open(small, SAMPLE, 1);
    assert!(!c.diagnostics(small, 1).is_empty());
    let parses = counters(&mut c)["parses"]
        .as_u64()
        .expect("a parse counter");
    assert!(parses >= 1);
    let uri = "file:///tmp/toolsight-size/large.py";
    let large = format!("{SAMPLE}{}", "# padding line\n".repeat(1_000));
    c.open(uri, &large, 1);
    let d = c.diagnostics(uri, 1);
    assert_eq!(
        d.iter().map(|x| x["code"].clone()).collect::<Vec<_>>(),
        [json!("X002")],
        "{d:#?}"
    );
    // An edit keeps it over the limit: still no parse.
    let end = crate::common::utf16_position(&large, large.len());
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"range": {"start": end, "end": end}, "text": "x = 1\n"}]}),
    );
    assert_eq!(c.diagnostics(uri, 2).len(), 1);
    assert_eq!(counters(&mut c)["parses"].as_u64(), Some(parses));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}
