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

/// lean-lsp-mcp (22 tools): `ToolContext = Context[AppContext, Any]` in `server.py`, used as
/// `ctx: server.ToolContext` in the tool modules that `server.py` imports to register. The
/// module binds the name (to a framework generic toolsight does not resolve across modules),
/// so "defines or imports no `ToolContext`" is false: the payload is unread, nothing is
/// reported. A name the module really lacks is still reported.
#[test]
fn a_module_alias_of_a_framework_generic_is_not_an_undefined_name() {
    let d = temp_project("bound-alias-generic", &[
        ("pkg/__init__.py", ""),
        (
            "pkg/server.py",
            "from typing import Any\n\nfrom mcp.server.mcpserver import Context, MCPServer\n\n\nclass AppContext:\n    root: str\n\n\nToolContext = Context[AppContext, Any]\n\nmcp = MCPServer(\"lean\")\n\nfrom pkg.tools import goals  # noqa: E402\n\nmcp.tool(\"lean_goal\")(goals.goal)\nmcp.tool(\"lean_other\")(goals.other)\n",
        ),
        ("pkg/tools/__init__.py", ""),
        (
            "pkg/tools/goals.py",
            "from __future__ import annotations\n\nfrom pkg import server\n\n\nasync def goal(ctx: server.ToolContext, file_path: str, line: int) -> str:\n    \"\"\"Show the goal at a line.\"\"\"\n    return file_path\n\n\nasync def other(ctx: server.MissingContext, file_path: str) -> str:\n    \"\"\"Show another thing.\"\"\"\n    return file_path\n",
        ),
    ]);
    let l008 = concise_findings(&d, "L008");
    assert_eq!(l008.len(), 1, "{l008:?}");
    assert!(l008[0].contains("`pkg.server.MissingContext`"), "{l008:?}");
    std::fs::remove_dir_all(&d).ok();
}

/// llama-index-tools-quercle: `llama_index/tools/quercle/` (inside the `llama_index`
/// namespace package) imports the installed SDK of the same name, `from quercle.models import
/// RawFetchBodyFormat` and `from quercle import Client`. The package imports itself as
/// `llama_index.tools.quercle` (its `__init__.py`), so a top-level `quercle` is another
/// distribution's, which toolsight does not read: L008 says nothing (it said the project's
/// `quercle` "defines or imports no `models.RawFetchBodyFormat`", and no `Client`). A name the
/// module neither defines nor imports is still reported.
#[test]
fn an_sdk_named_like_a_namespaced_package_is_another_distributions() {
    let d = temp_project("bound-other-dist", &[
        (
            "llama_index/tools/quercle/__init__.py",
            "from llama_index.tools.quercle.base import QuercleToolSpec\n\n__all__ = [\"QuercleToolSpec\"]\n",
        ),
        (
            "llama_index/tools/quercle/base.py",
            "from typing import Annotated\n\nfrom llama_index.core.tools.tool_spec.base import BaseToolSpec\nfrom pydantic import Field\nfrom quercle import Client\nfrom quercle.models import RawFetchBodyFormat\n\nclass QuercleToolSpec(BaseToolSpec):\n    spec_functions = [\"raw_fetch\", \"other\"]\n\n    def raw_fetch(self, url: str, format: Annotated[RawFetchBodyFormat | None, Field(description=\"Format.\")] = None) -> str:\n        \"\"\"Fetch a URL.\"\"\"\n        return url\n\n    def other(self, url: str, client: Client, kind: Undefined) -> str:\n        \"\"\"Fetch another way.\"\"\"\n        return url\n",
        ),
    ]);
    let l008 = concise_findings(&d, "L008");
    assert_eq!(l008.len(), 1, "{l008:?}");
    assert!(l008[0].contains("`Undefined`"), "{l008:?}");
    std::fs::remove_dir_all(&d).ok();
}

/// Seed 43 (sweep 13), 31 wrong L008: names a star import brings in. A sibling module the
/// server puts on `sys.path` (`from models import *`, iflow-mcp-juliusolsson05-lazy-llms), and
/// a package whose `__init__.py` is `from .generated_models import *`
/// (facebook-business-mcp): what a star import binds is not read, so the name is not known to
/// be missing. A module without one still gets the finding.
#[test]
fn a_name_a_star_import_may_bind_is_not_reported_missing() {
    let d = temp_project("bound-by-star", &[
        ("pkg/__init__.py", ""),
        ("pkg/models/__init__.py", "from .generated_models import *  # noqa: F403\n"),
        (
            "pkg/models/generated_models.py",
            "from pydantic import BaseModel\n\n\nclass GetAdSetsParams(BaseModel):\n    limit: int = 25\n",
        ),
        (
            "pkg/server.py",
            "import sys\nfrom pathlib import Path\n\nsys.path.insert(0, str(Path(__file__).parent))\n\nfrom fastmcp import FastMCP\nfrom helpers import *  # noqa: F403\n\nfrom pkg.models import GetAdSetsParams\n\nmcp = FastMCP(\"x\")\n\n\n@mcp.tool()\ndef docs(query: PMDocsInput) -> str:\n    \"\"\"Search the docs.\"\"\"\n    return \"\"\n\n\n@mcp.tool()\ndef ad_sets(params: GetAdSetsParams) -> str:\n    \"\"\"List ad sets.\"\"\"\n    return \"\"\n",
        ),
        (
            "pkg/plain.py",
            "from fastmcp import FastMCP\n\nmcp = FastMCP(\"y\")\n\n\n@mcp.tool()\ndef put(value: Undefined) -> str:\n    \"\"\"Store a value.\"\"\"\n    return \"\"\n",
        ),
    ]);
    let l008 = concise_findings(&d, "L008");
    assert_eq!(l008.len(), 1, "{l008:?}");
    assert!(l008[0].contains("`Undefined`"), "{l008:?}");
    std::fs::remove_dir_all(&d).ok();
}
