"""`_fn.__doc__ = agent.description` before `mcp.tool(name=...)(_fn)` in a registrar whose
parameters are annotated with a class of the module (mimir-router-mcp): fastmcp reads
`__doc__` when the tool is registered, so the description sent is the agent's, set at run
time; the description is unread, and D001 ("no docstring") stays silent."""
from fastmcp import FastMCP


class RouterState:
    """The router's state."""

    def refresh(self) -> None:
        """Reload."""


class Skill:
    name: str = ""
    description: str = ""


def _register_agent_tool(mcp, agent: Skill, state: RouterState) -> None:
    tool_name = f"agent_{agent.name}"

    def _fn() -> dict:
        return {"name": agent.name}

    _fn.__name__ = tool_name
    _fn.__doc__ = agent.description
    mcp.tool(name=tool_name)(_fn)


def build(agents: list[Skill], state: RouterState) -> FastMCP:
    mcp = FastMCP("mimir")
    for agent in agents:
        _register_agent_tool(mcp, agent, state)
    return mcp
