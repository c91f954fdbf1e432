"""Registers every tool of the metadata list on a FastMCP server under the metadata's name.

# expect: none
"""

import functools
from typing import Any

from campus.tool_registry import TOOLS


def register_tools(mcp: Any, app: Any, tool_names: list[str]) -> None:
    metadata = {tool["name"]: tool for tool in TOOLS}
    for name in tool_names:
        fn = getattr(app, name)
        meta = metadata[name]

        @functools.wraps(fn)
        async def guarded(*args: Any, __fn=fn, **kwargs: Any) -> Any:
            return __fn(*args, **kwargs)

        mcp.add_tool(guarded, name=name, title=meta.get("title"), description=meta.get("description"))
