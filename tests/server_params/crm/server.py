"""The CRM's one server: the tool modules' registering functions are handed it here."""
from mcp.server.fastmcp import FastMCP

from crm.contacts import register_contacts
from crm.deals import register_deals
from crm.reports import register_reports

mcp = FastMCP("crm")

register_contacts(mcp)
register_deals(mcp)
register_reports(mcp)

from crm import notes  # noqa: E402,F401  (registers on `mcp` at import)
