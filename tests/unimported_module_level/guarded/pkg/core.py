"""The shared server every tools module registers on."""

from fastmcp import FastMCP

mcp = FastMCP("core")
