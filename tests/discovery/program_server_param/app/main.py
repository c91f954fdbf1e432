"""The entry point: it imports no framework, only the server made in `logs.server`, and hands
it to the registering functions of other modules."""

# expect: none

from logs.server import mcp
from reports.tools import register_report_tools

register_report_tools(mcp)

if __name__ == "__main__":
    mcp.run()
