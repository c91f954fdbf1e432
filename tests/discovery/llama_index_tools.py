"""llama-index-core: `FunctionTool` and `BaseToolSpec`.

Idioms: `FunctionTool.from_defaults(fn=...)`, `FunctionTool.from_defaults(fn)` (positional),
`FunctionTool.from_defaults(fn=..., name=...)`, `FunctionTool.from_defaults(async_fn=...)`;
a `BaseToolSpec` subclass whose class attribute `spec_functions` lists method *names* as
strings (each becomes a tool named after the method) and a `(sync, async)` tuple of names
(one tool, named after the sync method); undecorated functions in
`FunctionAgent(tools=[...])` (llama-index wraps callables itself).

Not tools: spec methods not listed in `spec_functions`, the async half of the tuple (it is
the same tool as its sync half), a helper.
"""

from llama_index.core.agent.workflow import FunctionAgent
from llama_index.core.tools import FunctionTool
from llama_index.core.tools.tool_spec.base import BaseToolSpec
from llama_index.llms.openai import OpenAI


def multiply(a: float, b: float) -> float:
    """Multiply two numbers and return the product."""
    return a * b


def add(a: float, b: float) -> float:
    """Add two numbers and return the sum."""
    return a + b


def get_stock_price(ticker: str) -> float:
    """Latest traded price of a stock."""
    return 0.0


async def fetch_filings(ticker: str, year: int) -> list[str]:
    """SEC filings of a company for a year."""
    return []


def search_documents(query: str) -> str:
    """Search the indexed documents."""
    return ""


def useful_helper(text: str) -> str:
    """Helper, not a tool."""
    return text


# expect: llama-index multiply multiply
multiply_tool = FunctionTool.from_defaults(fn=multiply)
# expect: llama-index add add
add_tool = FunctionTool.from_defaults(add)
# expect: llama-index get_stock_price stock_price
price_tool = FunctionTool.from_defaults(fn=get_stock_price, name="stock_price", description="Latest price.")
# expect: llama-index fetch_filings fetch_filings
filings_tool = FunctionTool.from_defaults(async_fn=fetch_filings)


class ArxivToolSpec(BaseToolSpec):
    """arXiv tools."""

    spec_functions = ["search_arxiv", ("fetch_paper", "afetch_paper")]

    def __init__(self, max_results: int = 3) -> None:
        self.max_results = max_results

    # expect: llama-index ArxivToolSpec.search_arxiv search_arxiv
    def search_arxiv(self, query: str) -> list[str]:
        """Search arXiv for papers matching a query."""
        return []

    # expect: llama-index ArxivToolSpec.fetch_paper fetch_paper
    def fetch_paper(self, arxiv_id: str) -> str:
        """Fetch a paper's abstract."""
        return ""

    async def afetch_paper(self, arxiv_id: str) -> str:
        """Async variant of fetch_paper."""
        return ""

    def _parse_feed(self, xml: str) -> list[str]:
        """Not listed in spec_functions: not a tool."""
        return []


# expect: llama-index search_documents search_documents
agent = FunctionAgent(
    tools=[multiply_tool, add_tool, price_tool, filings_tool, search_documents, *ArxivToolSpec().to_tool_list()],
    llm=OpenAI(model="gpt-4o-mini"),
    system_prompt="You are a research assistant.",
)
