"""A sample for the hover's parameter table in Neovim: unions and a non-ASCII name — 東京."""
from typing import Literal

import stores


def get_weather(city: str, unit: Literal["c", "f"] = "c", tage: list[int] | None = None, größe: int | None = None) -> str:
    """Get the weather in a city."""
    return ""


index = stores.Index([get_weather])
