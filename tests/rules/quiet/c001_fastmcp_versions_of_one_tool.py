"""Two versions of one tool on a fastmcp server (mcp-zen-of-languages): fastmcp 3+ keys a
component `tool:{name}@{version}`, so `version="1.0"` and `version="2.0"` are both kept;
`tools/list` shows 2.0 with the other version in its meta, and a call may ask for 1.0 (ran
fastmcp 4.1.6). No duplicate, no tool dropped."""
from fastmcp import FastMCP

mcp = FastMCP("zen")

V1 = "1.0"


@mcp.tool(name="analyze", version=V1)
def analyze_v1(code: str) -> dict:
    """Analyze a snippet (first rules)."""
    return {}


@mcp.tool(name="analyze", version="2.0")
def analyze_v2(code: str, language: str = "python") -> dict:
    """Analyze a snippet (second rules)."""
    return {}
