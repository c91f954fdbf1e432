"""A description set on the tool object after it is made: agno's `Function.description`
assigned once the toolkit has built it. What is sent is not the missing docstring, so D001
says nothing (and `--fix` inserts no TODO docstring)."""
from typing import Any

from agno.tools import Toolkit


def page_tools(description: str, tool_name: str) -> Toolkit:
    def query_pages(command: str) -> str:
        return command

    toolkit = Toolkit(name="pages", tools=[query_pages])
    for function in toolkit.functions.values():
        function.description = description
    return toolkit
