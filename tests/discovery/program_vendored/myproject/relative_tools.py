"""A registrar that imports the vendored framework relatively (ha-mcp-dev's `from
.._vendor.fastmcp.exceptions import ToolError`): the vendored copy is the framework, so the
module imports fastmcp and `mcp.tool` on the server it is handed is fastmcp's."""
from typing import Any

from ._vendor.fastmcp import Context


# expect: fastmcp register_log_tools.<locals>.get_logs get_logs
def register_log_tools(mcp: Any) -> None:
    @mcp.tool()
    def get_logs(source: str, ctx: Context) -> str:
        """Read the logs of a source."""
        return source
