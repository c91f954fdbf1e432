"""pydantic-ai imported beside another agent library whose agents keep their own tool manager
under `.tools` (mseep-llmling-agent's agentops_provider.py: `agent = Agent[None](...)` from
`llmling_agent`, then `@agent.tools.tool(name="test")`, which is llmling's `ToolManager.tool`).

pydantic-ai's own `.tools` attributes are dicts (`FunctionToolset.tools`, `RunContext.tools`)
and its `Agent` has none (pydantic-ai-slim 2.68), so `x.tools.tool(...)` is never its
registration, whatever `x` is. An object of unseen class whose `tool_plain` is called directly
is still taken for a pydantic-ai agent.
"""

import pydantic_ai  # noqa: F401

from llmling_agent import Agent

agent = Agent[None](model="gpt-4o-mini", name="test")


@agent.tools.tool(name="test")
def square(x: int) -> int:
    return x * x


def register(helper, pyd_agent):
    @helper.tools.tool
    def cube(x: int) -> int:
        return x * x * x

    # expect: pydantic-ai register.<locals>.halve halve
    @pyd_agent.tool_plain
    def halve(x: int) -> float:
        """Halve a number."""
        return x / 2
