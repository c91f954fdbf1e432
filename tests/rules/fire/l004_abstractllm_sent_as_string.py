"""abstractllm maps exactly str/int/float/bool/list/dict; anything else is sent as "string"."""
from enum import Enum
from typing import Literal

from abstractllm.tools import function_to_tool_definition


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


def forecast(
    cities: list[str],  # expect: L004
    unit: Unit,  # expect: L004
    detail: Literal["short", "full"],  # expect: L004
    days: int,
) -> str:
    """Forecast the weather for several cities."""
    return ""


definition = function_to_tool_definition(forecast)
