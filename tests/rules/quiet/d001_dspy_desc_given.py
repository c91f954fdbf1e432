"""dspy's `Tool(func, name=..., desc=...)`: `Tool.__init__` keeps `desc` and only falls back
to the function's docstring when it is empty (`self.desc = self.desc or desc`), so a closure
without a docstring is described by what the call gives: a literal, or a description copied
from another tool at run time (dspy's own MCP and LangChain bridges). Sweep 6, seed 35."""
import dspy
from dspy import Tool


def make_submit_tool():
    def submit(answer: str):
        return {"answer": answer}

    return Tool(submit, name="submit", desc="Submit the final outputs for the task.")


def convert_remote_tool(session, tool):
    async def func(query: str):
        return await session.call_tool(tool.name, arguments={"query": query})

    return dspy.Tool(func=func, name=tool.name, desc=tool.description)


def positional(search_fn_closure):
    def lookup(term: str):
        return search_fn_closure(term)

    return Tool(lookup, "lookup", "Look a term up in the glossary.")
