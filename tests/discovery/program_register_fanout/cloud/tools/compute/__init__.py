"""The compute group: its `register` hands the server to each submodule's `register`."""

# expect: none

from typing import Any

from cloud.tools.compute import images, instances


def register(mcp: Any) -> None:
    images.register(mcp)
    instances.register(mcp)
