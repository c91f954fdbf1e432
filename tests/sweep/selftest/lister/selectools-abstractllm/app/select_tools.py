# selectools (selectools/tools/decorators.py): `@tool(*, name=None, description=None, ...)` turns a
# function into a Tool (a method into a per-instance bound Tool), named `name` or the function's
# name; `Tool(name, description, parameters=[ToolParameter(...)], function=f)` is a hand-written tool.
from selectools import tool
from selectools.tools import Tool, ToolParameter


@tool(description="Read the contents of a text file")
def read_file(filepath: str) -> str:
    return ""


@tool(name="web_search", description="Search the web")
def search(query: str) -> str:
    return ""


class RAGTool:
    @tool(description="Search the knowledge base")
    def search_knowledge_base(self, query: str) -> str:
        return ""


def remember_tool(knowledge):
    def _remember(content: str) -> str:
        return ""

    return Tool(
        name="remember",
        description="Store a piece of information.",
        parameters=[ToolParameter(name="content", param_type=str, description="What to remember.", required=True)],
        function=_remember,
    )


def plain_helper(x: str) -> str:
    return x
