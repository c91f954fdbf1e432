"""Tool modules loaded by a name built at run time (alpacon-mcp's `server.py`)."""

import importlib

from fastmcp import FastMCP

TOOLS_PACKAGE = "app.tools"
mcp = FastMCP("dynamic")

for name in ("entity",):
    importlib.import_module(f"{TOOLS_PACKAGE}.{name}_tools").register(mcp)
