"""vayl-mcp's crewai adapter: the nested functions have no docstring, but each gets one
from a table (`fn.__doc__ = TOOL_DESCRIPTIONS[n]`) on the loop variable that is then
handed to `crew_tool(n)(fn)`. crewai reads `__doc__` when the decorator is called, so
whether a description exists is not known statically: no L001 ("crewai raises: no
docstring"), no D001."""
from crewai.tools import tool as crew_tool

TOOL_DESCRIPTIONS = {
    "remember": "Save a fact to long-term memory.",
    "recall": "Answer a question from long-term memory.",
}


class Memory:
    def __init__(self, client):
        self.client = client

    def tools(self, include=("remember", "recall")):
        client = self.client

        def remember(text: str) -> str:
            return client.remember(text)

        def recall(question: str) -> str:
            return client.recall(question)

        fns = {"remember": remember, "recall": recall}
        out = []
        for n in include:
            fn = fns[n]
            fn.__doc__ = TOOL_DESCRIPTIONS[n]
            out.append(crew_tool(n)(fn))
        return out
