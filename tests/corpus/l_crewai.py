"""crewai only: `@tool` bare and `@tool("Name")` (the name with spaces and punctuation, as the
LLM-facing name is sanitised and the args model is named after it), `result_as_answer` /
`max_usage_count` options, the raw docstring as description (no docstring: ValueError; an empty
one is accepted), `BaseTool` subclasses with `name` / `description` / `args_schema` class
attributes (a model with Field descriptions, constraints, formats, nested and recursive models,
`extra="forbid"`), subclasses without `args_schema` (the model comes from `_run`, or from
`_arun` when `_run` takes nothing), tools gathered by `Agent(tools=[...])` (instances made in the
list are tools too), a bound method handed to `tool(...)` (its signature has no `self`), and what native function calling does to them: every property required,
`dict` closed, `$ref`s inlined, defaults, titles and unsupported formats dropped, names
sanitised (camelCase split, non-ASCII dropped, long names hashed; a name that then starts with a
digit or is empty is refused by the OpenAI provider)."""
from datetime import date, datetime
from typing import Any, Optional

from crewai import Agent
from crewai.tools import BaseTool, tool
from pydantic import BaseModel, ConfigDict, Field


@tool
def get_weather(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


@tool("Search The Web")
def search_web(query: str, limit: Optional[int] = None) -> list[str]:
    """Search the web for a query."""
    return []


@tool("Currency converter (v2)!", result_as_answer=True)
def convert(amount: float, source: str = "EUR", target: str = "USD") -> float:
    """Convert an amount between currencies."""
    return amount


@tool(max_usage_count=3)
def limited(text: str) -> str:
    """Only three calls allowed."""
    return text


@tool("lookupCustomerByID")
def lookup_customer(customer_id: int) -> dict:
    """Look a customer up."""
    return {}


@tool("Prévisions météo à Zürich")
def forecast_fr(ville: str) -> str:
    """Prévisions météo — une ville."""
    return ville


@tool("a very long tool name that goes well beyond the sixty four character limit of providers")
def long_named(x: int) -> int:
    """A tool whose name is hashed."""
    return x


@tool("3D render")
def render_3d(scene: str) -> str:
    """A name the OpenAI provider refuses once sanitised: it starts with a digit."""
    return scene


@tool("天気")
def tenki(city: str) -> str:
    """A name with nothing ASCII in it: sanitised to an empty name."""
    return city


@tool
def empty_doc(x: int) -> int:
    """"""
    return x


def no_doc_plain(x: int) -> int:
    return x


@tool
def containers(tags: list[str], scores: dict[str, float], meta: dict, anything: Any = None) -> str:
    """Containers: a typed dict, a bare dict and Any."""
    return ""


@tool
def variadic(query: str, *args: str, **kwargs: int) -> str:
    """*args and **kwargs are left out of the model."""
    return query


@tool
def dated(day: date, when: Optional[datetime] = None, email: str = Field(default="a@b.c", description="Contact")) -> str:
    """Dates and a Field default."""
    return ""


class Address(BaseModel):
    """A postal address."""

    street: str
    city: str = Field(description="City name")
    zip_code: Optional[str] = None


class Node(BaseModel):
    name: str
    children: list["Node"] = []


@tool
def ship(to: Address, note: Optional[str] = None) -> str:
    """Ship to an address."""
    return ""


@tool
def walk(tree: Node) -> int:
    """Walk a recursive tree."""
    return 0


class SearchInput(BaseModel):
    """Input for the search tool."""

    query: str = Field(..., description="What to search for", min_length=2)
    max_results: int = Field(10, ge=1, le=50, description="How many results")
    site: Optional[str] = Field(None, description="Restrict to a site", json_schema_extra={"format": "uri"})
    since: Optional[date] = None


class SearchTool(BaseTool):
    name: str = "Site Search"
    description: str = "Search a site for pages matching a query."
    args_schema: type[BaseModel] = SearchInput

    def _run(self, query: str, max_results: int = 10, site: Optional[str] = None, since: Optional[date] = None) -> str:
        return query


search_tool = SearchTool()


class StrictInput(BaseModel):
    model_config = ConfigDict(extra="forbid")

    path: str = Field(description="A file path")
    address: Address
    options: dict[str, int] = {}


class FileTool(BaseTool):
    name: str = "FileReader"
    description: str = """Read a file.

    Returns its text."""
    args_schema: type[BaseModel] = StrictInput
    result_as_answer: bool = True

    def _run(self, path: str, address: Address, options: dict[str, int] = {}) -> str:
        return path


file_tool = FileTool()


class Calculator(BaseTool):
    name: str = "calculator"
    description: str = "Evaluate an arithmetic expression."

    def _run(self, expression: str, precision: int = 2, verbose: bool = False) -> str:
        return expression


calculator = Calculator()


class NoArgsTool(BaseTool):
    name: str = "Current time"
    description: str = "Tell the current time."

    def _run(self) -> str:
        return "now"


clock = NoArgsTool()


class AsyncArgsTool(BaseTool):
    name: str = "Async fetch"
    description: str = "Fetch a URL asynchronously."

    def _run(self, *args: Any, **kwargs: Any) -> str:
        return ""

    async def _arun(self, url: str, timeout: float = 5.0) -> str:
        return url


fetcher = AsyncArgsTool()


class UntypedTool(BaseTool):
    name: str = "untyped"
    description: str = "A _run without annotations."

    def _run(self, first, second=None):
        return first


class Translator(BaseTool):
    name: str = "Translator"
    description: str = "Translate text into a language."

    def _run(self, text: str, language: str = "en") -> str:
        return text


@tool("Summarise")
def summarise(text: str, words: int = 50) -> str:
    """Summarise a text.

    Args:
        text: The text.
        words: The target length.
    """
    return text


class Wallet:
    """Balances kept per agent."""

    def balance(self, agent_ref: str, currency: str = "USDC") -> dict:
        """Get an agent's balance."""
        return {}


wallet = Wallet()
balance_tool = tool(wallet.balance)


researcher = Agent(
    role="Researcher",
    goal="Find facts",
    backstory="An experienced researcher.",
    tools=[search_tool, calculator, summarise, UntypedTool(), Translator()],
)
