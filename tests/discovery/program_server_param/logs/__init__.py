"""A home-automation MCP server whose tools are registered by functions taking the server
as a parameter (multi-file fixture with absolute imports).

Covers: `register_*(mcp, ...)` functions whose parameter is annotated `Any`, the framework
class, or not at all, in a module that imports the framework; a registering function in a
module that imports no framework, called with a server instance from another module.
Negative: a parameter named `mcp` in a module that imports no framework and whose function is
never called with a server; a parameter annotated with a project class; a local `tool()`
helper; a list of non-tool callables.
"""

# expect: none
