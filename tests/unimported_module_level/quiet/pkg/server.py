"""The console script's module: it imports the markets tools only."""

from .core import mcp
from .tools import markets  # noqa: F401  (registers its tools)


def main():
    mcp.run()
