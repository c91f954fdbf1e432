"""A Unity editor MCP server whose tools are collected by a project decorator into a module
list of dicts and registered by another module through a getter (multi-file fixture with
absolute imports; mcpforunityserver's `@mcp_for_unity_tool` and `register_all_tools`).

Covers: `def unity_tool(name=None, description=None, **kwargs): def decorator(func): tool_name
= name if name is not None else func.__name__; _tool_registry.append({'func': func, 'name':
tool_name, ...}); return func` in `unity.registry.tool_registry`, re-exported by the package,
with `get_registered_tools()` returning `_tool_registry.copy()`; `unity.tools` loops over it in
`register_all_tools(mcp: FastMCP)` calling `mcp.tool(name=tool_info['name'], ...)(func)`. A
`name=` given to the decorator is the tool's name. Negative: `@resource_entry(...)` fills a
registry that is only read for names (`resource_names()`), never registered.
"""

# expect: none
