"""The memory manager: builds closures and hands them to its own wrapping method."""

from typing import Callable, List

from agno.tools.function import Function


class MemoryManager:
    def determine_tools(self, tools: List[Callable]) -> list:
        functions = []
        for tool in tools:
            func = Function.from_callable(tool, strict=True)
            functions.append(func)
        return functions

    def describe(self, helpers: List[Callable]) -> List[str]:
        return [h.__name__ for h in helpers]

    def create(self, model, user_id: str):
        tools = self.determine_tools(self._get_db_tools(user_id, enable_clear=False))
        print(self.describe([self._format, self._log]))
        return model.response(messages=[], tools=tools)

    async def acreate(self, model, user_id: str):
        built = await self._aget_db_tools(user_id)
        tools = self.determine_tools(tools=built)
        return await model.aresponse(messages=[], tools=tools)

    def _get_db_tools(self, user_id: str, enable_clear: bool = True) -> List[Callable]:
        # expect: agno MemoryManager._get_db_tools.<locals>.add_memory add_memory
        def add_memory(memory: str) -> str:
            """Add a memory."""
            return memory

        # expect: agno MemoryManager._get_db_tools.<locals>.clear_memory clear_memory
        def clear_memory() -> str:
            """Clear every memory."""
            return ""

        functions: List[Callable] = [add_memory]
        if enable_clear:
            functions.append(clear_memory)
        return functions

    async def _aget_db_tools(self, user_id: str) -> List[Callable]:
        # expect: agno MemoryManager._aget_db_tools.<locals>.add_memory add_memory
        async def add_memory(memory: str) -> str:
            """Add a memory."""
            return memory

        return [add_memory]

    def _format(self, x: str) -> str:
        """A helper: not a tool."""
        return x

    def _log(self, x: str) -> None:
        """A helper: not a tool."""


def determine_tools(tools):
    """A module-level function of the same name: its parameter is not the method's."""
    return list(tools)


def _unused() -> None:
    """Not a tool: only passed to the module-level `determine_tools`."""


determine_tools([_unused])
