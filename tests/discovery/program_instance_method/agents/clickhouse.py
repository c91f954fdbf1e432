"""A FastMCP server registering methods of an instance of another module's class, bound to
module names first (`list_tables_async = _metadata.list_tables_async`) or passed directly."""

# expect: none

from fastmcp import FastMCP
from fastmcp.tools import Tool

from wrappers.metadata import Metadata

mcp = FastMCP("clickhouse")
_metadata = Metadata()
list_tables_async = _metadata.list_tables_async
create_page_token = _metadata.create_page_token

mcp.add_tool(Tool.from_function(list_tables_async, name="list_tables"))
mcp.add_tool(
    Tool.from_function(
        _metadata.list_databases,
        name="databases",
        description=("Databases the server can see. "
                     "Given at the registration, not the docstring."),
    )
)
mcp.add_tool(Tool.from_function(_metadata.count_rows_async, name="count_rows"))
