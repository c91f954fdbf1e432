"""A tool class whose base comes from `from crewai_tools import BaseTool`, with an
`except ImportError: BaseTool = object` fallback (agent-observability-crewai): crewai-tools
1.15.30 exports no `BaseTool` (its `__init__` lists tools and adapters only), so the import
fails, the fallback runs and the class is a plain one crewai never takes. No L014 on the
`Optional[dict]` of `_run` (which crewai's own module could not evaluate); the real crewai
tool beside it is checked as usual."""
from __future__ import annotations

from typing import Optional

from crewai.tools import BaseTool as CrewBaseTool

try:
    from crewai_tools import BaseTool
except ImportError:
    BaseTool = object


class ObservabilityTool(BaseTool):
    name: str = "agent_observability"
    description: str = "Log an event of a multi-agent workflow."

    def _run(self, event_type: str, metadata: Optional[dict] = None) -> str:
        """Log an event."""
        return event_type


class SearchTool(CrewBaseTool):
    name: str = "search"
    description: str = "Search the event log for a phrase."

    def _run(self, phrase: str) -> str:
        """Search the log."""
        return phrase
