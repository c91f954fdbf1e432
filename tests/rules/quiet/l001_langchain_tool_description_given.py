"""`@tool(description="...")` over a function without a docstring: langchain's
`StructuredTool.from_function` reads `__doc__` only when no description is given, so nothing
raises (ran langchain-core 1.8.2: the OpenAI payload has the description "Look up a word.");
L001 ("Function must have a docstring if description not provided") and D001 do not apply."""
from langchain_core.tools import tool


@tool(description="Look up a word.")
def lookup(word: str) -> str:
    return word
