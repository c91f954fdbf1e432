"""Image tools; this module imports no framework."""

from typing import Any


def register(mcp: Any) -> None:
    # expect: mcp register.<locals>.create_image create_image
    @mcp.tool()
    def create_image(name: str, instance_id: str) -> str:
        """Create a machine image from an instance."""
        return name

    def _validate(name: str) -> str:
        """Helper: not a tool."""
        return name
