"""The same wrapper factory without the renames (see
`quiet/c001_nested_function_renamed_after_its_tool.py`): every tool the loop registers is the
nested function `wrapped`, so pydantic-ai is handed one name per item and the second
registration raises (`Tool name conflicts with existing tool: 'wrapped'`)."""
from pydantic_ai import Agent, RunContext


class Provider:
    def __init__(self, context=None):
        self._context = context

    def get_agent(self, tools):
        agent = Agent("openai:gpt-4o")
        for tool in tools:
            wrapped = self.wrap_tool(tool) if self._context else tool.callable
            if takes_context(wrapped):
                agent.tool(wrapped)
            else:
                agent.tool_plain(wrapped)  # expect: C001
        return agent

    def wrap_tool(self, tool):
        original = tool.callable
        if takes_context(original):

            async def wrapped(ctx: RunContext[dict], *args, **kwargs):
                """Runs the tool with the run's context."""
                return await original(ctx, *args, **kwargs)

        else:

            async def wrapped(*args, **kwargs):
                """Runs the tool."""
                return await original(*args, **kwargs)

        return wrapped


def takes_context(fn) -> bool:
    return "ctx" in getattr(fn, "__annotations__", {})
