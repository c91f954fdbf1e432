//! The command line as a user meets it: exit codes, bad input, output formats.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

use serde_json::Value;

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

fn run(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(args)
        .current_dir(repo())
        .output()
        .expect("run toolsight")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).to_string()
}

fn tmpdir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-cli-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn schema_prints_payloads_for_the_readme_example() {
    let o = run(&["schema", "examples/weather_tools.py", "--provider", "all"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    // 5 tools in the Index × 4 stores providers.
    assert_eq!(v.len(), 20);
    let first = &v[0];
    let keys: Vec<&str> = first
        .as_object()
        .unwrap()
        .keys()
        .map(String::as_str)
        .collect();
    assert_eq!(
        keys,
        [
            "function",
            "name",
            "framework",
            "provider",
            "file",
            "line",
            "marked_line",
            "schema",
            "tokens"
        ]
    );
    // The token count is the payload's compact JSON under o200k_base (tests/tokens checks
    // the figures against js-tiktoken); here: present, positive, and labelled.
    assert_eq!(first["tokens"]["encoding"], "o200k_base");
    assert!(first["tokens"]["json"].as_u64().unwrap() > 10);
    assert_eq!(first["function"], "weather_tools.get_forecast");
    assert_eq!(first["file"], "examples/weather_tools.py");
    // The line of `def get_forecast`, and of its element in `stores.Index([...])`.
    let source = std::fs::read_to_string(repo().join("examples/weather_tools.py")).unwrap();
    let def_line = source
        .lines()
        .position(|l| l.starts_with("def get_forecast"))
        .unwrap()
        + 1;
    assert_eq!(first["line"], def_line);
    assert!(first["marked_line"].as_u64().unwrap() as usize > def_line);
    // `dict` makes stores raise: the entry carries the library's error instead of a schema.
    let set_units = v
        .iter()
        .find(|e| e["function"] == "weather_tools.set_units")
        .unwrap();
    assert_eq!(set_units["error"]["code"], "TypeError");
}

#[test]
fn schema_selects_one_function_and_one_provider() {
    let o = run(&[
        "schema",
        "tests/corpus/c01_basic.py::add",
        "--library",
        "toolslm",
        "--provider",
        "native",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.len(), 1);
    assert_eq!(v[0]["provider"], "native");
    let o = run(&["schema", "tests/corpus/c01_basic.py::no_such_function"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no function named"), "{}", stderr(&o));
}

#[test]
fn schema_accepts_a_unique_method_name_and_lists_ambiguous_ones() {
    let d = tmpdir("method-name");
    let f = d.join("browser.py");
    std::fs::write(
        &f,
        "class HybridBrowserToolkit:\n    def browser_type(self, ref: str, text: str) -> str:\n        \"\"\"Type text into an element.\"\"\"\n        return text\n\n    def browser_click(self, ref: str) -> str:\n        \"\"\"Click an element.\"\"\"\n        return ref\n\n\nclass OtherToolkit:\n    def browser_click(self, ref: str) -> str:\n        \"\"\"Click.\"\"\"\n        return ref\n",
    )
    .unwrap();
    let path = |name: &str| format!("{}::{name}", f.display());
    let o = run(&["schema", &path("browser_type"), "--provider", "anthropic"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.len(), 1, "{v:?}");
    assert_eq!(v[0]["name"], "browser_type");
    assert!(
        v[0]["function"]
            .as_str()
            .unwrap()
            .ends_with("HybridBrowserToolkit.browser_type"),
        "{v:?}"
    );
    // The qualified name is still the same method.
    let q = run(&[
        "schema",
        &path("HybridBrowserToolkit.browser_type"),
        "--provider",
        "anthropic",
    ]);
    assert_eq!(q.stdout, o.stdout);

    // Two classes define `browser_click`: the error lists both qualified names.
    let o = run(&["schema", &path("browser_click")]);
    assert_eq!(o.status.code(), Some(2));
    let e = stderr(&o);
    assert!(
        e.contains("HybridBrowserToolkit.browser_click")
            && e.contains("OtherToolkit.browser_click"),
        "{e}"
    );
    assert!(
        o.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
}

#[test]
fn bad_input_gets_a_clear_message() {
    let o = run(&["schema", "does/not/exist.py"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("no such file"), "{}", stderr(&o));

    let empty = tmpdir("empty");
    std::fs::write(empty.join("notes.txt"), "hello").unwrap();
    let o = run(&["check", empty.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("no Python or Rust files"),
        "{}",
        stderr(&o)
    );

    let d = tmpdir("bad");
    std::fs::write(d.join("bin.py"), b"def f():\x00\x01 pass").unwrap();
    std::fs::write(d.join("latin1.py"), b"# caf\xe9\ndef f(): pass\n").unwrap();
    let o = run(&["schema", d.join("bin.py").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("binary file"), "{}", stderr(&o));
    let o = run(&["schema", d.join("latin1.py").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("not valid UTF-8"), "{}", stderr(&o));
    // `check` on files it cannot read never says that all checks passed.
    let o = run(&["check", d.join("bin.py").to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(1));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(!out.contains("All checks passed"), "{out}");
    assert!(out.contains("1 file could not be checked"), "{out}");

    let o = run(&["schema", "x.py", "--provider", "cohere"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("unknown provider"), "{}", stderr(&o));
    let o = run(&["check", "--format", "xml", "examples"]);
    assert_eq!(o.status.code(), Some(2));
    let o = run(&["rule", "ZZZ999"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn a_syntax_error_does_not_stop_the_other_functions() {
    let d = tmpdir("syntax");
    let file = d.join("broken.py");
    std::fs::write(
        &file,
        "def good(city: str) -> str:\n    \"\"\"Fine.\"\"\"\n    return city\n\n\ndef broken(x: int -> str:\n    return x\n\n\ndef also_good(n: int) -> int:\n    \"\"\"Fine too.\"\"\"\n    return n\n",
    )
    .unwrap();
    let o = run(&[
        "schema",
        file.to_str().unwrap(),
        "--all-functions",
        "--library",
        "toolslm",
    ]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert!(stderr(&o).contains("syntax error"), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let names: Vec<&str> = v.iter().map(|e| e["function"].as_str().unwrap()).collect();
    assert!(names.contains(&"broken.good"), "{names:?}");
    assert!(names.contains(&"broken.also_good"), "{names:?}");
}

#[test]
fn check_exit_codes_and_formats() {
    let o = run(&["check", "examples/clean_tools.py"]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(String::from_utf8_lossy(&o.stdout).contains("All checks passed."));

    let o = run(&["check", "examples/weather_tools.py"]);
    assert_eq!(o.status.code(), Some(1));
    let text = String::from_utf8_lossy(&o.stdout);
    // Drawn as rustc draws its errors: headline, location, source, notes, the fix.
    assert!(
        text.contains("error[N001]: tool name `größe` has characters outside [a-zA-Z0-9_-]\n  --> examples/weather_tools.py:43:5\n   |\n43 | def größe(stadt: str) -> int:\n   |     ^^^^^\n   |\n   = note: Anthropic, OpenAI Chat Completions, OpenAI Responses reject the request (HTTP 400)\n   = help: Rename the tool to `grosse` (unsafe fix: `--fix --unsafe-fixes`)\n"),
        "{text}"
    );
    assert!(!text.contains('\x1b'), "no colour off a terminal: {text}");
    let o = run(&[
        "check",
        "examples/weather_tools.py",
        "--output-format",
        "concise",
    ]);
    let text = String::from_utf8_lossy(&o.stdout);
    assert!(
        text.contains("examples/weather_tools.py:43:5: N001 [error]"),
        "{text}"
    );

    let o = run(&["check", "examples/weather_tools.py", "--format", "json"]);
    assert_eq!(o.status.code(), Some(1));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let n001 = v.iter().find(|d| d["code"] == "N001").unwrap();
    assert_eq!(
        n001["range"]["start"],
        serde_json::json!({"line": 42, "character": 4})
    );
    assert_eq!(n001["severity"], "error");
    assert!(n001["fix"]["title"].as_str().unwrap().contains("grosse"));

    let o = run(&["check", "examples/weather_tools.py", "--format", "github"]);
    let gh = String::from_utf8_lossy(&o.stdout);
    assert!(
        gh.lines()
            .any(|l| l.starts_with("::error file=examples/weather_tools.py,line=43,col=5,")),
        "{gh}"
    );

    let o = run(&["check", "examples/weather_tools.py", "--format", "sarif"]);
    let s: Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(s["version"], "2.1.0");
    assert!(s["runs"][0]["results"]
        .as_array()
        .unwrap()
        .iter()
        .any(|r| r["ruleId"] == "N001"));

    // --ignore and --provider narrow the report.
    let o = run(&[
        "check",
        "examples/weather_tools.py",
        "--ignore",
        "N",
        "--ignore",
        "L",
    ]);
    assert_eq!(
        o.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    let o = run(&[
        "check",
        "examples/weather_tools.py",
        "--provider",
        "gemini",
        "--select",
        "N",
    ]);
    let t = String::from_utf8_lossy(&o.stdout);
    assert!(t.contains("N005") && !t.contains("N001"), "{t}");
}

#[test]
fn pyproject_configuration_is_honoured_and_errors_explained() {
    let d = tmpdir("pyproject");
    std::fs::copy(
        repo().join("examples/weather_tools.py"),
        d.join("weather_tools.py"),
    )
    .unwrap();
    std::fs::write(d.join("pyproject.toml"), "[tool.toolsight]\nproviders = [\"gemini\"]\nignore = [\"L001\"]\n[tool.toolsight.severity]\nN005 = \"warning\"\n").unwrap();
    let o = run(&["check", d.to_str().unwrap()]);
    let t = String::from_utf8_lossy(&o.stdout);
    assert!(t.contains("warning[N005]"), "{t}");
    assert!(!t.contains("N001") && !t.contains("L001"), "{t}");
    assert_eq!(o.status.code(), Some(0), "{t}");

    std::fs::write(
        d.join("pyproject.toml"),
        "[tool.toolsight]\nproviders = [\"cohere\"]\n",
    )
    .unwrap();
    let o = run(&["check", d.to_str().unwrap()]);
    // A bad setting stops the run (exit 2): a typo must not silently turn a check off.
    assert_eq!(o.status.code(), Some(2));
    assert!(
        stderr(&o).contains("pyproject.toml: unknown provider `cohere`"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn a_string_where_a_list_is_expected_exits_2_naming_key_and_type() {
    let d = tmpdir("wrong-type");
    std::fs::copy(
        repo().join("examples/weather_tools.py"),
        d.join("weather_tools.py"),
    )
    .unwrap();
    std::fs::write(
        d.join("pyproject.toml"),
        "[tool.toolsight]\nproviders = \"openai-chat\"\n",
    )
    .unwrap();
    let o = run(&["check", d.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(
        stderr(&o).contains("pyproject.toml: `providers` must be a list of strings"),
        "{}",
        stderr(&o)
    );

    std::fs::remove_file(d.join("pyproject.toml")).unwrap();
    for (flag, expected) in [
        (
            "providers=openai-chat",
            "`providers` must be a list of strings",
        ),
        (
            "max-file-size=big",
            "`max-file-size` must be a number of bytes",
        ),
        ("gemini=vertex", "`gemini` must be a table"),
    ] {
        let o = run(&["check", d.to_str().unwrap(), "--config", flag]);
        assert_eq!(o.status.code(), Some(2), "{flag}: {}", stderr(&o));
        assert!(
            stderr(&o).contains(&format!("--config: {expected}")),
            "{flag}: {}",
            stderr(&o)
        );
    }
}

#[test]
fn rule_documentation() {
    let o = run(&["rule", "N001"]);
    assert_eq!(o.status.code(), Some(0));
    let t = String::from_utf8_lossy(&o.stdout);
    assert!(
        t.contains("tool-name-charset") && t.contains("string does not match pattern"),
        "{t}"
    );
    let o = run(&["rules"]);
    assert!(String::from_utf8_lossy(&o.stdout).lines().count() >= 40);
}

#[test]
fn gitignore_and_exclude_globs_skip_files() {
    let d = tmpdir("ignore");
    let bad = "import stores\n\n\ndef größe(x: str) -> str:\n    \"\"\"Bad name.\"\"\"\n    return x\n\n\nindex = stores.Index([größe])\n";
    for sub in ["kept", "generated", "skipped", ".venv-like"] {
        std::fs::create_dir_all(d.join(sub)).unwrap();
        std::fs::write(d.join(sub).join("tools.py"), bad).unwrap();
    }
    std::fs::write(d.join(".gitignore"), "generated/\n").unwrap();
    std::fs::write(
        d.join("pyproject.toml"),
        "[tool.toolsight]\nexclude = [\"skipped/**\"]\n",
    )
    .unwrap();
    let o = run(&["check", d.to_str().unwrap(), "--format", "json"]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let files: std::collections::BTreeSet<&str> =
        v.iter().map(|x| x["file"].as_str().unwrap()).collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(files.iter().all(|f| f.contains("/kept/")), "{files:?}");
}

#[test]
fn schema_lists_tools_of_unmodelled_frameworks_with_their_framework_and_place() {
    // Whichever framework is still found and attributed only, marked by its decorator.
    let Some(fw) = toolsight::frameworks::ALL
        .iter()
        .find(|f| !f.modelled() && !f.markers.decorators.is_empty())
    else {
        return;
    };
    let decorator = fw.markers.decorators[0].rsplit('.').next().unwrap();
    let d = tmpdir("unmodelled");
    let f = d.join("server.py");
    std::fs::write(
        &f,
        format!(
            "from {} import {decorator}\n\n\n\n\n@{decorator}\nasync def pricing(code: str) -> dict:\n    \"\"\"Price.\"\"\"\n    return {{}}\n",
            fw.imports[0]
        ),
    )
    .unwrap();
    let o = run(&["schema", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.len(), 1, "{v:?}");
    let t = &v[0];
    assert_eq!(t["function"], "server.pricing");
    assert_eq!(t["name"], "pricing");
    assert_eq!(t["framework"], fw.id());
    assert_eq!(t["provider"], Value::Null);
    assert_eq!(t["line"], 7);
    assert_eq!(t["marked_line"], 6);
    // No other library's payload or error stands in for the framework's.
    assert!(t.get("schema").is_none() && t.get("error").is_none());
    assert!(t["note"].as_str().unwrap().contains("not modelled"));
}

#[test]
fn a_file_concatenated_with_itself_keeps_every_decorated_tool() {
    let d = tmpdir("twice");
    let f = d.join("twice.py");
    let one = "from pydantic_ai import Agent\n\nagent = Agent(\"openai:gpt-4o\")\n\n\n@agent.tool_plain\ndef roll_die() -> str:\n    \"\"\"Roll.\"\"\"\n    return \"4\"\n\n\n";
    std::fs::write(&f, format!("{one}{one}")).unwrap();
    let o = run(&["schema", f.to_str().unwrap()]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let mut lines: Vec<u64> = v.iter().map(|t| t["line"].as_u64().unwrap()).collect();
    // One entry per payload: each tool's five payloads share its line.
    lines.dedup();
    // Each `def` is registered by its own decorator before the second replaces the name.
    assert_eq!(lines, [7, 18], "{v:?}");
}

#[test]
fn check_says_when_it_found_no_tool() {
    let d = tmpdir("notools");
    let f = d.join("plain.py");
    std::fs::write(&f, "def helper(x: int) -> int:\n    return x\n").unwrap();
    let o = run(&["check", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0));
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.starts_with("No tools found"), "{out}");
    assert!(!out.contains("All checks passed"), "{out}");
}

#[test]
fn schema_renders_mcp_sdk_tools_as_tools_list_entries() {
    let d = tmpdir("mcp-sdk");
    let f = d.join("server.py");
    std::fs::write(
        &f,
        "from mcp.server.mcpserver import MCPServer\n\nmcp = MCPServer(\"x\")\n\n\n@mcp.tool(name=\"get_pricing\")\nasync def pricing(code: str, limit: int = 3) -> list[str]:\n    \"\"\"Price.\"\"\"\n    return []\n",
    )
    .unwrap();
    let o = run(&["schema", f.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v.len(), 1, "{v:?}");
    let s = &v[0]["schema"];
    assert_eq!(v[0]["provider"], "mcp");
    assert_eq!(s["name"], "get_pricing");
    // The arguments model is named after the function, not the tool.
    assert_eq!(s["inputSchema"]["title"], "pricingArguments");
    assert_eq!(s["inputSchema"]["required"], serde_json::json!(["code"]));
    assert_eq!(s["outputSchema"]["title"], "pricingOutput");
}

#[test]
fn config_flag_sets_strict_and_rejects_unknown_settings() {
    let d = tmpdir("config-flag");
    let f = d.join("lc.py");
    std::fs::write(
        &f,
        "from langchain_openai import ChatOpenAI\n\n\ndef search(q: str, limit: int = 3) -> str:\n    \"\"\"Search.\"\"\"\n    return q\n\n\nChatOpenAI().bind_tools([search])\n",
    )
    .unwrap();
    let plain = run(&["schema", f.to_str().unwrap(), "--provider", "openai-chat"]);
    let v: Vec<Value> = serde_json::from_slice(&plain.stdout).unwrap();
    assert!(v[0]["schema"]["function"].get("strict").is_none(), "{v:?}");
    let strict = run(&[
        "schema",
        f.to_str().unwrap(),
        "--provider",
        "openai-chat",
        "--config",
        "strict=true",
    ]);
    assert_eq!(strict.status.code(), Some(0), "{}", stderr(&strict));
    let v: Vec<Value> = serde_json::from_slice(&strict.stdout).unwrap();
    let func = &v[0]["schema"]["function"];
    assert_eq!(func["strict"], true);
    // langchain's strict form requires every property and keeps the default.
    assert_eq!(
        func["parameters"]["required"],
        serde_json::json!(["q", "limit"])
    );
    assert_eq!(func["parameters"]["properties"]["limit"]["default"], 3);
    let bad = run(&["schema", f.to_str().unwrap(), "--config", "bogus=1"]);
    assert_eq!(bad.status.code(), Some(2));
    assert!(
        stderr(&bad).contains("unknown setting `bogus`"),
        "{}",
        stderr(&bad)
    );
    let bad = run(&["check", f.to_str().unwrap(), "--config", "novalue"]);
    assert_eq!(bad.status.code(), Some(2));
}

#[test]
fn gemini_api_vertex_adds_the_response_schema_by_config_or_by_code() {
    let d = tmpdir("gemini-vertex");
    let body = "\n\ndef search(q: str) -> str:\n    \"\"\"Search.\"\"\"\n    return q\n\n\nconfig = types.GenerateContentConfig(tools=[search])\n";
    let imports = "from google import genai\nfrom google.genai import types\n";
    let write = |name: &str, client: &str| {
        let f = d.join(name);
        std::fs::write(&f, format!("{imports}{client}{body}")).unwrap();
        f
    };
    let declaration = |f: &Path, extra: &[&str]| -> Value {
        let mut args = vec![
            "schema",
            f.to_str().unwrap(),
            "--provider",
            "gemini-declaration",
        ];
        args.extend_from_slice(extra);
        let o = run(&args);
        assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
        let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
        assert_eq!(v.len(), 1, "{v:?}");
        v[0]["schema"].clone()
    };
    let string = serde_json::json!({"type": "STRING"});

    // The Developer API (the default) sends no return schema; Vertex AI does.
    let plain = write("plain.py", "");
    assert!(declaration(&plain, &[]).get("response").is_none());
    let s = declaration(&plain, &["--config", "gemini.api=vertex"]);
    assert_eq!(s["response"], string, "{s}");

    // `genai.Client(vertexai=True)` in the file chooses Vertex without configuration ...
    let vertex = write(
        "vertex.py",
        "\nclient = genai.Client(vertexai=True, project=\"p\", location=\"us-central1\")\n",
    );
    assert_eq!(declaration(&vertex, &[])["response"], string);
    // ... and the code is more specific than the setting.
    let developer = write("developer.py", "\nclient = genai.Client(vertexai=False)\n");
    let s = declaration(&developer, &["--config", "gemini.api=vertex"]);
    assert!(s.get("response").is_none(), "{s}");
}

#[test]
fn rust_crate_tools_are_listed_from_its_module_files() {
    let o = run(&["schema", "tests/rust/demo-crate"]);
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let listed: Vec<(&str, &str, &str, &str)> = v
        .iter()
        .map(|e| {
            (
                e["function"].as_str().unwrap(),
                e["name"].as_str().unwrap(),
                e["framework"].as_str().unwrap(),
                e["provider"].as_str().unwrap(),
            )
        })
        .collect();
    let search = "tools::search::SearchServer::search";
    assert_eq!(
        listed,
        [
            (search, "search", "rmcp", "mcp"),
            (
                "tools::search::SearchServer::search_web",
                "search web",
                "rmcp",
                "mcp"
            ),
            ("tools::weather::Weather", "get_weather", "rig", "native"),
            (
                "tools::weather::Weather",
                "get_weather",
                "rig",
                "openai-responses"
            ),
            ("tools::weather::translate", "translate", "rig", "native"),
            (
                "tools::weather::translate",
                "translate",
                "rig",
                "openai-responses"
            ),
        ]
    );
    // The crate links rig-core, so serde_json keeps insertion order: rmcp's root strip
    // (`swap_remove` of `title`) moves `required` to the second place.
    let input = &v[0]["schema"]["inputSchema"];
    let keys: Vec<&String> = input.as_object().unwrap().keys().collect();
    assert_eq!(
        keys,
        ["$schema", "required", "properties", "type"],
        "{input}"
    );
    // `--config rust.preserve_order=false`: a build without it sorts every object.
    let o = run(&[
        "schema",
        "--config",
        "rust.preserve_order=false",
        "tests/rust/demo-crate/src/tools/search.rs",
    ]);
    let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
    let keys: Vec<&String> = v[0]["schema"]["inputSchema"]
        .as_object()
        .unwrap()
        .keys()
        .collect();
    assert_eq!(keys, ["$schema", "properties", "required", "type"]);

    // The model resolves across module files: the params struct of `search` is
    // `crate::model::SearchRequest` (another file), rig's description a const there.
    let o = run(&["debug-model", "tests/rust/demo-crate/src/tools/weather.rs"]);
    let model = String::from_utf8_lossy(&o.stdout);
    assert!(model.contains("\"Météo für eine Stadt.\""), "{model}");
    assert!(model.contains("\"Übersetze einen Text.\""), "{model}");
    let o = run(&["debug-model", "tests/rust/demo-crate/src/tools/search.rs"]);
    let model = String::from_utf8_lossy(&o.stdout);
    assert!(model.contains("\"model::SearchRequest\""), "{model}");
    assert!(
        model.contains("\"Suche im Index — größte Treffer zuerst.\""),
        "{model}"
    );

    // `check` on the crate: the undocumented tool, on its name, in the module file; its
    // name has a space, outside the MCP specification's tool names (N008, on the literal).
    let o = run(&["check", "--format", "json", "tests/rust/demo-crate"]);
    let d: Value = serde_json::from_slice(&o.stdout).unwrap();
    let found: Vec<(String, String)> = d
        .as_array()
        .unwrap()
        .iter()
        .map(|x| {
            (
                x["code"].as_str().unwrap_or("").to_string(),
                x["message"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect();
    assert_eq!(found.len(), 2, "{d}");
    assert_eq!(found[0].0, "N008");
    assert!(found[0].1.contains("`search web`"), "{d}");
    assert_eq!(found[1].0, "D001");
    assert!(found[1].1.contains("`search web`"), "{d}");
}

#[test]
fn configuration_outside_the_project_is_not_read() {
    // outer/toolsight.toml is outside the project that outer/proj/.git marks.
    let outer = tmpdir("outside-config");
    let proj = outer.join("proj");
    std::fs::create_dir_all(proj.join(".git")).unwrap();
    std::fs::copy(
        repo().join("examples/weather_tools.py"),
        proj.join("weather_tools.py"),
    )
    .unwrap();
    let inside = run(&["check", proj.to_str().unwrap()]);
    std::fs::write(
        outer.join("toolsight.toml"),
        "ignore = [\"N\", \"L\", \"D\", \"S\", \"G\", \"A\"]\n",
    )
    .unwrap();
    let with_stray = run(&["check", proj.to_str().unwrap()]);
    assert_eq!(inside.stdout, with_stray.stdout);
    // Inside the project it is read.
    std::fs::rename(outer.join("toolsight.toml"), proj.join("toolsight.toml")).unwrap();
    let read = run(&["check", proj.to_str().unwrap()]);
    assert_ne!(inside.stdout, read.stdout);
}

#[test]
fn files_over_max_file_size_are_not_read() {
    let o = run(&[
        "check",
        "examples/weather_tools.py",
        "--config",
        "max-file-size=100",
    ]);
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).contains("over `max-file-size` (100 bytes)"),
        "{}",
        stderr(&o)
    );
    let out = String::from_utf8_lossy(&o.stdout);
    assert!(out.contains("1 file could not be checked"), "{out}");
    let o = run(&[
        "schema",
        "examples/weather_tools.py",
        "--config",
        "max-file-size=100",
    ]);
    assert_ne!(o.status.code(), Some(0));
}

#[test]
fn schema_writes_a_tools_reference_in_markdown_and_html() {
    let dir = tmpdir("reference");
    let file = dir.join("météo.py");
    std::fs::write(
        &file,
        "from typing import Literal, Optional\n\nfrom mcp.server.fastmcp import FastMCP\n\nmcp = FastMCP(\"météo\")\n\n\n@mcp.tool()\ndef prévision(ville: str, jours: int = 3, unité: Literal[\"c\", \"f\"] = \"c\") -> str:\n    \"\"\"Prévision pour une ville — 天気 <b>gras</b>.\n\n    Toujours | en clair.\n    \"\"\"\n    return \"\"\n\n\n@mcp.tool(name=\"alerts.list\")\ndef alerts(region: Optional[str] = None) -> list[str]:\n    return []\n",
    )
    .unwrap();
    let path = file.to_str().unwrap();
    let md_run = run(&["schema", path, "--format", "markdown"]);
    assert_eq!(md_run.status.code(), Some(0), "{}", stderr(&md_run));
    let md = String::from_utf8(md_run.stdout.clone()).unwrap();
    // Deterministic: the same text twice.
    assert_eq!(
        run(&["schema", path, "--format", "markdown"]).stdout,
        md_run.stdout
    );
    assert!(md.starts_with("# Tools\n\n2 tools in 1 file."), "{md}");
    // The token figures are the ones `schema` prints for the same payloads.
    let json: Vec<Value> = serde_json::from_slice(&run(&["schema", path]).stdout).unwrap();
    let largest = |name: &str| {
        json.iter()
            .filter(|e| e["name"] == name)
            .filter_map(|e| e["tokens"]["json"].as_u64())
            .max()
            .unwrap()
    };
    assert!(
        md.contains(&format!(
            // A non-ASCII MCP tool name: N008.
            "| `prévision` | mcp | `{path}:9` | 3 | {} | 1 |",
            largest("prévision")
        )),
        "{md}"
    );
    // Parameters: type, required, default, as the MCP client receives them.
    assert!(md.contains("| `ville` | string | yes |  |"), "{md}");
    assert!(md.contains("| `jours` | integer | no | `3` |"), "{md}");
    assert!(
        md.contains("| `unité` | \"c\" \\| \"f\" | no | `\"c\"` |"),
        "{md}"
    );
    assert!(
        md.contains("| `region` | string \\| null | no | `null` |"),
        "{md}"
    );
    // The description verbatim, in a fence.
    assert!(
        md.contains("~~~text\nPrévision pour une ville — 天気 <b>gras</b>.\n\n    Toujours | en clair.\n~~~"),
        "{md}"
    );
    // A tool without a description: the problem is listed and marked on the provider row.
    assert!(md.contains("## `alerts.list`"), "{md}");
    assert!(md.contains("\n- `D001` "), "{md}");
    assert!(md.contains("| MCP | `alerts.list` | "), "{md}");
    assert!(md.contains(" | `D001` |\n"), "{md}");

    let html_run = run(&["schema", path, "--format", "html"]);
    assert_eq!(html_run.status.code(), Some(0), "{}", stderr(&html_run));
    let html = String::from_utf8(html_run.stdout).unwrap();
    assert!(html.starts_with("<!DOCTYPE html>"), "{html}");
    assert!(html.contains("<table>"), "{html}");
    assert!(html.contains("<td><code>ville</code></td>"), "{html}");
    // Text from the code never becomes markup.
    assert!(!html.contains("<b>gras</b>"), "{html}");
    assert!(html.contains("&lt;b&gt;gras&lt;/b&gt;"), "{html}");

    let bad = run(&["schema", path, "--format", "pdf"]);
    assert_eq!(bad.status.code(), Some(2));
    let _ = std::fs::remove_dir_all(&dir);
}

/// Files named one by one are analysed with what they import, found on disk as needed, and
/// with the registrations of the modules beside them and in the package directories above:
/// nothing else under the import root is read (a folder of 3,000 unrelated modules here).
#[test]
fn a_named_file_reads_what_it_imports_not_its_whole_folder() {
    let dir = tmpdir("lazy");
    let pkg = dir.join("app");
    std::fs::create_dir_all(pkg.join("models")).unwrap();
    std::fs::create_dir_all(pkg.join("agents")).unwrap();
    std::fs::write(pkg.join("__init__.py"), "").unwrap();
    std::fs::write(pkg.join("models/__init__.py"), "").unwrap();
    std::fs::write(pkg.join("agents/__init__.py"), "").unwrap();
    std::fs::write(
        pkg.join("models/units.py"),
        "from enum import Enum\n\nclass Unit(str, Enum):\n    C = \"c\"\n    F = \"f\"\n",
    )
    .unwrap();
    std::fs::write(
        pkg.join("tools.py"),
        "from app.models.units import Unit\n\ndef forecast(city: str, unit: Unit = Unit.C) -> str:\n    \"\"\"Forecast for a city.\"\"\"\n    return city\n\ndef alerts(city: str) -> str:\n    \"\"\"Alerts for a city.\"\"\"\n    return city\n",
    )
    .unwrap();
    // Registered beside it, and in a subpackage.
    std::fs::write(
        pkg.join("agent.py"),
        "from pydantic_ai import Agent\nfrom app.tools import forecast\n\nagent = Agent('openai:gpt-4o', tools=[forecast])\n",
    )
    .unwrap();
    std::fs::write(
        pkg.join("agents/weather.py"),
        "from pydantic_ai import Agent\nfrom app.tools import alerts\n\nagent = Agent('openai:gpt-4o', tools=[alerts])\n",
    )
    .unwrap();
    let noise = dir.join("noise");
    for i in 0..3000 {
        let d = noise.join(format!("d{}", i % 30));
        std::fs::create_dir_all(&d).unwrap();
        std::fs::write(d.join(format!("m{i}.py")), "import os\n").unwrap();
    }
    let names = |o: &Output| -> Vec<String> {
        let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap_or_default();
        let mut n: Vec<String> = v
            .iter()
            .filter_map(|e| e["name"].as_str().map(str::to_string))
            .collect();
        n.dedup();
        n
    };
    let unit_enum = |o: &Output| String::from_utf8_lossy(&o.stdout).contains("\"enum\": [\n");
    // By name from inside the package's root: a bare file name lies in the current directory.
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "app/tools.py", "--provider", "openai-chat"])
        .current_dir(&dir)
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(0), "{}", stderr(&o));
    assert_eq!(
        names(&o),
        ["forecast"],
        "{}",
        String::from_utf8_lossy(&o.stdout)
    );
    assert!(
        unit_enum(&o),
        "the imported Enum is resolved: {}",
        String::from_utf8_lossy(&o.stdout)
    );
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["schema", "tools.py", "--provider", "openai-chat"])
        .current_dir(&pkg)
        .output()
        .unwrap();
    assert!(unit_enum(&o), "{}", String::from_utf8_lossy(&o.stdout));
    // The whole package as a directory: the subpackage's registration is found too.
    let o = run(&["schema", pkg.to_str().unwrap(), "--provider", "openai-chat"]);
    let mut all = names(&o);
    all.sort();
    assert_eq!(all, ["alerts", "forecast"], "{}", stderr(&o));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn check_output_is_the_same_on_any_number_of_threads() {
    // Files are analysed in parallel; the report keeps the files' order, and what one file
    // finds across modules (types, registrations) does not depend on which ran first.
    let mut outputs = Vec::new();
    for threads in ["1", "2", "5"] {
        let o = run(&[
            "check",
            "tests/workspace",
            "tests/corpus-pkg",
            "tests/discovery",
            "--output-format",
            "json",
            "--threads",
            threads,
        ]);
        assert!(matches!(o.status.code(), Some(0 | 1)), "{}", stderr(&o));
        let v: Vec<Value> = serde_json::from_slice(&o.stdout).unwrap();
        assert!(v.len() > 10, "{v:?}");
        outputs.push(o.stdout);
    }
    assert_eq!(outputs[0], outputs[1]);
    assert_eq!(outputs[0], outputs[2]);
}

#[test]
fn a_bad_thread_count_is_a_usage_error() {
    let o = run(&["check", "examples/weather_tools.py", "--threads", "0"]);
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("at least 1"), "{}", stderr(&o));
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", "examples/weather_tools.py"])
        .env("TOOLSIGHT_THREADS", "many")
        .current_dir(repo())
        .output()
        .unwrap();
    assert_eq!(o.status.code(), Some(2), "{}", stderr(&o));
    assert!(stderr(&o).contains("TOOLSIGHT_THREADS"), "{}", stderr(&o));
}
