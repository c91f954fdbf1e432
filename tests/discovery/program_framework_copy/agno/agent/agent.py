"""The framework's own agent (as agno 2.3.2's agno/agent/agent.py): its built-in tools are made
by `Function.from_callable` in factories, one factory or the other by a setting, and the
agent hands the list its *user* gave (`self.tools`) plus the built-ins from one internal call
to the next (`tools=_tools`). Those calls are not registrations: the built-ins are found
through `Function.from_callable`, and no `tools=` call here makes a set sent together (main
read them as one list holding both `search_knowledge_base` and reported C001)."""
from agno.tools.function import Function


class Agent:
    def __init__(self, model=None, tools=None, enable_agentic_knowledge_filters=False):
        self.model = model
        self.tools = list(tools) if tools else []
        self.enable_agentic_knowledge_filters = enable_agentic_knowledge_filters

    def _get_search_knowledge_base_function(self):
        def search_knowledge_base(query: str) -> str:
            """Search the knowledge base."""
            return query

        return Function.from_callable(search_knowledge_base, name="search_knowledge_base")

    def _search_knowledge_base_with_agentic_filters_function(self):
        def search_knowledge_base(query: str, topic: str = "") -> str:
            """Search the knowledge base, filtered by topic."""
            return query + topic

        return Function.from_callable(search_knowledge_base, name="search_knowledge_base")

    def get_tools(self):
        agent_tools = list(self.tools)
        if self.enable_agentic_knowledge_filters:
            agent_tools.append(self._search_knowledge_base_with_agentic_filters_function())
        else:
            agent_tools.append(self._get_search_knowledge_base_function())
        return agent_tools

    def _get_run_messages(self, message, tools=None):
        return [message]

    def run(self, message):
        _tools = self.get_tools()
        messages = self._get_run_messages(message, tools=_tools)
        return self.model.response(messages=messages, tools=_tools)


# expect: agno Agent._get_search_knowledge_base_function.<locals>.search_knowledge_base search_knowledge_base
# expect: agno Agent._search_knowledge_base_with_agentic_filters_function.<locals>.search_knowledge_base search_knowledge_base
