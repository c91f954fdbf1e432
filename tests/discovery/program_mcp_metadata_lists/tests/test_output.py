"""Precision trap: a `tools/list`-shaped dict in a test module is a fixture for the code under
test (a formatter), not a tool the package serves.

# expect: none
"""


def test_format_tool_schema():
    tool = {
        "name": "get_pods",
        "description": "Get pods in a namespace",
        "inputSchema": {"type": "object", "properties": {"namespace": {"type": "string"}}},
    }
    assert tool["name"] == "get_pods"
