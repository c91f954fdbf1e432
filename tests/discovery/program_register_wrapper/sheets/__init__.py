"""A spreadsheet MCP server that registers its tools through its own wrappers (multi-file
fixture with absolute imports).

Covers: a decorator factory whose inner function registers its argument
(`def reader(name): def wrap(fn): server.tool(name=name)(fn); return fn; return wrap`, then
`@reader("read_sheet")`), a plain decorator calling `server.add_tool(fn)`, a factory returning
the framework's decorator (`return server.tool(name=name)`); the wrappers defined in the
module that uses them and in another. Negative: a wrapper that does not register (`logged`),
a factory registering on the project's own registry.
"""

# expect: none
