"""The console script's module: it imports every tools module."""

from .core import mcp
from .tools import ledger, markets, probe  # noqa: F401  (registers their tools)


def main():
    mcp.run()
