"""langchain's `@tool` over a function with neither a docstring nor `description=`
(mcp-postgres's model_tool_factory.py): `StructuredTool.from_function` raises `ValueError:
Function must have a docstring if description not provided.` when the decorator runs
(langchain-core 1.8.2), so no tool exists for any provider, Gemini included. One finding,
L001, for every payload; not also D001 "langchain sends the description \"\"", which
nothing sends."""
from langchain_core.tools import tool


class ModelToolFactory:
    def __init__(self, aliases: dict[str, str]):
        self.aliases = aliases

    def make_tool(self):
        @tool
        def consulta_mcp(query: str) -> str:  # expect: L001
            # Natural-language filters are rewritten first.
            for k, v in self.aliases.items():
                query = query.replace(k, v)
            return query

        return consulta_mcp
