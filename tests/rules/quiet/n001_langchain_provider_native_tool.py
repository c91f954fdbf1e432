"""Tool classes no agent can run: `_run` (and `_arun`, where the class defines it) only raises
`NotImplementedError` (langchain-writer's `GraphTool`, `WebSearchTool`). langchain-core's
`BaseTool.invoke` calls `_run`, so such a class is a provider-native tool: the chat model
integration that knows it sends it in its own form (langchain-writer's `format_tool` sends
`{"type": "graph", ...}` to Writer), not as a function declaration any provider receives.
Nothing is said about its name or its schema."""
from typing import Any, Literal

from langchain_core.tools import BaseTool


class GraphTool(BaseTool):
    """Runs only inside the provider's own environment."""

    type: Literal["graph"] = "graph"
    name: str = "Knowledge Graph"
    description: str = "Graph of files from which model can fetch data."
    graph_ids: list[str]

    def _run(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("GraphTool does not support direct invocations.")


class WebSearchTool(BaseTool):
    type: Literal["web_search"] = "web_search"
    name: str = "Web Search tool"
    description: str = "Web Search engine"

    def _run(self, *args: Any, **kwargs: Any) -> Any:
        """Not run here."""
        raise NotImplementedError

    async def _arun(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError("WebSearchTool does not support direct invocations.")


class NativeBase(BaseTool):
    def _run(self, *args: Any, **kwargs: Any) -> Any:
        raise NotImplementedError()


class TranslationTool(NativeBase):
    name: str = "Translation tool"
    description: str = "Texts translator"
