"""A base of the package's tools: no name of its own, so not a tool; its `_run` decides the
schema of its subclasses in other modules."""
from langchain_core.tools import BaseTool


class RemoteBase(BaseTool):
    def _run(self, question: str, timeout: int = 30) -> str:
        return question
