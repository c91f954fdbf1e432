"""A toolset wrapping functions of the sibling modules in the project's tool classes."""

# expect: none

import asyncio
import functools
import inspect
from typing import Any, Callable

from google.adk.tools.base_toolset import BaseToolset
from google.adk.tools.function_tool import FunctionTool
from tenacity import retry

from . import metadata
from . import query
from ._lake_tool import Ledger, LakeTool, PlainLakeTool


@functools.lru_cache(maxsize=None)
def _wrap_async(func: Callable[..., Any]) -> Callable[..., Any]:
    """Runs a sync tool function in a thread."""
    if inspect.iscoroutinefunction(func):
        return func

    @functools.wraps(func)
    async def async_adapter(*args: Any, **kwargs: Any) -> Any:
        return await asyncio.to_thread(func, *args, **kwargs)

    return async_adapter


class _IndexTool(FunctionTool):
    """Injects the client; the model sees the search parameters only."""

    def __init__(self, func: Callable[..., Any], *, client: Any, database_name: str):
        super().__init__(func=func)
        self._ignore_params.append("client")
        self._ignore_params.append("database_name")
        self._client = client


class LakeToolset(BaseToolset):
    def __init__(self, *, settings: Any = None, client: Any = None):
        super().__init__()
        self._settings = settings
        self._client = client

    async def get_tools(self, readonly_context=None) -> list:
        funcs: list[Callable[..., Any]] = [
            metadata.list_lakes,
            query.get_execute_sql(self._settings),
        ]
        all_tools = [LakeTool(func=_wrap_async(func), tool_settings=self._settings) for func in funcs]
        all_tools.append(PlainLakeTool(func=metadata.get_lake_info))
        all_tools.append(PlainLakeTool(metadata.describe_lake))
        all_tools.append(_IndexTool(func=query.vector_search, client=self._client, database_name="db"))
        all_tools.append(LakeTool(func=retry(metadata.fetch_lake)))
        return all_tools

    async def close(self) -> None:
        pass


def audit_trail() -> list:
    return [Ledger(func=metadata.audit_lake)]
