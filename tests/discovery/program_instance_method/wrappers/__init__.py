"""API wrappers whose bound methods another module wraps as langchain tools
(`Tool(func=SearchWrapper(**kwargs).run)` in `agents.load`; multi-module fixture, absolute
imports).

Covers: a method of an instance of a class of another module given to a framework wrapper,
and registered on a FastMCP server through a module name bound to it (`agents.clickhouse`).
Negative: another method of the same class that is only called (`results`), a method of a
class whose instance is never wrapped (`wrappers.mail`).
"""

# expect: none
