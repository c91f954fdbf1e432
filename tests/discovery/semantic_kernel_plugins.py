"""semantic-kernel (`from semantic_kernel.functions import kernel_function`).

Idioms: `@kernel_function` bare and `@kernel_function(name=..., description=...)` on plugin
class methods, plugins added with `kernel.add_plugin(instance, plugin_name=...)`, a
decorated module-level function added with `kernel.add_function(plugin_name=..., function=...)`.
The tool name is the one the OpenAI connector sends: the plugin name the registering call
gives, a hyphen, and the kernel function name (decorator `name=`, else `__name__`).

Not tools: undecorated plugin methods (semantic-kernel only exposes `__kernel_function__`
methods), `__init__`, a plain function.
"""

from typing import Annotated

from semantic_kernel import Kernel
from semantic_kernel.functions import kernel_function


class LightsPlugin:
    """Controls the lights in the house."""

    def __init__(self) -> None:
        self.lights = [{"id": 1, "name": "Table Lamp", "is_on": False}]

    # expect: semantic-kernel LightsPlugin.get_state Lights-get_lights
    @kernel_function(name="get_lights", description="Gets a list of lights and their current state")
    def get_state(self) -> Annotated[list[dict], "the list of lights"]:
        return self.lights

    # expect: semantic-kernel LightsPlugin.change_state Lights-change_state
    @kernel_function
    async def change_state(
        self,
        id: Annotated[int, "The ID of the light"],
        is_on: Annotated[bool, "Whether to turn the light on"],
    ) -> str:
        """Changes the state of the light."""
        return "ok"

    def _find(self, id: int) -> dict | None:
        """Undecorated: not exposed to the model."""
        return None


class TimePlugin:
    # expect: semantic-kernel TimePlugin.today Time-today
    @kernel_function(description="Get the current date")
    def today(self) -> str:
        return "2026-11-01"

    def timezone(self) -> str:
        """Undecorated: not a tool."""
        return "UTC"


# expect: semantic-kernel add Math-add
@kernel_function
def add(a: Annotated[float, "first"], b: Annotated[float, "second"]) -> float:
    """Add two numbers."""
    return a + b


def subtract(a: float, b: float) -> float:
    """Plain function: not a kernel function."""
    return a - b


kernel = Kernel()
kernel.add_plugin(LightsPlugin(), plugin_name="Lights")
kernel.add_plugin(TimePlugin(), plugin_name="Time")
kernel.add_function(plugin_name="Math", function=add)
