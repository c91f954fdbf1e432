"""An agno toolkit registering the sync or the async implementation of each tool under one
name, in the two branches of an `if`: one of them per toolkit.
"""
from agno.tools import Toolkit


class WorkflowTools(Toolkit):
    def __init__(self, async_mode: bool = False, enable_think: bool = True, enable_analyze: bool = True):
        super().__init__(name="workflow_tools")
        if enable_think:
            if async_mode:
                self.register(self.async_think, name="think")
            else:
                self.register(self.think, name="think")
        if enable_analyze:
            if async_mode:
                self.register(self.async_analyze, name="analyze")
            else:
                self.register(self.analyze, name="analyze")

    def think(self, thought: str) -> str:
        """Write down a thought about the workflow."""
        return thought

    async def async_think(self, thought: str) -> str:
        """Write down a thought about the workflow."""
        return thought

    def analyze(self, analysis: str) -> str:
        """Judge the workflow's results."""
        return analysis

    async def async_analyze(self, analysis: str) -> str:
        """Judge the workflow's results."""
        return analysis
