"""A plugin loader whose module names come from configuration."""

import importlib


def load_plugins(names, mcp):
    for name in names:
        importlib.import_module(name).register(mcp)
