"""Framework-only (issue 25's held-out leftovers): a default given inside Annotated by a pydantic
Field (`Annotated[T, Field(default=...)]`, with and without an `=` default), and TypeVars as
parameter types (bound, constrained, plain)."""
from typing import Annotated, Optional, TypeVar

from pydantic import BaseModel, Field


def field_default_in_annotated(limit: Annotated[int, Field(default=5, description="Max results")]) -> int:
    """The default comes from the Field inside Annotated."""
    return limit


def field_default_none_in_annotated(
    tag: Annotated[Optional[str], Field(default=None, description="A tag")],
) -> str:
    """A None default from the Field inside Annotated."""
    return tag or ""


def field_default_and_equals(limit: Annotated[int, Field(default=5)] = 7) -> int:
    """Both a Field default and an `=` default."""
    return limit


def field_default_factory_in_annotated(items: Annotated[list[str], Field(default_factory=list)]) -> int:
    """A default_factory inside Annotated."""
    return len(items)


def field_default_after_required(
    query: str,
    page: Annotated[int, Field(default=1, ge=1, description="Page number")],
) -> str:
    """A required parameter, then one defaulted through Annotated."""
    return f"{query}{page}"


Number = TypeVar("Number", bound=int)
Text = TypeVar("Text", bound=str)
Anything = TypeVar("Anything")
IntOrStr = TypeVar("IntOrStr", int, str)


class Point(BaseModel):
    x: int
    y: int


PointLike = TypeVar("PointLike", bound=Point)


def typevar_bound_int(value: Number) -> Number:
    """A TypeVar bound to int."""
    return value


def typevar_bound_str_default(value: Text = "a") -> Text:
    """A TypeVar bound to str, with a default."""
    return value


def typevar_plain(value: Anything) -> Anything:
    """A TypeVar without bound or constraints."""
    return value


def typevar_constrained(value: IntOrStr) -> IntOrStr:
    """A TypeVar constrained to int or str."""
    return value


def typevar_bound_model(point: PointLike) -> int:
    """A TypeVar bound to a pydantic model."""
    return point.x


def typevar_in_list(values: list[Number]) -> int:
    """A list of a bound TypeVar."""
    return len(values)


Quoted = TypeVar("Quoted", bound="int")
IntOrNone = TypeVar("IntOrNone", bound=Optional[int])
Described = TypeVar("Described", bound=Annotated[int, Field(description="A number")])


def typevar_bound_by_string(value: Quoted) -> int:
    """A TypeVar whose bound is a string."""
    return value


def typevar_bound_optional(value: IntOrNone = None) -> int:
    """A TypeVar bound to Optional[int], with a None default."""
    return value or 0


def typevar_bound_annotated(value: Described) -> int:
    """A TypeVar bound to an Annotated type with a description."""
    return value


def typevar_in_annotated(value: Annotated[Number, Field(description="Bound to int")]) -> int:
    """An Annotated bound TypeVar."""
    return value
