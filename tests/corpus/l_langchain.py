"""langchain only: @tool-decorated functions (raw docstring, parse_docstring=True, a name,
args_schema, return_direct, an injected argument) and BaseTool subclasses (their module-level
instances are the tools; named and ordered by the class): with args_schema, and without one,
whose schema langchain-core derives from `_run` (`run_manager`, `callbacks` and injected
arguments left out; `_run` inherited from a base class of the module; an empty description
replaced by `_run`'s docstring), a description passed up from `__init__`, and a JSON schema dict
as args_schema; a `description=` given to `@tool` and to `StructuredTool.from_function`; `Tool`
and `Tool.from_function` without args_schema (one string argument, `__arg1`); an args_schema model
whose alias, examples, extras, configuration and injected field the subset model drops."""
from typing import Annotated, Any, Optional

from langchain_core.callbacks import CallbackManagerForToolRun
from langchain_core.tools import BaseTool, InjectedToolArg, InjectedToolCallId, StructuredTool, Tool, tool
from pydantic import BaseModel, ConfigDict, Field

SEARCH_DESCRIPTION = "Search the news of the day."


@tool
def plain_tool(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool(parse_docstring=True)
def parsed_docstring(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool("weather_lookup", return_direct=True)
def renamed_tool(city: Annotated[str, "The city name"]) -> str:
    """Renamed with a positional name."""
    return city


class SearchArgs(BaseModel):
    query: str = Field(description="What to look for")
    limit: int = Field(default=5, ge=1)


@tool(args_schema=SearchArgs)
def with_args_schema(query: str, limit: int = 5) -> list[str]:
    """Search with an explicit args_schema."""
    return []


@tool
async def async_tool(url: str) -> str:
    """An async @tool."""
    return url


class CalculatorInput(BaseModel):
    a: int = Field(description="first number")
    b: int = Field(description="second number")


class Calculator(BaseTool):
    name: str = "calculator"
    description: str = "Multiply two numbers."
    args_schema: type[BaseModel] = CalculatorInput

    def _run(self, a: int, b: int) -> int:
        return a * b


calculator = Calculator()


class WebSearch(BaseTool):
    """The schema comes from `_run`'s signature."""

    name: str = "web_search"
    description: str = (
        "Search the web. "
        "Input should be a search query."
    )

    def _run(
        self,
        query: str,
        count: int = 10,
        region: Annotated[Optional[str], "An ISO region code"] = None,
        user_id: Annotated[str, InjectedToolArg] = "",
        run_manager: Optional[CallbackManagerForToolRun] = None,
    ) -> str:
        """Run the search.

        Args:
            query: not sent: langchain does not parse `_run`'s docstring.
        """
        return query


web_search = WebSearch()


class Clock(BaseTool):
    name: str = "clock"
    description: str = "What time it is."

    def _run(self, run_manager=None, callbacks=None, **kwargs: Any) -> str:
        return ""


clock = Clock()


class Echo(BaseTool):
    name: str = "echo"
    description: str = ""

    def _run(self, text: str, call_id: Annotated[str, InjectedToolCallId] = "") -> str:
        """Echo the text back."""
        return text


echo = Echo()


class NewsBase(BaseTool):
    """A base of the module's tools: no name of its own, so not a tool."""

    def _run(self, topic: str, days: int = 1, run_manager: Optional[CallbackManagerForToolRun] = None) -> str:
        return topic


class NewsSearch(NewsBase):
    name: str = "news_search"
    description: str = SEARCH_DESCRIPTION


news_search = NewsSearch()


class Catalog(BaseTool):
    """The description passed up to `BaseTool.__init__`, over the class's own."""

    name: str = "catalog"
    description: str = ""

    def __init__(self) -> None:
        super().__init__(description="Search the catalog.")

    def _run(self, query: str) -> str:
        return query


catalog = Catalog()


class Lookup(BaseTool):
    """A JSON schema dict as `args_schema`."""

    name: str = "lookup"
    description: str = "Look a word up."
    args_schema: dict = {
        "type": "object",
        "title": "LookupArgs",
        "properties": {"word": {"type": "string", "title": "Word", "description": "The word."}},
        "required": ["word"],
    }

    def _run(self, word: str) -> str:
        return word


lookup = Lookup()


@tool(description="  Given description, over the docstring.  ")
def described(city: str) -> str:
    """The docstring, not sent."""
    return city


def lookup_price(sku: str) -> float:
    """The docstring of lookup_price, not sent."""
    return 0.0


price_tool = StructuredTool.from_function(lookup_price, name="price", description="Look up a price.")


def search_docs(query: str, limit: int = 3) -> str:
    """The docstring of search_docs, not sent."""
    return query


def find_page(title: str) -> str:
    """The docstring of find_page, not sent."""
    return title


search_docs_tool = Tool(name="search_docs", func=search_docs, description="Search the docs for a phrase.")
find_page_tool = Tool.from_function(find_page, name="find_page", description="Find a page by its title.")


class QueryArgs(BaseModel):
    """The arguments' model: its alias, examples, extras and injected field are not sent."""

    model_config = ConfigDict(extra="forbid")

    query: str = Field(alias="q", description="The query.", examples=["cats"], json_schema_extra={"x-unit": "words"})
    limit: int = Field(default=5, ge=1, title="Max")
    user: Annotated[str, InjectedToolArg] = ""


class QuerySearch(BaseTool):
    name: str = "query_search"
    description: str = "Search with a model's subset."
    args_schema: type[BaseModel] = QueryArgs

    def _run(self, **kwargs: Any) -> str:
        return ""


query_search = QuerySearch()


@tool(args_schema=QueryArgs)
def query_tool(q: str, limit: int = 5, user: str = "") -> str:
    """The model's subset through @tool."""
    return q


@tool
def with_injected(query: str, user_id: Annotated[str, InjectedToolArg]) -> str:
    """A @tool with an injected argument."""
    return query


def undecorated(query: str, limit: int | None = None) -> str:
    """A plain function next to the tools.

    Args:
        query: The query.
        limit: At most this many.
    """
    return query


class Abacus:
    """Bound methods registered as tools (issue 25): the payload has no `self`/`cls`."""

    def __init__(self, scale: int = 1):
        self.scale = scale

    def add(self, a: int, b: int = 2) -> int:
        """Add two numbers.

        Args:
            a: The first number.
            b: The second number.
        """
        return (a + b) * self.scale

    @classmethod
    def negate(cls, value: float) -> float:
        """Negate a number."""
        return -value


abacus_add = Abacus().add
abacus_add_tool = StructuredTool.from_function(abacus_add, parse_docstring=True)
abacus_negate = Abacus.negate
abacus_negate_tool = tool(abacus_negate)
