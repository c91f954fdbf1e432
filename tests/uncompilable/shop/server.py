import importlib
import logging

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("shop")

# Each tool module is loaded on its own: one that fails to load leaves the others served.
for name in ("shop.orders", "shop.stock"):
    try:
        importlib.import_module(name)
    except Exception:
        logging.exception("could not load %s", name)

if __name__ == "__main__":
    mcp.run()
