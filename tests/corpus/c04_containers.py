"""Lists, sets, tuples and dicts, raw and parameterized."""
from typing import Dict, FrozenSet, List, Set, Tuple


def list_raw(items: list) -> int:
    """Bare builtin list."""
    return len(items)


def list_typing_raw(items: List) -> int:
    """Bare typing.List."""
    return len(items)


def list_of_str(items: list[str]) -> int:
    """list[str]."""
    return len(items)


def list_typing_int(items: List[int]) -> int:
    """typing.List[int]."""
    return len(items)


def set_raw(items: set) -> int:
    """Bare builtin set."""
    return len(items)


def set_of_str(items: set[str]) -> int:
    """set[str]."""
    return len(items)


def set_typing_int(items: Set[int]) -> int:
    """typing.Set[int]."""
    return len(items)


def frozenset_of_int(items: frozenset[int]) -> int:
    """frozenset[int]."""
    return len(items)


def frozenset_typing(items: FrozenSet[str]) -> int:
    """typing.FrozenSet[str]."""
    return len(items)


def tuple_raw(values: tuple) -> int:
    """Bare builtin tuple."""
    return len(values)


def tuple_typing_raw(values: Tuple) -> int:
    """Bare typing.Tuple."""
    return len(values)


def tuple_variadic(values: tuple[int, ...]) -> int:
    """tuple[int, ...]."""
    return len(values)


def tuple_fixed_mixed(pair: tuple[str, int]) -> str:
    """tuple[str, int]."""
    return pair[0]


def tuple_fixed_same(point: Tuple[float, float]) -> float:
    """typing.Tuple[float, float]."""
    return point[0]


def tuple_float_variadic(values: tuple[float, ...]) -> float:
    """tuple[float, ...]."""
    return sum(values)


def dict_raw(data: dict) -> int:
    """Bare builtin dict."""
    return len(data)


def dict_typing_raw(data: Dict) -> int:
    """Bare typing.Dict."""
    return len(data)


def dict_str_int(counts: dict[str, int]) -> int:
    """dict[str, int]."""
    return sum(counts.values())


def dict_typing_str_float(weights: Dict[str, float]) -> float:
    """typing.Dict[str, float]."""
    return sum(weights.values())


def dict_int_keys(names: dict[int, str]) -> int:
    """dict with non-string keys."""
    return len(names)


def nested_list(matrix: list[list[float]]) -> int:
    """list[list[float]]."""
    return len(matrix)


def list_of_dicts(rows: list[dict[str, int]]) -> int:
    """list[dict[str, int]]."""
    return len(rows)


def dict_of_lists(groups: dict[str, list[str]]) -> int:
    """dict[str, list[str]]."""
    return len(groups)


def list_of_optional(items: list[int | None]) -> int:
    """A list whose items may be None."""
    return len(items)


def list_of_tuples(pairs: list[tuple[str, int]]) -> int:
    """list[tuple[str, int]]."""
    return len(pairs)


def list_of_union(items: list[int | str]) -> int:
    """list[int | str]."""
    return len(items)
