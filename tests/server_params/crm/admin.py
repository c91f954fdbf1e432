"""The admin panel: another server, given the report tools too."""
from mcp.server.fastmcp import FastMCP

from crm.reports import register_reports

panel = FastMCP("admin")
register_reports(panel)
