"""Goal tools. Negative: `sketch_goal` (`@experimental` only), `_format`."""

from prover.tool_registry import experimental, tool


# expect: mcp goal prover_goal
@tool("prover_goal", title="Goal", read_only=True)
async def goal(file_path: str, line: int, column: int | None = None) -> str:
    """The proof goal at a position."""
    return _format(file_path, line)


# expect: mcp term_goal prover_term_goal
@tool(name="prover_term_goal")
def term_goal(file_path: str, line: int) -> str:
    """The expected type at a position."""
    return file_path


@experimental("sketch")
def sketch_goal(file_path: str) -> str:
    """Not a tool: experimental only."""
    return file_path


def _format(path: str, line: int) -> str:
    return f"{path}:{line}"
