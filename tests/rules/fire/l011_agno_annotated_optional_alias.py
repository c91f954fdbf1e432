"""A default stated in the description that agno drops for Gemini, through an `Annotated` alias (company.py).

`page: _OptionalInt = 1` with `_OptionalInt = Annotated[Optional[int], BeforeValidator(...)]`
reaches agno's JSON schema as `anyOf [integer, null]` with the Args line as its description
("Nummer der Seite; null uses 1."), which states the default. agno's Gemini conversion
(`utils/gemini.py convert_schema`) sends the one non-null member of an `anyOf` alone, as
`{"nullable": true, "type": "INTEGER"}`, without that description (ran agno 3.1.10 with
google-genai 3.4.0): Gemini's model is not told the default, the other payloads are. The
message says why the stated default does not reach Gemini.
"""
from typing import Annotated, Optional

from agno.tools import Toolkit
from pydantic import BeforeValidator


def _empty_to_none(value):
    return None if value == "" else value


_OptionalInt = Annotated[Optional[int], BeforeValidator(_empty_to_none)]


class Company(Toolkit):
    def __init__(self):
        super().__init__(name="company", tools=[self.list_sources])

    def list_sources(self, product_id: str, page: _OptionalInt = 1) -> str:  # expect: L011
        """List the sources of a product.

        Args:
            product_id: The product.
            page: Nummer der Seite; null uses 1.
        """
        return ""
