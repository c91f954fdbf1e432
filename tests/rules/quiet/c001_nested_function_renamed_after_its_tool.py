"""A wrapper factory's nested function renamed after the tool it wraps (mseep-llmling-agent's
`wrap_tool`): `wrapped.__name__ = tool.name` and `wrapped.__doc__ = tool.description` are
read at run time, so the name and the description pydantic-ai sends are the tool's, not
`wrapped` and its docstring. Nothing is said about them: no duplicate name across the
`agent.tool` / `agent.tool_plain` arms."""
from functools import wraps

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
                agent.tool_plain(wrapped)
        return agent

    def wrap_tool(self, tool):
        original = tool.callable
        if takes_context(original):

            async def wrapped(ctx: RunContext[dict], *args, **kwargs):
                return await original(ctx, *args, **kwargs)

        else:

            async def wrapped(*args, **kwargs):
                return await original(*args, **kwargs)

        wraps(original)(wrapped)
        wrapped.__doc__ = tool.description
        wrapped.__name__ = tool.name
        return wrapped


def takes_context(fn) -> bool:
    return "ctx" in getattr(fn, "__annotations__", {})
