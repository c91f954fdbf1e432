"""Dicts and `Tool(...)` values in MCP's shape that a package keeps as mock data outside its
tests (mcp-vuln-scanner's `_get_mock_tools`, "Mock-Tools für Demo", placeholder tools its
own analyzers read): no server lists them, so no client refuses them; not tools, as the same
values in a test module are not: no M001 on their schemas without `"type": "object"`."""
from mcp.types import Tool


class RemoteScanner:
    def _get_mock_tools(self):
        """Mock-Tools für Demo"""
        return [
            {
                "name": "remote_read_file",
                "description": "Liest eine Remote-Datei",
                "inputSchema": {"properties": {"path": {"type": "string"}}},
            },
        ]


FAKE_TOOLS = [
    Tool(name="fake_exec", description="Runs a command", inputSchema={"properties": {}}),
]


def make_dummy_listing():
    return [{"name": "dummy", "description": "d", "inputSchema": {"properties": {}}}]


# The server's own tool, which it lists: a tool, and a correct one.
def list_tools():
    return [
        Tool(
            name="scan",
            description="Scans a server's tools.",
            inputSchema={"type": "object", "properties": {"url": {"type": "string"}}},
        )
    ]


# The examples a scanner's `scan example` command analyses (mcp-vuln-scanner's cli.py).
def get_example_tools():
    return [
        {"name": "read_file", "description": "Reads a file", "inputSchema": {"properties": {"path": {"type": "string"}}}},
    ]
