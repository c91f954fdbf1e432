"""Bound methods, static methods and class methods as tools.

Idioms: `obj.m` for a module-level instance, `Class().m` on a fresh instance, `self.m`
inside `__init__` and inside another method, `Class.static_m` for a `@staticmethod`,
`Class.class_m` for a `@classmethod` (bound to the class), a `@staticmethod` stacked above
`@function_tool` (the decorator runs first, on the plain function), an instance created in
a function and its method passed there. Qualnames are `Class.method`; tool names are the
method names.

Not tools: methods never passed, `__init__`, a property.
"""

from agents import Agent as OpenAIAgent
from agents import function_tool
from langchain_core.tools import StructuredTool
from pydantic_ai import Agent


class WeatherService:
    """Weather lookups backed by a remote API."""

    def __init__(self, api_key: str = "") -> None:
        self.api_key = api_key

    # expect: pydantic-ai WeatherService.forecast forecast
    def forecast(self, city: str, days: int = 3) -> list[str]:
        """Forecast for a city."""
        return []

    # expect: pydantic-ai WeatherService.alerts alerts
    def alerts(self, region: str) -> list[str]:
        """Active weather alerts for a region."""
        return []

    @property
    def endpoint(self) -> str:
        """A property, not a tool."""
        return "https://api.example.com"

    def _request(self, path: str) -> dict:
        """Never passed: not a tool."""
        return {}


class Units:
    """Unit conversions."""

    # expect: pydantic-ai Units.c_to_f c_to_f
    @staticmethod
    def c_to_f(celsius: float) -> float:
        """Convert Celsius to Fahrenheit."""
        return celsius * 9 / 5 + 32

    # expect: pydantic-ai Units.supported supported
    @classmethod
    def supported(cls) -> list[str]:
        """Unit systems this service supports."""
        return ["metric", "imperial"]

    # expect: openai-agents Units.km_to_miles km_to_miles
    @staticmethod
    @function_tool
    def km_to_miles(km: float) -> float:
        """Convert kilometres to miles."""
        return km * 0.621371


weather = WeatherService()
agent = Agent(
    "openai:gpt-4o",
    tools=[weather.forecast, WeatherService().alerts, Units.c_to_f, Units.supported],
)
travel_agent = OpenAIAgent(name="travel", tools=[Units.km_to_miles])


class ResearchAssistant:
    """Builds its langchain tools from its own methods."""

    def __init__(self, corpus: str) -> None:
        self.corpus = corpus
        # expect: langchain ResearchAssistant.search search
        # expect: langchain ResearchAssistant.cite cite_source
        self.tools = [
            StructuredTool.from_function(self.search),
            StructuredTool.from_function(self.cite, name="cite_source"),
        ]

    def search(self, query: str, k: int = 5) -> list[str]:
        """Search the corpus."""
        return []

    def cite(self, doc_id: str, style: str = "apa") -> str:
        """Format a citation for a document."""
        return ""

    def more_tools(self) -> list[StructuredTool]:
        # expect: langchain ResearchAssistant.summarize summarize
        return [StructuredTool.from_function(self.summarize)]

    def summarize(self, doc_id: str) -> str:
        """Summarize a document."""
        return ""


class Clock:
    # expect: pydantic-ai Clock.now now
    def now(self, tz: str = "UTC") -> str:
        """Current time in a timezone."""
        return "10:30"


def make_clock_agent() -> Agent:
    clock = Clock()
    return Agent("openai:gpt-4o-mini", tools=[clock.now])
