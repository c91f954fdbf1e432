"""haystack tools written the way haystack reads them: `@tool` with `Annotated` descriptions,
a `Callable` parameter (left out of the schema, as intended for callbacks)."""
from typing import Annotated, Callable, Literal, Optional

from haystack.tools import create_tool_from_function, tool


@tool
def get_forecast(
    city: Annotated[str, "City name, e.g. Paris"],
    unit: Annotated[Literal["celsius", "fahrenheit"], "Temperature unit"] = "celsius",
    days: Annotated[int, "Number of days ahead, 1 to 7"] = 3,
) -> str:
    """Weather forecast for a city."""
    return city


def search(
    query: Annotated[str, "What to look for"],
    on_result: Optional[Callable[[str], None]] = None,
) -> list[str]:
    """Search the documentation."""
    return []


search_tool = create_tool_from_function(search, name="search_docs")
