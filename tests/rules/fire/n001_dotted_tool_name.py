"""Calendar tools for a selectools agent, namespaced with dots the way MCP servers name them.

selectools sends `name=` as written: Anthropic and OpenAI reject the dot (Gemini accepts it).
"""
from selectools import Agent, ToolRegistry, tool

registry = ToolRegistry()


@registry.tool(name="calendar.list_events", description="List the events of one day.")  # expect: N001
def list_events(day: str) -> str:
    """List the events of one day."""
    return ""


@registry.tool(name="calendar/create_event", description="Create an event.")  # expect: N001, N005
def create_event(title: str, day: str) -> str:
    """Create an event."""
    return ""


@tool(name="calendar_delete_event")
def delete_event(event_id: str) -> str:
    """Delete an event by id."""
    return ""


agent = Agent(tools=[list_events, create_event, delete_event])
