"""Tool names and tool sets defined in one module and used in others (a project root with
absolute imports: `from core.names import GitTools`).

Covers: names given as `str` Enum members (`GitTools.STATUS`), Enum members' `.value`,
module constants (in the same module and imported), a class attribute `name: str = TOOL_NAME`;
tool lists returned inside a tuple (`return core, extra`) and unpacked by the caller; a
pydantic-ai `FunctionToolset` subclass registering its methods in `__init__`
(`self.add_function(self.spawn)`). Negative: a function returning a tuple of non-tool
values, a toolset-like class of the project's own.
"""

# expect: none
