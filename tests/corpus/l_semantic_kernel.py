"""semantic-kernel only: plugin classes whose `@kernel_function` methods a module-level `Kernel`
registers with `kernel.add_plugin(...)` (plugin name given by keyword, positionally, by the
class's `name` attribute, or SK's default, the class name), functions added with
`kernel.add_function(...)`, `Annotated` descriptions (strings and dicts), injected `Kernel` /
`KernelArguments` parameters, `include_in_function_choices`, defaults SK folds into
descriptions, and the names SK's regexes refuse (the registration raises; each kernel function
of it gets the error). What is rendered is the `tools` entry of the OpenAI connector's request."""
from enum import Enum
from typing import Annotated, Literal, Optional

from pydantic import BaseModel, Field
from semantic_kernel import Kernel
from semantic_kernel.functions import KernelArguments, kernel_function

kernel = Kernel()


class Unit(Enum):
    CELSIUS = "c"
    FAHRENHEIT = "f"


class Address(BaseModel):
    street: str
    city: str = Field(description="The city")
    zip_code: Optional[str] = None


class MathPlugin:
    """Arithmetic; the plugin description is not sent."""

    @kernel_function(name="add", description="Add two numbers.")
    def add(
        self,
        a: Annotated[int, "The first number"],
        b: Annotated[int, "The second number"] = 1,
    ) -> Annotated[int, "The sum"]:
        return a + b

    @kernel_function
    def square_root(self, x: Annotated[float, "A non-negative number"]) -> float:
        """Square root of x.

        Args:
            x: Not read by SK: only Annotated metadata describes a parameter.
        """
        return x**0.5

    @kernel_function(description="The weighted mean.")
    async def mean(
        self,
        values: Annotated[list[float], "The values"],
        weights: Annotated[Optional[list[float]], "One weight per value"] = None,
    ) -> float:
        return sum(values) / len(values)

    def helper(self, x: int) -> int:
        """Not a kernel function: not sent."""
        return x

    @staticmethod
    @kernel_function(name="clamp", description="Clamp a value.")
    def clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
        return max(low, min(high, value))


kernel.add_plugin(MathPlugin(), plugin_name="math")


class WeatherPlugin:
    @kernel_function(description="Current weather in a city.")
    def current(
        self,
        city: Annotated[str, {"description": "City name"}],
        unit: Annotated[Unit, "Temperature unit"] = Unit.CELSIUS,
        detail: Literal["short", "long"] = "short",
    ) -> str:
        return city

    @kernel_function
    def forecast(
        self,
        city: Annotated[str, "first", "second wins"],
        days: int | str = 3,
        country: str = None,
        when: Annotated[int | str, "Day or date"] = "today",
    ) -> list[str]:
        """Forecast.

           Indented continuation lines are sent as written."""
        return []


kernel.add_plugin(WeatherPlugin())


class TimePlugin:
    name = "clock"

    @kernel_function(description="The time in a timezone.")
    def now(self, tz: str = "UTC") -> str:
        return tz


kernel.add_plugin(TimePlugin())


class TextPlugin:
    @kernel_function
    def upper(self, text: str) -> str:
        return text.upper()

    @kernel_function
    def stream_words(self, text: str):
        """Yield each word (a streaming function)."""
        yield from text.split()


kernel.add_plugin(TextPlugin(), "text")


class ContextPlugin:
    """Parameters SK injects at invocation time."""

    @kernel_function(description="Uses the call's arguments.")
    def with_arguments(self, arguments: KernelArguments, query: str) -> str:
        return query

    @kernel_function(description="Hides the kernel from the model.")
    def hidden_kernel(
        self,
        kernel: Annotated[Kernel, {"include_in_function_choices": False}],
        query: Annotated[str, "What to look up"],
    ) -> str:
        return query

    @kernel_function(description="Ships an address.")
    def ship(self, address: Address, express: bool = False) -> str:
        return address.city


kernel.add_plugin(plugin=ContextPlugin(), plugin_name="context")


class KernelParamPlugin:
    @kernel_function(description="Takes the kernel as a plain parameter.")
    def plain_kernel(self, kernel: Kernel, query: str) -> str:
        return query


kernel.add_plugin(KernelParamPlugin(), plugin_name="kernel_param")


class HyphenPlugin:
    @kernel_function
    def ping(self) -> str:
        return "pong"


kernel.add_plugin(HyphenPlugin(), plugin_name="bad-name")


class DottedPlugin:
    @kernel_function
    def ping(self) -> str:
        return "pong"


kernel.add_plugin(DottedPlugin(), plugin_name="my.plugin")


class SpacedNamePlugin:
    @kernel_function(name="get weather")
    def get_weather(self, city: str) -> str:
        return city


kernel.add_plugin(SpacedNamePlugin(), plugin_name="spaced")


class BasePlugin:
    @kernel_function(description="Inherited by the plugin registered below.")
    def ping(self, target: Annotated[str, {"description": "Host", "unit": "ignored by SK"}]) -> str:
        return target


class ChildPlugin(BasePlugin):
    @kernel_function(description="The subclass's own function.")
    def pong(self, count: Annotated[int | None, "How many"] = None) -> str:
        return "pong"


kernel.add_plugin(ChildPlugin(), plugin_name="child")


class LightsPlugin:
    """Registered through a variable."""

    @kernel_function(name="set_state", description="Turn a light on or off.")
    def change_state(
        self,
        light_id: Annotated[int, "The light"],
        is_on: Annotated[bool, "On or off"],
        brightness: Optional[int] = None,
    ) -> str:
        return "ok"


lights = LightsPlugin()
kernel.add_plugin(lights, plugin_name="lights")


@kernel_function(description="Shout the text.")
def shout(text: Annotated[str, "What to shout"], times: int = 1) -> str:
    return text.upper() * times


kernel.add_function(plugin_name="text", function=shout)


@kernel_function
def echo(message: str) -> str:
    """Echo a message."""
    return message


kernel.add_function("util", echo)


def convert(amount: Annotated[float, "How much"], currency: str = "EUR") -> str:
    """Convert money (this docstring is replaced by the description given below)."""
    return ""


def tally(values: list[int]) -> int:
    """Sum values."""
    return 0


# The decorator applied by call, inside the registration.
kernel.add_function("money", kernel_function(convert, name="convert_money", description="Convert an amount."))
kernel.add_function(plugin_name="stats", function=kernel_function(tally))


@kernel_function(name="lookup", description="Registered by no visible call.")
def find_record(record_id: int, fields: list[str] | None = None) -> dict:
    return {}


def plain_helper(x: int) -> int:
    """A plain module function (no decorator): rendered like the generic corpus."""
    return x
