//! Deep and wide shapes that used to overflow the stack (issue table: nested default
//! literals, nested calls, long sums, nested subscripts, long unions, deep indentation), at
//! the size that crashed and ten times beyond it. The command must finish with an ordinary
//! exit code (no abort), report what it left out, and still find the tool written after the
//! deep statement.

use std::path::PathBuf;
use std::process::Command;

use serde_json::Value;

const HEAD: &str = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"m\")\n\n\n";
const TAIL: &str =
    "\n\n@mcp.tool()\ndef after(city: str) -> str:\n    \"\"\"Found after the deep statement.\"\"\"\n    return city\n";

fn shapes(scale: usize) -> Vec<(&'static str, String)> {
    let n = |k: usize| k * scale;
    vec![
        (
            "nested default",
            format!(
                "@mcp.tool()\ndef f(x={}{}) -> str:\n    \"\"\"F.\"\"\"\n    return ''\n",
                "[".repeat(n(4_700)),
                "]".repeat(n(4_700))
            ),
        ),
        (
            "nested calls",
            format!("x = {}{}\n", "g(".repeat(n(4_200)), ")".repeat(n(4_200))),
        ),
        (
            "long sum",
            format!("x = {}\n", vec!["1"; n(31_000)].join(" + ")),
        ),
        (
            "nested subscripts",
            format!(
                "@mcp.tool()\ndef f(x: {}int{}) -> str:\n    \"\"\"F.\"\"\"\n    return ''\n",
                "list[".repeat(n(10_400)),
                "]".repeat(n(10_400))
            ),
        ),
        (
            "long union",
            format!(
                "@mcp.tool()\ndef f(x: {}) -> str:\n    \"\"\"F.\"\"\"\n    return ''\n",
                vec!["int"; n(50_000)].join(" | ")
            ),
        ),
        (
            "nested blocks",
            (0..n(511))
                .map(|i| format!("{}if x:\n", " ".repeat(i)))
                .collect::<String>()
                + &" ".repeat(n(511))
                + "pass\n",
        ),
    ]
}

fn dir() -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-limits-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn deep_and_wide_shapes_finish_and_the_rest_of_the_file_is_analysed() {
    let d = dir();
    for scale in [1, 10] {
        for (what, body) in shapes(scale) {
            let path = d.join("deep.py");
            std::fs::write(&path, format!("{HEAD}{body}{TAIL}")).unwrap();
            let check = Command::new(env!("CARGO_BIN_EXE_toolsight"))
                .args(["check", "--format", "json", path.to_str().unwrap()])
                // Ten times 511 nested blocks is 13 MB of indentation: over the default.
                .args(["--config", "max-file-size=100000000"])
                .output()
                .unwrap();
            let code = check.status.code();
            assert!(
                matches!(code, Some(0) | Some(1)),
                "{what} ×{scale}: check ended with {:?}: {}",
                check.status,
                String::from_utf8_lossy(&check.stderr)
            );
            let schema = Command::new(env!("CARGO_BIN_EXE_toolsight"))
                .args(["schema", path.to_str().unwrap(), "--provider", "mcp"])
                .args(["--config", "max-file-size=100000000"])
                .output()
                .unwrap();
            assert_eq!(schema.status.code(), Some(0), "{what} ×{scale}");
            // The output may nest deeper than serde_json parses (a default that is a
            // 47,000-deep list is the payload): look for the entry as text.
            let out = String::from_utf8_lossy(&schema.stdout);
            assert!(
                out.contains("\"function\": \"deep.after\""),
                "{what} ×{scale}: the tool after the deep statement is missing"
            );
        }
    }
    let _ = std::fs::remove_dir_all(&d);
}

/// The codes `check` reports for a statement of `depth` nested parentheses before a tool.
fn codes_at_depth(depth: usize) -> Vec<String> {
    let d = dir().join(format!("depth-{depth}"));
    std::fs::create_dir_all(&d).unwrap();
    let path = d.join("deep.py");
    let deep = format!("x = {}{}\n", "(".repeat(depth), ")".repeat(depth));
    std::fs::write(&path, format!("{HEAD}{deep}{TAIL}")).unwrap();
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", "--format", "json", path.to_str().unwrap()])
        .output()
        .unwrap();
    let diags: Value = serde_json::from_slice(&o.stdout).unwrap();
    diags
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d["code"].as_str().map(str::to_string))
        .collect()
}

#[test]
fn a_statement_beyond_the_depth_limit_is_reported() {
    assert_eq!(codes_at_depth(10_001), ["X001"]);
    // Just within the limit it is analysed, and nothing is reported.
    assert!(codes_at_depth(9_990).is_empty());
}

/// 511 nested blocks with a string at the bottom: tree-sitter-python's scanner aborted the
/// process on it (SIGABRT, its serialisation buffer overflowed), in the language server
/// every open document with it. Python refuses 100 levels: the statement is reported as
/// X004 and left out, and the tool after it is still found.
#[test]
fn blocks_nested_past_pythons_indentation_limit_are_reported_not_parsed() {
    let deep: String = (0..511)
        .map(|i| format!("{}if x:\n", " ".repeat(i)))
        .collect::<String>()
        + &" ".repeat(511)
        + "'a'\n";
    let d = dir().join("indentation");
    std::fs::create_dir_all(&d).unwrap();
    let path = d.join("deep.py");
    std::fs::write(&path, format!("{HEAD}{deep}{TAIL}")).unwrap();
    let check = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", "--format", "json", path.to_str().unwrap()])
        .output()
        .unwrap();
    assert!(
        matches!(check.status.code(), Some(0) | Some(1)),
        "check ended with {:?}",
        check.status
    );
    let diags: Value = serde_json::from_slice(&check.stdout).unwrap();
    let codes: Vec<&str> = diags
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert_eq!(codes, ["X004"], "{diags:#}");
    // The first line past the limit (0-based): line 100 of the nesting, after HEAD's 5.
    assert_eq!(diags[0]["range"]["start"]["line"], 5 + 100, "{diags:#}");
    let schema = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", path.to_str().unwrap(), "--provider", "mcp"])
        .output()
        .unwrap();
    assert_eq!(schema.status.code(), Some(0), "{:?}", schema.status);
    assert!(String::from_utf8_lossy(&schema.stdout).contains("\"function\": \"deep.after\""));

    // The language server keeps running and keeps its other documents.
    let mut c = crate::common::Client::start();
    c.initialize(None, serde_json::json!({}));
    let other = "file:///tmp/toolsight-limits/other.py";
    c.open(other, crate::common::SAMPLE, 1);
    let before = c.diagnostics(other, 1);
    let uri = "file:///tmp/toolsight-limits/deep.py";
    c.open(uri, &format!("{HEAD}{deep}{TAIL}"), 1);
    let d = c.diagnostics(uri, 1);
    assert_eq!(d.len(), 1, "{d:#?}");
    assert_eq!(d[0]["code"], "X004");
    assert_eq!(d[0]["range"]["start"]["line"], 5 + 100);
    let h = c.request(
        "textDocument/hover",
        serde_json::json!({"textDocument": {"uri": other}, "position": {"line": 5, "character": 5}}),
    );
    assert!(h.get("error").is_none(), "{h}");
    // An edit that deepens the nesting further is analysed too (the incremental path).
    let end =
        crate::common::utf16_position(&format!("{HEAD}{deep}{TAIL}"), HEAD.len() + deep.len());
    c.notify(
        "textDocument/didChange",
        serde_json::json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"range": {"start": end, "end": end}, "text": format!("{}if x:\n{}'b'\n", " ".repeat(511), " ".repeat(600))}]}),
    );
    assert_eq!(c.diagnostics(uri, 2).len(), 1);
    c.open(other, crate::common::SAMPLE, 2);
    assert_eq!(c.diagnostics(other, 2).len(), before.len());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}
