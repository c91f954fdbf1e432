"""The console script's module: it registers the `api` routes only; the entity tools'
module is imported by nothing (iflow-mcp-scottrbk-forgetful)."""

from fastmcp import FastMCP

from app.routes.api import health

mcp = FastMCP("forgetful")
health.register(mcp)


def cli():
    mcp.run()
