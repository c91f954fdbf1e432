"""Framework-only: string formats (dates, UUID, Path, Decimal, bytes, ...), return annotations
(primitive, model, None, none at all) and async functions."""
import datetime
import decimal
import ipaddress
import pathlib
import uuid
from typing import Any

from pydantic import BaseModel


class Report(BaseModel):
    title: str
    pages: int


def schedule(day: datetime.date, at: datetime.time, when: datetime.datetime, every: datetime.timedelta) -> str:
    """Date and time types."""
    return ""


def lookup(record_id: uuid.UUID, path: pathlib.Path) -> str:
    """UUID and Path."""
    return ""


def charge(amount: decimal.Decimal, blob: bytes, address: ipaddress.IPv4Address) -> bool:
    """Decimal, bytes and an IP address."""
    return True


def returns_int(x: int) -> int:
    """Returns a primitive."""
    return x


def returns_model(title: str) -> Report:
    """Returns a pydantic model."""
    return Report(title=title, pages=1)


def returns_none(x: int) -> None:
    """Returns None."""


def returns_nothing_annotated(x: int):
    """No return annotation."""
    return x


def returns_dict(x: int) -> dict[str, Any]:
    """Returns a dict."""
    return {}


def returns_list_of_models(n: int) -> list[Report]:
    """Returns a list of models."""
    return []


async def fetch_page(url: str, timeout: float = 10.0) -> str:
    """An async function."""
    return url


async def fetch_report(title: str) -> Report:
    """An async function returning a model."""
    return Report(title=title, pages=0)
