"""A tool class whose `name` is a placeholder that every instantiation replaces with a value
read at run time (langchain-compass's `PostRequestTool`, built once per endpoint of an
OpenAPI document with `name=endpoint["operationId"]`): the names sent are the calls', not
"This is the tool name.", so nothing is said about the class's."""
from typing import Any

from langchain_core.tools import BaseTool


class PostRequestTool(BaseTool):
    name: str = "This is the tool name."
    description: str = "A description of what your tools is doing"
    url: str = "https://api.example.com"

    def _run(self, body: str) -> Any:
        return body


def make_tools(openapi: dict[str, Any]) -> list[BaseTool]:
    tools: list[BaseTool] = []
    for endpoint in openapi["paths"].values():
        tools.append(
            PostRequestTool(
                name=endpoint["operationId"],
                description=endpoint.get("summary", ""),
                url=openapi["servers"][0]["url"],
            )
        )
    return tools
