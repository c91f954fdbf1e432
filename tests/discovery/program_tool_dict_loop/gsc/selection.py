"""Selects the enabled families of the catalogue at startup.

# expect: none
"""

import os


def select_tools(catalogue):
    enabled = os.environ.get("GSC_FAMILIES", "all")
    selected = {name: fn for name, fn in catalogue.items() if enabled == "all" or name in enabled}
    return selected, {"mode": enabled}
