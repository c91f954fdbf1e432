"""The console script's module: it loads every module of `tools/` by name."""

import importlib
import os

from .core import mcp

for file in os.listdir(os.path.join(os.path.dirname(__file__), "tools")):
    if file.endswith(".py") and not file.startswith("_"):
        importlib.import_module(f"pkg.tools.{file[:-3]}")


def main():
    mcp.run()
