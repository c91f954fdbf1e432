"""smolagents only: Google `Args:` entries for every parameter (what `tool(f)` requires), the
`(choices: [...])` suffix, defaults and Optional (nullable), return types (output_type), a missing
Args entry or return annotation (errors), module-level `@tool` objects, a `Tool` subclass instance
(name / description / inputs / output_type class attributes) and `tool(obj.method)` on a bound
method (the built Tool is rendered; its function is the method)."""
from typing import Any, Literal, Optional

from smolagents import Tool, tool


@tool
def get_weather(city: str, days: int = 3) -> str:
    """Forecast for a city.

    Args:
        city: The city name.
        days: How many days ahead.
    """
    return city


def documented(query: str, limit: int, ratio: float, exact: bool) -> list[str]:
    """Search the catalogue.

    A longer description that spans
    two lines.

    Args:
        query: Text to look for.
        limit: Maximum number of results.
        ratio: Minimum match ratio.
        exact: Whether to match exactly.

    Returns:
        The matching names.
    """
    return []


def with_choices(unit: str, mode: Literal["fast", "slow"]) -> str:
    """Convert with a unit.

    Args:
        unit: The unit (choices: ["c", "f", "k"])
        mode: How hard to try.
    """
    return unit


def optional_params(name: Optional[str] = None, count: int | None = None, tags: list[str] | None = None) -> dict:
    """Optional parameters.

    Args:
        name: A name, if any.
        count: A count, if any.
        tags: Tags, if any.
    """
    return {}


def containers(items: list[int], mapping: dict[str, float], anything: Any) -> dict[str, Any]:
    """Containers and Any.

    Args:
        items: Integers.
        mapping: Scores by name.
        anything: Any value.
    """
    return {}


def typed_args_section(path: str, retries: int = 2) -> bool:
    """Args with types in parentheses.

    Args:
        path (str): Where the file is.
        retries (int, optional): How often to retry. Defaults to 2.
    """
    return True


def multiline_arg(text: str) -> str:
    """An argument description over two lines.

    Args:
        text: The first line of the description
            and its continuation.
    """
    return text


def missing_one_arg(city: str, days: int) -> str:
    """Only one of two parameters is documented.

    Args:
        city: The city name.
    """
    return city


def no_return_annotation(city: str):
    """Parameters but no return annotation.

    Args:
        city: The city name.
    """
    return city


def no_docstring(city: str) -> str:
    return city


def returns_none(city: str) -> None:
    """Returns None.

    Args:
        city: The city name.
    """


class SearchTool(Tool):
    name = "web_search"
    description = "Search the web."
    inputs = {
        "query": {"type": "string", "description": "What to search for."},
        "limit": {"type": "integer", "description": "How many results.", "nullable": True},
    }
    output_type = "string"

    def forward(self, query: str, limit: int | None = None) -> str:
        return query


search_tool = SearchTool()


class Catalog:
    def lookup(self, sku: str, quantity: int = 1) -> str:
        """Look up a product.

        Args:
            sku: The product code.
            quantity: How many items.
        """
        return sku


lookup_tool = tool(Catalog().lookup)
