"""Placeholder dicts in MCP's `tools/list` shape that a client-side scanner returns when its
HTTP probes of a remote server fail (mcp-composer's `McpClientScanner`,
`mcp_client.py:78-122`), then converts to its own descriptor: data in a client, never the
result of a server's listing, so no client refuses them: not tools, no M001 on their
`inputSchema: {}`."""
from dataclasses import dataclass, field
from typing import Any

import httpx


@dataclass
class ToolDescriptor:
    name: str
    input_schema: dict[str, Any] = field(default_factory=dict)


class McpClientScanner:
    def __init__(self, endpoint: str) -> None:
        self.endpoint = endpoint

    def _scan(self) -> list[ToolDescriptor]:
        return [self._convert(t) for t in self._fetch_tools()]

    def _fetch_tools(self) -> list[dict[str, Any]]:
        try:
            response = httpx.post(f"{self.endpoint}/mcp", json={"method": "tools/list"})
            if response.status_code == 200:
                return response.json()["result"]["tools"]
            return self._infer_tools()
        except Exception:
            return self._infer_tools()

    def _infer_tools(self) -> list[dict[str, Any]]:
        try:
            response = httpx.get(f"{self.endpoint}/info")
            if response.status_code == 200:
                return response.json()["tools"]
            return [
                {
                    "name": "unknown_tool",
                    "description": "Tool discovered from MCP server",
                    "inputSchema": {},
                }
            ]
        except Exception:
            return [
                {
                    "name": "mcp_server_tool",
                    "description": "Tool from MCP server",
                    "inputSchema": {},
                }
            ]

    def _convert(self, tool: dict[str, Any]) -> ToolDescriptor:
        schema = tool.get("inputSchema", {})
        return ToolDescriptor(name=str(tool.get("name", "")), input_schema=dict(schema))
