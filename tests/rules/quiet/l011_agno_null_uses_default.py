"""A default stated as "null uses 0" in the description every payload carries.

agno sends `Optional[int]` as a nullable integer with the Args line as its description, to
Gemini as well (`{"description": "Zero-based offset; null uses 0.", "type": "INTEGER"}`,
ran agno 3.1.10 with google-genai 3.4.0): "null uses 0" states the default.
"""
from typing import Optional

from agno.tools import Toolkit


class Company(Toolkit):
    def __init__(self):
        super().__init__(name="company", tools=[self.list_sources])

    def list_sources(self, offset: Optional[int] = 0) -> str:
        """List sources.

        Args:
            offset: Zero-based offset; null uses 0.
        """
        return ""
