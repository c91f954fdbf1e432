"""crewai tools whose payloads lose nothing: plain types, optional parameters that default to
None (strict mode requires them, and `null` says "no value"), a model with a description."""
from typing import Optional

from crewai.tools import BaseTool, tool
from pydantic import BaseModel, Field


@tool("Get weather")
def get_weather(city: str, days: Optional[int] = None) -> str:
    """Forecast for a city."""
    return city


class LookupInput(BaseModel):
    sku: str = Field(description="The product's SKU")
    warehouse: Optional[str] = Field(None, description="Restrict to one warehouse")


class StockLookup(BaseTool):
    """Look a product's stock up."""

    name: str = "stock_lookup"
    description: str = "Look a product's stock up."
    args_schema: type[BaseModel] = LookupInput

    def _run(self, sku: str, warehouse: Optional[str] = None) -> str:
        return sku
