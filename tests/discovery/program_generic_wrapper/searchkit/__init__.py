"""Search tools built by factories that wrap a callable instance's `__call__` in a generic
framework class (multi-module fixture, absolute imports; pydantic-ai's `common_tools`).

Covers: `Tool[Any](DuckDuckGoSearchTool(client=...).__call__, name="duckduckgo_search")` (a
generic class called with its type argument, wrapping the bound `__call__` of an instance
of a class of the module), the same without the subscript, and the factory imported and used
in another module. Negative: `Box[Any](Cls().__call__)` with a project generic class, and the
project's own `Tool` class subscripted the same way (`searchkit.local.Tool`).
"""

# expect: none
