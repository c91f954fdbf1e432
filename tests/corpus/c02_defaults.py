"""Default values of every flavour."""
from enum import Enum


class Unit(str, Enum):
    CELSIUS = "celsius"
    FAHRENHEIT = "fahrenheit"


class Level(Enum):
    LOW = 1
    HIGH = 2


def search(query: str, limit: int = 10) -> list[str]:
    """Search for documents.

    Args:
        query: The search query.
        limit: Maximum number of results.
    """
    return []


def implicit_optional(tag: str = None) -> str:  # type: ignore[assignment]
    """A str parameter defaulting to None without Optional."""
    return tag or ""


def none_or_str_test_default(value: None | str = "test") -> str:
    """PEP 604 union with None first and a non-None default."""
    return value or ""


def untyped_default(query: str, limit=5) -> str:
    """An untyped parameter whose type comes from its default."""
    return query


def untyped_str_default(prefix="pre") -> str:
    """Untyped parameter with a string default."""
    return prefix


def untyped_none_default(marker=None) -> str:
    """Untyped parameter with a None default."""
    return ""


def list_literal_default(tags: list[str] = ["a", "b"]) -> str:  # noqa: B006
    """A mutable list literal default."""
    return ",".join(tags)


def untyped_list_default(a=[1, 2]) -> int:  # noqa: B006
    """Untyped parameter with a list default."""
    return len(a)


def dict_literal_default(options: dict = {"depth": 1, "mode": "fast"}) -> str:  # noqa: B006
    """A dict literal default."""
    return ""


def tuple_literal_default(point: tuple[int, int] = (0, 0)) -> int:
    """A tuple literal default."""
    return point[0]


def enum_member_default(unit: Unit = Unit.CELSIUS) -> str:
    """A (str, Enum) member as default."""
    return unit.value


def plain_enum_member_default(level: Level = Level.LOW) -> int:
    """A plain Enum member as default."""
    return level.value


def default_type_mismatch(limit: int = "10") -> int:  # type: ignore[assignment]
    """The default does not match the annotation."""
    return int(limit)


def negative_numbers(offset: int = -1, delta: float = -2.5) -> float:
    """Negative int and float defaults."""
    return offset + delta


def float_defaults(ratio: float = 0.5, tiny: float = 1e-07, big: float = 1e10, third: float = 0.1) -> float:
    """Float defaults that exercise float formatting."""
    return ratio


def plain_enum_default_on_str(label: str = Level.HIGH) -> str:
    """A plain Enum member as the default of a str parameter."""
    return str(label)


def int_default_for_float(threshold: float = 3) -> float:
    """An int default on a float parameter."""
    return threshold


def bool_defaults(verbose: bool = False, strict: bool = True) -> bool:
    """Boolean defaults."""
    return verbose and strict


def very_long_string_default(
    template: str = "This is a deliberately long default value that goes on and on to check that nothing truncates long strings anywhere in the pipeline, not in the schema and not in the description; it keeps going past two hundred characters, and then some more words for good measure.",
) -> str:
    """A very long string default."""
    return template


def unicode_string_default(greeting: str = "héllo wörld ☕ 日本語 🚀", sep: str = "\t|\n") -> str:
    """Unicode and escape sequences in a default."""
    return greeting


def empty_string_default(suffix: str = "") -> str:
    """An empty string default."""
    return suffix


def zero_defaults(count: int = 0, amount: float = 0.0) -> int:
    """Zero int and float defaults."""
    return count


def optional_with_value_default(page: int | None = 1) -> int:
    """Optional int defaulting to a number."""
    return page or 0


def all_defaults(a: int = 1, b: str = "x", c: bool = True) -> str:
    """Every parameter has a default."""
    return b


def expression_default(seconds: int = 60 * 60, label: str = "a" + "b") -> int:
    """Defaults computed from expressions."""
    return seconds
