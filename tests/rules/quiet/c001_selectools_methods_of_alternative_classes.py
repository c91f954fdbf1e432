"""Two classes whose methods are selectools tools of the same name: `RAGTool` and
`HybridSearchTool` each offer `search_knowledge_base`, and an agent is given one of them
(`Agent(tools=[rag_tool.search_knowledge_base])`). Methods of different classes are not one
registry: nothing here sends both together, so no C001 (selectools 1.3.0 `rag/tools.py`,
sweep 6, seed 35)."""
from selectools import tool


class RAGTool:
    def __init__(self, store, top_k: int = 3):
        self.store = store
        self.top_k = top_k

    @tool(description="Search the knowledge base for documents relevant to a question.")
    def search_knowledge_base(self, query: str) -> str:
        return "\n".join(self.store.search(query, self.top_k))


class HybridSearchTool:
    def __init__(self, searcher, top_k: int = 5):
        self.searcher = searcher
        self.top_k = top_k

    @tool(description="Search the knowledge base with semantic and keyword matching.")
    def search_knowledge_base(self, query: str) -> str:
        return "\n".join(self.searcher.search(query, self.top_k))
