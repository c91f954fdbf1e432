"""Two MCP tools named in Chinese of the same length (btrip-mcp-server): a client that
replaces each character outside `[A-Za-z0-9_-]` with `_` merges them, but that is a
consequence of the names being outside the MCP specification's alphabet, which N008 reports
on each name; ASCII names fix both. One finding per problem: N008, no C002."""
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("btrip")


@mcp.tool(name="查询员工的基本信息")  # expect: N008
def employee_info(employee_id: str) -> str:
    """Looks an employee up."""
    return employee_id


@mcp.tool(name="对生成的表单做校验")  # expect: N008
def check_form(form_id: str) -> str:
    """Checks a generated form."""
    return form_id
