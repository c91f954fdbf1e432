"""A tool made at run time from code the user supplies (solohq-agno's `create_tool`): the
wrapper's `@wraps(run_fn)` sets `__wrapped__`, so agno reads `run`'s own parameters
(`inspect.signature` follows it; ran agno 3.1.10), not the wrapper's `**kwargs`. What `run`
takes is not known before it runs: nothing is said about the parameters."""
from functools import wraps

from agno.tools import Toolkit


class SystemTools(Toolkit):
    def __init__(self) -> None:
        super().__init__(name="system_tools", tools=[self.create_tool])

    async def create_tool(self, name: str, description: str, code: str) -> str:
        """Create a tool from the code of an async `run` function.

        Args:
            name: The tool's name.
            description: What the tool does.
            code: Python source defining `async def run(...)`.
        """
        namespace: dict = {}
        exec(code, namespace)  # noqa: S102
        run_fn = namespace["run"]

        @wraps(run_fn)
        async def wrapper(**kwargs: object) -> str:
            return await run_fn(**kwargs)

        wrapper.__name__ = name
        wrapper.__doc__ = description
        self.register(wrapper)
        return f"created {name}"
