"""A tool defined in both branches of an `if` with two signatures (with or without
planning), returned in one list: one tool, whichever branch ran.
"""
from typing import Callable, List, Optional

from agno.agent import Agent


class SessionContextStore:
    def __init__(self, enable_planning: bool = False):
        self.enable_planning = enable_planning

    def get_tools(self) -> List[Callable]:
        if self.enable_planning:

            def save_session_context(summary: str, goal: Optional[str] = None) -> str:
                """Save the session summary and the user's goal."""
                return "saved"

        else:

            def save_session_context(summary: str) -> str:  # type: ignore[misc]
                """Save the session summary."""
                return "saved"

        def get_session_context() -> str:
            """Read the saved session context."""
            return ""

        return [save_session_context, get_session_context]


agent = Agent(tools=SessionContextStore().get_tools())
