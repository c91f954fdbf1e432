"""The base of `tools.NewsSearch` (the same classes as tests/corpus/l_langchain.py's `NewsBase`
and `NewsSearch`, split over two modules): no name of its own, so not a tool; its `_run`,
`run_manager` included, decides the schema of its subclass in another module."""
from typing import Optional

from langchain_core.callbacks import CallbackManagerForToolRun
from langchain_core.tools import BaseTool


class NewsBase(BaseTool):
    def _run(self, topic: str, days: int = 1, run_manager: Optional[CallbackManagerForToolRun] = None) -> str:
        return topic
