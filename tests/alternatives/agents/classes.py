"""smolagents tool classes that share a name: alternatives a user picks one of
(`GoogleSearchTool` or `DuckDuckGoSearchTool`), never listed together. A tool class is a
definition, not a registration: defining two in one module sends nothing together.
"""
from smolagents import CodeAgent, Tool


class DuckDuckGoSearchTool(Tool):
    name = "web_search"
    description = "Search the web with DuckDuckGo."
    inputs = {"query": {"type": "string", "description": "The search query."}}
    output_type = "string"

    def forward(self, query: str) -> str:
        return ""


class GoogleSearchTool(Tool):
    name = "web_search"
    description = "Search the web with Google."
    inputs = {"query": {"type": "string", "description": "The search query."}}
    output_type = "string"

    def forward(self, query: str) -> str:
        return ""


def make_agent(model):
    return CodeAgent(tools=[GoogleSearchTool()], model=model)
