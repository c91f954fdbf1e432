"""`employeeIdList: [] = Field(...)` (btrip-mcp-server): a list written where a type belongs.
pydantic warns (`ArbitraryTypeWarning: [] is not a Python type`) and allows any value; the
tool is listed with a property without a type (ran mcp 1.30, pydantic 2.12). It is no
`Callable`'s parameter list: no L001 "Cannot generate a JsonSchema for CallableSchema"."""
from pydantic import Field

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("btrip")


@mcp.tool(name="query_employees", description="Looks employees up by their ids.")
async def query_employees(
    corp_id: str = Field(description="The company's id."),
    employee_ids: [] = Field(description="The employees' ids."),
) -> object:
    return {"corpId": corp_id, "ids": employee_ids}
