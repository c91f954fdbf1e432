"""Report tools: handed the CRM's server by `crm.server` and the admin panel by `crm.admin`."""
from mcp.server.fastmcp import FastMCP


def register_reports(mcp: FastMCP) -> None:
    @mcp.tool()
    def pipeline_report(quarter: str, owner: str = "") -> dict:
        """Summarise the pipeline of one quarter: deals by stage, their total amount and the
        win rate, for one owner or the whole team."""
        return {}
