"""Tools only a text ReAct agent uses (mcp-postgress-server's `db_analytics_core.py`): the
classic agents render each tool as `name: description` text in the prompt
(`ZeroShotAgent.create_prompt` calls `render_text_description`; `create_react_agent` of
`langchain.agents` fills the prompt's `{tools}` the same way) and parse `Action: Web Search`
from the completion. No tools array is sent, so no provider's name rule applies to `Web
Search`. `initialize_agent` without `agent=` is `ZERO_SHOT_REACT_DESCRIPTION`; `AgentExecutor`
only runs the tools by name."""
from langchain.agents import AgentExecutor, AgentType, create_react_agent, initialize_agent
from langchain.tools import Tool
from langchain_community.llms import OpenAI


def search(query: str) -> str:
    return query


def lookup(query: str) -> str:
    return query


def sql(query: str) -> str:
    return query


class Analytics:
    def __init__(self):
        self.llm = OpenAI(temperature=0)

    def agent(self):
        web_search_tool = Tool(
            name="Web Search",
            func=search,
            description="Searches the web.",
        )
        sql_tool = Tool(name="Database", func=sql, description="Queries the database.")
        tools = [web_search_tool, sql_tool]
        return initialize_agent(
            tools,
            self.llm,
            agent=AgentType.ZERO_SHOT_REACT_DESCRIPTION,
            verbose=True,
        )


def default_agent(llm):
    tools = [Tool(name="Look Up", func=lookup, description="Looks a word up.")]
    return initialize_agent(tools, llm)


def react_agent(llm, prompt):
    chat_tool = Tool(name="Chat History", func=lookup, description="Reads the history.")
    tools = [chat_tool]
    agent = create_react_agent(llm, tools, prompt)
    return AgentExecutor(agent=agent, tools=tools)
