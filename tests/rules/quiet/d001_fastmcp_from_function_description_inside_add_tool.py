"""`mcp.add_tool(Tool.from_function(fn, name=..., description="..."))` inside the function
that builds the server (pyspark-mcp's `mcp_server.py:198-317`): fastmcp 4.1.6 takes the
given description over the docstring (`tools/function_tool.py:408-410`, `description=
metadata.description if metadata.description is not None else parsed_fn.description`), so a
function without a docstring is sent with "Run the provided SQL query": D001 has nothing to
report. toolsight marked the function twice, at `add_tool` and at the wrapper inside it, and
read the options of `add_tool`, which has no description."""
from fastmcp import FastMCP
from fastmcp.tools import FunctionTool, Tool


def run_sql_query(query: str) -> str:
    return query


def get_spark_version() -> str:
    return "3.5"


def main() -> None:
    mcp = FastMCP("spark")
    mcp.add_tool(
        Tool.from_function(
            run_sql_query,
            name="run_sql_query",
            description="Run the provided SQL query and return results as JSON",
        ),
    )
    mcp.add_tool(
        FunctionTool.from_function(
            get_spark_version,
            name="get_pyspark_version",
            description="Get the version number from the current PySpark session",
        )
    )
    mcp.run()
