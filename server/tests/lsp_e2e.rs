//! End-to-end tests of `toolsight lsp`: the real binary over stdio, driven as an editor
//! would drive it.

use crate::common::{apply_edits, utf16_position, Client, SAMPLE};
use serde_json::{json, Value};

const URI: &str = "file:///tmp/toolsight-e2e/weather.py";

fn codes(diags: &[Value]) -> Vec<String> {
    diags
        .iter()
        .map(|d| d["code"].as_str().unwrap_or("").to_string())
        .collect()
}

fn find<'a>(diags: &'a [Value], code: &str) -> &'a Value {
    diags
        .iter()
        .find(|d| d["code"] == code)
        .unwrap_or_else(|| panic!("no {code} in {diags:#?}"))
}

fn parses(text: &str) -> bool {
    !toolsight::syntax::parse(text, None).root_node().has_error()
}

fn server_text(c: &mut Client, uri: &str) -> String {
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.documentText", "arguments": [uri]}),
    );
    r["result"]["text"]
        .as_str()
        .unwrap_or_else(|| panic!("{r}"))
        .to_string()
}

fn code_actions(c: &mut Client, uri: &str, diag: &Value) -> Vec<Value> {
    let r = c.request(
        "textDocument/codeAction",
        json!({"textDocument": {"uri": uri}, "range": diag["range"], "context": {"diagnostics": [diag]}}),
    );
    r["result"].as_array().cloned().unwrap_or_default()
}

#[test]
fn editor_session_end_to_end() {
    let mut c = Client::start();
    let init = c.initialize(Some(vec!["utf-16"]), json!({}));
    assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-16");
    assert_eq!(
        init["result"]["capabilities"]["textDocumentSync"]["change"],
        2
    );
    open_sample(&mut c);
    let (text, n001) = edit_around_non_ascii(&mut c);
    let hover_at = hover_tool_and_parameter(&mut c, &text);
    let (text, d4) = fix_invalid_name(&mut c, text, &n001);
    let d5 = fix_missing_description(&mut c, text, &d4);
    no_fix_for_a_default_gemini_never_sees(&mut c, &d5);
    code_lens_and_schemas(&mut c);
    survives_panics_and_bad_positions(&mut c, &hover_at);
    close_clears_diagnostics(&mut c);
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

/// Version 1: the sample's diagnostics, N001 at the UTF-16 position of the name.
fn open_sample(c: &mut Client) {
    c.open(URI, SAMPLE, 1);
    let d1 = c.diagnostics(URI, 1);
    let n001 = find(&d1, "N001");
    let name_at = SAMPLE.find("\"weather.get\"").unwrap();
    assert_eq!(n001["range"]["start"], utf16_position(SAMPLE, name_at));
    assert_eq!(n001["source"], "toolsight");
    assert!(n001["message"].as_str().unwrap().contains("weather.get"));
    assert!(codes(&d1).contains(&"D001".to_string()), "{d1:#?}");
}

/// Versions 2 and 3: incremental edits on lines with emoji and CJK before the edited
/// columns; the server's text and N001's position follow. Returns the text and N001.
fn edit_around_non_ascii(c: &mut Client) -> (String, Value) {
    let mut text = SAMPLE.to_string();
    let munchen = text.find("München").unwrap();
    let start = utf16_position(&text, munchen);
    let end = utf16_position(&text, munchen + "München".len());
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 2}, "contentChanges": [
            {"range": {"start": start, "end": end}, "text": "Munich"},
        ]}),
    );
    text.replace_range(munchen..munchen + "München".len(), "Munich");
    let after_dash = text.find("— ").unwrap() + "— ".len();
    let pos = utf16_position(&text, after_dash);
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 3}, "contentChanges": [
            {"range": {"start": pos, "end": pos}, "text": "🌍 "},
        ]}),
    );
    text.insert_str(after_dash, "🌍 ");
    let d3 = c.diagnostics(URI, 3);
    assert_eq!(server_text(c, URI), text);
    let n001 = find(&d3, "N001");
    assert_eq!(
        n001["range"]["start"],
        utf16_position(&text, text.find("\"weather.get\"").unwrap())
    );
    let n001 = n001.clone();
    (text, n001)
}

/// Hover on the tool name (payloads per provider, with the problems listed) and on a
/// parameter (its schema per provider). Returns where the tool's hover was asked.
fn hover_tool_and_parameter(c: &mut Client, text: &str) -> Value {
    let hover_at = utf16_position(text, text.find("get_weather").unwrap() + 2);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": URI}, "position": hover_at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(md.contains("selectools"), "{md}");
    assert!(md.contains("```json"), "{md}");
    assert!(md.contains("\"weather.get\""), "{md}");
    assert!(md.contains("N001"), "{md}");
    assert!(md.contains("Gemini"), "{md}");

    let param_at = utf16_position(text, text.find("unit: str").unwrap() + 1);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": URI}, "position": param_at}),
    );
    let md = h["result"]["contents"]["value"].as_str().unwrap();
    assert!(md.contains("parameter `unit`"), "{md}");
    assert!(md.contains("\"Parameter unit\""), "{md}");
    hover_at
}

/// Version 4: the quick fix for the invalid name parses and removes N001. Returns the
/// fixed text and its diagnostics.
fn fix_invalid_name(c: &mut Client, text: String, n001: &Value) -> (String, Vec<Value>) {
    let actions = code_actions(c, URI, n001);
    let fix = actions
        .iter()
        .find(|a| a["diagnostics"][0]["code"] == "N001")
        .expect("an N001 quick fix");
    let edits = fix["edit"]["changes"][URI].as_array().unwrap();
    let text = apply_edits(&text, edits);
    assert!(text.contains("name=\"weather_get\""), "{text}");
    assert!(parses(&text));
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 4}, "contentChanges": [{"text": text}]}),
    );
    let d4 = c.diagnostics(URI, 4);
    assert!(!codes(&d4).contains(&"N001".to_string()), "{d4:#?}");
    (text, d4)
}

/// Version 5: the quick fix for the missing description, a docstring stub with Args.
/// Returns the diagnostics after it.
fn fix_missing_description(c: &mut Client, text: String, d4: &[Value]) -> Vec<Value> {
    let d001 = find(d4, "D001").clone();
    let actions = code_actions(c, URI, &d001);
    let fix = actions
        .iter()
        .find(|a| a["diagnostics"][0]["code"] == "D001")
        .expect("a D001 quick fix");
    let text = apply_edits(&text, fix["edit"]["changes"][URI].as_array().unwrap());
    assert!(text.contains("Args:\n        query: TODO."), "{text}");
    assert!(parses(&text));
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": URI, "version": 5}, "contentChanges": [{"text": text}]}),
    );
    let d5 = c.diagnostics(URI, 5);
    assert!(!codes(&d5).contains(&"D001".to_string()), "{d5:#?}");
    d5
}

/// A default selectools leaves out of its Gemini declaration: V001 says Gemini's model
/// never sees it, and offers no quick fix (making the parameter `Optional[...] = None`
/// would not show the model the default either; the fix is offered where Gemini is sent
/// the default, see tests/rules/fire/v001_google_genai_default.py).
fn no_fix_for_a_default_gemini_never_sees(c: &mut Client, d5: &[Value]) {
    let v001 = find(d5, "V001").clone();
    let actions = code_actions(c, URI, &v001);
    assert!(
        !actions
            .iter()
            .any(|a| a["diagnostics"][0]["code"] == "V001"),
        "{actions:#?}"
    );
}

/// The code lens and the schemas command it runs: the fixed tool's payloads.
fn code_lens_and_schemas(c: &mut Client) {
    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": URI}}),
    );
    let lenses = lens["result"].as_array().unwrap();
    assert_eq!(lenses.len(), 2, "{lens}");
    assert!(
        lenses[0]["command"]["title"]
            .as_str()
            .unwrap()
            .contains("providers"),
        "{lens}"
    );
    let args = lenses[0]["command"]["arguments"].clone();
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.showSchemas", "arguments": args}),
    );
    let tools = r["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{r}"));
    assert_eq!(tools.len(), 1);
    let providers: Vec<&str> = tools[0]["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["provider"].as_str().unwrap())
        .collect();
    assert_eq!(providers, ["native", "gemini"]);
    assert_eq!(tools[0]["entries"][0]["schema"]["name"], "weather_get");
}

/// A panic inside analysis answers with an error, and the server keeps serving; unknown
/// documents and positions past the end are answered, not crashed on.
fn survives_panics_and_bad_positions(c: &mut Client, hover_at: &Value) {
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.testPanic", "arguments": [URI]}),
    );
    assert!(
        r["error"]["message"]
            .as_str()
            .unwrap_or("")
            .contains("panicked"),
        "{r}"
    );
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": URI}, "position": hover_at}),
    );
    assert!(h.get("error").is_none() && h["result"].is_object(), "{h}");

    let r = c.request("textDocument/hover", json!({"textDocument": {"uri": "file:///nope.py"}, "position": {"line": 0, "character": 0}}));
    assert!(r.get("error").is_none() && r["result"].is_null(), "{r}");
    let r = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": URI}, "position": {"line": 9999, "character": 9999}}),
    );
    assert!(r.get("error").is_none(), "{r}");
}

fn close_clears_diagnostics(c: &mut Client) {
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": URI}}),
    );
    let cleared = c.notification("textDocument/publishDiagnostics", |p| {
        p["uri"] == URI && p["diagnostics"].as_array().is_some_and(|d| d.is_empty())
    });
    assert!(cleared["diagnostics"].as_array().unwrap().is_empty());
}

#[test]
fn burst_of_edits_ends_with_the_final_text_and_its_diagnostics() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-burst/a/weather.py";
    let mut text = SAMPLE.to_string();
    c.open(uri, &text, 1);
    let mut hovers = Vec::new();
    let anchor = text.find("return \"\"").unwrap();
    for i in 0..500 {
        // Alternate ASCII, accented and astral characters, inserted on the same line.
        let s = ["a", "é", "😀", "東"][i % 4];
        let at = anchor + "return \"".len();
        let pos = utf16_position(&text, at);
        c.notify(
            "textDocument/didChange",
            json!({"textDocument": {"uri": uri, "version": i + 2}, "contentChanges": [{"range": {"start": pos, "end": pos}, "text": s}]}),
        );
        text.insert_str(at, s);
        if i % 25 == 0 {
            let p = utf16_position(&text, text.find("get_weather").unwrap());
            hovers.push(c.request_async(
                "textDocument/hover",
                json!({"textDocument": {"uri": uri}, "position": p}),
            ));
        }
    }
    for id in hovers {
        let r = c.response(id);
        assert!(r.get("error").is_none(), "{r}");
        assert!(r["result"]["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("get_weather"));
    }
    let last = c.diagnostics(uri, 501);
    assert_eq!(server_text(&mut c, uri), text);

    // The same text opened fresh gives the same diagnostics.
    let fresh = "file:///tmp/toolsight-burst/b/weather.py";
    c.open(fresh, &text, 1);
    let expected = c.diagnostics(fresh, 1);
    let strip = |v: &[Value]| -> Vec<Value> {
        v.iter()
            .map(|d| {
                let mut d = d.clone();
                d.as_object_mut().unwrap().remove("relatedInformation");
                d
            })
            .collect()
    };
    assert_eq!(strip(&last), strip(&expected));
    assert!(!last.is_empty());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn settings_are_validated_and_applied() {
    let mut c = Client::start();
    c.initialize(None, json!({"providers": ["gemini"], "library": "nope"}));
    let msg = c.notification("window/showMessage", |_| true);
    assert!(
        msg["message"]
            .as_str()
            .unwrap()
            .contains("unknown library `nope`"),
        "{msg}"
    );
    c.open(URI, SAMPLE, 1);
    // Only Gemini is targeted: the Anthropic/OpenAI name rule is silent.
    let d = c.diagnostics(URI, 1);
    assert!(!codes(&d).contains(&"N001".to_string()), "{d:#?}");
    c.notify(
        "workspace/didChangeConfiguration",
        json!({"settings": {"toolsight": {"providers": ["anthropic"]}}}),
    );
    let d = c.notification("textDocument/publishDiagnostics", |p| {
        p["uri"] == URI
            && p["diagnostics"]
                .as_array()
                .is_some_and(|d| d.iter().any(|x| x["code"] == "N001"))
    });
    assert!(!d["diagnostics"].as_array().unwrap().is_empty());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn utf8_position_encoding_is_negotiated() {
    let mut c = Client::start();
    let init = c.initialize(Some(vec!["utf-8", "utf-16"]), json!({}));
    assert_eq!(init["result"]["capabilities"]["positionEncoding"], "utf-8");
    c.open(URI, SAMPLE, 1);
    let d = c.diagnostics(URI, 1);
    let n001 = find(&d, "N001");
    let at = SAMPLE.find("\"weather.get\"").unwrap();
    let line_start = SAMPLE[..at].rfind('\n').unwrap() + 1;
    assert_eq!(n001["range"]["start"]["character"], at - line_start);
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_file_of_several_megabytes_is_answered() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-big/huge.py";
    let mut text = String::from("import stores\n\n");
    let mut names = Vec::new();
    while text.len() < 4_000_000 {
        let i = names.len();
        text.push_str(&format!(
            "def tool_{i}(city: str, days: int = 3) -> str:\n    \"\"\"Tool {i} — 東京.\"\"\"\n"
        ));
        for j in 0..60 {
            text.push_str(&format!("    v{j} = city * {j}  # filler\n"));
        }
        text.push_str("    return city\n\n\n");
        names.push(format!("tool_{i}"));
    }
    text.push_str(&format!("index = stores.Index([{}])\n", names.join(", ")));
    c.open(uri, &text, 1);
    let d = c.diagnostics(uri, 1);
    assert!(
        d.iter().any(|x| x["code"] == "V001"),
        "diagnostics for a {} byte file",
        text.len()
    );
    let at = utf16_position(&text, text.find("def tool_7(").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    assert!(
        h["result"]["contents"]["value"]
            .as_str()
            .unwrap()
            .contains("tool_7"),
        "{h}"
    );
    // An edit at the end of a multi-megabyte document is applied and re-analysed.
    let end = utf16_position(&text, text.len());
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"range": {"start": end, "end": end}, "text": "# end\n"}]}),
    );
    let d2 = c.diagnostics(uri, 2);
    assert_eq!(d2.len(), d.len());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

/// A server started on a folder of the repository as its workspace, once indexing has
/// ended: the client, the folder, and the progress report that ended indexing.
fn start_in_folder(rel: &str) -> (Client, std::path::PathBuf, Value) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .join(rel);
    let root = std::fs::canonicalize(root).unwrap();
    let root_uri = format!("file://{}", root.display());
    let mut c = Client::start();
    let r = c.request(
        "initialize",
        json!({"processId": null, "rootUri": root_uri, "capabilities": {"window": {"workDoneProgress": true}},
               "workspaceFolders": [{"uri": root_uri, "name": rel}]}),
    );
    assert!(r.get("error").is_none(), "{r}");
    c.notify("initialized", json!({}));
    let end = c.notification("$/progress", |p| p["value"]["kind"] == "end");
    (c, root, end)
}

#[test]
fn workspace_folders_are_indexed_with_progress_and_link_collisions_across_files() {
    let (mut c, root, end) = start_in_folder("tests/workspace");
    assert!(
        end["value"]["message"]
            .as_str()
            .unwrap()
            .contains("Indexed 5 Python files"),
        "{end}"
    );

    let path = root.join("agents/assistant.py");
    let uri = format!("file://{}", path.display());
    let text = std::fs::read_to_string(&path).unwrap();
    c.open(&uri, &text, 1);
    let d = c.diagnostics(&uri, 1);
    let c001 = d
        .iter()
        .find(|x| x["code"] == "C001")
        .unwrap_or_else(|| panic!("{d:#?}"));
    let other = &c001["relatedInformation"][0]["location"];
    assert!(
        other["uri"]
            .as_str()
            .unwrap()
            .ends_with("/agents/orders.py"),
        "{c001}"
    );
    assert_eq!(other["range"]["start"], json!({"line": 3, "character": 4}));

    // An unsaved edit in an imported module reaches the modules that import it.
    let typo = root.join("agents/typo.py");
    let typo_uri = format!("file://{}", typo.display());
    c.open(&typo_uri, &std::fs::read_to_string(&typo).unwrap(), 1);
    let d = c.diagnostics(&typo_uri, 1);
    assert!(
        codes(&d).contains(&"L008".to_string()),
        "`Ordr` is missing from orders.py: {d:#?}"
    );
    let orders = root.join("agents/orders.py");
    let orders_uri = format!("file://{}", orders.display());
    let orders_text = std::fs::read_to_string(&orders).unwrap();
    c.open(&orders_uri, &orders_text, 1);
    c.diagnostics(&orders_uri, 1);
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": orders_uri, "version": 2}, "contentChanges": [
            {"range": {"start": {"line": 1, "character": 0}, "end": {"line": 1, "character": 0}}, "text": "Ordr = str\n"},
        ]}),
    );
    let p = c.notification("textDocument/publishDiagnostics", |p| {
        p["uri"] == typo_uri.as_str()
            && p["diagnostics"]
                .as_array()
                .is_some_and(|d| !d.iter().any(|x| x["code"] == "L008"))
    });
    assert!(p["diagnostics"].is_array());
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn workspace_configuration_is_read_and_reloaded_on_change() {
    let root = std::env::temp_dir().join(format!("toolsight-lsp-config-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&root);
    std::fs::create_dir_all(&root).unwrap();
    let root = std::fs::canonicalize(&root).unwrap();
    std::fs::write(
        root.join("pyproject.toml"),
        "[tool.toolsight]\nignore = [\"N\"]\n",
    )
    .unwrap();
    let file = root.join("weather.py");
    std::fs::write(&file, SAMPLE).unwrap();
    let root_uri = format!("file://{}", root.display());
    let mut c = Client::start();
    let r = c.request(
        "initialize",
        json!({"processId": null, "rootUri": root_uri, "capabilities": {"workspace": {"didChangeWatchedFiles": {"dynamicRegistration": true}}}}),
    );
    assert!(r.get("error").is_none(), "{r}");
    c.notify("initialized", json!({}));
    let reg = c.backlog_or_wait_request("client/registerCapability");
    assert_eq!(
        reg["params"]["registrations"][0]["method"],
        "workspace/didChangeWatchedFiles"
    );
    let uri = format!("file://{}", file.display());
    c.open(&uri, SAMPLE, 1);
    let d = c.diagnostics(&uri, 1);
    assert!(
        !codes(&d).contains(&"N001".to_string()),
        "pyproject ignores N: {d:#?}"
    );
    std::fs::write(
        root.join("pyproject.toml"),
        "[tool.toolsight]\nignore = [\"D\"]\n",
    )
    .unwrap();
    c.notify(
        "workspace/didChangeWatchedFiles",
        json!({"changes": [{"uri": format!("{root_uri}/pyproject.toml"), "type": 2}]}),
    );
    let p = c.notification("textDocument/publishDiagnostics", |p| {
        p["uri"] == uri.as_str()
            && p["diagnostics"]
                .as_array()
                .is_some_and(|d| d.iter().any(|x| x["code"] == "N001"))
    });
    assert!(!p["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .any(|x| x["code"].as_str().unwrap_or("").starts_with('D')));
    assert_eq!(c.shutdown_and_exit(), Some(0));
    let _ = std::fs::remove_dir_all(&root);
}

#[test]
fn a_tool_of_an_unmodelled_framework_is_found_and_says_so_on_hover() {
    // Whichever framework is still found and attributed only, marked by its decorator.
    let Some(fw) = toolsight::frameworks::ALL
        .iter()
        .find(|f| !f.modelled() && !f.markers.decorators.is_empty())
    else {
        return;
    };
    let decorator = fw.markers.decorators[0].rsplit('.').next().unwrap();
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-mcp/server.py";
    // A non-ASCII docstring before the tool: positions are UTF-16.
    let text = format!("\"\"\"Serveur météo — 天気.\"\"\"\nfrom {} import {decorator}\n\nX = \"météo\"\n\n\n@{decorator}\nasync def pricing(code: str) -> dict:\n    \"\"\"Price.\"\"\"\n    return {{}}\n", fw.imports[0]);
    let text = text.as_str();
    c.open(uri, text, 1);
    let d = c.diagnostics(uri, 1);
    // No other library's payload or error stands in for the framework's.
    assert!(d.is_empty(), "{d:?}");
    let at = utf16_position(text, text.find("def pricing").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(md.contains(fw.label), "{md}");
    assert!(md.contains("does not model yet"), "{md}");
    assert!(!md.contains("```json"), "{md}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_function_registered_by_another_module_is_a_tool_in_its_own_file() {
    let (mut c, root, _) = start_in_folder("tests/discovery");
    // `flights.py` defines `search_flights`; `agent.py` registers it with pydantic-ai.
    let path = root.join("pkg_imported_lists/flights.py");
    let uri = format!("file://{}", path.display());
    let text = std::fs::read_to_string(&path).unwrap();
    c.open(&uri, &text, 1);
    c.diagnostics(&uri, 1);
    let at = utf16_position(&text, text.find("def search_flights").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    // Attributed to pydantic-ai, whose payloads the hover shows.
    assert!(md.contains("· pydantic-ai"), "{md}");
    assert!(
        md.contains("**OpenAI Chat Completions** · `search_flights`"),
        "{md}"
    );
    // A helper of the same module that nothing registers is not a tool.
    let helper = utf16_position(&text, text.find("def _iata").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": helper}),
    );
    assert!(h["result"].is_null(), "{h}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn hover_on_an_mcp_sdk_tool_shows_its_tools_list_entry() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-mcp-sdk/server.py";
    let text = "\"\"\"Serveur météo — 天気.\"\"\"\nfrom mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer(\"météo\")\n\n\n@mcp.tool(name=\"get_pricing\")\nasync def pricing(code: str) -> dict:\n    \"\"\"Price.\"\"\"\n    return {}\n";
    c.open(uri, text, 1);
    let _ = c.diagnostics(uri, 1);
    let at = utf16_position(text, text.find("def pricing").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(md.contains("```json"), "{md}");
    assert!(md.contains("pricingArguments"), "{md}");
    assert!(md.contains("get_pricing"), "{md}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn hover_on_a_key_of_a_hand_written_schema_says_which_providers_reject_it() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-literal/tools.py";
    // Non-ASCII before the key: the position is in UTF-16 units.
    let text = "CITY = {\"type\": \"string\", \"description\": \"Ville — 都市\"}\n\nweather = {\n    \"name\": \"weather\",\n    \"description\": \"Météo.\",\n    \"input_schema\": {\"type\": \"object\", \"properties\": {\"city\": CITY}, \"additionalProperties\": False},\n}\n";
    c.open(uri, text, 1);
    let _ = c.diagnostics(uri, 1);
    let key = text.find("\"additionalProperties\"").unwrap();
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(text, key + 3)}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(
        md.contains("`additionalProperties` · JSON Schema keyword"),
        "{md}"
    );
    assert!(md.contains("✗ **Gemini `parameters`**"), "{md}");
    assert!(md.contains("Unknown name \"additionalProperties\""), "{md}");
    assert_eq!(
        h["result"]["range"]["start"],
        utf16_position(text, key),
        "{h}"
    );
    // A property key shows that parameter, not keyword help.
    let city = text.rfind("\"city\"").unwrap();
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(text, city + 2)}),
    );
    let md = h["result"]["contents"]["value"].as_str().unwrap_or("");
    assert!(
        md.contains("city") && !md.contains("JSON Schema keyword"),
        "{md}"
    );
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn a_rust_tool_is_found_with_utf16_positions_and_says_so_on_hover() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-rust/wetter.rs";
    // Non-ASCII text (2-byte, 3-byte and astral characters) before the tool.
    let text = "//! Wetterdienst — météo 🌦️, 天気.\nuse rmcp::{tool, tool_router};\n\npub struct Wetter;\n\n#[tool_router]\nimpl Wetter {\n    /// Größte Stadt? «Zürich» 🏔️.\n    #[tool(name = \"wetter\")]\n    async fn wetter_abrufen(&self) -> String { String::new() }\n\n    #[tool]\n    async fn zeit(&self) -> String { String::new() }\n}\n";
    c.open_as(uri, "rust", text, 1);
    let d = c.diagnostics(uri, 1);
    assert_eq!(codes(&d), ["D001"], "{d:?}");
    let at = text.find("zeit").unwrap();
    assert_eq!(d[0]["range"]["start"], utf16_position(text, at), "{d:?}");
    assert_eq!(d[0]["range"]["end"], utf16_position(text, at + 4), "{d:?}");
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": utf16_position(text, text.find("wetter_abrufen").unwrap() + 3)}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(
        md.contains("`wetter_abrufen` (tool `wetter`) · rmcp"),
        "{md}"
    );
    assert!(md.contains("marked by its attribute"), "{md}");
    // The `tools/list` entry, the doc comment as its description (non-ASCII kept).
    assert!(md.contains("**MCP** · `wetter`"), "{md}");
    assert!(
        md.contains("\"description\": \"Größte Stadt? «Zürich» 🏔️.\""),
        "{md}"
    );
    assert!(md.contains("\"inputSchema\""), "{md}");
    // Documenting the second tool (an incremental edit after non-ASCII text) clears D001.
    let at = text.find("    #[tool]\n    async fn zeit").unwrap();
    let pos = utf16_position(text, at);
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [{"range": {"start": pos, "end": pos}, "text": "    /// Uhrzeit — 時刻.\n"}]}),
    );
    let d = c.diagnostics(uri, 2);
    assert!(d.is_empty(), "{d:?}");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

/// Every malformed message is answered with its JSON-RPC error (or dropped, for an invalid
/// notification), and the server keeps answering: a hover after each one must still work.
#[test]
fn protocol_abuse_is_answered_and_the_server_keeps_serving() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-abuse/tools.py";
    let text = "\"\"\"Météo — 天気.\"\"\"\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"m\")\n\n\n@mcp.tool()\ndef forecast(city: str) -> str:\n    \"\"\"Forecast.\"\"\"\n    return city\n";
    c.open(uri, text, 1);
    let _ = c.diagnostics(uri, 1);
    let at = utf16_position(text, text.find("def forecast").unwrap() + 5);
    let hover_works = |c: &mut Client, after: &str| {
        let h = c.request(
            "textDocument/hover",
            json!({"textDocument": {"uri": uri}, "position": at}),
        );
        let md = h["result"]["contents"]["value"].as_str().unwrap_or("");
        assert!(md.contains("forecast"), "no hover after {after}: {h}");
    };
    let deep = format!(
        "{{\"jsonrpc\":\"2.0\",\"method\":\"workspace/didChangeConfiguration\",\"params\":{{\"settings\":{}1{}}}}}",
        "{\"a\":".repeat(126),
        "}".repeat(126)
    );
    let answered: &[(&[u8], i64, Value)] = &[
        (b"{", -32700, Value::Null),
        (b"[]", -32600, Value::Null),
        (b"null", -32600, Value::Null),
        (
            br#"[{"jsonrpc":"2.0","id":70,"method":"shutdown"}]"#,
            -32600,
            Value::Null,
        ),
        (
            br#"{"jsonrpc":"1.0","id":71,"method":"shutdown"}"#,
            -32600,
            json!(71),
        ),
        (
            br#"{"jsonrpc":"2.0","id":1.5,"method":"shutdown"}"#,
            -32600,
            Value::Null,
        ),
        (
            br#"{"jsonrpc":"2.0","id":72,"method":"$/unknownRequest"}"#,
            -32601,
            json!(72),
        ),
        (b"\xff\xfe{}", -32700, Value::Null),
    ];
    for (body, code, id) in answered {
        c.send_raw(body);
        let what = String::from_utf8_lossy(body).to_string();
        let m = c.message(|m| m.get("error").is_some() && m["id"] == *id);
        assert_eq!(m["error"]["code"], json!(code), "{what}: {m}");
        hover_works(&mut c, &what);
    }
    // Deep settings (a notification: nothing to answer) are dropped; the server goes on.
    c.send_raw(deep.as_bytes());
    hover_works(&mut c, "deeply nested settings");
    // A document whose text holds a lone surrogate is analysed; the name after it is where
    // the client says it is (one UTF-16 unit for the surrogate).
    let uri2 = "file:///tmp/toolsight-abuse/lone.py";
    let body = format!(
        "{{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{{\"textDocument\":{{\"uri\":\"{uri2}\",\"languageId\":\"python\",\"version\":1,\"text\":\"# \\ud800\\nfrom mcp.server.fastmcp import FastMCP\\nmcp = FastMCP('m')\\n@mcp.tool()\\ndef lone(x: int) -> int:\\n    \\\"\\\"\\\"Lone.\\\"\\\"\\\"\\n    return x\\n\"}}}}}}"
    );
    c.send_raw(body.as_bytes());
    let _ = c.diagnostics(uri2, 1);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri2}, "position": {"line": 4, "character": 5}}),
    );
    let md = h["result"]["contents"]["value"].as_str().unwrap_or("");
    assert!(md.contains("lone"), "{h}");
    hover_works(&mut c, "a lone surrogate");
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

#[test]
fn exit_without_shutdown_exits_1_and_broken_framing_exits_non_zero() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    c.notify("exit", Value::Null);
    assert_eq!(c.exit_code(), Some(1));

    let mut c = Client::start();
    c.initialize(None, json!({}));
    c.send_bytes(b"Content-Length: lots\r\n\r\n{}");
    assert_eq!(c.exit_code(), Some(1));
}

#[test]
fn hover_and_code_lens_show_what_tools_cost_in_tokens() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-tokens/agent.py";
    // Non-ASCII text before the tools: positions are UTF-16, counts are of UTF-8 text.
    let text = "\"\"\"Agent de réservation — 予約.\"\"\"\nfrom langchain_core.tools import tool\nfrom langchain_openai import ChatOpenAI\n\n\n@tool\ndef réserver(hôtel: str, nuits: int = 1) -> str:\n    \"\"\"Réserve une chambre d'hôtel.\"\"\"\n    return \"\"\n\n\n@tool\ndef annuler(code: str) -> str:\n    \"\"\"Annule une réservation.\"\"\"\n    return \"\"\n\n\nllm = ChatOpenAI().bind_tools([réserver, annuler])\n";
    c.open(uri, text, 1);
    let _ = c.diagnostics(uri, 1);

    // The exact figures, from the payloads the server itself shows.
    let r = c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.showSchemas", "arguments": [uri]}),
    );
    let tools = r["result"]["tools"]
        .as_array()
        .unwrap_or_else(|| panic!("{r}"));
    assert_eq!(tools.len(), 2, "{r}");
    let cost = |t: &Value, provider: &str| -> usize {
        let e = t["entries"]
            .as_array()
            .unwrap()
            .iter()
            .find(|e| e["provider"] == provider)
            .unwrap_or_else(|| panic!("no {provider} entry: {t}"));
        toolsight::tokens::json_tokens(&e["schema"], toolsight::tokens::Encoding::O200kBase)
    };
    let first = cost(&tools[0], "openai-chat");
    let second = cost(&tools[1], "openai-chat");
    assert!(first > 20 && second > 20, "{first} {second}");

    let at = utf16_position(text, text.find("def réserver").unwrap() + 5);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(
        md.contains(&format!("{first} tokens (o200k_base, compact JSON; ≈ ")),
        "{md}"
    );
    assert!(md.contains("cookbook estimate"), "{md}");
    // The set the tool is sent with, and its total.
    assert!(md.contains("**Sent with 1 other tool**"), "{md}");
    assert!(
        md.contains(&format!("{} tokens (o200k_base", first + second)),
        "{md}"
    );

    // Hovering the registration site (the list element) shows the set alone.
    let at = utf16_position(text, text.find("annuler])").unwrap() + 2);
    let h = c.request(
        "textDocument/hover",
        json!({"textDocument": {"uri": uri}, "position": at}),
    );
    let md = h["result"]["contents"]["value"]
        .as_str()
        .unwrap_or_else(|| panic!("{h}"));
    assert!(md.starts_with("### 2 tools sent together"), "{md}");
    assert!(md.contains(&format!("{} tokens", first + second)), "{md}");

    let lens = c.request(
        "textDocument/codeLens",
        json!({"textDocument": {"uri": uri}}),
    );
    let titles: Vec<&str> = lens["result"]
        .as_array()
        .unwrap()
        .iter()
        .map(|l| l["command"]["title"].as_str().unwrap())
        .collect();
    let largest = |t: &Value| {
        t["entries"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| {
                toolsight::tokens::json_tokens(&e["schema"], toolsight::tokens::Encoding::O200kBase)
            })
            .max()
            .unwrap()
    };
    assert!(
        titles[0].contains(&format!("≈ {} tokens", largest(&tools[0]))),
        "{titles:?}"
    );
    assert_eq!(c.shutdown_and_exit(), Some(0));
}

/// N001 and N005 both propose renaming `größe` to `grosse`: the editor gets that action once,
/// listing both diagnostics, not the same title twice.
#[test]
fn one_code_action_per_edit_when_two_rules_propose_it() {
    let uri = "file:///tmp/toolsight-e2e/groesse.py";
    let text = "import stores\n\n\ndef größe(stadt: str) -> str:\n    \"\"\"Die Größe von «Zürich» 🏔️.\"\"\"\n    return stadt\n\n\nindex = stores.Index([größe])\n";
    let mut c = Client::start();
    c.initialize(Some(vec!["utf-16"]), json!({}));
    c.open(uri, text, 1);
    let diags = c.diagnostics(uri, 1);
    let (n001, n005) = (find(&diags, "N001"), find(&diags, "N005"));
    assert_eq!(n001["range"], n005["range"], "{diags:#?}");
    let actions = code_actions(&mut c, uri, n001);
    let renames: Vec<&Value> = actions
        .iter()
        .filter(|a| a["title"].as_str().unwrap_or("").contains("grosse"))
        .collect();
    assert_eq!(renames.len(), 1, "{actions:#?}");
    let fixed: Vec<&str> = renames[0]["diagnostics"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|d| d["code"].as_str())
        .collect();
    assert!(
        fixed.contains(&"N001") && fixed.contains(&"N005"),
        "{actions:#?}"
    );
    // No two actions carry the same edit.
    for (i, a) in actions.iter().enumerate() {
        for b in &actions[i + 1..] {
            assert_ne!(a["edit"], b["edit"], "{actions:#?}");
        }
    }
    let edits = renames[0]["edit"]["changes"][uri].as_array().unwrap();
    let fixed_text = apply_edits(text, edits);
    assert!(fixed_text.contains("def grosse("), "{fixed_text}");
    assert!(parses(&fixed_text));
}

/// The versions of `uri` analysed so far, once every analysis task has ended.
fn analysed_when_settled(c: &mut Client, uri: &str) -> Vec<i64> {
    let mut counters = || {
        c.request(
            "workspace/executeCommand",
            json!({"command": "toolsight.testCounters", "arguments": []}),
        )["result"]
            .clone()
    };
    let mut now = counters();
    while now["tasks"] != 0 {
        std::thread::sleep(std::time::Duration::from_millis(20));
        now = counters();
    }
    now["analysed"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|a| a["uri"] == uri)
        .map(|a| a["version"].as_i64().unwrap())
        .collect()
}

/// A keystroke that breaks a module's syntax for a moment (and the one that mends it) offers
/// the modules that import it nothing new: they are not analysed again (issue 28: each such
/// keystroke in a toolkit method of a large package re-analysed the whole workspace). An edit
/// that changes what the module offers still reaches them.
#[test]
fn a_module_that_does_not_parse_for_a_moment_changes_no_other_module() {
    let root = std::env::temp_dir().join(format!("toolsight-exports-{}", std::process::id()));
    let shop = root.join("shop");
    std::fs::create_dir_all(&shop).unwrap();
    std::fs::write(shop.join("__init__.py"), "").unwrap();
    let studio = "from agno.tools import Toolkit\n\n\n\
        class Studio(Toolkit):\n    \
            def __init__(self, **kwargs):\n        \
                self.db = None\n        \
                super().__init__(name=\"studio\", tools=[self.sync], **kwargs)\n\n    \
            def sync(self, component_id: str) -> str:\n        \
                \"\"\"Syncs a component.\"\"\"\n        \
                if self.db is None:\n            \
                    return \"\"\n        \
                return component_id\n\n\n\
        Kind = str\n";
    std::fs::write(shop.join("studio.py"), studio).unwrap();
    let agent = "from agno.agent import Agent\n\nfrom shop.studio import Kind, Studio\n\n\n\
        def lookup(kind: Kind) -> str:\n    \"\"\"Looks up.\"\"\"\n    return kind\n\n\n\
        agent = Agent(tools=[Studio(), lookup])\n";
    std::fs::write(shop.join("agent.py"), agent).unwrap();
    let root_uri = format!("file://{}", root.display());
    let mut c = Client::start();
    c.request(
        "initialize",
        json!({"processId": null, "rootUri": root_uri, "capabilities": {"window": {"workDoneProgress": true}},
               "workspaceFolders": [{"uri": root_uri, "name": "shop"}]}),
    );
    c.notify("initialized", json!({}));
    c.notification("$/progress", |p| p["value"]["kind"] == "end");
    let agent_uri = format!("{root_uri}/shop/agent.py");
    c.open(&agent_uri, agent, 1);
    c.diagnostics(&agent_uri, 1);
    let studio_uri = format!("{root_uri}/shop/studio.py");
    c.open(&studio_uri, studio, 1);
    c.diagnostics(&studio_uri, 1);
    let before = analysed_when_settled(&mut c, &agent_uri);

    // `if self.db is None:` in `sync` becomes `xif self.db is None:` (a syntax error), then
    // is mended.
    let line = studio
        .lines()
        .position(|l| l.trim() == "if self.db is None:")
        .unwrap();
    let at = json!({"line": line, "character": 8});
    let after = json!({"line": line, "character": 9});
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": studio_uri, "version": 2}, "contentChanges": [
            {"range": {"start": at, "end": at}, "text": "x"},
        ]}),
    );
    c.diagnostics(&studio_uri, 2);
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": studio_uri, "version": 3}, "contentChanges": [
            {"range": {"start": at, "end": after}, "text": ""},
        ]}),
    );
    c.diagnostics(&studio_uri, 3);
    assert_eq!(analysed_when_settled(&mut c, &agent_uri), before);

    // What the module offers changed: the module importing it is analysed again.
    let end = studio.lines().count();
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": studio_uri, "version": 4}, "contentChanges": [
            {"range": {"start": {"line": end, "character": 0}, "end": {"line": end, "character": 0}}, "text": "Other = int\n"},
        ]}),
    );
    c.diagnostics(&studio_uri, 4);
    assert!(analysed_when_settled(&mut c, &agent_uri).len() > before.len());
    assert_eq!(c.shutdown_and_exit(), Some(0));
    let _ = std::fs::remove_dir_all(&root);
}

/// Opening a file as it is on disk offers other modules nothing the workspace had not read:
/// the workspace keeps what it resolved and parsed (issue 28: the open of agno's studio.py
/// spent most of its CPU parsing again the modules its annotations name). Opened with other
/// text, the workspace starts again.
#[test]
fn opening_a_file_as_it_is_on_disk_keeps_the_workspace() {
    let root = std::env::temp_dir().join(format!("toolsight-open-{}", std::process::id()));
    let shop = root.join("shop");
    std::fs::create_dir_all(&shop).unwrap();
    std::fs::write(shop.join("__init__.py"), "").unwrap();
    let kinds = "Kind = str\n# Größe 😀\n";
    std::fs::write(shop.join("kinds.py"), kinds).unwrap();
    let agent = "from langchain_core.tools import tool\n\nfrom shop.kinds import Kind\n\n\n\
        @tool\ndef lookup(kind: Kind) -> str:\n    \"\"\"Looks up a kïnd.\"\"\"\n    return kind\n";
    std::fs::write(shop.join("agent.py"), agent).unwrap();
    let root_uri = format!("file://{}", root.display());
    let mut c = Client::start();
    c.request(
        "initialize",
        json!({"processId": null, "rootUri": root_uri, "capabilities": {"window": {"workDoneProgress": true}},
               "workspaceFolders": [{"uri": root_uri, "name": "shop"}]}),
    );
    c.notify("initialized", json!({}));
    c.notification("$/progress", |p| p["value"]["kind"] == "end");
    let indexed = workspace_generation(&mut c);
    let agent_uri = format!("{root_uri}/shop/agent.py");
    c.open(&agent_uri, agent, 1);
    c.diagnostics(&agent_uri, 1);
    let kinds_uri = format!("{root_uri}/shop/kinds.py");
    c.open(&kinds_uri, kinds, 1);
    c.diagnostics(&kinds_uri, 1);
    assert_eq!(workspace_generation(&mut c), indexed, "opened as on disk");
    // Closed, then opened with text the disk does not have.
    c.notify(
        "textDocument/didClose",
        json!({"textDocument": {"uri": kinds_uri}}),
    );
    c.open(&kinds_uri, "Kind = int\n", 2);
    c.diagnostics(&kinds_uri, 2);
    assert!(
        workspace_generation(&mut c) > indexed,
        "opened with other text"
    );
    assert_eq!(c.shutdown_and_exit(), Some(0));
    let _ = std::fs::remove_dir_all(&root);
}

/// The workspace's generation (it grows each time the workspace starts again).
fn workspace_generation(c: &mut Client) -> u64 {
    c.request(
        "workspace/executeCommand",
        json!({"command": "toolsight.testCounters", "arguments": []}),
    )["result"]["workspace_generation"]
        .as_u64()
        .unwrap()
}

/// Every analysis of a new version publishes its diagnostics, even when they equal the last
/// ones sent: the VS Code extension refreshes its schema view on them (issue 28 asked for
/// unchanged diagnostics not to be sent; our own client relies on them). UTF-16 positions
/// after non-ASCII text.
#[test]
fn every_version_publishes_its_diagnostics_even_when_unchanged() {
    let mut c = Client::start();
    c.initialize(None, json!({}));
    let uri = "file:///tmp/toolsight-unchanged/m.py";
    let text = "from langchain_core.tools import tool\n\n\n@tool\ndef größe(x) -> str:\n    \"\"\"Größe 😀.\"\"\"\n    y = 1\n    return str(x)\n";
    c.open(uri, text, 1);
    let first = c.diagnostics(uri, 1);
    assert!(!first.is_empty());
    // `y = 1` becomes `y = 12`: the same diagnostics, published at version 2.
    let at = json!({"line": 6, "character": 9});
    c.notify(
        "textDocument/didChange",
        json!({"textDocument": {"uri": uri, "version": 2}, "contentChanges": [
            {"range": {"start": at, "end": at}, "text": "2"},
        ]}),
    );
    let published = c.notification("textDocument/publishDiagnostics", |p| {
        p["uri"] == uri && p["version"] == 2
    });
    assert_eq!(published["diagnostics"], json!(first));
    assert_eq!(c.shutdown_and_exit(), Some(0));
}
