"""fastmcp 2.x `add_tool(fn, name, description, ...)` takes the description third
(`FastMCP.add_tool` of fastmcp 2.5.2, server.py:493; sl-bigquery-mcp pins it): the tool is
sent with "List the tables available", so D001 ("has no docstring: fastmcp sends the
description \"\"") has nothing to report. fastmcp 4 takes only a tool there, so the
positional form is fastmcp 2.x's."""
from fastmcp import FastMCP

app = FastMCP("bigquery")


def list_tables(dataset: str) -> list[str]:
    return [dataset]


app.add_tool(list_tables, "list_tables", "List the tables available")
