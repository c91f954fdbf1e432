"""autogen tools written the way autogen reads them: descriptions in `Annotated`, a `Literal`
where an enum would lose its description (its `$ref` is replaced without its siblings), a
`BaseTool` whose args model describes its fields."""
from typing import Annotated, Literal, Optional

from autogen_core import CancellationToken
from autogen_core.tools import BaseTool, FunctionTool
from pydantic import BaseModel, Field


def get_forecast(
    city: Annotated[str, "City name, e.g. Paris"],
    unit: Annotated[Literal["celsius", "fahrenheit"], "Temperature unit"],
    days: Annotated[int, "Number of days ahead, 1 to 7"] = 3,
    country: Annotated[Optional[str], "ISO country code, if the city name is ambiguous"] = None,
) -> str:
    """Weather forecast for a city."""
    return city


forecast_tool = FunctionTool(get_forecast, description="Weather forecast for a city.")


class LookupArgs(BaseModel):
    key: str = Field(description="The key to look up")


class LookupResult(BaseModel):
    value: str


class LookupTool(BaseTool[LookupArgs, LookupResult]):
    def __init__(self) -> None:
        super().__init__(
            args_type=LookupArgs,
            return_type=LookupResult,
            name="lookup",
            description="Look a key up in the settings store.",
        )

    async def run(self, args: LookupArgs, cancellation_token: CancellationToken) -> LookupResult:
        return LookupResult(value="")


lookup_tool = LookupTool()
