"""Optional and Union in all their spellings."""
import typing as t
from typing import Optional, Union
from typing import Optional as Opt


def opt_typing_required(x: Optional[int]) -> int:
    """typing.Optional without a default."""
    return x or 0


def opt_typing_none_default(x: Optional[int] = None) -> int:
    """typing.Optional with a None default."""
    return x or 0


def opt_pep604_required(x: int | None) -> int:
    """PEP 604 optional without a default."""
    return x or 0


def opt_pep604_none_default(x: int | None = None) -> int:
    """PEP 604 optional with a None default."""
    return x or 0


def union_typing(value: Union[int, str]) -> str:
    """typing.Union of two primitives."""
    return str(value)


def union_pep604(value: int | str) -> str:
    """PEP 604 union of two primitives."""
    return str(value)


def union_three_with_none(value: int | str | None = None) -> str:
    """Three-member PEP 604 union including None."""
    return str(value)


def union_none_first(value: Union[None, int]) -> int:
    """typing.Union with None first."""
    return value or 0


def pep604_none_first(value: None | float) -> float:
    """PEP 604 union with None first, no default."""
    return value or 0.0


def optional_optional(x: Optional[Optional[int]] = None) -> int:
    """Optional of Optional collapses."""
    return x or 0


def union_single(x: Union[int]) -> int:
    """Union with a single member is just that member."""
    return x


def nested_union(x: Union[int, Union[str, float]]) -> str:
    """A Union nested in a Union flattens."""
    return str(x)


def optional_list(items: Optional[list[str]] = None) -> int:
    """Optional list of strings."""
    return len(items or [])


def union_list_or_str(cmd: str | list[str]) -> str:
    """A string or a list of strings."""
    return str(cmd)


def aliased_module_optional(x: t.Optional[str] = None, y: t.Union[int, float] = 0) -> str:
    """typing imported as t."""
    return x or ""


def renamed_optional(x: Opt[bool] = None) -> bool:
    """Optional imported under another name."""
    return bool(x)


def optional_union_mixed(x: Optional[Union[int, str]]) -> str:
    """Optional around a Union."""
    return str(x)


def union_with_none_middle(x: Union[int, None, str]) -> str:
    """None in the middle of a Union."""
    return str(x)


def union_bool_int(x: bool | int) -> int:
    """bool and int together."""
    return int(x)
