"""The entry point: runs the server of `pkg.server`."""
from pkg.server import mcp

if __name__ == "__main__":
    mcp.run()
