"""typing.Annotated with descriptions and other metadata."""
from typing import Annotated, Optional

import typing_extensions as te
from pydantic import Field


def annotated_str(city: Annotated[str, "The city name"]) -> str:
    """Annotated with a description string."""
    return city


def annotated_field(limit: Annotated[int, Field(description="Max results", ge=1)] = 10) -> int:
    """Annotated with a pydantic Field."""
    return limit


def annotated_several(value: Annotated[int, 42, {"unit": "ms"}, "Timeout value"]) -> int:
    """Annotated with several metadata items."""
    return value


def annotated_nested(name: Annotated[Annotated[str, "inner"], "outer"]) -> str:
    """Nested Annotated flattens."""
    return name


def annotated_optional(tag: Annotated[Optional[str], "An optional tag"] = None) -> str:
    """Annotated around Optional."""
    return tag or ""


def optional_annotated(tag: Optional[Annotated[str, "A tag"]] = None) -> str:
    """Optional around Annotated."""
    return tag or ""


def annotated_list(items: Annotated[list[str], "The items"]) -> int:
    """Annotated around a list."""
    return len(items)


def list_of_annotated(items: list[Annotated[str, "x"]]) -> int:
    """A list of Annotated items."""
    return len(items)


def annotated_te(flag: te.Annotated[bool, "From typing_extensions"]) -> bool:
    """Annotated from typing_extensions."""
    return flag


def annotated_non_str_meta(count: Annotated[int, 5]) -> int:
    """Annotated with non-string metadata only."""
    return count


def annotated_with_comment(
    city: Annotated[str, "From Annotated"],  # from the comment
) -> str:
    """Annotated and a docments comment."""
    return city


def annotated_and_docstring(city: Annotated[str, "From Annotated"]) -> str:
    """Annotated and a Google docstring.

    Args:
        city: From the docstring.
    """
    return city


def annotated_return(x: int) -> Annotated[str, "the result"]:
    """An Annotated return type."""
    return str(x)
