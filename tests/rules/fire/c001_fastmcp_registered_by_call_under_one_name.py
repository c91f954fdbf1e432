"""Three functions registered by call under one name on a fastmcp server (nc-mcp): fastmcp
4.1.6 keys its components by name, logs `Component already exists` and keeps the last, so
the earlier two are never listed; no provider sees duplicates."""
from fastmcp import FastMCP

mcp = FastMCP("nc")


def list_files(path: str) -> list[str]:
    """List the files."""
    return []


def file_info(path: str) -> dict:
    """Describe one file."""
    return {}


def variable_data(path: str, name: str) -> list[float]:
    """Read one variable."""
    return []


mcp.tool(list_files, name="list_files")
mcp.tool(file_info, name="list_files")  # expect: C001
mcp.tool(variable_data, name="list_files")  # expect: C001
