"""A security API's MCP server whose tools are methods of module classes, each registered by
the base class's own wrapper (falcon-mcp-extended's `BaseModule._add_tool`).

# expect: none
"""
