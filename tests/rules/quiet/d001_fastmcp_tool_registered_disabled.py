"""`@mcp.tool(enabled=False)` (iflow-mcp-manykarim-rf-mcp, 37 such tools): no payload of the
tool is sent. fastmcp 4.1.6, the version modelled, refuses the keyword (`TypeError:
FastMCP.tool() got an unexpected keyword argument 'enabled'`, ran it), and fastmcp 2.x
registers the tool disabled, which it does not list (its documentation, as the seed-47 judges
read it; 2.x was not run here). So neither the missing docstring (D001) nor the None default
of a `str` (V003) reaches a model."""
from fastmcp import FastMCP

mcp = FastMCP("x")


@mcp.tool(enabled=False)
def get_keyword_info(library_name: str = None) -> str:
    return library_name or ""


@mcp.tool()
def get_library_info(library_name: str) -> str:
    """Describe a Robot Framework library."""
    return library_name
