"""A tool returning a sync `Generator` (mcp-connect's `chat_coze -> Generator[Dict[str, Any],
None, None]`): pydantic's schema for a generator is an array of its items (like `Iterable`),
so mcp 1.30's FastMCP lists the tool with `outputSchema` `result: array of object` (ran), and
fastmcp 4.1.6 wraps it in `result` likewise. Seed 56: 1 L001 wrong."""
from typing import Any, Dict, Generator, Iterable

import fastmcp
from mcp.server.fastmcp import FastMCP

mcp = FastMCP("demo")
fm = fastmcp.FastMCP("demo2")


@mcp.tool()
def chat(question: str) -> Generator[Dict[str, Any], None, None]:
    """Chat with the bot, streaming its answer.

    Args:
        question: The question to ask.
    """
    yield {"question": question}


@fm.tool()
def count(values: Iterable[int], steps: Generator[int, None, None]) -> Generator[int, None, None]:
    """Count the values.

    Args:
        values: The values to count.
        steps: The steps to take.
    """
    yield from values
