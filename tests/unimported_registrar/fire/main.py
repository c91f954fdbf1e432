"""The registering module is imported: its tools are registered."""

from fastmcp import FastMCP

from app.routes.api import health
from app.routes.mcp import entity_tools

mcp = FastMCP("forgetful")
health.register(mcp)
entity_tools.register(mcp)
