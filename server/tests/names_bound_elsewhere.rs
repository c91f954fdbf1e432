//! L008 says a name is "neither defined nor imported" only when it is neither: a PEP 695
//! alias imported from another module of the workspace (`from .sdk import JsonValue`, with
//! `type JsonValue = ...` there) is imported, and its payload is shown as unread instead
//! (sweep 8, seed 38: mammoth-mcp-server, 7 wrong).

use std::path::PathBuf;
use std::process::Command;

fn project(files: &[(&str, &str)]) -> PathBuf {
    let d = std::env::temp_dir().join(format!("toolsight-bound-elsewhere-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    for (path, text) in files {
        let p = d.join(path);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    }
    d
}

#[test]
fn a_pep695_alias_imported_from_another_module_is_not_an_undefined_name() {
    let d = project(&[
        ("pkg/__init__.py", ""),
        (
            "pkg/sdk.py",
            "type JsonValue = dict[str, \"JsonValue\"] | list[\"JsonValue\"] | str | int | None\n",
        ),
        (
            "pkg/tools.py",
            "from fastmcp import FastMCP\n\nfrom .sdk import JsonValue\n\nmcp = FastMCP(\"x\")\n\n\n@mcp.tool()\ndef put(key: str, value: JsonValue, other: Undefined) -> str:\n    \"\"\"Store a value.\"\"\"\n    return key\n",
        ),
    ]);
    let o = Command::new(env!("CARGO_BIN_EXE_toolsight"))
        .args([
            "check",
            "--output-format",
            "concise",
            "--select",
            "L008",
            ".",
        ])
        .current_dir(&d)
        .output()
        .expect("run toolsight");
    let out = String::from_utf8_lossy(&o.stdout);
    let l008: Vec<&str> = out.lines().filter(|l| l.contains("L008")).collect();
    // The name that really is undefined is still reported.
    assert_eq!(l008.len(), 1, "{out}");
    assert!(l008[0].contains("`Undefined`"), "{out}");
    std::fs::remove_dir_all(&d).ok();
}
