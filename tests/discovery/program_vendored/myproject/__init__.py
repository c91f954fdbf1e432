"""A package that bundles its frameworks (multi-file fixture): `myproject._vendor.fastmcp`
and `myproject.third_party.mcp` are fastmcp and the official MCP SDK, imported by their
vendored paths. Negative: a vendored package that is no framework (`_vendor.helpers.tool`).
"""

# expect: none
