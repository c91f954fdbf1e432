# cloudwatch-applicationsignals: a registrar whose untyped `mcp` parameter is the server passed
# by its one call site, which imports it under another name.
from .crud_tools import create_instrumentation


def register_tools(mcp) -> None:
    mcp.tool(annotations={"title": "Create"})(create_instrumentation)
