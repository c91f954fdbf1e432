"""Toolsets that build their tools from function lists of the sibling modules."""

# expect: none

from typing import Any, Callable

from google.adk.tools.base_toolset import BaseToolset
from google.adk.tools.google_tool import GoogleTool

from . import metadata_tool
from . import query_tool


class WarehouseToolset(BaseToolset):
    """The bigquery shape: a list of functions, wrapped by a comprehension, filtered."""

    def __init__(self, *, tool_filter=None, read_write: bool = False):
        super().__init__(tool_filter=tool_filter)
        self._read_write = read_write

    async def get_tools(self, readonly_context=None) -> list:
        funcs: list[Callable[..., Any]] = [
            metadata_tool.list_dataset_ids,
            metadata_tool.get_table_info,
        ]
        all_tools = [GoogleTool(func=func, tool_settings=None) for func in funcs]
        all_tools.append(GoogleTool(func=query_tool.similarity_search))
        if self._read_write:
            write_funcs = [query_tool.delete_table]
            all_tools.extend([GoogleTool(func=func) for func in write_funcs])
        return [tool for tool in all_tools if self._is_tool_selected(tool, readonly_context)]

    async def close(self) -> None:
        pass


class ForecastToolset(BaseToolset):
    """The bigtable shape: a tuple of functions."""

    async def get_tools(self, readonly_context=None) -> list:
        tool_functions: tuple[Callable[..., Any], ...] = (query_tool.forecast,)
        return [GoogleTool(func=func) for func in tool_functions]

    async def close(self) -> None:
        pass
