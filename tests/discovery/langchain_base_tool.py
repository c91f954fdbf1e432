"""langchain-core class-based tools: `BaseTool` subclasses.

Idioms: `BaseTool` subclasses with annotated class attributes `name: str = ...`,
`description: str = ...`, `args_schema: type[BaseModel] = ...` and `_run` / `_arun` (they
must be annotated: `BaseTool` is a pydantic model, which rejects an unannotated override of a
field); one that subclasses a local abstract base that itself
subclasses `BaseTool` (the tool is the concrete class: qualname = class name, tool name =
its `name`); a `BaseToolkit` whose `get_tools()` returns instances.

Not tools: the local abstract base (`_HttpTool`, no `name`, never instantiated), the
toolkit class itself, a pydantic model that only serves as `args_schema`.
"""

from typing import Optional

from langchain_core.callbacks import CallbackManagerForToolRun
from langchain_core.tools import BaseTool, BaseToolkit
from pydantic import BaseModel, Field


class CalculatorInput(BaseModel):
    a: int = Field(description="first number")
    b: int = Field(description="second number")


# expect: langchain CustomCalculatorTool calculator
class CustomCalculatorTool(BaseTool):
    name: str = "calculator"
    description: str = "Useful for when you need to answer questions about math"
    args_schema: type[BaseModel] = CalculatorInput
    return_direct: bool = True

    def _run(
        self, a: int, b: int, run_manager: Optional[CallbackManagerForToolRun] = None
    ) -> str:
        """Use the tool."""
        return str(a * b)


class ClockInput(BaseModel):
    timezone: str = "UTC"


# expect: langchain WorldClock world_clock
class WorldClock(BaseTool):
    name: str = "world_clock"
    description: str = "Current time in a timezone."
    args_schema: type[BaseModel] = ClockInput

    def _run(self, timezone: str = "UTC") -> str:
        return "12:00"


class _HttpTool(BaseTool):
    """Shared plumbing for HTTP-backed tools; abstract, has no name of its own."""

    base_url: str = "https://api.example.com"

    def _get(self, path: str) -> dict:
        return {}


class IssueQuery(BaseModel):
    repo: str = Field(description="owner/name")
    state: str = "open"


# expect: langchain ListIssues list_issues
class ListIssues(_HttpTool):
    name: str = "list_issues"
    description: str = "List the issues of a repository."
    args_schema: type[BaseModel] = IssueQuery

    def _run(self, repo: str, state: str = "open") -> str:
        return str(self._get(f"/repos/{repo}/issues?state={state}"))

    async def _arun(self, repo: str, state: str = "open") -> str:
        return self._run(repo, state)


class TrackerToolkit(BaseToolkit):
    """Bundles the tracker tools."""

    def get_tools(self) -> list[BaseTool]:
        return [ListIssues(), WorldClock()]
