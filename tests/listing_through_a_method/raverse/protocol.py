"""The JSON-RPC loop of jaegis-raverse-mcp-server 1.0.13, reduced: the handler keeps the server
it is constructed with and lists what `self.mcp_server.get_tools_list()` returns as the
`tools` of the `tools/list` result."""
import json
import sys
from typing import Any, Dict, Optional


class ProtocolHandler:
    def __init__(self, mcp_server):
        self.mcp_server = mcp_server

    async def handle_message(self, message: str) -> Optional[str]:
        data = json.loads(message)
        method = data.get("method")
        if method == "tools/list":
            return self._handle_list_tools(data.get("id"))
        return None

    def _handle_list_tools(self, request_id: int) -> str:
        tools = self.mcp_server.get_tools_list()
        response = {
            "jsonrpc": "2.0",
            "id": request_id,
            "result": {"tools": tools},
        }
        return json.dumps(response)


def describe(backend) -> Dict[str, Any]:
    return {"jsonrpc": "2.0", "id": 0, "result": {"tools": backend.get_tools_list()}}


async def run_server(mcp_server):
    handler = ProtocolHandler(mcp_server)
    for line in sys.stdin:
        response = await handler.handle_message(line.strip())
        if response:
            print(response, flush=True)
