"""The skill tools."""

from typing import Any

from google.adk.tools.base_tool import BaseTool
from google.adk.tools.tool_context import ToolContext
from google.genai import types

from skills import names

_LIST_SKILLS_TOOL_NAME = "list_skills"


# expect: google-adk ListSkillsTool list_skills
class ListSkillsTool(BaseTool):
    """Tool to list all available skills."""

    TOOL_NAME = _LIST_SKILLS_TOOL_NAME

    def __init__(self, toolset: Any):
        super().__init__(
            name=self.TOOL_NAME,
            description="Lists all available skills with their names and descriptions.",
        )
        self._toolset = toolset

    def _get_declaration(self) -> types.FunctionDeclaration | None:
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters_json_schema={"type": "object", "properties": {}},
        )

    async def run_async(self, *, args: dict[str, Any], tool_context: ToolContext) -> Any:
        return []


# expect: google-adk LoadSkillTool load_skill
class LoadSkillTool(BaseTool):
    """Tool to load a skill's instructions."""

    TOOL_NAME = names.LOAD_SKILL

    def __init__(self, toolset: Any):
        super().__init__(name=self.TOOL_NAME, description="Loads a skill by name.")
        self._toolset = toolset

    def _get_declaration(self) -> types.FunctionDeclaration | None:
        return types.FunctionDeclaration(
            name=self.name,
            description=self.description,
            parameters_json_schema={
                "type": "object",
                "properties": {"name": {"type": "string"}},
                "required": ["name"],
            },
        )

    async def run_async(self, *, args: dict[str, Any], tool_context: ToolContext) -> Any:
        return {}


class CatalogBase:
    def __init__(self, name: str, description: str) -> None:
        self.name = name
        self.description = description


class SkillCatalogEntry(CatalogBase):
    """Not a tool: the project's own catalog entry."""

    TOOL_NAME = "catalog_entry"

    def __init__(self) -> None:
        super().__init__(name=self.TOOL_NAME, description="An entry.")
