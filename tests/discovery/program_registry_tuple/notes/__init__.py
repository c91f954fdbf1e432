"""A notebook MCP server whose tools are collected by a project decorator into a module list
and registered later (multi-file fixture with absolute imports; notebooklm-mcp-cli's
`@logged_tool()` and `register_all_tools`).

Covers: `def logged_tool(): def decorator(func): ...; _tool_registry.append((func.__name__,
wrapper)); return wrapper; return decorator` in `notes.tools._utils`, whose
`register_all_tools(mcp: Any)` loops `for _, wrapper in _tool_registry: mcp.tool()(wrapper)`;
`notes.server` calls it with a `FastMCP` instance. The tools are in modules that import no
framework. Negative: `@audited()` appends to another module list that is only printed
(`_audit_log`), and `@logged_tool` functions' helpers that are not decorated.
"""

# expect: none
