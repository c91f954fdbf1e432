"""The same `Tool(name="Web Search")` under agents that send function declarations: an
`OPENAI_FUNCTIONS` agent (`OpenAIFunctionsAgent` sends `convert_to_openai_function(t)` for
each tool), langgraph's `create_react_agent` (it binds the tools to the chat model), a tool
also bound with `bind_tools`, and an agent type toolsight cannot read. Each name is
reported."""
from langchain.agents import AgentType, initialize_agent
from langchain.tools import Tool
from langchain_openai import ChatOpenAI
from langgraph.prebuilt import create_react_agent


def search(query: str) -> str:
    return query


def functions_agent(llm):
    web_search_tool = Tool(name="Web Search", func=search, description="Searches the web.")  # expect: N001
    tools = [web_search_tool]
    return initialize_agent(tools, llm, agent=AgentType.OPENAI_FUNCTIONS)


def graph_agent():
    tools = [Tool(name="Graph Search", func=search, description="Searches the graph.")]  # expect: N001
    return create_react_agent(ChatOpenAI(model="gpt-4o"), tools)


def bound_too(llm):
    news_tool = Tool(name="News Search", func=search, description="Searches the news.")  # expect: N001
    tools = [news_tool]
    llm.bind_tools([news_tool])
    return initialize_agent(tools, llm)


def chosen_type(llm, kind):
    book_tool = Tool(name="Book Search", func=search, description="Searches books.")  # expect: N001
    return initialize_agent([book_tool], llm, agent=kind)
