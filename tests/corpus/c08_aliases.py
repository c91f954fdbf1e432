"""Type aliases, NewType and TypeVar."""
from typing import Any, NewType, Optional, TypeAlias, TypeVar, Union

import typing_extensions as te

Cmd = str | list[str]
Json = dict[str, Any]
MaybeInt: TypeAlias = Optional[int]
Number = Union[int, float]
TeAlias: te.TypeAlias = list[int]
Names = list[str]
UserId = NewType("UserId", int)
Email = NewType("Email", str)
T = TypeVar("T")
N = TypeVar("N", int, float)
B = TypeVar("B", bound=str)


def run_command(cmd: Cmd) -> str:
    """An alias to a union."""
    return str(cmd)


def store_json(payload: Json) -> int:
    """An alias to dict[str, Any]."""
    return len(payload)


def maybe_number(value: MaybeInt = None) -> int:
    """A TypeAlias-annotated alias to Optional[int]."""
    return value or 0


def add_numbers(a: Number, b: Number) -> float:
    """An alias to Union[int, float]."""
    return a + b


def te_alias(values: TeAlias) -> int:
    """A typing_extensions.TypeAlias."""
    return len(values)


def greet_all(names: Names) -> str:
    """An alias to list[str]."""
    return ""


def lookup_user(user_id: UserId) -> str:
    """A NewType over int."""
    return ""


def send_mail(to: Email, cc: list[Email]) -> str:
    """A NewType over str, alone and in a list."""
    return ""


def first(items: list[T]) -> T:
    """A generic function with a TypeVar."""
    return items[0]


def constrained(value: N) -> N:
    """A constrained TypeVar."""
    return value


def bounded(value: B) -> B:
    """A bounded TypeVar."""
    return value


def optional_alias(cmd: Optional[Cmd] = None) -> str:
    """Optional around an alias."""
    return ""
