"""Negative: tool code that only appears in comments, docstrings and strings.

Example code in a docstring, commented-out registrations, a code template rendered by a
generator, source passed to `compile` but never executed, a schema-shaped JSON string: the
analyser reads Python syntax, and none of this is live Python.

Example (a docstring, not code):

    from mcp.server.fastmcp import FastMCP
    mcp = FastMCP("demo")

    @mcp.tool()
    def docstring_tool(x: int) -> int:
        return x
"""

# expect: none

import json
import textwrap

from mcp.server.fastmcp import FastMCP

mcp = FastMCP("generator")

# @mcp.tool()
# def commented_out(city: str) -> str:
#     return city

# mcp.add_tool(render_template)

TEMPLATE = textwrap.dedent(
    '''
    @mcp.tool(name="{name}")
    def {name}(query: str) -> str:
        """{description}"""
        return query
    '''
)

SCHEMA_JSON = json.dumps(
    {"type": "function", "function": {"name": "from_json", "parameters": {"type": "object"}}}
)


def render_template(name: str, description: str) -> str:
    """Render the code template; the result is written to a file, not executed."""
    return TEMPLATE.format(name=name, description=description)


CODE = compile("def compiled(x):\n    return x\n", "<generated>", "exec")


def describe() -> str:
    """Mentions `@mcp.tool()` and `Agent(tools=[describe])` in prose only."""
    return f"Use @mcp.tool() on {render_template.__name__!r}"
