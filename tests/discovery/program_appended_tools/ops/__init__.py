"""A cloud-operations MCP server whose tools are collected into module lists by decorators and
registered in a loop over those modules (multi-module fixture, absolute imports).

Covers: `@tools.append` on a module list, a module decorator whose body is
`tools.append(func)`, a project `ToolsList` object with an `append` method, an alias
`register = tools.append` used as `@register`; the lists registered by
`for module in [...]: for tool in module.tools: mcp.tool(tool)`.
Negative: a second list filled by `@jobs.append` that no server takes (`tools.net_tools`),
a hooks list filled the same way (`hooks.events`).
"""

# expect: none
