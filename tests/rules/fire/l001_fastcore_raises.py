"""fastcore's `get_schema` asserts on a missing docstring and on parameters it cannot type."""
from typing import Any

from fastcore.funccall import get_schema


def add(a: int, b: int) -> int:  # expect: L001
    return a + b


def store(key: str, value: Any) -> str:  # expect: L001
    "Store a value under a key."
    return key


def rename(old, new: str) -> str:  # expect: L001
    "Rename a file."
    return new


tools = [get_schema(add), get_schema(store), get_schema(rename)]
