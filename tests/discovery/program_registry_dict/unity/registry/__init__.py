"""The registries, re-exported."""

# expect: none

from .resource_registry import resource_entry, resource_names
from .tool_registry import get_registered_tools, unity_tool

__all__ = ["get_registered_tools", "resource_entry", "resource_names", "unity_tool"]
