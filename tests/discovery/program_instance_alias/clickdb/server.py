"""The server: instances, their methods re-bound to module names, registered by name."""

# expect: none

import os

from fastmcp.tools import Tool

from clickdb.metadata import _Metadata
from clickdb.queries import _Queries, health_check
from clickdb.transport import ClickDBFastMCP

mcp = ClickDBFastMCP("clickdb")

_metadata = _Metadata(None)
list_tables_async = _metadata.list_tables_async
table_cache = _metadata.table_cache

_queries = _Queries(None)
run_query_async = _queries.run_query_async
PLAN = _queries.explain("select 1")

if os.getenv("CLICKDB_ENABLED", "true").lower() == "true":
    mcp.add_tool(Tool.from_function(list_tables_async, name="list_tables"))
    mcp.add_tool(Tool.from_function(run_query_async, name="run_query"))
    mcp.add_tool(Tool.from_function(health_check, name="health"))
