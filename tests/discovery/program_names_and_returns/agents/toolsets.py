"""Tool sets returned in a tuple and unpacked by the caller, a pydantic-ai toolset
registering its methods in `__init__`, and a langchain class tool named by an imported
constant."""

from langchain_core.tools import BaseTool
from pydantic_ai import Agent, FunctionToolset

from core.names import FETCH_TOOL_NAME


# expect: pydantic-ai ls ls
def ls(path: str) -> list[str]:
    """List a directory."""
    return []


# expect: pydantic-ai read_file read_file
def read_file(path: str) -> str:
    """Read a file."""
    return ""


# expect: pydantic-ai grep grep
def grep(pattern: str, path: str) -> list[str]:
    """Search files for a pattern."""
    return []


def describe(path: str) -> str:
    """Not a tool: returned beside the tools, never given to the agent."""
    return ""


def build_tools():
    core = [ls, read_file]
    extra = [grep]
    return core, extra


def build_labels():
    return describe, "labels"


core_tools, extra_tools = build_tools()
labels, _ = build_labels()
agent = Agent("openai:gpt-5", tools=[*core_tools, *extra_tools])


class SubagentToolset(FunctionToolset):
    def __init__(self) -> None:
        super().__init__()
        self.add_function(self.spawn)
        self.add_function(self.wait, name="wait_for_agent")

    # expect: pydantic-ai SubagentToolset.spawn spawn
    def spawn(self, task: str) -> str:
        """Start a sub-agent on a task."""
        return ""

    # expect: pydantic-ai SubagentToolset.wait wait_for_agent
    def wait(self, agent_id: str) -> str:
        """Wait for a sub-agent to finish."""
        return ""

    def helper(self) -> None:
        """Not registered."""


class Registry:
    def add_function(self, f) -> None:
        pass


class OwnToolset(Registry):
    def __init__(self) -> None:
        self.add_function(self.work)

    def work(self, job: str) -> str:
        """Not a tool: the project's own registry."""
        return ""


# expect: langchain FetchTool fetch_url
class FetchTool(BaseTool):
    name: str = FETCH_TOOL_NAME
    description: str = "Fetch a URL."

    def _run(self, url: str) -> str:
        return ""
