//! The language server answers while it analyses (issue 14, "never blocked"), through the
//! real binary over stdio: reads answer from the last analysis while a newer one runs, edits
//! that arrive during an analysis coalesce, a close or a shutdown in the middle of an
//! analysis leaves nothing behind, and a panicking analysis leaves the document usable.
//!
//! Orderings, never timings: `toolsight.testHoldAnalyses` (a test hook) parks analyses after
//! they took their snapshot, which makes "an edit arrives while an analysis runs"
//! deterministic; the large-file test relies only on the order of the server's messages.

use crate::common::{utf16_position, Client, SAMPLE};
use serde_json::{json, Value};

fn hold(c: &mut Client, on: bool) {
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.testHoldAnalyses", "arguments": [on]}),
    );
    assert!(r.get("error").is_none(), "{r}");
}

fn counters(c: &mut Client) -> Value {
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.testCounters", "arguments": []}),
    );
    r["result"].clone()
}

/// The versions of `uri` the server analysed, in order.
fn analysed(c: &mut Client, uri: &str) -> Vec<i64> {
    counters(c)["analysed"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["uri"] == uri)
        .map(|a| a["version"].as_i64().unwrap())
        .collect()
}

/// Waits until every analysis task has ended (polling: the server has no notification for
/// it), then makes one more round trip so that anything they sent has been read.
fn settle(c: &mut Client) {
    loop {
        if counters(c)["tasks"] == 0 {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    counters(c);
}

/// Waits until `n` analyses are parked by the hold, their snapshots taken.
fn wait_parked(c: &mut Client, n: u64) {
    while counters(c)["parked"] != n {
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

fn insert(c: &mut Client, uri: &str, text: &mut String, at: usize, s: &str, version: i64) {
    let pos = utf16_position(text, at);
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"range": {"start": pos, "end": pos}, "text": s}]}),
    );
    text.insert_str(at, s);
}

fn publications<'a>(backlog: &'a [Value], uri: &'a str) -> impl Iterator<Item = &'a Value> {
    backlog.iter().filter(move |m| {
        m["method"] == "textDocument/publishDiagnostics" && m["params"]["uri"] == uri
    })
}

/// Diagnostics without `relatedInformation` (it names the document's own URI).
fn strip(v: &[Value]) -> Vec<Value> {
    v.iter()
        .map(|d| {
            let mut d = d.clone();
            d.as_object_mut().unwrap().remove("relatedInformation");
            d
        })
        .collect()
}

/// About 10 MB of stores tools with non-ASCII docstrings and defaults, listed in one index.
fn large_module() -> String {
    let mut text = String::from("import stores\n\n");
    let mut names = Vec::new();
    while text.len() < 10_000_000 {
        let i = names.len();
        text.push_str(&format!(
            "def tool_{i}(note: str = \"東京 {i}\", city: str = \"x\", days: int = 3) -> str:\n    \"\"\"Tool {i} — 🌧️ München.\"\"\"\n"
        ));
        for j in 0..150 {
            text.push_str(&format!("    v{j} = city * {j}  # filler\n"));
        }
        text.push_str("    return city\n\n\n");
        names.push(format!("tool_{i}"));
    }
    text.push_str(&format!("index = stores.Index([{}])\n", names.join(", ")));
    text
}

#[test]
fn a_read_during_the_analysis_of_a_large_file_answers_from_the_last_analysis() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-never-blocked/large.py";
    let mut text = large_module();
    c.open(uri, &text, 1);
    let first = c.diagnostics(uri, 1);
    assert!(!first.is_empty());

    // One notification, two changes to one tool: a word in its docstring, and an astral
    // character (two UTF-16 units) in the name of its first parameter, on its `def` line
    // before `city`.
    let k = 700;
    let def = text.find(&format!("def tool_{k}(")).unwrap();
    let doc_at = def + text[def..].find(" — 🌧️").unwrap();
    let note_end = def + text[def..].find("note").unwrap() + "note".len();
    let old_city = utf16_position(&text, def + text[def..].find("city").unwrap());
    let changes = json!([
        {"range": {"start": utf16_position(&text, doc_at), "end": utf16_position(&text, doc_at)}, "text": " renamed"},
        {"range": {"start": utf16_position(&text, note_end), "end": utf16_position(&text, note_end)}, "text": "𝒳"},
    ]);
    // The second change is before the first: its position is the same in both texts.
    text.insert_str(doc_at, " renamed");
    text.insert(note_end, '𝒳');
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": changes}),
    );
    let name = c.request_async(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(&text, def + 5)}),
    );
    let city_at = def + text[def..].find("city").unwrap();
    let city = c.request_async(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(&text, city_at + 1)}),
    );
    let name = c.response(name);
    let city = c.response(city);
    assert_eq!(
        publications(&c.backlog, uri).count(),
        0,
        "the hovers were answered after the new version's diagnostics"
    );
    // From the last analysis: the description before the edit.
    let md = name["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{name}"));
    assert!(md.contains(&format!("Tool {k} — 🌧️ München.")), "{md}");
    assert!(!md.contains("renamed"), "{md}");
    // Its range moved to where the parameter is now: two UTF-16 units to the right.
    let md = city["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{city}"));
    assert!(md.contains("parameter `city`"), "{md}");
    let start = &city["result"]["range"]["start"];
    assert_eq!(*start, utf16_position(&text, city_at), "{city}");
    assert_eq!(
        start["character"],
        old_city["character"].as_u64().unwrap() + 2
    );

    let second = c.diagnostics(uri, 2);
    assert_eq!(second.len(), first.len());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_read_an_edit_made_ambiguous_waits_for_the_analysis_of_that_edit() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-ambiguous/weather.py";
    let mut text = SAMPLE.to_string();
    c.open(uri, &text, 1);
    c.diagnostics(uri, 1);
    hold(&mut c, true);
    // `unit` becomes `unit𝒳`; its analysis is parked.
    let unit_end = text.find("unit: str").unwrap() + "unit".len();
    insert(&mut c, uri, &mut text, unit_end, "𝒳", 2);
    wait_parked(&mut c, 1);
    // On the inserted character: the last analysis has no counterpart for it.
    let edited = c.request_async(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(&text, unit_end)}),
    );
    // Away from it (after it, on the same line): answered from the last analysis.
    let query_at = text.find("query").unwrap();
    let r = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(&text, query_at + 1)}),
    );
    assert!(r["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"))
        .contains("parameter `query`"));
    assert_eq!(
        r["result"]["range"]["start"],
        utf16_position(&text, query_at)
    );
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": uri}}),
    );
    assert_eq!(lens["result"].as_array().map(Vec::len), Some(2), "{lens}");
    assert!(
        !c.backlog.iter().any(|m| m["id"] == edited),
        "answered from an analysis that does not know the parameter"
    );
    hold(&mut c, false);
    let r = c.response(edited);
    let md = r["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"));
    // Python NFKC-normalises identifiers: `unit𝒳` is `unitX`.
    assert!(md.contains("parameter `unitX`"), "{md}");
    c.diagnostics(uri, 2);
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_burst_of_edits_during_an_analysis_is_analysed_once_at_its_last_version() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-coalesce/a/weather.py";
    let mut text = SAMPLE.to_string();
    hold(&mut c, true);
    c.open(uri, &text, 1);
    wait_parked(&mut c, 1);
    let n = 40;
    let anchor = text.find("return \"\"").unwrap() + "return \"".len();
    for i in 0..n {
        let s = ["a", "é", "😀", "東"][i % 4];
        insert(&mut c, uri, &mut text, anchor, s, i as i64 + 2);
    }
    // The analysis of version 1 is still parked: everything since arrived during it.
    hold(&mut c, false);
    let last = n as i64 + 1;
    let diagnostics = c.diagnostics(uri, last);
    settle(&mut c);
    assert_eq!(
        analysed(&mut c, uri),
        [1, last],
        "only the version being analysed when the burst began, and the last one"
    );
    let published: Vec<&Value> = publications(&c.backlog, uri).collect();
    assert!(
        published.is_empty(),
        "stale diagnostics published: {published:?}"
    );

    // Equal to a fresh analysis of the final text.
    let fresh = "file:///tmp/toolsight-coalesce/b/weather.py";
    c.open(fresh, &text, 1);
    let expected = c.diagnostics(fresh, 1);
    assert!(!expected.is_empty());
    assert_eq!(strip(&diagnostics), strip(&expected));
    assert!(counters(&mut c)["analyses"].as_u64().unwrap() < n as u64);
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_document_closed_during_its_analysis_gets_nothing_after_the_clear() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-close/weather.py";
    hold(&mut c, true);
    c.open(uri, SAMPLE, 1);
    wait_parked(&mut c, 1);
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri}}),
    );
    let cleared = c.notification("textDocument/publishDiagnostics", |p| p["uri"] == uri);
    assert!(
        cleared["diagnostics"].as_array().unwrap().is_empty(),
        "{cleared}"
    );
    // Reopened with other text while the first session's analysis is still parked: that
    // analysis ends into a session it does not belong to.
    let reopened = SAMPLE.replace("lookup", "find_it");
    c.open(uri, &reopened, 7);
    hold(&mut c, false);
    let d = c.diagnostics(uri, 7);
    settle(&mut c);
    // Both sessions' analyses ran, in either order.
    let mut done = analysed(&mut c, uri);
    done.sort();
    assert_eq!(done, [1, 7]);
    let later: Vec<&Value> = publications(&c.backlog, uri).collect();
    assert!(later.is_empty(), "published after the clear: {later:?}");
    let fresh = "file:///tmp/toolsight-close/b/weather.py";
    c.open(fresh, &reopened, 1);
    assert_eq!(strip(&d), strip(&c.diagnostics(fresh, 1)));

    // Closed again mid-analysis, for good this time.
    hold(&mut c, true);
    insert(&mut c, uri, &mut reopened.clone(), 0, "# x\n", 8);
    wait_parked(&mut c, 1);
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": uri}}),
    );
    let cleared = c.notification("textDocument/publishDiagnostics", |p| p["uri"] == uri);
    assert!(
        cleared["diagnostics"].as_array().unwrap().is_empty(),
        "{cleared}"
    );
    hold(&mut c, false);
    settle(&mut c);
    let mut done = analysed(&mut c, uri);
    done.sort();
    assert_eq!(done, [1, 7, 8]);
    let later: Vec<&Value> = publications(&c.backlog, uri).collect();
    assert!(later.is_empty(), "published after the clear: {later:?}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn shutdown_does_not_wait_for_an_analysis() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-shutdown/weather.py";
    hold(&mut c, true);
    // Parked until released, which never happens: an analysis that does not end.
    c.open(uri, SAMPLE, 1);
    wait_parked(&mut c, 1);
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_read_waits_a_bounded_time_without_blocking_other_messages() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-bounded/weather.py";
    hold(&mut c, true);
    c.open(uri, SAMPLE, 1);
    // No analysis has ended: the hover has nothing to answer from and waits.
    let at = utf16_position(SAMPLE, SAMPLE.find("get_weather").unwrap());
    let hover = c.request_async(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    // Meanwhile the server handles everything else.
    let text = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.documentText", "arguments": [uri]}),
    );
    assert_eq!(text["result"]["version"], 1);
    assert!(
        !c.backlog.iter().any(|m| m["id"] == hover),
        "the hover was answered without an analysis"
    );
    // Then gives up with no answer rather than hanging.
    let r = c.response(hover);
    assert!(r.get("error").is_none() && r["result"].is_null(), "{r}");
    hold(&mut c, false);
    c.diagnostics(uri, 1);
    let r = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    assert!(r["result"]["contents"]["value"]
        .as_str()
        .unwrap()
        .contains("get_weather"));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_panicking_analysis_is_logged_and_the_document_stays_usable() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-panic/weather.py";
    let mut text = SAMPLE.to_string();
    c.open(uri, &text, 1);
    let before = c.diagnostics(uri, 1);
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.testPanicNextAnalysis", "arguments": []}),
    );
    assert!(r.get("error").is_none(), "{r}");
    insert(&mut c, uri, &mut text, 0, "# one\n", 2);
    let log = c.notification("window/logMessage", |p| {
        p["message"]
            .as_str()
            .unwrap_or("")
            .contains("analysis panicked")
    });
    assert_eq!(log["type"], 1, "{log}");
    // Reads answer from the analysis before the panic, moved past the edit.
    let at = text.find("get_weather").unwrap();
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(&text, at)}),
    );
    assert!(h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"))
        .contains("get_weather"));
    assert_eq!(h["result"]["range"]["start"], utf16_position(&text, at));
    // A read the old analysis cannot answer reports the panic instead of waiting.
    let r = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": {"line": 0, "character": 2}}),
    );
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("panicked"),
        "{r}"
    );
    // The next edit is analysed and published.
    insert(&mut c, uri, &mut text, 0, "# two\n", 3);
    let after = c.diagnostics(uri, 3);
    assert_eq!(after.len(), before.len());
    assert!(publications(&c.backlog, uri).all(|m| m["params"]["version"] != 2));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}
