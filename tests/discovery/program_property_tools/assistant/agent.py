"""The assistant: an agent, and a tracer told the names of its tools."""

# expect: none

from functools import cached_property

from strands import Agent

from assistant.tools import lookup
from assistant.tracing import Tracer


class Assistant:
    def __init__(self) -> None:
        self.tracer = Tracer()
        self.agent = Agent(tools=[lookup])

    @property
    def tool_names(self) -> list[str]:
        return ["lookup"]

    @cached_property
    def cached_names(self) -> list[str]:
        return ["lookup"]

    def run(self, prompt: str) -> object:
        self.tracer.start_span("run", tools=self.tool_names)
        self.tracer.start_span("again", tools=self.cached_names)
        return self.agent(prompt)
