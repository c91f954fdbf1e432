"""One tool name registered twice with the same version on a fastmcp server: the key
`tool:{name}@{version}` is the same, so fastmcp logs `Component already exists` and keeps the
later one (fastmcp 4.1.6); the earlier is never listed."""
from fastmcp import FastMCP

mcp = FastMCP("zen")


@mcp.tool(name="analyze", version="2.0")
def analyze_old(code: str) -> dict:
    """Analyze a snippet."""
    return {}


@mcp.tool(name="analyze", version="2.0")  # expect: C001
def analyze_new(code: str) -> dict:
    """Analyze a snippet again."""
    return {}
