"""Literal values and Enum classes."""
import enum
from enum import Enum, IntEnum, auto
from typing import Literal, Optional

import typing_extensions as te


class Color(str, Enum):
    RED = "red"
    GREEN = "green"
    BLUE = "blue"


class Priority(IntEnum):
    LOW = 1
    MEDIUM = 2
    HIGH = 3


class PlainColor(Enum):
    RED = "red"
    GREEN = "green"


class Size(Enum):
    SMALL = 1
    LARGE = 2


class Step(Enum):
    FIRST = auto()
    SECOND = auto()
    THIRD = auto()


class Mixed(Enum):
    NAME = "name"
    NUMBER = 7


class Mode(enum.StrEnum):
    FAST = "fast"
    SAFE = "safe"


def literal_str(unit: Literal["celsius", "fahrenheit"]) -> str:
    """A string Literal."""
    return unit


def literal_int(level: Literal[1, 2, 3]) -> int:
    """An int Literal."""
    return level


def literal_mixed(value: Literal["auto", 1, True]) -> str:
    """A Literal mixing str, int and bool."""
    return str(value)


def literal_single(kind: Literal["only"]) -> str:
    """A Literal with a single value."""
    return kind


def literal_bool(flag: Literal[True, False]) -> bool:
    """A bool Literal."""
    return flag


def literal_with_default(unit: Literal["c", "f"] = "c") -> str:
    """A Literal with a default."""
    return unit


def optional_literal(unit: Optional[Literal["c", "f"]] = None) -> str:
    """An optional Literal."""
    return unit or "c"


def list_of_literal(units: list[Literal["c", "f"]]) -> int:
    """A list of Literal values."""
    return len(units)


def te_literal(sort: te.Literal["asc", "desc"]) -> str:
    """A Literal imported from typing_extensions."""
    return sort


def str_enum(color: Color) -> str:
    """A (str, Enum) parameter."""
    return color.value


def int_enum(priority: Priority) -> int:
    """An IntEnum parameter."""
    return int(priority)


def plain_enum_str_values(color: PlainColor) -> str:
    """A plain Enum with string values."""
    return color.value


def plain_enum_int_values(size: Size) -> int:
    """A plain Enum with int values."""
    return size.value


def auto_enum(step: Step) -> int:
    """An Enum whose values come from auto()."""
    return step.value


def mixed_enum(value: Mixed) -> str:
    """An Enum with mixed value types."""
    return str(value.value)


def strenum_param(mode: Mode) -> str:
    """An enum.StrEnum parameter."""
    return mode.value


def enum_default_member(color: Color = Color.GREEN) -> str:
    """A str Enum with a member default."""
    return color.value


def int_enum_default(priority: Priority = Priority.HIGH) -> int:
    """An IntEnum with a member default."""
    return int(priority)


def plain_enum_default(size: Size = Size.SMALL) -> int:
    """A plain Enum with a member default."""
    return size.value


def optional_enum(color: Optional[Color] = None) -> str:
    """An optional Enum."""
    return color.value if color else ""


def list_of_enum(colors: list[Color]) -> int:
    """A list of Enum members."""
    return len(colors)
