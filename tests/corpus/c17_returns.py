"""Return annotations."""
from typing import Any, Optional


class Report:
    pass


def returns_none(x: int) -> None:
    """Returns None."""
    return None


def returns_str(x: int) -> str:
    """Returns str."""
    return str(x)


def returns_int(x: str) -> int:
    """Returns int."""
    return len(x)


def returns_float(x: str) -> float:
    """Returns float."""
    return 0.0


def returns_bool(x: str) -> bool:
    """Returns bool."""
    return bool(x)


def returns_dict(x: str) -> dict:
    """Returns a bare dict."""
    return {}


def returns_dict_str_int(x: str) -> dict[str, int]:
    """Returns dict[str, int]."""
    return {}


def returns_list_str(x: str) -> list[str]:
    """Returns list[str]."""
    return []


def returns_tuple(x: str) -> tuple[int, str]:
    """Returns a fixed tuple."""
    return (1, x)


def returns_optional(x: str) -> Optional[str]:
    """Returns Optional[str]."""
    return None


def returns_union(x: str) -> int | str:
    """Returns a PEP 604 union."""
    return x


def returns_any(x: str) -> Any:
    """Returns Any."""
    return x


def returns_forward_ref(x: str) -> "Report":
    """Returns a quoted class."""
    return Report()


def returns_class(x: str) -> Report:
    """Returns a class."""
    return Report()


def no_return_annotation(x: str):
    """No return annotation at all."""
    return x
