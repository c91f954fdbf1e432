"""crewai sends `sanitize_tool_name(tool.name)` (`brave_image_search`), whatever its schema:
the spaces in the `name` attribute never reach OpenAI, even when toolsight cannot read the
`args_schema` (a model of an installed package)."""
from crewai.tools import BaseTool
from pydantic import BaseModel

from brave_schemas import ImageSearchParams


class BraveImageSearchTool(BaseTool):
    """Image search with the Brave Search API."""

    name: str = "Brave Image Search"
    description: str = "Search images with the Brave Search API."
    args_schema: type[BaseModel] = ImageSearchParams

    def _run(self, q: str) -> str:
        return q
