"""`Annotated[T, "text"]` strings that the MCP SDK's FastMCP drops, on parameters that the
docstring's `Args:` section describes (memorymesh-mcp's `search_memory`). FastMCP sends the
whole docstring as the tool's description (mcp 1.30), entries included, so the model is not
left with the bare parameter name, which is L012's claim."""
from typing import Annotated

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("memory")


@mcp.tool()
def search_memory(
    query: Annotated[str, "The natural-language query to search for."],
    mode: Annotated[
        str,
        "Search mode: 'hybrid' (default), 'dense' (semantic only), or 'sparse' (BM25 only).",
    ] = "hybrid",
    modality: Annotated[str, "Modality filter: 'all', 'text' or 'image'."] = "all",
) -> dict:
    """Search the personal knowledge base for passages relevant to *query*.

    Args:
        query: Natural-language question or phrase.
        mode: ``hybrid`` | ``dense`` | ``sparse``.
        modality (str): ``all`` | ``text`` | ``image``.
    """
    return {"query": query, "mode": mode, "modality": modality}
