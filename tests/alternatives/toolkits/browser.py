"""A camel toolkit whose `get_tools()` loops over a map of its methods and, for the tools
whose signature depends on the mode, re-binds the method to a wrapper: a pixel one or a ref
one, made in the two branches of an `if` and named alike. Each name is one tool.
"""
from typing import Any, Callable, Dict, List, cast

from camel.toolkits import BaseToolkit, FunctionTool


class BrowserToolkit(BaseToolkit):
    def __init__(self, pixel_mode: bool = False, enabled_tools: List[str] = ()):
        super().__init__()
        self.pixel_mode = pixel_mode
        self.enabled_tools = list(enabled_tools)

    async def browser_open(self) -> Dict[str, Any]:
        """Open the browser."""
        return {}

    async def browser_click(self, *, ref: str) -> Dict[str, Any]:
        """Click an element."""
        return {}

    async def browser_type(self, *, ref: str, text: str) -> Dict[str, Any]:
        """Type text into an element."""
        return {}

    def _create_mode_wrapper(self, method: Callable[..., Any], tool_name: str, pixel_mode: bool):
        if tool_name == "browser_click":
            if pixel_mode:

                async def browser_click_pixel(*, x: float, y: float) -> Dict[str, Any]:
                    """Click at pixel coordinates.

                    Args:
                        x (float): The horizontal coordinate.
                        y (float): The vertical coordinate.
                    """
                    return await method(x=x, y=y)

                browser_click_pixel.__name__ = "browser_click"
                return browser_click_pixel
            else:

                async def browser_click_ref(*, ref: str) -> Dict[str, Any]:
                    """Click the element with this ref.

                    Args:
                        ref (str): The element's ref ID.
                    """
                    return await method(ref=ref)

                browser_click_ref.__name__ = "browser_click"
                return browser_click_ref
        return method

    def get_tools(self) -> List[FunctionTool]:
        tool_map = {
            "browser_open": self.browser_open,
            "browser_click": self.browser_click,
            "browser_type": self.browser_type,
        }
        mode_specific_tools = {"browser_click"}
        enabled_tools = []
        for tool_name in self.enabled_tools:
            if tool_name not in tool_map:
                continue
            method = tool_map[tool_name]
            if tool_name in mode_specific_tools:
                method = self._create_mode_wrapper(method, tool_name, pixel_mode=self.pixel_mode)
            tool = FunctionTool(cast(Callable[..., Any], method))
            enabled_tools.append(tool)
        return enabled_tools
