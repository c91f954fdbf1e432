//! A project that is (a copy of) a framework toolsight models: the framework's own modules
//! pass their users' tools from one internal call to the next (`tools=_tools`), which is not a
//! registration; its own toolkits are still tools a user gets. The fixture is
//! `tests/discovery/program_framework_copy/` (agno's layout, as agno-dinesh ships it).

use std::path::Path;
use std::process::Command;

use serde_json::Value;

/// `toolsight check` on the fixture, as (file, 1-based line, code) triples.
fn check_fixture() -> Vec<(String, u64, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args(["check", ".", "--output-format", "json", "--exit-zero"])
        .current_dir(root.join("tests/discovery/program_framework_copy"))
        .output()
        .expect("run toolsight");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let diags: Vec<Value> = serde_json::from_slice(&out.stdout).expect("json");
    diags
        .iter()
        .map(|d| {
            (
                // Paths as given under `.`: `./agno/agent/agent.py`.
                d["file"]
                    .as_str()
                    .unwrap_or_default()
                    .trim_start_matches("./")
                    .to_string(),
                d["range"]["start"]["line"].as_u64().unwrap_or_default() + 1,
                d["code"].as_str().unwrap_or_default().to_string(),
            )
        })
        .collect()
}

#[test]
fn the_frameworks_internal_tools_keywords_make_no_set_sent_together() {
    let diags = check_fixture();
    // The two `search_knowledge_base` built-ins are alternatives the agent's user chooses by a
    // setting; the internal `tools=_tools` calls hand on whatever the user gave.
    let sets: Vec<_> = diags
        .iter()
        .filter(|(_, _, code)| matches!(code.as_str(), "C001" | "K001" | "K004" | "T002"))
        .collect();
    assert!(sets.is_empty(), "{sets:?}");
    // Still tools: the built-ins are found through `Function.from_callable` (L011 on the
    // default agno never sends) ...
    assert!(
        diags.contains(&("agno/agent/agent.py".into(), 24, "L011".into())),
        "{diags:?}"
    );
    // ... and the framework's own toolkit through its class (G004: a method without
    // parameters is an empty Gemini OBJECT).
    assert!(
        diags.contains(&("agno/tools/notes.py".into(), 14, "G004".into())),
        "{diags:?}"
    );
    // A list the framework writes itself (`Toolkit(tools=[run_diagnostics])`, as agno's os
    // manager) is its own registration: still a tool.
    assert!(
        diags.contains(&("agno/os/manager.py".into(), 8, "G004".into())),
        "{diags:?}"
    );
}
