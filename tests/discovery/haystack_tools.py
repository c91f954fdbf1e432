"""haystack (`haystack-ai`): `@tool`, `create_tool_from_function`, a hand-written `Tool` and
tool lists (`Toolset`, `Agent(tools=...)`).

Idioms: `@tool`, `@tool(name=..., description=...)`, `create_tool_from_function(fn)`,
`create_tool_from_function(fn, name=...)`, `Tool(name=..., description=..., parameters={...},
function=fn)` (the function is the tool; its payload is the literal's), `Tool(...,
async_function=fn)`.

Not tools: a helper, a plain function only listed in a `Toolset` or an `Agent` (both take
`Tool` objects only), the component class.
"""

from haystack.components.agents import Agent
from haystack.components.generators.chat import OpenAIChatGenerator
from haystack.tools import Tool, Toolset, create_tool_from_function, tool


# expect: haystack get_weather get_weather
@tool
def get_weather(city: str) -> str:
    """Weather of a city."""
    return city


# expect: haystack search search_docs
@tool(name="search_docs", description="Search the documentation.")
def search(query: str, limit: int = 5) -> list[str]:
    return []


def convert_currency(amount: float, to: str) -> float:
    """Convert an amount of euros."""
    return amount


def translate(text: str, target: str) -> str:
    """Translate a text."""
    return text


def _add(a: int, b: int) -> int:
    return a + b


async def _fetch(url: str) -> str:
    return url


def _format(value: float) -> str:
    """Helper, not a tool."""
    return f"{value:.2f}"


def not_a_tool(x: int) -> int:
    """Listed bare in a Toolset: haystack refuses it, so it is not a tool."""
    return x


# expect: haystack convert_currency convert_currency
fx_tool = create_tool_from_function(convert_currency)

# expect: haystack translate translate_text
translate_tool = create_tool_from_function(translate, name="translate_text")

# expect: haystack _add add
add_tool = Tool(
    name="add",
    description="Add two integers.",
    parameters={"type": "object", "properties": {"a": {"type": "integer"}, "b": {"type": "integer"}}},
    function=_add,
)

# expect: haystack _fetch fetch
fetch_tool = Tool(
    name="fetch",
    description="Fetch a page.",
    parameters={"type": "object", "properties": {"url": {"type": "string"}}},
    async_function=_fetch,
)

toolset = Toolset([fx_tool, translate_tool, not_a_tool])

agent = Agent(chat_generator=OpenAIChatGenerator(model="gpt-4o-mini"), tools=[get_weather, search, add_tool])
