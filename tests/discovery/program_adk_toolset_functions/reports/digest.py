"""A report builder that lists functions of another module and wraps them, like a toolset's
`get_tools`, but it is no ADK toolset and its wrapper is no tool: nothing here is a tool."""

# expect: none

from warehouse import metadata_tool, query_tool


class Section:
    def __init__(self, func):
        self.func = func


class DigestBuilder:
    async def get_tools(self) -> list:
        funcs = [metadata_tool.describe_dataset, query_tool.format_rows]
        return [Section(func) for func in funcs]
