"""Framework-only: annotations written over several lines, with comments, under
`from __future__ import annotations` (langchain-exa's `_run`): `__annotations__` holds the
unparsed expression on one line, which the libraries evaluate."""
from __future__ import annotations

from typing import Any, Literal


def multiline_union(
    query: str,
    options: dict[str, Any]  # noqa: FBT001
    | bool
    | None = None,
    mode: Literal["fast", "deep"]  # how hard to look
    | None = None,
) -> str:
    """Search with options written over several lines."""
    return query


def multiline_subscript(
    weights: dict[
        str,  # the name
        float
    ],
) -> int:
    """A subscript written over several lines."""
    return len(weights)


def multiline_return(count: int) -> list[
    str
] | None:
    """A return annotation over several lines."""
    return None
