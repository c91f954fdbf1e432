"""A pydantic-ai add-on whose capability dataclass has a `tools` field (multi-module fixture,
absolute imports; pydantic-ai-harness's BackgroundTools.combine).

Covers: `Agent(tools=[search])` in another module than the tool (the true tool, still found).
Negative: `dataclasses.replace(merged, tools=matches_any)` and `copy.replace(cap, tools=...)`:
a standard-library call copying a dataclass, whose `tools=` is a field value (a tool
selector), not a list of tools sent to a model.
"""

# expect: none
