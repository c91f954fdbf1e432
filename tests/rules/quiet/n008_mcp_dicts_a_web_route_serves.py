"""A module-level list of dicts in MCP's `tools/list` shape that a Flask app returns at
`/api/tools` and pastes into a prompt's text (polardb-openapi-mcp-server's
`fixed_mcp_protocol_web.py`, `HARDCODED_TOOLS`): no MCP listing ever returns it, so the MCP
SDK never sees the name and no client prefixes it: not a tool, no N008 or N006 on it. The
stray dict written as a statement (a pasted replacement entry) goes nowhere either."""
from flask import Flask, jsonify

HARDCODED_TOOLS = [
    {
        "name": "重启节点",
        "description": "重启PolarDB数据库节点",
        "inputSchema": {
            "type": "object",
            "properties": {"dbnode_id": {"type": "string"}},
            "required": ["dbnode_id"],
        },
    },
    {
        "name": "polardb_describe_db_cluster_performance_with_beijing_time",
        "description": "获取PolarDB集群的性能指标数据",
        "inputSchema": {"type": "object", "properties": {}},
    },
]

{
    "name": "polardb_describe_db_cluster_performance_with_beijing_time_v2",
    "description": "获取PolarDB集群的性能指标数据",
    "inputSchema": {"type": "object", "properties": {}},
}


def create_tool_descriptions() -> str:
    descriptions = []
    for tool in HARDCODED_TOOLS:
        desc = f"- {tool['name']}: {tool.get('description', 'No description')}"
        if "inputSchema" in tool and "properties" in tool["inputSchema"]:
            props = tool["inputSchema"]["properties"]
            required = tool["inputSchema"].get("required", [])
            params = []
            for prop_name, prop_def in props.items():
                marker = " (required)" if prop_name in required else " (optional)"
                params.append(f"{prop_name}{marker}: {prop_def.get('description', '')}")
            if params:
                desc += f"\n  Parameters: {', '.join(params)}"
        descriptions.append(desc)
    return "\n".join(descriptions)


app = Flask(__name__)


@app.route("/api/tools")
def get_tools():
    return jsonify({"tools": HARDCODED_TOOLS})
