//! L008 says a name is "neither defined nor imported" only when it is neither: a PEP 695
//! alias imported from another module of the workspace (`from .sdk import JsonValue`, with
//! `type JsonValue = ...` there) is imported, and its payload is shown as unread instead
//! (sweep 8, seed 38: mammoth-mcp-server, 7 wrong).

use crate::common::{concise_findings, temp_project};

#[test]
fn a_pep695_alias_imported_from_another_module_is_not_an_undefined_name() {
    let d = temp_project("bound-elsewhere", &[
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
    let l008 = concise_findings(&d, "L008");
    // The name that really is undefined is still reported.
    assert_eq!(l008.len(), 1, "{l008:?}");
    assert!(l008[0].contains("`Undefined`"), "{l008:?}");
    std::fs::remove_dir_all(&d).ok();
}
