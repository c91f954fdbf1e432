"""The project's tracer."""

# expect: none

from typing import Any


class Tracer:
    def start_span(self, name: str, tools: list[str] | None = None, **attrs: Any) -> dict:
        return {"name": name, "tools": tools or [], **attrs}
