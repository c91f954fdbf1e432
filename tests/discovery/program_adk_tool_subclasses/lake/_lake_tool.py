"""The project's `GoogleTool` subclasses."""

# expect: none

from typing import Any, Callable, Optional

from google.adk.tools.google_tool import GoogleTool
from google.genai import types


class LakeTool(GoogleTool):
    """Applies the settings' default ids to the declaration (ADK's `BigQueryTool` shape)."""

    def __init__(self, func: Callable[..., Any], *, tool_settings: Any = None):
        super().__init__(func=func, tool_settings=tool_settings)
        self._defaults = {"project_id": getattr(tool_settings, "project", None)}

    def _get_declaration(self) -> Optional[types.FunctionDeclaration]:
        declaration = super()._get_declaration()
        return declaration


class PlainLakeTool(GoogleTool):
    """Changes how the tool runs, not what it declares."""

    async def _run_async_with_credential(self, credentials, tool_settings, args, tool_context):
        return await super()._run_async_with_credential(credentials, tool_settings, args, tool_context)


class Ledger:
    """No ADK tool: records functions."""

    def __init__(self, func: Callable[..., Any]):
        self.func = func
