"""Semantic Kernel: a plugin whose parameters are all described with Annotated, of types SK
maps, without defaults; the kernel is hidden from the model with include_in_function_choices."""
from enum import Enum
from typing import Annotated

from semantic_kernel import Kernel
from semantic_kernel.functions import kernel_function


class Unit(Enum):
    CELSIUS = "c"
    FAHRENHEIT = "f"


class WeatherPlugin:
    @kernel_function(description="Current weather in a city.")
    def current(
        self,
        city: Annotated[str, "City name"],
        unit: Annotated[Unit, "Temperature unit"],
        kernel: Annotated[Kernel, {"include_in_function_choices": False}],
    ) -> str:
        return city

    @kernel_function(description="Forecast for the next days.")
    def forecast(
        self,
        city: Annotated[str, "City name"],
        days: Annotated[list[int], "Day offsets from today"],
    ) -> str:
        return city


kernel = Kernel()
kernel.add_plugin(WeatherPlugin(), plugin_name="weather")
