"""Central registry for all tools: the tuple is registered on the server the caller passes.

# expect: none
"""

from collections.abc import Callable
from typing import Any

from gdocs.tools import docs_tools, folder_tools

TOOL_FUNCTIONS: tuple[Callable[..., Any], ...] = (
    docs_tools.create_doc,
    docs_tools.rename_doc,
    folder_tools.create_folder,
)

HELPERS = (docs_tools.escape_query,)


def register_all_tools(mcp) -> None:
    for function in TOOL_FUNCTIONS:
        mcp.add_tool(function)


def log_helpers(logger) -> None:
    for function in HELPERS:
        logger.info(function)
