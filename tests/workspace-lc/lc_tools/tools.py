"""langchain `BaseTool` subclasses whose payload is decided in other modules: an `args_schema`
imported from `models` (the same payload as tests/corpus/l_langchain.py's `Calculator`), a
description imported from `prompt` (read), and a `_run` inherited from a base class of another
module (`NewsSearch`: the payload of tests/corpus/l_langchain.py's `NewsSearch`, whose base is in
the same module there; `Remote`)."""
from langchain_core.tools import BaseTool
from pydantic import BaseModel

from .base import RemoteBase
from .news_base import NewsBase
from .models import CalculatorInput
from .prompt import WEATHER_DESCRIPTION


class Calculator(BaseTool):
    name: str = "calculator"
    description: str = "Multiply two numbers."
    args_schema: type[BaseModel] = CalculatorInput

    def _run(self, a: int, b: int) -> int:
        return a * b


calculator = Calculator()


class Remote(RemoteBase):
    name: str = "remote"
    description: str = "Ask the remote service."


remote = Remote()


class Weather(BaseTool):
    name: str = "weather"
    description: str = WEATHER_DESCRIPTION

    def _run(self, city: str) -> str:
        return city


weather = Weather()


class NewsSearch(NewsBase):
    name: str = "news_search"
    description: str = "Search the news of the day."


news_search = NewsSearch()
