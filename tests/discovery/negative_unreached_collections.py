"""Negative: collections of functions in framework files that never reach a tool API.

* a list passed to `len`, `print`, `sorted` and a logger;
* a list passed to a local function that only logs the names (`tools=` on a non-framework
  call, in a file that imports frameworks: the keyword alone does not make tools);
* a list bound after the agent was built and never passed;
* functions given to framework parameters that are not tool lists (pydantic-ai
  `instructions=`, google-adk `before_tool_callback=`);
* a builder that returns a list nobody passes on;
* a list mutated after construction (`stores.Index` wraps the list when constructed).
"""

# expect: none

import logging

import stores
from google.adk.agents import Agent as AdkAgent
from pydantic_ai import Agent

log = logging.getLogger(__name__)


def compress(path: str) -> str:
    """Compress a file."""
    return path


def decompress(path: str) -> str:
    """Decompress a file."""
    return path


def checksum(path: str) -> str:
    """Checksum of a file."""
    return ""


def house_rules() -> str:
    """Dynamic instructions, not a tool."""
    return "Never delete files."


def audit(tool, args, tool_context) -> None:
    """An ADK before-tool callback, not a tool."""


def late_tool(path: str) -> str:
    """Appended after the index was built."""
    return path


FILE_FUNCS = [compress, decompress]
print(len(FILE_FUNCS), sorted(f.__name__ for f in FILE_FUNCS))
log.info("available: %s", FILE_FUNCS)


def describe_pipeline(name: str, tools: list) -> str:
    """Only logs the tool names."""
    return f"{name}: {', '.join(t.__name__ for t in tools)}"


describe_pipeline("archive", tools=[compress, decompress, checksum])


def maintenance_tools() -> list:
    """Nobody passes this list on."""
    return [checksum]


agent = Agent("openai:gpt-4o", instructions=house_rules)
adk_agent = AdkAgent(name="files", model="gemini-2.5-flash", before_tool_callback=audit)
LATER = [checksum]

empty_index = stores.Index([])
PENDING: list = []
index = stores.Index(PENDING)
PENDING.append(late_tool)
