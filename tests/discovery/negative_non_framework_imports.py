"""Negative: tool-like names imported from packages that are not tool frameworks.

`tool`, `Tool`, `Agent`, `register` and `tools=` come from a plugin system, an internal
package and a task queue. Decision (documented in README.md): a `tools=[...]` keyword, a
`@tool` decorator or a `register(f)` call marks a tool only when its callee resolves to a
known framework's API; in a file importing no framework, as here, nothing is a tool.
"""

# expect: none

from acme_platform.agents import Agent, Pipeline
from acme_platform.plugins import register
from acme_platform.toolbox import Tool, tool
from celery import Celery

queue = Celery("jobs")


@tool
def resize_image(path: str, width: int) -> str:
    """Resize an image (an internal toolbox decorator)."""
    return path


@tool(category="text")
def spellcheck(text: str) -> list[str]:
    """Spellcheck a text (an internal toolbox decorator with options)."""
    return []


def compress(path: str) -> str:
    """Compress a file."""
    return path


def thumbnail(path: str) -> str:
    """Make a thumbnail."""
    return path


register(compress)
wrapped = Tool(thumbnail)

pipeline = Pipeline(name="media", tools=[resize_image, compress, thumbnail])
agent = Agent(role="editor", tools=[spellcheck])


@queue.task
def transcode(path: str, codec: str = "h264") -> str:
    """A Celery task, not a tool."""
    return path
