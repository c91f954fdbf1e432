"""Two langchain tools with one name, one of them with an async half.

`StructuredTool.from_function(func=ls, coroutine=als)` is one tool named `ls`; a second
`from_function(name="ls", func=find)` in the same module is another tool with the same
name, and both are given to one model: Anthropic rejects duplicate names (`Tool names must be
unique`).
"""
from langchain_anthropic import ChatAnthropic
from langchain_core.tools import StructuredTool


def ls(path: str) -> str:
    """List a directory."""
    return ""


async def als(path: str) -> str:
    """List a directory."""
    return ""


def find(pattern: str) -> str:
    """Find files."""
    return ""


ls_tool = StructuredTool.from_function(name="ls", description="d", func=ls, coroutine=als)
find_tool = StructuredTool.from_function(name="ls", description="f", func=find)  # expect: C001

tools = [ls_tool, find_tool]
model = ChatAnthropic(model="claude-sonnet-4-5").bind_tools(tools)
