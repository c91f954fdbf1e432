"""A memory toolkit for agno whose base class is imported in `try:`, with a stand-in class
defined in the `except ImportError:` handler (multi-file fixture, as mubit-agno does).

Covers: `class MemoryToolkit(Toolkit)` registering `self.register(self.remember)` in
`__init__`, where `Toolkit` is agno's when the import succeeds.
Negative: the same shape over a non-framework import (`memkit.plugins`).
"""

from typing import Any

from memkit.client import MemoryClient

try:
    from agno.tools import Toolkit

    _HAS_AGNO_TOOLS = True
except ImportError:
    _HAS_AGNO_TOOLS = False

    class Toolkit:  # type: ignore[no-redef]
        """Stand-in when agno is not installed."""

        def __init__(self, **kwargs: Any) -> None:
            pass

        def register(self, *args: Any, **kwargs: Any) -> None:
            pass


class MemoryToolkit(Toolkit):
    """Agno tools over the memory service."""

    def __init__(self, endpoint: str = "http://127.0.0.1:3000") -> None:
        super().__init__(name="memory")
        self._client = MemoryClient(endpoint)
        self.register(self.remember)
        self.register(self.recall)

    # expect: agno MemoryToolkit.remember remember
    def remember(self, content: str, intent: str = "trace") -> str:
        """Store one memory."""
        return self._client.put(content)

    # expect: agno MemoryToolkit.recall recall
    def recall(self, query: str, limit: int = 5) -> str:
        """Recall memories matching a query."""
        return self._client.get(query)

    def _format(self, item: dict) -> str:
        """Helper: not a tool."""
        return str(item)
