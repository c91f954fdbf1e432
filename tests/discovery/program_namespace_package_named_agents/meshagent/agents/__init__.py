"""A package `agents` inside the namespace package `meshagent/` (PEP 420, no `__init__.py`
there), as meshagent-agents 0.56.0 ships it: Python imports it as `meshagent.agents`, toolsight
names it `agents` (it knows only `google` and `azure` as shared namespace packages), which is
openai-agents' import root. Its relative imports are modules of this project all the same."""
from .channel import Channel

__all__ = ["Channel"]
