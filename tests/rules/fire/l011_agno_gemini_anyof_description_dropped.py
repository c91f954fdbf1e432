"""A default stated as "null uses 1" that Gemini's model never reads.

agno's Gemini `convert_schema` turns an `anyOf` with one non-null member into that member,
marked nullable, and drops the property's description (agno 3.1.10, utils/gemini.py:
`any_of[0].nullable = is_nullable; return any_of[0]`). `Annotated[Optional[int],
BeforeValidator(...)]` reaches it as such an `anyOf`, so the Gemini declaration of `page`
is `{"nullable": true, "type": "INTEGER"}` (ran agno 3.1.10 with google-genai 3.4.0), and
the "null uses 1." of its Args line is not sent; OpenAI and Anthropic get it (agno's
company tools, seed-32 judge's `company.py` lines).
"""
from typing import Annotated, Optional

from agno.tools import Toolkit
from pydantic import BeforeValidator


def _empty_to_none(v):
    return v


_OptionalInt = Annotated[Optional[int], BeforeValidator(_empty_to_none)]


class Company(Toolkit):
    def __init__(self):
        super().__init__(name="company", tools=[self.list_sources])

    def list_sources(self, page: _OptionalInt = 1) -> str:  # expect: L011
        """List sources.

        Args:
            page: One-based page number; null uses 1.
        """
        return ""
