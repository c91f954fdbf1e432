"""A Google ADK toolset whose `get_tools` wraps functions of other modules (multi-module
fixture; google-adk 2.13's `integrations/bigquery/bigquery_toolset.py`,
`tools/spanner/spanner_toolset.py`, `tools/bigtable/bigtable_toolset.py`,
`integrations/gcs/admin_toolset.py`).

Covers: `funcs = [metadata_tool.a, ...]` then `[GoogleTool(func=func, ...) for func in funcs]`,
the list filtered by a comprehension in the `return`; a tuple of functions
(`tool_functions = (...)`); `all_tools.append(GoogleTool(func=mod.f))` and
`all_tools.extend([GoogleTool(func=func) for func in write_funcs])` under a condition (every
branch counts: the tools a setting selects are still tools). Negative (precision traps): the
modules' helpers and public functions no `get_tools` names, and a class that is not a
toolset listing functions of the same module the same way (`reports/digest.py`).
"""

# expect: none
