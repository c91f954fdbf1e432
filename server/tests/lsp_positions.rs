//! Positions the client sends that do not fall on a character or a line end (issue 27, item
//! 7), through the real binary: a UTF-8 column inside a character, a column past the end of a
//! CRLF line, and lines ended by a lone `\r`. Each is clamped, never a dropped document.

use crate::common::Client;
use serde_json::{json, Value};

fn text_of(c: &mut Client, uri: &str) -> Value {
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.documentText", "arguments": [uri]}),
    );
    r["result"].clone()
}

fn change(c: &mut Client, uri: &str, version: i64, start: (u32, u32), end: (u32, u32), text: &str) {
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{
            "range": {"start": {"line": start.0, "character": start.1}, "end": {"line": end.0, "character": end.1}},
            "text": text}]}),
    );
}

fn codes(d: &[Value]) -> Vec<String> {
    d.iter()
        .map(|x| x["code"].as_str().unwrap_or("").to_string())
        .collect()
}

const TOOL: &str = "from selectools import tool\n\n\n@tool()\ndef météo(city: str) -> str:\n    \"\"\"Weather in a city.\n\n    Args:\n        city: The city.\n    \"\"\"\n    return city\n";

#[test]
fn a_utf8_column_inside_a_character_is_clamped_to_its_start() {
    let mut c = Client::start();
    let r = c.initialize(Some(vec!["utf-8"]), json!({}));
    assert_eq!(r["result"]["capabilities"]["positionEncoding"], "utf-8");
    let uri = "file:///tmp/toolsight-positions/utf8.py";
    c.open(uri, TOOL, 1);
    let before = c.diagnostics(uri, 1);
    // `é` of `météo` is bytes 5..7 of line 4: byte 6 is inside it.
    change(&mut c, uri, 2, (4, 6), (4, 6), "x");
    let after = c.diagnostics(uri, 2);
    let t = text_of(&mut c, uri);
    assert_eq!(t["version"], 2, "the document was dropped: {t}");
    assert_eq!(
        t["text"].as_str().unwrap(),
        TOOL.replacen("météo", "mxétéo", 1)
    );
    // A range ending inside a character: both ends clamp.
    // `mxétéo`: from inside the first `é` (6..8) to inside the second (9..11).
    change(&mut c, uri, 3, (4, 7), (4, 10), "");
    c.diagnostics(uri, 3);
    let t = text_of(&mut c, uri);
    assert_eq!(t["version"], 3, "{t}");
    assert_eq!(
        t["text"].as_str().unwrap(),
        TOOL.replacen("météo", "mxéo", 1)
    );
    assert_eq!(codes(&before), codes(&after));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn an_insert_past_the_end_of_a_crlf_line_lands_before_its_line_break() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-positions/crlf.py";
    let text = TOOL.replace('\n', "\r\n");
    c.open(uri, &text, 1);
    c.diagnostics(uri, 1);
    change(&mut c, uri, 2, (0, 200), (0, 200), "  # é");
    c.diagnostics(uri, 2);
    let t = text_of(&mut c, uri);
    assert_eq!(
        t["text"].as_str().unwrap(),
        text.replacen("tool\r\n", "tool  # é\r\n", 1)
    );
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn lone_carriage_returns_end_lines() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let lf = "file:///tmp/toolsight-positions/lf.py";
    let cr = "file:///tmp/toolsight-positions/cr.py";
    // A tool with a problem (no description for `unit`) and a name the providers refuse.
    let src = "from selectools import tool\n\n\n@tool(name=\"weather.get\")\ndef weather(city: str, unit: str) -> str:\n    \"\"\"Weather in a city.\n\n    Args:\n        city: The city.\n    \"\"\"\n    return city\n";
    c.open(lf, src, 1);
    let want = c.diagnostics(lf, 1);
    assert!(!want.is_empty());
    c.open(cr, &src.replace('\n', "\r"), 1);
    let got = c.diagnostics(cr, 1);
    let strip = |d: &[Value]| -> Vec<Value> {
        d.iter()
            .map(|x| json!({"code": x["code"], "range": x["range"], "message": x["message"]}))
            .collect()
    };
    assert_eq!(strip(&got), strip(&want));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

/// A module Python cannot compile (issue 26, seed 59's shape): X006 stands on the parameter
/// Python points at, in UTF-16 columns past a character outside the BMP (`🌦`, two UTF-16
/// units, four bytes) before it on its line and non-ASCII text on the line above; the tool's
/// hover says why it is never registered, and a broken line typed in the module (a parse
/// error, mended for the analysis) leaves the analysis as before this check.
#[test]
fn a_module_that_does_not_compile_is_reported_at_the_cause_in_utf16() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-positions/uncompilable.py";
    let text = "from mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"météo\")\n\n\n@mcp.tool()\ndef prévision(\n    # La ville, par défaut Zürich 🌦\n    ville: str = \"Zürich 🌦\", jours: int,\n) -> str:\n    \"\"\"La prévision.\"\"\"\n    if ville:\n        return ville\n    return \"\"\n";
    c.open(uri, text, 1);
    let d = c.diagnostics(uri, 1);
    assert_eq!(codes(&d), ["X006"], "{d:#?}");
    assert_eq!(
        d[0]["range"],
        json!({"start": {"line": 8, "character": 30}, "end": {"line": 8, "character": 40}})
    );
    assert_eq!(d[0]["severity"], 1);
    let hover = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": 6, "character": 6}}),
    );
    let md = hover["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_default();
    assert!(
        md.contains("its module cannot be compiled: Python raises `SyntaxError: parameter without a default follows parameter with a default`"),
        "{hover:#}"
    );
    // `if ville:` typed as `if ville` (line 11): the text does not parse; X006 is not
    // looked for, as in any half-written text, and the tool is analysed as before.
    change(&mut c, uri, 2, (11, 12), (11, 13), "");
    let d = c.diagnostics(uri, 2);
    assert!(codes(&d).iter().all(|c| c != "X006"), "{d:#?}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}
