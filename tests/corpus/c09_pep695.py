"""PEP 695 type statements and generic functions (Python 3.12+)."""

type Cmd = str | list[str]
type Count = int
type Pair[T] = tuple[T, T]


def run695(cmd: Cmd) -> str:
    """A PEP 695 alias to a union."""
    return str(cmd)


def count695(n: Count) -> int:
    """A PEP 695 alias to int."""
    return n


def first695[T](items: list[T]) -> T:
    """A PEP 695 generic function."""
    return items[0]


def pair695(pair: Pair[int]) -> int:
    """A generic PEP 695 alias."""
    return pair[0]


def bounded695[S: str](value: S) -> S:
    """A PEP 695 bounded type parameter."""
    return value
