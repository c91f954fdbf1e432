"""The server class of jaegis-raverse-mcp-server 1.0.13, reduced. `get_tools_list` returns
hand-written `tools/list` entries; this module never lists them: `protocol.py` does, through
`self.mcp_server.get_tools_list()` on the instance `main` makes here
(`CatalogServer.__new__(CatalogServer)`) and hands to `run_server`. `Mirror.get_tools_list`
has the same name, but the only call whose receiver is read is on a `CatalogServer`, and
`describe`'s receiver is not read: whether its entries are listed stays unread."""
import asyncio
from typing import Any, Dict, List


class CatalogServer:
    def __init__(self) -> None:
        self._initialize()

    def _initialize(self) -> None:
        self.ready = True

    def get_tools_list(self) -> List[Dict[str, Any]]:
        tools = [
            {
                "name": "apply_patch",
                "description": "Apply patches to binary files",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "binary_path": {"type": "string", "description": "Path to binary"},
                        "patches": {"type": "array", "description": "List of patches to apply"},
                    },
                    "required": ["binary_path"],
                },
            },
        ]
        return tools


class Mirror:
    def get_tools_list(self) -> List[Dict[str, Any]]:
        return [
            {
                "name": "mirror_patch",
                "description": "Mirror patches to another host",
                "inputSchema": {
                    "type": "object",
                    "properties": {
                        "hosts": {"type": "array", "description": "Hosts to mirror to"},
                    },
                },
            },
        ]


def main() -> int:
    server = CatalogServer.__new__(CatalogServer)
    server.ready = False

    from .protocol import run_server

    asyncio.run(run_server(server))
    return 0
