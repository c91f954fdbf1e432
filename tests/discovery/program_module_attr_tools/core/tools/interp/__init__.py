"""Interpreter tools: the registrar passes module attributes."""

# expect: none

from . import execution, helpers, session


def register_interp_tools(mcp):
    """Register the interpreter tools with the MCP server."""
    mcp.tool()(session.start_session)
    mcp.tool()(session.stop_session)
    mcp.tool(name="run_code")(execution.execute_code)


class Formatter:
    """A project object with a `tool()` method that is not an MCP server."""

    def tool(self):
        def wrap(fn):
            return fn

        return wrap


def register_formatters(fmt: Formatter) -> None:
    fmt.tool()(helpers.format_output)
