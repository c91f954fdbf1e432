"""`@function_tool(description_override="...")` over a function without a docstring:
openai-agents sends the override (ran openai-agents 0.24: `description == "Count letters."`),
so the tool is described and D001 ("has no docstring: openai-agents sends the description
...") has nothing to report."""
from agents import function_tool


@function_tool(description_override="Count the letters of a word.")
def count(word: str) -> int:
    return len(word)
