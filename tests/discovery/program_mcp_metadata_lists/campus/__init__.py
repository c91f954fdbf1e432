"""A campus MCP server whose tools are MCP `tools/list` entries written as dicts.

# expect: none
"""
