"""Two causes CPython refuses: a keyword given twice in one call (the first decorator's:
`keyword argument repeated: return_direct`) and a parameter name given twice (`query`).
CPython 3.11 and 3.12 report the second, found by an earlier stage of their compiler (the
symbol table, before the code generator): `SyntaxError: duplicate argument 'query' in
function definition` at line 17. One finding, where Python points; neither tool is ever
registered."""
from langchain_core.tools import tool


@tool("search", return_direct=True, return_direct=False)
def search(query: str) -> str:
    """Search the catalogue."""
    return query


@tool
def lookup(query: str, limit: int, query: int) -> str:  # expect: X006
    """Look an item up."""
    return ""
