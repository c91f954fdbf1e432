"""A project's agno learning store whose agent tools are closures built by helper methods,
two calls below `get_tools` (multi-file fixture; agno's `learn/stores/decision_log.py`).

Covers: `class NotesStore(LearningStore)` with `get_tools(...)` returning
`self.get_agent_tools(...)`, which appends `self._build_save_tool(...)` (returning a nested
`def save_note`) and a closure of its own; `aget_tools` the same through async helpers
(`await self._abuild_save_tool(...)`). agno's `LearningMachine` asks every store for
`get_tools()` / `aget_tools()` and gives the agent what they return. Negative: a store's
`_get_extraction_tools` helper's closure that no `get_tools` returns, and a project class named
`LearningStore` of its own (not agno's) with a `get_tools`.
"""

# expect: none
