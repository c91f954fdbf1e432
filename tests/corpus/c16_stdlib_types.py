"""Standard-library types: paths, dates, bytes, Decimal, UUID, Any, callables, ABCs."""
import collections.abc as cabc
import datetime as dt
import typing
import uuid
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from datetime import date, datetime, time, timedelta
from decimal import Decimal
from pathlib import Path, PurePosixPath
from typing import Any, Optional
from uuid import UUID


def read_path(path: Path) -> str:
    """A pathlib.Path."""
    return str(path)


def path_default(path: Path = Path("/tmp")) -> str:
    """A Path with a Path default."""
    return str(path)


def pure_path(path: PurePosixPath) -> str:
    """A PurePosixPath."""
    return str(path)


def at_datetime(when: datetime) -> str:
    """A datetime."""
    return when.isoformat()


def on_date(day: date) -> str:
    """A date."""
    return day.isoformat()


def at_time(moment: time) -> str:
    """A time."""
    return moment.isoformat()


def wait_for(duration: timedelta) -> float:
    """A timedelta."""
    return duration.total_seconds()


def module_qualified_datetime(when: dt.datetime, delta: dt.timedelta) -> str:
    """datetime types through a module alias."""
    return ""


def upload(data: bytes) -> int:
    """bytes."""
    return len(data)


def price(amount: Decimal) -> str:
    """decimal.Decimal."""
    return str(amount)


def fetch_by_id(item_id: UUID) -> str:
    """uuid.UUID."""
    return str(item_id)


def module_uuid(item_id: uuid.UUID) -> str:
    """uuid.UUID through the module."""
    return str(item_id)


def accept_any(value: Any) -> str:
    """typing.Any."""
    return str(value)


def optional_any(value: Optional[Any] = None) -> str:
    """Optional[Any]."""
    return str(value)


def list_any(values: list[Any]) -> int:
    """list[Any]."""
    return len(values)


def accept_object(value: object) -> str:
    """object."""
    return str(value)


def apply_callable(fn: Callable[[int], str]) -> str:
    """A Callable."""
    return fn(1)


def bare_callable(fn: typing.Callable) -> str:
    """A bare typing.Callable."""
    return ""


def join_sequence(parts: Sequence[str]) -> str:
    """collections.abc.Sequence[str]."""
    return "".join(parts)


def typing_sequence(parts: typing.Sequence[int]) -> int:
    """typing.Sequence[int]."""
    return sum(parts)


def lookup_mapping(table: Mapping[str, int]) -> int:
    """collections.abc.Mapping[str, int]."""
    return len(table)


def consume_iterable(items: Iterable[str]) -> int:
    """collections.abc.Iterable[str]."""
    return len(list(items))


def abc_module_alias(items: cabc.MutableSequence[str]) -> int:
    """A MutableSequence through a module alias."""
    return len(items)


def count_up(limit: int) -> Iterator[int]:
    """A generator with an Iterator return type."""
    yield from range(limit)


def type_param(kind: type) -> str:
    """The builtin type."""
    return kind.__name__


def complex_number(z: complex) -> float:
    """The builtin complex."""
    return abs(z)
