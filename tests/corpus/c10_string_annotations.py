"""String (forward-reference) annotations without the __future__ import."""
from typing import TYPE_CHECKING, Optional

if TYPE_CHECKING:
    from decimal import Decimal


class Later:
    def __init__(self, value: int):
        self.value = value


def str_int(x: "int") -> "str":
    """A quoted builtin."""
    return str(x)


def str_list(items: "list[str]") -> "int":
    """A quoted generic."""
    return len(items)


def str_optional(x: "Optional[int]" = None) -> int:
    """A quoted Optional."""
    return x or 0


def str_union_pep604(x: "int | None") -> int:
    """A quoted PEP 604 union."""
    return x or 0


def str_forward_class(obj: "Later") -> int:
    """A quoted class defined in the module."""
    return obj.value


def str_type_checking_only(amount: "Decimal") -> str:
    """A quoted name that only exists under TYPE_CHECKING."""
    return str(amount)


def str_undefined(thing: "Undefined") -> str:  # noqa: F821
    """A quoted name that is never defined."""
    return ""


def str_mixed(a: "str", b: int, c: "bool" = False) -> str:
    """Quoted and unquoted annotations mixed."""
    return a
