"""Google ADK tools whose name is a class constant read through `self` in the constructor
(multi-module fixture, absolute imports; google-adk's `skill_toolset.py`).

Covers: `class ListSkillsTool(BaseTool): TOOL_NAME = _LIST_SKILLS_TOOL_NAME` (a module
constant) and `TOOL_NAME = names.LOAD_SKILL` (a constant of another module), each with
`super().__init__(name=self.TOOL_NAME, ...)` and a `_get_declaration` literal naming
`self.name`. Negative: a project class with the same constant and constructor call whose base
is not a framework tool (`SkillCatalogEntry`).
"""

# expect: none
