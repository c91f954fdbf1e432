"""pydantic-ai: agent decorators, `Tool`, `Agent(tools=...)` and `FunctionToolset`.

Idioms: `@agent.tool` (first parameter `RunContext`) bare and with arguments,
`@agent.tool_plain` bare and with `name=`; `Tool(fn)`, `Tool(fn, takes_ctx=..., name=...)`;
undecorated functions in `Agent(tools=[...])`; `FunctionToolset(tools=[...])`,
`@toolset.tool`, `@toolset.tool_plain(name=...)`, `toolset.add_function(fn, name=...)`,
`Agent(toolsets=[toolset])`; a decorator on an agent built by a factory function.

Not tools: `@agent.instructions`, `@agent.output_validator`, a function only mentioned in the
`deps_type` dataclass.
"""

from dataclasses import dataclass
from datetime import date

from pydantic_ai import Agent, ModelRetry, RunContext, Tool
from pydantic_ai.toolsets import FunctionToolset


@dataclass
class Deps:
    user_id: int
    api_key: str


def roll_dice() -> str:
    """Roll a six-sided die and return the result."""
    return "4"


def get_player_name(ctx: RunContext[Deps]) -> str:
    """Get the player's name."""
    return "Anne"


def today() -> date:
    """Today's date."""
    return date.today()


# expect: pydantic-ai roll_dice roll_dice
# expect: pydantic-ai get_player_name player_name
# expect: pydantic-ai today today
agent = Agent(
    "openai:gpt-4o",
    deps_type=Deps,
    instructions="You're a dice game host.",
    tools=[roll_dice, Tool(get_player_name, takes_ctx=True, name="player_name"), Tool(today)],
)


# expect: pydantic-ai get_balance get_balance
@agent.tool
async def get_balance(ctx: RunContext[Deps], include_pending: bool) -> float:
    """Return the customer's current account balance."""
    return 123.45


# expect: pydantic-ai block_card block_card
@agent.tool(retries=2, requires_approval=True)
async def block_card(ctx: RunContext[Deps], reason: str) -> str:
    """Block the customer's card."""
    if not reason:
        raise ModelRetry("Give a reason.")
    return "blocked"


# expect: pydantic-ai coin_flip coin_flip
@agent.tool_plain
def coin_flip() -> str:
    """Flip a coin."""
    return "heads"


# expect: pydantic-ai pick_card draw_card
@agent.tool_plain(name="draw_card", docstring_format="google")
def pick_card(deck: str = "standard") -> str:
    """Draw a card.

    Args:
        deck: Which deck to draw from.
    """
    return "A♠"


@agent.instructions
def add_user(ctx: RunContext[Deps]) -> str:
    """Instructions, not a tool."""
    return f"The user id is {ctx.deps.user_id}."


@agent.output_validator
def check_output(ctx: RunContext[Deps], output: str) -> str:
    """An output validator, not a tool."""
    return output


def temperature_celsius(city: str) -> float:
    """Current temperature in °C."""
    return 21.0


def temperature_fahrenheit(city: str) -> float:
    """Current temperature in °F."""
    return 69.8


# expect: pydantic-ai temperature_celsius temperature_celsius
weather_toolset = FunctionToolset(tools=[temperature_celsius])
# expect: pydantic-ai temperature_fahrenheit temp_f
weather_toolset.add_function(temperature_fahrenheit, name="temp_f")


# expect: pydantic-ai conditions conditions
@weather_toolset.tool
def conditions(ctx: RunContext[Deps], city: str) -> str:
    """Sky conditions in a city."""
    return "clear"


# expect: pydantic-ai humidity relative_humidity
@weather_toolset.tool_plain(name="relative_humidity")
def humidity(city: str) -> float:
    """Relative humidity in a city."""
    return 0.4


weather_agent = Agent("google-gla:gemini-2.5-flash", toolsets=[weather_toolset])


def build_support_agent(model: str) -> Agent[Deps, str]:
    """Build the support agent; its tools are registered on the local agent."""
    support = Agent(model, deps_type=Deps)

    # expect: pydantic-ai build_support_agent.<locals>.open_ticket open_ticket
    @support.tool
    def open_ticket(ctx: RunContext[Deps], subject: str) -> int:
        """Open a support ticket for the current user."""
        return 1

    return support
