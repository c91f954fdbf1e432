"""A prover MCP server whose tools carry a marker set by the project's own decorator and are
registered by a function that scans module namespaces for it (multi-file fixture;
lean-lsp-mcp's `tool_registry.py`).

Covers: `def tool(name, **options): def decorate(function): setattr(function,
_DEFINITION_ATTR, ToolDefinition(name, options)); return function` in `prover.tool_registry`,
whose `register_tools(server: Any, modules)` reads `getattr(function, _DEFINITION_ATTR, None)`
for every value of `vars(module)` and calls `server.tool(definition.name,
**definition.options)(function)`; `prover.server` calls it with an `MCPServer` bound to a local
of its factory. The tool modules import no framework. Negative: `@experimental("x")` sets
another attribute that is only read to print a list, and undecorated helpers.
"""

# expect: none
