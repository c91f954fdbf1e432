"""maplestats-mcp's shape (seed 56, 2 N006 wrong): tools decorated with fastmcp's standalone
`@tool` in modules a provider loads, and a server, built in a function, whose listing a
project subclass of `BM25SearchTransform` replaces with the pinned tools plus `search_tools`
and `call_tool` (fastmcp 4.1.6 `BaseSearchTransform.transform_tools`). The tools are found by
searching and called through `call_tool`: no client prefixes their names."""
from fastmcp import FastMCP
from fastmcp.server.transforms.search import BM25SearchTransform
from fastmcp.tools import Tool


class AnnotatedBM25SearchTransform(BM25SearchTransform):
    """Only the synthetic tools' descriptions change: what is listed does not."""

    def _make_search_tool(self) -> Tool:
        tool = super()._make_search_tool()
        tool.title = "Search tools"
        return tool


def build_server() -> FastMCP:
    mcp = FastMCP("maplestats-mcp")
    mcp.add_transform(
        AnnotatedBM25SearchTransform(
            max_results=5,
            always_visible=["search_tools", "plan_query"],
        )
    )
    return mcp
