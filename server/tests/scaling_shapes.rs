//! Inputs whose cost grew with the square of their size, each large enough to have taken
//! seconds (or gigabytes) before it was made linear. No timing is asserted (timings belong to
//! `tests/bench/scaling.py`); each test checks the output is complete and right, and would
//! have run for minutes or run out of memory before.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-shapes-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

fn write(dir: &Path, text: &str) -> PathBuf {
    let path = dir.join("m.py");
    std::fs::write(&path, text).unwrap();
    path
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .output()
        .expect("run toolsight")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// 20,000 warnings on one 389 KB line: each used to walk the line from its start (columns,
/// suppression comments) and print all of it (7.8 GB of text).
#[test]
fn twenty_thousand_diagnostics_on_one_line() {
    let dir = tmpdir("one-line");
    let n = 20_000;
    let params: Vec<String> = (0..n).map(|i| format!("p{i}: str = None")).collect();
    let text = format!(
        "from fastcore.funccall import get_schema\n\ndef f({}):\n    \"Doc é.\"\n\nschema = get_schema(f)\n",
        params.join(", ")
    );
    let path = write(&dir, &text);
    let p = path.to_str().unwrap();
    let o = run(&["check", p, "--output-format", "full", "--select", "V003"]);
    let out = stdout(&o);
    assert_eq!(
        out.matches("warning[V003]").count(),
        n,
        "{}",
        &out[..out.len().min(2000)]
    );
    // Each excerpt is cut around its range, and the location keeps the real column.
    // V003 points at the annotation, `str`, of the last parameter (the line is ASCII).
    let last = format!("p{}: ", n - 1);
    let col = text.lines().nth(2).unwrap().find(&last).unwrap() + last.len() + 1;
    assert!(
        out.contains(&format!("m.py:3:{col}\n")),
        "the last column, {col}"
    );
    assert!(
        out.len() < 20 * 1024 * 1024,
        "{} bytes of output",
        out.len()
    );
    let o = run(&["check", p, "--output-format", "json", "--select", "V003"]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let diags = v.as_array().map_or(0, |a| a.len());
    assert_eq!(diags, n);
}

/// 3,000 unclosed signatures while typing: each repair re-parsed the whole file (64 times).
#[test]
fn thousands_of_unclosed_signatures() {
    let dir = tmpdir("unclosed");
    let text = format!(
        "import stores\n\n{}def tail(city: str) -> str:\n    \"\"\"Tail.\"\"\"\n    return city\n\nindex = stores.Index([tail])\n",
        "def f(\n".repeat(3000)
    );
    let path = write(&dir, &text);
    let o = run(&["schema", path.to_str().unwrap()]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).expect("schema prints JSON");
    assert!(
        v.iter().any(|e| e["name"].as_str() == Some("tail")),
        "the tool after the broken lines is found"
    );
}

/// An Enum of 40,000 members: its values were de-duplicated by comparing each with all the
/// previous ones.
#[test]
fn an_enum_of_forty_thousand_members() {
    let dir = tmpdir("enum");
    let n = 40_000;
    let members: String = (0..n).map(|i| format!("    M{i} = {i}\n")).collect();
    let text = format!(
        "import stores\nfrom enum import Enum\n\nclass E(Enum):\n{members}    ALIAS = 7\n\ndef f(e: E) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n\nindex = stores.Index([f])\n"
    );
    let path = write(&dir, &text);
    let o = run(&[
        "schema",
        path.to_str().unwrap(),
        "--provider",
        "openai-chat",
    ]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).expect("schema prints JSON");
    let schema = serde_json::to_string(&v[0]).unwrap();
    let payload: Value = serde_json::from_str(&schema).unwrap();
    let values = find_enum(&payload).expect("an enum list");
    // The alias repeats a value: Enum iteration skips it.
    assert_eq!(values.len(), n);
    assert_eq!(values[n - 1], Value::from(n - 1));
}

fn find_enum(v: &Value) -> Option<&Vec<Value>> {
    match v {
        Value::Object(m) => m
            .get("enum")
            .and_then(Value::as_array)
            .or_else(|| m.values().find_map(find_enum)),
        Value::Array(a) => a.iter().find_map(find_enum),
        _ => None,
    }
}

/// A chain of 4,000 inheriting TypedDicts: every class copied its bases' fields, so the
/// chain held 8 million fields (about 2.5 GB; 3,000 took 1.4 GB). The process runs with its
/// address space capped at 2 GB.
#[test]
fn a_chain_of_four_thousand_typeddicts() {
    let dir = tmpdir("chain");
    let n = 4000;
    let mut text = String::from(
        "from typing import TypedDict\nimport stores\n\nclass C0(TypedDict):\n    a0: int\n",
    );
    for i in 1..n {
        text.push_str(&format!("\nclass C{i}(C{}):\n    a{i}: int\n", i - 1));
    }
    text.push_str(&format!(
        "\ndef f(c: C{}) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n\nindex = stores.Index([f])\n",
        n - 1
    ));
    let path = write(&dir, &text);
    let script = format!(
        "ulimit -v 2000000 && exec '{}' schema '{}' --provider openai-chat",
        env!("CARGO_BIN_EXE_toolsight"),
        path.display()
    );
    let o = Command::new("sh").arg("-c").arg(script).output().unwrap();
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).expect("schema prints JSON");
    let text = serde_json::to_string(&v[0]).unwrap();
    // Every field of the chain, the first and the last among them.
    assert!(text.matches("\"a").count() >= n);
    assert!(text.contains("\"a0\"") && text.contains(&format!("\"a{}\"", n - 1)));
}

/// 8,000 tools with non-ASCII names, each with a renaming fix: each fix scanned the whole
/// file for the name.
#[test]
fn eight_thousand_renamed_tools() {
    let dir = tmpdir("renames");
    let n = 8000;
    let mut text = String::from("import stores\n\n");
    for i in 0..n {
        text.push_str(&format!(
            "def tøøl_{i}(a: int) -> int:\n    \"\"\"Doc.\"\"\"\n    return a\n\n"
        ));
    }
    let names: Vec<String> = (0..n).map(|i| format!("tøøl_{i}")).collect();
    text.push_str(&format!("index = stores.Index([{}])\n", names.join(", ")));
    let path = write(&dir, &text);
    let o = run(&[
        "check",
        path.to_str().unwrap(),
        "--output-format",
        "json",
        "--select",
        "N005",
    ]);
    let v: Value = serde_json::from_slice(&o.stdout).unwrap();
    let diags = v.as_array().unwrap();
    assert_eq!(diags.len(), n);
    // Each renames the definition and its listing: two edits.
    let edits = diags[n - 1]["fix"]["edits"].as_array().map_or(0, Vec::len);
    assert_eq!(edits, 2, "{}", diags[n - 1]);
}

/// 20,000 comment lines after a statement: tree-sitter-python's scanner looked past every
/// following comment line once per comment (158 s in a debug build, 73 s for 100,000 lines
/// in a release build). The comments next to code still document it.
#[test]
fn twenty_thousand_comment_lines() {
    let dir = tmpdir("comments");
    let run_of = |indent: &str| -> String {
        (0..20_000)
            .map(|i| format!("{indent}# comment line {i}\n"))
            .collect()
    };
    let text = format!(
        "import stores\nfrom typing import TypedDict\n\nX = 1\n{}\nclass Filters(TypedDict):\n    lang: str\n{}    #: Most results to return.\n    limit: int\n\n\ndef search(query: str, filters: Filters) -> list[str]:\n    \"\"\"Search.\"\"\"\n    return []\n\nindex = stores.Index([search])\n",
        run_of(""),
        run_of("    "),
    );
    let path = write(&dir, &text);
    let o = run(&[
        "schema",
        path.to_str().unwrap(),
        "--provider",
        "openai-chat",
    ]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).expect("schema prints JSON");
    let payload = serde_json::to_string(&v).unwrap();
    assert!(payload.contains("\"search\""), "{payload}");
    assert!(payload.contains("\"limit\""), "{payload}");
}

/// 40,000 module-level assignments: every binding was looked up in the list of globals seen
/// so far (9 s in a debug build; 2.4 s after).
#[test]
fn forty_thousand_module_level_assignments() {
    let dir = tmpdir("assignments");
    let n = 40_000;
    let mut text = String::from("from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"m\")\n");
    for i in 0..n {
        text.push_str(&format!("x{i} = {i}\n"));
    }
    text.push_str("\n\n@mcp.tool(name=\"weather get\")\ndef last(city: str) -> str:\n    \"\"\"Doc.\"\"\"\n    return city\n");
    let path = write(&dir, &text);
    let o = run(&[
        "check",
        path.to_str().unwrap(),
        "--output-format",
        "concise",
    ]);
    let out = stdout(&o);
    // The tool after the assignments is analysed: its name with a space is reported.
    assert!(out.contains("N008"), "{out}");
}

/// A chain of 8,000 pydantic models, each holding the previous one: pydantic's definition
/// names compared every definition with every other, and fastmcp's pruning searched a list
/// for every reference (3.9 s in a debug build; 1.8 s after).
#[test]
fn a_chain_of_eight_thousand_pydantic_models() {
    let dir = tmpdir("models");
    let n = 8000;
    let mut text = String::from(
        "from pydantic import BaseModel\nfrom fastmcp import FastMCP\n\nmcp = FastMCP(\"m\")\n\nclass M0(BaseModel):\n    v: int\n",
    );
    for i in 1..n {
        text.push_str(&format!("\nclass M{i}(BaseModel):\n    prev: M{}\n", i - 1));
    }
    text.push_str(&format!(
        "\n@mcp.tool()\ndef t(m: M{}) -> str:\n    \"\"\"Doc.\"\"\"\n    return ''\n",
        n - 1
    ));
    let path = write(&dir, &text);
    let o = run(&["schema", path.to_str().unwrap(), "--provider", "mcp"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stderr)
    );
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).expect("schema prints JSON");
    let text = serde_json::to_string(&v[0]).unwrap();
    // Every model of the chain is a definition, the first and the last among them.
    assert!(text.contains("\"M0\"") && text.contains(&format!("\"M{}\"", n - 1)));
}
