"""A capability whose `tools` field selects which tools run in the background."""

import copy
from dataclasses import dataclass, replace
from typing import Any

from pydantic_ai import RunContext


@dataclass
class BackgroundTools:
    tools: Any = None

    @classmethod
    def combine(cls, capabilities: list["BackgroundTools"]) -> "BackgroundTools":
        merged = capabilities[0]

        async def matches_any(ctx: RunContext[int], tool_name: str) -> bool:
            return any(c.tools for c in capabilities)

        return replace(merged, tools=matches_any)

    def narrowed(self) -> "BackgroundTools":
        def only_reads(ctx: RunContext[int], tool_name: str) -> bool:
            return tool_name.startswith("read")

        return copy.replace(self, tools=only_reads)

# expect: none
