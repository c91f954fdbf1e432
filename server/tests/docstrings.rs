//! Every framework's docstring handling against what the real libraries produced
//! (`tests/docstrings/expected.json`, written by `tests/docstrings/regen.py`). Cases that
//! cannot be matched are listed in `tests/docstrings/known.txt` with a reason; a listed case
//! that starts matching fails the test too, so the list stays honest.

use std::collections::BTreeSet;
use std::path::PathBuf;

use serde_json::{json, Value};
use toolsight::frameworks::docstrings::{self, FuncDoc};

fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn as_value(result: Result<FuncDoc, String>) -> Value {
    match result {
        Ok(d) => json!({
            "description": d.description,
            "params": d.params.iter().map(|(k, v)| json!([k, v])).collect::<Vec<_>>(),
        }),
        Err(message) => json!({ "error": message }),
    }
}

/// The expected value in the shape `as_value` produces: an exception becomes its message
/// (langchain's are all `ValueError`s) or `Type: message` for any other exception type.
fn normalise(expected: &Value) -> Value {
    match expected.get("error") {
        Some(e) if e["type"] == "ValueError" => json!({ "error": e["message"] }),
        Some(e) => {
            json!({ "error": format!("{}: {}", e["type"].as_str().unwrap(), e["message"].as_str().unwrap()) })
        }
        None => expected.clone(),
    }
}

fn run(framework: &str, function: &str, doc: Option<&str>, params: &[&str]) -> Value {
    let signature = format!(
        "({})",
        params
            .iter()
            .map(|p| format!("{p}: str"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    as_value(match framework {
        "openai_agents" => Ok(docstrings::openai_agents(doc)),
        "pydantic_ai" => Ok(docstrings::pydantic_ai(doc)),
        "fastmcp" => Ok(docstrings::fastmcp(doc)),
        "langchain" => docstrings::langchain(doc, params),
        "langchain_tool" => docstrings::langchain_tool(doc, params, false),
        "langchain_tool_parse" => docstrings::langchain_tool(doc, params, true),
        "llama_index" => Ok(docstrings::llama_index(function, &signature, doc, params)),
        "anthropic" => docstrings::anthropic(doc, params),
        "mcp" => Ok(docstrings::mcp(doc)),
        other => panic!("unknown framework {other} in expected.json"),
    })
}

#[test]
fn docstrings_match_the_real_libraries() {
    let root = repo_root().join("tests/docstrings");
    let expected: Value =
        serde_json::from_str(&std::fs::read_to_string(root.join("expected.json")).unwrap())
            .unwrap();
    let known: BTreeSet<(String, String)> = std::fs::read_to_string(root.join("known.txt"))
        .unwrap_or_default()
        .lines()
        .map(|l| l.split('#').next().unwrap().trim())
        .filter(|l| !l.is_empty())
        .map(|l| {
            let (case, fw) = l
                .split_once(char::is_whitespace)
                .expect("known.txt: `case framework  # reason`");
            (case.to_string(), fw.trim().to_string())
        })
        .collect();

    let mut failures = Vec::new();
    let mut counts: std::collections::BTreeMap<String, (usize, usize)> = Default::default();
    for case in expected["cases"].as_array().unwrap() {
        let name = case["name"].as_str().unwrap();
        let doc = case["doc"].as_str();
        let function = case["function"].as_str().unwrap();
        let params: Vec<&str> = case["params"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p.as_str().unwrap())
            .collect();
        for (framework, want) in case["expected"].as_object().unwrap() {
            let want = normalise(want);
            let got = run(framework, function, doc, &params);
            let ok = got == want;
            let entry = counts.entry(framework.clone()).or_default();
            entry.1 += 1;
            if ok {
                entry.0 += 1;
            }
            let listed = known.contains(&(name.to_string(), framework.clone()));
            if ok && listed {
                failures.push(format!(
                    "{name} / {framework}: listed in known.txt but matches now"
                ));
            } else if !ok && !listed {
                failures.push(format!(
                    "{name} / {framework}:\n  expected {want}\n  actual   {got}"
                ));
            }
        }
    }
    for (framework, (pass, total)) in &counts {
        eprintln!("{framework:>22}: {pass}/{total}");
    }
    assert!(
        failures.is_empty(),
        "{} mismatches:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
