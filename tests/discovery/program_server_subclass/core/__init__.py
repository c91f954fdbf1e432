"""Core of a multi-module MCP server (multi-file fixture with absolute imports, as in a
project run from its root: `from core.server import server`).

Covers: instances of user subclasses of fastmcp's `FastMCP`, made in one module and
decorated in others: the class subclasses `FastMCP` directly, through another user class,
or through a generic subscript (`FastMCP[...]`); the class and the instance in different
modules, or in the same one. Negative: an instance of the project's own `Registry` class
with a `tool` method, and of a project class that is itself named `FastMCP`.
"""

# expect: none
