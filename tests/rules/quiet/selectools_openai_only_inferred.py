"""A selectools agent that only ever talks to OpenAI: the model id says so, so Gemini's
refusal of a parameterless object (G004) is not reported, though selectools could send the
tool to Gemini. Configuration (`providers = [...]`) would override what the code shows."""
from selectools import Agent, tool
from selectools.providers import OpenAIProvider


@tool(description="Store arbitrary metadata.")
def put_metadata(key: str, metadata: dict) -> str:  # toolsight: ignore[S010]
    """Store arbitrary metadata."""
    return ""


agent = Agent(tools=[put_metadata], provider=OpenAIProvider(model="gpt-4o-mini"))
