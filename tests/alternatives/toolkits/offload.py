"""agno tools made by factories that pick the sync or the async implementation: a ternary
and an `if`/`else` binding; `Function.from_callable(entry, name=...)` makes one tool of
whichever was picked.
"""
from typing import Optional

from agno.tools import Function


def get_read_result_function(store, async_mode: bool = False) -> Function:
    def read_result(result_id: str, start_line: Optional[int] = None) -> str:
        """Read an offloaded tool result."""
        return store.read(result_id, start_line)

    async def aread_result(result_id: str, start_line: Optional[int] = None) -> str:
        """Read an offloaded tool result."""
        return await store.aread(result_id, start_line)

    entrypoint = aread_result if async_mode else read_result
    return Function.from_callable(entrypoint, name="read_result")


def get_update_memory_function(manager, async_mode: bool = False) -> Function:
    def update_user_memory(task: str) -> str:
        """Update the user's memories."""
        return manager.update(task)

    async def aupdate_user_memory(task: str) -> str:
        """Update the user's memories."""
        return await manager.aupdate(task)

    if async_mode:
        update_memory_function = aupdate_user_memory
    else:
        update_memory_function = update_user_memory
    return Function.from_callable(update_memory_function, name="update_user_memory")
