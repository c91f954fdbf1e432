"""A virtualisation MCP server whose tool modules are imported lazily (multi-file fixture, as
proxmox-mcp-server does).

Covers: a dict of importer functions, each importing one tool module inside the function and
returning it; a registrar calling `module = _TOOL_IMPORTERS[name](); module.register(mcp)`
with the module-level server; the server class taken from a compatibility module that picks
the SDK in `try:`; `register` typed with that class and untyped.
Negative: the same lazy importers in a module that hands a project command table on
(`pve.cli`).
"""

# expect: none
