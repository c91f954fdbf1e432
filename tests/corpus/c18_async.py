"""Async functions and async generators."""
from collections.abc import AsyncIterator
from typing import Optional


async def fetch_url(url: str, timeout: float = 5.0) -> str:
    """Fetch a URL asynchronously."""
    return url


async def async_no_return(key: str):
    """An async function without a return annotation."""
    return None


async def async_optional(key: str, default: Optional[int] = None) -> Optional[int]:
    """An async function with an optional parameter."""
    return default


async def async_stream(n: int) -> AsyncIterator[int]:
    """An async generator."""
    for i in range(n):
        yield i


async def async_no_docstring(x: int) -> int:
    return x
