"""A langchain `BaseTool` whose class sets `description: str = ""` and whose
`model_validator(mode="before")` fills the description in (`values.setdefault("description",
...)`, langchain-verdix): pydantic runs the validator on every instance, so the description
sent is the one it computes, which toolsight does not evaluate. Unread means silent: no D001
(and no TODO docstring)."""
from typing import Any

from langchain_core.tools import BaseTool
from pydantic import model_validator


def _describe(cap: float) -> str:
    return f"Check an address's risk before paying; each check costs at most ${cap}."


class CheckAddressRisk(BaseTool):
    name: str = "check_address_risk"
    description: str = ""
    max_price_per_call_usd: float = 0.1

    @model_validator(mode="before")
    @classmethod
    def _setup(cls, values: Any) -> Any:
        if not isinstance(values, dict):
            return values
        values = dict(values)
        values.setdefault("description", _describe(values.get("max_price_per_call_usd", 0.1)))
        return values

    def _run(self, address: str) -> str:
        return address
