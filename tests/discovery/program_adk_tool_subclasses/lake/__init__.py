"""Google ADK `FunctionTool` subclasses of the project used as wrappers (multi-module fixture;
google-adk 2.13's `integrations/bigquery/_bigquery_tool.py` and `bigquery_toolset.py`,
`integrations/mongodb/_mongodb_toolset.py`, `tools/bigtable/bigtable_toolset.py`,
`tools/spanner/query_tool.py`).

Covers: `LakeTool(func=_wrap_async(func))` with `class LakeTool(GoogleTool)` of another module
that defines its own `__init__` and `_get_declaration` (a tool, whose declaration toolsight
does not read); `PlainLakeTool(func=f)`, a `GoogleTool` subclass that changes nothing of the
declaration; `_IndexTool(func=func, client=...)`, a private `FunctionTool` subclass of the
toolset's own module hiding parameters in its `__init__`; `LakeTool(func=retry(f))` with
`retry` from outside the workspace; `query.get_execute_sql(settings)`, a factory of another
module returning a function or a `functools.wraps` wrapper of it. Negative (precision traps):
`Ledger(func=f)`, a class of the project that is no ADK tool, and the module's helpers.
"""

# expect: none
