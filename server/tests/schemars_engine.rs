//! The schemars engine against the Rust corpus goldens: each rmcp tool's `inputSchema` in the
//! plain `rmcp` goldens (an rmcp build without `preserve_order`: every object's keys sorted)
//! is `schema_for!(T)` of its `Parameters<T>` with the root `title` and `description`
//! removed. Key order is not compared here (the rmcp renderer's job); the count of matching
//! schemas may only grow.

use std::path::{Path, PathBuf};

use serde_json::{json, Value};
use toolsight::frameworks::schemars::{schema_for, Settings};

fn repo() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .unwrap()
        .to_path_buf()
}

/// Input schemas that match, out of those the oracle could build.
const FLOOR: usize = 83;

#[test]
fn rmcp_input_schemas_match_the_goldens() {
    let Ok(entries) = std::fs::read_dir(repo().join("tests/goldens/rmcp")) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let (mut matched, mut total) = (0, 0);
    let mut report = Vec::new();
    for g in files {
        let stem = g.file_stem().unwrap().to_string_lossy().to_string();
        let src_path = repo().join(format!("tests/rust-corpus/{stem}.rs"));
        let text = std::fs::read_to_string(&src_path).unwrap();
        let module = toolsight::frameworks::rust_front::analyze_rust(&text, Some(&src_path), &stem);
        let golden: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
        for e in golden {
            let Some(want) = e.get("schema").and_then(|s| s.get("inputSchema")) else {
                continue;
            };
            let function = e["function"].as_str().unwrap();
            let Some(f) = module
                .functions
                .iter()
                .find(|f| module.function_path(f) == function)
            else {
                continue;
            };
            let Some(tool) = f.rust.as_deref() else {
                continue;
            };
            if tool.kind != toolsight::rust::ToolKind::RoutedFn {
                continue;
            }
            total += 1;
            let got = match (&tool.parameters_json, &tool.params) {
                (Some(v), _) => v.clone(),
                (None, None) => Ok(json!({"type": "object", "properties": {}})),
                (None, Some(t)) => schema_for(tool, t, Settings::DRAFT2020_12).map(|mut s| {
                    if let Value::Object(m) = &mut s {
                        m.remove("title");
                        m.remove("description");
                    }
                    s
                }),
            };
            match got {
                Ok(v) if &v == want => matched += 1,
                Ok(v) => report.push(format!("{function}:\n  want {want}\n  got  {v}")),
                Err(why) => report.push(format!("{function}: {why}")),
            }
        }
    }
    if std::env::var("TOOLSIGHT_GOLDEN_VERBOSE").is_ok() {
        eprintln!("{}", report.join("\n"));
    }
    eprintln!("schemars engine: {matched}/{total} rmcp input schemas match");
    assert!(
        matched >= FLOOR,
        "{matched}/{total} match (floor {FLOOR}):\n{}",
        report.join("\n")
    );
}

/// `outputSchema`: `schema_for!` of `Json<T>`'s `T` (or `ToolBase::Output`) under the
/// serialize contract, root `title` and `description` removed.
#[test]
fn rmcp_output_schemas_match_the_goldens() {
    let Ok(entries) = std::fs::read_dir(repo().join("tests/goldens/rmcp")) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let (mut matched, mut total) = (0, 0);
    let mut report = Vec::new();
    let settings = Settings {
        for_serialize: true,
        ..Settings::DRAFT2020_12
    };
    for g in files {
        let stem = g.file_stem().unwrap().to_string_lossy().to_string();
        let src_path = repo().join(format!("tests/rust-corpus/{stem}.rs"));
        let text = std::fs::read_to_string(&src_path).unwrap();
        let module = toolsight::frameworks::rust_front::analyze_rust(&text, Some(&src_path), &stem);
        let golden: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
        for e in golden {
            let Some(want) = e.get("schema").and_then(|s| s.get("outputSchema")) else {
                continue;
            };
            let function = e["function"].as_str().unwrap();
            let Some(f) = module
                .functions
                .iter()
                .find(|f| module.function_path(f) == function)
            else {
                continue;
            };
            let Some(tool) = f.rust.as_deref() else {
                continue;
            };
            total += 1;
            if let Some(explicit) = &tool.output_json {
                match explicit {
                    Ok(v) if v == want => matched += 1,
                    other => report.push(format!("{function}: want {want}, got {other:?}")),
                }
                continue;
            }
            let Some(out) = &tool.output else {
                report.push(format!("{function}: no output type found"));
                continue;
            };
            let got = schema_for(tool, out, settings).map(|mut s| {
                if let Value::Object(m) = &mut s {
                    m.remove("title");
                    m.remove("description");
                }
                s
            });
            match got {
                Ok(v) if &v == want => matched += 1,
                Ok(v) => report.push(format!("{function}:\n  want {want}\n  got  {v}")),
                Err(why) => report.push(format!("{function}: {why}")),
            }
        }
    }
    if std::env::var("TOOLSIGHT_GOLDEN_VERBOSE").is_ok() {
        eprintln!("{}", report.join("\n"));
    }
    eprintln!("schemars engine: {matched}/{total} rmcp output schemas match");
    assert!(
        matched >= OUTPUT_FLOOR,
        "{matched}/{total} match (floor {OUTPUT_FLOOR}):\n{}",
        report.join("\n")
    );
}

const OUTPUT_FLOOR: usize = 11;

/// rig's `ToolDefinition.parameters` (native goldens): `#[rig_tool]`'s generated struct,
/// `schema_for!(Args)` in `parameters()`, or the `json!` literal it returns.
#[test]
fn rig_parameters_match_the_goldens() {
    let Ok(entries) = std::fs::read_dir(repo().join("tests/goldens/rig")) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let (mut matched, mut total) = (0, 0);
    let (mut ordered_matched, mut ordered_total) = (0, 0);
    let mut report = Vec::new();
    for g in files {
        let stem = g.file_stem().unwrap().to_string_lossy().to_string();
        let src_path = repo().join(format!("tests/rust-corpus/{stem}.rs"));
        let text = std::fs::read_to_string(&src_path).unwrap();
        let module = toolsight::frameworks::rust_front::analyze_rust(&text, Some(&src_path), &stem);
        let golden: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
        for e in golden.iter().filter(|e| e["provider"] == "native") {
            let Some(want) = e.get("schema").and_then(|s| s.get("parameters")) else {
                continue;
            };
            let function = e["function"].as_str().unwrap();
            let Some(f) = module
                .functions
                .iter()
                .find(|f| module.function_path(f) == function)
            else {
                continue;
            };
            let Some(tool) = f.rust.as_deref() else {
                continue;
            };
            total += 1;
            let got = match (&tool.kind, &tool.parameters_json, &tool.schema_for) {
                (toolsight::rust::ToolKind::MacroFn, _, _) => {
                    toolsight::frameworks::schemars::rig_tool_parameters(tool, &f.name)
                }
                (_, Some(v), _) => v.clone(),
                (_, None, Some(t)) => {
                    let settings = match &tool.schema_settings {
                        Some(n) => Settings::named(n).unwrap(),
                        None => Settings::DRAFT2020_12,
                    };
                    schema_for(tool, t, settings).map(|v| {
                        if tool.schema_serialized {
                            toolsight::frameworks::schemars::serialize_order(&v)
                        } else {
                            v
                        }
                    })
                }
                _ => Err("no parameters found".into()),
            };
            match got {
                Ok(v) if &v == want => {
                    matched += 1;
                    // rig links serde_json with `preserve_order`: `#[rig_tool]` and
                    // `.to_value()` (schemars' insertion order), `serde_json::to_value` (its
                    // `Serialize` order) and `json!` literals (written order) all show.
                    ordered_total += 1;
                    // Compared as text: `Value`'s equality ignores key order.
                    let text = |x: &Value| serde_json::to_string(x).unwrap();
                    if text(&v) == text(want) {
                        ordered_matched += 1;
                    } else {
                        report.push(format!(
                            "{function} (key order):\n  want {want}\n  got  {v}"
                        ));
                    }
                }
                Ok(v) => report.push(format!("{function}:\n  want {want}\n  got  {v}")),
                Err(why) => report.push(format!("{function}: {why}")),
            }
        }
    }
    if std::env::var("TOOLSIGHT_GOLDEN_VERBOSE").is_ok() {
        eprintln!("{}", report.join("\n"));
    }
    eprintln!("schemars engine: {matched}/{total} rig parameter schemas match, {ordered_matched}/{ordered_total} in key order");
    assert!(
        ordered_matched >= RIG_ORDER_FLOOR,
        "key order: {ordered_matched}/{ordered_total}"
    );
    assert!(
        matched >= RIG_FLOOR,
        "{matched}/{total} match (floor {RIG_FLOOR}):\n{}",
        report.join("\n")
    );
}

const RIG_FLOOR: usize = 22;
const RIG_ORDER_FLOOR: usize = 22;

/// Under `serde_json/preserve_order` rmcp stores `serde_json::to_value(schema)` (schemars'
/// `Serialize` order) and removes the root `title` and `description` with `swap_remove`,
/// which moves the last key into the hole: the `rmcp-preserve-order` goldens' key order.
#[test]
fn rmcp_preserve_order_input_schemas_match_in_key_order() {
    let Ok(entries) = std::fs::read_dir(repo().join("tests/goldens/rmcp-preserve-order")) else {
        return;
    };
    let mut files: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    files.sort();
    let (mut matched, mut total) = (0, 0);
    let (mut output_matched, mut output_total) = (0, 0);
    let mut report = Vec::new();
    let text = |x: &Value| serde_json::to_string(x).unwrap();
    for g in files {
        let stem = g.file_stem().unwrap().to_string_lossy().to_string();
        let src_path = repo().join(format!("tests/rust-corpus/{stem}.rs"));
        let src = std::fs::read_to_string(&src_path).unwrap();
        let module = toolsight::frameworks::rust_front::analyze_rust(&src, Some(&src_path), &stem);
        let golden: Vec<Value> =
            serde_json::from_str(&std::fs::read_to_string(&g).unwrap()).unwrap();
        for e in golden {
            let function = e["function"].as_str().unwrap();
            let Some(f) = module
                .functions
                .iter()
                .find(|f| module.function_path(f) == function)
            else {
                continue;
            };
            let Some(tool) = f.rust.as_deref() else {
                continue;
            };
            // `outputSchema`: the serialize contract, stripped the same way.
            if let (Some(want), Some(out), None) = (
                e.get("schema").and_then(|s| s.get("outputSchema")),
                &tool.output,
                &tool.output_json,
            ) {
                output_total += 1;
                let settings = Settings {
                    for_serialize: true,
                    ..Settings::DRAFT2020_12
                };
                let got = schema_for(tool, out, settings).map(|s| {
                    let mut s = toolsight::frameworks::schemars::serialize_order(&s);
                    if let Value::Object(m) = &mut s {
                        m.remove("title");
                        m.remove("description");
                    }
                    s
                });
                match got {
                    Ok(v) if text(&v) == text(want) => output_matched += 1,
                    Ok(v) => report.push(format!(
                        "{function} (output):\n  want {}\n  got  {}",
                        text(want),
                        text(&v)
                    )),
                    Err(why) => report.push(format!("{function} (output): {why}")),
                }
            }
            let Some(want) = e.get("schema").and_then(|s| s.get("inputSchema")) else {
                continue;
            };
            let Some(t) = tool
                .params
                .as_ref()
                .filter(|_| tool.parameters_json.is_none())
            else {
                continue;
            };
            if tool.kind != toolsight::rust::ToolKind::RoutedFn {
                continue;
            }
            total += 1;
            let got = schema_for(tool, t, Settings::DRAFT2020_12).map(|s| {
                let mut s = toolsight::frameworks::schemars::serialize_order(&s);
                if let Value::Object(m) = &mut s {
                    // serde_json's `Map::remove` is `swap_remove` under preserve_order.
                    m.remove("title");
                    m.remove("description");
                }
                s
            });
            match got {
                Ok(v) if text(&v) == text(want) => matched += 1,
                Ok(v) => report.push(format!(
                    "{function}:\n  want {}\n  got  {}",
                    text(want),
                    text(&v)
                )),
                Err(why) => report.push(format!("{function}: {why}")),
            }
        }
    }
    if std::env::var("TOOLSIGHT_GOLDEN_VERBOSE").is_ok() {
        eprintln!("{}", report.join("\n"));
    }
    eprintln!("schemars engine: {matched}/{total} rmcp input schemas, {output_matched}/{output_total} output schemas match in preserve_order key order");
    assert!(
        matched >= PRESERVE_ORDER_FLOOR,
        "{matched}/{total}:\n{}",
        report.join("\n")
    );
    assert!(
        output_matched >= PRESERVE_ORDER_OUTPUT_FLOOR,
        "{output_matched}/{output_total}:\n{}",
        report.join("\n")
    );
}

const PRESERVE_ORDER_FLOOR: usize = 67;
const PRESERVE_ORDER_OUTPUT_FLOOR: usize = 9;
