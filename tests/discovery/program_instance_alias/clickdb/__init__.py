"""A database MCP server whose tools are bound methods of module-level instances of classes
from other modules, re-bound to module names and registered by name (multi-module fixture,
absolute imports; mcp-clickhouse's `mcp_server.py`).

Covers: `_metadata = _Metadata(executors)`, `list_tables_async = _metadata.list_tables_async`,
then `mcp.add_tool(Tool.from_function(list_tables_async, name="list_tables"))` on an instance
of a project subclass of `FastMCP` (the name is the wrapper's `name=`, inside the method call
that names nothing); the same for a plain function of another module. Negative: another
method of the same instance that is only re-bound (`_metadata.table_cache`), a method of an
instance that is only called.
"""

# expect: none
